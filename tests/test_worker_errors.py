"""The worker's exported functions (site/engine_worker.py) in CPython: every fault is ``{"error": words}``.

A RulesError (a bad link, save, option, move or bot name) becomes its message; any other exception is a
bug, and the page gets only "something went wrong in the rules engine" while the traceback goes to the
console. The Pyodide-only modules the worker imports are stubbed here.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest

from highcard_fixture import GAME as _FIXTURE

FIXTURE_GAME = _FIXTURE.id
ROOT = Path(__file__).resolve().parent.parent

DEEP_LINK = "g1.eNrtwTENAAAAAqCgzv41rOEBJAAAwLsCAAD3BkhrbLk"


@pytest.fixture
def worker(monkeypatch):
    for name in ("js", "pyodide_js", "pyodide", "pyodide.ffi"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    sys.modules["pyodide.ffi"].create_proxy = sys.modules["pyodide.ffi"].to_js = lambda *a, **k: None
    spec = importlib.util.spec_from_file_location("engine_worker_under_test", ROOT / "site" / "engine_worker.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def answer(text: str) -> dict:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def test_a_game_starts_and_plays(worker):
    snap = answer(worker.new_game(FIXTURE_GAME, 3, "{}", 0))
    assert "error" not in snap and snap["legal"]
    snap = answer(worker.act(json.dumps(snap["legal"][0]["action"]), 0))
    assert "error" not in snap and snap["moves"] == 1


def test_no_game_open_is_a_message(worker):
    assert answer(worker.snapshot(0)) == {"error": "no game is open"}
    assert answer(worker.act("{}", 0)) == {"error": "no game is open"}


def test_an_unknown_bot_is_a_clear_error(worker):
    answer(worker.new_game(FIXTURE_GAME, 3, "{}", 0))
    out = answer(worker.bot_move("grandmaster", 0))
    assert "no computer player called 'grandmaster'" in out["error"] and "random" in out["error"]
    assert "error" not in answer(worker.bot_move("random", 0))


def test_a_bot_of_another_game_is_refused_in_words(worker):
    answer(worker.new_game(FIXTURE_GAME, 3, "{}", 0))
    out = answer(worker.bot_move("heuristic", 0))
    assert out["error"].startswith("the heuristic bot plays only Spring and Autumn"), out
    assert "random" in out["error"] and answer(worker.snapshot(0))["moves"] == 0


def test_deep_json_from_the_page_is_refused_before_parsing(worker, monkeypatch):
    answer(worker.new_game(FIXTURE_GAME, 3, "{}", 0))
    real_loads = json.loads

    def guarded_loads(text, *args, **kwargs):
        assert text.count("[") < 100, "json.loads ran on deeply nested text"
        return real_loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", guarded_loads)
    deep = "[" * 3000 + "]" * 3000
    assert "nested more than 32 deep" in answer(worker.act('{"type":' + deep + "}", 0))["error"]
    assert "nested more than 32 deep" in answer(worker.new_game(FIXTURE_GAME, 3, deep, 0))["error"]
    assert "nested more than 32 deep" in answer(worker.open_record(DEEP_LINK, 0))["error"]
    assert "error" not in answer(worker.snapshot(0))             # the game on the page is kept


@pytest.mark.parametrize("action_json,words", [
    ('{"type": "play", "card": true}', "not a legal move"),
    ('{"type": "play", "card": 1.0}', "not readable"),
    ("not json", "not readable"),
    ('"play"', "must be a JSON object"),
    ("[]", "must be a JSON object"),
])
def test_bad_moves_are_messages(worker, action_json, words):
    answer(worker.new_game(FIXTURE_GAME, 1, "{}", 0))
    worker._session.state.hands = [[1, 5, 6], [4, 7, 8]]       # the 1 is offered: true must not pass for it
    assert words in answer(worker.act(action_json, 0))["error"]


@pytest.mark.parametrize("args,words", [
    ((FIXTURE_GAME, 3, '{"seed": 4}', 0), "seed"),
    ((FIXTURE_GAME, "lots", "{}", 0), "seed must be a whole number"),
    ((FIXTURE_GAME, 3, "[1]", 0), "must be an object"),
    (("chess", 3, "{}", 0), "no game called"),
])
def test_bad_new_games_are_messages(worker, args, words):
    assert words in answer(worker.new_game(*args))["error"]


def test_a_bug_gives_a_plain_message_and_the_traceback_only_on_the_console(worker, monkeypatch, capsys):
    answer(worker.new_game(FIXTURE_GAME, 3, "{}", 0))
    game = worker._session.game

    def broken(state, seat):
        raise KeyError("internal detail")

    monkeypatch.setattr(game, "view", broken)
    out = answer(worker.snapshot(0))
    assert out == {"error": "something went wrong in the rules engine"}
    err = capsys.readouterr().err
    assert "Traceback" in err and "internal detail" in err


def test_links_into_saved_games_and_fair_starts_through_the_worker(worker):
    """The page's calls for play by link (engine/links.py): each fault is a message and keeps the game."""
    secrets = answer(worker.new_secret())
    joiner = answer(worker.new_secret())["secret"]
    snap = answer(worker.new_fair_game(FIXTURE_GAME, "{}", secrets["secret"], joiner, 0))
    assert "error" not in snap and snap["ident"] and snap["rules_version"] == 1
    first = snap["share"]
    snap = answer(worker.act(json.dumps(snap["legal"][0]["action"]), 0))
    info = answer(worker.record_info(snap["share"]))
    assert info == {"game": FIXTURE_GAME, "rules_version": 1, "ident": snap["ident"], "moves": 1, "fair": True}
    assert "error" not in answer(worker.open_fair_start(first, 1, secrets["commit"], joiner))
    assert "secret this device added" in answer(worker.open_fair_start(first, 1, secrets["commit"], "0" * 32))["error"]
    assert "older" in answer(worker.open_continuation(first, 1, snap["share"], "[1]"))["error"]
    assert "adds moves for" in answer(worker.open_continuation(snap["share"], 0, first, "[0]"))["error"]
    assert "error" not in answer(worker.open_continuation(snap["share"], 1, first, "[1]"))
    assert "damaged list" in answer(worker.open_continuation(snap["share"], 1, first, "[true]"))["error"]
    assert "32 hexadecimal" in answer(worker.new_fair_game(FIXTURE_GAME, "{}", "x", joiner, 0))["error"]
    assert "nested more than 32" in answer(worker.check_options(FIXTURE_GAME, "[" * 99 + "]" * 99))["error"]
    assert answer(worker.check_options(FIXTURE_GAME, '{"rounds": 2}'))["options"] == {"rounds": 2}
    assert "error" in answer(worker.check_options(FIXTURE_GAME, '{"rounds": 9}'))
    assert answer(worker.snapshot(1))["moves"] == 1                # the last good game is still open
