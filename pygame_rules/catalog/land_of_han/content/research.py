"""Land of Han research topics (LH-RES-*): the spec's proposed list (``shared/spec/land_of_han.md`` 3.2), with the
five Imperial Technologies the Emperor needs (L158).

The rulebook says only that a topic costs Research Points plus a coin donation, that a few have a single
prerequisite (L150-151), that "The Hundred Schools of Thought" makes Temples give 50% (L212), that Imperial
Technologies exist (L158) and that research can raise the free improvements per turn (L76) and the hero limit
(L180). Every topic, cost and effect below is the spec's proposal (all numbers tunable); none contradicts the
rulebook. Legalism halves the RP and coin costs of the Imperial Technologies (L228, ruling A-17) and Buddhism
takes 20% off every coin donation (L225); those are rules, applied to these base costs.

Each topic's effects are keys the rules will read (``EFFECT_*`` below, with a number where the effect has one);
``text`` says the same in plain words.
"""

from __future__ import annotations

from dataclasses import dataclass

# Effect keys: what a finished topic changes. The number beside a key in Topic.effects is its size.
EFFECT_IMPERIAL = "imperial_requirement"
"""Counts toward the Emperor's requirement B: all five Imperial Technologies (L158)."""
EFFECT_GOVERNOR_RANGE = "governor_range"
"""A Governor's skills reach one more group (spec 3.2: "optional")."""
EFFECT_TAX_PCT = "tax_pct"
"""All the warlord's taxes +N%."""
EFFECT_RAISED_SKILL_PCT = "raised_hero_skill_pct"
"""Raised heroes' chance to learn a skill +N percentage points."""
EFFECT_TEMPLE_COVERAGE = "temple_coverage_pct"
"""Each Temple gives N% piety coverage instead of 33% (L212)."""
EFFECT_FREE_IMPROVEMENTS = "free_improvements"
"""+N free improvements per turn (L76)."""
EFFECT_HERO_LIMIT = "hero_limit"
"""+N to the hero limit (L179-180)."""
EFFECT_ARCHER_CR = "archer_cr"
EFFECT_CAVALRY_CR = "cavalry_cr"
EFFECT_CASTLE_COST_PCT = "castle_cost_pct"
"""Castles cost N% less."""
EFFECT_CENTRAL_CR = "central_cr"
"""Armies stationed in a Central region +N CR (on top of the walls' +2, L46)."""
EFFECT_RICE_FARMS_PER_REGION = "rice_farms_per_region"
"""A Riverplains region holds N Rice Farms instead of 2 (L88)."""
EFFECT_PROSPECT_BONUS = "prospect_bonus"
"""+N points on every prospecting roll (a hit is a roll at most the rate, so the bonus counts in the finder's
favour: the roll is lowered by N)."""
EFFECT_UPKEEP_PCT = "army_upkeep_pct"
"""Army upkeep N% lower."""
EFFECT_ARMY_MOVES = "army_moves"
"""Armies move N more regions per season (A-5)."""
EFFECT_CARAVAN_MOVES = "caravan_moves"
"""Caravans cross N more regions per turn (L240: 2)."""
EFFECT_CASHGRAB_LOSS_HALVED = "cashgrab_loss_halved"
"""The 10% per season risk on the road to Cashgrab (L258) is halved."""
EFFECT_DISASTER_HALVED = "disaster_effects_halved"
"""Disasters' effects halved (plague above all; see ``disasters.py``)."""

EFFECT_KEYS = frozenset({
    EFFECT_IMPERIAL, EFFECT_GOVERNOR_RANGE, EFFECT_TAX_PCT, EFFECT_RAISED_SKILL_PCT, EFFECT_TEMPLE_COVERAGE,
    EFFECT_FREE_IMPROVEMENTS, EFFECT_HERO_LIMIT, EFFECT_ARCHER_CR, EFFECT_CAVALRY_CR, EFFECT_CASTLE_COST_PCT,
    EFFECT_CENTRAL_CR, EFFECT_RICE_FARMS_PER_REGION, EFFECT_PROSPECT_BONUS, EFFECT_UPKEEP_PCT, EFFECT_ARMY_MOVES,
    EFFECT_CARAVAN_MOVES, EFFECT_CASHGRAB_LOSS_HALVED, EFFECT_DISASTER_HALVED,
})


@dataclass(frozen=True)
class Topic:
    """A research topic: its Research Point cost, coin donation (paid in full at the start, ruling A-19), single
    prerequisite (or None), effects as (key, size) pairs, and the effect in plain words."""

    id: str
    name: str
    hanzi: str | None
    rp: int
    coins: int
    prereq: str | None
    imperial: bool
    effects: tuple[tuple[str, int], ...]
    text: str


def _t(id_: str, name: str, hanzi: str | None, rp: int, coins: int, prereq: str | None,
       effects: tuple[tuple[str, int], ...], text: str) -> Topic:
    imperial = any(k == EFFECT_IMPERIAL for k, _ in effects)
    return Topic(id_, name, hanzi, rp, coins, prereq, imperial, effects, text)


IMP = (EFFECT_IMPERIAL, 1)

TOPICS: tuple[Topic, ...] = (
    # The five Imperial Technologies (L158; names, Chinese names, costs and effects: spec 3.2).
    _t("mandate_of_heaven", "Mandate of Heaven", "天命", 120, 6000, None, (IMP,),
       "Imperial Technology: needed to declare yourself Emperor."),
    _t("imperial_bureaucracy", "Imperial Bureaucracy", "三省六部", 120, 6000, "administrative_reform",
       (IMP, (EFFECT_GOVERNOR_RANGE, 1)),
       "Imperial Technology. A Governor's skills also reach one neighbouring group (optional rule)."),
    _t("unified_script", "Unified Script & Measures", "書同文", 100, 5000, None, (IMP, (EFFECT_TAX_PCT, 5)),
       "Imperial Technology. All your taxes +5%."),
    _t("codified_law", "Codified Law", "律令", 100, 5000, None, (IMP,),
       "Imperial Technology: needed to declare yourself Emperor."),
    _t("imperial_examinations", "Imperial Examinations", "科舉", 140, 7000, "hundred_schools",
       (IMP, (EFFECT_RAISED_SKILL_PCT, 10)),
       "Imperial Technology. Heroes you raise have +10% chance to learn a skill."),
    # The others (spec 3.2); The Hundred Schools of Thought is named by the rulebook (L212).
    _t("hundred_schools", "The Hundred Schools of Thought", "百家爭鳴", 40, 2000, None,
       ((EFFECT_TEMPLE_COVERAGE, 50),), "Each Temple gives 50% piety coverage instead of 33%."),
    _t("administrative_reform", "Administrative Reform", None, 30, 1500, None, ((EFFECT_FREE_IMPROVEMENTS, 1),),
       "Build 1 more improvement for free each turn."),
    _t("master_builders", "Master Builders", None, 60, 3000, "administrative_reform",
       ((EFFECT_FREE_IMPROVEMENTS, 1),), "Build 1 more improvement for free each turn (on top of Administrative "
       "Reform)."),
    _t("court_patronage", "Court Patronage", None, 30, 1500, None, ((EFFECT_HERO_LIMIT, 1),),
       "You may keep 1 more hero."),
    _t("hall_of_worthies", "Hall of Worthies", None, 60, 3000, "court_patronage", ((EFFECT_HERO_LIMIT, 2),),
       "You may keep 2 more heroes."),
    _t("crossbows", "Crossbows", None, 40, 2000, None, ((EFFECT_ARCHER_CR, 1),), "Archers +1 Combat Rating."),
    _t("stirrups", "Stirrups", None, 50, 2500, None, ((EFFECT_CAVALRY_CR, 1),), "Cavalry +1 Combat Rating."),
    _t("rammed_earth_walls", "Rammed-Earth Walls", None, 40, 2000, None,
       ((EFFECT_CASTLE_COST_PCT, 20), (EFFECT_CENTRAL_CR, 1)),
       "Castles cost 20% less; armies stationed in a Central region +1 Combat Rating."),
    _t("irrigation", "Irrigation", None, 30, 1500, None, ((EFFECT_RICE_FARMS_PER_REGION, 3),),
       "A Riverplains region holds 3 Rice Farms instead of 2."),
    _t("geomancy", "Geomancy", None, 30, 1500, None, ((EFFECT_PROSPECT_BONUS, 10),),
       "+10 points in your favour on every prospecting roll."),
    _t("coinage", "Coinage", None, 50, 2500, None, ((EFFECT_TAX_PCT, 10),), "All your taxes +10%."),
    _t("logistics", "Logistics", None, 40, 2000, None, ((EFFECT_UPKEEP_PCT, 10),), "Army upkeep 10% lower."),
    _t("roads", "Roads", None, 60, 3000, "logistics", ((EFFECT_ARMY_MOVES, 1), (EFFECT_CARAVAN_MOVES, 1)),
       "Armies move 1 more region per season; caravans cross 1 more region per turn."),
    _t("cartography", "Cartography", None, 40, 2000, None, ((EFFECT_CASHGRAB_LOSS_HALVED, 1),),
       "The risk of losing a caravan on the road to Cashgrab is halved."),
    _t("medicine", "Medicine", None, 40, 2000, None, ((EFFECT_DISASTER_HALVED, 1),),
       "Disasters' effects are halved (above all plague)."),
)

BY_ID: dict[str, Topic] = {t.id: t for t in TOPICS}
IMPERIAL_TECHNOLOGIES: tuple[str, ...] = tuple(t.id for t in TOPICS if t.imperial)
"""The five Imperial Technologies, all needed to declare yourself Emperor (L158, LH-EMP-1 B)."""

IMPERIAL_COUNT = 5
"""L158: "Research all five Imperial Technologies"."""


def chain(topic_id: str) -> tuple[str, ...]:
    """The topic and its prerequisites, the earliest first."""
    out: list[str] = []
    t: str | None = topic_id
    while t is not None:
        if t in out:
            raise ValueError(f"prerequisite cycle at {t}")
        out.append(t)
        t = BY_ID[t].prereq
    return tuple(reversed(out))
