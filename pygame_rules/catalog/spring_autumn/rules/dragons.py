"""Dragons (G-08; SA-DRAGON-1..5, SA-DRAGON-DUEL-1/2, SA-DRAGON-REF-*, SA-UPK-DRAGON-1, SA-ACT-PASS-5;
rulings AMB-51, AMB-53; DT-32, DT-33).

``s.dragons[dragon]`` is the dragon's location: a land area id, a sea-space id (a sea or a river segment), a
tribe id, or a whole river (``map.YELLOW`` / ``map.YANGTZE``, Yinglong only). A dragon slain in a duel is in
its slayer's ``dragons_destroyed`` and out of the game (G-08).

Tasks (flow.py pattern; only the top task is mutated in place):

- ``dragon_place`` ``{"seat", "dragon"}``: the event winner places the dragon per its placement rule, never
  where another dragon is (SA-DRAGON-1/2, AMB-53); a dragon already on the map is moved to a new legal place,
  a slain one stays out (``events.DRAGON_CARD_RULE``). Yinglong on a tribe pacifies it for good: its token
  returns to the pool, credited to the winner as a kill (AMB-53, ``events.DRAGON`` ``credit_winner``); no token
  is ever placed there again (tribes are only refilled after their own raid, which needs a token).
- ``upk_dragons`` (upkeep step 1): one ``dragon_ability`` task per dragon on the map (SA-UPK-DRAGON-1).
- ``dragon_ability`` ``{"dragon", "seat", ...}``: Dilong/Fuzanglong/Qiulong for the area's owner at the start of
  upkeep, Shenlong for the sole occupant of its sea space (AMB-53); neutral areas: nothing (DT-33).
- ``duel_check`` ``{"seat", "done"}``: pushed below every non-pass action (Exchange included) of the active
  player, so it runs when the action (with its combats and world events) is complete; the player may duel
  each dragon once (SA-DRAGON-DUEL-1, AMB-51) if not passed (SA-ACT-PASS-5) and with heroes in its area.

Tianlong (SA-DRAGON-REF-TIANLONG, AMB-53) is applied by ``tianlong_at_combat`` from combat.py and
barbarians.py at the start of a combat. Yinglong's flood protection is ``protected_rivers`` (for floods).

Designed here (rulings beyond the spec):
- Duels roll hero by hero and stop at the first ``+``/``++`` (AMB-51); the hero order does not matter since
  heroes are identical. A river Yinglong may be dueled by heroes on any segment of that river; a tribe
  Yinglong cannot be dueled (no hero can stand on a tribe).
- Qiulong: the owner takes the top cards one at a time, keeping (the first kept ends on top) or discarding each.
  The looked-at cards stay on top of the deck until the choice ends; the looker's view names them
  (``qiulong_view``), other seats see only how many, and ``resample_qiulong`` keeps them on top for the looker
  (and redraws them, remapping the task, for anybody else). Identical copies (same title, chaos and effects)
  are offered once, since keeping or discarding one or the other is the same choice.
- Riding the Dragon (``hero_minus_as_blank``) is applied in duels, through its philosophy window (``philosophy_effects.py``).
"""

from __future__ import annotations

from typing import Any

from ....engine.tasks import copy_task
from ..content import nouns
from ..content.dice import DICE, YELLOW_DUEL
from ..content.events import DRAGON, DRAGON_LIST, DRAGONS_ERUPT, WORLD_EVENT
from ..content.map import (
    AREA,
    MOUNTAIN,
    RIVERS,
    SEA_SPACE,
    TRIBE,
    VALLEY,
    location_name,
)
from ..content.vocab import LAND_UNITS
from ..flow import ACTION_RESOLVERS, Decision, handler, push, resolver
from ..pieces import count, destroy_one, remove, room
from ..state import State
from .dishonor import take_dishonor
from .philosophy_use import drop_fx, window

DILONG_UNITS = tuple(LAND_UNITS) + ("junk",)


def slain(s: State, dragon: str) -> bool:
    return any(dragon in p["dragons_destroyed"] for p in s.players)


def dragon_at(s: State, loc: str) -> str | None:
    return next((d for d, at in s.dragons.items() if at == loc), None)


def protected_rivers(s: State) -> set[str]:
    """SA-DRAGON-REF-YINGLONG: rivers that can never be chosen to flood."""
    at = s.dragons.get("yinglong")
    return {at} if at in RIVERS else set()


def legal_places(s: State, dragon: str) -> list[str]:
    """SA-DRAGON-REF-*, SA-DRAGON-2, AMB-53: where ``dragon`` may be placed (a new place if on the map)."""
    kind = DRAGON[dragon].placement
    if kind == "valley":
        locs = [a.id for a in AREA.values() if a.kind == VALLEY]
    elif kind == "mountain":
        locs = [a.id for a in AREA.values() if a.kind == MOUNTAIN]
    elif kind == "land":
        locs = list(AREA)
    elif kind == "sea_space":
        locs = list(SEA_SPACE)
    else:                                                       # tribe_or_river
        locs = list(TRIBE) + list(RIVERS)
    taken = {at for d, at in s.dragons.items() if d != dragon}
    return sorted(x for x in locs if x not in taken and x != s.dragons.get(dragon))


# ---------------------------------------------------------------------- placement (world events)

def start_place(s: State, seat: int, dragon: str) -> None:
    """SA-DRAGON-1: the event winner places the dragon."""
    push(s, {"t": "dragon_place", "seat": seat, "dragon": dragon})


@handler("dragon_place")
def _place(s: State, t: dict) -> Decision | None:
    dragon = t["dragon"]
    name = DRAGON[dragon].name
    if slain(s, dragon):                                        # G-08: removed from the game
        s.tasks.pop()
        s.say(f"{name} was slain: the card has no effect")
        return None
    places = legal_places(s, dragon)
    if not places:
        s.tasks.pop()
        s.say(f"{name} has nowhere to go")
        return None
    return t["seat"], [{"dragon_to": x} for x in places]


@resolver("dragon_place")
def _place_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    place(s, t["seat"], t["dragon"], a["dragon_to"])


def place(s: State, seat: int, dragon: str, loc: str) -> None:
    old = s.dragons.get(dragon)
    s.dragons = {**s.dragons, dragon: loc}
    s.say(f"{s.name(seat)} moves {DRAGON[dragon].name} from {location_name(old)} to {location_name(loc)}" if old
          else f"{s.name(seat)} places {DRAGON[dragon].name} in {location_name(loc)}")
    if dragon == "yinglong" and loc in TRIBE:                    # SA-DRAGON-REF-YINGLONG, AMB-53
        token = s.tribes.get(loc)
        s.tribes = {**s.tribes, loc: None}
        s.say(f"the {TRIBE[loc].name} tribe is pacified for good")
        if token is not None:                                    # the token is credited face-up: shown
            s.note_reveal()
            s.barbarian_pool = s.barbarian_pool + [token]
            s.players[seat]["barbarians_destroyed"] = s.players[seat]["barbarians_destroyed"] + [token]


# ---------------------------------------------------------------------- upkeep step 1

def upkeep_dragons(s: State, t: dict) -> None:
    """SA-UPK-DRAGON-1, SA-DRAGON-5: every dragon on the map applies its ability, owners judged now (before
    conquest, AMB-53)."""
    s.tasks.pop()
    tasks = []
    for d in DRAGON_LIST:
        loc = s.dragons.get(d.id)
        if loc is None:
            continue
        if d.id in ("dilong", "fuzanglong", "qiulong"):
            seat = s.owner.get(loc)
            if seat is None:                                      # DT-33: neutral, nothing
                continue
        elif d.id == "shenlong":                                  # AMB-53: the sole occupant only
            present = [i for i in range(s.n) if any(sum(c) for c in s.units[i].get(loc, {}).values())]
            if len(present) != 1:
                continue
            seat = present[0]
        else:                                                     # Tianlong, Yinglong: no upkeep ability
            continue
        tasks.append({"t": "dragon_ability", "dragon": d.id, "seat": seat})
    push(s, *tasks)


@handler("dragon_ability")
def _ability(s: State, t: dict) -> Decision | None:
    d, seat = t["dragon"], t["seat"]
    loc = s.dragons.get(d)
    if d == "fuzanglong":                                        # SA-DRAGON-REF-FUZANGLONG
        s.tasks.pop()
        s.players[seat]["commerce"] += 1
        s.say(f"Fuzanglong: {s.name(seat)} gains 1 commerce")
        return None
    if d == "dilong":                                            # SA-DRAGON-REF-DILONG, AMB-53
        units = [u for u in DILONG_UNITS if room(s, seat, u) > 0]
        if not units:
            s.tasks.pop()
            s.say(f"Dilong: {s.name(seat)} has no unit left to gain")
            return None
        return seat, [{"dragon_unit": u} for u in units]
    if d == "qiulong":                                           # SA-DRAGON-REF-QIULONG
        if "look" not in t:
            t["look"] = list(reversed(s.world_deck[-3:]))       # top first
            t["kept"] = []
            if t["look"]:
                s.note_reveal()                                 # the looker sees them: undo stops here
            s.say(f"Qiulong: {s.name(seat)} looks at the top {len(t['look'])} world-event cards")
        left = [c for c in t["look"] if c in s.world_deck and c not in t["kept"]]
        if not left:
            s.tasks.pop()
            kept = [c for c in t["kept"] if c in s.world_deck]
            s.world_deck = [c for c in s.world_deck if c not in kept] + list(reversed(kept))
            if kept:
                s.say(f"{s.name(seat)} puts {len(kept)} card{'s' if len(kept) != 1 else ''} back on top")
            return None
        return seat, [o for c in _distinct(left) for o in ({"qiulong_keep": c}, {"qiulong_discard": c})]
    if d == "shenlong":                                          # SA-DRAGON-REF-SHENLONG, AMB-53
        opts = [{"sink": i, "at": x} for i in range(s.n) for x, kinds in sorted(s.units[i].items())
                if sum(kinds.get("junk", (0,)))]
        if not opts or loc is None:
            s.tasks.pop()
            return None
        return seat, opts + [{"sink": None}]
    s.tasks.pop()
    return None


@resolver("dragon_ability")
def _ability_resolve(s: State, t: dict, a: dict) -> None:
    d, seat = t["dragon"], t["seat"]
    if d == "dilong":
        s.tasks.pop()
        s.add_units(seat, s.dragons[d], a["dragon_unit"])
        s.say(f"Dilong: {s.name(seat)} gains {nouns.a(a['dragon_unit'])} in {location_name(s.dragons[d])}")
    elif d == "qiulong":
        if "qiulong_keep" in a:
            t["kept"] = t["kept"] + [a["qiulong_keep"]]
        else:
            card = a["qiulong_discard"]
            s.world_deck = [c for c in s.world_deck if c != card]
            s.world_discard = s.world_discard + [card]
            s.note_reveal()                                     # the others see it on the discard pile
            s.say(f"{s.name(seat)} discards {card_words(card)}")        # the discard pile is face-up
    elif d == "shenlong":
        s.tasks.pop()
        if a["sink"] is None:
            s.say(f"Shenlong: {s.name(seat)} destroys no junk")
            return
        s.say(f"Shenlong: {s.name(seat)} destroys a junk")
        destroy_one(s, a["sink"], a["at"], "junk")


# ---------------------------------------------------------------------- Qiulong: what the looker sees

def _same_card(card: str) -> tuple:
    """What makes a world-event card play as it does (all but its id): copies equal here are interchangeable."""
    ev = WORLD_EVENT[card]
    return ev.title, ev.chaos, ev.kind, repr(ev.effects), ev.text, ev.harmful, ev.palace_immune


def _distinct(cards: list[str]) -> list[str]:
    """The first of each group of interchangeable cards, in the given order."""
    seen: set[tuple] = set()
    out = []
    for c in cards:
        if _same_card(c) not in seen:
            seen.add(_same_card(c))
            out.append(c)
    return out


def card_words(card: str) -> str:
    """A world-event card as a player names it: its title and, since copies differ by it, its chaos number."""
    ev = WORLD_EVENT[card]
    return ev.title if card == DRAGONS_ERUPT else f"{ev.title} (chaos {ev.chaos})"


def qiulong_task(s: State) -> dict[str, Any] | None:
    """The Qiulong choice in progress (the looked-at cards are known to its seat), if any."""
    return next((t for t in reversed(s.tasks) if t["t"] == "dragon_ability" and t["dragon"] == "qiulong"
                 and "look" in t), None)


def _looked(s: State, t: dict[str, Any]) -> list[str]:
    """The looked-at cards still in the deck, top first: they are its top cards until the choice ends."""
    return [c for c in t["look"] if c in s.world_deck]


def qiulong_view(s: State, seat: int | None) -> dict[str, Any] | None:
    """SA-DRAGON-REF-QIULONG: the looker sees the cards still to decide (top first) and those kept so far (in
    the order kept); other seats see only how many (the discarded ones are public on the discard pile)."""
    t = qiulong_task(s)
    if t is None:
        return None
    looked = _looked(s, t)
    undecided = [c for c in looked if c not in t["kept"]]
    kept = [c for c in t["kept"] if c in looked]
    if seat == t["seat"]:
        return {"seat": t["seat"], "undecided": undecided, "kept": kept}
    return {"seat": t["seat"], "undecided": len(undecided), "kept": len(kept)}


def resample_qiulong(s: State, seat: int | None) -> None:
    """After ``resample_hidden`` shuffled the world deck: for the looker, put the looked-at cards back on top in
    their order (it knows them); for any other seat, the new top cards become the looked-at ones, the first of
    them the ones kept so far (as many as were kept), and the cards discarded from the look (public, on the
    discard pile) follow in a fixed order. All another seat knows of the look is how many cards are still to
    decide and how many are kept (``qiulong_view``), so that is all the new task is made from."""
    t = qiulong_task(s)
    if t is None:
        return
    i = next(k for k in range(len(s.tasks) - 1, -1, -1) if s.tasks[k] is t)
    t = s.tasks[i] = copy_task(t)
    looked = _looked(s, t)                          # the same cards as before the shuffle, in look order
    if seat == t["seat"]:
        s.world_deck = [c for c in s.world_deck if c not in looked] + list(reversed(looked))
        return
    kept = sum(1 for c in t["kept"] if c in looked)
    top = list(reversed(s.world_deck[len(s.world_deck) - len(looked):]))     # top first
    t["look"] = top + sorted(c for c in t["look"] if c not in looked)
    t["kept"] = top[:kept]


# ---------------------------------------------------------------------- Tianlong

def tianlong_at_combat(s: State, where: str, seats: list[int]) -> None:
    """SA-DRAGON-REF-TIANLONG, AMB-53: at the start of a combat in Tianlong's area (barbarian combat too),
    every taking-part player without the ownership marker there takes 1 dishonor."""
    if s.dragons.get("tianlong") != where:
        return
    for seat in seats:
        if seat >= 0 and s.owner.get(where) != seat:
            s.say(f"Tianlong frowns on {s.name(seat)}")
            task = take_dishonor(s, seat)
            if task is not None:
                push(s, task)


# ---------------------------------------------------------------------- duels

def hero_spots(s: State, seat: int, dragon: str) -> list[str]:
    """Where ``seat``'s heroes can duel ``dragon`` (AMB-51: heroes at sea can duel Shenlong)."""
    loc = s.dragons.get(dragon)
    if loc is None:
        return []
    locs = list(RIVERS[loc]) if loc in RIVERS else [loc] if loc in AREA or loc in SEA_SPACE else []
    return [x for x in locs if count(s, seat, x, "hero")]


def duel_targets(s: State, seat: int, done: list[str]) -> list[str]:
    if s.passed[seat]:                                           # SA-ACT-PASS-5
        return []
    return [d for d in sorted(s.dragons) if d not in done and hero_spots(s, seat, d)]


@handler("duel_check")
def _duel_check(s: State, t: dict) -> Decision | None:
    if t.get("pending"):                                          # after Riding the Dragon's window
        dragon, t["pending"] = t["pending"], None
        duel(s, t["seat"], dragon)
        return None
    targets = duel_targets(s, t["seat"], t["done"])
    if not targets:
        s.tasks.pop()
        return None
    return t["seat"], [{"duel": d} for d in targets] + [{"duel": None}]


@resolver("duel_check")
def _duel_resolve(s: State, t: dict, a: dict) -> None:
    if a["duel"] is None:
        s.tasks.pop()
        return
    t["done"] = t["done"] + [a["duel"]]
    if window(s, "dragon_duel", [t["seat"]]):                      # Riding the Dragon
        t["pending"] = a["duel"]
        return
    duel(s, t["seat"], a["duel"])


def duel(s: State, seat: int, dragon: str) -> bool:
    """SA-DRAGON-DUEL-2, SA-DRAGON-4, AMB-51: a yellow die per hero, stopping when the dragon is slain. True if
    slain."""
    name = DRAGON[dragon].name
    s.say(f"{s.name(seat)} duels {name}")
    blank = bool(drop_fx(s, "duel_blank", seat))                 # Riding the Dragon
    for spot in hero_spots(s, seat, dragon):
        for _ in range(count(s, seat, spot, "hero")):
            face = DICE["yellow"].faces[s.rng.roll(6) - 1]
            result = YELLOW_DUEL[face]
            if result == "dragon_destroyed":
                dragons = dict(s.dragons)
                del dragons[dragon]
                s.dragons = dragons
                s.players[seat]["dragons_destroyed"] = s.players[seat]["dragons_destroyed"] + [dragon]
                s.say(f"the hero rolls {face}: {name} is slain and removed from the game")
                return True
            if result == "hero_dies" and blank:
                s.say("the hero rolls -: counted blank (Riding the Dragon)")
            elif result == "hero_dies":
                remove(s, seat, spot, "hero")
                s.say("the hero rolls -: the hero dies")
            else:
                s.say("the hero rolls blank: no result")
    return False


def _with_duel(fn):
    def wrapped(s: State, seat: int, a: dict) -> None:
        top = s.tasks[-1] if s.tasks else None
        again = top and top["t"] == "duel_check" and top["seat"] == seat and not top["done"]
        if s.dragons and not again:                               # no dragon on the map: nothing to duel
            push(s, {"t": "duel_check", "seat": seat, "done": []})   # runs once the action is complete
        fn(s, seat, a)
    wrapped.__wrapped__ = fn  # type: ignore[attr-defined]
    return wrapped


def install_duels() -> None:
    """SA-DRAGON-DUEL-1, AMB-51: a duel may follow any non-pass action (Exchange included, once)."""
    for name, fn in list(ACTION_RESOLVERS.items()):
        if name != "pass" and not hasattr(fn, "__wrapped__"):
            ACTION_RESOLVERS[name] = _with_duel(fn)





