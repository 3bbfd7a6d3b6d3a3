"""The engine contract as a caller meets it: registry, options, legality, views, sessions and undo."""

from __future__ import annotations

import json

import pytest

import pygame_rules
from pygame_rules import IllegalActionError, OptionsError, RulesError, Session, UnknownGameError
from pygame_rules.engine.canonical import canonical_json, json_hash

from highcard_fixture import GAME as _FIXTURE

FIXTURE_GAME = _FIXTURE.id

GAME = pygame_rules.get_game(FIXTURE_GAME)


def test_registry_lists_and_finds_games():
    assert FIXTURE_GAME in pygame_rules.games()
    assert pygame_rules.get_game(FIXTURE_GAME) is GAME
    assert [m["id"] for m in pygame_rules.games_metadata()] == pygame_rules.games()


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGameError, match=f"no game called 'chess'.*{FIXTURE_GAME}"):
        pygame_rules.get_game("chess")
    assert issubclass(UnknownGameError, ValueError)


def test_registering_a_different_game_under_a_taken_id_is_refused():
    with pytest.raises(ValueError, match="already registered"):
        pygame_rules.register(type(GAME)())


def test_builtin_games_are_listed_by_module():
    import importlib
    pkg = importlib.import_module("pygame_rules.catalog")
    for module in pkg.BUILTIN:
        assert importlib.import_module(module).GAME.id in pygame_rules.games()
    assert callable(pygame_rules.games)


@pytest.mark.parametrize("options,message", [
    ({"rounds": 0}, r"rounds: Input should be greater than or equal to 1"),
    ({"rounds": "many"}, r"rounds: Input should be a valid integer"),
    ({"colour": "red"}, r"colour: Extra inputs are not permitted"),
])
def test_bad_options_give_readable_errors(options, message):
    with pytest.raises(OptionsError, match=message):
        GAME.new_game(1, **options)


@pytest.mark.parametrize("seed", [-1, 2**53, 1.5, "7", None])
def test_bad_seeds_are_options_errors(seed):
    with pytest.raises(OptionsError, match="seed must be an integer"):
        GAME.new_game(seed)


def test_illegal_actions_raise_a_typed_error_saying_why():
    state = GAME.new_game(1)
    before = GAME.state_hash(state)
    for bad in ({"type": "play", "card": 99}, {"type": "fly"}, "play", None, {"type": "play", "card": 1.0}):
        with pytest.raises(IllegalActionError) as info:
            GAME.apply(state, bad)
        assert isinstance(info.value, ValueError) and isinstance(info.value, RulesError)
        assert "not" in str(info.value)
    assert GAME.state_hash(state) == before
    with pytest.raises(IllegalActionError, match="legal: play the"):
        GAME.apply(state, {"type": "play", "card": 99})


def test_apply_returns_a_new_state_and_leaves_the_old_one():
    state = GAME.new_game(1)
    action = GAME.legal_actions(state)[0]
    nxt = GAME.apply(state, action)
    assert nxt is not state and GAME.state_hash(nxt) != GAME.state_hash(state)
    assert GAME.current_seat(nxt) == 1


def test_actions_views_and_states_are_json():
    state = GAME.new_game(2)
    for a in GAME.legal_actions(state):
        assert json.loads(json.dumps(a)) == a
    json.dumps(GAME.view(state, 0))
    json.dumps(GAME.state_to_json(state))


def test_state_hash_is_stable_and_content_based():
    state = GAME.new_game(5)
    h = GAME.state_hash(state)
    assert h == GAME.state_hash(GAME.new_game(5)) == json_hash(GAME.state_to_json(state))
    assert h != GAME.state_hash(GAME.new_game(6))
    assert len(h) == 64


def test_canonical_json_is_order_independent_and_refuses_floats():
    assert canonical_json({"b": 1, "a": [1, {"d": 2, "c": 3}]}) == '{"a":[1,{"c":3,"d":2}],"b":1}'
    with pytest.raises(TypeError):
        canonical_json({"x": object()})
    with pytest.raises(ValueError):
        canonical_json({"x": float("nan")})


def test_views_hide_the_opponent_hand():
    state = GAME.new_game(3)
    assert isinstance(GAME.view(state, 0)["hands"][0], list)
    assert GAME.view(state, 0)["hands"][1] == 3
    assert GAME.view(state, None)["hands"] == [3, 3]


def test_scripted_dice_drive_a_scenario():
    """A tie goes to the roll-off; scripted dice 2,2 then 5,3 give seat 0 the round."""
    state = GAME.new_game(1)
    state.hands = [[4, 5, 6], [4, 7, 8]]
    state.rng.script = [2, 2, 5, 3]
    state = GAME.apply(state, {"type": "play", "card": 4})
    state = GAME.apply(state, {"type": "play", "card": 4})
    assert GAME.current_seat(state) is None and GAME.legal_actions(state) == [{"type": "roll-off"}]
    state = GAME.apply(state, {"type": "roll-off"})
    assert state.history[-1]["rolls"] == [[2, 2], [5, 3]] and state.scores == [1, 0]


# -- sessions and undo ---------------------------------------------------------


def test_session_records_and_logs_every_action():
    s = Session.new(FIXTURE_GAME, 9, {"rounds": 2})
    s.play(GAME.legal_actions(s.state)[0])
    assert s.record.actions == s.actions and s.record.options == {"rounds": 2}
    assert s.log[0].text.startswith("play the") and s.log[0].seat == 0
    again = Session.from_record(pygame_rules.decode(s.record.encode()))
    assert GAME.state_hash(again.state) == GAME.state_hash(s.state)


def test_undo_takes_back_own_moves_but_not_past_chance():
    s = Session.new(FIXTURE_GAME, 9)
    first = GAME.legal_actions(s.state)[0]
    s.play(first)                                   # seat 0 plays face down: no chance involved
    assert s.undoable(0) == 1 and s.undoable(1) == 0
    assert s.undo(0) == 1 and s.actions == []
    assert GAME.state_hash(s.state) == GAME.state_hash(GAME.new_game(9))
    s.play(first)
    s.play(GAME.legal_actions(s.state)[0])          # seat 1 plays: both cards are revealed, cards drawn
    assert s.log[-1].barrier and s.undoable(1) == 0 and s.undo(1) == 0
    assert len(s.actions) == 2


def test_undo_stops_at_a_die_roll():
    s = Session.new(FIXTURE_GAME, 1)
    s.state.hands = [[4, 5, 6], [4, 7, 8]]
    s.play({"type": "play", "card": 4})
    s.play({"type": "play", "card": 4})
    s.play({"type": "roll-off"})
    assert s.log[-1].barrier and s.undoable(None) == 0 and s.undo(None) == 0


def test_last_mover_is_who_may_undo():
    s = Session.new(FIXTURE_GAME, 9)
    assert s.last_mover() is None
    s.play(GAME.legal_actions(s.state)[0])
    assert s.last_mover() == 0 and GAME.current_seat(s.state) == 1 and s.undoable(s.last_mover()) == 1
