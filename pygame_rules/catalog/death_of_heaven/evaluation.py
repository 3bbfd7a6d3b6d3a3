"""A search's estimate of each seat's share of a win in a Death of Heaven position (``Game.evaluate``).

A search's random playout stops after ``search_horizon`` decisions and asks
``Game.evaluate(state)``, which asks this module's ``estimate`` while the game goes on, instead of playing to
the end. The estimate follows the victory condition: the game ends at a Cleanup once a faction board
holds fewer cubes than the number of players, or a cube lies on a dark space of the Emperor Xian card (DH-END-1),
and the fewest cubes left on the board wins, tied players together (DH-END-2).

So a seat's utility is mostly the cubes still on its board, fewer being better, with two smaller terms for what
empties a board in the rounds to come: the cards in hand (each is a march or a reinforcement: the strength that
wins wars, and the general skills that upgrade territories and pay Tribute) and the territories held (each draws
cards at every war declared next to it, DH-WAR-6, and a territory held is where Upgrade Territory puts cubes).
The utilities become shares by a softmax whose weight on the board grows with the game's progress ``p``: 0 while
the end is far, 1 when the next Cleanup may end the game. ``p`` is ``1 - d / 12`` (at least 0) for ``d`` the
fewer of the cubes the emptiest board must still lose to end the game and the cubes the Emperor Xian card must
still take to reach a dark space (``d`` is about 10 after setup).

The weights (``BOARD``, ``HAND``, ``TERRITORY``) were fitted (a conditional logit, Newton's method) to the eventual
winners of 800 games between warlord bots (4, 5 and 6 players, simple and full rules), at 18 points of each game,
and rounded. A lead of one cube is worth a factor of about 1.3 at the start and 1.7 at the end.

The estimate reads the whole state (the search gives it a determinised one), changes nothing, draws nothing, and
costs a few microseconds. Before the full rules' draft has given every seat a faction it says an equal share each.
"""

from __future__ import annotations

from ...engine.game import shares_of
from .content.boards import COUNT_MARKERS, EMPEROR_DARK_FROM
from .state import State

BOARD = (-0.27, -0.25)
"""The weight of each cube on a seat's board: ``a + b * p`` for the game's progress ``p`` (module docstring)."""
HAND = 0.08
"""The weight of each card in a seat's hand."""
TERRITORY = 0.2
"""The weight of each territory a seat holds."""
PROGRESS_SPAN = 12
"""Cubes to go (``d``) at which the progress ``p`` is 0."""


def estimate(s: State) -> list[float]:
    """Each seat's estimated share of a win, in seat order: numbers from 0 to 1 that sum to 1. A game going on
    (``Game.evaluate`` gives a finished game\'s result)."""
    n = s.players
    board = s.board
    if len(board) < n:                                  # the full rules' faction draft is not over
        return [1 / n] * n
    to_go = min(board) - COUNT_MARKERS[n] + 1           # DH-END-1: a board below the marker ends the game
    if not s.emperor_gone:
        filled = sum(1 for seat in s.emperor if seat is not None)
        to_go = min(to_go, EMPEROR_DARK_FROM[n] - filled)   # Tributes fill the card in order, gaps first
    p = min(1.0, max(0.0, 1 - to_go / PROGRESS_SPAN))
    per_cube = BOARD[0] + BOARD[1] * p
    territories = [0] * n
    for seat in s.owner.values():
        territories[seat] += 1
    hands = s.hand
    utility = [per_cube * board[i] + HAND * len(hands[i]) + TERRITORY * territories[i] for i in range(n)]
    return shares_of(utility)
