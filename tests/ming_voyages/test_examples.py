"""Worked examples MV-EX-1, 2, 3, 10 and 11 of shared/spec/ming_voyages.md, played through the engine.

Cards are ours (content/cards.py): #24 Raids (3 CP, Action, Voyage 3; Overlord: take up to 2 Gold from the Ming
Homeland), #14 Treasure Fleet (2 CP Emperor card: no Overlord reaction), #27 Golden Horde (3 CP Barbarian
card: no Emperor reaction), #22 Affluence (3 CP), #16 Pestilence (2 CP), #19 Maelstrom (2 CP).
"""

from __future__ import annotations

import pytest
from scenario import E, O, act, legal, position

from pygame_rules.catalog.ming_voyages.content.dice import compare
from pygame_rules.catalog.ming_voyages.rules.effects import feasible, special_for
from pygame_rules.engine.errors import IllegalActionError

FILLER_E, FILLER_O = [1, 3], [2, 4, 5, 8]   # cards without a reaction the tests could trip over


# -- MV-EX-1: Raids reaction ordering (MV-REACT-1/2, MV-EPLAY-8, A-1) ---------------------------------------

def _raids(gold: dict[str, int]):
    s = position(gold=gold, hands=([24] + FILLER_E, FILLER_O))
    s = act(s, {"play": "cp", "card": 24})
    assert legal(s) == [{"order": "mine_first"}, {"order": "reaction_first"}]   # MV-REACT-2: E decides
    return s


def test_MV_EX_1_reaction_first_loses_only_the_gold_there():
    """MV-EX-1, MV-EPLAY-3, MV-REACT-1, MV-REACT-2, MV-EPLAY-8, MV-EPLAY-16."""
    s = act(_raids({"MH": 1}), {"order": "reaction_first"})
    assert s.decision_seat == O and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.gold["MH"] == 0 and s.supply("gold") == 5          # only 1 lost, not 2
    assert s.decision_seat == E and {"cp": "tax"} in legal(s)
    s = act(s, {"cp": "tax"})
    assert s.gold["MH"] == 3 and s.supply("gold") == 2
    assert s.discard == [24] and s.decision_seat == O           # Raids discarded at the end of E's phase
    assert "The Overlord takes 1 Gold from the Ming Empire Homeland back to the Supply" in s.log


def test_MV_EX_1B_no_gold_the_reaction_is_still_legal_and_takes_nothing():
    s = act(_raids({"MH": 0}), {"order": "reaction_first"})
    assert legal(s) == [{"react": True}, {"react": False}]      # "up to 2" is always "in full"
    s = act(s, {"react": True}, {"cp": "tax"})
    assert s.gold["MH"] == 3 and s.supply("gold") == 2
    assert "The Overlord takes 0 Gold from the Ming Empire Homeland back to the Supply" in s.log


def test_MV_EX_1C_own_action_first_then_the_reaction_takes_two():
    s = act(_raids({"MH": 1}), {"order": "mine_first"})
    assert s.decision_seat == E
    s = act(s, {"cp": "tax"})
    assert s.gold["MH"] == 4 and s.supply("gold") == 1
    assert s.decision_seat == O and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.gold["MH"] == 2 and s.supply("gold") == 3


def test_MV_EX_1D_supply_cap_and_sea_gold_immune():
    s = act(_raids({"MH": 1, "SCS": 2}), {"order": "reaction_first"})
    assert s.supply("gold") == 2
    s = act(s, {"react": True})
    assert s.gold == {"MH": 0, "SCS": 2} and s.supply("gold") == 3   # SCS Gold untouched (MV-EPLAY-14)
    s = act(s, {"cp": "tax"})
    assert s.gold == {"MH": 3, "SCS": 2} and s.supply("gold") == 0   # Tax 3 takes the 3 left (MV-COMP-4)


def test_MV_EX_1_declining_the_reaction_MV_REACT_4():
    s = act(_raids({"MH": 1}), {"order": "reaction_first"}, {"react": False}, {"cp": "tax"})
    assert s.gold["MH"] == 4 and s.supply("gold") == 1
    assert "The Overlord lets #24 Raids pass without reacting" in s.log


# -- MV-EX-2: Voyage dice (MV-EPLAY-10..14) -----------------------------------------------------------------

def _voyage(gold: dict[str, int], junks: int, voyages=(2,), hand=(14, 1, 3)):
    s = position(gold=gold, junks_scs=junks, voyages=list(voyages), hands=(list(hand), FILLER_O))
    return act(s, {"play": "cp", "card": 14}, {"cp": "voyage"})


def test_MV_EX_2_one_success_among_the_attempts_completes_voyage_6():
    s = _voyage({"MH": 2}, 3)
    assert legal(s) == [{"voyage": v} for v in (1, 3, 4, 5, 6, 7)]    # only uncompleted Voyages
    s = act(s, {"voyage": 6})
    assert legal(s) == [{"gold": 1}, {"gold": 2}]                      # at least 1 Gold
    s = act(s, {"gold": 2})
    assert legal(s) == [{"junks": 1}, {"junks": 2}, {"junks": 3}]     # at least 1 Junk
    s.rng.script = [5, 4]
    s = act(s, {"junks": 3})
    assert s.voyages[5] and s.completed() == 2
    assert s.junks_scs == 2 and s.supply("junk") == 7 - 2 - 2          # 1 Junk stays on space 6
    assert s.gold == {"MH": 0, "SCS": 0} and s.supply("gold") == 5     # the Gold sent returns to Supply
    assert any("rolls 5 and 4, each die needing under 5 — success, Voyage 6 is completed" in line for line in s.log)
    # Action cards with Voyage 6 now offer E their bottom action (#26 Calicut Trade: Tax 4)
    assert special_for(s, 26, E) == ({"do": "tax", "n": 4},) and feasible(s, E, special_for(s, 26, E))


def test_MV_EX_2_voyage_number_unlocks_the_bottom_action_in_play_options():
    before = position(gold={"MH": 1}, hands=([26, 1, 3], FILLER_O))
    after = position(gold={"MH": 1}, voyages=[6], hands=([26, 1, 3], FILLER_O))
    assert {"play": "special", "card": 26} not in legal(before)
    assert {"play": "special", "card": 26} in legal(after)


def test_MV_EX_2_failure_gold_waits_in_the_sea_and_must_all_be_sent_next():
    s = act(_voyage({"MH": 2}, 3), {"voyage": 6}, {"gold": 2})
    s.rng.script = [5, 6]
    s = act(s, {"junks": 3})
    assert not s.voyages[5] and s.completed() == 1
    assert s.junks_scs == 3 and s.gold == {"MH": 0, "SCS": 2}
    assert any("it fails; the 2 Gold wait in the South China Sea" in line for line in s.log)
    # next Voyage: both SCS Gold are sent whatever E picks from the Homeland; 2 + 1 + 1 Junk = 4
    s2 = _voyage({"MH": 1, "SCS": 2}, 3)
    s2 = act(s2, {"voyage": 6})
    assert legal(s2) == [{"gold": 0}, {"gold": 1}]                    # 0 from MH allowed: SCS Gold goes anyway
    s2 = act(s2, {"gold": 1})
    s2.rng.script = [4, 3]
    s2 = act(s2, {"junks": 1})
    assert s2.voyages[5] and s2.gold == {"MH": 0, "SCS": 0} and s2.supply("gold") == 5
    assert any("with 3 Gold and 1 Junk: rolls 4 and 3, each die needing under 4 — success" in line for line in s2.log)


def test_MV_EX_2_total_seven_always_succeeds():
    s = act(_voyage({"MH": 4}, 3), {"voyage": 6}, {"gold": 4})
    s.rng.script = [6, 6]
    s = act(s, {"junks": 3})
    assert s.voyages[5] and s.supply("gold") == 5


def test_MV_EX_2_no_junk_in_the_sea_no_voyage():
    s = position(gold={"MH": 3}, junks_scs=0, hands=([14, 1, 3], FILLER_O))
    s = act(s, {"play": "cp", "card": 14})
    assert {"cp": "voyage"} not in legal(s) and {"cp": "junks"} in legal(s)
    with pytest.raises(IllegalActionError):
        act(s, {"cp": "voyage"})


# -- MV-EX-3: the full battle, Oscar (O) against Beth (E) (MV-BATTLE-*, MV-OPLAY-7/11) --------------------

def test_MV_EX_3_full_battle_with_reinforcement_and_rerolls():
    # O plays #27 Golden Horde (3 CP) reinforced by #22 Affluence (3 CP); reserves Affluence + Pestilence
    # (2 CP) for O and Maelstrom (2 CP) for E.
    s = position("overlord", hordes={"WM": 3, "EM": 3}, troops={"sichuan": 2},
                 hands=([1, 3, 5], [27, 2, 4, 8]), reserves=([19], [22, 16]))
    assert {"play": "cp", "card": 27, "with": 22} in legal(s)
    s = act(s, {"play": "cp", "card": 27, "with": 22})
    assert s.spent == [27, 22] and s.reserves[O] == [16]
    s = act(s, {"cp": "attack"})                       # Sichuan is the only target: chosen automatically
    assert s.tasks[-1]["target"] == "sichuan" and s.tasks[-1]["n"] == 6
    s = act(s, {"send": 3, "from": "WM"})
    s.rng.script = [5, 5, 3, 5, 5, 6,                    # round 1
                    4, 4, 2, 5, 4, 3, 5, 1, 3,           # round 2 (E re-rolls twice)
                    6, 5, 3, 3, 3, 6, 3, 3, 2, 1]        # round 3 (O re-rolls twice)
    s = act(s, {"send": 3, "from": "EM"})
    assert s.hordes["sichuan"] == 6 and s.hordes["WM"] == s.hordes["EM"] == 0
    # round 1: O's double 5, accepted; E's double 5, accepted: standoff
    assert s.battle["att"] == [5, 5, 3] and legal(s) == [{"battle": "accept"}, {"reveal": 16}]
    s = act(s, {"battle": "accept"})
    assert s.decision_seat == E and legal(s) == [{"battle": "accept"}, {"reveal": 19}]
    s = act(s, {"battle": "accept"})
    assert ("The Overlord attacked Sichuan from the Western Mongols and the Eastern Mongols: a standoff, the Overlord's double 5 against the Emperor's double 5: "
            "nobody loses a piece; the battle goes on, 6 Hordes against 2 Troops") in s.log
    assert s.hordes["sichuan"] == 6 and s.troops["sichuan"] == 2 and s.battle["round"] == 2
    # round 2: O's double 4; E's single 5 -> reveal Maelstrom, keep the 5, re-roll the rest, then the 1
    s = act(s, {"battle": "accept"})
    assert s.battle["def"] == [5, 4, 3]
    s = act(s, {"reveal": 19})
    assert s.battle["open"] == 2 and {"reroll": [1, 2]} in legal(s)
    s = act(s, {"reroll": [1, 2]})
    assert s.battle["def"] == [5, 5, 1]
    s = act(s, {"reroll": [2]})                        # last re-roll, no reserve left: accepted automatically
    assert ("The Overlord attacked Sichuan from the Western Mongols and the Eastern Mongols (round 2): the Emperor won with a double 5 against the Overlord's double 4, "
            "a Normal Hit: the Overlord loses 1 Horde; the battle goes on, 5 Hordes against 2 Troops") in s.log
    assert s.hordes["sichuan"] == 5 and s.troops["sichuan"] == 2
    # round 3: O's single 6 -> Pestilence: all three, then the 6 -> triple 3; E's single 3, no reserves
    assert s.battle["att"] == [6, 5, 3]
    s = act(s, {"reveal": 16}, {"reroll": [0, 1, 2]})
    assert s.battle["att"] == [3, 3, 6]
    s = act(s, {"reroll": [2]})
    assert ("The Overlord attacked Sichuan from the Western Mongols and the Eastern Mongols (round 3): the Overlord won with a triple 3 against the Emperor's single 3, "
            "a Devastating Blow: the Emperor loses 2 Troops; Sichuan is now Barbarian") in s.log
    # final state
    assert s.battle is None
    assert s.hordes["sichuan"] == 5 and s.troops["sichuan"] == 0 and s.controller("sichuan") == O
    assert s.supply("horde") == 12 - 5 and s.supply("troop") == 12
    assert sorted(s.discard) == [16, 19, 22, 27]       # played card, Affluence, Pestilence, Maelstrom
    assert s.reserves == [[], []]


def test_MV_EX_3_normal_hit_and_normal_blow_are_one_result_A_6():
    assert compare([5, 5, 3], [4, 4, 2]) == ("normal", 0)
    assert compare([4, 4, 2], [5, 5, 3]) == ("normal", 1)


# -- MV-EX-10: dice classification (MV-BATTLE-4/7) ----------------------------------------------------------

EX10 = [
    ([4, 4, 4], [1, 1, 5], ("devastating", 0)),
    ([1, 1, 5], [6, 4, 3], ("devastating", 0)),
    ([3, 3, 1], [2, 2, 6], ("normal", 0)),
    ([6, 4, 3], [6, 1, 2], ("standoff", None)),
    ([6, 2, 1], [5, 5, 5], ("devastating", 1)),
]


@pytest.mark.parametrize("att,dfn,expected", EX10)
def test_MV_EX_10_compare_table(att, dfn, expected):
    assert compare(att, dfn) == expected


@pytest.mark.parametrize("att,dfn,expected", EX10)
def test_MV_EX_10_in_a_real_battle(att, dfn, expected):
    """E attacks Gansu (3 Hordes) with 2 Troops; one round with the table's dice. E keeps a reserved card, so
    the flow stops at his re-roll decision of round 2 (or the battle is over)."""
    s = position(troops={"MH": 3}, hordes={"gansu": 3}, hands=([14, 1, 3], FILLER_O), reserves=([19], []))
    s = act(s, {"play": "cp", "card": 14}, {"cp": "attack"})
    assert s.tasks[-1]["target"] == "gansu"            # the only Barbarian Borderland: chosen automatically
    s.rng.script = att + dfn + [1, 2, 3]
    s = act(s, {"send": 2, "from": "MH"})
    assert s.battle["att"] == att and legal(s) == [{"battle": "accept"}, {"reveal": 19}]
    s = act(s, {"battle": "accept"})                   # O has no reserve: its dice stand
    loss = {"devastating": 2, "normal": 1, "standoff": 0}[expected[0]]
    if expected[1] == 0:
        assert (s.troops["gansu"], s.hordes["gansu"]) == (2, 3 - loss)
    elif expected[1] == 1:
        assert (s.troops["gansu"], s.hordes["gansu"]) == (2 - loss, 3)
    else:
        assert (s.troops["gansu"], s.hordes["gansu"]) == (2, 3)
    if s.troops["gansu"]:
        assert s.battle["round"] == 2 and s.battle["att"] == [1, 2, 3]
    else:
        assert s.battle is None and s.controller("gansu") == O and s.decision_seat == O


# -- MV-EX-11: Settlements in defence (MV-BATTLE-8/9/13) ----------------------------------------------------

def test_MV_EX_11_settlement_absorbs_normal_hits_and_devastating_blow_costs_only_it():
    s = position(troops={"MH": 3}, hordes={"gansu": 1}, settlements={"gansu": 1}, hands=([21, 1, 3], FILLER_O))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    assert legal(s) == [{"send": k, "from": "MH"} for k in (1, 2, 3)]
    s.rng.script = [3, 3, 1, 2, 2, 6,      # round 1: Normal Hit by E -> the Settlement absorbs it
                    4, 4, 4, 1, 1, 5,      # round 2: Devastating Blow by E -> 1 Settlement, no Horde
                    3, 3, 1, 2, 2, 6]      # round 3: Normal Hit by E -> the Horde
    s = act(s, {"send": 3, "from": "MH"})
    told = [line for line in s.log if line.startswith("The Emperor attacked Gansu from the Ming Empire Homeland")]
    assert told == [
        "The Emperor attacked Gansu from the Ming Empire Homeland: the Emperor won with a double 3 against the "
        "Overlord's double 2, a Normal Hit: the Settlement absorbs the hit; the battle goes on, 3 Troops against "
        "1 Horde and 1 Settlement",
        "The Emperor attacked Gansu from the Ming Empire Homeland (round 2): the Emperor won with a triple 4 against "
        "the Overlord's double 1, a Devastating Blow: the Overlord loses a Settlement; the battle goes on, 3 Troops "
        "against 1 Horde",
        "The Emperor attacked Gansu from the Ming Empire Homeland (round 3): the Emperor won with a double 3 against "
        "the Overlord's double 2, a Normal Hit: the Overlord loses 1 Horde; Gansu is now Ming"]
    assert s.battle is None
    assert s.troops["gansu"] == 3 and s.hordes["gansu"] == 0 and s.settlements["gansu"] == 0
    assert s.controller("gansu") == E and s.supply("settlement") == 5 and s.supply("horde") == 12
