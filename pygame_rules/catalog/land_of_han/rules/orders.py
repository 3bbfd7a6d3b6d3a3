"""The season's order sheet (LH-TURN-2/3, spec 3.7): what a warlord may order, what the sheet costs, and the
menus through which it is written.

A sheet is written in the rulebook's order of resolution, one part after another (``PHASES``): the army to raise
(at most one, A-7), the armies' marches (a path a region at a time, as far as each army's allowance, A-5), the
improvements to build and demolish, the court's orders (heroes), then the season's spending (prospecting, research, the Emperor's declaration),
and last a review where any order may be struck before the sheet is sealed. No order is conditional (LH-TURN-3):
each is checked when it is written, against the warlord's lands as they stand and the sheet so far, and checked
again when it resolves, where one that has become impossible (its region lost in the fighting) is dropped with a
notice.

Orders, as stored on ``State.orders[seat]``:

- ``{"raise": kind, "at": region}``
- ``{"move": army, "path": [region, ...]}``
- ``{"build": entry, "in": region}`` (``entry``: an improvement id, or ``"mine:<resource>"``)
- ``{"demolish": entry, "in": region}``
- ``{"prospect": region}``
- ``{"research": topic}``
- ``{"declare": "emperor"}``
- ``{"plunder": caravan}`` (written with the marches), ``{"turn_back": caravan}``, ``{"dismantle": caravan}``
  (with diplomacy), ``{"caravan": cargo, "from": bazaar, "to": region, "fee": n}`` or ``{"caravan": cargo, "from":
  bazaar, "to": "cashgrab", "trade": "sell" | good}`` and ``{"switch": caravan, "trade": ...}`` (with the spending)
- ``{"hire": hero}``, ``{"search": "hero"}`` (a Legalist's with ``"skill"``), ``{"post": hero, "at": central, "as":
  "governor" | "marshal"}``, ``{"unpost": hero}``, ``{"dismiss": hero}``, ``{"execute": hero}``, and for a captive
  ``{"convince": hero}``, ``{"free": hero}`` or ``{"execute": hero}``

The choices that write them (the actions of the ``orders`` task) are ``{"raise": kind, "at": region}`` or
``{"skip": "raise"}``; ``{"move": army, "to": region}`` (a first step, or the next step of that army's path) or
``{"done": "move"}``; ``{"build": ...}``, ``{"demolish": ...}`` or ``{"done": "build"}``; the court's orders or ``{"done": "court"}``; ``{"prospect": ...}``,
``{"research": ...}``, ``{"declare": "emperor"}`` or ``{"done": "spend"}``; and at the review ``{"remove": i}`` or
``{"seal": True}``.

Ruling (LH-IMPR-1): the free improvements of a season are the dearest builds on the sheet, as many as the warlord
may build free; the sheet's cost counts the others.
"""

from __future__ import annotations

from typing import Any

from ..content.heroes import POSTS
from ..content.improvements import DEMOLISH_COST, FREE_PER_TURN
from ..content.map import CENTRAL
from ..content.religions import BY_ID as RELIGION
from ..content.research import EFFECT_FREE_IMPROVEMENTS, TOPICS
from ..content.resources import CARAVAN_COST
from ..pieces import CASHGRAB, MINE, armies_of, effect_total, heroes_of, improvement_kind, owned
from ..state import State
from .building import (
    prospect_cost,
    prospect_targets,
    purchase_cost,
    region_discount_pct,
    suited,
    why_not_build_in,
    why_not_build_this,
)
from .caravans import FEES, destinations, fee_takers, loads
from .cashgrab import exports, trades
from .diplomacy import EMPTY, cedable, partners, with_borders
from .heroes import CHOSEN_SKILLS, captives, hero_limit, hire_cost, offers, search_cost
from .movement import allowance
from .raising import raisable, recruit_cost
from .research import available, switch_cost
from .victory import imperial_shortfall

Order = dict[str, Any]
PHASES = ("raise", "move", "build", "court", "diplomacy", "spend", "review")
TRADE_COINS = (500, 1000, 2000, 5000)
"""The sums a trade may name in one step (several steps add up)."""
TERM_KINDS = ("give_coins", "give_topic", "give_region", "take_coins", "take_topic", "take_region")
DRAFT_KEYS = (*TERM_KINDS, "terms", "back", "send", "drop")
"""The choices that write the terms of a trade offer."""
HERO_ORDERS = ("hire", "post", "unpost", "dismiss", "execute", "convince", "free")
"""The orders that name a hero (one order a hero a season)."""


def free_builds(s: State, seat: int) -> int:
    """LH-IMPR-1: improvements the warlord may build free each season: 1, and 1 more for each research that gives
    one (Administrative Reform, Master Builders)."""
    return FREE_PER_TURN + effect_total(s, seat, EFFECT_FREE_IMPROVEMENTS)


def builds_total(prices: list[int], free: int) -> int:
    """What builds at ``prices`` cost together when the ``free`` dearest are free (LH-IMPR-1, ruling above)."""
    return sum(sorted(prices, reverse=True)[free:])


def order_cost(s: State, seat: int, order: Order, prospects: int = 0) -> int:
    """What one order costs before the free improvements are counted (``order_costs``): a raise its recruitment,
    a build its purchase, a demolition 100, a prospecting the warlord's price after ``prospects`` others on the
    sheet (each one ordered raises the next, A-14), research its donation (A-19), a hire, a search or a caravan
    its price; moves and the declaration nothing."""
    if "raise" in order:
        return recruit_cost(s, seat, order["at"], order["raise"])
    if "build" in order:
        return purchase_cost(s, seat, order["in"], improvement_kind(order["build"]))
    if "demolish" in order:
        return DEMOLISH_COST
    if "prospect" in order:
        return prospect_cost(s, seat, prospects)
    if "research" in order:
        return switch_cost(s, seat, order["research"])
    if "hire" in order:
        return hire_cost(s, seat, order["hire"])
    if "search" in order:
        return search_cost(s, seat)
    if "caravan" in order:
        return CARAVAN_COST
    return 0


def order_costs(s: State, seat: int, sheet: list[Order]) -> list[int]:
    """What each order of the sheet costs, in sheet order (``order_cost``), the free builds 0: the dearest
    (ruling above; the earliest among equals)."""
    costs = [0] * len(sheet)
    builds = []
    prospects = 0
    for i, o in enumerate(sheet):
        costs[i] = order_cost(s, seat, o, prospects)
        if "build" in o:
            builds.append(i)
        elif "prospect" in o:
            prospects += 1
    for i in sorted(builds, key=lambda i: -costs[i])[:free_builds(s, seat)]:
        costs[i] = 0
    return costs


def sheet_cost(s: State, seat: int, sheet: list[Order]) -> int:
    """The sheet's whole cost in Coins (``order_costs``)."""
    return sum(order_costs(s, seat, sheet))


def affordable(s: State, seat: int, sheet: list[Order], order: Order, spent: int | None = None) -> bool:
    """Whether the treasury pays for the sheet with ``order`` added. ``spent``, the sheet's cost (``sheet_cost``),
    spares a menu that asks about many orders on one sheet from costing the sheet again for each: an order that
    is not a build adds its own cost (only builds share the free improvements, and a prospecting's price counts
    the prospecting before it)."""
    if spent is None or "build" in order:
        return sheet_cost(s, seat, [*sheet, order]) <= s.coins[seat]
    prospects = sum(1 for o in sheet if "prospect" in o) if "prospect" in order else 0
    return spent + order_cost(s, seat, order, prospects) <= s.coins[seat]


def planned(s: State, sheet: list[Order]) -> State:
    """A scratch copy of the state with the sheet's demolitions and builds standing, to check a further build
    against (slots, Rice Farms, mines)."""
    plan = s.copy()
    for o in sheet:
        if "demolish" in o:
            built = list(plan.improvements.get(o["in"], []))
            built.remove(o["demolish"])
            plan.improvements[o["in"]] = built
        elif "build" in o:
            plan.improvements[o["in"]] = [*plan.improvements.get(o["in"], []), o["build"]]
    return plan


def path_of(sheet: list[Order], aid: str) -> list[str] | None:
    """The path ordered for army ``aid`` on the sheet, or None."""
    for o in sheet:
        if o.get("move") == aid:
            return o["path"]
    return None


def raise_options(s: State, seat: int) -> list[Order]:
    """LH-ARMY-1..7, A-7: each army type at each spawn point the warlord may raise it at now, then raising none."""
    return [*({"raise": kind, "at": region} for region, kind in raisable(s, seat)), {"skip": "raise"}]


def move_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """A-5, LH-ARMY-5: for each army of the warlord that may move, a first step to a neighbouring region, or the
    next step of its path while its allowance lasts (never back to a region of its path); then done. Armies
    alike (type, region and path so far) are offered once, the first of them: ordering one or the other is the
    same order."""
    out = []
    alike = set()
    for aid in armies_of(s, seat):
        army = s.armies[aid]
        if army["new"]:
            continue
        path = path_of(sheet, aid)
        key = (army["t"], army["r"], tuple(path or ()))
        if key in alike:
            continue
        alike.add(key)
        if path is None:
            here, seen = army["r"], {army["r"]}
        elif len(path) < allowance(s, aid):
            here, seen = path[-1], {army["r"], *path}
        else:
            continue
        out += [{"move": aid, "to": r} for r in s.map.neighbours_in_order[here] if r not in seen]
    return [*out, *plunder_options(s, seat, sheet), {"done": "move"}]


def plunder_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """LH-CARAVAN-6: plundering another warlord's caravan on the road where an army of the warlord stands or can
    march this season (it is carried out only if an army of theirs stands there when the marches are over)."""
    near = set()
    for aid in armies_of(s, seat):
        near.add(s.armies[aid]["r"])
        if not s.armies[aid]["new"]:
            near.update(s.map.neighbours_in_order[s.armies[aid]["r"]])
    ordered = {o["plunder"] for o in sheet if "plunder" in o}
    return [{"plunder": cid} for cid, c in s.caravans.items()
            if not c["route"] and c["to"] != CASHGRAB and c["o"] != seat and c["r"] in near and cid not in ordered]


def build_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """LH-IMPR-1..7, LH-MINE-4: each improvement the warlord may build in each region of theirs with the sheet's
    builds standing (a mine of each resource found there), and each improvement standing in their regions they
    may demolish for 100; all within the treasury; then done. Only the improvements suited to a region are
    checked there (``suited``), and a sheet without builds or demolitions is checked against the state itself."""
    plan = planned(s, sheet) if any("build" in o or "demolish" in o for o in sheet) else s
    free = free_builds(s, seat)
    prices = [purchase_cost(s, seat, o["in"], improvement_kind(o["build"])) for o in sheet if "build" in o]
    spent = sheet_cost(s, seat, sheet)
    budget = s.coins[seat] - (spent - builds_total(prices, free))     # what the builds may cost together
    regions = owned(s, seat)
    out = []
    for region in regions:
        if why_not_build_in(plan, seat, region) is not None:
            continue
        where = s.map.regions[region]
        where_pct = None
        for entry in (*suited(where.kind, where.flavour), *(f"{MINE}:{x}" for x in s.found.get(region, ()))):
            if why_not_build_this(plan, seat, region, entry) is None:
                if where_pct is None:
                    where_pct = region_discount_pct(s, seat, region)
                price = purchase_cost(s, seat, region, improvement_kind(entry), where_pct)
                if builds_total([*prices, price], free) <= budget:
                    out.append({"build": entry, "in": region})
    if spent + DEMOLISH_COST <= s.coins[seat]:
        for region in regions:
            for entry in dict.fromkeys(plan.improvements.get(region, ())):
                standing = s.improvements.get(region, []).count(entry)
                doomed = sum(1 for o in sheet if o.get("demolish") == entry and o["in"] == region)
                if standing > doomed:
                    out.append({"demolish": entry, "in": region})
    return [*out, {"done": "build"}]


def heroes_after(s: State, seat: int, sheet: list[Order]) -> int:
    """The heroes the warlord will have in service once the sheet's court orders resolve (LH-HERO-11 counts them)."""
    gone = sum(1 for o in sheet if "dismiss" in o or ("execute" in o and s.heroes[o["execute"]]["captor"] is None))
    come = sum(1 for o in sheet if "hire" in o or "search" in o or "convince" in o)
    return len(heroes_of(s, seat)) - gone + come


def posts_taken(s: State, seat: int, sheet: list[Order]) -> set[tuple[str, str]]:
    """The posts (Central, "governor" | "marshal") filled once the sheet's court orders resolve."""
    moved = {o[k] for o in sheet for k in ("post", "unpost", "dismiss", "execute") if k in o}
    taken = {tuple(s.heroes[h]["post"]) for h in heroes_of(s, seat) if s.heroes[h]["post"] and h not in moved}
    return taken | {(o["at"], o["as"]) for o in sheet if "post" in o}


def court_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """LH-CAPTURE-1, LH-HERO-2/5/7/9/10/11: first a decision on each captive (convince, unless Loyal; free;
    execute), one at a time; then hiring a travelling hero waiting at court, searching for a hero at home (once a
    season; a Legalist names the skill, LH-REL-7), posting a hero as Governor or Marshal of a Central region of
    theirs (a post holds one hero), calling a posted hero back to court, dismissing or executing one; one order a
    hero; hires and searches within the hero limit and the treasury; then done."""
    named = {o[k] for o in sheet for k in HERO_ORDERS if k in o}
    for hid in captives(s, seat):
        if hid not in named:
            return [*([{"convince": hid}] if "loyal" not in s.heroes[hid]["skills"] else []),
                    {"free": hid}, {"execute": hid}]
    out: list[Order] = []
    room = heroes_after(s, seat, sheet) < hero_limit(s, seat)
    if room:
        spent = sheet_cost(s, seat, sheet)
        out += [o for o in ({"hire": h} for h in offers(s, seat) if h not in named)
                if affordable(s, seat, sheet, o, spent)]
        if not any("search" in o for o in sheet):
            searches = ([{"search": "hero", "skill": k} for k in CHOSEN_SKILLS]
                        if RELIGION[s.sheets[seat]["religion"]].raised_hero_chosen_skill else [{"search": "hero"}])
            out += [o for o in searches if affordable(s, seat, sheet, o, spent)]
    taken = posts_taken(s, seat, sheet)
    centrals = [r for r in owned(s, seat) if s.map.regions[r].kind == CENTRAL]
    for hid in heroes_of(s, seat):
        if hid in named:
            continue
        out += [{"post": hid, "at": c, "as": p} for c in centrals for p in POSTS if (c, p) not in taken]
        if s.heroes[hid]["post"]:
            out.append({"unpost": hid})
        out += [{"dismiss": hid}, {"execute": hid}]
    return [*out, {"done": "court"}]


def draft_of(sheet: list[Order]) -> Order | None:
    """The trade offer being written (at most one at a time), or None."""
    return next((o for o in sheet if o.get("draft")), None)


def diplomacy_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """LH-DIPLO-1..3, spec 3.7: first an answer to each offer made to the warlord (accept or refuse), one at a
    time; then, while a trade offer is being written, its terms (Coins, finished research and regions to give,
    Coins, research and regions to ask for), sending it or dropping it; else offering a pact or a trade to each
    other living warlord (one offer each a season), ending a pact, or done."""
    answered = {o.get("accept") or o.get("reject") for o in sheet}
    for offer in s.proposals:
        if offer["to"] == seat and offer["id"] not in answered:
            return [{"accept": offer["id"]}, {"reject": offer["id"]}]
    draft = draft_of(sheet)
    if draft is not None:
        return trade_terms(s, seat, draft)
    out: list[Order] = []
    offered = {o["offer"] for o in sheet if "offer" in o}
    pacts = partners(s, seat)
    for q in range(s.players):
        if q == seat or s.palace[q] is None or q in offered:
            continue
        if q not in pacts:
            out.append({"offer": q, "kind": "pact"})
        out.append({"offer": q, "kind": "trade"})
    ending = {o["end_pact"] for o in sheet if "end_pact" in o}
    out += [{"end_pact": q} for q in pacts if q not in ending]
    named = {o.get("turn_back") or o.get("dismantle") for o in sheet}
    for cid, c in s.caravans.items():
        if cid in named:
            continue
        if not c["route"] and c["target"] == seat:
            out.append({"turn_back": cid})
        elif c["route"] and (seat in (c["o"], c["target"]) or seat in fee_takers(s, c)):
            out.append({"dismantle": cid})
    return [*out, {"done": "diplomacy"}]


def trade_terms(s: State, seat: int, draft: Order) -> list[Order]:
    """The terms that may be added to the trade being written (LH-DIPLO-1/2, LH-RES-6), a kind at a time: first
    which kind of term (``{"terms": kind}``), sending the offer or dropping it; then the terms of that kind, or
    back. What the warlord may give: Coins within the treasury, finished research, regions that may be ceded (a
    Central with its Borders); what they may ask: Coins, any research they lack, the other warlord's regions that
    may be ceded, as the map shows."""
    kind = draft.get("adding")
    if kind is not None:
        return [*term_choices(s, seat, draft, kind), {"back": True}]
    out: list[Order] = [{"terms": k} for k in TERM_KINDS if term_choices(s, seat, draft, k)]
    if any(draft["give"].values()) or any(draft["take"].values()):
        out.append({"send": True})
    return [*out, {"drop": True}]


def term_choices(s: State, seat: int, draft: Order, kind: str) -> list[Order]:
    """The terms of one kind that may be added to the draft."""
    give, take, q = draft["give"], draft["take"], draft["offer"]
    if kind == "give_coins":
        return [{kind: n} for n in TRADE_COINS if give["coins"] + n <= s.coins[seat]]
    if kind == "take_coins":
        return [{kind: n} for n in TRADE_COINS]
    if kind == "give_topic":
        return [{kind: t} for t in s.done[seat] if t not in give["topics"]]
    if kind == "take_topic":
        return [{kind: t.id} for t in TOPICS if t.id not in s.done[seat] and t.id not in take["topics"]]
    who, part = (seat, give) if kind == "give_region" else (q, take)
    allowed = cedable(s, who)
    return [{kind: r} for r in allowed if r not in part["regions"] and set(with_borders(s, who, r)) <= set(allowed)]


def spend_options(s: State, seat: int, sheet: list[Order]) -> list[Order]:
    """LH-MINE-1/2, LH-RES-1..4, LH-EMP-1: prospecting each region of the warlord's with a resource still to find
    (once a region a season), starting or switching research (once a season), and declaring themself Emperor
    when every Imperial Requirement holds; all within the treasury; then done."""
    out = []
    spent = sheet_cost(s, seat, sheet)
    prospected = {o["prospect"] for o in sheet if "prospect" in o}
    for region in owned(s, seat):
        order = {"prospect": region}
        if region not in prospected and prospect_targets(s, region) and affordable(s, seat, sheet, order, spent):
            out.append(order)
    if not any("research" in o for o in sheet):
        out += [o for o in ({"research": t} for t in available(s, seat)) if affordable(s, seat, sheet, o, spent)]
    out += caravan_options(s, seat, sheet, spent)
    if not any("declare" in o for o in sheet) and not imperial_shortfall(s, seat):
        out.append({"declare": "emperor"})
    return [*out, {"done": "spend"}]


def caravan_options(s: State, seat: int, sheet: list[Order], spent: int | None = None) -> list[Order]:
    """LH-CARAVAN-1/5, LH-CASH-1/6, A-28: a caravan from each Bazaar of the warlord's with a load still to send
    (less the sheet's caravans), for each destination with each extra fee, or down the desert road to Cashgrab to
    sell or to barter for a good; and a new bargain (sell or a good) for each of the warlord's desert roads; all
    within the treasury (``spent``: the sheet's cost, if the caller has it)."""
    if spent is None:
        spent = sheet_cost(s, seat, sheet)
    ends = destinations(s, seat)
    out: list[Order] = []
    for region in owned(s, seat):
        ordered = [o["caravan"] for o in sheet if o.get("from") == region and "caravan" in o]
        for cargo in loads(s, seat, region):
            if cargo not in ordered:
                out += [o for o in ({"caravan": cargo, "from": region, "to": d, "fee": f} for d in ends for f in FEES)
                        if affordable(s, seat, sheet, o, spent)]
        for cargo in exports(s, seat, region):                        # LH-CASH-1, A-25, A-28
            if cargo not in ordered:
                out += [o for o in ({"caravan": cargo, "from": region, "to": CASHGRAB, "trade": t}
                                    for t in trades(cargo)) if affordable(s, seat, sheet, o, spent)]
    switched = {o["switch"] for o in sheet if "switch" in o}
    for cid, c in s.caravans.items():
        if c["o"] == seat and c["to"] == CASHGRAB and cid not in switched:
            out += [{"switch": cid, "trade": t} for t in trades(c["cargo"]) if t != c["trade"]]
    return out


def review_options(sheet: list[Order]) -> list[Order]:
    """Strike any order, or seal the sheet."""
    return [*({"remove": i} for i in range(len(sheet))), {"seal": True}]


def options(s: State, seat: int, phase: str) -> list[Order]:
    """The choices of one part of the warlord's sheet."""
    sheet = s.orders[seat]
    if phase == "raise":
        return raise_options(s, seat)
    if phase == "move":
        return move_options(s, seat, sheet)
    if phase == "build":
        return build_options(s, seat, sheet)
    if phase == "court":
        return court_options(s, seat, sheet)
    if phase == "diplomacy":
        return diplomacy_options(s, seat, sheet)
    if phase == "spend":
        return spend_options(s, seat, sheet)
    return review_options(sheet)


def first_choice(s: State, seat: int, phase: str) -> bool:
    """Whether a choice in ``phase`` is the first the warlord makes on this season's sheet: nothing is written yet
    and every earlier part had a single choice, which the flow takes without asking (a part's choices depend only
    on the state and the sheet, so they are the same now as when that part came)."""
    if s.orders[seat] or phase not in PHASES:
        return False
    return all(len(options(s, seat, p)) == 1 for p in PHASES[:PHASES.index(phase)])


def write(s: State, seat: int, choice: Order) -> str | None:
    """Write one choice on the warlord's sheet (a new list: sheets are replaced, never changed). Returns the next
    part of the sheet when the choice ends this one ("move" after the raise, ...), else None."""
    sheet = s.orders[seat]
    if "skip" in choice or "done" in choice:
        ended = choice.get("skip") or choice["done"]
        return PHASES[PHASES.index(ended) + 1]
    if "raise" in choice:
        s.orders[seat] = [*sheet, dict(choice)]
        return "move"
    if "move" in choice:
        path = path_of(sheet, choice["move"])
        if path is None:
            s.orders[seat] = [*sheet, {"move": choice["move"], "path": [choice["to"]]}]
        else:
            s.orders[seat] = [{**o, "path": [*path, choice["to"]]} if o.get("move") == choice["move"] else o
                              for o in sheet]
        return None
    if "offer" in choice and choice["kind"] == "trade":
        s.orders[seat] = [*sheet, {**choice, "give": EMPTY, "take": EMPTY, "draft": True}]
        return None
    draft = draft_of(sheet)
    if draft is not None and next(iter(choice)) in DRAFT_KEYS:
        key = next(iter(choice))
        if key == "drop":
            s.orders[seat] = [o for o in sheet if o is not draft]
            return None
        new = {**draft, "give": dict(draft["give"]), "take": dict(draft["take"])}
        new.pop("adding", None)
        if key == "send":
            del new["draft"]
        elif key == "terms":
            new["adding"] = choice[key]
        elif key != "back":
            side, what = key.split("_")
            part = new[side]
            if what == "coins":
                part["coins"] += choice[key]
            elif what == "topic":
                part["topics"] = [*part["topics"], choice[key]]
            else:
                owner = seat if side == "give" else draft["offer"]
                part["regions"] = [*part["regions"], *(r for r in with_borders(s, owner, choice[key])
                                                       if r not in part["regions"])]
        s.orders[seat] = [new if o is draft else o for o in sheet]
        return None
    if "remove" in choice:
        i = choice["remove"]
        s.orders[seat] = sheet[:i] + sheet[i + 1:]
        return None
    s.orders[seat] = [*sheet, dict(choice)]
    return None
