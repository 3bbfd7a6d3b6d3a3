"""Evaluating objective predicates (objectives.py, vocab.MEASURES) against a state, and the end-game
measures (SA-UPK-VIC-1, SA-END-3..5, AMB-02, AMB-04).

A predicate is checked for one seat "at that moment": ``{"count": measure, "at_least"|"at_most": n, ...}``,
``{"most": measure, "at_least": n}`` (ties satisfy every tied player, AMB-02), ``{"palace_in": area}``,
``{"all_advancements": category}``, ``{"all_of": [...]}``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..content.map import (
    AREA,
    AREAS,
    MOUNTAIN,
    VALLEY,
    ZHOU,
    adjacent_land,
    coastal_areas,
)
from ..content.objectives import OBJECTIVE
from ..content.philosophies import PHILOSOPHY
from ..content.player_board import in_category
from ..pieces import owner_index
from ..state import State

_COASTAL = frozenset(coastal_areas())
_ZHOU_REGION = frozenset((ZHOU,) + adjacent_land(ZHOU))
_AREA_BY_NAME = {a.name.lower(): a.id for a in AREAS} | {a.id: a.id for a in AREAS}


def owned(s: State, seat: int) -> tuple[str, ...]:
    """The areas ``seat`` owns (``pieces.owner_index``: the measures only count them, so the order is free)."""
    return owner_index(s).get(seat, ())


def _buildings(s: State, seat: int, kind: str | None = None, mine: bool | None = None) -> int:
    return sum(1 for a in owned(s, seat) for b in s.buildings.get(a, ())
               if (kind is None or b["b"] == kind) and (mine is None or b["mine"] == mine))


def _empty_slots(s: State, seat: int) -> int:
    return sum(AREA[a].slots - len(s.buildings.get(a, ())) for a in owned(s, seat))


def _walls(s: State, seat: int) -> int:
    return sum(1 for g in s.great_wall.values() if g["owner"] == seat and g["st"] != "uc")


def _units_on_map(s: State, seat: int, kinds: list[str] | None) -> int:
    return sum(sum(c) for loc in s.units[seat].values() for k, c in loc.items() if kinds is None or k in kinds)


def _dragon_deeds(s: State, seat: int) -> int:
    mine = set(owned(s, seat))
    return len(s.players[seat]["dragons_destroyed"]) + sum(1 for loc in s.dragons.values() if loc in mine)


MEASURE_FUNCS: dict[str, Callable[[State, int, dict[str, Any]], int]] = {
    "areas": lambda s, i, p: len(owned(s, i)),
    "valleys": lambda s, i, p: sum(AREA[a].kind == VALLEY for a in owned(s, i)),
    "mountains": lambda s, i, p: sum(AREA[a].kind == MOUNTAIN for a in owned(s, i)),
    "coastal_areas": lambda s, i, p: sum(a in _COASTAL for a in owned(s, i)),
    "zhou_region_areas": lambda s, i, p: sum(a in _ZHOU_REGION for a in owned(s, i)),
    "other_home_areas": lambda s, i, p: sum(AREA[a].home not in (None, s.factions[i]) for a in owned(s, i)),
    "buildings": lambda s, i, p: _buildings(s, i),
    "buildings_of_type": lambda s, i, p: _buildings(s, i, p["building"]),
    "mine_buildings": lambda s, i, p: _buildings(s, i, mine=True),
    "empty_slots": lambda s, i, p: _empty_slots(s, i),
    "areas_with_buildings": lambda s, i, p: sum(len(s.buildings.get(a, ())) >= p.get("min", 1)
                                                for a in owned(s, i)),
    "fully_built_areas": lambda s, i, p: sum(
        AREA[a].settlements >= p.get("min_settlements", 0) and len(s.buildings.get(a, ())) >= AREA[a].slots
        for a in owned(s, i)),
    "great_wall_segments": lambda s, i, p: _walls(s, i),
    "advancements": lambda s, i, p: len(s.players[i]["advancements"]),
    "philosophies": lambda s, i, p: len(s.players[i]["philosophies"]),
    "philosophy_colors": lambda s, i, p: len({PHILOSOPHY[c["id"]].color for c in s.players[i]["philosophies"]}),
    "units": lambda s, i, p: _units_on_map(s, i, p.get("units")),
    "sea_spaces_with_junks": lambda s, i, p: sum(
        1 for loc, kinds in s.units[i].items() if loc not in AREA and sum(kinds.get("junk", (0,))) > 0),
    "barbarians_destroyed": lambda s, i, p: len(s.players[i]["barbarians_destroyed"]),
    "world_events_won": lambda s, i, p: len(s.players[i]["events_won"]),
    "dragon_deeds": lambda s, i, p: _dragon_deeds(s, i),
    "treaties_held": lambda s, i, p: len(s.players[i]["held"]),
    "dishonor_tokens": lambda s, i, p: len(s.players[i]["dishonor"]),
    "commerce": lambda s, i, p: s.players[i]["commerce"],
}


def measure(s: State, seat: int, name: str, params: dict[str, Any] | None = None) -> int:
    return MEASURE_FUNCS[name](s, seat, params or {})


def _threshold(pred: dict[str, Any], value: int) -> bool:
    if "at_least" in pred and value < pred["at_least"]:
        return False
    if "at_most" in pred and value > pred["at_most"]:
        return False
    return True


def meets(s: State, seat: int, pred: dict[str, Any], memo: dict[int, list[int]] | None = None) -> bool:
    """Does ``seat`` satisfy the predicate now? Eliminated players are compared like the others. ``memo``
    keeps every seat's values of a "most" predicate for the next seat asked, while the state is unchanged
    (measures never read ``marks``)."""
    if "all_of" in pred:
        return all(meets(s, seat, p, memo) for p in pred["all_of"])
    if "palace_in" in pred:
        return s.players[seat]["palace"] == _AREA_BY_NAME[pred["palace_in"].lower()]
    if "all_advancements" in pred:
        need = {a.id for a in in_category(pred["all_advancements"])}
        return need <= set(s.players[seat]["advancements"])
    if "most" in pred:
        values = None if memo is None else memo.get(id(pred))
        if values is None:
            values = [measure(s, i, pred["most"], pred) for i in range(s.n)]
            if memo is not None:
                memo[id(pred)] = values
        return values[seat] == max(values) and _threshold(pred, values[seat])
    return _threshold(pred, measure(s, seat, pred["count"], pred))


# -- end-game measures (SA-END-3..5, AMB-04) ---------------------------------------------------------

def dishonor_points(s: State, seat: int) -> int:
    return sum(s.players[seat]["dishonor"])


def tiebreak_buildings(s: State, seat: int) -> int:
    """AMB-04: buildings on owned areas (completed and under construction), the palace if on the map, and
    the completed Great Wall segments the player built."""
    palace = 1 if s.players[seat]["palace"] is not None else 0
    return _buildings(s, seat) + palace + _walls(s, seat)


def public_count(s: State, seat: int) -> int:
    return sum(seat in m for m in s.marks.values())


def private_count(s: State, seat: int) -> int:

    return sum(meets(s, seat, OBJECTIVE[o].predicate) for o in s.players[seat]["objectives"])


def ranking_key(s: State, seat: int) -> tuple[int, ...]:
    """SA-END-4/5: total objectives, then public, least dishonor points (fewer tokens as a sub-tie-break,
    AMB-04), most buildings, advancements, honor, knowledge, commerce."""
    p = s.players[seat]
    pub = public_count(s, seat)
    return (pub + private_count(s, seat), pub, -dishonor_points(s, seat), -len(p["dishonor"]),
            tiebreak_buildings(s, seat), len(p["advancements"]), p["honor"], p["knowledge"], p["commerce"])
