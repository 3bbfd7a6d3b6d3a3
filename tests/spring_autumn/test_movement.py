"""Move Units: sea step, land step, supply limits, sea transport, what is not offered yet (SA-MOVE-*,
SA-MOVE-LIMIT-*, SA-MOVE-SEAT-*, SA-MOVE-INT-*, EX-05, EX-06, DT-15, AMB-18..21, AMB-08)."""

from __future__ import annotations

import random

import pytest
from sa_helpers import run
from test_supply import board, market, supply

from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import movement
from pygame_rules.catalog.spring_autumn.rules.movement import check_unit_invariants, triggers_conflict


def move_action(s, area=None, sea="skip", seat=0, **source):
    """Supply with Move Units; choose the area and the sea space when asked."""
    s = supply(s, seat, **source)
    s = GAME.apply(s, {"mode": "move"})
    if area is not None and s.tasks[-1]["step"] == "area":
        s = GAME.apply(s, {"area": area})
    if sea != "skip" and s.tasks[-1]["step"] == "sea":
        s = GAME.apply(s, {"sea": sea})
    return s


def go(s, kind, src, dst, n=None, by="land", fresh=None):
    """Pick a move group and, when asked, how many move (``fresh``: how many of them not yet moved)."""
    s = GAME.apply(s, {"kind": kind, "from": src, "to": dst, "by": by})
    if n is not None and s.tasks and s.tasks[-1].get("step") == "count":
        s = GAME.apply(s, {"n": n} if fresh is None else {"n": n, "fresh": fresh})
    return s


def units(s, loc, seat=0):
    return s.units[seat].get(loc, {})


# ---------------------------------------------------------------------- EX-05: supply limits

def test_EX_05_SA_MOVE_LIMIT_supply_limits_archer_and_two_cavalry(reveals):
    s = board()
    market(s, "song", 0, n=3)
    s.players[0]["sections"]["supply"] = 3
    s.add_units(0, "song", "archer")
    s.add_units(0, "song", "cavalry", 2)
    # round 1: archer, cavalry and cavalry to Xu
    s = move_action(s, "song", market="song")
    s = go(s, "archer", "song", "xu")
    s = go(s, "cavalry", "song", "xu", n=2)             # nothing left to move: the action ends
    assert units(s, "xu") == {"archer": [0, 1, 0], "cavalry": [0, 2, 0]}   # archer flipped at 1 of 1
    assert "song" not in s.units[0] and reveals == [0] and s.tasks == []
    # round 2: the archer cannot move; both cavalry go on to Ju and flip (2 of 2)
    s = move_action(s, market="song")
    assert s.tasks[-1]["area"] == "xu"
    assert not any(o.get("kind") == "archer" for o in GAME.legal_actions(s))
    s = go(s, "cavalry", "xu", "ju", n=2)
    assert units(s, "ju") == {"cavalry": [0, 0, 2]} and units(s, "xu") == {"archer": [0, 1, 0]}
    assert reveals == [0, 0]
    # round 3: nothing can move any more this turn (Move Units is not even offered)
    s = supply(s, market="song")
    assert s.tasks == [] and s.players[0]["commerce"] == 1 and reveals == [0, 0]
    # SA-UPK-RETR-2, AMB-08: upkeep clears the flips
    run(s, {"t": "upk_retrieve"})
    assert units(s, "ju") == {"cavalry": [2, 0, 0]} and units(s, "xu") == {"archer": [1, 0, 0]}


def test_SA_MOVE_LIMIT_2_3_limits_by_type():
    assert [movement.limit(k) for k in ("infantry", "archer", "cavalry", "hero")] == [1, 1, 2, 2]


def test_SA_MOVE_LIMIT_4_junks_have_no_limit():
    s = board()
    s.players[0]["sections"]["supply"] = 2
    s.add_units(0, "chu", "junk")
    s = move_action(s, "chu")
    s = go(s, "junk", "chu", "yangtze_yunmeng", by="sea")
    assert units(s, "yangtze_yunmeng") == {"junk": [1, 0, 0]}
    s = move_action(s, "sui", "yangtze_yunmeng")
    s = go(s, "junk", "yangtze_yunmeng", "yangtze_pengli", by="sea")
    assert units(s, "yangtze_pengli") == {"junk": [1, 0, 0]}


def test_SA_MOVE_LIMIT_3_5_the_mover_chooses_which_cavalry_moves():
    """Of a fresh cavalry and one that already moved once, the player may send either (audit 18): sending
    the fresh one leaves a cavalry that can still move, sending the tired one exhausts it."""
    def two_cavalry():
        s = board()
        s.add_units(0, "qin", "cavalry", 2)
        s.units[0]["qin"]["cavalry"] = [1, 1, 0]
        s = move_action(s, "qin")
        return GAME.apply(s, {"kind": "cavalry", "from": "qin", "to": "guo", "by": "land"})

    s = two_cavalry()
    offered = GAME.legal_actions(s)
    assert offered == [{"n": 1, "fresh": 0}, {"n": 1, "fresh": 1}, {"n": 2, "fresh": 1}]
    words = [GAME.describe_action(s, a) for a in offered]
    assert words == ["move 1 cavalry already moved once this turn", "move 1 cavalry not yet moved this turn",
                     "move 1 cavalry not yet moved and 1 already moved once"]
    fresh = GAME.apply(s, {"n": 1, "fresh": 1})
    assert units(fresh, "guo") == {"cavalry": [0, 1, 0]} and units(fresh, "qin") == {"cavalry": [0, 1, 0]}
    tired = GAME.apply(s, {"n": 1, "fresh": 0})
    assert units(tired, "guo") == {"cavalry": [0, 0, 1]} and units(tired, "qin") == {"cavalry": [1, 0, 0]}
    both = GAME.apply(s, {"n": 2, "fresh": 1})
    assert units(both, "guo") == {"cavalry": [0, 1, 1]} and "qin" not in both.units[0]


def test_SA_MOVE_LIMIT_3_5_the_mover_chooses_which_hero_boards_a_junk():
    """The same choice for heroes, here sailing with a junk in the sea step (AMB-19)."""
    s = board()
    s.add_units(0, "qin", "junk")
    s.add_units(0, "qin", "hero", 2)
    s.units[0]["qin"]["hero"] = [1, 1, 0]
    s = move_action(s, "qin")
    s = go(s, "junk", "qin", "yellow_longmen", by="sea")
    s = go(s, "hero", "qin", "yellow_longmen", n=1, by="sea", fresh=1)
    assert units(s, "yellow_longmen") == {"junk": [1, 0, 0], "hero": [0, 1, 0]}
    assert units(s, "qin") == {"hero": [0, 1, 0]}


def test_SA_MOVE_LIMIT_3_5_alike_units_are_one_count_choice():
    """Only units that differ are told apart: two fresh cavalry, or a fresh one beside an exhausted one,
    give the plain count choice."""
    s = board()
    s.add_units(0, "qin", "cavalry", 2)
    s.units[0]["qin"]["cavalry"] = [2, 0, 1]
    s = move_action(s, "qin")
    s = GAME.apply(s, {"kind": "cavalry", "from": "qin", "to": "guo", "by": "land"})
    assert GAME.legal_actions(s) == [{"n": 1}, {"n": 2}]


# ---------------------------------------------------------------------- EX-06: sea transport

def ex06():
    s = board()
    s.add_units(0, "chu", "infantry", 2)
    for seg in ("yangtze_yunmeng", "yangtze_pengli", "yangtze_estuary"):   # R1, R2, R3
        s.add_units(0, seg, "junk")
    s.add_units(1, "wu", "cavalry", 3)                  # Jin's strong army in Wu
    return s


def test_EX_06_SA_MOVE_SEAT_1_transport_along_own_junks_to_song(reveals):
    s = ex06()
    s = move_action(s, "chu", None)
    legal = GAME.legal_actions(s)
    assert {"kind": "infantry", "from": "chu", "to": "song", "by": "sea"} in legal
    assert {"kind": "infantry", "from": "chu", "to": "wu", "by": "sea"} in legal   # land combat (combat.py)
    assert not any(o.get("to", "").startswith("yangtze") for o in legal)   # SA-MOVE-6: no infantry at sea
    s = go(s, "infantry", "chu", "song", n=2, by="sea")
    assert units(s, "song") == {"infantry": [0, 2, 0]}  # each unit's move count +1 (SA-MOVE-SEAT-5)
    for seg in ("yangtze_yunmeng", "yangtze_pengli", "yangtze_estuary"):
        assert units(s, seg) == {"junk": [1, 0, 0]}     # SA-MOVE-SEAT-2: no junk moved or needed supply
    assert reveals == [0]
    assert triggers_conflict(s, 0, {"kind": "infantry", "from": "chu", "to": "wu", "by": "sea"}) is None


def test_EX_06_SA_MOVE_SEAT_1_gap_in_the_chain_is_illegal():
    s = ex06()
    del s.units[0]["yangtze_pengli"]
    s = move_action(s, "chu", None)
    assert not any(o.get("to") == "song" for o in GAME.legal_actions(s))


def test_EX_06_SA_MOVE_SEAT_4_only_own_junks_transport():
    s = ex06()
    del s.units[0]["yangtze_pengli"]
    s.add_units(1, "yangtze_pengli", "junk")
    s = move_action(s, "chu", None)
    assert not any(o.get("to") == "song" for o in GAME.legal_actions(s))


def test_EX_06_SA_MOVE_SEAT_1_not_adjacent_to_the_last_segment_is_illegal():
    s = ex06()
    s = move_action(s, "chu", None)
    dests = {o["to"] for o in GAME.legal_actions(s) if o.get("by") == "sea"}
    assert dests == {"yuzhang", "qunshu", "song", "xu", "wu"}   # Wu: combat; Pu, Sui: plain land moves


def test_EX_06_SA_MOVE_6_hero_may_end_at_sea_with_a_junk():
    s = ex06()
    s.add_units(0, "chu", "hero")
    s = move_action(s, "chu", None)
    s = go(s, "hero", "chu", "yangtze_estuary", by="sea")
    assert units(s, "yangtze_estuary") == {"junk": [1, 0, 0], "hero": [0, 1, 0]}


def test_EX_06_SA_MOVE_SEAT_2_junk_moved_this_action_is_a_bridge():
    s = ex06()
    del s.units[0]["yangtze_pengli"]
    s.add_units(0, "yangtze_yunmeng", "junk")           # 2 junks in R1 (activated), R2 empty, 1 in R3
    s = move_action(s, "chu", "yangtze_yunmeng")
    s = go(s, "junk", "yangtze_yunmeng", "yangtze_pengli", n=1, by="sea")
    s = GAME.apply(s, {"done": True})                   # end of the sea step
    assert {"kind": "infantry", "from": "chu", "to": "song", "by": "sea"} in GAME.legal_actions(s)


# ---------------------------------------------------------------------- the sea step

def test_SA_MOVE_1_AMB_18_junks_on_land_move_one_step_to_an_adjacent_sea():
    s = board()
    s.add_units(0, "chu", "junk", 2)
    s = move_action(s, "chu")
    legal = GAME.legal_actions(s)
    assert legal == [{"kind": "junk", "from": "chu", "to": "yangtze_gorges", "by": "sea"},
                     {"kind": "junk", "from": "chu", "to": "yangtze_yunmeng", "by": "sea"}, {"done": True}]
    s = go(s, "junk", "chu", "yangtze_gorges", n=1, by="sea")
    s = go(s, "junk", "chu", "yangtze_yunmeng", n=1, by="sea")   # AMB-18: junks may split
    assert units(s, "yangtze_gorges") == {"junk": [1, 0, 0]} and units(s, "yangtze_yunmeng") == {"junk": [1, 0, 0]}


def test_SA_MOVE_5_AMB_18_a_junk_moves_once_per_action():
    s = board()
    s.add_units(0, "chu", "junk")
    s.add_units(0, "chu", "infantry")
    s.add_units(0, "yangtze_yunmeng", "hero")           # keeps the sea worth activating
    s.add_units(0, "yangtze_yunmeng", "junk")
    s = move_action(s, "chu", "yangtze_yunmeng")
    s = go(s, "junk", "chu", "yangtze_yunmeng", by="sea")
    froms = {(o["kind"], o["from"]) for o in GAME.legal_actions(s) if "kind" in o}
    # the arrived junk cannot go on; the one already there may (leaving one junk with the hero)
    assert ("junk", "yangtze_yunmeng") in froms
    s = go(s, "junk", "yangtze_yunmeng", "yangtze_pengli", n=1, by="sea")
    assert not any(o.get("kind") == "junk" for o in GAME.legal_actions(s))
    assert units(s, "yangtze_yunmeng") == {"hero": [1, 0, 0], "junk": [1, 0, 0]}


def test_SA_MOVE_1_AMB_19_hero_boards_a_junk_in_the_sea_step():
    s = board()
    s.add_units(0, "chu", "junk")
    s.add_units(0, "chu", "hero")
    s.add_units(0, "chu", "infantry")
    s = move_action(s, "chu")
    assert not any(o.get("kind") == "hero" for o in GAME.legal_actions(s))   # no junk has sailed yet
    s = go(s, "junk", "chu", "yangtze_yunmeng", by="sea")
    assert GAME.legal_actions(s) == [{"kind": "hero", "from": "chu", "to": "yangtze_yunmeng", "by": "sea"},
                                     {"done": True}]
    s = go(s, "hero", "chu", "yangtze_yunmeng", by="sea")
    assert units(s, "yangtze_yunmeng") == {"junk": [1, 0, 0], "hero": [0, 1, 0]}
    assert s.tasks[-1]["step"] == "land_step"           # the hero's one move is used: it cannot land now
    assert not any(o.get("kind") == "hero" for o in GAME.legal_actions(s))


def test_AMB_19_last_junk_leaving_carries_the_heroes():
    s = board()
    s.add_units(0, "yangtze_yunmeng", "junk")
    s.add_units(0, "yangtze_yunmeng", "hero", 2)
    s = move_action(s, "chu", "yangtze_yunmeng")
    s = go(s, "junk", "yangtze_yunmeng", "yangtze_pengli", by="sea")
    assert units(s, "yangtze_pengli") == {"junk": [1, 0, 0], "hero": [0, 2, 0]}
    assert "yangtze_yunmeng" not in s.units[0]
    check_unit_invariants(s)


def test_AMB_19_last_junk_cannot_strand_a_flipped_hero():
    s = board()
    s.add_units(0, "yangtze_yunmeng", "junk")
    s.add_units(0, "yangtze_yunmeng", "hero")
    s.units[0]["yangtze_yunmeng"]["hero"] = [0, 0, 1]   # at its supply limit
    s.add_units(0, "chu", "infantry")
    s = move_action(s, "chu", "skip")
    assert s.tasks[-1]["step"] == "sea" and {"sea": "yangtze_yunmeng"} in GAME.legal_actions(s)
    s = GAME.apply(s, {"sea": "yangtze_yunmeng"})
    assert s.tasks[-1]["step"] == "land_step"           # the only junk may not sail: no sea-step choice


def test_SA_MOVE_3_AMB_19_hero_in_the_activated_sea_may_land():
    s = board()
    s.add_units(0, "yangtze_yunmeng", "junk")
    s.add_units(0, "yangtze_yunmeng", "hero")
    s.add_units(0, "chu", "infantry")
    s = move_action(s, "chu", "yangtze_yunmeng")
    s = GAME.apply(s, {"done": True})                   # no sea step
    assert {"kind": "hero", "from": "yangtze_yunmeng", "to": "sui", "by": "land"} in GAME.legal_actions(s)
    s = go(s, "hero", "yangtze_yunmeng", "sui")
    assert units(s, "sui") == {"hero": [0, 1, 0]} and units(s, "yangtze_yunmeng") == {"junk": [1, 0, 0]}


def test_SA_MOVE_7_a_junk_at_sea_never_moves_onto_land():
    s = board()
    s.add_units(0, "yangtze_yunmeng", "junk")
    s.add_units(0, "chu", "infantry")
    s = move_action(s, "chu", "yangtze_yunmeng")
    junk_dests = {o["to"] for o in GAME.legal_actions(s) if o.get("kind") == "junk"}
    assert junk_dests == {"yangtze_gorges", "yangtze_pengli"}
    s = GAME.apply(s, {"done": True})
    assert not any(o.get("kind") == "junk" for o in GAME.legal_actions(s))


def test_SA_MOVE_10_sea_units_move_only_from_the_activated_sea_space():
    s = board()
    s.add_units(0, "yangtze_yunmeng", "junk")
    s.add_units(0, "chu", "infantry")
    s = move_action(s, "chu", None)
    assert s.tasks[-1]["step"] == "land_step"           # the junk is not in an activated sea space
    assert not any(o.get("from") == "yangtze_yunmeng" for o in GAME.legal_actions(s))


# ---------------------------------------------------------------------- the land step

def test_SA_MOVE_3_AMB_20_land_units_split_among_destinations():
    s = board()
    s.add_units(0, "qin", "infantry", 3)
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "hanzhong", n=1)
    s = go(s, "infantry", "qin", "guo", n=2)
    assert units(s, "hanzhong") == {"infantry": [0, 1, 0]} and units(s, "guo") == {"infantry": [0, 2, 0]}


def test_SA_MOVE_3_count_is_a_separate_small_choice():
    s = board()
    s.add_units(0, "qin", "infantry", 3)
    s = move_action(s, "qin")
    s = GAME.apply(s, {"kind": "infantry", "from": "qin", "to": "guo", "by": "land"})
    assert GAME.legal_actions(s) == [{"n": 1}, {"n": 2}, {"n": 3}]


def test_SA_MOVE_8_rivers_do_not_block_land_movement():
    s = board()
    s.add_units(0, "jin", "infantry")
    s = move_action(s, "jin")
    assert {"kind": "infantry", "from": "jin", "to": "zhou", "by": "land"} in GAME.legal_actions(s)


def test_SA_MOVE_9_leaving_an_owned_area_keeps_ownership():
    s = board()
    s.add_units(0, "qin", "infantry")
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo")
    assert s.owner["qin"] == 0 and "qin" not in s.units[0]


def test_SA_MOVE_6_land_units_never_end_at_sea():
    s = board()
    s.add_units(0, "chu", "infantry")
    s.add_units(0, "chu", "cavalry")
    s.add_units(0, "yangtze_yunmeng", "junk")
    s = move_action(s, "chu", None)
    assert not any(o.get("to", "") in movement.SEA_SPACE for o in GAME.legal_actions(s))


# ---------------------------------------------------------------------- combats are offered (step 4); the rest not yet

def test_SA_MOVE_INT_2_entering_another_players_units_is_offered():
    s = board()
    s.add_units(0, "qin", "infantry")
    s.add_units(1, "guo", "infantry")
    assert triggers_conflict(s, 0, {"kind": "infantry", "from": "qin", "to": "guo", "by": "land"}) is None
    s = move_action(s, "qin")
    assert any(o.get("to") == "guo" for o in GAME.legal_actions(s))


def test_SA_MOVE_INT_2_DT_15_AMB_21_river_with_other_junks_is_offered():
    s = board()
    s.add_units(0, "jin", "infantry")
    s.add_units(1, "yellow_mengjin", "junk", 2)
    move = {"kind": "infantry", "from": "jin", "to": "zhou", "by": "land"}
    assert triggers_conflict(s, 0, move) is None
    s = move_action(s, "jin")
    assert move in GAME.legal_actions(s)


def test_SA_MOVE_INT_1_junks_entering_other_units_at_sea_are_offered():
    s = board()
    s.add_units(0, "chu", "junk")
    s.add_units(1, "yangtze_gorges", "junk")
    assert triggers_conflict(s, 0, {"kind": "junk", "from": "chu", "to": "yangtze_gorges", "by": "sea"}) is None
    s = move_action(s, "chu")
    assert any(o.get("to") == "yangtze_gorges" for o in GAME.legal_actions(s))


def test_SA_MOVE_INT_3_barbarians_and_kingdom_tokens_offered():
    s = board()
    s.barbarians["guo"] = [s.barbarian_pool.pop()]
    s.kingdom["hanzhong"] = [s.kingdom_box.pop()]
    m = {"kind": "infantry", "from": "qin", "by": "land"}
    assert triggers_conflict(s, 0, dict(m, to="guo")) is None      # test_kingdom_barbarians.py
    assert triggers_conflict(s, 0, dict(m, to="hanzhong")) is None
    s.add_units(0, "qin", "infantry")
    s = move_action(s, "qin")
    assert {o.get("to") for o in GAME.legal_actions(s)} >= {"guo", "hanzhong"}


def test_SA_MOVE_INT_5_treaty_partner_area_offered_and_breaks_later():
    s = board()
    s.owner["guo"] = 1
    m = {"kind": "infantry", "from": "qin", "to": "guo", "by": "land"}
    assert triggers_conflict(s, 0, m) is None           # an enemy's empty area: conquest in upkeep
    s.players[0]["held"].append(s.players[1]["treaties"].pop())
    s.players[1]["held"].append(s.players[0]["treaties"].pop())
    assert triggers_conflict(s, 0, m) is None           # the treaty breaks instead (test_treaties_conquest.py)
    assert triggers_conflict(s, 1, dict(m, **{"from": "guo", "to": "qin"})) is None


def test_SA_MOVE_INT_4_world_event_hook_runs_after_the_whole_action(reveals):
    s = board()
    s.add_units(0, "qin", "infantry", 2)
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo", n=1)
    assert reveals == []
    s = GAME.apply(s, {"done": True})
    assert reveals == [0]


# ---------------------------------------------------------------------- invariants and random play

def test_unit_invariants_catch_land_units_at_sea_and_lonely_heroes():
    s = board()
    s.add_units(0, "bohai", "infantry")
    with pytest.raises(AssertionError):
        check_unit_invariants(s)
    s = board()
    s.add_units(0, "bohai", "hero")
    with pytest.raises(AssertionError):
        check_unit_invariants(s)
    s.add_units(0, "bohai", "junk")
    check_unit_invariants(s)
    s.units[0]["qin"] = {"infantry": [0, 0, 1]}
    with pytest.raises(AssertionError):
        check_unit_invariants(s)


def test_random_play_moves_units_and_keeps_the_invariants():
    moved = 0
    for seed in range(4):
        s = GAME.new_game(seed, **GAME.conformance_options[seed % 3])
        r = random.Random(seed)
        while GAME.outcome(s) is None:
            s = GAME.apply(s, r.choice(GAME.legal_actions(s)))
            GAME.check_invariants(s)
            assert len(GAME.legal_actions(s)) <= 60
        moved += sum(" moves " in line for line in s.log)
    assert moved > 0
