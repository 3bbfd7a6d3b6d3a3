"""Building Ming Voyages positions for scenario tests: exact pieces, hands, reserves and scripted dice.

    s = position(phase="emperor", troops={"MH": 2}, hands=([24], [1, 2, 3, 4]))
    s = act(s, {"play": "cp", "card": 24})      # checked apply: illegal actions raise
    s.rng.script = [5, 4]                         # the next dice (see Rng scripted mode)

Regions: "MH", "SCS", the Borderlands "yunnan", "sichuan", "gansu", "shanxi", "liaodong", the Homelands
"WM", "EM", "MAN". ``position`` clears the board first unless ``keep_board`` is set, so only the pieces
given are there (the Supply is whatever the totals leave).
"""

from __future__ import annotations

from typing import Any

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS, HOMELANDS
from pygame_rules.catalog.ming_voyages.flow import advance
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.state import EMPEROR, OVERLORD, State

E, O = EMPEROR, OVERLORD
CONFIRM = {"confirm": True}
"""The solo Emperor's confirmation of a card play, before the rules-run Overlord answers (solo_flow)."""


def position(phase: str = "emperor", *, mode: str = "two-player", difficulty: str = "easy", seed: int = 1,
             troops: dict[str, int] | None = None, hordes: dict[str, int] | None = None,
             settlements: dict[str, int] | None = None, gold: dict[str, int] | None = None,
             junks_scs: int | None = None, voyages: list[int] | None = None,
             hands: tuple[list[int], list[int]] | None = None, reserves: tuple[list[int], list[int]] | None = None,
             deck: list[int] | None = None, discard: list[int] | None = None, era: int = 1,
             keep_board: bool = False, cube: str = "left", flipped: bool = False, **options: Any) -> State:
    """A state at the start of the Emperor's ("emperor") or the Overlord's ("overlord") play decision.

    Cards not placed in hands, reserves or the discard stay in the deck (in number order unless
    ``deck`` is given), so all 27 cards are always accounted for.
    """
    opts = {"mode": mode, **({"difficulty": difficulty} if mode == "solo" else {}), **options}
    s: State = GAME.new_game(seed, **opts)
    if not keep_board:
        for region in ("MH",) + BORDERLANDS:
            s.troops[region] = 0
        for region in BORDERLANDS + HOMELANDS:
            s.hordes[region] = 0
            s.settlements[region] = 0
        s.gold = {"MH": 0, "SCS": 0}
        s.junks_scs = 0
        s.voyages = [False] * 7
    s.troops.update(troops or {})
    s.hordes.update(hordes or {})
    s.settlements.update(settlements or {})
    s.gold.update(gold or {})
    if junks_scs is not None:
        s.junks_scs = junks_scs
    if voyages is not None:
        s.voyages = [v in voyages for v in range(1, 8)]
    s.hands = [list(hands[0]), list(hands[1])] if hands else [[], []]
    s.reserves = [list(reserves[0]), list(reserves[1])] if reserves else [[], []]
    s.discard = list(discard or [])
    used = set(s.hands[0] + s.hands[1] + s.reserves[0] + s.reserves[1] + s.discard)
    s.deck = list(deck) if deck is not None else [c for c in range(1, 28) if c not in used]
    s.spent, s.battle, s.era, s.cube, s.flipped = [], None, era, cube, flipped
    s.round = 1
    if phase == "emperor":
        s.tasks = [{"t": "swap"}, {"t": "end_phase"}, {"t": "play", "side": O}, {"t": "end_phase"},
                   {"t": "play", "side": E}]
    elif phase == "overlord":
        s.tasks = [{"t": "swap"}, {"t": "end_phase"}, {"t": "play", "side": O}]
    else:
        raise ValueError(phase)
    advance(s)
    return s


def act(s: State, *actions: dict[str, Any]) -> State:
    """Apply actions one by one through the checked path (an illegal one raises IllegalActionError)."""
    for a in actions:
        s = GAME.apply(s, a)
    return s


def legal(s: State) -> list[dict[str, Any]]:
    return GAME.legal_actions(s)


def supply(s: State, kind: str) -> int:
    return s.supply(kind)


def restart(s: State, phase: str = "emperor") -> State:
    """Re-enter ``phase`` on a state the test has changed by hand, and run on to the first decision.

    ``position`` runs the flow as soon as it has built the board, and in solo play the Overlord's whole
    turn needs no decision, so a test that wants to fix the Event decks first builds the position in the
    Emperor's phase, sets ``s.event_decks`` / ``s.rng.script`` and then calls ``restart(s, "overlord")``.
    Phases: "emperor", "overlord", and "final" (the last round of era 2: the Emperor plays his last card,
    then the game is scored).
    """
    if phase == "emperor":
        s.tasks = [{"t": "swap"}, {"t": "end_phase"}, {"t": "play", "side": O}, {"t": "end_phase"},
                   {"t": "play", "side": E}]
    elif phase == "overlord":
        s.tasks = [{"t": "swap"}, {"t": "end_phase"}, {"t": "play", "side": O}]
    elif phase == "final":
        s.tasks = [{"t": "final"}, {"t": "end_phase"}, {"t": "play", "side": E}]
    else:
        raise ValueError(phase)
    s.winner, s.result = None, ""
    advance(s)
    return s
