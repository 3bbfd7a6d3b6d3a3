"""Worked examples of the solo booklet, MV-EX-4..9 of shared/spec/ming_voyages.md, through the solo flow.

Event decks are fixed by the test (``s.event_decks[level - 1]``, top = index 0). A solo position built in
the Emperor's phase stops at his play decision; ``restart(s, "overlord")`` runs the Overlord's turn
(it needs no decision) with the decks the test has set. An Overlord with an empty hand skips his phase,
which isolates the Emperor's phase.
Our cards: #9 Advancement (3 CP, Voyage 7, O: Gather 2), #15 Famine (3 CP, Voyage 4), #12 Tribute Missions
(2 CP, Voyage 2, E: Tax 3), #17 Grand Canal (2 CP), #24 Raids (3 CP), #26 Calicut Trade (3 CP, Voyage 6).
"""

from __future__ import annotations

from scenario import CONFIRM, E, O, act, legal, position, restart

from pygame_rules.catalog.ming_voyages.game import GAME

REST = ["attack", "attack", "move", "move", "build", "reserve", "gather"]


def deck(top: str, *more: str) -> list[str]:
    return [top, *more]


# -- MV-EX-4: most favoured target, through an Attack 2 Event in the Overlord's turn -------------------------

def test_MV_EX_4_attack_event_targets_sichuan_and_levels_the_homelands():
    s = position(mode="solo", hordes={"WM": 2, "EM": 1, "gansu": 2},
                 troops={"yunnan": 1, "sichuan": 2, "shanxi": 2, "liaodong": 1},
                 hands=([1, 3, 5], [12, 2, 4, 8]))        # #12 is O's only 2-CP card
    s.event_decks[1] = deck("attack", *REST[1:], "amass")
    s.event_decks[0] = deck("reserve", "amass")                     # L1 follow-up: Reserve 1 (reserve empty)
    s.rng.script = [6, 6, 6, 1, 2, 4]                               # O: triple 6; E: single 4 -> -2 Troops
    s = restart(s, "overlord")
    assert ("The Overlord drew Attack 2: it attacks Sichuan, the Ming Borderland most open to attack (4 Hordes can "
            "reach its 2 Troops), with 2 Hordes from the Western Mongols") in s.log
    assert ("The Overlord attacked Sichuan from the Western Mongols: the Overlord won with a triple 6 against the "
            "Emperor's single 4, a Devastating Blow: the Emperor loses 2 Troops; Sichuan is now Barbarian") in s.log
    assert s.cube == "right"                                        # one real tie (WM 1 vs EM 1), one flip
    assert s.hordes["sichuan"] == 2 and s.troops["sichuan"] == 0 and s.hordes["WM"] == 0 and s.hordes["EM"] == 1
    assert ("Then it drew Reserve 1 from the Level 1 deck: #12 Tribute Missions goes on top of the Overlord's "
            "reserve (so the Emperor cannot react to it)") in s.log
    assert s.reserves[O] == [12]


# -- MV-EX-5: Easy reaction to a 3-CP card (MV-SOLO-REACT-1/2/3) --------------------------------------------

def _easy_e_phase(**kw):
    s = position(mode="solo", difficulty="easy", hands=([9, 1, 3], []), **kw)
    s.event_decks = [deck("amass", *REST), deck("amass", *REST), deck("amass", *REST)]
    return s


def test_MV_EX_5_easy_3cp_card_draws_level_2_primary_only_after_E_action():
    """MV-EX-5, MV-SOLO-DIFF-1, MV-SOLO-REACT-1, MV-SOLO-REACT-2, MV-SOLO-EPLAY-1."""
    s = _easy_e_phase(hordes={"WM": 1})
    s = act(s, {"play": "cp", "card": 9})
    assert legal(s) == [{"cp": "recruit"}, {"cp": "tax"}, {"cp": "junks"}]   # no order question in solo
    s = act(s, {"cp": "tax"}, CONFIRM)
    log = s.log
    i_tax = log.index("The Emperor taxes 3 Gold into the Ming Empire Homeland")
    i_react = log.index("The Overlord answers #9 Advancement with a Level 2 Event (its Difficulty card for 3 CP cards)")
    assert i_tax < i_react                                           # MV-SOLO-EPLAY-1: after E's action
    assert "The Overlord drew Amass 2: a Horde each to the Manchus and the Eastern Mongols" in log
    assert s.hordes["MAN"] == 1 and s.hordes["EM"] == 1
    assert s.event_decks[0] == deck("amass", *REST)                 # no Level 1 follow-up in a reaction
    assert sum(s.settlements.values()) == 0                          # Advancement's own Gather 2 never used


def test_MV_EX_5_also_when_E_uses_the_special_action():
    s = _easy_e_phase(voyages=[7], gold={"MH": 2}, junks_scs=1, hordes={"MAN": 1})
    s = act(s, {"play": "special", "card": 9}, {"voyage": 1})
    s.rng.script = [6, 6, 2]                                         # 1 Gold + 1 Junk + bonus 1 = 3: the 2 succeeds
    s = act(s, {"gold": 1})                                          # the single Junk is sent automatically
    assert s.voyages[0]
    assert "The Overlord drew Amass 2: a Horde each to the Western Mongols and the Eastern Mongols" in s.log
    assert s.event_decks[0] == deck("amass", *REST)


def test_MV_EX_5_impossible_reaction_is_discarded_and_not_replaced():
    """MV-EX-5, MV-SOLO-REACT-3 (A-9)."""
    s = _easy_e_phase(settlements={"WM": 2, "EM": 2})                # Supply 1 Settlement: Gather 2 impossible
    s.event_decks[1] = deck("gather", "amass", *REST[:-1])
    s = act(s, {"play": "cp", "card": 9}, {"cp": "tax"}, CONFIRM)
    assert ("The Overlord drew Gather 2, which it cannot carry out: a reaction Event is not redrawn, so it has no "
            "effect") in s.log
    assert s.event_discards[1] == ["gather"] and s.event_decks[1][0] == "amass"   # nothing else drawn
    assert sum(s.hordes.values()) == 0


# -- MV-EX-6: Moderate after the 4th Voyage (MV-SOLO-DIFF-3, MV-SOLO-REACT-1) --------------------------------

def test_MV_EX_6_moderate_after_four_voyages_3cp_card_draws_level_3():
    for play in ({"play": "cp", "card": 15}, {"play": "special", "card": 15}):
        s = position(mode="solo", difficulty="moderate", voyages=[1, 2, 3, 4], flipped=True, hands=([15, 1, 3], []))
        s.event_decks[2] = deck("amass", *REST)
        s = act(s, play)
        if play["play"] == "cp":
            s = act(s, {"cp": "recruit"})
        s = act(s, CONFIRM)
        assert "The Overlord answers #15 Famine with a Level 3 Event (its Difficulty card for 3 CP cards)" in s.log
        assert ("The Overlord drew Amass 3: a Horde each to the Western Mongols, the Eastern Mongols and the "
                "Manchus") in s.log
        assert s.troops["MH"] in (2, 3) and sum(s.hordes.values()) == 3


def test_MV_EX_6_before_the_flip_moderate_3cp_draws_level_2():
    s = position(mode="solo", difficulty="moderate", voyages=[1, 2, 3], hands=([15, 1, 3], []))
    s = act(s, {"play": "cp", "card": 15}, {"cp": "recruit"}, CONFIRM)
    assert "The Overlord answers #15 Famine with a Level 2 Event (its Difficulty card for 3 CP cards)" in s.log


# -- MV-EX-7: the Overlord's turn with a 2-CP card (MV-SOLO-OPLAY-1..5/8, MV-SOLO-TIE-1/2) ----------------

def _ex7(l2: list[str], l1: list[str], **kw):
    s = position(mode="solo", voyages=[2], hands=([1, 3, 5], [17, 2, 12, 4]),
                 settlements={"EM": 1, "MAN": 1}, hordes={"WM": 1}, **kw)
    s.event_decks[1], s.event_decks[0] = l2, l1
    return restart(s, "overlord")


def test_MV_EX_7_tie_at_2cp_cube_left_plays_lowest_then_L2_then_L1_then_E_reacts():
    """MV-EX-7, MV-SOLO-OPLAY-1, MV-SOLO-OPLAY-2, MV-SOLO-OPLAY-3, MV-SOLO-OPLAY-5, MV-SOLO-OPLAY-8,
    MV-SOLO-TIE-1, MV-SOLO-TIE-2."""
    s = _ex7(deck("gather", *REST[:-1], "amass"), deck("amass", *REST))
    assert "The Overlord plays #12 Tribute Missions (2 CP), its highest card (a tie: the cube chose the lowest " \
           "number), and draws a Level 2 Event" in s.log
    assert "The Overlord drew Gather 2: 2 Settlements to the Western Mongols" in s.log      # fewest Settlements
    assert "Then it drew Amass 1 from the Level 1 deck: a Horde to the Manchus" in s.log   # fewer of WM/MAN
    assert s.cube == "right"                                                           # flipped once
    assert s.settlements["WM"] == 2 and s.hordes["MAN"] == 1
    # MV-SOLO-OPLAY-8: E may now react to #12 (Voyage 2 completed), after the Events
    assert s.decision_seat == E and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.gold["MH"] == 3
    assert s.discard == [12]                                                           # at the end of O's turn


def test_MV_EX_7_impossible_L2_is_redrawn_impossible_L1_is_not():
    """MV-EX-7, MV-SOLO-OPLAY-4, MV-SOLO-OPLAY-5."""
    # Build 2 is impossible (no Homeland with 2 Settlements); Build 1 needs a Barbarian Borderland: none
    s = _ex7(deck("build", "gather", *REST[:-2], "amass"), deck("build", "amass", *REST[:-1]))
    assert "The Overlord drew Build 2, which it cannot carry out: it draws another Level 2 Event" in s.log
    assert "The Overlord drew Gather 2: 2 Settlements to the Western Mongols" in s.log
    assert ("Then it drew Build 1 from the Level 1 deck, which it cannot carry out: a Level 1 follow-up is not "
            "redrawn, so it has no effect") in s.log
    assert s.event_discards[1] == ["build", "gather"]
    assert s.event_discards[0] == ["build"] and s.event_decks[0][0] == "amass"     # no second L1 draw


def test_MV_EX_7_cube_right_plays_highest_of_the_tie():
    s = _ex7(deck("gather", *REST[:-1], "amass"), deck("amass", *REST), cube="right")
    assert any(line.startswith("The Overlord plays #17 Grand Canal (2 CP)") for line in s.log)


# -- MV-EX-8: "Amass 3" (MV-SOLO-AMASS-3/4) ------------------------------------------------------------------

def test_MV_EX_8_amass_3_one_each_then_a_level_1_event():
    s = position(mode="solo", hordes={"WM": 3, "EM": 3, "MAN": 3}, hands=([1, 3, 5], [26, 2, 4, 8]))
    assert s.supply("horde") == 3
    s.event_decks[2] = deck("amass", *REST)
    s.event_decks[0] = deck("reserve", *REST)
    s = restart(s, "overlord")
    assert "The Overlord drew Amass 3: a Horde each to the Western Mongols, the Eastern Mongols and the Manchus" \
        in s.log
    assert s.hordes["WM"] == s.hordes["EM"] == s.hordes["MAN"] == 4 and s.supply("horde") == 0
    assert ("Then it drew Reserve 1 from the Level 1 deck: #26 Calicut Trade goes on top of the Overlord's reserve "
            "(so the Emperor cannot react to it)") in s.log


def test_MV_EX_8_supply_2_in_the_overlords_turn_discard_and_take_another():
    s = position(mode="solo", hordes={"WM": 4, "EM": 3, "MAN": 3}, hands=([1, 3, 5], [26, 2, 4, 8]))
    s.event_decks[2] = deck("amass", "gather", *REST[:-1])
    s.event_decks[0] = deck("reserve", *REST)
    s = restart(s, "overlord")
    assert "The Overlord drew Amass 3, which it cannot carry out: it draws another Level 3 Event" in s.log
    assert "The Overlord drew Gather 3: 3 Settlements to the Western Mongols" in s.log      # then most Hordes
    assert s.supply("horde") == 2 and s.settlements["WM"] == 3


def test_MV_EX_8_supply_2_in_a_reaction_discard_and_take_none():
    s = position(mode="solo", difficulty="hard", hordes={"WM": 4, "EM": 3, "MAN": 3}, gold={"MH": 2},
                 hands=([24, 1, 3], []))
    s.event_decks[2] = deck("amass", "gather", *REST[:-1])
    s = act(s, {"play": "cp", "card": 24}, {"cp": "tax"}, CONFIRM)
    assert "The Overlord answers #24 Raids with a Level 3 Event (its Difficulty card for 3 CP cards)" in s.log
    assert ("The Overlord drew Amass 3, which it cannot carry out: a reaction Event is not redrawn, so it has no "
            "effect") in s.log
    assert s.event_decks[2][0] == "gather" and s.supply("horde") == 2
    assert s.gold["MH"] == 5                                                            # Raids' own O action unused


# -- MV-EX-9: the setup diagram (MV-SOLO-SETUP-4, MV-SOLO-DIFF-3) --------------------------------------------

def test_MV_EX_9_easy_starts_1_1_2_and_the_4th_voyage_flips_cp2_to_level_2():
    s = GAME.new_game(5, mode="solo", difficulty="easy")
    assert GAME.view(s, E)["levels"] == [1, 1, 2] and not s.flipped
    s = position(mode="solo", voyages=[1, 2, 3], gold={"MH": 1}, junks_scs=1, hands=([14, 1, 3], []))
    s = act(s, {"play": "cp", "card": 14}, {"cp": "voyage"})
    s.rng.script = [1, 6]                                            # 1 Gold + 1 Junk: only a 1 succeeds
    s = act(s, {"voyage": 4})                                        # Gold and Junk: single options, automatic
    assert s.completed() == 4 and s.flipped
    assert ("The 4th Voyage turns the Difficulty cards over: the Overlord now answers 1, 2 and 3 CP cards with "
            "Level 1, 2 and 2 Events") in s.log
    assert GAME.view(s, E)["levels"] == [1, 2, 2]
