"""The search's estimate of a Land of Han position (``Game.evaluate``): shares of a win that sum to 1 along
random games, the result of a finished game, the larger realm ahead, a dead warlord out, a warlord meeting the
Imperial Requirements all but crowned, a lead that counts for more near the time limit, and nothing changed in the
state."""

from __future__ import annotations

import math

import pytest
from evaluation_checks import check_shares

from pygame_rules.catalog.land_of_han.content.map import CENTRAL
from pygame_rules.catalog.land_of_han.content.victory import EMPEROR_ARMIES, EMPEROR_REGIONS
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.rules.victory import IMPERIAL, imperial_shortfall
from pygame_rules.engine.conformance import random_playout

evaluate = GAME.evaluate
"""The estimate while a game goes on (``evaluation.estimate``), the result once it is over."""


OPTIONS = ({"players": 4, "years": 2}, {"players": 2, "years": 1, "turns": "igougo"},
           {"players": 5, "years": 1, "map": "expanded"})


@pytest.fixture(scope="module")
def games():
    """One random game for each setting in ``OPTIONS`` (every state kept)."""
    return [random_playout(GAME, 5 + k, options, check_steps=False) for k, options in enumerate(OPTIONS)]


def test_shares_along_random_games(games):
    for p in games:
        n = p.final.players
        for s in p.states[::7]:
            check_shares(evaluate(s), n)


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


def _start(games):
    """A copy of the 4-warlord game's first state: every warlord a Central and two Borders (LH-SETUP-1)."""
    s = games[0].states[0].copy()
    assert s.winners is None and all(len([r for r, o in s.owner.items() if o == p]) == 3 for p in range(4))
    return s


def _independent(s):
    return [r for r in s.map.regions if r not in s.owner]


def test_equal_realms_equal_shares(games):
    shares = evaluate(_start(games))
    assert all(math.isclose(x, 0.25) for x in shares)


def test_the_larger_realm_leads(games):
    s = _start(games)
    for r in _independent(s)[:4]:
        s.owner[r] = 2
    shares = evaluate(s)
    assert shares[2] == max(shares) and shares[2] > 0.25


def test_a_dead_warlord_is_out(games):
    s = _start(games)
    s.palace[1] = None                                   # LH-DEATH-1
    shares = evaluate(s)
    assert shares[1] == 0.0
    assert all(math.isclose(shares[p], 1 / 3) for p in (0, 2, 3))


def test_the_imperial_requirements_all_but_crown(games):
    """LH-EMP-1: a warlord meeting every requirement may be proclaimed at the end of the season."""
    s = _start(games)
    centrals = [r for r in _independent(s) if s.map.regions[r].kind == CENTRAL][:2]
    borders = [r for r in _independent(s) if s.map.regions[r].kind != CENTRAL]
    for r in centrals + borders[:EMPEROR_REGIONS - 3 - len(centrals)]:
        s.owner[r] = 0
    for k in range(EMPEROR_ARMIES):
        s.armies[f"test{k}"] = {"o": 0, "t": "spearmen", "r": s.palace[0], "new": False}
    s.done = [list(IMPERIAL), *s.done[1:]]
    assert not imperial_shortfall(s, 0)
    ready = evaluate(s)[0]
    s.done = [list(IMPERIAL[:-1]), *s.done[1:]]          # one Imperial Technology short
    short = evaluate(s)[0]
    assert ready > 0.99 and short < ready


def test_a_lead_counts_for_more_near_the_time_limit(games):
    s = _start(games)
    for r in _independent(s)[:2]:
        s.owner[r] = 0
    first_spring = evaluate(s)[0]
    s.season = 4 * s.options["years"] - 1                # the last season
    last = evaluate(s)[0]
    assert last > first_spring > 0.25
