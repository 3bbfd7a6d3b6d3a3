"""Land of Han in a player's words: the label of every choice of the order sheet, the words of each order, the
public words of a choice (orders are sealed: the log says only that a warlord writes and seals them, spec 3.7),
and the heading under which the page groups the choices."""

from __future__ import annotations

from typing import Any

from .content.armies import BY_ID as ARMY
from .content.heroes import BY_ID as SKILL
from .content.research import BY_ID as TOPIC
from .content.resources import CASHGRAB_BUYS, CASHGRAB_ROUND_TRIP
from .pieces import CASHGRAB, GOODS, SELL, entry_name
from .rules.building import prospect_targets
from .rules.diplomacy import offer_words, part_words
from .rules.heroes import upkeep as hero_upkeep
from .rules.orders import draft_of, order_costs, path_of, sheet_cost
from .state import State, indefinite


def coins(n: int) -> str:
    return f"{n:,} Coins"


def region(s: State, rid: str) -> str:
    return s.map.regions[rid].name


def army_words(s: State, aid: str) -> str:
    """An army by type and place ("Cavalry in Qi"); one gone since its order was written is said to be gone."""
    army = s.armies.get(aid)
    if army is None:
        return "army that is gone"
    return f"{ARMY[army['t']].name} in {region(s, army['r'])}"


def hero_words(s: State, hid: str) -> str:
    """A hero's name with their skills ("Zhang Liang (Taxmaster, Inventor)"), or "(no skills yet)"."""
    hero = s.heroes[hid]
    skills = ", ".join(SKILL[k].name for k in hero["skills"]) or "no skills yet"
    return f"{hero['name']} ({skills})"


def court_words(s: State, seat: int, order: dict[str, Any], price: str) -> str | None:
    """The words of a court order (a hero's), or None for another kind of order."""
    if "hire" in order:
        return f"Hire {hero_words(s, order['hire'])}{price}; upkeep {coins(hero_upkeep(s, seat, order['hire']))} a season"
    if "search" in order:
        skill = f" with the skill {SKILL[order['skill']].name}" if "skill" in order else ""
        return f"Search for a hero at home{skill}{price}"
    if "post" in order:
        return (f"Post {hero_words(s, order['post'])} as {order['as'].capitalize()} of "
                f"{region(s, order['at'])}")
    if "unpost" in order:
        hero = s.heroes[order["unpost"]]
        return f"Call {hero_words(s, order['unpost'])} back to court from {region(s, hero['post'][0])}"
    if "dismiss" in order:
        return f"Dismiss {hero_words(s, order['dismiss'])}"
    if "execute" in order:
        captive = " the captive" if s.heroes[order["execute"]]["captor"] is not None else ""
        return f"Execute{captive} {hero_words(s, order['execute'])}: travelling heroes shun your court for a year"
    if "convince" in order:
        return f"Try to convince the captive {hero_words(s, order['convince'])} to serve you"
    if "free" in order:
        return f"Set the captive {hero_words(s, order['free'])} free"
    return None


TERM_WORDS = {"give_coins": "Give Coins…", "give_topic": "Give finished research…", "give_region": "Cede a region…",
              "take_coins": "Ask for Coins…", "take_topic": "Ask for research…", "take_region": "Ask for a region…"}


def trade_words(cargo: str, trade: str) -> str:
    """What a desert road does at Cashgrab, in words."""
    if trade == SELL:
        return f"sell it ({coins(CASHGRAB_BUYS[cargo])} every {CASHGRAB_ROUND_TRIP} seasons)"
    good = GOODS[trade]
    gives = [f"+{good.army_limit} Max Army Limit"] * bool(good.army_limit) + [f"+{good.tax_pct}% tax"] * bool(
        good.tax_pct) + [f"{good.rp} Research Points a season"] * bool(good.rp)
    return f"barter for {good.name} ({', '.join(gives)})"


def caravan_words(s: State, order: dict[str, Any], price: str) -> str | None:
    """The words of a caravan order, or None for another kind of order."""
    if "caravan" in order and order["to"] == CASHGRAB:
        return (f"Send a caravan of {order['caravan']} from {region(s, order['from'])} down the desert road to "
                f"Cashgrab, to {trade_words(order['caravan'], order['trade'])}{price}")
    if "switch" in order:
        c = s.caravans[order["switch"]]
        return f"Let the desert road of {c['cargo']} {trade_words(c['cargo'], order['trade'])} from now on"
    if "caravan" in order:
        fee = f", asking {coins(order['fee'])} a season of them" if order["fee"] else ""
        to = order["to"]
        return (f"Send a caravan of {order['caravan']} from {region(s, order['from'])} to {region(s, to)} "
                f"({s.name(s.owner[to])}'s){fee}{price}")
    key = next((k for k in ("plunder", "turn_back", "dismantle") if k in order), None)
    if key is None:
        return None
    c = s.caravans[order[key]]
    what = f"{s.name(c['o'])}'s caravan of {c['cargo']}"
    end = "Cashgrab" if c["to"] == CASHGRAB else region(s, c["to"])
    if key == "plunder":
        return f"Plunder {what} in {region(s, c['r'])}"
    if key == "turn_back":
        return f"Turn back {what}, on its way to {region(s, c['to'])}"
    return f"Dismantle the trade route of {c['cargo']} from {region(s, c['from'])} to {end}"


def diplomacy_words(s: State, seat: int, order: dict[str, Any]) -> str | None:
    """The words of a diplomatic order or of a trade's term, or None for another kind of order."""
    if "accept" in order or "reject" in order:
        offer = next((o for o in s.proposals if o["id"] == (order.get("accept") or order.get("reject"))), None)
        verb = "Accept" if "accept" in order else "Refuse"
        if offer is None:
            return f"{verb} an offer that is no longer open"
        return f"{verb} the offer of {s.name(offer['from'])}: {offer_words(s, offer)}"
    if "offer" in order:
        who = s.name(order["offer"])
        if order["kind"] == "pact":
            return f"Offer {who} a Military Pact"
        if order.get("draft") or "give" not in order:
            return f"Offer {who} a trade"
        return f"Offer {who} {part_words(s, order['give'])} for {part_words(s, order['take'])}"
    if "end_pact" in order:
        return f"End the Military Pact with {s.name(order['end_pact'])}"
    key = next(iter(order))
    if key in ("give_coins", "take_coins"):
        return f"{'Give' if key == 'give_coins' else 'Ask for'} {coins(order[key])} more"
    if key in ("give_topic", "take_topic"):
        return f"{'Give' if key == 'give_topic' else 'Ask for'} the research {TOPIC[order[key]].name}"
    if key in ("give_region", "take_region"):
        what = region(s, order[key])
        borders = " with its Border regions" if s.map.regions[order[key]].kind == "central" else ""
        return f"{'Cede' if key == 'give_region' else 'Ask for'} {what}{borders}"
    if key == "terms":
        return TERM_WORDS[order[key]]
    if key == "back":
        return "Back to the offer's terms"
    if key == "send":
        draft = draft_of(s.orders[seat])
        return f"Send the offer: {part_words(s, draft['give'])} for {part_words(s, draft['take'])}"
    if key == "drop":
        return "Drop this trade offer"
    return None


def order_words(s: State, seat: int, order: dict[str, Any], cost: int | None = None) -> str:
    """An order of the sheet in words, with its cost when one is given."""
    price = "" if cost is None else (" (free)" if cost == 0 and ("build" in order) else
                                     f" ({coins(cost)})" if cost else "")
    court = court_words(s, seat, order, price) or caravan_words(s, order, price) or diplomacy_words(s, seat, order)
    if court is not None:
        return court
    if "raise" in order:
        return f"Raise an army of {ARMY[order['raise']].name} in {region(s, order['at'])}{price}"
    if "move" in order:
        path = " → ".join(region(s, r) for r in order["path"])
        return f"March the {army_words(s, order['move'])} to {path}"
    if "build" in order:
        return f"Build {indefinite(entry_name(order['build']))} in {region(s, order['in'])}{price}"
    if "demolish" in order:
        return f"Demolish {indefinite(entry_name(order['demolish']))} in {region(s, order['in'])}{price}"
    if "prospect" in order:
        return f"Prospect {region(s, order['prospect'])}{price}"
    if "research" in order:
        return f"Research {TOPIC[order['research']].name}{price}"
    return "Declare yourself Emperor"


def describe(s: State, action: dict[str, Any]) -> str:
    """The label of a choice for the warlord writing the sheet (``rules/orders.py`` lists the choices)."""
    seat = s.decision_seat if s.decision_seat is not None else 0
    sheet = s.orders[seat]
    if "skip" in action:
        return "Raise no army this season"
    if "done" in action:
        return {"move": "No more marches", "build": "No more building", "court": "No more orders for the court",
                "diplomacy": "No more offers", "spend": "Nothing more to spend on"}[action["done"]]
    if "seal" in action:
        return f"Seal these orders ({coins(sheet_cost(s, seat, sheet))} in all, of {coins(s.coins[seat])})"
    if "remove" in action:
        i = action["remove"]
        return "Strike: " + order_words(s, seat, sheet[i], order_costs(s, seat, sheet)[i])
    if "move" in action:
        aid, to = action["move"], region(s, action["to"])
        path = path_of(sheet, aid)
        if path is None:
            return f"March the {army_words(s, aid)} to {to}"
        return f"March the {army_words(s, aid)} on from {region(s, path[-1])} to {to}"
    if "research" in action and s.research[seat] is not None:
        cost = sheet_cost(s, seat, [*sheet, action]) - sheet_cost(s, seat, sheet)
        rp = s.research[seat]["rp"] // 2
        return (f"Switch research to {TOPIC[action['research']].name} ({coins(cost)}; {rp} Research Points "
                "carried over)")
    if "prospect" in action:
        cost = sheet_cost(s, seat, [*sheet, action]) - sheet_cost(s, seat, sheet)
        return f"Prospect {region(s, action['prospect'])} for {', '.join(prospect_targets(s, action['prospect']))} ({coins(cost)})"
    cost = sheet_cost(s, seat, [*sheet, action]) - sheet_cost(s, seat, sheet)
    return order_words(s, seat, action, cost)


def public(s: State, action: dict[str, Any]) -> str:
    """What every warlord may read of a choice: only that the sheet is being written, or sealed (the page puts the
    warlord's name before it)."""
    return "Seals their orders" if "seal" in action else "Writes orders"


def public_reason(s: State, action: dict[str, Any], reason: str) -> str:
    """A computer warlord's reason as every warlord may read it: none (the page then shows none), since it would
    tell the sealed order; what the orders were, the log tells when they resolve."""
    return ""


GROUPS = {"raise": "Raise an army", "skip": "Raise an army", "move": "March", "build": "Build",
          "demolish": "Demolish", "prospect": "Prospect", "research": "Research", "declare": "Declare",
          "hire": "Heroes", "search": "Heroes", "post": "Posts", "unpost": "Posts", "dismiss": "Heroes",
          "execute": "Heroes", "convince": "Captives", "free": "Captives", "accept": "Offers to you",
          "reject": "Offers to you", "offer": "Diplomacy", "end_pact": "Diplomacy", "give_coins": "Give",
          "give_topic": "Give", "give_region": "Give", "take_coins": "Ask for", "take_topic": "Ask for",
          "take_region": "Ask for", "terms": "The offer", "back": "The offer", "send": "The offer",
          "drop": "The offer", "caravan": "Caravans", "switch": "Caravans", "plunder": "Plunder", "turn_back": "Caravans",
          "dismantle": "Caravans", "remove": "Strike an order",
          "seal": "Seal"}


def group(s: State, action: dict[str, Any]) -> tuple[str | None, str]:
    """(heading, label): the page groups a long menu by the kind of order."""
    key = next(iter(action))
    heading = GROUPS.get(key) if key != "done" else None
    return heading, describe(s, action)


REGION_KEYS = ("at", "in", "to", "from", "prospect", "give_region", "take_region")
SEAT_KEYS = ("offer", "end_pact")


def targets(s: State, action: dict[str, Any]) -> list[str]:
    """What a choice points at on the page (``Game.choice_targets``): the regions it names (an army's march: the
    army's region and where it goes; a caravan's: its Bazaar and its destination), and the warlords it names
    (offers, pacts, a caravan sent to a warlord), so that a click on the map or on a warlord narrows the menu."""
    out: list[str] = []
    regions = s.map.regions
    for key in REGION_KEYS:
        value = action.get(key)
        if isinstance(value, str) and value in regions:
            out.append(f"region:{value}")
    aid = action.get("move")
    if isinstance(aid, str) and aid in s.armies:
        out.insert(0, f"region:{s.armies[aid]['r']}")
    cid = action.get("plunder") or action.get("turn_back") or action.get("dismantle") or action.get("switch")
    if isinstance(cid, str) and cid in s.caravans:
        out.append(f"region:{s.caravans[cid]['r']}")
    for key in SEAT_KEYS:
        if isinstance(action.get(key), int) and not isinstance(action.get(key), bool):
            out.append(f"seat:{action[key]}")
    if "caravan" in action and isinstance(action.get("to"), int):
        out.append(f"seat:{action['to']}")
    return out
