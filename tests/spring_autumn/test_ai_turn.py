"""An AI player's turn and its shared decisions (SA-AI-MOVE-1/2, SA-AI-PROD-1, SA-AI-MH-1/2, SA-AI-WE-1/2,
SA-AI-COMBAT-2..4, SA-AI-PHIL-1; EX-10, EX-10c, EX-10d, DT-36, DT-40, DT-41; AMB-56, AMB-64, AMB-68)."""

from __future__ import annotations

from sa_helpers import run
from test_ai_movement import CHU, EQUILIBRIUM, JIN, MENGJIN, QI, QIN, WU, ex10, move_task, options

from pygame_rules.catalog.spring_autumn.content.dice import DICE, MINUS, PLUS, PLUS2
from pygame_rules.catalog.spring_autumn.flow import AI_CHOICES
from pygame_rules.catalog.spring_autumn.pieces import note_harm
from pygame_rules.catalog.spring_autumn.rules import ai_choices as A
from pygame_rules.catalog.spring_autumn.rules import ai_turn
from pygame_rules.catalog.spring_autumn.rules import combat as C
from pygame_rules.catalog.spring_autumn.rules.philosophy_use import harmed
from pygame_rules.catalog.spring_autumn.rules.world_events import next_bidder

BLANK = ""


def yellow(face):
    return DICE["yellow"].faces.index(face) + 1


def at_round(s, rnd, supply, turn=3):
    s.turn, s.phase, s.round = turn, "action", rnd
    s.passed = [False] * s.n
    s.players[JIN]["ai_supply"] = supply
    s.players[JIN]["philosophies"] = []
    s.players[JIN]["treaties"] = []                       # no treaty offers before the move (AMB-71)
    s.ai_deck = [c for c in s.ai_deck if c != EQUILIBRIUM.id] + [EQUILIBRIUM.id]
    return s


def test_EX_10_SA_AI_MOVE_2_the_ai_supplies_and_moves_by_its_card_into_combat():
    s = at_round(ex10(), 2, 2)
    s.rng.script = [yellow(PLUS), 1]                      # step A: "+"; the last pick: Zhou (of Song, Zhou)
    run(s, {"t": "action", "seat": JIN})
    log = "\n".join(s.log)
    assert s.players[JIN]["ai_supply"] == 1 and s.ai_discard[-1] == EQUILIBRIUM.id
    assert "Jin (AI) rolls +, spends a supply (supply 1 left) and reveals The Way of Equilibrium: it supplies Jin" \
        in log
    assert "Jin (AI) moves 1 infantry, 1 cavalry from Jin to Zhou (The Way of Equilibrium: grudge: none, skipped" \
        in log
    assert "Jin moves 1 infantry from Jin to Zhou" in log and "Jin moves 1 cavalry from Jin to Zhou" in log
    assert "land combat in Zhou: Jin attacks Wu" in log
    assert not s.passed[JIN]


def test_EX_10c_no_plus_no_move_and_not_passed():
    for face in (BLANK, MINUS):
        s = at_round(ex10(), 2, 2)
        s.rng.script = [yellow(face)]
        before = dict(s.units[JIN])
        run(s, {"t": "action", "seat": JIN})
        assert s.players[JIN]["ai_supply"] == 2 and not s.passed[JIN] and s.units[JIN] == before
        assert "it does not move this round" in s.log[-1]


def test_EX_10d_supply_zero_passes_for_the_turn():
    s = at_round(ex10(), 3, 0)
    run(s, {"t": "action", "seat": JIN})
    assert s.passed[JIN] and any("Jin (AI) has no supply left and passes" in line for line in s.log_tail(3))


def test_SA_AI_PROD_1_round_one_is_production_and_AMB_56_turn_one_a_null_action():
    s = at_round(ex10(), 1, 0, turn=1)
    run(s, {"t": "action", "seat": JIN})
    assert "reveals no card in turn 1" in s.log[-1] and not s.passed[JIN] and s.ai_discard == []
    s = at_round(ex10(), 1, 0, turn=2)
    run(s, {"t": "action", "seat": JIN})
    assert s.ai_discard == [EQUILIBRIUM.id] and s.players[JIN]["ai_supply"] == 2      # its "2 Supply"


def test_SA_AI_MOVE_3_no_area_to_supply_one_commerce():
    s = at_round(ex10(), 2, 2)
    s.units[JIN] = {}
    s.players[JIN]["palace"] = None
    s.rng.script = [yellow(PLUS2)]
    commerce = s.players[JIN]["commerce"]
    run(s, {"t": "action", "seat": JIN})
    assert s.players[JIN]["commerce"] == commerce + 1 and s.players[JIN]["ai_supply"] == 1


def test_DT_40_SA_AI_WE_1_2_AMB_64_the_ai_bid_by_the_yellow_die_capped():
    s = ex10()
    for i, p in enumerate(s.players):
        p["honor"] = 7 if i == JIN else 4 if i == QI else 1
    assert [A.ai_bid(s, JIN, face) for face in (PLUS2, PLUS, MINUS, BLANK)] == [5, 4, 3, 0]
    s.players[JIN]["honor"] = 9
    assert A.ai_bid(s, JIN, PLUS2) == 5


def test_SA_AI_WE_1_humans_bid_first_then_the_ais():
    s = ex10()
    order = [JIN, QIN, QI, WU, CHU]
    s.tasks = [{"t": "bid", "card": s.world_deck[-1], "order": order, "bids": [None] * 5, "erupt": False}]
    assert next_bidder(s, s.tasks[-1]) == QIN
    s.tasks[-1]["bids"] = [1, None, 0, 2, 3]
    assert next_bidder(s, s.tasks[-1]) == JIN


def combat_at(s, where="zhou"):
    return C.combat_task(JIN, WU, where, False, "jin")


def test_DT_41_SA_AI_COMBAT_3_4_the_kill_that_leaves_the_fewest_dice():
    s = ex10()
    s.units[WU] = {}
    s.add_units(WU, "zhou", "infantry", 1)
    s.add_units(WU, "zhou", "cavalry", 2)
    s.add_units(WU, "zhou", "hero", 1)
    t = combat_at(s)
    options = C.victim_options(s, t, WU, by_moves=True)
    assert A.kill_choice(s, t, WU, options)["kill"] == "infantry"
    s.units[WU] = {}
    s.add_units(WU, "zhou", "infantry", 2)
    s.add_units(WU, "zhou", "archer", 1)
    s.add_units(WU, "zhou", "hero", 1)
    assert A.kill_choice(s, t, WU, C.victim_options(s, t, WU, by_moves=True))["kill"] == "archer"
    s.units[WU] = {}
    s.add_units(WU, "zhou", "infantry", 3)
    s.add_units(WU, "zhou", "archer", 2)
    assert A.kill_choice(s, t, WU, C.victim_options(s, t, WU, by_moves=True))["kill"] == "archer"
    s.units[WU] = {}
    s.add_units(WU, "zhou", "hero", 1)
    assert A.kill_choice(s, t, WU, C.victim_options(s, t, WU, by_moves=True))["kill"] == "hero"


def test_DT_41_an_even_choice_is_drawn_at_random():
    s = ex10()
    s.units[WU] = {}
    s.add_units(WU, "zhou", "infantry", 2)
    s.add_units(WU, "zhou", "archer", 2)
    t = combat_at(s)
    picks = set()
    for k in range(2):
        s.rng.script = [k]
        picks.add(A.kill_choice(s, t, WU, C.victim_options(s, t, WU, by_moves=True))["kill"])
    assert picks == {"infantry", "archer"}


def test_SA_AI_COMBAT_2_never_withdraws_and_commits_river_junks():
    s = ex10()
    t = {**combat_at(s), "step": "wd_att"}
    assert AI_CHOICES["combat"](s, t, [{"fight": True}, {"withdraw": "jin"}]) == {"fight": True}
    t["step"] = "commit"
    assert AI_CHOICES["combat"](s, t, [{"commit": True}, {"commit": False}]) == {"commit": True}


def test_SA_AI_PHIL_1_AMB_75_honor_only_never_dishonor_and_by_the_cards_ai_use():
    s = ex10()
    never = next(c for c, card in A.PHILOSOPHY.items() if card.ai_use == "never")
    always = next(c for c, card in A.PHILOSOPHY.items() if card.ai_use == "always")
    t = {"t": "phil", "seats": [JIN]}
    assert AI_CHOICES["phil"](s, t, [{"philosophy": always, "pay": "dishonor"}, {"philosophy": None}]) == \
        {"philosophy": None}
    assert AI_CHOICES["phil"](s, t, [{"philosophy": never, "pay": "honor"}, {"philosophy": always, "pay": "honor"},
                                 {"philosophy": None}]) == {"philosophy": always, "pay": "honor"}


def test_EX_10_SA_AI_GRUDGE_1_2_moving_onto_an_ais_units_puts_the_movers_cube_on_its_grudge_space():
    s = at_round(ex10(), 2, 2)
    s.players[WU]["kind"] = "ai"
    s.players[WU]["grudge"] = QI                                  # replaced by the newest harm
    s.rng.script = [yellow(PLUS), 1]
    run(s, {"t": "action", "seat": JIN})
    assert s.players[WU]["grudge"] == JIN
    assert "Jin's cube goes on Wu's grudge space" in s.log


def test_AMB_66_a_world_event_aimed_at_an_ai_and_AMB_93_entering_its_empty_area():
    s = ex10()
    note_harm(s, QI, JIN)
    assert s.players[JIN]["grudge"] == QI
    note_harm(s, JIN, JIN)                                       # never a grudge against itself
    note_harm(s, QI, WU)                                         # a human keeps no grudge
    assert s.players[JIN]["grudge"] == QI and "grudge" not in s.players[WU]


def test_SA_AI_GRUDGE_2_a_harmful_philosophy_aimed_at_an_ai():
    assert harmed({"victim": JIN}, QI) == JIN and harmed({"mover": JIN}, QI) == JIN
    assert harmed({"att": QI, "defender": JIN}, QI) == JIN and harmed({"att": JIN, "defender": QI}, QI) == JIN
    assert harmed({}, QI) is None


def fast_task():
    return move_task(JIN, "jin", None, "land_step", "wu_zixu")


def fast_step(s, todo):
    t = fast_task()
    return ai_turn.fast_step(s, t, todo, options(s, t))


def test_DT_48_SA_AI_FAST_1_one_unit_at_a_time_where_nothing_is_met():
    s = ex10()
    s.units[WU], s.units[QI], s.kingdom = {}, {}, {}
    s.add_units(JIN, "jin", "archer", 1)
    s.add_units(JIN, "jin", "hero", 1)
    s.add_units(JIN, "jin", "infantry", 1)
    todo = [["archer", "jin", None, 1], ["hero", "jin", None, 1], ["cavalry", "jin", None, 1],
            ["infantry", "jin", None, 2]]
    out = fast_step(s, todo)
    dest = out[0][2]
    assert out[0] == ["archer", "jin", dest, 1] and dest is not None
    assert out[1] == ["hero", "jin", dest, 1]                         # the hero goes with the first land unit
    assert [o[2] for o in out[2:]] == [None, None] and "expands with one archer" in s.log[-1]
    out = fast_step(s, [["infantry", "jin", None, 2]])
    assert out[0][3] == 1 and out[1] == ["infantry", "jin", None, 1]


def test_AMB_78_into_combat_the_whole_rest_of_the_group_follows():
    s = ex10()                                                         # Wu in Zhou: the card's enemies
    s.kingdom = {}
    out = fast_step(s, [["cavalry", "jin", None, 1], ["infantry", "jin", None, 2]])
    assert {o[2] for o in out} == {"zhou"} or {o[2] for o in out} == {"song"}
    assert [o[3] for o in out] == [1, 2] and "sends the rest of its group" in s.log[-1]


def test_AMB_80_SA_AI_MOVE_2_rounds_go_on_while_an_ai_has_supply():
    """Every human has passed; the AI with 1 supply rolls blank twice (no move, not passed), then + (nothing to
    move: 1 commerce, supply 0), then passes: the action phase ends only then."""
    s = at_round(ex10(), 1, 1)
    s.units[JIN] = {}
    s.passed = [seat != JIN for seat in range(s.n)]
    s.rng.script = [yellow(BLANK), yellow(BLANK), yellow(PLUS)]
    commerce = s.players[JIN]["commerce"]
    run(s, {"t": "action_phase"})
    assert s.tasks == [] and all(s.passed) and s.round == 5
    assert s.players[JIN]["ai_supply"] == 0 and s.players[JIN]["commerce"] == commerce + 1
    assert sum("does not move this round" in line for line in s.log) == 2


def test_SA_AI_FAST_1_AMB_59_a_junk_on_land_never_follows_its_group_to_a_sea_space_it_cannot_reach():
    """Fuzz seed 971's situation, small: with Fast Expansion, Jin (AI) supplies Jin and the Yellow River at
    Mengjin (2 junks there, 1 on land in Jin); its card sends the first junk from Mengjin into Qi's junk at
    Nine Channels, so the rest of the group follows there, but the junk in Jin borders Mengjin only: it takes
    its own sub-move, by the same card, to a sea space the movement rules offer it (AMB-59)."""
    s = at_round(ex10(), 2, 2)
    s.options["ai_fast_expansion"] = True
    s.ai_deck = [c for c in s.ai_deck if c != "wu_zixu"] + ["wu_zixu"]     # grudge, then enemies or barbarians
    s.add_units(JIN, MENGJIN, "junk", 1)                                    # 2 at Mengjin: one may go
    s.add_units(JIN, "jin", "junk", 1)
    s.add_units(QI, "yellow_jiuhe", "junk", 1)
    s.rng.script = [yellow(PLUS)]
    run(s, {"t": "action", "seat": JIN})
    log = "\n".join(s.log)
    assert "it supplies Jin and Yellow River: Mengjin ford" in log
    assert "Jin moves 1 junk from Yellow River: Mengjin ford to Yellow River: Nine Channels" in log
    assert "Jin moves 1 junk from Jin to Yellow River: Mengjin ford" in log
