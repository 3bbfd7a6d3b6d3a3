"""Improvements and prospecting (LH-IMPR-1..7, LH-MINE-1..4, rulings A-11, A-12, A-14, A-15): where each
improvement may stand and what it costs a warlord to purchase, demolition, and prospecting a region for
resources. These are the checks and the arithmetic the season's building orders use; research's and heroes'
discounts join when they exist."""

from __future__ import annotations

from functools import cache

from ..content.heroes import ARCHITECT_PCT
from ..content.improvements import BY_ID as IMPROVEMENT
from ..content.improvements import (
    IMPROVEMENTS,
    MINES_PER_MOUNTAIN,
    RICE_FARMS_PER_RIVERPLAINS,
    SALT_MINES_PER_GRASSLAND,
    SLOTS_PER_REGION,
    WOODCUTTER_DISCOUNT_PCT,
)
from ..content.map import CENTRAL, GRASSLAND, MOUNTAIN
from ..content.religions import BY_ID as RELIGION
from ..content.research import EFFECT_CASTLE_COST_PCT, EFFECT_PROSPECT_BONUS
from ..content.resources import (
    GRASSLAND_PROSPECTS,
    PROSPECT_COST_STEP,
    PROSPECT_DIE,
    PROSPECT_FIRST_COST,
    PROSPECT_RATES,
    SALT,
)
from ..pieces import (
    MINE,
    effect_total,
    group_regions,
    improvement_kind,
    kept,
    mined,
    post_skills,
    received,
    rice_farms_allowed,
)
from ..state import BARBARIAN, State, indefinite

DISCOUNT_FLOOR_PCT = 50
"""A-12: discounts add up, and a purchase never costs less than half its price."""


def under_barbarian_attack(s: State, region: str) -> bool:
    """LH-BARB-5: Barbarian armies are in the region."""
    return any(army["r"] == region and army["o"] == BARBARIAN for army in s.armies.values())


def region_discount_pct(s: State, seat: int, region: str) -> int:
    """The discounts of A-11/A-12 that depend on where a warlord builds, not what: Legalism's 10% in Central
    regions, 10% for a Woodcutter Camp in a region of the same group the warlord controls (once however many
    camps, or a Timber trade route received there: LH-CARAVAN-4/7), and 10% with an Architect Governor posted in
    the group (LH-SKILL-1)."""
    pct = RELIGION[s.sheets[seat]["religion"]].central_discount_pct if s.map.regions[region].kind == CENTRAL else 0
    group = s.map.regions[region].group
    if any(s.owner.get(r) == seat and "woodcutter_camp" in kept(s, r) for r in group_regions(s, group)) or \
            "timber" in received(s, seat, group):
        pct += WOODCUTTER_DISCOUNT_PCT
    if "architect" in post_skills(s, seat, group):
        pct += ARCHITECT_PCT
    return pct


def purchase_cost(s: State, seat: int, region: str, kind: str, where_pct: int | None = None) -> int:
    """LH-IMPR-7, A-11, A-12: the price less the warlord's discounts, added then applied once, never below half:
    the religion's passive discount on the kind, the discounts of the place (``region_discount_pct``, which a
    caller pricing many kinds in one region may pass as ``where_pct``), and Rammed-Earth Walls' 20% on Castles."""
    religion = RELIGION[s.sheets[seat]["religion"]]
    pct = religion.discounts.get(kind, 0)
    if kind == "castle":
        pct += effect_total(s, seat, EFFECT_CASTLE_COST_PCT)
    pct += region_discount_pct(s, seat, region) if where_pct is None else where_pct
    price = IMPROVEMENT[kind].cost
    return price * (100 - min(pct, DISCOUNT_FLOOR_PCT)) // 100


def why_not_build_in(s: State, seat: int, region: str) -> str | None:
    """Why the warlord may build nothing in ``region`` now, or None: it must be theirs, not under Barbarian
    attack (LH-IMPR-6), and hold fewer than 4 improvements (LH-IMPR-4)."""
    where = s.map.regions[region]
    if s.owner.get(region) != seat:
        return f"{where.name} is not yours"
    if under_barbarian_attack(s, region):
        return f"Barbarians are raiding {where.name}: nothing can be built there"
    if len(s.improvements.get(region, ())) >= SLOTS_PER_REGION:
        return f"{where.name} already holds {SLOTS_PER_REGION} improvements"
    return None


@cache
def suited(kind: str, flavour: str) -> tuple[str, ...]:
    """The improvements other than mines that may stand in a region of this kind and flavour (LH-IMPR-5), in the
    content's order: a menu offers only these (and a mine of each resource found there), and
    ``why_not_build_this`` checks the rest."""
    return tuple(i.id for i in IMPROVEMENTS if i.id != MINE and i.allowed(kind, flavour))


def why_not_build_this(s: State, seat: int, region: str, entry: str) -> str | None:
    """Why ``entry`` may not stand in ``region`` (where ``why_not_build_in`` allows building), or None: the
    region's kind and flavour must suit it (LH-IMPR-5), and each per-region limit holds: 2 Rice Farms in
    Riverplains (3 with Irrigation), 2 different mines in a Mountain, 1 Salt mine in a Grassland, a mine only of a
    found resource (LH-MINE-4, LH-EX-5, LH-EX-21)."""
    kind = improvement_kind(entry)
    spec = IMPROVEMENT[kind]
    where = s.map.regions[region]
    built = s.improvements.get(region, [])
    if where.kind not in spec.kinds or where.flavour not in spec.flavours:
        return f"{indefinite(spec.name)} cannot stand in {where.name} ({where.flavour}, a {where.kind} region)"
    if kind == "rice_farm":
        farms = rice_farms_allowed(s, seat, RICE_FARMS_PER_RIVERPLAINS)
        if built.count("rice_farm") >= farms:
            return f"{where.name} already has {farms} Rice Farms"
    if kind == MINE:
        resource = entry.partition(":")[2]
        if resource not in s.found.get(region, []):
            return f"no {resource or 'resource'} has been found in {where.name}"
        have = mined(built)
        if resource in have:
            return f"{where.name} already mines {resource}"
        if where.flavour == GRASSLAND and (resource != SALT or len(have) >= SALT_MINES_PER_GRASSLAND):
            return "a Grassland region holds one Salt mine and no other"
        if where.flavour == MOUNTAIN and len(have) >= MINES_PER_MOUNTAIN:
            return f"{where.name} already has {MINES_PER_MOUNTAIN} mines"
    return None


def why_not_build(s: State, seat: int, region: str, entry: str) -> str | None:
    """Why the warlord may not build ``entry`` (an improvement id, or ``"mine:<resource>"``) in ``region``, in a
    player's words, or None if it may (``why_not_build_in``, then ``why_not_build_this``)."""
    return why_not_build_in(s, seat, region) or why_not_build_this(s, seat, region, entry)


def prospect_cost(s: State, seat: int, earlier: int = 0) -> int:
    """LH-MINE-2, A-14: 500 for a warlord's first prospecting and 500 more for each later one; Ancestral halves it
    (LH-REL-3). ``earlier``: prospectings ordered before this one on the season's sheet, not yet paid."""
    cost = PROSPECT_FIRST_COST + PROSPECT_COST_STEP * (s.prospects[seat] + earlier)
    return int(cost * RELIGION[s.sheets[seat]["religion"]].prospect_cost_factor)


def prospect_targets(s: State, region: str) -> list[str]:
    """LH-MINE-1, A-15: the resources a prospecting of ``region`` rolls for, not yet found there: every one in a
    Mountain, Salt alone in a Border Grassland, none elsewhere."""
    where = s.map.regions[region]
    if where.kind == CENTRAL:
        return []
    found = s.found.get(region, [])
    if where.flavour == MOUNTAIN:
        return [r for r in PROSPECT_RATES if r not in found]
    if where.flavour == GRASSLAND:
        return [r for r in PROSPECT_RATES if r in GRASSLAND_PROSPECTS and r not in found]
    return []


def prospect(s: State, seat: int, region: str) -> list[str]:
    """LH-MINE-2/3, A-15: pay the warlord's prospecting cost, roll 1d100 for each resource not yet found there (a
    roll at or under its rate finds it; Geomancy counts 10 points in the prospector's favour) and return what was
    found; the finds go to the region and to the warlord's report."""
    cost = prospect_cost(s, seat)
    s.coins[seat] -= cost
    s.prospects[seat] += 1
    bonus = effect_total(s, seat, EFFECT_PROSPECT_BONUS)
    hits = [r for r in prospect_targets(s, region) if s.rng.roll(PROSPECT_DIE) - bonus <= PROSPECT_RATES[r]]
    if hits:
        s.found[region] = [*s.found.get(region, []), *hits]
    name = s.map.regions[region].name
    s.report(seat, f"Prospecting {name} for {cost}: " + (", ".join(hits) + " found" if hits else "nothing found"))
    return hits
