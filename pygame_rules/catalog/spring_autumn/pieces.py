"""Board primitives every rule uses: counting, placing, moving and removing units, rolling a die, what a
player's advancements allow, where junk chains reach, drawing a philosophy card.

The layer between the state (``state.py``) and the rules (``rules/``): each is a small operation on the
state that several parts of the rulebook share, so no rule module has to import another for it. Units are
counted per location as ``[fresh, moved once, moved twice]`` (``rules/movement.py``).

Every change to ``State.units`` goes through the functions here (and ``State.add_units``), which first make
the seat's units private to the state (``state.own_units``): ``State.copy`` shares each seat's units with the
state it was copied from. Rules read units through ``count``/``counts``/``s.units`` afresh after a change.
"""

from __future__ import annotations

from typing import Any

from .content import nouns
from .content.dice import DICE
from .content.map import (
    SEA_SPACE,
    adjacent_sea_spaces,
    adjacent_seas,
    borders_of_sea,
    location_name,
)
from .content.player_board import (
    ADVANCEMENT,
    AI_ADVANCEMENT_TRACK,
    AI_COMBAT_ADVANCEMENTS,
    AI_COMBAT_SPACE,
    UNIT_CAPS,
)
from .garrison import garrison_at, garrison_count
from .state import AI, State, own_units

LAND_KINDS = ("infantry", "cavalry", "archer", "hero")


JUNK, HERO = "junk", "hero"


def has(s: State, seat: int, do: str, **kw: Any) -> bool:
    return any(e["do"] == do and all(e.get(k) == v for k, v in kw.items())
               for a in s.players[seat]["advancements"] for e in ADVANCEMENT[a].effects)


def advance_ai_track(s: State, seat: int, n: int) -> None:
    """SA-AI-PROD-ADV: an AI's advancement cube moves up ``n`` (it stops at the track's last space). From space 6
    the AI fights as if it owned Combat Junks, Tactics and Iron Weapons (SA-AI-COMBAT-1): they become its
    advancements, the only ones it ever owns (SA-AI-ADV-1: the rest are not tracked), so combat reads them as
    anyone's."""
    p = s.players[seat]
    p["ai_advancements"] = min(AI_ADVANCEMENT_TRACK, p["ai_advancements"] + n)
    s.say(f"{s.name(seat)} (AI) moves its advancement cube to {p['ai_advancements']}")
    if p["ai_advancements"] >= AI_COMBAT_SPACE and not p["advancements"]:
        p["advancements"] = list(AI_COMBAT_ADVANCEMENTS)
        s.say(f"{s.name(seat)} (AI) now fights with Combat Junks, Tactics and Iron Weapons")


def note_harm(s: State, harmer: int | None, victim: int | None) -> None:
    """SA-AI-GRUDGE-1/2, AMB-66: ``harmer`` harmed ``victim``; if the victim is an AI, the harmer's cube goes
    on its grudge space, replacing the one there."""
    if harmer is None or victim is None or harmer == victim:
        return
    p = s.players[victim]
    if p["kind"] == AI and p["grudge"] != harmer:
        p["grudge"] = harmer
        s.say(f"{s.name(harmer)}'s cube goes on {s.name(victim)}'s grudge space")


def draw(s: State, items: list[Any]) -> Any:
    """One of ``items`` drawn from the state's RNG, without a draw when there is only one (the AI players'
    random tie-breaks: a forced choice never moves the RNG, so scripted dice in tests stay in step)."""
    return items[0] if len(items) == 1 else items[s.rng.below(len(items))]


def roll(s: State, color: str) -> Any:
    return DICE[color].faces[s.rng.roll(6) - 1]


def count(s: State, seat: int, loc: str, kind: str) -> int:
    return sum(s.units[seat].get(loc, {}).get(kind, (0,)))


def remove(s: State, seat: int, loc: str, kind: str, n: int = 1, moved: int | None = None) -> None:
    """Remove ``n`` units (the most-moved first, or those that used ``moved`` moves: a chosen casualty,
    SA-COMBAT-ARCH-2, SA-COMBAT-MELEE-10); they return to the pool."""
    kinds = own_units(s, seat)[loc]
    c = kinds[kind]
    for idx in ((2, 1, 0) if moved is None else (moved,)):
        k = min(n, c[idx])
        c[idx] -= k
        n -= k
    if not any(c):
        del kinds[kind]
    if not kinds:
        del s.units[seat][loc]


def relocate(s: State, seat: int, src: str, dst: str, kinds: tuple[str, ...]) -> None:
    """Move every unit of ``kinds`` from src to dst keeping their move counts (AMB-29: no supply cost)."""
    own_units(s, seat)
    here = s.units[seat].get(src, {})
    for kind in kinds:
        if kind in here:
            c = here.pop(kind)
            d = s.units[seat].setdefault(dst, {}).setdefault(kind, [0, 0, 0])
            for i in range(3):
                d[i] += c[i]
    if src in s.units[seat] and not s.units[seat][src]:
        del s.units[seat][src]


def others_at(s: State, seat: int, loc: str, kinds: tuple[str, ...] | None = None) -> list[int]:
    """Other players with units (of ``kinds``) at ``loc``; a safety-game palace garrison counts (AMB-55).
    Plain loops (combat, walls and retreats ask it often)."""
    out = []
    for i in range(s.n):
        if i == seat:
            continue
        for k, c in s.units[i].get(loc, {}).items():
            if (kinds is None or k in kinds) and sum(c):
                out.append(i)
                break
        else:
            for k in garrison_at(s, i, loc):
                if kinds is None or k in kinds:
                    out.append(i)
                    break
    return out


def fighting(s: State, seat: int, loc: str, kind: str) -> int:
    """Units of ``kind`` fighting for ``seat`` at ``loc``: its units and its palace garrison (SA-SAFE-1/2)."""
    return count(s, seat, loc, kind) + garrison_count(s, seat, loc, kind)



def counts(s: State, seat: int, loc: str, kind: str) -> list[int]:
    return s.units[seat].get(loc, {}).get(kind, [0, 0, 0])


def total(s: State, seat: int, loc: str, kind: str) -> int:
    return sum(counts(s, seat, loc, kind))


def take_units(s: State, seat: int, loc: str, kind: str, idx: int, n: int) -> None:
    kinds = own_units(s, seat)[loc]
    kinds[kind][idx] -= n
    if not any(kinds[kind]):
        del kinds[kind]
    if not kinds:
        del s.units[seat][loc]


def put_units(s: State, seat: int, loc: str, kind: str, idx: int, n: int) -> None:
    c = own_units(s, seat).setdefault(loc, {}).setdefault(kind, [0, 0, 0])
    c[idx] += n


def others_units_at(s: State, seat: int, loc: str) -> list[int]:
    out = []
    for i in range(s.n):
        if i != seat:
            for c in s.units[i].get(loc, {}).values():
                if sum(c):
                    out.append(i)
                    break
    return out


def junk_reach(s: State, seat: int, start: str, retreat: bool = False) -> list[str]:
    """SA-MOVE-SEAT-1/2/4: sea spaces reachable from the land area ``start`` through a chain of sea spaces
    each holding the player's own junks (junks that moved this action included). For a withdrawal
    (``retreat``) the chain avoids sea spaces holding another player's units (SA-COMBAT-WD-5, AMB-24)."""
    def bridge(x: str) -> bool:
        return bool(total(s, seat, x, JUNK)) and not (retreat and others_units_at(s, seat, x))
    seen: list[str] = []
    frontier = [x for x in adjacent_seas(start) if bridge(x)]
    while frontier:
        x = frontier.pop()
        if x in seen:
            continue
        seen.append(x)
        frontier.extend(y for y in adjacent_sea_spaces(x) if y not in seen and bridge(y))
    return sorted(seen)


def sea_transport_areas(s: State, seat: int, start: str, retreat: bool = False,
                        reach: list[str] | None = None) -> list[str]:
    """Land areas other than ``start`` that its land units reach by sea transport (SA-MOVE-SEAT-1): those
    bordering a sea space of the junk chain (``reach``: ``junk_reach``'s answer, when the caller has it)."""
    if reach is None:
        reach = junk_reach(s, seat, start, retreat)
    return sorted({a for x in reach for a in borders_of_sea(x)} - {start})



def owned_areas(s: State, seat: int) -> list[str]:
    """AMB-14: every activation needs an area the player owns (sorted for stable option lists). A new list."""
    return list(owner_index(s).get(seat, ()))


def owner_index(s: State) -> dict[int, tuple[str, ...]]:
    """Each seat's owned areas, sorted (a seat owning none is absent): read at every action decision, while
    ownership changes a few times a turn. Kept in ``s.__dict__["owner_index"]`` (not a field: never
    serialised nor compared) beside a copy of the ``owner`` map it was made from, and made again whenever
    ``s.owner`` no longer equals that copy, so it can never be stale, however ``owner`` was changed (rules
    and tests write to it in place); comparing two small dicts runs in C, far cheaper than the sort. Both
    are never changed once made, so a copy of the state may share them: each state compares them with its
    own ``owner``.

    While the state cannot change (a menu memo is open, ``state.menu_memo``) the index found first is kept in
    the memo, so the later calls of one action menu or one objective check skip the comparison too."""
    d = s.__dict__
    memo = d.get("menu_memo")
    if memo is not None:
        index = memo.get("owner_index")
        if index is not None:
            return index
    kept = d.get("owner_index")
    owner = s.owner
    if kept is not None and kept[0] == owner:
        index = kept[1]
    else:
        made = dict(owner)
        by_seat: dict[int, list[str]] = {}
        for area in sorted(made):
            by_seat.setdefault(made[area], []).append(area)
        index = {seat: tuple(areas) for seat, areas in by_seat.items()}
        d["owner_index"] = (made, index)
    if memo is not None:
        memo["owner_index"] = index
    return index


def room(s: State, seat: int, unit: str) -> int:
    """SA-ACT-TRAIN-7, AMB-73: units that may still be placed under the cap (units on the map count)."""
    return UNIT_CAPS[unit] - s.unit_count(seat, unit)



def destroy_one(s: State, owner: int, loc: str, unit: str) -> None:
    counts = own_units(s, owner)[loc][unit]
    idx = max(k for k in range(3) if counts[k])
    counts[idx] -= 1
    place = location_name(loc)
    s.say(f"{nouns.a(unit)} of {s.name(owner)} is destroyed in {place}")
    if unit == "junk" and loc in SEA_SPACE and not sum(counts):
        heroes = s.units[owner][loc].get("hero")
        if heroes and sum(heroes):                               # ruling: heroes aboard are lost with the junks
            s.say(f"{nouns.count(sum(heroes), 'hero')} of {s.name(owner)} {'is' if sum(heroes) == 1 else 'are'} lost "
                  "with the junks")
            s.units[owner][loc]["hero"] = [0, 0, 0]



def draw_philosophy(s: State) -> str | None:
    """SA-UPK-MKT-3: an empty market deck is rebuilt from the shuffled discard pile."""
    if not s.phil_deck and s.phil_discard:
        s.phil_deck, s.phil_discard = list(s.phil_discard), []   # the discard pile is shared: never changed
        s.rng.shuffle(s.phil_deck)
        s.say("the philosophy discard pile is shuffled into a new market deck")
    if not s.phil_deck:
        return None
    s.note_reveal()                                   # a face-up market card from the hidden deck
    card = s.phil_deck[-1]
    s.phil_deck = s.phil_deck[:-1]                    # replaced, never changed (state.py)
    return card



MOVED = ("not yet moved", "already moved once", "already moved twice")


def moved_words(idx: int) -> str:
    """How many moves a unit used this turn (its index in the ``[fresh, once, twice]`` counts), for the
    choices that tell units of one type apart: which one dies, which ones move."""
    return MOVED[idx]
