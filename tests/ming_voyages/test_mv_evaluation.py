"""The search's estimate of a Ming Voyages position (``Game.evaluate``, ``evaluation.estimate``): shares of a win that
sum to 1 along random games of both modes, the result of a finished game, nothing changed in the state, and the
leads the rulebook's victory conditions reward (MV-WIN-5, MV-SOLO-OBJ-2) raising the Emperor's chance."""

from __future__ import annotations

import pytest
from evaluation_checks import check_shares

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS
from pygame_rules.catalog.ming_voyages.evaluation import SOLO, TWO_PLAYER, emperor_chance, features
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.state import EMPEROR
from pygame_rules.engine.conformance import random_playout

OPTIONS = ({"mode": "two-player"}, {"mode": "solo", "difficulty": "hard"})


@pytest.fixture(scope="module")
def games():
    return [random_playout(GAME, 21 + k, options, check_steps=False) for k, options in enumerate(OPTIONS)]


def test_shares_along_random_games(games):
    for p in games:
        for s in p.states:
            check_shares(GAME.evaluate(s), 2)


def test_a_finished_game_gives_the_result(games):
    for p in games:
        s = p.final
        assert GAME.evaluate(s) == [1.0 if seat == s.winner else 0.0 for seat in (0, 1)]


def test_the_estimate_changes_nothing(games):
    for p in games:
        for s in p.states[::7]:
            before = GAME.state_hash(s)
            first = GAME.estimate(s)
            assert GAME.state_hash(s) == before and GAME.estimate(s) == first


def test_one_weight_for_each_feature(games):
    assert len(features(games[0].states[5])) == len(TWO_PLAYER)
    assert len(features(games[1].states[5])) == len(SOLO)


def _mid_game(games, k):
    p = games[k]
    return next(s for s in p.states if s.round >= 2 and s.winner is None and s.era == 1).copy()


@pytest.mark.parametrize("k", [0, 1])
def test_a_voyage_completed_raises_the_emperors_chance(games, k):
    """MV-WIN-5 counts completed Voyages for the Emperor; MV-SOLO-OBJ-2 requires them."""
    s = _mid_game(games, k)
    s.voyages = [False] * 7
    before = emperor_chance(s)
    s.voyages = [True, True] + [False] * 5
    assert emperor_chance(s) > before


@pytest.mark.parametrize("k", [0, 1])
def test_a_borderland_held_raises_the_emperors_chance(games, k):
    """MV-WIN-5 and MV-SOLO-OBJ-2 count Borderlands held: a Barbarian Borderland turned Ming is worth more."""
    s = _mid_game(games, k)
    barbarian = next((bl for bl in BORDERLANDS if s.controller(bl) != EMPEROR), None)
    assert barbarian is not None
    before = emperor_chance(s)
    s.troops = {**s.troops, barbarian: 2}
    s.hordes = {**s.hordes, barbarian: 0}
    s.settlements = {**s.settlements, barbarian: 0}
    assert emperor_chance(s) > before


def test_late_leads_count_for_more(games):
    """A lead in the minor-victory score (MV-WIN-5) is worth more near the end of the game than early on."""
    s = _mid_game(games, 0)
    s.voyages = [True] * 4 + [False] * 3
    for bl in BORDERLANDS:
        s.troops, s.hordes, s.settlements = {**s.troops, bl: 2}, {**s.hordes, bl: 0}, {**s.settlements, bl: 0}
    s.era, s.deck = 1, list(range(25))
    early = emperor_chance(s)
    s.era, s.deck = 2, list(range(2))
    assert 0.5 < early < emperor_chance(s)
