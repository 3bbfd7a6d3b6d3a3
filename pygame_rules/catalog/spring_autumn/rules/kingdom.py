"""Kingdom tokens (SA-KT-2..4, SA-KT-REF-1..9, SA-MOVE-INT-3; rulings AMB-42..44) and the conflicts that follow
a Move Units land step: per destination, barbarian combat first, then player combats, then kingdom tokens.

``queue_after_move(s, move_task)`` (called by ``movement.finish_move``) pushes, per destination in the order of
entry (AMB-62 step 3), a ``barb_combat`` (``barbarians.py``), the ``combat`` tasks against other players
(``combat.land_combats``) and a ``kt_reveal`` task; each checks at run time whether it still applies (the
mover may have lost or withdrawn its units in an earlier combat).

``kt_reveal`` ``{"seat", "where", "origin", "entered", "step"}``: reveal the top token (it is face-up from then
on, ``State.revealed``) and apply it; a discarded token lets the next one be revealed, until the mover has no
land unit there or no token remains (SA-KT-3). ``entered`` lists ``[kind, moves-used index, n]`` of the units
that entered this action; a retreat token sends them back to ``origin`` keeping their move counts (AMB-42).

Rulings beyond the spec: the retreat origin is the activated area when units entered from it, otherwise the
activated sea space (heroes that landed from their junks); a hero sent back to a sea space without a friendly
junk is lost (as in a withdrawal). The destroyed unit of a blood token is the player's choice (a decision).
"""

from __future__ import annotations

from ..content.map import AREA, SEA_SPACE, location_name
from ..content.tokens import kingdom_symbol
from ..flow import Decision, handler, push, resolver
from ..pieces import LAND_KINDS, count, put_units, remove, take_units
from ..state import State
from .barbarians import barb_combat_task
from .combat import land_combats
from .dishonor import take_dishonor_and_ask


def _units(s: State, seat: int, where: str) -> int:
    return sum(count(s, seat, where, k) for k in LAND_KINDS)


def queue_after_move(s: State, t: dict) -> None:
    """SA-MOVE-INT-3, SA-KT-4, AMB-42, AMB-62 step 3: per destination in the order of entry, the barbarian
    combat, then the combats with other players (``combat.land_combats``), then the kingdom-token reveal."""
    seat, tasks, seen = t["seat"], [], []
    routes = t.get("routes", [])
    for _src, dst, _by in routes:
        if dst in seen or dst in SEA_SPACE:
            continue
        seen.append(dst)
        srcs = [(a, by) for a, b, by in routes if b == dst]
        origin, by = next(((a, by) for a, by in srcs if a == t.get("area")), srcs[0])
        entered = [[kind, idx, n] for loc, kind, idx, n in t.get("arrived", []) if loc == dst]
        tasks.append(barb_combat_task(seat, dst, "att", origin, by))
        tasks.extend(land_combats(s, t, dst))
        tasks.append({"t": "kt_reveal", "seat": seat, "where": dst, "origin": origin, "entered": entered,
                      "step": "reveal"})
    push(s, *tasks)


def _discard(s: State, where: str, all_tokens: bool = False) -> None:
    stack = s.kingdom.get(where, [])
    gone = stack[:] if all_tokens else stack[-1:]
    rest = stack[:len(stack) - len(gone)]
    if rest:
        s.kingdom[where] = rest
    else:
        s.kingdom.pop(where, None)
    s.kingdom_box = s.kingdom_box + gone                  # replaced, never changed (state.py)
    s.revealed = [x for x in s.revealed if x not in gone]


def ally(s: State, seat: int, where: str) -> None:
    """SA-KT-REF-1, AMB-44, AMB-12: the kingdom in ``where`` allies with ``seat``: the area is theirs at once (no
    conquest, no building lost) and every kingdom token there is discarded; a palace held off the board is
    placed there at once, active. Used by the Alliance token and by Royal Wedding (world_events.py)."""
    s.owner[where] = seat
    _discard(s, where, all_tokens=True)
    s.say(f"the kingdom allies with {s.name(seat)}: {AREA[where].name} is theirs")
    p = s.players[seat]
    if p["palace"] is None:
        p["palace"], p["palace_st"], p["palace_cube"] = where, "active", None
        s.say(f"{s.name(seat)} places the palace in {AREA[where].name}, active")


def _retreat(s: State, t: dict) -> None:
    """AMB-42: the units that entered this action go back to their origin, without using more supply."""
    seat, where, origin = t["seat"], t["where"], t["origin"]
    for kind, idx, n in t["entered"]:
        have = s.units[seat].get(where, {}).get(kind, [0, 0, 0])[idx]
        k = min(n, have)
        if k:
            take_units(s, seat, where, kind, idx, k)
            put_units(s, seat, origin, kind, idx, k)
    if origin in SEA_SPACE and count(s, seat, origin, "hero") and not count(s, seat, origin, "junk"):
        remove(s, seat, origin, "hero", count(s, seat, origin, "hero"))
    name = location_name(origin)
    s.say(f"{s.name(seat)}'s units retreat from {AREA[where].name} to {name}")


@handler("kt_reveal")
def _kt(s: State, t: dict) -> Decision | None:
    seat, where = t["seat"], t["where"]
    if t["step"] == "destroy":
        return seat, [{"kt_destroy": k} for k in LAND_KINDS if count(s, seat, where, k)]
    if not s.kingdom.get(where) or s.barbarians.get(where) or not _units(s, seat, where):
        s.tasks.pop()
        return None
    top = s.kingdom[where][-1]
    sym = kingdom_symbol(top)
    if top not in s.revealed:
        s.revealed = s.revealed + [top]
        s.note_reveal()
    s.say(f"{s.name(seat)} reveals a kingdom token in {AREA[where].name}: {sym.name}")
    e = sym.effects[0]
    do, unit = e["do"], e.get("unless_unit")
    protected = unit is not None and count(s, seat, where, unit) > 0
    if do == "kingdom_alliance":                                       # SA-KT-REF-1, AMB-44
        ally(s, seat, where)
        s.tasks.pop()
    elif do == "kingdom_dishonor":                                     # SA-KT-REF-2/3
        if not protected:
            take_dishonor_and_ask(s, seat)
        _discard(s, where)
    elif do == "kingdom_blood":                                        # SA-KT-REF-4..6, AMB-43
        if protected:
            _discard(s, where)
        else:
            t["step"] = "destroy"
    elif do == "kingdom_retreat":                                      # SA-KT-REF-7..9, AMB-42
        if protected:
            _discard(s, where)
        else:
            _retreat(s, t)
            s.tasks.pop()
            take_dishonor_and_ask(s, seat)                                     # may push a task (Will of Heaven)
    else:
        raise ValueError(do)
    return None


@resolver("kt_reveal")
def _kt_resolve(s: State, t: dict, a: dict) -> None:
    seat, where = t["seat"], t["where"]
    remove(s, seat, where, a["kt_destroy"])
    s.say(f"{s.name(seat)} destroys 1 {a['kt_destroy']} in {AREA[where].name}")
    if _units(s, seat, where):
        _discard(s, where)
        t["step"] = "reveal"
    else:
        s.tasks.pop()
        take_dishonor_and_ask(s, seat)                                         # the token stays face-up (AMB-43)


