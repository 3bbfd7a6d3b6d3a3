"""Trades and Military Pacts (LH-DIPLO-1..4, LH-RES-6, LH-EX-18; spec 3.7 and 3.8's proposals).

A warlord writes an offer on the season's sheet: a pact, or a trade of Coins, finished research and regions for
Coins, research and regions. The offer goes out when the sheet resolves (``deliver``), and the other warlord
answers it on their next sheet; an accepted offer is carried out when the answering sheet resolves, if both sides
still hold what they promised (``carry_out``); an offer left unanswered lapses at the end of the season in which
it could be answered.

Rulings:

- Research given is knowledge shared: the giver keeps it (LH-DIPLO-1, LH-RES-6).
- Border regions go freely; a Central region goes with every Border of its group that the ceding warlord holds
  (LH-DIPLO-2, LH-EX-18). No warlord cedes their Palace (their life, LH-DEATH-1), nor a region where their own
  armies stand (no army is left on another's land), and heroes posted in a ceded Central come back to court.
- A pact lasts until either warlord ends it on their sheet; the end is in force as the sheets open, before any
  army marches (spec 3.8), and the other warlord is told.
"""

from __future__ import annotations

from typing import Any

from ..content.map import CENTRAL
from ..content.research import BY_ID as TOPIC
from ..pieces import armies_at, heroes_of, owned
from ..state import State

Offer = dict[str, Any]
EMPTY: dict[str, Any] = {"coins": 0, "topics": [], "regions": []}


def pair(a: int, b: int) -> list[int]:
    return [min(a, b), max(a, b)]


def in_pact(s: State, a: int, b: int) -> bool:
    return pair(a, b) in s.pacts


def partners(s: State, seat: int) -> list[int]:
    """The warlords in a pact with ``seat``, in seat order."""
    return sorted(b if a == seat else a for a, b in s.pacts if seat in (a, b))


def with_borders(s: State, seat: int, region: str) -> list[str]:
    """LH-DIPLO-2: a region and, for a Central, every Border of its group the warlord holds."""
    if s.map.regions[region].kind != CENTRAL:
        return [region]
    group = s.map.group(s.map.regions[region].group)
    return [region, *(r for r in group.borders if s.owner.get(r) == seat)]


def cedable(s: State, seat: int) -> list[str]:
    """The regions a warlord may cede: theirs, not the Palace, with none of their armies in it."""
    return [r for r in owned(s, seat) if r != s.palace[seat]
            and not any(s.armies[a]["o"] == seat for a in armies_at(s, r))]


def why_not_give(s: State, seat: int, part: dict[str, Any]) -> str | None:
    """Why ``seat`` cannot give ``part`` now (Coins, finished topics, regions), or None."""
    if s.coins[seat] < part["coins"]:
        return "the treasury cannot pay"
    if any(t not in s.done[seat] for t in part["topics"]):
        return "research promised is not finished"
    allowed = cedable(s, seat)
    for r in part["regions"]:
        if r not in allowed:
            return f"{s.map.regions[r].name} cannot be ceded"
        if s.map.regions[r].kind == CENTRAL and not set(with_borders(s, seat, r)) <= set(part["regions"]):
            return f"{s.map.regions[r].name} goes only with its Border regions"
    return None


def deliver(s: State, seat: int, order: Offer) -> None:
    """An offer on a resolving sheet goes out to the other warlord (a new list of proposals)."""
    to = order["offer"]
    if s.palace[to] is None:
        return
    offer = {"id": f"o{s.next_offer}", "from": seat, "to": to, "kind": order["kind"],
             "give": order.get("give", EMPTY), "take": order.get("take", EMPTY), "season": s.season}
    s.next_offer += 1
    s.proposals = [*s.proposals, offer]
    s.report(to, f"{s.name(seat)} offers you {offer_words(s, offer)}")


def offer_words(s: State, offer: Offer) -> str:
    """An offer in words from the side of the warlord it is made to ("a Military Pact", "1,000 Coins and
    Crossbows for North Wu")."""
    if offer["kind"] == "pact":
        return "a Military Pact"
    return f"{part_words(s, offer['give'])} for {part_words(s, offer['take'])}"


def part_words(s: State, part: dict[str, Any]) -> str:
    items = ([f"{part['coins']:,} Coins"] if part["coins"] else []) + [TOPIC[t].name for t in part["topics"]] + [
        s.map.regions[r].name for r in part["regions"]]
    return " and ".join(items) or "nothing"


def end_pact(s: State, seat: int, other: int) -> None:
    if in_pact(s, seat, other):
        s.pacts = [p for p in s.pacts if p != pair(seat, other)]
        s.say(f"{s.name(seat)} ends the Military Pact with {s.name(other)}")


def carry_out(s: State, seat: int, offer_id: str) -> None:
    """An accepted offer made to ``seat``: a pact is formed, or the trade goes through if both still can."""
    offer = next((o for o in s.proposals if o["id"] == offer_id), None)
    if offer is None:
        return
    s.proposals = [o for o in s.proposals if o["id"] != offer_id]
    frm = offer["from"]
    if s.palace[frm] is None:
        return
    if offer["kind"] == "pact":
        if not in_pact(s, frm, seat):
            s.pacts = [*s.pacts, pair(frm, seat)]
            s.say(f"{s.name(frm)} and {s.name(seat)} form a Military Pact")
        return
    why = why_not_give(s, frm, offer["give"]) or why_not_give(s, seat, offer["take"])
    if why is not None:
        for p in (frm, seat):
            s.report(p, f"The trade of {offer_words(s, offer)} fails: {why}")
        return
    transfer(s, frm, seat, offer["give"])
    transfer(s, seat, frm, offer["take"])
    s.say(f"{s.name(frm)} and {s.name(seat)} trade")
    for p in (frm, seat):
        s.report(p, f"The trade of {offer_words(s, offer)} goes through")


def transfer(s: State, giver: int, taker: int, part: dict[str, Any]) -> None:
    s.coins[giver] -= part["coins"]
    s.coins[taker] += part["coins"]
    if part["topics"]:
        s.done[taker] = [*s.done[taker], *(t for t in part["topics"] if t not in s.done[taker])]
        if s.research[taker] and s.research[taker]["topic"] in part["topics"]:
            s.research[taker] = None
    for r in part["regions"]:
        s.owner[r] = taker
        for h in heroes_of(s, giver):
            if s.heroes[h]["post"] and s.heroes[h]["post"][0] == r:
                s.heroes[h] = {**s.heroes[h], "post": None}


def lapse(s: State) -> None:
    """End of a season: offers that could be answered this season and were not lapse."""
    s.proposals = [o for o in s.proposals if o["season"] >= s.season]
