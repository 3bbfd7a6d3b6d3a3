"""The worker tells and marks what changed since a seat's latest move (site/engine_worker.py, in CPython).

``recap`` lists the game's narration since the start of the viewer's latest whole move; the renderer
gets that earlier view as ``since``. After a reload (the game replayed from its record) the same recap
comes back; the replay viewer's steps carry the record's whole-move starts.
"""

from __future__ import annotations

import json

import pytest

import pygame_rules
from pygame_rules import get_game

from test_worker_errors import answer, worker  # noqa: F401 - the fixture

MING = "ming-voyages"


def play_first(worker, snap, seat):  # noqa: F811
    return answer(worker.act(json.dumps(snap["legal"][0]["action"]), seat))


def test_recap_is_empty_before_the_first_move(worker):  # noqa: F811
    snap = answer(worker.new_game(MING, 5, json.dumps({"mode": "solo"}), 0))
    assert snap["recap"] == [] and snap["since_move"] is None


def test_recap_tells_the_move_and_what_followed_and_survives_a_reload(worker, monkeypatch):  # noqa: F811
    seen = []
    game = type(get_game(MING))
    original = game.render

    def spy(self, view, seat, since=None):
        seen.append(since)
        return original(self, view, seat, since)

    monkeypatch.setattr(game, "render", spy)
    snap = answer(worker.new_game(MING, 5, json.dumps({"mode": "solo"}), 0))
    before_log = len(snap["game_log"])
    for _ in range(12):                       # a few whole moves of the Emperor, the Overlord answering
        if snap["seat"] != 0:
            break
        snap = play_first(worker, snap, 0)
    assert snap["since_move"] is not None
    assert snap["recap"], "something happened since the Emperor's latest move"
    texts = [r["text"] for r in snap["recap"]]
    assert texts == [line["text"] for line in snap["game_log"]][-len(texts):]
    assert len(snap["game_log"]) > before_log
    assert seen[-1] is not None and seen[-1] != snap["view"]
    share = snap["share"]
    worker._since.clear()                       # a reload: nothing in memory
    again = answer(worker.open_record(share, 0))
    assert again["recap"] == snap["recap"] and again["since_move"] == snap["since_move"]


def test_the_replay_viewer_gets_whole_move_starts_and_marks_from_the_step_before(worker):  # noqa: F811
    snap = answer(worker.new_game(MING, 7, json.dumps({"mode": "solo"}), 0))
    for _ in range(10):
        if snap["seat"] != 0:
            break
        snap = play_first(worker, snap, 0)
    whole = answer(worker.open_record(snap["share"], -1))
    starts = whole["move_starts"]
    assert starts and starts[0] == 0 and starts == sorted(set(starts))
    assert all(0 <= i < whole["total_moves"] for i in starts)
    step = answer(worker.open_record(snap["share"], -1, whole["total_moves"], starts[-1]))
    assert step["moves"] == whole["total_moves"] and step["since_move"] == starts[-1] + 1
    assert step["hash"] == whole["hash"]
    assert "error" in answer(worker.open_record(snap["share"][:-6] + "AAAAAA", -1, 3, 1))


@pytest.mark.parametrize("game_id", ["highcard-fixture"])
def test_a_game_without_narration_recaps_the_moves(worker, game_id):  # noqa: F811
    snap = answer(worker.new_game(game_id, 3, "{}", 0))
    snap = play_first(worker, snap, 0)
    assert snap["recap"] and all(r["text"] for r in snap["recap"])


def test_warm_up_runs_every_game_and_leaves_the_open_game_alone(worker):  # noqa: F811
    snap = answer(worker.new_game("highcard-fixture", 3, "{}", 0))
    took = answer(worker.warm_up())
    assert set(took) == set(pygame_rules.games()) and all(isinstance(v, int) for v in took.values())
    assert answer(worker.snapshot(0))["hash"] == snap["hash"]
