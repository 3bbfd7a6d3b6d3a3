"""The search's estimate of a Death of Heaven position (``Game.evaluate``): shares of a win that sum to 1 along
random games (the full rules' draft included), the result of a finished game, the emptier board ahead, a lead that
counts for more near the end, and nothing changed in the state."""

from __future__ import annotations

import math

import pytest
from evaluation_checks import check_shares

from pygame_rules.catalog.death_of_heaven.content.boards import EMPEROR_DARK_FROM
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.engine.conformance import random_playout

evaluate = GAME.evaluate
"""The estimate while a game goes on (``evaluation.estimate``), the result once it is over."""


OPTIONS = ({"players": 4}, {"players": 5, "mode": "full"}, {"players": 6})


@pytest.fixture(scope="module")
def games():
    """One random game for each setting in ``OPTIONS`` (every state kept)."""
    return [random_playout(GAME, 3 + k, options, check_steps=False) for k, options in enumerate(OPTIONS)]


def test_shares_along_random_games(games):
    for p in games:
        n = p.final.players
        for s in p.states:
            check_shares(evaluate(s), n)


def test_the_draft_says_equal_shares(games):
    """Before the full rules' draft has given every seat a faction, nothing tells the seats apart."""
    s = games[1].states[0]
    assert len(s.board) < s.players
    assert evaluate(s) == [1 / s.players] * s.players


def test_finished_game_gives_the_result(games):
    for p in games:
        s = p.final
        assert s.winners
        assert evaluate(s) == [1 / len(s.winners) if i in s.winners else 0.0 for i in range(s.players)]


def test_state_unchanged(games):
    for p in games:
        for s in p.states[::max(1, len(p.states) // 8)]:
            before = GAME.state_hash(s)
            first = evaluate(s)
            assert GAME.state_hash(s) == before
            assert evaluate(s) == first                  # pure: the same answer again, nothing drawn


def _round_one(games, k: int = 0):
    """A copy of the first state of round 1 of the ``k``-th game with every seat's hand, territories and board made
    alike and the Emperor Xian card empty."""
    p = games[k]
    s = next(s for s in p.states if s.round >= 1 and s.winners is None).copy()
    s.owner = {f"t{i}": i for i in range(s.players)}          # one territory each (the estimate counts them)
    s.hand = [["x", "y", "z"] for _ in range(s.players)]
    s.board = [14] * s.players
    s.emperor = [None] * len(s.emperor)
    return s


def test_equal_seats_equal_shares(games):
    s = _round_one(games)
    shares = evaluate(s)
    assert all(math.isclose(x, 1 / s.players) for x in shares)


def test_the_emptier_board_leads(games):
    s = _round_one(games)
    s.board[0] -= 4                                      # DH-END-2: the fewest cubes left wins
    shares = evaluate(s)
    assert shares[0] == max(shares) and shares[0] > 0.5
    s.board[1] -= 2
    again = evaluate(s)
    assert again[0] > again[1] > again[2]


def test_a_lead_counts_for_more_near_the_end(games):
    """The same lead of two cubes gives a larger share when the Emperor Xian card is a Tribute from a dark space
    (DH-END-1) than at the start."""
    s = _round_one(games)
    s.board[0] -= 2
    start = evaluate(s)[0]
    dark = EMPEROR_DARK_FROM[s.players]
    s.emperor = [1] * (dark - 2) + [None] * (len(s.emperor) - dark + 2)
    near = evaluate(s)[0]
    assert near > start > 1 / s.players
