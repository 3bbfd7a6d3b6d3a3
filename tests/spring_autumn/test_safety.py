"""The safety game's palace garrisons (SA-SAFE-1..3, DT-37; AMB-29, AMB-54, AMB-55, AMB-85).

Jin (seat 1) has its palace in Guo (owned), next to Qin (seat 0). Dice are scripted: ``rng.roll(6)`` takes the
index of a face of ``dice.DICE[color].faces`` (``f``), ``rng.below(n)`` the index itself."""

from __future__ import annotations

import pytest
from sa_helpers import new, run
from test_combat import dish, f, pick
from test_movement import go, move_action

from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.garrison import garrison_at
from pygame_rules.catalog.spring_autumn.rules.actions_economy import room
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task, dice_for, withdraw_options
from pygame_rules.catalog.spring_autumn.rules.movement import move_areas
from pygame_rules.catalog.spring_autumn.state import State, without

FULL = ["infantry", "cavalry", "archer"]


def safe(variant="safety", palace="guo"):
    """2 players, no units on the map; Jin's palace (with its garrison in the safety game) in Guo, owned."""
    s = new(1, players=2, variant=variant)
    for u in s.units:
        u.clear()
    s.kingdom_box += [k for ks in s.kingdom.values() for k in ks]
    s.kingdom = {}
    s.owner[palace] = 1
    s.players[1]["palace"] = palace
    return s


def attack(s, units, where="guo"):
    for kind, n in units.items():
        s.add_units(0, where, kind, n)
    return combat_task(0, 1, where, False, "qin")


def garrison(s, seat=1):
    return s.players[seat]["garrison"]


# ---------------------------------------------------------------------- SA-SAFE-1

def test_SA_SAFE_1_every_palace_has_a_garrison_only_in_the_safety_game():
    s = new(1, players=3, variant="safety")
    assert [p["garrison"] for p in s.players] == [FULL] * 3
    assert all(garrison_at(s, i, p["palace"]) == FULL for i, p in enumerate(s.players))
    assert [p["garrison"] for p in new(1, players=3).players] == [[]] * 3
    GAME.check_invariants(s)


def test_SA_SAFE_1_AMB_55_the_garrison_never_moves_nor_counts_for_caps():
    s = safe()
    assert move_areas(s, 1) == []                                   # only the garrison in Guo: nothing moves
    assert s.unit_count(1) == 0 and room(s, 1, "infantry") == 10   # not counted against the caps
    s.add_units(1, "guo", "infantry")
    assert move_areas(s, 1) == ["guo"]
    assert garrison_at(s, 1, "zhou") == []


def test_SA_SAFE_1_the_garrison_follows_a_moved_palace():
    s = safe()
    s.owner["zhou"] = 1
    s.phase, s.passed = "action", [False, False]
    s = run(s, {"t": "action", "seat": 1})
    s = GAME.apply(s, {"action": "move_palace"})
    if s.tasks and s.tasks[-1]["t"] == "move_palace":
        s = GAME.apply(s, {"area": "zhou"})
    assert s.players[1]["palace"] == "zhou"
    assert garrison_at(s, 1, "zhou") == FULL and garrison_at(s, 1, "guo") == []


def test_SA_SAFE_1_garrison_state_survives_copy_and_json():
    s = safe()
    c = s.copy()
    c.players[1]["garrison"] = without(c.players[1]["garrison"], "cavalry")   # replaced, never changed (state.py)
    assert garrison(s) == FULL and garrison(c) == ["infantry", "archer"]
    back = State.from_json(c.to_json())
    assert garrison(back) == ["infantry", "archer"] and back.to_json() == c.to_json()


def test_SA_SAFE_1_invariants_reject_a_garrison_outside_the_safety_game():
    s = safe(variant="standard")
    s.players[1]["garrison"] = list(FULL)
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)


# ---------------------------------------------------------------------- DT-37: combat

def test_DT_37_SA_SAFE_1_the_garrison_defends_with_G1_R1_P1_plus_the_fortification():
    s = safe()
    t = attack(s, {"infantry": 1, "cavalry": 1})
    d = dice_for(s, t, 1)
    assert (d["green"], d["red"], d["yellow"], d["blue"]) == (2, 1, 0, 0)   # infantry + palace fortification
    assert dice_for(s, t, 0)["green"] == 1                                 # no combined arms (SA-COMBAT-FORT-3)
    s.rng.script = f("purple", 1) + f("green", 6) + f("red", 1) + f("green", 1, 1) + f("red", 1)
    s = run(s, t)
    assert any("Jin's archers roll 1" in line for line in s.log_tail(6))   # the garrison archer fires
    assert s.tasks[-1]["str"] == [6, 2]                                    # 1 + 1 for the fortification


def test_AMB_85_SA_SAFE_1_entering_a_palace_area_fights_the_garrison_only_in_the_safety_game(reveals):
    for variant, fought in (("safety", True), ("standard", False)):
        s = safe(variant)
        s.add_units(0, "qin", "infantry")
        s = move_action(s, "qin")
        s.rng.script = f("purple", 1) + f("green", 1) + f("green", 1, 1) + f("red", 1)
        s = go(s, "infantry", "qin", "guo")
        if s.tasks and s.tasks[-1].get("t") == "move":
            s = GAME.apply(s, {"done": True})
        assert any("land combat in Guo: Qin attacks Jin" in line for line in s.log) == fought
        assert ("guo" in s.units[0]) != fought                         # the garrison won (2 against 1)
        GAME.check_invariants(s)


def test_DT_37_SA_SAFE_2_3_two_killed_then_the_attacker_withdraws_the_garrison_regenerates():
    s = safe()
    t = attack(s, {"infantry": 2})
    round_win = f("purple", 1) + f("green", 6) + f("green", 1, 1) + f("red", 1)   # 6 against 2
    s.rng.script = list(round_win)
    s = run(s, t)
    opts = GAME.legal_actions(s)
    assert opts == [{"kill": k, "loc": "guo", "garrison": True} for k in FULL]     # SA-SAFE-2: one at a time
    assert GAME.describe_action(s, opts[1]) == "destroy one enemy cavalry of the palace garrison"
    s = pick(s, kill="infantry")
    assert garrison(s) == ["cavalry", "archer"] and s.unit_count(1) == 0
    assert withdraw_options(s, s.tasks[-1], 1) == []                # a garrison never withdraws (AMB-29)
    s.rng.script = f("purple", 1) + f("green", 6) + f("red", 1)    # no infantry left: G1 (fort) R1
    s = pick(s, fight=True)
    s = pick(s, kill="cavalry")
    assert garrison(s) == ["archer"]
    s = pick(s, withdraw="qin")
    assert garrison(s) == FULL and not s.tasks                      # back to 3 after the combat (SA-SAFE-3)
    assert any("palace garrison in Guo regenerates" in line for line in s.log_tail(4))
    assert dish(s, 0) == 1 and dish(s, 1) == 0
    GAME.check_invariants(s)


def test_DT_37_AMB_55_all_three_killed_no_regeneration_until_retrieve():
    s = safe()
    t = attack(s, {"infantry": 2})
    s.rng.script = (f("purple", 1) + f("green", 6) + f("green", 1, 1) + f("red", 1)
                    + f("purple", 1) + f("green", 6) + f("green", 1) + f("red", 1)
                    + f("purple", 1) + f("green", 6) + f("green", 1))
    s = run(s, t)
    s = pick(s, kill="infantry")
    s = pick(s, fight=True)
    s = pick(s, kill="cavalry")
    s = pick(s, fight=True)                                          # the archer, the only choice, at once
    assert garrison(s) == [] and not s.tasks
    assert not any("regenerates" in line for line in s.log)
    assert dish(s, 1) == 1                                           # Jin lost every unit there
    later = s.copy()
    run(later, {"t": "upk_retrieve"})                                # AMB-55: the palace still stands
    assert garrison(later) == FULL
    run(s, {"t": "upk_conquest"})                                    # Qin alone in Guo conquers it
    assert s.owner["guo"] == 0 and any("Jin's palace in Guo is destroyed" in line for line in s.log)
    assert s.players[1]["palace"] == "jin" and garrison(s) == []     # re-placed in Jin, its only area (AMB-12)
    run(s, {"t": "upk_retrieve"})
    assert garrison_at(s, 1, "jin") == FULL
    GAME.check_invariants(s)


def test_AMB_29_AMB_55_the_defenders_other_units_withdraw_and_the_garrison_fights_on():
    s = safe()
    s.owner["zhou"] = 1
    s.add_units(1, "guo", "infantry")
    t = attack(s, {"infantry": 2})
    s.rng.script = f("purple", 1) + f("green", 1) + f("green", 1, 1) + f("red", 1)   # 1 against 2: Jin wins
    s = run(s, t)
    assert sum(s.units[0]["guo"]["infantry"]) == 1                   # Qin's only choice was taken at once
    s = pick(s, fight=True)
    assert {"withdraw": "zhou"} in GAME.legal_actions(s)
    s.rng.script = f("purple", 1) + f("green", 6) + f("green", 1) + f("red", 1)      # 6 against 2
    s = pick(s, withdraw="zhou")
    assert sum(s.units[1]["zhou"]["infantry"]) == 1 and "guo" not in s.units[1]
    assert any("garrison stays behind and fights on" in line for line in s.log)
    assert s.tasks[-1]["t"] == "combat"
    assert GAME.legal_actions(s) == [{"kill": k, "loc": "guo", "garrison": True} for k in FULL]


def test_AMB_54_AMB_55_the_garrison_prevents_sole_occupancy():
    s = safe()
    s.add_units(0, "guo", "infantry")
    run(s, {"t": "upk_conquest"})
    assert s.owner["guo"] == 1 and s.players[1]["palace"] == "guo"
    s = safe(variant="standard")
    s.add_units(0, "guo", "infantry")
    run(s, {"t": "upk_conquest"})
    assert s.owner["guo"] == 0


# ---------------------------------------------------------------------- barbarians

def test_SA_SAFE_2_3_AMB_46_the_garrison_defends_against_a_raid_and_regenerates():
    s = safe(palace="yiqu")
    tok = next(b for b in s.barbarian_pool if b.startswith("b63-"))
    s.barbarian_pool.remove(tok)
    s.barbarian_pool.append(s.tribes["quanrong"])
    s.tribes["quanrong"] = tok
    s.rng.script = ([1, 0]                                             # the die: Yiqu; the refill
                    + f("purple", 1) + f("green", 1, 1) + f("red", 1) + [1]   # strength 2: lose a unit
                    + f("purple", 1) + f("green", 6) + f("red", 1))           # strength 7: 6/3 removed
    run(s, {"t": "barb_raid", "seat": 0})
    s = pick(s, tribe="quanrong")
    assert "yiqu" not in s.barbarians and s.players[1]["barbarians_destroyed"] == [tok]
    assert any("the barbarians kill the cavalry of Jin's palace garrison" in line for line in s.log)
    assert garrison(s) == FULL and not s.tasks
    GAME.check_invariants(s)
