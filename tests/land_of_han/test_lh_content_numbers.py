"""Every number the Land of Han content copies from the rulebook (shared/rulebooks/004_3b8be0db5657a1d3.txt) is
exact: armies (L30, L46, L60-66, L71, L82, L144), improvements (L76-102), taxes, mining and crafts (L106-137), hero
skills and figures (L167-203), caravans and Cashgrab (L239-271). Test names cite the LH-* rule ids.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pygame_rules.catalog.land_of_han.content import armies as A
from pygame_rules.catalog.land_of_han.content import disasters as D
from pygame_rules.catalog.land_of_han.content import heroes as H
from pygame_rules.catalog.land_of_han.content import improvements as I
from pygame_rules.catalog.land_of_han.content import map as M
from pygame_rules.catalog.land_of_han.content import religions as REL
from pygame_rules.catalog.land_of_han.content import resources as RS

RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "rulebooks" / "004_3b8be0db5657a1d3.txt"
needs_rulebook = pytest.mark.skipif(not RULEBOOK.exists(), reason="the shared rulebook is not beside the project")


def _line(n: int) -> str:
    return RULEBOOK.read_text(encoding="utf-8").splitlines()[n - 1]


# -- armies -----------------------------------------------------------------------------------------------------

def test_LH_ARMY_4_army_types_L64_L66():
    assert [(a.name, a.cr, a.cost, a.upkeep) for a in A.ARMY_TYPES] == [
        ("Spearmen", 0, 500, 100), ("Archers", 2, 1000, 250), ("Cavalry", 6, 1500, 500)]


@needs_rulebook
def test_LH_ARMY_4_army_types_as_the_rulebook_prints_them():
    for n, a in zip((64, 65, 66), A.ARMY_TYPES, strict=True):
        assert _line(n) == (f"{a.name} (CR+{a.cr}); Recruitment Cost {a.cost} Coins, "
                            f"Upkeep {a.upkeep} Coins/Season.")


def test_LH_ARMY_1_LH_ARMY_3_LH_MAP_2_LH_COMBAT_2_LH_SETUP_2_figures():
    assert A.RAISES_PER_TURN == 1 and (A.LIMIT_PER_BORDER, A.LIMIT_PER_CENTRAL) == (1, 2)
    assert (A.WALLS_CR, A.PALACE_CR, A.CASTLE_CR, A.COMBAT_DIE) == (2, 2, 4, 10)
    assert (A.START_ARMY, A.START_COINS) == (A.SPEARMEN, 10000)


def test_LH_BARB_1_LH_COMBAT_5_barbarians_are_cavalry_in_groups_of_1_to_3():
    assert A.BARBARIAN_TYPE == A.CAVALRY and A.BY_ID[A.BARBARIAN_TYPE].cr == 6
    assert A.BARBARIAN_GROUP == (1, 3)


# -- improvements -----------------------------------------------------------------------------------------------

IMPROVEMENT_COSTS = {"Army Camp": 800, "Castle": 3000, "Library": 1200, "Mine": 1800, "Rice Farm": 1000,
                     "Silk Farm": 2000, "Woodcutter Camp": 1200, "Lacquer Orchard": 1500, "Tea Plantation": 800,
                     "Temple": 1500, "Workshop": 1000, "Bazaar": 500}


def test_LH_IMPR_5_improvement_costs_L79_L101():
    assert {i.name: i.cost for i in I.IMPROVEMENTS} == IMPROVEMENT_COSTS


@needs_rulebook
def test_LH_IMPR_5_each_improvement_line_in_the_rulebook_names_it_with_its_cost():
    for i in I.IMPROVEMENTS:
        assert _line(i.line) == f"{i.name} ({i.cost} Coins):"


def test_LH_IMPR_1_LH_IMPR_3_LH_IMPR_4_free_build_demolish_and_four_slots():
    assert (I.FREE_PER_TURN, I.DEMOLISH_COST, I.SLOTS_PER_REGION) == (1, 100, 4)


@pytest.mark.parametrize(("improvement", "kind", "flavour", "ok"), [
    ("mine", M.BORDER, M.MOUNTAIN, True), ("mine", M.BORDER, M.GRASSLAND, True),  # Grassland: Salt only
    ("mine", M.BORDER, M.FOREST, False), ("mine", M.CENTRAL, M.GRASSLAND, False),
    ("rice_farm", M.BORDER, M.RIVERPLAINS, True), ("rice_farm", M.BORDER, M.GRASSLAND, False),
    ("silk_farm", M.BORDER, M.RIVERPLAINS, True), ("silk_farm", M.BORDER, M.FOREST, False),
    ("woodcutter_camp", M.BORDER, M.FOREST, True), ("woodcutter_camp", M.BORDER, M.MOUNTAIN, False),
    ("lacquer_orchard", M.BORDER, M.FOREST, True), ("lacquer_orchard", M.BORDER, M.RIVERPLAINS, False),
    ("tea_plantation", M.BORDER, M.GRASSLAND, True), ("tea_plantation", M.BORDER, M.MOUNTAIN, True),
    ("tea_plantation", M.CENTRAL, M.GRASSLAND, False), ("tea_plantation", M.BORDER, M.FOREST, False),
    ("workshop", M.CENTRAL, M.GRASSLAND, True), ("workshop", M.BORDER, M.GRASSLAND, False),
    ("castle", M.BORDER, M.FOREST, True), ("temple", M.CENTRAL, M.GRASSLAND, True),
])
def test_LH_IMPR_5_LH_MAP_4_LH_EX_5_where_each_improvement_may_stand(improvement, kind, flavour, ok):
    assert I.BY_ID[improvement].allowed(kind, flavour) is ok


def test_LH_IMPR_5_LH_EX_21_per_region_limits_and_effects_L84_L96():
    assert (I.MINES_PER_MOUNTAIN, I.SALT_MINES_PER_GRASSLAND, I.RICE_FARMS_PER_RIVERPLAINS) == (2, 1, 2)
    assert I.BY_ID["rice_farm"].per_region == 2 and I.RICE_FARM_ARMY_LIMIT == 1
    assert (I.LIBRARY_RP, I.WOODCUTTER_DISCOUNT_PCT, I.TEA_COINS) == (2, 10, 300)
    assert (I.TEMPLE_COVERAGE_PCT, I.TEMPLES_FOR_FULL_COVERAGE) == (33, 3)
    assert I.SPAWN_POINTS == {"army_camp", "castle"}


@pytest.mark.parametrize("m", [M.BASE, M.EXPANDED], ids=["base", "expanded"])
def test_LH_MAP_4_every_improvement_has_somewhere_to_stand_on_the_map(m):
    for i in I.IMPROVEMENTS:
        assert any(i.allowed(r.kind, r.flavour) for r in m.regions.values()), i.id


# -- economy, mining, crafts ------------------------------------------------------------------------------------

def test_LH_ECON_2_LH_ECON_3_taxes_L106_L107():
    assert (RS.TAX_BORDER, RS.TAX_CENTRAL, RS.WHOLE_GROUP_TAX_PCT) == (250, 500, 20)


def test_LH_EX_24_whole_qi_group_pays_1500():
    qi = M.BASE.group("Qi")
    base = RS.TAX_CENTRAL + RS.TAX_BORDER * len(qi.borders)
    assert base * (100 + RS.WHOLE_GROUP_TAX_PCT) // 100 == 1500


def test_LH_MINE_2_LH_MINE_3_LH_MINE_5_prospecting_and_mines_L114_L127():
    assert (RS.PROSPECT_FIRST_COST, RS.PROSPECT_COST_STEP, RS.PROSPECT_DIE) == (500, 500, 100)
    assert RS.PROSPECT_RATES == {"copper": 60, "iron": 40, "salt": 40, "jade": 20, "sulphur": 20}
    assert RS.GRASSLAND_PROSPECTS == {"salt"}
    assert RS.MINE_BONUS["copper"] == RS.MineBonus(200, 10, 0, 0)
    assert RS.MINE_BONUS["iron"] == RS.MineBonus(0, 10, 0, 0)
    assert RS.MINE_BONUS["salt"] == RS.MineBonus(500, 0, 10, 0)
    assert RS.MINE_BONUS["jade"] == RS.MineBonus(200, 0, 0, 0)
    assert RS.MINE_BONUS["sulphur"] == RS.MineBonus(0, 0, 0, 2)


def test_LH_CRAFT_1_workshop_crafts_L132_L137():
    assert RS.WORKSHOP_CRAFTS == {"silk": 900, "copper": 300, "jade": 700, "iron": 100, "lacquer": 500,
                                  "sulphur": 100}


def test_LH_CARAVAN_1_to_4_LH_CARAVAN_6_caravans_L239_L253():
    assert (RS.CARAVAN_COST, RS.CARAVAN_REGIONS_PER_TURN, RS.PASSAGE_FEE) == (500, 2, 100)
    assert {k: c.revenue for k, c in RS.CARGO.items()} == {"copper": 500, "iron": 300, "sulphur": 300, "rice": 100,
                                                           "timber": 100, "lacquer": 1000, "jade": 1000,
                                                           "silk": 1000}
    assert RS.CARGO["rice"].army_limit == 1 and RS.CARGO["sulphur"].rp == 2 and RS.CARGO["silk"].tax_pct == 20
    assert (RS.PLUNDER_PCT, RS.PLUNDER_STEP) == ((100, 300), 50)


def test_LH_CASH_2_to_6_LH_EX_8_cashgrab_L257_L271():
    assert (RS.CASHGRAB_ROUND_TRIP, RS.CASHGRAB_LOSS_PCT) == (5, 10)
    assert RS.CASHGRAB_BUYS == {"copper": 700, "tea": 700, "jade": 1400, "salt": 1400, "lacquer": 2100,
                                "silk": 2800}
    goods = {g.name: (g.army_limit, g.tax_pct, g.rp, g.price) for g in RS.CASHGRAB_GOODS}
    assert goods == {"Lentils": (2, 0, 0, 700), "Spices": (1, 40, 0, 1400), "Scriptures": (0, 0, 5, 2100),
                     "Glassware": (0, 80, 0, 2100)}
    assert {g.name: g.price * RS.LINK_MULTIPLIER for g in RS.CASHGRAB_GOODS} == {
        "Lentils": 1400, "Spices": 2800, "Scriptures": 4200, "Glassware": 4200}
    for g in RS.CASHGRAB_GOODS:  # a barter export is worth at least the good
        assert all(RS.CASHGRAB_BUYS[x] >= g.price for x in g.barter)


# -- heroes -----------------------------------------------------------------------------------------------------

def test_LH_SKILL_1_2_3_twenty_skills_in_three_categories_L181_L203():
    by_cat = {c: [s.name for s in H.SKILLS if s.category == c] for c in H.CATEGORIES}
    assert by_cat == {
        H.ADMINISTRATIVE: ["Architect", "Industrious", "Scholar", "Taxmaster", "Trademaster", "Treasurer"],
        H.MILITARY: ["Archery Commander", "Cavalry Commander", "Defender", "Frugal", "Spear Commander", "Tactician",
                     "Wallbuilder"],
        H.OTHER: ["Cunning", "Famous", "Greedy", "Inventor", "Loyal", "Modest", "Teacher"],
    }


@needs_rulebook
def test_LH_SKILL_each_skill_line_in_the_rulebook_names_it():
    for s in H.SKILLS:
        assert _line(s.line).startswith(f"{s.name}:"), s.id


def test_LH_SKILL_3_greedy_and_modest_exclude_each_other_and_nothing_else():
    assert H.BY_ID["greedy"].excludes == {"modest"} and H.BY_ID["modest"].excludes == {"greedy"}
    assert all(not s.excludes for s in H.SKILLS if s.id not in ("greedy", "modest"))
    assert not H.compatible({"greedy"}, "modest") and not H.compatible({"modest"}, "greedy")
    assert H.compatible({"greedy", "loyal"}, "teacher") and not H.compatible({"loyal"}, "loyal")


def test_LH_HERO_5_posts_match_categories_L171():
    assert H.POSTS == {H.GOVERNOR: H.ADMINISTRATIVE, H.MARSHAL: H.MILITARY}


def test_LH_HERO_1_to_11_figures_L164_L207():
    assert (H.TRAVELLING_CHANCE_PCT, H.RAISE_COST, H.LEARN_CHANCES_PCT, H.MAX_SKILLS) == (10, 500,
                                                                                          (50, 40, 30, 20, 10), 5)
    assert (H.UPKEEP_PER_SKILL, H.UPKEEP_RANDOM, H.UPKEEP_RANDOM_STEP, H.HIRE_MULTIPLIER) == (500, (1, 5), 100, 2)
    assert (H.BASE_HERO_LIMIT, H.CAPTURE_FLEE_PCT, H.CUNNING_FLEE_PCT, H.FREED_RETURNS_PCT) == (4, 33, 66, 50)
    assert (H.DISMISSED_STAYS_PCT, H.DEATH_OFFER_PCT, H.FAMOUS_PCT, H.GREEDY_UPKEEP_PCT) == (50, 50, 25, 10)
    assert H.EXECUTION_AVOIDANCE_SEASONS == 4 and H.MODEST_UPKEEP_FACTOR == 0.75


def test_spec_3_4_hero_generation_numbers_and_name_lists():
    assert sum(p for _, p in H.TRAVELLING_SKILL_COUNTS) == 100
    assert dict(H.TRAVELLING_SKILL_COUNTS) == {1: 50, 2: 35, 3: 15}
    assert max(n for n, _ in H.TRAVELLING_SKILL_COUNTS) <= H.MAX_SKILLS and H.RAISED_SKILLS == 0
    assert (H.AVAILABLE_SEASONS, H.CONVINCE_BASE_PCT, H.CONVINCE_WEALTH_BONUS_PCT) == (1, 50, 25)
    surnames = dict(H.SURNAMES)
    for pinyin, hanzi in (("Zhang", "張"), ("Li", "李"), ("Zhao", "趙"), ("Wang", "王"), ("Chen", "陳"),
                          ("Zhou", "周"), ("Sun", "孫"), ("Ma", "馬"), ("Huang", "黃"), ("Zhuge", "諸葛")):
        assert surnames[pinyin] == hanzi  # spec 3.4's list
    for names in (H.SURNAMES, H.GIVEN_NAMES):
        assert len({p for p, _ in names}) == len(names) == len({h for _, h in names}) >= 20
    assert len(H.SURNAMES) * len(H.GIVEN_NAMES) >= 500


# -- disasters --------------------------------------------------------------------------------------------------

def test_spec_3_3_disasters_one_per_flavour_plus_plague():
    assert D.CHANCE_PCT == 3 and D.PLAGUE_SHARE_PCT == 20
    assert set(D.BY_FLAVOUR) == set(M.FLAVOURS)
    assert {d.id: d.flavour for d in D.DISASTERS} == {"flood": M.RIVERPLAINS, "drought": M.GRASSLAND,
                                                      "earthquake": M.MOUNTAIN, "wildfire": M.FOREST, "plague": None}
    assert D.BY_ID["flood"].tax_halved and D.BY_ID["drought"].tax_halved
    assert D.BY_ID["earthquake"].destroys == {"mine", "castle"}
    assert D.BY_ID["wildfire"].destroys == {"lacquer_orchard", "woodcutter_camp"}
    assert (D.BY_ID["plague"].armies_lost, D.BY_ID["plague"].posted_hero_death_pct) == (1, 10)
    for d in D.DISASTERS:
        assert d.destroys <= set(I.BY_ID) | {D.ANY_IMPROVEMENT}


# -- religions --------------------------------------------------------------------------------------------------

def test_LH_REL_1_five_religions_in_the_rulebook_order_L211():
    assert [r.name for r in REL.RELIGIONS] == ["Ancestral", "Confucianism", "Daoism", "Buddhism", "Legalism"]
    for r in REL.RELIGIONS:
        assert set(r.discounts) <= set(I.BY_ID), r.id


@needs_rulebook
def test_LH_REL_1_each_religions_lines_are_its_passive_and_piety_lines():
    for r in REL.RELIGIONS:
        passive, piety = r.lines
        assert _line(passive - 1) == f"{r.name.upper()}:" and _line(passive).startswith("Passive Bonus:")
        assert "Piety Coverage" in _line(piety)


def test_LH_REL_3_to_7_passive_and_piety_figures_L216_L229():
    an, co, da, bu, le = REL.RELIGIONS
    assert an.discounts == {"rice_farm": 20, "silk_farm": 20, "lacquer_orchard": 20, "woodcutter_camp": 20}
    assert an.prospect_cost_factor == 0.5 and an.piety == ((REL.PIETY_NEGATE_DISASTER_PCT, 1, 1),)
    assert co.discounts == {"library": 20, "temple": 20} and co.raised_skill_pct == 30
    assert co.piety == ((REL.PIETY_RP, 2, 10),)
    assert da.discounts == {"army_camp": 20, "workshop": 20, "mine": 20} and da.piety == ((REL.PIETY_ARMY_CR, 1, 33),)
    assert bu.discounts == {"temple": 20, "tea_plantation": 20}
    assert (bu.research_coin_discount_pct, bu.hire_cost_factor, bu.hero_limit) == (20, 0.5, 2)
    assert bu.piety == ((REL.PIETY_HERO_UPKEEP_PCT, 5, 10), (REL.PIETY_RAISED_SKILL_PCT, 10, 10))
    assert le.discounts == {"castle": 20} and le.central_discount_pct == 10
    assert le.imperial_cost_factor == 0.5 and le.raised_hero_chosen_skill
    assert le.piety == ((REL.PIETY_TAX_PCT, 2, 10),)
