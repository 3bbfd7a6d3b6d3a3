"""The AI players' remaining clauses, each by its id (SA-AI-MH-2, SA-AI-MOVE-4..7, SA-AI-DEST-2, SA-AI-PALACE-2/3,
SA-AI-WE-4, SA-AI-TARGET-1..3, SA-AI-TREATY-2, SA-AI-COMBAT-5; EX-14, EX-18, DT-36, DT-42, DT-44; AMB-65, AMB-67,
AMB-70, AMB-79, AMB-81)."""

from __future__ import annotations

from sa_helpers import new, run
from test_ai_movement import EQUILIBRIUM, JIN, MENGJIN, QI, QIN, WU, ex10, land_candidates, move_task, options

from pygame_rules.catalog.spring_autumn.content.map import AREA
from pygame_rules.catalog.spring_autumn.flow import AI_CHOICES
from pygame_rules.catalog.spring_autumn.garrison import full_garrison, regenerate_after_combat
from pygame_rules.catalog.spring_autumn.rules import ai_movement as M
from pygame_rules.catalog.spring_autumn.rules import ai_targets as T
from pygame_rules.catalog.spring_autumn.rules import ai_turn
from pygame_rules.catalog.spring_autumn.rules.disasters import loss_options, loss_task
from pygame_rules.catalog.spring_autumn.rules.dishonor import take_dishonor


def test_EX_14_SA_AI_TRACK_1_two_humans_three_ais_the_marker_at_six_resets_to_five():
    s = new(1, players=5, seats=["human", "ai", "human", "ai", "ai"])
    assert s.dragon_d == 6 and s.n == 5                               # resets go to P = 5 (world_events.py)


def test_EX_18_SA_AI_FILT_4_most_mountains_keeps_only_the_neutral_mountain():
    s = ex10()
    s.public_up, s.ai_objectives = ["highlands"], []
    mountains = [a for a in sorted(AREA) if AREA[a].kind == "mountain" and a not in s.owner][:2]
    valley = next(a for a in sorted(AREA) if AREA[a].kind == "valley" and a not in s.owner)
    s.owner[mountains[0]] = JIN
    kept = M.FILTERS["unclaimed_objectives"](s, JIN, [mountains[0], mountains[1], valley])
    assert kept == [mountains[1]]


def test_DT_36_SA_AI_MH_1_2_AMB_81_the_ai_holder_picks_itself_else_not_its_grudge_target():
    s = ex10()
    s.holder = JIN
    options = [{"holder": QIN}, {"holder": JIN}, {"holder": QI}]
    assert AI_CHOICES["mh_pick"](s, {}, options) == {"holder": JIN}
    s.players[JIN]["grudge"] = QIN
    assert {AI_CHOICES["mh_pick"](s, {}, options[::2]) ["holder"] for _ in range(12)} == {QI}
    faces = {AI_CHOICES["face"](s, {}, [{"face": "sun"}, {"face": "moon"}])["face"] for _ in range(24)}
    assert faces == {"sun", "moon"}                                   # flipped into the air


def test_AMB_65_AMB_81_a_bid_tie_broken_by_an_ai_holder():
    s = ex10()
    s.holder = JIN
    assert AI_CHOICES["bid_tie"](s, {}, [{"winner": QI}, {"winner": JIN}]) == {"winner": JIN}
    s.players[JIN]["grudge"] = QI
    assert AI_CHOICES["bid_tie"](s, {}, [{"winner": QI}, {"winner": WU}]) == {"winner": WU}


def test_SA_AI_MOVE_4_5_SA_AI_DEST_2_eligible_units_what_stays_and_the_candidates():
    s = ex10()
    s.add_units(JIN, "wei", "cavalry", 1)
    s.units[JIN]["wei"]["cavalry"] = [0, 0, 1]                        # at its supply limit: not eligible
    assert M.eligible_land(s, JIN, "wei") == 1                         # 2 infantry - the one that stays
    assert M.land_group(s, JIN, "wei") == {"infantry": 2}             # the tired cavalry stays instead
    assert "song" in land_candidates(s, JIN, "jin")                    # by sea transport on the Mengjin junk
    assert all(c in AREA for c in land_candidates(s, JIN, "jin"))      # land units only to land areas


def test_SA_AI_MOVE_6_one_junk_stays_at_sea_and_junks_on_land_always_go():
    s = ex10()
    s.add_units(JIN, MENGJIN, "junk", 2)                               # 3 there now
    s.add_units(JIN, "jin", "junk", 1)
    area, sea = M.supply_area(s, JIN)
    assert (area, sea) == ("jin", MENGJIN)
    t = move_task(JIN, area, sea, "sea_step", EQUILIBRIUM.id)
    plan = ai_turn.junk_plan(s, t, options(s, t))["junks"]
    assert [(m[0], m[1], m[3]) for m in plan] == [("junk", MENGJIN, 2), ("junk", "jin", 1)]


def test_SA_AI_MOVE_7_the_land_group_moves_together_to_one_destination():
    s = ex10()
    t = move_task(JIN, "jin", None, "land_step", EQUILIBRIUM.id)
    s.rng.script = [1]
    plan = ai_turn.land_plan(s, t, options(s, t))["land"]
    assert {m[2] for m in plan} == {"zhou"} and sum(m[3] for m in plan) == 2


def test_DT_42_SA_AI_PALACE_1_3_the_garrison_is_whole_again_unless_all_three_died():
    s = new(1, players=3, seats=["human", "ai", "human"])
    home = s.players[1]["palace"]
    s.players[1]["garrison"] = ["archer"]                              # 2 of 3 lost
    regenerate_after_combat(s, [1], home)
    assert sorted(s.players[1]["garrison"]) == sorted(full_garrison())
    s.players[1]["garrison"] = []                                      # all 3 lost: not before Retrieve
    regenerate_after_combat(s, [1], home)
    assert s.players[1]["garrison"] == []


def test_SA_AI_PALACE_2_AMB_69_it_regenerates_on_the_area_with_most_settlements_and_mines():
    s = ex10()
    s.owner["song"] = JIN                                              # 3, against Wei's 2
    options = [{"palace_to": "wei"}, {"palace_to": "song"}]
    assert AI_CHOICES["palace_place"](s, {"seat": JIN}, options) == {"palace_to": "song"}


def test_DT_44_SA_AI_WE_4_AMB_70_world_event_losses_from_units_only():
    s = ex10()
    s.buildings["wei"] = [{"b": "fortification", "mine": False, "st": "active", "cube": None}]
    s.units[JIN]["wei"] = {"infantry": [1, 0, 0]}
    opts, _ = loss_options(s, loss_task(JIN, "wei", 1, "reduce"))
    assert opts == [{"lose": "infantry"}]                              # the infantry, never the fortification
    del s.units[JIN]["wei"]
    opts, _ = loss_options(s, loss_task(JIN, "wei", 1, "reduce"))
    assert opts == []                                                  # no units: the loss is ignored


def test_SA_AI_TARGET_1_3_AMB_67_harm_the_grudge_target_else_another_player_never_itself():
    s = ex10()
    options = [{"target": QIN}, {"target": QI}, {"target": WU}]
    s.players[JIN]["grudge"] = QI
    assert T.harmful_pick(s, JIN, options, lambda o: o["target"]) == {"target": QI}
    s.players[JIN]["grudge"] = None
    picks = {T.harmful_pick(s, JIN, options, lambda o: o["target"])["target"] for _ in range(30)}
    assert picks == {QIN, QI, WU}                                      # SA-AI-TARGET-2: at random
    assert T.harmful_pick(s, JIN, [{"at": "a"}, {"at": None}], lambda o: JIN if o["at"] else None) == {"at": None}
    assert T.harmful_pick(s, JIN, [{"at": "a"}], lambda o: JIN) == {"at": "a"}   # only if unavoidable


def test_SA_AI_TREATY_2_it_gives_a_random_card_of_its_own():
    s = ex10()
    t = {"t": "treaty_answer", "seat": JIN, "from": WU, "give": s.players[WU]["treaties"][0]}
    options = [{"accept": c} for c in s.players[JIN]["treaties"]] + [{"accept": None}]
    picks = {AI_CHOICES["treaty_answer"](s, t, options)["accept"] for _ in range(40)}
    assert picks == set(s.players[JIN]["treaties"])


def test_SA_AI_COMBAT_5_AMB_79_an_ai_conquers_and_takes_dishonor_as_anyone():
    s = ex10()
    s.units[WU] = {}
    run(s, {"t": "upk_conquest"})
    assert s.owner.get("wei") == JIN
    before = len(s.players[JIN]["dishonor"])
    assert take_dishonor(s, JIN) is None and len(s.players[JIN]["dishonor"]) == before + 1
