"""The public armament deck, transcribed from the rulebook's list (L629-660; spec 1.18).

Every name, banner, subtype, icon and skill is the rulebook's. The one change is ruling A-15: the list prints
Disruption as g223-g224 and Prepare for Battle as "g224-g226", so g224 twice; Prepare for Battle takes
g225-g226 (2 copies) and the deck holds the itemised 80 cards (54 Troop + 26 Scheme), not the component list's
76 (see ``CONTENT.md``: the spec's "78" miscounts the Scheme cards).
"""

from __future__ import annotations

from .cardtypes import Card, Skill, imm
from .vocab import ARMAMENT as ARMAMENT_MAIN
from .vocab import ATTACK, DEFENSE, INFANTRY, NAVY, SCHEME, TROOP

LOWER_ENEMY = {"who": "enemy", "scheme_lower": True}
EACH_LOWER_ENEMY = {"who": "each_enemy", "scheme_lower": True}
ABOVE = ({"is": "scheme_above_highest_enemy"},)


def _copies(first: int, last: int, name: str, hanzi: str, side: str, subtype: str, line: int, *, inf=0, cav=0,
            navy=0, sch=0, skill: Skill | None = None) -> tuple[Card, ...]:
    name_id = name.lower().replace(" ", "_") + ("" if subtype == SCHEME else f"_{side}")
    return tuple(Card(f"g{n}", name, hanzi, name_id, None, ARMAMENT_MAIN, subtype, side, inf, cav, navy, sch, (),
                      (skill,) if skill else (), rulebook=line) for n in range(first, last + 1))


ARMAMENTS: tuple[Card, ...] = (
    *_copies(101, 112, "Infantry", "步兵", ATTACK, TROOP, 633, inf=2),
    *_copies(113, 124, "Cavalry", "騎兵", ATTACK, TROOP, 633, cav=3),
    *_copies(125, 136, "Navy", "水軍", ATTACK, TROOP, 633, navy=3),
    *_copies(137, 142, "Infantry", "步兵", DEFENSE, TROOP, 633, inf=2),
    *_copies(143, 148, "Cavalry", "騎兵", DEFENSE, TROOP, 633, cav=3),
    *_copies(149, 154, "Navy", "水軍", DEFENSE, TROOP, 633, navy=3),
    *_copies(201, 202, "Breach the Dike", "決水", ATTACK, SCHEME, 635, inf=1, sch=2, skill=imm(
        "breach_the_dike", "Breach the Dike", "決水",
        "The attack target is suited to Navy. For each enemy with less Scheme than you, you choose 1 card on his "
        "battlefield, but not a card with Navy, and he discards it.",
        "Only on a target suited to Navy (A-14: a precondition, not a change). An enemy with only Navy cards on "
        "his battlefield is unaffected; the others still are (rulebook notes).",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you", "exclude": {"symbol": NAVY}},
        target=EACH_LOWER_ENEMY, requires=({"is": "target_type_includes", "troop": NAVY},))),
    *_copies(203, 204, "Fire Attack", "火攻", ATTACK, SCHEME, 637, inf=1, sch=2, skill=imm(
        "fire_attack", "Fire Attack", "火攻",
        "For each enemy with less Scheme than you, you draw 1 card from his hand at random and he discards it.",
        "An enemy with no hand cards loses nothing.",
        {"do": "hand_discard", "who": "target", "n": 1, "chooser": "random"}, target=EACH_LOWER_ENEMY)),
    *_copies(205, 206, "Secret Path", "蹊徑", ATTACK, SCHEME, 639, inf=1, sch=2, skill=imm(
        "secret_path", "Secret Path", "蹊徑",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from the public deck. If none "
        "of your cubes is adjacent to the attack target, draw 1 more.",
        "No extra card without more Scheme; territories and NPC diplomacy spaces with your cubes both count "
        "(rulebook notes).",
        {"do": "draw", "source": "public", "n": 1, "bonus_if": {"is": "not_adjacent_to_target"}, "bonus": 1},
        requires=ABOVE)),
    *_copies(207, 208, "Decoy Troops", "偽兵", DEFENSE, SCHEME, 641, inf=1, sch=1, skill=imm(
        "decoy_troops", "Decoy Troops", "偽兵",
        "Compare with the enemy with the most Scheme. If you have n more Scheme than he does, place n infantry "
        "markers on this card.", "With no more Scheme than him you place none.",
        {"do": "add_markers", "troop": INFANTRY, "per": "scheme_lead_over_highest_enemy", "on": "this"})),
    *_copies(209, 210, "Estrangement", "離間", DEFENSE, SCHEME, 643, inf=1, sch=1, skill=imm(
        "estrangement", "Estrangement", "離間",
        "Designate 1 of the Attacker's supporters with less Scheme than you; you choose 1 card on his battlefield "
        "and he discards it. If his battlefield is then empty, place this card on it: it becomes his, and while "
        "it stays he may play only Defense cards.",
        "Its Infantry symbol then counts for the Defense when it matches (DH-EX-36).",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you",
         "then": ({"do": "move_this_to_bf", "who": "target", "lock_side": DEFENSE,
                   "if": {"is": "target_bf_empty"}},)},
        target={"who": "attacker_supporter", "scheme_lower": True})),
    *_copies(211, 212, "False Report", "偽報", DEFENSE, SCHEME, 645, inf=1, sch=1, skill=imm(
        "false_report", "False Report", "偽報",
        "Designate 1 enemy with less Scheme than you; he discards 1 card on his battlefield that you designate.",
        "An enemy with an empty battlefield loses nothing.",
        {"do": "bf_discard", "who": "target", "n": 1, "chooser": "you"}, target=LOWER_ENEMY)),
    *_copies(213, 216, "Chain Strategy", "連環", ATTACK, SCHEME, 647, inf=1, sch=2, skill=imm(
        "chain_strategy", "Chain Strategy", "連環",
        "Compare with the enemy with the most Scheme; if you have more, place 1 navy marker on each card on your "
        "battlefield.", "This card gets a marker too (rulebook note).",
        {"do": "add_markers", "troop": NAVY, "n": 1, "on": "each_own_bf"}, requires=ABOVE)),
    *_copies(217, 218, "Wondrous Calculation", "妙算", ATTACK, SCHEME, 649, inf=1, sch=2, skill=imm(
        "wondrous_calculation", "Wondrous Calculation", "妙算",
        "Draw 2 cards at random from the hand of 1 enemy with less Scheme than you; he discards the Attack cards "
        "among them and takes back the Defense cards.",
        "With only 1 hand card it still works, on that card (rulebook note).",
        {"do": "hand_take_random", "who": "target", "n": 2, "discard_side": ATTACK}, target=LOWER_ENEMY)),
    *_copies(219, 220, "Lure the Enemy", "誘敵", ATTACK, SCHEME, 651, inf=1, sch=2, skill=imm(
        "lure_the_enemy", "Lure the Enemy", "誘敵",
        "Designate 1 enemy with less Scheme than you; he chooses: discard 1 Defense card from his hand, or "
        "discard 1 card from his battlefield.",
        "If he can do only one of them, he must do that one; if neither, nothing happens.",
        {"do": "victim_chooses", "who": "target", "options": (
            ({"do": "hand_discard", "who": "target", "n": 1, "chooser": "victim", "filter": {"side": DEFENSE}},),
            ({"do": "bf_discard", "who": "target", "n": 1, "chooser": "victim"},))},
        target=LOWER_ENEMY)),
    *_copies(221, 222, "Burn the Provisions", "燒糧", DEFENSE, SCHEME, 656, inf=1, sch=1, skill=imm(
        "burn_the_provisions", "Burn the Provisions", "燒糧",
        "Designate 1 enemy with less Scheme than you; for every 2 cards in his hand he discards 1 hand card, his "
        "choice.", "1 card: none; 2-3: 1; 4-5: 2; 6-7: 3 (rulebook example, DH-EX-12).",
        {"do": "hand_discard", "who": "target", "per": "target_hand_cards", "divisor": 2, "chooser": "victim"},
        target=LOWER_ENEMY)),
    *_copies(223, 224, "Disruption", "擾亂", DEFENSE, SCHEME, 658, inf=1, sch=1, skill=imm(
        "disruption", "Disruption", "擾亂",
        "Designate 1 player with less Scheme than you. He discards his whole hand, then draws as many cards from "
        "his deck.", "Any player, ally or enemy (A-22). A short deck: take it all, shuffle the discard pile, draw "
        "the rest (rulebook note).",
        {"do": "redraw_hand", "who": "target"}, target={"who": "player", "scheme_lower": True})),
    *_copies(225, 226, "Prepare for Battle", "備戰", DEFENSE, SCHEME, 660, inf=1, sch=1, skill=imm(
        "prepare_for_battle", "Prepare for Battle", "備戰",
        "Compare with the enemy with the most Scheme; if you have more, draw 1 card from your deck.",
        "Always just 1 card, however large your lead (rulebook note).",
        {"do": "draw", "source": "own", "n": 1}, requires=ABOVE)),
)

ARMAMENT: dict[str, Card] = {c.id: c for c in ARMAMENTS}
