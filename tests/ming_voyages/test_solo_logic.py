"""The solo Overlord's decisions (spec section 1.13 MV-SOLO-*, rulings A-11..A-17, A-20; MV-EX-4/7/8).

Board routes used (content/map.py): WM-{yunnan, sichuan}; EM-{sichuan, gansu, shanxi}; MAN-{shanxi, liaodong};
Borderland chain yunnan-sichuan-gansu-shanxi-liaodong.
"""

from __future__ import annotations

import pytest

from pygame_rules.catalog.ming_voyages.rules.solo import (
    Board,
    Cube,
    amass_plan,
    attack_plan,
    attack_potential,
    attack_sources,
    attack_target,
    attacker_step,
    build_plan,
    choose_main_card,
    defender_step,
    gather_plan,
    move_plan,
    move_target,
    reserve_possible,
)

ALL = [0, 1, 2]


def B(troops=None, hordes=None, settlements=None, supply=None) -> Board:
    return Board(troops or {}, hordes or {}, settlements or {}, supply or {})


def ming_everywhere(**over) -> dict[str, int]:
    """1 Troop in every Borderland unless overridden (0 removes the Troops)."""
    t = {bl: 1 for bl in ("yunnan", "sichuan", "gansu", "shanxi", "liaodong")}
    t.update(over)
    return t


def drive(step, dice, cards, rolls):
    """Run a battle policy with scripted dice. cards: CP of reserved cards, top first.
    Returns (final dice, log of actions, cards left unopened)."""
    dice, cards, rolls, log, open_rerolls = list(dice), list(cards), iter(rolls), [], 0
    while True:
        action = step(dice, open_rerolls, len(cards))
        log.append(action)
        if action[0] == "stop":
            return dice, log, cards
        if action[0] == "open":
            assert open_rerolls == 0 and cards
            open_rerolls = cards.pop(0)
        else:
            assert open_rerolls > 0
            open_rerolls -= 1
            for i in action[1]:
                dice[i] = next(rolls)


# -- tie-break cube -----------------------------------------------------------------------------

def test_MV_SOLO_SETUP_2_cube_starts_left():
    assert Cube().side == "left"
    with pytest.raises(ValueError):
        Cube("middle")


def test_MV_SOLO_TIE_1_left_picks_westmost_right_picks_eastmost():
    assert Cube("left").pick(["yunnan", "gansu", "liaodong"]) == "yunnan"
    assert Cube("right").pick(["yunnan", "gansu", "liaodong"]) == "liaodong"


def test_MV_SOLO_TIE_2_flips_after_every_use():
    cube = Cube()
    picks = [cube.pick(["WM", "MAN"]) for _ in range(4)]
    assert picks == ["WM", "MAN", "WM", "MAN"] and cube.side == "left"


def test_MV_SOLO_TIE_2_no_flip_without_a_real_tie():
    cube = Cube()
    assert cube.pick(["EM"]) == "EM" and cube.side == "left"
    # a unique best value is no tie either
    assert amass_plan(B(hordes={"WM": 2, "MAN": 1}, supply={"horde": 5}), 1, cube) == ["MAN"]
    assert cube.side == "left"


# -- board picture ------------------------------------------------------------------------------

def test_board_helpers_control_pieces_and_available():
    b = B(troops={"yunnan": 2}, hordes={"sichuan": 2, "gansu": 1, "shanxi": 2, "WM": 3},
          settlements={"gansu": 1, "liaodong": 1})
    assert b.ming_controlled("yunnan") and not b.barbarian_controlled("yunnan")
    assert b.barbarian_controlled("sichuan") and b.barbarian_controlled("liaodong")
    assert b.empty("MH") and not b.empty("gansu")
    assert b.pieces("gansu") == 2 and b.pieces("yunnan") == 2
    assert [b.available(r) for r in ("WM", "sichuan", "gansu", "shanxi", "liaodong", "yunnan")] == [3, 1, 1, 1, 0, 0]
    assert b.room("gansu") == 3 and b.room("gansu", None) > 100


# -- Amass --------------------------------------------------------------------------------------

def test_MV_SOLO_AMASS_1_fewer_hordes_between_WM_and_MAN():
    assert amass_plan(B(hordes={"WM": 1, "MAN": 2}, supply={"horde": 1}), 1, Cube()) == ["WM"]


def test_MV_SOLO_AMASS_1_ignores_EM():
    assert amass_plan(B(hordes={"WM": 2, "EM": 0, "MAN": 1}, supply={"horde": 1}), 1, Cube()) == ["MAN"]


def test_MV_SOLO_AMASS_1_tie_uses_cube():
    b, cube = B(hordes={"WM": 1, "MAN": 1}, supply={"horde": 9}), Cube()
    assert amass_plan(b, 1, cube) == ["WM"] and cube.side == "right"
    assert amass_plan(b, 1, cube) == ["MAN"] and cube.side == "left"


def test_MV_SOLO_AMASS_2_one_to_the_weaker_flank_one_to_EM():
    assert amass_plan(B(hordes={"WM": 3, "MAN": 0, "EM": 4}, supply={"horde": 2}), 2, Cube()) == ["MAN", "EM"]
    cube = Cube("right")
    assert amass_plan(B(supply={"horde": 2}), 2, cube) == ["MAN", "EM"] and cube.side == "left"


def test_MV_SOLO_AMASS_2_needs_exactly_two():
    assert amass_plan(B(supply={"horde": 1}), 2, Cube()) is None


def test_MV_SOLO_AMASS_3_one_in_each_homeland():
    cube = Cube()
    assert amass_plan(B(supply={"horde": 4}), 3, cube) == ["WM", "EM", "MAN"] and cube.side == "left"


@pytest.mark.parametrize("x", [1, 2, 3])
def test_MV_SOLO_AMASS_4_short_supply_is_impossible_and_cube_stays(x):
    cube = Cube()
    assert amass_plan(B(supply={"horde": x - 1}), x, cube) is None and cube.side == "left"


def test_MV_EX_8_amass_3_and_its_impossible_variant():
    assert amass_plan(B(supply={"horde": 3}), 3, Cube()) == ["WM", "EM", "MAN"]
    assert amass_plan(B(supply={"horde": 2}), 3, Cube()) is None


# -- Gather -------------------------------------------------------------------------------------

def test_MV_SOLO_GATHER_1_fewest_settlements():
    b = B(settlements={"WM": 1, "EM": 0, "MAN": 2}, supply={"settlement": 2})
    assert gather_plan(b, 2, Cube()) == "EM"


def test_MV_SOLO_GATHER_1_tie_on_settlements_goes_to_most_hordes():
    b, cube = B(settlements={"EM": 1}, hordes={"WM": 1, "MAN": 2}, supply={"settlement": 1}), Cube()
    assert gather_plan(b, 1, cube) == "MAN" and cube.side == "left"


def test_MV_SOLO_GATHER_1_full_tie_uses_cube():
    b, cube = B(hordes={"WM": 2, "EM": 1, "MAN": 2}, supply={"settlement": 3}), Cube("right")
    assert gather_plan(b, 3, cube) == "MAN" and cube.side == "left"


def test_MV_SOLO_GATHER_1_short_supply_is_impossible():
    assert gather_plan(B(supply={"settlement": 1}), 2, Cube()) is None


# -- Build --------------------------------------------------------------------------------------

def test_MV_SOLO_BUILD_1_most_settlements_into_fewest_hordes():
    b = B(troops={"shanxi": 1}, hordes={"sichuan": 3, "gansu": 1},
          settlements={"WM": 1, "EM": 3, "MAN": 2})
    cube = Cube()
    assert build_plan(b, 2, cube) == ("EM", "gansu") and cube.side == "left"


def test_MV_SOLO_BUILD_1_only_barbarian_controlled_borderlands():
    # EM's neighbours: sichuan empty, gansu Ming, shanxi Barbarian (a Settlement only)
    b = B(troops={"gansu": 2}, settlements={"EM": 2, "shanxi": 1})
    assert build_plan(b, 1, Cube()) == ("EM", "shanxi")
    assert build_plan(B(troops={"gansu": 2}, settlements={"EM": 2}), 1, Cube()) is None


def test_MV_SOLO_BUILD_1_ties_use_cube_for_homeland_then_borderland():
    b = B(hordes={"yunnan": 1, "sichuan": 1, "shanxi": 1, "liaodong": 1}, settlements={"WM": 2, "MAN": 2})
    cube = Cube()
    assert build_plan(b, 1, cube) == ("WM", "sichuan")   # HL tie: left->WM; BL tie: right->sichuan
    assert cube.side == "left"


def test_A_14_homeland_needs_x_settlements():
    b = B(hordes={"sichuan": 1, "liaodong": 1}, settlements={"WM": 1, "MAN": 2})
    assert build_plan(b, 2, Cube()) == ("MAN", "liaodong")
    assert build_plan(b, 3, Cube()) is None


def test_A_14_homeland_without_a_roomy_barbarian_neighbour_is_skipped():
    # EM has most Settlements but its only Barbarian neighbour (gansu) is full
    b = B(hordes={"gansu": 4, "liaodong": 2}, settlements={"gansu": 1, "EM": 4, "MAN": 2})
    cube = Cube()
    assert build_plan(b, 2, cube) == ("MAN", "liaodong") and cube.side == "left"
    assert build_plan(b, 2, Cube(), literal=True) is None
    assert build_plan(b, 2, Cube(), limit=None) == ("EM", "gansu")


def test_MV_SOLO_LIMIT_1_build_goes_to_a_borderland_with_room():
    # EM: gansu has fewest Hordes (1) but 1 Horde + 3 Settlements + 2 = 6 > 5; shanxi (2 Hordes) takes them
    b = B(hordes={"gansu": 1, "shanxi": 2}, settlements={"gansu": 3, "EM": 2})
    assert build_plan(b, 2, Cube()) == ("EM", "shanxi")
    assert build_plan(b, 2, Cube(), literal=True) is None
    assert build_plan(b, 1, Cube()) == ("EM", "gansu")


def test_A_14_literal_toggle_keeps_the_cube_when_impossible():
    b = B(hordes={"yunnan": 5, "liaodong": 5}, settlements={"WM": 1, "MAN": 1})
    cube = Cube()
    assert build_plan(b, 1, cube, literal=True) is None and cube.side == "left"
    ok = B(hordes={"yunnan": 1, "liaodong": 1}, settlements={"WM": 1, "MAN": 1})
    assert build_plan(ok, 1, cube, literal=True) == ("WM", "yunnan") and cube.side == "right"


# -- Attack -------------------------------------------------------------------------------------

def ex4_board() -> Board:
    return B(troops={"yunnan": 1, "sichuan": 2, "shanxi": 2, "liaodong": 1}, hordes={"WM": 2, "EM": 1, "gansu": 2})


def test_MV_EX_4_most_favoured_target_and_sources():
    b, cube = ex4_board(), Cube()
    assert {bl: attack_potential(b, bl) for bl in ("yunnan", "sichuan", "shanxi", "liaodong")} == \
        {"yunnan": 2, "sichuan": 4, "shanxi": 2, "liaodong": 0}
    assert attack_target(b, cube) == "sichuan" and cube.side == "left"     # no tie: cube stays
    assert attack_sources(b, "sichuan", 2, cube) == {"WM": 2}             # WM, then WM on the WM/EM tie
    assert cube.side == "right"


def test_MV_EX_4_attack_plan_in_one_call():
    cube = Cube()
    assert attack_plan(ex4_board(), 2, cube) == ("sichuan", {"WM": 2}) and cube.side == "right"


def test_MV_SOLO_ATTACK_1_tied_targets_use_cube():
    b = B(troops={"yunnan": 1, "liaodong": 1}, hordes={"WM": 2, "MAN": 2})
    cube = Cube("right")
    assert attack_target(b, cube) == "liaodong" and cube.side == "left"


def test_MV_SOLO_ATTACK_2_borderland_keeps_one_piece():
    # gansu 1 Horde (nothing to spare) vs shanxi 2 Hordes + 1 Settlement (both Hordes may go)
    b = B(troops={"sichuan": 1, "liaodong": 1}, hordes={"gansu": 1, "shanxi": 2}, settlements={"shanxi": 1})
    assert attack_potential(b, "sichuan") == 0
    assert attack_potential(b, "liaodong") == 2
    assert attack_target(b, Cube()) == "liaodong"


def test_MV_SOLO_ATTACK_3_target_ignores_x():
    for x in (1, 2, 3):
        assert attack_plan(ex4_board(), x, Cube())[0] == "sichuan"


def test_A_11_targets_without_attackers_are_ignored():
    # yunnan: 0 attackers - 1 Troop = -1 would outrank gansu: 1 - 3 = -2
    b = B(troops={"yunnan": 1, "gansu": 3}, hordes={"EM": 1})
    assert attack_target(b, Cube()) == "gansu"


def test_A_11_no_possible_attacker_means_impossible():
    cube = Cube()
    assert attack_plan(B(troops=ming_everywhere(), hordes={"gansu": 0}), 1, cube) is None
    assert attack_plan(B(hordes={"WM": 3}), 1, cube) is None      # no Ming Borderland at all
    assert cube.side == "left"


def test_MV_SOLO_ATTACK_4_homelands_before_borderlands():
    b = B(troops={"shanxi": 1}, hordes={"EM": 1, "MAN": 0, "gansu": 4, "liaodong": 3})
    assert attack_sources(b, "shanxi", 3, Cube()) == {"EM": 1, "gansu": 2}


def test_A_13_levelling_takes_from_the_biggest_and_flips_on_each_tie():
    b = B(troops={"sichuan": 1}, hordes={"WM": 3, "EM": 3})
    cube = Cube()
    # 3/3 tie->WM (right); EM 3 > WM 2 -> EM; 2/2 tie->EM (left)
    assert attack_sources(b, "sichuan", 3, cube) == {"WM": 1, "EM": 2} and cube.side == "left"


def test_A_13_borderlands_level_on_available_hordes():
    # gansu: 3 Hordes, no Settlement -> 2 available; yunnan: 2 Hordes + Settlement -> 2 available
    b = B(troops={"sichuan": 1}, hordes={"yunnan": 2, "gansu": 3}, settlements={"yunnan": 1})
    cube = Cube("right")
    # tie 2/2 -> gansu (cube right, flips left); yunnan 2 > gansu 1 -> yunnan; tie 1/1 -> yunnan (left, flips right)
    assert attack_sources(b, "sichuan", 3, cube) == {"gansu": 1, "yunnan": 2}
    assert cube.side == "right"


def test_MV_SOLO_ATTACK_5_up_to_x():
    b = B(troops={"liaodong": 2}, hordes={"MAN": 1, "shanxi": 2})
    assert attack_plan(b, 3, Cube()) == ("liaodong", {"MAN": 1, "shanxi": 1})


def test_MV_SOLO_LIMIT_1_attack_may_exceed_five():
    b = B(troops={"sichuan": 1}, hordes={"WM": 3, "EM": 3})
    target, sources = attack_plan(b, 3, Cube())
    assert target == "sichuan" and sum(sources.values()) == 3
    assert attack_potential(b, "sichuan") == 6   # all 6 could join: no limit on an Attack (MV-EX-3)


# -- Move ---------------------------------------------------------------------------------------

def test_MV_SOLO_MOVE_1_first_priority_empty_next_to_homeland_with_hordes():
    # sichuan empty next to WM/EM (Hordes); liaodong empty but MAN has no Horde and shanxi is Ming: no source
    b = B(troops=ming_everywhere(sichuan=0, liaodong=0), hordes={"WM": 1, "EM": 2})
    cube = Cube()
    assert move_plan(b, 2, cube) == ("EM", "sichuan", 2) and cube.side == "left"


def test_MV_SOLO_MOVE_1_first_priority_tie_uses_cube():
    b = B(troops=ming_everywhere(yunnan=0, liaodong=0), hordes={"WM": 1, "MAN": 1})
    cube = Cube()
    assert move_plan(b, 1, cube) == ("WM", "yunnan", 1) and cube.side == "right"
    assert move_plan(b, 1, cube) == ("MAN", "liaodong", 1) and cube.side == "left"


def test_MV_SOLO_MOVE_1_second_priority_empty_next_to_barbarian_with_two_pieces():
    # Homelands empty. liaodong empty next to shanxi (2 Hordes); yunnan empty next to sichuan (1 Horde)
    b = B(troops={"gansu": 1}, hordes={"sichuan": 1, "shanxi": 2})
    cube = Cube()
    assert move_plan(b, 3, cube) == ("shanxi", "liaodong", 1) and cube.side == "left"


def test_MV_SOLO_MOVE_1_priorities_are_strict():
    # empty yunnan (2nd priority, via sichuan) beats Barbarian shanxi (3rd, next to gansu's 3 Troops)
    b = B(troops={"gansu": 3}, hordes={"sichuan": 3, "shanxi": 1, "liaodong": 2})
    assert move_plan(b, 3, Cube()) == ("sichuan", "yunnan", 2)
    # a Horde in WM makes yunnan a 1st-priority target, fed from the Homeland
    b.hordes["WM"] = 1
    assert move_plan(b, 3, Cube()) == ("WM", "yunnan", 1)
    # no empty Borderland left: the 3rd priority decides, sichuan (yunnan 1 + gansu 3) over shanxi (gansu 3)
    b.troops["yunnan"] = 1
    assert move_plan(b, 3, Cube()) == ("WM", "sichuan", 1)


def test_A_15_second_priority_needs_a_horde_that_may_leave():
    # liaodong's neighbour shanxi has 2 pieces but both are Settlements: nothing can move there
    b = B(troops={"yunnan": 1, "sichuan": 1, "gansu": 3}, settlements={"shanxi": 2})
    assert move_target(b, Cube()) is None
    assert move_plan(b, 1, Cube()) is None
    b.hordes["shanxi"] = 1     # 1 Horde + 2 Settlements: the Horde may leave
    assert move_plan(b, 1, Cube()) == ("shanxi", "liaodong", 1)


def test_MV_SOLO_MOVE_1_third_priority_most_adjacent_troops():
    # no empty Borderland; Barbarian sichuan (next to yunnan 1 + gansu 2) vs liaodong (next to shanxi 4)
    b = B(troops={"yunnan": 1, "gansu": 2, "shanxi": 4}, hordes={"sichuan": 1, "liaodong": 1, "MAN": 2})
    assert move_plan(b, 3, Cube()) == ("MAN", "liaodong", 2)


def test_MV_SOLO_MOVE_1_third_priority_tie_uses_cube():
    b = B(troops={"sichuan": 2, "shanxi": 2, "gansu": 1}, hordes={"yunnan": 2, "liaodong": 1, "WM": 1, "MAN": 1})
    cube = Cube("right")
    assert move_plan(b, 1, cube) == ("MAN", "liaodong", 1) and cube.side == "left"


def test_MV_SOLO_MOVE_2_source_homeland_with_most_hordes():
    b = B(troops=ming_everywhere(sichuan=0), hordes={"WM": 2, "EM": 3, "gansu": 0})
    assert move_plan(b, 3, Cube()) == ("EM", "sichuan", 3)


def test_MV_SOLO_MOVE_2_homeland_tie_uses_cube():
    b = B(troops=ming_everywhere(sichuan=0), hordes={"WM": 2, "EM": 2})
    cube = Cube("right")
    assert move_plan(b, 1, cube) == ("EM", "sichuan", 1) and cube.side == "left"


def test_MV_SOLO_MOVE_2_borderland_source_leaves_one_piece():
    # yunnan empty; only source: sichuan with 3 Hordes (2 may leave) vs nothing else
    b = B(troops={"gansu": 1, "shanxi": 1, "liaodong": 1}, hordes={"sichuan": 3})
    assert move_plan(b, 3, Cube()) == ("sichuan", "yunnan", 2)
    b.settlements["sichuan"] = 1   # a Settlement stays behind: all 3 Hordes may go
    assert move_plan(b, 3, Cube()) == ("sichuan", "yunnan", 3)


def test_MV_SOLO_MOVE_3_no_empty_or_barbarian_borderland():
    assert move_plan(B(troops=ming_everywhere(), hordes={"WM": 3}), 2, Cube()) is None


def test_A_15_no_legal_source_is_impossible():
    cube = Cube()
    assert move_plan(B(troops={"gansu": 1}), 2, cube) is None and cube.side == "left"


def test_A_15_move_is_up_to_x_capped_by_source_and_room():
    b = B(troops=ming_everywhere(sichuan=0, yunnan=0), hordes={"WM": 1})
    assert move_plan(b, 3, Cube()) == ("WM", "yunnan", 1)   # source holds only 1; tie yunnan/sichuan -> left
    full = B(troops=ming_everywhere(liaodong=0, shanxi=0), hordes={"shanxi": 3, "liaodong": 1, "MAN": 5},
             settlements={"liaodong": 1, "shanxi": 1})
    # no empty BL; shanxi (4 pieces, next to gansu 1 Troop) has room for 1; liaodong (2 pieces) next to 0 Troops
    assert move_plan(full, 3, Cube()) == ("MAN", "shanxi", 1)


def test_MV_SOLO_LIMIT_1_full_borderland_is_not_a_move_target():
    b = B(troops={"gansu": 4, "liaodong": 1}, hordes={"shanxi": 5, "sichuan": 1, "yunnan": 1, "MAN": 2, "WM": 1})
    # no empty Borderland. shanxi touches the most Troops (4 + 1) but is full; next is sichuan (4); yunnan 0
    assert move_plan(b, 3, Cube()) == ("WM", "sichuan", 1)
    assert move_plan(b, 3, Cube(), limit=None) == ("MAN", "shanxi", 2)


# -- Reserve ------------------------------------------------------------------------------------

def test_MV_SOLO_RESERVE_1_fewer_than_x_cards():
    assert reserve_possible(0, 1) and reserve_possible(1, 2) and reserve_possible(2, 3)


def test_MV_SOLO_RESERVE_2_x_or_more_cards_is_impossible():
    assert not reserve_possible(1, 1) and not reserve_possible(2, 2) and not reserve_possible(3, 3)
    assert not reserve_possible(3, 2)


def test_A_17_already_reserved_card_cannot_be_reserved_again():
    assert not reserve_possible(1, 3, card_already_reserved=True)


# -- Overlord's main card -------------------------------------------------------------------------

def test_MV_EX_7_tie_at_two_cp_cube_left_plays_lowest_number():
    cube = Cube()
    assert choose_main_card([(17, 2), (4, 1), (12, 2), (9, 1)], cube) == 12 and cube.side == "right"


def test_MV_SOLO_OPLAY_1_highest_cp_without_tie_keeps_cube():
    cube = Cube()
    assert choose_main_card([(3, 1), (20, 3), (5, 2), (1, 1)], cube) == 20 and cube.side == "left"


def test_MV_SOLO_OPLAY_1_cube_right_plays_highest_number():
    cube = Cube("right")
    assert choose_main_card([(17, 2), (12, 2), (25, 2)], cube) == 25 and cube.side == "left"


# -- battle: the Overlord attacking ---------------------------------------------------------------

def test_MV_SOLO_BATTLE_1_first_roll_double_is_kept_without_reserves():
    assert attacker_step([5, 5, 2], 0, 3) == ("stop",)
    assert attacker_step([6, 6, 6], 0, 3) == ("stop",)


def test_MV_SOLO_BATTLE_1_first_roll_single_opens_top_card_and_rerolls_all():
    assert attacker_step([1, 2, 3], 0, 1) == ("open",)
    assert attacker_step([1, 2, 3], 2, 0) == ("reroll", ALL)


def test_MV_SOLO_BATTLE_1_double_spends_current_card_on_the_odd_die():
    assert attacker_step([4, 4, 1], 1, 0) == ("reroll", [2])
    assert attacker_step([3, 6, 3], 2, 2) == ("reroll", [1])


def test_MV_SOLO_BATTLE_1_never_opens_a_card_to_improve_a_double():
    assert attacker_step([4, 4, 1], 0, 2) == ("stop",)


def test_MV_SOLO_BATTLE_1_next_card_only_without_double():
    assert attacker_step([6, 4, 1], 0, 1) == ("open",)
    assert attacker_step([6, 4, 1], 0, 0) == ("stop",)
    assert attacker_step([2, 2, 2], 3, 1) == ("stop",)


def test_MV_SOLO_BATTLE_1_scripted_battle_example_round_3():
    # MV-EX-3 round 3: [6,5,3], Pestilence (2 CP): all -> [3,3,6], then the 6 -> 3: triple 3
    final, log, left = drive(attacker_step, [6, 5, 3], [2, 3], [3, 3, 6, 3])
    assert final == [3, 3, 3] and left == [3]
    assert log == [("open",), ("reroll", ALL), ("reroll", [2]), ("stop",)]


def test_MV_SOLO_BATTLE_1_scripted_chain_of_cards():
    # 1-CP card: reroll all -> single; next 2-CP card: all -> double 4, odd die -> still double: stop
    final, log, left = drive(attacker_step, [1, 2, 3], [1, 2, 1], [6, 5, 1, 4, 4, 2, 5])
    assert final == [4, 4, 5] and left == [1]
    assert log == [("open",), ("reroll", ALL), ("open",), ("reroll", ALL), ("reroll", [2]), ("stop",)]


def test_MV_SOLO_BATTLE_1_scripted_first_roll_double_keeps_reserve():
    final, log, left = drive(attacker_step, [5, 5, 3], [3], [])
    assert final == [5, 5, 3] and log == [("stop",)] and left == [3]


# -- battle: the Overlord defending (A-12) -------------------------------------------------------

def test_A_12_standoff_is_not_a_win_so_defender_rerolls():
    assert defender_step([4, 4, 2], [4, 4, 1], 0, 1) == ("open",)
    assert defender_step([4, 4, 2], [4, 4, 1], 2, 0) == ("reroll", ALL)


def test_MV_SOLO_BATTLE_2_winning_defender_stops():
    assert defender_step([5, 5, 1], [4, 4, 6], 2, 2) == ("stop",)
    assert defender_step([1, 1, 2], [6, 5, 4], 1, 0) == ("stop",)


def test_MV_SOLO_BATTLE_2_rerolls_all_for_a_superior_kind():
    assert defender_step([6, 5, 3], [2, 2, 1], 1, 0) == ("reroll", ALL)
    assert defender_step([3, 3, 1], [5, 5, 2], 1, 0) == ("reroll", ALL)
    assert defender_step([6, 6, 1], [2, 2, 2], 3, 0) == ("reroll", ALL)


def test_MV_SOLO_BATTLE_2_out_of_rerolls_stops():
    assert defender_step([1, 2, 3], [6, 6, 5], 0, 0) == ("stop",)


def test_MV_SOLO_BATTLE_2_unwinnable_round_spends_nothing():
    assert defender_step([1, 2, 3], [6, 6, 6], 0, 3) == ("stop",)
    assert defender_step([1, 2, 3], [6, 6, 6], 2, 3) == ("stop",)


def test_A_12_expert_variant_rerolls_only_the_odd_die_of_a_double():
    assert defender_step([3, 1, 3], [5, 5, 2], 1, 0, expert=True) == ("reroll", [1])
    assert defender_step([3, 3, 1], [2, 2, 2], 1, 0, expert=True) == ("reroll", ALL)
    assert defender_step([6, 4, 1], [5, 5, 2], 1, 0, expert=True) == ("reroll", ALL)


def test_A_12_scripted_defence_stops_as_soon_as_winning():
    step = lambda d, o, r: defender_step(d, [4, 4, 1], o, r)  # noqa: E731
    # double 4 (standoff) -> open 3-CP card -> all: single 6 -> all: double 5 wins; 1 re-roll wasted
    final, log, left = drive(step, [4, 4, 3], [3, 2], [6, 2, 1, 5, 5, 3])
    assert final == [5, 5, 3] and left == [2]
    assert log == [("open",), ("reroll", ALL), ("reroll", ALL), ("stop",)]
