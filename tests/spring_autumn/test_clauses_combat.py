"""Clause tests for land combat and barbarian combat that no other test names: SA-COMBAT-LAND-1,
SA-COMBAT-ARCH-1/2, SA-COMBAT-MELEE-1/2/6/7, SA-BARB-COMBAT-2/3, SA-BARB-REF-2/3/4, AMB-85.

Dice are scripted (``f`` turns faces into die indices, see test_combat.py). Every state drops the players'
philosophy cards, so no philosophy window (philosophy_use.py) asks anything in the middle of a fight."""

from __future__ import annotations

from sa_helpers import no_philosophies as no_phil
from sa_helpers import run
from test_combat import f, fight, land, pick
from test_kingdom_barbarians import barb
from test_movement import go, move_action
from test_supply import board

from pygame_rules.catalog.spring_autumn.content.dice import ARROW
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import treaties as treaties_flow
from pygame_rules.catalog.spring_autumn.rules.actions_economy import room
from pygame_rules.catalog.spring_autumn.rules.barbarians import barb_combat_task
from pygame_rules.catalog.spring_autumn.rules.combat import dice_for


def fight_land(att, dfn, **kw):
    """A land combat in Guo (owned by Jin, seat 1): Qin (seat 0) attacks from Qin."""
    s, t = land(att, dfn, **kw)
    return no_phil(s), t


def combat(s):
    return next(t for t in reversed(s.tasks) if t["t"] == "combat")


def lines(s):
    return list(s.log)


def at(s, text):
    """Index of the first log line equal to ``text`` (fails if missing)."""
    lg = lines(s)
    assert text in lg, (text, lg[-12:])
    return lg.index(text)


# ---------------------------------------------------------------------- the round (SA-COMBAT-LAND-1)

def test_SA_COMBAT_LAND_1_each_round_is_archery_then_melee():
    s, t = fight_land({"archer": 1, "infantry": 2}, {"infantry": 2, "cavalry": 1})
    # round 1: Qin's arrow; Qin kills the cavalry before anybody rolls a melee die
    s.rng.script = f("purple", ARROW) + f("green", 2) + f("green", 5)
    s = fight(s, t)
    assert s.decision_seat == 0 and {"kill": "cavalry", "loc": "guo"} in GAME.legal_actions(s)
    s = pick(s, kill="cavalry")
    # the melee came after the arrow: Jin rolled no red die (its cavalry was already dead)
    assert combat(s)["str"] == [2, 5]
    assert at(s, "Qin's archers roll an arrow") < at(s, "Qin's arrow: Jin loses 1 cavalry") \
        < at(s, "Qin rolls green 2: strength 2") < at(s, "Jin rolls green 5: strength 5")
    s = pick(s, kill="infantry")                        # Jin's melee kill
    s = pick(s, fight=True)                             # Qin fights on
    assert s.decision_seat == 1                         # and so does Jin
    s.rng.script = f("purple", 4) + f("green", 1) + f("green", 3)
    s = pick(s, fight=True)
    # round 2 starts with archery again, and its number is then a melee die (4 beats the G1)
    assert combat(s)["round"] == 2 and combat(s)["str"] == [4, 3]
    lg = lines(s)
    r2 = at(s, "Qin's archers roll 4")
    assert r2 > at(s, "Jin rolls green 5: strength 5") and lg.index("Qin rolls green 1: strength 4") > r2
    assert not s.rng.script


# ---------------------------------------------------------------------- archery (SA-COMBAT-ARCH-1/2)

def test_SA_COMBAT_ARCH_1_one_purple_die_per_side_however_many_archers():
    s, t = fight_land({"archer": 3}, {"archer": 2, "infantry": 1})
    assert dice_for(s, t, 0)["purple"] == 0             # archery is separate from the melee pool
    before = s.rng.counter
    s.rng.script = f("purple", 4, 6) + f("green", 2)    # Qin's one purple, Jin's one purple, Jin's green
    s = fight(s, t)
    c = combat(s)
    assert c["p"] == [4, 6] and c["str"] == [4, 6]      # a second purple for Qin would have been the 6
    assert sum("archers roll" in x for x in lines(s)) == 2
    assert not s.rng.script and s.rng.counter == before  # nothing more was rolled
    s2, t2 = fight_land({"infantry": 2}, {"infantry": 2})
    s2.rng.script = f("green", 3) + f("green", 2)
    s2 = fight(s2, t2)                                  # no archers: no purple die at all
    assert combat(s2)["p"] == [None, None] and combat(s2)["str"] == [3, 2]
    assert not any("archers roll" in x for x in lines(s2))


def test_SA_COMBAT_ARCH_2_arrow_side_picks_the_victim_who_dies_at_once_back_to_the_pool():
    s, t = fight_land({"archer": 1, "infantry": 1}, {"infantry": 1, "cavalry": 1, "hero": 1})
    assert room(s, 1, "hero") == 2
    s.rng.script = f("purple", ARROW) + f("green", 1) + f("green", 1, 2) + f("red", 3)
    s = fight(s, t)
    assert s.decision_seat == 0                         # the side that rolled the arrow chooses
    assert sorted(o["kill"] for o in GAME.legal_actions(s)) == ["cavalry", "hero", "infantry"]
    s = pick(s, kill="hero")
    assert s.unit_count(1, "hero") == 0 and room(s, 1, "hero") == 3   # back in Jin's pool
    assert s.unit_count(1, where="guo") == 2            # exactly one unit
    # destroyed immediately: the dead hero rolled no yellow die in this round's melee
    assert "Jin rolls green 1, green 2, red 3: strength 3" in lines(s) and combat(s)["str"] == [1, 3]
    assert not s.rng.script


# ---------------------------------------------------------------------- melee dice (SA-COMBAT-MELEE-1/2/6/7)

def test_SA_COMBAT_MELEE_1_infantry_one_green_plus_one_with_iron_weapons():
    s, t = fight_land({"infantry": 4}, {"cavalry": 1})
    assert dice_for(s, t, 0)["green"] == 1              # however many infantry
    s.players[0]["advancements"].append("iron_weapons")
    assert dice_for(s, t, 0)["green"] == 2
    s.players[1]["advancements"].append("iron_weapons")
    assert dice_for(s, t, 1)["green"] == 0              # Iron Weapons without infantry: nothing
    s, t = fight_land({"infantry": 2}, {"infantry": 2})
    s.rng.script = f("green", 1) + f("green", 5)
    assert combat(fight(s, t))["str"] == [1, 5]         # one green die each
    s, t = fight_land({"infantry": 2}, {"infantry": 2}, adv0=("iron_weapons",))
    s.rng.script = f("green", 1, 5) + f("green", 3)
    s = fight(s, t)
    assert combat(s)["str"] == [5, 3] and "Qin rolls green 1, green 5: strength 5" in lines(s)


def test_SA_COMBAT_MELEE_2_cavalry_one_red_plus_one_with_tactics():
    s, t = fight_land({"cavalry": 3}, {"infantry": 1})
    assert dice_for(s, t, 0)["red"] == 1                # however many cavalry
    s.players[0]["advancements"].append("tactics")
    assert dice_for(s, t, 0)["red"] == 2
    s.players[1]["advancements"].append("tactics")
    assert dice_for(s, t, 1)["red"] == 0                # Tactics without cavalry: nothing
    s, t = fight_land({"cavalry": 2}, {"infantry": 2})
    s.rng.script = f("red", 1) + f("green", 4)
    assert combat(fight(s, t))["str"] == [1, 4]
    s, t = fight_land({"cavalry": 2}, {"infantry": 2}, adv0=("tactics",))
    s.rng.script = f("red", 1, 5) + f("green", 4)
    s = fight(s, t)
    assert combat(s)["str"] == [5, 4] and "Qin rolls red 1, red 5: strength 5" in lines(s)


def test_SA_COMBAT_MELEE_6_one_yellow_die_however_many_heroes():
    s, t = fight_land({"infantry": 1, "hero": 3}, {"infantry": 2})
    assert dice_for(s, t, 0)["yellow"] == 1 and dice_for(s, t, 1)["yellow"] == 0
    before = s.rng.counter
    s.rng.script = f("green", 3) + f("yellow", "++") + f("green", 4)
    s = fight(s, t)
    assert combat(s)["str"] == [5, 4]
    assert sum("hero die" in x for x in lines(s)) == 1 and not s.rng.script and s.rng.counter == before


def test_SA_COMBAT_MELEE_7_both_sides_roll_all_their_dice():
    s, t = fight_land({"infantry": 1, "cavalry": 1, "hero": 1}, {"infantry": 1, "cavalry": 1, "hero": 1},
                      adv0=("iron_weapons", "tactics"))
    before = s.rng.counter
    s.rng.script = (f("green", 1, 2, 3) + f("red", 4, 5) + f("yellow", "+")
                    + f("green", 6, 1) + f("red", 2) + f("yellow", ""))
    s = fight(s, t)
    assert "Qin rolls green 1, green 2, green 3, red 4, red 5, hero die +: strength 6" in lines(s)
    assert "Jin rolls green 6, green 1, red 2, hero die blank: strength 6" in lines(s)
    assert combat(s)["str"] == [6, 6] and not s.rng.script and s.rng.counter == before


# ---------------------------------------------------------------------- barbarian combat

def barb_fight(units, *tokens, revealed=(), adv=()):
    """Qin's ``units`` in Yiqu attack the barbarian stack ``tokens`` (the first is the top); returns the state
    after the first round and the token ids."""
    s = no_phil(board())
    for kind, n in units.items():
        s.add_units(0, "yiqu", kind, n)
    s.players[0]["advancements"] += list(adv)
    ids = barb(s, "yiqu", *tokens)
    s.revealed = [ids[i] for i in revealed]
    return s, ids


def test_SA_BARB_COMBAT_2_barbarians_roll_nothing_their_face_up_token_values_count():
    # the face-up 3/6 is fought (not the face-down 6/3 on top of it): strength 5 neither loses nor kills
    s, (top, bottom) = barb_fight({"infantry": 2}, (6, 3), (3, 6), revealed=(1,))
    before = s.rng.counter
    s.rng.script = f("green", 5)
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert s.rng.counter == before and not s.rng.script  # the barbarians drew no die at all
    assert s.barbarians["yiqu"] == [bottom, top] and top not in s.revealed
    assert s.unit_count(0, where="yiqu") == 2 and "strength is 5 against barbarians 3/6" in lines(s)[-1]
    assert GAME.legal_actions(s)[0] == {"fight": True}
    # the same strength against a lone face-down 6/3: it is revealed, and its values make both happen
    s, (tok,) = barb_fight({"infantry": 2}, (6, 3))
    s.rng.script = f("green", 5)
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert "yiqu" not in s.barbarians and s.unit_count(0, where="yiqu") == 1
    assert s.players[0]["barbarians_destroyed"] == [tok] and not s.tasks


def test_SA_BARB_COMBAT_3_AMB_46_the_player_rolls_normally_and_an_arrow_removes_the_token_before_melee():
    s, (top, bottom) = barb_fight({"archer": 1, "infantry": 1}, (4, 5), (6, 3))
    before = s.rng.counter
    s.rng.script = f("purple", ARROW)
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert s.barbarians["yiqu"] == [bottom] and bottom not in s.revealed
    assert s.players[0]["barbarians_destroyed"] == [top]
    assert s.unit_count(0, where="yiqu") == 2              # no melee: nothing lost (6/3 would have hit)
    assert s.rng.counter == before and not s.rng.script    # and no green die was rolled
    # a numeric purple is a melee die: 6 (with G1) removes a 3/6 and loses nothing
    s, _ = barb_fight({"archer": 1, "infantry": 1}, (3, 6))
    s.rng.script = f("purple", 6) + f("green", 1)
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert "yiqu" not in s.barbarians and s.unit_count(0, where="yiqu") == 2 and not s.tasks
    # Iron Weapons and the hero die count as in any combat: G1 G4 and '+' make 5 against a 4/5
    s, _ = barb_fight({"infantry": 1, "hero": 1}, (4, 5), adv=("iron_weapons",))
    s.rng.script = f("green", 1, 4) + f("yellow", "+")
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert "yiqu" not in s.barbarians and s.unit_count(0, where="yiqu") == 2 and not s.rng.script


def _ref(values, face, units=None, yellow=None):
    """One round against a single barbarian token: (token removed, units lost)."""
    units = units or {"infantry": 2}
    s, _ = barb_fight(units, values)
    s.rng.script = f("green", face) + (f("yellow", yellow) if yellow is not None else [])
    n = s.unit_count(0, where="yiqu")
    s = run(s, barb_combat_task(0, "yiqu", "att", "qin"))
    assert not s.rng.script
    return "yiqu" not in s.barbarians, n - s.unit_count(0, where="yiqu")


def test_SA_BARB_REF_2_token_4_5():
    assert [_ref((4, 5), st) for st in range(1, 7)] == [
        (False, 1), (False, 1), (False, 1), (False, 1),    # 4 or less costs a unit
        (True, 0), (True, 0)]                              # 5 or more removes it, losing nothing


def test_SA_BARB_REF_3_token_5_4():
    assert [_ref((5, 4), st) for st in range(1, 7)] == [
        (False, 1), (False, 1), (False, 1),
        (True, 1), (True, 1),                              # 4 and 5 do both
        (True, 0)]


def test_SA_BARB_REF_4_EX_17_token_6_3():
    assert [_ref((6, 3), st) for st in range(1, 7)] == [
        (False, 1), (False, 1),
        (True, 1), (True, 1), (True, 1), (True, 1)]        # 3 to 6 do both
    assert _ref((6, 3), 6, {"infantry": 1, "hero": 1}, "+") == (True, 0)   # strength 7: only the kill


# ---------------------------------------------------------------------- AMB-85

def test_AMB_85_entering_an_area_with_only_enemy_buildings_and_palace_is_no_combat(reveals):
    s = no_phil(board())
    assert s.players[1]["palace"] == "jin" and s.buildings["jin"] and not s.units[1]
    s.add_units(0, "yu", "infantry")
    treaties_flow.sign(s, 0, "qin-exchange_of_envoys", 1, "jin-trade_pact")
    d0, d1 = len(s.players[0]["dishonor"]), len(s.players[1]["dishonor"])
    s.owner["yu"] = 0
    s.buildings["yu"] = [{"b": "market", "mine": False, "st": "active", "cube": None}]
    s = move_action(s, "yu", market="yu")
    s = go(s, "infantry", "yu", "jin")
    if s.tasks and s.tasks[-1].get("step") == "land_step":
        s = GAME.apply(s, {"done": True})
    assert not s.tasks and reveals == [0]
    assert not any("combat" in x for x in lines(s))
    assert s.owner["jin"] == 1 and s.players[1]["palace"] == "jin"   # nothing happens before upkeep
    assert s.unit_count(0, where="jin") == 1
    assert treaties_flow.partners(s, 0) == []                        # it still breaks the treaty
    assert len(s.players[0]["dishonor"]) == d0 + 1 and len(s.players[1]["dishonor"]) == d1
    s = run(s, {"t": "upk_conquest"})                                # conquest happens at upkeep
    assert s.owner["jin"] == 0 and s.players[1]["palace"] is None
    GAME.check_invariants(s)
