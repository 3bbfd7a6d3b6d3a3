"""Nothing from outside reaches the player as a raw Python error.

Links, saves and moves come from outside. Whatever they hold (options with any keys, ``seed`` among them,
and any JSON values; actions that are random JSON objects or near misses of real legal actions, such as
``true`` for ``1``), ``decode`` + ``replay`` + ``Session.from_record`` + ``Session.play`` raise nothing but a
``RulesError`` (RecordError, IllegalActionError, OptionsError) with a player's message.

The in-suite runs are small (a few seconds). ``INPUT_FUZZ_EXAMPLES=5000 python -m pytest
tests/test_input_fuzz.py`` runs each property that many times, over more playouts.
"""

from __future__ import annotations

import base64
import os
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygame_rules
from pygame_rules import RulesError, Session, decode
from pygame_rules.engine import record as R
from pygame_rules.engine.canonical import canonical_json
from pygame_rules.engine.conformance import random_playout

EXAMPLES = int(os.environ.get("INPUT_FUZZ_EXAMPLES", "0"))
LONG = EXAMPLES > 0
BUILTIN = ["ming-voyages", "spring-autumn"]
GAME_IDS = [*BUILTIN, "highcard-fixture"]


def _option_sets(game) -> list[dict]:
    sets = list(getattr(game, "conformance_options", ({},)))
    return sets if LONG else sets[:1]


_PLAYOUTS: dict[str, list] = {}


def playouts(game_id: str) -> list:
    """Random games (every state kept) to take real legal actions and states from."""
    if game_id not in _PLAYOUTS:
        game = pygame_rules.get_game(game_id)
        seeds = range(3) if LONG else range(1)
        _PLAYOUTS[game_id] = [random_playout(game, seed, opts, check_steps=False)
                              for opts in _option_sets(game) for seed in seeds]
    return _PLAYOUTS[game_id]


def pack(data) -> str:
    return R.PREFIX + base64.urlsafe_b64encode(zlib.compress(canonical_json(data).encode())).decode().rstrip("=")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.integers() | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=6), kids, max_size=4),
    max_leaves=10)


def option_dicts(game) -> st.SearchStrategy:
    names = sorted(game.Options.model_fields)
    keys = st.sampled_from([*names, "seed", "self", "options", "game", ""]) | st.text(max_size=6)
    free = st.dictionaries(keys, json_values, max_size=4)
    real = st.sampled_from(list(getattr(game, "conformance_options", ({},))))
    return free | st.builds(lambda a, b: {**a, **b}, real, free)


def _swap_type(value):
    """A value equal in Python but not as JSON (True for 1, 0 for False), or some other value."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return [value]
    return value


@st.composite
def mutated(draw, action: dict) -> dict:
    """A near miss of a real legal action: a value changed (often to one equal in Python), a key dropped
    or added, or a nested value changed."""
    a = dict(action)
    keys = sorted(a)
    how = draw(st.sampled_from(["swap", "value", "drop", "add", "nested", "same"]))
    if how == "swap" and keys:
        k = draw(st.sampled_from(keys))
        a[k] = _swap_type(a[k])
    elif how == "value" and keys:
        a[draw(st.sampled_from(keys))] = draw(json_values)
    elif how == "drop" and keys:
        del a[draw(st.sampled_from(keys))]
    elif how == "add":
        a[draw(st.text(max_size=6) | st.sampled_from(["action", "type", "card", "to", "seat"]))] = draw(json_values)
    elif how == "nested":
        nested = [k for k in keys if isinstance(a[k], (list, dict)) and a[k]]
        if nested:
            k = draw(st.sampled_from(nested))
            inner = list(a[k]) if isinstance(a[k], list) else dict(a[k])
            slot = draw(st.sampled_from(range(len(inner)) if isinstance(inner, list) else sorted(inner)))
            inner[slot] = draw(st.sampled_from([_swap_type(inner[slot]), None, -1]) | json_values)
            a[k] = inner
    return a


@st.composite
def outside_actions(draw, game_id: str) -> tuple:
    """(playout, state index, action): a real state of a random game and an action from outside for it."""
    p = draw(st.sampled_from(playouts(game_id)))
    i = draw(st.integers(0, len(p.states) - 1))
    legal = p.game.legal_actions(p.states[i]) or [{"type": "pass"}]
    kind = draw(st.sampled_from(["mutant", "mutant", "mutant", "other-state", "random"]))
    if kind == "random":
        action = draw(st.dictionaries(st.text(max_size=6), json_values, max_size=4))
    elif kind == "other-state":
        j = draw(st.integers(0, len(p.states) - 1))
        action = draw(mutated(draw(st.sampled_from(p.game.legal_actions(p.states[j]) or legal))))
    else:
        action = draw(mutated(draw(st.sampled_from(legal))))
    return p, i, action


FUZZ = settings(max_examples=EXAMPLES or 60, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _typed_errors_only(fn, *args):
    try:
        return fn(*args)
    except RulesError as err:
        text = str(err)
        assert text and "Traceback" not in text and len(text) < 1000, text
        return None


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_records_with_any_options_and_actions_give_only_typed_errors(game_id, data):
    game = pygame_rules.get_game(game_id)
    p = data.draw(st.sampled_from(playouts(game_id)))
    options = data.draw(option_dicts(game) | st.just(p.options))
    cut = data.draw(st.integers(0, min(len(p.actions), 40 if LONG else 12)))
    actions = list(p.actions[:cut])
    if data.draw(st.booleans()):
        extra = data.draw(st.sampled_from(p.game.legal_actions(p.states[cut]) or [{}]))
        actions.append(data.draw(mutated(extra)))
    raw = {"game": game.id, "rules_version": game.rules_version, "options": options, "seed": p.seed,
           "actions": actions}
    record = _typed_errors_only(decode, pack(raw))
    if record is None:
        return
    _typed_errors_only(record.replay)
    session = _typed_errors_only(Session.from_record, record)
    if session is not None and session.game.legal_actions(session.state):
        legal = session.game.legal_actions(session.state)
        _typed_errors_only(session.play, data.draw(mutated(data.draw(st.sampled_from(legal)))))


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_actions_from_outside_give_only_typed_errors(game_id, data):
    p, i, action = data.draw(outside_actions(game_id))
    game, state = p.game, p.states[i]
    before = game.state_hash(state)
    session = Session(game, p.seed, p.options, state, actions=list(p.actions[:i]))
    legal = game.legal_actions(state)
    _typed_errors_only(session.play, action)
    played = len(session.actions) > i
    assert game.state_hash(state) == before                    # a refused (or played) move changes nothing
    if played:
        # only an action equal to a legal one as JSON, types included, is played, and the legal one is recorded
        assert any(canonical_json(a) == canonical_json(action) for a in legal)
        assert canonical_json(session.actions[-1]) == canonical_json(action)
    else:
        assert not any(canonical_json(a) == canonical_json(action) for a in legal)
    assert (_typed_errors_only(game.apply, state, action) is not None) == played


def test_an_option_called_seed_is_an_options_error_not_a_type_error():
    for game_id in GAME_IDS:
        game = pygame_rules.get_game(game_id)
        record = decode(pack({"game": game.id, "rules_version": game.rules_version, "options": {"seed": 3},
                              "seed": 1, "actions": []}))
        with pytest.raises(pygame_rules.RecordError, match="bad options.*seed"):
            record.replay()
        with pytest.raises(pygame_rules.RecordError, match="bad options.*seed"):
            Session.from_record(record)
        with pytest.raises(pygame_rules.OptionsError):
            game.new_game(1, self=2)
