"""Treaties in play (SA-TREATY-1..7, SA-UPK-TREATY-1/2, SA-MOVE-INT-5, SA-DISH-3, AMB-38, AMB-39, AMB-92).

- Signing (SA-TREATY-1/2/4, AMB-38): during their action the active player may offer a treaty to an eligible
  player (units or ownership markers on the same or adjacent locations), giving one of their own unused cards;
  this is free and does not use the action (the ``action`` task is asked again). The partner answers with a
  ``treaty_answer`` decision: accept by choosing one of their own unused cards, or decline. Each card goes to
  the other player's ``held`` list. Only one treaty per pair (an invariant, ``check_treaty_invariants``).
  Ruling (software): the active player may offer to each player at most once per action (the re-asked
  action task and the offer options carry ``offered``), so the choice lists stay finite and random play ends.
- Upkeep step 4 (SA-UPK-TREATY-1/2): every held card gives its benefit (gain commodities; place units up
  to the caps); then each player in turn order may break any of their treaties with no penalty.
  Ruling: Shipwrights of Wu places its junk in the holder's palace area if it borders a sea space, else in
  the first (alphabetical) owned area bordering one, else the palace area; no palace: no unit.
- Forced breaks (SA-TREATY-6/7, AMB-39, AMB-92): ``note_entry`` records, during a move action, the partners
  whose area (ownership marker or units) or sea space (units) the mover's units entered; the ``treaty_breaks``
  task at the end of the action (after its combats, before the world-event reveal) returns both cards and the
  mover takes the penalty of their own returned card, one random token at a time (SA-DISH-3 when the pool is
  empty). The partner takes nothing. Combat with the partner's units still happens (AMB-92).
"""

from __future__ import annotations

from typing import Any

from ..content.factions import UNITS_PER_FACTION
from ..content.map import (
    AREA,
    SEA_SPACE,
    adjacent_land,
    adjacent_sea_spaces,
    adjacent_seas,
    borders_of_sea,
)
from ..content.treaties import TREATY
from ..flow import ACTION_RESOLVERS, Decision, handler, push, resolver, seat_order
from ..pieces import owner_index
from ..state import AI, State, without
from .dishonor import take_dishonor
from .philosophy_use import window


def card_owner(s: State, card: str) -> int | None:
    faction = card.split("-")[0]
    return s.factions.index(faction) if faction in s.factions else None


def held_from(s: State, holder: int, issuer: int) -> str | None:
    """The treaty card of ``issuer`` that ``holder`` holds, if any."""
    f = s.factions[issuer]
    return next((c for c in s.players[holder]["held"] if c.split("-")[0] == f), None)


def partners(s: State, seat: int) -> list[int]:
    """The players with whom ``seat`` has a treaty (``is_partner``), in seat order."""
    return [i for i in range(len(s.factions)) if i != seat and is_partner(s, seat, i)]


def is_partner(s: State, a: int, b: int) -> bool:
    """Whether A and B have a treaty: either holds a treaty card of the other."""
    players, factions = s.players, s.factions
    fb = factions[b]
    for c in players[a]["held"]:
        if ISSUER[c] == fb:
            return True
    fa = factions[a]
    for c in players[b]["held"]:
        if ISSUER[c] == fa:
            return True
    return False


ISSUER = {c: c.split("-")[0] for c in TREATY}
"""Each treaty card's issuing faction (the part of its id before the first "-"), split from the id once."""


# ---------------------------------------------------------------------- eligibility (AMB-38)

def locations(s: State, seat: int) -> set[str]:
    """The areas ``seat`` owns and the locations holding its units."""
    return {a for a, o in s.owner.items() if o == seat} | unit_locations(s, seat)


def unit_locations(s: State, seat: int) -> set[str]:
    return {loc for loc, kinds in s.units[seat].items() if any(sum(c) for c in kinds.values())}


def _near(loc: str) -> frozenset[str]:
    if loc in AREA:
        return frozenset({loc, *adjacent_land(loc), *adjacent_seas(loc)})
    return frozenset({loc, *borders_of_sea(loc), *adjacent_sea_spaces(loc)})


NEAR = {loc: _near(loc) for loc in (*AREA, *SEA_SPACE)}
"""Each location with the ones adjacent to it (the map never changes)."""


def reach(s: State, a: int, locs: set[str] | None = None) -> set[str]:
    """The locations at or adjacent to one of A's units or owned areas (AMB-38; ``locs``: A's ``locations``,
    when the caller has them)."""
    return set().union(*(NEAR[x] for x in (locations(s, a) if locs is None else locs)))


REACHES_KEPT = 4096
_REACHES: dict[tuple, frozenset[str]] = {}
"""A's reach by (A's owned areas, the locations of A's units...): the union of their ``NEAR`` sets, which
depends on the map alone, so it is kept across states and games (emptied when it reaches ``REACHES_KEPT``)."""


def eligible(s: State, a: int, b: int) -> bool:
    """AMB-38: some location of A's units/ownership is the same as or adjacent to one of B's."""
    return eligible_partners(s, a, [b]) == [b]


def eligible_partners(s: State, a: int, candidates: list[int]) -> list[int]:
    """The ``candidates`` B (in their order) that are ``eligible`` with A: B owns an area in A's ``reach``, or
    has units on a location in it. A's reach is made once, then the owners in it; B's units are looked at
    only when B owns nothing there."""
    if not candidates:
        return []
    units = s.units
    index = owner_index(s)
    key = (index.get(a, ()), *[loc for loc, kinds in units[a].items() if any(map(any, kinds.values()))])
    near = _REACHES.get(key)                           # (some count above 0: counts are never negative)
    if near is None:
        if len(_REACHES) >= REACHES_KEPT:
            _REACHES.clear()
        near = _REACHES[key] = frozenset().union(*(NEAR[x] for x in key[0]), *(NEAR[x] for x in key[1:]))
    out = []
    for b in candidates:
        if not near.isdisjoint(index.get(b, ())):
            out.append(b)
            continue
        theirs = units[b]
        for loc in near.intersection(theirs):
            if any(map(any, theirs[loc].values())):
                out.append(b)
                break
    return out


# ---------------------------------------------------------------------- signing (SA-TREATY-1/2/4)

def treaty_options(s: State, seat: int) -> list[dict[str, Any]]:
    p = s.players[seat]
    if not p["treaties"]:
        return []
    top = s.tasks[-1] if s.tasks and s.tasks[-1]["t"] == "action" else {}
    offered = top.get("offered", [])
    out: list[dict[str, Any]] = []
    players = s.players
    candidates = [i for i in range(len(players)) if i != seat and i not in offered and players[i]["treaties"]]
    eligible = eligible_partners(s, seat, candidates)
    for i in eligible:                            # usually one at most, and a partner already
        if is_partner(s, seat, i):
            continue
        extra = {"offered": list(offered)} if offered else {}
        out.extend({"action": "treaty", "partner": i, "give": c, **extra} for c in p["treaties"])
    return out


def do_offer(s: State, seat: int, a: dict) -> None:
    offered = a.get("offered", [])
    # the action task was popped by flow: ask the same player again (the offer is free, AMB-38)
    push(s, {"t": "treaty_answer", "seat": a["partner"], "from": seat, "give": a["give"]},
         {"t": "action", "seat": seat, "offered": offered + [a["partner"]]})
    s.say(f"{s.name(seat)} offers {s.name(a['partner'])} a treaty ({TREATY[a['give']].name})")


ACTION_RESOLVERS["treaty"] = do_offer


@handler("treaty_answer")
def _answer(s: State, t: dict) -> Decision:
    return t["seat"], [{"accept": c} for c in s.players[t["seat"]]["treaties"]] + [{"accept": None}]


@resolver("treaty_answer")
def _answer_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    b, giver, card = t["seat"], t["from"], t["give"]
    if a["accept"] is None:
        s.say(f"{s.name(b)} declines the treaty")
        return
    sign(s, giver, card, b, a["accept"])


def sign(s: State, a: int, card_a: str, b: int, card_b: str) -> None:
    """SA-TREATY-1/2: the two cards are swapped and laid face up next to the receivers' boards."""
    pa, pb = s.players[a], s.players[b]          # the lists are replaced, never changed (state.py)
    pa["treaties"] = without(pa["treaties"], card_a)
    pb["treaties"] = without(pb["treaties"], card_b)
    pb["held"] = [*pb["held"], card_a]
    pa["held"] = [*pa["held"], card_b]
    s.say(f"{s.name(a)} and {s.name(b)} sign a treaty ({TREATY[card_a].name} for {TREATY[card_b].name})")


def break_treaty(s: State, a: int, b: int) -> str | None:
    """SA-TREATY-5/6: both cards return to their owners. Returns ``a``'s own returned card."""
    own = held_from(s, b, a)
    theirs = held_from(s, a, b)
    pa, pb = s.players[a], s.players[b]          # the lists are replaced, never changed (state.py)
    if own:
        pb["held"] = without(pb["held"], own)
        pa["treaties"] = [*pa["treaties"], own]
    if theirs:
        pa["held"] = without(pa["held"], theirs)
        pb["treaties"] = [*pb["treaties"], theirs]
    for p, other in ((pa, b), (pb, a)):                 # SA-AI-TREATY-3: an AI never signs with them again
        if p["kind"] == AI and other not in p.get("broken_with", ()):
            p["broken_with"] = [*p.get("broken_with", ()), other]
    return own


# ---------------------------------------------------------------------- upkeep step 4

def _place_area(s: State, seat: int, where: str) -> str | None:
    palace = s.players[seat]["palace"]
    if where == "owned_waterside_area":
        if palace and adjacent_seas(palace):
            return palace
        wet = sorted(a for a, o in s.owner.items() if o == seat and adjacent_seas(a))
        return wet[0] if wet else palace
    return palace


def apply_benefit(s: State, seat: int, card: str) -> None:
    """SA-UPK-TREATY-1: the printed benefit of a held card."""
    p = s.players[seat]
    for e in TREATY[card].benefit:
        if e["do"] == "gain":
            p[e["commodity"]] += e["n"]
            s.say(f"{s.name(seat)} gains {e['n']} {e['commodity']} ({TREATY[card].name})")
        elif e["do"] == "place_units":
            where = _place_area(s, seat, e["where"])
            for kind in e["units"]:
                n = min(e["n"], UNITS_PER_FACTION[kind] - s.unit_count(seat, kind))
                if where is None or n <= 0:
                    continue
                s.add_units(seat, where, kind, n)
                s.say(f"{s.name(seat)} places {n} {kind} in {AREA[where].name} ({TREATY[card].name})")


@handler("upk_treaties")
def _upk_treaties(s: State, t: dict) -> None:
    """SA-UPK-TREATY-1/2: all benefits first, then each player (turn order) may break treaties freely."""
    s.tasks.pop()
    order = seat_order(s)
    for seat in order:
        for card in list(s.players[seat]["held"]):
            apply_benefit(s, seat, card)
    push(s, *({"t": "treaty_free_break", "seat": i} for i in order if partners(s, i)))
    window(s, "upkeep_treaties")                  # Propriety, Impartial Caring: after the benefits
    return None


@handler("treaty_free_break")
def _free_break(s: State, t: dict) -> Decision | None:
    ps = partners(s, t["seat"])
    if not ps:
        s.tasks.pop()
        return None
    return t["seat"], [{"keep_treaties": True}] + [{"break_treaty": i} for i in ps]


@resolver("treaty_free_break")
def _free_break_resolve(s: State, t: dict, a: dict) -> None:
    if "keep_treaties" in a:
        s.tasks.pop()
        return
    break_treaty(s, t["seat"], a["break_treaty"])
    s.say(f"{s.name(t['seat'])} breaks the treaty with {s.name(a['break_treaty'])} (no penalty in upkeep)")


# ---------------------------------------------------------------------- forced breaks (SA-TREATY-6/7)

def note_entry(s: State, seat: int, entered: list[int], dst: str) -> list[int]:
    """AMB-39: the partners whose ownership marker or units are in ``dst`` when the mover's units enter."""
    out = list(entered)
    for i in partners(s, seat):
        if i in out:
            continue
        if (dst in AREA and s.owner.get(dst) == i) or any(sum(c) for c in s.units[i].get(dst, {}).values()):
            out.append(i)
    return out


def queue_breaks(s: State, seat: int, entered: list[int]) -> None:
    if entered:
        push(s, {"t": "treaty_breaks", "seat": seat, "with": list(entered)})


@handler("treaty_breaks")
def _breaks(s: State, t: dict) -> None:
    s.tasks.pop()
    seat = t["seat"]
    tasks = []
    for i in t["with"]:
        if i not in partners(s, seat):
            continue
        own = break_treaty(s, seat, i)
        n = TREATY[own].penalty if own else 0
        s.say(f"{s.name(seat)} breaks the treaty with {s.name(i)} by entering their lands"
              + (f" and takes {n} dishonor" if n else ""))
        if n:
            tasks.append({"t": "treaty_penalty", "seat": seat, "left": n})
    push(s, *tasks)
    return None


@handler("treaty_penalty")
def _penalty(s: State, t: dict) -> None:
    """SA-TREATY-7: random tokens one at a time; SA-DISH-3 (DT-24) when the pool is empty."""
    if t["left"] <= 0:
        s.tasks.pop()
        return None
    t["left"] -= 1
    follow = take_dishonor(s, t["seat"])
    if follow is not None:
        push(s, follow)
    return None


# ---------------------------------------------------------------------- invariants

def check_treaty_invariants(s: State) -> None:
    """Every card is in its owner's hand or held by exactly one other player; one treaty per pair, swapped."""
    cards = [c for p in s.players for c in p["treaties"] + p["held"]]
    assert len(cards) == len(set(cards)), "treaty card duplicated"
    for seat, p in enumerate(s.players):
        assert all(card_owner(s, c) == seat for c in p["treaties"]), "treaty card in the wrong hand"
        assert all(card_owner(s, c) not in (None, seat) for c in p["held"]), "own treaty card held"
        for i in range(s.n):
            if i != seat:
                n = sum(1 for c in p["held"] if card_owner(s, c) == i)
                assert n <= 1, "two treaties with one player"
                assert (n == 1) == (held_from(s, i, seat) is not None), "treaty not swapped"


