"""Caravans and trade routes between warlords (LH-CARAVAN-1..8, rulings A-26, A-29; spec 3.8's proposals).

A warlord commissions a caravan at a Bazaar for 500 Coins, with a load its region produces (a mine's resource,
a Rice Farm's rice, a Woodcutter Camp's timber, a Silk Farm's silk, a Lacquer Orchard's lacquer), for another
warlord's Central region or Bazaar. It sets out when the sheet resolves and walks the shortest way there, 2
regions a season (Roads: 3), after the season's marches; on arrival the trade route stands. From then on, each
season at income (A-26): the sender earns the cargo's Trade Revenue (a Trademaster Governor of the Bazaar's
province adds 10%) and the extra fee the sender asked of the target; every other warlord whose region the route
crosses takes 100 from the sender, and each Independent region crossed costs the sender 100 (the destination
charges nothing). The cargo's benefit goes to the target's province and is lost to the sender (LH-CARAVAN-7), and
while the caravan is on the road nobody has it.

On the road a caravan may be plundered by any warlord with an army in its region when the marches are over
(LH-CARAVAN-6), and the target may turn it back (A-29: home, no route, no refund). A route is dismantled at once by
its sender, its target or a warlord it pays a fee to (LH-CARAVAN-8); it also ends when its Bazaar's region or its
destination changes hands, or either warlord falls.
"""

from __future__ import annotations

from typing import Any

from ..content.heroes import TRADEMASTER_PCT
from ..content.map import CENTRAL
from ..content.research import EFFECT_CARAVAN_MOVES
from ..content.resources import (
    CARAVAN_COST,
    CARAVAN_REGIONS_PER_TURN,
    CARGO,
    LINK_MULTIPLIER,
    PASSAGE_FEE,
    PLUNDER_PCT,
    PLUNDER_STEP,
)
from ..pieces import CASHGRAB, GOODS, SELL, armies_at, effect_total, owned, post_skills, shipped, unshipped
from ..state import State

FEES = (0, 100, 300)
"""The extra fees a season a sender may ask of the target (CARAVAN-5; ours: three steps)."""
Caravan = dict[str, Any]


def loads(s: State, seat: int, region: str) -> list[str]:
    """LH-CARAVAN-1, LH-CASH-6: the cargo a caravan may carry from a Bazaar of the warlord's to a warlord: what the
    region's improvements produce, one load each, of the kinds a caravan carries to a warlord, and the goods of
    Cashgrab its desert routes bring home; less what already goes away."""
    if s.owner.get(region) != seat or "bazaar" not in s.improvements.get(region, ()):
        return []
    goods = [c["trade"] for c in s.caravans.values() if c["o"] == seat and c["from"] == region
             and c["to"] == CASHGRAB and c["route"] and c["trade"] != SELL]
    for cargo in shipped(s, region):
        if cargo in goods:
            goods.remove(cargo)
    return list(dict.fromkeys([*unshipped(s, region, CARGO), *goods]))


def neighbours_of(s: State, seat: int) -> list[int]:
    """The living warlords whose lands touch the warlord's (a "neighbouring state"), in seat order."""
    mine = owned(s, seat)
    near = {s.owner.get(n) for r in mine for n in s.map.neighbours_in_order[r]}
    return [p for p in range(s.players) if p != seat and p in near and s.palace[p] is not None]


def destinations(s: State, seat: int) -> list[str]:
    """LH-CARAVAN-1: a neighbouring warlord's Central regions and regions with a Bazaar, in map order."""
    near = set(neighbours_of(s, seat))
    return [r for r in s.map.regions if s.owner.get(r) in near
            and (s.map.regions[r].kind == CENTRAL or "bazaar" in s.improvements.get(r, ()))]


def road(s: State, frm: str, to: str) -> list[str]:
    """The shortest way from ``frm`` to ``to`` over the map (the regions entered, ``to`` last); among equal ways
    the first in map order."""
    before: dict[str, str | None] = {frm: None}
    frontier = [frm]
    while frontier and to not in before:
        nxt = []
        for r in frontier:
            for n in s.map.neighbours_in_order[r]:
                if n not in before:
                    before[n] = r
                    nxt.append(n)
        frontier = nxt
    out: list[str] = []
    at: str | None = to
    while at is not None and at != frm:
        out.append(at)
        at = before[at]
    return out[::-1]


def crossed(s: State, caravan: Caravan) -> list[str]:
    """The regions a route crosses between its Bazaar and its destination."""
    return road(s, caravan["from"], caravan["to"])[:-1]


def commission(s: State, seat: int, cargo: str, frm: str, to: str, fee: int) -> str:
    """LH-CARAVAN-1: pay 500 and send a caravan on its way; the target is told."""
    s.coins[seat] -= CARAVAN_COST
    cid = f"c{s.next_caravan}"
    s.next_caravan += 1
    target = s.owner[to]
    s.caravans = {**s.caravans, cid: {"o": seat, "from": frm, "cargo": cargo, "to": to, "target": target,
                                      "fee": fee, "r": frm, "path": road(s, frm, to), "route": False}}
    where = s.map.regions[to].name
    s.say(f"{s.name(seat)} sends a caravan of {cargo} from {s.map.regions[frm].name} to {where}")
    s.report(target, f"A caravan of {cargo} from {s.name(seat)} is on its way to {where}"
             + (f", asking a fee of {fee} a season" if fee else ""))
    return cid


def move_caravans(s: State) -> None:
    """LH-CARAVAN-2: every caravan on the road goes 2 regions (3 with Roads) along its way; one that arrives opens
    its trade route."""
    for cid, c in list(s.caravans.items()):
        if c["route"] or c["to"] == CASHGRAB:
            continue
        steps = CARAVAN_REGIONS_PER_TURN + effect_total(s, c["o"], EFFECT_CARAVAN_MOVES)
        path = c["path"]
        here = path[min(steps, len(path)) - 1] if path else c["r"]
        rest = path[steps:]
        arrived = not rest
        s.caravans = {**s.caravans, cid: {**c, "r": here, "path": rest, "route": arrived}}
        if arrived:
            where = s.map.regions[c["to"]].name
            s.say(f"The caravan of {c['cargo']} of {s.name(c['o'])} reaches {where}: a trade route stands")
            s.report(c["o"], f"Your caravan of {c['cargo']} reaches {where}: the trade route pays from next season")


def base_revenue(cargo: str) -> int:
    """A load's Trade Revenue (LH-CARAVAN-4), or for a good of Cashgrab sent on east twice its price (LH-CASH-6,
    A-28)."""
    return CARGO[cargo].revenue if cargo in CARGO else LINK_MULTIPLIER * GOODS[cargo].price


def revenue(s: State, caravan: Caravan) -> int:
    """A-26: the route's Trade Revenue a season (``base_revenue``), 10% more with a Trademaster Governor in the
    province of its Bazaar (LH-SKILL-1)."""
    pay = base_revenue(caravan["cargo"])
    if "trademaster" in post_skills(s, caravan["o"], s.map.regions[caravan["from"]].group):
        pay = pay * (100 + TRADEMASTER_PCT) // 100
    return pay


def route_earns(s: State, caravan: Caravan) -> tuple[int, int]:
    """A-26: what a route (not the desert road) earns its sender a season, and the passage fees taken from that:
    (revenue and the target's fee less the passage fees, the passage fees)."""
    c = caravan
    toll = sum(PASSAGE_FEE for r in crossed(s, c) if s.owner.get(r) not in (c["o"], c["target"]))
    return revenue(s, c) + c["fee"] - toll, toll


def route_income(s: State, seat: int, report: bool = True) -> int:
    """A-26, LH-CARAVAN-3/5: what the warlord's trade routes bring this season, fees in and out: revenue and the
    targets' fees earned, passage fees paid, the fees of routes to the warlord paid, and the passage fees of
    others' routes across the warlord's lands earned. Each line goes to the report (unless ``report`` is False:
    the realm's forecast)."""
    total = 0
    for c in s.caravans.values():
        if not c["route"] or c["to"] == CASHGRAB:
            continue
        if c["o"] == seat:
            earned, toll = route_earns(s, c)
            total += earned
            if report:
                    s.report(seat, f"The trade route of {c['cargo']} to {s.map.regions[c['to']].name} brings {earned}"
                         + (f" (passage fees {toll})" if toll else ""))
        if c["target"] == seat and c["fee"]:
            total -= c["fee"]
        if c["o"] != seat:
            total += sum(PASSAGE_FEE for r in crossed(s, c) if s.owner.get(r) == seat and c["target"] != seat)
    return total


def fee_takers(s: State, caravan: Caravan) -> set[int]:
    """The warlords a route pays a fee to: its target if asked one, and every warlord whose region it crosses (none
    for the desert road)."""
    if caravan["to"] == CASHGRAB:
        return set()
    takers = {s.owner[r] for r in crossed(s, caravan) if s.owner.get(r) is not None} - {caravan["o"], caravan["target"]}
    return takers | ({caravan["target"]} if caravan["fee"] else set())


def end(s: State, cid: str, why: str) -> None:
    """A caravan or route gone: the sender and the target are told why."""
    c = s.caravans[cid]
    s.caravans = {k: v for k, v in s.caravans.items() if k != cid}
    where = "Cashgrab" if c["to"] == CASHGRAB else s.map.regions[c["to"]].name
    what = f"The {'trade route' if c['route'] else 'caravan'} of {c['cargo']} to {where}"
    for p in dict.fromkeys((c["o"], c["target"])):
        if p is not None and s.palace[p] is not None:
            s.report(p, f"{what} {why}")


def dismantle(s: State, seat: int, cid: str) -> None:
    """LH-CARAVAN-8: a route ends at once, by its sender, its target or a warlord it pays a fee to."""
    c = s.caravans.get(cid)
    if c is not None and c["route"] and (seat in (c["o"], c["target"]) or seat in fee_takers(s, c)):
        where = "Cashgrab" if c["to"] == CASHGRAB else s.map.regions[c["to"]].name
        s.say(f"{s.name(seat)} dismantles the trade route of {c['cargo']} to {where}")
        end(s, cid, f"is dismantled by {s.name(seat)}")


def turn_back(s: State, seat: int, cid: str) -> None:
    """A-29: the target sends a caravan on the road back home: no route, no refund."""
    c = s.caravans.get(cid)
    if c is not None and not c["route"] and c["target"] == seat:
        end(s, cid, f"is turned back by {s.name(seat)}")


def plunder(s: State, seat: int, cid: str) -> int:
    """LH-CARAVAN-6, LH-EX-6: with an army of the warlord in the caravan's region once the marches are over, the
    caravan is taken: 100% to 300% of its Trade Revenue, in steps of 50 Coins (seeded), and it is gone. Returns
    the Coins taken (0 when no army of the warlord stands there)."""
    c = s.caravans.get(cid)
    if c is None or c["route"] or c["to"] == CASHGRAB or not any(s.armies[a]["o"] == seat for a in armies_at(s, c["r"])):
        return 0
    pay = base_revenue(c["cargo"])
    low, high = pay * PLUNDER_PCT[0] // 100, pay * PLUNDER_PCT[1] // 100
    took = low + PLUNDER_STEP * s.rng.below((high - low) // PLUNDER_STEP + 1)
    s.coins[seat] += took
    s.say(f"{s.name(seat)} plunders the caravan of {c['cargo']} of {s.name(c['o'])} in {s.map.regions[c['r']].name}")
    s.report(seat, f"Your army plunders a caravan of {c['cargo']}: {took} Coins")
    end(s, cid, f"is plundered by {s.name(seat)}")
    return took


def check_routes(s: State) -> None:
    """Routes and caravans whose Bazaar's region is no longer the sender's, whose destination is no longer the
    target's, or whose sender or target has fallen, end."""
    for cid, c in list(s.caravans.items()):
        west = c["to"] == CASHGRAB
        if s.palace[c["o"]] is None or (not west and s.palace[c["target"]] is None):
            s.caravans = {k: v for k, v in s.caravans.items() if k != cid}
        elif s.owner.get(c["from"]) != c["o"] or (not west and s.owner.get(c["to"]) != c["target"]):
            end(s, cid, "ends: its Bazaar or its destination has changed hands")
