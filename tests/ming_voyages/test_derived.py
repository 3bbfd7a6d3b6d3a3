"""Derived tests MV-DER-1..5 of shared/spec/ming_voyages.md (card flow, Voyage minimum, the 4th-Voyage flip,
the Reserve Event in a reaction, minor victories)."""

from __future__ import annotations

import pytest
from scenario import CONFIRM, E, O, act, legal, position, restart

from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.rng import Rng

# -- MV-DER-1: card flow over a whole game (MV-SEQ-1..5, MV-EDRAW-1, MV-ROUND-1/2) --------------------------

ERA_1 = [(1, 5, 4)] * 10                                   # (era, E hand, O hand) at each E play decision
ERA_2 = [(2, 5, 4)] * 10 + [(2, 3, 4), (2, 3, 2), (2, 1, 2), (2, 1, 0)]
FULL = ERA_1 + ERA_2


def play_out(state, policy):
    """Play to the end with ``policy(state, options) -> option``; record the card flow and check that the
    Overlord's hand only ever grows through the swap (MV-SEQ-2: the Overlord never draws)."""
    rec = {"e_decisions": [], "e_plays": 0, "o_plays": 0}
    s = state
    while not GAME.is_over(s):
        GAME.check_invariants(s)
        task = s.tasks[-1]
        if task["t"] == "play":
            if task["side"] == E:
                rec["e_decisions"].append((s.era, len(s.hands[E]), len(s.hands[O])))
                rec["e_plays"] += 1
            else:
                rec["o_plays"] += 1
        o_hand, n_log = len(s.hands[O]), len(s.log)
        s = GAME.apply(s, policy(s, legal(s)))
        if len(s.hands[O]) > o_hand:
            assert "The players swap hands" in s.log[n_log:]
    rec["log"] = s.log
    return s, rec


def first_option(s, options):
    return options[0]


def test_MV_DER_1_full_game_first_option_policy():
    s, rec = play_out(GAME.new_game(3), first_option)
    assert rec["e_decisions"] == FULL
    assert rec["e_plays"] == 24 and rec["o_plays"] == 23
    # the first option is always "reserve": all 20 played cards of era 1 were reserved, and are lost (MV-SEQ-4)
    assert "Era 2 begins: 20 cards are shuffled into a new deck (20 reserved cards among them, lost to their owners)" \
        in rec["log"]
    assert rec["log"][-3:-1] == ["Round 24, the final round: the Emperor plays the last card",
                                 "The Emperor reserves a card face down"]
    assert "minor victory" in s.result and s.tasks == []
    assert sorted(s.deck + s.discard + s.hands[E] + s.hands[O] + s.reserves[E] + s.reserves[O]) == list(range(1, 28))


@pytest.mark.parametrize("seed", [1, 2, 7, 11, 23])
def test_MV_DER_1_full_game_random_policy(seed):
    """Random choices (reserves, battles, re-rolls): the flow holds unless a major victory ends it early."""
    chooser = Rng(1000 + seed)
    s, rec = play_out(GAME.new_game(seed), lambda st, options: chooser.choice(options))
    if s.result.startswith("major"):
        assert rec["e_decisions"] == FULL[:len(rec["e_decisions"])]
    else:
        assert rec["e_decisions"] == FULL and rec["e_plays"] == 24 and rec["o_plays"] == 23
        assert any(line.startswith("Era 2 begins: 20 cards are shuffled into a new deck") for line in rec["log"])


def test_MV_DER_1_solo_game_overlord_plays_23_times():
    """MV-SOLO-ERA-1: the solo game has the same card flow; the Overlord's 23 plays are its own (no decision)."""
    chooser = Rng(2025)
    s, rec = play_out(GAME.new_game(1, mode="solo", difficulty="easy"), lambda st, options: chooser.choice(options))
    assert s.result.startswith("minor"), "this seed/policy should reach the end of the game; pick another"
    assert rec["e_decisions"] == FULL and rec["e_plays"] == 24 and rec["o_plays"] == 0
    assert sum(1 for line in rec["log"] if line.startswith("The Overlord plays #")) == 23


def test_MV_SEQ_3_hands_after_every_swap_are_3_and_4_in_era_1():
    s = GAME.new_game(9)
    sizes = []
    while s.era == 1:
        r = s.round
        s = act(s, legal(s)[0])
        if s.round != r and s.era == 1:
            # the new round has drawn 2 for E: before the draw E held 3 and O held 4
            sizes.append((len(s.hands[E]) - 2, len(s.hands[O])))
    assert sizes == [(3, 4)] * 9
    assert (len(s.hands[E]), len(s.hands[O])) == (5, 4) and len(s.deck) == 18


# -- MV-DER-2: a Voyage with total 1 is impossible -----------------------------------------------------------

def test_MV_DER_2_smallest_voyage_is_one_gold_one_junk_and_succeeds_only_on_a_1():
    s = position(gold={"MH": 2}, junks_scs=2, hands=([14, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 14}, {"cp": "voyage"}, {"voyage": 5})
    assert min(a["gold"] for a in legal(s)) == 1
    s = act(s, {"gold": 1})
    assert min(a["junks"] for a in legal(s)) == 1
    s_fail = s.copy()
    s_fail.rng.script = [2, 2]
    s_fail = act(s_fail, {"junks": 1})
    assert not s_fail.voyages[4] and s_fail.gold["SCS"] == 1
    s.rng.script = [2, 1]
    s = act(s, {"junks": 1})
    assert s.voyages[4]


# -- MV-DER-3: the 4th-Voyage flip happens mid-turn (MV-SOLO-DIFF-3, MV-SOLO-EPLAY-1) ------------------------

@pytest.mark.parametrize("die,level", [(1, 2), (6, 1)])
def test_MV_DER_3_reaction_after_the_4th_voyage_uses_the_flipped_card(die, level):
    """Easy: CP2 -> Level 1, flipped to Level 2 by the 4th Voyage. #11 Monsoon Winds: 2 CP with an O action."""
    s = position(mode="solo", difficulty="easy", voyages=[2, 3, 4], gold={"MH": 1}, junks_scs=1,
                 hordes={"WM": 1}, hands=([11, 1, 3], []))
    s.event_decks[0] = ["amass", "attack", "attack", "move", "move", "gather", "build", "reserve"]
    s.event_decks[1] = ["amass", "attack", "attack", "move", "move", "gather", "build", "reserve"]
    s = act(s, {"play": "cp", "card": 11}, {"cp": "voyage"})
    s.rng.script = [die, die]
    s = act(s, {"voyage": 1})                    # 1 Gold + 1 Junk: a 1 succeeds
    assert s.flipped == (die == 1)
    assert legal(s) != [CONFIRM]          # the Voyage rolled dice: nothing to take back, no confirm step
    told = f"The Overlord answers #11 Monsoon Winds with a Level {level} Event (its Difficulty card for 2 CP cards)"
    i_voyage = next(i for i, line in enumerate(s.log) if line.startswith("The Emperor sails for Voyage 1"))
    i_react = s.log.index(told)
    assert i_voyage < i_react


# -- MV-DER-4: a Reserve Event in a reaction (MV-SOLO-RESERVE-1) ---------------------------------------------

def test_MV_DER_4_reserve_event_takes_the_emperors_played_card():
    s = position(mode="solo", difficulty="moderate", hands=([12, 1, 3], []), reserves=([], [20]))
    s.event_decks[1] = ["reserve", "amass", "attack", "attack", "move", "move", "gather", "build"]
    s = act(s, {"play": "cp", "card": 12}, {"cp": "tax"}, CONFIRM)
    assert s.gold["MH"] == 2
    assert ("The Overlord drew Reserve 2: #12 Tribute Missions goes on top of the Overlord's reserve instead of the "
            "discard pile") in s.log
    assert s.reserves[O] == [20, 12] and 12 not in s.discard


def test_MV_DER_4_reserve_event_impossible_when_the_reserve_is_full_enough():
    s = position(mode="solo", difficulty="moderate", hands=([12, 1, 3], []), reserves=([], [20, 22]))
    s.event_decks[1] = ["reserve", "amass", "attack", "attack", "move", "move", "gather", "build"]
    s = act(s, {"play": "cp", "card": 12}, {"cp": "tax"}, CONFIRM)
    assert ("The Overlord drew Reserve 2, which it cannot carry out: a reaction Event is not redrawn, so it has no "
            "effect") in s.log      # no redraw
    assert s.reserves[O] == [20, 22] and s.event_decks[1][0] == "amass"


# -- MV-DER-5: minor victory (MV-WIN-5, MV-SOLO-OBJ-2) -------------------------------------------------------

def _end(mode="two-player", difficulty="easy", *, ming=("yunnan", "sichuan", "gansu"),
         barb=("shanxi", "liaodong"), voyages=(1, 2, 3, 4)):
    s = position(mode=mode, difficulty=difficulty, voyages=list(voyages), era=2, deck=[],
                 troops={bl: 1 for bl in ming}, hordes={bl: 1 for bl in barb}, hands=([13], []),
                 discard=[c for c in range(1, 28) if c != 13])
    s = restart(s, "final")
    return act(s, {"play": "reserve", "card": 13})


def test_MV_DER_5_two_player_7_against_5_emperor_wins():
    s = _end()
    out = GAME.outcome(s)
    assert out.winners == (E,) and out.scores == {"0": 7, "1": 5}
    assert s.result == ("minor victory: Emperor 7 (3 Borderlands + 4 Voyages) against Overlord 5 "
                        "(2 Borderlands + 3 uncompleted Voyages)")


def test_MV_DER_5_solo_moderate_needs_5_voyages_overlord_wins():
    s = _end("solo", "moderate")
    assert GAME.outcome(s).winners == (O,)
    assert "needed more Borderlands and 5 Voyages" in s.result


def test_MV_DER_5_solo_easy_4_voyages_and_more_borderlands_emperor_wins():
    assert GAME.outcome(_end("solo", "easy")).winners == (E,)


def test_MV_DER_5_solo_more_voyages_but_equal_borderlands_overlord_wins():
    s = _end("solo", "easy", ming=("yunnan", "sichuan"), voyages=(1, 2, 3, 4, 5, 6))
    assert GAME.outcome(s).winners == (O,)


def test_MV_DER_5_two_player_tie_goes_to_the_overlord():
    # E: 2 Borderlands + 4 Voyages = 6; O: 3 Borderlands + 3 uncompleted = 6
    s = _end(ming=("yunnan", "sichuan"), barb=("gansu", "shanxi", "liaodong"))
    assert GAME.outcome(s).winners == (O,) and GAME.outcome(s).scores == {"0": 6, "1": 6}
    assert s.result.endswith("(ties go to the Overlord)")
