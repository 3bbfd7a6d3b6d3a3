"""The player board (G-05): action sections, stockpile, advancements, the AI top section; buildings (1.34).

From the rulebook (RB "Research", "Replenish Player Boards", "AI Advancements", "Buildings Reference"):
five categories Construction, Government, Trades, Naval, Military; level 1 (left column) costs 1 knowledge,
level 2 (right column) costs 3; a level 2 needs more owned level 1s than level 2s in its category
(SA-ACT-RESEARCH-9); military has 5 advancements and naval 4 (RB "AI Advancements"); Ravi's example makes
Discipline and Iron Weapons military level 1 and Control military level 2, with one more of each level;
named: Discipline, Iron Weapons, Control, Tactics, Combat Junks, Mining, Great Wall; some advancements carry
an unlock icon that adds a cube to the locked space of an action section at each Replenish.
Everything else (the other names, levels and effects) is our design: CONTENT.md says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import ACTION_SECTIONS, Effect


def _e(do: str, **kw: object) -> Effect:
    return {"do": do, **kw}


LEVEL_COST = {1: 1, 2: 3}
"""Knowledge cost printed in the knowledge box (SA-ACT-RESEARCH-7)."""


@dataclass(frozen=True)
class Advancement:
    id: str
    name: str
    category: str
    level: int
    effects: tuple[Effect, ...]
    text: str
    unlock: str | None = None        # action section that gains a locked-space cube each Replenish
    timing: str = "passive"          # vocab.TIMINGS
    from_rulebook: bool = False      # the name (and effect where given) comes from the rulebook

    @property
    def cost(self) -> int:
        return LEVEL_COST[self.level]


def _adv(id_: str, name: str, cat: str, level: int, effects: tuple[Effect, ...], text: str,
         **kw: object) -> Advancement:
    return Advancement(id_, name, cat, level, effects, text, **kw)  # type: ignore[arg-type]


ADVANCEMENTS: tuple[Advancement, ...] = (
    # -- Construction: building options and defence; the build unlock -----------------------------------
    _adv("mining", "Mining", "construction", 1, (_e("build_on_mines"),),
         "You may build on the mine of a mountain area.", from_rulebook=True),
    _adv("masonry", "Masonry", "construction", 1, (_e("fortification_bonus", n=1),),
         "When your fortification or palace protects you as defender, add 1 more to your final strength "
         "(+2 in all)."),
    _adv("bridges", "Bridges", "construction", 1, (_e("ignore_river_interdiction"),),
         "Enemy junks on a river segment never fight your units crossing it and never block your retreat."),
    _adv("great_wall", "Great Wall", "construction", 2, (_e("great_wall"),),
         "You may build a fortification as a Great Wall segment at the tip of an invasion arrow pointing into "
         "an area you own with no enemy units or barbarians.", from_rulebook=True),
    _adv("architecture", "Architecture", "construction", 2, (_e("unlock_cube", section="build"),),
         "Unlock: at each Replenish put a second natural-wood cube on your build section.", unlock="build"),
    # -- Government: order, reputation; the honor and research unlocks ---------------------------------
    _adv("legal_code", "Legal Code", "government", 1, (_e("revolt_modifier", n=2),),
         "Add 2 to the result of every revolt in your areas."),
    _adv("diplomacy", "Diplomacy", "government", 1, (_e("no_dishonor", source="kingdom_tokens"),),
         "Kingdom tokens never give you dishonor (their other effects still apply)."),
    _adv("court_historians", "Court Historians", "government", 1,
         (_e("dishonor_draw_choose", draw=2, keep=1),),
         "Whenever you take a dishonor token, draw two, keep one and return the other unseen by others."),
    _adv("ministry_of_rites", "Ministry of Rites", "government", 2, (_e("unlock_cube", section="honor"),),
         "Unlock: at each Replenish put a second cube on your honor section.", unlock="honor"),
    _adv("imperial_academy", "Imperial Academy", "government", 2, (_e("unlock_cube", section="research"),),
         "Unlock: at each Replenish put a second cube on your research section.", unlock="research"),
    # -- Trades: commerce; the supply unlock ------------------------------------------------------------
    _adv("spade_coins", "Spade Coins", "trades", 1, (_e("exchange_cost", n=2),),
         "Exchange costs you 2 commerce instead of 3."),
    _adv("caravans", "Caravans", "trades", 1, (_e("supply_commerce", n=2),),
         "Supply Commerce gives you 2 commerce instead of 1."),
    _adv("salt_monopoly", "Salt Monopoly", "trades", 1, (_e("gain", commodity="commerce", n=1),),
         "At each Replenish gain 1 commerce.", timing="replenish"),
    _adv("merchant_guilds", "Merchant Guilds", "trades", 2, (_e("unlock_cube", section="supply"),),
         "Unlock: at each Replenish put one more cube on your supply section.", unlock="supply"),
    _adv("merchant_scholars", "Merchant Scholars", "trades", 2, (_e("convert_rate", knowledge_per_commerce=2),),
         "During a research action each commerce you convert gives 2 knowledge (spent at once)."),
    # -- Naval (4) ------------------------------------------------------------------------------------
    _adv("combat_junks", "Combat Junks", "naval", 1, (_e("extra_die", color="blue", if_units="junk"),),
         "One more blue die in sea combat and when you commit river junks to a land combat.",
         from_rulebook=True),
    _adv("shipyards", "Shipyards", "naval", 1, (_e("action_bonus", action="train", n=1, unit="junk"),),
         "When you train junks, place 1 more junk."),
    _adv("navigation", "Navigation", "naval", 2, (_e("junk_steps", n=2),),
         "Your junks may move up to 2 sea steps in one supply action."),
    _adv("grand_fleet", "Grand Fleet", "naval", 2, (_e("extra_sea_spaces", n=1),),
         "Move Units may activate up to 2 sea spaces adjacent to the supplied land area."),
    # -- Military (5) ---------------------------------------------------------------------------------
    _adv("discipline", "Discipline", "military", 1, (_e("no_dishonor", source="withdraw"),),
         "You take no dishonor for withdrawing from a combat (losing all your units still costs 1).",
         from_rulebook=True),
    _adv("iron_weapons", "Iron Weapons", "military", 1, (_e("extra_die", color="green", if_units="infantry"),),
         "One more green die when you have infantry in a land combat.", from_rulebook=True),
    _adv("tactics", "Tactics", "military", 1, (_e("extra_die", color="red", if_units="cavalry"),),
         "One more red die when you have cavalry in a land combat.", from_rulebook=True),
    _adv("control", "Control", "military", 2, (_e("unlock_cube", section="train"),),
         "Unlock: at each Replenish put a second cube on your train section.", unlock="train",
         from_rulebook=True),
    _adv("crossbows", "Crossbows", "military", 2, (_e("archery_reroll"),),
         "When your archery die shows a number you may reroll it once and keep the new result."),
)

ADVANCEMENT: dict[str, Advancement] = {a.id: a for a in ADVANCEMENTS}
EFFECTS_BY_DO: dict[str, dict[str, tuple[Effect, ...]]] = {
    a.id: {do: tuple(e for e in a.effects if e["do"] == do) for do in {e["do"] for e in a.effects}}
    for a in ADVANCEMENTS}
"""Each advancement's effects by their ``do``, in printed order (rules ask for one kind of effect at a time)."""
TOTAL_ADVANCEMENTS = len(ADVANCEMENTS)


def in_category(category: str, level: int | None = None) -> tuple[Advancement, ...]:
    return tuple(a for a in ADVANCEMENTS if a.category == category and (level is None or a.level == level))


def can_research(owned: set[str], adv_id: str) -> bool:
    """SA-ACT-RESEARCH-8/9: any unowned level 1; a level 2 needs more owned level 1s than level 2s."""
    adv = ADVANCEMENT[adv_id]
    if adv_id in owned:
        return False
    if adv.level == 1:
        return True
    balance = 0                                   # level 1s less level 2s owned in the category
    for o in owned:
        mine = ADVANCEMENT[o]
        if mine.category == adv.category:
            balance += 1 if mine.level == 1 else -1 if mine.level == 2 else 0
    return balance > 0


# -- action sections ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Section:
    id: str
    cube: str                  # "wood" (natural wood) or "faction"
    base_spaces: int           # spaces refilled every Replenish (SA-UPK-REPL-2); supply: first space only
    locked_spaces: int         # spaces unlocked by advancements with this unlock icon
    market_spaces: bool = False  # supply only: one more cube per active market (SA-UPK-REPL-1), no printed max


SECTIONS: dict[str, Section] = {
    s: Section(s, "wood" if s == "build" else "faction", 1,
               sum(a.unlock == s for a in ADVANCEMENTS), market_spaces=(s == "supply"))
    for s in ACTION_SECTIONS
}
STARTING_CUBES = {"build": 1, "train": 1, "research": 1, "honor": 1, "supply": 1}
"""SA-SETUP-12: a faction cube on the first train, research, honor and supply spaces; a wood cube on build."""

PASS_COMMERCE = (0, 1, 2)
"""Commerce for passing, indexed by min(cubes discarded, 2) (SA-ACT-PASS-3)."""
EXCHANGE_COST = 3
UNIT_CAPS = {"infantry": 10, "cavalry": 10, "archer": 10, "junk": 10, "hero": 3}
STOCKPILE = ("honor", "knowledge", "commerce", "dishonor")
SUPPLY_LIMITS = {"infantry": 1, "archer": 1, "cavalry": 2, "hero": 2, "junk": None}

# -- the AI top section (SA-AI-SETUP-3/4, SA-AI-COMBAT-1) ------------------------------------------------
AI_ADVANCEMENT_TRACK = TOTAL_ADVANCEMENTS
"""The AI advancement row runs 1..24, one space per advancement a human could own (EX-11 needs at least 9)."""
AI_COMBAT_SPACE = 6
AI_COMBAT_ADVANCEMENTS = ("combat_junks", "tactics", "iron_weapons")
AI_START = {"advancements": 1, "supply": 1, "honor": 1}


# -- buildings (SA-BLDG-1..6) ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Building:
    id: str
    name: str
    powers: tuple[str, ...]        # actions this building can power
    yields: str                    # what one action produces
    on_settlement: bool            # placed on a settlement or mine (palace: never)
    text: str
    replenish_supply_cube: bool = False
    drafts_philosophy: bool = False
    fortifies: bool = False


BUILDINGS: dict[str, Building] = {b.id: b for b in (
    Building("barracks", "Barracks", ("train",), "1 infantry, cavalry, archer or junk per active barracks "
             "in the area (one type per action)", True,
             "Train: as many units of one type as active barracks in the area; one barracks is exhausted."),
    Building("academy", "Academy", ("research", "train"), "1 knowledge per active academy; or exactly 1 hero",
             True, "Research: 1 knowledge per active academy. Train: one academy gives a single hero."),
    Building("shrine", "Shrine", ("honor",), "1 honor per active shrine", True,
             "Honor: 1 honor per active shrine. Building one drafts a philosophy from the market.",
             drafts_philosophy=True),
    Building("fortification", "Fortification", (), "defender: +1 green die, +1 final strength, no combined "
             "arms for either side", True,
             "The defender rolls one extra green die and adds 1 to its final strength; neither side gets "
             "combined arms. May be built as a Great Wall segment instead (Great Wall).", fortifies=True),
    Building("market", "Market", ("supply",), "Supply Commerce (+1 commerce) or Move Units", True,
             "Supply: 1 commerce, or move units in one land area and one adjacent sea space. Each active "
             "market gives a supply cube at Replenish.", replenish_supply_cube=True),
    Building("palace", "Palace", ("train", "research", "honor", "supply"), "exactly 1 of whatever the "
             "building it stands in for produces", False,
             "Counts as any one other building type but never matches them; immune to revolts, plagues and "
             "many world events; a fortification when attacked (not while under construction).",
             fortifies=True),
)}
STARTING_BUILDINGS = ("academy", "market", "shrine")
"""SA-SETUP-15: placed active on home settlements, plus the palace off the settlements."""
