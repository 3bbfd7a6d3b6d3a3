"""The engine contract as a caller meets it: registry, options, legality, views, sessions and undo."""

from __future__ import annotations

import importlib
import json

import pytest

import pygame_rules
from pygame_rules import Game, IllegalActionError, OptionsError, Rng, RulesError, Session, UnknownGameError
from pygame_rules.ai import make_bot
from pygame_rules.cli import stalling_record
from pygame_rules.engine import tasks
from pygame_rules.engine.canonical import canonical_json, json_copy, json_hash
from pygame_rules.engine.conformance import random_playout

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
    with pytest.raises(IllegalActionError, match="whose choices are: play the"):
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


# -- actions match by JSON type as well as value; sessions check before they describe -----------------


def test_true_does_not_stand_for_one():
    """Python's True == 1: a move {"card": true} must not pass for the offered {"card": 1}."""
    state = GAME.new_game(1)
    state.hands = [[1, 5, 6], [4, 7, 8]]
    assert {"type": "play", "card": True} == {"type": "play", "card": 1}          # why the check is needed
    with pytest.raises(IllegalActionError, match="not a legal move now"):
        GAME.apply(state, {"type": "play", "card": True})
    s = Session(GAME, 1, {}, state)
    with pytest.raises(IllegalActionError):
        s.play({"type": "play", "card": True})
    assert s.actions == [] and s.log == []
    s.play({"type": "play", "card": 1})
    assert canonical_json(s.actions[0]) == '{"card":1,"type":"play"}'


def test_the_session_records_the_games_own_legal_action():
    s = Session.new("ming-voyages", 9)
    legal = s.game.legal_actions(s.state)                # the game's cached option dicts
    s.play(json.loads(json.dumps(legal[0])))            # an equal copy, as a page sends it
    assert s.actions[0] is legal[0] and s.log[0].action is legal[0]


@pytest.mark.parametrize("game_id", ["ming-voyages", "spring-autumn"])
def test_a_bool_for_an_int_is_refused_in_the_real_games(game_id):
    game = pygame_rules.get_game(game_id)
    p = random_playout(game, 2, game.conformance_options[0], check_steps=False)
    found = 0
    for state in p.states[:200]:
        for action in game.legal_actions(state):
            for key, value in action.items():
                if type(value) is int and value in (0, 1):
                    twin = {**action, key: bool(value)}
                    if any(canonical_json(a) == canonical_json(twin) for a in game.legal_actions(state)):
                        continue
                    found += 1
                    with pytest.raises(IllegalActionError):
                        game.apply(state, twin)
    assert found


def test_play_checks_legality_before_describing(monkeypatch):
    s = Session.new(FIXTURE_GAME, 9)
    legal = GAME.legal_actions(s.state)

    def describe(state, action):
        assert action in GAME.legal_actions(state), "an illegal action reached describe_action"
        return "fine"

    monkeypatch.setattr(GAME, "describe_action", describe)
    for bad in ({"type": "play"}, {"type": "play", "card": [1]}, {"card": None}, {"type": {"x": 1}}):
        with pytest.raises(IllegalActionError):
            s.play(bad)
    s.play(legal[0])
    assert s.log[0].text == "fine"


def test_seed_is_positional_so_an_option_called_seed_is_an_options_error():
    with pytest.raises(OptionsError, match="seed"):
        GAME.new_game(1, seed=2)
    with pytest.raises(OptionsError, match="self"):
        GAME.new_game(1, self=2)


def test_an_unknown_bot_is_a_rules_error_naming_the_known_ones():
    for name in ("no-such-bot", None, ["random"]):
        with pytest.raises(RulesError, match="no computer player called.*known: .*random"):
            make_bot(name)


# -- replay is linear: no whole-state serialisation per action ------------------------------------------


def test_the_default_undo_barrier_does_not_serialise_the_state(monkeypatch):
    sa = pygame_rules.get_game("spring-autumn")
    state = sa.new_game(1, players=3)
    after = sa.apply(state, sa.legal_actions(state)[0])

    def no_serialising(self, state):
        raise AssertionError("is_undo_barrier serialised the whole state")

    monkeypatch.setattr(type(sa), "state_to_json", no_serialising)
    default = Game.is_undo_barrier
    assert default(sa, state, after, {}) == (state.rng.counter != after.rng.counter)
    same = state.copy()
    assert not default(sa, state, same, {})
    same.rng.counter += 1
    assert default(sa, state, same, {})
    scripted = state.copy()
    scripted.rng = Rng(state.rng.seed, state.rng.counter, [3, 4])
    drawn = scripted.copy()
    drawn.rng.roll()                                   # a scripted draw moves no counter but is chance
    assert default(sa, scripted, drawn, {})
    for game_id in ("spring-autumn", "ming-voyages"):  # and the games' own barriers serialise nothing either
        game = pygame_rules.get_game(game_id)
        monkeypatch.setattr(type(game), "state_to_json", no_serialising)
        s = game.new_game(2)
        game.is_undo_barrier(s, game.apply(s, game.legal_actions(s)[0]), game.legal_actions(s)[0])


def test_opening_a_long_record_does_no_per_action_work_that_grows_with_the_game(monkeypatch):
    """Counted, not timed: opening a record serialises nothing and reads no whole log, and the state a step
    copies stays the same size however many turns have passed."""
    sa = pygame_rules.get_game("spring-autumn")
    record = stalling_record(sa, 1200, {"players": 5})
    assert len(record.actions) == 1200 and sa.outcome(record.replay()) is None      # passing never ends it
    calls = {"state_to_json": 0, "log": 0}
    real_to_json, real_log = type(sa).state_to_json, tasks.LogChain.log

    def counting_to_json(self, state):
        calls["state_to_json"] += 1
        return real_to_json(self, state)

    def counting_log(self):
        calls["log"] += 1
        return real_log.fget(self)

    monkeypatch.setattr(type(sa), "state_to_json", counting_to_json)
    monkeypatch.setattr(tasks.LogChain, "log", property(counting_log))
    session = Session.from_record(pygame_rules.decode(record.encode()))
    assert calls == {"state_to_json": 0, "log": 0}
    monkeypatch.undo()

    def copied_size(state):
        data = sa.state_to_json(state)
        data.pop("log")
        return len(canonical_json(data))

    early = Session.from_record(record.model_copy(update={"actions": record.actions[:300]}))
    early_turn, late_turn = early.state.turn, session.state.turn
    assert late_turn > early_turn + 100
    assert abs(copied_size(session.state) - copied_size(early.state)) < 200      # only counters grow
    assert len(session.state.tasks) <= len(early.state.tasks) + 2


def test_json_copy_is_the_json_round_trip():
    """``json_copy`` (views' deep copy) gives what ``json.loads(json.dumps(...))`` gives, and shares nothing."""
    value = {"a": [1, [2, {"b": None}], (3, "x")], "n": {1: True, "k": {"deep": [[]]}}, "s": "ü"}
    copied = json_copy(value)
    assert copied == json.loads(json.dumps(value))
    assert type(copied["a"][2]) is list and list(copied["n"]) == ["1", "k"]
    copied["a"][1][1]["b"] = 5
    copied["n"]["k"]["deep"].append(1)
    assert value["a"][1][1]["b"] is None and value["n"]["k"]["deep"] == [[]]
