"""The safety game's palace garrisons (SA-SAFE-1..3, DT-37; rulings AMB-29, AMB-54, AMB-55, AMB-85).

In the ``safety`` variant every palace holds a built-in garrison of 1 infantry, 1 cavalry and 1 archer
(``factions.PALACE_GARRISON``). The garrison is kept in the player record, ``players[seat]["garrison"]``: the
list of its kinds still standing (empty outside the safety game, and while the palace is off the board). It
stands wherever the palace stands (``players[seat]["palace"]``), so it never moves by itself and follows a
moved palace; it is never in ``State.units``, so movement never offers it and the unit caps never count it.

Where it counts (AMB-55): as the palace owner's units for combat (dice, archery, casualties, against players
and barbarians), for sole occupancy (conquest, pillage) and for presence (combats on entry, retreat
destinations, lone junks); not for caps, revolts, reductions or objectives.

Rulings (recorded in CONTENT.md):

- a garrison unit is a casualty choice of its own (``{"kill": kind, "loc": area, "garrison": True}``), so the
  winner of a melee picks it or a regular unit (SA-SAFE-2); barbarians draw it like any unit (AMB-46);
- the garrison never withdraws (AMB-29); when the owner's other units withdraw it fights on alone, and the
  combat goes on until it is destroyed or the enemy withdraws or dies (SA-COMBAT-LAND-2: a side that cannot
  withdraw fights on, so no enemy shares the palace area with it after a combat);
- at the end of every combat a garrison with at least one unit left is made whole again (SA-SAFE-3); one
  destroyed entirely stays gone until the next Retrieve step (upkeep step 5), where every standing palace's
  garrison is made whole (AMB-55), including a palace placed after a conquest or an alliance;
- a palace destroyed by conquest loses its garrison with it.
"""

from __future__ import annotations

from .content.factions import PALACE_GARRISON
from .content.map import AREA
from .state import AI, State

GARRISON_KINDS: tuple[str, ...] = tuple(PALACE_GARRISON)
"""infantry, cavalry, archer: one of each (SA-SAFE-1)."""


def guarded(s: State, seat: int) -> bool:
    """Whether ``seat``'s palace holds a garrison: every palace in the safety game, and an AI's always
    (SA-AI-PALACE-1..3: the same garrison, destroyed one unit at a time, whole again after a combat it survives
    and at the next Retrieve step)."""
    return safety(s) or s.players[seat]["kind"] == AI


def safety(s: State) -> bool:
    return s.options.get("variant") == "safety"


def full_garrison() -> list[str]:
    return [k for k, n in PALACE_GARRISON.items() for _ in range(n)]


def garrison_at(s: State, seat: int, loc: str) -> list[str]:
    """The kinds of ``seat``'s garrison standing in ``loc`` (empty unless ``loc`` is its palace area)."""
    p = s.players[seat]
    g = p.get("garrison")
    return g if g and p["palace"] == loc else []


def garrison_count(s: State, seat: int, loc: str, kind: str) -> int:
    return garrison_at(s, seat, loc).count(kind)


def kill_garrison(s: State, seat: int, kind: str) -> None:
    """SA-SAFE-2: one garrison unit is destroyed (it does not return to any pool: it is part of the palace)."""
    p = s.players[seat]
    g = list(p["garrison"])
    g.remove(kind)
    p["garrison"] = g


def regenerate_after_combat(s: State, seats: list[int], where: str) -> None:
    """SA-SAFE-3, AMB-55: at the end of a combat, a garrison that still has a unit is made whole; one that was
    destroyed entirely stays gone until the next Retrieve step."""
    for seat in seats:
        if seat < 0:
            continue
        g = garrison_at(s, seat, where)
        if g and len(g) < len(full_garrison()):
            s.players[seat]["garrison"] = full_garrison()
            s.say(f"{s.name(seat)}'s palace garrison in {AREA[where].name} regenerates")


def regenerate_at_retrieve(s: State) -> None:
    """AMB-55, AMB-69: in the Retrieve step every standing guarded palace (``guarded``) has its whole garrison again. A
    palace left in an area its owner lost to pillage (AMB-47, not relocated yet: barbarians.py) gets none, so
    the garrison never holds an area for a player who no longer owns it."""
    for seat, p in enumerate(s.players):
        if guarded(s, seat):
            p["garrison"] = full_garrison() if p["palace"] is not None and s.owner.get(p["palace"]) == seat else []


def destroy_with_palace(s: State, seat: int) -> None:
    """A palace destroyed by conquest takes its garrison with it."""
    s.players[seat]["garrison"] = []


def check_garrison_invariants(s: State) -> None:
    """Garrisons only in the safety game and at AI palaces, only with a palace on the board, at most one unit of
    each kind."""
    for seat, p in enumerate(s.players):
        g = p.get("garrison", [])
        assert all(k in GARRISON_KINDS for k in g), f"{p['faction']}: unknown garrison unit in {g}"
        assert len(set(g)) == len(g), f"{p['faction']}: garrison {g} repeats a unit"
        if g:
            assert guarded(s, seat), f"{p['faction']}: a garrison outside the safety game and not an AI's"
            assert p["palace"] is not None, f"{p['faction']}: a garrison without a palace"
