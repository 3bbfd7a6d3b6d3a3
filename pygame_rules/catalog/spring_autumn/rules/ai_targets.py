"""Whom and what an AI player aims at (SA-AI-TARGET-1..3, AMB-67), and its answers to the decisions of world
events, treaties, its palace and kingdom tokens (SA-AI-TREATY-1..3, SA-AI-PHIL-2, AMB-69, AMB-71).

SA-AI-TARGET-1..3 and AMB-67: a beneficial effect goes to the AI itself; a harmful one to its grudge target, or
with no grudge (or no legal target of it) to another player drawn at random among those with a legal target;
then the target within that player's reach (an area, a unit) is drawn uniformly. The AI never harms itself
nor helps its grudge target unless nothing else is possible.

Rulings (CONTENT.md "AI players"): returning a dishonor token, an AI returns its highest; losing one of its
own units to a kingdom token, it loses the one whose absence costs its group the fewest dice (AMB-61's
count), infantry before cavalry before archers, a hero last; taking a dishonor token from another player when
the pool is empty relieves that player, so it takes from a random other player who is not its grudge target
if it can.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..content.map import AREA, RIVERS, TRIBE, borders_of_sea
from ..flow import AI_CHOICES
from ..pieces import count, draw
from ..state import State
from .ai_movement import STAY_ORDER, group_dice
from .ai_production import philosophy_slot
from .treaties import eligible
from .world_events import task_effect

Options = list[dict[str, Any]]
def holder_pick(s: State, options: Options, key: str) -> dict[str, Any]:
    """SA-AI-MH-2, AMB-81 (most-honorable and bid ties): the AI holding the token names itself if it is among
    the options' ``key``, else one of them at random, never its grudge target unless no one else is there."""
    me = s.holder
    mine = [o for o in options if o[key] == me]
    if mine:
        return mine[0]
    grudge = s.players[me].get("grudge")
    return draw(s, [o for o in options if o[key] != grudge] or options)


def harmful_pick(s: State, seat: int, options: Options, victim: Callable[[dict[str, Any]], int | None]) -> \
        dict[str, Any]:
    """SA-AI-TARGET-1..3, AMB-67, for options that each harm at most one player (``victim``)."""
    return harmful_among(s, seat, options, lambda o: {v} if (v := victim(o)) is not None else set())


def harmful_among(s: State, seat: int, options: Options, victims: Callable[[dict[str, Any]], set[int]]) -> \
        dict[str, Any]:
    """SA-AI-TARGET-1..3, AMB-67: the target player is the grudge target if an option harms it, else a random
    other player some option harms; then an option harming that player (and not the AI, if it can) drawn
    uniformly. With no other player to harm, an option harming no one; the AI itself only if nothing else."""
    hits = [(o, victims(o)) for o in options]
    players = sorted(set().union(*(v for _, v in hits)) - {seat})
    grudge = s.players[seat].get("grudge")
    if players:
        target = grudge if grudge in players else draw(s, players)
        aimed = [(o, v) for o, v in hits if target in v]
        return draw(s, [o for o, v in aimed if seat not in v] or [o for o, _ in aimed])
    return draw(s, [o for o, v in hits if not v] or options)


def owner_of(s: State, loc: str | None) -> set[int]:
    owner = s.owner.get(loc) if loc is not None else None
    return set() if owner is None else {owner}


def _answer_we_effect(s: State, t: dict, options: Options) -> dict[str, Any]:
    seat, do = t["seat"], task_effect(t)["do"]
    if do == "dishonor":
        return harmful_pick(s, seat, options, lambda o: o["target"])
    if do == "discard_dishonor":
        return max(options, key=lambda o: o["dishonor"])
    if do == "destroy_units":
        if "destroy" not in options[0]:                   # which sea space: one holding the target's junks
            unit = task_effect(t)["unit"]
            return harmful_pick(s, seat, options, lambda o: _first_owner(s, seat, o["at"], unit))
        return harmful_pick(s, seat, options, lambda o: o["destroy"])
    return draw(s, options)                              # place units, ally: beneficial, to itself (AMB-67)


def _first_owner(s: State, seat: int, loc: str | None, unit: str) -> int | None:
    """The grudge target if it has ``unit`` at ``loc``, else the first other player who has."""
    if loc is None:
        return None
    owners = [i for i in range(s.n) if i != seat and count(s, i, loc, unit)]
    grudge = s.players[seat].get("grudge")
    return grudge if grudge in owners else (owners[0] if owners else None)


def _answer_draft(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-PHIL-2: the card that helps a face-up objective, else the left-most."""
    return {"draft": philosophy_slot(s, t["seat"])}


def refuses_treaty(s: State, ai: int, other: int) -> str | None:
    """SA-AI-TREATY-1/3, AMB-71: why the AI will not sign with ``other`` (its grudge target, or a player with
    whom a treaty was broken), or None."""
    p = s.players[ai]
    if p.get("grudge") == other:
        return "its grudge target"
    if other in p.get("broken_with", ()):
        return "a treaty with them was broken before"
    if not eligible(s, ai, other):
        return "not eligible"
    return None


def _answer_treaty(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-TREATY-1..3, AMB-71: an AI accepts every proposal from an eligible player that is not its grudge
    target and never broke a treaty with it, giving one of its treaty cards at random."""
    if refuses_treaty(s, t["seat"], t["from"]):
        return {"accept": None}
    cards = [o for o in options if o["accept"] is not None]
    return draw(s, cards) if cards else {"accept": None}


def _answer_palace_place(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-PALACE-2, AMB-69: the AI-owned area with the most settlements and mines, ties at random."""
    most = max(AREA[o["palace_to"]].slots for o in options)
    return draw(s, [o for o in options if AREA[o["palace_to"]].slots == most])


def _answer_dish_from(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-TARGET-3: taking a token from another player relieves them: never its grudge target unless no one
    else holds one."""
    grudge = s.players[t["seat"]].get("grudge")
    return draw(s, [o for o in options if o["take_from"] != grudge] or options)


def _answer_kt(s: State, t: dict, options: Options) -> dict[str, Any]:
    """A kingdom token destroys one of the AI's units: chosen as its losses are (``loss_kept``)."""
    return max(options, key=lambda o: loss_kept(s, t["seat"], t["where"], o["kt_destroy"]))


def _answer_disaster(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-TARGET-1..3: revolts, plagues, reductions and floods aimed at the grudge target's areas, else at a
    random other player's."""
    def victims(o: dict[str, Any]) -> set[int]:
        if "revolt_player" in o:
            return {o["revolt_player"]}
        if "flood_river" in o:
            return set().union(*(banks_owners(s, seg) for seg in RIVERS[o["flood_river"]]))
        if "flood_segment" in o:
            return banks_owners(s, o["flood_segment"])
        return owner_of(s, next(iter(o.values())))
    return harmful_among(s, t["seat"], options, victims)


def banks_owners(s: State, segment: str) -> set[int]:
    return {s.owner[a] for a in borders_of_sea(segment) if a in s.owner}


def _answer_adjacent(s: State, t: dict, options: Options) -> dict[str, Any]:
    """A disaster next door: the AI, as the player hit, picks among its own areas uniformly (AMB-67)."""
    return draw(s, options)


def _answer_raid(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-TARGET-1..3: a raid is harmful: a tribe whose invasion paths lead into the target player's areas."""
    return harmful_among(s, t["seat"], options,
                         lambda o: set().union(*(owner_of(s, a.target) for a in TRIBE[o["tribe"]].arrows)))


def _answer_dragon(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-TARGET-1..3: a dragon helps whoever holds its place (its owner gains; Tianlong shames intruders;
    Yinglong pacifies a tribe for the card's winner): the AI's own places first, then places no one holds,
    never its grudge target's unless nothing else is left."""
    seat = t["seat"]
    grudge = s.players[seat].get("grudge")

    def holder(o: dict[str, Any]) -> int | None:
        loc = o["dragon_to"]
        if loc in AREA:
            return s.owner.get(loc)
        if loc in TRIBE:
            return seat                                  # Yinglong: pacified for its winner
        occupants = [i for i in range(s.n) if any(sum(c) for c in s.units[i].get(loc, {}).values())]
        return occupants[0] if len(occupants) == 1 else None
    for pool in ([o for o in options if holder(o) == seat], [o for o in options if holder(o) is None],
                 [o for o in options if holder(o) != grudge], options):
        if pool:
            return draw(s, pool)
    raise AssertionError("no dragon place")


def loss_kept(s: State, seat: int, area: str, kind: str, at: str | None = None) -> tuple[int, int, int]:
    """How much losing one ``kind`` of ``seat`` (in ``area``, or its junk at sea space ``at``) keeps: the dice its
    group in ``area`` still rolls (AMB-61's count), how many of that kind it has there, and ``LOSS_ORDER``
    (infantry first, a hero last); the loss keeping the most is taken (ruling above)."""
    group = {k: count(s, seat, area, k) for k in STAY_ORDER}
    after = {**group, kind: group[kind] - 1} if kind in group and at is None else group
    return group_dice(s, seat, after), count(s, seat, at or area, kind), -LOSS_ORDER.index(kind)


def _answer_loss(s: State, t: dict, options: Options) -> dict[str, Any]:
    """SA-AI-WE-4: an AI's losses come from its units (``disasters.loss_options`` offers no building), each
    as ``loss_kept`` says."""
    return max(options, key=lambda o: loss_kept(s, t["seat"], t["area"], o["lose"], o.get("at")))


LOSS_ORDER = ("infantry", "cavalry", "archer", "junk", "hero")


def _answer_dragon_ability(s: State, t: dict, options: Options) -> dict[str, Any]:
    """A dragon's gift to the AI holding its place: Dilong's unit drawn uniformly (AMB-67); Qiulong's world-event
    cards all kept in their order (ruling: the AI does not arrange the deck); Shenlong's junk sunk as any harmful
    effect (SA-AI-TARGET-1..3)."""
    if "sink" in options[0]:
        return harmful_pick(s, t["seat"], options, lambda o: o["sink"])
    if "qiulong_keep" in options[0]:
        return options[0]
    return draw(s, options)


def _answer_neutral(s: State, t: dict, options: Options) -> dict[str, Any]:
    """An effect that helps or harms no one in particular (the chaos marker's step, a treaty benefit again):
    drawn uniformly (AMB-67)."""
    return draw(s, options)


def _answer_free_break(s: State, t: dict, options: Options) -> dict[str, Any]:
    """An AI keeps its treaties at upkeep (it makes them freely, SA-AI-TREATY-1, and has no reason to break)."""
    return {"keep_treaties": True}


AI_CHOICES.update({"dis_reduce": _answer_disaster, "dis_revolt": _answer_disaster, "dis_plague": _answer_disaster,
                   "dis_flood": _answer_disaster, "dis_adjacent": _answer_adjacent, "barb_raid": _answer_raid,
                   "dragon_place": _answer_dragon, "treaty_free_break": _answer_free_break,
                   "dis_loss": _answer_loss, "dragon_ability": _answer_dragon_ability,
                   "phil_marker": _answer_neutral, "phil_treaty": _answer_neutral})
AI_CHOICES.update({"we_effect": _answer_we_effect, "draft": _answer_draft, "treaty_answer": _answer_treaty,
                   "palace_place": _answer_palace_place, "dish_from": _answer_dish_from, "kt_reveal": _answer_kt})
