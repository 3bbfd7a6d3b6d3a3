"""World events, the dragon (chaos) track and sealed bids (step 5): SA-WE-*, SA-CHAOS-*, SA-WE-BID-*,
SA-WE-DE-*, SA-WE-SIL-1, EX-07, EX-08, DT-50, AMB-23, AMB-31..37, AMB-96. Deck orders are set directly."""

from __future__ import annotations

from sa_helpers import new, run

from pygame_rules.catalog.spring_autumn.flow import resolve, seat_order
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import movement
from pygame_rules.catalog.spring_autumn.rules.world_events import move_marker
from pygame_rules.engine import conformance as C
from pygame_rules.engine.rng import Rng
from pygame_rules.engine.search import determinize

REVEAL = {"t": "we_reveal", "mode": "chaos"}


def stack(s, *cards):
    """Put ``cards`` on top of the world-event deck, the first given on top."""
    for c in cards:
        (s.world_deck if c in s.world_deck else s.world_discard).remove(c)
    s.world_deck.extend(reversed(cards))
    return s


def game(players=5, d=2, honor=5, seed=1):
    s = new(seed, players=players)
    s.dragon_d = d
    for p in s.players:
        p["honor"] = honor
    return s


def bid_all(s, bids):
    """Answer the pending sealed bids on the current card: ``bids[seat]``."""
    card = s.tasks[-1]["card"]
    while s.tasks and s.tasks[-1]["t"] == "bid" and s.tasks[-1]["card"] == card and s.decision_seat is not None:
        resolve(s, {"bid": bids[s.decision_seat]})
    return s


def world_ok(s):
    GAME.check_invariants(s)


# ---------------------------------------------------------------------- the reveal and the track

def test_SA_WE_1_AMB_23_the_move_hook_pushes_a_reveal():
    s = game()
    s.tasks = []
    movement.world_event_check(s, 0)
    assert s.tasks == [REVEAL]


def test_DT_50_SA_CHAOS_2_no_fireball_no_bid_next_player_acts():
    s = game(players=4, d=5)
    stack(s, "imperial_favor")                                   # chaos 2
    run(s, REVEAL, {"t": "action", "seat": 1})
    assert s.dragon_d == 3
    assert s.world_discard[-1] == "imperial_favor"              # SA-WE-2
    assert s.tasks[-1]["t"] == "action" and s.decision_seat == 1
    assert all(p["honor"] == 5 and not p["events_won"] for p in s.players)
    world_ok(s)


def test_SA_CHAOS_1_marker_moves_down_by_the_chaos_number():
    s = game(d=5)
    stack(s, "korean_support")                                  # chaos 4
    run(s, REVEAL)
    assert s.dragon_d == 1 and s.decision_seat is None


def test_SA_CHAOS_3_AMB_31_EX_07_track_fireball_resets_to_P_and_continues():
    s = game(d=2)
    stack(s, "barbarian_raid-1")                                 # chaos 3
    run(s, REVEAL)
    assert s.dragon_d == 4                                       # 2 -> 1 -> fireball -> 5 -> 4
    assert s.tasks[-1]["t"] == "bid"


def test_AMB_32_a_card_entering_the_fireball_twice_triggers_one_event():
    s = new(1, players=2)
    s.dragon_d = 1
    assert move_marker(s, 4) is True                             # 1 -> F(2) -> 1 -> F(2) -> 1
    assert s.dragon_d == 1
    s.dragon_d = 1
    for p in s.players:
        p["honor"] = 0
    stack(s, "korean_support", "bountiful_harvest-1")
    run(s, REVEAL)
    assert s.tasks[-1]["t"] == "bid_tie"                         # every bid forced to 0: the holder picks
    resolve(s, {"winner": s.holder})
    won = [p["events_won"] for p in s.players]
    assert sum(len(w) for w in won) == 1 and "bountiful_harvest-1" in s.world_deck


def test_SA_WE_SIL_1_AMB_34_silence_in_the_fireball_no_bid_stays_in_discard():
    s = game(d=1)
    stack(s, "silence-1")                                        # chaos 1
    run(s, REVEAL)
    assert s.dragon_d == 5 and s.decision_seat is None
    assert s.world_discard == ["silence-1"] and not any(p["events_won"] for p in s.players)
    assert any("Silence: nothing happens" in line for line in s.log_tail(3))


def test_AMB_35_empty_deck_is_rebuilt_from_the_discard():
    s = game(d=6)
    s.world_discard, s.world_deck = s.world_deck, []
    run(s, REVEAL)
    assert len(s.world_discard) == 1 and len(s.world_deck) == 51
    world_ok(s)


# ---------------------------------------------------------------------- EX-07 and the bids

def _ex07(bid_values):
    s = game(d=2)
    stack(s, "barbarian_raid-1", "bountiful_harvest-1")
    run(s, REVEAL)
    order = seat_order(s)                                       # Samuel = the mover; A..D the others
    return s, order, dict(zip(order, bid_values, strict=False))


def test_EX_07_SA_WE_BID_4_5_SA_WE_4_highest_bid_wins_pays_keeps_card():
    s, order, bids = _ex07([1, 3, 0, 2, 0])
    bid_all(s, bids)
    a = order[1]
    assert s.players[a]["honor"] == 2                            # paid 3 to the pool
    assert all(s.players[i]["honor"] == 5 for i in order if i != a)
    assert s.players[a]["events_won"] == ["barbarian_raid-1"]    # AMB-36: out of the discard
    assert "barbarian_raid-1" not in s.world_discard
    assert s.decision_seat == a and {"tribe": "quanrong"} in GAME.legal_actions(s)   # SA-BARB-1
    resolve(s, {"tribe": "quanrong"})                            # test_kingdom_barbarians.py
    assert s.dragon_d == 1                                       # 4 - 3: no new event
    assert s.decision_seat is None and not s.tasks
    assert GAME.view(s, order[0])["players"][a]["events_won"] == ["barbarian_raid-1"]   # SA-WE-BID-7
    world_ok(s)


def test_EX_07_AMB_33_winning_bid_enters_the_fireball_next_card_occurs():
    s, order, bids = _ex07([1, 4, 0, 2, 0])
    bid_all(s, bids)
    resolve(s, {"tribe": "quanrong"})                            # the raid (test_kingdom_barbarians.py)
    assert s.dragon_d == 5                                       # 4 -> ... -> fireball -> 5, 0 left
    assert s.tasks[-1]["t"] == "bid" and s.tasks[-1]["card"] == "bountiful_harvest-1"
    bid_all(s, {i: 0 for i in order})
    resolve(s, {"winner": order[2]})                             # all 0: the holder picks (AMB-37)
    assert s.players[order[2]]["commerce"] == 3
    assert s.dragon_d == 5                                       # AMB-96: a 0 bid does not move it


def test_EX_07_SA_WE_BID_6_tie_the_token_holder_chooses():
    s, order, bids = _ex07([1, 3, 0, 3, 0])
    bid_all(s, bids)
    assert s.tasks[-1]["t"] == "bid_tie"
    assert s.decision_seat == s.holder
    assert GAME.legal_actions(s) == [{"winner": order[1]}, {"winner": order[3]}]
    resolve(s, {"winner": order[3]})
    assert s.players[order[3]]["honor"] == 2 and s.players[order[1]]["honor"] == 5
    assert s.players[order[3]]["events_won"] == ["barbarian_raid-1"]


def test_SA_WE_BID_2_AMB_37_bids_range_from_0_to_current_honor_in_turn_order():
    s = game(d=1)
    s.players[s.holder]["honor"] = 2
    stack(s, "imperial_favor")
    run(s, REVEAL)
    assert s.decision_seat == seat_order(s)[0] == s.holder      # the token holder bids first
    assert GAME.legal_actions(s) == [{"bid": 0}, {"bid": 1}, {"bid": 2}]
    resolve(s, {"bid": 2})
    assert s.decision_seat == seat_order(s)[1]
    assert GAME.legal_actions(s) == [{"bid": k} for k in range(6)]


def test_SA_WE_BID_3_sealed_bids_are_hidden_from_other_seats_until_revealed():
    s = game(d=1)
    stack(s, "imperial_favor")
    run(s, REVEAL)
    first, second = seat_order(s)[:2]
    resolve(s, {"bid": 3})
    mine, theirs = GAME.view(s, first), GAME.view(s, second)
    assert mine["bidding"]["own"] == 3
    assert theirs["bidding"]["own"] is None and theirs["bidding"]["in"][first] is True
    assert set(theirs["bidding"]) == {"card", "order", "in", "own"}
    assert GAME.view(s, None)["bidding"]["own"] is None
    for seat in (first, second, None):                            # a redraw keeps every view
        v = GAME.view(s, seat)
        assert GAME.view(GAME.resample_hidden(s, seat, Rng(3)), seat) == v
    assert GAME.resample_hidden(s, first, Rng(3)).tasks[-1]["bids"][first] == 3     # its own bid it knows
    other = s.copy()                                              # the same position, another sealed bid
    other.tasks[-1] = {**s.tasks[-1], "bids": [1 if i == first else b for i, b in enumerate(s.tasks[-1]["bids"])]}
    assert GAME.view(other, second) == GAME.view(s, second)
    for k in range(4):                                            # a search cannot read it (a fresh draw)
        assert GAME.state_hash(determinize(GAME, s, second, Rng(k))) == \
            GAME.state_hash(determinize(GAME, other, second, Rng(k)))
    assert len({GAME.resample_hidden(s, second, Rng(k)).tasks[-1]["bids"][first] for k in range(12)}) > 1
    bid_all(s, {i: 0 for i in range(s.n)})
    assert GAME.view(s, second)["bidding"] is None
    assert any("bids revealed" in line and f"{s.name(first)} 3" in line for line in s.log_tail(8))


# ---------------------------------------------------------------------- Dragons Erupt (EX-08)

def _ex08():
    s = game(d=2)
    stack(s, "dragons_erupt", "korean_support", "bountiful_harvest-1")
    s.world_discard = [s.world_deck.pop(0)]                      # a card already in the discard
    run(s, REVEAL)
    return s, seat_order(s)


def _place_three(s):
    if "area" in GAME.legal_actions(s)[0]:                      # one owned waterside area: chosen at once
        resolve(s, GAME.legal_actions(s)[0])
    for _ in range(3):
        resolve(s, {"unit": "infantry"})


def test_EX_08_SA_WE_DE_1_2_3_dragons_erupt_card_occurs_chaos_ignored_then_reshuffle():
    s, order = _ex08()
    assert s.dragon_d == 2                                       # SA-WE-DE-2: chaos 4 ignored
    assert s.tasks[-1]["t"] == "bid" and s.tasks[-1]["card"] == "korean_support"
    bid_all(s, {i: (1 if i == order[1] else 0) for i in order})
    winner = order[1]
    assert s.decision_seat == winner                             # places 3 units (SA-WE-3)
    before = s.unit_count(winner, "infantry")
    _place_three(s)
    assert s.unit_count(winner, "infantry") == before + 3
    assert s.players[winner]["events_won"] == ["korean_support"]
    assert s.world_discard == [] and "dragons_erupt" in s.world_deck and len(s.world_deck) == 51
    assert s.dragon_d == 1                                       # bid 1
    world_ok(s)


def test_EX_08_variant_bid_2_enters_the_fireball_another_event_occurs():
    s, order = _ex08()
    bid_all(s, {i: (2 if i == order[1] else 0) for i in order})
    _place_three(s)
    assert s.dragon_d == 5                                       # 2 -> 1 -> fireball -> 5
    assert s.tasks[-1]["t"] == "bid"                             # the next card occurs (AMB-33)
    world_ok(s)


def test_SA_WE_DE_1_silence_after_dragons_erupt_means_nothing_but_still_reshuffles():
    s = game(d=3)
    stack(s, "dragons_erupt", "silence-2")
    run(s, REVEAL)
    assert s.dragon_d == 3 and s.decision_seat is None
    assert s.world_discard == [] and len(s.world_deck) == 52


# ---------------------------------------------------------------------- effects

def win_event(s, card, winner=None, d=1):
    s.dragon_d = d
    stack(s, card)
    run(s, REVEAL)
    order = seat_order(s)
    winner = order[0] if winner is None else winner
    bid_all(s, {i: (1 if i == winner else 0) for i in order})
    return winner


def test_SA_WE_3_gain_commodities():
    s = game()
    w = win_event(s, "imperial_favor")
    assert s.players[w]["honor"] == 5 - 1 + 3


def test_SA_WE_3_court_scandal_winner_aims_dishonor():
    s = game()
    w = win_event(s, "court_scandal-1")
    target = next(i for i in range(s.n) if i != w)
    assert {"target": w} not in GAME.legal_actions(s)
    resolve(s, {"target": target})
    assert len(s.players[target]["dishonor"]) == 1
    world_ok(s)


def test_SA_WE_3_dishonor_with_an_empty_pool_takes_from_another_player():
    s = game()
    w = win_event(s, "court_scandal-1")
    target, holder = [i for i in range(s.n) if i != w][:2]
    s.players[holder]["dishonor"] = s.dishonor_pool[:]
    s.dishonor_pool = []
    resolve(s, {"target": target})
    assert GAME.legal_actions(s) == [{"take_from": holder}] or s.decision_seat is None
    assert len(s.players[target]["dishonor"]) == 1
    world_ok(s)


def test_SA_WE_3_mandate_of_heaven_returns_a_chosen_token():
    s = game()
    seat = seat_order(s)[0]
    s.players[seat]["dishonor"] = [s.dishonor_pool.pop(), s.dishonor_pool.pop()]
    w = win_event(s, "mandate_of_heaven", winner=seat)
    if s.decision_seat == w:
        resolve(s, GAME.legal_actions(s)[0])
    assert len(s.players[w]["dishonor"]) == 1
    world_ok(s)


def test_SA_WE_3_bronze_discovery_free_level_1_advancement():
    s = game()
    w = win_event(s, "bronze_discovery-1")
    adv = GAME.legal_actions(s)[0]["advancement"]
    resolve(s, {"advancement": adv})
    assert adv in s.players[w]["advancements"] and s.players[w]["knowledge"] == 0


def test_SA_WE_3_visiting_sage_drafts_a_philosophy():
    s = game()
    w = win_event(s, "visiting_sage-1")
    n = len(s.players[w]["philosophies"])
    resolve(s, GAME.legal_actions(s)[0])
    assert len(s.players[w]["philosophies"]) == n + 1 and not s.players[w]["philosophies"][-1]["up"]
    world_ok(s)


def test_SA_WE_3_mercenaries_place_units_in_an_owned_area():
    s = game()
    w = win_event(s, "mercenaries-1")
    s2 = game()
    s2.owner["zhou"] = seat_order(s2)[0]
    w = win_event(s2, "mercenaries-1")
    assert {"area": "zhou"} in GAME.legal_actions(s2)
    for o in GAME.legal_actions(s2):
        assert s2.owner[o["area"]] == w
    resolve(s2, {"area": "zhou"})
    s = s2
    resolve(s, {"unit": "cavalry"})
    resolve(s, {"unit": "archer"})
    assert s.units[w]["zhou"]["cavalry"][0] == 1 and s.units[w]["zhou"]["archer"][0] == 1
    assert not s.tasks


def test_SA_WE_3_pirates_destroy_other_players_junks_at_sea():
    s = game()
    other = 1
    s.add_units(other, "bohai", "junk", 3)
    w = win_event(s, "pirates-1", winner=0)
    assert w == 0
    resolve(s, {"at": "bohai"})
    resolve(s, {"destroy": other})
    resolve(s, {"destroy": other})
    assert s.units[other]["bohai"]["junk"][0] == 1 and not s.tasks
    world_ok(s)


def test_random_bids_stay_within_honor_in_random_play():
    p = C.random_playout(GAME, 11, {"players": 3, "factions": ["qi", "chu", "wu"], "turn_limit": 20},
                         invariants=GAME.check_invariants)
    assert GAME.outcome(p.final) is not None
    assert any("world event revealed" in line for line in p.final.log)


def test_SA_WE_3_assassins_spare_heroes_in_palace_areas():
    s = game()
    w = seat_order(s)[0]
    other = next(i for i in range(s.n) if i != w)
    s.add_units(other, "zhou", "hero", 1)
    win_event(s, "assassins", winner=w)
    opts = GAME.legal_actions(s)
    assert {"destroy": other, "at": "zhou"} in opts
    assert all(o["destroy"] is None or o["at"] not in {p["palace"] for p in s.players} for o in opts)
    assert GAME.describe_action(s, {"destroy": other, "at": "zhou"}) == f"destroy a hero of {s.name(other)} in Zhou"
    resolve(s, {"destroy": other, "at": "zhou"})
    assert s.unit_count(other, "hero", "zhou") == 0 and not s.tasks


def test_SA_WE_3_assassins_choices_name_the_unit_and_where_it_stands():
    s = game()
    w = seat_order(s)[0]
    other = next(i for i in range(s.n) if i != w)
    s.add_units(other, "zhou", "hero", 1)
    s.add_units(other, "song", "hero", 1)
    win_event(s, "assassins", winner=w)
    words = [GAME.describe_action(s, a) for a in GAME.legal_actions(s)]
    name = s.name(other)
    assert words == [f"destroy a hero of {name} in Song", f"destroy a hero of {name} in Zhou", "destroy no more"]


def test_SA_WE_3_pirates_choices_name_the_junks_and_the_sea_space():
    s = game()
    s.add_units(1, "bohai", "junk", 2)
    win_event(s, "pirates-1", winner=0)
    assert GAME.describe_action(s, {"at": "bohai"}) == "choose Bohai Sea"
    resolve(s, {"at": "bohai"})
    assert [GAME.describe_action(s, a) for a in GAME.legal_actions(s)] == [
        f"destroy a junk of {s.name(1)} in Bohai Sea", "destroy no more"]


def test_describe_bids():
    s = game(d=1)
    stack(s, "imperial_favor")
    run(s, REVEAL)
    assert GAME.describe_action(s, {"bid": 2}) == "bid 2 honor (sealed)"


def test_SA_WE_3_pirates_sinking_the_last_junk_drowns_heroes_aboard():
    s = game()
    s.add_units(1, "bohai", "junk", 1)
    s.add_units(1, "bohai", "hero", 1)
    win_event(s, "pirates-2", winner=0)
    resolve(s, {"at": "bohai"})
    resolve(s, {"destroy": 1})
    assert s.unit_count(1, None, "bohai") == 0
    world_ok(s)
