"""The season (LH-TURN-1..6, spec 3.7, rulings A-2, A-3, A-36): income, every warlord's sealed order sheet, the
resolution in the rulebook's fixed order, the game master's world step, and the checks that end the game.

Two ways to play a season (the ``turns`` option, A-3):

- **WEGO** (the forum's way, the default): each warlord collects income (LH-TURN-6), then each writes a whole
  sheet in turn, hidden from the others (``State.orders``); once all are sealed they resolve together: raising,
  the Summer's Barbarian incursion, movement in synchronous steps with its battles and the routed armies' second
  move, captured Palaces, building, then the spending (prospecting, research).
- **IGOUGO** (quicker at one table): the Summer's incursion comes first, then each warlord in turn, starting one
  seat later each season, collects income, writes a sheet and has it resolve at once, alone.

Then, in both: the world step (Independents raise and build, roaming Barbarians raid, disasters strike), and the
checks: an Emperor's declaration (LH-EMP-1; A-36: among several, the most regions, else they share the throne), the
conquest of every Palace (LH-VIC-1 B) and, after the last season of the time limit, hegemony (A-2).

Tasks: ``season`` (begins a season), ``income`` (one warlord's), ``orders`` (one warlord's sheet, part by part:
``rules/orders.py``), ``resolve`` (the sheets of the warlords named), ``world``, ``end``.
"""

from __future__ import annotations

from typing import Any

from ..content.armies import BY_ID as ARMY
from ..content.improvements import BY_ID as IMPROVEMENT
from ..content.improvements import DEMOLISH_COST
from ..content.map import CENTRAL
from ..content.research import BY_ID as TOPIC
from ..content.resources import CARAVAN_COST
from ..content.victory import DEFAULT_YEARS
from ..flow import Decision, ask, handler, playout_policy, push, resolver
from ..pieces import CASHGRAB, armies_of, heroes_of, improvement_kind, owned
from ..state import SEASONS, State, indefinite
from . import orders as sheet
from .building import prospect, prospect_cost, prospect_targets, purchase_cost, why_not_build
from .caravans import check_routes, commission, destinations, dismantle, loads, move_caravans, plunder, turn_back
from .cashgrab import desert, exports, send_west, switch
from .diplomacy import carry_out, deliver, end_pact, lapse, offer_words
from .disasters import disasters, recover
from .economy import collect_income
from .heroes import (
    arrivals,
    capture,
    convince,
    dismiss,
    execute,
    free,
    hero_limit,
    hire,
    hire_cost,
    learn,
    on_death,
    search,
    search_cost,
)
from .movement import resolve_movement, why_not_move
from .raising import raise_army, why_not_raise
from .research import available, gather, start, switch_cost
from .victory import capture_palace, conqueror, hegemony, imperial_shortfall
from .world import incursion, independents, roam

WEGO, IGOUGO = "wego", "igougo"


def living(s: State) -> list[int]:
    """The warlords still holding a Palace, in seat order."""
    return [p for p in range(s.players) if s.palace[p] is not None]


def season_name(s: State) -> str:
    return f"{SEASONS[s.season % 4]} of year {s.season // 4 + 1}"


def seasons_limit(s: State) -> int:
    """A-2: the seasons the game lasts at most (the ``years`` option, 10 by default)."""
    return 4 * s.options.get("years", DEFAULT_YEARS)


@handler("season")
def begin_season(s: State, task: dict[str, Any]) -> None:
    """A new season: last season's armies may move now (LH-ARMY-5), the sheets are blank, and the season's work
    is laid out for the turn order the options chose."""
    s.tasks.pop()
    s.say(f"{season_name(s)} begins")
    s.armies = {a: ({**army, "new": False} if army.get("new") else army) for a, army in s.armies.items()}
    s.orders = [[] for _ in range(s.players)]
    s.sealed = [s.palace[p] is None for p in range(s.players)]
    seats = living(s)
    if s.options.get("turns") == IGOUGO:
        k = s.season % len(seats)
        turn = seats[k:] + seats[:k]
        work: list[dict[str, Any]] = [{"t": "incursion"}]
        for p in turn:
            work += [{"t": "income", "seat": p}, {"t": "orders", "seat": p, "phase": "raise"},
                     {"t": "resolve", "seats": [p]}]
    else:
        work = [*({"t": "income", "seat": p} for p in seats),
                *({"t": "orders", "seat": p, "phase": "raise"} for p in seats),
                {"t": "resolve", "seats": seats}]
    push(s, *work, {"t": "world"}, {"t": "end"})


@handler("income")
def income(s: State, task: dict[str, Any]) -> None:
    """LH-TURN-6, LH-ECON-1: a living warlord's income at the start of their season."""
    s.tasks.pop()
    if s.palace[task["seat"]] is not None:
        collect_income(s, task["seat"])


@handler("incursion")
def barbarians(s: State, task: dict[str, Any]) -> None:
    """LH-BARB-2 in the IGOUGO season: the Summer's incursion before anyone moves."""
    s.tasks.pop()
    raid(s)


@handler("orders")
def order_menu(s: State, task: dict[str, Any]) -> Decision | None:
    """One part of a warlord's sheet. The review is asked even when sealing is all that is left, so that a
    warlord sees the sheet before it goes (``ask``)."""
    seat = task["seat"]
    if s.palace[seat] is None:
        s.tasks.pop()
        return None
    choices = sheet.options(s, seat, task["phase"])
    return ask(seat, choices) if task["phase"] == "review" else (seat, choices)


@resolver("orders")
def order_written(s: State, task: dict[str, Any], choice: dict[str, Any]) -> None:
    seat = task["seat"]
    if "seal" in choice:
        s.tasks.pop()
        s.sealed[seat] = True
        return
    after = sheet.write(s, seat, choice)
    if after is not None:
        task["phase"] = after


PLAYOUT_ENDS = frozenset(("skip", "done", "seal", "back", "drop"))
"""The keys of the choice that ends a part of the sheet (or leaves a trade offer being written): the last choice of
every part's menu (``orders.options``) except an answer to an offer or a decision on a captive."""


@playout_policy("orders")
def playout_order(s: State, task: dict[str, Any], choices: list[dict[str, Any]], below) -> dict[str, Any]:
    """How a search's playouts write a sheet (``TaskFlow.playout_policy``): seal it at the review, make and
    write no diplomatic offer (end the diplomacy, or leave the offer being written), and in every other part end
    it with an even chance, else write one of its orders at random; an answer to an offer or a decision on a
    captive is drawn uniformly. Uniform draws would strike and rewrite orders at the review and draft trades term by
    term: a mid-game season took about 280 random decisions; written this way a sheet takes about a dozen,
    with about one order in each part."""
    last = choices[-1]
    if next(iter(last)) not in PLAYOUT_ENDS:
        return choices[below(len(choices))]
    n = len(choices)
    if n == 1 or task["phase"] in ("review", "diplomacy") or below(2) == 0:
        return last
    return choices[below(n - 1)]


@handler("resolve")
def resolve_sheets(s: State, task: dict[str, Any]) -> None:
    """LH-TURN-2, spec 3.7 step 3: the sheets of ``seats`` resolve together in the fixed order."""
    s.tasks.pop()
    seats = [p for p in task["seats"] if s.palace[p] is not None]
    for p in seats:
        s.reports[p] = []
        s.say(f"The orders of {s.name(p)} are opened")
    for p in seats:
        for o in s.orders[p]:
            if "end_pact" in o:
                end_pact(s, p, o["end_pact"])                           # in force before any army marches
            elif "dismantle" in o:
                dismantle(s, p, o["dismantle"])                         # LH-CARAVAN-8: at once
    for p in seats:
        order_raise(s, p)
    if s.options.get("turns") != IGOUGO:
        raid(s)
    order_moves(s, seats)
    if s.winners is not None:
        return
    for step in (order_builds, order_court, order_diplomacy, order_spending):
        for p in seats:
            if s.palace[p] is not None:                             # a warlord may fall in the marches
                step(s, p)


def raid(s: State) -> None:
    """LH-BARB-1/2: the Summer's incursion, told in the log."""
    region_before = set(armies_of(s, "b"))
    result = incursion(s)
    if result is None:
        return
    band = [a for a in armies_of(s, "b") if a not in region_before]
    where = s.map.regions[s.armies[band[0]]["r"]].name if band else None
    if where is not None:
        s.say(f"Barbarian Cavalry invade and hold {where}")
    else:
        s.say("Barbarian Cavalry invade across the brown boundary and are driven back")
    for line in result.told:
        s.say(line)


def order_raise(s: State, seat: int) -> None:
    """LH-ARMY-1..7: the sheet's raise, if it still may be (checked again now)."""
    for o in s.orders[seat]:
        if "raise" in o:
            why = why_not_raise(s, seat, o["at"], o["raise"])
            kind, where = ARMY[o["raise"]].name, s.map.regions[o["at"]].name
            if why is None:
                raise_army(s, seat, o["at"], o["raise"])
                s.say(f"{s.name(seat)} raises an army of {kind} in {where}")
            else:
                s.report(seat, f"Your {kind} in {where} are not raised: {why}")


def order_moves(s: State, seats: list[int]) -> None:
    """LH-TURN-4/5, LH-COMBAT-1..3: every sheet's marches at once (``movement.resolve_movement``); an order whose
    army is gone is dropped. Then any Palace taken falls with its warlord (LH-DEATH-1)."""
    paths = {}
    for p in seats:
        for o in s.orders[p]:
            if "move" in o:
                why = why_not_move(s, p, o["move"], o["path"])
                if why is None:
                    paths[o["move"]] = o["path"]
                else:
                    s.report(p, f"A march is cancelled: {why}")
    held = {r: s.owner.get(r) for r in s.map.regions if s.map.regions[r].kind == CENTRAL}
    for line in resolve_movement(s, paths):
        s.say(line)
    for r, before in held.items():
        after = s.owner.get(r)
        if before is not None and after is not None and after != before:
            capture(s, after, r)                                    # LH-CAPTURE-1
    palaces_taken(s)
    for p in seats:
        for o in s.orders[p]:
            if "plunder" in o and s.palace[p] is not None:
                if not plunder(s, p, o["plunder"]) and o["plunder"] in s.caravans:
                    s.report(p, "No army of yours stands by the caravan you meant to plunder")
    check_routes(s)


def palaces_taken(s: State) -> None:
    """LH-DEATH-1, LH-VIC-1 B: a Palace region now held by another warlord ends its warlord; the last Palace
    standing wins. Ruling: when Palaces fall to each other in the same step, a seeded draw decides which warlord
    falls first; a fallen warlord's hold on another's Palace ends with them (``capture_palace``), so that Palace
    is its warlord's again."""
    fallen = [p for p in living(s) if s.owner.get(s.palace[p]) not in (None, p)]
    if len(fallen) > 1:
        s.rng.shuffle(fallen)
    for p in fallen:
        victor = s.owner.get(s.palace[p])
        if s.palace[p] is not None and victor is not None and victor != p:
            s.say(f"{s.name(victor)} takes the Palace of {s.name(p)}, who is no more")
            capture_palace(s, victor, p)
            on_death(s, victor, p)
    last = conqueror(s)
    if last is not None and s.players > 1:
        s.winners = [last]
        s.say(f"{s.name(last)} has taken every other Palace and rules the Land of Han")


def order_builds(s: State, seat: int) -> None:
    """LH-IMPR-1..7: the sheet's demolitions, then its builds, each checked again now; the dearest builds that
    still stand are the free ones (LH-IMPR-1)."""
    for o in s.orders[seat]:
        if "demolish" in o:
            built = s.improvements.get(o["in"], [])
            name = IMPROVEMENT[improvement_kind(o["demolish"])].name
            where = s.map.regions[o["in"]].name
            if s.owner.get(o["in"]) == seat and o["demolish"] in built and s.coins[seat] >= DEMOLISH_COST:
                rest = list(built)
                rest.remove(o["demolish"])
                s.improvements[o["in"]] = rest
                s.coins[seat] -= DEMOLISH_COST
                s.say(f"{s.name(seat)} demolishes {indefinite(name)} in {where}")
            else:
                s.report(seat, f"The {name} in {where} is not demolished: it is no longer yours to pull down")
    builds = [o for o in s.orders[seat] if "build" in o]
    prices = {id(o): purchase_cost(s, seat, o["in"], improvement_kind(o["build"])) for o in builds}
    free = sheet.free_builds(s, seat)
    for o in sorted(builds, key=lambda o: -prices[id(o)]):
        name = IMPROVEMENT[improvement_kind(o["build"])].name
        where = s.map.regions[o["in"]].name
        why = why_not_build(s, seat, o["in"], o["build"])
        cost = 0 if free else prices[id(o)]
        if why is None and s.coins[seat] < cost:
            why = f"it costs {cost} and the treasury holds {s.coins[seat]}"
        if why is not None:
            s.report(seat, f"The {name} in {where} is not built: {why}")
            continue
        free -= 1 if free else 0
        s.coins[seat] -= cost
        s.improvements[o["in"]] = [*s.improvements.get(o["in"], []), o["build"]]
        s.say(f"{s.name(seat)} builds {indefinite(name)} in {where}")
        s.report(seat, f"Built {indefinite(name)} in {where}" + (f" for {cost}" if cost else " free"))


def order_court(s: State, seat: int) -> None:
    """LH-HERO-*, LH-CAPTURE-1: the sheet's court orders in turn, each checked again now: decisions on captives,
    dismissals and executions, then hiring and the search at home within the hero limit, then posts."""
    sheet_orders = s.orders[seat]
    for o in sheet_orders:
        for key, act in (("convince", convince), ("free", free)):
            if key in o and o[key] in s.heroes and s.heroes[o[key]]["captor"] == seat:
                act(s, seat, o[key])
        if "execute" in o and o["execute"] in s.heroes:
            hero = s.heroes[o["execute"]]
            if hero["captor"] == seat or (hero["seat"] == seat and hero["captor"] is None):
                execute(s, seat, o["execute"])
        if "dismiss" in o and o["dismiss"] in heroes_of(s, seat):
            dismiss(s, seat, o["dismiss"])
    for o in sheet_orders:
        room = len(heroes_of(s, seat)) < hero_limit(s, seat)
        if "hire" in o:
            hid = o["hire"]
            if hid in s.heroes and s.heroes[hid]["offer"] == seat and room and s.coins[seat] >= hire_cost(s, seat, hid):
                hire(s, seat, hid)
            else:
                s.report(seat, "A travelling hero could not be hired: " + ("the hero has gone" if hid not in s.heroes
                         else "no room under your hero limit" if not room else "the treasury cannot pay"))
        elif "search" in o:
            if room and s.coins[seat] >= search_cost(s, seat):
                search(s, seat, o.get("skill"))
            else:
                s.report(seat, "The search for a hero is called off: "
                         + ("no room under your hero limit" if not room else "the treasury cannot pay"))
    for o in sheet_orders:
        if "post" in o and o["post"] in heroes_of(s, seat):
            taken = any(s.heroes[h]["post"] == [o["at"], o["as"]] for h in heroes_of(s, seat))
            if s.owner.get(o["at"]) == seat and not taken:
                s.heroes[o["post"]] = {**s.heroes[o["post"]], "post": [o["at"], o["as"]]}
                s.report(seat, f"{s.heroes[o['post']]['name']} takes up the post of {o['as'].capitalize()} of "
                         f"{s.map.regions[o['at']].name}")
            else:
                s.report(seat, f"{s.heroes[o['post']]['name']} cannot take up the post in "
                         f"{s.map.regions[o['at']].name}")
        elif "unpost" in o and o["unpost"] in heroes_of(s, seat):
            s.heroes[o["unpost"]] = {**s.heroes[o["unpost"]], "post": None}


def order_diplomacy(s: State, seat: int) -> None:
    """LH-DIPLO-1..3: the sheet's answers (an accepted offer is carried out, a refused one is told to its maker),
    then its own offers go out."""
    for o in s.orders[seat]:
        if "accept" in o:
            carry_out(s, seat, o["accept"])
        elif "reject" in o:
            offer = next((x for x in s.proposals if x["id"] == o["reject"]), None)
            if offer is not None:
                s.proposals = [x for x in s.proposals if x is not offer]
                s.report(offer["from"], f"{s.name(seat)} refuses your offer of {offer_words(s, offer)}")
    for o in s.orders[seat]:
        if "offer" in o and not o.get("draft"):
            deliver(s, seat, o)
        elif "turn_back" in o:
            turn_back(s, seat, o["turn_back"])


def order_spending(s: State, seat: int) -> None:
    """LH-MINE-1..3, LH-RES-1..5: the sheet's prospecting and research, then the season's Research Points."""
    for o in s.orders[seat]:
        if "prospect" in o:
            where = s.map.regions[o["prospect"]].name
            if s.owner.get(o["prospect"]) != seat or not prospect_targets(s, o["prospect"]):
                s.report(seat, f"Prospecting in {where} is called off: the region is no longer yours")
            elif s.coins[seat] < prospect_cost(s, seat):
                s.report(seat, f"Prospecting in {where} is called off: the treasury cannot pay for it")
            else:
                prospect(s, seat, o["prospect"])
                s.say(f"{s.name(seat)} sends prospectors into {where}")
        elif "caravan" in o:
            order_caravan(s, seat, o)
        elif "switch" in o:
            switch(s, seat, o["switch"], o["trade"])
        elif "research" in o:
            topic = o["research"]
            if topic in available(s, seat) and s.coins[seat] >= switch_cost(s, seat, topic):
                start(s, seat, topic)
            else:
                s.report(seat, f"Research of {TOPIC[topic].name} is not started: the treasury cannot pay for it")
    gather(s, seat)


def order_caravan(s: State, seat: int, o: dict[str, Any]) -> None:
    """LH-CARAVAN-1, LH-CASH-1: a caravan ordered sets out if its load, its destination and the coins are still
    there (down the desert road, if its export is still made at a far-west Bazaar of the warlord's)."""
    if o["to"] == CASHGRAB:
        if o["caravan"] in exports(s, seat, o["from"]) and s.coins[seat] >= CARAVAN_COST:
            send_west(s, seat, o["caravan"], o["from"], o["trade"])
        else:
            s.report(seat, f"The caravan of {o['caravan']} does not take the desert road: its load or the coins are "
                           "gone")
        return
    if o["caravan"] not in loads(s, seat, o["from"]) or o["to"] not in destinations(s, seat):
        s.report(seat, f"The caravan of {o['caravan']} to {s.map.regions[o['to']].name} does not set out: its load "
                       "or its destination is no longer there")
    elif s.coins[seat] < CARAVAN_COST:
        s.report(seat, f"The caravan of {o['caravan']} does not set out: the treasury cannot pay for it")
    else:
        commission(s, seat, o["caravan"], o["from"], o["to"], o["fee"])


@handler("world")
def world(s: State, task: dict[str, Any]) -> None:
    """Spec 3.7 steps 6-7: caravans on the road move once a season, whatever the turn order (LH-CARAVAN-2), and
    routes whose ends changed hands end; then the game master's part: last season's disasters' tax cuts end (every
    income of this season is in), Independents raise and build (LH-INDEP-2), Barbarians who hold a region raid it (LH-BARB-4), travelling
    heroes come and go (LH-HERO-1), heroes found at home learn (LH-HERO-3), then the season's disasters strike
    (spec 3.3)."""
    s.tasks.pop()
    recover(s)
    move_caravans(s)
    desert(s)
    check_routes(s)
    independents(s)
    roam(s)
    arrivals(s)
    learn(s)
    disasters(s)


@handler("end")
def end_of_season(s: State, task: dict[str, Any]) -> None:
    """Spec 3.7 step 8: the declarations (LH-EMP-1, A-36), the time limit (A-2), and the next season."""
    s.tasks.pop()
    lapse(s)
    declared = [p for p in living(s) if any("declare" in o for o in s.orders[p])]
    crowned = []
    for p in declared:
        lacking = imperial_shortfall(s, p)
        if lacking:
            s.say(f"{s.name(p)} declares themself Emperor, but the realm does not follow: short of "
                  + ", ".join(lacking))
        else:
            crowned.append(p)
    if crowned:
        most = max(len(owned(s, p)) for p in crowned)
        s.winners = [p for p in crowned if len(owned(s, p)) == most]
        s.say(" and ".join(s.name(p) for p in s.winners) + " " + ("is" if len(s.winners) == 1 else "are")
              + " proclaimed Emperor")
        return
    if s.season + 1 >= seasons_limit(s):
        s.winners = hegemony(s)
        s.say(f"The time limit is reached: {' and '.join(s.name(p) for p in s.winners)} "
              f"{'holds' if len(s.winners) == 1 else 'hold'} the most land")
        return
    s.season += 1
    push(s, {"t": "season"})
