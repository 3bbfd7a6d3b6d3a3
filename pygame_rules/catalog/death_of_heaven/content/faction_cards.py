"""The 102 faction starting cards (DH-COMP-1, spec 3.4): 12 each for the 24-cube factions (Cao Cao, Yuan Shao,
Sun Ce, Liu Biao, Liu Zhang), 11 for Liu Bei and Yuan Shu, 10 for Lu Bu and Ma Teng.

From the rulebook: Lu Bu's deck holds exactly two "Lu Bu" cards, with Duel, Reversal (反覆) and Prestige (威名)
(L109, Q5-Q6); Sun Ce has a card with Light Cavalry (輕騎), a Resolution skill (Q7, A-24). Everything else is
our design, in the spirit of each warlord about 197 AD: generals famous in his service who are not among the
14 wandering generals, troops of his home terrain, a few schemes. ``CONTENT.md`` gives the composition and the
balance reasoning; ``tests/death_of_heaven/test_dh_content_cards.py`` checks counts, ids, the vocabulary and the
balance model.

Shape: faction Troop and Scheme cards are armaments (main type Armament, DH-GEN-1 and A-16) with a faction field;
Generals have main type and subtype General. A Reversal that switches sides needs the other Lu Bu card to be of
the other banner, so one is an Attack card and one a Defense card.
"""

from __future__ import annotations

from .cardtypes import Card, Skill, imm
from .vocab import (
    ARMAMENT,
    ATTACK,
    CAVALRY,
    DEFENSE,
    GENERAL,
    INFANTRY,
    NAVY,
    ONGOING,
    RESOLUTION,
    SCHEME,
    TROOP,
)

LOWER_ENEMY = {"who": "enemy", "scheme_lower": True}
EACH_LOWER_ENEMY = {"who": "each_enemy", "scheme_lower": True}
ABOVE = ({"is": "scheme_above_highest_enemy"},)
DUEL_FILTER = {"general_skill": "duel"}


def _card(prefix: str, faction: str, num: int, name: str, hanzi: str, main: str, subtype: str, side: str, *,
          inf=0, cav=0, navy=0, sch=0, gs=(), skill: Skill | None = None, bio: str = "",
          name_id: str | None = None) -> Card:
    return Card(f"{prefix}{num:02d}", name, hanzi, name_id or name.lower().replace(" ", "_").replace("'", ""),
                faction, main, subtype, side, inf, cav, navy, sch, tuple(gs), (skill,) if skill else (), bio)


def _deck(prefix: str, faction: str, *rows: tuple, start: int = 1) -> tuple[Card, ...]:
    """Number a faction's rows from ``start`` in order: (kind, name, hanzi, side, keywords)."""
    kinds = {"G": (GENERAL, GENERAL), "T": (ARMAMENT, TROOP), "S": (ARMAMENT, SCHEME)}
    return tuple(_card(prefix, faction, i, name, hanzi, *kinds[k], side, **kw)
                 for i, (k, name, hanzi, side, kw) in enumerate(rows, start=start))


# -- Cao Cao 曹操: the Emperor's keeper; able generals and advisers, infantry of the central plain --------------
CAO_CAO = _deck("cao", "cao_cao",
    ("G", "Cao Cao", "曹操", ATTACK, dict(inf=2, cav=1, sch=2, gs=("diplomacy",), bio="Chancellor who holds the Emperor at Xu.", skill=imm(
        "treacherous_hero", "Treacherous Hero", "奸雄",
        "While this card is on your battlefield, a card that an enemy's skill discards from your battlefield goes "
        "to your hand instead of your discard pile.",
        "Its strength still leaves the tally (DH-STR-3). If this card itself is discarded, it goes to your hand "
        "too; later discards do not.",
        {"do": "redirect_discard", "to": "hand"}, timing=ONGOING, trigger="own_bf_card_discarded_by_enemy"))),
    ("G", "Xiahou Dun", "夏侯惇", DEFENSE, dict(inf=3, cav=1, gs=("duel",), bio="Cao Cao's one-eyed cousin.", skill=imm(
        "unyielding", "Unyielding", "剛烈",
        "Place 1 infantry marker on this card for each enemy with more cards on his battlefield than you (at "
        "most 2).", "With no such enemy you place none.",
        {"do": "add_markers", "troop": INFANTRY, "per": "enemies_with_more_bf_cards", "max": 2, "on": "this"}))),
    ("G", "Guo Jia", "郭嘉", ATTACK, dict(inf=1, sch=3, gs=("talent",), bio="Strategist of the Ten Victories.", skill=imm(
        "foresight", "Foresight", "鬼謀",
        "Look at the top 3 cards of your deck; take 1 into your hand and put the others back on top in any order.",
        "With fewer than 3 cards in your deck, look at all of them; with none, shuffle your discard pile first "
        "(DH-ZONE-2).", {"do": "look_take", "source": "own", "look": 3, "take": 1}))),
    ("G", "Xun Yu", "荀彧", DEFENSE, dict(inf=1, sch=2, gs=("diplomacy", "upgrade"), bio="The King's Aide, who urged Cao Cao to receive the Emperor.", skill=imm(
        "kings_aide", "The King's Aide", "王佐",
        "When the Defender wins, execute Tribute once.", "With no cube on your board there is no Tribute.",
        {"do": "tribute", "n": 1}, timing=RESOLUTION, requires=({"is": "winner", "side": "defender"},)))),
    ("G", "Cao Ren", "曹仁", DEFENSE, dict(inf=3, cav=1, bio="Cao Cao's cousin, master of holding a city.", skill=imm(
        "hold_the_walls", "Hold the Walls", "據守",
        "If the attack target is one of your territories, place 2 infantry markers on this card.",
        "Nothing happens when the target is not yours.",
        {"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"},
        requires=({"is": "target_is_own_territory"},)))),
    ("T", "Qingzhou Army", "青州兵", ATTACK, dict(inf=2)),
    ("T", "Qingzhou Army", "青州兵", ATTACK, dict(inf=2)),
    ("T", "Tiger and Leopard Cavalry", "虎豹騎", ATTACK, dict(inf=1, cav=3)),
    ("T", "Farming Colonists", "屯田兵", DEFENSE, dict(inf=2, cav=1)),
    ("T", "Farming Colonists", "屯田兵", DEFENSE, dict(inf=2, cav=1)),
    ("S", "Edict of the Son of Heaven", "天子詔", ATTACK, dict(inf=1, sch=2, skill=imm(
        "imperial_edict", "Imperial Edict", "奉天子以令不臣",
        "If you have 3 or more cubes on the Emperor Xian card, draw 1 card from the public deck.",
        "With fewer, nothing happens; the card still brings its Scheme and strength.",
        {"do": "draw", "source": "public", "n": 1, "if": {"is": "emperor_cubes_at_least", "n": 3}}))),
    ("S", "Farming Colonies", "屯田制", DEFENSE, dict(inf=1, sch=1, skill=imm(
        "farming_colonies", "Farming Colonies", "屯田",
        "Compare with the enemy with the most Scheme; if you have more, execute Upgrade Territory once.",
        "Without an empty space in your territories nothing happens.", {"do": "upgrade", "n": 1}, requires=ABOVE))),
)

# -- Yuan Shao 袁紹: the great house of Hebei; many cavalry, quarrelling advisers ----------------------------
YUAN_SHAO = _deck("ysh", "yuan_shao",
    ("G", "Yuan Shao", "袁紹", ATTACK, dict(inf=2, cav=2, sch=1, gs=("diplomacy",), bio="Head of the alliance against Dong Zhuo, lord of four provinces.", skill=imm(
        "call_to_arms", "Call to Arms", "號令",
        "Each of your allies may draw 1 card from his own deck.", "An ally may refuse; the others still draw.",
        {"do": "draw", "who": "target", "source": "own", "n": 1, "optional": True, "decided_by": "target"},
        target={"who": "each_ally"}))),
    ("G", "Yan Liang", "顏良", ATTACK, dict(inf=1, cav=4, gs=("duel",), bio="Vanguard of Hebei, felled at Baima.")),
    ("G", "Wen Chou", "文醜", DEFENSE, dict(inf=2, cav=3, gs=("duel",), bio="Yan Liang's sworn companion.")),
    ("G", "Tian Feng", "田豐", DEFENSE, dict(inf=1, sch=3, gs=("talent",), bio="Adviser who counselled a long war.", skill=imm(
        "patient_counsel", "Patient Counsel", "持久之策",
        "When the Defender wins, draw 2 cards from your own deck.", "Nothing when the Attacker wins.",
        {"do": "draw", "source": "own", "n": 2}, timing=RESOLUTION, requires=({"is": "winner", "side": "defender"},)))),
    ("G", "Ju Shou", "沮授", ATTACK, dict(inf=1, sch=2, gs=("upgrade",), bio="Supervisor of the army.", skill=imm(
        "army_supervisor", "Army Supervisor", "監軍",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from your own deck.",
        "Always just 1 card.", {"do": "draw", "source": "own", "n": 1}, requires=ABOVE))),
    ("T", "Hebei Cavalry", "河北騎", ATTACK, dict(inf=1, cav=3)),
    ("T", "Hebei Cavalry", "河北騎", ATTACK, dict(inf=1, cav=3)),
    ("T", "Great Halberdiers", "大戟士", ATTACK, dict(inf=3)),
    ("T", "Jizhou Garrison", "冀州兵", DEFENSE, dict(inf=1, cav=2)),
    ("T", "Jizhou Garrison", "冀州兵", DEFENSE, dict(inf=1, cav=2)),
    ("S", "Sapping Tunnels", "掘地道", ATTACK, dict(inf=1, sch=2, skill=imm(
        "sapping_tunnels", "Sapping Tunnels", "地道",
        "Designate 1 enemy with less Scheme than you; you choose 1 Troop card on his battlefield and he discards "
        "it.", "An enemy without a Troop card on his battlefield cannot be designated.",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you", "filter": {"subtype": TROOP}},
        target={"who": "enemy", "scheme_lower": True, "bf_has": {"subtype": TROOP}}))),
    ("S", "Proclamation against Cao", "討曹檄文", DEFENSE, dict(inf=1, sch=2, skill=imm(
        "proclamation", "Proclamation", "檄文",
        "Designate 1 enemy with less Scheme than you; draw 1 card from his hand at random and he discards it.",
        "An enemy with no hand cards cannot be designated.",
        {"do": "hand_discard", "who": "target", "n": 1, "chooser": "random"},
        target={"who": "enemy", "scheme_lower": True, "hand_min": 1}))),
)

# -- Sun Ce 孫策: the Little Conqueror of Jiangdong; fleets and swift campaigns ------------------------------
SUN_CE = _deck("sun", "sun_ce",
    ("G", "Sun Ce", "孫策", ATTACK, dict(inf=2, navy=2, sch=1, gs=("duel",), bio="The Little Conqueror, who took Jiangdong in a few years.", skill=imm(
        "light_cavalry", "Light Cavalry", "輕騎",
        "Draw 1 card from your deck and show it. If it is a Troop card, add 3 to your side's strength, and you may "
        "place 1 cube from your board on the Emperor Xian card.",
        "It is resolved before the winner is decided; the card stays in your hand. The cube is placed even if "
        "the +3 does not win (DH-QA-7, A-24).",
        {"do": "draw_reveal", "source": "own", "n": 1, "if_drawn": {"subtype": TROOP},
         "then": ({"do": "add_strength", "n": 3}, {"do": "tribute", "n": 1, "optional": True})},
        timing=RESOLUTION))),
    ("G", "Zhou Yu", "周瑜", ATTACK, dict(inf=1, navy=2, sch=3, gs=("talent",), bio="Sun Ce's sworn brother, commander of the fleet.", skill=imm(
        "fire_ships", "Fire Ships", "火船",
        "For each enemy with less Scheme than you, you choose 1 card with a Navy symbol on his battlefield and he "
        "discards it.", "An enemy without such a card is unaffected; the others still are.",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you", "filter": {"symbol": NAVY}},
        target=EACH_LOWER_ENEMY))),
    ("G", "Taishi Ci", "太史慈", DEFENSE, dict(inf=2, cav=2, gs=("duel",), bio="Who fought Sun Ce to a draw at Shenting.", skill=imm(
        "fair_fight", "A Fair Fight", "酣戰",
        "If a card on any enemy's battlefield bears the Duel icon, place 2 infantry markers on this card.",
        "Nothing happens when no enemy card bears Duel.",
        {"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"}, requires=({"is": "enemy_duel"},)))),
    ("G", "Zhang Zhao", "張昭", DEFENSE, dict(inf=1, sch=2, gs=("diplomacy", "upgrade"), bio="Steward of the civil government.")),
    ("G", "Cheng Pu", "程普", DEFENSE, dict(inf=2, navy=2, gs=("upgrade",), bio="Veteran of Sun Jian's campaigns.", skill=imm(
        "veteran", "Veteran", "宿將",
        "Take 1 Troop card from your discard pile into your hand.", "With no Troop card there, nothing happens.",
        {"do": "retrieve_discard", "n": 1, "filter": {"subtype": TROOP}}))),
    ("T", "Jiangdong Fleet", "江東水師", ATTACK, dict(navy=3)),
    ("T", "Jiangdong Fleet", "江東水師", ATTACK, dict(navy=3)),
    ("T", "Danyang Infantry", "丹陽兵", ATTACK, dict(inf=3)),
    ("T", "River Patrol", "江防", DEFENSE, dict(navy=3)),
    ("T", "Wharf Guard", "水寨守軍", DEFENSE, dict(inf=1, navy=2)),
    ("S", "Surprise Crossing", "奇渡", ATTACK, dict(inf=1, sch=2, skill=imm(
        "surprise_crossing", "Surprise Crossing", "奇渡",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from the public deck, and 1 "
        "more if the attack target is suited to Navy.", "No card at all without more Scheme.",
        {"do": "draw", "source": "public", "n": 1, "bonus_if": {"is": "target_type_includes", "troop": NAVY},
         "bonus": 1}, requires=ABOVE))),
    ("S", "Hold the Yangtze", "據江", DEFENSE, dict(inf=1, navy=1, sch=1, skill=imm(
        "hold_the_yangtze", "Hold the Yangtze", "據江",
        "If the attack target is suited to Navy, place 2 navy markers on this card.",
        "Nothing happens on other targets.", {"do": "add_markers", "troop": NAVY, "n": 2, "on": "this"},
        requires=({"is": "target_type_includes", "troop": NAVY},)))),
)

# -- Liu Bei 劉備: a guest with famous sworn brothers; few troops, many friends ------------------------------
LIU_BEI = _deck("lbe", "liu_bei",
    ("G", "Liu Bei", "劉備", DEFENSE, dict(inf=2, sch=1, gs=("diplomacy",), bio="Imperial kinsman, then at Xiaopei.", skill=imm(
        "winning_hearts", "Winning Hearts", "收人心",
        "Designate 1 other player; he may draw 1 card from his own deck. If he does, you draw 1 card from your own "
        "deck.", "If he declines, you draw nothing.",
        {"do": "draw", "who": "target", "source": "own", "n": 1, "optional": True, "decided_by": "target",
         "then": ({"do": "draw", "source": "own", "n": 1},)}, target={"who": "other_player"}))),
    ("G", "Guan Yu", "關羽", ATTACK, dict(inf=3, cav=2, gs=("duel",), bio="Liu Bei's sworn brother.")),
    ("G", "Zhang Fei", "張飛", DEFENSE, dict(inf=4, gs=("duel",), bio="Who held the bridge at Changban.", skill=imm(
        "hold_the_bridge", "Hold the Bridge", "據水斷橋",
        "If the enemy side's strength is ahead of yours, place 2 infantry markers on this card.",
        "Compare after this card's own strength is added (DH-STR-3).",
        {"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"}, requires=({"is": "enemy_side_ahead"},)))),
    ("G", "Jian Yong", "簡雍", ATTACK, dict(inf=1, sch=2, gs=("diplomacy",), bio="Liu Bei's boyhood friend and envoy.", skill=imm(
        "envoy", "Envoy", "說客",
        "Execute Friendship once.", "With no empty diplomacy space on the map, nothing happens (spec 3.10).",
        {"do": "diplomacy_action", "options": ("friendship",), "n": 1}))),
    ("G", "Mi Zhu", "糜竺", DEFENSE, dict(inf=1, sch=1, gs=("armament",), bio="Merchant of Donghai who funded Liu Bei.", skill=imm(
        "family_fortune", "Family Fortune", "資助",
        "Draw 1 card from the public deck.", "If both public piles are empty you draw nothing (spec 3.14).",
        {"do": "draw", "source": "public", "n": 1}))),
    ("T", "Xuzhou Militia", "徐州兵", DEFENSE, dict(inf=2, cav=1)),
    ("T", "Xuzhou Militia", "徐州兵", DEFENSE, dict(inf=2, cav=1)),
    ("T", "Loyal Volunteers", "義勇軍", ATTACK, dict(inf=2, cav=1)),
    ("T", "Youzhou Horse", "幽州騎", ATTACK, dict(inf=1, cav=3)),
    ("S", "Borrowed Shelter", "寄寓", DEFENSE, dict(inf=1, sch=1, skill=imm(
        "borrowed_shelter", "Borrowed Shelter", "寄寓",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from your own deck, and 1 "
        "more if none of your cubes is adjacent to the attack target.", "No card at all without more Scheme.",
        {"do": "draw", "source": "own", "n": 1, "bonus_if": {"is": "not_adjacent_to_target"}, "bonus": 1},
        requires=ABOVE))),
    ("S", "Ambush at Bowang", "博望伏兵", DEFENSE, dict(inf=1, sch=1, skill=imm(
        "ambush", "Ambush", "伏兵",
        "Compare with the enemy with the most Scheme. If you have n more Scheme than he does, place n infantry "
        "markers on this card.", "With no more Scheme than him you place none.",
        {"do": "add_markers", "troop": INFANTRY, "per": "scheme_lead_over_highest_enemy", "on": "this"}))),
)

# -- Lu Bu 呂布: the peerless, fickle warrior of Xiapi -----------------------------------------------------
_REVERSAL = imm(
    "reversal", "Reversal", "反覆",
    "Ask the enemies one by one whether one will discard 1 card from his hand. If one does, discard every card on "
    "your battlefield, including this one, then play the other Lu Bu card from your hand and execute it.",
    "Only enemies may be asked, never allies; if none agrees, nothing happens (DH-QA-5). The other Lu Bu card "
    "may then execute Duel and Prestige but not Reversal again (DH-QA-6). Without the other Lu Bu card in hand "
    "you cannot execute Reversal.",
    {"do": "ask_enemy_discard", "n": 1,
     "then": ({"do": "discard_own_bf"}, {"do": "play_from_hand", "filter": {"name": "lu_bu"}})},
    requires=({"is": "hand_has", "filter": {"name": "lu_bu"}},))
_PRESTIGE = imm(
    "prestige", "Prestige", "威名",
    "Designate 1 enemy with a card bearing the Duel icon on his battlefield; he discards 1 such card, his choice.",
    "With no such enemy, nothing happens. Executed before your Duel icon, it may clear the way for its draw.",
    {"do": "bf_discard", "who": "target", "n": 1, "chooser": "victim", "filter": DUEL_FILTER},
    target={"who": "enemy", "bf_has": DUEL_FILTER})
LU_BU = (
    Card("lbu01", "Lu Bu", "呂布", "lu_bu", "lu_bu", GENERAL, GENERAL, ATTACK, 2, 3, 0, 0, ("duel",),
         (_REVERSAL, _PRESTIGE), "Among men, Lu Bu; among horses, Red Hare."),
    Card("lbu02", "Lu Bu", "呂布", "lu_bu", "lu_bu", GENERAL, GENERAL, DEFENSE, 2, 3, 0, 0, ("duel",),
         (_REVERSAL, _PRESTIGE), "Who served Ding Yuan, Dong Zhuo and Liu Bei in turn."),
    *_deck("lbu", "lu_bu",
        ("G", "Chen Gong", "陳宮", ATTACK, dict(inf=1, sch=3, gs=("talent",), bio="Lu Bu's strategist, who had left Cao Cao.", skill=imm(
            "divided_army", "Divided Army", "分兵之計",
            "Compare with the enemy with the most Scheme; if you have more, place 2 cavalry markers on a Lu Bu card "
            "on your battlefield.", "Without a Lu Bu card on your battlefield, nothing happens.",
            {"do": "add_markers", "troop": CAVALRY, "n": 2, "on": "named_own_bf", "name": "lu_bu"},
            requires=ABOVE))),
        ("G", "Zhang Liao", "張遼", ATTACK, dict(inf=2, cav=2, gs=("duel",), bio="Cavalry commander from Yanmen.", skill=imm(
            "surprise_charge", "Surprise Charge", "突襲",
            "If no card on any enemy's battlefield bears the Duel icon, designate 1 enemy; draw 1 card from his "
            "hand at random and he discards it.", "An enemy with no hand cards cannot be designated.",
            {"do": "hand_discard", "who": "target", "n": 1, "chooser": "random"},
            target={"who": "enemy", "hand_min": 1}, requires=({"is": "no_enemy_duel"},)))),
        ("G", "Gao Shun", "高順", DEFENSE, dict(inf=3, gs=("duel",), bio="Captain of the Trap Breakers.", skill=imm(
            "trap_breakers", "Trap Breakers", "陷陣營",
            "If the attack target is suited to Infantry, place 2 infantry markers on this card.",
            "Nothing happens on other targets.", {"do": "add_markers", "troop": INFANTRY, "n": 2, "on": "this"},
            requires=({"is": "target_type_includes", "troop": INFANTRY},)))),
        ("T", "Bingzhou Wolf Riders", "并州狼騎", ATTACK, dict(inf=2, cav=2)),
        ("T", "Bingzhou Wolf Riders", "并州狼騎", ATTACK, dict(inf=2, cav=2)),
        ("T", "Xiapi Garrison", "下邳守軍", DEFENSE, dict(inf=3)),
        ("T", "Guangling Fleet", "廣陵水軍", DEFENSE, dict(inf=1, navy=3)),
        ("S", "Shot through the Halberd", "轅門射戟", DEFENSE, dict(inf=1, sch=1, skill=imm(
            "halberd_shot", "Shot through the Halberd", "轅門射戟",
            "Designate 1 enemy with less Scheme than you; he discards 1 card from his hand, his choice. Then you "
            "may draw 1 card from your own deck.", "With no hand cards he discards nothing; you may still draw.",
            {"do": "hand_discard", "who": "target", "n": 1, "chooser": "victim"},
            {"do": "draw", "source": "own", "n": 1, "optional": True}, target=LOWER_ENEMY))),
    ),
)
LU_BU = tuple(Card(f"lbu{i:02d}", *[getattr(c, f) for f in (
    "name", "hanzi", "name_id", "faction", "main", "subtype", "side", "infantry", "cavalry", "navy", "scheme",
    "general_skills", "skills", "bio")]) for i, c in enumerate(LU_BU, start=1))
"""Renumbered lbu01..lbu10: the two Lu Bu cards first."""

# -- Liu Biao 劉表: the scholar-governor of Jing; a great fleet that stays at home -----------------------------
LIU_BIAO = _deck("lbi", "liu_biao",
    ("G", "Liu Biao", "劉表", DEFENSE, dict(inf=1, navy=1, sch=2, gs=("diplomacy", "upgrade"), bio="Governor of Jing, patron of scholars.", skill=imm(
        "sit_and_watch", "Sit and Watch", "坐觀成敗",
        "If you are neither the Attacker nor the Defender, draw 1 card from your own deck.",
        "Whichever side wins.", {"do": "draw", "source": "own", "n": 1}, timing=RESOLUTION,
        requires=({"is": "role", "role": "neither"},)))),
    ("G", "Huang Zu", "黃祖", DEFENSE, dict(inf=1, navy=3, gs=("upgrade",), bio="Warden of Xiakou, killer of Sun Jian.", skill=imm(
        "xiakou_fortress", "Xiakou Fortress", "守夏口",
        "If the attack target is suited to Navy, place 2 navy markers on this card.",
        "Nothing happens on other targets.", {"do": "add_markers", "troop": NAVY, "n": 2, "on": "this"},
        requires=({"is": "target_type_includes", "troop": NAVY},)))),
    ("G", "Cai Mao", "蔡瑁", ATTACK, dict(navy=3, sch=1, gs=("upgrade",), bio="Admiral of the Jing fleet.", skill=imm(
        "fleet_drill", "Fleet Drill", "操練水軍",
        "Place 1 navy marker on each Troop card on your battlefield.", "With no Troop card there, none.",
        {"do": "add_markers", "troop": NAVY, "n": 1, "on": "each_own_troop"}))),
    ("G", "Kuai Yue", "蒯越", DEFENSE, dict(inf=1, sch=3, gs=("talent",), bio="Who pacified Jing for Liu Biao by persuasion.", skill=imm(
        "persuasion", "Persuasion", "說降",
        "Compare with the enemy with the most Scheme; if you have more, execute Friendship or Induce Surrender "
        "once.", "If neither is possible, nothing happens (spec 3.10).",
        {"do": "diplomacy_action", "options": ("friendship", "induce_surrender"), "n": 1}, requires=ABOVE))),
    ("G", "Huang Zhong", "黃忠", ATTACK, dict(inf=3, cav=1, gs=("duel",), bio="Veteran archer of Changsha.")),
    ("T", "Jing Marines", "荊州水軍", ATTACK, dict(inf=1, navy=3)),
    ("T", "Jing Marines", "荊州水軍", ATTACK, dict(inf=1, navy=3)),
    ("T", "Xiangyang Garrison", "襄陽守軍", DEFENSE, dict(inf=1, navy=2)),
    ("T", "Xiangyang Garrison", "襄陽守軍", DEFENSE, dict(inf=1, navy=2)),
    ("T", "Xiakou Fleet", "夏口水軍", DEFENSE, dict(navy=3)),
    ("S", "Academy of Jing", "荊州學府", DEFENSE, dict(inf=1, sch=2, skill=imm(
        "academy_of_jing", "Academy of Jing", "荊州學府",
        "Execute Talent once (Recruit or Dispatch).", "Recruit follows A-19; Dispatch is always possible.",
        {"do": "general_skill", "skill": "talent"}))),
    ("S", "Border Alliance", "結援", ATTACK, dict(inf=1, sch=2, skill=imm(
        "border_alliance", "Border Alliance", "結援",
        "Execute Friendship once.", "With no empty diplomacy space on the map, nothing happens.",
        {"do": "diplomacy_action", "options": ("friendship",), "n": 1}))),
)

# -- Ma Teng 馬騰: the frontier cavalry of Liang ---------------------------------------------------------------
MA_TENG = _deck("mat", "ma_teng",
    ("G", "Ma Teng", "馬騰", ATTACK, dict(inf=1, cav=3, sch=1, gs=("diplomacy",), bio="Warlord of Liang, of Qiang descent on his mother's side.", skill=imm(
        "qiang_alliance", "Qiang Alliance", "羌胡之盟",
        "Place 1 cavalry marker on this card for each Troop card on your battlefield (at most 3).",
        "With no Troop card there, none.",
        {"do": "add_markers", "troop": CAVALRY, "per": "own_troop_bf_cards", "max": 3, "on": "this"}))),
    ("G", "Ma Chao", "馬超", ATTACK, dict(inf=1, cav=4, gs=("duel",), bio="Splendid Ma Chao.", skill=imm(
        "splendid_charge", "Splendid Charge", "錦騎",
        "If the attack target is suited to Cavalry, place 2 cavalry markers on this card.",
        "Nothing happens on other targets.", {"do": "add_markers", "troop": CAVALRY, "n": 2, "on": "this"},
        requires=({"is": "target_type_includes", "troop": CAVALRY},)))),
    ("G", "Pang De", "龐德", DEFENSE, dict(inf=2, cav=3, gs=("duel",), bio="Ma Teng's fearless officer.")),
    ("G", "Ma Dai", "馬岱", DEFENSE, dict(inf=1, cav=2, sch=1, gs=("talent",), bio="Ma Chao's cousin.", skill=imm(
        "remount", "Remount", "換馬",
        "Take 1 Troop card from your discard pile into your hand.", "With no Troop card there, nothing happens.",
        {"do": "retrieve_discard", "n": 1, "filter": {"subtype": TROOP}}))),
    ("T", "Xiliang Cavalry", "西涼鐵騎", ATTACK, dict(inf=1, cav=3)),
    ("T", "Xiliang Cavalry", "西涼鐵騎", ATTACK, dict(inf=1, cav=3)),
    ("T", "Qiang Horsemen", "羌騎", DEFENSE, dict(cav=3)),
    ("T", "Liang Garrison", "涼州兵", DEFENSE, dict(inf=2, cav=2)),
    ("S", "Han Sui's Pact", "韓遂之約", DEFENSE, dict(inf=1, sch=1, skill=imm(
        "han_suis_pact", "Han Sui's Pact", "韓遂之約",
        "Designate 1 ally; you and he each draw 1 card from your own decks.", "With no ally, you still draw.",
        {"do": "draw", "who": "target", "source": "own", "n": 1}, {"do": "draw", "source": "own", "n": 1},
        target={"who": "ally", "optional": True}))),
    ("S", "Raid the Frontier", "寇邊", ATTACK, dict(cav=1, sch=2, skill=imm(
        "raid_the_frontier", "Raid the Frontier", "寇邊",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from the public deck, and 1 "
        "more if none of your cubes is adjacent to the attack target.", "No card at all without more Scheme.",
        {"do": "draw", "source": "public", "n": 1, "bonus_if": {"is": "not_adjacent_to_target"}, "bonus": 1},
        requires=ABOVE))),
)

# -- Yuan Shu 袁術: the rich pretender of Huainan, already self-reliant ----------------------------------------
YUAN_SHU = _deck("ysu", "yuan_shu",
    ("G", "Yuan Shu", "袁術", ATTACK, dict(inf=2, sch=2, gs=("diplomacy",), bio="Who proclaimed himself emperor at Shouchun in 197.", skill=imm(
        "mandate_of_zhong", "Mandate of Zhong", "仲家",
        "Draw 1 card from your own deck for each NPC tile holding your diplomacy cube (at most 2).",
        "With no such tile you draw nothing.",
        {"do": "draw", "source": "own", "n_from": "own_npc_diplomacy_cubes", "max": 2}))),
    ("G", "Ji Ling", "紀靈", ATTACK, dict(inf=3, cav=1, gs=("duel",), bio="Yuan Shu's chief general.")),
    ("G", "Zhang Xun", "張勳", DEFENSE, dict(inf=3, cav=1, gs=("duel",), bio="Grand Marshal of Yuan Shu's court.")),
    ("G", "Yan Xiang", "閻象", DEFENSE, dict(inf=1, sch=2, gs=("talent",), bio="Registrar who alone spoke against the throne.", skill=imm(
        "remonstrance", "Remonstrance", "諫言",
        "Designate 1 enemy with less Scheme than you; he discards 1 card from his hand, his choice.",
        "With no hand cards he discards nothing.",
        {"do": "hand_discard", "who": "target", "n": 1, "chooser": "victim"}, target=LOWER_ENEMY))),
    ("T", "Huainan Levies", "淮南兵", ATTACK, dict(inf=3)),
    ("T", "Huainan Levies", "淮南兵", ATTACK, dict(inf=3)),
    ("T", "Huai River Boats", "淮水舟師", ATTACK, dict(navy=3)),
    ("T", "Shouchun Guard", "壽春衛", DEFENSE, dict(inf=3)),
    ("T", "Runan Garrison", "汝南兵", DEFENSE, dict(inf=2, cav=1)),
    ("S", "Granary Largesse", "散糧", ATTACK, dict(inf=1, sch=2, skill=imm(
        "granary_largesse", "Granary Largesse", "散糧",
        "Designate 1 other player; you and he each draw 1 card from the public deck.",
        "If the public deck runs out, you draw first.",
        {"do": "draw", "source": "public", "n": 1}, {"do": "draw", "who": "target", "source": "public", "n": 1},
        target={"who": "other_player"}))),
    ("S", "Proclaim the Throne", "僭號", DEFENSE, dict(inf=1, sch=2, skill=imm(
        "proclaim_the_throne", "Proclaim the Throne", "僭號",
        "Compare with the enemy with the most Scheme; if you have more, remove 1 cube from your board from the "
        "game.", "With an empty board nothing happens.",
        {"do": "remove_board_cubes", "who": "self", "n": 1}, requires=ABOVE))),
)

# -- Liu Zhang 劉璋: the sheltered lord of Yi; rich, walled in by mountains ------------------------------------
LIU_ZHANG = _deck("lzh", "liu_zhang",
    ("G", "Liu Zhang", "劉璋", DEFENSE, dict(inf=2, sch=1, gs=("diplomacy", "armament"), bio="Governor of Yi, heir of Liu Yan.", skill=imm(
        "welcome_guests", "Welcome Guests", "迎客",
        "Designate 1 other player; he draws 1 card from the public deck and you draw 1 card from your own deck.",
        "You draw even if the public piles are empty.",
        {"do": "draw", "who": "target", "source": "public", "n": 1}, {"do": "draw", "source": "own", "n": 1},
        target={"who": "other_player"}))),
    ("G", "Yan Yan", "嚴顏", DEFENSE, dict(inf=3, gs=("duel",), bio="Old general of Ba commandery.", skill=imm(
        "old_general_of_ba", "Old General of Ba", "斷頭將軍",
        "If the attack target is one of your territories, place 1 infantry marker on this card per level of the "
        "target (at most 3).", "Nothing happens when the target is not yours.",
        {"do": "add_markers", "troop": INFANTRY, "per": "target_level", "max": 3, "on": "this"},
        requires=({"is": "target_is_own_territory"},)))),
    ("G", "Zhang Ren", "張任", ATTACK, dict(inf=3, cav=1, sch=1, gs=("duel",), bio="Who ambushed the invaders at Luo.", skill=imm(
        "ambush_at_luo", "Ambush at Luo", "落鳳坡",
        "Designate 1 enemy with less Scheme than you; you choose 1 General card on his battlefield and he discards "
        "it.", "An enemy without a General on his battlefield cannot be designated.",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you", "filter": {"subtype": GENERAL}},
        target={"who": "enemy", "scheme_lower": True, "bf_has": {"subtype": GENERAL}}))),
    ("G", "Huang Quan", "黃權", DEFENSE, dict(inf=1, sch=2, gs=("upgrade",), bio="Who warned against inviting Liu Bei.", skill=imm(
        "guard_the_passes", "Guard the Passes", "守關",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from your own deck.",
        "Always just 1 card.", {"do": "draw", "source": "own", "n": 1}, requires=ABOVE))),
    ("G", "Zhang Song", "張松", ATTACK, dict(inf=1, sch=3, gs=("talent",), bio="Who carried the map of Shu to another lord.", skill=imm(
        "map_of_shu", "The Map of Shu", "獻圖",
        "Designate 1 other player; you and he each draw 1 card from the public deck.",
        "If the public deck runs out, you draw first.",
        {"do": "draw", "source": "public", "n": 1}, {"do": "draw", "who": "target", "source": "public", "n": 1},
        target={"who": "other_player"}))),
    ("T", "Eastern Province Troops", "東州兵", DEFENSE, dict(inf=3)),
    ("T", "Eastern Province Troops", "東州兵", DEFENSE, dict(inf=3)),
    ("T", "Ba River Fleet", "巴水師", DEFENSE, dict(inf=1, navy=2)),
    ("T", "Shu Crossbowmen", "蜀弩手", ATTACK, dict(inf=3)),
    ("T", "Nanzhong Tribesmen", "南中兵", ATTACK, dict(inf=2, cav=1)),
    ("S", "Plank Roads", "棧道", DEFENSE, dict(inf=1, sch=2, skill=imm(
        "plank_roads", "Plank Roads", "棧道",
        "If the attack target is one of your territories: for each enemy with less Scheme than you, you choose 1 "
        "card with a Cavalry symbol on his battlefield and he discards it.",
        "An enemy without such a card is unaffected; the others still are.",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you", "filter": {"symbol": CAVALRY}},
        target=EACH_LOWER_ENEMY, requires=({"is": "target_is_own_territory"},)))),
    ("S", "Granaries of Shu", "天府糧倉", DEFENSE, dict(inf=1, sch=1, skill=imm(
        "granaries_of_shu", "Granaries of Shu", "天府",
        "Draw 1 card from your own deck, and 1 more if Chengdu is yours.", "You draw 1 in any case.",
        {"do": "draw", "source": "own", "n": 1, "bonus_if": {"is": "holds_territory", "territory": "chengdu"},
         "bonus": 1}))),
)

FACTION_DECKS: dict[str, tuple[Card, ...]] = {
    "cao_cao": CAO_CAO, "yuan_shao": YUAN_SHAO, "sun_ce": SUN_CE, "liu_bei": LIU_BEI, "lu_bu": LU_BU,
    "liu_biao": LIU_BIAO, "ma_teng": MA_TENG, "yuan_shu": YUAN_SHU, "liu_zhang": LIU_ZHANG,
}
"""Faction id -> its starting cards (its deck at setup, DH-SETUP-2)."""

FACTION_CARDS: tuple[Card, ...] = tuple(c for deck in FACTION_DECKS.values() for c in deck)
FACTION_CARD: dict[str, Card] = {c.id: c for c in FACTION_CARDS}
