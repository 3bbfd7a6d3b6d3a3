"""The Supply action: cube, market or palace, Supply Commerce or Move Units (SA-ACT-SUPPLY-1..5, SA-PALACE-4/5,
DT-09, DT-16, AMB-09, AMB-13, AMB-23, SA-ACT-EXCH-3)."""

from __future__ import annotations

from sa_helpers import new, run

from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.actions_supply import supply_options, supply_sources


def board(players=2):
    """Qin (seat 0) and Jin (seat 1) with no units and no kingdom tokens on the map."""
    s = new(1, players=players)
    for u in s.units:
        u.clear()
    s.kingdom_box += [k for ks in s.kingdom.values() for k in ks]
    s.kingdom = {}
    return s


def market(s, area, seat, n=1):
    s.owner[area] = seat
    s.buildings[area] = [{"b": "market", "mine": False, "st": "active", "cube": None} for _ in range(n)]


def supply(s, seat=0, **source):
    s = run(s, {"t": "action", "seat": seat})
    s = GAME.apply(s, {"action": "supply"})
    if s.tasks and s.tasks[-1].get("step") == "source":
        s = GAME.apply(s, source or {"market": "qin"})
    return s


def test_SA_ACT_SUPPLY_1_needs_a_supply_cube():
    s = board()
    assert supply_options(s, 0) == [{"action": "supply"}]
    s.players[0]["sections"]["supply"] = 0
    assert supply_options(s, 0) == []
    s = run(s, {"t": "action", "seat": 0})
    assert {"action": "supply"} not in GAME.legal_actions(s)


def test_SA_ACT_SUPPLY_1_the_cube_is_taken_and_put_on_the_market():
    s = board()
    s = supply(s)
    assert s.players[0]["sections"]["supply"] == 0
    m = next(b for b in s.buildings["qin"] if b["b"] == "market")
    assert m["st"] == "exhausted" and m["cube"] == 0


def test_SA_ACT_SUPPLY_2_any_owned_area_market_one_option_per_area():
    s = board()
    market(s, "yu", 0, n=2)
    market(s, "wei", 1)                                  # Jin's market: not Qin's to use
    s.buildings["guo"] = [{"b": "market", "mine": False, "st": "active", "cube": None}]   # neutral (AMB-14)
    assert supply_sources(s, 0) == [{"market": "qin"}, {"market": "yu"}, {"palace": "qin"}]
    s = supply(s, market="yu")
    assert [b["st"] for b in s.buildings["yu"]] == ["exhausted", "active"]


def test_SA_ACT_SUPPLY_2_exhausted_or_unbuilt_markets_do_not_count():
    s = board()
    for b in s.buildings["qin"]:
        if b["b"] == "market":
            b["st"], b["cube"] = "exhausted", 1
    market(s, "yu", 0)
    s.buildings["yu"][0]["st"] = "uc"
    s.players[0]["palace_st"], s.players[0]["palace_cube"] = "exhausted", 0
    assert supply_sources(s, 0) == [] and supply_options(s, 0) == []


def test_SA_PALACE_4_DT_09_supply_through_the_palace_without_a_market():
    s = board()
    s.buildings["qin"] = [b for b in s.buildings["qin"] if b["b"] != "market"]
    assert supply_sources(s, 0) == [{"palace": "qin"}]
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "supply"})             # the only source is taken at once
    p = s.players[0]
    assert p["palace_st"] == "exhausted" and p["palace_cube"] == 0 and p["sections"]["supply"] == 0
    assert s.players[0]["commerce"] == 1                 # nothing can move: Supply Commerce at once


def test_SA_ACT_SUPPLY_3_DT_16_supply_commerce_gives_one_and_no_world_event(reveals):
    s = board()
    s.add_units(0, "qin", "infantry")
    s = supply(s)
    assert GAME.legal_actions(s) == [{"mode": "commerce"}, {"mode": "move"}]
    before = s.players[0]["commerce"]
    s = GAME.apply(s, {"mode": "commerce"})
    assert s.players[0]["commerce"] == before + 1
    assert reveals == [] and s.tasks == []


def test_SA_ACT_SUPPLY_3_caravans_gives_two():
    s = board()
    s.players[0]["advancements"].append("caravans")
    s = supply(s)                                       # nothing can move: Supply Commerce at once
    assert s.players[0]["commerce"] == 2


def test_SA_ACT_SUPPLY_3_move_not_offered_when_nothing_can_move():
    s = board()
    s.add_units(0, "qin", "infantry")
    s.units[0]["qin"]["infantry"] = [0, 1, 0]          # already moved this turn (flipped)
    s = supply(s)
    assert s.players[0]["commerce"] == 1 and s.tasks == []


def test_SA_ACT_SUPPLY_4_activate_any_land_area_not_only_the_market_one():
    s = board()
    s.add_units(0, "song", "infantry")                  # far from Qin's market
    s = supply(s)
    s = GAME.apply(s, {"mode": "move"})
    assert s.tasks[-1]["area"] == "song"                # the only useful area is chosen at once
    assert {"kind": "infantry", "from": "song", "to": "xu", "by": "land"} in GAME.legal_actions(s)


def test_SA_ACT_SUPPLY_4_optional_adjacent_sea_space():
    s = board()
    s.add_units(0, "qin", "infantry")
    s.add_units(0, "yellow_longmen", "junk")
    s.add_units(0, "yellow_hetao", "junk")              # not adjacent to Qin: never offered
    s = supply(s)
    s = GAME.apply(s, {"mode": "move"})
    s = GAME.apply(s, {"area": "qin"})
    assert GAME.legal_actions(s) == [{"sea": None}, {"sea": "yellow_longmen"}]


def test_SA_ACT_SUPPLY_5_DT_16_move_reveals_exactly_once_zero_moves_none(reveals):
    s = board()
    s.add_units(0, "qin", "infantry", 3)
    s = supply(s)
    s = GAME.apply(s, {"mode": "move"})
    s = GAME.apply(s, {"kind": "infantry", "from": "qin", "to": "hanzhong", "by": "land"})
    s = GAME.apply(s, {"n": 2})
    assert reveals == []                                # only after the whole action
    s = GAME.apply(s, {"done": True})
    assert reveals == [0]
    s2 = board()
    s2.add_units(0, "qin", "infantry")
    s2 = supply(s2)
    s2 = GAME.apply(s2, {"mode": "move"})
    s2 = GAME.apply(s2, {"done": True})                 # AMB-23: nothing moved, no card
    assert reveals == [0] and s2.tasks == []


def test_SA_ACT_EXCH_3_AMB_13_supply_through_exchange_takes_no_cube_exhausts_nothing():
    s = board()
    s.players[0]["commerce"] = 3
    s.players[0]["sections"]["supply"] = 0
    assert supply_options(s, 0, exchange=True) == [{"action": "supply", "exchange": True}]
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "exchange"})
    s = GAME.apply(s, {"action": "supply", "exchange": True})
    s = GAME.apply(s, {"market": "qin"})               # nothing to move: commerce at once
    p = s.players[0]
    assert p["commerce"] == 1 and p["sections"]["supply"] == 0
    assert all(b["st"] == "active" for b in s.buildings["qin"])


def test_AMB_13_exchange_supply_still_needs_an_active_market_or_palace():
    s = board()
    s.buildings["qin"] = [b for b in s.buildings["qin"] if b["b"] != "market"]
    s.players[0]["palace_st"], s.players[0]["palace_cube"] = "exhausted", 0
    assert supply_options(s, 0, exchange=True) == []


def test_SA_ACT_SUPPLY_1_locked_cubes_stay_consistent():
    s = board()
    s.players[0]["sections"]["supply"], s.players[0]["locked"]["supply"] = 1, 1
    s = supply(s)
    assert s.players[0]["sections"]["supply"] == 0 and s.players[0]["locked"]["supply"] == 0
