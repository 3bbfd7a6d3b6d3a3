"""Upkeep conquest and palace re-placement (SA-UPK-CONQ-1..4, SA-PALACE-7/8, AMB-12, AMB-54) and treaties
(SA-TREATY-1..7, SA-UPK-TREATY-1/2, SA-MOVE-INT-5, SA-DISH-3, AMB-38, AMB-39, AMB-92; DT-11, DT-12, DT-21,
DT-22, DT-24)."""

from __future__ import annotations

import pytest
from sa_helpers import run
from test_movement import go, move_action
from test_supply import board, market

from pygame_rules.catalog.spring_autumn.content.treaties import TREATY
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import treaties as treaties_flow


def _b(kind, st="active", cube=None):
    return {"b": kind, "mine": False, "st": st, "cube": cube}


def swap(s, a, card_a, b, card_b):
    treaties_flow.sign(s, a, card_a, b, card_b)


# ---------------------------------------------------------------------- conquest

def test_SA_UPK_CONQ_1_3_DT_11_conquest_destroys_uc_and_one_random_building():
    s = board()
    s.owner["yu"] = 1
    s.buildings["yu"] = [_b("barracks", "uc"), _b("market"), _b("shrine", "exhausted", 1)]
    s.add_units(0, "yu", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["yu"] == 0
    assert len(s.buildings["yu"]) == 1 and s.buildings["yu"][0]["st"] != "uc"
    assert "Qin conquers Yu from Jin" in s.log


def test_SA_UPK_CONQ_1_AMB_54_no_change_when_already_owned_or_shared_or_barbarians():
    s = board()
    s.owner["yu"] = 0
    s.buildings["yu"] = [_b("barracks", "uc"), _b("market")]
    s.add_units(0, "yu", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert len(s.buildings["yu"]) == 2 and s.owner["yu"] == 0          # AMB-54: ownership did not change
    s.owner["yu"] = 1
    s.add_units(1, "yu", "hero")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["yu"] == 1                                            # two players: no conquest
    s.units[1].pop("yu")
    s.barbarians["yu"] = [s.barbarian_pool.pop()]
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["yu"] == 1                                            # barbarians present (AMB-54)


def test_SA_UPK_CONQ_1_neutral_area_and_junks_on_land_conquer():
    s = board()
    s.add_units(0, "guo", "junk")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["guo"] == 0


def test_SA_UPK_CONQ_2_4_SA_PALACE_7_8_DT_12_palace_destroyed_and_replaced_active():
    s = board()
    s.owner["yu"] = 1
    s.players[1]["palace_st"], s.players[1]["palace_cube"] = "exhausted", 1
    s.add_units(0, "jin", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert s.owner["jin"] == 0
    # one owned area: the single option was taken at once
    p = s.players[1]
    assert p["palace"] == "yu" and p["palace_st"] == "active" and p["palace_cube"] is None   # AMB-12


def test_SA_PALACE_7_choice_among_owned_areas():
    s = board()
    s.owner["yu"] = s.owner["wei"] = 1
    s.add_units(0, "jin", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert s.decision_seat == 1
    assert GAME.legal_actions(s) == [{"palace_to": "wei"}, {"palace_to": "yu"}]
    s = GAME.apply(s, {"palace_to": "wei"})
    assert s.players[1]["palace"] == "wei" and s.players[1]["palace_st"] == "active"


def test_DT_12_owner_with_no_area_holds_the_palace_off_board_until_owning_one():
    s = board()
    s.add_units(0, "jin", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert s.players[1]["palace"] is None
    GAME.check_invariants(s)
    s.add_units(1, "wei", "infantry")
    s = run(s, {"t": "upk_conquest"})
    assert s.players[1]["palace"] == "wei"                               # AMB-12: placed when owning one


# ---------------------------------------------------------------------- signing

def test_SA_TREATY_1_AMB_38_offer_needs_adjacency_and_is_free():
    s = board()
    s = run(s, {"t": "action", "seat": 0})
    assert not [a for a in GAME.legal_actions(s) if a.get("action") == "treaty"]   # Qin and Jin not adjacent
    s = board()
    s.owner["yu"] = 1                                                   # Yu borders Qin
    s = run(s, {"t": "action", "seat": 0})
    offers = [a for a in GAME.legal_actions(s) if a.get("action") == "treaty"]
    assert {a["give"] for a in offers} == set(s.players[0]["treaties"]) and {a["partner"] for a in offers} == {1}
    s = GAME.apply(s, {"action": "treaty", "partner": 1, "give": "qin-trade_pact"})
    assert s.decision_seat == 1
    assert {"accept": None} in GAME.legal_actions(s)
    s = GAME.apply(s, {"accept": "jin-marriage_alliance"})
    # SA-TREATY-2: each card is held by the other player
    assert s.players[1]["held"] == ["qin-trade_pact"] and s.players[0]["held"] == ["jin-marriage_alliance"]
    assert "qin-trade_pact" not in s.players[0]["treaties"]
    # the offer did not use the action: Qin acts again, with no second offer to Jin
    assert s.decision_seat == 0 and s.tasks[-1]["t"] == "action"
    assert not [a for a in GAME.legal_actions(s) if a.get("action") == "treaty"]
    GAME.check_invariants(s)


def test_SA_TREATY_1_declined_offer_changes_nothing():
    s = board()
    s.owner["yu"] = 1
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "treaty", "partner": 1, "give": "qin-trade_pact"})
    s = GAME.apply(s, {"accept": None})
    assert s.players[0]["held"] == s.players[1]["held"] == []
    assert s.decision_seat == 0 and not [a for a in GAME.legal_actions(s) if a.get("action") == "treaty"]


def test_AMB_38_units_on_adjacent_sea_space_make_players_eligible():
    s = board()
    assert not treaties_flow.eligible(s, 0, 1)
    s.add_units(0, "yellow_mengjin", "junk")                           # borders Jin
    assert treaties_flow.eligible(s, 0, 1) and treaties_flow.eligible(s, 1, 0)


def test_SA_TREATY_4_one_treaty_per_pair_invariant():
    s = board()
    s.owner["yu"] = 1
    swap(s, 0, "qin-trade_pact", 1, "jin-trade_pact")
    assert treaties_flow.partners(s, 0) == [1]
    assert treaties_flow.treaty_options(s, 0) == []                   # already partners
    GAME.check_invariants(s)
    s.players[1]["held"].append(s.players[0]["treaties"].pop())
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)


# ---------------------------------------------------------------------- upkeep step 4

def test_SA_UPK_TREATY_1_SA_TREATY_3_benefits_every_upkeep():
    s = board()
    swap(s, 0, "qin-horses_of_qin", 1, "jin-marriage_alliance")
    h0, c0 = s.players[0]["honor"], s.players[0]["commerce"]
    s = run(s, {"t": "upk_treaties"})
    assert (s.players[0]["honor"], s.players[0]["commerce"]) == (h0 + 1, c0 + 1)
    assert s.unit_count(1, "cavalry", "jin") == 1                        # Horses of Qin: palace area
    assert s.decision_seat in (0, 1)                                     # then the voluntary break step


def test_SA_UPK_TREATY_1_shipwrights_place_a_junk_by_the_water():
    s = board()
    assert treaties_flow._place_area(s, 1, "owned_waterside_area") == "jin"
    treaties_flow.apply_benefit(s, 1, "wu-shipwrights_of_wu")
    assert s.unit_count(1, "junk", "jin") == 1


def test_SA_UPK_TREATY_2_DT_22_voluntary_break_no_dishonor_and_sign_again():
    s = board()
    s.owner["yu"] = 1
    swap(s, 0, "qin-exchange_of_envoys", 1, "jin-exchange_of_envoys")
    d0 = len(s.players[0]["dishonor"])
    s = run(s, {"t": "upk_treaties"})
    assert s.players[0]["honor"] >= 1 and s.players[1]["honor"] >= 1    # benefits first
    seat = s.decision_seat
    other = 1 - seat
    assert GAME.legal_actions(s) == [{"keep_treaties": True}, {"break_treaty": other}]
    s = GAME.apply(s, {"break_treaty": other})
    assert s.players[0]["held"] == s.players[1]["held"] == []
    assert "qin-exchange_of_envoys" in s.players[0]["treaties"] and len(s.players[0]["dishonor"]) == d0
    assert s.decision_seat is None or s.tasks == []
    s = run(s, {"t": "action", "seat": 0})
    assert [a for a in GAME.legal_actions(s) if a.get("action") == "treaty"]   # may sign again (SA-TREATY-5)


# ---------------------------------------------------------------------- forced breaks

def _partners_moving(s):
    market(s, "qin", 0)
    s.add_units(0, "qin", "infantry", 2)
    s.owner["yu"] = 1
    swap(s, 0, "qin-exchange_of_scholars", 1, "jin-trade_pact")          # Qin's card: penalty 2
    assert TREATY["qin-exchange_of_scholars"].penalty == 2
    return s


def test_SA_TREATY_6_7_DT_21_SA_MOVE_INT_5_moving_into_partner_area_breaks(reveals):
    s = _partners_moving(board())
    d0, d1 = len(s.players[0]["dishonor"]), len(s.players[1]["dishonor"])
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "yu", n=1)
    assert treaties_flow.partners(s, 0) == [1]                          # not before the action ends
    s = GAME.apply(s, {"done": True})
    assert treaties_flow.partners(s, 0) == []
    assert "qin-exchange_of_scholars" in s.players[0]["treaties"] and "jin-trade_pact" in s.players[1]["treaties"]
    assert len(s.players[0]["dishonor"]) == d0 + 2 and len(s.players[1]["dishonor"]) == d1
    assert reveals == [0]                                               # world event after the break
    GAME.check_invariants(s)


def test_AMB_92_DT_21_combat_with_partner_units_still_happens(reveals):
    s = _partners_moving(board())
    s.add_units(1, "yu", "infantry")
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "yu", n=2)                            # the land step ends by itself
    kinds = [t["t"] for t in s.tasks]
    assert "combat" in kinds and "treaty_breaks" in kinds
    assert kinds.index("treaty_breaks") < kinds.index("combat")         # the break comes after the combat
    assert treaties_flow.partners(s, 0) == [1]


def test_AMB_39_moving_elsewhere_keeps_the_treaty(reveals):
    s = _partners_moving(board())
    s = move_action(s, "qin")
    s = go(s, "infantry", "qin", "guo", n=1)
    s = GAME.apply(s, {"done": True})
    assert treaties_flow.partners(s, 0) == [1]


def test_SA_DISH_3_DT_24_penalty_from_an_empty_pool_takes_from_another_player():
    s = board(players=3)
    swap(s, 0, "qin-exchange_of_envoys", 1, "jin-trade_pact")            # penalty 1
    pool = s.dishonor_pool                                               # every token stays accounted for
    s.players[1]["dishonor"], s.players[2]["dishonor"], s.dishonor_pool = pool[:2], pool[2:], []
    n2 = len(s.players[2]["dishonor"])
    s = run(s, {"t": "treaty_breaks", "seat": 0, "with": [1]})
    assert s.decision_seat == 0
    assert GAME.legal_actions(s) == [{"take_from": 1}, {"take_from": 2}]
    s = GAME.apply(s, {"take_from": 2})
    assert len(s.players[2]["dishonor"]) == n2 - 1 and len(s.players[0]["dishonor"]) == 1
    GAME.check_invariants(s)


def test_SA_DISH_3_whom_to_take_from_is_asked_as_things_stand_when_it_comes_up():
    """Two dishonor tokens owed at once from an empty pool (Tianlong's frown on both sides of a combat): the
    first taker empties the only holder, so the second is offered whoever holds a token by then (the first
    taker), not the holder it would have been offered when both were owed."""
    s = board(players=3)
    pool = s.dishonor_pool
    s.players[0]["dishonor"], s.players[1]["dishonor"], s.players[2]["dishonor"] = [], [], pool[:1]
    s.dishonor_pool = []
    rest = pool[1:]
    s = run(s, {"t": "dish_from", "seat": 1, "from": [2]}, {"t": "dish_from", "seat": 0, "from": [2]})
    assert [len(p["dishonor"]) for p in s.players] == [1, 0, 0]          # Jin from Qi, then Qin from Jin
    assert "Qin takes a random dishonor token from Jin" in str(s.log[-1])
    s.dishonor_pool = rest                                              # every token accounted for again
    GAME.check_invariants(s)


def test_SA_DISH_3_nothing_is_taken_when_no_token_is_left_anywhere():
    s = board(players=3)
    for p in s.players:
        p["dishonor"] = []
    kept, s.dishonor_pool = s.dishonor_pool, []
    s = run(s, {"t": "dish_from", "seat": 0, "from": [1]})
    assert not s.tasks and all(not p["dishonor"] for p in s.players)
    assert "none is left" in str(s.log[-1])
    s.dishonor_pool = kept
