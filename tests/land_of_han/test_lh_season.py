"""The season and its sealed order sheets (LH-TURN-1..6, spec 3.7, A-3, A-7, LH-IMPR-1/2, LH-EMP-1, A-2, A-36)."""

from __future__ import annotations

import pytest
from lh_helpers import NOTHING, bare, begin, hero, write

from pygame_rules.catalog.land_of_han.content.research import TOPICS
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of
from pygame_rules.catalog.land_of_han.rules.orders import order_costs, sheet_cost
from pygame_rules.catalog.land_of_han.rules.victory import IMPERIAL
from pygame_rules.engine.errors import IllegalActionError as IllegalAction
from pygame_rules.engine.rng import Rng
from pygame_rules.engine.search import determinize


def test_LH_TURN_6_LH_EX_3_income_comes_first_then_the_first_warlord_writes():
    s = begin(bare())
    assert s.coins[0] == 10_900                     # 500 + 250 + 250 in taxes, 100 upkeep
    assert s.decision_seat == 0 and s.tasks[-1]["phase"] == "raise"
    assert s.reports[0] == ["Income: taxes 1000, production 0, upkeep 100; treasury 10900"]


def test_LH_TURN_1_seasons_run_spring_to_winter_and_a_global_turn_ends_when_every_warlord_has_sealed():
    s = begin(bare())
    assert s.log[-1] == "Spring of year 1 begins"
    s = write(s, *NOTHING)
    assert s.decision_seat == 1 and s.sealed == [True, False]     # the season waits for the second warlord
    for season in ("Summer of year 1", "Autumn of year 1", "Winter of year 1", "Spring of year 2"):
        s = write(s, *NOTHING)
        assert f"{season} begins" in s.log and s.decision_seat == 0
        s = write(s, *NOTHING) if season != "Spring of year 2" else s
    assert s.season == 4


def test_LH_TURN_2_spec_3_7_others_orders_stay_sealed_until_all_are_in():
    s = begin(bare())
    s = write(s, {"raise": "cavalry", "at": "Wu"}, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"})
    assert GAME.view(s, 0)["orders"] == [{"raise": "cavalry", "at": "Wu"}]
    s = write(s, {"seal": True})
    seen = GAME.view(s, 1)
    assert seen["orders"] == [] and seen["coins"] == s.coins[1] and seen["sealed"] == [True, False]
    assert "cavalry" not in str(GAME.view(s, 1)) and "cavalry" not in str(GAME.view(s, None))
    assert GAME.public_description(s, {"seal": True}) == "Seals their orders"
    assert GAME.public_reason(s, {"seal": True}, "raise Cavalry: the frontier needs it") == ""
    other = GAME.resample_hidden(s, 1, Rng(3))
    assert other.orders[0] == [] and GAME.view(other, 1) == seen
    assert not armies_of(s, 0)[1:]                  # nothing resolves before every sheet is in
    s = write(s, *NOTHING)
    assert [s.armies[a]["t"] for a in armies_of(s, 0)] == ["spearmen", "cavalry"]


def test_spec_5_a_determinised_state_depends_on_what_the_warlord_sees_alone():
    """A search for the first warlord reads only a redraw of the second (``resample_hidden``): its treasury,
    research, heroes, finds, prospectings, reports and sheet change nothing in it for a given seed."""
    s = begin(bare())
    s.done[0] = [TOPICS[0].id]                                   # the warlord's own research: a guess of the rival's
    other = s.copy()
    other.coins[1] += 4321
    other.done[1] = [t.id for t in TOPICS if t.prereq is None][1:3]
    other.research[1] = {"topic": TOPICS[-1].id, "rp": 5, "paid": 0}
    hero(other, 1, ["teacher"])
    other.found = {**other.found, "nYan": ["salt"]}
    other.prospects[1], other.reports[1], other.avoided[1] = 3, ["Research finished"], 9
    assert GAME.view(other, 0) == GAME.view(s, 0)
    for k in range(4):
        a, b = determinize(GAME, s, 0, Rng(k)), determinize(GAME, other, 0, Rng(k))
        assert GAME.state_hash(a) == GAME.state_hash(b)
        assert len(a.done[1]) == 1 and not a.heroes and "nYan" not in a.found and a.prospects[1] == 0
        assert a.coins[0] == s.coins[0] and a.done[0] == s.done[0]          # its own stay as they are


def test_LH_TURN_2_LH_ARMY_5_raising_comes_before_movement_and_a_raised_army_waits_a_season():
    s = begin(bare())
    s = write(s, {"raise": "cavalry", "at": "Wu"})
    moves = GAME.legal_actions(s)
    assert {"move": armies_of(s, 0)[0], "to": "wWu"} in moves
    assert all(m.get("move") != f"a{s.next_army}" for m in moves)     # the cavalry does not exist yet
    s = write(s, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING, {"skip": "raise"})
    cavalry = armies_of(s, 0)[1]
    assert {"move": cavalry, "to": "wWu"} in GAME.legal_actions(s)   # next season it may march


def test_LH_TURN_2_movement_comes_before_building_and_a_build_in_a_region_lost_fails_with_a_notice():
    s = bare()
    s.owner["wWu"] = 1
    add_army(s, 0, "cavalry", "Wu", new=False)
    s = begin(s)
    cavalry = armies_of(s, 0)[1]
    s = write(s, {"skip": "raise"}, {"move": cavalry, "to": "wWu"}, {"done": "move"}, {"done": "build"},
              {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True})
    s = write(s, {"skip": "raise"}, {"done": "move"}, {"build": "library", "in": "wWu"}, {"done": "build"},
              {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True})
    assert s.owner["wWu"] == 0 and "library" not in s.improvements.get("wWu", [])
    assert "The Library in West Wu is not built: West Wu is not yours" in s.reports[1]
    assert "The red warlord seizes West Wu from the blue warlord" in s.log


def test_LH_TURN_3_an_order_is_checked_when_written_and_what_cannot_be_ordered_is_not_offered():
    s = begin(bare())
    with pytest.raises(IllegalAction):
        GAME.apply(s, {"raise": "cavalry", "at": "eWu"})            # not a spawn point
    s = write(s, {"skip": "raise"})
    with pytest.raises(IllegalAction):
        GAME.apply(s, {"move": armies_of(s, 0)[0], "to": "Chu"})    # not next to Wu


def test_A_5_a_path_is_written_a_region_at_a_time_as_far_as_the_allowance():
    s = bare()
    add_army(s, 0, "cavalry", "Wu", new=False)
    s = begin(s)
    spear, cavalry = armies_of(s, 0)
    s = write(s, {"skip": "raise"}, {"move": cavalry, "to": "wWu"})
    offered = GAME.legal_actions(s)
    assert {"move": cavalry, "to": "Chu"} in offered                  # a second step for cavalry
    assert {"move": cavalry, "to": "Wu"} not in offered               # never back along its path
    s = write(s, {"move": spear, "to": "nWu"})
    assert not any(o.get("move") == spear for o in GAME.legal_actions(s))    # spearmen march 1 region
    s = write(s, {"move": cavalry, "to": "Chu"})
    assert s.orders[0] == [{"move": cavalry, "path": ["wWu", "Chu"]}, {"move": spear, "path": ["nWu"]}]
    assert GAME.describe_action(s, {"done": "move"}) == "No more marches"


def test_armies_alike_in_one_region_are_offered_once():
    s = bare()
    add_army(s, 0, "spearmen", "Wu", new=False)
    s = write(begin(s), {"skip": "raise"})
    first, second = armies_of(s, 0)
    offered = [o for o in GAME.legal_actions(s) if o.get("to") == "eWu"]
    assert offered == [{"move": first, "to": "eWu"}]
    s = write(s, offered[0])
    assert {"move": second, "to": "eWu"} in GAME.legal_actions(s)


def test_LH_IMPR_1_LH_IMPR_2_the_dearest_build_of_the_sheet_is_free_and_the_rest_are_paid():
    s = write(begin(bare()), {"skip": "raise"}, {"done": "move"})
    assert GAME.describe_action(s, {"build": "library", "in": "Wu"}) == "Build a Library in Wu (free)"
    s = write(s, {"build": "library", "in": "Wu"})
    assert GAME.describe_action(s, {"build": "castle", "in": "Wu"}).endswith("(1,200 Coins)")   # castle free now
    s = write(s, {"build": "castle", "in": "Wu"}, {"build": "bazaar", "in": "eWu"})
    assert order_costs(s, 0, s.orders[0]) == [1200, 0, 500]
    assert sheet_cost(s, 0, s.orders[0]) == 1700
    s = write(s, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    assert s.improvements["Wu"] == ["castle", "library"] and s.improvements["eWu"] == ["bazaar"]
    assert s.reports[0][-4:-1] == ["Built a Castle in Wu free", "Built a Library in Wu for 1200",
                                 "Built a Bazaar in East Wu for 500"]


def test_LH_IMPR_2_builds_beyond_the_treasury_are_not_offered():
    s = bare()
    s.coins[0] = 100
    s = write(begin(s), {"skip": "raise"}, {"done": "move"})
    offered = GAME.legal_actions(s)
    castle = {"build": "castle", "in": "Wu"}
    assert castle in offered                                         # free
    s = write(s, castle)
    assert {"build": "library", "in": "Wu"} not in GAME.legal_actions(s)   # 1,200 with 1,000 coins
    assert {"build": "bazaar", "in": "Wu"} in GAME.legal_actions(s)        # 500 fits


def test_LH_IMPR_4_the_sheet_counts_its_own_builds_against_the_four_slots():
    s = write(begin(bare()), {"skip": "raise"}, {"done": "move"},
              *({"build": b, "in": "Wu"} for b in ("library", "temple", "bazaar", "army_camp")))
    assert not any(o.get("in") == "Wu" and "build" in o for o in GAME.legal_actions(s))


def test_the_review_asks_to_seal_even_a_blank_sheet_and_strikes_any_order():
    s = write(begin(bare()), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"})
    assert GAME.legal_actions(s) == [{"seal": True}]
    s = write(begin(bare()), {"raise": "archers", "at": "Wu"}, {"done": "move"},
              {"build": "library", "in": "eWu"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"})
    assert GAME.describe_action(s, {"remove": 0}) == "Strike: Raise an army of Archers in Wu (1,000 Coins)"
    s = write(s, {"remove": 0})
    assert s.orders[0] == [{"build": "library", "in": "eWu"}]
    assert GAME.describe_action(s, {"seal": True}) == "Seal these orders (0 Coins in all, of 10,900 Coins)"


def test_A_3_igougo_each_warlord_resolves_at_once_and_the_first_to_go_turns_each_season():
    s = bare()
    s.options["turns"] = "igougo"
    s = begin(s)
    assert s.decision_seat == 0 and s.coins[1] == 10_000          # the second warlord's income waits
    s = write(s, {"raise": "archers", "at": "Wu"}, {"done": "move"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"},
              {"seal": True})
    assert len(armies_of(s, 0)) == 2 and s.decision_seat == 1 and s.coins[1] > 10_000
    s = write(s, *NOTHING)
    assert s.season == 1 and s.decision_seat == 1                  # Summer: the second warlord goes first


def test_LH_EMP_1_A_36_a_declaration_wins_at_the_end_of_the_season():
    s = bare()
    for r in [r for r in s.map.regions if r not in s.owner][:22]:
        for a in armies_at(s, r):
            del s.armies[a]
        s.owner[r] = 0
    for _ in range(9):
        add_army(s, 0, "spearmen", "Wu", new=False)
    s.done[0] = list(IMPERIAL)
    s.coins[0] = 50_000
    s = write(begin(s), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"},
              {"done": "diplomacy"})
    assert {"declare": "emperor"} in GAME.legal_actions(s)
    s = write(s, {"declare": "emperor"}, {"done": "spend"}, {"seal": True}, *NOTHING)
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.reason == "proclaimed Emperor"
    assert "The red warlord is proclaimed Emperor" in s.log


def test_LH_EMP_1_no_declaration_is_offered_while_a_requirement_is_short():
    s = write(begin(bare()), {"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "court"},
              {"done": "diplomacy"})
    assert {"declare": "emperor"} not in GAME.legal_actions(s)


def test_A_2_the_time_limit_ends_the_game_with_the_most_land():
    s = bare()
    s.options["years"] = 1
    s.owner["wWu"] = 0
    s = begin(s)
    for _ in range(4):
        s = write(s, *NOTHING, *NOTHING)
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.reason == "held the most land at the time limit"
    assert out.scores == {"0": 4, "1": 3} and s.season == 3


def test_LH_VIC_1_taking_the_last_other_palace_wins_by_conquest():
    s = bare()
    for r in ("nYan", "sYan"):
        s.owner[r] = 0
    s.owner["wQi"] = 0
    add_army(s, 0, "cavalry", "wQi", new=False)
    del s.armies[armies_of(s, 1)[0]]                               # the Palace stands empty
    s = begin(s)
    cavalry = armies_of(s, 0)[1]
    s = write(s, {"skip": "raise"}, {"move": cavalry, "to": "Yan"}, {"done": "move"}, {"done": "build"},
              {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True})
    assert s.decision_seat == 1 and s.tasks[-1]["phase"] == "raise"
    s = write(s, {"skip": "raise"}, {"done": "build"}, {"done": "court"}, {"done": "diplomacy"}, {"done": "spend"}, {"seal": True})   # no army to march
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.reason == "took every other Palace"
    assert s.palace[1] is None
