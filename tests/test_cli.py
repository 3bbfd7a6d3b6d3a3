"""The command line prints one JSON object per command."""

from __future__ import annotations

import json

from pygame_rules import Session
from pygame_rules.cli import main

from highcard_fixture import GAME as _FIXTURE

FIXTURE_GAME = _FIXTURE.id


def run(capsys, *argv) -> tuple[int, dict]:
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_simulate_prints_a_summary(capsys):
    code, out = run(capsys, "simulate", FIXTURE_GAME, "--games", "30", "--seed", "4")
    assert code == 0 and out["games"] == 30 and out["errors"] == 0
    assert sum(out["wins"].values()) + out["draws"] == 30
    assert out["games_per_second"] > 0 and out["mean_actions"] >= 6


def test_simulate_is_reproducible(capsys):
    _, a = run(capsys, "simulate", FIXTURE_GAME, "--games", "20", "--seed", "9")
    _, b = run(capsys, "simulate", FIXTURE_GAME, "--games", "20", "--seed", "9")
    assert a["wins"] == b["wins"] and a["reasons"] == b["reasons"]


def test_simulate_players_sets_the_players_option(capsys):
    code, out = run(capsys, "simulate", "spring-autumn", "--players", "2", "--games", "2", "--seed", "3",
                    "--set", "turn_limit=3")
    assert code == 0 and out["errors"] == 0 and out["options"]["players"] == 2
    assert set(out["winner_faction"]) <= {"qin", "jin"}
    code, out = run(capsys, "simulate", FIXTURE_GAME, "--players", "2", "--games", "1")
    assert code == 2 and "no players option" in out["error"]
    code, out = run(capsys, "simulate", "spring-autumn", "--players", "6", "--games", "1")
    assert code == 2 and "players" in out["error"]


def test_simulate_spring_autumn_five_players_summary(capsys):
    code, out = run(capsys, "simulate", "spring-autumn", "--players", "5", "--games", "2", "--seed", "1")
    assert code == 0 and out["errors"] == 0 and out["options"]["players"] == 5
    assert out["options"]["turn_limit"] is None                  # random play reaches a real end
    assert sum(out["winner_faction"].values()) == 2 and set(out["winner_faction"]) <= {
        "qin", "jin", "qi", "wu", "chu"}
    assert sum(out["ended"].values()) == 2 and set(out["ended"]) <= {"objectives", "turn limit", "other"}
    assert out["mean_turns"] >= 2 and "mean_eliminated" in out and "mean_public_deck_empty" in out
    assert out["mean_actions"] > 50 and out["games_per_second"] > 0


def test_bench_reports_engine_and_game_figures(capsys):
    code, out = run(capsys, "bench", "--seconds", "0.05")
    assert code == 0 and out["engine"]["rng_dice_per_second"] > 0
    assert out["games"][FIXTURE_GAME]["random_games_per_second"] > 0
    assert out["games"]["spring-autumn"]["options"] == {"players": 5}     # bench_options: the full game
    assert out["games"]["spring-autumn"]["actions_per_second"] > 0


def test_replay_and_bad_input(capsys):
    s = Session.new(FIXTURE_GAME, 3)
    s.play({"type": "play", "card": s.state.hands[0][0]})
    code, out = run(capsys, "replay", s.record.encode())
    assert code == 0 and out["state_hash"] == s.game.state_hash(s.state)
    code, out = run(capsys, "replay", "g1.garbage")
    assert code == 2 and ("damaged" in out["error"] or "cut short" in out["error"])
    code, out = run(capsys, "simulate", "nope")
    assert code == 2 and "no game called" in out["error"]
