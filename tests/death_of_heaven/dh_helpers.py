"""Helpers for the Death of Heaven rule tests: scenario states that start at a chosen phase, and named actions.

    s = game(4)                                   # seats: 0 Cao Cao, 1 Lu Bu, 2 Liu Bei, 3 Sun Ce (5p: 4 Liu Biao,
                                                  # 6p: 5 Yuan Shao); the mulligans are skipped, hands emptied
    hand(s, 1, "g101", "g137")                    # cards move from wherever they are: every card stays in one zone
    war(s, "xudu", attacker=3)                    # the battle is declared, without the rewards
    field(s, 0, "g137")                           # on the battlefield, strength counted (``counted=False``: not yet)
    run(s, {"t": "reinforce"})                    # the task stack is just these tasks; run until a decision
    s = act(s, do="play", card="g101")            # the one legal action with these keys, through GAME.apply
    s.rng.script = [0, [2, 1, 0]]                 # chance: indices for ``below``, permutations for ``shuffle``

When the tasks given run out the state has no decision and no winner: the test looks at what the phase did.
"""

from __future__ import annotations

from typing import Any

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILE
from pygame_rules.catalog.death_of_heaven.flow import advance
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.pieces import tallies
from pygame_rules.catalog.death_of_heaven.rules.play import put_on_battlefield
from pygame_rules.catalog.death_of_heaven.state import State

CAO, LU_BU, LIU_BEI, SUN_CE, LIU_BIAO, YUAN_SHAO = range(6)

ATK_INF, ATK_CAV, ATK_NAVY = "g101", "g113", "g125"
"""One public Attack Troop card of each type (12 copies each: g101-g112, g113-g124, g125-g136)."""
DEF_INF, DEF_CAV, DEF_NAVY = "g137", "g143", "g149"
"""One public Defense Troop card of each type (6 copies each: g137-g142, g143-g148, g149-g154)."""


def atk_inf(k: int) -> list[str]:
    """``k`` distinct Attack Infantry cards (Inf 2 each)."""
    return [f"g{101 + i}" for i in range(k)]


def def_inf(k: int) -> list[str]:
    """``k`` distinct Defense Infantry cards (Inf 2 each)."""
    return [f"g{137 + i}" for i in range(k)]


def new(players: int = 4, seed: int = 1) -> State:
    """A new game as set up (waiting on the first mulligan)."""
    return GAME.new_game(seed, players=players)


def game(players: int = 4, seed: int = 1, *, empty_hands: bool = True) -> State:
    """A new game past setup with no task pending: hands emptied onto the decks (unless ``empty_hands``), no
    battle, the first Attacker Cao Cao."""
    s = new(players, seed)
    s.tasks = []
    s.decision_seat, s.options_list = None, []
    if empty_hands:
        for p in range(s.players):
            s.deck[p].extend(s.hand[p])
            s.hand[p] = []
    return s


ZONES = ("hand", "deck", "discard", "bf")


def _take(s: State, card: str) -> None:
    """Remove ``card`` from whatever zone holds it."""
    for zone in ZONES:
        for cards in getattr(s, zone):
            if card in cards:
                cards.remove(card)
                s.markers.pop(card, None)
                if s.battle is not None:
                    s.battle["counted"] = [c for c in s.battle["counted"] if c != card]
                    s.battle["announced"] = [c for c in s.battle["announced"] if c != card]
                return
    for cards in (s.public, s.wdeck):
        if card in cards:
            cards.remove(card)
            return
    if card in s.wboard:
        s.wboard = [None if c == card else c for c in s.wboard]
        return
    raise AssertionError(f"card {card} is nowhere")


def put(s: State, seat: int, zone: str, *cards: str) -> State:
    """Move ``cards`` to the seat's ``zone`` (hand, deck (on top, the last given on top), discard, bf)."""
    for c in cards:
        _take(s, c)
        getattr(s, zone)[seat].append(c)
    return s


def hand(s: State, seat: int, *cards: str, keep: bool = False) -> State:
    """The seat's hand is exactly ``cards`` (the old hand goes under its deck unless ``keep``)."""
    if not keep:
        s.deck[seat][:0] = s.hand[seat]
        s.hand[seat] = []
    return put(s, seat, "hand", *cards)


def deck(s: State, seat: int, *cards: str, only: bool = False) -> State:
    """Put ``cards`` on top of the seat's deck (the last given is drawn first); ``only``: the deck is just these
    (the rest goes to the seat's discard pile)."""
    if only:
        s.discard[seat].extend(s.deck[seat])
        s.deck[seat] = []
    return put(s, seat, "deck", *cards)


def top_first(*cards: str) -> tuple[str, ...]:
    """Cards in draw order (the first given drawn first), for ``deck``."""
    return tuple(reversed(cards))


def public(s: State, *cards: str) -> State:
    """Put ``cards`` on top of the public deck (the first given is drawn first)."""
    for c in reversed(cards):
        _take(s, c)
        s.public.append(c)
    return s


def war(s: State, target: str, attacker: int | None = None) -> State:
    """Declare war on ``target`` as ``_declared`` does, without returning cubes or handing out rewards."""
    if attacker is not None:
        s.attacker = attacker
    d = s.owner.get(target)
    s.battle = {"target": target, "defender": d, "types": sorted(TERRITORY[target].troops),
                "counted": [], "bonus": [0, 0], "announced": [], "defeat": None, "winner": None,
                "shield": [], "lock": {}, "pursuit": False,
                "faction": f"seat:{d}" if d is not None else f"npc:{NPC_TILE[target].faction}"}
    return s


def field(s: State, seat: int, *cards: str, counted: bool = True) -> State:
    """Put ``cards`` on the seat's battlefield as played and (``counted``) executed: their strength is in the
    tally; their Ongoing/Resolution/Cleanup skills are announced (as ``play.put_on_battlefield`` does)."""
    for c in cards:
        _take(s, c)
        s.bf[seat].append(c)
        if s.battle is not None:
            if counted:
                s.battle["counted"] = [*s.battle["counted"], c]
            if any(sk.timing != "immediate" for sk in CARD[c].skills):
                s.battle["announced"] = [*s.battle["announced"], c]
    return s


def play(s: State, seat: int, card: str) -> State:
    """``card`` is played from the seat's hand onto its battlefield (``play.put_on_battlefield``: announced, Ongoing
    skills without a trigger hold) and its turn to execute comes (strength, then its Immediate skills)."""
    put(s, seat, "hand", card)
    put_on_battlefield(s, seat, card)
    return run(s, {"t": "exec", "seat": seat, "card": card})


def run(s: State, *tasks: dict[str, Any]) -> State:
    """Replace the task stack by ``tasks`` (the first runs first) and run until a decision or their end."""
    s.tasks = [dict(t) for t in reversed(tasks)]
    advance(s)
    return s


def matching(s: State, **match: Any) -> list[dict[str, Any]]:
    """The legal actions whose keys include ``match``."""
    return [a for a in GAME.legal_actions(s) if all(k in a and a[k] == v for k, v in match.items())]


def act(s: State, **match: Any) -> State:
    """Apply the one legal action matching ``match`` (through ``GAME.apply``); fail clearly otherwise."""
    found = matching(s, **match)
    if len(found) != 1:
        raise AssertionError(f"{len(found)} legal actions match {match} for seat {s.decision_seat} at "
                             f"{s.tasks[-1]['t'] if s.tasks else None}: {GAME.legal_actions(s)}")
    return GAME.apply(s, found[0])


def can(s: State, **match: Any) -> bool:
    return bool(matching(s, **match))


def top(s: State) -> str | None:
    """The task type waiting for a decision (None when the tasks ran out)."""
    return s.tasks[-1]["t"] if s.tasks else None


def emperor(s: State) -> list[int]:
    """The seats of the cubes on the Emperor Xian card, in its fill order (its empty spaces left out)."""
    return [p for p in s.emperor if p is not None]


def tally(s: State) -> tuple[int, int]:
    """(Attack, Defense) strength."""
    return tallies(s)


def settle(s: State) -> State:
    """Answer every pending decision with its first ``done``/``decline``/``pass`` option, or its first option, until
    none is pending (for stretches a test does not look into)."""
    for _ in range(500):
        legal = GAME.legal_actions(s)
        if not legal:
            return s
        pick = next((a for a in legal if a.get("do") in ("done", "pass", "decline")), legal[0])
        s = GAME.apply(s, pick)
    raise AssertionError("settle did not settle")


def check(s: State) -> None:
    """The game's invariants: every card in one zone, every faction's cubes accounted for."""
    GAME.check_invariants(s)
