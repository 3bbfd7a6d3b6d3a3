"""AI treaties, the Ascendancy palace and revolts in AI areas (SA-AI-TREATY-1..3, SA-AI-OBJRULE-ASCENDANCY,
SA-AI-WE-3; DT-45, DT-47; AMB-71, AMB-77)."""

from __future__ import annotations

from sa_helpers import new
from test_ai_movement import CHU, JIN, QI, QIN, WU

from pygame_rules.catalog.spring_autumn.content.map import ZHOU
from pygame_rules.catalog.spring_autumn.flow import AI_CHOICES
from pygame_rules.catalog.spring_autumn.rules import ai_production, ai_targets, ai_turn, disasters, treaties
from pygame_rules.catalog.spring_autumn.rules.movement import treaty_partners


def neighbours():
    """Jin and Qi AIs, Qin and Wu humans, each next to Jin; Chu far away."""
    s = new(2, players=5, seats=["human", "ai", "ai", "human", "human"])
    s.units = [{} for _ in range(5)]
    s.owner = {"jin": JIN, "zheng": QI, "wei": QIN, "yu": WU, "chu": CHU}
    for seat, area in ((JIN, "jin"), (QI, "zheng"), (QIN, "wei"), (WU, "yu"), (CHU, "chu")):
        s.add_units(seat, area, "infantry", 1)
    return s


def test_DT_47_AMB_71_an_ai_signs_with_ais_and_offers_eligible_humans_random_cards():
    s = neighbours()
    eligible = [i for i in (QIN, QI, WU, CHU) if treaties.eligible(s, JIN, i)]
    assert eligible == [QIN, QI, WU]
    offers = ai_turn.offer_treaties(s, JIN)
    assert QI in treaty_partners(s, JIN)                                # the two AIs signed at once
    assert sorted(o["seat"] for o in offers) == [QIN, WU]
    given = [o["give"] for o in offers]
    assert len(set(given)) == len(given) and all(g in s.players[JIN]["treaties"] for g in given)


def test_SA_AI_TREATY_1_3_never_the_grudge_target_never_again_after_a_break():
    s = neighbours()
    s.players[JIN]["grudge"] = QIN
    assert ai_targets.refuses_treaty(s, JIN, QIN) == "its grudge target"
    ai_turn.offer_treaties(s, JIN)
    treaties.break_treaty(s, JIN, QI)
    assert QI in s.players[JIN]["broken_with"] and JIN in s.players[QI]["broken_with"]
    assert ai_targets.refuses_treaty(s, JIN, QI) == "a treaty with them was broken before"
    offers = ai_turn.offer_treaties(s, JIN)
    assert [o["seat"] for o in offers] == [WU] and QI not in treaty_partners(s, JIN)


def test_AMB_71_an_ai_accepts_an_eligible_proposal_with_a_random_card():
    s = neighbours()
    t = {"t": "treaty_answer", "seat": JIN, "from": WU, "give": s.players[WU]["treaties"][0]}
    options = [{"accept": c} for c in s.players[JIN]["treaties"]] + [{"accept": None}]
    assert AI_CHOICES["treaty_answer"](s, t, options)["accept"] in s.players[JIN]["treaties"]
    s.players[JIN]["grudge"] = WU
    assert AI_CHOICES["treaty_answer"](s, t, options) == {"accept": None}


def test_DT_45_AMB_77_the_palace_moves_to_zhou_the_turn_after_its_capture():
    s = neighbours()
    s.public_up = ["ascendancy"]
    s.owner[ZHOU] = JIN
    s.players[JIN]["captured"] = {ZHOU: 3}
    s.turn = 5
    ai_production.ascendancy(s, JIN)
    assert s.players[JIN]["palace"] == "jin"                           # captured two turns ago: never
    s.turn = 4
    ai_production.ascendancy(s, JIN)
    p = s.players[JIN]
    assert (p["palace"], p["palace_st"]) == (ZHOU, "uc") and "for Ascendancy" in s.log[-1]


def test_AMB_77_without_ascendancy_face_up_the_palace_never_moves():
    s = neighbours()
    s.public_up, s.ai_objectives = [], []
    s.owner[ZHOU] = JIN
    s.players[JIN]["captured"] = {ZHOU: 3}
    s.turn = 4
    ai_production.ascendancy(s, JIN)
    assert s.players[JIN]["palace"] == "jin"


def test_SA_AI_WE_3_a_revolt_counts_every_settlement_and_mine_of_an_ai_area():
    s = neighbours()
    s.owner["song"] = JIN
    s.owner["lu"] = QIN
    assert disasters.revolt_buildings(s, "song") == 3                 # no buildings, 3 settlements
    assert disasters.revolt_buildings(s, "lu") == 0
