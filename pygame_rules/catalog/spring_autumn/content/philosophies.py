"""The 30 philosophy minicards (G-10, G-20): five schools (colors) of six, one starter per school.

From the rulebook (RB "Philosophies", "Game Set Up", "AI and Philosophies"): 30 philosophy minicards of
which 5 are starters (marked lower right), one dealt face-up to each player; the others form the market
deck; using a card costs 1 honor or 1 random dishonor token placed on it; each face-up card once per turn;
each card states when it may be used (none stated: any time); cards have colors (Variety: 3 colors); some
are harmful to other players (AI grudge).
Designed here: titles, schools, timings, effects (CONTENT.md "Philosophies"). Every effect is worth more than
the 1 honor it costs, so paying honor is a real trade and paying dishonor a real temptation.
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import Effect


def _e(do: str, **kw: object) -> Effect:
    return {"do": do, **kw}


SCHOOLS = {
    "green": "Ru (Confucians): rites, learning, loyalty, order",
    "blue": "Dao (Daoists): Heaven's chaos, dragons, yielding",
    "red": "Bing (Strategists): the art of war",
    "yellow": "Fa (Legalists): laws, rewards, state economy",
    "black": "Mo (Mohists): defence, frugality, condemning aggression",
}

AI_USES = {
    "always": "Use at the first window where the card applies (toward the AI's own benefit, SA-AI-TARGET-1).",
    "not_winning": "In combat, use when the AI's strength is not already higher than its enemy's.",
    "never": "The AI never reaches this window (it takes no build, train, research, honor or exchange "
             "actions, AMB-56).",
}


@dataclass(frozen=True)
class Philosophy:
    id: str
    title: str
    color: str
    timing: str                   # vocab.TIMINGS
    effects: tuple[Effect, ...]
    text: str
    action: str | None = None     # for timing "own_action": build/train/research/honor/supply/exchange/any
    starter: bool = False
    harmful: bool = False         # aimed at another player (AI grudge, AMB-66)
    ai_use: str = "always"


def _ph(id_: str, title: str, color: str, timing: str, effects: tuple[Effect, ...], text: str,
        **kw: object) -> Philosophy:
    return Philosophy(id_, title, color, timing, effects, text, **kw)  # type: ignore[arg-type]


PHILOSOPHIES: tuple[Philosophy, ...] = (
    # -- green: Ru ------------------------------------------------------------------------------------
    _ph("benevolence", "Benevolence", "green", "own_action", (_e("action_bonus", action="honor", n=2),),
        "During your Honor action: gain 2 more honor.", action="honor", starter=True, ai_use="never"),
    _ph("love_of_learning", "Love of Learning", "green", "own_action",
        (_e("action_bonus", action="research", n=2),),
        "During your Research action: gain 2 more knowledge.", action="research", ai_use="never"),
    _ph("propriety", "Propriety", "green", "upkeep_treaties", (_e("repeat_treaty_benefit", n=1),),
        "Upkeep, treaty benefits: receive the benefit of one treaty you hold a second time."),
    _ph("the_analects", "The Analects", "green", "own_action", (_e("draft_philosophy", n=1),),
        "During your action: take one face-up market philosophy face-down, as if you had built a shrine.",
        action="any"),
    _ph("filial_piety", "Filial Piety", "green", "most_honorable_phase", (_e("most_honorable_bonus", n=3),),
        "Most Honorable phase: count 3 more honor when the most honorable player is determined."),
    _ph("rectification_of_names", "Rectification of Names", "green", "revolt", (_e("revolt_fails"),),
        "When a revolt breaks out in an area you own: it fails."),
    # -- blue: Dao ------------------------------------------------------------------------------------
    _ph("wu_wei", "Wu Wei", "blue", "pass", (_e("gain", commodity="honor", n=2),),
        "When you pass: gain 2 honor.", starter=True),
    _ph("the_uncarved_block", "The Uncarved Block", "blue", "world_event_revealed", (_e("chaos_shift", n=1),),
        "When a world-event card is revealed, before the chaos marker moves: move the marker 1 space up or "
        "down."),
    _ph("riding_the_dragon", "Riding the Dragon", "blue", "dragon_duel",
        (_e("hero_minus_as_blank", context="duel"),),
        "When you duel a dragon: your heroes' - results count as blank for this duel."),
    _ph("yin_and_yang", "Yin and Yang", "blue", "bids_revealed", (_e("bid_bonus", n=2),),
        "When world-event bids are revealed: your bid counts 2 higher; you pay only what you bid."),
    _ph("flowing_water", "Flowing Water", "blue", "own_action", (_e("extra_move", n=1),),
        "During your Move Units: when its moves (and their combats) are over, Move Units once more "
        "(activate a land area again, the same one or another).", action="supply"),
    _ph("the_valley_spirit", "The Valley Spirit", "blue", "bids_revealed",
        (_e("gain", commodity="honor", n=2, if_bid=0),),
        "When world-event bids are revealed and you bid 0: gain 2 honor."),
    # -- red: Bing ------------------------------------------------------------------------------------
    _ph("know_your_enemy", "Know Your Enemy", "red", "combat_round_start",
        (_e("combat_strength", n=1, condition="always"),),
        "Before a combat round: add 1 to your final strength this round.", starter=True, ai_use="not_winning"),
    _ph("swift_as_the_wind", "Swift as the Wind", "red", "own_action", (_e("ignore_supply_limit"),),
        "During your Move Units: the units you move do not count toward their supply limits.",
        action="supply"),
    _ph("attack_where_unprepared", "Attack Where Unprepared", "red", "combat_round_start",
        (_e("negate_fortification"),),
        "Before a combat round in which you attack: the defender gets no fortification benefit this round.",
        harmful=True),
    _ph("burn_the_boats", "Burn the Boats", "red", "combat_after_melee", (_e("extra_kill", n=1),),
        "After you win a melee: destroy one more enemy unit of your choice.", harmful=True),
    _ph("deception", "Deception", "red", "combat_after_roll", (_e("force_reroll", n=1),),
        "After both sides roll: your opponent rerolls one of their dice that you pick.", harmful=True,
        ai_use="not_winning"),
    _ph("nine_changes", "Nine Changes", "red", "combat_round_start",
        (_e("hero_minus_as_blank", context="combat"),),
        "Before a combat round: your yellow - counts as blank this round (no hero dies)."),
    # -- yellow: Fa -----------------------------------------------------------------------------------
    _ph("rewards_and_punishments", "Rewards and Punishments", "yellow", "own_action",
        (_e("action_bonus", action="train", n=1, exclude=["hero"]),),
        "During your Train action (not heroes): place 1 more unit of the trained type.", action="train",
        starter=True, ai_use="never"),
    _ph("light_and_heavy", "Light and Heavy", "yellow", "any", (_e("gain", commodity="commerce", n=2),),
        "Any time: gain 2 commerce."),
    _ph("unified_measures", "Unified Measures", "yellow", "own_action", (_e("exchange_cost", n=1),),
        "During your Exchange action: it costs 1 commerce instead of 3.", action="exchange", ai_use="never"),
    _ph("agriculture_and_war", "Agriculture and War", "yellow", "replenish",
        (_e("extra_cube", sections=["train", "build"], n=1),),
        "Replenish: put one more cube on your train or build section.", ai_use="never"),
    _ph("salt_and_iron", "Salt and Iron", "yellow", "own_action", (_e("supply_commerce", n=3),),
        "During your Supply Commerce: gain 3 commerce instead of 1.", action="supply", ai_use="never"),
    _ph("household_registration", "Household Registration", "yellow", "own_action",
        (_e("place_units", n=2, units=["infantry"], where="palace_area"),),
        "During your action: place 2 infantry in your palace area.", action="any"),
    # -- black: Mo ------------------------------------------------------------------------------------
    _ph("defense_of_the_city", "Defense of the City", "black", "combat_round_start",
        (_e("combat_strength", n=1, n_fortified=2, condition="defending_own_area"),),
        "Before a combat round in which you defend an area you own: add 1 to your final strength this round "
        "(2 if a fortification or your palace protects you).", starter=True, ai_use="not_winning"),
    _ph("condemnation_of_offensive_war", "Condemnation of Offensive War", "black", "enemy_entered",
        (_e("dishonor", n=1, target="mover"),),
        "When another player has moved units into an area you own: that player takes 1 dishonor.",
        harmful=True),
    _ph("impartial_caring", "Impartial Caring", "black", "upkeep_treaties",
        (_e("gain", commodity="honor", n=1, per="treaties_held", max=3),),
        "Upkeep, treaty benefits: gain 1 honor for each treaty card you hold (at most 3)."),
    _ph("will_of_heaven", "Will of Heaven", "black", "take_dishonor", (_e("reduce_dishonor", n=1),),
        "When you would take dishonor tokens: take one fewer."),
    _ph("mohist_engineers", "Mohist Engineers", "black", "own_action",
        (_e("complete_construction", buildings=["fortification"]),),
        "During your Build action: the fortification or Great Wall segment you build is completed at once.",
        action="build", ai_use="never"),
    _ph("frugality", "Frugality", "black", "replenish",
        (_e("gain", commodity="commerce", n=2, if_holding_at_most=2),),
        "Replenish: if you hold 2 commerce or fewer, gain 2 commerce."),
)

PHILOSOPHY: dict[str, Philosophy] = {p.id: p for p in PHILOSOPHIES}
STARTERS: tuple[Philosophy, ...] = tuple(p for p in PHILOSOPHIES if p.starter)
MARKET_DECK: tuple[Philosophy, ...] = tuple(p for p in PHILOSOPHIES if not p.starter)
OWN_ACTIONS = ("build", "train", "research", "honor", "supply", "exchange", "any")
USE_COST = ("1 honor from your stockpile", "1 random dishonor token from the pool")
"""SA-PHIL-2: placed on the card; honor returns to the pool, dishonor to your stockpile at upkeep."""
