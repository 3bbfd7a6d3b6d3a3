"""Disasters from world events: revolts (SA-REVOLT-1..5, AMB-49), plagues (SA-PLAGUE-1..6, AMB-50), floods
(G-19), area reduction and half-reduction (SA-REDUCE-1..4, AMB-41) and disasters hitting neighbours
(SA-WE-5, EX-16). Palace areas are immune throughout (SA-PALACE-1).

Tasks (flow.py pattern; only the top task is mutated in place):

- ``dis_revolt`` ``{"seat", "target", "left", "player", "chosen"}``: the winner picks the revolting area(s);
  each revolt rolls the yellow die at once; a success pushes a ``dis_loss`` for the owner (units only).
- ``dis_reduce`` ``{"seat", "amount", "target", "left", "chosen", "adjacent"}``: the winner picks the area(s);
  every player with pieces there gets a ``dis_loss``; ``adjacent`` (Famine) then hits the neighbours.
- ``dis_adjacent`` ``{"seat", "victim", "center", "amount"}``: the victim picks one of its areas next to the
  disaster (SA-WE-5; no prompt with a single one, EX-16) and suffers the loss there.
- ``dis_plague`` ``{"seat", "immune", "infected", "spread"}``: commerce (immune) and knowledge (infected)
  markers live in the task; they are returned when it ends (SA-PLAGUE-6).
- ``dis_flood`` ``{"seat", "river"}``: the winner selects a river no Yinglong protects, then a segment; each
  bank area without a palace suffers half-reduction.
- ``dis_loss`` ``{"seat", "area", "n", "mode"}``: ``seat`` destroys ``n`` of its pieces in ``area``, one choice
  at a time (mode ``revolt``: units only; ``reduce``: units and, for the owner, buildings; ``plague``: as
  reduce, and junks in adjacent sea spaces may be taken instead, SA-PLAGUE-5); then the area's ownership is
  checked.

Rulings: a player with no more eligible pieces than the loss loses them all without a prompt (AMB-41), and a
choice among identical pieces is not asked; Famine's neighbours are the players other than the struck area's
owner, and only the affected player loses a piece in the chosen area; a flood hits every player with pieces
in each bank area (as area reduction); Drought's second valley must border the first, and the winner may
stop after one; Nobles' Uprising's areas are chosen one by one, each revolt resolving before the next
choice, and the winner may stop early ("up to 3"); a home area whose home faction is not in play becomes
neutral; junks at sea are offered for plague losses only while a land piece could be lost instead.
"""

from __future__ import annotations

from typing import Any

from ..content import nouns
from ..content.dice import PLAGUE_SPREADS, YELLOW_REVOLT
from ..content.events import WORLD_EVENT
from ..content.map import (
    AREA,
    RIVERS,
    SEA_SPACE,
    VALLEY,
    adjacent_land,
    adjacent_seas,
    borders_of_sea,
    location_name,
)
from ..flow import Decision, handler, push, resolver, seat_order
from ..pieces import count, note_harm, remove, roll
from ..state import AI, State, own_buildings
from .philosophy_use import drop_fx, usable, window


def palace_areas(s: State) -> set[str]:
    return {p["palace"] for p in s.players if p["palace"]}


def owned(s: State, seat: int) -> list[str]:
    return sorted(a for a, o in s.owner.items() if o == seat)


def units_in(s: State, seat: int, area: str) -> int:
    return sum(sum(c) for c in s.units[seat].get(area, {}).values())


def revert(s: State, area: str) -> None:
    """SA-REVOLT-5, SA-REDUCE-3/4: the area becomes neutral, or reverts to its home faction's player."""
    home = AREA[area].home
    if home is not None and home in s.factions:
        seat = s.seat_of(home)
        s.owner[area] = seat
        s.say(f"{AREA[area].name} reverts to {s.name(seat)}, its home")
    else:
        s.owner.pop(area, None)
        s.say(f"{AREA[area].name} becomes neutral")


def check_emptied(s: State, area: str) -> None:
    """SA-REDUCE-3/4, AMB-41: no units and no buildings left (a palace counts as remaining)."""
    if area not in s.owner or area in palace_areas(s) or s.buildings.get(area):
        return
    if any(units_in(s, i, area) for i in range(s.n)):
        return
    revert(s, area)


# ---------------------------------------------------------------------- losses

def loss_options(s: State, t: dict) -> tuple[list[dict[str, Any]], int]:
    """The distinct choices and the number of eligible land pieces (an AI's buildings are never among them:
    SA-AI-WE-4, DT-44)."""
    seat, area, mode = t["seat"], t["area"], t["mode"]
    opts: list[dict[str, Any]] = []
    pieces = 0
    for kind, c in sorted(s.units[seat].get(area, {}).items()):
        if sum(c):
            opts.append({"lose": kind})
            pieces += sum(c)
    if mode != "revolt" and s.owner.get(area) == seat and s.players[seat]["kind"] != AI:   # AMB-41: the owner's
        # buildings; an AI loses units only, and nothing without them (SA-AI-WE-4, AMB-70, AMB-95)
        seen = set()
        for b in s.buildings.get(area, []):
            key = (b["b"], b["st"])
            pieces += 1
            if key not in seen:
                seen.add(key)
                opts.append({"lose": "building", "b": b["b"], "st": b["st"]})
    if mode == "plague" and pieces:                           # SA-PLAGUE-5
        for sea in adjacent_seas(area):
            if count(s, seat, sea, "junk"):
                opts.append({"lose": "junk", "at": sea})
    return opts, pieces


def _lose(s: State, t: dict, a: dict) -> None:
    seat, area = t["seat"], t["area"]
    if a["lose"] == "building":
        bs = own_buildings(s, area)
        b = next(x for x in bs if x["b"] == a["b"] and x["st"] == a["st"])
        bs.remove(b)
        if not bs:
            del s.buildings[area]
        s.say(f"{s.name(seat)} loses {nouns.a(a['b'])} in {AREA[area].name}")
        return
    loc = a.get("at", area)
    remove(s, seat, loc, a["lose"])
    s.say(f"{s.name(seat)} loses 1 {a['lose']} in {location_name(loc)}")
    if loc in SEA_SPACE and count(s, seat, loc, "hero") and not count(s, seat, loc, "junk"):
        remove(s, seat, loc, "hero", count(s, seat, loc, "hero"))   # heroes at sea are lost with the junks
        s.say(f"{s.name(seat)}'s heroes in {location_name(loc)} are lost with their junks")


def _finish_loss(s: State, t: dict) -> None:
    s.tasks.pop()
    area = t["area"]
    if t["mode"] == "revolt":                                  # SA-REVOLT-5: buildings stay
        if s.owner.get(area) == t["seat"] and not units_in(s, t["seat"], area):
            revert(s, area)
    else:
        check_emptied(s, area)


def loss_task(seat: int, area: str, n: int, mode: str) -> dict[str, Any]:
    return {"t": "dis_loss", "seat": seat, "area": area, "n": n, "mode": mode}


@handler("dis_loss")
def _loss(s: State, t: dict) -> Decision | None:
    while t["n"] > 0:
        opts, pieces = loss_options(s, t)
        if not opts:
            break
        junk_alt = any("at" in o for o in opts)
        if len(opts) == 1 or (pieces <= t["n"] and not junk_alt):
            _lose(s, t, opts[0])                               # no choice to make (AMB-41: lose them all)
            t["n"] -= 1
            continue
        return t["seat"], opts
    _finish_loss(s, t)
    return None


@resolver("dis_loss")
def _loss_resolve(s: State, t: dict, a: dict) -> None:
    _lose(s, t, a)
    t["n"] -= 1


def reduction(s: State, area: str, amount: int) -> list[dict[str, Any]]:
    """SA-REDUCE-1/2, AMB-41: a loss for every player with units, or (the owner) buildings, in the area."""
    return [loss_task(i, area, amount, "reduce") for i in seat_order(s)
            if units_in(s, i, area) or (s.owner.get(area) == i and s.buildings.get(area))]


# ---------------------------------------------------------------------- area reduction (and Famine)

def start(s: State, seat: int, card: str, i: int) -> None:
    """Route a world-event effect to its disaster task (called by world_events)."""
    effects = WORLD_EVENT[card].effects
    e = effects[i]
    do = e["do"]
    if do == "revolt":
        push(s, {"t": "dis_revolt", "seat": seat, "target": e["target"], "left": e["n_areas"], "player": None,
                 "chosen": []})
    elif do == "reduce":
        nxt = effects[i + 1] if i + 1 < len(effects) else None
        adjacent = nxt["amount"] if nxt is not None and nxt["do"] == "disaster_adjacent" else 0
        push(s, {"t": "dis_reduce", "seat": seat, "amount": e["amount"], "target": e["target"],
                 "left": e["n_areas"], "chosen": [], "adjacent": adjacent})
    elif do == "plague":
        push(s, {"t": "dis_plague", "seat": seat, "immune": [], "infected": [], "spread": None})
    elif do == "flood":
        push(s, {"t": "dis_flood", "seat": seat, "river": None, "amount": e.get("amount", 1)})
    elif do == "disaster_adjacent":
        pass                                                   # resolved with the reduction before it


def _reduce_targets(s: State, t: dict) -> list[str]:
    banned = palace_areas(s) | set(t["chosen"])
    if t["target"] == "adjacent_valleys_no_palace":
        pool = adjacent_land(t["chosen"][0]) if t["chosen"] else tuple(AREA)
        return sorted(a for a in pool if AREA[a].kind == VALLEY and a not in banned)
    return sorted(a for a in AREA if a not in banned)


@handler("dis_reduce")
def _reduce(s: State, t: dict) -> Decision | None:
    if t["left"] > 0:
        opts = _reduce_targets(s, t)
        if opts:
            stop = [{"reduce_at": None}] if t["chosen"] else []
            return t["seat"], [{"reduce_at": a} for a in opts] + stop
    s.tasks.pop()
    if t["adjacent"] and t["chosen"]:
        center = t["chosen"][0]
        hit = s.owner.get(center)
        push(s, *({"t": "dis_adjacent", "seat": t["seat"], "victim": i, "center": center,
                   "amount": t["adjacent"]} for i in seat_order(s) if i != hit))
    return None


@resolver("dis_reduce")
def _reduce_resolve(s: State, t: dict, a: dict) -> None:
    if a["reduce_at"] is None:
        t["left"] = 0
        return
    area = a["reduce_at"]
    t["chosen"] = t["chosen"] + [area]
    t["left"] -= 1
    word = "area reduction" if t["amount"] >= 2 else "half-reduction"
    s.say(f"{AREA[area].name} suffers {word}")
    note_harm(s, t["seat"], s.owner.get(area))                 # SA-AI-GRUDGE-2, AMB-66
    push(s, *reduction(s, area, t["amount"]))


@handler("dis_adjacent")
def _adjacent(s: State, t: dict) -> Decision | None:
    """SA-WE-5, EX-16: the affected player chooses among its qualifying areas; one: no prompt."""
    banned = palace_areas(s)
    opts = [a for a in owned(s, t["victim"]) if a in adjacent_land(t["center"]) and a not in banned]
    if len(opts) > 1:
        return t["victim"], [{"disaster_at": a} for a in opts]
    s.tasks.pop()
    if opts:
        _hit_adjacent(s, t, opts[0])
    return None


@resolver("dis_adjacent")
def _adjacent_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    _hit_adjacent(s, t, a["disaster_at"])


def _hit_adjacent(s: State, t: dict, area: str) -> None:
    s.say(f"the disaster strikes {s.name(t['victim'])} in {AREA[area].name}: half-reduction")
    push(s, loss_task(t["victim"], area, t["amount"], "reduce"))


# ---------------------------------------------------------------------- revolts

def revolt_result(s: State, area: str, face: str) -> int:
    """SA-REVOLT-2, AMB-49: owner's units - buildings (under construction included) + yellow."""
    owner = s.owner[area]
    return units_in(s, owner, area) - revolt_buildings(s, area) + YELLOW_REVOLT[face]


def revolt_buildings(s: State, area: str) -> int:
    """The buildings a revolt counts: those in the area, or for an AI's area every settlement and mine
    (SA-AI-WE-3)."""
    if s.players[s.owner[area]]["kind"] == AI:
        return AREA[area].slots
    return len(s.buildings.get(area, []))


def revolt(s: State, area: str, asked: bool = False) -> None:
    """SA-REVOLT-1..5: roll and resolve one revolt (the owner may first use Rectification of Names)."""
    owner = s.owner.get(area)
    if owner is None or area in palace_areas(s):               # AMB-49 / SA-REVOLT-1
        s.say(f"no revolt can break out in {AREA[area].name}")
        return
    if not asked and usable(s, owner, "revolt", {"area": area}):
        push(s, {"t": "dis_revolt_roll", "area": area})
        window(s, "revolt", [owner], area=area)
        return
    if drop_fx(s, "revolt_fails", owner):
        s.say(f"the revolt in {AREA[area].name} fails (Rectification of Names)")
        return
    face = roll(s, "yellow")
    result = revolt_result(s, area, face)
    s.say(f"revolt in {AREA[area].name}: {nouns.count(units_in(s, owner, area), 'unit')} - "
          f"{nouns.count(revolt_buildings(s, area), 'building')} + yellow die {face or 'blank'} = {result}")
    if result >= 0:                                            # SA-REVOLT-3
        s.say("the revolt fails")
        return
    s.say(f"the revolt succeeds: {s.name(owner)} loses {-result} unit{'s' if result < -1 else ''}")
    push(s, loss_task(owner, area, -result, "revolt"))          # SA-REVOLT-4/5


def _most_areas(s: State) -> list[int]:
    counts = [len(owned(s, i)) for i in range(s.n)]
    best = max(counts)
    return [i for i in seat_order(s) if counts[i] == best and best > 0]


@handler("dis_revolt_roll")
def _revolt_roll(s: State, t: dict) -> None:
    s.tasks.pop()
    revolt(s, t["area"], asked=True)
    return None


@handler("dis_revolt")
def _revolt(s: State, t: dict) -> Decision | None:
    banned = palace_areas(s)
    if t["target"] == "most_areas_player_no_palace" and t["player"] is None:
        tied = _most_areas(s)
        if len(tied) > 1:
            return t["seat"], [{"revolt_player": i} for i in tied]
        t["player"] = tied[0] if tied else -1
    if t["left"] > 0:
        if t["player"] is None:
            opts = sorted(a for a in s.owner if a not in banned and a not in t["chosen"])
        else:
            opts = [a for a in owned(s, t["player"]) if a not in banned and a not in t["chosen"]]
        if opts:
            stop = [{"revolt_at": None}] if t["chosen"] else []
            return t["seat"], [{"revolt_at": a} for a in opts] + stop
    if not t["chosen"]:
        s.say("no area can revolt")
    s.tasks.pop()
    return None


@resolver("dis_revolt")
def _revolt_resolve(s: State, t: dict, a: dict) -> None:
    if "revolt_player" in a:
        t["player"] = a["revolt_player"]
        return
    if a["revolt_at"] is None:
        t["left"] = 0
        return
    t["chosen"] = t["chosen"] + [a["revolt_at"]]
    t["left"] -= 1
    note_harm(s, t["seat"], s.owner.get(a["revolt_at"]))      # SA-AI-GRUDGE-2, AMB-66
    revolt(s, a["revolt_at"])


# ---------------------------------------------------------------------- plagues

@handler("dis_plague")
def _plague(s: State, t: dict) -> Decision | None:
    banned = palace_areas(s)
    if t["spread"] is not None:                                # SA-PLAGUE-3 (after the Kills losses)
        src, t["spread"] = t["spread"], None
        for n in sorted(adjacent_land(src)):
            if n in banned or n in t["immune"] or n in t["infected"]:
                continue
            face = roll(s, "blue")
            if face in PLAGUE_SPREADS:
                t["infected"] = t["infected"] + [n]
                s.say(f"plague spread roll for {AREA[n].name}: {face}, infected")
            else:
                s.say(f"plague spread roll for {AREA[n].name}: {face}, spared")
    if not t["immune"]:                                        # the first struck area (AMB-50)
        opts = sorted(a for a in AREA if a not in banned)
        if opts:
            return t["seat"], [{"plague_at": a} for a in opts]
    elif t["infected"]:                                        # SA-PLAGUE-4
        return t["seat"], [{"plague_at": a} for a in t["infected"]]
    s.tasks.pop()
    if t["immune"]:
        s.say("the plague is over: its markers return to the pool")   # SA-PLAGUE-6
    return None


@resolver("dis_plague")
def _plague_resolve(s: State, t: dict, a: dict) -> None:
    area = a["plague_at"]
    t["infected"] = [x for x in t["infected"] if x != area]
    t["immune"] = t["immune"] + [area]                         # SA-PLAGUE-2: commerce marker
    t["spread"] = area
    owner = s.owner.get(area)
    s.say(f"the plague strikes {AREA[area].name}")
    note_harm(s, t["seat"], owner)                             # SA-AI-GRUDGE-2, AMB-66
    if owner is not None:                                      # AMB-50: only the owner loses 1
        push(s, loss_task(owner, area, 1, "plague"))


# ---------------------------------------------------------------------- floods

def flood_rivers(s: State) -> list[str]:
    """G-19: a river Yinglong protects can never be selected."""
    return [r for r in RIVERS if s.dragons.get("yinglong") != r]


@handler("dis_flood")
def _flood(s: State, t: dict) -> Decision | None:
    if t["river"] is None:
        rivers = flood_rivers(s)
        if rivers:
            return t["seat"], [{"flood_river": r} for r in rivers]
        s.tasks.pop()
        s.say("no river can flood")
        return None
    return t["seat"], [{"flood_segment": x} for x in RIVERS[t["river"]]]


@resolver("dis_flood")
def _flood_resolve(s: State, t: dict, a: dict) -> None:
    if "flood_river" in a:
        t["river"] = a["flood_river"]
        return
    s.tasks.pop()
    seg = a["flood_segment"]
    banned = palace_areas(s)
    banks = [x for x in sorted(borders_of_sea(seg)) if x in AREA and x not in banned]
    s.say(f"the {SEA_SPACE[seg].name} floods: " + (", ".join(AREA[x].name for x in banks) or "no bank area")
          + " suffer half-reduction")
    for x in banks:                                            # SA-AI-GRUDGE-2, AMB-66
        note_harm(s, t["seat"], s.owner.get(x))
    push(s, *(task for x in banks for task in reduction(s, x, t["amount"])))


# ---------------------------------------------------------------------- words

