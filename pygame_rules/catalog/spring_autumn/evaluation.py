"""A search's estimate of each seat's share of a win in a Spring and Autumn position (``Game.evaluate``).

A search's random playout stops after ``search_horizon`` decisions and asks
``Game.evaluate(state)``, which asks this module's ``estimate`` while the game goes on, instead of playing to
the end. The estimate follows the victory conditions:

- the game ends in an upkeep's victory check once some player has marked the target number of public
  objectives (3; 4 or 5 in the epic game: SA-OBJ-1, SA-UPK-VIC-2), or after the optional turn limit (AMB-06);
- the players with the most dishonor points are eliminated, if anybody has fewer (SA-OBJ-3, SA-END-2);
- of the others, the most completed objectives wins: public objectives marked plus private objectives met at
  that moment (SA-OBJ-2, SA-END-3/4), ties broken first by public objectives (SA-END-5).

Each seat gets a utility from what it has now (``features``, named in ``FEATURES``): its public markers
(permanent, SA-UPK-VIC-1), the face-up public objectives it meets but has not marked yet (the next victory check
marks them), how near it is to the others (``Measures.progress``: a count's share of what the objective asks,
summed), the private objectives it meets now and how near it is to the rest (an AI player: the AIs' shared
objectives, ``scoring.private_count``), whether it holds the most dishonor (it would be eliminated) and its
dishonor points, its areas, buildings, units on the map and advancements. Each counts ``a + b * p`` times, for
the game's progress ``p`` (0 at the start, 1 when the next victory check ends the game): early on a lead in
objectives says little about the winner, at the end it says nearly all. ``p`` is the largest fraction of the
target some seat would have marked after the next victory check (public markers plus pending ones over the
target), or the fraction of the turn limit played, whichever is larger. The utilities become shares by a softmax.

The weights (``WEIGHTS``) were fitted by ``tests/spring_autumn/sa_fit_evaluation.py`` (a conditional logit,
Newton's method, a little L2) to the eventual winners of 1,500 games between heuristic bots (500 each: five
heuristic seats; one heuristic seat against four rulebook AI players; four players, two of them AI), at every
fourth decision (172,000 positions). On the games left out of the fit it is calibrated (seats given 20-30% won
25%, 70-80% won 83%) and its log-loss is 1.281 against 1.295 for the four hand-rounded features before it and
1.556 for an equal share each: the objectives say most of what the position says, and the rest adds a little,
mostly the progress towards objectives not met yet, which a short playout moves. A public marker counts more
than a private objective met now (it is permanent and brings the end nearer); near the end the most dishonored
seat's share falls to about a twelfth of what it would be.

The estimate reads the whole state (the search gives it a determinised one: private objectives and dishonor
tokens are redrawn there), changes nothing in it (``pieces.owner_index`` only reads, or makes again, the
owned-area cache every state keeps beside its fields, never serialised), and draws nothing. It asks the objectives'
measures through ``Measures``, which makes the measures that read a seat's areas and buildings in one pass over
them (the rules' ``scoring.meets`` makes each from scratch) and gives the same answers
(``tests/spring_autumn/test_sa_evaluation.py``). In CPython it costs about twice what the four features before
it did: about 0.3 ms for a five-player mid-game state on the shared 2-core machine (0.14 ms before), about
5% of a playout of 60 decisions.
"""

from __future__ import annotations

from typing import Any

from ...engine.game import shares_of
from .content.map import AREAS, MOUNTAIN, VALLEY, ZHOU, adjacent_land, coastal_areas
from .content.objectives import OBJECTIVE
from .content.player_board import in_category
from .pieces import owner_index
from .rules.scoring import AI_PRIVATE_MAX, MEASURE_FUNCS, dishonor_points, meets, objective_met
from .rules.setup import objective_target
from .state import AI, State

WEIGHTS = (0.478, 0.066, 0.7, 0.271, 0.091, -0.335, -0.065, 0.067, -0.101, 0.067, 0.025,
           0.78, 1.352, -0.299, 0.536, 0.119, -2.171, 0.011, 0.016, 0.069, -0.06, -0.039)
"""The weight of each of ``features``: the ``FEATURES``, then the ``FEATURES`` times the game's progress."""

_COASTAL = frozenset(coastal_areas())
_ZHOU_REGION = frozenset((ZHOU, *adjacent_land(ZHOU)))
_AREA_FACTS = {a.id: (a.kind == VALLEY, a.kind == MOUNTAIN, a.id in _COASTAL, a.id in _ZHOU_REGION, a.home, a.slots,
                      a.settlements) for a in AREAS}
"""Per land area what the map measures read: valley, mountain, coastal, in Zhou's region, home of, slots,
settlements."""
_ANY_UNITS: dict[str, Any] = {}
"""The parameters of the ``units`` measure that count every unit on the map."""
_NEEDED = {c: frozenset(a.id for a in in_category(c))
           for c in ("construction", "government", "military", "naval", "trades")}
"""The advancements an ``all_advancements`` objective needs, by category."""
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

    def map(self, seat: int) -> dict[str, Any]:
        """The seat's measures made in one pass over its areas (``_map_measures``), made when first asked."""
        m = self.maps[seat]
        if m is None:
            m = self.maps[seat] = _map_measures(self.s, seat)
        return m

    def value(self, seat: int, name: str, pred: dict[str, Any]) -> int:
        """``scoring.measure(s, seat, name, pred)``, from the one pass over the seat's areas where it can."""
        m = self.map(seat)
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

    def progress(self, seat: int, pred: dict[str, Any]) -> float:
        """How near ``seat`` is to meeting ``pred``, from 0 to 1 (1: met): a count's share of its least
        (``at_least``), a "most" measure's share of the largest, the share of the advancements needed, the mean of
        the parts of an ``all_of``; a predicate with no such measure (a palace's area, an upper bound) 0 or 1."""
        name = pred.get("count")
        if name is not None:
            v = self.value(seat, name, pred)
            if "at_most" in pred and v > pred["at_most"]:
                return 0.0
            least = pred.get("at_least")
            return 1.0 if not least else min(1.0, v / least)
        if "most" in pred:
            if self.meets(seat, pred):
                return 1.0
            values = self.most[id(pred)]
            return values[seat] / max(values) if max(values) > 0 else 0.0
        if "all_of" in pred:
            return sum(self.progress(seat, p) for p in pred["all_of"]) / len(pred["all_of"])
        if "all_advancements" in pred:
            need = _NEEDED[pred["all_advancements"]]
            return len(need.intersection(self.s.players[seat]["advancements"])) / len(need)
        return 1.0 if self.meets(seat, pred) else 0.0

    def met(self, seat: int, oid: str) -> bool:
        """``scoring.objective_met(s, seat, oid)``: an AI seat meets most objectives by their AI rule."""
        o = OBJECTIVE[oid]
        if self.s.players[seat]["kind"] == AI and o.ai_rule not in _AI_OWN_RULES:
            return objective_met(self.s, seat, oid)
        return self.meets(seat, o.predicate)

    def private(self, seat: int) -> tuple[int, float]:
        """``scoring.private_count(s, seat)`` (a human's private objectives met now, an AI's of the AIs' shared
        ones, at most ``AI_PRIVATE_MAX``) and the progress towards those not met (``progress``; an AI's: of as
        many as it may still count, the nearest)."""
        p = self.s.players[seat]
        if p["kind"] == AI:
            met, near = 0, []
            for oid in self.s.ai_objectives:
                if self.met(seat, oid):
                    met += 1
                else:
                    near.append(self.progress(seat, OBJECTIVE[oid].predicate))
            room = max(0, AI_PRIVATE_MAX - met)
            return min(AI_PRIVATE_MAX, met), sum(sorted(near, reverse=True)[:room])
        met, near = 0, 0.0
        for oid in p["objectives"]:
            pred = OBJECTIVE[oid].predicate
            if self.meets(seat, pred):
                met += 1
            else:
                near += self.progress(seat, pred)
        return met, near


FEATURES = ("public", "pending", "public_near", "private", "private_near", "shamed", "dishonor", "areas",
            "buildings", "units", "advancements")
"""What ``features`` reads for each seat, in order (module docstring)."""


def progress(s: State, public: list[int], pending: list[int]) -> float:
    """How near the game is to its end, from 0 to 1: the largest share of the target some seat would have marked
    after the next victory check, or the share of the turn limit played, whichever is larger."""
    p = min(1.0, max(a + b for a, b in zip(public, pending, strict=True)) / objective_target(s.options))
    limit = s.options.get("turn_limit")
    return max(p, min(1.0, s.turn / limit)) if limit else p


def features(s: State) -> list[list[float]]:
    """Each seat's numbers for ``WEIGHTS``: the ``FEATURES`` and then each of them times the game's progress."""
    n = s.n
    measures = Measures(s)
    public, pending, near = [0] * n, [0] * n, [0.0] * n
    for obj in s.public_up:
        marked = s.marks.get(obj, ())
        pred = OBJECTIVE[obj].predicate
        for i in range(n):
            if i in marked:
                public[i] += 1
            elif measures.met(i, obj):
                pending[i] += 1
            else:
                near[i] += measures.progress(i, pred)
    p = progress(s, public, pending)
    dishonor = [dishonor_points(s, i) for i in range(n)]
    most = max(dishonor)
    shamed = most > min(dishonor)              # SA-END-2: only if somebody has fewer (so most > 0)
    out = []
    for i in range(n):
        private, private_near = measures.private(i)
        m = measures.map(i)
        base = [public[i], pending[i], near[i], private, private_near, 1.0 if shamed and dishonor[i] == most else 0.0,
                dishonor[i], m["areas"], m["buildings"], measures.value(i, "units", _ANY_UNITS),
                len(s.players[i]["advancements"])]
        out.append([*base, *(x * p for x in base)])
    return out


def estimate(s: State) -> list[float]:
    """Each seat's estimated share of a win, in seat order: numbers from 0 to 1 that sum to 1. A game going on
    (``Game.evaluate`` gives a finished game\'s result)."""
    return shares_of([sum(w * x for w, x in zip(WEIGHTS, row, strict=True)) for row in features(s)])
