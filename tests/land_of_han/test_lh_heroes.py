"""Heroes (LH-HERO-1..11, LH-SKILL-1..3, LH-CAPTURE-1, LH-DEATH-2, LH-EX-12..15, LH-EX-19, rulings A-13, A-20,
A-21, A-23, A-24, A-31, A-32; spec 3.4), with scripted dice."""

from __future__ import annotations

from lh_helpers import NOTHING, bare, begin, hero, write

from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_of, heroes_of
from pygame_rules.catalog.land_of_han.rules.building import purchase_cost
from pygame_rules.catalog.land_of_han.rules.combat import combat_rating
from pygame_rules.catalog.land_of_han.rules.economy import army_upkeep, collect_income, group_tax, production
from pygame_rules.catalog.land_of_han.rules.heroes import (
    arrivals,
    capture,
    dismiss,
    hero_limit,
    hire_cost,
    learn,
    learn_chance,
    on_death,
    upkeep,
)
from pygame_rules.catalog.land_of_han.rules.research import research_points
from pygame_rules.catalog.land_of_han.rules.victory import capture_palace


def test_LH_EX_12_LH_HERO_6_LH_HERO_7_upkeep_and_hiring_cost():
    s = bare("daoism")
    h = hero(s, None, ["taxmaster", "inventor"], d5=3, offer=0)
    assert upkeep(s, 0, h) == 1300 and hire_cost(s, 0, h) == 2600
    buddhist = bare("buddhism")
    b = hero(buddhist, None, ["taxmaster", "inventor"], d5=3, offer=0)
    assert hire_cost(buddhist, 0, b) == 1300                        # Buddhism halves hiring
    greedy = hero(s, 0, ["taxmaster", "inventor", "greedy"], d5=3)
    assert upkeep(s, 0, greedy) == 1980
    modest = hero(s, 0, ["modest", "scholar"], d5=2)
    assert upkeep(s, 0, modest) == 900                               # a quarter less


def test_LH_REL_6_buddhist_piety_cuts_hero_upkeep_5_per_cent_per_10_per_cent_coverage():
    s = bare("buddhism")
    s.improvements["Wu"] = ["temple", "temple", "temple"]           # 100% of the one group
    h = hero(s, 0, ["scholar"], d5=5)
    assert upkeep(s, 0, h) == 1000 * 50 // 100


def test_LH_EX_13_LH_HERO_3_chances_to_learn_by_skills_held_and_their_bonuses():
    s = bare("daoism")
    chances = [learn_chance(s, hero(s, 0, ["scholar", "inventor", "tactician", "frugal", "famous"][:n],
                                    raised=True)) for n in range(6)]
    assert chances == [50, 40, 30, 20, 10, 0]
    c = bare("confucianism")
    assert learn_chance(c, hero(c, 0, [], raised=True)) == 80
    travelling = hero(c, 0, [], raised=False)
    assert learn_chance(c, travelling) == 0                          # only heroes found at home learn
    hero(c, 0, ["teacher"])                                          # at court, beside the others
    assert learn_chance(c, hero(c, 0, [], raised=True)) == 100        # 80 x 2, at most 100
    c.owner["Chu"] = 0
    far = hero(c, 0, ["scholar"], raised=True, post=["Chu", "governor"])
    assert learn_chance(c, far) == 40 + 30                             # the Teacher is at court in Wu, not in Chu


def test_LH_HERO_4_a_posted_hero_learns_a_skill_of_the_posts_kind():
    s = bare("daoism")
    governor = hero(s, 0, [], raised=True, post=["Wu", "governor"])
    marshal = hero(s, 0, [], raised=True, post=["Wu", "marshal"])
    s.rng.script = [50, 0, 50, 0]                                    # both learn; the first skill of each pool
    learn(s)
    assert s.heroes[governor]["skills"] == ["architect"] and s.heroes[marshal]["skills"] == ["archery_commander"]
    s.rng.script = [51]
    learn(s)
    assert s.heroes[governor]["skills"] == ["architect"]             # 40% with one skill: 51 misses


def test_LH_EX_14_LH_HERO_11_the_hero_limit():
    s = bare("daoism")
    s.owner["Chu"] = 0
    assert hero_limit(s, 0) == 6
    b = bare("buddhism")
    b.owner["Chu"] = 0
    assert hero_limit(b, 0) == 8
    for _ in range(6):
        hero(s, 0, ["scholar"])
    waiting = hero(s, None, ["inventor"], offer=0)
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    offered = GAME.legal_actions(s)
    assert {"hire": waiting} not in offered and {"search": "hero"} not in offered


def test_LH_HERO_1_A_20_a_travelling_hero_comes_to_each_court_with_10_per_cent():
    s = bare()
    s.rng.script = [10, 0, 0, 0, 1, 0, 11]     # the first warlord's roll hits: name, d5, 1 skill, Architect; not the second
    arrivals(s)
    (h,) = s.heroes
    assert s.heroes[h]["offer"] == 0 and s.heroes[h]["skills"] == ["architect"] and s.heroes[h]["d5"] == 1
    assert "comes to your court" in s.reports[0][-1]
    s.season += 1
    s.rng.script = [100, 100]
    arrivals(s)
    assert h not in s.heroes                                          # not hired within a season: moves on


def test_LH_HERO_7_hiring_a_travelling_hero_on_the_sheet():
    s = bare()
    h = hero(s, None, ["taxmaster", "inventor"], d5=3, offer=0)
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    assert GAME.describe_action(s, {"hire": h}) == ("Hire Hero 1 (Taxmaster, Inventor) (2,600 Coins); "
                                                    "upkeep 1,300 Coins a season")
    coins = s.coins[0]
    s = write(s, {"hire": h}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    assert s.heroes[h]["seat"] == 0 and s.heroes[h]["offer"] is None
    assert "Hero 1 enters your service for 2600" in s.reports[0] and s.coins[0] < coins


def test_LH_HERO_2_LH_REL_7_the_search_at_home_costs_500_and_a_legalist_names_the_skill():
    s = write(begin(bare("daoism")), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    assert GAME.describe_action(s, {"search": "hero"}) == "Search for a hero at home (500 Coins)"
    s = write(s, {"search": "hero"})
    assert s.tasks[-1]["phase"] == "diplomacy"    # once a season: nothing else at court, so the court part closes
    s = write(s, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    (h,) = heroes_of(s, 0)
    assert s.heroes[h]["raised"] and s.heroes[h]["skills"] == []
    legal = write(begin(bare("legalism")), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    searches = [o for o in GAME.legal_actions(legal) if "search" in o]
    assert {"search": "hero", "skill": "taxmaster"} in searches and {"search": "hero"} not in searches
    assert not any(o.get("skill") == "inventor" for o in searches)    # Administrative or Military only
    legal = write(legal, {"search": "hero", "skill": "taxmaster"}, {"done": "diplomacy"}, {"done": "spend"},
                  {"seal": True}, *NOTHING)
    (h,) = heroes_of(legal, 0)
    assert legal.heroes[h]["skills"] == ["taxmaster"] and learn_chance(legal, h) == 40


def test_LH_HERO_5_A_31_posts_a_governor_and_a_marshal_at_each_central():
    s = bare()
    a, b, c = hero(s, 0, ["taxmaster"]), hero(s, 0, ["tactician"]), hero(s, 0, ["scholar"])
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"post": a, "at": "Wu", "as": "governor"})
    offered = GAME.legal_actions(s)
    assert {"post": b, "at": "Wu", "as": "marshal"} in offered
    assert {"post": b, "at": "Wu", "as": "governor"} not in offered          # the post is taken
    assert GAME.describe_action(s, {"post": b, "at": "Wu", "as": "marshal"}) == "Post Hero 2 (Tactician) as Marshal of Wu"
    s = write(s, {"post": b, "at": "Wu", "as": "marshal"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True},
              *NOTHING)
    assert s.heroes[a]["post"] == ["Wu", "governor"] and s.heroes[b]["post"] == ["Wu", "marshal"]
    assert s.heroes[c]["post"] is None


def test_LH_SKILL_1_administrative_skills_act_only_through_a_governor_in_the_group():
    s = bare()
    s.improvements["Wu"] = ["workshop"]
    s.improvements["nWu"] = ["library"]
    s.improvements["eWu"] = ["mine:copper"]
    before = (group_tax(s, 0, "Wu"), production(s, 0), research_points(s, 0), purchase_cost(s, 0, "eWu", "library"))
    at_court = hero(s, 0, ["taxmaster", "scholar", "architect", "treasurer", "industrious"])
    assert (group_tax(s, 0, "Wu"), production(s, 0), research_points(s, 0),
            purchase_cost(s, 0, "eWu", "library")) == before
    s.heroes[at_court] = {**s.heroes[at_court], "post": ["Wu", "governor"]}
    assert group_tax(s, 0, "Wu") == (before[0][0], before[0][1] + 20)            # Taxmaster +20%
    assert production(s, 0) == before[1] + 200 + 300 * 10 // 100                # Treasurer, Industrious
    assert research_points(s, 0) == before[2] + 1                                # Scholar: +1 a Library
    assert purchase_cost(s, 0, "eWu", "library") == 1200 * 90 // 100            # Architect -10%
    assert group_tax(s, 0, "Yan") == group_tax(bare(), 0, "Yan")


def test_LH_SKILL_2_A_9_military_skills_act_through_a_marshal_where_the_army_fights():
    s = bare()
    spear = armies_of(s, 0)[0]
    archers = add_army(s, 0, "archers", "eWu", new=False)
    cavalry = add_army(s, 0, "cavalry", "Chu", new=False)
    base = {a: combat_rating(s, a, True) for a in (spear, archers, cavalry)}
    hero(s, 0, ["spear_commander", "archery_commander", "tactician", "wallbuilder", "defender", "frugal"],
         post=["Wu", "marshal"])
    assert combat_rating(s, spear, True) == base[spear] + 2 + 1 + 2        # Commander, Tactician, Wallbuilder (walls)
    assert combat_rating(s, spear, False) == combat_rating(bare(), armies_of(bare(), 0)[0], False) + 2 + 1
    assert combat_rating(s, archers, True) == base[archers] + 2 + 1        # no walls in East Wu
    assert combat_rating(s, archers, True, "b") == base[archers] + 2 + 1 + 2   # Defender against Barbarians
    assert combat_rating(s, cavalry, True) == base[cavalry]                # Chu is another group
    assert army_upkeep(s, 0, "archers", "eWu") == 250 * 90 // 100          # Frugal
    assert army_upkeep(s, 0, "cavalry", "Chu") == 500


def test_LH_SKILL_3_inventor_and_famous_act_wherever_the_hero_is():
    s = bare()
    before = research_points(s, 0)
    hero(s, 0, ["inventor"])
    assert research_points(s, 0) == before + 3
    famous = bare()
    hero(famous, 0, ["famous"])
    famous.rng.script = [100, 25, 0, 0, 0, 1, 0, 100]    # Spring: no 10% hero, the Famous roll hits; not the second
    arrivals(famous)
    assert sum(1 for h in famous.heroes.values() if h["offer"] == 0) == 1


def test_LH_HERO_8_LH_EX_15_A_13_insolvency_disbands_an_army_and_leaves_a_hero_unpaid_then_gone():
    s = bare()
    for a in armies_of(s, 0):
        del s.armies[a]
    add_army(s, 0, "archers", "Wu", new=False)
    add_army(s, 0, "archers", "eWu", new=False)
    h = hero(s, 0, ["scholar"], d5=3)                                # upkeep 800
    s.coins[0] = 300 - 1000                                          # taxes 1000 bring it to 300 before upkeep
    collect_income(s, 0)
    assert len(armies_of(s, 0)) == 1 and s.coins[0] == 50
    assert s.heroes[h]["unpaid"] and "warns you" in s.reports[0][-1]
    s.coins[0] = -1000 + 250 + 800 - 1000 + 300 - 300                 # short again next season
    collect_income(s, 0)
    assert h not in s.heroes and "leaves your service" in " ".join(s.reports[0])


def test_LH_HERO_8_a_warned_hero_paid_again_is_no_longer_under_warning():
    s = bare()
    h = hero(s, 0, ["scholar"], d5=3, unpaid=True)
    collect_income(s, 0)
    assert not s.heroes[h]["unpaid"]


def test_LH_HERO_9_a_dismissed_hero_joins_another_warlord_with_50_per_cent():
    s = bare()
    h = hero(s, 0, ["scholar"])
    s.rng.script = [50, 0]
    dismiss(s, 0, h)
    assert s.heroes[h]["seat"] == 1
    g = hero(s, 0, ["inventor"])
    s.rng.script = [51]
    dismiss(s, 0, g)
    assert g not in s.heroes


def test_LH_HERO_10_an_execution_keeps_travelling_heroes_away_for_a_year():
    s = bare()
    h = hero(s, 0, ["scholar"])
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"execute": h}, {"done": "court"},
              {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    assert h not in s.heroes and s.avoided[0] == 4       # the world steps of seasons 0 to 3 bring no one
    s.heroes = {}
    for season in range(1, 4):
        s.season = season
        s.rng.script = [100]                          # only the second warlord rolls
        arrivals(s)
        assert not s.heroes and not s.rng.script
    s.season = 4
    s.rng.script = [1, 0, 0, 0, 1, 0, 100]
    arrivals(s)
    assert [x["offer"] for x in s.heroes.values()] == [0]


def test_LH_CAPTURE_1_heroes_in_a_taken_central_flee_or_are_taken_and_the_captor_decides():
    s = bare()
    s.owner["Chu"] = 1
    posted = hero(s, 1, ["scholar"], post=["Chu", "governor"])
    cunning = hero(s, 1, ["cunning"], post=["Chu", "marshal"])
    s.owner["Chu"] = 0
    s.rng.script = [34, 66]                                          # 33% misses; Cunning's 66% holds
    capture(s, 0, "Chu")
    assert s.heroes[posted]["captor"] == 0 and s.heroes[cunning]["captor"] is None
    assert s.heroes[cunning]["post"] is None
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    assert GAME.legal_actions(s) == [{"convince": posted}, {"free": posted}, {"execute": posted}]
    assert GAME.describe_action(s, {"free": posted}) == "Set the captive Hero 1 (Scholar) free"
    s = write(s, {"convince": posted})
    s.rng.script = [75]                                              # 50% + 25% for paying twice the upkeep
    s = write(s, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True})
    s.rng.script = [75]
    s = write(s, *NOTHING)
    assert s.heroes[posted]["seat"] == 0 and s.heroes[posted]["captor"] is None


def test_LH_CAPTURE_1_a_loyal_captive_cannot_be_convinced():
    s = bare()
    loyal = hero(s, 1, ["loyal"], captor=0)
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"})
    assert GAME.legal_actions(s) == [{"free": loyal}, {"execute": loyal}]


def test_LH_DEATH_2_LH_EX_19_a_dead_warlords_heroes_join_the_victor_or_leave_and_the_loyal_leave():
    s = bare()
    joins, leaves, loyal = hero(s, 1, ["scholar"]), hero(s, 1, ["inventor"]), hero(s, 1, ["loyal"])
    s.owner["Yan"] = 0
    capture_palace(s, 0, 1)
    s.rng.script = [50, 51]
    on_death(s, 0, 1)
    assert s.heroes[joins]["seat"] == 0 and leaves not in s.heroes and loyal not in s.heroes
