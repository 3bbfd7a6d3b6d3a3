"""Caravans and trade routes between warlords (LH-CARAVAN-1..8, LH-EX-6, LH-EX-7, rulings A-26, A-29)."""

from __future__ import annotations

from lh_helpers import NOTHING, bare, begin, write

from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, army_limit
from pygame_rules.catalog.land_of_han.rules.caravans import (
    check_routes,
    commission,
    destinations,
    dismantle,
    loads,
    move_caravans,
    plunder,
    road,
    route_income,
    turn_back,
)
from pygame_rules.catalog.land_of_han.rules.raising import recruit_cost

TO_SPEND = ({"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"})


def traders():
    """The first warlord with a Bazaar and a Rice Farm in North Wu, the second holding West Wu beside them (a
    neighbouring state) as well as Yan."""
    s = bare()
    s.owner["wWu"] = 1
    for a in armies_at(s, "wWu"):
        del s.armies[a]
    s.improvements["nWu"] = ["bazaar", "rice_farm"]
    return s


def arrive(s, cid):
    """Move caravans until ``cid`` has arrived; returns ``cid``."""
    while not s.caravans[cid]["route"]:
        move_caravans(s)
    return cid


def test_LH_CARAVAN_1_a_caravan_at_a_bazaar_carries_what_its_region_produces_to_a_neighbours_central():
    s = traders()
    assert loads(s, 0, "nWu") == ["rice"] and loads(s, 0, "eWu") == []          # no Bazaar in East Wu
    assert destinations(s, 0) == ["Yan"]                                         # the neighbour's Central
    s.improvements["wWu"] = ["bazaar"]
    assert destinations(s, 0) == ["Yan", "wWu"]                                  # or a region with a Bazaar
    s = write(begin(s), *TO_SPEND)
    order = {"caravan": "rice", "from": "nWu", "to": "Yan", "fee": 0}
    assert order in GAME.legal_actions(s)
    assert GAME.describe_action(s, order) == ("Send a caravan of rice from North Wu to Yan (the blue warlord's) "
                                              "(500 Coins)")
    coins = s.coins[0]
    s = write(s, order, {"done": "spend"}, {"seal": True}, *NOTHING)
    (c,) = s.caravans.values()
    assert c["o"] == 0 and c["target"] == 1 and not c["route"]
    assert "A caravan of rice from the red warlord is on its way to Yan" in " ".join(s.reports[1])
    assert loads(s, 0, "nWu") == []                                              # one load per Rice Farm
    assert "The red warlord sends a caravan of rice from North Wu to Yan" in s.log and coins > s.coins[0] - 1500


def test_LH_CARAVAN_2_a_caravan_walks_two_regions_a_season_and_opens_a_route_on_arrival():
    s = traders()
    cid = commission(s, 0, "rice", "nWu", "Yan", 0)
    assert road(s, "nWu", "Yan") == ["sLu", "Lu", "nLu", "sQi", "wQi", "Yan"]
    move_caravans(s)
    assert s.caravans[cid]["r"] == "Lu" and not s.caravans[cid]["route"]
    s.done[0] = ["logistics", "roads"]
    move_caravans(s)
    assert s.caravans[cid]["r"] == "wQi"                                         # Roads: 3 a season
    move_caravans(s)
    assert s.caravans[cid]["route"] and s.caravans[cid]["r"] == "Yan"
    assert any("a trade route stands" in line for line in s.log)


def test_LH_CARAVAN_3_A_26_each_season_the_route_pays_its_revenue_less_passage_fees_and_crossed_warlords_earn():
    s = traders()
    s.owner["Lu"] = 1                                                           # the target's own region: no fee
    s.owner["sQi"] = 0
    arrive(s, commission(s, 0, "rice", "nWu", "Yan", 300))
    crossings = ["sLu", "nLu", "wQi"]                                            # Independent: 100 each
    assert all(r not in s.owner for r in crossings)
    assert route_income(s, 0) == 100 + 300 - 100 * len(crossings)
    assert route_income(s, 1) == -300                                            # the extra fee
    s.owner["nLu"] = 1
    assert route_income(s, 1) == -300                                            # the destination never charges
    assert route_income(s, 0) == 100 + 300 - 100 * 2


def test_LH_CARAVAN_4_LH_CARAVAN_7_the_benefit_moves_to_the_target_and_nobody_has_it_on_the_road():
    s = traders()
    mine, theirs = army_limit(s, 0), army_limit(s, 1)
    cid = commission(s, 0, "rice", "nWu", "Yan", 0)
    assert (army_limit(s, 0), army_limit(s, 1)) == (mine - 1, theirs)               # on the road: nobody
    arrive(s, cid)
    assert (army_limit(s, 0), army_limit(s, 1)) == (mine - 1, theirs + 1)           # at home with the target


def test_LH_EX_7_an_iron_route_moves_the_recruitment_discount_but_a_second_mine_keeps_one_at_home():
    s = traders()
    s.improvements["nWu"] = ["bazaar", "mine:iron"]
    s.found["nWu"] = ["iron"]
    assert recruit_cost(s, 0, "Wu", "cavalry") == 1350
    cid = commission(s, 0, "iron", "nWu", "Yan", 0)
    assert recruit_cost(s, 0, "Wu", "cavalry") == 1500 and recruit_cost(s, 1, "Yan", "cavalry") == 1500
    arrive(s, cid)
    assert recruit_cost(s, 1, "Yan", "cavalry") == 1350 and recruit_cost(s, 0, "Wu", "cavalry") == 1500
    assert route_income(s, 0) == 300 - 100 * 5
    two = traders()
    two.improvements["nWu"] = ["bazaar", "mine:iron"]
    two.improvements["eWu"] = ["mine:iron"]
    commission(two, 0, "iron", "nWu", "Yan", 0)
    assert recruit_cost(two, 0, "Wu", "cavalry") == 1350


def test_LH_EX_6_LH_CARAVAN_6_an_army_beside_a_caravan_plunders_100_to_300_per_cent_in_steps_of_50():
    s = traders()
    s.improvements["nWu"] = ["bazaar", "silk_farm"]
    cid = commission(s, 0, "silk", "nWu", "Yan", 0)
    move_caravans(s)                                                             # now in Lu
    assert plunder(s, 1, cid) == 0 and cid in s.caravans                         # no army there
    for a in armies_at(s, "Lu"):
        del s.armies[a]
    add_army(s, 1, "spearmen", "Lu", new=False)
    before = s.coins[1]
    s.rng.script = [7]
    assert plunder(s, 1, cid) == 1000 + 7 * 50 and s.coins[1] == before + 1350
    assert cid not in s.caravans and loads(s, 0, "nWu") == ["silk"]
    copper = traders()
    copper.improvements["nWu"] = ["bazaar", "mine:copper"]
    cid = commission(copper, 0, "copper", "nWu", "Yan", 0)
    add_army(copper, 1, "spearmen", "nWu", new=False)
    copper.rng.script = [20]
    assert plunder(copper, 1, cid) == 1500                                       # 500 to 1,500 for Copper


def test_LH_CARAVAN_6_plunder_is_ordered_with_the_marches_and_needs_an_army_there_after_them():
    s = traders()
    s.improvements["nWu"] = ["bazaar", "silk_farm"]
    commission(s, 0, "silk", "nWu", "Yan", 0)
    move_caravans(s)
    for a in armies_at(s, "Lu"):
        del s.armies[a]
    s.owner["sLu"] = 1
    raider = add_army(s, 1, "spearmen", "sLu", new=False)
    s = write(begin(s), *NOTHING, {"skip": "raise"})
    (cid,) = s.caravans
    assert {"plunder": cid} in GAME.legal_actions(s)
    s = write(s, {"move": raider, "to": "Lu"}, {"plunder": cid})
    s.rng.script = []
    s = write(s, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"},
              {"seal": True})
    assert cid not in s.caravans and any("plunders the caravan of silk" in line for line in s.log)


def test_LH_CARAVAN_5_A_29_the_target_may_turn_a_caravan_back_and_the_sender_gets_nothing_back():
    s = traders()
    cid = commission(s, 0, "rice", "nWu", "Yan", 300)
    turn_back(s, 0, cid)
    assert cid in s.caravans                                                     # only the target may
    turn_back(s, 1, cid)
    assert cid not in s.caravans and loads(s, 0, "nWu") == ["rice"]
    assert any("turned back by the blue warlord" in r for r in s.reports[0])


def test_LH_CARAVAN_8_a_route_is_dismantled_at_once_by_its_sender_or_target_and_ends_with_its_lands():
    s = traders()
    cid = arrive(s, commission(s, 0, "rice", "nWu", "Yan", 0))
    dismantle(s, 1, cid)                                                          # the target
    assert cid not in s.caravans and any("dismantled by the blue warlord" in r for r in s.reports[0])
    cid = arrive(s, commission(s, 0, "rice", "nWu", "Yan", 0))
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"})
    assert {"dismantle": cid} in GAME.legal_actions(s)
    assert GAME.describe_action(s, {"dismantle": cid}) == "Dismantle the trade route of rice from North Wu to Yan"
    s = write(s, {"dismantle": cid}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    assert cid not in s.caravans
    cid = arrive(s, commission(s, 0, "rice", "nWu", "Yan", 0))
    s.owner["nWu"] = 1                                                            # the Bazaar's region lost
    check_routes(s)
    assert cid not in s.caravans


def test_A_35_a_dismantled_route_is_gone_for_good_and_restored_only_by_a_new_caravan():
    s = traders()
    cid = arrive(s, commission(s, 0, "rice", "nWu", "Yan", 0))
    dismantle(s, 0, cid)
    assert not s.caravans and loads(s, 0, "nWu") == ["rice"]
    again = commission(s, 0, "rice", "nWu", "Yan", 0)
    assert again != cid and not s.caravans[again]["route"]                       # on the road again, from the start
