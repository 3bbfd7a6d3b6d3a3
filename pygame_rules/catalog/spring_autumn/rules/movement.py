"""Move Units (SA-ACT-SUPPLY-4, SA-MOVE-*, SA-MOVE-LIMIT-*, SA-MOVE-SEAT-*, AMB-18..20, AMB-23, AMB-62).

A ``move`` task runs one Move Units effect of a supply action as small decisions:

1. ``area``: the land area to activate (only areas from which something can move are offered);
2. ``sea``: optionally one sea space adjacent to it (only ones holding the player's movable units);
3. ``sea_step``: repeated "move junks (or heroes with them) from X to Y" choices, then ``done``;
4. ``land_step``: repeated "move units of type T from X to M (by land or by sea transport)" choices, then
   ``done``;
   after each choice of a (type, from, to) group the ``count`` step asks how many (skipped when only one),
   and which ones when the movable units of that type differ (fresh cavalry or heroes beside ones that
   already moved once: ``{"n": n, "fresh": k}``, k of them fresh).
5. the end: the world-event hook (SA-MOVE-INT-4, step 5 of the plan) if at least one unit moved (AMB-23).

Units are counted per location as ``[fresh, moved once, moved twice]``; a unit whose moves reach its supply
limit is flipped (SA-MOVE-LIMIT-5). Units that moved in this action are listed in the task's ``arrived`` list
(``[location, type, index, n]``) and may not move again (SA-MOVE-5). The task holds only lists that are
replaced, never mutated, because ``State.copy`` copies only the top task dict shallowly.

Rulings (besides the spec's AMB-18..21, 23): when a player moves k of several movable units of a type that
differ in moves used, the player chooses how many of each move (the units are otherwise alike, so that is
the whole choice); where no choice is asked (a carried hero, alike units) the most-moved go first; in the
sea step a junk move that would leave the player's heroes at sea without a junk carries those heroes along
(illegal if one of them cannot move), so a hero is never at sea without a friendly junk, even between
decisions.

Moves into other players' units start combats (``combat.py``): sea combats after the sea step, land combats
after the land step; entering a treaty partner's area breaks the treaty at the end of the action
(``rules/treaties.py``). Moves into barbarians or kingdom tokens are offered too: barbarian combat and
token reveals follow the land combats (see ``triggers_conflict``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..content.factions import UNIT
from ..content.map import (
    AREA,
    SEA_SPACE,
    adjacent_land,
    adjacent_sea_spaces,
    adjacent_seas,
    borders_of_sea,
    location_name,
    river_between,
)
from ..flow import Decision, handler, push, resolver
from ..pieces import (
    HERO,
    JUNK,
    LAND_KINDS,
    has,
    junk_reach,
    note_harm,
    others_units_at,
    put_units,
    sea_transport_areas,
    take_units,
    total,
)
from ..state import State
from .combat import queue_sea_combats
from .kingdom import queue_after_move
from .philosophy_use import drop_fx, own_action_window, window
from .treaties import note_entry, partners, queue_breaks
from .world_events import world_event_check as reveal_world_event

# ---------------------------------------------------------------------- unit helpers

def is_sea(loc: str) -> bool:
    return loc in SEA_SPACE


def limit(kind: str) -> int:
    """SA-MOVE-LIMIT-1..4: moves per turn (junks: no limit, counted at index 0 only)."""
    lim = UNIT[kind].supply_limit
    return 1 if lim is None else lim


LIMIT = {kind: limit(kind) for kind in UNIT}
"""``limit`` of every unit type, made once."""
SORTED_LAND = {area: tuple(sorted(adjacent_land(area))) for area in AREA}
"""Each area's ``adjacent_land`` sorted (the order the land steps are offered in), made once."""



def _arrived(task: dict, loc: str, kind: str, idx: int) -> int:
    """Units of ``kind`` that arrived at ``loc`` in this action with ``idx`` moves used (a plain loop: the
    movement options ask it for every group)."""
    n = 0
    for e in task.get("arrived", ()):
        if e[0] == loc and e[1] == kind and e[2] == idx:
            n += e[3]
    return n


def movable_by_index(s: State, seat: int, loc: str, kind: str, task: dict) -> list[int]:
    """How many units of ``kind`` at ``loc`` may still move, per index of moves used (SA-MOVE-5,
    SA-MOVE-LIMIT-5)."""
    c = s.units[seat].get(loc, {}).get(kind, NONE)                 # pieces.counts
    if not task.get("arrived"):                   # nothing arrived yet this action: the counts themselves
        return [c[0]] if kind == JUNK else c[:LIMIT[kind]]
    if kind == JUNK:
        return [c[0] - _arrived(task, loc, kind, 0)]
    return [c[i] - _arrived(task, loc, kind, i) for i in range(LIMIT[kind])]


NONE = [0, 0, 0]
"""The counts of a unit type a location does not hold (``pieces.counts``'s): only read and sliced, never
returned nor changed."""


def movable(s: State, seat: int, loc: str, kind: str, task: dict) -> int:
    return sum(movable_by_index(s, seat, loc, kind, task))



def move_units(s: State, seat: int, task: dict, kind: str, src: str, dst: str, n: int,
               fresh: int | None = None) -> None:
    """Move ``n`` movable units (``fresh`` of them not yet moved this turn and the rest moved once, as the
    player chose; without a choice the most-moved first) and record them as arrived in this action.
    Each move counts once against the supply limit (SA-MOVE-LIMIT-1, SA-MOVE-SEAT-5); junks do not count."""
    avail = movable_by_index(s, seat, src, kind, task)
    assert sum(avail) >= n, f"cannot move {n} {kind} from {src}"
    take = None if fresh is None else [fresh, n - fresh]
    assert take is None or all(0 <= k <= a for k, a in zip(take, avail, strict=False)), f"cannot move {take} {kind} from {src}"
    arrived = list(task.get("arrived", []))
    left = n
    for idx in range(len(avail) - 1, -1, -1):
        k = min(left, avail[idx]) if take is None else take[idx]
        if k <= 0:
            continue
        new = idx if kind == JUNK or str(seat) in s.fx.get("swift", ()) else idx + 1   # Swift as the Wind
        take_units(s, seat, src, kind, idx, k)
        put_units(s, seat, dst, kind, new, k)
        arrived.append([dst, kind, new, k])
        left -= k
    task["arrived"] = arrived
    task["moved"] = task.get("moved", 0) + n



def treaty_partners(s: State, seat: int) -> set[int]:
    """Players with whom ``seat`` has swapped a treaty: either holds a treaty card of the other
    (``treaties.partners``)."""
    return set(partners(s, seat))


# ---------------------------------------------------------------------- conflicts (later steps)

def triggers_conflict(s: State, seat: int, move: dict[str, Any]) -> str | None:
    """Why ``move`` (``{"kind", "from", "to", "by"}``) is not offered, or None (only land units into a sea
    space holding other players' units are refused).

    Moves into other players' units and across river segments holding their junks are offered: they start
    combats resolved after the step (``combat.py``, SA-MOVE-INT-1/2, AMB-21). Land units never enter a sea
    space holding other players' units (sea combats come from junk moves only).
    Moves into a treaty partner's area or units are offered: the treaty breaks at the end of the action
    (SA-MOVE-INT-5, SA-TREATY-6, AMB-39, AMB-92; ``rules/treaties.py``).
    Moves into areas with barbarians or kingdom tokens are offered: barbarian combat, then kingdom-token
    reveals follow the land combats (SA-MOVE-INT-3; ``kingdom.py``, ``barbarians.py``)."""
    dst = move["to"]
    if is_sea(dst):
        if move["kind"] != JUNK and others_units_at(s, seat, dst):
            return "sea combat"
        return None
    return None


def world_event_check(s: State, seat: int) -> None:
    """SA-MOVE-INT-4, AMB-23, AMB-62 step 5: after a Move Units action in which a unit moved, reveal a
    world-event card: reveal, sealed bids and the dragon track are in ``world_events.py``."""
    reveal_world_event(s, seat)


@handler("move_end")
def _move_end(s: State, t: dict) -> None:
    """AMB-62 step 5: the world-event reveal after the action's combats (if a unit moved, AMB-23)."""
    s.tasks.pop()
    world_event_check(s, t["seat"])
    return None



# ---------------------------------------------------------------------- option lists


def sea_step_groups(s: State, seat: int, task: dict) -> list[dict[str, Any]]:
    """Every group of ``iter_sea_step_groups``."""
    return list(iter_sea_step_groups(s, seat, task))


def iter_sea_step_groups(s: State, seat: int, task: dict) -> Iterator[dict[str, Any]]:
    """SA-MOVE-1, AMB-18/19: junks in the activated area (on land) or sea space move one step to an adjacent
    sea space; heroes there may go with junks that made the same step. One at a time, so a caller asking
    only whether there is one stops at the first."""
    origins = [task["area"]] + ([task["sea"]] if task.get("sea") else [])
    for x in origins:
        if movable(s, seat, x, JUNK, task):
            dests = adjacent_sea_spaces(x) if is_sea(x) else adjacent_seas(x)
            for y in sorted(dests):
                move = {"kind": JUNK, "from": x, "to": y, "by": "sea"}
                if triggers_conflict(s, seat, move) is None and junk_counts(s, seat, task, x):
                    yield move
    for x, y in task.get("sailed", []):
        if movable(s, seat, x, HERO, task):
            yield {"kind": HERO, "from": x, "to": y, "by": "sea"}


def junk_counts(s: State, seat: int, task: dict, x: str) -> list[int]:
    """How many junks may leave ``x`` in one move: a move leaving heroes at sea without a junk must carry
    them, which is impossible if one of them cannot move."""
    m = movable(s, seat, x, JUNK, task)
    if not is_sea(x):
        return list(range(1, m + 1))
    heroes, junks = total(s, seat, x, HERO), total(s, seat, x, JUNK)
    ok = []
    for n in range(1, m + 1):
        if junks - n == 0 and heroes and movable(s, seat, x, HERO, task) < heroes:
            continue
        ok.append(n)
    return ok


def land_step_groups(s: State, seat: int, task: dict) -> list[dict[str, Any]]:
    """Every group of ``iter_land_step_groups``."""
    return list(iter_land_step_groups(s, seat, task))


def iter_land_step_groups(s: State, seat: int, task: dict) -> Iterator[dict[str, Any]]:
    """SA-MOVE-3/6/8, SA-MOVE-SEAT-1..5, AMB-19/20: land units of the activated area to adjacent areas or by
    sea transport; heroes may also stay at sea with a junk; heroes in the activated sea space may land. One at
    a time (the junk chain is worked out only when a land unit can move, after its land steps: a caller
    asking whether there is a group, ``can_move_from``, usually stops at the first land step without it), so
    a caller asking only whether there is one stops at the first."""
    area = task["area"]
    reach: list[str] | None = None
    by_sea: list[str] = []
    for kind in LAND_KINDS:
        if not movable(s, seat, area, kind, task):
            continue
        direct = set()
        for dst in SORTED_LAND[area]:
            move = {"kind": kind, "from": area, "to": dst, "by": "land"}
            if triggers_conflict(s, seat, move) is None:
                yield move
                direct.add(dst)
        if reach is None:
            reach = junk_reach(s, seat, area)
            by_sea = sea_transport_areas(s, seat, area, reach=reach)
        for dst in by_sea:
            if dst in direct:
                continue                                  # the same result as walking
            move = {"kind": kind, "from": area, "to": dst, "by": "sea"}
            if triggers_conflict(s, seat, move) is None:
                yield move
        if kind == HERO:
            for x in reach:
                move = {"kind": kind, "from": area, "to": x, "by": "sea"}
                if triggers_conflict(s, seat, move) is None:
                    yield move
    sea = task.get("sea")
    if sea and movable(s, seat, sea, HERO, task):
        for dst in sorted(borders_of_sea(sea)):
            move = {"kind": HERO, "from": sea, "to": dst, "by": "land"}
            if triggers_conflict(s, seat, move) is None:
                yield move


def can_move_from(s: State, seat: int, area: str) -> bool:
    """Whether activating ``area`` lets something move (offered areas, SA-ACT-SUPPLY-4): the first group of
    either step will do."""
    probe = {"area": area, "sea": None}
    if next(iter_land_step_groups(s, seat, probe), None) or next(iter_sea_step_groups(s, seat, probe), None):
        return True
    return any(_sea_has_movers(s, seat, x) for x in adjacent_seas(area))


def _sea_has_movers(s: State, seat: int, x: str) -> bool:
    probe: dict[str, Any] = {}
    return bool(movable(s, seat, x, JUNK, probe) or movable(s, seat, x, HERO, probe))


def move_areas(s: State, seat: int) -> list[str]:
    """Land areas worth activating: the player has movable units in it or in an adjacent sea space."""
    return sorted(iter_move_areas(s, seat))


def iter_move_areas(s: State, seat: int) -> Iterator[str]:
    """The areas of ``move_areas``, unsorted and one at a time (``any_move_area`` stops at the first)."""
    locs = set()
    for loc in s.units[seat]:
        if is_sea(loc):
            locs.update(borders_of_sea(loc))
        else:
            locs.add(loc)
    return (a for a in locs if a in AREA and can_move_from(s, seat, a))


def any_move_area(s: State, seat: int) -> bool:
    """Whether ``move_areas`` has one: the same areas, stopping at the first."""
    return next(iter_move_areas(s, seat), None) is not None


# ---------------------------------------------------------------------- the task

def start_move(s: State, seat: int, again: bool = False, plan: dict[str, Any] | None = None) -> None:
    """Push a Move Units task for ``seat``; an AI's carries its ``plan`` (``ai_turn.py`` answers its steps)."""
    task = {"t": "move", "seat": seat, "step": "area", "area": None, "sea": None, "arrived": [], "sailed": [],
            "moved": 0, "pick": None, "back": None}
    if plan is not None:
        task["ai"] = plan
    push(s, task)
    if not again:                                   # Swift as the Wind, Flowing Water (philosophy_use.py)
        own_action_window(s, seat, "supply", kind="move")


@handler("move")
def _move(s: State, t: dict) -> Decision | None:
    seat, step = t["seat"], t["step"]
    if step == "area":
        return seat, [{"area": a} for a in move_areas(s, seat)] or [{"area": None}]
    if step == "sea":
        seas = [x for x in sorted(adjacent_seas(t["area"])) if _sea_has_movers(s, seat, x)]
        return seat, [{"sea": None}] + [{"sea": x} for x in seas]
    if step == "sea_step":
        return seat, sea_step_groups(s, seat, t) + [{"done": True}]
    if step == "land_step":
        return seat, land_step_groups(s, seat, t) + [{"done": True}]
    if step == "count":
        return seat, count_options(s, seat, t, t["pick"])
    raise ValueError(step)


def count_options(s: State, seat: int, t: dict, pick: dict[str, Any]) -> list[dict[str, Any]]:
    """How many of the picked group move: ``{"n": n}``; when fresh units of the type stand beside units that
    already moved once (cavalry, heroes: supply limit 2), which ones too: ``{"n": n, "fresh": k}`` for every
    split, since moving a fresh unit leaves a tired one behind and the other way round (SA-MOVE-LIMIT-3/5)."""
    kind, src = pick["kind"], pick["from"]
    if kind == JUNK:
        return [{"n": n} for n in junk_counts(s, seat, t, src)]
    avail = movable_by_index(s, seat, src, kind, t)
    if len(avail) < 2 or not (avail[0] > 0 and avail[1] > 0):
        return [{"n": n} for n in range(1, sum(avail) + 1)]
    return [{"n": a + b, "fresh": a} for a in range(avail[0] + 1) for b in range(avail[1] + 1) if a + b]


@resolver("move")
def _move_resolve(s: State, t: dict, a: dict) -> None:
    seat, step = t["seat"], t["step"]
    if step == "area":
        if a["area"] is None:                           # nothing can move (only when forced): no effect
            s.tasks.pop()
            _end_philosophies(s, seat)
            return
        t["area"], t["step"] = a["area"], "sea"
        s.say(f"{s.name(seat)} activates {AREA[a['area']].name} to move units")
    elif step == "sea":
        t["sea"], t["step"] = a["sea"], "sea_step"
        if a["sea"]:
            s.say(f"{s.name(seat)} also activates {SEA_SPACE[a['sea']].name}")
    elif step in ("sea_step", "land_step"):
        if "done" in a:
            if step == "sea_step":
                t["step"] = "land_step"
                queue_sea_combats(s, t)        # SA-MOVE-2: sea combats before any land unit moves
            else:
                finish_move(s, t)
            return
        t["pick"], t["back"], t["step"] = dict(a), step, "count"
    elif step == "count":
        _do_move(s, t, t["pick"], a["n"], a.get("fresh"))
        t["pick"], t["step"] = None, t["back"]


def _do_move(s: State, t: dict, pick: dict, n: int, fresh: int | None = None) -> None:
    seat, kind, src, dst = t["seat"], pick["kind"], pick["from"], pick["to"]
    carried = 0
    if kind == JUNK and is_sea(src) and total(s, seat, src, JUNK) == n:
        carried = total(s, seat, src, HERO)            # heroes go with the last junks (ruling above)
    if kind != JUNK and not is_sea(dst):
        t["routes"] = t.get("routes", []) + [[src, dst, pick["by"]]]
        if pick["by"] == "land" and not is_sea(src):
            river = river_between(src, dst)
            if river is not None and others_units_at(s, seat, river) and not _bridges(s, seat):
                t["crossed"] = t.get("crossed", []) + [[src, dst, river]]
    t["breaks"] = note_entry(s, seat, t.get("breaks", []), dst)     # SA-TREATY-6, AMB-39
    for other in range(s.n):                                        # SA-AI-GRUDGE-2, AMB-66, AMB-93
        if other != seat and (s.owner.get(dst) == other or s.units[other].get(dst)):
            note_harm(s, seat, other)
    move_units(s, seat, t, kind, src, dst, n, fresh)
    if carried:
        move_units(s, seat, t, HERO, src, dst, carried)
    if kind == JUNK:
        t["sailed"] = t["sailed"] + ([[src, dst]] if [src, dst] not in t["sailed"] else [])
    how = " by sea transport" if pick["by"] == "sea" and kind != JUNK and not is_sea(dst) else ""
    plural = {"archer": "archers", "junk": "junks", "hero": "heroes"}.get(kind, kind) if n > 1 else kind
    s.say(f"{s.name(seat)} moves {n} {plural}"
          f" from {location_name(src)} to {location_name(dst)}{how}"
          + (f" with {carried} hero{'es' if carried > 1 else ''}" if carried else ""))


def _bridges(s: State, seat: int) -> bool:
    return has(s, seat, "ignore_river_interdiction")


def finish_move(s: State, t: dict) -> None:
    """SA-MOVE-4, AMB-62: per destination in the order of entry, barbarian combat, player combats and
    kingdom tokens (``kingdom.queue_after_move``); then Condemnation of Offensive War, treaty breaks
    (``rules/treaties.py``) and the world-event reveal if a unit moved (AMB-23, DT-16). Tasks pushed last
    run first."""
    s.tasks.pop()
    _end_philosophies(s, t["seat"])
    if t["moved"]:
        push(s, {"t": "move_end", "seat": t["seat"]})
    entered = sorted({s.owner[dst] for _, dst, _ in t.get("routes", ())
                      if dst in AREA and s.owner.get(dst) not in (None, t["seat"])})
    if entered:                                     # Condemnation of Offensive War, after the combats
        window(s, "enemy_entered", entered, mover=t["seat"])
    queue_breaks(s, t["seat"], t.get("breaks", []))   # SA-TREATY-6: after the action's combats
    queue_after_move(s, t)     # AMB-62: per destination barbarians, player combats, kingdom tokens (kingdom.py)


def _end_philosophies(s: State, seat: int) -> None:
    """Swift as the Wind ends with the move; Flowing Water's second Move Units starts after everything the
    first one set off (pushed first, so it runs last)."""
    drop_fx(s, "swift", seat)
    if drop_fx(s, "flowing", seat):
        if any_move_area(s, seat):
            s.say(f"{s.name(seat)} moves units once more (Flowing Water)")
            start_move(s, seat, again=True)


# ---------------------------------------------------------------------- invariants

def check_unit_invariants(s: State) -> None:
    """Counts never negative; junks use index 0 only; no unit beyond its supply limit; land units never
    at sea, heroes at sea only with a friendly junk (SA-MOVE-6, SA-MOVE-LIMIT-*)."""
    for units in s.units:
        for loc, kinds in units.items():
            assert loc in AREA or loc in SEA_SPACE, f"unknown location {loc}"
            for kind, c in kinds.items():
                assert len(c) == 3 and all(x >= 0 for x in c), f"bad counts {kind} at {loc}: {c}"
                if kind == JUNK:
                    assert c[1] == c[2] == 0, "junks have no supply limit"
                elif limit(kind) == 1:
                    assert c[2] == 0, f"{kind} moved twice"
                if is_sea(loc) and sum(c):
                    assert kind in (JUNK, HERO), f"{kind} at sea in {loc}"
            if is_sea(loc) and sum(kinds.get(HERO, (0,))):
                assert sum(kinds.get(JUNK, (0,))) > 0, f"hero at sea in {loc} without a junk"
