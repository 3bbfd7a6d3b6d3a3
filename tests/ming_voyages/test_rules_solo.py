"""Rule-clause tests for the solo game through the engine (MV-SOLO-*, rulings A-9, A-10, A-16, A-17, A-20).

The Overlord's plan functions are covered by test_solo_logic.py; here the flow around them is tested: when
Events are drawn and from which deck, redraws, the difficulty options and challenges, the Borderland limit on
the Emperor's actions, the bot in battle. Event decks are fixed by the test (top = index 0).
"""

from __future__ import annotations

import pytest
from scenario import CONFIRM, E, O, act, legal, position, restart

from pygame_rules.catalog.ming_voyages.content.cards import EVENT_DECKS
from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.errors import OptionsError
from pygame_rules.engine.rng import Rng

EIGHT = ["amass", "attack", "attack", "move", "move", "gather", "build", "reserve"]
AMASS_3 = "The Overlord drew Amass 3: a Horde each to the Western Mongols, the Eastern Mongols and the Manchus"
NO_RESERVE_1 = ("Then it drew Reserve 1 from the Level 1 deck, which it cannot carry out: a Level 1 follow-up is "
                "not redrawn, so it has no effect")
REVEAL_19 = "The Overlord reveals #19 Maelstrom (2 CP) from the reserve: 2 re-rolls"


def solo(**kw):
    kw.setdefault("hands", ([1, 3, 5], []))
    return position(mode="solo", **kw)


# -- setup and difficulty ------------------------------------------------------------------------------------

def test_MV_SOLO_SETUP_2_3_cube_left_three_event_decks_of_eight_shuffled_separately():
    """MV-COMP-5, MV-SOLO-SETUP-2, MV-SOLO-SETUP-3."""
    perms = [[7, 6, 5, 4, 3, 2, 1, 0], list(range(8)), [1, 0, 2, 3, 4, 5, 6, 7]]
    s = GAME.initial_state(GAME.validate_options({"mode": "solo"}), Rng(0, script=[list(range(27)), 3, *perms]))
    assert sum(len(d) for d in EVENT_DECKS.values()) == 24 and all(len(d) == 8 for d in s.event_decks)
    assert s.cube == "left" and s.event_discards == [[], [], []]
    assert s.event_decks[0] == list(reversed(EVENT_DECKS[1]))
    assert s.event_decks[1] == list(EVENT_DECKS[2])
    assert s.event_decks[2][:2] == [EVENT_DECKS[3][1], EVENT_DECKS[3][0]]


@pytest.mark.parametrize("difficulty,start,after,required,limit", [
    ("easy", [1, 1, 2], [1, 2, 2], 4, 3), ("moderate", [1, 2, 2], [1, 2, 3], 5, 2),
    ("hard", [1, 2, 3], [1, 2, 3], 6, 1), ("brutal", [1, 2, 3], [2, 2, 3], 7, 1),
])
def test_MV_SOLO_DIFF_2_3_difficulty_table(difficulty, start, after, required, limit):
    s = GAME.new_game(2, mode="solo", difficulty=difficulty)
    v = GAME.view(s, E)
    assert (v["levels"], v["required_voyages"], v["reserve_limit"]) == (start, required, limit)
    s.flipped = True
    assert GAME.view(s, E)["levels"] == after


@pytest.mark.parametrize("difficulty,limit", [("easy", 3), ("moderate", 2), ("hard", 1), ("brutal", 1)])
def test_MV_SOLO_DIFF_5_emperor_reserve_limit(difficulty, limit):
    below = solo(difficulty=difficulty, hands=([1, 3, 5], []), reserves=(list(range(21, 20 + limit)), []))
    assert {"play": "reserve", "card": 1} in legal(below)
    full = solo(difficulty=difficulty, hands=([1, 3, 5], []), reserves=(list(range(21, 21 + limit)), []))
    assert not any(a["play"] == "reserve" for a in legal(full))


def test_MV_SOLO_DIFF_3_brutal_flip_sends_1cp_reactions_to_level_2():
    s = solo(difficulty="brutal", voyages=[1, 2, 3, 4], flipped=True, gold={"MH": 3}, hands=([2, 1, 3], []))
    s.event_decks[1] = list(EIGHT)
    s = act(s, {"play": "cp", "card": 2}, {"cp": "tax"}, CONFIRM)
    assert "The Overlord answers #2 Court Astronomers with a Level 2 Event (its Difficulty card for 1 CP cards)" \
        in s.log


def test_MV_SOLO_DIFF_4_brutal_minor_victory_needs_all_seven_so_O_wins():
    s = solo(difficulty="brutal", era=2, deck=[], voyages=[1, 2, 3, 4, 5, 6], hands=([13], []),
             troops=dict.fromkeys(BORDERLANDS, 1),
             discard=[c for c in range(1, 28) if c != 13])
    s = act(restart(s, "final"), {"play": "reserve", "card": 13})
    assert GAME.outcome(s).winners == (O,)


def test_MV_SOLO_DIFF_6_challenges_are_solo_toggles():
    with pytest.raises(OptionsError):
        GAME.new_game(1, challenge_two_hordes=True)
    assert GAME.new_game(1, mode="solo", difficulty="brutal").hordes["WM"] == 1
    s = GAME.new_game(1, mode="solo", difficulty="brutal", challenge_two_hordes=True)
    assert [s.hordes[h] for h in ("WM", "EM", "MAN")] == [2, 2, 2] and s.supply("horde") == 6   # MV-SETUP-4


@pytest.mark.parametrize("challenge,supply", [(True, 9), (False, 11)])
def test_MV_SOLO_DIFF_6_hard_challenge_troop_losses_leave_the_game(challenge, supply):
    s = solo(difficulty="hard", challenge_troop_losses=challenge, troops={"MH": 3}, hordes={"gansu": 2},
             hands=([21, 1, 3], []))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    s.rng.script = [1, 2, 4, 6, 6, 6]
    s = act(s, {"send": 2, "from": "MH"})
    assert s.troops["gansu"] == 0 and s.troops["MH"] == 1
    assert s.troops_removed == (2 if challenge else 0) and s.supply("troop") == supply
    assert any("the Emperor loses 2 Troops, removed from the game" in line for line in s.log) is challenge


# -- the Emperor's turn and the Overlord's reaction ------------------------------------------------------------

def test_MV_SOLO_EPLAY_1_no_order_question_reaction_after():
    s = solo(gold={"MH": 1}, hands=([24, 1, 3], []))
    s.event_decks[1] = list(EIGHT)
    s = act(s, {"play": "cp", "card": 24})
    assert legal(s)[0] == {"cp": "recruit"} and s.tasks[-3] == {"t": "solo_reaction", "card": 24}
    assert s.tasks[-2]["t"] == "confirm"                              # the Emperor confirms before it


@pytest.mark.parametrize("card,reacts", [(14, False), (1, False), (6, True), (12, True)])
def test_MV_SOLO_REACT_1_A_3_which_cards_trigger_an_event(card, reacts):
    s = solo(gold={"MH": 1}, hands=([card, 3, 5], []))
    s.event_decks = [list(EIGHT), list(EIGHT), list(EIGHT)]
    s = act(s, {"play": "cp", "card": card}, {"cp": "tax"})
    assert (legal(s) == [CONFIRM]) is reacts        # the Overlord's hand is empty: only a reaction follows
    if reacts:
        s = act(s, CONFIRM)
    assert any(line.startswith("The Overlord answers #") for line in s.log) is reacts


def test_MV_SOLO_OBJ_1_major_victory_ends_before_the_reaction():
    s = solo(voyages=[1, 2, 3, 4, 5, 6], gold={"MH": 1}, junks_scs=1, hands=([11, 1, 3], []))
    s = act(s, {"play": "cp", "card": 11})
    s.rng.script = [1, 1]
    s = act(s, {"cp": "voyage"})                                      # Voyage 7, 1 Gold, 1 Junk: automatic
    assert s.winner == E and not any(line.startswith("The Overlord answers #") for line in s.log)


# -- the Overlord's turn -------------------------------------------------------------------------------------

def o_turn(o_hand, l_decks, script=(), **kw):
    s = solo(hands=([1, 3, 5], o_hand), **kw)
    for level, d in l_decks.items():
        s.event_decks[level - 1] = list(d)
    s.rng.script = list(script)
    return restart(s, "overlord")


def test_MV_SOLO_OPLAY_3_event_level_is_the_cards_cp_ignoring_difficulty():
    s = o_turn([26, 2, 4, 8], {3: ["amass"] + EIGHT[1:], 1: ["reserve"] + EIGHT[:-1]}, difficulty="easy")
    assert AMASS_3 in s.log


def test_MV_SOLO_OPLAY_7_main_card_discarded_at_the_end_of_the_turn():
    s = o_turn([26, 2, 4, 8], {3: ["amass"] + EIGHT[1:], 1: ["amass"] + EIGHT[1:]}, hordes={"WM": 1})
    assert s.discard == [26] and s.event_discards[2] == ["amass"] and s.event_discards[0] == ["amass"]


def test_MV_SOLO_OPLAY_8_RESERVE_3_reserve_event_denies_the_emperors_reaction():
    """MV-SOLO-OPLAY-8, MV-SOLO-RESERVE-1, MV-SOLO-RESERVE-3."""
    s = o_turn([12, 2, 4, 8], {2: ["reserve"] + EIGHT[:-1], 1: ["amass"] + EIGHT[1:]}, voyages=[2])
    assert ("The Overlord drew Reserve 2: #12 Tribute Missions goes on top of the Overlord's reserve (so the "
            "Emperor cannot react to it)") in s.log
    assert s.reserves[O] == [12] and s.decision_seat == E and s.tasks[-1]["t"] == "play"   # no react question
    assert s.discard == []


def test_MV_SOLO_RESERVE_2_A_17_overlord_reserve_capped_and_no_second_reserve():
    s = o_turn([26, 2, 4, 8], {3: ["reserve", "amass"] + EIGHT[1:-1], 1: ["reserve"] + EIGHT[:-1]},
               reserves=([], [20, 22, 23]))
    assert "The Overlord drew Reserve 3, which it cannot carry out: it draws another Level 3 Event" in s.log
    assert AMASS_3 in s.log
    assert NO_RESERVE_1 in s.log
    s = o_turn([26, 2, 4, 8], {3: ["reserve"] + EIGHT[:-1], 1: ["reserve"] + EIGHT[:-1]})
    assert s.reserves[O] == [26] and NO_RESERVE_1 in s.log


def test_MV_SOLO_OPLAY_4_6_A_10_redraw_goes_through_the_reshuffle_until_every_kind_is_tried():
    """MV-SOLO-OPLAY-4, MV-SOLO-OPLAY-6, A-10. ENGINE FIX (rules/solo_flow.py): only Amass 2 is possible, and it
    lies in the discards, behind a reshuffle; counting 8 draws would stop before reaching it."""
    s = solo(hands=([1, 3, 5], [12, 2, 4, 8]), troops=dict.fromkeys(BORDERLANDS, 1),
             settlements={"WM": 1, "EM": 1, "MAN": 2}, reserves=([], [20, 22]))
    s.event_decks[1] = ["gather"]
    s.event_discards[1] = ["reserve", "attack", "attack", "move", "move", "build", "amass"]
    s.event_decks[0] = list(EIGHT)
    s.rng.script = [[7, 0, 1, 2, 3, 4, 5, 6]]      # reshuffled: gather, reserve, attack, ..., build, amass
    s = restart(s, "overlord")
    assert "The Level 2 Event deck has run out: its discards are shuffled into a new deck" in s.log
    assert s.log.count("The Overlord drew Gather 2, which it cannot carry out: it draws another Level 2 Event") == 2
    assert "The Overlord drew Amass 2: a Horde each to the Western Mongols and the Eastern Mongols" in s.log
    assert "Then it drew Amass 1 from the Level 1 deck: a Horde to the Manchus" in s.log   # the cube was flipped


def test_MV_SOLO_OPLAY_4_A_10_nothing_possible_resolves_to_nothing():
    # no Supply Hordes or Settlements, full Barbarian Borderlands, Ming ones out of reach, reserve of 1
    s = o_turn([2, 4, 8, 10], {1: list(EIGHT)}, troops={"yunnan": 1, "sichuan": 1, "gansu": 1},
               hordes={"MAN": 7, "liaodong": 5}, settlements={"shanxi": 5}, reserves=([], [20]))
    assert s.log.count("The Overlord drew Reserve 1, which it cannot carry out, and no other kind of Level 1 Event "
                       "is left: the Event has no effect") == 1
    assert sum("which it cannot carry out: it draws another" in line for line in s.log) == 7
    assert len(s.event_discards[0]) == 8 and s.discard == [2] and s.hordes["MAN"] == 7


# -- Borderland limit ----------------------------------------------------------------------------------------

def test_MV_SOLO_LIMIT_1_emperor_move_capped_two_player_not():
    for mode, cap in (("solo", 1), ("two-player", 3)):
        s = position(mode=mode, troops={"MH": 3, "yunnan": 4, "sichuan": 5}, hands=([21, 1, 3], [2, 4, 5, 8]))
        s = act(s, {"play": "cp", "card": 21}, {"cp": "move"})
        to_yunnan = [a["n"] for a in legal(s) if a["move"] == "MH" and a["to"] == "yunnan"]
        assert max(to_yunnan) == cap
        assert any(a["to"] == "sichuan" for a in legal(s)) is (mode == "two-player")


def test_MV_SOLO_LIMIT_1_emperor_specials_must_fit():
    # #3 Frontier Forts: Recruit 1 straight into an empty or Ming Borderland with room
    full = {"yunnan": 5, "sichuan": 5}
    s = solo(voyages=[3], troops=full, hordes={"gansu": 1, "shanxi": 1, "liaodong": 1}, hands=([3, 1, 5], []))
    assert {"play": "special", "card": 3} not in legal(s)
    s = solo(voyages=[3], troops={"yunnan": 5, "sichuan": 4}, hordes={"gansu": 1, "shanxi": 1, "liaodong": 1},
             hands=([3, 1, 5], []))
    assert {"play": "special", "card": 3} in legal(s)


def test_MV_SOLO_LIMIT_1_MV_CARD_8_recruit_3_into_borderlands_needs_room_for_all_three():
    """ENGINE FIX (rules/effects.py): #21 Mandate of Heaven from 4 Voyages recruits 3 Troops into Borderlands; with
    room for only 1 it cannot be carried out in full, so it is not offered."""
    hordes = {"sichuan": 1, "gansu": 1, "liaodong": 1}
    s = solo(voyages=[1, 2, 3, 4], flipped=True, troops={"yunnan": 5, "shanxi": 4}, hordes=hordes,
             hands=([21, 1, 3], []))
    assert s.supply("troop") == 3 and {"play": "special", "card": 21} not in legal(s)
    s = solo(voyages=[1, 2, 3, 4], flipped=True, troops={"yunnan": 4, "shanxi": 3}, hordes=hordes,
             hands=([21, 1, 3], []))
    assert s.supply("troop") == 5 and {"play": "special", "card": 21} in legal(s)
    s = act(s, {"play": "special", "card": 21}, {"place": "yunnan"})   # then only Shanxi has room: automatic
    assert (s.troops["yunnan"], s.troops["shanxi"], s.gold["MH"]) == (5, 5, 1)


def test_MV_SOLO_LIMIT_1_overlord_move_event_never_fills_a_borderland_beyond_five():
    """The only Move target would be Yunnan (5 Hordes): the Event is impossible and another is drawn."""
    s = o_turn([12, 2, 4, 8], {2: ["move", "amass"] + EIGHT[1:-1], 1: ["reserve"] + EIGHT[:-1]},
               troops={"sichuan": 1, "gansu": 1, "shanxi": 1, "liaodong": 1}, hordes={"WM": 3, "yunnan": 5},
               reserves=([], [20]))
    assert "The Overlord drew Move 2, which it cannot carry out: it draws another Level 2 Event" in s.log
    assert "The Overlord drew Amass 2: a Horde each to the Manchus and the Eastern Mongols" in s.log
    assert s.hordes["yunnan"] == 5 and s.hordes["WM"] == 3


def test_MV_SOLO_LIMIT_1_A_16_attacks_may_exceed_five():
    s = o_turn([12, 2, 4, 8], {2: ["attack"] + EIGHT, 1: ["reserve"] + EIGHT[:-1]}, script=[4, 4, 1, 1, 2, 3],
               troops={"sichuan": 5}, hordes={"WM": 2, "EM": 2}, reserves=([19], [20]))
    assert ("The Overlord drew Attack 2: it attacks Sichuan, the Ming Borderland most open to attack (4 Hordes can "
            "reach its 5 Troops), with 1 Horde from the Western Mongols and 1 Horde from the Eastern Mongols") in s.log
    assert s.decision_seat == E and s.battle["round"] == 1            # E's re-roll decision, mid-battle
    assert s.troops["sichuan"] + s.hordes["sichuan"] == 7


# -- the bot in battle ---------------------------------------------------------------------------------------

def _bot_attack(script, o_reserve, e_reserve=()):
    """Attack 2 on Yunnan (1 Troop) from the Western Mongols (2 Hordes)."""
    return o_turn([12, 2, 4, 8], {2: ["attack"] + EIGHT, 1: ["reserve"] + EIGHT[:-1]}, script=script,
                  troops={"yunnan": 1, "sichuan": 1}, hordes={"WM": 2}, reserves=(list(e_reserve), list(o_reserve)))


def test_MV_SOLO_BATTLE_1_bot_keeps_a_first_roll_double():
    s = _bot_attack([4, 4, 1, 1, 2, 3], [16, 19])
    assert "Overlord reveals" not in " ".join(s.log) and s.reserves[O] == [16, 19]
    assert s.controller("yunnan") == O and s.hordes["yunnan"] == 2


def test_MV_SOLO_BATTLE_1_A_20_bot_rerolls_a_single_with_its_top_card_then_chases_a_triple():
    s = _bot_attack([1, 2, 4,  3, 3, 5,  6,  1, 1, 2], [16, 19])
    assert REVEAL_19 in s.log                                                   # the top card (last reserved)
    assert "The Overlord re-rolls 1, 2 and 4: now 3, 3 and 5 (a double 3)" in s.log
    assert "The Overlord re-rolls 5, keeping 3 and 3: now 3, 3 and 6 (a double 3)" in s.log
    assert any("the Overlord won with a double 3 against the Emperor's double 1, a Normal Hit" in line
               for line in s.log)
    assert s.reserves[O] == [16] and 19 in s.discard


def test_MV_SOLO_BATTLE_3_emperor_decides_his_own_rerolls():
    s = _bot_attack([4, 4, 1, 1, 2, 3], [], e_reserve=[20])
    assert s.decision_seat == E and legal(s) == [{"battle": "accept"}, {"reveal": 20}]


def test_MV_SOLO_BATTLE_2_A_12_bot_defends_with_reserves_only_until_winning():
    def e_attacks(o_dice):
        s = solo(troops={"MH": 2}, hordes={"gansu": 2}, hands=([21, 1, 3], []), reserves=([], [16, 19]))
        s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
        s.rng.script = [5, 5, 1] + o_dice
        return act(s, {"send": 2, "from": "MH"})
    s = e_attacks([1, 2, 3, 4, 4, 4])                   # losing single: open the top card, re-roll all: triple
    assert REVEAL_19 in s.log
    assert sum(line.startswith("The Overlord re-rolls") for line in s.log) == 1   # winning: the 2nd re-roll unused
    assert "The Overlord re-rolls 1, 2 and 3: now 4, 4 and 4 (a triple 4)" in s.log
    assert any("the Overlord won with a triple 4 against the Emperor's double 5, a Devastating Blow" in line
               for line in s.log)
    assert s.reserves[O] == [16] and s.troops["MH"] == 0 and s.hordes["gansu"] == 2
    s = e_attacks([3, 3, 3])                            # already winning: no card used
    assert s.reserves[O] == [16, 19]
    assert any("the Overlord won with a triple 3 against the Emperor's double 5, a Devastating Blow" in line
               for line in s.log)
