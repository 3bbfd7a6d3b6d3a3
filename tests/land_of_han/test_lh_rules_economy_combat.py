"""Land of Han's first rules: the setup (LH-SETUP-1/2, LH-SHEET-1, LH-EX-2), the Max Army Limit (LH-ARMY-3), income
(LH-ECON-1..6, LH-EX-3, LH-EX-24, A-13, A-33), piety coverage (LH-REL-2, LH-EX-4) and combat (LH-COMBAT-2..5, LH-EX-9,
A-8, A-9), on states made by ``initial_state`` and changed by hand, with the dice scripted."""

from __future__ import annotations

import pytest
from lh_helpers import bare, game

from pygame_rules.catalog.land_of_han.content.map import CENTRAL
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of, army_limit, owned, piety_coverage
from pygame_rules.catalog.land_of_han.rules.combat import battle, combat_rating, duel
from pygame_rules.catalog.land_of_han.rules.economy import collect_income, production, taxes
from pygame_rules.catalog.land_of_han.state import BARBARIAN, INDEPENDENT, State
from pygame_rules.engine.rng import Rng


@pytest.mark.parametrize("players", range(2, 7))
def test_LH_SETUP_1_2_each_warlord_starts_with_a_palace_two_borders_a_spearman_and_10000_coins(players):
    s = game(players)
    assert s.coins == [10_000] * players and len(set(s.palace)) == players
    for seat in range(players):
        lands = owned(s, seat)
        assert len(lands) == 3 and s.palace[seat] in lands
        assert s.map.regions[s.palace[seat]].kind == CENTRAL
        assert all(r in s.map.adjacency[s.palace[seat]] for r in lands if r != s.palace[seat])
        assert [s.armies[a]["t"] for a in armies_of(s, seat)] == ["spearmen"]
        assert armies_at(s, s.palace[seat]) == armies_of(s, seat)
    # Spec 3.5: every Independent Central has a Spearman; Independent Borders start empty.
    for rid, region in s.map.regions.items():
        if rid not in s.owner:
            kinds = [s.armies[a]["t"] for a in armies_at(s, rid)]
            assert kinds == (["spearmen"] if region.kind == CENTRAL else [])
            assert all(s.armies[a]["o"] == INDEPENDENT for a in armies_at(s, rid))


def test_LH_SHEET_1_sheets_carry_a_religion_and_a_colour_and_the_seed_deals_the_lands():
    s = game(4, seed=7, religions=["daoism", "legalism", "buddhism", "ancestral"])
    assert [x["religion"] for x in s.sheets] == ["daoism", "legalism", "buddhism", "ancestral"]
    assert len({x["colour"] for x in s.sheets}) == 4
    assert game(4, seed=7).palace == s.palace
    assert len({tuple(game(4, seed=k).palace) for k in range(12)}) > 1
    assert State.from_json(s.to_json()).to_json() == s.to_json()


def test_LH_EX_2_LH_ARMY_3_the_example_sheet_limit_is_2_plus_1_plus_1():
    s = bare()
    assert army_limit(s, 0) == 4
    s.improvements["nWu"] = ["rice_farm", "rice_farm"]          # North Wu is Riverplains: +1 a farm
    assert army_limit(s, 0) == 6


def test_LH_EX_3_LH_ECON_1_2_first_income_is_1000_tax_less_100_upkeep():
    s = bare()
    assert taxes(s, 0) == 1000 and production(s, 0) == 0
    collect_income(s, 0)
    assert s.coins[0] == 10_900
    assert s.reports[0] == ["Income: taxes 1000, production 0, upkeep 100; treasury 10900"]


def test_LH_EX_24_LH_ECON_3_a_whole_group_pays_20_percent_more():
    s = bare()
    for r in ("Wu", "eWu", "nWu", "sWu", "wWu"):
        s.owner[r] = 0
    assert taxes(s, 0) == (500 + 4 * 250) * 120 // 100


def test_LH_ECON_4_A_33_salt_and_legalist_piety_add_their_percent_to_the_group():
    s = bare(religion="legalism")
    s.improvements["eWu"] = ["mine:salt", "temple", "temple", "temple"]
    assert piety_coverage(s, 0) == pytest.approx(100.0)
    # 1000 base, +10% Salt in the group, +20% Legalism (2% per 10% coverage, 100% covered): 1300.
    assert taxes(s, 0) == 1300


def test_LH_ECON_6_LH_CRAFT_1_production_of_tea_mines_and_the_workshop():
    s = bare()
    s.improvements["eWu"] = ["tea_plantation", "mine:salt"]
    assert production(s, 0) == 300 + 500                       # Salt is not refined
    s.improvements["nWu"] = ["silk_farm"]
    assert production(s, 0) == 800
    s.improvements["Wu"] = ["workshop"]
    assert production(s, 0) == 800 + 900                       # the Workshop refines the Silk
    s.improvements["eWu"] = ["mine:copper", "mine:jade"]
    assert production(s, 0) == 200 + 200 + 300 + 700 + 900


def test_LH_EX_4_LH_REL_2_piety_coverage_averages_the_groups_and_caps_each_at_three_temples():
    s = bare()
    for g, temples in (("Qi", 3), ("Shu", 1)):
        s.owner[g] = 0
        s.improvements[g] = ["temple"] * temples
    s.improvements["eWu"] = ["temple", "temple"]
    assert piety_coverage(s, 0) == pytest.approx(200 / 3)
    s.improvements["wQi"] = ["temple"]
    s.owner["wQi"] = 0
    assert piety_coverage(s, 0) == pytest.approx(200 / 3)         # a 4th temple in Qi changes nothing
    s.done[0] = ["hundred_schools"]
    assert piety_coverage(s, 0) == pytest.approx(250 / 3)                 # Hundred Schools: 100, 100, 50


def test_LH_ECON_5_A_13_insolvency_disbands_the_dearest_army_and_refunds_its_upkeep():
    s = bare()
    archers = [add_army(s, 0, "archers", "eWu", new=False) for _ in range(2)]
    s.coins[0] = -600                                           # after income (1000 in, 600 upkeep out): -200
    collect_income(s, 0)
    assert s.coins[0] == 50 and archers[1] not in s.armies and archers[0] in s.armies
    assert "leaves your service" in s.reports[0][-1]
    s.coins[0] = -5000
    collect_income(s, 0)
    assert s.coins[0] == 0 and not armies_of(s, 0)


def test_LH_COMBAT_4_A_9_walls_palace_castle_defend_and_daoist_piety_counts_everywhere():
    s = bare(religion="daoism")
    palace = armies_at(s, "Wu")[0]
    assert combat_rating(s, palace, defending=True) == 0 + 2 + 2
    assert combat_rating(s, palace, defending=False) == 0
    archer = add_army(s, 0, "archers", "eWu")
    s.improvements["eWu"] = ["castle", "temple", "temple", "temple"]
    # Coverage 100% of one group: Daoism +3 (one per full 33%).
    assert combat_rating(s, archer, defending=True) == 2 + 4 + 3
    assert combat_rating(s, archer, defending=False) == 2 + 3
    barbarians = add_army(s, BARBARIAN, "cavalry", "nWu")
    assert combat_rating(s, barbarians, defending=False) == 6


def test_LH_EX_9_LH_COMBAT_2_3_a_spearman_against_a_palace_draws_at_7_and_wins_at_9_to_2():
    s = bare()
    defender = armies_at(s, "Wu")[0]
    attacker = add_army(s, 1, "spearmen", "Wu")
    s.rng = Rng(0, script=[7, 3])
    assert duel(s, attacker, defender) == "draw" and {attacker, defender} <= set(s.armies)
    s.rng = Rng(0, script=[9, 2])
    assert duel(s, attacker, defender) == "attacker" and defender not in s.armies
    s.rng = Rng(0, script=[1, 1])
    attacker2 = add_army(s, 1, "spearmen", "Wu")
    other = add_army(s, 0, "spearmen", "Wu")
    assert duel(s, attacker2, other) == "defender" and attacker2 not in s.armies


def test_A_8_several_armies_fight_strongest_first_and_a_draw_routs_the_attacker():
    s = bare()
    spear = armies_at(s, "Wu")[0]                               # CR 4 at the Palace
    archer = add_army(s, 0, "archers", "Wu")                    # CR 6 at the Palace: fights first
    cav = add_army(s, 1, "cavalry", "Wu")                       # CR 6 attacking
    spear2 = add_army(s, 1, "spearmen", "Wu")                   # CR 0 attacking
    # Shuffles (attackers, defenders) keep the order given; then cavalry 5 + 6 vs archers 5 + 6: a draw (routed),
    # the spearman steps in: 10 + 0 vs 1 + 6 beats the archers, then 2 + 0 vs 9 + 4 loses to the spearman.
    s.rng = Rng(0, script=[[0, 1], [0, 1], 5, 5, 10, 1, 2, 9])
    result = battle(s, [cav, spear2], [spear, archer])
    assert result.duels == [(cav, archer, "draw"), (spear2, archer, "attacker"), (spear2, spear, "defender")]
    assert result.winner == "defender" and result.routed == [cav]
    assert set(armies_at(s, "Wu")) == {spear, cav}
    assert battle(s, [cav], []).winner == "attacker"                                    # LH-TURN-4: no defender
