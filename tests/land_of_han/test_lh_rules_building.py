"""Improvements and prospecting (LH-IMPR-1..7, LH-MINE-1..4, LH-EX-5, LH-EX-10, LH-EX-21, A-12, A-14, A-15)."""

from __future__ import annotations

from lh_helpers import bare

from pygame_rules.catalog.land_of_han.pieces import add_army
from pygame_rules.catalog.land_of_han.rules.building import (
    prospect,
    prospect_cost,
    prospect_targets,
    purchase_cost,
    why_not_build,
)
from pygame_rules.catalog.land_of_han.state import BARBARIAN
from pygame_rules.engine.rng import Rng


def test_LH_IMPR_4_LH_EX_21_a_fifth_improvement_is_refused():
    s = bare()
    s.improvements["eWu"] = ["temple", "library", "bazaar"]
    assert why_not_build(s, 0, "eWu", "army_camp") is None
    s.improvements["eWu"] = [*s.improvements["eWu"], "army_camp"]
    assert "already holds 4" in why_not_build(s, 0, "eWu", "castle")


def test_LH_IMPR_5_flavours_and_kinds_decide_where_an_improvement_stands():
    s = bare()
    assert why_not_build(s, 0, "Wu", "workshop") is None                 # a Central only
    assert "cannot stand" in why_not_build(s, 0, "eWu", "workshop")
    assert why_not_build(s, 0, "eWu", "tea_plantation") is None           # Border Grassland
    assert "cannot stand" in why_not_build(s, 0, "Wu", "tea_plantation")  # not in a Central
    assert "cannot stand" in why_not_build(s, 0, "nWu", "lacquer_orchard")  # Riverplains, not Forest
    assert "not yours" in why_not_build(s, 0, "sWu", "temple")


def test_LH_EX_5_two_rice_farms_in_riverplains_and_none_in_grassland():
    s = bare()
    s.improvements["nWu"] = ["rice_farm", "rice_farm"]
    assert "2 Rice Farms" in why_not_build(s, 0, "nWu", "rice_farm")
    assert "cannot stand" in why_not_build(s, 0, "eWu", "rice_farm")


def test_LH_MINE_4_LH_EX_21_mines_only_of_found_resources_two_different_in_a_mountain_one_salt_in_grassland():
    s = bare()
    s.owner["nQin"] = 0                                                   # a Mountain
    assert "no copper has been found" in why_not_build(s, 0, "nQin", "mine:copper")
    s.found["nQin"] = ["copper", "iron", "jade"]
    s.improvements["nQin"] = ["mine:copper"]
    assert "already mines copper" in why_not_build(s, 0, "nQin", "mine:copper")
    assert why_not_build(s, 0, "nQin", "mine:iron") is None
    s.improvements["nQin"] = ["mine:copper", "mine:iron"]
    assert "already has 2 mines" in why_not_build(s, 0, "nQin", "mine:jade")
    s.found["eWu"] = ["salt"]
    assert why_not_build(s, 0, "eWu", "mine:salt") is None
    s.improvements["eWu"] = ["mine:salt"]
    assert why_not_build(s, 0, "eWu", "mine:salt") is not None


def test_LH_IMPR_6_LH_BARB_5_nothing_is_built_where_barbarians_raid():
    s = bare()
    add_army(s, BARBARIAN, "cavalry", "eWu")
    assert "Barbarians are raiding" in why_not_build(s, 0, "eWu", "temple")


def test_LH_IMPR_7_A_12_discounts_add_up_once_and_never_below_half():
    s = bare(religion="daoism")
    assert purchase_cost(s, 0, "eWu", "army_camp") == 800 * 80 // 100     # Daoism -20%
    assert purchase_cost(s, 0, "eWu", "library") == 1200
    s.owner["sWu"] = 0
    s.improvements["sWu"] = ["woodcutter_camp"]
    assert purchase_cost(s, 0, "eWu", "army_camp") == 800 * 70 // 100     # -20% and -10%, A-12's example
    assert purchase_cost(s, 0, "Qi", "library") == 1200                   # the camp serves its own group
    legal = bare(religion="legalism")
    assert purchase_cost(legal, 0, "Wu", "castle") == 3000 * 70 // 100    # -20% Castles, -10% in a Central


def test_LH_EX_10_LH_MINE_2_A_14_prospecting_costs_500_more_each_time_and_ancestral_halves_it():
    s = bare()
    costs = []
    for _ in range(3):
        costs.append(prospect_cost(s, 0))
        s.prospects[0] += 1
    assert costs == [500, 1000, 1500]
    a = bare(religion="ancestral")
    assert [prospect_cost(a, 0)] == [250]
    a.prospects[0] = 2
    assert prospect_cost(a, 0) == 750


def test_LH_MINE_1_3_A_15_each_resource_is_rolled_on_its_own_and_only_salt_in_grassland():
    s = bare()
    s.owner["nQin"] = 0
    assert prospect_targets(s, "Wu") == []                                 # a Central is never prospected
    assert prospect_targets(s, "eWu") == ["salt"]
    assert prospect_targets(s, "nWu") == []                                # Riverplains
    assert prospect_targets(s, "nQin") == ["copper", "iron", "salt", "jade", "sulphur"]
    s.rng = Rng(0, script=[60, 41, 1, 21, 20])                              # copper, iron, salt, jade, sulphur
    assert prospect(s, 0, "nQin") == ["copper", "salt", "sulphur"]
    assert s.coins[0] == 10_000 - 500 and s.prospects[0] == 1
    assert prospect_targets(s, "nQin") == ["iron", "jade"]                 # only what is not found yet
    s.rng = Rng(0, script=[100, 100])
    assert prospect(s, 0, "nQin") == [] and s.coins[0] == 10_000 - 1500
    assert s.reports[0][-1].endswith("nothing found")


def test_geomancy_counts_10_points_in_the_prospectors_favour():
    s = bare()
    s.owner["nQin"] = 0
    s.done[0] = ["geomancy"]
    s.rng = Rng(0, script=[70, 51, 100, 100, 100])                 # 70 - 10 <= 60 copper; 51 - 10 > 40 iron
    assert prospect(s, 0, "nQin") == ["copper"]
