"""Reinforce (DH-REINF-1..8, DH-EX-43).

Engine rulings tested as they are (rules/reinforce.py): the Attacker or a player Defender leading the side behind
picks who plays next among those who still may; a pass holds until somebody plays a card; a side gives up when
everybody who may play has passed since the last card."""

from __future__ import annotations

from dh_helpers import (
    ATK_CAV,
    ATK_INF,
    CAO,
    DEF_CAV,
    DEF_INF,
    DEF_NAVY,
    LIU_BEI,
    LU_BU,
    SUN_CE,
    act,
    can,
    field,
    game,
    hand,
    matching,
    run,
    tally,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.pieces import behind, scheme
from pygame_rules.catalog.death_of_heaven.rules.reinforce import may_play


def xiaopei():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.promises = {}
    return s


def reinforce(s):
    return run(s, {"t": "reinforce"})


def test_DH_REINF_1_DH_EX_43_a_tie_leaves_the_attacker_behind():
    s = xiaopei()
    field(s, CAO, "g101", "g102", "g103", "g104")
    field(s, LIU_BEI, *[f"g1{37 + i}" for i in range(4)])
    assert tally(s) == (8, 8) and behind(s) == "attack"
    hand(s, CAO, DEF_NAVY, "g105")
    hand(s, LIU_BEI, DEF_CAV)
    reinforce(s)
    assert s.decision_seat == CAO and {a["card"] for a in matching(s, do="play")} == {"g105"}


def test_DH_REINF_1_the_side_behind_plays_until_ahead_then_the_other_side():
    s = xiaopei()
    hand(s, CAO, "g101", DEF_INF)
    hand(s, LIU_BEI, "g138", ATK_INF.replace("101", "102"))
    reinforce(s)
    assert s.decision_seat == CAO
    s = act(s, do="play", card="g101")
    assert tally(s) == (2, 0) and behind(s) == "defense"
    assert s.decision_seat == LIU_BEI and {a["card"] for a in matching(s, do="play")} == {"g138"}
    s = act(s, do="play", card="g138")
    assert tally(s) == (2, 2) and s.decision_seat is None or top(s) is None    # Cao Cao has no Attack card left


def test_DH_REINF_2_reinforce_cards_add_strength_and_scheme_their_skills_optional():
    s = xiaopei()
    hand(s, CAO, "g217", ATK_INF)
    hand(s, LIU_BEI, "g102", DEF_INF)
    reinforce(s)
    s = act(s, do="play", card="g217")               # Wondrous Calculation: Inf 1, Scheme 2
    assert tally(s) == (1, 0) and scheme(s, CAO) == 2
    assert top(s) == "exec" and can(s, do="done")
    s = act(s, do="done", card="g217")
    assert s.hand[LIU_BEI] == ["g102", DEF_INF]


def test_DH_REINF_3_attacker_behind_attack_cards_only_in_the_order_the_attacker_sets():
    s = xiaopei()
    field(s, SUN_CE, DEF_NAVY)                       # a Defense supporter
    hand(s, CAO, "g101", DEF_CAV)
    hand(s, LU_BU, "g102", DEF_INF)                  # a neutral
    hand(s, SUN_CE, "g103")
    hand(s, LIU_BEI, "g104")
    reinforce(s)
    assert s.decision_seat == CAO and top(s) == "reinforce"
    assert {a["seat"] for a in matching(s, do="next")} == {CAO, LU_BU}    # not the Defender nor a Defense supporter
    s = act(s, do="next", seat=LU_BU)
    assert s.decision_seat == LU_BU
    assert {a["card"] for a in matching(s, do="play")} == {"g102"}       # Attack cards only
    s = act(s, do="play", card="g102")
    assert tally(s) == (2, 0)


def test_DH_REINF_4_player_defender_behind_defense_cards_in_the_defenders_order():
    s = xiaopei()
    field(s, CAO, "g101")
    field(s, LU_BU, "g102")                          # an Attack supporter
    hand(s, LIU_BEI, "g137", ATK_CAV)
    hand(s, SUN_CE, "g138", "g103")                  # a neutral
    hand(s, LU_BU, "g139")
    reinforce(s)
    assert s.decision_seat == LIU_BEI
    assert {a["seat"] for a in matching(s, do="next")} == {LIU_BEI, SUN_CE}
    s = act(s, do="next", seat=SUN_CE)
    assert {a["card"] for a in matching(s, do="play")} == {"g138"}


def test_DH_REINF_5_npc_defender_neutrals_first_then_fewest_battlefield_cards_clockwise():
    s = game(4)
    war(s, "henei", attacker=CAO)
    s.promises = {}
    field(s, CAO, "g101", "g102", "g103", "g104", "g105")     # Attack 10
    field(s, LIU_BEI, "g137", "g138")                # Defense supporter, 2 cards
    field(s, SUN_CE, "g139")                         # Defense supporter, 1 card
    hand(s, LU_BU, "g140", DEF_CAV)                  # a neutral
    hand(s, LIU_BEI, "g141")
    hand(s, SUN_CE, "g142", "g144")
    reinforce(s)
    assert s.decision_seat == LU_BU and not can(s, do="next")            # the order is fixed
    s = act(s, do="pass")                            # he may skip and play later
    assert s.decision_seat == SUN_CE                 # fewest battlefield cards
    s = act(s, do="play", card="g142")               # 8 to 10: still behind; passes are cleared
    assert s.decision_seat == LU_BU
    s = act(s, do="pass")
    assert s.decision_seat == LIU_BEI                # both have 2 cards now: clockwise from the Attacker
    s = act(s, do="pass")
    assert s.decision_seat == SUN_CE
    s = act(s, do="pass")
    assert top(s) is None                            # every Defense supporter and neutral skipped: Resolution
    assert tally(s) == (10, 8)


def test_DH_REINF_6_no_card_of_the_other_type_than_ones_own_battlefield():
    s = xiaopei()
    field(s, LU_BU, "g102")
    hand(s, LU_BU, DEF_INF, ATK_CAV)
    assert may_play(s, LU_BU, "attack") and not may_play(s, LU_BU, "defense")
    field(s, CAO, "g101", "g103")
    hand(s, LIU_BEI, "g138")
    reinforce(s)
    assert s.decision_seat == LIU_BEI                # Lu Bu is never asked to play for the Defense


def test_DH_REINF_7_the_leader_defers_but_never_vetoes():
    s = xiaopei()
    hand(s, CAO, "g101", DEF_INF)
    hand(s, LU_BU, "g102", DEF_CAV)
    reinforce(s)
    s = act(s, do="next", seat=CAO)
    s = act(s, do="pass")                            # Cao Cao gives up playing himself
    assert s.decision_seat == LU_BU                  # the deferred player may play: nobody chooses for him
    assert can(s, do="play", card="g102")
    # a deferred player loses his chance if the side gets ahead first
    s = xiaopei()
    hand(s, CAO, "g101", DEF_INF)
    hand(s, LU_BU, "g102", ATK_CAV)
    reinforce(s)
    s = act(s, do="next", seat=CAO)
    s = act(s, do="play", card="g101")
    assert behind(s) == "defense" and top(s) is None  # the Defender has nothing: Resolution, Lu Bu never played
    assert s.hand[LU_BU] == ["g102", ATK_CAV]


def test_DH_REINF_8_the_side_behind_gives_up_or_a_side_declared_defeat():
    s = xiaopei()
    hand(s, CAO, "g101", DEF_INF)
    reinforce(s)
    s = act(s, do="pass")
    assert top(s) is None and tally(s) == (0, 0)
    s = xiaopei()
    hand(s, CAO, "g101", DEF_INF)
    s.battle["defeat"] = "attack"
    reinforce(s)
    assert top(s) is None and s.hand[CAO] == ["g101", DEF_INF]
