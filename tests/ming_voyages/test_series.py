"""MV-WIN-6: the optional two-game competitive series."""

import json

from pygame_rules.catalog.ming_voyages.series import game_points, series_result
from pygame_rules.cli import main
from pygame_rules.engine.game import Outcome


def minor(e, o, winner):
    return Outcome((winner,), "minor victory: ...", {"0": e, "1": o})


def major(e, o, winner):
    return Outcome((winner,), "major victory: ...", {"0": e, "1": o})


def test_MV_WIN_6_major_victory_is_worth_12_and_the_loser_keeps_its_minor_total():
    assert game_points(major(9, 4, 0)) == {0: 12, 1: 4}
    assert game_points(major(2, 8, 1)) == {0: 2, 1: 12}


def test_MV_WIN_6_a_tied_game_gives_the_overlord_one_bonus_point():
    assert game_points(minor(5, 5, 1)) == {0: 5, 1: 6}
    assert game_points(minor(7, 5, 0)) == {0: 7, 1: 5}


def test_MV_WIN_6_series_sums_both_games_with_sides_swapped():
    # Game 1: A is Emperor and wins 7-5. Game 2: B is Emperor, A as Overlord wins a major victory.
    result = series_result(minor(7, 5, 0), major(3, 9, 1))
    assert result["games"] == [{"A": 7, "B": 5}, {"A": 12, "B": 3}]
    assert result["totals"] == {"A": 19, "B": 8} and result["result"] == "A wins the series"


def test_MV_WIN_6_equal_sums_are_an_honourable_draw():
    # Game 1: A (Emperor) 6 vs B 6 -> tie, B (Overlord) gets +1 = 7. Game 2: B (Emperor) 6, A (Overlord) 7.
    result = series_result(minor(6, 6, 1), minor(6, 7, 1))
    assert result["totals"] == {"A": 13, "B": 13} and result["result"] == "an honourable draw"


def test_simulate_command_line_picks_bots_and_the_solo_difficulty(capsys):
    """The CLI summary the issue asks for: wins per side, major/minor victories, mean rounds, errors, speed."""
    assert main(["simulate", "ming-voyages", "--games", "6", "--seed", "3", "--bot", "heuristic-emperor",
                 "--difficulty", "brutal"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["options"]["mode"] == "solo" and out["options"]["difficulty"] == "brutal"
    assert out["games"] == 6 and out["errors"] == 0 and sum(out["wins"].values()) == 6
    assert sum(out["victory"].values()) == 6 and out["mean_rounds"] > 10
    assert out["games_per_second"] > 0 and out["seconds"] > 0
    assert "Emperor minor" not in out["victory"]   # at Brutal only a major victory wins (MV-SOLO-DIFF-4)
