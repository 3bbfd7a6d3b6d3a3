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
from ..state import AI, State

_COASTAL = frozenset(coastal_areas())
_ZHOU_REGION = frozenset((ZHOU,) + adjacent_land(ZHOU))
_AREA_BY_NAME = {a.name.lower(): a.id for a in AREAS} | {a.id: a.id for a in AREAS}


def owned(s: State, seat: int) -> tuple[str, ...]:
    """The areas ``seat`` owns (``pieces.owner_index``: the measures only count them, so the order is free)."""
    return owner_index(s).get(seat, ())


def _buildings(s: State, seat: int, kind: str | None = None, mine: bool | None = None) -> int:
    """Buildings on ``seat``'s owned areas (of ``kind``; on the mine or off it). Plain loops: upkeep asks it
    for every seat at every objective check."""
    buildings, n = s.buildings, 0
    for a in owned(s, seat):
        for b in buildings.get(a, ()):
            if (kind is None or b["b"] == kind) and (mine is None or b["mine"] == mine):
                n += 1
    return n


def _empty_slots(s: State, seat: int) -> int:
    return sum(AREA[a].slots - len(s.buildings.get(a, ())) for a in owned(s, seat))


def _walls(s: State, seat: int) -> int:
    return sum(1 for g in s.great_wall.values() if g["owner"] == seat and g["st"] != "uc")


def _units_on_map(s: State, seat: int, kinds: list[str] | None) -> int:
    """``seat``'s units on the map (of ``kinds``). Plain loops, as ``_buildings``."""
    n = 0
    for loc in s.units[seat].values():
        for k, c in loc.items():
            if kinds is None or k in kinds:
                n += sum(c)
    return n


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
    name = pred.get("count")                     # the common kind first (a predicate has one kind)
    if name is not None:
        return _threshold(pred, MEASURE_FUNCS[name](s, seat, pred))         # measure(s, seat, name, pred)
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
    raise ValueError(f"not an objective predicate: {pred!r}")


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
    """A human's private objectives met now; an AI's: the AIs' shared objectives it meets, at most 5
    (SA-AI-OBJ-2, SA-AI-WIN-1)."""
    if s.players[seat]["kind"] == AI:
        return min(AI_PRIVATE_MAX, sum(objective_met(s, seat, o) for o in s.ai_objectives))
    return sum(meets(s, seat, OBJECTIVE[o].predicate) for o in s.players[seat]["objectives"])


# -- how an AI meets objectives (SA-AI-ADV-1, SA-AI-OBJRULE-*, EX-11, EX-12, DT-45, AMB-76) ------------------

AI_PRIVATE_MAX = 5
AI_WSM_SLOTS = 5


def objective_met(s: State, seat: int, oid: str, memo: dict[int, list[int]] | None = None) -> bool:
    """Whether ``seat`` meets objective ``oid`` now: by its predicate, or for an AI by the objective's AI rule
    (``content/objectives.py`` ``ai_rule``), since an AI has no buildings of its own kinds and tracks only a
    count of advancements."""
    o = OBJECTIVE[oid]
    if s.players[seat]["kind"] != AI or o.ai_rule in ("evaluate", "ascendancy", "variety"):
        return meets(s, seat, o.predicate, memo)
    return AI_RULES[o.ai_rule](s, seat, oid)


def ai_slots(s: State, seat: int) -> int:
    """The settlements and mines of the areas an AI owns."""
    return sum(AREA[a].slots for a in owned(s, seat))


def _urbanite(s: State, seat: int, oid: str) -> bool:
    """SA-AI-OBJRULE-URBANITE: every owned area of 3+ settlements counts as fully built."""
    pred = OBJECTIVE[oid].predicate
    areas = sum(AREA[a].settlements >= pred.get("min_settlements", 0) for a in owned(s, seat))
    return _threshold(pred, areas)


def _builder(s: State, seat: int, oid: str) -> bool:
    """SA-AI-OBJRULE-BUILDER, DT-45: met with 8 or more owned settlements and/or mines."""
    return _threshold(OBJECTIVE[oid].predicate, ai_slots(s, seat))


def _empire_potential_prosperity(s: State, seat: int, oid: str) -> bool:
    """SA-AI-OBJRULE-EPP, DT-45: every AI area has exactly one empty settlement or mine and a building on each
    of the others."""
    pred = OBJECTIVE[oid].predicate
    areas = owned(s, seat)
    if pred["count"] == "empty_slots":
        return _threshold(pred, len(areas))
    return _threshold(pred, sum(AREA[a].slots - 1 >= pred.get("min", 1) for a in areas))


def _wsm(s: State, seat: int, oid: str) -> bool:
    """SA-AI-OBJRULE-WSM, EX-12: one of Warmonger, Scholarship and Mercantile per 5 owned settlements and mines
    (the face-up ones, in title order)."""
    titles = sorted({OBJECTIVE[o].title for o in (*s.public_up, *s.ai_objectives)
                     if OBJECTIVE[o].ai_rule == "warmonger_scholarship_mercantile"})
    return titles.index(OBJECTIVE[oid].title) < ai_slots(s, seat) // AI_WSM_SLOTS


def _needs(oid: str) -> tuple[frozenset[str], int]:
    """The advancements an objective names, and how many it needs in all."""
    pred = OBJECTIVE[oid].predicate
    if "all_advancements" in pred:
        named = frozenset(a.id for a in in_category(pred["all_advancements"]))
        return named, len(named)
    return frozenset(), pred.get("at_least", 0)


def _advancements(s: State, seat: int, oid: str) -> bool:
    """SA-AI-ADV-1, AMB-76, EX-11: with n advancements the AI owns whichever it needs: it meets the largest set
    of the face-up advancement objectives whose distinct needs are at most n; of equal sets, the one needing
    the most advancements (EX-11: with 5, all military rather than all naval), then the first in title
    order."""
    n = s.players[seat]["ai_advancements"]
    pool = sorted({o for o in (*s.public_up, *s.ai_objectives) if OBJECTIVE[o].ai_rule == "advancements"} | {oid},
                  key=lambda o: OBJECTIVE[o].title)
    best: tuple[str, ...] = ()
    best_key = (0, 0)
    for mask in range(1 << len(pool)):
        chosen = tuple(o for k, o in enumerate(pool) if mask >> k & 1)
        named = frozenset().union(*(_needs(o)[0] for o in chosen)) if chosen else frozenset()
        total = max([len(named), *(_needs(o)[1] for o in chosen)], default=0)
        if total <= n and (len(chosen), total) > best_key:
            best, best_key = chosen, (len(chosen), total)
    return oid in best


AI_RULES: dict[str, Callable[[State, int, str], bool]] = {
    "urbanite": _urbanite, "builder": _builder, "empire_potential_prosperity": _empire_potential_prosperity,
    "warmonger_scholarship_mercantile": _wsm, "advancements": _advancements,
}


def ranking_key(s: State, seat: int) -> tuple[int, ...]:
    """SA-END-4/5: total objectives, then public, least dishonor points (fewer tokens as a sub-tie-break,
    AMB-04), most buildings, advancements, honor, knowledge, commerce."""
    p = s.players[seat]
    pub = public_count(s, seat)
    advancements = p["ai_advancements"] if p["kind"] == AI else len(p["advancements"])     # SA-AI-ADV-1
    return (pub + private_count(s, seat), pub, -dishonor_points(s, seat), -len(p["dishonor"]),
            tiebreak_buildings(s, seat), advancements, p["honor"], p["knowledge"], p["commerce"])
