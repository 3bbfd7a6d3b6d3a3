"""Setting up a game: the simple rules' setup (DH-SETUP-1..14) and the mulligan (DH-SETUP-3/4).

Seats sit clockwise in the order of ``content.factions.SIMPLE_FACTIONS`` (Cao Cao first, the first Attacker,
DH-SETUP-5); the full rules' draft (DH-FULL-2..4) will choose them instead.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..content.boards import HAND_SIZE
from ..content.cards import ARMAMENTS, FACTION_DECKS, WANDERING_GENERALS, ZHUGE_LIANG
from ..content.factions import FACTION, FIRST_ATTACKER_SIMPLE, LU_BU_OPENING, SIMPLE_DIPLOMACY, SIMPLE_FACTIONS
from ..content.map import TERRITORIES
from ..content.promises import promises_in_play
from ..content.vocab import HAN_MINISTER
from ..flow import Decision, handler, push, resolver
from ..pieces import FACES, card, discard_hand_cards, draw_own, name, take_cube
from ..state import State
from .wandering import refill_wandering


def set_up(s: State) -> None:
    """DH-SETUP-1..14 for ``s.options["players"]`` players, then the mulligans and the first round."""
    n = s.options["players"]
    s.factions = list(SIMPLE_FACTIONS[n])
    s.board = [FACTION[f].cubes for f in s.factions]            # DH-SETUP-2: cubes exactly fill the area
    s.gone = [0] * n
    s.stance = [HAN_MINISTER] * n                                # DH-SETUP-6: no Stance cards
    s.word = [[0, 0] for _ in range(n)]
    seat_of = {f: i for i, f in enumerate(s.factions)}
    for t in TERRITORIES:                                        # DH-SETUP-7/8
        if t.home in seat_of:
            seat = seat_of[t.home]
            for _ in range(t.circles):
                take_cube(s, seat)
            s.owner[t.id] = seat
            s.level[t.id] = t.circles
        else:
            s.npc[t.id] = None
    for f, tiles in SIMPLE_DIPLOMACY[n].items():                 # DH-SETUP-14
        for tile in tiles:
            take_cube(s, seat_of[f])
            s.npc[tile] = seat_of[f]
    s.public = [c.id for c in ARMAMENTS]                         # DH-SETUP-9
    s.rng.shuffle(s.public)
    others = [c.id for c in WANDERING_GENERALS if c.id != ZHUGE_LIANG]
    s.rng.shuffle(others)
    s.wdeck = [ZHUGE_LIANG, *others]                             # DH-SETUP-10: Zhuge Liang at the bottom
    for _ in range(3):
        refill_wandering(s)
    s.promises = {p.id: None for p in promises_in_play(n, s.full)}   # DH-SETUP-12
    s.hand, s.deck, s.discard, s.bf = ([[] for _ in range(n)] for _ in range(4))
    for seat, f in enumerate(s.factions):
        deck = [c.id for c in FACTION_DECKS[f]]
        if f == LU_BU_OPENING:                                   # DH-SETUP-4
            s.hand[seat] = [c for c in deck if card(c).name_id == LU_BU_OPENING]
            deck = [c for c in deck if card(c).name_id != LU_BU_OPENING]
        s.rng.shuffle(deck)
        s.deck[seat] = deck
        draw_own(s, seat, HAND_SIZE - len(s.hand[seat]))
    s.attacker = seat_of[FIRST_ATTACKER_SIMPLE]                  # DH-SETUP-5
    s.say(f"{name(s, s.attacker)} is the first Attacker.")
    push(s, *({"t": "mulligan", "seat": i} for i in range(n) if s.factions[i] != LU_BU_OPENING),
         {"t": "round"})


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
