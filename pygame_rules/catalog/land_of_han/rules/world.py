"""The game master's part of a season (LH-INDEP-2, LH-BARB-1..5, rulings A-18, A-30, spec 3.5), as rules with
seeded chance: Independents raising Spearmen and building Castles, a Summer's Barbarian incursion, and roaming
Barbarians demolishing and stealing. Each event goes to the report of the warlord it touches."""

from __future__ import annotations

from ..content.armies import BARBARIAN_GROUP, BARBARIAN_TYPE, START_ARMY
from ..content.game_master import (
    BARBARIAN_INCURSION_PCT,
    BARBARIAN_SEASON,
    BARBARIAN_STAY_SEASONS,
    BARBARIAN_STEAL_DIE,
    BARBARIAN_STEAL_STEP,
    INDEPENDENT_CASTLE_PCT,
    INDEPENDENT_RAISE_PCT,
)
from ..content.improvements import BY_ID as IMPROVEMENT
from ..content.improvements import SLOTS_PER_REGION
from ..pieces import add_army, armies_at, armies_of, improvement_kind, remove_army
from ..state import BARBARIAN, INDEPENDENT, State, indefinite
from .combat import Battle, battle


def independents(s: State) -> None:
    """LH-INDEP-2, A-18, LH-EX-23: each Independent region (in map order) without an army raises a Spearman on
    1d100 <= 50; one with an army and no Castle builds one on 1d100 <= 25, if it has a free slot (LH-IMPR-4).
    Never more than 1 army or 1 Castle; a region Barbarians hold does neither."""
    for region in s.map.regions:
        if region in s.owner:
            continue
        here = armies_at(s, region)
        if any(s.armies[a]["o"] == BARBARIAN for a in here):
            continue
        if not here:
            if s.rng.roll(100) <= INDEPENDENT_RAISE_PCT:
                add_army(s, INDEPENDENT, START_ARMY, region)
        elif ("castle" not in s.improvements.get(region, []) and len(s.improvements.get(region, [])) < SLOTS_PER_REGION
              and s.rng.roll(100) <= INDEPENDENT_CASTLE_PCT):
            s.improvements[region] = [*s.improvements.get(region, []), "castle"]


def incursion(s: State) -> Battle | None:
    """LH-BARB-1/2, spec 3.5: in Summer, on 1d100 <= 40, a band of d3 Barbarian Cavalry invades one Border region
    on the brown boundary, drawn at random weighted by its improvements + 1, and fights the armies there (A-8).
    If it holds the field it stays to roam; its routed armies go back beyond the boundary. The region's ruler
    is told."""
    if s.season % 4 != BARBARIAN_SEASON or s.rng.roll(100) > BARBARIAN_INCURSION_PCT:
        return None
    targets = [r for r in s.map.regions if r in s.map.brown_boundary]
    tickets = [r for r in targets for _ in range(len(s.improvements.get(r, [])) + 1)]
    region = tickets[s.rng.below(len(tickets))]
    low, high = BARBARIAN_GROUP
    band = [add_army(s, BARBARIAN, BARBARIAN_TYPE, region) for _ in range(low + s.rng.below(high - low + 1))]
    for a in band:
        s.armies[a] = {**s.armies[a], "since": s.season}
    defenders = [a for a in armies_at(s, region) if a not in band and s.armies[a]["o"] != BARBARIAN]
    result = battle(s, band, defenders)
    for a in result.routed:
        remove_army(s, a)
    ruler = s.owner.get(region)
    if ruler is not None:
        left = len([a for a in band if a in s.armies])
        s.report(ruler, f"{len(band)} Barbarian Cavalry invade {s.map.regions[region].name}: "
                 + (f"{left} roam there" if result.winner == "attacker" else "they are driven back"))
    return result


def roam(s: State) -> None:
    """LH-BARB-4, spec 3.5: in each region Barbarians have held since an earlier season, 1 random improvement is
    demolished and 100 x d10 Coins are stolen from the region's ruler (no more than the treasury holds); a band
    leaves after 4 seasons."""
    held: dict[str, list[str]] = {}
    for a in armies_of(s, BARBARIAN):
        held.setdefault(s.armies[a]["r"], []).append(a)
    for region, band in held.items():
        since = min(s.armies[a]["since"] for a in band)
        if since >= s.season:
            continue
        name = s.map.regions[region].name
        ruler = s.owner.get(region)
        built = s.improvements.get(region, [])
        if built:
            i = s.rng.below(len(built))
            s.improvements[region] = built[:i] + built[i + 1:]
            if ruler is not None:
                torn = IMPROVEMENT[improvement_kind(built[i])].name
                s.report(ruler, f"Barbarians in {name} tear down {indefinite(torn)}")
        if ruler is not None:
            stolen = min(BARBARIAN_STEAL_STEP * s.rng.roll(BARBARIAN_STEAL_DIE), s.coins[ruler])
            s.coins[ruler] -= stolen
            s.report(ruler, f"Barbarians in {name} steal {stolen} Coins")
        if s.season - since >= BARBARIAN_STAY_SEASONS:
            for a in band:
                remove_army(s, a)
            if ruler is not None:
                s.report(ruler, f"The Barbarians leave {name}")
