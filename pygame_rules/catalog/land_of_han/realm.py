"""A warlord's own realm in figures and words, for their view only (``LandOfHan.view``): what the forum player kept
on their character sheet and worked out by hand each season.

The page draws a seat's view and nothing else (``render/``, which imports content only), so the figures that take
the rules to compute are worked out here, from the state, for the seat that may see them: next income's taxes,
production and upkeep, the Max Army Limit, piety coverage, Research Points and the project's progress, the topics
open with their price, the Imperial Requirements still missing, the heroes in service, and the order sheet being
written with each order's cost. Everything in it is the seat's own or public, so a redraw of the others' hidden
information (``resample_hidden``) leaves it as it was.
"""

from __future__ import annotations

from typing import Any

from .content.heroes import BY_ID as SKILL
from .content.research import BY_ID as TOPIC
from .logrules import report_rule_for
from .pieces import CASHGRAB, armies_of, army_limit, heroes_of, piety_coverage
from .rules.caravans import route_earns, route_income
from .rules.economy import heroes_upkeep, production, taxes, upkeep
from .rules.orders import free_builds, order_costs, sheet_cost
from .rules.research import available, research_points, switch_cost, topic_cost
from .rules.victory import imperial_shortfall
from .state import State
from .words import order_words


def _hero(s: State, hid: str, pay: int | None) -> dict[str, Any]:
    hero = s.heroes[hid]
    post = hero["post"]
    return {"id": hid, "name": hero["name"], "hanzi": hero.get("hanzi") or "",
            "skills": [SKILL[k].name for k in hero["skills"]],
            "post": None if post is None else [post[0], post[1]], "upkeep": pay, "unpaid": bool(hero.get("unpaid"))}


def _caravan(s: State, c: dict[str, Any]) -> dict[str, Any]:
    """One of the warlord's caravans in words, with what a standing route earns a season (None on the road, and
    for the desert road, whose trade the report tells each season)."""
    to = "Cashgrab" if c["to"] == CASHGRAB else s.map.regions[c["to"]].name
    whom = "" if c["target"] is None else f" ({s.name(c['target'])})"
    if not c["route"]:
        ahead = len(c.get("path") or ())
        where = f"on the road in {s.map.regions[c['r']].name}" + (f", {ahead} regions to go" if ahead else "")
        return {"words": f"A caravan of {c['cargo']} from {s.map.regions[c['from']].name} to {to}{whom}: {where}",
                "earns": None}
    earns = None if c["to"] == CASHGRAB else route_earns(s, c)[0]
    return {"words": f"The trade route of {c['cargo']} from {s.map.regions[c['from']].name} to {to}{whom}",
            "earns": earns}


def waiting_to_resolve(s: State, seat: int) -> bool:
    """Whether the seat's sheet is sealed and its resolution still to come this season (``rules/season.py`` lays
    out the season's tasks): after it resolves, its orders may name armies and heroes gone since."""
    return s.sealed[seat] and any(t.get("t") == "resolve" and seat in t["seats"] for t in s.tasks)


def realm(s: State, seat: int) -> dict[str, Any]:
    """The seat's realm: ``income`` (taxes, production, trade routes' revenue and fees, armies' and heroes' upkeep
    at the next income, as things stand), ``caravans`` (the warlord's, in words, with what each route earns), ``army_limit`` and ``armies``, ``piety`` (coverage in whole %), ``rp`` (Research Points a season),
    ``project`` (the topic under way with its points gathered and needed), ``topics`` (each topic open now with
    its price), ``emperor`` (the Imperial Requirements still missing, in words), ``heroes`` (in service, waiting
    at court, held captive), ``free_builds`` and ``sheet`` (the orders written so far, in words, with their cost
    and the total, while the sheet is being written or waits sealed), and ``report_rules`` (the rule each line of
    the season report applied, for the page's links)."""
    pay = heroes_upkeep(s, seat)
    project = s.research[seat]
    sheet = s.orders[seat] if s.decision_seat == seat or waiting_to_resolve(s, seat) else []
    costs = order_costs(s, seat, sheet) if sheet else []
    mine = heroes_of(s, seat)
    return {
        "income": {"taxes": taxes(s, seat), "production": production(s, seat),
                   "trade": route_income(s, seat, report=False), "armies": upkeep(s, seat),
                   "heroes": sum(pay.values())},
        "caravans": [_caravan(s, c) for c in s.caravans.values() if c["o"] == seat],
        "army_limit": army_limit(s, seat), "armies": len(armies_of(s, seat)),
        "piety": int(piety_coverage(s, seat)), "rp": research_points(s, seat),
        "project": None if project is None else {"name": TOPIC[project["topic"]].name, "rp": project["rp"],
                                                  "need": topic_cost(s, seat, project["topic"])[0]},
        "topics": [{"name": TOPIC[t].name, "rp": topic_cost(s, seat, t)[0], "coins": switch_cost(s, seat, t),
                    "imperial": TOPIC[t].imperial, "text": TOPIC[t].text} for t in available(s, seat)],
        "finished": [TOPIC[t].name for t in s.done[seat]],
        "emperor": imperial_shortfall(s, seat),
        "heroes": [_hero(s, h, pay.get(h)) for h in mine],
        "waiting": [_hero(s, h, None) for h, x in s.heroes.items() if x["offer"] == seat],
        "captives": [_hero(s, h, None) for h, x in s.heroes.items() if x["captor"] == seat],
        "free_builds": free_builds(s, seat),
        "sheet": [{"words": order_words(s, seat, o, c), "cost": c} for o, c in zip(sheet, costs, strict=True)],
        "sheet_cost": sheet_cost(s, seat, sheet) if sheet else 0,
        "report_rules": [report_rule_for(line) for line in s.reports[seat]],
    }
