"""Build, Move Palace, Train, Honor, Research and Exchange (SA-ACT-4..9, SA-ACT-BUILD-*, SA-ACT-PALACE-*,
SA-ACT-TRAIN-*, SA-ACT-HONOR-*, SA-ACT-RESEARCH-*, SA-ACT-EXCH-*, SA-PALACE-3..5; EX-02..04, DT-02..09, DT-49;
AMB-10/11/13/14/16/17/22/52/73/94)."""

from __future__ import annotations

import random

import pytest
from sa_helpers import clear_board, new, run

from pygame_rules.catalog.spring_autumn.content.player_board import can_research
from pygame_rules.catalog.spring_autumn.flow import HANDLERS, RESOLVERS, action_options
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import actions_economy as E

MINE = "loufan"          # a mountain with a mine and no settlement
DAI = "dai"              # a mountain with 1 settlement and a mine
TWO = "wei"          # a valley with 2 settlements


def B(kind, st="active", cube=None, mine=False):
    return {"b": kind, "mine": mine, "st": st, "cube": cube}


def board(seat=0, areas=None, palace=None, cubes=1, commerce=0):
    """Seat ``seat`` owns ``areas`` ({area: [buildings]}), has ``cubes`` in every section, no units, and it is
    that seat's action."""
    s = clear_board(new(1))
    s.phase, s.passed = "action", [False] * s.n
    for p in s.players:
        p["palace"] = None
    p = s.players[seat]
    p["sections"] = {k: cubes for k in p["sections"]}
    p["commerce"] = commerce
    s.units[seat] = {}
    for area, bs in (areas or {}).items():
        s.owner[area] = seat
        s.buildings[area] = [dict(b) for b in bs]
    p["palace"] = palace
    s.tasks = [{"t": "action", "seat": seat}]
    return s


def opts(s):
    t = s.tasks[-1]
    return HANDLERS[t["t"]](s, t)[1]


def act(s, *choices):
    """Resolve each choice on the top task, checking it is offered (even when it is the only option, which
    ``advance`` would take by itself)."""
    for c in choices:
        assert c in opts(s), (c, opts(s))
        t = s.tasks[-1]
        RESOLVERS[t["t"]](s, t, c)
    return s


def acts(s, seat=0):
    return [o["action"] for o in action_options(s, seat)]


def ex_opts(s, seat=0):
    return [o["action"] for o in E.exchangeable_options(s, seat)]


# ---------------------------------------------------------------------- Build

def test_SA_ACT_BUILD_1_needs_a_build_cube():
    s = board(areas={TWO: []})
    assert "build" in acts(s)
    s.players[0]["sections"]["build"] = 0
    assert "build" not in acts(s)
    s.players[0]["commerce"] = 3
    assert "build" in ex_opts(s)                        # Exchange needs no cube


def test_SA_ACT_BUILD_2_AMB_14_owned_area_and_five_types():
    s = board(areas={TWO: []})
    s.buildings["song"] = []                             # not owned
    act(s, {"action": "build"})
    assert opts(s) == [{"area": TWO}]
    act(s, {"area": TWO}, {"place": "settlement"})
    assert opts(s) == [{"building": b} for b in ("barracks", "academy", "shrine", "fortification", "market")]


def test_SA_ACT_BUILD_3_DT_04_settlements_and_mine_with_mining():
    s = board(areas={MINE: [], DAI: [B("market")]})
    act(s, {"action": "build"})
    assert opts(s) == [{"area": DAI}]                    # the bare mine needs Mining
    assert E.build_places(s, 0, DAI) == [{"place": 0}]   # no empty settlement left: only a replacement
    s.players[0]["advancements"] = ["mining"]
    assert E.build_places(s, 0, MINE) == [{"place": "mine"}]
    act(s, {"area": MINE}, {"place": "mine"}, {"building": "barracks"})
    assert s.buildings[MINE] == [{"b": "barracks", "mine": True, "st": "uc", "cube": None}]
    assert E.build_places(s, 0, MINE) == [{"place": 0}]  # each slot holds one building


def test_SA_ACT_BUILD_4_DT_04_AMB_16_replacement():
    s = board(areas={DAI: [B("shrine"), B("market", "uc", mine=True)]})
    s.players[0]["advancements"] = ["mining"]
    assert E.build_places(s, 0, DAI) == [{"place": 0}, {"place": 1}]
    act(s, {"action": "build"}, {"area": DAI}, {"place": 0})
    assert {"building": "shrine"} not in opts(s)         # never the same type (AMB-16)
    act(s, {"building": "academy"})
    assert s.buildings[DAI][0] == {"b": "academy", "mine": False, "st": "uc", "cube": None}
    s.buildings[DAI][0] = B("academy", "exhausted", 0)
    assert E.build_places(s, 0, DAI) == [{"place": 1}]   # exhausted: never replaced; under construction: ok
    s.buildings[DAI][1] = B("market", "exhausted", 0, mine=True)
    assert E.build_places(s, 0, DAI) == []
    s.tasks = [{"t": "action", "seat": 0}]
    assert "build" not in acts(s)


def test_SA_ACT_BUILD_4_identical_replacements_are_one_choice_whatever_cube_built_them():
    """Two barracks under construction, one built through Exchange (a spare cube): replacing either is the
    same, so one choice, not "replace the under construction barracks" twice."""
    s = board(areas={TWO: [B("barracks", "uc"), {**B("barracks", "uc"), "spare": True}]})
    assert E.build_places(s, 0, TWO) == [{"place": 0}]


def test_SA_ACT_BUILD_5_DT_03_new_building_under_construction_and_unusable():
    s = board(areas={TWO: []})
    act(s, {"action": "build"}, {"area": TWO}, {"place": "settlement"}, {"building": "academy"})
    assert s.players[0]["sections"]["build"] == 0
    assert s.buildings[TWO] == [B("academy", "uc")]
    s.tasks = [{"t": "action", "seat": 0}]
    assert "research" not in acts(s)                    # SA-ACT-7
    run(s, {"t": "upk_retrieve"})
    assert s.buildings[TWO] == [B("academy")]
    s.tasks = [{"t": "action", "seat": 0}]
    assert "research" in acts(s)


def test_SA_ACT_BUILD_6_DT_06_shrine_drafts_from_the_market():
    s = board(areas={TWO: []})
    s.market = ["A", "B", "C", "D"]
    s.phil_deck = ["N3", "N2", "N1"]                     # last = top
    act(s, {"action": "build"}, {"area": TWO}, {"place": "settlement"}, {"building": "shrine"})
    assert s.tasks[-1]["t"] == "draft" and opts(s) == [{"draft": i} for i in range(4)]
    act(s, {"draft": 2})
    assert s.players[0]["philosophies"][-1] == {"id": "C", "up": False, "token": None}
    assert s.market == ["N1", "A", "B", "D"]
    run(s, {"t": "upk_market"})
    assert s.market == ["N3", "N2", "N1", "A"] and s.phil_discard == ["B", "D"]


def test_SA_ACT_BUILD_6_AMB_52_reshuffle_and_empty_slot():
    s = board(areas={TWO: []})
    s.market, s.phil_deck, s.phil_discard = ["A", "B", "C", "D"], [], ["X"]
    E.draft(s, 0, 0)
    assert s.market == ["X", "B", "C", "D"] and s.phil_discard == []
    E.draft(s, 0, 3)
    assert s.market == [None, "X", "B", "C"]             # deck and discard empty: the slot stays empty
    E.draft(s, 0, 1)
    assert s.market == [None, None, "B", "C"]


def test_SA_ACT_BUILD_6_no_draft_for_other_types_nor_with_an_empty_market():
    s = board(areas={TWO: []})
    before = len(s.players[0]["philosophies"])
    act(s, {"action": "build"}, {"area": TWO}, {"place": "settlement"}, {"building": "market"})
    s.market = [None] * 4
    s.players[0]["sections"]["build"] = 1
    s.tasks = [{"t": "action", "seat": 0}]
    act(s, {"action": "build"}, {"area": TWO}, {"place": "settlement"}, {"building": "shrine"})
    assert len(s.players[0]["philosophies"]) == before and s.tasks == []


def test_AMB_22_starting_shrines_draft_nothing():
    s = new(1)
    assert all(len(p["philosophies"]) == 1 for p in s.players) and all(c is not None for c in s.market)


# ---------------------------------------------------------------------- Move Palace

def test_SA_ACT_PALACE_1_2_3_DT_10_move_palace():
    s = board(areas={"qin": [], TWO: [], DAI: []}, palace="qin")
    act(s, {"action": "move_palace"})
    assert opts(s) == [{"area": DAI}, {"area": TWO}]     # any other owned area
    act(s, {"area": TWO})
    p = s.players[0]
    assert (p["palace"], p["palace_st"], p["palace_cube"]) == (TWO, "uc", None)
    assert p["sections"]["build"] == 0
    s.tasks = [{"t": "action", "seat": 0}]
    assert E.power_choices(s, 0, "train") == []          # under construction: no building use
    run(s, {"t": "upk_retrieve"})
    assert p["palace_st"] == "active"


def test_SA_ACT_PALACE_1_exhausted_palace_cannot_move():
    s = board(areas={"qin": [], TWO: []}, palace="qin")
    s.players[0]["palace_st"], s.players[0]["palace_cube"] = "exhausted", 0
    assert "move_palace" not in acts(s)


def test_SA_ACT_PALACE_4_no_free_activation_and_AMB_13_exchange_spare_cube():
    s = board(areas={"qin": [], TWO: []}, palace="qin", cubes=0, commerce=3)
    act(s, {"action": "exchange"}, {"action": "move_palace", "exchange": True}, {"area": TWO})
    p = s.players[0]
    assert (p["palace"], p["palace_st"], p["palace_cube"], p["commerce"]) == (TWO, "uc", "spare", 0)


# ---------------------------------------------------------------------- Train

def test_SA_ACT_TRAIN_1_needs_a_train_cube():
    s = board(areas={TWO: [B("barracks")]}, cubes=0)
    assert "train" not in acts(s)


def test_SA_ACT_TRAIN_2_4_6_EX_02_helen_trains_infantry():
    s = board(areas={"qi": [B("barracks"), B("barracks")]}, commerce=3)
    s.players[0]["sections"]["train"] = 2
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"})
    assert opts(s) == [{"unit": u} for u in ("infantry", "cavalry", "archer", "junk")]
    act(s, {"unit": "infantry"})
    assert s.unit_count(0, "infantry", "qi") == 2
    assert [b["st"] for b in s.buildings["qi"]] == ["exhausted", "active"]
    assert s.buildings["qi"][0]["cube"] == 0 and s.players[0]["sections"]["train"] == 1
    assert s.tasks == []                                 # the action is over
    b2 = s.copy()
    s.tasks = [{"t": "action", "seat": 0}]
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"}, {"unit": "infantry"})
    assert s.unit_count(0, "infantry", "qi") == 3
    assert [b["st"] for b in s.buildings["qi"]] == ["exhausted", "exhausted"]
    s.tasks = [{"t": "action", "seat": 0}]
    assert "train" not in acts(s) and "train" not in ex_opts(s)   # negative check: by any means
    # variant 2b: the second train through Exchange
    b2.tasks = [{"t": "action", "seat": 0}]
    act(b2, {"action": "exchange"}, {"action": "train", "exchange": True}, {"area": "qi", "use": "barracks"},
        {"unit": "infantry"})
    assert b2.unit_count(0, "infantry", "qi") == 3 and b2.players[0]["commerce"] == 0
    assert b2.players[0]["sections"]["train"] == 1 and b2.buildings["qi"][1]["st"] == "active"


def test_SA_ACT_TRAIN_6_junks_placed_on_land():
    s = board(areas={"qi": [B("barracks")]})
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"}, {"unit": "junk"})
    assert s.units[0] == {"qi": {"junk": [1, 0, 0]}}


def test_SA_ACT_TRAIN_3_5_DT_05_hero_training():
    s = board(areas={"qi": [B("academy")] * 3 + [B("barracks")]})
    act(s, {"action": "train"})
    assert opts(s) == [{"area": "qi", "use": "barracks"}, {"area": "qi", "use": "academy"}]
    act(s, {"area": "qi", "use": "academy"})
    assert opts(s) == [{"unit": "hero"}]
    act(s, {"unit": "hero"})
    assert s.unit_count(0, "hero") == 1
    assert [b["st"] for b in s.buildings["qi"]] == ["exhausted", "active", "active", "active"]
    s.add_units(0, "qi", "hero", 2)
    s.players[0]["sections"]["train"] = 1
    assert E.power_choices(s, 0, "train") == [{"area": "qi", "use": "barracks"}]   # 3 heroes: none offered


def test_SA_ACT_TRAIN_5_no_hero_without_academy():
    s = board(areas={"qi": [B("barracks")]})
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"})
    assert {"unit": "hero"} not in opts(s)


def test_SA_ACT_TRAIN_7_AMB_73_DT_49_excess_over_the_cap_is_lost():
    s = board(areas={"qi": [B("barracks"), B("barracks")]})
    s.add_units(0, "song", "infantry", 9)
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"}, {"unit": "infantry"})
    assert s.unit_count(0, "infantry") == 10 and s.buildings["qi"][0]["st"] == "exhausted"
    assert "lost to the cap" in s.log[-1]
    GAME.check_invariants(s)


def test_shipyards_adds_a_junk():
    s = board(areas={"qi": [B("barracks")]})
    s.players[0]["advancements"] = ["shipyards"]
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"}, {"unit": "junk"})
    assert s.unit_count(0, "junk") == 2


# ---------------------------------------------------------------------- palace as a building

def test_SA_PALACE_3_4_5_AMB_10_DT_09_palace_never_combined():
    s = board(areas={"qin": [B("barracks"), B("barracks")]}, palace="qin")
    s.players[0]["sections"]["train"] = 2
    act(s, {"action": "train"})
    assert opts(s) == [{"area": "qin", "use": "barracks"}, {"area": "qin", "use": "palace"}]
    act(s, {"area": "qin", "use": "palace"}, {"unit": "infantry"})
    p = s.players[0]
    assert s.unit_count(0, "infantry") == 1 and (p["palace_st"], p["palace_cube"]) == ("exhausted", 0)
    assert all(b["st"] == "active" for b in s.buildings["qin"])
    s.tasks = [{"t": "action", "seat": 0}]
    act(s, {"action": "train"}, {"area": "qin", "use": "barracks"}, {"unit": "infantry"})
    assert s.unit_count(0, "infantry") == 3                # +2, never +3


def test_SA_PALACE_4_DT_09_AMB_94_honor_and_research_via_palace():
    s = board(areas={"qin": []}, palace="qin", commerce=0)
    act(s, {"action": "honor"}, {"area": "qin", "use": "palace"})
    assert s.players[0]["honor"] == 1 and s.players[0]["palace_st"] == "exhausted"
    s = board(areas={"qin": []}, palace="qin")
    act(s, {"action": "research"}, {"area": "qin", "use": "palace"})
    assert opts(s)[-1] == {"advancement": None} and {"advancement": "mining"} in opts(s)
    act(s, {"advancement": "mining"})
    assert s.players[0]["knowledge"] == 0 and s.players[0]["advancements"] == ["mining"]


def test_AMB_11_palace_trains_one_hero():
    s = board(areas={"qin": []}, palace="qin")
    act(s, {"action": "train"}, {"area": "qin", "use": "palace"})
    assert {"unit": "hero"} in opts(s)
    act(s, {"unit": "hero"})
    assert s.unit_count(0, "hero") == 1


# ---------------------------------------------------------------------- Honor

def test_SA_ACT_HONOR_1_2_EX_03_sean_honors_in_chu():
    s = board(areas={"chu": [B("shrine"), B("shrine")]})
    s.players[0]["sections"]["honor"] = 2
    act(s, {"action": "honor"}, {"area": "chu", "use": "shrine"})
    p = s.players[0]
    assert p["honor"] == 2 and p["sections"]["honor"] == 1
    assert sorted(b["st"] for b in s.buildings["chu"]) == ["active", "exhausted"]
    s.tasks = [{"t": "action", "seat": 0}]
    act(s, {"action": "honor"}, {"area": "chu", "use": "shrine"})
    assert p["honor"] == 3 and all(b["st"] == "exhausted" for b in s.buildings["chu"])


def test_SA_ACT_HONOR_1_needs_an_honor_cube():
    s = board(areas={"chu": [B("shrine")]}, cubes=0)
    assert "honor" not in acts(s)


def test_SA_ACT_HONOR_3_SA_ACT_9_AMB_14_active_shrine_in_owned_area():
    s = board(areas={"chu": [B("shrine", "exhausted", 0), B("academy")]})
    s.buildings["song"] = [B("shrine")]                   # neutral area: never usable
    assert E.power_choices(s, 0, "honor") == [] and "honor" not in acts(s)


# ---------------------------------------------------------------------- Research

def test_SA_ACT_RESEARCH_1_needs_a_research_cube():
    s = board(areas={"qi": [B("academy")]}, cubes=0)
    assert "research" not in acts(s)


def test_SA_ACT_RESEARCH_2_5_7_8_9_EX_04_ravi_researches_discipline():
    # fixture (G-05): M1x = tactics (military level 1), M2x = crossbows (military level 2)
    s = board(areas={TWO: [B("academy"), B("academy")]})
    p = s.players[0]
    p["advancements"], p["knowledge"], p["commerce"] = ["tactics", "crossbows"], 1, 0
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"})
    assert p["knowledge"] == 3 and sorted(b["st"] for b in s.buildings[TWO]) == ["active", "exhausted"]
    military = [o["advancement"] for o in opts(s) if o["advancement"] in
                ("discipline", "iron_weapons", "tactics", "control", "crossbows")]
    assert sorted(military) == ["discipline", "iron_weapons"]          # Control: 1 level 1, 1 level 2
    act(s, {"advancement": "discipline"})
    assert p["knowledge"] == 2 and "discipline" in p["advancements"]
    assert s.tasks == []                                                # one advancement per action
    assert can_research(set(p["advancements"]), "control")              # follow-up: 2 level 1 vs 1 level 2


def test_SA_ACT_RESEARCH_7_EX_04_alternative_iron_weapons():
    s = board(areas={TWO: [B("academy"), B("academy")]})
    p = s.players[0]
    p["advancements"], p["knowledge"] = ["tactics", "crossbows"], 1
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"}, {"advancement": "iron_weapons"})
    assert p["knowledge"] == 2


@pytest.mark.parametrize("l1,l2,legal", [(0, 0, False), (1, 0, True), (1, 1, False), (2, 1, True)])
def test_SA_ACT_RESEARCH_9_DT_07_level_2_prerequisites(l1, l2, legal):
    owned = set(["mining", "masonry"][:l1]) | set(["architecture"][:l2])
    owned.add("discipline")                                  # a level 1 of another category never helps
    target = "great_wall"
    assert can_research(owned, target) is legal
    s = board(areas={TWO: [B("academy")]})
    s.players[0]["advancements"], s.players[0]["knowledge"] = sorted(owned), 5
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"})
    assert ({"advancement": target} in opts(s)) is legal


def test_SA_ACT_RESEARCH_4_AMB_17_DT_08_commerce_conversion():
    s = board(areas={TWO: [B("academy")]}, commerce=5)
    p = s.players[0]
    p["advancements"] = ["mining"]
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"})
    assert p["knowledge"] == 1 and p["commerce"] == 5
    act(s, {"advancement": "great_wall"})                    # level 2: 3 knowledge, 2 converted
    assert (p["knowledge"], p["commerce"]) == (0, 3)


def test_SA_ACT_RESEARCH_4_AMB_17_no_conversion_without_purchase_nor_outside_research():
    s = board(areas={TWO: [B("academy")]}, commerce=5)
    p = s.players[0]
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"}, {"advancement": None})
    assert (p["knowledge"], p["commerce"]) == (1, 5)
    s.tasks = [{"t": "action", "seat": 0}]
    assert not any("advancement" in o or "convert" in o for o in action_options(s, 0))


def test_SA_ACT_RESEARCH_4_affordability_counts_commerce():
    s = board(areas={TWO: [B("academy")]}, commerce=1)
    s.players[0]["advancements"] = ["mining"]
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"})
    assert {"advancement": "great_wall"} not in opts(s)      # 1 knowledge + 1 commerce < 3


def test_merchant_scholars_converts_two_per_commerce_and_keeps_nothing():
    s = board(areas={TWO: [B("academy")]}, commerce=2)
    p = s.players[0]
    p["advancements"] = ["merchant_scholars", "mining"]
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"}, {"advancement": "great_wall"})
    assert (p["knowledge"], p["commerce"]) == (0, 1)         # shortfall 2 -> 1 commerce


def test_SA_ACT_RESEARCH_5_6_one_advancement_only_at_research():
    s = board(areas={TWO: [B("academy")]})
    s.players[0]["knowledge"] = 9
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"}, {"advancement": "mining"})
    assert s.players[0]["advancements"] == ["mining"] and s.players[0]["knowledge"] == 9
    assert s.tasks == []


def test_SA_ACT_RESEARCH_10_11_unlock_feeds_replenish():
    s = board(areas={TWO: [B("academy")]}, cubes=0)
    p = s.players[0]
    p["sections"]["research"], p["knowledge"] = 1, 3
    p["advancements"] = ["discipline"]
    act(s, {"action": "research"}, {"area": TWO, "use": "academy"}, {"advancement": "control"})
    assert "control" in p["advancements"] and p["knowledge"] == 1
    run(s, {"t": "upk_replenish"})
    assert p["sections"]["train"] == 2 and p["locked"]["train"] == 1
    assert p["sections"]["research"] == 1 and p["locked"]["research"] == 0


# ---------------------------------------------------------------------- Exchange

def test_SA_ACT_EXCH_1_costs_three_commerce():
    s = board(areas={TWO: [B("barracks")]}, cubes=0, commerce=2)
    assert "exchange" not in acts(s)
    s.players[0]["commerce"] = 3
    assert "exchange" in acts(s)
    s.players[0]["commerce"] = 2
    s.players[0]["advancements"] = ["spade_coins"]           # Spade Coins: 2
    assert "exchange" in acts(s)


def test_SA_ACT_EXCH_2_offers_each_exchangeable_action():
    s = board(areas={TWO: [B("barracks"), B("academy"), B("shrine")]}, cubes=0, commerce=3)
    mine = [o for o in E.exchangeable_options(s, 0) if o["action"] != "supply"]
    assert mine == [{"action": a, "exchange": True} for a in ("build", "train", "honor", "research")]
    assert all(o["exchange"] is True for o in E.exchangeable_options(s, 0))


def test_SA_ACT_EXCH_1_2_3_DT_02_exchange_train():
    s = board(areas={TWO: [B("barracks"), B("barracks")]}, cubes=0, commerce=3)
    act(s, {"action": "exchange"}, {"action": "train", "exchange": True}, {"area": TWO, "use": "barracks"},
        {"unit": "infantry"})
    assert s.unit_count(0, "infantry") == 2 and s.players[0]["commerce"] == 0
    assert all(b["st"] == "active" for b in s.buildings[TWO])
    s = board(areas={TWO: [B("barracks", "exhausted", 0)] * 2}, cubes=0, commerce=3)
    assert "train" not in ex_opts(s)                          # AMB-13


def test_SA_ACT_EXCH_4_DT_03_exchange_build_spare_cube():
    s = board(areas={TWO: [B("academy", "exhausted", 0)]}, cubes=1, commerce=3)
    act(s, {"action": "exchange"}, {"action": "build", "exchange": True}, {"area": TWO},
        {"place": "settlement"}, {"building": "academy"})
    assert s.buildings[TWO][1] == {"b": "academy", "mine": False, "st": "uc", "cube": None, "spare": True}
    assert s.players[0]["sections"]["build"] == 1 and s.players[0]["commerce"] == 0
    s.tasks = [{"t": "action", "seat": 0}]
    assert "research" not in acts(s)
    run(s, {"t": "upk_retrieve"})
    assert s.buildings[TWO][1] == B("academy")


def test_SA_ACT_EXCH_research_pays_before_converting():
    s = board(areas={TWO: [B("academy")]}, cubes=0, commerce=4)
    act(s, {"action": "exchange"}, {"action": "research", "exchange": True}, {"area": TWO, "use": "academy"})
    assert s.players[0]["commerce"] == 1 and s.players[0]["knowledge"] == 1
    assert s.buildings[TWO][0]["st"] == "active"


# ---------------------------------------------------------------------- Pass, invariants, words, random play

def test_SA_ACT_PASS_1_pass_remains_with_other_actions():
    s = board(areas={TWO: [B("barracks")]})
    assert action_options(s, 0)[-1] == {"action": "pass"} and len(action_options(s, 0)) > 1


def test_invariants_catch_buildings_off_settlements():
    s = board(areas={TWO: [B("market")] * 2})
    GAME.check_invariants(s)
    s.buildings[TWO].append(B("shrine"))
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)
    s.buildings[TWO] = [B("shrine", mine=True)]
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)


def test_describe_action_plain_words():
    s = board(areas={TWO: [B("barracks")]}, commerce=3)
    assert GAME.describe_action(s, {"action": "train"}) == "train units"
    act(s, {"action": "train"})
    assert GAME.describe_action(s, {"area": TWO, "use": "barracks"}) == "Wei, using the barracks"
    act(s, {"area": TWO, "use": "barracks"})
    assert GAME.describe_action(s, {"unit": "cavalry"}) == "train cavalry"
    assert GAME.describe_action(s, {"advancement": "mining"}).startswith("buy Mining")


def test_random_play_uses_the_new_actions_and_keeps_invariants():
    s = new(3, players=3, turn_limit=6)
    rnd = random.Random(3)
    seen = set()
    while not GAME.is_over(s):
        GAME.check_invariants(s)
        a = rnd.choice(GAME.legal_actions(s))
        seen.add(a.get("action"))
        s = GAME.apply(s, a)
    assert {"build", "train", "honor", "research", "exchange", "pass"} <= seen
