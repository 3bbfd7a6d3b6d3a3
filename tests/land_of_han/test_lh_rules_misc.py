"""Clauses and rulings the engine keeps that other files do not name: Independents (LH-INDEP-1), the Workshop
refining locally mined resources (LH-MINE-6), the Confucian and Daoist faiths (LH-REL-4/5), a religion fixed for
the game (LH-SETUP-3), the whole-group reading of "Province" (A-1), income in the first season (A-4), the Rice
Farm's limit as the warlord's (A-10), Wallbuilder's "Keeps" as Castles (A-22), and the flags (LH-BARB-3)."""

from __future__ import annotations

from lh_helpers import NOTHING, bare, begin, hero, write

from pygame_rules.catalog.land_of_han.content.sheets import COLOURS
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, army_limit, owned
from pygame_rules.catalog.land_of_han.rules.combat import combat_rating
from pygame_rules.catalog.land_of_han.rules.economy import group_tax, production, taxes, upkeep
from pygame_rules.catalog.land_of_han.rules.research import research_points
from pygame_rules.catalog.land_of_han.state import INDEPENDENT


def test_LH_INDEP_1_every_region_no_warlord_holds_is_independent_and_its_armies_the_independents():
    s = GAME.new_game(3, players=4)
    held = {r for p in range(4) for r in owned(s, p)}
    assert set(s.owner) == held
    assert all(s.armies[a]["o"] == INDEPENDENT for a in s.armies if s.armies[a]["r"] not in held)
    assert len(held) == 12 and len(s.map.regions) - len(held) == 38


def test_LH_MINE_6_the_workshop_refines_only_what_is_mined_in_its_own_group():
    s = bare()
    s.improvements["Wu"] = ["workshop"]
    s.owner["sYan"] = 0
    s.improvements["sYan"] = ["mine:salt"]
    before = production(s, 0)
    s.improvements["eWu"] = ["mine:jade"]
    assert production(s, 0) == before + 200 + 700                 # mined and refined in Wu's group
    s.improvements["Wu"] = []
    s.improvements["Yan"] = ["workshop"]                           # another warlord's Workshop refines nothing of ours
    assert production(s, 0) == before + 200


def test_LH_REL_4_confucian_piety_2_research_points_per_10_per_cent():
    s = bare("confucianism")
    s.improvements["Wu"] = ["temple", "temple"]
    assert research_points(s, 0) == 2 * 6                          # 66.7% coverage: 6 steps of 10%


def test_LH_REL_5_daoist_piety_1_combat_rating_per_33_per_cent_everywhere():
    s = bare("daoism")
    spear = next(a for a in s.armies if s.armies[a]["o"] == 0)
    before = combat_rating(s, spear, False)
    s.improvements["Wu"] = ["temple", "temple", "temple"]
    assert combat_rating(s, spear, False) == before + 3


def test_LH_SETUP_3_a_religion_is_chosen_at_setup_and_no_order_changes_it():
    s = GAME.new_game(1, players=3, religions=["legalism", "buddhism", "ancestral"])
    assert [x["religion"] for x in s.sheets] == ["legalism", "buddhism", "ancestral"]
    s = write(s, *NOTHING, *NOTHING, *NOTHING)
    assert [x["religion"] for x in s.sheets] == ["legalism", "buddhism", "ancestral"]


def test_A_1_whole_province_means_the_group_and_in_the_province_the_group():
    s = bare()
    for r in ("sWu", "wWu"):
        s.owner[r] = 0
    assert group_tax(s, 0, "Wu") == (500 + 4 * 250, 20)            # all five regions of the group
    s.improvements["sWu"] = ["mine:salt"]
    assert group_tax(s, 0, "Wu")[1] == 30                          # a Salt mine anywhere in the group


def test_A_4_income_is_collected_in_the_first_season_too():
    s = bare()
    made = [taxes(s, p) + production(s, p) - upkeep(s, p) for p in (0, 1)]
    s = begin(s)
    assert s.season == 0 and s.coins == [10_000 + made[0], 10_000 + made[1]] and made[0] == 900


def test_A_10_a_rice_farm_raises_the_warlords_limit():
    s = bare()
    before = army_limit(s, 0)
    s.improvements["nWu"] = ["rice_farm"]
    assert army_limit(s, 0) == before + 1


def test_A_22_wallbuilder_strengthens_castles_and_centrals():
    s = bare()
    archers = add_army(s, 0, "archers", "eWu", new=False)
    s.improvements["eWu"] = ["castle"]
    before = combat_rating(s, archers, True)
    hero(s, 0, ["wallbuilder"], post=["Wu", "marshal"])
    assert combat_rating(s, archers, True) == before + 2
    s.improvements["eWu"] = []
    assert combat_rating(s, archers, True) == before - 4           # no Castle: neither its 4 nor the 2


def test_LH_BARB_3_no_warlord_flies_the_barbarians_white_or_the_independents_grass_green():
    names = [name for name, _ in COLOURS]
    assert "white" not in names and "green" not in names
    assert len(set(names)) == len(names) == 10
