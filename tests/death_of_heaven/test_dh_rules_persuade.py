"""Persuade (DH-PERS-1..10, DH-EX-38): Promise cards as structured, non-binding offers.

Engine rulings tested as they are (rules/persuade.py): the issuers take turns, the Attacker first, until both
pass in a row; the same decision comes back after the March and after every Reinforce card; a Promise card is
never given to a player whose battlefield holds the other banner."""

from __future__ import annotations

from dh_helpers import (
    ATK_CAV,
    ATK_INF,
    CAO,
    DEF_INF,
    LIU_BEI,
    LU_BU,
    SUN_CE,
    act,
    can,
    field,
    game,
    hand,
    matching,
    play,
    run,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.pieces import allies, enemies, side_of
from pygame_rules.catalog.death_of_heaven.rules.persuade import judge_spare_pledges, note_designation

ATK_CAV2 = "g114"


def xiaopei_war():
    """Cao Cao attacks Liu Bei's Xiaopei; Lu Bu and Sun Ce are neutral."""
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    return s


def persuade(s):
    return run(s, {"t": "persuade"})


def test_DH_PERS_1_the_attacker_issues_attack_cards_the_defender_defense_cards():
    s = persuade(xiaopei_war())
    assert s.decision_seat == CAO
    assert {a["card"] for a in matching(s, do="give")} == {"pa1", "pa3"}
    s = act(s, do="pass")
    assert s.decision_seat == LIU_BEI
    given = {a["card"] for a in matching(s, do="give")}
    assert given and all(c.startswith("pd") for c in given)    # one option per distinct text (pd1 = pd2)
    assert given == {"pd1", "pd3"}


def test_DH_PERS_2_a_card_is_placed_before_another_player_who_answers_in_public():
    s = persuade(xiaopei_war())
    s = act(s, do="give", ask="march", card="pa1", to=LU_BU)
    assert s.promises["pa1"] == LU_BU
    assert top(s) == "pledge" and s.decision_seat == LU_BU
    s = act(s, do="answer", pledge=True, claim="attack")
    assert s.pledges == [{"card": "pa1", "seat": LU_BU, "side": "attack", "late": False, "ask": "march",
                          "issuer": CAO}]
    assert top(s) == "persuade"


def test_DH_PERS_6_attacker_and_defender_never_give_each_other_and_one_player_may_hold_both_sides():
    s = persuade(xiaopei_war())
    assert not can(s, do="give", to=LIU_BEI) and not can(s, do="give", to=CAO)
    s = act(s, do="give", ask="march", card="pa1", to=SUN_CE)
    s = act(s, do="answer", pledge=False, claim=None)
    assert s.decision_seat == LIU_BEI
    assert not can(s, do="give", to=CAO)
    s = act(s, do="give", ask="march", card="pd1", to=SUN_CE)
    s = act(s, do="answer", pledge=False, claim=None)
    assert s.promises["pa1"] == SUN_CE and s.promises["pd1"] == SUN_CE


def test_DH_PERS_persuade_ends_when_every_issuer_has_passed_in_a_row():
    s = persuade(xiaopei_war())
    s = act(s, do="pass")
    s = act(s, do="give", ask="march", card="pd1", to=LU_BU)
    s = act(s, do="answer", pledge=True, claim=None)
    assert s.decision_seat == CAO                 # a give resets the passes: the Attacker may answer it
    s = act(s, do="pass")
    s = act(s, do="pass")
    assert top(s) is None


def test_DH_PERS_3_pledges_do_not_bind_and_the_reveal_judges_them():
    """A pledge to march with the Attacker, then a Defense card marched: the word is broken, the card stays."""
    s = xiaopei_war()
    hand(s, CAO, ATK_INF, ATK_CAV)
    hand(s, LU_BU, DEF_INF, ATK_CAV2)
    persuade(s)
    s = act(s, do="give", ask="march", card="pa1", to=LU_BU)
    s = act(s, do="answer", pledge=True, claim="attack")
    s = act(s, do="pass")
    s = act(s, do="pass")
    run(s, {"t": "march"})
    assert s.decision_seat == CAO
    s = act(s, do="march", card=ATK_INF)
    assert s.decision_seat == LU_BU and can(s, do="march", card=DEF_INF)   # nothing forbids breaking it
    s = act(s, do="march", card=DEF_INF)
    assert s.word[LU_BU] == [0, 1]
    assert s.promises["pa1"] == LU_BU and DEF_INF in s.bf[LU_BU]
    assert s.pledges == []


def test_DH_PERS_3_a_kept_pledge_counts_as_kept():
    s = xiaopei_war()
    hand(s, CAO, ATK_INF, ATK_CAV)
    hand(s, LU_BU, "g102", DEF_INF)
    persuade(s)
    s = act(s, do="give", ask="march", card="pa3", to=LU_BU)
    s = act(s, do="answer", pledge=True, claim=None)
    s = act(s, do="pass")
    s = act(s, do="pass")
    run(s, {"t": "march"})
    s = act(s, do="march", card=ATK_INF)
    s = act(s, do="march", card="g102")
    assert s.word[LU_BU] == [1, 0]


def test_DH_PERS_4_DH_EX_38_take_back_only_from_a_holder_who_played_the_other_banner():
    s = xiaopei_war()
    s.promises["pd1"] = LU_BU
    persuade(s)
    s = act(s, do="pass")                          # Cao Cao
    assert s.decision_seat == LIU_BEI
    assert not can(s, do="take_back")              # Lu Bu is neutral
    # Lu Bu plays an Attack card in Reinforce: Liu Bei may take the card back and give it to Sun Ce
    s = xiaopei_war()
    s.promises["pd1"] = LU_BU
    field(s, LU_BU, ATK_INF)
    persuade(s)
    s = act(s, do="pass")
    s = act(s, do="take_back", card="pd1")
    assert s.promises["pd1"] is None
    s = act(s, do="pass")                          # Cao Cao
    s = act(s, do="give", ask="march", card="pd1", to=SUN_CE)
    s = act(s, do="answer", pledge=False, claim=None)
    assert s.promises["pd1"] == SUN_CE
    # had Lu Bu played a Defense card, no take-back
    s = xiaopei_war()
    s.promises["pd1"] = LU_BU
    field(s, LU_BU, DEF_INF)
    persuade(s)
    s = act(s, do="pass")
    assert not can(s, do="take_back")


def test_DH_PERS_ruling_never_given_to_a_player_of_the_other_banner():
    s = xiaopei_war()
    field(s, LU_BU, DEF_INF)
    persuade(s)
    assert not can(s, do="give", to=LU_BU)
    assert can(s, do="give", to=SUN_CE)


def test_DH_PERS_7_cards_still_held_may_be_given_after_the_march():
    s = xiaopei_war()
    hand(s, CAO, ATK_INF, ATK_CAV)
    hand(s, LU_BU, "g102", DEF_INF)
    run(s, {"t": "march"})
    s = act(s, do="march", card=ATK_INF)
    s = act(s, do="march", card="g102")
    assert top(s) == "persuade" and s.decision_seat == CAO        # the window after the March
    s = act(s, do="give", ask="march", card="pa1", to=LU_BU)
    assert s.promises["pa1"] == LU_BU


def test_DH_PERS_8_an_npc_target_has_no_defender_cards_even_for_the_diplomacy_cube_holder():
    s = game(4)
    war(s, "shouchun", attacker=LU_BU)              # Sun Ce's cube sits on Shouchun
    persuade(s)
    assert s.decision_seat == LU_BU
    assert all(a["card"].startswith("pa") for a in matching(s, do="give"))
    s = act(s, do="pass")
    assert top(s) is None                          # nobody else issues


def test_DH_PERS_5_no_option_transfers_cards_cubes_or_territories():
    s = persuade(xiaopei_war())
    assert {a["do"] for a in GAME.legal_actions(s)} <= {"give", "take_back", "pass"}


def test_DH_PERS_9_hands_decks_and_others_discards_are_hidden_hand_sizes_public():
    s = xiaopei_war()
    hand(s, LU_BU, ATK_INF, DEF_INF)
    s.discard[LU_BU].append("g103")
    s.public.remove("g103")
    v = GAME.view(s, CAO)
    assert v["hands"][LU_BU] == 2 and v["decks"][LU_BU] is None and v["discards"][LU_BU] is None
    me = GAME.view(s, LU_BU)
    assert me["hands"][LU_BU] == [ATK_INF, DEF_INF] and me["discards"][LU_BU] == ["g103"]
    assert isinstance(me["decks"][LU_BU], int)     # his own deck's size, never its cards


def test_DH_PERS_10_terms_attacker_defender_supporters_neutrals_allies_enemies():
    s = xiaopei_war()
    field(s, LU_BU, ATK_INF)
    assert side_of(s, CAO) == "attack" and side_of(s, LIU_BEI) == "defense"
    assert side_of(s, LU_BU) == "attack" and side_of(s, SUN_CE) is None      # supporter, neutral
    assert allies(s, CAO) == [LU_BU] and enemies(s, CAO) == [LIU_BEI]
    assert enemies(s, SUN_CE) == [] and allies(s, SUN_CE) == []              # a neutral: nobody's enemy
    field(s, CAO, DEF_INF, counted=False)            # the Attacker stays Attack whatever his battlefield
    assert side_of(s, CAO) == "attack"


def new_lines(before, s):
    return s.log[len(before):]


def test_DH_PERS_9_the_log_never_names_a_card_discarded_from_a_hand():
    """Discard piles are hidden (DH-PERS-9): a hand card that a skill makes a player discard is not named."""
    s = xiaopei_war()
    field(s, CAO, ATK_INF)
    hand(s, CAO, "cao03", "cao08", "cao11", "lbu03")   # Guo Jia, Tiger and Leopard Cavalry, Edict, Chen Gong
    names = {"Guo Jia", "Tiger and Leopard Cavalry", "Edict of the Son of Heaven", "Chen Gong"}
    before = list(s.log)
    s = play(s, LU_BU, "g221")                       # Burn the Provisions: Cao Cao discards 2, his choice
    s = act(s, do="skill", skill="sk:burn_the_provisions")
    while s.decision_seat == CAO:
        s = act(s, do="discard", card=s.options_list[0]["card"])
    assert len(s.hand[CAO]) == 2
    assert not any(n in line for line in new_lines(before, s) for n in names)
    hand(s, LIU_BEI, "cao03", "cao08")
    before = list(s.log)
    s = play(s, SUN_CE, "g204")                      # Fire Attack (as an Attack supporter): at random
    s = act(s, do="skill", skill="sk:fire_attack")
    assert len(s.hand[LIU_BEI]) == 1
    assert not any(n in line for line in new_lines(before, s) for n in names)


def test_DH_PERS_3_a_card_may_ask_for_no_skill_against_the_issuer_broken_by_a_designation():
    """A choice within skills asked with a Promise card: the pledge is broken the moment a skill of its maker
    designates the issuer, and kept at Cleanup otherwise; ``word`` counts both."""
    s = persuade(xiaopei_war())
    s = act(s, do="give", ask="spare", card="pa1", to=LU_BU)
    assert "turn no skill against Cao Cao" in GAME.describe_action(s, GAME.legal_actions(s)[0])
    s = act(s, do="answer", pledge=True, claim=None)
    assert s.pledges[0]["ask"] == "spare" and s.pledges[0]["issuer"] == CAO
    note_designation(s, LU_BU, SUN_CE)                     # someone else: nothing
    assert s.pledges and s.word[LU_BU] == [0, 0]
    note_designation(s, LU_BU, CAO)
    assert s.pledges == [] and s.word[LU_BU] == [0, 1] and "breaks its word" in s.log[-1]


def test_DH_PERS_3_an_unbroken_pledge_to_spare_is_kept_at_cleanup():
    s = persuade(xiaopei_war())
    s = act(s, do="give", ask="spare", card="pa1", to=LU_BU)
    s = act(s, do="answer", pledge=True, claim=None)
    judge_spare_pledges(s)
    assert s.pledges == [] and s.word[LU_BU] == [1, 0] and "kept its word" in s.log[-1]
