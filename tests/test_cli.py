"""The command line prints one JSON object per command."""

from __future__ import annotations

import gc
import json
import random

import pytest

from pygame_rules import Session, get_game
from pygame_rules import bench as bench_module
from pygame_rules.cli import main, simulate
from pygame_rules.engine.conformance import random_playout

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


NEW_GAME_KEYS = ("decisions_per_second", "games_per_second", "mean_decisions_per_game",
                 "decisions_per_second_keep_states", "decisions_per_second_keep_states_gc_paused",
                 "keep_states_slowdown")


def test_bench_reports_engine_game_decision_and_catanatron_figures(capsys):
    code, out = run(capsys, "bench", "--seconds", "0.05")
    assert code == 0 and out["engine"]["rng_dice_per_second"] > 0
    assert out["games"][FIXTURE_GAME]["random_games_per_second"] > 0
    assert out["games"]["spring-autumn"]["options"] == {"players": 5}     # bench_options: the full game
    assert out["games"]["spring-autumn"]["actions_per_second"] > 0
    assert "two or more legal options" in out["decisions"]
    heuristic = out["games"]["spring-autumn"]["heuristic_vs_ai"]      # bench_figures: 1 heuristic seat, 4 AI players
    assert heuristic["options"] == {"players": 5, "seats": ["human", "ai", "ai", "ai", "ai"]}
    assert heuristic["bots"] == {"0": "heuristic"} and heuristic["games"] >= 1
    assert heuristic["games_per_second"] > 0 and heuristic["mean_decisions_per_game"] > 0
    assert heuristic["mean_actions_per_game"] >= heuristic["mean_decisions_per_game"]
    assert 0 <= heuristic["heuristic_wins"] <= heuristic["games"]
    for gid, figures in out["games"].items():
        for key in (*NEW_GAME_KEYS, "random_games_per_second", "actions_per_second",
                    "unchecked_random_games_per_second", "unchecked_actions_per_second", "replay_seconds"):
            assert key in figures, (gid, key)
        for key in NEW_GAME_KEYS:
            assert figures[key] > 0, (gid, key)
        assert figures["playouts_per_second"] > 0 and figures["mean_playout_actions"] > 0
        assert figures["playout_from_step"] >= 0
    if bench_module.catanatron_available():
        cat = out["catanatron"]
        assert cat["players"] == 4 and cat["games"] >= 3 and cat["decisions_per_second"] > 0
        assert 0 < cat["mean_decisions_per_game"] <= cat["mean_ticks_per_game"]
        assert all(f["vs_catanatron"] > 0 and f["catanatron_decisions_per_second"] > 0
                   for f in out["games"].values())
    else:
        assert out["catanatron"] is None and "catanatron" in out["catanatron_note"]
        assert not any("vs_catanatron" in f or "catanatron_decisions_per_second" in f
                       for f in out["games"].values())


def test_bench_without_catanatron_has_no_ratios(monkeypatch):
    monkeypatch.setattr(bench_module, "catanatron_game", None)
    monkeypatch.setattr(bench_module, "games", lambda: [FIXTURE_GAME])
    out = bench_module.bench(0.02)
    assert out["catanatron"] is None and "pip install" in out["catanatron_note"]
    figures = out["games"][FIXTURE_GAME]
    assert "vs_catanatron" not in figures and "catanatron_decisions_per_second" not in figures
    assert figures["decisions_per_second"] > 0
    assert figures["decisions_per_second_keep_states_gc_paused"] > 0


def test_bench_with_catanatron_gives_ratios(monkeypatch):
    pytest.importorskip("catanatron")
    monkeypatch.setattr(bench_module, "games", lambda: [FIXTURE_GAME])
    out = bench_module.bench(0.02)
    assert out["catanatron"]["decisions_per_second"] > 0 and "catanatron_note" not in out
    assert out["catanatron"]["games"] >= 3 and "interleaved" in out["catanatron"]["measured"]
    figures = out["games"][FIXTURE_GAME]
    assert figures["catanatron_decisions_per_second"] > 0
    assert figures["vs_catanatron"] == pytest.approx(figures["decisions_per_second"]
                                                     / figures["catanatron_decisions_per_second"], rel=0.02)


@pytest.mark.parametrize("gid, options", [(FIXTURE_GAME, {}), ("ming-voyages", {}),
                                          ("spring-autumn", {"players": 3, "turn_limit": 4})])
def test_decision_playout_plays_the_conformance_game(gid, options):
    """The decisions counted are those of the game conformance.random_playout plays with the same seed."""
    game = get_game(gid)
    for seed in range(3):
        p = random_playout(game, seed, options, check_steps=False)
        expected = sum(len(game.legal_actions(s)) >= 2 for s in p.states[:-1])
        for keep_states, gc_paused in ((False, False), (True, False), (True, True)):
            assert bench_module.decision_playout(game, seed, options, keep_states, gc_paused) == (
                len(p.actions), expected)


@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("paused", [True, False])
def test_collector_restores_the_gc_settings(enabled, paused):
    was, frozen = gc.isenabled(), gc.get_freeze_count()
    try:
        (gc.enable if enabled else gc.disable)()
        with pytest.raises(ZeroDivisionError), bench_module.collector(paused):
            assert gc.isenabled() is not paused
            assert (gc.get_freeze_count() > frozen) is paused
            raise ZeroDivisionError("an error inside still restores the settings")
        assert gc.isenabled() is enabled and gc.get_freeze_count() == frozen
    finally:
        (gc.enable if was else gc.disable)()


def test_catanatron_playout_is_seeded_and_leaves_random_alone():
    pytest.importorskip("catanatron")
    game = get_game(FIXTURE_GAME)
    random.seed(12345)
    expected = random.random()
    random.seed(12345)
    run = bench_module.side_by_side(game, {}, 0.0, min_catanatron_games=2)
    assert random.random() == expected                       # the global random state was restored
    ours, first = run["latest"], run["catanatron"]
    assert ours.games >= 1 and ours.decisions > 0 and ours.seconds > 0
    assert run["keep_states"].games == run["keep_states_gc_paused"].games == ours.games   # the same seeds
    assert run["keep_states"].decisions == run["keep_states_gc_paused"].decisions == ours.decisions
    again = bench_module.side_by_side(game, {}, 0.0, min_catanatron_games=2)["catanatron"]
    assert first.games == again.games == 2 and first.won == again.won
    assert (first.actions, first.decisions) == (again.actions, again.decisions)    # same seeds, same games
    saved = random.getstate()
    try:
        ticks, decisions, won = bench_module.catanatron_playout(1)
        assert ticks >= decisions > 0 and bench_module.catanatron_playout(1) == (ticks, decisions, won)
    finally:
        random.setstate(saved)


def test_replay_and_bad_input(capsys):
    s = Session.new(FIXTURE_GAME, 3)
    s.play({"type": "play", "card": s.state.hands[0][0]})
    code, out = run(capsys, "replay", s.record.encode())
    assert code == 0 and out["state_hash"] == s.game.state_hash(s.state)
    code, out = run(capsys, "replay", "g1.garbage")
    assert code == 2 and ("damaged" in out["error"] or "cut short" in out["error"])
    code, out = run(capsys, "simulate", "nope")
    assert code == 2 and "no game called" in out["error"]


def test_playouts_start_from_the_same_mid_game_position_and_leave_it_unchanged():
    """The playout figures start every run from one fixed position (half-way through the seed-0 game), which
    the playouts never change (each plays on its own fork)."""
    game = get_game("spring-autumn")
    first, step = bench_module.midgame(game, {"players": 5})
    again, step_again = bench_module.midgame(game, {"players": 5})
    assert step == step_again > 0 and game.state_hash(first) == game.state_hash(again)
    before = game.state_hash(first)
    figures = bench_module.playout_figures(game, {"players": 5}, 0.01)
    assert figures["playout_from_step"] == step and figures["mean_playout_actions"] > 0
    assert game.state_hash(first) == before


def test_simulate_seats_sets_who_plays_each_seat_and_counts_wins_by_kind(capsys):
    code, out = run(capsys, "simulate", "spring-autumn", "--seats", "human,ai,ai", "--games", "3", "--seed", "2")
    assert code == 0 and out["errors"] == 0
    assert out["options"]["seats"] == ["human", "ai", "ai"] and out["options"]["players"] == 3
    assert sum(out["winner_kind"].values()) == 3
    assert all(set(kinds.split("+")) <= {"human", "ai"} or kinds == "none" for kinds in out["winner_kind"])
    code, out = run(capsys, "simulate", FIXTURE_GAME, "--seats", "human,ai", "--games", "1")
    assert code == 2 and "has no seats option" in out["error"]


def test_simulate_rotate_seats_each_faction_in_each_seat(capsys):
    """``--rotate factions``: game i plays the factions rotated i places, the same games as one run per seating."""
    order = ["qin", "jin", "qi"]
    code, out = run(capsys, "simulate", "spring-autumn", "--players", "3", "--options", json.dumps({"factions": order}),
                    "--rotate", "factions", "--games", "3", "--seed", "5", "--set", "turn_limit=3")
    assert code == 0 and out["errors"] == 0 and out["rotate"] == "factions"
    assert out["options"]["factions"] == order                    # reported as given
    by_faction: dict[str, int] = {}
    by_seat: dict[str, int] = {}
    for i in range(3):
        one = simulate("spring-autumn", 1, 5 + i, ["random"],
                       {"players": 3, "factions": order[i:] + order[:i], "turn_limit": 3})
        for key, n in one["winner_faction"].items():
            by_faction[key] = by_faction.get(key, 0) + n
        for key, n in one["wins"].items():
            by_seat[key] = by_seat.get(key, 0) + n
    assert out["winner_faction"] == by_faction and out["wins"] == by_seat
    code, out = run(capsys, "simulate", "spring-autumn", "--players", "3", "--rotate", "factions", "--games", "1")
    assert code == 2 and "give the option factions as a list" in out["error"]


def test_simulate_rotate_bots_puts_the_first_bot_in_each_seat_in_turn(capsys):
    """``--rotate-bots``: game i seats the first bot at seat i (modulo the seats); ``bot_wins`` counts per bot,
    and each game is the one a run with that seating plays."""
    code, out = run(capsys, "simulate", "death-of-heaven", "--players", "4", "--games", "4", "--seed", "3",
                    "--bot", "warlord", "--bot", "random", "--rotate-bots")
    assert code == 0 and out["errors"] == 0 and out["rotate_bots"] is True
    by_seat: dict[str, int] = {}
    warlord = 0
    for i in range(4):
        bots = ["random"] * 4
        bots[i] = "warlord"
        one = simulate("death-of-heaven", 1, 3 + i, bots, {"players": 4})
        for key, n in one["wins"].items():
            by_seat[key] = by_seat.get(key, 0) + n
        warlord += one["bot_wins"].get("warlord", 0)
    assert out["wins"] == by_seat and out["bot_wins"].get("warlord", 0) == warlord
    assert sum(out["bot_wins"].values()) == sum(out["wins"].values())
