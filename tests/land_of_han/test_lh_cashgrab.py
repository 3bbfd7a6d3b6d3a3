"""The desert road to Cashgrab (LH-CASH-1..6, LH-EX-8, LH-EX-20, rulings A-25, A-27, A-28)."""

from __future__ import annotations

from lh_helpers import NOTHING, begin, game, write

from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import army_limit
from pygame_rules.catalog.land_of_han.rules.caravans import base_revenue, commission, loads, move_caravans, route_income
from pygame_rules.catalog.land_of_han.rules.cashgrab import desert, exports, send_west, switch, trades
from pygame_rules.catalog.land_of_han.rules.economy import group_tax
from pygame_rules.engine.rng import Rng


def western():
    """Two warlords: the first in Qin, on the far west, with a Bazaar, a Silk Farm's worth of trade (a Tea
    Plantation and a Copper mine) in West Qin; the second in Wu."""
    s = game(2, seed=1)
    assert s.palace[0] == "Qin"
    s.improvements["wQin"] = ["bazaar", "tea_plantation", "mine:copper"]
    return s


def established(s, cargo, trade):
    cid = send_west(s, 0, cargo, "wQin", trade)
    s.rng.script = [100] * 5                                     # the desert spares it each season
    for _ in range(5):
        desert(s)
    assert s.caravans[cid]["route"]
    return cid


def test_LH_CASH_1_A_25_only_a_far_west_bazaar_sends_west_and_tea_and_salt_go_only_there():
    s = western()
    assert exports(s, 0, "wQin") == ["tea", "copper"]
    assert loads(s, 0, "wQin") == ["copper"]                     # Tea goes to no warlord, only to Cashgrab
    s.owner["wWu"] = 1
    s.improvements["nWu"] = ["bazaar", "tea_plantation"]
    assert exports(s, 1, "nWu") == []                            # Wu is not on the far west
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"},
              {"done": "diplomacy"})
    west = [a for a in GAME.legal_actions(s) if a.get("to") == "cashgrab"]
    assert {"caravan": "tea", "from": "wQin", "to": "cashgrab", "trade": "sell"} in west
    assert GAME.describe_action(s, {"caravan": "tea", "from": "wQin", "to": "cashgrab", "trade": "sell"}) == (
        "Send a caravan of tea from West Qin down the desert road to Cashgrab, to sell it (700 Coins every 5 "
        "seasons) (500 Coins)")


def test_LH_CASH_2_LH_CASH_3_A_27_the_first_round_trip_takes_five_seasons_at_10_per_cent_each():
    s = western()
    cid = send_west(s, 0, "copper", "wQin", "sell")
    s.rng.script = [11, 11, 11, 11]
    for _ in range(4):
        desert(s)
    assert not s.caravans[cid]["route"] and s.caravans[cid]["trip"] == 4
    s.rng.script = [10]
    desert(s)
    assert cid not in s.caravans and "lost in the desert" in s.reports[0][-1]
    cart = western()
    cart.done[0] = ["cartography"]
    cid = send_west(cart, 0, "copper", "wQin", "sell")
    cart.rng.script = [6]
    desert(cart)
    assert cid in cart.caravans                                   # Cartography: 5%
    move_caravans(cart)
    assert not cart.caravans[cid]["route"]                        # the desert road is not walked region by region


def test_LH_CASH_3_LH_CASH_4_A_28_a_standing_road_sells_every_five_seasons_with_no_more_risk():
    s = western()
    coins = s.coins[0]
    cid = established(s, "copper", "sell")
    assert s.coins[0] == coins - 500 + 700                       # the caravan, and the first trip's sale
    s.rng.script = []
    for _ in range(4):
        desert(s)
    assert s.coins[0] == coins + 200 and cid in s.caravans       # no roll, no pay until the cycle ends
    desert(s)
    assert s.coins[0] == coins + 900
    assert route_income(s, 0) == 0                               # the desert road pays no passage fees


def test_LH_CASH_5_A_28_a_road_may_barter_for_a_good_its_price_covers_and_the_province_keeps_it():
    assert trades("tea") == ["sell", "lentils"]
    assert trades("silk") == ["sell", "lentils", "spices", "scriptures", "glassware"]   # Silk buys any good
    s = western()
    limit, tax = army_limit(s, 0), group_tax(s, 0, "Qin")
    cid = established(s, "tea", "lentils")
    assert army_limit(s, 0) == limit + 2 and group_tax(s, 0, "Qin") == tax
    switch(s, 0, cid, "sell")
    assert army_limit(s, 0) == limit
    silk = western()
    silk.improvements["wQin"] = ["bazaar", "silk_farm"]
    established(silk, "silk", "glassware")
    base, pct = group_tax(silk, 0, "Qin")
    assert pct == tax[1] + 80


def test_LH_CASH_6_LH_EX_8_a_good_sent_on_east_pays_twice_its_price_and_its_benefit_moves():
    s = western()
    s.owner["eQin"] = 1                                          # the other warlord borders Qin
    s.improvements["eQin"] = ["bazaar"]
    established(s, "tea", "lentils")
    assert loads(s, 0, "wQin") == ["copper", "lentils"]
    limit = army_limit(s, 0), army_limit(s, 1)
    cid = commission(s, 0, "lentils", "wQin", "eQin", 0)
    while not s.caravans[cid]["route"]:
        move_caravans(s)
    assert (army_limit(s, 0), army_limit(s, 1)) == (limit[0] - 2, limit[1] + 2)
    tolls = 100 * sum(1 for r in ("Qin",) if s.owner.get(r) not in (0, 1))
    assert route_income(s, 0) == 2 * 700 - tolls                  # Lentils 1,400 a season
    for good, pays in (("spices", 2800), ("glassware", 4200), ("scriptures", 4200)):
        assert base_revenue(good) == pays


def test_LH_EX_20_about_59_per_cent_of_first_trips_reach_cashgrab_and_back():
    back = 0
    for seed in range(2000):
        s = western()
        s.rng = Rng(seed)
        cid = send_west(s, 0, "copper", "wQin", "sell")
        for _ in range(5):
            desert(s)
        back += cid in s.caravans
    assert abs(back / 2000 - 0.9 ** 5) < 0.03


def test_A_28_the_bargain_of_a_road_is_changed_on_the_sheet():
    s = western()
    cid = established(s, "tea", "sell")
    s.rng.script = []
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"},
              {"done": "diplomacy"})
    assert {"switch": cid, "trade": "lentils"} in GAME.legal_actions(s)
    assert GAME.describe_action(s, {"switch": cid, "trade": "lentils"}) == (
        "Let the desert road of tea barter for Lentils (+2 Max Army Limit) from now on")
    s = write(s, {"switch": cid, "trade": "lentils"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    assert s.caravans[cid]["trade"] == "lentils"
