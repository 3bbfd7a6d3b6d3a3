"""Setting up a game: the simple rules' setup (DH-SETUP-1..14), the full rules' drafts (DH-FULL-1..5) and the
mulligan (DH-SETUP-3/4).

Simple rules: the seats sit clockwise in the order of ``content.factions.SIMPLE_FACTIONS`` (Cao Cao first, the
first Attacker, DH-SETUP-5) and the starting diplomacy is the rulebook's table (DH-SETUP-14). Full rules: a random
starting player is the first Attacker (DH-FULL-1) and chooses any faction; then clockwise each player chooses one
with a territory next to those of the factions already chosen (DH-FULL-2); the absent factions' territories carry
their NPC tiles, one NPC faction per absent warlord (DH-NPC-2, spec 3.1); stances (DH-FULL-3); then from the
starting player's right, counter-clockwise, each places a diplomacy cube on an NPC tile not next to its own
territories, twice with 4-5 players, once with 6 (DH-FULL-4). Then everyone draws 4 and may mulligan.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..content.boards import EMPEROR_SPACES, HAND_SIZE
from ..content.cards import ARMAMENTS, FACTION_DECKS, WANDERING_GENERALS, ZHUGE_LIANG
from ..content.factions import (
    FACTION,
    FACTION_IDS,
    FIRST_ATTACKER_SIMPLE,
    FULL_DIPLOMACY_PASSES,
    LU_BU_OPENING,
    SIMPLE_DIPLOMACY,
    SIMPLE_FACTIONS,
)
from ..content.map import TERRITORIES, TERRITORY, adjacent, home_territories, neighbours_of
from ..content.promises import promises_in_play
from ..content.vocab import HAN_MINISTER
from ..flow import Decision, handler, push, resolver
from ..pieces import FACES, card, discard_hand_cards, draw_own, name, take_cube
from ..state import State
from .wandering import refill_wandering


def set_up(s: State) -> None:
    """Start a game of ``s.options["players"]`` players in the options' mode."""
    n = s.options["players"]
    s.word = [[0, 0] for _ in range(n)]
    s.hand, s.deck, s.discard, s.bf = ([[] for _ in range(n)] for _ in range(4))
    if s.full:
        start = s.rng.below(n)                                       # DH-FULL-1
        s.factions = [None] * n
        s.attacker = start
        s.say(f"{name(s, start)} is the starting player and the first Attacker.")
        push(s, *({"t": "choose_faction", "seat": (start + k) % n} for k in range(n)), {"t": "lay_out"})
        return
    s.factions = list(SIMPLE_FACTIONS[n])
    lay_out(s)
    seat_of = {f: i for i, f in enumerate(s.factions)}
    for f, tiles in SIMPLE_DIPLOMACY[n].items():                     # DH-SETUP-14
        for tile in tiles:
            take_cube(s, seat_of[f])
            s.npc[tile] = seat_of[f]
    s.attacker = seat_of[FIRST_ATTACKER_SIMPLE]                      # DH-SETUP-5
    s.say(f"{name(s, s.attacker)} is the first Attacker.")
    deal(s)


def lay_out(s: State) -> None:
    """Boards, territories and NPC tiles, the decks and the wandering board, the Promise cards and the stances, once
    every seat has its faction (DH-SETUP-2, 6..12, DH-FULL-3/5)."""
    n = s.players
    s.board = [FACTION[f].cubes for f in s.factions]                # DH-SETUP-2: cubes exactly fill the area
    s.gone = [0] * n
    s.emperor = [None] * len(EMPEROR_SPACES)
    s.stance = [FACTION[f].start_stance if s.full else HAN_MINISTER for f in s.factions]   # DH-SETUP-6, FULL-3
    seat_of = {f: i for i, f in enumerate(s.factions)}
    for t in TERRITORIES:                                            # DH-SETUP-7/8
        if t.home in seat_of:
            seat = seat_of[t.home]
            for _ in range(t.circles):
                take_cube(s, seat)
            s.owner[t.id] = seat
            s.level[t.id] = t.circles
        else:
            s.npc[t.id] = None
    s.public = [c.id for c in ARMAMENTS]                             # DH-SETUP-9
    s.rng.shuffle(s.public)
    others = [c.id for c in WANDERING_GENERALS if c.id != ZHUGE_LIANG]
    s.rng.shuffle(others)
    s.wdeck = [ZHUGE_LIANG, *others]                                 # DH-SETUP-10: Zhuge Liang at the bottom
    for _ in range(3):
        refill_wandering(s)
    s.promises = {p.id: None for p in promises_in_play(n, s.full)}   # DH-SETUP-12, DH-FULL-5


def deal(s: State) -> None:
    """DH-SETUP-3/4: shuffled decks, 4 cards each (Lu Bu's two Lu Bu cards and 2), then the mulligans and the first
    round."""
    for seat, f in enumerate(s.factions):
        deck = [c.id for c in FACTION_DECKS[f]]
        if f == LU_BU_OPENING:
            s.hand[seat] = [c for c in deck if card(c).name_id == LU_BU_OPENING]
            deck = [c for c in deck if card(c).name_id != LU_BU_OPENING]
        s.rng.shuffle(deck)
        s.deck[seat] = deck
        draw_own(s, seat, HAND_SIZE - len(s.hand[seat]))
    push(s, *({"t": "mulligan", "seat": i} for i in range(s.players) if s.factions[i] != LU_BU_OPENING),
         {"t": "round"})


# -- the full rules' drafts ------------------------------------------------------------------------------------------

def faction_choices(s: State) -> list[str]:
    """DH-FULL-2: any faction for the starting player; then one not chosen yet with a territory next to those of
    the factions already chosen."""
    chosen = [f for f in s.factions if f is not None]
    if not chosen:
        return list(FACTION_IDS)
    near = neighbours_of(t for f in chosen for t in home_territories(f))
    return [f for f in FACTION_IDS if f not in chosen and near & set(home_territories(f))]


@handler("choose_faction")
def _choose_faction(s: State, t: dict) -> Decision:
    return t["seat"], [{"do": "faction", "faction": f} for f in faction_choices(s)]


@resolver("choose_faction")
def _faction_chosen(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    seat = t["seat"]
    s.say(f"{name(s, seat)} chooses {FACTION[a['faction']].name}.")
    s.factions = [a["faction"] if i == seat else f for i, f in enumerate(s.factions)]


@handler("lay_out")
def _lay_out(s: State, t: dict) -> None:
    """After the faction draft: the board, then the starting-diplomacy draft (DH-FULL-4) and the deal."""
    s.tasks.pop()
    lay_out(s)
    n, start = s.players, s.attacker
    order = [(start - k) % n for k in range(1, n + 1)]
    push(s, *({"t": "start_diplomacy", "seat": p} for _ in range(FULL_DIPLOMACY_PASSES[n]) for p in order),
         {"t": "deal"})


def start_diplomacy_tiles(s: State, seat: int) -> list[str]:
    """DH-FULL-4: NPC tiles with an empty diplomacy space not next to the seat's own territories."""
    own = set(home_territories(s.factions[seat]))
    return [x for x, d in s.npc.items() if d is None and not own & adjacent(x)]


@handler("start_diplomacy")
def _start_diplomacy(s: State, t: dict) -> Decision | None:
    tiles = start_diplomacy_tiles(s, t["seat"])
    if not tiles or s.board[t["seat"]] <= 0:
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "diplomacy", "tile": x} for x in tiles]


@resolver("start_diplomacy")
def _start_diplomacy_done(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    take_cube(s, t["seat"])
    s.npc[a["tile"]] = t["seat"]
    s.say(f"{name(s, t['seat'])} places a diplomacy cube on {TERRITORY[a['tile']].name}.")


@handler("deal")
def _deal(s: State, t: dict) -> None:
    s.tasks.pop()
    deal(s)


# -- the mulligan -------------------------------------------------------------------------------------------------------

def mulligan_options(hand: list[str]) -> list[dict[str, Any]]:
    """Keep the hand, or discard any cards of it once (one option per distinct choice of card faces)."""
    out: list[dict[str, Any]] = [{"do": "keep"}]
    seen = set()
    for k in range(1, len(hand) + 1):
        for combo in combinations(sorted(hand), k):
            key = tuple(sorted(FACES[c] for c in combo))
            if key not in seen:
                seen.add(key)
                out.append({"do": "mulligan", "cards": list(combo)})
    return out


@handler("mulligan")
def _mulligan(s: State, t: dict) -> Decision:
    """DH-SETUP-3: discard any number of cards once and draw back up to 4; Lu Bu does not (DH-SETUP-4)."""
    return t["seat"], mulligan_options(s.hand[t["seat"]])


@resolver("mulligan")
def _mulligan_done(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    seat = t["seat"]
    if a["do"] == "keep":
        s.say(f"{name(s, seat)} keeps its hand.")
        return
    discard_hand_cards(s, seat, a["cards"])
    draw_own(s, seat, HAND_SIZE - len(s.hand[seat]))
    k = len(a["cards"])
    s.say(f"{name(s, seat)} discards {k} card{'s' if k > 1 else ''} and draws again.")
