"""The Supply action (SA-ACT-SUPPLY-1..5, SA-PALACE-4/5, AMB-09, AMB-13, DT-09, DT-16).

Decisions: the top-level ``{"action": "supply"}``, then which source powers it (an owned area's active
market, ``{"market": area}``, or the active palace, ``{"palace": area}``), then the effect
(``{"mode": "commerce"}`` or ``{"mode": "move"}``; Move Units is in ``movement.py``).

Through Exchange (``exchange=True``) no cube is taken and nothing is exhausted, but an active market or
palace in an owned area is still required (SA-ACT-EXCH-3, AMB-13).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ..content.map import AREA
from ..content.player_board import ADVANCEMENT
from ..flow import ACTION_RESOLVERS, Decision, handler, push, resolver
from ..pieces import owner_index
from ..state import State, own_buildings
from .movement import any_move_area, check_unit_invariants, move_areas, start_move  # noqa: F401
from .philosophy_use import own_action_window


def supply_sources(s: State, seat: int) -> list[dict[str, Any]]:
    """Every source of ``iter_supply_sources``, the markets in the order of their areas."""
    return list(iter_supply_sources(s, seat, sorted(a for a, o in s.owner.items() if o == seat)))


def iter_supply_sources(s: State, seat: int, areas: Iterable[str]) -> Iterator[dict[str, Any]]:
    """SA-ACT-SUPPLY-2, SA-PALACE-4, AMB-14: one option per owned area (of ``areas``, the player's) with an
    active market (markets in an area are interchangeable), and the active palace if it stands in an owned
    area (AMB-10: never both). One at a time, so a caller asking only whether there is one stops at the
    first."""
    buildings = s.buildings
    for area in areas:
        for b in buildings.get(area, ()):
            if b["b"] == "market" and b["st"] == "active":
                yield {"market": area}
                break
    p = s.players[seat]
    if p["palace"] is not None and s.owner.get(p["palace"]) == seat and p["palace_st"] == "active":
        yield {"palace": p["palace"]}


def supply_options(s: State, seat: int, exchange: bool = False) -> list[dict[str, Any]]:
    """SA-ACT-SUPPLY-1/2: a supply cube (unless through Exchange) and a usable market or palace."""
    if not exchange and s.players[seat]["sections"]["supply"] < 1:
        return []
    if next(iter_supply_sources(s, seat, owner_index(s).get(seat, ())), None) is None:     # the owned areas
        return []
    return [{"action": "supply", "exchange": True}] if exchange else [{"action": "supply"}]


def do_supply(s: State, seat: int, a: dict) -> None:
    push(s, {"t": "supply", "seat": seat, "exchange": bool(a.get("exchange")), "step": "source"})


def take_supply_cube(s: State, seat: int) -> None:
    """The supply cube leaves the section (unlocked spaces first; locked ones only when nothing else)."""
    p = s.players[seat]
    p["sections"] = {**p["sections"], "supply": p["sections"]["supply"] - 1}   # replaced, never changed
    if p["locked"]["supply"] > p["sections"]["supply"]:
        p["locked"] = {**p["locked"], "supply": p["locked"]["supply"] - 1}


def commerce_gain(s: State, seat: int) -> int:
    """SA-ACT-SUPPLY-3: +1 commerce; Caravans makes it 2. (Salt and Iron, a philosophy, comes with the
    philosophy timings.)"""
    gain = 1
    for adv in s.players[seat]["advancements"]:
        for e in ADVANCEMENT[adv].effects:
            if e["do"] == "supply_commerce":
                gain = max(gain, e["n"])
    return gain


@handler("supply")
def _supply(s: State, t: dict) -> Decision:
    seat = t["seat"]
    if t["step"] == "source":
        return seat, supply_sources(s, seat)
    modes = [{"mode": "commerce"}]
    if any_move_area(s, seat):
        modes.append({"mode": "move"})
    return seat, modes


@resolver("supply")
def _supply_resolve(s: State, t: dict, a: dict) -> None:
    seat = t["seat"]
    if t["step"] == "source":
        how = " through Exchange" if t["exchange"] else ""
        if "market" in a:
            area = a["market"]
            what = f"a market in {AREA[area].name}"
            if not t["exchange"]:
                take_supply_cube(s, seat)
                b = next(b for b in own_buildings(s, area) if b["b"] == "market" and b["st"] == "active")
                b["st"], b["cube"] = "exhausted", seat
        else:
            what = f"the palace in {AREA[a['palace']].name}"
            if not t["exchange"]:
                take_supply_cube(s, seat)
                p = s.players[seat]
                p["palace_st"], p["palace_cube"] = "exhausted", seat
        s.say(f"{s.name(seat)} supplies{how} using {what}")
        t["step"] = "mode"
        return
    s.tasks.pop()
    if a["mode"] == "commerce":
        gain = commerce_gain(s, seat)
        s.players[seat]["commerce"] += gain
        s.say(f"{s.name(seat)} takes {gain} commerce (Supply Commerce)")    # SA-ACT-SUPPLY-5: no world event
        own_action_window(s, seat, "supply", kind="commerce", gained=gain)   # Salt and Iron
    else:
        start_move(s, seat)


supply_options.exchangeable = True  # type: ignore[attr-defined]  (see actions_economy: Exchange)
ACTION_RESOLVERS["supply"] = do_supply
