"""Rule-clause tests for battles (MV-BATTLE-1..13, rulings A-5, A-6, A-18).

E attacks from the Ming Homeland into Gansu with #21 Mandate of Heaven (3 CP, an Emperor card: no reaction);
O attacks from the Eastern Mongols with #27 Golden Horde (3 CP, a Barbarian card). Without reserved cards
nobody has a re-roll decision, so a fully scripted battle runs to its end in one step.
"""

from __future__ import annotations

import pytest
from scenario import E, O, act, legal, position

from pygame_rules.catalog.ming_voyages.content.dice import DOUBLE, SINGLE, TRIPLE, classify, compare

O_HAND = [2, 4, 5, 8]



def told(s, words: str) -> bool:
    """Whether a log line tells ``words`` (battle lines carry the whole round: who won, with what, the losses)."""
    return any(words in line for line in s.log)

def e_attack(send: int, dice: list[int], *, troops=None, hordes=None, settlements=None, reserves=None):
    s = position(troops=troops or {"MH": 3}, hordes=hordes or {"gansu": 2}, settlements=settlements or {},
                 hands=([21, 1, 3], O_HAND), reserves=reserves)
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    if "target" not in s.tasks[-1]:
        s = act(s, {"target": "gansu"})
    s.rng.script = list(dice)
    return act(s, {"send": send, "from": "MH"})


def o_attack(send: int, dice: list[int], *, troops=None, reserves=None):
    s = position("overlord", troops=troops or {"gansu": 2}, hordes={"EM": 3}, hands=([1, 3, 5], [27, 2, 4, 8]),
                 reserves=reserves)
    s = act(s, {"play": "cp", "card": 27}, {"cp": "attack"})
    s.rng.script = list(dice)
    return act(s, {"send": send, "from": "EM"})


def test_MV_BATTLE_1_the_active_player_attacks():
    s = e_attack(2, [1, 2, 4], reserves=([19], []))
    assert s.battle["attacker"] == E and s.battle["bl"] == "gansu" and s.decision_seat == E
    s = o_attack(2, [1, 2, 4], reserves=([], [19]))
    assert s.battle["attacker"] == O and s.decision_seat == O


@pytest.mark.parametrize("dice,result", [
    ([4, 4, 4], (TRIPLE, 4)), ([1, 5, 1], (DOUBLE, 1)), ([6, 3, 4], (SINGLE, 6)), ([2, 6, 6], (DOUBLE, 6)),
])
def test_MV_BATTLE_3_4_classification(dice, result):
    assert classify(dice) == result


def test_MV_BATTLE_7_compare_type_then_score_kickers_ignored():
    assert compare([2, 2, 2], [6, 6, 5]) == ("devastating", 0)
    assert compare([6, 6, 1], [6, 6, 5]) == ("standoff", None)      # the odd die is ignored
    assert compare([6, 5, 1], [6, 2, 1]) == ("standoff", None)
    assert compare([5, 4, 1], [6, 2, 1]) == ("normal", 1)


def test_MV_BATTLE_2_8_12_devastating_blow_costs_two_and_battle_repeats_until_one_side_is_left():
    """MV-BATTLE-2, MV-BATTLE-8, MV-BATTLE-10, MV-BATTLE-12."""
    s = e_attack(3, [6, 6, 6, 1, 2, 4,       # round 1: E's Devastating Blow: O loses 2 of 3
                     2, 3, 4, 2, 3, 4,       # round 2: Standoff
                     5, 5, 1, 4, 4, 6],      # round 3: E's Normal Hit: the last Horde
                 hordes={"gansu": 3})
    assert s.battle is None and s.troops["gansu"] == 3 and s.hordes["gansu"] == 0
    assert told(s, "the Emperor won with a triple 6 against the Overlord's single 4, a Devastating Blow: "
                   "the Overlord loses 2 Hordes; the battle goes on, 3 Troops against 1 Horde")
    assert told(s, "(round 2): a standoff, the Emperor's single 4 against the Overlord's single 4")
    assert told(s, "(round 3): the Emperor won with a double 5 against the Overlord's double 4, a Normal Hit: "
                   "the Overlord loses 1 Horde; Gansu is now Ming")
    assert s.supply("horde") == 12 and s.supply("troop") == 9


def test_MV_BATTLE_9_10_normal_hit_costs_one_standoff_nothing():
    """MV-BATTLE-9, MV-BATTLE-10, MV-BATTLE-11 (A-5)."""
    s = e_attack(2, [3, 3, 1, 2, 2, 6,       # E's Normal Hit: O 2 -> 1
                     1, 2, 3, 1, 2, 3,       # Standoff
                     2, 2, 1, 3, 3, 1,       # O's Normal Hit: E 2 -> 1
                     6, 6, 6, 1, 2, 3])      # E's Devastating Blow on the last Horde (A-5: loses 1)
    assert told(s, "the Emperor won with a double 3 against the Overlord's double 2, a Normal Hit")
    assert told(s, "a standoff, the Emperor's single 3 against the Overlord's single 3")
    assert told(s, "the Overlord won with a double 3 against the Emperor's double 2, a Normal Hit")
    assert s.battle is None and (s.troops["gansu"], s.hordes["gansu"]) == (1, 0)
    assert s.supply("troop") == 12 - 2 and s.supply("horde") == 12


def test_MV_BATTLE_11_A_5_loser_with_fewer_pieces_loses_what_it_has_and_only_there():
    s = e_attack(1, [1, 2, 4, 6, 6, 6], hordes={"gansu": 2, "sichuan": 1, "EM": 2}, troops={"MH": 3, "yunnan": 1})
    assert s.battle is None and s.troops["gansu"] == 0 and s.hordes["gansu"] == 2
    assert told(s, "the Overlord won with a triple 6 against the Emperor's single 4, a Devastating Blow: the Emperor "
                   "loses 1 Troop; the Overlord holds Gansu")
    assert s.troops["MH"] == 2 and s.troops["yunnan"] == 1 and s.hordes["sichuan"] == 1 and s.hordes["EM"] == 2
    assert s.supply("troop") == 12 - 3 and s.troops_removed == 0


def test_MV_BATTLE_5_rerolls_chain_cards_unused_cp_lost_untouched_cards_stay():
    s = e_attack(2, [1, 2, 4], reserves=([10, 19, 11], []), hordes={"gansu": 4})
    assert legal(s) == [{"battle": "accept"}, {"reveal": 10}, {"reveal": 11}, {"reveal": 19}]
    s = act(s, {"reveal": 10})                                       # #10 Porcelain Gifts: 1 CP
    assert s.battle["open"] == 1 and legal(s)[0] == {"battle": "accept"} and not any("reveal" in a for a in legal(s))
    s.rng.script = [5]
    s = act(s, {"reroll": [0]})
    assert s.battle["att"] == [5, 2, 4]
    assert legal(s) == [{"battle": "accept"}, {"reveal": 11}, {"reveal": 19}]    # chain another card
    s = act(s, {"reveal": 19})
    s.rng.script = [5]
    s = act(s, {"reroll": [1]})
    assert s.battle["att"] == [5, 5, 4] and s.battle["open"] == 1
    s.rng.script = [1, 2, 3, 6, 6, 6]                                # O's single 3; round 2: E's triple 6
    s = act(s, {"battle": "accept"})                                 # the 1 re-roll left on Maelstrom is lost
    assert told(s, "the Emperor won with a double 5 against the Overlord's single 3, a Devastating Blow")
    assert s.hordes["gansu"] == 2
    assert s.battle["round"] == 2 and s.battle["open"] == 0 and s.decision_seat == E
    assert s.reserves[E] == [11] and s.spent == [21, 10, 19]            # revealed cards wait for the phase end


def test_MV_BATTLE_6_defender_rolls_and_rerolls_after_the_attackers_final_result():
    s = e_attack(2, [1, 2, 4], reserves=([19], [16]))
    s.rng.script = [4, 4]
    s = act(s, {"reveal": 19}, {"reroll": [0, 1]})
    s.rng.script = [1, 2, 3]
    s = act(s, {"battle": "accept"})
    assert s.decision_seat == O and s.battle["att"] == [4, 4, 4] and s.battle["def"] == [1, 2, 3]
    assert legal(s) == [{"battle": "accept"}, {"reveal": 16}]
    s.rng.script = [5, 5, 5, 6, 6, 6, 1, 2, 3]
    s = act(s, {"reveal": 16}, {"reroll": [0, 1, 2]})
    assert s.battle["def"] == [5, 5, 5]
    s = act(s, {"battle": "accept"})
    assert told(s, "the Overlord won with a triple 5 against the Emperor's triple 4, a Normal Hit")
    assert s.troops["gansu"] == 1


def test_MV_BATTLE_8_9_13_settlement_only_defence_rolls_and_falls_only_to_devastating_blows():
    """MV-BATTLE-8, MV-BATTLE-9, MV-BATTLE-13."""
    s = e_attack(2, [5, 5, 1, 4, 4, 2,       # E's Normal Hit: no loss (Settlement)
                     3, 3, 3, 6, 5, 1,       # E's Devastating Blow: 1 Settlement of 2
                     2, 2, 2, 1, 1, 4],      # E's Devastating Blow: the last Settlement
                 hordes={}, settlements={"gansu": 2})
    assert s.battle is None and s.settlements["gansu"] == 0 and s.troops["gansu"] == 2
    assert sum("a Devastating Blow: the Overlord loses a Settlement" in line for line in s.log) == 2
    assert told(s, "a Normal Hit: the Settlement absorbs the hit")


def test_MV_BATTLE_8_devastating_blow_with_settlement_and_hordes_takes_one_settlement():
    s = e_attack(2, [6, 6, 6, 1, 2, 4, 6, 6, 6, 1, 2, 4, 6, 6, 6, 1, 2, 4],
                 hordes={"gansu": 2}, settlements={"gansu": 1})
    assert s.settlements["gansu"] == 0
    assert sum("a Devastating Blow: the Overlord loses a Settlement" in line for line in s.log) == 1
    assert told(s, "the Overlord loses 2 Hordes; Gansu is now Ming") and s.battle is None and s.controller("gansu") == E
