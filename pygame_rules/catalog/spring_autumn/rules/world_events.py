"""World events, the dragon (chaos) track and sealed honor bids (SA-WE-*, SA-CHAOS-*, SA-WE-BID-*,
SA-WE-DE-*, SA-WE-SIL-1; rulings AMB-23, AMB-31..37, AMB-65, AMB-96).

Tasks (flow.py pattern; only the top task is mutated in place):

- ``we_reveal`` ``{"mode": "chaos" | "occurs"}``: reveal the top card onto the discard (SA-WE-2; an empty deck is
  first rebuilt from the discard, AMB-35). ``chaos``: Dragons Erupt acts at once (SA-WE-DE-1); any other card
  moves the marker down by its chaos number (SA-CHAOS-1..3, AMB-31/32) and its event occurs only if the
  fireball was entered. ``occurs`` (after Dragons Erupt, or a bid entering the fireball, AMB-33): the card
  occurs wherever the marker is and its chaos number is ignored (SA-WE-DE-2). Silence: nothing, no bid (AMB-34).
- ``bid`` ``{"card", "order", "bids", "erupt"}``: one sealed bid per player in turn order (token holder first,
  SA-MH-4), 0..honor (SA-WE-BID-2, AMB-37); bids live in this task, hidden from the other seats' views until
  all are in (SA-WE-BID-3); then the reveal, the winner (ties: ``bid_tie``, the token holder picks, SA-WE-BID-6),
  payment (SA-WE-BID-5) and the card to the winner (SA-WE-BID-4, AMB-36).
- ``we_effect`` ``{"seat", "card", "i", ...}``: the card's effects in order, each a small series of decisions.
- ``we_shuffle``: after an event triggered by Dragons Erupt, the discard joins the deck (SA-WE-DE-3, AMB-35).
- ``we_chaos`` ``{"steps"}``: the marker moves down by the winning bid (SA-WE-4, AMB-33, AMB-96).

Raids, revolts, plagues, floods, area reduction, disasters and dragons are routed to ``barbarians.py``,
``disasters.py`` and ``dragons.py``. Royal Wedding (``ally_area``) asks the winner for a kingdom area
(``wedding_areas``) that allies with them as the Alliance token does (``kingdom.ally``, AMB-44).
"""

from __future__ import annotations

from typing import Any

from ....engine.rng import Rng
from ..content import nouns
from ..content.events import DRAGONS_ERUPT, WORLD_EVENT
from ..content.map import AREA, SEA_SPACE, adjacent_land, adjacent_seas
from ..content.player_board import ADVANCEMENT, ADVANCEMENTS, can_research
from ..flow import Decision, handler, push, resolver, seat_order
from ..pieces import advance_ai_track, destroy_one, note_harm, owned_areas, room
from ..state import AI, State, without
from . import barbarians, disasters, dragons, kingdom
from .dishonor import take_dishonor
from .philosophy_use import take_fx, window

ROYAL_SEAT = "zhou"
"""Royal Wedding never allies Zhou, the imperial seat: Ascendancy must be fought for (CONTENT.md)."""


def world_event_check(s: State, seat: int) -> None:
    """SA-WE-1, SA-MOVE-INT-4, AMB-23: called after a Move Units action in which a unit moved (all movement and
    combat resolved): reveal a world-event card."""
    push(s, {"t": "we_reveal", "mode": "chaos"})


# ---------------------------------------------------------------------- the deck and the track

def _draw(s: State) -> str | None:
    """The top card, onto the discard (SA-WE-2). An empty deck is rebuilt from the discard (AMB-35)."""
    if not s.world_deck and s.world_discard:
        s.world_deck = list(s.world_discard)         # a new list: the decks are replaced, never changed
        s.world_discard = []
        s.rng.shuffle(s.world_deck)
        s.say("the world-event deck is empty: the discard pile is shuffled into a new deck")
    if not s.world_deck:
        return None
    card = s.world_deck[-1]
    s.world_deck = s.world_deck[:-1]                     # both lists replaced, never changed (state.py)
    s.world_discard = [*s.world_discard, card]
    s.note_reveal()
    return card


def move_marker(s: State, steps: int) -> bool:
    """Move the chaos marker down ``steps`` spaces (SA-CHAOS-1/3). Entering the fireball resets it to P (players
    including AI) and the leftover steps go on; it triggers at most one event (AMB-32). True if the fireball was
    entered."""
    fired = False
    for _ in range(steps):
        s.dragon_d -= 1
        if s.dragon_d == 0:
            fired = True
            s.dragon_d = s.n
    return fired


def _title(card: str) -> str:
    return WORLD_EVENT[card].title


@handler("we_reveal")
def _reveal(s: State, t: dict) -> None:
    s.tasks.pop()
    card = t.get("card") or _draw(s)
    if card is None:
        s.say("no world-event card is left to reveal")
        return None
    ev = WORLD_EVENT[card]
    if card == DRAGONS_ERUPT:                                   # SA-WE-DE-1/2, AMB-35: its chaos is ignored
        s.say("world event revealed: Dragons Erupt! Another card is revealed and occurs")
        push(s, {"t": "we_reveal", "mode": "occurs", "erupt": True})
        return None
    if t["mode"] == "chaos" and not t.get("card"):          # The Uncarved Block: before the marker moves
        push(s, {**t, "card": card})                            # continues here after the window
        if window(s, "world_event_revealed"):
            s.say(f"world event revealed: {ev.title} (chaos {ev.chaos})")
        return None
    if t["mode"] == "chaos":
        before = s.dragon_d
        fired = move_marker(s, ev.chaos)
        s.say(f"world event revealed: {ev.title} (chaos {ev.chaos}); the chaos marker moves from {before} "
              + ("into the fireball and on to " if fired else "to ") + str(s.dragon_d))
        if not fired:                                           # SA-CHAOS-2
            return None
    else:
        s.say(f"world event revealed: {ev.title}; it occurs (its chaos number is ignored)")
    if ev.kind == "silence":                                    # SA-WE-SIL-1, AMB-34: no bid, not won
        s.say("Silence: nothing happens")
        if t.get("erupt"):
            push(s, {"t": "we_shuffle"})
        return None
    order = seat_order(s)
    s.say(f"{ev.title} occurs: honor " + ", ".join(f"{s.name(i)} {s.players[i]['honor']}" for i in order)
          + "; sealed bids")                                    # SA-WE-BID-1
    push(s, {"t": "bid", "card": card, "order": order, "bids": [None] * s.n, "erupt": bool(t.get("erupt"))})
    return None


@handler("we_shuffle")
def _shuffle(s: State, t: dict) -> None:
    """SA-WE-DE-3, AMB-35: the discard (Dragons Erupt included) and the rest of the deck form a new deck; cards
    won by players stay with them."""
    s.tasks.pop()
    s.world_deck = s.world_deck + s.world_discard
    s.world_discard = []
    s.rng.shuffle(s.world_deck)
    s.say("the world-event discard pile is shuffled into the deck")
    return None


@handler("we_chaos")
def _chaos(s: State, t: dict) -> None:
    """SA-WE-4, AMB-33, AMB-96: the marker moves down by the winning bid; entering the fireball makes the next
    card occur (chaos number ignored), after the reset and the remaining steps."""
    s.tasks.pop()
    steps = t["steps"]
    if steps <= 0:
        return None
    before = s.dragon_d
    fired = move_marker(s, steps)
    s.say(f"the chaos marker moves down {steps} from {before} "
          + ("into the fireball and on to " if fired else "to ") + str(s.dragon_d))
    if fired:
        push(s, {"t": "we_reveal", "mode": "occurs"})
    return None


# ---------------------------------------------------------------------- sealed bids

def bids_view(s: State, seat: int | None) -> dict[str, Any] | None:
    """What ``seat`` may see of a bidding in progress: the card, who has bid, and its own bid only."""
    if not s.tasks or s.tasks[-1]["t"] != "bid":
        return None
    t = s.tasks[-1]
    return {"card": t["card"], "order": list(t["order"]), "in": [b is not None for b in t["bids"]],
            "own": t["bids"][seat] if seat is not None else None}


def resample_bids(s: State, seat: int | None, rng: Rng) -> None:
    """For a redraw of what ``seat`` cannot see (``game.resample_hidden``): the other players' sealed bids not yet
    revealed become fresh draws from 0 to the bidder's honor (the bids a player may make, SA-WE-BID-2), since all
    ``seat`` knows of them is that they are in. The draws depend on the view alone: who has bid and their honor."""
    for k, t in enumerate(s.tasks):
        if t["t"] != "bid" or t.get("revealed"):
            continue
        bids = [b if b is None or i == seat else rng.below(s.players[i]["honor"] + 1) for i, b in enumerate(t["bids"])]
        s.tasks[k] = {**t, "bids": bids}                # a new task: one below the top is shared with another state


def next_bidder(s: State, t: dict) -> int | None:
    """Whose sealed bid is still to come (SA-WE-BID-2, AMB-37): the seats in bidding order, every human before
    any AI (SA-AI-WE-1: the AIs roll for their bids once the humans have bid)."""
    waiting = [seat for seat in t["order"] if t["bids"][seat] is None]
    return next((seat for seat in waiting if s.players[seat]["kind"] != AI), waiting[0] if waiting else None)


@handler("bid")
def _bid(s: State, t: dict) -> Decision | None:
    seat = next_bidder(s, t)
    if seat is not None:
        return seat, [{"bid": k} for k in range(s.players[seat]["honor"] + 1)]
    bids = t["bids"]                                            # SA-WE-BID-3: all revealed at once
    if not t.get("revealed"):
        t["revealed"] = True
        s.note_reveal()                                         # the last bid's action is the barrier
        s.say("bids revealed: " + ", ".join(f"{s.name(i)} {bids[i]}" for i in t["order"]))
        if window(s, "bids_revealed", list(t["order"]), bids=list(bids)):   # Yin and Yang
            return None
    extra = take_fx(s, "bid_bonus")                             # Yin and Yang: counts higher, pays the bid
    counted = [b + extra.get(str(i), 0) for i, b in enumerate(bids)]
    if extra:
        s.say("bids as counted: " + ", ".join(f"{s.name(i)} {counted[i]}" for i in t["order"]))
    best = max(counted)
    tied = [i for i in t["order"] if counted[i] == best]
    s.tasks.pop()
    if len(tied) == 1:
        win(s, t["card"], tied[0], bids[tied[0]], t["erupt"])
    else:                                                        # SA-WE-BID-6, AMB-37 (all 0: all tied)
        push(s, {"t": "bid_tie", "card": t["card"], "tied": tied, "bids": list(bids), "erupt": t["erupt"]})
    return None


@resolver("bid")
def _bid_resolve(s: State, t: dict, a: dict) -> None:
    seat = next_bidder(s, t)
    assert seat is not None
    t["bids"] = t["bids"][:]
    t["bids"][seat] = a["bid"]
    s.say(f"{s.name(seat)} bids in secret")


@handler("bid_tie")
def _bid_tie(s: State, t: dict) -> Decision:
    """SA-WE-BID-6: the most-honorable token holder chooses the winner among the tied bidders."""
    return s.holder, [{"winner": i} for i in t["tied"]]


@resolver("bid_tie")
def _bid_tie_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.say(f"{s.name(s.holder)} breaks the tie: {s.name(a['winner'])} wins the bid")
    win(s, t["card"], a["winner"], t["bids"][a["winner"]], t["erupt"])


def win(s: State, card: str, seat: int, bid: int, erupt: bool) -> None:
    """SA-WE-BID-4/5, AMB-36: the winner pays the bid to the pool and keeps the card (public, SA-WE-BID-7);
    the event resolves (SA-WE-3), then Dragons Erupt's reshuffle (SA-WE-DE-3), then the marker moves by the
    bid (SA-WE-4)."""
    p = s.players[seat]
    p["honor"] -= bid
    s.world_discard = without(s.world_discard, card)        # replaced, never changed (state.py)
    p["events_won"] = [*p["events_won"], card]
    s.say(f"{s.name(seat)} wins {_title(card)} for {bid} honor")
    tasks: list[dict[str, Any]] = [{"t": "we_effect", "seat": seat, "card": card, "i": i}
                                   for i in range(len(WORLD_EVENT[card].effects))]
    if erupt:
        tasks.append({"t": "we_shuffle"})
    tasks.append({"t": "we_chaos", "steps": bid})
    push(s, *tasks)


# ---------------------------------------------------------------------- effects

def palace_areas(s: State) -> set[str]:
    return {p["palace"] for p in s.players if p["palace"]}



def wedding_areas(s: State, seat: int) -> list[str]:
    """Royal Wedding (``ally_area``, target ``kingdom_area_reachable``): a non-Zhou area holding kingdom tokens,
    next to an area ``seat`` owns (land adjacency, across rivers too) or holding ``seat``'s units; never an area
    another player owns (ruling: a marriage does not take another lord's land) nor one holding barbarians (as
    a kingdom token is revealed only once they are gone, SA-KT-4)."""
    out = []
    for area in sorted(s.kingdom):
        if area == ROYAL_SEAT or not s.kingdom[area] or s.owner.get(area, seat) != seat or s.barbarians.get(area):
            continue
        if any(sum(c) for c in s.units[seat].get(area, {}).values()) or \
                any(s.owner.get(x) == seat for x in adjacent_land(area)):
            out.append(area)
    return out


def task_effect(t: dict) -> dict[str, Any]:
    return WORLD_EVENT[t["card"]].effects[t["i"]]


def _place_areas(s: State, seat: int, where: str) -> list[str]:
    owned = owned_areas(s, seat)
    if where == "owned_waterside_area":
        wet = [a for a in owned if adjacent_seas(a)]
        palace = s.players[seat]["palace"]
        return wet or ([palace] if palace in owned else [])
    return owned


def _sea_targets(s: State, seat: int, unit: str) -> list[str]:
    return sorted({loc for i in range(s.n) if i != seat for loc, kinds in s.units[i].items()
                   if sum(kinds.get(unit, (0,)))})



@handler("we_effect")
def _we_effect(s: State, t: dict) -> Decision | None:
    seat, e = t["seat"], task_effect(t)
    do = e["do"]
    p = s.players[seat]
    if do == "nothing":
        pass
    elif do == "gain":
        p[e["commodity"]] += e["n"]
        s.say(f"{s.name(seat)} gains {e['n']} {e['commodity']}")
    elif do == "dishonor":                                        # target: other_player (the winner picks)
        return seat, [{"target": i} for i in range(s.n) if i != seat]
    elif do == "discard_dishonor":
        values = sorted(set(p["dishonor"]))
        if values:
            return seat, [{"dishonor": v} for v in values]
        s.say(f"{s.name(seat)} holds no dishonor token to return")
    elif do == "draft_philosophy":
        s.tasks.pop()
        if any(c is not None for c in s.market):
            push(s, *({"t": "draft", "seat": seat} for _ in range(e["n"])))
        return None
    elif do == "free_advancement" and p["kind"] == AI:           # SA-AI-ADV-1: its track, not a card
        advance_ai_track(s, seat, 1)
    elif do == "free_advancement":
        owned = set(p["advancements"])
        opts = [a.id for a in ADVANCEMENTS if a.level == e["level"] and can_research(owned, a.id)]
        if opts:
            return seat, [{"advancement": a} for a in opts]
        s.say(f"{s.name(seat)} has no level {e['level']} advancement left to gain")
    elif do == "place_units":
        if "area" not in t:
            areas = _place_areas(s, seat, e["where"])
            if areas and any(room(s, seat, u) > 0 for u in e["units"]):
                return seat, [{"area": a} for a in areas]
            s.say(f"{s.name(seat)} cannot place any unit")
        elif t.get("placed", 0) < e["n"]:
            units = [u for u in e["units"] if room(s, seat, u) > 0]
            if units:
                return seat, [{"unit": u} for u in units]
    elif do == "destroy_units":
        unit = e["unit"]
        if e["where"] == "sea_space":
            if "at" not in t:
                seas = [x for x in _sea_targets(s, seat, unit) if x in SEA_SPACE]
                if seas:
                    return seat, [{"at": x} for x in seas] + [{"at": None}]
                s.say("no enemy junk at sea to destroy")
            elif t["at"] is not None and t.get("done", 0) < e["n"]:
                owners = [i for i in range(s.n) if i != seat and sum(s.units[i].get(t["at"], {}).get(unit, (0,)))]
                if owners:
                    return seat, [{"destroy": i} for i in owners] + [{"destroy": None}]
        else:                                                      # anywhere_no_palace / anywhere
            if t.get("done", 0) < e["n"]:
                banned = palace_areas(s) if e["where"] == "anywhere_no_palace" else set()
                opts = [{"destroy": i, "at": loc} for i in range(s.n) if i != seat or e["owner"] == "any"
                        for loc, kinds in sorted(s.units[i].items())
                        if loc not in banned and sum(kinds.get(unit, (0,)))]
                if opts:
                    return seat, opts + [{"destroy": None}]
                if not t.get("done"):
                    s.say(f"no {unit} can be destroyed")
    elif do == "place_dragon":                                     # SA-DRAGON-1 (dragons.py)
        s.tasks.pop()
        dragons.start_place(s, seat, e["dragon"])
        return None
    elif do == "barbarian_raid":                                   # SA-BARB-1..6 (barbarians.py)
        s.tasks.pop()
        barbarians.start_raid(s, seat)
        return None
    elif do in ("revolt", "plague", "flood", "reduce", "disaster_adjacent"):   # disasters.py
        s.tasks.pop()
        disasters.start(s, seat, t["card"], t["i"])
        return None
    elif do == "ally_area":                                        # Royal Wedding (AMB-44, AMB-37)
        areas = wedding_areas(s, seat)
        if areas:
            return seat, [{"ally": x} for x in areas]
        s.say(f"{_title(t['card'])}: no kingdom can ally with {s.name(seat)}")
    else:
        s.say(f"{_title(t['card'])}: {do} has no effect yet (not implemented)")
    s.tasks.pop()
    return None


@resolver("we_effect")
def _we_effect_resolve(s: State, t: dict, a: dict) -> None:
    seat, e = t["seat"], task_effect(t)
    do = e["do"]
    p = s.players[seat]
    if do == "dishonor":
        s.tasks.pop()
        s.say(f"{s.name(seat)} aims {_title(t['card'])} at {s.name(a['target'])}")
        note_harm(s, seat, a["target"])                          # SA-AI-GRUDGE-2, AMB-66
        for _ in range(e["n"]):
            task = take_dishonor(s, a["target"])
            if task is not None:
                push(s, task)
                break
    elif do == "discard_dishonor":
        s.tasks.pop()
        p["dishonor"] = without(p["dishonor"], a["dishonor"])
        pool = list(s.dishonor_pool)                               # replaced, never changed (state.py)
        pool.insert(s.rng.below(len(pool) + 1), a["dishonor"])
        s.dishonor_pool = pool
        s.say(f"{s.name(seat)} returns a dishonor token to the pool")
    elif do == "ally_area":
        s.tasks.pop()
        s.say(f"{s.name(seat)} celebrates a royal wedding with the kingdom in {AREA[a['ally']].name}")
        kingdom.ally(s, seat, a["ally"])
    elif do == "free_advancement":
        s.tasks.pop()
        p["advancements"] = [*p["advancements"], a["advancement"]]
        s.say(f"{s.name(seat)} gains {ADVANCEMENT[a['advancement']].name} free")
    elif do == "place_units":
        if "area" in a:
            t["area"], t["placed"] = a["area"], 0
        else:
            s.add_units(seat, t["area"], a["unit"])
            t["placed"] += 1
            s.say(f"{s.name(seat)} places {nouns.a(a['unit'])} in {AREA[t['area']].name}")
    elif do == "destroy_units":
        if e["where"] == "sea_space" and "at" not in t:
            t["at"] = a["at"]
            return
        if a["destroy"] is None:
            s.tasks.pop()
            return
        at = t["at"] if e["where"] == "sea_space" else a["at"]
        destroy_one(s, a["destroy"], at, e["unit"])
        note_harm(s, seat, a["destroy"])
        t["done"] = t.get("done", 0) + 1


