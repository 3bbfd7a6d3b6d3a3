"""The search's estimate of a Spring and Autumn position (``Game.evaluate``): shares of a win that sum to 1
along random games, the result of a finished game, a leader ahead of the others, nothing changed in the state, and
the one-pass measures equal to the rules' own (``rules/scoring.py``)."""

from __future__ import annotations

import pytest
from evaluation_checks import check_shares

from pygame_rules.ai.search_bot import Search
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVES, PUBLIC_OBJECTIVES
from pygame_rules.catalog.spring_autumn.evaluation import Measures
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.scoring import objective_met, private_count
from pygame_rules.catalog.spring_autumn.state import AI
from pygame_rules.engine.conformance import random_playout
from pygame_rules.engine.rng import Rng

evaluate = GAME.evaluate
"""The estimate while a game goes on (``evaluation.estimate``), the result once it is over."""


OPTIONS = ({"players": 5}, {"players": 4, "seats": ["human", "ai", "human", "ai"]}, {"players": 3, "variant": "epic"})


@pytest.fixture(scope="module")
def games():
    """One random game for each setting in ``OPTIONS`` (every state kept)."""
    return [random_playout(GAME, 7 + k, options, check_steps=False) for k, options in enumerate(OPTIONS)]


def test_shares_along_random_games(games):
    for p in games:
        n = p.final.n
        for s in p.states[::5]:
            check_shares(evaluate(s), n)


def test_finished_game_gives_the_result(games):
    for p in games:
        s = p.final
        assert s.winners
        shares = evaluate(s)
        assert shares == [1 / len(s.winners) if i in s.winners else 0.0 for i in range(s.n)]


def test_state_unchanged(games):
    for p in games:
        for s in p.states[len(p.states) // 10::len(p.states) // 6]:
            before = GAME.state_hash(s)
            first = evaluate(s)
            assert GAME.state_hash(s) == before
            assert evaluate(s) == first                  # pure: the same answer again, nothing drawn


def test_measures_equal_the_rules(games):
    """The estimate's one pass over each seat's areas gives what ``scoring.objective_met`` and
    ``scoring.private_count`` say, for every objective, human and AI seats alike."""
    for p in games:
        for s in p.states[::25]:
            m = Measures(s)
            for seat in range(s.n):
                if s.players[seat]["kind"] == AI:
                    ids = [*s.public_up, *s.ai_objectives]
                else:
                    ids = [o.id for o in OBJECTIVES]
                for oid in ids:
                    assert m.met(seat, oid) == objective_met(s, seat, oid), (oid, seat)
                assert m.private(seat)[0] == private_count(s, seat)


def _midgame(games):
    p = games[0]
    return p.states[len(p.states) // 3].copy()


def _level(s, lead: int = 0, count: int = 2):
    """No marks, no dishonor, no private objectives; face up, ``count`` public objectives that no seat but ``lead``
    meets now (so none is pending for the others)."""
    s.marks = {}
    for player in s.players:
        player["dishonor"] = []
        player["objectives"] = []
    s.public_up = [o.id for o in PUBLIC_OBJECTIVES
                   if not any(objective_met(s, i, o.id) for i in range(s.n) if i != lead)][:count]
    assert len(s.public_up) == count
    return s


def test_public_objectives_lead(games):
    s = _level(_midgame(games))
    even = evaluate(s)
    s.marks = {obj: [0] for obj in s.public_up}               # seat 0 has marked two public objectives
    ahead = evaluate(s)
    assert ahead[0] > even[0]
    assert ahead[0] == max(ahead) and ahead[0] > 0.5


def test_the_most_dishonor_loses_share(games):
    s = _level(_midgame(games))
    s.marks = {obj: [0, 1] for obj in s.public_up}            # seats 0 and 1 level at the front
    level = evaluate(s)
    s.players[1]["dishonor"] = [2, 3]                          # seat 1 would be eliminated (SA-END-2)
    shamed = evaluate(s)
    assert shamed[1] < level[1] / 4
    assert shamed[0] > level[0]
    s.players[0]["dishonor"] = [1, 4]                          # tied at the most: both would be eliminated
    assert evaluate(s)[0] < level[0] / 2


def test_a_lead_counts_for_more_near_the_end(games):
    """The same lead of one public objective gives a larger share when the game is about to end (here: the last
    turn of a turn limit) than in the middle of it."""
    s = _level(_midgame(games), count=1)
    s.marks = {s.public_up[0]: [0]}
    middle = evaluate(s)[0]
    s.options = {**s.options, "turn_limit": s.turn}
    end = evaluate(s)[0]
    assert end > middle > 1 / s.n


@pytest.mark.parametrize("seats, horizon", [(["human"] * 5, 60), (["human", "ai", "ai", "ai", "ai"], 12),
                                            (["human", "ai", "human", "ai", "ai"], 24), (["human", "ai"], 30),
                                            (["ai", "human", "ai"], 20)])
def test_the_playout_horizon_counts_the_seats_that_decide(seats, horizon):
    """The rulebook's AI seats play inside the flow, without decisions: a search's playout stops after
    ``search_horizon`` decisions scaled by the share of seats that make them, so it spans about one turn of
    the table however many AI seats play."""
    state = GAME.new_game(3, players=len(seats), seats=seats)
    assert GAME.playout_horizon(state) == horizon
    seat = next(i for i, kind in enumerate(seats) if kind == "human")
    assert Search(GAME, state, seat, Rng(1)).horizon == horizon


@pytest.mark.parametrize("seats", [["human"] * 5, ["human", "ai", "ai", "ai", "ai"], ["human", "ai", "human", "ai", "ai"],
                                   ["ai", "human"]])
def test_the_search_plays_paired_rounds_at_every_table(seats):
    """Against people, heuristic bots or the rulebook's AI players alone, the search plays paired rounds (no tree) and
    overrules the advice only by half a point and two standard errors of the paired differences."""
    state = GAME.new_game(3, players=len(seats), seats=seats)
    seat = next(i for i, kind in enumerate(seats) if kind == "human")
    search = Search(GAME, state, seat, Rng(1))
    assert (search.margin, search.observed, search.paired, search.doubt) == (0.005, False, True, 2.0)
    assert search.root.children == {} and len(search.round) == len(GAME.legal_actions(state))
