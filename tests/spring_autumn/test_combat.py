"""Combat between players (SA-COMBAT-*, SA-DICE-*, SA-MOVE-INT-1/2, SA-MOVE-2/4, EX-09, DT-14/15/17..20/51,
AMB-21, AMB-24..30, AMB-62). Dice are scripted: ``rng.roll(6)`` gives the index (1..6) of a face in
``dice.DICE[color].faces``; ``f`` below turns faces into those indices."""

from __future__ import annotations

import random

from sa_helpers import new, no_philosophies, run
from test_movement import go, move_action, units
from test_supply import board

from pygame_rules.catalog.spring_autumn.content.dice import ARROW, DICE
from pygame_rules.catalog.spring_autumn.content.map import SEA_SPACE, adjacent_land
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import combat as C
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task, dice_for, withdraw_options
from pygame_rules.engine.rng import Rng


def f(color, *faces):
    """Script indices for these faces of a ``color`` die."""
    return [DICE[color].faces.index(x) + 1 for x in faces]


def fight(s, *tasks):
    return run(s, *tasks)


def pick(s, **want):
    """Answer the pending decision with the option matching ``want``."""
    opts = [o for o in GAME.legal_actions(s) if all(o.get(k) == v for k, v in want.items())]
    assert len(opts) == 1, (want, GAME.legal_actions(s))
    return GAME.apply(s, opts[0])


def kill(s, kind):
    """Pick the victim; a decision with a single option was already taken by the engine."""
    if any("kill" in o for o in GAME.legal_actions(s)):
        return pick(s, kill=kind)
    return s


def dish(s, seat):
    return len(s.players[seat]["dishonor"])


def land(att_units, def_units, where="guo", origin="qin", owner=1, adv0=(), adv1=()):
    s = board()
    for kind, n in att_units.items():
        s.add_units(0, where, kind, n)
    for kind, n in def_units.items():
        s.add_units(1, where, kind, n)
    if owner is not None:
        s.owner[where] = owner
    s.players[0]["advancements"] += list(adv0)
    s.players[1]["advancements"] += list(adv1)
    return s, combat_task(0, 1, where, False, origin)


# ---------------------------------------------------------------------- dice (SA-DICE-*)

def test_SA_DICE_1_to_5_dice_colors_by_units():
    s, t = land({"infantry": 1, "cavalry": 1, "archer": 1, "hero": 1}, {"cavalry": 1},
                adv0=("iron_weapons", "tactics"))
    d = dice_for(s, t, 0)
    assert (d["green"], d["red"], d["yellow"], d["purple"], d["blue"]) == (3, 2, 1, 0, 0)   # archery apart
    assert dice_for(s, t, 1)["red"] == 1 and dice_for(s, t, 1)["green"] == 0


def test_DT_51_SA_COMBAT_MELEE_3_8_SA_DICE_6_strength_is_the_highest_die():
    s, t = land({"infantry": 1, "cavalry": 1}, {"infantry": 2}, adv0=("iron_weapons", "tactics"))
    s.rng.script = f("green", 2, 5, 1) + f("red", 3, 4) + f("green", 1)
    s = fight(s, t)
    assert s.tasks[-1]["str"] == [5, 1]
    s, t = land({"infantry": 1, "cavalry": 1, "archer": 1}, {"infantry": 2}, adv0=("iron_weapons", "tactics"))
    s.rng.script = f("purple", 6) + f("green", 2, 5, 1) + f("red", 3, 4) + f("green", 1)
    s = fight(s, t)
    assert s.tasks[-1]["str"] == [6, 1]                 # SA-COMBAT-ARCH-4: the numeric purple counts


# ---------------------------------------------------------------------- EX-09 (full action)

def ex09():
    s = board()
    s.players[0]["advancements"].append("iron_weapons")
    s.owner["guo"] = 1
    s.add_units(1, "guo", "cavalry")
    s.add_units(1, "guo", "archer")
    for kind in ("infantry", "cavalry", "hero"):
        s.add_units(0, "qin", kind)
    return s


def test_EX_09_SA_COMBAT_ARCH_MELEE_WD_DISH_land_combat(reveals):
    s = ex09()
    s = move_action(s, "qin")
    for kind in ("infantry", "cavalry", "hero"):
        s = go(s, kind, "qin", "guo")
    if s.tasks[-1].get("t") == "move":
        s = GAME.apply(s, {"done": True})
    # archery: Scott's arrow (the rolls come once both sides are known)
    assert s.tasks[-1]["t"] == "combat" and reveals == []
    # counterfactual pool before archery: 1 Y, 1 R, 3 G
    t = s.tasks[-1]
    assert {k: v for k, v in dice_for(s, t, 0).items() if v} == {"green": 3, "red": 1, "yellow": 1}


def test_EX_09_full_sequence(reveals):
    s = ex09()
    s = move_action(s, "qin")
    s.rng.script = f("purple", ARROW) + f("red", 4) + f("yellow", "+") + f("red", 5)
    for kind in ("infantry", "cavalry", "hero"):
        s = go(s, kind, "qin", "guo")
    if s.tasks[-1].get("t") == "move":
        s = GAME.apply(s, {"done": True})
    assert s.decision_seat == 1                          # Scott picks the arrow's victim
    s = kill(s, "infantry")
    t = s.tasks[-1]
    assert {k: v for k, v in dice_for(s, t, 0).items() if v} == {"red": 1, "yellow": 1}   # no green left
    assert {k: v for k, v in dice_for(s, t, 1).items() if v} == {"red": 1}
    assert t["str"] == [5, 5] and s.decision_seat == 0   # SA-COMBAT-MELEE-11: tie
    s = kill(s, "cavalry")
    assert s.decision_seat == 1
    s = kill(s, "cavalry")
    assert s.decision_seat == 0                          # SA-COMBAT-WD-1: the attacker first
    s = pick(s, withdraw="qin")
    assert units(s, "guo", 1) == {"archer": [1, 0, 0]} and s.owner["guo"] == 1
    assert "guo" not in s.units[0] and sum(units(s, "qin")["hero"]) == 1
    assert dish(s, 0) == 1 and dish(s, 1) == 0
    assert reveals == [0] and s.tasks == []              # AMB-62: the world event comes last
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- archery

def test_SA_COMBAT_ARCH_3_AMB_26_simultaneous_archery():
    s, t = land({"archer": 1}, {"archer": 1, "infantry": 1})
    s.rng.script = f("purple", ARROW, ARROW) + f("green", 6)
    s = fight(s, t)
    s = kill(s, "archer")                                # the attacker kills the defender's archer
    s = kill(s, "archer")                                # who had fired too: the attacker's archer dies
    assert "guo" not in s.units[0] and s.tasks == [] and dish(s, 0) == 1 and dish(s, 1) == 0


def test_SA_COMBAT_ARCH_4_arrow_counts_zero_in_melee():
    s, t = land({"archer": 1}, {"infantry": 2})
    s.rng.script = f("purple", ARROW) + f("green", 1)
    s = fight(s, t)
    s = kill(s, "infantry")
    assert "Qin rolls no number dice: strength 0" in s.log and "Jin rolls green 1: strength 1" in s.log
    assert s.tasks == [] and dish(s, 0) == 1 and units(s, "guo", 1) == {"infantry": [1, 0, 0]}


def test_SA_COMBAT_LAND_2_rounds_repeat_until_one_side_is_gone():
    s, t = land({"infantry": 2}, {"infantry": 2}, origin=None)
    s.rng.script = f("green", 6, 1, 6, 1)
    s = fight(s, t)
    s = kill(s, "infantry")
    assert s.decision_seat == 1 and GAME.legal_actions(s)[0] == {"fight": True}
    s = pick(s, fight=True)
    s = kill(s, "infantry")
    assert s.tasks == [] and units(s, "guo") == {"infantry": [2, 0, 0]} and dish(s, 1) == 1


# ---------------------------------------------------------------------- heroes

def test_DT_18_SA_COMBAT_HERO_1_hero_alone():
    s, t = land({"hero": 1}, {"infantry": 1})
    s.rng.script = f("yellow", "++") + f("green", 1)
    s = fight(s, t)
    assert s.tasks[-1]["str"] == [2, 1] if s.tasks else True
    assert "guo" not in s.units[1] and units(s, "guo") == {"hero": [1, 0, 0]} and dish(s, 1) == 1


def test_DT_18_AMB_25_hero_minus_kills_the_hero_first():
    s, t = land({"hero": 1}, {"infantry": 1})
    s.rng.script = f("yellow", "-") + f("green", 3)
    s = fight(s, t)
    assert "guo" not in s.units[0] and dish(s, 0) == 1 and dish(s, 1) == 0 and s.tasks == []


def test_SA_COMBAT_MELEE_9_yellow_plus_adds_one():
    s, t = land({"infantry": 1, "hero": 1}, {"infantry": 1})
    s.rng.script = f("green", 3) + f("yellow", "+") + f("green", 4)
    s = fight(s, t)
    assert s.tasks[-1]["str"] == [4, 4]


# ---------------------------------------------------------------------- fortifications

def test_DT_14_SA_COMBAT_FORT_1_2_3_fortification():
    s, t = land({"infantry": 1, "cavalry": 1}, {"infantry": 2})
    s.buildings["guo"] = [{"b": "fortification", "mine": False, "st": "active", "cube": None}]
    d0, d1 = dice_for(s, t, 0), dice_for(s, t, 1)
    assert (d0["green"], d0["red"]) == (1, 1) and d1["green"] == 2
    s.rng.script = f("green", 3) + f("red", 5) + f("green", 4, 2)
    s = fight(s, t)
    assert s.tasks[-1]["str"] == [5, 5]
    s = kill(s, "cavalry")                               # the attacker's kill (one kind) was automatic
    assert units(s, "guo", 1) == {"infantry": [1, 0, 0]} and units(s, "guo", 0) == {"infantry": [1, 0, 0]}


def test_SA_COMBAT_FORT_4_AMB_27_palace_counts_but_not_under_construction():
    s, t = land({"infantry": 1, "cavalry": 1}, {"infantry": 1})
    s.players[1]["palace"] = "guo"
    assert dice_for(s, t, 1)["green"] == 2 and dice_for(s, t, 0)["green"] == 1
    s.players[1]["palace_st"] = "uc"
    assert dice_for(s, t, 1)["green"] == 1 and dice_for(s, t, 0)["green"] == 2
    s.players[1]["palace_st"] = "active"
    s.owner["guo"] = 0                                   # only the defender who owns the area
    assert dice_for(s, t, 1)["green"] == 1


# ---------------------------------------------------------------------- river junks (DT-15, AMB-21)

def dt15(defender_units=True):
    s = board()
    s.add_units(0, "jin", "infantry")
    s.add_units(1, "yellow_mengjin", "junk", 2)
    s.players[1]["advancements"].append("combat_junks")
    s.owner["zhou"] = 1
    if defender_units:
        s.add_units(1, "zhou", "infantry")
    s = move_action(s, "jin")
    return go(s, "infantry", "jin", "zhou")


def test_DT_15_SA_COMBAT_MELEE_4_committed_junks_roll_blue(reveals):
    s = dt15()
    assert s.decision_seat == 1 and {"commit": True} in GAME.legal_actions(s)
    s.rng.script = f("green", 6) + f("green", 1) + f("blue", 2, 3)
    s = pick(s, commit=True)
    t = s.tasks[-1]
    assert t["str"] == [6, 3] and dice_for(s, t, 1)["blue"] == 2 and dice_for(s, t, 1)["green"] == 1
    assert {"kill": "junk", "loc": "yellow_mengjin"} in GAME.legal_actions(s)   # SA-COMBAT-MELEE-10
    s = pick(s, kill="junk")
    assert units(s, "yellow_mengjin", 1) == {"junk": [1, 0, 0]}


def test_DT_15_declined_junks_are_ignored(reveals):
    s = dt15()
    s.rng.script = f("green", 6) + f("green", 1)
    s = pick(s, commit=False)
    assert "Jin rolls green 1: strength 1" in s.log           # no blue dice
    assert "zhou" not in s.units[1] and units(s, "yellow_mengjin", 1) == {"junk": [2, 0, 0]}


def test_AMB_21_no_defender_units_declined_means_no_combat(reveals):
    s = dt15(defender_units=False)
    s = pick(s, commit=False)
    assert s.tasks == [] and reveals == [0] and units(s, "zhou") == {"infantry": [0, 1, 0]}


def test_AMB_21_committed_junks_alone_fight_and_withdraw_to_sea(reveals):
    s = dt15(defender_units=False)
    s.rng.script = f("green", 1) + f("blue", 2, 2)
    s = pick(s, commit=True)
    s = kill(s, "infantry") if s.decision_seat == 1 else s
    assert "zhou" not in s.units[0] and dish(s, 0) == 1 and s.tasks == [] and reveals == [0]


def test_SA_COMBAT_MELEE_5_lonely_junks_on_land_are_destroyed(reveals):
    s = board()
    s.add_units(0, "qin", "infantry")
    s.add_units(1, "guo", "junk", 2)
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo")
    assert "guo" not in s.units[1] and s.tasks == [] and dish(s, 1) == 0


# ---------------------------------------------------------------------- sea combat (DT-17)

def test_DT_17_SA_COMBAT_SEA_1_dice_and_no_archery():
    s = board()
    s.add_units(0, "yellow_jiuhe", "junk", 2)
    s.add_units(0, "yellow_jiuhe", "hero")
    s.add_units(1, "yellow_jiuhe", "junk")
    s.players[0]["advancements"].append("combat_junks")
    t = combat_task(0, 1, "yellow_jiuhe", True, "yellow_mengjin", "sea")
    d0, d1 = dice_for(s, t, 0), dice_for(s, t, 1)
    assert (d0["blue"], d0["yellow"], d1["blue"], d0["purple"]) == (2, 1, 1, 0)


def test_DT_17_SA_COMBAT_HERO_2_AMB_28_hero_dies_with_the_last_junk():
    s = board()
    s.add_units(0, "yellow_jiuhe", "junk")
    s.add_units(0, "yellow_jiuhe", "hero")
    s.add_units(1, "yellow_jiuhe", "junk")
    s.rng.script = f("blue", 1) + f("yellow", "") + f("blue", 6)
    s = fight(s, combat_task(0, 1, "yellow_jiuhe", True, "yellow_mengjin", "sea"))
    s = kill(s, "junk")
    assert "yellow_jiuhe" not in s.units[0] and s.tasks == [] and dish(s, 0) == 1
    GAME.check_invariants(s)


def test_SA_MOVE_2_SA_MOVE_INT_1_sea_combat_before_the_land_step(reveals):
    s = board()
    s.add_units(0, "qin", "junk")
    s.add_units(0, "qin", "infantry")
    s.add_units(1, "yellow_longmen", "junk")
    s.rng.script = f("blue", 6) + f("blue", 1)
    s = move_action(s, "qin")
    s = go(s, "junk", "qin", "yellow_longmen", by="sea")
    assert "sea combat in Yellow River: Longmen gorge: Qin attacks Jin" in s.log
    assert "yellow_longmen" not in s.units[1] and units(s, "yellow_longmen") == {"junk": [1, 0, 0]}
    assert s.tasks[-1]["t"] == "move" and s.tasks[-1]["step"] == "land_step"
    assert dish(s, 1) == 1


# ---------------------------------------------------------------------- withdrawal (DT-19)

def test_DT_19_SA_COMBAT_WD_3_4_5_defender_retreats():
    s, t = land({"infantry": 1}, {"infantry": 1}, where="zhou", origin="guo")
    s.add_units(1, "jin", "infantry")                    # D1: own units, but across a river with enemy junks
    s.add_units(0, "yellow_mengjin", "junk")
    s.kingdom["guo"] = [s.kingdom_box.pop()]             # D2 (the attacker's origin here is occupied anyway)
    s.owner["zheng"] = 0
    assert withdraw_options(s, t, 1) == ["shen"]         # D3: neutral and empty
    s.owner["shen"] = 0
    assert withdraw_options(s, t, 1) == []


def test_SA_MOVE_5_units_withdrawn_from_a_sea_combat_do_not_move_again(reveals):
    s = board()
    s.add_units(0, "qin", "junk")
    s.add_units(0, "qin", "hero")
    s.add_units(1, "yellow_longmen", "junk", 2)
    s.rng.script = f("blue", 6) + f("yellow", "") + f("blue", 1)
    s = move_action(s, "qin")
    s = go(s, "junk", "qin", "yellow_longmen", by="sea")
    s = GAME.apply(s, {"kind": "hero", "from": "qin", "to": "yellow_longmen", "by": "sea"})
    assert units(s, "yellow_longmen", 1) == {"junk": [1, 0, 0]} and s.decision_seat == 0
    s = pick(s, withdraw="qin")                          # SA-COMBAT-WD-6: back where the junk came from
    assert s.tasks == [] and units(s, "qin") == {"junk": [1, 0, 0], "hero": [0, 1, 0]}
    assert reveals == [0] and dish(s, 0) == 1            # the hero did not move again in the land step


def test_SA_COMBAT_WD_3_own_area_first():
    s, t = land({"infantry": 1}, {"infantry": 1}, where="zhou", origin="guo")
    s.owner["shen"] = 1
    assert withdraw_options(s, t, 1) == ["jin", "shen"]   # Jin is the defender's home area
    s.owner["shen"] = None
    del s.owner["shen"]
    s.owner["jin"] = 0
    assert withdraw_options(s, t, 1) == ["guo", "shen", "zheng"]   # only neutral areas now


def test_DT_19_AMB_29_sea_transport_attacker_needs_the_chain():
    s, t = land({"infantry": 1}, {"infantry": 1}, where="song", origin="chu")
    t["by"] = "sea"
    for seg in ("yangtze_yunmeng", "yangtze_pengli", "yangtze_estuary"):
        s.add_units(0, seg, "junk")
    assert withdraw_options(s, t, 0) == ["chu"]
    del s.units[0]["yangtze_pengli"]
    assert withdraw_options(s, t, 0) == []


def test_SA_COMBAT_WD_6_defending_junks_retreat_to_a_free_sea_space():
    s = board()
    s.add_units(0, "yellow_mengjin", "junk", 2)
    s.add_units(1, "yellow_mengjin", "junk", 2)
    s.add_units(0, "yellow_longmen", "junk")
    t = combat_task(0, 1, "yellow_mengjin", True, "yellow_jiuhe", "sea")
    assert withdraw_options(s, t, 1) == ["yellow_jiuhe"]
    assert withdraw_options(s, t, 0) == ["yellow_jiuhe"]


def test_SA_COMBAT_WD_2_DISH_1_discipline_withdraws_without_dishonor():
    s, t = land({"infantry": 2}, {"infantry": 2}, adv0=("discipline",))
    s.rng.script = f("green", 1, 6)
    s = fight(s, t)
    s = kill(s, "infantry")
    s = pick(s, withdraw="qin")
    assert units(s, "qin") == {"infantry": [1, 0, 0]} and dish(s, 0) == 0 and s.tasks == []


# ---------------------------------------------------------------------- dishonor (DT-20)

def test_DT_20_SA_COMBAT_DISH_1_AMB_30_mutual_destruction():
    s, t = land({"infantry": 1}, {"infantry": 1})
    pool = len(s.dishonor_pool)
    s.rng.script = f("green", 4, 4)
    s = fight(s, t)
    s = kill(s, "infantry")
    s = kill(s, "infantry")
    assert s.tasks == [] and dish(s, 0) == dish(s, 1) == 1 and len(s.dishonor_pool) == pool - 2
    GAME.check_invariants(s)


def test_SA_COMBAT_MELEE_12_one_kill_per_side_per_melee():
    s, t = land({"infantry": 3}, {"infantry": 3}, origin=None)
    s.rng.script = f("green", 6, 1)
    s = fight(s, t)
    s = kill(s, "infantry")
    assert units(s, "guo", 1) == {"infantry": [2, 0, 0]} and units(s, "guo", 0) == {"infantry": [3, 0, 0]}
    assert s.decision_seat == 1 and {"fight": True} in GAME.legal_actions(s)


def test_SA_COMBAT_1_AMB_24_one_combat_per_defender(reveals):
    s = board(players=3)
    s.add_units(0, "qin", "infantry", 2)
    s.add_units(1, "guo", "infantry")
    s.add_units(2, "guo", "infantry")
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo", n=2)
    combats = [t for t in s.tasks if t["t"] == "combat"]
    assert sorted(t["def"] for t in combats) == [1, 2] and all(t["att"] == 0 for t in combats)


# ---------------------------------------------------------------------- random play

def test_random_play_with_combats_keeps_the_invariants():
    fought = 0
    for seed in range(6):
        s = GAME.new_game(seed, **GAME.conformance_options[seed % 3])
        r = random.Random(seed)
        while GAME.outcome(s) is None:
            s = GAME.apply(s, r.choice(GAME.legal_actions(s)))
            GAME.check_invariants(s)
        fought += sum("combat in" in line and "attacks" in line for line in s.log)
    assert fought > 0


def test_SA_COMBAT_HERO_2_hero_on_a_river_is_lost_with_the_last_committed_junk():
    """A hero on a river segment whose last junk dies as a committed junk in a land combat is eliminated."""


    river = next(sid for sid, sp in SEA_SPACE.items() if sp.kind == "river")
    s = new(1, players=2)
    s.units[1][river] = {"junk": [1, 0, 0], "hero": [1, 0, 0]}
    task = C.combat_task(0, 1, "zhou", False, None, river=river)
    C.kill(s, task, 1, river, "junk", "melee")
    assert C.count(s, 1, river, "hero") == 0 and C.count(s, 1, river, "junk") == 0


def test_AMB_28_heroes_on_a_river_are_lost_when_the_committed_junks_withdraw():
    """A defender withdrawing from a land combat takes its committed junks off the river segment (AMB-21);
    heroes left there without a junk die at once (AMB-28). Found by the 5-player fuzz (seeds 287, 1167)."""


    river = next(sid for sid, sp in SEA_SPACE.items() if sp.kind == "river")
    s = new(1, players=2)
    s.units[1][river] = {"junk": [2, 0, 0], "hero": [2, 0, 0]}
    s.add_units(1, "zhou", "infantry")
    task = C.combat_task(0, 1, "zhou", False, None, river=river)
    task["committed"] = True
    C.withdraw(s, task, 1, "guo")
    assert C.count(s, 1, river, "hero") == 0 and C.count(s, 1, river, "junk") == 0
    assert C.count(s, 1, "guo", "infantry") == 1 and "heroes on" in s.log[-2]
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- withdrawal by sea transport (audit 16)

def sui_defence():
    """Jin (seat 1) defends Sui against Qin's infantry from Chu; Qin owns every land neighbour of Sui, Jin owns
    Pu across the Yunmeng segment of the Yangtze and has a junk on it (the audit's Wu in Sui)."""
    s, t = land({"infantry": 2}, {"infantry": 2}, where="sui", origin="chu")
    no_philosophies(s)
    for area in adjacent_land("sui"):
        s.owner[area] = 0
    s.owner["pu"] = 1
    s.add_units(1, "yangtze_yunmeng", "junk")
    return s, t


def test_SA_COMBAT_WD_3_defender_withdraws_by_sea_transport():
    """"The defender may use sea transport to withdraw land units": Jin's infantry leave Sui for its own Pu
    over its junk on the Yunmeng segment, the junk stays, and the withdrawal costs a dishonor."""
    s, t = sui_defence()
    assert withdraw_options(s, t, 1) == ["pu"]
    s.rng.script = f("green", 1, 1)                      # a tie: each side loses an infantry
    s = fight(s, t)
    assert s.decision_seat == 0 and GAME.legal_actions(s) == [{"fight": True}, {"withdraw": "chu"}]
    s = pick(s, fight=True)
    assert s.decision_seat == 1 and GAME.legal_actions(s) == [{"fight": True}, {"withdraw": "pu"}]
    assert GAME.describe_action(s, {"withdraw": "pu"}) == "withdraw to Pu"
    s = pick(s, withdraw="pu")
    assert units(s, "pu", 1) == {"infantry": [1, 0, 0]} and units(s, "yangtze_yunmeng", 1) == {"junk": [1, 0, 0]}
    assert "sui" not in s.units[1] and units(s, "sui") == {"infantry": [1, 0, 0]}
    assert "Jin withdraws from Sui to Pu by sea transport" in s.log and dish(s, 1) == 1 and s.tasks == []
    GAME.check_invariants(s)


def test_SA_COMBAT_WD_3_4_5_SA_MOVE_SEAT_4_sea_transport_withdrawal_constraints():
    """The same constraints as sea transport and land retreats: only the defender's own junks, no sea space
    holding another player's units on the way (SA-COMBAT-WD-5, AMB-24), friendly areas first, a neutral one
    only without kingdom tokens (SA-COMBAT-WD-4), never into enemy units; the chain may be long."""
    s, t = sui_defence()
    s.units[1]["yangtze_yunmeng"] = {}
    del s.units[1]["yangtze_yunmeng"]
    s.add_units(0, "yangtze_yunmeng", "junk")
    assert withdraw_options(s, t, 1) == []               # the attacker's junk is no bridge for Jin
    s.add_units(1, "yangtze_yunmeng", "junk")
    assert withdraw_options(s, t, 1) == []               # Jin's junk shares the segment with Qin's
    s, t = sui_defence()
    s.add_units(0, "pu", "infantry")
    assert withdraw_options(s, t, 1) == []               # never into enemy units
    s, t = sui_defence()
    del s.owner["pu"]
    s.kingdom["pu"] = [s.kingdom_box.pop()]
    assert withdraw_options(s, t, 1) == []               # a neutral area with a kingdom token
    s.kingdom_box += s.kingdom.pop("pu")
    assert withdraw_options(s, t, 1) == ["pu"]           # a neutral area reached by sea
    s.owner["cai"] = 1
    assert withdraw_options(s, t, 1) == ["cai"]          # a friendly land neighbour comes first
    s, t = sui_defence()
    s.add_units(1, "yangtze_pengli", "junk")
    s.owner["wu"] = 1
    assert withdraw_options(s, t, 1) == ["pu", "wu"]     # along two segments (SA-MOVE-SEAT-1)


def test_SA_COMBAT_WD_2_5_AMB_29_attacker_withdraws_by_sea_only_along_a_clear_chain():
    """The attacker's way back by sea transport passes no sea space holding another player's units; an
    attacker who crossed a river holding the defender's junks goes back by sea along its own junks."""
    s, t = land({"infantry": 1}, {"infantry": 1}, where="song", origin="chu")
    t["by"] = "sea"
    for seg in ("yangtze_yunmeng", "yangtze_pengli", "yangtze_estuary"):
        s.add_units(0, seg, "junk")
    s.add_units(1, "yangtze_pengli", "junk")
    assert withdraw_options(s, t, 0) == []
    s, t = land({"infantry": 2}, {"infantry": 1}, where="pu", origin="chu")
    s.add_units(1, "yangtze_yunmeng", "junk")            # the Chu-Pu border runs along Yunmeng
    assert withdraw_options(s, t, 0) == []
    s.add_units(0, "yangtze_gorges", "junk")
    assert withdraw_options(s, t, 0) == ["chu"]
    no_philosophies(s)
    s.rng.script = f("green", 1, 6)
    s = fight(s, t)
    s = pick(s, withdraw="chu")
    assert units(s, "chu") == {"infantry": [1, 0, 0]} and "Qin withdraws from Pu to Chu by sea transport" in s.log


# ---------------------------------------------------------------------- the winner's pick (audit 17)

def test_SA_COMBAT_MELEE_10_the_winner_chooses_which_cavalry_dies():
    """"The player with the higher combat strength chooses one enemy unit to destroy": a cavalry that has not
    moved and one that already moved once are different choices, each with its own words."""
    s, t = land({"infantry": 1}, {"infantry": 1, "cavalry": 2})
    no_philosophies(s)
    s.units[1]["guo"]["cavalry"] = [1, 1, 0]
    s.rng.script = f("green", 6) + f("green", 1, 1) + f("red", 1)   # defender: G (infantry), G (combined), R
    s = fight(s, t)
    offered = GAME.legal_actions(s)
    assert s.decision_seat == 0 and offered == [{"kill": "infantry", "loc": "guo"},
                                                {"kill": "cavalry", "loc": "guo", "moved": 0},
                                                {"kill": "cavalry", "loc": "guo", "moved": 1}]
    assert [GAME.describe_action(s, a) for a in offered] == [
        "destroy one enemy infantry", "destroy one enemy cavalry not yet moved this turn",
        "destroy one enemy cavalry already moved once this turn"]
    s = pick(s, kill="cavalry", moved=0)
    assert units(s, "guo", 1) == {"infantry": [1, 0, 0], "cavalry": [0, 1, 0]}
    assert "Qin wins the melee: Jin loses 1 cavalry not yet moved this turn" in s.log


def test_SA_COMBAT_ARCH_2_the_archer_chooses_which_hero_dies():
    """On an arrow the shooter "choose[s] any one enemy unit to destroy": a fresh hero or a hero that
    already moved once."""
    s, t = land({"archer": 1}, {"hero": 2})
    no_philosophies(s)
    s.units[1]["guo"]["hero"] = [1, 1, 0]
    s.rng.script = f("purple", ARROW) + f("yellow", "+")
    s = fight(s, t)
    assert s.decision_seat == 0 and GAME.legal_actions(s) == [{"kill": "hero", "loc": "guo", "moved": 0},
                                                               {"kill": "hero", "loc": "guo", "moved": 1}]
    s = pick(s, kill="hero", moved=0)
    assert units(s, "guo", 1) == {"hero": [0, 1, 0]}     # the tired hero survives; its + wins the melee
    assert "guo" not in s.units[0] and s.tasks == []


def test_SA_COMBAT_MELEE_10_alike_units_are_one_choice():
    """Units of a type that used the same number of moves stay one choice (no two choices mean the same)."""
    s, t = land({"infantry": 1}, {"cavalry": 2})
    no_philosophies(s)
    s.units[1]["guo"]["cavalry"] = [0, 2, 0]
    s.add_units(1, "guo", "infantry")
    s.rng.script = f("green", 6) + f("green", 1, 1) + f("red", 1)
    s = fight(s, t)
    assert GAME.legal_actions(s) == [{"kill": "infantry", "loc": "guo"}, {"kill": "cavalry", "loc": "guo"}]


def test_the_commit_decision_survives_a_rebuilt_state():
    """A state waiting on the river-junk commit decision is advanced again when rebuilt (a search's
    determinisation: ``resample_hidden`` runs the flow on): the same decision is asked, not a crash."""
    s = dt15()
    again = GAME.resample_hidden(s, 0, Rng(3))
    assert again.decision_seat == 1 and GAME.legal_actions(again) == [{"commit": True}, {"commit": False}]
