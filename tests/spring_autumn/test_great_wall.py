"""Building Great Wall segments (SA-ACT-BUILD-7/8, SA-WALL-1..6, AMB-48; DT-29).

Yiqu is the target of the Quanrong arrow ``quanrong_yiqu`` (raid die 1-3); the Quanrong's other arrow,
``quanrong_shu`` (4-6), points into Shu, which the Nanman also raid (``nanman_shu``). Dice are scripted:
``rng.roll(6)`` takes the face, ``rng.below(n)`` the index itself."""

from __future__ import annotations

from sa_helpers import run
from test_actions_economy import B, act, acts, board, opts
from test_combat import pick

from pygame_rules.catalog.spring_autumn.content.map import AREA, ARROWS
from pygame_rules.catalog.spring_autumn.flow import advance
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import actions_economy as E
from pygame_rules.catalog.spring_autumn.rules.barbarians import raid_tribes
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task, fortified
from pygame_rules.catalog.spring_autumn.rules.scoring import meets
from pygame_rules.catalog.spring_autumn.rules.upkeep import conquer

A1, A2 = "quanrong_yiqu", "quanrong_shu"
WALL1 = {"place": "wall", "arrow": A1}


def walled(**areas):
    """Seat 0 owns ``areas`` (default: Yiqu with its settlement taken by an exhausted academy) and, unless told
    otherwise, the Great Wall advancement."""
    s = board(areas=areas or {"yiqu": [B("academy", "exhausted", 0)]})
    s.players[0]["advancements"].append("great_wall")
    return s


def build_wall(s, area, arrow, exchange=False):
    first = [{"action": "exchange"}, {"action": "build", "exchange": True}] if exchange else [{"action": "build"}]
    return act(s, *first, {"area": area}, {"place": "wall", "arrow": arrow}, {"building": "fortification"})


# ---------------------------------------------------------------------- where a segment may go

def test_SA_WALL_1_SA_ACT_BUILD_8_AMB_48_the_build_action_offers_the_arrow_tips_into_the_area():
    s = walled(yiqu=[B("academy", "exhausted", 0)], shu=[])
    assert E.build_places(s, 0, "yiqu") == [WALL1]                  # the settlement is taken, the mine needs Mining
    assert "build" in acts(s)                                       # a wall alone makes Build legal
    places = E.build_places(s, 0, "shu")
    assert {"place": "wall", "arrow": A2} in places and {"place": "wall", "arrow": "nanman_shu"} in places
    assert not [p for p in E.build_places(s, 0, "qin") if p.get("place") == "wall"]   # no arrow into Qin


def test_SA_WALL_1_without_the_advancement_no_wall():
    s = board(areas={"yiqu": [B("academy", "exhausted", 0)]})
    assert E.build_places(s, 0, "yiqu") == [] and "build" not in acts(s)


def test_SA_ACT_BUILD_7_pieces_are_unlimited_walls_and_fortifications_alike():
    targets = sorted({a.target for a in ARROWS.values()})
    s = walled(**{t: [B("fortification", "exhausted", 0)] * AREA[t].settlements for t in targets}, qin=[])
    for arrow in ARROWS:                                            # 11 walls already stand elsewhere
        s.great_wall[arrow] = {"owner": 0, "st": "active", "cube": None}
    last = ARROWS["baiyue_yue"]
    del s.great_wall[last.id]
    assert E.build_places(s, 0, last.target)[-1] == {"place": "wall", "arrow": last.id}
    assert E.build_types(s, "qin", "settlement") == list(E.BUILDABLE)     # still every type, fortification too


def test_SA_WALL_2_AMB_48_no_segment_with_enemy_units_or_barbarians_in_the_area():
    s = walled()
    s.add_units(0, "yiqu", "infantry")                              # own units do not prevent it
    assert WALL1 in E.build_places(s, 0, "yiqu")
    s.add_units(1, "yiqu", "archer")
    assert WALL1 not in E.build_places(s, 0, "yiqu") and "build" not in acts(s)
    s.units[1] = {}
    s.barbarians["yiqu"] = [s.barbarian_pool.pop()]                 # AMB-48: barbarians are enemies too
    assert WALL1 not in E.build_places(s, 0, "yiqu")


def test_AMB_48_one_segment_per_arrow():
    s = walled()
    s.great_wall[A1] = {"owner": 1, "st": "active", "cube": None}
    assert WALL1 not in E.build_places(s, 0, "yiqu")


# ---------------------------------------------------------------------- building and completing it

def test_SA_WALL_3_SA_ACT_BUILD_1_the_segment_takes_the_build_cube_and_is_under_construction():
    s = walled()
    build_wall(s, "yiqu", A1)
    assert s.great_wall == {A1: {"owner": 0, "st": "uc", "cube": None}}
    assert s.players[0]["sections"]["build"] == 0
    assert s.buildings["yiqu"] == [B("academy", "exhausted", 0)]   # not on a settlement
    assert "Great Wall segment in Yiqu, on the Quanrong invasion path" in s.log[-1]
    assert not s.tasks
    assert not meets(s, 0, {"count": "great_wall_segments", "at_least": 1})    # not completed yet
    GAME.check_invariants(s)


def test_SA_WALL_3_SA_ACT_EXCH_4_a_segment_through_exchange_gets_a_spare_cube():
    s = walled()
    s.players[0]["commerce"] = 3
    build_wall(s, "yiqu", A1, exchange=True)
    assert s.great_wall[A1] == {"owner": 0, "st": "uc", "cube": None, "spare": True}
    assert s.players[0]["sections"]["build"] == 1 and s.players[0]["commerce"] == 0
    run(s, {"t": "upk_retrieve"})
    assert s.great_wall[A1] == {"owner": 0, "st": "active", "cube": None}


def test_SA_WALL_4_SA_UPK_RETR_1_completed_in_upkeep_it_counts_for_protector():
    s = walled(yiqu=[B("academy", "exhausted", 0)], shu=[B("academy", "exhausted", 0), B("shrine", "exhausted", 0)])
    s.players[0]["sections"]["build"] = 2
    build_wall(s, "yiqu", A1)
    s.tasks = [{"t": "action", "seat": 0}]
    build_wall(s, "shu", "nanman_shu")
    run(s, {"t": "upk_retrieve"})
    assert all(g["st"] == "active" for g in s.great_wall.values())
    assert meets(s, 0, {"count": "great_wall_segments", "at_least": 2})        # Protector (AMB-48)


def test_AMB_48_a_segment_is_no_area_fortification_and_survives_conquest():
    s = walled(yiqu=[])
    s.great_wall[A1] = {"owner": 0, "st": "active", "cube": None}
    t = combat_task(1, 0, "yiqu", False, "hexi")
    assert not fortified(s, t)
    s.add_units(1, "yiqu", "infantry")
    conquer(s, 1, "yiqu")
    assert s.owner["yiqu"] == 1 and s.great_wall[A1]["owner"] == 0


def test_SA_WALL_3_mohist_engineers_completes_the_segment_at_once():
    s = walled()
    s.players[0]["philosophies"] = [{"id": "mohist_engineers", "up": True, "token": None}]
    s.players[0]["honor"] = 1
    build_wall(s, "yiqu", A1)
    advance(s)
    assert {"philosophy": "mohist_engineers", "pay": "honor"} in GAME.legal_actions(s)
    s = GAME.apply(s, {"philosophy": "mohist_engineers", "pay": "honor"})
    assert s.great_wall[A1]["st"] == "active" and s.players[0]["honor"] == 0


# ---------------------------------------------------------------------- DT-29, the whole story

def test_DT_29_SA_WALL_1_to_6_great_wall_scenario():
    """A (Qin, seat 0) owns Great Wall and Yiqu (T), the target of arrow a1 of the Quanrong (K); a2 points
    into Shu. B (seat 1) wins the raids."""
    s = walled(yiqu=[B("academy", "exhausted", 0)], shu=[B("academy", "exhausted", 0), B("shrine", "exhausted", 0)])
    # Building a wall on a1: allowed, no enemy units in T; it is under construction.
    build_wall(s, "yiqu", A1)
    assert s.great_wall[A1]["st"] == "uc"
    # A raid from K this turn rolling a1 (die 2): the wall is destroyed and the barbarians enter T.
    token = s.tribes["quanrong"]
    s.rng.script = [2, 0]
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert A1 not in s.great_wall and s.barbarians["yiqu"] == [token]
    assert any("unfinished Great Wall segment" in line for line in s.log_tail(3))
    # The barbarians are driven out (another story); A builds again and upkeep completes the segment.
    s.barbarian_pool += s.barbarians.pop("yiqu")
    s.players[0]["sections"]["build"] = 2
    s.tasks = [{"t": "action", "seat": 0}]
    build_wall(s, "yiqu", A1)
    run(s, {"t": "upk_retrieve"})
    assert s.great_wall[A1] == {"owner": 0, "st": "active", "cube": None}
    # Once completed, a1 results are rerolled: 1 and 3 are walled, 5 sends K into Shu.
    s.rng.script = [1, 3, 5, 0]
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert "yiqu" not in s.barbarians and len(s.barbarians["shu"]) == 1
    assert sum("the Great Wall blocks that path" in line for line in s.log_tail(5)) == 2
    s.barbarian_pool += s.barbarians.pop("shu")
    # With a2 walled too, K can no longer be chosen for a raid (SA-WALL-5).
    s.tasks = [{"t": "action", "seat": 0}]
    build_wall(s, "shu", A2)
    assert "quanrong" in raid_tribes(s)                             # a2 is still under construction
    run(s, {"t": "upk_retrieve"})
    assert "quanrong" not in raid_tribes(s)
    run(s, {"t": "barb_raid", "seat": 1})
    assert {"tribe": "quanrong"} not in GAME.legal_actions(s) and {"tribe": "nanman"} in GAME.legal_actions(s)
    GAME.check_invariants(s)


def test_SA_ACT_BUILD_8_describe_the_wall_choice():
    s = walled()
    act(s, {"action": "build"}, {"area": "yiqu"})
    assert opts(s) == [WALL1]
    assert GAME.describe_action(s, WALL1) == "build a Great Wall segment on the Quanrong invasion path"
