"""The end of a round and the general rules: Dispatch (DH-DISP-1, DH-EX-40), Cleanup (DH-CLEAN-1, DH-ZONE-1/4),
Bidding (DH-BID-1/2, DH-EX-39), the wandering board (DH-EX-41), the general rules (DH-GEN-1..3, DH-ZONE-2) and the
end of the game (DH-END-1/2, DH-EX-45)."""

from __future__ import annotations

import pytest
from dh_helpers import (
    CAO,
    LIU_BEI,
    LIU_BIAO,
    LU_BU,
    SUN_CE,
    act,
    atk_inf,
    can,
    check,
    field,
    game,
    hand,
    run,
    top,
    war,
)

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.pieces import draw_own, occupy
from pygame_rules.catalog.death_of_heaven.rules.wandering import take_wandering


def cards_of(s, seat, k):
    """``k`` cards from the seat's own deck (moved to its hand by the caller)."""
    return s.deck[seat][:k]


# -- Dispatch ---------------------------------------------------------------------------------------------------

def test_DH_DISP_1_DH_EX_40_below_4_draw_up_to_4_else_draw_1_from_the_own_deck():
    s = game(4)
    hand(s, CAO, *cards_of(s, CAO, 2))
    hand(s, LU_BU, *cards_of(s, LU_BU, 4))
    hand(s, LIU_BEI, *cards_of(s, LIU_BEI, 6))
    decks = [len(d) for d in s.deck]
    pub = len(s.public)
    run(s, {"t": "dispatch"})
    assert [len(h) for h in s.hand] == [4, 5, 7, 4]
    assert [a - len(d) for a, d in zip(decks, s.deck, strict=True)] == [2, 1, 1, 4]
    assert len(s.public) == pub and top(s) is None      # no decision: nobody exchanges armaments (DH-GEN-1)


# -- Cleanup ----------------------------------------------------------------------------------------------------

def test_DH_CLEAN_1_DH_ZONE_1_DH_ZONE_4_battlefields_go_to_their_owners_discard_piles():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    field(s, CAO, "g101", "n01")
    field(s, LIU_BEI, "g137")
    s.markers["g101"] = {"infantry": 2}
    s.promises["pa1"] = LU_BU
    run(s, {"t": "cleanup"})
    assert s.bf == [[], [], [], []]
    assert {"g101", "n01"} <= set(s.discard[CAO]) and "g137" in s.discard[LIU_BEI]   # public cards too
    assert s.battle is None and s.markers == {} and s.promises["pa1"] is None
    assert s.winners is None
    check(s)


def test_DH_CLEAN_1_no_content_card_has_a_cleanup_skill_to_run_first():
    assert not [c.id for c in CARD.values() for sk in c.skills if sk.timing == "cleanup"]


# -- Bidding ----------------------------------------------------------------------------------------------------

def bidding(hands, attacker=0, players=5):
    s = game(players)
    s.attacker = attacker
    for seat, k in hands.items():
        hand(s, seat, *s.deck[seat][:k])
    return run(s, {"t": "bid"})


def test_DH_BID_1_DH_EX_39_one_round_from_the_attackers_left_bids_capped_at_hand_minus_one():
    s = bidding({1: 3, 2: 4, 3: 2, 4: 3})
    assert s.decision_seat == 1
    assert not can(s, do="pass")                    # the first bidder may not pass
    assert {a["amount"] for a in s.options_list if a["do"] == "bid"} == {0, 1, 2}
    s = act(s, do="bid", amount=0)
    assert s.decision_seat == 2
    assert {a.get("amount") for a in s.options_list if a["do"] in ("bid", "pass")} == {1, 2, 3, None}
    s = act(s, do="bid", amount=2)
    # seat 3 (max 1) and seat 4 (max 2) cannot raise: they may only pass (or exchange armaments, DH-GEN-1)
    while top(s) == "bid":
        assert not can(s, do="bid")
        s = act(s, do="pass")
    assert top(s) == "discard_n" and s.decision_seat == 2
    hand_before = list(s.hand[2])
    s = act(s, do="discard", card=s.options_list[0]["card"])
    if top(s) == "discard_n":
        s = act(s, do="discard", card=s.options_list[0]["card"])
    assert len(s.hand[2]) == len(hand_before) - 2
    assert top(s) == "new_attacker" and s.decision_seat == 2
    s = act(s, do="attacker", seat=2)
    assert s.attacker == 2


def test_DH_BID_2_DH_EX_39_the_winner_may_hand_the_attacker_marker_on_and_still_pays():
    s = bidding({1: 3, 2: 4, 3: 2, 4: 3})
    s = act(s, do="bid", amount=0)
    s = act(s, do="bid", amount=2)
    while top(s) == "bid":
        s = act(s, do="pass")
    while top(s) == "discard_n":
        s = act(s, do="discard", card=s.options_list[0]["card"])
    assert len(s.hand[2]) == 2
    s = act(s, do="attacker", seat=4)
    assert s.attacker == 4 and len(s.hand[4]) == 3


def test_DH_BID_1_the_attacker_does_not_bid_and_the_last_bidder_sits_on_its_right():
    s = bidding({0: 4, 1: 1, 2: 1, 3: 1, 4: 4}, attacker=2)
    # seat 3 (1 card) could only bid 0, at once; then seats 4, 0, 1: the Attacker (2) is never asked
    asked = []
    while top(s) == "bid":
        asked.append(s.decision_seat)
        s = act(s, do="pass")
    assert asked == [4, 0]                          # seat 1 (1 card, max 0) can only pass: at once
    assert top(s) == "new_attacker" and s.decision_seat == 3


def test_DH_BID_1_A_11_a_first_bidder_without_cards_bids_0():
    s = bidding({1: 0, 2: 0, 3: 0, 4: 0})
    assert top(s) == "new_attacker" and s.decision_seat == 1     # 0, then everybody passes (the only options)


# -- the wandering board ------------------------------------------------------------------------------------------

def test_DH_EX_41_recruiting_slides_the_board_and_deals_to_the_left():
    s = game(4)
    x, y, z = s.wboard
    n1, n2 = s.wdeck[-1], s.wdeck[-2]
    assert take_wandering(s, 1) == y
    assert s.wboard == [n1, x, z]
    assert take_wandering(s, 2) == z
    assert s.wboard == [n2, n1, x]
    s.wdeck = []
    a, b, c = s.wboard
    take_wandering(s, 1)
    assert s.wboard == [None, a, c]                  # the deck is empty: only slide


# -- general rules ------------------------------------------------------------------------------------------------

def test_DH_GEN_1_armament_cards_are_the_main_type_armament_faction_troops_included_A_16():
    assert CARD["cao06"].main == "armament" and CARD["cao11"].main == "armament"
    assert CARD["cao01"].main == "general" and CARD["n01"].main == "general"
    assert all(CARD[f"g{i}"].main == "armament" for i in range(101, 155))


def test_DH_GEN_1_A_16_two_armament_cards_may_be_exchanged_for_one_own_card_outside_dispatch():
    """Offered beside the March card (and the Reinforce card and the bid); only cards of main type Armament."""
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    hand(s, CAO, "g101", "cao01", "g113")
    run(s, {"t": "march"})
    deck_before = len(s.deck[CAO])
    s = act(s, do="exchange")
    assert {a["card"] for a in s.options_list} == {"g101", "g113"}      # Cao Cao (a General) is not an armament
    s = act(s, do="discard", card="g101")         # the second armament is then the only choice: taken at once
    assert "g101" in s.discard[CAO] and "g113" in s.discard[CAO]
    assert len(s.hand[CAO]) == 2 and len(s.deck[CAO]) == deck_before - 1
    assert top(s) == "march" and s.decision_seat == CAO and not can(s, do="exchange")
    check(s)


def test_DH_GEN_2_occupying_without_cubes_leaves_the_territory_as_it_is():
    s = game(4)
    s.gone[CAO] += s.board[CAO]
    s.board[CAO] = 0
    assert occupy(s, CAO, "xiaopei") == 0
    assert s.owner["xiaopei"] == LIU_BEI and s.level["xiaopei"] == 2
    check(s)


def test_DH_GEN_3_DH_ZONE_2_an_empty_deck_is_remade_from_the_shuffled_discard_pile():
    s = game(4)
    pile = list(s.deck[SUN_CE][:3])
    s.public.extend(s.deck[SUN_CE][3:])              # (the rest set aside, so the pile is all he has)
    s.deck[SUN_CE] = []
    s.discard[SUN_CE] = pile
    s.rng.script = [[2, 0, 1]]
    got = draw_own(s, SUN_CE, 2)
    assert got == [pile[1], pile[0]]                 # shuffled to [c, a, b]: the top is the last
    assert s.deck[SUN_CE] == [pile[2]] and s.discard[SUN_CE] == []


def test_DH_ZONE_2_a_draw_takes_from_the_top_of_the_own_deck():
    s = game(4)
    top_card = s.deck[LU_BU][-1]
    assert draw_own(s, LU_BU, 1) == [top_card]


# -- the end ------------------------------------------------------------------------------------------------------

def test_DH_END_1_DH_EX_45_a_board_below_the_player_count_ends_the_game_at_cleanup():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    s.gone[LIU_BEI] += s.board[LIU_BEI] - 3
    s.board[LIU_BEI] = 3
    run(s, {"t": "cleanup"}, {"t": "bid"})
    assert s.winners == [LIU_BEI] and GAME.outcome(s) is not None
    assert GAME.legal_actions(s) == []               # the game ends at once: no bidding


def test_DH_END_2_the_fewest_cubes_win_together():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    for seat in (LIU_BEI, SUN_CE):
        s.gone[seat] += s.board[seat] - 3
        s.board[seat] = 3
    run(s, {"t": "cleanup"})
    assert s.winners == [LIU_BEI, SUN_CE]


def test_DH_END_1_a_cube_on_a_dark_space_of_the_emperor_card_ends_the_game():
    s = game(4)
    war(s, "xiaopei", attacker=CAO)
    for k in range(15):                             # spaces 1-15: not dark yet for 4 players
        seat = (CAO, SUN_CE, LU_BU)[k % 3]
        s.board[seat] -= 1
        s.emperor[k] = seat
    run(s, {"t": "cleanup"})
    assert s.winners is None
    war(s, "xiaopei", attacker=CAO)
    s.board[LIU_BEI] -= 1
    s.emperor[15] = LIU_BEI                         # space 16: dark
    run(s, {"t": "cleanup"})
    # Emperor cubes count for nothing else (DH-END-2): the fewest cubes on the board win
    least = min(s.board)
    assert s.winners == [p for p in range(4) if s.board[p] == least]


def test_DH_END_1_the_end_is_checked_only_in_cleanup():
    s = game(4)
    s.gone[LIU_BEI] += s.board[LIU_BEI] - 2
    s.board[LIU_BEI] = 2
    war(s, "xiaopei", attacker=CAO)
    field(s, CAO, *atk_inf(2))
    s.promises = {}
    run(s, {"t": "resolution"}, {"t": "dispatch"})
    assert s.winners is None


@pytest.mark.parametrize(("n", "short"), [(5, LIU_BIAO), (6, LIU_BIAO)])
def test_DH_END_1_the_marker_follows_the_player_count(n, short):
    s = game(n)
    war(s, "xiaopei", attacker=CAO)
    s.gone[short] += s.board[short] - (n - 1)
    s.board[short] = n - 1
    run(s, {"t": "cleanup"})
    assert s.winners is not None
    s = game(n)
    war(s, "xiaopei", attacker=CAO)
    s.gone[short] += s.board[short] - n
    s.board[short] = n
    run(s, {"t": "cleanup"})
    assert s.winners is None
