"""The worker's sliced search (site/engine_worker.py ``think_start``, ``think_more``, ``think_finish``) in CPython:
a computer seat's search goes on in slices with its progress, ends when told or at its budget and plays its
move; a hint searches the viewer's decision and plays nothing; a search about an earlier position is refused."""

from __future__ import annotations

import json

from test_worker_errors import worker  # noqa: F401  (the fixture: the worker with Pyodide's modules stubbed)


def answer(text: str) -> dict:
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def ming_vs_computer(worker, seat=0):  # noqa: F811
    """A two-player Ming Voyages game opened for ``seat`` (the Emperor moves first)."""
    snap = answer(worker.new_game("ming-voyages", 12, json.dumps({"mode": "two-player"}), seat))
    assert "error" not in snap
    return snap


def test_a_computer_seat_thinks_in_slices_and_moves(worker):  # noqa: F811
    first = ming_vs_computer(worker, seat=1)                   # the viewer is the Overlord; the Emperor decides
    started = answer(worker.think_start("search-quick", 1, False))
    assert started["thinking"] is True and started["budget_s"] == 0.3 and started["progress"]["iterations"] == 0
    progress = answer(worker.think_more(0.05, 1))
    assert progress["iterations"] > 0 and 0 < progress["fraction"] <= 1
    assert progress["best"] is None and 0 <= progress["mean"] <= 1   # another seat's move is not named
    while not progress["done"]:
        progress = answer(worker.think_more(0.1, 1))
    assert progress["fraction"] == 1 and progress["seconds"] >= 0.3
    snap = answer(worker.think_finish(1))
    assert snap["moves"] == first["moves"] + 1
    assert snap["bot"]["seat"] == 0 and snap["bot"]["did"] and snap["bot"]["why"]     # in public words


def test_move_now_plays_the_best_so_far(worker):  # noqa: F811
    ming_vs_computer(worker, seat=1)
    answer(worker.think_start("search-strong", 1, False))
    answer(worker.think_more(0.05, 1))
    snap = answer(worker.think_finish(1))                      # long before its 3 s
    assert "error" not in snap and snap["moves"] == 1


def test_a_hint_plays_nothing(worker):  # noqa: F811
    ming_vs_computer(worker, seat=0)
    assert answer(worker.think_start("search-normal", 1, True))["error"] == "it is not your turn to decide"
    answer(worker.think_start("search-normal", 0, True))
    answer(worker.think_more(0.05, 0))
    assert answer(worker.think_more(0.05, 0))["best"]              # the player's own: named
    found = answer(worker.think_finish(0))["hint"]
    assert found["did"] and found["why"].startswith("an estimated ") and found["iterations"] > 0
    assert answer(worker.snapshot(0))["moves"] == 0


def test_a_bot_that_does_not_search_is_played_at_once(worker):  # noqa: F811
    ming_vs_computer(worker, seat=1)
    assert answer(worker.think_start("heuristic-emperor", 1, False)) == {"thinking": False}


def test_thinking_about_an_earlier_position_is_refused(worker):  # noqa: F811
    snap = ming_vs_computer(worker, seat=0)
    answer(worker.think_start("search-quick", 0, True))
    answer(worker.act(json.dumps(snap["legal"][0]["action"]), 0))
    out = answer(worker.think_more(0.05, 0))
    assert out["error"] == "the computer was thinking about an earlier position; ask again"
    assert answer(worker.think_finish(0))["error"].startswith("the computer was thinking")
