"""The conformance suite: every registered game (and the test fixture) must pass it."""

from __future__ import annotations

import pytest

import pygame_rules
from pygame_rules.engine import conformance as C

from highcard_fixture import HighCard

GAME_IDS = pygame_rules.games()
SEEDS = range(12)


@pytest.fixture(scope="module", params=GAME_IDS)
def game(request):
    return pygame_rules.get_game(request.param)


@pytest.fixture(scope="module")
def playouts(game):
    option_sets = getattr(game, "conformance_options", ({},))
    return [C.random_playout(game, seed, option_sets[seed % len(option_sets)],
                             invariants=getattr(game, "check_invariants", None)) for seed in SEEDS]


def test_fixture_is_registered():
    assert "highcard-fixture" in GAME_IDS


def test_random_playouts_end_without_error(playouts):
    for p in playouts:
        assert p.game.outcome(p.final) is not None
        assert p.game.legal_actions(p.final) == []


def test_outcomes_name_winners_and_scores_by_seat(playouts):
    """The game-over panel names each score's player from its key: a seat number as a string, never a name."""
    for p in playouts:
        out = p.game.outcome(p.final)
        seats = {str(s) for s in p.game.seats(p.final)}
        assert set(out.scores) <= seats and set(out.winners) <= set(p.game.seats(p.final))
        assert all(isinstance(v, int) for v in out.scores.values())


def test_records_round_trip_through_share_strings(playouts):
    for p in playouts:
        C.check_record_roundtrip(p)


def test_replay_is_deterministic(playouts):
    for p in playouts:
        C.check_replay_deterministic(p)


def test_states_round_trip_through_json(playouts):
    for p in playouts:
        C.check_state_json(p)


def _has_hidden(playouts) -> bool:
    """Whether the game hides anything: a spectator's redraw of the first state changes it."""
    return any(p.game.state_hash(p.game.resample_hidden(p.states[0], None, pygame_rules.Rng(1)))
               != p.game.state_hash(p.states[0]) for p in playouts)


def test_views_hide_hidden_information(playouts):
    # Long games are sampled (about 100 states each) to keep the suite quick; the fuzz run checks more.
    differed = sum(C.check_views_hide(p, every=max(1, len(p.states) // 100)) for p in playouts)
    if _has_hidden(playouts):
        assert differed > 0


def test_determinisation_depends_on_the_view_alone(playouts):
    """A search bot is honest: two states its seat cannot tell apart determinise to one state for one seed
    (``conformance.check_determinize_view_only``, on a few states of each game: a few seconds a game)."""
    differed = sum(C.check_determinize_view_only(p) for p in playouts)
    if _has_hidden(playouts):
        assert differed > 0


def test_search_plays_in_place_and_keeps_the_contract(playouts):
    for p in playouts:
        C.check_in_place(p)


class PeekingRedraw(HighCard):
    """Redraws the cards hidden from a seat from the order they happen to be in: the same seed deals them
    differently for different truths, so a search determinising with it would read the hidden cards."""

    id = "peeking-redraw"

    def resample_hidden(self, state, seat, rng):
        s = state.copy()
        others = [o for o in (0, 1) if o != seat]
        pool = list(s.deck) + [c for o in others for c in s.hands[o]]
        rng.shuffle(pool)
        for o in others:
            s.hands[o], pool = sorted(pool[:len(s.hands[o])]), pool[len(s.hands[o]):]
        s.deck = pool
        return s


def test_the_view_only_check_catches_a_redraw_that_peeks():
    p = C.random_playout(PeekingRedraw(), 3)
    with pytest.raises(C.ConformanceError, match="depends on information hidden from it"):
        C.check_determinize_view_only(p)


def test_metadata_is_complete(game):
    meta = game.metadata()
    assert meta["title"] and meta["description"]
    assert 1 <= meta["min_players"] <= meta["max_players"]
    assert meta["options_schema"]["type"] == "object"
