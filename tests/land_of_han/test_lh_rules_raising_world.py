"""Raising armies (LH-ARMY-1/2/5/6/7, A-7) and the game master's part (LH-INDEP-2, LH-BARB-1..5, LH-EX-22, LH-EX-23,
A-18, spec 3.5), with the dice scripted."""

from __future__ import annotations

from lh_helpers import bare

from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of
from pygame_rules.catalog.land_of_han.rules.building import why_not_build
from pygame_rules.catalog.land_of_han.rules.raising import raise_army, recruit_cost, spawn_points, why_not_raise
from pygame_rules.catalog.land_of_han.rules.world import incursion, independents, roam
from pygame_rules.catalog.land_of_han.state import BARBARIAN, INDEPENDENT
from pygame_rules.engine.rng import Rng


def test_LH_ARMY_1_armies_are_raised_at_the_palace_a_camp_or_a_castle_one_a_season():
    s = bare()
    assert spawn_points(s, 0) == ["Wu"]
    s.improvements["eWu"] = ["army_camp"]
    assert spawn_points(s, 0) == ["Wu", "eWu"]
    assert why_not_raise(s, 0, "Wu", "archers") is None
    assert "not your Palace" in why_not_raise(s, 0, "nWu", "archers")
    assert "1 army a season" in why_not_raise(s, 0, "Wu", "archers", raised=1)


def test_LH_ARMY_2_5_the_limit_holds_and_a_new_army_may_not_move():
    s = bare()
    for _ in range(3):
        aid = raise_army(s, 0, "Wu", "spearmen")
    assert s.armies[aid]["new"] is True and len(armies_of(s, 0)) == 4 and s.coins[0] == 10_000 - 1500
    assert "Max Army Limit" in why_not_raise(s, 0, "Wu", "spearmen")
    s.coins[0] = 100
    s.owner["sWu"] = 0
    assert "treasury holds 100" in why_not_raise(s, 0, "Wu", "spearmen")


def test_LH_ARMY_6_copper_and_iron_in_the_group_take_10_percent_each():
    s = bare()
    assert recruit_cost(s, 0, "Wu", "cavalry") == 1500
    s.improvements["eWu"] = ["mine:copper"]
    assert recruit_cost(s, 0, "Wu", "cavalry") == 1350
    s.improvements["nWu"] = ["mine:iron"]
    assert recruit_cost(s, 0, "Wu", "cavalry") == 1200


def test_LH_EX_22_LH_ARMY_7_LH_BARB_1_2_5_a_summer_incursion_blocks_raising_and_building():
    s = bare()
    s.season = 1                                                   # Summer
    s.owner["nYan"] = 1
    s.improvements["eWu"] = ["army_camp"]
    # 1d100 = 40 (an incursion), the region drawn among the weighted brown-boundary tickets, then d3 = 2 riders.
    tickets = sorted(s.map.brown_boundary, key=list(s.map.regions).index)
    s.rng = Rng(0, script=[40, tickets.index("nYan"), 1])
    result = incursion(s)
    assert result.winner == "attacker" and len(armies_at(s, "nYan")) == 2
    assert all(s.armies[a]["o"] == BARBARIAN and s.armies[a]["t"] == "cavalry" for a in armies_at(s, "nYan"))
    assert "2 Barbarian Cavalry invade North Yan" in s.reports[1][-1]
    s.improvements["nYan"] = ["army_camp"]
    assert "Barbarians are raiding" in why_not_raise(s, 1, "nYan", "spearmen")
    s.improvements["nYan"] = []
    assert "Barbarians are raiding" in why_not_build(s, 1, "nYan", "temple")
    s.season = 2
    s.rng = Rng(0, script=[41])
    assert incursion(s) is None                                    # only in Summer, and only on 40 or less


def test_LH_BARB_4_A_30_roaming_barbarians_demolish_steal_and_leave_after_four_seasons():
    s = bare()
    band = [add_army(s, BARBARIAN, "cavalry", "eWu") for _ in range(2)]
    for a in band:
        s.armies[a] = {**s.armies[a], "since": 1}
    s.improvements["eWu"] = ["temple", "library"]
    s.season = 1
    roam(s)                                                        # the season they came: nothing yet
    assert s.improvements["eWu"] == ["temple", "library"] and s.coins[0] == 10_000
    s.season = 2
    s.rng = Rng(0, script=[1, 7])                                  # the Library goes; 700 stolen
    roam(s)
    assert s.improvements["eWu"] == ["temple"] and s.coins[0] == 9300
    assert s.reports[0][-2:] == ["Barbarians in East Wu tear down a Library", "Barbarians in East Wu steal 700 Coins"]
    s.season, s.coins[0] = 5, 300
    s.rng = Rng(0, script=[0, 10])
    roam(s)
    assert s.coins[0] == 0 and not armies_of(s, BARBARIAN)          # no more than the treasury; then they leave


def test_LH_EX_23_LH_INDEP_2_A_18_independents_raise_at_50_and_build_a_castle_at_25_never_more():
    s = bare()
    free = [r for r in s.map.regions if r not in s.owner]
    empty = [r for r in free if not armies_at(s, r)]
    held = [r for r in free if armies_at(s, r)]
    rolls = {r: (50 if r == empty[0] else 51 if r in empty else 25 if r == held[0] else 26) for r in free}
    s.rng = Rng(0, script=[rolls[r] for r in s.map.regions if r in rolls])
    independents(s)
    assert [s.armies[a]["o"] for a in armies_at(s, empty[0])] == [INDEPENDENT]
    assert all(not armies_at(s, r) for r in empty[1:])
    assert s.improvements.get(held[0]) == ["castle"] and all("castle" not in s.improvements.get(r, []) for r in held[1:])
    s.rng = Rng(0, script=[1] * len(free))
    independents(s)
    assert len(armies_at(s, empty[0])) == 1 and s.improvements[held[0]] == ["castle"]


def test_LH_BARB_1_a_new_band_joins_the_barbarians_already_holding_the_region():
    s = bare()
    s.season = 1
    s.owner["nYan"] = 1
    tickets = sorted(s.map.brown_boundary, key=list(s.map.regions).index)
    s.rng = Rng(0, script=[40, tickets.index("nYan"), 0])
    incursion(s)
    old = armies_at(s, "nYan")
    s.season = 5
    s.rng = Rng(0, script=[40, tickets.index("nYan"), 0])
    result = incursion(s)
    assert result.winner == "attacker" and not result.duels                # no Barbarian fights a Barbarian
    assert len(armies_at(s, "nYan")) == len(old) + 1
