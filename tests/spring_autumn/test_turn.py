"""Turn structure, the Most Honorable phase and the action phase with Pass (SA-TURN-1, SA-MH-1..5,
SA-ACT-1..3, SA-ACT-PASS-1..4, DT-01, DT-36, AMB-05)."""

from __future__ import annotations

import pytest
from sa_helpers import new, passing, run

from pygame_rules.catalog.spring_autumn.flow import action_options, seat_order
from pygame_rules.catalog.spring_autumn.game import GAME


def test_SA_MH_2_most_honor_takes_token_and_chooses_face():
    s = new(1)
    s.players[3]["honor"] = 4
    s.players[1]["honor"] = 2
    run(s, {"t": "turn"})
    assert s.holder == 3 and s.decision_seat == 3 and s.phase == "most_honorable"
    assert GAME.legal_actions(s) == [{"face": "sun"}, {"face": "moon"}]
    s = GAME.apply(s, {"face": "moon"})
    assert s.face == "moon"


def test_SA_MH_1_honor_announced_in_log():
    s = new(1)
    s.players[0]["honor"] = 7
    run(s, {"t": "turn"})
    assert "honor Qin 7, Jin 0, Qi 0, Wu 0, Chu 0" in s.log[-2]


def test_SA_MH_3_DT_36_tie_holder_picks_among_tied():
    s = new(1)
    s.holder = 2                                          # C holds the token, A and B tie at 3
    s.players[0]["honor"] = s.players[1]["honor"] = 3
    s.players[2]["honor"] = 1
    run(s, {"t": "turn"})
    assert s.decision_seat == 2
    assert GAME.legal_actions(s) == [{"holder": 0}, {"holder": 1}]
    s = GAME.apply(s, {"holder": 1})
    assert s.holder == 1 and s.decision_seat == 1          # the new holder chooses the face
    assert GAME.legal_actions(s) == [{"face": "sun"}, {"face": "moon"}]


def test_SA_MH_3_AMB_05_turn_one_all_tied_holder_may_pick_itself():
    s = new(5)
    start = s.holder
    s = GAME.apply(s, {"face": "sun"})                    # SA-SETUP-13
    assert s.decision_seat == start
    assert GAME.legal_actions(s) == [{"holder": i} for i in range(5)]
    s = GAME.apply(s, {"holder": start})
    assert s.holder == start and GAME.legal_actions(s) == [{"face": "sun"}, {"face": "moon"}]


@pytest.mark.parametrize("face,expected", [("sun", [2, 3, 4, 0, 1]), ("moon", [2, 1, 0, 4, 3])])
def test_SA_MH_4_holder_first_then_token_direction(face, expected):
    s = new(1)
    s.holder, s.face = 2, face
    assert seat_order(s) == expected


def test_SA_MH_4_direction_with_fewer_players():
    s = new(1, players=3, factions=["wu", "qin", "qi"])   # seat order: qin, qi, wu
    s.holder, s.face = 0, "sun"                           # wu first
    assert seat_order(s) == [0, 1, 2]
    s.face = "moon"
    assert seat_order(s) == [0, 2, 1]


def test_SA_ACT_1_2_rounds_in_token_order_until_all_passed():
    s = new(1)
    s.players[4]["honor"] = 1
    run(s, {"t": "turn"})
    s = passing(GAME.apply(s, {"face": "moon"}))          # all pass
    passes = [line for line in s.log if "passes" in line]
    assert [line.split()[0] for line in passes] == ["Chu", "Wu", "Qi", "Jin", "Qin"]
    assert s.turn == 2


def test_SA_ACT_3_SA_ACT_PASS_1_pass_alone_without_cubes_or_commerce():
    s = new(1)
    p = s.players[0]
    p["sections"] = {k: 0 for k in p["sections"]}
    p["commerce"] = 2
    assert action_options(s, 0) == [{"action": "pass"}]
    s.passed = [False] * 5
    run(s, {"t": "action", "seat": 0})                     # a single option is taken at once
    assert s.passed[0]


def test_SA_ACT_3_pass_always_offered_last():
    s = new(1)
    opts = action_options(s, 0)
    assert opts[-1] == {"action": "pass"} and {"action": "build"} in opts


@pytest.mark.parametrize("cubes,gain", [(0, 0), (1, 1), (2, 2), (5, 2)])
def test_SA_ACT_PASS_2_3_DT_01_pass_commerce(cubes, gain):
    s = new(1)
    p = s.players[0]
    p["sections"] = {"build": 0, "train": 0, "research": 0, "honor": 0, "supply": 0}
    for i, sec in enumerate(["build", "train", "research", "honor", "supply"]):
        p["sections"][sec] = 1 if i < cubes else 0
    s.passed = [False] * 5
    passing(run(s, {"t": "action", "seat": 0}))
    assert p["commerce"] == gain
    assert sum(p["sections"].values()) == 0 and sum(p["locked"].values()) == 0
    assert s.passed[0]


def test_SA_ACT_PASS_2_locked_space_cubes_discarded_too():
    s = new(1)
    p = s.players[0]
    p["sections"]["train"], p["locked"]["train"] = 2, 1
    s.passed = [False] * 5
    passing(run(s, {"t": "action", "seat": 0}))
    assert p["sections"]["train"] == 0 and p["locked"]["train"] == 0 and p["commerce"] == 2


def test_SA_ACT_PASS_4_passed_player_takes_no_more_actions():
    s = new(1)
    s.passed = [True, False, False, False, False]
    before = s.players[0]["commerce"]
    run(s, {"t": "action", "seat": 0})
    assert s.players[0]["commerce"] == before and s.tasks == []
    s.phase = "action"
    s.passed = [True, False, True, True, True]
    s.holder = 0
    passing(run(s, {"t": "action_phase"}))
    assert [line for line in s.log if "passes" in line][-1].startswith("Jin")
    assert s.round == 1 and all(s.passed)


def test_SA_TURN_1_turn_runs_phases_and_advances_marker():
    s = new(1)
    s = GAME.apply(s, {"face": "sun"})
    s = GAME.apply(s, {"holder": 0})
    assert s.turn == 1
    s = passing(GAME.apply(s, {"face": "sun"}))
    assert s.turn == 2 and s.phase == "most_honorable"
    assert any("passes" in line for line in s.log)
