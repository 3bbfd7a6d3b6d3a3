"""The desert road to Cashgrab (LH-CASH-1..6, LH-EX-20, rulings A-25, A-27, A-28).

Only a warlord with a Bazaar in a far-west province may send a caravan west (LH-CASH-1), loaded with an export
Cashgrab buys (Copper, Tea, Jade, Salt, Lacquer, Silk; Tea and Salt go only there, A-25). The first round trip
takes 5 seasons (LH-CASH-2) and the caravan is lost with 10% chance in each of them (A-27; 5% with Cartography);
then the route stands for good, with no more risk. An established route (A-28) either sells: it pays the export's
price once every 5 seasons (Silk 2,800); or barters: the export buys a good of Cashgrab (Lentils, Spices,
Scriptures, Glassware) that its price covers, whose benefit the route's home province keeps while the route
stands. A warlord may send a good held further east by an ordinary caravan (LH-CASH-6): the other warlord gets its
benefit and the sender earns twice its price each season (``caravans.revenue``).

A Cashgrab caravan is a record of ``State.caravans`` with ``"to": "cashgrab"``, ``"target": None``, ``"trip"``
(seasons on the road), ``"cycle"`` (seasons into the route's cycle) and ``"trade"`` ("sell" or a good's id). The
desert road crosses nobody's land, so it pays no passage fees and cannot be plundered.
"""

from __future__ import annotations

from ..content.research import EFFECT_CASHGRAB_LOSS_HALVED
from ..content.resources import CARAVAN_COST, CASHGRAB_BUYS, CASHGRAB_GOODS, CASHGRAB_LOSS_PCT, CASHGRAB_ROUND_TRIP
from ..pieces import CASHGRAB, GOODS, SELL, effect_total, unshipped
from ..state import State

GOOD = GOODS


def western(s: State, region: str) -> bool:
    """LH-CASH-1: whether a region lies in a far-west province, whose caravans may take the desert road."""
    return s.map.regions[region].group in s.map.cashgrab_groups


def exports(s: State, seat: int, region: str) -> list[str]:
    """LH-CASH-4, A-25: what a Bazaar of the warlord's in a far-west province may send to Cashgrab: the exports its
    region produces, one load each, less what already goes away."""
    if s.owner.get(region) != seat or "bazaar" not in s.improvements.get(region, ()) or not western(s, region):
        return []
    return unshipped(s, region, CASHGRAB_BUYS)


def trades(cargo: str) -> list[str]:
    """A-28: what a route of ``cargo`` may do at Cashgrab: sell, or barter for a good it is listed for or whose
    price it covers (Silk buys any good; the surplus is lost)."""
    return [SELL, *(g.id for g in CASHGRAB_GOODS if cargo in g.barter or CASHGRAB_BUYS[cargo] >= g.price)]


def send_west(s: State, seat: int, cargo: str, frm: str, trade: str) -> str:
    """LH-CASH-1/2: pay 500 and send a caravan down the desert road."""
    s.coins[seat] -= CARAVAN_COST
    cid = f"c{s.next_caravan}"
    s.next_caravan += 1
    s.caravans = {**s.caravans, cid: {"o": seat, "from": frm, "cargo": cargo, "to": CASHGRAB, "target": None,
                                      "fee": 0, "r": frm, "path": [], "route": False, "trip": 0, "cycle": 0,
                                      "trade": trade}}
    s.say(f"{s.name(seat)} sends a caravan of {cargo} from {s.map.regions[frm].name} down the desert road to "
          "Cashgrab")
    return cid


def loss_pct(s: State, seat: int) -> int:
    """A-27: 10% a season on the first round trip; Cartography halves it."""
    return CASHGRAB_LOSS_PCT // 2 if effect_total(s, seat, EFFECT_CASHGRAB_LOSS_HALVED) else CASHGRAB_LOSS_PCT


def desert(s: State) -> None:
    """Once a season: each caravan on its first round trip risks its loss and goes on, and stands as a route after
    5 seasons (LH-CASH-2/3, A-27, LH-EX-20); each route selling pays its price at the end of every 5-season cycle
    (A-28)."""
    for cid, c in list(s.caravans.items()):
        if c["to"] != CASHGRAB:
            continue
        seat = c["o"]
        if not c["route"]:
            if s.rng.roll(100) <= loss_pct(s, seat):
                s.caravans = {k: v for k, v in s.caravans.items() if k != cid}
                s.report(seat, f"Your caravan of {c['cargo']} is lost in the desert on the way to Cashgrab")
                continue
            trip = c["trip"] + 1
            done = trip >= CASHGRAB_ROUND_TRIP
            s.caravans = {**s.caravans, cid: {**c, "trip": trip, "route": done}}
            if done:
                s.say(f"The caravan of {c['cargo']} of {s.name(seat)} comes back from Cashgrab: the desert road stands")
                s.report(seat, f"Your caravan of {c['cargo']} is back from Cashgrab"
                         + ("" if c["trade"] == SELL else f" with {GOOD[c['trade']].name}"))
                if c["trade"] == SELL:
                    pay(s, cid)
            continue
        cycle = c["cycle"] + 1
        s.caravans = {**s.caravans, cid: {**c, "cycle": cycle % CASHGRAB_ROUND_TRIP}}
        if cycle >= CASHGRAB_ROUND_TRIP and c["trade"] == SELL:
            pay(s, cid)


def pay(s: State, cid: str) -> None:
    c = s.caravans[cid]
    price = CASHGRAB_BUYS[c["cargo"]]
    s.coins[c["o"]] += price
    s.report(c["o"], f"Cashgrab pays {price} for your {c['cargo']}")


def switch(s: State, seat: int, cid: str, trade: str) -> None:
    """A-28: the warlord's desert road sells from now on, or barters for another good."""
    c = s.caravans.get(cid)
    if c is not None and c["o"] == seat and c["to"] == CASHGRAB and trade in trades(c["cargo"]):
        s.caravans = {**s.caravans, cid: {**c, "trade": trade}}
        s.report(seat, f"Your desert road of {c['cargo']} will " + ("sell it" if trade == SELL
                                                                     else f"bring {GOOD[trade].name} home"))
