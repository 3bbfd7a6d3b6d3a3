"""A search's estimate of each seat's share of a win in a Spring and Autumn position (``Game.evaluate``).

A search's random playout stops after ``search_horizon`` decisions and asks
``Game.evaluate(state)``, which asks this module's ``estimate`` while the game goes on, instead of playing to
the end. The estimate follows the victory conditions:

- the game ends in an upkeep's victory check once some player has marked the target number of public
  objectives (3; 4 or 5 in the epic game: SA-OBJ-1, SA-UPK-VIC-2), or after the optional turn limit (AMB-06);
- the players with the most dishonor points are eliminated, if anybody has fewer (SA-OBJ-3, SA-END-2);
- of the others, the most completed objectives wins: public objectives marked plus private objectives met at
  that moment (SA-OBJ-2, SA-END-3/4), ties broken first by public objectives (SA-END-5).

Each seat gets a utility from what it has now: its public markers (permanent, SA-UPK-VIC-1), the face-up public
objectives it meets but has not marked yet (the next victory check marks them), the private objectives it meets
now (an AI player: the AIs' shared objectives, ``scoring.private_count``), and whether it holds the most dishonor
(it would be eliminated). The utilities become shares by a softmax, whose weights grow with the game's progress
``p`` (0 at the start, 1 when the next victory check ends the game): early on a lead in objectives says little
about the winner, at the end it says nearly all. ``p`` is the largest fraction of the target some seat would have
marked after the next victory check (public markers plus pending ones over the target), or the fraction of the
turn limit played, whichever is larger.

The weights (``WEIGHTS``: utility = sum of (a + b * p) * feature) were fitted (a conditional logit, Newton's method)
to the eventual winners of 630 games between heuristic bots (480 five-player games, 150 four-player games with two
rulebook AI seats), at 18 points of each game, and rounded. A public marker counts more than a private objective
met now: it is permanent and it brings the end nearer for the seat that has it, while a private objective can
still be lost; near the end the most dishonored seat's share falls to about a twenty-fifth of what it would be.

The estimate reads the whole state (the search gives it a determinised one: private objectives and dishonor
tokens are redrawn there), changes nothing in it (``pieces.owner_index`` only reads, or makes again, the
owned-area cache every state keeps beside its fields, never serialised), and draws nothing. It asks the objectives'
measures through ``Measures``, which makes the measures that read a seat's areas and buildings in one pass over
them (the rules' ``scoring.meets`` makes each from scratch) and gives the same answers
(``tests/spring_autumn/test_sa_evaluation.py``). In CPython it costs about 50 microseconds for a five-player
mid-game state (75 at most); the rulebook's AI seats cost more, since their advancement rule weighs every set of
objectives (four players, two of them AI: about 75, at most 150).
"""

from __future__ import annotations

from typing import Any

from ...engine.game import shares_of
from .content.map import AREAS, MOUNTAIN, VALLEY, ZHOU, adjacent_land, coastal_areas
from .content.objectives import OBJECTIVE
from .pieces import owner_index
from .rules.scoring import AI_PRIVATE_MAX, MEASURE_FUNCS, dishonor_points, meets, objective_met
from .rules.setup import objective_target
from .state import AI, State

WEIGHTS = {
    "public": (0.6, 0.5),       # public objectives marked (SA-UPK-VIC-1)
    "pending": (0.2, 1.0),      # face-up public objectives met now, not marked yet
    "private": (0.35, 0.35),    # private objectives met now (SA-END-3)
    "dishonor": (-0.7, -2.5),   # 1 for the seats with the most dishonor points, if somebody has fewer (SA-END-2)
}
"""Each feature's weight in a seat's utility: ``a + b * p`` for the game's progress ``p`` (module docstring)."""

_COASTAL = frozenset(coastal_areas())
_ZHOU_REGION = frozenset((ZHOU, *adjacent_land(ZHOU)))
_AREA_FACTS = {a.id: (a.kind == VALLEY, a.kind == MOUNTAIN, a.id in _COASTAL, a.id in _ZHOU_REGION, a.home, a.slots,
                      a.settlements) for a in AREAS}
"""Per land area what the map measures read: valley, mountain, coastal, in Zhou's region, home of, slots,
settlements."""
_AI_OWN_RULES = ("evaluate", "ascendancy", "variety")
"""An AI seat meets the objectives of these AI rules by their predicate; the others by their AI rule
(``scoring.objective_met``)."""


def _map_measures(s: State, seat: int) -> dict[str, Any]:
    """The measures of ``scoring.MEASURE_FUNCS`` that read the areas ``seat`` owns and their buildings, made in one
    pass over them (the same values: ``tests/spring_autumn/test_sa_evaluation.py`` compares them): the counts by
    measure name, ``"kinds"`` (buildings by kind) and ``"built"`` (each owned area's buildings, slots and
    settlements, for ``areas_with_buildings`` and ``fully_built_areas``)."""
    faction = s.factions[seat]
    buildings = s.buildings
    valleys = mountains = coastal = zhou = other_homes = total = mines = empty = 0
    kinds: dict[str, int] = {}
    built = []
    areas = owner_index(s).get(seat, ())
    for area in areas:
        valley, mountain, on_coast, near_zhou, home, slots, settlements = _AREA_FACTS[area]
        valleys += valley
        mountains += mountain
        coastal += on_coast
        zhou += near_zhou
        if home is not None and home != faction:
            other_homes += 1
        here = buildings.get(area)
        if here:
            n = len(here)
            total += n
            for b in here:
                kind = b["b"]
                kinds[kind] = kinds.get(kind, 0) + 1
                if b["mine"]:
                    mines += 1
        else:
            n = 0
        empty += slots - n
        built.append((n, slots, settlements))
    return {"areas": len(areas), "valleys": valleys, "mountains": mountains, "coastal_areas": coastal,
            "zhou_region_areas": zhou, "other_home_areas": other_homes, "buildings": total, "mine_buildings": mines,
            "empty_slots": empty, "kinds": kinds, "built": built}


class Measures:
    """Each seat's measures for one estimate, made when first asked (the state does not change meanwhile)."""

    def __init__(self, s: State):
        self.s = s
        self.maps: list[dict[str, Any] | None] = [None] * s.n
        self.most: dict[int, list[int]] = {}

    def value(self, seat: int, name: str, pred: dict[str, Any]) -> int:
        """``scoring.measure(s, seat, name, pred)``, from the one pass over the seat's areas where it can."""
        m = self.maps[seat]
        if m is None:
            m = self.maps[seat] = _map_measures(self.s, seat)
        if name == "buildings_of_type":
            return m["kinds"].get(pred["building"], 0)
        if name == "areas_with_buildings":
            least = pred.get("min", 1)
            return sum(1 for n, _, _ in m["built"] if n >= least)
        if name == "fully_built_areas":
            least = pred.get("min_settlements", 0)
            return sum(1 for n, slots, settlements in m["built"] if settlements >= least and n >= slots)
        found = m.get(name)
        return MEASURE_FUNCS[name](self.s, seat, pred) if found is None else found

    def meets(self, seat: int, pred: dict[str, Any]) -> bool:
        """``scoring.meets(s, seat, pred)``, with the measures above."""
        name = pred.get("count")
        if name is not None:
            v = self.value(seat, name, pred)
            return ("at_least" not in pred or v >= pred["at_least"]) and ("at_most" not in pred or v <= pred["at_most"])
        if "most" in pred:
            values = self.most.get(id(pred))
            if values is None:
                values = self.most[id(pred)] = [self.value(i, pred["most"], pred) for i in range(self.s.n)]
            return values[seat] == max(values) and values[seat] >= pred.get("at_least", values[seat])
        if "all_of" in pred:
            return all(self.meets(seat, p) for p in pred["all_of"])
        return meets(self.s, seat, pred)                      # palace_in, all_advancements: cheap already

    def met(self, seat: int, oid: str) -> bool:
        """``scoring.objective_met(s, seat, oid)``: an AI seat meets most objectives by their AI rule."""
        o = OBJECTIVE[oid]
        if self.s.players[seat]["kind"] == AI and o.ai_rule not in _AI_OWN_RULES:
            return objective_met(self.s, seat, oid)
        return self.meets(seat, o.predicate)

    def private(self, seat: int) -> int:
        """``scoring.private_count(s, seat)``: a human's private objectives met now, an AI's of the AIs' shared
        ones (at most ``AI_PRIVATE_MAX``)."""
        p = self.s.players[seat]
        if p["kind"] == AI:
            return min(AI_PRIVATE_MAX, sum(self.met(seat, o) for o in self.s.ai_objectives))
        return sum(self.meets(seat, OBJECTIVE[o].predicate) for o in p["objectives"])


def estimate(s: State) -> list[float]:
    """Each seat's estimated share of a win, in seat order: numbers from 0 to 1 that sum to 1. A game going on
    (``Game.evaluate`` gives a finished game\'s result)."""
    n = s.n
    measures = Measures(s)
    public = [0] * n
    pending = [0] * n
    for obj in s.public_up:
        marked = s.marks.get(obj, ())
        for i in range(n):
            if i in marked:
                public[i] += 1
            elif measures.met(i, obj):
                pending[i] += 1
    target = objective_target(s.options)
    p = min(1.0, max(public[i] + pending[i] for i in range(n)) / target)
    limit = s.options.get("turn_limit")
    if limit:
        p = max(p, min(1.0, s.turn / limit))
    dishonor = [dishonor_points(s, i) for i in range(n)]
    most = max(dishonor)
    shamed = most > min(dishonor)              # SA-END-2: only if somebody has fewer (so most > 0)
    (pa, pb), (qa, qb), (ra, rb), (da, db) = (WEIGHTS["public"], WEIGHTS["pending"], WEIGHTS["private"],
                                               WEIGHTS["dishonor"])
    wp, wq, wr, wd = pa + pb * p, qa + qb * p, ra + rb * p, da + db * p
    utility = [wp * public[i] + wq * pending[i] + wr * measures.private(i)
               + (wd if shamed and dishonor[i] == most else 0.0) for i in range(n)]
    return shares_of(utility)
