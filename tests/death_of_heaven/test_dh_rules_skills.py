"""Strength, Scheme and skills (DH-STR-1..4, DH-SCH-1, DH-SKILL-1..6, DH-GSK-1..5) and the worked examples of the
cards (DH-EX-6/7 as tally values, DH-EX-12..14, DH-EX-16..36).

Engine ruling tested as it is (rules/play.py): the software announces every Ongoing, Resolution and Cleanup skill
when its card is played, so "not announced" (DH-EX-24) is made by removing the card from ``battle["announced"]``.
"""

from __future__ import annotations

import pytest
from dh_helpers import (
    ATK_CAV,
    ATK_INF,
    ATK_NAVY,
    CAO,
    DEF_CAV,
    DEF_INF,
    DEF_NAVY,
    LIU_BEI,
    LIU_BIAO,
    LU_BU,
    SUN_CE,
    act,
    atk_inf,
    can,
    check,
    deck,
    emperor,
    field,
    game,
    hand,
    matching,
    play,
    put,
    run,
    tally,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.pieces import leave_battlefield, scheme
from pygame_rules.catalog.death_of_heaven.rules.general_skills import general_skill_available
from pygame_rules.catalog.death_of_heaven.rules.play import add_markers
from pygame_rules.catalog.death_of_heaven.rules.reinforce import may_play
from pygame_rules.catalog.death_of_heaven.rules.resolution import merit_winners


def skill(s, key):
    return act(s, do="skill", skill=key)


def xiaopei(players=4):
    """Cao Cao attacks Liu Bei's Xiaopei (Infantry)."""
    s = game(players)
    war(s, "xiaopei", attacker=CAO)
    return s


def guangling(players=4):
    """Cao Cao attacks Lu Bu's Guangling (Navy)."""
    s = game(players)
    war(s, "guangling", attacker=CAO)
    return s


# -- strength and Scheme -----------------------------------------------------------------------------------------

def test_DH_STR_1_only_matching_symbols_add_to_the_side_of_the_banner():
    s = xiaopei()
    s = play(s, CAO, "cao08")                       # Tiger and Leopard Cavalry: Inf 1, Cav 3
    assert tally(s) == (1, 0)
    s = play(s, LIU_BEI, "lbe06")                    # Xuzhou Militia (Def): Inf 2, Cav 1
    assert tally(s) == (1, 2)


def test_DH_STR_2_DH_EX_6_DH_EX_7_tallies_are_plain_integers_past_30_and_60():
    s = xiaopei()
    field(s, CAO, ATK_INF)
    add_markers(s, ATK_INF, "infantry", 31)
    field(s, LIU_BEI, DEF_INF)
    add_markers(s, DEF_INF, "infantry", 65)
    assert tally(s) == (33, 67)
    atk, dfn = tally(s)
    assert (atk // 30 * 30, atk % 30) == (30, 3) and (dfn // 30 * 30, dfn % 30) == (60, 7)


def test_DH_STR_3_strength_is_added_before_skills_even_when_every_skill_is_declined():
    s = xiaopei()
    s = play(s, LIU_BEI, "g211")                     # False Report: its skill is offered, strength already in
    assert top(s) == "exec" and tally(s) == (0, 1)
    s = act(s, do="done", card="g211")
    assert tally(s) == (0, 1) and "g211" in s.battle["counted"]


def test_DH_STR_3_DH_STR_4_a_card_leaving_takes_its_strength_and_its_markers_with_it():
    s = xiaopei()
    field(s, CAO, ATK_INF)
    add_markers(s, ATK_INF, "infantry", 2)
    assert tally(s) == (4, 0)
    hand(s, CAO, "g102")
    s = play(s, LIU_BEI, "g211")                     # False Report on Cao Cao (Scheme 0 < 1)
    s = skill(s, "sk:false_report")
    assert tally(s) == (0, 1) and ATK_INF in s.discard[CAO] and ATK_INF not in s.markers
    check(s)


def test_DH_SCH_1_DH_QA_2_DH_EX_16_scheme_is_each_players_own_sum_and_cannot_be_hidden():
    s = xiaopei()
    field(s, CAO, "g213", "g203", ATK_INF)           # Sch 2 + 2 + 0
    field(s, LU_BU, "g205")
    assert scheme(s, CAO) == 4 and scheme(s, LU_BU) == 2      # allies' Scheme is never pooled
    # no action anywhere offers to leave a card's Scheme out: Disruption (Sch 1) may designate only Sun Ce
    s = play(s, LIU_BEI, "g223")
    s = skill(s, "sk:disruption")
    assert top(s) != "skill"                         # the only candidate, designated at once
    assert all(a.get("seat") not in (CAO, LU_BU) for a in s.options_list)


def test_DH_QA_3_DH_EX_17_a_troop_card_that_does_not_match_adds_nothing_but_counts_for_merit():
    s = guangling()
    field(s, CAO, ATK_NAVY)
    s = play(s, LIU_BEI, ATK_INF)                     # a supporter's Attack Infantry on a Navy target: +0
    assert tally(s) == (3, 0)
    field(s, LIU_BEI, "g102")
    s.battle["winner"] = "attack"
    assert merit_winners(s) == [LIU_BEI]              # 2 Attack cards, the most


def test_DH_QA_4_DH_EX_18_troop_markers_are_unlimited():
    s = guangling()
    field(s, CAO, "g213")
    for _ in range(25):
        run(s, {"t": "skill", "seat": CAO, "card": "g213", "skill": "chain_strategy"})
    assert s.markers["g213"] == {"navy": 25}
    assert tally(s) == (25, 0)


# -- skills ---------------------------------------------------------------------------------------------------

def test_DH_SKILL_1_general_skills_are_offered_when_the_card_executes():
    s = xiaopei()
    s = play(s, LIU_BEI, "lbe05")                    # Mi Zhu: Armament icon and Family Fortune
    assert can(s, do="skill", skill="gsk:armament")


def test_DH_SKILL_2_resolution_skills_wait_for_resolution_and_ongoing_skills_for_their_trigger():
    s = xiaopei()
    s = play(s, LIU_BEI, "n05")                      # Zhuge Jin: Diplomacy icon, Negotiation (Resolution)
    assert not can(s, do="skill", skill="sk:negotiation")
    assert can(s, do="skill", skill="gsk:diplomacy")
    assert "n05" in s.battle["announced"]


def test_DH_SKILL_3_immediate_skills_in_any_order_each_finished_first():
    s = xiaopei()
    hand(s, LIU_BEI, DEF_INF)
    s.promises = {}
    s = play(s, LU_BU, "n04")                        # Lu Su as a Defense supporter: Diplomacy, Lend Land
    assert {a["skill"] for a in matching(s, do="skill")} == {"gsk:diplomacy", "sk:lend_land"}
    s = skill(s, "sk:lend_land")
    assert top(s) == "give_territory"                # Lend Land finishes before anything else
    s = act(s, do="lend", territory="guangling")
    assert top(s) == "exec" and {a["skill"] for a in matching(s, do="skill")} == {"gsk:diplomacy"}


def test_DH_SKILL_4_any_skill_may_be_declined():
    s = xiaopei()
    hand(s, LIU_BEI, DEF_INF)
    s = play(s, CAO, "n01")                          # Gan Ning
    s = act(s, do="done", card="n01")
    assert s.battle["types"] == ["infantry"] and s.hand[LIU_BEI] == [DEF_INF]


def test_DH_SKILL_5_DH_EX_24_an_unannounced_resolution_skill_is_never_offered():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    field(s, SUN_CE, "sun01")
    deck(s, SUN_CE, "sun06")
    s.battle["announced"] = []                       # the engine announces at play: undo it
    run(s, {"t": "resolution"})
    assert top(s) is None and "sun06" in s.deck[SUN_CE]


def test_DH_SKILL_6_markers_count_as_the_cards_symbols():
    s = xiaopei()
    s = play(s, LIU_BEI, "n02")                      # Wei Yan: Heavy Gate, +2 Inf markers (target not Cavalry)
    s = skill(s, "sk:heavy_gate")
    assert s.markers["n02"] == {"infantry": 2} and tally(s) == (0, 7)


# -- general skills -------------------------------------------------------------------------------------------

def test_DH_GSK_1_armament_draws_one_public_card():
    s = xiaopei()
    top_card = s.public[-1]
    s = play(s, LIU_BEI, "lbe05")
    s = skill(s, "gsk:armament")
    assert top_card in s.hand[LIU_BEI]


def test_DH_GSK_2_talent_recruit_then_discard_the_printed_number():
    s = xiaopei()
    hand(s, LU_BU, DEF_INF, DEF_CAV, DEF_NAVY)
    x, y, z = s.wboard
    s = play(s, LU_BU, "n08")                        # Xu Shu: Talent
    s = skill(s, "gsk:talent")
    assert {(a["do"], a.get("space")) for a in s.options_list} == {("recruit", 0), ("recruit", 1), ("recruit", 2),
                                                                     ("dispatch", None)}
    s = act(s, do="recruit", space=1)
    assert y in s.hand[LU_BU] and top(s) == "discard_n"
    assert not can(s, card=y)                        # the recruited card is never among the discards
    s = act(s, do="discard", card=DEF_INF)
    s = act(s, do="discard", card=DEF_CAV)
    assert sorted(s.hand[LU_BU]) == sorted([y, DEF_NAVY]) and s.wboard[1:] == [x, z]


def test_DH_GSK_2_recruit_needs_the_whole_cost_in_hand_and_dispatch_draws_own():
    s = xiaopei()
    hand(s, LU_BU, DEF_INF)
    s = play(s, LU_BU, "n08")
    s = skill(s, "gsk:talent")
    assert {a.get("space") for a in matching(s, do="recruit")} == {2}     # only the 1-discard space
    top_card = s.deck[LU_BU][-1]
    s = act(s, do="dispatch")
    assert top_card in s.hand[LU_BU]


def test_DH_GSK_3_upgrade_fills_the_lowest_numbered_empty_space_player_choosing_among_equals():
    s = game(4)
    run(s, {"t": "gsk", "seat": CAO, "skill": "upgrade"})
    # Puyang, Luoyang, Xudu, Chang'an all have space 2 next
    assert {a["territory"] for a in s.options_list} == {"puyang", "luoyang", "xudu", "changan"}
    s = act(s, territory="xudu")
    assert s.level["xudu"] == 3
    run(s, {"t": "gsk", "seat": CAO, "skill": "upgrade"})
    assert "xudu" not in {a["territory"] for a in s.options_list}         # its next space is 3
    # an empty circle (space 1) must be filled first
    s = game(4)
    s.level["xudu"] = 1
    s.board[CAO] += 1
    run(s, {"t": "gsk", "seat": CAO, "skill": "upgrade"})
    assert s.level["xudu"] == 2 and top(s) is None   # the only choice, taken at once


def test_DH_GSK_3_no_empty_space_no_upgrade():
    s = game(4)
    assert general_skill_available(s, LIU_BEI, "upgrade")
    s.board[LIU_BEI] -= 1
    s.level["xiaopei"] = 3                           # Xiaopei: 3 spaces, full
    assert not general_skill_available(s, LIU_BEI, "upgrade")


def test_DH_GSK_4_duel_draws_only_when_no_enemy_card_bears_duel():
    s = xiaopei()
    field(s, CAO, "lbe02")                           # Guan Yu (Duel) on the Attack side
    s = play(s, LIU_BEI, "lbe03")                    # Zhang Fei (Duel)
    assert not can(s, skill="gsk:duel")
    s = xiaopei()
    field(s, CAO, ATK_INF)
    top_card = s.deck[LIU_BEI][-1]
    s = play(s, LIU_BEI, "lbe03")
    s = skill(s, "gsk:duel")
    assert top_card in s.hand[LIU_BEI]


def test_DH_GSK_4_lu_bus_peerless_draws_two_with_duel_on_the_defense_side_only():
    s = xiaopei()
    field(s, CAO, ATK_INF)
    s = play(s, LU_BU, "lbu02")                      # Lu Bu (Defense): Peerless, Duel draws 2
    s = skill(s, "gsk:duel")
    assert len(s.hand[LU_BU]) == 2
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    s = play(s, LU_BU, "lbu01")                      # Lu Bu (Attack): Duel draws 1, as anyone's
    s = skill(s, "gsk:duel")
    assert len(s.hand[LU_BU]) == 1


def test_DH_GSK_5_diplomacy_tribute_friendship_induce_surrender():
    s = game(4)
    run(s, {"t": "gsk", "seat": LIU_BEI, "skill": "diplomacy"})
    opts = s.options_list
    assert {"do": "tribute"} in opts
    assert {"do": "friendship", "tile": "ji"} in opts and {"do": "friendship", "tile": "wan"} not in opts
    assert {"do": "induce", "tile": "wan"} not in opts          # Wan is not next to Xiaopei
    board = s.board[LIU_BEI]
    s = act(s, do="tribute")
    assert emperor(s) == [LIU_BEI] and s.board[LIU_BEI] == board - 1
    run(s, {"t": "gsk", "seat": CAO, "skill": "diplomacy"})
    s = act(s, do="tribute")
    assert emperor(s) == [LIU_BEI, CAO]               # topmost, leftmost empty space: fill order
    run(s, {"t": "gsk", "seat": CAO, "skill": "diplomacy"})
    s = act(s, do="friendship", tile="henei")
    assert s.npc["henei"] == CAO
    run(s, {"t": "gsk", "seat": CAO, "skill": "diplomacy"})
    board = s.board[CAO]
    s = act(s, do="induce", tile="henei")            # next to Puyang and Luoyang
    assert s.owner["henei"] == CAO and s.level["henei"] == 1 and "henei" not in s.npc
    assert s.board[CAO] == board + 1 - 1             # the diplomacy cube back, one cube on the circle
    check(s)


# -- the worked examples of the cards ----------------------------------------------------------------------------

@pytest.mark.parametrize(("k", "out"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3)])
def test_DH_EX_12_burn_the_provisions_discards_half_the_hand_rounded_down(k, out):
    s = xiaopei()
    field(s, CAO, "g101")
    hand(s, CAO, *[f"g1{13 + i}" for i in range(k)])
    s = play(s, LU_BU, "g221")                       # as a Defense supporter
    s = skill(s, "sk:burn_the_provisions")
    while top(s) == "pick_hand":
        assert s.decision_seat == CAO                # the enemy chooses
        s = act(s, do="discard", card=s.options_list[0]["card"])
    assert len(s.hand[CAO]) == k - out


def test_DH_EX_13_lu_xun_counts_the_enemys_battlefield_under_ruling_A_13():
    s = xiaopei()
    field(s, CAO, *atk_inf(3))
    hand(s, CAO, ATK_CAV, ATK_NAVY, DEF_INF, DEF_CAV, DEF_NAVY)
    s = play(s, LU_BU, "n03")
    s = skill(s, "sk:burn_the_camp")
    assert top(s) == "pick_hand" and s.decision_seat == CAO
    s = act(s, do="discard", card=ATK_CAV)
    assert len(s.hand[CAO]) == 4 and top(s) != "pick_hand"
    # not against an enemy whose Scheme is not lower
    s = xiaopei()
    field(s, CAO, "g101", "g102", "g203")            # Fire Attack: Scheme 2 = Lu Xun's 2
    hand(s, CAO, ATK_CAV)
    s = play(s, LU_BU, "n03")
    assert not can(s, skill="sk:burn_the_camp")


def test_DH_EX_14_gan_ning_makes_the_target_navy_and_recounts_both_tallies():
    s = xiaopei(5)
    field(s, CAO, "g101")
    field(s, LU_BU, "g102")
    field(s, SUN_CE, ATK_NAVY)
    field(s, LIU_BEI, DEF_INF, DEF_NAVY)
    hand(s, LIU_BEI, "g150")
    assert tally(s) == (4, 2)
    pub = len(s.public)
    s = play(s, LIU_BIAO, "n01")
    assert tally(s) == (7, 2)                        # strength first
    s = skill(s, "sk:river_pirate")
    assert s.battle["types"] == ["navy"]
    assert tally(s) == (5, 3)
    assert s.hand[LIU_BEI] == [] and "g150" in s.discard[LIU_BEI]
    assert len(s.public) == pub - 1 and len(s.hand[LIU_BIAO]) == 1
    s = xiaopei(5)                                   # a Defender with no hand card cannot be designated
    field(s, LIU_BEI, DEF_INF)
    s = play(s, LIU_BIAO, "n01")
    assert not can(s, skill="sk:river_pirate")


def test_DH_QA_5_DH_EX_19_DH_QA_6_DH_EX_20_reversal_asks_enemies_in_turn_then_plays_the_other_lu_bu():
    s = xiaopei()
    field(s, CAO, "n01")                             # Gan Ning (Duel) on the Attacker's battlefield
    field(s, SUN_CE, DEF_INF)
    hand(s, LU_BU, "lbu02", ATK_INF)
    hand(s, LIU_BEI, "g138")
    hand(s, SUN_CE, "g139")
    hand(s, CAO, "g102")
    s = play(s, LU_BU, "lbu01")                      # Lu Bu (Attack) as a supporter of the Attacker
    s = skill(s, "sk:reversal")
    assert top(s) == "ask_discard" and s.decision_seat == LIU_BEI      # enemies only, clockwise
    s = act(s, do="agree", yes=False)
    assert s.decision_seat == SUN_CE
    s = act(s, do="agree", yes=True)
    assert s.hand[SUN_CE] == [] and "g139" in s.discard[SUN_CE]
    assert "lbu01" in s.discard[LU_BU] and s.bf[LU_BU] == ["lbu02"]
    assert top(s) == "exec" and s.decision_seat == LU_BU
    keys = {a["skill"] for a in matching(s, do="skill")}
    assert "sk:reversal" not in keys                 # no Lu Bu card left in hand (Q6)
    assert "sk:prestige" in keys                     # Gan Ning bears Duel: Prestige first, then Duel
    s = skill(s, "sk:prestige")
    assert "n01" in s.discard[CAO]
    assert can(s, skill="gsk:duel")
    s = skill(s, "gsk:duel")
    assert len(s.hand[LU_BU]) == 1 + 2               # Peerless: Duel draws 2
    assert top(s) is None                            # the first Lu Bu card left: its Prestige is lost (play.py)
    check(s)


def test_DH_EX_19_if_every_enemy_refuses_reversal_fails_and_nothing_changes():
    s = xiaopei()
    hand(s, LU_BU, "lbu02", ATK_INF)
    hand(s, LIU_BEI, "g138")
    s = play(s, LU_BU, "lbu01")
    bf, hands = [list(b) for b in s.bf], [list(h) for h in s.hand]
    s = skill(s, "sk:reversal")
    assert s.decision_seat == LIU_BEI and not any(a.get("asker") != LU_BU for a in s.options_list)
    s = act(s, do="agree", yes=False)
    assert [list(b) for b in s.bf] == bf and [list(h) for h in s.hand] == hands


def test_DH_QA_7_DH_EX_21_light_cavalry_at_resolution_wins_when_a_troop_is_drawn():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    field(s, SUN_CE, "sun01")                        # Inf 2 on Xiaopei
    s.battle["bonus"] = [8, 12]
    assert tally(s) == (10, 12)
    deck(s, SUN_CE, "sun06")
    run(s, {"t": "resolution"})
    s = act(s, do="resolve_skill", go=True)
    assert "sun06" in s.hand[SUN_CE] and tally(s) == (13, 12)
    s = act(s, do="part", go=False)                  # no cube on the Emperor card this time
    assert s.battle["winner"] == "attack"


def test_DH_QA_7_DH_EX_22_light_cavalry_still_pays_tribute_when_the_defender_wins():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    field(s, SUN_CE, "sun01")
    s.battle["bonus"] = [8, 14]
    deck(s, SUN_CE, "sun06")
    run(s, {"t": "resolution"})
    s = act(s, do="resolve_skill", go=True)
    s = act(s, do="part", go=True)
    assert emperor(s) == [SUN_CE]
    assert tally(s) == (13, 14) and s.battle["winner"] == "defense"


def test_DH_QA_7_light_cavalry_drawing_no_troop_adds_nothing():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    field(s, SUN_CE, "sun01")
    s.battle["bonus"] = [8, 12]
    deck(s, SUN_CE, "sun11")
    run(s, {"t": "resolution"})
    s = act(s, do="resolve_skill", go=True)
    assert tally(s) == (10, 12) and emperor(s) == [] and s.battle["winner"] == "defense"


def test_DH_QA_8_DH_EX_23_an_announced_resolution_skill_may_be_declined():
    s = game(4)
    war(s, "xiaopei", attacker=SUN_CE)
    s.promises = {}
    field(s, SUN_CE, "sun01")
    deck(s, SUN_CE, "sun06")
    board = list(s.board)
    run(s, {"t": "resolution"})
    s = act(s, do="resolve_skill", go=False)
    assert "sun06" in s.deck[SUN_CE] and s.board == board and emperor(s) == []


def test_DH_EX_25_chain_strategy_puts_a_navy_marker_on_each_own_card():
    s = guangling()
    field(s, CAO, ATK_INF, ATK_CAV)
    field(s, LU_BU, "g207")                          # the highest enemy Scheme: 1
    assert tally(s) == (0, 0)
    s = play(s, CAO, "g213")
    s = skill(s, "sk:chain_strategy")
    assert all(s.markers[c] == {"navy": 1} for c in (ATK_INF, ATK_CAV, "g213"))
    assert tally(s) == (3, 0)


def test_DH_EX_26_xu_sheng_two_navy_markers_per_later_card_with_scheme():
    s = guangling()
    s = play(s, SUN_CE, "n07")                       # Xu Sheng, a Defense supporter
    assert s.markers.get("n07") is None
    s = play(s, SUN_CE, "g221")                      # Burn the Provisions: Scheme 1
    s = act(s, do="done", card="g221") if top(s) == "exec" else s
    assert s.markers["n07"] == {"navy": 2}
    s = play(s, SUN_CE, "n10")                       # Du Ji, a General with Scheme 2
    s = act(s, do="done", card="n10") if top(s) == "exec" else s
    assert s.markers["n07"] == {"navy": 4}
    s = play(s, SUN_CE, "g150")                      # a Troop card without Scheme: nothing
    assert s.markers["n07"] == {"navy": 4}


def test_DH_EX_27_zhao_yun_cannot_be_designated_by_scheme_until_his_next_card():
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)                       # Scheme 0
    hand(s, LU_BU, "g150", "g151")
    s = play(s, LU_BU, "n09")                        # Zhao Yun (Scheme 1) as a Defense supporter
    s = act(s, do="done", card="n09") if top(s) == "exec" else s
    s = play(s, CAO, "g219")                         # Lure the Enemy (Scheme 2)
    assert s.battle["shield"] == [LU_BU]
    s = skill(s, "sk:lure_the_enemy")               # only Liu Bei may be designated: at once
    assert not can(s, do="designate", seat=LU_BU)
    assert "n09" in s.bf[LU_BU] and DEF_INF in s.discard[LIU_BEI]
    # his next card ends Composure
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    s = play(s, LU_BU, "n09")
    s = act(s, do="done", card="n09") if top(s) == "exec" else s
    s = play(s, LU_BU, "g150")
    s = play(s, CAO, "g219")
    s = skill(s, "sk:lure_the_enemy")
    assert can(s, do="designate", seat=LU_BU)


def test_DH_EX_27_composure_ends_even_when_the_next_card_is_discarded_at_once():
    s = xiaopei()
    hand(s, LIU_BEI, "g102", DEF_INF)
    field(s, LIU_BEI, "n09")                          # the Defender's Zhao Yun
    s.battle["shield"] = [LIU_BEI]
    run(s, {"t": "march"})
    s = act(s, do="march", card="g102")               # an Attack card: discarded at the reveal
    assert "g102" in s.discard[LIU_BEI] and s.battle["shield"] == []


def test_DH_EX_27_composure_stops_enemies_only_an_ally_may_still_designate_him():
    s = xiaopei()
    field(s, LIU_BEI, "n10")                          # the Defender: Du Ji, Scheme 2
    s = play(s, LU_BU, "n09")                         # Zhao Yun (Scheme 1), a Defense supporter
    s = act(s, do="done", card="n09") if top(s) == "exec" else s
    assert s.battle["shield"] == [LU_BU]
    hand(s, LU_BU, "g150")
    s = play(s, LIU_BEI, "g223")                      # Disruption (any player with less Scheme: 3 > 1)
    s = skill(s, "sk:disruption")
    assert can(s, do="designate", seat=LU_BU)


def test_DH_EX_28_zhuge_liang_takes_nothing_from_a_hand_without_scheme_cards():
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    hand(s, LIU_BEI, "n10", "n12")                    # Generals with Scheme, no Scheme-subtype card
    s = play(s, CAO, "n11")
    s = skill(s, "sk:divine_calculation")
    assert sorted(s.hand[LIU_BEI]) == ["n10", "n12"] and s.hand[CAO] == []
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    hand(s, LIU_BEI, "n10", "g207")
    s = play(s, CAO, "n11")
    s = skill(s, "sk:divine_calculation")
    assert s.hand[CAO] == ["g207"] and s.hand[LIU_BEI] == ["n10"]


def test_DH_EX_29_pang_tong_reshuffles_the_discard_when_the_deck_runs_short():
    s = xiaopei()
    hand(s, CAO, "g102", "g114", "g126", "g203")
    deck(s, CAO, "g104", "g105", only=True)
    s.public.extend(s.discard[CAO])                  # the rest of his cards set aside
    s.discard[CAO] = []
    s = play(s, CAO, "n13")
    s = skill(s, "sk:planning")
    for c in ("g102", "g114", "g126", "g203"):
        s = act(s, do="discard", card=c)
    assert top(s) != "cycle"                          # an empty hand ends the discarding
    assert len(s.hand[CAO]) == 4 and {"g104", "g105"} <= set(s.hand[CAO])
    assert len(s.deck[CAO]) == 2 and s.discard[CAO] == []
    check(s)


def test_DH_EX_30_breach_the_dike_only_on_navy_and_never_a_navy_card():
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    s = play(s, CAO, "g201")
    assert not can(s, skill="sk:breach_the_dike")
    s = guangling()
    field(s, LU_BU, DEF_NAVY)                         # the Defender: only a Navy card
    field(s, SUN_CE, DEF_INF)                         # a Defense supporter with an Infantry card
    s = play(s, CAO, "g201")
    s = skill(s, "sk:breach_the_dike")
    assert s.bf[LU_BU] == [DEF_NAVY] and s.bf[SUN_CE] == []


def test_DH_EX_31_secret_path_draws_0_1_or_2():
    s = game(4)
    war(s, "xiapi", attacker=CAO)
    field(s, LU_BU, "n10")                           # Scheme 2: equal to Secret Path's
    s = play(s, CAO, "g205")
    assert not can(s, skill="sk:secret_path")
    s = game(4)
    war(s, "xiapi", attacker=CAO)                    # Beihai's cube is next to Xiapi
    s = play(s, CAO, "g205")
    s = skill(s, "sk:secret_path")
    assert len(s.hand[CAO]) == 1
    s = game(4)
    war(s, "liaodong", attacker=CAO)                 # nothing of his next to Liaodong
    s = play(s, CAO, "g205")
    s = skill(s, "sk:secret_path")
    assert len(s.hand[CAO]) == 2


def test_DH_EX_32_wondrous_calculation_discards_the_attack_cards_taken():
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    hand(s, LIU_BEI, "g102")
    s = play(s, CAO, "g217")
    s = skill(s, "sk:wondrous_calculation")
    assert s.hand[LIU_BEI] == [] and "g102" in s.discard[LIU_BEI]
    s = xiaopei()
    field(s, LIU_BEI, DEF_INF)
    hand(s, LIU_BEI, "g102", "g138", "g139")
    s.rng.script = [1, 1]                             # takes g138, then g139 (the Defense cards go back)
    s = play(s, CAO, "g217")
    s = skill(s, "sk:wondrous_calculation")
    assert sorted(s.hand[LIU_BEI]) == ["g102", "g138", "g139"]


def test_DH_EX_33_chen_dao_markers_only_if_an_infantry_troop_comes_back():
    s = xiaopei()
    s.discard[LU_BU] = []
    s = play(s, LU_BU, "n06")
    s = skill(s, "sk:white_plume")
    assert "n06" not in s.markers and tally(s) == (0, 3)
    s = xiaopei()
    s.discard[LU_BU] = []
    put(s, LU_BU, "discard", "g140")
    s = play(s, LU_BU, "n06")
    s = skill(s, "sk:white_plume")
    assert "g140" in s.hand[LU_BU] and s.markers["n06"] == {"infantry": 2}


def test_DH_EX_34_zhuge_jin_when_the_defender_wins_and_not_otherwise():
    s = xiaopei()
    s.promises = {}
    field(s, LU_BU, "n05")
    s.battle["bonus"] = [0, 5]
    board = list(s.board)
    run(s, {"t": "resolution"})
    s = act(s, do="resolve_skill", go=True)
    assert s.board[LU_BU] == board[LU_BU] - 1 and s.board[CAO] == board[CAO] - 1
    assert s.gone[LU_BU] == 1 and s.gone[CAO] == 1 and s.battle["winner"] == "defense"
    s = xiaopei()
    s.promises = {}
    field(s, LU_BU, "n05")
    s.battle["bonus"] = [5, 0]
    run(s, {"t": "resolution"})
    assert top(s) is None and s.gone == [0, 0, 0, 0]


def test_DH_EX_35_DH_GEN_2_lu_su_lends_land_in_one_step():
    s = xiaopei()
    s = play(s, LU_BU, "n04")
    s = skill(s, "sk:lend_land")
    assert {a["territory"] for a in s.options_list} == {"xiapi", "guangling"}   # never the target
    board = s.board[LIU_BEI]
    s = act(s, do="lend", territory="xiapi", to=LIU_BEI)
    assert s.owner["xiapi"] == LIU_BEI and s.level["xiapi"] == 2
    assert s.gone[LU_BU] == 2 and s.board[LIU_BEI] == board - 2
    check(s)


def test_DH_EX_36_estrangement_takes_the_last_card_and_joins_the_defense():
    s = xiaopei()
    field(s, LU_BU, ATK_INF)                          # an Attacker's supporter, Scheme 0
    assert tally(s) == (2, 0)
    s = play(s, LIU_BEI, "g209")
    s = skill(s, "sk:estrangement")
    assert ATK_INF in s.discard[LU_BU] and s.bf[LU_BU] == ["g209"] and s.bf[LIU_BEI] == []
    assert tally(s) == (0, 1)                         # its Inf 1 still counts for the Defense
    assert not may_play(s, LU_BU, "attack")
    hand(s, LU_BU, DEF_INF)
    assert may_play(s, LU_BU, "defense")
    assert CARD["g209"].side == "defense"


def test_DH_EX_36_the_estrangement_lock_holds_only_while_the_card_stays():
    s = xiaopei()
    field(s, LU_BU, ATK_INF)
    s = play(s, LIU_BEI, "g209")
    s = skill(s, "sk:estrangement")
    hand(s, LU_BU, "g102", DEF_INF)
    assert not may_play(s, LU_BU, "attack")
    leave_battlefield(s, LU_BU, "g209")               # (an Attack player's skill discards it)
    assert s.bf[LU_BU] == [] and may_play(s, LU_BU, "attack") and may_play(s, LU_BU, "defense")
