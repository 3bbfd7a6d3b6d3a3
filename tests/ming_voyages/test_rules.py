"""Rule-clause tests: components, board, setup, winning, the sequence of play, cards, reactions and views
(MV-COMP, MV-BOARD, MV-SETUP, MV-WIN, MV-SEQ, MV-EDRAW, MV-ROUND, MV-CARD, MV-REACT; rulings A-3, A-4, A-7,
A-8, A-21). CP actions are in test_rules_actions.py, battles in test_rules_battle.py, solo in test_rules_solo.py.
"""

from __future__ import annotations

import pytest
from scenario import E, O, act, legal, position

from pygame_rules.catalog.ming_voyages.content.cards import ACTION, BARBARIAN, CARD, CARDS, TOTALS
from pygame_rules.catalog.ming_voyages.content.cards import EMPEROR as EMP
from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES, VOYAGES
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.rng import Rng

PERM = list(range(27))[::-1]          # scripted shuffle: the deck becomes 27, 26, ..., 1


def setup_state(die=6, **options):
    return GAME.initial_state(GAME.validate_options(options), Rng(0, script=[PERM, die]))


# -- components and board ----------------------------------------------------------------------------------

def test_MV_COMP_1_deck_of_27_numbered_cards():
    assert [c.number for c in CARDS] == list(range(1, 28))
    s = setup_state()
    assert sorted(s.deck + s.hands[E] + s.hands[O]) == list(range(1, 28))


def test_MV_COMP_2_3_piece_totals():
    """MV-COMP-2, MV-COMP-3."""
    assert TOTALS == {"junk": 7, "troop": 12, "gold": 5, "settlement": 5, "horde": 12}


def test_MV_BOARD_1_2_regions_and_west_to_east_order():
    """MV-BOARD-1, MV-BOARD-2."""
    assert BORDERLANDS == ("yunnan", "sichuan", "gansu", "shanxi", "liaodong")
    assert HOMELANDS == ("WM", "EM", "MAN")
    assert VOYAGES == (1, 2, 3, 4, 5, 6, 7)
    assert [VOYAGE_NAMES[v] for v in VOYAGES] == ["East Africa", "Persian Gulf", "Arabia", "Ceylon", "India",
                                                  "Sumatra", "Siam"]
    assert NAMES["MH"] == "Ming Empire Homeland" and NAMES["SCS"] == "South China Sea"


def test_MV_BOARD_3_4_5_troop_moves_adjacent_never_into_a_homeland_or_the_sea():
    """MV-BOARD-3, MV-BOARD-4, MV-BOARD-5: from Yunnan only MH and Sichuan; never WM, never the SCS."""
    s = position(troops={"yunnan": 2, "MH": 1}, hands=([14, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 14}, {"cp": "move"})
    pairs = {(a["move"], a["to"]) for a in legal(s)}
    assert pairs == {("MH", bl) for bl in BORDERLANDS} | {("yunnan", "MH"), ("yunnan", "sichuan")}


def test_MV_BOARD_3_4_horde_moves_adjacent_never_into_the_ming_homeland():
    """MV-BOARD-3, MV-BOARD-4."""
    s = position("overlord", hordes={"WM": 1, "gansu": 1}, troops={"shanxi": 1},
                 hands=([1, 3, 5], [18, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 18}, {"cp": "move"})
    pairs = {(a["move"], a["to"]) for a in legal(s)}
    # gansu: sichuan, EM (shanxi holds Troops, MH is the Emperor's); WM: yunnan, sichuan, EM
    assert pairs == {("gansu", "sichuan"), ("gansu", "EM"), ("WM", "yunnan"), ("WM", "sichuan"), ("WM", "EM")}


# -- setup ---------------------------------------------------------------------------------------------------

def test_MV_SETUP_2_to_7_scripted_setup():
    """MV-SETUP-1 (seat 0 Emperor, seat 1 Overlord), MV-SETUP-2 (scripted shuffle), MV-SETUP-3, MV-SETUP-4,
    MV-SETUP-5, MV-SETUP-6, MV-SETUP-7; MV-SETUP-8: reserves, played cards and discard are kept apart."""
    s = setup_state(die=6)
    assert GAME.seats(s) == [E, O] == [0, 1]
    assert s.hordes == {**{bl: 0 for bl in BORDERLANDS}, "WM": 1, "EM": 1, "MAN": 1}        # SETUP-4
    assert s.troops == {"MH": 0, **{bl: 1 for bl in BORDERLANDS}}                          # SETUP-5
    assert s.gold == {"MH": 1, "SCS": 0} and s.junks_scs == 1
    assert s.voyages == [False] * 5 + [True, False]                                        # SETUP-6
    assert "Setup: the Emperor rolls a 6: Voyage 6 (Sumatra) starts completed" in s.log
    assert {k: s.supply(k) for k in TOTALS} == {"junk": 5, "troop": 7, "gold": 4, "settlement": 5, "horde": 9}
    assert s.hands[O] == [27, 26, 25, 24]                                                   # SETUP-7: O 4
    assert s.hands[E] == [23, 22, 21, 20, 19]                  # E 3, then round 1 has drawn 2 (MV-EDRAW-1)
    assert s.deck == list(range(18, 0, -1)) and s.era == 1 and s.round == 1
    assert s.decision_seat == E


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_MV_SETUP_6_A_21_voyage_7_never_starts_completed(die):
    s = setup_state(die=die)
    assert s.completed() == 1 and s.voyages[die - 1] and not s.voyages[6]


def test_MV_SETUP_6_voyage_7_never_completed_over_many_seeds():
    assert not any(GAME.new_game(seed).voyages[6] for seed in range(200))


def test_MV_SETUP_7_hands_hidden_from_the_opponent_in_two_player():
    s = setup_state()
    assert GAME.view(s, O)["hands"] == [5, [27, 26, 25, 24]]
    assert GAME.view(s, E)["hands"] == [[23, 22, 21, 20, 19], 4]
    assert GAME.view(s, None)["hands"] == [5, 4]


def test_view_hides_the_opponents_reserve_in_two_player():
    s = position(hands=([14, 1, 3], [2, 4, 5, 8]), reserves=([19], [22, 16]))
    assert GAME.view(s, E)["reserves"] == [[19], 2]
    assert GAME.view(s, O)["reserves"] == [1, [22, 16]]
    assert GAME.view(s, None)["reserves"] == [1, 2]


def test_MV_SOLO_SETUP_1_view_shows_both_hands_in_solo():
    s = position(mode="solo", hands=([14, 1, 3], [2, 4, 5, 8]), reserves=([19], [22]))
    for seat in (E, O, None):
        assert GAME.view(s, seat)["hands"] == [[14, 1, 3], [2, 4, 5, 8]]
        assert GAME.view(s, seat)["reserves"][O] == [22]          # the bot's reserve is open
    assert GAME.view(s, E)["reserves"][E] == [19]


# -- winning -------------------------------------------------------------------------------------------------

def test_MV_WIN_3_control():
    s = position(troops={"yunnan": 1}, hordes={"sichuan": 1}, settlements={"gansu": 1})
    assert [s.controller(bl) for bl in BORDERLANDS] == [E, O, O, None, None]


def test_MV_WIN_1_MV_WIN_4_seventh_voyage_wins_at_once_before_the_pending_reaction():
    """MV-WIN-1, MV-WIN-4, MV-SEQ-6."""
    # #11 Monsoon Winds (2 CP): O's reaction (sink a Junk) would come after E's Voyage
    s = position(voyages=[1, 2, 3, 4, 5, 6], gold={"MH": 1}, junks_scs=2, hands=([11, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 11}, {"order": "mine_first"}, {"cp": "voyage"})
    s.rng.script = [1, 1]
    s = act(s, {"junks": 2})                                   # Voyage 7 and 1 Gold: automatic choices
    assert s.winner == E and s.result == "major victory: all 7 Voyages completed"
    assert GAME.outcome(s).winners == (E,) and legal(s) == [] and s.junks_scs == 1   # no reaction happened
    assert GAME.outcome(s).scores == {"0": 0 + 7, "1": 0 + 0}  # minor totals still reported (MV-WIN-6)


def test_MV_WIN_2_MV_WIN_4_A_3_reaction_attack_takes_the_last_borderland_mid_turn():
    """E plays the Barbarian card #18 Steppe Raiders for CP; O's reaction (Attack up to 2) comes first and wins."""
    s = position(troops={"yunnan": 1, "MH": 2}, hordes={"WM": 2},
                 settlements={bl: 1 for bl in BORDERLANDS[1:]}, hands=([18, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 18}, {"order": "reaction_first"}, {"react": True})
    assert legal(s) == [{"send": 1, "from": "WM"}, {"send": 2, "from": "WM"}]    # Settlements never attack
    s.rng.script = [6, 6, 6, 1, 2, 4]
    s = act(s, {"send": 2, "from": "WM"})
    assert s.winner == O and s.result == "major victory: all 5 Borderlands under Barbarian control"
    assert legal(s) == [] and s.troops["MH"] == 2                  # E's own CP action never happened


def test_MV_WIN_4_A_8_no_victory_check_until_the_battle_ends():
    """O attacks the last Ming Borderland; the win is declared at step F, not while the battle runs."""
    s = position("overlord", troops={"sichuan": 2}, hordes={"WM": 3},
                 settlements={bl: 1 for bl in BORDERLANDS if bl != "sichuan"},
                 hands=([1, 3, 5], [18, 2, 4, 8]), reserves=([19], []))
    s = act(s, {"play": "cp", "card": 18}, {"cp": "attack"})
    s.rng.script = [5, 5, 1, 4, 4, 1,                               # round 1: O's Normal Hit
                    6, 6, 6, 1, 2, 3]                               # round 2: O's Devastating Blow
    s = act(s, {"send": 2, "from": "WM"})
    assert s.decision_seat == E and s.battle["round"] == 1         # E may re-roll with Maelstrom
    s = act(s, {"battle": "accept"})
    assert s.decision_seat == E and s.battle["round"] == 2
    assert s.troops["sichuan"] == 1 and s.winner is None
    s = act(s, {"battle": "accept"})
    assert s.battle is None and s.troops["sichuan"] == 0 and s.hordes["sichuan"] == 2
    assert s.winner == O and GAME.outcome(s).reason == "major victory: all 5 Borderlands under Barbarian control"


def test_MV_WIN_5_scores_are_the_minor_totals():
    s = position(troops={"yunnan": 1}, hordes={"sichuan": 1}, voyages=[1, 2, 3])
    assert GAME.scores(s) == {"0": 1 + 3, "1": 1 + 4}


# -- sequence, drawing, rounds -------------------------------------------------------------------------------

def test_MV_SEQ_1_four_phases_in_order_and_MV_SEQ_2_overlord_never_draws():
    """MV-SEQ-1, MV-SEQ-2, MV-ROUND-1, MV-ROUND-2."""
    s = position(hands=([14, 1, 3, 5, 7], [2, 4, 6, 8]))
    deck = len(s.deck)
    s = act(s, {"play": "reserve", "card": 1})
    assert s.decision_seat == O and len(s.deck) == deck
    s = act(s, {"play": "reserve", "card": 2})
    assert s.log[-4:] == ["The Emperor reserves a card face down", "The Overlord reserves a card face down",
                          "The players swap hands", "Round 2 (era 1): the Emperor draws 2 cards"]
    assert sorted(s.hands[O]) == [3, 5, 7, 14]                      # MV-ROUND-1: E's whole hand
    assert sorted(s.hands[E][:3]) == [4, 6, 8] and len(s.hands[E]) == 5 and len(s.deck) == deck - 2


def test_MV_SEQ_3_MV_SEQ_4_era_1_ends_reserves_lost_new_deck_of_20():
    hands = ([1, 2, 3, 4, 5], [6, 7, 8, 9])
    others = [c for c in range(10, 28)]
    s = position(hands=hands, reserves=([others[0]], [others[1]]), discard=others[2:], deck=[])
    s = act(s, {"play": "reserve", "card": 1}, {"play": "reserve", "card": 6})
    assert s.era == 2 and s.reserves == [[], []]
    assert "Era 2 begins: 20 cards are shuffled into a new deck (4 reserved cards among them, lost to their owners)" \
        in s.log
    assert sorted(s.hands[O]) == [2, 3, 4, 5]                       # O 4 after the swap
    assert len(s.hands[E]) == 3 + 2 and len(s.deck) == 18          # E 3, then era 2's first draw
    assert sorted(s.deck + s.hands[E][3:]) == sorted(others + [1, 6])


def test_MV_EDRAW_1_A_7_a_single_last_card_is_drawn():
    rest = [c for c in range(1, 28) if c not in (1, 2, 3, 4, 5, 6, 7, 8, 27)]
    s = position("overlord", hands=([1, 2, 3, 4], [5, 6, 7, 8]), deck=[27], discard=rest)
    s = act(s, {"play": "reserve", "card": 5})
    assert "Round 2 (era 1): the Emperor draws 1 card" in s.log
    assert 27 in s.hands[E] and s.deck == [] and s.era == 1


def test_MV_EDRAW_1_MV_SEQ_5_era_2_without_deck_no_draw_then_final_round_for_E_alone():
    rest = [c for c in range(1, 28) if c not in (1, 24, 2, 3)]
    s = position(era=2, deck=[], discard=rest, hands=([1], [2, 3]))
    s = act(s, {"play": "reserve", "card": 1}, {"play": "reserve", "card": 2})
    assert s.hands == [[3], []]
    assert any(line.endswith("the final round: the Emperor plays the last card") for line in s.log)
    s2 = position(era=2, deck=[], discard=rest, hands=([1], [24, 3]))
    s2 = act(s2, {"play": "reserve", "card": 1}, {"play": "reserve", "card": 3})
    assert s2.hands == [[24], []]
    # MV-SEQ-5: E's last card; O's reaction to it still resolves; then the game ends with no O phase
    s2 = act(s2, {"play": "cp", "card": 24}, {"order": "reaction_first"})
    assert s2.decision_seat == O and legal(s2) == [{"react": True}, {"react": False}]
    s2 = act(s2, {"react": True}, {"cp": "tax"})
    assert GAME.is_over(s2) and s2.result.startswith("minor victory") and s2.gold["MH"] == 3


def test_MV_SEQ_2_no_draw_rounds_log_the_empty_deck():
    rest = [c for c in range(1, 28) if c not in (1, 2, 3, 4, 5, 6, 7)]
    s = position(era=2, deck=[], discard=rest, hands=([1, 2, 3], [4, 5, 6, 7]))
    s = act(s, {"play": "reserve", "card": 1}, {"play": "reserve", "card": 4})
    assert any(line.endswith("the deck is empty, so the Emperor draws nothing") for line in s.log)
    assert (len(s.hands[E]), len(s.hands[O])) == (3, 2)


# -- cards ---------------------------------------------------------------------------------------------------

def test_MV_CARD_1_2_kinds_and_cp():
    """MV-CARD-1, MV-CARD-2, MV-CARD-3 (number, CP, Voyage number, top and bottom actions)."""
    kinds = [c.kind for c in CARDS]
    assert (kinds.count(ACTION), kinds.count(EMP), kinds.count(BARBARIAN)) == (21, 3, 3)
    assert {c.cp for c in CARDS} == {1, 2, 3}
    assert all((c.voyage in VOYAGES) == (c.kind == ACTION) for c in CARDS)
    named = {24: ("Raids", 3), 9: ("Advancement", 3), 15: ("Famine", 3)}
    assert all((CARD[n].name, CARD[n].cp) == v for n, v in named.items())
    cps = {c.name: c.cp for c in CARDS}
    assert (cps["Affluence"], cps["Pestilence"], cps["Maelstrom"]) == (3, 2, 2)


def test_MV_CARD_4_overlord_top_action_always_emperor_bottom_only_with_its_voyage():
    s = position("overlord", hands=([1, 3, 5], [12, 2, 4, 8]), hordes={"WM": 1})
    assert {"play": "special", "card": 12} in legal(s)              # no Voyage needed for O
    s = position(hands=([12, 1, 3], [2, 4, 5, 8]))
    assert {"play": "special", "card": 12} not in legal(s)          # Voyage 2 not completed
    s = position(voyages=[2], hands=([12, 1, 3], [2, 4, 5, 8]))
    assert {"play": "special", "card": 12} in legal(s)


@pytest.mark.parametrize("voyages,high", [([1, 2, 3], False), ([1, 2, 3, 4], True)])
def test_MV_CARD_5_A_4_emperor_card_band(voyages, high):
    """#7 Imperial Edict: up to 3 Voyages Recruit 2; from 4, Recruit 2 then move up to 2 from MH to one BL."""
    s = position(voyages=voyages, troops={"yunnan": 1}, hands=([7, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "special", "card": 7})
    assert s.troops["MH"] == 2
    if not high:
        assert s.decision_seat == O                                   # done: no move offered
    else:
        assert s.decision_seat == E and {"move": "MH", "to": "gansu", "n": 2} in legal(s)
        assert {"move": "none"} in legal(s)                           # "up to 2"
        s = act(s, {"move": "MH", "to": "gansu", "n": 2})
        assert s.troops["gansu"] == 2 and s.troops["MH"] == 0


def test_MV_CARD_5_6_only_the_named_side_may_use_emperor_and_barbarian_cards():
    s = position(hands=([6, 7, 18], [2, 4, 5, 8]), troops={"yunnan": 1}, hordes={"WM": 1})
    specials = {a["card"] for a in legal(s) if a["play"] == "special"}
    assert specials == {7}
    s = position("overlord", hands=([1, 3, 5], [6, 7, 27, 2]), troops={"yunnan": 1}, hordes={"WM": 1})
    specials = {a["card"] for a in legal(s) if a["play"] == "special"}
    assert specials == {6, 27}


@pytest.mark.parametrize("voyages,amassed", [([1, 2, 3], 1), ([1, 2, 3, 4], 2)])
def test_MV_CARD_6_A_4_barbarian_card_band(voyages, amassed):
    s = position("overlord", voyages=voyages, hands=([1, 3, 5], [6, 2, 4, 8]))
    s = act(s, {"play": "special", "card": 6})
    for _ in range(amassed):
        s = act(s, {"place": "EM"})
    assert s.hordes["EM"] == amassed and s.decision_seat == E


def test_MV_CARD_7_special_instead_of_cp_never_both():
    s = position(voyages=[3], hands=([24, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "special", "card": 24}, {"order": "mine_first"})
    assert s.gold["MH"] == 2 and s.troops["MH"] == 1                 # Tax 2 + Recruit 1, no CP decision
    assert s.decision_seat == O and legal(s) == [{"react": True}, {"react": False}]


def test_MV_CARD_8_special_only_if_it_can_be_done_in_full():
    """MV-CARD-8, MV-EPLAY-15, MV-COMP-4."""
    # #5 Eunuch Envoys (Tax 1 + Build 1 Junk): no Junk in the Supply -> not offered; #13 Militia Levy (Recruit 3)
    s = position(voyages=[5, 3], junks_scs=5, troops={"yunnan": 10}, hands=([5, 13, 1], [2, 4, 8, 6]))
    assert s.supply("junk") == 0 and s.supply("troop") == 2
    specials = {a["card"] for a in legal(s) if a["play"] == "special"}
    assert specials == set()
    s = position(voyages=[5, 3], junks_scs=4, troops={"yunnan": 9}, hands=([5, 13, 1], [2, 4, 8, 6]))
    assert {a["card"] for a in legal(s) if a["play"] == "special"} == {5, 13}


def test_MV_CARD_8_reaction_only_if_it_can_be_done_in_full():
    # #11 Monsoon Winds: O's reaction needs 2+ Junks in the SCS; #19 Maelstrom's "up to 2" is always possible
    s = position(junks_scs=1, hands=([11, 19, 1], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 11})
    assert s.decision_seat == E and {"cp": "tax"} in legal(s)        # no reaction offered to O, no order asked
    s = position(junks_scs=1, hands=([11, 19, 1], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 19}, {"order": "reaction_first"})
    assert s.decision_seat == O and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.junks_scs == 1                                           # never below 1


# -- reactions -----------------------------------------------------------------------------------------------

def test_MV_REACT_3_MV_OPLAY_3_emperor_reaction_needs_the_voyage_and_O_orders():
    s = position("overlord", hands=([1, 3, 5], [24, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 24})
    assert legal(s) == [{"cp": "amass"}, {"cp": "gather"}]           # Voyage 3 not completed: no reaction
    s = position("overlord", voyages=[3], hands=([1, 3, 5], [24, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 24})
    assert s.decision_seat == O and legal(s) == [{"order": "mine_first"}, {"order": "reaction_first"}]
    s = act(s, {"order": "reaction_first"})
    assert s.decision_seat == E and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.gold["MH"] == 2 and s.troops["MH"] == 1 and s.decision_seat == O


def test_MV_REACT_1_reaction_also_when_the_card_is_used_for_its_special():
    s = position("overlord", voyages=[2], hordes={"WM": 1}, hands=([1, 3, 5], [12, 2, 4, 8]))
    s = act(s, {"play": "special", "card": 12}, {"order": "mine_first"})
    s = act(s, {"move": "WM", "to": "yunnan", "n": 1})
    assert s.decision_seat == E and legal(s) == [{"react": True}, {"react": False}]


def test_MV_REACT_5_no_reaction_on_a_reserved_card():
    s = position(hands=([24, 1, 3], [2, 4, 5, 8]), gold={"MH": 2})
    s = act(s, {"play": "reserve", "card": 24})
    assert s.decision_seat == O and s.tasks[-1]["t"] == "play" and s.gold["MH"] == 2


def test_MV_REACT_5_no_reaction_on_a_reinforcing_card():
    s = position("overlord", voyages=[3], hands=([1, 3, 5], [6, 2, 4, 8]), reserves=([], [24]))
    s = act(s, {"play": "cp", "card": 6, "with": 24})                # Raids would give E a reaction
    assert s.decision_seat == O and legal(s)[0] == {"cp": "amass"} and s.tasks[-1] == {"t": "cp", "side": O, "cp": 4}


def test_MV_REACT_6_A_3_barbarian_card_played_by_E_gives_O_a_reaction():
    s = position(hands=([6, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 6}, {"order": "reaction_first"}, {"react": True}, {"place": "MAN"})
    assert s.hordes["MAN"] == 1 and s.decision_seat == E


def test_MV_REACT_6_A_3_emperor_card_played_by_O_gives_E_a_reaction():
    s = position("overlord", hands=([1, 3, 5], [7, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 7}, {"order": "mine_first"}, {"cp": "amass"},
            {"place": "WM"})
    assert s.decision_seat == E and legal(s) == [{"react": True}, {"react": False}]
    s = act(s, {"react": True})
    assert s.troops["MH"] == 2 and s.hordes["WM"] == 1


@pytest.mark.parametrize("voyages,amassed", [([1, 2, 3], 1), ([1, 2, 3, 4], 2)])
def test_MV_REACT_6_A_4_reaction_band_follows_the_voyage_count(voyages, amassed):
    """O's reaction on the Barbarian card #6 Khan's Muster played by E: Amass 1 up to 3 Voyages, Amass 2 from 4."""
    s = position(voyages=voyages, hands=([6, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 6}, {"order": "reaction_first"}, {"react": True})
    for _ in range(amassed):
        s = act(s, {"place": "WM"})
    assert s.hordes["WM"] == amassed and s.decision_seat == E and s.tasks[-1]["t"] == "cp"
