"""Clauses about actions, movement, palaces and the end of the game, each tested through the engine:
SA-ACT-5/6/8, SA-ACT-RESEARCH-3, SA-MH-5, SA-MOVE-4, SA-MOVE-LIMIT-1, SA-MOVE-SEAT-3, SA-PALACE-2/6,
SA-OBJ-1..3, SA-END-4. Dice are scripted (``f``: the face indices of ``dice.DICE[color].faces``).

Fixtures put the starter philosophies back in the box so that no philosophy window (philosophy_use.py)
interrupts the decisions these tests drive, except in the SA-MH-5 philosophy-order test."""

from __future__ import annotations

import pytest
from sa_helpers import new, run
from sa_helpers import no_philosophies as nophil
from test_actions_economy import B, act, acts, ex_opts
from test_actions_economy import board as _eco_board
from test_combat import f
from test_combat import land as _land
from test_movement import go, move_action, units
from test_supply import board as _supply_board
from test_supply import market, supply

from pygame_rules.catalog.spring_autumn.content.map import adjacent_land
from pygame_rules.catalog.spring_autumn.flow import RESOLVERS, advance, resolve, seat_order
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import actions_economy as E
from pygame_rules.catalog.spring_autumn.rules.actions_supply import supply_sources
from pygame_rules.catalog.spring_autumn.rules.combat import dice_for
from pygame_rules.catalog.spring_autumn.rules.disasters import revolt
from pygame_rules.catalog.spring_autumn.rules.philosophy_use import window
from pygame_rules.catalog.spring_autumn.rules.scoring import public_count
from pygame_rules.catalog.spring_autumn.rules.upkeep import end_game


def eco(**kw):
    return nophil(_eco_board(**kw))


def sboard(players=2):
    return nophil(_supply_board(players))


def land(att, dfn, **kw):
    s, t = _land(att, dfn, **kw)
    return nophil(s), t


def commodities(s, seat=0):
    p = s.players[seat]
    return p["honor"], p["knowledge"], p["commerce"]


# ---------------------------------------------------------------------- SA-ACT-5/6/8, SA-ACT-RESEARCH-3

def test_SA_ACT_5_exchange_pays_three_commerce_instead_of_a_cube():
    s = eco(areas={"qi": [B("shrine")]}, cubes=0, commerce=4)
    assert "honor" not in acts(s) and "exchange" in acts(s)
    cubes = dict(s.players[0]["sections"])
    act(s, {"action": "exchange"}, {"action": "honor", "exchange": True}, {"area": "qi", "use": "shrine"})
    assert commodities(s) == (1, 0, 1) and s.players[0]["sections"] == cubes
    s.tasks = [{"t": "action", "seat": 0}]
    s.players[0]["commerce"] = 2
    assert "exchange" not in acts(s)                      # 2 commerce: no Exchange (and no cube)


def test_SA_ACT_6_a_building_is_active_under_construction_or_exhausted():
    s = eco(areas={"qi": [B("barracks")]}, cubes=1)
    act(s, {"action": "build"}, {"area": "qi"}, {"place": "settlement"}, {"building": "academy"})
    s.tasks = [{"t": "action", "seat": 0}]
    act(s, {"action": "train"}, {"area": "qi", "use": "barracks"}, {"unit": "infantry"})
    assert [(b["b"], b["st"], b["cube"]) for b in s.buildings["qi"]] == [
        ("barracks", "exhausted", 0),                     # a faction-colored cube
        ("academy", "uc", None)]                          # a natural-wood cube (not a player's)
    GAME.check_invariants(s)
    run(s, {"t": "upk_retrieve"})
    assert [(b["st"], b["cube"]) for b in s.buildings["qi"]] == [("active", None)] * 2
    s.buildings["qi"][0].update(st="uc", cube=0)          # no fourth state: a colored cube means exhausted
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)


def test_SA_ACT_8_buildings_serve_whoever_owns_the_area():
    s = sboard()
    s.tasks = []
    s.owner["song"] = 1
    s.buildings["song"] = [B("barracks"), B("barracks", "exhausted", 1), B("market")]
    s.add_units(0, "song", "infantry")
    assert {"area": "song", "use": "barracks"} in E.power_choices(s, 1, "train")
    s.rng.script = [0]                                    # conquest destroys one building: the first barracks
    run(s, {"t": "upk_conquest"})
    assert s.owner["song"] == 0
    assert s.buildings["song"] == [B("barracks", "exhausted", 1), B("market")]   # inherited as they stand
    run(s, {"t": "upk_retrieve"})
    assert {"area": "song", "use": "barracks"} in E.power_choices(s, 0, "train")
    assert {"market": "song"} in supply_sources(s, 0)
    assert not any(o["area"] == "song" for o in E.power_choices(s, 1, "train"))
    # a revolt leaves the area neutral with its buildings, which then serve nobody
    s.rng.script = f("yellow", "-")                       # 1 unit - 2 buildings - 1 = -2
    revolt(s, "song")
    advance(s)
    assert "song" not in s.owner and len(s.buildings["song"]) == 2
    assert not any(o["area"] == "song" for i in (0, 1) for o in E.power_choices(s, i, "train"))
    assert {"market": "song"} not in supply_sources(s, 0)


def test_SA_ACT_RESEARCH_3_needs_an_active_academy_or_the_palace():
    s = eco(areas={"qi": [B("academy", "exhausted", 0), B("academy", "uc")], "taiyuan": [B("shrine")]},
            commerce=3)
    s.buildings["song"] = [B("academy")]                  # not owned
    assert E.power_choices(s, 0, "research") == []
    assert "research" not in acts(s) and "research" not in ex_opts(s)
    s.players[0]["palace"] = "taiyuan"
    assert E.power_choices(s, 0, "research") == [{"area": "taiyuan", "use": "palace"}]
    act(s, {"action": "research"}, {"area": "taiyuan", "use": "palace"}, {"advancement": None})
    assert s.players[0]["knowledge"] == 1 and s.players[0]["palace_st"] == "exhausted"


# ---------------------------------------------------------------------- SA-MH-5

def test_SA_MH_5_token_holder_breaks_world_event_bid_ties():
    s = nophil(new(1, players=3))
    for p in s.players:
        p["honor"] = 3
    s.holder = 2
    s.dragon_d = 2
    s.world_deck.remove("imperial_favor")                 # chaos 2: it occurs
    s.world_deck.append("imperial_favor")
    s = run(s, {"t": "we_reveal", "mode": "chaos"})
    assert s.decision_seat == 2                            # the holder bids first
    while s.tasks[-1]["t"] == "bid":
        resolve(s, {"bid": 0 if s.decision_seat == 2 else 2})
    assert s.tasks[-1]["t"] == "bid_tie"
    assert s.decision_seat == 2                            # the holder decides, though not among the tied
    assert GAME.legal_actions(s) == [{"winner": 0}, {"winner": 1}]
    resolve(s, {"winner": 1})
    assert s.players[1]["events_won"] == ["imperial_favor"] and s.players[1]["honor"] == 3 - 2 + 3
    assert s.players[0]["honor"] == 3


def test_SA_MH_5_philosophies_used_together_go_in_the_holders_order():
    s = nophil(new(1, players=3))
    for p in s.players:
        p["honor"] = 1
        p["philosophies"] = [{"id": "filial_piety", "up": True, "token": None}]   # one card each, for the window
    s.holder, s.face, s.tasks = 1, "moon", []
    assert window(s, "most_honorable_phase")
    advance(s)
    asked = []
    while s.tasks and s.tasks[-1]["t"] == "phil":
        asked.append(s.decision_seat)
        resolve(s, {"philosophy": None})
    assert asked == seat_order(s) == [1, 0, 2]


# ---------------------------------------------------------------------- movement

def test_SA_MOVE_4_land_conflicts_wait_until_all_land_movement_is_done():
    s = sboard()
    s.add_units(0, "qin", "infantry", 3)
    s.owner["guo"] = 1
    s.add_units(1, "guo", "infantry")
    s.kingdom["hanzhong"] = [s.kingdom_box.pop()]
    s.barbarians["yiqu"] = [s.barbarian_pool.pop()]
    s = move_action(s, "qin")
    for dst in ("guo", "hanzhong", "yiqu"):               # into a player, a kingdom, barbarians
        t = s.tasks[-1]
        assert t["t"] == "move" and t["step"] == "land_step"
        RESOLVERS["move"](s, t, {"kind": "infantry", "from": "qin", "to": dst, "by": "land"})
        RESOLVERS["move"](s, s.tasks[-1], {"n": 1})
        assert s.tasks[-1]["t"] == "move"                 # nothing resolved yet
        assert s.unit_count(1, "infantry") == 1 and s.kingdom["hanzhong"] and s.barbarians["yiqu"]
        assert not s.revealed and not any("combat" in line for line in s.log)
    RESOLVERS["move"](s, s.tasks[-1], {"done": True})     # end the land step, without running what follows
    queued = [(x["t"], x.get("where")) for x in reversed(s.tasks)]
    # AMB-62 step 3: per destination in the order of entry, barbarians, player combats, kingdom tokens
    assert queued[:7] == [("barb_combat", "guo"), ("combat", "guo"), ("kt_reveal", "guo"),
                          ("barb_combat", "hanzhong"), ("kt_reveal", "hanzhong"),
                          ("barb_combat", "yiqu"), ("kt_reveal", "yiqu")]
    names = [x for x, _ in queued]
    assert names.index("move_end") > max(i for i, x in enumerate(names) if x in ("barb_combat", "kt_reveal"))


def test_SA_MOVE_LIMIT_1_supply_limit_counts_supply_moves_over_the_whole_turn(reveals):
    s = sboard()
    market(s, "qin", 0, n=3)
    s.players[0]["sections"]["supply"] = 3
    s.add_units(0, "qin", "infantry")
    s.add_units(0, "qin", "cavalry")
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo")
    s = go(s, "cavalry", "qin", "guo")
    assert units(s, "guo") == {"infantry": [0, 1, 0], "cavalry": [0, 1, 0]}
    s = move_action(s, market="qin")                      # a second supply action, same turn
    assert {o.get("kind") for o in GAME.legal_actions(s) if "kind" in o} == {"cavalry"}
    s = go(s, "cavalry", "guo", "zhou")
    assert units(s, "zhou") == {"cavalry": [0, 0, 1]} and reveals == [0, 0]
    s = supply(s, market="qin")                           # nothing may move again this turn
    assert s.tasks == [] and s.players[0]["commerce"] == 1 and reveals == [0, 0]
    run(s, {"t": "upk_retrieve"})                         # the next turn: fresh again
    assert units(s, "guo") == {"infantry": [1, 0, 0]} and units(s, "zhou") == {"cavalry": [1, 0, 0]}


def test_SA_MOVE_SEAT_3_one_junk_carries_any_number_of_land_units(reveals):
    s = sboard()
    army = {"infantry": 6, "cavalry": 4, "archer": 3, "hero": 2}
    for kind, n in army.items():
        s.add_units(0, "chu", kind, n)
    s.add_units(0, "yangtze_yunmeng", "junk")              # a single junk
    assert "yuzhang" not in adjacent_land("chu")         # reached by sea transport only
    s = move_action(s, "chu", None)
    for kind, n in army.items():
        s = go(s, kind, "chu", "yuzhang", n=n, by="sea")
    assert units(s, "yuzhang") == {k: [0, n, 0] for k, n in army.items()}
    assert units(s, "yangtze_yunmeng") == {"junk": [1, 0, 0]} and reveals == [0]


# ---------------------------------------------------------------------- palaces

def test_SA_PALACE_2_a_build_action_moves_the_palace():
    s = eco(areas={"qin": [], "hexi": []}, palace="qin", cubes=1)
    assert "move_palace" in acts(s)
    act(s, {"action": "move_palace"}, {"area": "hexi"})
    p = s.players[0]
    assert (p["palace"], p["palace_st"]) == ("hexi", "uc")
    assert p["sections"] == {"build": 0, "train": 1, "research": 1, "honor": 1, "supply": 1}   # the build cube
    s = eco(areas={"qin": [], "hexi": []}, palace="qin", cubes=1)
    s.players[0]["sections"]["build"] = 0
    assert "move_palace" not in acts(s) and "exchange" not in acts(s)      # no build cube, no commerce
    s.players[0]["commerce"] = 3
    assert "exchange" in acts(s) and "move_palace" in ex_opts(s)           # or a build action by Exchange


@pytest.mark.parametrize("st, fortified", [("active", True), ("exhausted", True), ("uc", False)])
def test_SA_PALACE_6_palace_defends_as_a_fortification_unless_under_construction(st, fortified):
    both = {"infantry": 1, "cavalry": 1}
    s, t = land(both, both, where="jin")                  # Jin (seat 1): its palace area
    s.buildings["jin"] = [B("market")]
    s.players[1]["palace_st"], s.players[1]["palace_cube"] = st, (1 if st == "exhausted" else None)
    assert (dice_for(s, t, 0)["green"], dice_for(s, t, 1)["green"]) == ((1, 2) if fortified else (2, 2))
    attacker = f("green", 4) + f("red", 1) if fortified else f("green", 4, 1) + f("red", 1)
    s.rng.script = attacker + f("green", 3, 1) + f("red", 2)
    s = run(s, t)
    assert s.tasks[-1]["str"] == ([4, 4] if fortified else [4, 3])


# ---------------------------------------------------------------------- object of the game, the end

def _to_action_phase(s):
    s = GAME.apply(s, {"face": "sun"})
    s = GAME.apply(s, {"holder": 0})
    return GAME.apply(s, {"face": "sun"})


def test_SA_OBJ_1_the_game_ends_only_at_the_upkeep_victory_check():
    s = nophil(new(1, players=2))
    s.public_up = ["heartland", "ascendancy", "hegemon"]
    s.marks = {"ascendancy": [0], "hegemon": [0]}
    s = _to_action_phase(s)
    assert s.phase == "action" and s.tasks[-1]["t"] == "action"
    for a in ("zhou", "song", "yan", "yue"):              # with Qin: 5 valleys, Heartland met mid-turn
        s.owner[a] = 0
    while s.tasks and s.tasks[-1]["t"] == "action":
        assert GAME.outcome(s) is None and public_count(s, 0) == 2   # not marked, not over during actions
        s = GAME.apply(s, {"action": "pass"})
    assert GAME.outcome(s) is not None and s.winners == [0] and s.phase == "over"
    assert s.marks["heartland"] == [0] and s.turn == 1
    log = s.log
    assert log.index(next(x for x in log if "completes the public objective Heartland" in x)) < \
        log.index(next(x for x in log if x.startswith("the game ends")))
    assert all(v == 0 for v in s.players[0]["sections"].values())   # ended before Replenish


def _scored(players=3):
    s = new(1, players=players)
    for p in s.players:
        p["objectives"], p["dishonor"] = [], []
    s.marks = {}
    return s


def test_SA_OBJ_2_public_and_private_objectives_are_totalled():
    s = _scored()
    s.marks = {"treasury": [0, 1], "hegemon": [0, 1], "ascendancy": [0]}          # public 3, 2, 0
    s.players[1]["objectives"] = ["untarnished-1", "heroic_age", "expansion"]     # 2 met, 1 not
    s.add_units(1, "jin", "hero", 3)
    s.players[2]["objectives"] = ["untarnished-2"]
    end_game(s, "test")
    assert s.winners == [1]                                   # 2 + 2 = 4 beats 3 + 0 and 0 + 1
    assert [s.final["keys"][str(i)][0] for i in range(3)] == [3, 4, 1]


def test_SA_OBJ_3_the_most_dishonored_cannot_win():
    s = _scored()
    s.marks = {"treasury": [0, 1], "hegemon": [0], "ascendancy": [0]}             # public 3, 1, 0
    s.players[0]["dishonor"] = [3]
    s.players[1]["dishonor"] = [1]
    end_game(s, "test")
    assert s.players[0]["eliminated"] and s.winners == [1]
    assert "0" not in s.final["keys"] and s.final["eliminated"] == [0]


def test_SA_END_4_most_completed_objectives_wins_before_any_tie_break():
    s = _scored(players=2)
    s.marks = {"treasury": [0, 1], "hegemon": [0], "ascendancy": [0]}             # public 3 and 1
    s.players[1]["objectives"] = ["untarnished-1", "heroic_age", "potential-1"]   # 3 met: 4 in all
    s.add_units(1, "jin", "hero", 3)
    s.owner.update({"song": 1, "yan": 1})                                         # 7 empty slots
    s.players[0]["commerce"] = 9                                                  # better tie-break figures
    end_game(s, "test")
    assert s.winners == [1]
