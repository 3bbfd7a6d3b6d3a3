"""Rule-clause tests for playing a card and the CP actions of both sides (MV-EPLAY-*, MV-OPLAY-*, MV-COMP-4).

O's cards in these tests have no Emperor reaction (no Voyages completed, or a Barbarian card), and E's
cards are Emperor cards or Action cards without an Overlord action where a reaction would get in the way.
"""

from __future__ import annotations

from scenario import E, O, act, legal, position

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS

O_HAND = [2, 4, 5, 8]


def e_cp(card=21, **kw):
    """E plays ``card`` for its CP (default #21 Mandate of Heaven, 3 CP, an Emperor card: no reaction)."""
    hand = kw.pop("hand", [card, 1, 3])
    s = position(hands=(hand, O_HAND), **kw)
    return act(s, {"play": "cp", "card": card})


def o_cp(card=27, **kw):
    """O plays ``card`` for its CP (default #27 Golden Horde, 3 CP, a Barbarian card: no reaction)."""
    s = position("overlord", hands=([1, 3, 5], [card, 2, 4, 8]), **kw)
    return act(s, {"play": "cp", "card": card})


# -- the Emperor's phase -------------------------------------------------------------------------------------

def test_MV_EPLAY_1_reserve_face_down():
    s = position(hands=([21, 1, 3], O_HAND))
    assert {"play": "reserve", "card": 21} in legal(s)
    s = act(s, {"play": "reserve", "card": 21})
    assert s.reserves[E] == [21] and s.hands[E] == [1, 3] and s.discard == [] and s.decision_seat == O


def test_MV_EPLAY_2_MV_EPLAY_4_cp_actions_offered_one_type_each():
    s = e_cp(troops={"MH": 1}, hordes={"gansu": 1}, gold={"MH": 1}, junks_scs=1)
    assert legal(s) == [{"cp": a} for a in ("recruit", "move", "attack", "tax", "junks", "voyage")]


def test_MV_EPLAY_5_recruit_and_MV_COMP_4_capped_by_the_supply():
    s = act(e_cp(), {"cp": "recruit"})
    assert s.troops["MH"] == 3 and s.supply("troop") == 9
    s = act(e_cp(troops={"yunnan": 11}), {"cp": "recruit"})
    assert s.troops["MH"] == 1 and s.supply("troop") == 0           # 2 CP lost
    s = e_cp(troops={"yunnan": 12})
    assert {"cp": "recruit"} not in legal(s)                          # at least 1 CP must be spendable


def test_MV_EPLAY_6_move_one_region_one_destination_1_to_cp_pieces():
    s = e_cp(troops={"MH": 4, "sichuan": 1}, hordes={"gansu": 1}, settlements={"liaodong": 1})
    s = act(s, {"cp": "move"})
    opts = legal(s)
    assert {"move": "MH", "to": "yunnan", "n": 3} in opts and {"move": "MH", "to": "yunnan", "n": 4} not in opts
    assert not any(a["to"] in ("gansu", "liaodong") for a in opts)   # no Hordes or Settlements there
    assert {"move": "sichuan", "to": "yunnan", "n": 1} in opts and {"move": "sichuan", "to": "MH", "n": 1} in opts
    assert {"move": "none"} not in opts                              # a CP Move must move
    s = act(s, {"move": "MH", "to": "shanxi", "n": 2})
    assert s.troops["MH"] == 2 and s.troops["shanxi"] == 2


def test_MV_EPLAY_7_attack_from_several_adjacent_regions_up_to_cp_sources_may_empty():
    s = e_cp(troops={"MH": 2, "yunnan": 1, "gansu": 2}, hordes={"sichuan": 2})
    s = act(s, {"cp": "attack"})                                     # Sichuan: the only Barbarian Borderland
    assert s.tasks[-1]["sources"] == ["MH", "yunnan", "gansu"]
    s = act(s, {"send": 0, "from": "MH"}, {"send": 1, "from": "yunnan"})
    assert legal(s) == [{"send": 0, "from": "gansu"}, {"send": 1, "from": "gansu"}, {"send": 2, "from": "gansu"}]
    s.rng.script = [6, 6, 6, 1, 2, 3]
    s = act(s, {"send": 2, "from": "gansu"})
    assert s.troops["yunnan"] == 0 and s.troops["gansu"] == 0 and s.troops["sichuan"] == 3
    assert s.controller("yunnan") is None and s.controller("sichuan") == E and s.hordes["sichuan"] == 0


def test_MV_EPLAY_7_attack_needs_an_adjacent_troop():
    s = e_cp(troops={"yunnan": 1}, hordes={"liaodong": 1})
    assert {"cp": "attack"} not in legal(s)                          # MH is empty; Yunnan not adjacent


def test_MV_EPLAY_8_tax_and_MV_EPLAY_9_build_junks_capped():
    s = act(e_cp(gold={"MH": 3}), {"cp": "tax"})
    assert s.gold["MH"] == 5 and s.supply("gold") == 0
    s = act(e_cp(junks_scs=5), {"cp": "junks"})
    assert s.junks_scs == 7 and s.supply("junk") == 0


def test_MV_EPLAY_10_voyage_needs_a_junk_in_the_sea_and_gold_anywhere():
    assert {"cp": "voyage"} not in legal(e_cp(junks_scs=1))                  # no Gold
    assert {"cp": "voyage"} in legal(e_cp(junks_scs=1, gold={"SCS": 1}))     # Gold waiting in the sea counts
    assert {"cp": "voyage"} not in legal(e_cp(junks_scs=0, gold={"MH": 2}))


def test_MV_EPLAY_11_all_sea_gold_must_be_sent():
    s = act(e_cp(junks_scs=1, gold={"MH": 2, "SCS": 2}), {"cp": "voyage"}, {"voyage": 3})
    assert legal(s) == [{"gold": 0}, {"gold": 1}, {"gold": 2}]
    s.rng.script = [6, 6, 6]
    s = act(s, {"gold": 1})
    assert s.gold == {"MH": 1, "SCS": 3}                             # 2 waiting + 1 sent, all stay after a failure


def test_MV_EPLAY_12_a_die_must_be_lower_than_gold_plus_junks():
    for dice, ok in (([3, 3, 3], False), ([6, 5, 2], True)):
        s = act(e_cp(junks_scs=2, gold={"MH": 1}), {"cp": "voyage"}, {"voyage": 1})
        s.rng.script = list(dice)
        s = act(s, {"junks": 2})                                     # 1 Gold is automatic; total 3
        assert s.voyages[0] is ok


def test_MV_EPLAY_13_14_success_and_failure_bookkeeping():
    s = act(e_cp(junks_scs=3, gold={"MH": 2}), {"cp": "voyage"}, {"voyage": 7}, {"gold": 2})
    s.rng.script = [1, 6, 6]
    s = act(s, {"junks": 3})
    assert s.voyages[6] and s.junks_scs == 2 and s.gold == {"MH": 0, "SCS": 0} and s.supply("junk") == 4
    s = act(e_cp(junks_scs=3, gold={"MH": 2}), {"cp": "voyage"}, {"voyage": 7}, {"gold": 2})
    s.rng.script = [6, 6, 6]
    s = act(s, {"junks": 3})
    assert not s.voyages[6] and s.junks_scs == 3 and s.gold == {"MH": 0, "SCS": 2}


def test_MV_EPLAY_14_sea_gold_is_immune_to_raids():
    s = position("overlord", gold={"MH": 1, "SCS": 3}, hands=([1, 3, 5], [24, 2, 4, 8]))
    s = act(s, {"play": "special", "card": 24})
    assert s.gold == {"MH": 0, "SCS": 3}


def test_MV_EPLAY_16_MV_OPLAY_13_played_and_reroll_cards_of_both_sides_discarded_at_phase_end():
    s = position(troops={"MH": 2}, hordes={"gansu": 1}, hands=([21, 1, 3], O_HAND), reserves=([19], [16]))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    s.rng.script = [1, 2, 4]
    s = act(s, {"send": 2, "from": "MH"}, {"reveal": 19})
    s.rng.script = [3, 3, 3, 2, 5, 1, 1, 1, 1]                       # E: triple 3; O: single 5, re-roll: triple 1
    s = act(s, {"reroll": [0, 1, 2]}, {"battle": "accept"})
    assert s.decision_seat == O and legal(s) == [{"battle": "accept"}, {"reveal": 16}]
    s = act(s, {"reveal": 16}, {"reroll": [0, 1, 2]}, {"battle": "accept"})   # O's defence re-roll card
    assert s.battle is None and s.controller("gansu") == E
    assert s.discard == [21, 19, 16] and s.reserves == [[], []]      # all at the end of E's phase


# -- the Overlord's phase ------------------------------------------------------------------------------------

def test_MV_OPLAY_1_reserve_face_down():
    s = position("overlord", hands=([1, 3, 5], [27, 2, 4, 8]))
    s = act(s, {"play": "reserve", "card": 27})
    assert s.reserves[O] == [27] and s.discard == [] and s.hands[E][:3] == [2, 4, 8]    # swapped, then E drew


def test_MV_OPLAY_2_overlord_options_never_bottom_actions():
    s = position("overlord", voyages=[1, 2, 3, 4, 5, 6], gold={"MH": 3}, hordes={"WM": 1}, troops={"MH": 1},
                 hands=([2, 3, 5], [1, 7, 6, 12]))
    specials = {a["card"] for a in legal(s) if a["play"] == "special"}
    assert specials == {6, 12}          # #1 has no top action; #7 is an Emperor card


def test_MV_OPLAY_5_amass_split_freely_and_capped():
    """MV-OPLAY-4, MV-OPLAY-5, MV-COMP-4."""
    s = act(o_cp(), {"cp": "amass"})
    assert legal(s) == [{"place": h} for h in ("WM", "EM", "MAN")]
    s = act(s, {"place": "WM"}, {"place": "EM"}, {"place": "EM"})
    assert s.hordes["WM"] == 1 and s.hordes["EM"] == 2 and s.decision_seat == E
    s = act(o_cp(hordes={"yunnan": 11}), {"cp": "amass"}, {"place": "MAN"})
    assert s.hordes["MAN"] == 1 and s.supply("horde") == 0 and s.decision_seat == E    # MV-COMP-4


def test_MV_OPLAY_6_move_hordes():
    s = act(o_cp(hordes={"EM": 4, "gansu": 1}, troops={"shanxi": 1}), {"cp": "move"})
    opts = legal(s)
    assert {"move": "EM", "to": "sichuan", "n": 3} in opts and {"move": "EM", "to": "sichuan", "n": 4} not in opts
    assert {"move": "EM", "to": "WM", "n": 2} in opts and {"move": "gansu", "to": "sichuan", "n": 1} in opts
    assert not any(a["to"] in ("shanxi", "MH") for a in opts)        # Troops there / the Emperor's Homeland
    s = act(s, {"move": "EM", "to": "gansu", "n": 3})
    assert s.hordes["gansu"] == 4 and s.hordes["EM"] == 1


def test_MV_OPLAY_7_attack_from_homelands_and_borderlands_settlements_stay():
    s = act(o_cp(troops={"sichuan": 1}, hordes={"WM": 1, "gansu": 2}, settlements={"yunnan": 1}), {"cp": "attack"})
    assert s.tasks[-1]["target"] == "sichuan" and s.tasks[-1]["sources"] == ["gansu", "WM"]
    s.rng.script = [6, 6, 6, 1, 2, 3]
    s = act(s, {"send": 2, "from": "gansu"}, {"send": 1, "from": "WM"})
    assert s.hordes["sichuan"] == 3 and s.hordes["gansu"] == 0 and s.settlements["yunnan"] == 1


def test_MV_OPLAY_8_gather_split_freely():
    s = act(o_cp(settlements={"WM": 3}), {"cp": "gather"}, {"place": "MAN"}, {"place": "WM"})
    assert s.settlements == {**s.settlements, "WM": 4, "MAN": 1} and s.supply("settlement") == 0
    assert s.decision_seat == E                                      # 3 CP, only 2 in the Supply (MV-COMP-4)


def test_MV_OPLAY_9_build_from_one_homeland_into_adjacent_barbarian_borderlands():
    s = o_cp(settlements={"WM": 3, "EM": 1}, hordes={"yunnan": 1, "sichuan": 1, "gansu": 1}, troops={"shanxi": 1})
    s = act(s, {"cp": "build"})
    assert legal(s) == [{"from": "WM"}, {"from": "EM"}]               # MAN: no Barbarian Borderland next to it
    s = act(s, {"from": "WM"})
    assert legal(s) == [{"build": "yunnan"}, {"build": "sichuan"}]
    s = act(s, {"build": "yunnan"}, {"build": "sichuan"}, {"build": "yunnan"})
    assert s.settlements["yunnan"] == 2 and s.settlements["sichuan"] == 1 and s.settlements["WM"] == 0


def test_MV_OPLAY_9_no_build_into_an_empty_borderland():
    s = o_cp(settlements={"MAN": 2}, hordes={"EM": 1})
    assert {"cp": "build"} not in legal(s)


def test_MV_OPLAY_10_settlements_in_borderlands_never_move():
    s = act(o_cp(settlements={"gansu": 1}, hordes={"gansu": 1}), {"cp": "move"})
    assert all(a["move"] == "gansu" and a["n"] == 1 for a in legal(s))
    s = act(s, {"move": "gansu", "to": "EM", "n": 1})
    assert s.settlements["gansu"] == 1 and s.controller("gansu") == O


def test_MV_OPLAY_11_reinforce_with_at_most_one_reserved_card():
    s = position("overlord", hands=([1, 3, 5], [27, 2, 4, 8]), reserves=([], [22, 16]))
    withs = [a for a in legal(s) if a["play"] == "cp" and a["card"] == 27]
    assert withs == [{"play": "cp", "card": 27}, {"play": "cp", "card": 27, "with": 16},
                     {"play": "cp", "card": 27, "with": 22}]
    s = act(s, {"play": "cp", "card": 27, "with": 22}, {"cp": "amass"})
    for _ in range(6):
        s = act(s, {"place": "EM"})
    assert s.hordes["EM"] == 6 and s.reserves[O] == [16] and s.discard == [27, 22]


def test_MV_OPLAY_12_overlord_special_only_in_full():
    # #2 Court Astronomers: only if the Ming Homeland holds 3+ Gold
    s = position("overlord", gold={"MH": 2}, hands=([1, 3, 5], [2, 4, 8, 27]))
    assert {"play": "special", "card": 2} not in legal(s)
    s = position("overlord", gold={"MH": 3}, hands=([1, 3, 5], [2, 4, 8, 27]))
    s = act(s, {"play": "special", "card": 2})
    assert s.gold["MH"] == 2


def test_MV_COMP_4_full_specials_need_the_whole_supply():
    # #6 Khan's Muster from 4 Voyages: Amass 2 -> needs 2 Hordes in the Supply
    s = position("overlord", voyages=[1, 2, 3, 4], hordes={"yunnan": 11}, hands=([1, 3, 5], [6, 2, 4, 8]))
    assert {"play": "special", "card": 6} not in legal(s)
    s = position("overlord", voyages=[1, 2, 3, 4], hordes={"yunnan": 10}, hands=([1, 3, 5], [6, 2, 4, 8]))
    assert {"play": "special", "card": 6} in legal(s)


def test_MV_WIN_3_a_borderland_holds_both_sides_only_during_a_battle():
    s = o_cp(troops={"sichuan": 1}, hordes={"WM": 1})
    s.rng.script = [1, 2, 4, 6, 6, 6]          # target, source and count are all forced: the battle runs at once
    s = act(s, {"cp": "attack"})
    assert ("The Overlord attacked Sichuan from the Western Mongols: the Emperor won with a triple 6 against the "
            "Overlord's single 4, a Devastating Blow: the Overlord loses 1 Horde; the Emperor holds Sichuan") in s.log
    assert s.hordes["sichuan"] == 0 and s.troops["sichuan"] == 1
    assert all(not (s.troops[bl] and s.hordes[bl] + s.settlements[bl]) for bl in BORDERLANDS)
