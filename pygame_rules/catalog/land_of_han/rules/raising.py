"""Raising armies (LH-ARMY-1/2/5/6/7, rulings A-1, A-7): where a warlord may raise, what it costs and why not."""

from __future__ import annotations

from ..content.armies import ARMY_TYPES, RAISES_PER_TURN
from ..content.armies import BY_ID as ARMY
from ..content.improvements import SPAWN_POINTS
from ..content.resources import MINE_BONUS
from ..pieces import add_army, armies_of, army_limit, group_regions, kept, mined, received
from ..state import State
from .building import under_barbarian_attack


def spawn_points(s: State, seat: int) -> list[str]:
    """LH-ARMY-1: the warlord's Palace and every region of theirs with an Army Camp or a Castle, in map order."""
    return [r for r in s.map.regions if s.owner.get(r) == seat
            and (r == s.palace[seat] or any(e in SPAWN_POINTS for e in s.improvements.get(r, [])))]


def recruit_discount_pct(s: State, seat: int, region: str) -> int:
    """LH-ARMY-6, A-1: 10% for each of a Copper and an Iron mine in the warlord's regions of the same group ("in
    this Province": the group, as A-1 reads the rulebook's "in the Province"; each resource counted once), whether
    mined there and kept at home or brought by a trade route (LH-CARAVAN-4/7). The same for every army type."""
    group = s.map.regions[region].group
    resources = {x for r in group_regions(s, group) if s.owner.get(r) == seat for x in mined(kept(s, r))}
    resources |= {x for x in received(s, seat, group) if x in MINE_BONUS}
    return sum(MINE_BONUS[x].recruit_discount_pct for x in resources)


def recruit_cost(s: State, seat: int, region: str, kind: str, pct: int | None = None) -> int:
    """LH-ARMY-4/6: the type's cost less the place's discount (``recruit_discount_pct``, which a caller pricing
    every type at one spawn point may pass as ``pct``)."""
    pct = recruit_discount_pct(s, seat, region) if pct is None else pct
    return ARMY[kind].cost * (100 - pct) // 100


def why_not_raise(s: State, seat: int, region: str, kind: str, raised: int = 0) -> str | None:
    """Why the warlord may not raise an army of ``kind`` in ``region`` now, in a player's words, or None: one army
    a season (A-7; ``raised``: armies raised already this season), at a spawn point of theirs, not under Barbarian
    attack (LH-ARMY-7), below the Max Army Limit (LH-ARMY-2) and with the coins."""
    name = s.map.regions[region].name
    if raised >= RAISES_PER_TURN:
        return f"you may raise {RAISES_PER_TURN} army a season"
    if region not in spawn_points(s, seat):
        return f"{name} is not your Palace, nor has an Army Camp or a Castle of yours"
    if under_barbarian_attack(s, region):
        return f"Barbarians are raiding {name}: no army can be raised there"
    limit = army_limit(s, seat)
    if len(armies_of(s, seat)) >= limit:
        return f"you have {limit} armies, your Max Army Limit"
    cost = recruit_cost(s, seat, region, kind)
    if s.coins[seat] < cost:
        return f"{ARMY[kind].name} cost {cost} and the treasury holds {s.coins[seat]}"
    return None


def raisable(s: State, seat: int) -> list[tuple[str, str]]:
    """Every (spawn point, army type) at which the warlord may raise an army now, spawn points in map order and
    types in the rulebook's order: what ``why_not_raise`` allows with no army raised yet this season, with the
    checks that do not depend on the type made once a warlord or once a spawn point (a season's menu asks this
    in every playout)."""
    if len(armies_of(s, seat)) >= army_limit(s, seat):
        return []
    out = []
    for region in spawn_points(s, seat):
        if under_barbarian_attack(s, region):
            continue
        pct = recruit_discount_pct(s, seat, region)
        out += [(region, t.id) for t in ARMY_TYPES if recruit_cost(s, seat, region, t.id, pct) <= s.coins[seat]]
    return out


def raise_army(s: State, seat: int, region: str, kind: str) -> str:
    """Pay for and raise an army: it may not move this season (LH-ARMY-5)."""
    cost = recruit_cost(s, seat, region, kind)
    s.coins[seat] -= cost
    aid = add_army(s, seat, kind, region)
    s.report(seat, f"Raised an army of {ARMY[kind].name} in {s.map.regions[region].name} for {cost}")
    return aid
