"""Disasters (spec 3.3, LH-REL-3, Medicine of spec 3.2) with the dice scripted: each kind, Ancestral piety's
negation, Medicine, the halved tax at the next income and its end, and the rate over many seasons."""

from __future__ import annotations

from lh_helpers import NOTHING, bare, begin, game, hero, write

from pygame_rules.catalog.land_of_han.content.disasters import CHANCE_PCT, PLAGUE_SHARE_PCT
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of
from pygame_rules.catalog.land_of_han.rules.disasters import STRIKES, disasters, plague_heroes
from pygame_rules.catalog.land_of_han.rules.economy import collect_income, taxes
from pygame_rules.catalog.land_of_han.state import INDEPENDENT, State
from pygame_rules.engine.rng import Rng

NO_PLAGUE = 21
"""The Plague roll that calls the Border's disaster instead (1d100 > 20)."""
PLAGUE = 20


def strike(s: State, group: str, *then: int) -> Rng:
    """Dice for one season's disasters: none in the groups before ``group`` (1d100 = 100), a strike there (3),
    the draws ``then`` of that disaster, and none in the groups after it."""
    ids = [g.id for g in s.map.groups]
    i = ids.index(group)
    return Rng(0, script=[100] * i + [CHANCE_PCT, *then] + [100] * (len(ids) - i - 1))


def border(s: State, region: str) -> int:
    """The ``below`` draw that picks ``region`` among its group's Borders."""
    return s.map.group(s.map.regions[region].group).borders.index(region)


def test_spec_3_3_flood_destroys_an_improvement_and_halves_the_group_tax_next_income():
    s = bare()
    s.improvements["nWu"] = ["rice_farm", "temple"]
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 0)       # North Wu is Riverplains; the Rice Farm drawn
    disasters(s)
    assert s.rng.script == []
    assert s.improvements["nWu"] == ["temple"]
    assert s.stricken == {"Wu": [0]}
    assert s.reports[0] == ["A flood strikes North Wu: your Rice Farm is swept away",
                            "A flood strikes North Wu: next season's taxes from your lands in Wu are halved"]
    assert s.log[-1] == "A flood strikes North Wu: a Rice Farm is swept away; the harvest of Wu is ruined"
    assert taxes(s, 0) == 500                                       # (500 + 250 + 250) halved
    collect_income(s, 0)
    assert s.coins[0] == 10_000 + 500 - 100


def test_spec_3_3_drought_halves_the_tax_of_every_warlord_holding_land_in_the_group():
    s = bare()
    s.owner["sWu"] = 1
    s.improvements["eWu"] = ["temple"]
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "eWu"))            # East Wu is Grassland
    disasters(s)
    assert s.improvements["eWu"] == ["temple"]                     # a Drought destroys nothing
    assert s.stricken == {"Wu": [0, 1]}
    assert taxes(s, 0) == 500 and taxes(s, 1) == 1200 + 250 // 2    # Yan whole (+20%), South Wu cut
    assert s.reports[1] == ["A drought parches East Wu: next season's taxes from your lands in Wu are halved"]
    assert s.log[-1] == "A drought parches East Wu: the harvest of Wu is ruined"


def test_spec_3_3_earthquake_throws_down_a_mine_or_a_castle_and_no_other_improvement():
    s = bare()
    s.improvements["nYan"] = ["temple", "mine:copper", "castle"]
    s.rng = strike(s, "Yan", NO_PLAGUE, border(s, "nYan"), 0)      # North Yan is Mountain; the first of Mine, Castle
    disasters(s)
    assert s.rng.script == []
    assert s.improvements["nYan"] == ["temple", "castle"]
    assert s.stricken == {}
    assert s.reports[1] == ["An earthquake shakes North Yan: your Mine is thrown down"]
    assert s.log[-1] == "An earthquake shakes North Yan: a Mine is thrown down"
    s.improvements["nYan"] = ["temple"]
    s.rng = strike(s, "Yan", NO_PLAGUE, border(s, "nYan"))
    disasters(s)
    assert s.improvements["nYan"] == ["temple"] and s.log[-1] == "An earthquake shakes North Yan"


def test_spec_3_3_wildfire_burns_an_orchard_or_a_camp_in_an_independent_region_too():
    s = bare()
    s.improvements["sWu"] = ["lacquer_orchard", "temple", "woodcutter_camp"]    # South Wu is Independent Forest
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "sWu"), 1)
    disasters(s)
    assert s.improvements["sWu"] == ["lacquer_orchard", "temple"]
    assert s.reports == [[], []] and s.stricken == {}
    assert s.log[-1] == "A wildfire sweeps through South Wu: a Woodcutter Camp is burnt to the ground"


def test_spec_3_3_plague_destroys_one_army_in_the_group_whoever_it_belongs_to():
    s = bare()
    add_army(s, INDEPENDENT, "spearmen", "sWu")
    wu = armies_at(s, "Wu")
    s.rng = strike(s, "Wu", PLAGUE, 0)                              # the Wu Spearmen drawn of the two
    disasters(s)
    assert not armies_at(s, "Wu") and armies_at(s, "sWu") and wu[0] not in s.armies
    assert s.reports[0] == ["A plague spreads through the lands of Wu: your army of Spearmen in Wu perishes"]
    assert s.log[-1] == f"A plague spreads through the lands of Wu: {s.name(0)}'s army of Spearmen in Wu perishes"
    s.rng = strike(s, "Wu", PLAGUE, 0)
    disasters(s)
    assert not armies_at(s, "sWu")
    assert s.log[-1] == "A plague spreads through the lands of Wu: an Independent army of Spearmen in South Wu perishes"
    s.rng = strike(s, "Wu", PLAGUE)
    disasters(s)
    assert s.log[-1] == "A plague spreads through the lands of Wu, but no army is there to fall ill"


def ancestral_with_two_temples() -> State:
    """The first warlord Ancestral with 2 of the 3 temple places of Wu filled: coverage 66.7%, a 66% negation."""
    s = bare("ancestral")
    s.improvements["Wu"] = ["temple"]
    s.improvements["eWu"] = ["temple"]
    s.improvements["nWu"] = ["rice_farm"]
    return s


def test_LH_REL_3_ancestral_piety_negates_a_disaster_on_a_roll_at_or_under_the_coverage():
    s = ancestral_with_two_temples()
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 66)
    disasters(s)
    assert s.rng.script == []
    assert s.improvements["nWu"] == ["rice_farm"] and s.stricken == {}
    assert s.reports[0] == ["A flood strikes North Wu, but your ancestors turn it aside"]
    assert s.log[-1].startswith("A flood strikes North Wu: the ancestors of the ")
    assert s.log[-1].endswith(" warlord turn it aside")


def test_LH_REL_3_ancestral_piety_misses_above_the_coverage():
    s = ancestral_with_two_temples()
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 67, 0)
    disasters(s)
    assert s.rng.script == []
    assert s.improvements["nWu"] == [] and s.stricken == {"Wu": [0]}


def test_LH_REL_3_only_the_warlord_who_would_lose_the_army_rolls_against_a_plague():
    s = ancestral_with_two_temples()
    s.rng = strike(s, "Wu", PLAGUE, 0, 66)
    disasters(s)
    assert s.rng.script == [] and armies_of(s, 0)
    assert s.reports[0] == ["A plague spreads through the lands of Wu, but your ancestors turn it aside"]
    s.rng = strike(s, "Wu", PLAGUE, 0, 67)
    disasters(s)
    assert s.rng.script == [] and not armies_of(s, 0)


def test_LH_REL_3_other_faiths_and_no_temples_roll_nothing():
    s = bare("ancestral")                                           # Ancestral, but no coverage
    s.improvements["nWu"] = ["rice_farm"]
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 0)
    disasters(s)
    assert s.rng.script == [] and s.improvements["nWu"] == []


def test_spec_3_2_medicine_halves_a_disaster_an_improvement_is_lost_only_on_a_further_even_chance():
    s = bare()
    s.done[0] = ["medicine"]
    s.improvements["nWu"] = ["rice_farm"]
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 0, 51)
    disasters(s)
    assert s.improvements["nWu"] == ["rice_farm"]
    assert s.reports[0] == ["A flood strikes North Wu, but your Rice Farm is saved (Medicine)",
                            "A flood strikes North Wu: next season's taxes from your lands in Wu are cut by a quarter "
                            "(Medicine)"]
    assert taxes(s, 0) == 750
    s.rng = strike(s, "Wu", NO_PLAGUE, border(s, "nWu"), 0, 50)
    disasters(s)
    assert s.improvements["nWu"] == []


def test_spec_3_2_medicine_saves_a_plague_struck_army_on_an_even_chance():
    s = bare()
    s.done[0] = ["medicine"]
    s.rng = strike(s, "Wu", PLAGUE, 0, 51)
    disasters(s)
    assert armies_of(s, 0)
    assert s.reports[0] == ["A plague spreads through the lands of Wu, but your physicians save your army of "
                            "Spearmen in Wu (Medicine)"]
    s.rng = strike(s, "Wu", PLAGUE, 0, 50)
    disasters(s)
    assert not armies_of(s, 0)


def test_spec_3_3_the_halved_tax_comes_at_the_next_income_and_ends_at_the_world_step():
    s = bare()
    s.stricken = {"Wu": [0]}                                        # last season's Flood in Wu
    s = begin(s)
    assert s.reports[0] == ["Income: taxes 500, production 0, upkeep 100; treasury 10400"]
    s = write(s, *NOTHING, *NOTHING)                                # both sheets: the world step, then Summer
    assert s.season == 1 and "Wu" not in s.stricken
    assert s.reports[0][-1] == "Income: taxes 1000, production 0, upkeep 100; treasury 11300"


def test_spec_3_3_igougo_every_income_comes_before_the_world_step_ends_the_cut():
    s = bare()
    s.options["turns"] = "igougo"
    s.stricken = {"Wu": [0], "Yan": [1]}
    s = begin(s)
    assert s.reports[0] == ["Income: taxes 500, production 0, upkeep 100; treasury 10400"]
    s = write(s, *NOTHING)                                          # the first warlord resolves; the second's income
    assert s.reports[1] == ["Income: taxes 600, production 0, upkeep 100; treasury 10500"]    # Yan whole: 1200
    assert s.stricken == {"Wu": [0], "Yan": [1]}
    s = write(s, *NOTHING)
    assert s.season == 1 and "Wu" not in s.stricken and "Yan" not in s.stricken


def test_spec_3_3_stricken_groups_survive_a_copy_and_a_json_round_trip_and_are_public():
    s = bare()
    s.stricken = {"Wu": [0]}
    c = s.copy()
    c.stricken = {**c.stricken, "Yan": [1]}
    assert s.stricken == {"Wu": [0]}
    back = GAME.state_from_json(GAME.state_to_json(c))
    assert back.stricken == {"Wu": [0], "Yan": [1]}
    assert GAME.view(c, None)["stricken"] == {"Wu": [0], "Yan": [1]}


def test_spec_3_3_the_world_step_of_a_real_game_brings_disasters():
    s = begin(game(seed=3))
    for _ in range(30):
        s = write(s, *NOTHING, *NOTHING)
        if s.winners is not None:
            break
    struck = [line for line in s.log if any(line.startswith(w.format("")[:-1]) for w in STRIKES.values())]
    assert struck


def test_spec_3_3_about_3_percent_of_groups_are_struck_a_season_a_fifth_of_them_by_plague():
    s = game(seed=11)
    seasons = 2000
    before = len(s.log)
    for _ in range(seasons):
        disasters(s)
    lines = s.log[before:]
    tries = seasons * len(s.map.groups)
    assert abs(len(lines) / tries - CHANCE_PCT / 100) < 0.005
    plagues = [line for line in lines if line.startswith("A plague")]
    assert abs(len(plagues) / len(lines) - PLAGUE_SHARE_PCT / 100) < 0.05


def test_spec_3_3_a_plague_kills_a_hero_posted_in_the_group_on_10_per_cent():
    s = bare()
    posted = hero(s, 0, ["scholar"], post=["Wu", "governor"])
    at_court_elsewhere = hero(s, 1, ["inventor"])
    s.rng.script = [10]
    plague_heroes(s, "Wu")
    assert posted not in s.heroes and at_court_elsewhere in s.heroes
    assert "dies of the Plague in Wu" in s.reports[0][-1]
    survivor = hero(s, 0, ["scholar"], post=["Wu", "marshal"])
    s.rng.script = [11]
    plague_heroes(s, "Wu")
    assert survivor in s.heroes
