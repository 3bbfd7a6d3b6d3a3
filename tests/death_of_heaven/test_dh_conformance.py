"""The engine contract for Death of Heaven (``engine/conformance.py``) while the game is not yet registered:
random games of 4, 5 and 6 players end, never dead-end, keep the invariants (cube totals, every card in one zone),
round-trip through records and JSON, replay deterministically, hide what each seat may not see and play in place
as ``apply`` does."""

from __future__ import annotations

import pytest

from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.engine import conformance as C
from pygame_rules.engine.registry import register, unregister
from pygame_rules.engine.rng import Rng

SEEDS = range(9)


@pytest.fixture(scope="module")
def playouts():
    """Random games; the game is registered meanwhile, as records find their game by id."""
    register(GAME)
    sets = GAME.conformance_options
    yield [C.random_playout(GAME, seed, sets[seed % len(sets)], invariants=GAME.check_invariants) for seed in SEEDS]
    unregister(GAME.id)


def test_random_games_end_without_error(playouts):
    for p in playouts:
        assert GAME.outcome(p.final) is not None
        assert GAME.legal_actions(p.final) == []


def test_records_round_trip_and_replay(playouts):
    for p in playouts:
        C.check_record_roundtrip(p)
        C.check_replay_deterministic(p)


def test_states_round_trip_through_json(playouts):
    for p in playouts:
        C.check_state_json(p, every=7)


def test_views_hide_hidden_information(playouts):
    """DH-PERS-9: hands, decks and other players' discards and March cards are redrawn without changing a view."""
    differed = sum(C.check_views_hide(p, every=max(1, len(p.states) // 60)) for p in playouts)
    assert differed > 0
    p = playouts[0]
    assert GAME.state_hash(GAME.resample_hidden(p.states[0], None, Rng(1))) != GAME.state_hash(p.states[0])


def test_search_plays_in_place_and_keeps_the_contract(playouts):
    for p in playouts:
        C.check_in_place(p)


def test_metadata_is_complete():
    meta = GAME.metadata()
    assert meta["title"] and meta["description"]
    assert meta["min_players"] == 4 and meta["max_players"] == 6
