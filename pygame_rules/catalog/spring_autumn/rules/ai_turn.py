"""An AI player's turn (SA-AI-MOVE-1/2, SA-AI-PROD-1, SA-AI-MH-1/2; EX-10c/d, DT-36; rulings AMB-56, AMB-80) and
how it carries out its own Move Units (SA-AI-MOVE-3..7, SA-AI-DEST-1).

An AI seat's ``action`` becomes an ``ai_action``: in round 1 it produces (``ai_production.py``); from round 2 it
passes when its supply is 0, else it rolls the yellow die and on ``+`` or ``++`` spends a supply, reveals an
AI card and supplies the area ``ai_movement.supply_area`` picks (no area: 1 commerce instead). The move is
the human's ``move`` task with the AI's plan in it; its steps are answered here from the plan, the junks'
group planned when the sea step comes and the land group when the land step comes (after the junks moved,
since they change where sea transport reaches), so combats, kingdom tokens, treaty breaks and the
world-event reveal follow as for anyone. AMB-80's round loop needs nothing more: rounds go on while an AI
has supply, since an AI passes only at 0.
"""

from __future__ import annotations

from typing import Any

from ..content.ai_cards import AI_CARD_BY_ID
from ..content.dice import PLUS, PLUS2
from ..content.map import AREA, location_name
from ..content.treaties import TREATY
from ..flow import AI_CHOICES, handler, push, seat_order
from ..pieces import HERO, JUNK, LAND_KINDS, others_units_at, roll, total
from ..state import AI, State
from .ai_movement import choose, land_group, offered, offered_to_group, supply_area
from .ai_production import draw_ai_card, produce
from .ai_targets import holder_pick, refuses_treaty
from .movement import movable, start_move, treaty_partners
from .philosophy_use import window
from .treaties import sign


@handler("ai_action")
def _ai_action(s: State, t: dict) -> None:
    s.tasks.pop()
    seat = t["seat"]
    if s.round == 1:                                     # SA-AI-PROD-1/3, AMB-56
        produce(s, seat)
        return None
    p = s.players[seat]
    if p["ai_supply"] <= 0:                              # SA-AI-MOVE-2: it passes only at 0 (EX-10d)
        ai_pass(s, seat)
        return None
    face = roll(s, "yellow")
    if face not in (PLUS, PLUS2):                         # EX-10c: no move this round, not passed
        s.say(f"{s.name(seat)} (AI) rolls {face or 'a blank'} on the yellow die: it does not move this round")
        return None
    p["ai_supply"] -= 1
    offers = offer_treaties(s, seat)                     # AMB-71: at the start of its movement action
    card = draw_ai_card(s)                               # SA-AI-DEST-1: one card for this round's movement
    where = supply_area(s, seat)
    if where is None:                                    # SA-AI-MOVE-3: nothing can move
        p["commerce"] += 1
        s.say(f"{s.name(seat)} (AI) rolls {face}, spends a supply and reveals {card.name}: no area has units "
              f"to move, so it takes 1 commerce")
        push(s, *offers)
        return None
    area, sea = where
    also = f" and {location_name(sea)}" if sea else ""
    s.say(f"{s.name(seat)} (AI) rolls {face}, spends a supply (supply {p['ai_supply']} left) and reveals "
          f"{card.name}: it supplies {AREA[area].name}{also}, where it has the most units able to move")
    start_move(s, seat, plan={"card": card.id, "area": area, "sea": sea})
    push(s, *offers)                                     # answered before the move
    return None


def offer_treaties(s: State, seat: int) -> list[dict[str, Any]]:
    """SA-AI-TREATY-1/2, AMB-71: an AI signs with every eligible AI that will (random cards on both sides), and
    offers each eligible human a treaty (the returned ``treaty_answer`` tasks, each with a different random
    card of its own, as long as it has cards); never its grudge target, never a player it broke with, never a
    player it already has a treaty with (SA-TREATY-4)."""
    offers: list[dict[str, Any]] = []
    cards = list(s.players[seat]["treaties"])
    for other in seat_order(s):
        if other == seat or not cards or other in treaty_partners(s, seat) or refuses_treaty(s, seat, other):
            continue
        if s.players[other]["kind"] == AI:
            theirs = s.players[other]["treaties"]
            if theirs and not refuses_treaty(s, other, seat):
                mine = cards.pop(s.rng.below(len(cards)))
                sign(s, seat, mine, other, theirs[s.rng.below(len(theirs))])
            continue
        give = cards.pop(s.rng.below(len(cards)))
        s.say(f"{s.name(seat)} (AI) offers {s.name(other)} a treaty ({TREATY[give].name})")
        offers.append({"t": "treaty_answer", "seat": other, "from": seat, "give": give})
    return offers


def ai_pass(s: State, seat: int) -> None:
    """SA-AI-MOVE-2, EX-10d: an AI with no supply left passes for the rest of the turn (it has no cubes)."""
    s.passed = [True if i == seat else x for i, x in enumerate(s.passed)]   # replaced, never changed
    s.say(f"{s.name(seat)} (AI) has no supply left and passes")
    window(s, "pass", [seat])


# -- its Move Units ------------------------------------------------------------------------------------------

def _answer_move(s: State, t: dict, options: list[dict[str, Any]]) -> dict[str, Any]:
    if "ai" not in t:                                    # a move it did not start (Flowing Water's second one)
        t["ai"] = _replan(s, t["seat"])
    plan, step = t["ai"], t["step"]
    if step == "area":
        if {"area": plan["area"]} in options:
            return {"area": plan["area"]}
        areas = [o for o in options if o["area"] is not None]
        if not areas:
            return options[0]
        t["ai"] = {**plan, "area": areas[0]["area"], "sea": None}
        return areas[0]
    if step == "sea":
        return {"sea": plan["sea"]}
    if step == "count":
        return next(o for o in options if o["n"] == plan["n"])
    fast = bool(s.options.get("ai_fast_expansion"))
    if step == "sea_step" and "junks" not in plan:
        plan = t["ai"] = {**plan, **(fast_junks(s, t) if fast else junk_plan(s, t, options))}
    if step == "land_step" and "land" not in plan:
        plan = t["ai"] = {**plan, **(fast_land(s, t) if fast else land_plan(s, t, options))}
    key = "junks" if step == "sea_step" else "land"
    while plan[key] and plan[key][0][2] is None:         # SA-AI-FAST-1: the next sub-move's destination
        plan = t["ai"] = {**plan, key: fast_step(s, t, plan[key], options)}
    todo = plan[key]
    if step == "sea_step" and not todo and plan.get("hero_sea") is None:
        hero = next((o for o in options if o.get("kind") == HERO), None)   # AMB-60: one hero with the junks
        t["ai"] = {**plan, "hero_sea": bool(hero)}
        if hero is not None:
            t["ai"]["n"] = 1
            return hero
    if not todo:
        return {"done": True}
    (kind, src, dst, n), rest = todo[0], todo[1:]
    t["ai"] = {**plan, ("junks" if step == "sea_step" else "land"): rest, "n": n}
    return next(o for o in options if o.get("kind") == kind and o.get("from") == src and o.get("to") == dst)


# -- AI Fast Expansion (SA-AI-FAST-1, DT-48, AMB-78) --------------------------------------------------------

FAST_ORDER = (JUNK, "archer", "cavalry", "infantry")
"""SA-AI-FAST-1: the unit that moves alone, in this order; a hero goes with the first land unit (ruling)."""


def fast_junks(s: State, t: dict) -> dict[str, Any]:
    """The junk group of ``junk_plan``, each junk still without a destination."""
    seat, plan = t["seat"], t["ai"]
    moves = []
    if plan["sea"] is not None:
        go = min(movable(s, seat, plan["sea"], JUNK, t), total(s, seat, plan["sea"], JUNK) - 1)
        if go > 0:
            moves.append([JUNK, plan["sea"], None, go])
    on_land = movable(s, seat, plan["area"], JUNK, t)
    if on_land:
        moves.append([JUNK, plan["area"], None, on_land])
    return {"junks": moves}


def fast_land(s: State, t: dict) -> dict[str, Any]:
    """The land group of ``land_plan``, unit types in ``FAST_ORDER``, each without a destination."""
    seat, plan = t["seat"], t["ai"]
    group = land_group(s, seat, plan["area"], 0 if plan.get("hero_sea") else 1)
    moves = [[kind, plan["area"], None, group[kind]] for kind in FAST_ORDER if group.get(kind)]
    if group.get(HERO):
        moves.insert(1, [HERO, plan["area"], None, group[HERO]])
    return {"land": moves}


def contested(s: State, seat: int, loc: str) -> bool:
    """A destination where a move means combat or kingdom tokens (another player's units, barbarians, kingdom
    tokens): SA-AI-FAST-1 sends the rest of the group there at once."""
    return bool(others_units_at(s, seat, loc) or s.barbarians.get(loc) or s.kingdom.get(loc))


def fast_step(s: State, t: dict, todo: list[list[Any]], options: list[dict[str, Any]]) -> list[list[Any]]:
    """SA-AI-FAST-1, AMB-78: the first sub-move's destination by the round's card, among the moves ``options``
    offer it; into combat or kingdom tokens the whole rest of the group follows, else one unit goes (a hero
    with the first land unit) and the rest waits for the next sub-move. A unit of the rest that the rules do
    not let reach that destination (a junk on land whose area does not border that sea space) gets none: it
    takes a sub-move of its own by the same card (AMB-59 applied, ruling in CONTENT.md). A first unit with
    nowhere to go is dropped."""
    seat, plan = t["seat"], t["ai"]
    kind, src, _, n = todo[0]
    dest, why = choose(s, seat, AI_CARD_BY_ID[plan["card"]], offered(options, kind, src))
    if dest is None:
        return todo[1:]
    if contested(s, seat, dest):
        s.say(f"{s.name(seat)} (AI) sends the rest of its group to {location_name(dest)} ({why})")
        return [[k, x, dest if dest in offered(options, k, x) else None, m] for k, x, _, m in todo]
    s.say(f"{s.name(seat)} (AI) expands with one {kind} to {location_name(dest)} ({why})")
    rest = ([[kind, src, None, n - 1]] if n > 1 else []) + todo[1:]
    if kind != JUNK and rest and rest[0][0] == HERO and dest in offered(options, HERO, src):
        rest = [[HERO, src, dest, rest[0][3]], *rest[1:]]
    return [[kind, src, dest, 1], *rest]


def _replan(s: State, seat: int) -> dict[str, Any]:
    """SA-AI-DEST-1: a further move this round follows the card revealed for it, from the area step B picks."""
    where = supply_area(s, seat)
    area, sea = where if where is not None else (None, None)
    return {"card": s.ai_discard[-1], "area": area, "sea": sea}


def junk_plan(s: State, t: dict, options: list[dict[str, Any]]) -> dict[str, Any]:
    """SA-AI-MOVE-6, AMB-59: the activated sea space's junks but one go to the sea space next to it the card
    picks; the junks on land in the area go there too if they can, else to the best sea space next to the
    area by the same card (the sea spaces among the step's ``options``)."""
    seat, plan = t["seat"], t["ai"]
    card, area, sea = AI_CARD_BY_ID[plan["card"]], plan["area"], plan["sea"]
    moves: list[list[Any]] = []
    dest = None
    if sea is not None:
        go = min(movable(s, seat, sea, JUNK, t), total(s, seat, sea, JUNK) - 1)
        dest, why = choose(s, seat, card, offered(options, JUNK, sea)) if go > 0 else (None, "")
        if dest is not None:
            moves.append([JUNK, sea, dest, go])
            s.say(f"{s.name(seat)} (AI) sends {go} junk{'s' if go > 1 else ''} from {location_name(sea)} to "
                  f"{location_name(dest)} ({why})")
    on_land = movable(s, seat, area, JUNK, t)
    if on_land:
        seas = offered(options, JUNK, area)
        if dest not in seas:
            dest, why = choose(s, seat, card, seas)
            if dest is not None:
                s.say(f"{s.name(seat)} (AI) sends its junks in {AREA[area].name} to {location_name(dest)} ({why})")
        if dest is not None:
            moves.append([JUNK, area, dest, on_land])
    return {"junks": moves}


def land_plan(s: State, t: dict, options: list[dict[str, Any]]) -> dict[str, Any]:
    """SA-AI-MOVE-7, AMB-60/61: the land group (``land_group``) to the destination the card picks among the
    land areas next to the area or reached by sea transport that the step's ``options`` offer every kind of
    the group."""
    seat, plan = t["seat"], t["ai"]
    area = plan["area"]
    heroes_left = 0 if plan.get("hero_sea") else 1
    group = land_group(s, seat, area, heroes_left)
    if not group:
        return {"land": []}
    dest, why = choose(s, seat, AI_CARD_BY_ID[plan["card"]], offered_to_group(options, group, area))
    if dest is None:
        return {"land": []}
    words = ", ".join(f"{n} {kind}" for kind, n in group.items())
    s.say(f"{s.name(seat)} (AI) moves {words} from {AREA[area].name} to {AREA[dest].name} ({why})")
    return {"land": [[kind, area, dest, group[kind]] for kind in LAND_KINDS if kind in group]}


AI_CHOICES["move"] = _answer_move


# -- the most-honorable token --------------------------------------------------------------------------------

def _answer_face(s: State, t: dict, options: list[dict[str, Any]]) -> dict[str, Any]:
    """SA-AI-MH-1: an AI holding the token flips it into the air: the direction of play at random."""
    return options[s.rng.below(len(options))]


def _answer_mh_pick(s: State, t: dict, options: list[dict[str, Any]]) -> dict[str, Any]:
    """SA-AI-MH-2, DT-36: an AI breaking a tie for most honor (``ai_targets.holder_pick``)."""
    return holder_pick(s, options, "holder")


AI_CHOICES["face"] = _answer_face
AI_CHOICES["mh_pick"] = _answer_mh_pick
