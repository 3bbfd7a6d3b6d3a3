"""Research (LH-RES-1..5, LH-EX-11, LH-EMP-2, A-16, A-17, A-19) and what finished research changes in the other
rules (spec 3.2's topics)."""

from __future__ import annotations

from lh_helpers import bare

from pygame_rules.catalog.land_of_han.pieces import add_army
from pygame_rules.catalog.land_of_han.rules.building import purchase_cost, why_not_build
from pygame_rules.catalog.land_of_han.rules.combat import combat_rating
from pygame_rules.catalog.land_of_han.rules.economy import taxes, upkeep
from pygame_rules.catalog.land_of_han.rules.research import available, gather, research_points, start, topic_cost


def test_LH_RES_1_only_topics_whose_prerequisite_is_finished_may_start():
    s = bare()
    assert "crossbows" in available(s, 0) and "roads" not in available(s, 0)
    s.done[0] = ["logistics"]
    assert "roads" in available(s, 0) and "logistics" not in available(s, 0)
    start(s, 0, "roads")
    assert "roads" not in available(s, 0)


def test_LH_EX_11_LH_RES_3_4_A_19_switching_halves_the_points_and_pays_only_the_difference():
    s = bare()
    start(s, 0, "crossbows")                                       # 40 RP, 2000 coins paid at the start
    assert s.coins[0] == 8000 and s.research[0] == {"topic": "crossbows", "rp": 0, "paid": 2000}
    s.research[0] = {**s.research[0], "rp": 30}
    s.done[0] = ["court_patronage"]
    start(s, 0, "hall_of_worthies")                                # 60 RP, 3000 coins: 1000 more
    assert s.coins[0] == 7000 and s.research[0] == {"topic": "hall_of_worthies", "rp": 15, "paid": 3000}
    cheaper = bare()
    start(cheaper, 0, "crossbows")
    cheaper.research[0] = {**cheaper.research[0], "rp": 30}
    start(cheaper, 0, "irrigation")                                # 1500 coins: the 500 surplus is lost
    assert cheaper.coins[0] == 8000 and cheaper.research[0] == {"topic": "irrigation", "rp": 15, "paid": 1500}


def test_LH_EMP_2_A_17_legalism_halves_the_imperial_technologies_and_buddhism_takes_a_fifth_off_coins():
    assert topic_cost(bare(), 0, "mandate_of_heaven") == (120, 6000)
    assert topic_cost(bare(religion="legalism"), 0, "mandate_of_heaven") == (60, 3000)
    assert topic_cost(bare(religion="legalism"), 0, "crossbows") == (40, 2000)
    assert topic_cost(bare(religion="buddhism"), 0, "crossbows") == (40, 1600)


def test_LH_RES_5_A_16_libraries_sulphur_and_confucian_piety_give_research_points():
    s = bare(religion="confucianism")
    assert research_points(s, 0) == 0
    s.improvements["eWu"] = ["library", "temple", "temple", "temple"]
    assert research_points(s, 0) == 2 + 2 * 10                     # Confucian: 2 per 10% coverage (100%)
    s.owner["sWu"] = 0                                             # a second region, no temple: the group still full
    s.improvements["sWu"] = ["mine:sulphur"]
    assert research_points(s, 0) == 2 + 2 + 20                     # Sulphur with a Library in the group


def test_LH_RES_2_a_project_finishes_when_its_points_are_gathered():
    s = bare()
    s.improvements["eWu"] = ["library"] * 4
    start(s, 0, "irrigation")                                      # 30 RP
    assert [gather(s, 0) for _ in range(4)] == [None, None, None, "irrigation"]
    assert s.done[0] == ["irrigation"] and s.research[0] is None and gather(s, 0) is None


def test_finished_research_changes_taxes_upkeep_combat_costs_and_limits():
    s = bare()
    archer = add_army(s, 0, "archers", "eWu")
    cavalry = add_army(s, 0, "cavalry", "Wu")
    s.improvements["nWu"] = ["rice_farm", "rice_farm"]
    before = (taxes(s, 0), upkeep(s, 0), combat_rating(s, archer, False), combat_rating(s, cavalry, True),
              purchase_cost(s, 0, "eWu", "castle"))
    assert why_not_build(s, 0, "nWu", "rice_farm") is not None
    s.done[0] = ["coinage", "logistics", "crossbows", "stirrups", "rammed_earth_walls", "irrigation"]
    assert taxes(s, 0) == before[0] * 110 // 100
    assert upkeep(s, 0) == (100 + 250 + 500) * 90 // 100
    assert combat_rating(s, archer, False) == before[2] + 1
    assert combat_rating(s, cavalry, True) == before[3] + 1 + 1    # Stirrups, and Rammed-Earth Walls in a Central
    assert purchase_cost(s, 0, "eWu", "castle") == 3000 * 80 // 100
    assert why_not_build(s, 0, "nWu", "rice_farm") is None         # Irrigation: 3 a region
