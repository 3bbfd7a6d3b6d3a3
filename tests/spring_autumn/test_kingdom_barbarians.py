"""Kingdom tokens, barbarians and the Great Wall (SA-KT-*, SA-BARB-*, SA-WALL-4..6, SA-UPK-PILL-1/2,
SA-MOVE-INT-3; EX-17, DT-13, DT-28..31; AMB-01, AMB-42..47). Dice are scripted: ``rng.roll(6)`` takes the face
index (1..6) of ``dice.DICE[color].faces`` (``f``), ``rng.below(n)`` takes the index itself."""

from __future__ import annotations

import pytest
from sa_helpers import run
from test_combat import f, pick
from test_movement import go, move_action
from test_supply import board

from pygame_rules.catalog.spring_autumn.content.dice import ARROW
from pygame_rules.catalog.spring_autumn.content.tokens import BARBARIAN_TOKENS, KINGDOM_TOKENS, barbarian_outcome
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import barbarians
from pygame_rules.catalog.spring_autumn.rules.barbarians import barb_combat_task, raid_tribes


def kt(s, area, *symbols):
    """Put face-down kingdom tokens of these symbols on ``area`` (the first given is the top)."""
    ids = []
    for sym in symbols:
        tid = next(k for k in s.kingdom_box if k.rsplit("-", 1)[0] == sym and k not in ids)
        s.kingdom_box.remove(tid)
        ids.append(tid)
    s.kingdom[area] = list(reversed(ids))
    return ids


def barb(s, area, *values):
    """Put barbarian tokens (attack, defense) on ``area`` from the pool (the first given is the top)."""
    ids = []
    for a, d in values:
        tid = next(b for b in s.barbarian_pool if b.startswith(f"b{a}{d}-") and b not in ids)
        s.barbarian_pool.remove(tid)
        ids.append(tid)
    s.barbarians[area] = list(reversed(ids))
    return ids


def dish(s, seat=0):
    return len(s.players[seat]["dishonor"])


def ok(s):
    GAME.check_invariants(s)
    barb_ids = (s.barbarian_pool + [b for b in s.tribes.values() if b is not None]
                + [b for bs in s.barbarians.values() for b in bs])
    assert sorted(barb_ids) == sorted(b.id for b in BARBARIAN_TOKENS)
    assert sorted(s.kingdom_box + [k for ks in s.kingdom.values() for k in ks]) == sorted(KINGDOM_TOKENS)


def enter(s, units, dst="yiqu", src="qin"):
    """Seat 0 moves ``units`` ({kind: n}) from ``src`` into ``dst`` in one Move Units action."""
    for kind, n in units.items():
        s.add_units(0, src, kind, n)
    s = move_action(s, src)
    for kind, n in units.items():
        s = go(s, kind, src, dst, n=n)
    if s.tasks and s.tasks[-1].get("t") == "move" and s.tasks[-1].get("step") == "land_step":
        s = GAME.apply(s, {"done": True})
    return s


def reveal_task(where="yiqu", origin="qin", entered=()):
    return {"t": "kt_reveal", "seat": 0, "where": where, "origin": origin, "entered": list(entered),
            "step": "reveal"}


def placed(s, units, where="yiqu"):
    for kind, n in units.items():
        s.add_units(0, where, kind, n)
    return s


# ---------------------------------------------------------------------- kingdom tokens (DT-28)

def test_SA_MOVE_INT_3_SA_KT_2_entering_reveals_the_top_token(reveals):
    s = board()
    ids = kt(s, "yiqu", "red_circle", "alliance")
    s = enter(s, {"infantry": 1, "archer": 1})
    assert dish(s) == 1                                            # red circle, then the alliance
    assert s.owner["yiqu"] == 0 and "yiqu" not in s.kingdom
    assert set(ids) <= set(s.kingdom_box) and not s.revealed
    assert reveals == [0]                                          # then the world-event check
    ok(s)


def test_SA_KT_REF_1_DT_28_alliance_owns_the_area_and_discards_every_token():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "alliance", "red_circle", "cavalry_blood")
    run(s, reveal_task())
    assert s.owner["yiqu"] == 0 and "yiqu" not in s.kingdom and dish(s) == 0
    ok(s)


def test_SA_KT_REF_2_SA_KT_3_DT_28_red_circle_dishonor_and_next_token():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "red_circle", "red_circle")
    run(s, reveal_task())
    assert dish(s) == 2 and "yiqu" not in s.kingdom
    ok(s)


def test_SA_KT_REF_3_DT_28_hero_circle_unless_a_hero():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "red_circle_hero")
    run(s, reveal_task())
    assert dish(s) == 1 and "yiqu" not in s.kingdom
    s = placed(board(), {"hero": 1})
    kt(s, "yiqu", "red_circle_hero")
    run(s, reveal_task())
    assert dish(s) == 0 and "yiqu" not in s.kingdom


def test_SA_KT_REF_4_DT_28_archer_blood_with_an_archer_nothing_happens():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "archer_blood")
    run(s, reveal_task())
    assert s.unit_count(0, where="yiqu") == 2 and dish(s) == 0 and "yiqu" not in s.kingdom


def test_SA_KT_REF_5_DT_28_cavalry_blood_destroys_a_unit_of_the_players_choice():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "cavalry_blood")
    run(s, reveal_task())
    assert {"kt_destroy": "archer"} in GAME.legal_actions(s)
    s = pick(s, kt_destroy="infantry")
    assert s.unit_count(0, where="yiqu") == 1 and s.unit_count(0, "archer", "yiqu") == 1
    assert dish(s) == 0 and "yiqu" not in s.kingdom
    ok(s)


def test_SA_KT_REF_6_AMB_43_DT_28_blood_with_a_lone_unit_token_stays_face_up():
    s = placed(board(), {"archer": 1})
    tid, = kt(s, "yiqu", "infantry_blood")
    run(s, reveal_task())                                          # one option: taken at once
    assert s.unit_count(0, where="yiqu") == 0 and dish(s) == 1
    assert s.kingdom["yiqu"] == [tid] and tid in s.revealed      # AMB-42/43: face-up, it stays
    assert GAME.view(s, 1)["kingdom"] == {"yiqu": 1}
    ok(s)


def test_SA_KT_REF_7_8_AMB_42_DT_28_retreat_arrow_sends_entered_units_back(reveals):
    s = board()
    tid, _ = kt(s, "yiqu", "cavalry_retreat", "alliance")
    s = enter(s, {"infantry": 1, "archer": 1})
    assert s.unit_count(0, where="yiqu") == 0 and s.unit_count(0, where="qin") == 2
    assert s.units[0]["qin"]["infantry"] == [0, 1, 0]              # no new supply used (AMB-42)
    assert dish(s) == 1 and tid in s.revealed and s.kingdom["yiqu"][-1] == tid
    assert "yiqu" not in s.owner
    ok(s)


def test_SA_KT_REF_9_DT_28_infantry_retreat_with_infantry_no_effect():
    s = placed(board(), {"infantry": 1, "archer": 1})
    kt(s, "yiqu", "infantry_retreat", "archer_retreat")
    run(s, reveal_task())
    assert s.unit_count(0, where="yiqu") == 2 and dish(s) == 0 and "yiqu" not in s.kingdom


def test_SA_KT_3_reveal_continues_until_no_units_left():
    s = placed(board(), {"infantry": 1})
    kt(s, "yiqu", "red_circle", "archer_blood", "alliance")
    run(s, reveal_task())
    assert dish(s) == 2 and s.unit_count(0) == 0 and len(s.kingdom["yiqu"]) == 2   # alliance not reached
    assert "yiqu" not in s.owner


# ---------------------------------------------------------------------- barbarian combat

@pytest.mark.parametrize("atk,dfn", [(3, 6), (4, 5), (5, 4), (6, 3)])
def test_EX_17_SA_BARB_REF_1_to_4_thresholds(atk, dfn):
    tok = next(b for b in BARBARIAN_TOKENS if (b.attack, b.defense) == (atk, dfn))
    for st in range(1, 9):
        assert barbarian_outcome(tok, st) == (st <= atk, st >= dfn)


def test_DT_31_SA_BARB_COMBAT_1_to_6_AMB_46_AMB_01_two_token_stack():
    s = placed(board(), {"archer": 1, "infantry": 1})
    top, bottom = barb(s, "yiqu", (4, 5), (6, 3))
    s.rng.script = f("purple", ARROW)                              # round 1: the arrow removes 4/5
    run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert s.barbarians["yiqu"] == [bottom] and s.unit_count(0, where="yiqu") == 2
    assert top in s.barbarian_pool and s.players[0]["barbarians_destroyed"] == [top]
    assert bottom not in s.revealed                                # revealed only in the next round
    s.rng.script = f("purple", 2) + f("green", 3) + [0]
    s = pick(s, fight=True)                                        # round 2: 6/3, strength 3: both
    assert "yiqu" not in s.barbarians and s.unit_count(0, where="yiqu") == 1
    assert s.players[0]["barbarians_destroyed"] == [top, bottom]   # A keeps 2 kills (AMB-01)
    assert dish(s) == 0 and not s.tasks and not s.revealed
    assert not GAME.legal_actions(s) or s.decision_seat is None
    ok(s)


def test_SA_BARB_COMBAT_4_5_strength_above_attack_loses_nothing():
    s = placed(board(), {"cavalry": 1})
    barb(s, "yiqu", (3, 6))
    s.rng.script = f("red", 4) + f("red", 1) + [0]                 # 4: nothing; then 1: lose the cavalry
    run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    s = pick(s, fight=True)
    assert s.unit_count(0) == 0 and len(s.barbarians["yiqu"]) == 1
    assert dish(s) == 1                                            # SA-BARB-COMBAT-7: lost every unit
    ok(s)


def test_SA_BARB_COMBAT_6_7_attacker_withdraws_to_origin_with_dishonor():
    s = placed(board(), {"infantry": 2})
    barb(s, "yiqu", (3, 6))
    s.rng.script = f("green", 5)
    run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert GAME.legal_actions(s) == [{"fight": True}, {"withdraw": "qin"}]
    s = pick(s, withdraw="qin")
    assert s.unit_count(0, where="qin") == 2 and dish(s) == 1 and not s.tasks


def test_SA_BARB_6_SA_KT_4_barbarians_fought_before_kingdom_tokens(reveals):
    s = board()
    barb(s, "yiqu", (6, 3))
    kt(s, "yiqu", "alliance")
    s.rng.script = f("green", 6) + [0]                             # 6: kill (and lose a unit: 6 <= 6)
    s = enter(s, {"infantry": 2})
    assert "yiqu" not in s.barbarians and s.owner["yiqu"] == 0 and s.unit_count(0, where="yiqu") == 1
    ok(s)


def test_SA_BARB_5_view_hides_face_down_barbarians():
    s = board()
    top, bottom = barb(s, "yiqu", (4, 5), (6, 3))
    s.revealed = [top]
    assert GAME.view(s, 0)["barbarians"] == {"yiqu": [None, top]}


# ---------------------------------------------------------------------- raids and the Great Wall

def test_DT_30_SA_BARB_1_to_5_raid_enters_refills_and_stacks():
    s = board()
    t1 = s.tribes["quanrong"]
    s.barbarians["shu"] = [s.barbarian_pool.pop()]
    refill = s.barbarian_pool[0]
    s.rng.script = [5, 0]                                          # the blue die 5 -> Shu; pool index 0
    run(s, {"t": "barb_raid", "seat": 0})
    s = pick(s, tribe="quanrong")
    assert s.barbarians["shu"][-1] == t1 and len(s.barbarians["shu"]) == 2
    assert t1 not in s.revealed and s.tribes["quanrong"] == refill
    assert "yiqu" not in s.barbarians and not s.tasks
    ok(s)


def test_DT_30_SA_BARB_6_AMB_46_raid_into_units_the_player_defends():
    s = placed(board(), {"infantry": 1})
    tok = next(b for b in s.barbarian_pool if b.startswith("b36-"))
    s.barbarian_pool.remove(tok)
    s.barbarian_pool.append(s.tribes["quanrong"])
    s.tribes["quanrong"] = tok
    s.rng.script = [1, 0] + f("green", 6)                          # Yiqu; refill; strength 6 kills 3/6
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert "yiqu" not in s.barbarians and s.players[0]["barbarians_destroyed"]
    assert s.unit_count(0, where="yiqu") == 1 and dish(s) == 0
    ok(s)


def test_DT_29_SA_WALL_6_raid_destroys_an_unfinished_segment():
    s = board()
    s.great_wall["quanrong_yiqu"] = {"owner": 0, "st": "uc", "cube": None}
    s.rng.script = [2, 0]
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert "quanrong_yiqu" not in s.great_wall and s.barbarians["yiqu"]


def test_DT_29_SA_WALL_4_5_completed_walls_reroll_and_block_tribes():
    s = board()
    s.great_wall["quanrong_yiqu"] = {"owner": 0, "st": "active", "cube": None}
    s.rng.script = [1, 3, 6, 0]                                    # 1, 3: walled -> reroll; 6: Shu
    run(s, {"t": "barb_raid", "seat": 1})
    s = pick(s, tribe="quanrong")
    assert "yiqu" not in s.barbarians and s.barbarians["shu"]
    s.great_wall["quanrong_shu"] = {"owner": 0, "st": "active", "cube": None}
    assert "quanrong" not in raid_tribes(s)


def test_AMB_45_no_tribe_can_raid_nothing_happens():
    s = board()
    s.barbarian_pool += [b for b in s.tribes.values()]
    s.tribes = {t: None for t in s.tribes}
    run(s, {"t": "barb_raid", "seat": 0})
    assert not s.tasks and not s.barbarians


def test_SA_WE_barbarian_raid_event_calls_the_raid(monkeypatch):
    calls = []
    monkeypatch.setattr(barbarians, "start_raid", lambda s, seat: calls.append(seat))
    s = board()
    run(s, {"t": "we_effect", "seat": 1, "card": "barbarian_raid-1", "i": 0})
    assert calls == [1]


# ---------------------------------------------------------------------- pillage (DT-13)

def test_DT_13_SA_UPK_PILL_1_2_AMB_47_pillage_every_upkeep():
    s = board(players=3)
    s.owner["yiqu"] = 2
    kt(s, "yiqu", "alliance")
    s.buildings["yiqu"] = [{"b": "market", "mine": False, "st": "uc", "cube": None},
                           {"b": "farm", "mine": False, "st": "active", "cube": None},
                           {"b": "fortification", "mine": False, "st": "exhausted", "cube": 2}]
    barb(s, "yiqu", (4, 5))
    s.rng.script = [1]
    run(s, {"t": "upk_pillage"})
    assert "yiqu" not in s.owner and "yiqu" not in s.kingdom
    assert [b["b"] for b in s.buildings["yiqu"]] == ["farm"]
    s.rng.script = [0]
    run(s, {"t": "upk_pillage"})
    assert "yiqu" not in s.buildings
    ok(s)


def test_SA_UPK_PILL_1_no_pillage_where_a_player_has_units():
    s = placed(board(), {"infantry": 1})
    s.owner["yiqu"] = 0
    s.buildings["yiqu"] = [{"b": "farm", "mine": False, "st": "active", "cube": None}]
    barb(s, "yiqu", (4, 5))
    run(s, {"t": "upk_pillage"})
    assert s.owner["yiqu"] == 0 and len(s.buildings["yiqu"]) == 1


def test_AMB_47_AMB_12_pillage_of_a_palace_area_relocates_the_palace():
    s = board(players=3)
    home = s.players[2]["palace"]
    s.units[2].pop(home, None)                            # nobody defends the palace area
    for area in [a for a, o in s.owner.items() if o == 2]:
        del s.owner[area]
    s.owner["yiqu"] = 2                                   # the one other area Seat 2 owns
    barb(s, home, (4, 5))
    s.rng.script = [0] * 4
    run(s, {"t": "upk_pillage"})                          # one owned area: the palace goes there at once
    assert home not in s.owner and not s.tasks
    assert s.players[2]["palace"] == "yiqu" and s.players[2]["palace_st"] == "active"
    assert any("palace there is lost" in line for line in s.log)
    ok(s)
