"""Philosophy cards in play (SA-PHIL-1..8, SA-UPK-PHIL-4, AMB-40; the cards: philosophies.py, their use:
philosophy_use.py, their effects: philosophy_effects.py), and one test per card driving the real flow to the
card's window (``test_<card id>_...``).

Every state starts with the starter cards back in the box (``fresh``) and gives the cards under test with
``give`` (taken from wherever they are, so every card stays accounted for). Cards are paid with honor where
dice are scripted: a dishonor payment draws from the state RNG (``rng.below``), which would eat the script.
Dice are scripted as in test_combat.py: ``f(color, *faces)`` gives the indices of the faces."""

from __future__ import annotations

from sa_helpers import new, run
from test_actions_economy import B
from test_actions_economy import board as _eco_board
from test_combat import f
from test_combat import land as _land
from test_disasters import dt25, effect, game
from test_dragons import duel_state as _duel_state
from test_safety import attack, safe
from test_supply import board as _supply_board
from test_supply import supply
from test_world_events import REVEAL, bid_all, stack
from test_world_events import game as _we_game

from pygame_rules.catalog.spring_autumn.content.dice import ARROW
from pygame_rules.catalog.spring_autumn.content.philosophies import MARKET_DECK, PHILOSOPHIES, PHILOSOPHY, STARTERS
from pygame_rules.catalog.spring_autumn.flow import seat_order
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules import philosophy_use as U
from pygame_rules.catalog.spring_autumn.rules.combat import combat_task, count
from pygame_rules.catalog.spring_autumn.rules.treaties import sign

TWO = "wei"          # a valley with 2 settlements (test_actions_economy)


# ---------------------------------------------------------------------- helpers

def fresh(s):
    """Put every player's cards back in the starter box and the market deck (all stay accounted for)."""
    for p in s.players:
        for c in p["philosophies"]:
            (s.starter_box if PHILOSOPHY[c["id"]].starter else s.phil_deck).append(c["id"])
        p["philosophies"] = []
    return s


def _take(s, card):
    for pile in (s.phil_deck, s.starter_box, s.phil_discard):
        if card in pile:
            pile.remove(card)
            return
    if card in s.market:
        s.market[s.market.index(card)] = s.phil_deck.pop()
        return
    for p in s.players:
        for c in p["philosophies"]:
            if c["id"] == card:
                p["philosophies"].remove(c)
                return
    raise AssertionError(f"{card} not found")


def give(s, seat, *cards, up=True, honor=None):
    """Give ``seat`` the ``cards`` (face-up unless ``up=False``), and ``honor`` if given."""
    for card in cards:
        _take(s, card)
        s.players[seat]["philosophies"].append({"id": card, "up": up, "token": None})
    if honor is not None:
        s.players[seat]["honor"] = honor
    return s


def to_market(s, card, slot=0):
    _take(s, card)
    if s.market[slot] is not None:
        s.phil_deck.append(s.market[slot])
    s.market[slot] = card
    return s


def card(s, seat, cid):
    return next(c for c in s.players[seat]["philosophies"] if c["id"] == cid)


def offered(s):
    """The philosophy cards offered in the pending decision."""
    return sorted({o["philosophy"] for o in GAME.legal_actions(s) if o.get("philosophy")})


def window(s):
    """(timing, seat) of the pending philosophy window, or None."""
    if s.tasks and s.tasks[-1]["t"] == "phil" and s.decision_seat is not None:
        return s.tasks[-1]["timing"], s.decision_seat
    return None


def use(s, cid, pay="honor"):
    return GAME.apply(s, {"philosophy": cid, "pay": pay})


def decline(s):
    return GAME.apply(s, {"philosophy": None})


def ok(s):
    GAME.check_invariants(s)


def eco(seat=0, honor=1, areas=None, **kw):
    """test_actions_economy.board (5 players; ``seat`` to act, owning ``areas``, by default an area with an
    active shrine so that the action decision is a real choice) with no philosophy cards."""
    s = fresh(_eco_board(seat, areas={TWO: [B("shrine")]} if areas is None else areas, **kw))
    s.players[seat]["honor"] = honor
    return s


def sboard(players=2):
    """test_supply.board (Qin seat 0, Jin seat 1, no units) with no philosophy cards and no tasks."""
    s = fresh(_supply_board(players))
    s.tasks = []
    return s


def land(att, dfn, **kw):
    s, t = _land(att, dfn, **kw)
    return fresh(s), t


def combat_of(s):
    return next(t for t in reversed(s.tasks) if t["t"] == "combat")


def we_game(players=2, d=5, honor=5):
    return fresh(_we_game(players=players, d=d, honor=honor))


# ---------------------------------------------------------------------- SA-PHIL-1..8, SA-UPK-PHIL-4, AMB-40

def test_SA_PHIL_1_starter_face_up_at_setup_others_from_the_market():
    s = new(1)
    starters = {p.id for p in STARTERS}
    hands = [p["philosophies"] for p in s.players]
    assert all(len(h) == 1 and h[0]["id"] in starters and h[0]["up"] and h[0]["token"] is None for h in hands)
    assert {h[0]["id"] for h in hands} == starters                     # 5 players: one starter each
    assert set(s.market) | set(s.phil_deck) <= {p.id for p in MARKET_DECK}
    ok(s)


def test_SA_PHIL_1_a_shrine_gives_a_market_card_face_down():
    s = eco(areas={TWO: []})
    to_market(s, "frugality", 1)
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = GAME.apply(s, {"building": "shrine"})
    assert s.tasks[-1]["t"] == "draft"
    s = GAME.apply(s, {"draft": 1})
    assert s.players[0]["philosophies"] == [{"id": "frugality", "up": False, "token": None}]
    assert "frugality" not in s.market
    ok(s)


def test_SA_PHIL_2_pay_one_honor_token_on_the_card():
    s = eco(honor=2)
    give(s, 0, "light_and_heavy")
    s = run(s, {"t": "action", "seat": 0})
    pool = list(s.dishonor_pool)
    s = use(s, "light_and_heavy", "honor")
    assert s.players[0]["honor"] == 1 and card(s, 0, "light_and_heavy")["token"] == "honor"
    assert s.dishonor_pool == pool and s.players[0]["dishonor"] == []
    ok(s)


def test_SA_PHIL_2_pay_a_random_dishonor_token_from_the_pool():
    s = eco(honor=2)
    give(s, 0, "light_and_heavy")
    s = run(s, {"t": "action", "seat": 0})
    pool = list(s.dishonor_pool)
    s = use(s, "light_and_heavy", "dishonor")
    token = card(s, 0, "light_and_heavy")["token"]
    assert token[0] == "dishonor" and token[1] in pool and len(s.dishonor_pool) == len(pool) - 1
    assert sorted(s.dishonor_pool + [token[1]]) == sorted(pool)
    assert s.players[0]["honor"] == 2 and s.players[0]["dishonor"] == []   # on the card, not yet in the stockpile
    assert s.players[0]["commerce"] == 2
    ok(s)


def test_SA_PHIL_2_honor_not_offered_with_zero_honor_dishonor_not_with_an_empty_pool():
    s = eco(honor=0)
    give(s, 0, "light_and_heavy")
    s = run(s, {"t": "action", "seat": 0})
    assert [o for o in GAME.legal_actions(s) if "philosophy" in o] == [
        {"philosophy": "light_and_heavy", "pay": "dishonor"}]
    s = eco(honor=1)
    give(s, 0, "light_and_heavy")
    s.players[1]["dishonor"] += s.dishonor_pool
    s.dishonor_pool = []
    s = run(s, {"t": "action", "seat": 0})
    assert [o for o in GAME.legal_actions(s) if "philosophy" in o] == [
        {"philosophy": "light_and_heavy", "pay": "honor"}]
    s = eco(honor=0)                                   # neither: the card cannot be used at all
    give(s, 0, "light_and_heavy")
    s.players[1]["dishonor"] += s.dishonor_pool
    s.dishonor_pool = []
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == []
    ok(s)


def test_SA_PHIL_3_DT_23_once_per_turn_and_never_face_down():
    s = eco(honor=3, palace=TWO)
    give(s, 0, "light_and_heavy")
    give(s, 0, "household_registration", up=False)        # would apply (a palace) if it were face-up
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == ["light_and_heavy"]              # the face-down card is never offered
    s = use(s, "light_and_heavy")
    assert s.tasks[-1] == {"t": "action", "seat": 0}      # the action decision is asked again
    assert offered(s) == []                               # the card has a token: not again this turn
    assert U.usable(s, 0, "any") == [] and U.usable(s, 0, "own_action", action="any") == []
    ok(s)


def test_SA_PHIL_4_AMB_40_only_cards_for_the_hook_are_offered():
    s = eco(honor=3)
    give(s, 0, "light_and_heavy", "the_analects", "wu_wei", "benevolence", "know_your_enemy", "frugality")
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == ["light_and_heavy", "the_analects"]   # untimed and "during your action" only
    s = GAME.apply(s, {"action": "pass"})
    assert window(s) == ("pass", 0) and offered(s) == ["wu_wei"]


def test_SA_PHIL_4_AMB_40_untimed_card_in_the_upkeep_start_window():
    s = fresh(new(1))
    give(s, 2, "light_and_heavy", honor=1)
    s.phase, s.passed = "action", [True] * s.n                # everybody has passed
    s = run(s, {"t": "upkeep"})
    assert window(s) == ("any", 2) and offered(s) == ["light_and_heavy"]
    assert [t["t"] for t in s.tasks[-2:-12:-1]] == ["upk_dragons", "upk_conquest", "upk_pillage", "upk_treaties",
                                                   "upk_retrieve", "upk_philosophies", "upk_market",
                                                   "upk_victory", "upk_replenish", "upk_next"]
    s = use(s, "light_and_heavy")
    assert s.players[2]["commerce"] == 2


def test_SA_PHIL_5_a_follow_up_choice_resolves_before_the_next_card():
    s = fresh(new(1, players=3))
    for p in s.players:
        p["treaties"] = [t for t in p["treaties"]]
    sign(s, 1, "jin-exchange_of_envoys", 0, "qin-trade_pact")
    sign(s, 2, "qi-trade_pact", 0, "qin-exchange_of_envoys")
    give(s, 0, "propriety", honor=1)
    give(s, 1, "impartial_caring", honor=1)
    s.holder, s.face = 0, "sun"
    s = run(s, {"t": "upk_treaties"})
    h0, c0 = s.players[0]["honor"], s.players[0]["commerce"]  # after the benefits: +1 honor, +1 commerce
    assert (h0, c0) == (2, 1)
    assert window(s) == ("upkeep_treaties", 0)
    s = use(s, "propriety")
    assert s.tasks[-1]["t"] == "phil_treaty" and s.decision_seat == 0     # not yet seat 1's turn
    assert sorted(o["treaty_again"] for o in GAME.legal_actions(s)) == ["jin-exchange_of_envoys", "qi-trade_pact"]
    s = GAME.apply(s, {"treaty_again": "qi-trade_pact"})
    assert s.players[0]["commerce"] == c0 + 1 and s.players[0]["honor"] == h0 - 1
    assert window(s) == ("upkeep_treaties", 1)                           # then the next seat
    s = use(s, "impartial_caring")
    assert s.players[1]["honor"] == 1 - 1 + 1                          # 1 treaty held (its benefit: commerce)
    ok(s)


def test_SA_PHIL_6_windows_ask_in_turn_order_from_the_token_holder():
    for holder, face in ((2, "sun"), (0, "sun"), (0, "moon"), (1, "moon")):
        s = fresh(new(1, players=3))
        give(s, 0, "frugality", honor=1)
        give(s, 2, "agriculture_and_war", honor=1)
        give(s, 1, "know_your_enemy", honor=1)              # not for this window: never asked
        for p in s.players:
            p["commerce"] = 0
        s.holder, s.face = holder, face
        s = run(s, {"t": "upk_replenish"})
        asked = []
        while window(s):
            asked.append(s.decision_seat)
            s = decline(s)
        assert asked == [i for i in seat_order(s) if i in (0, 2)], (holder, face)
        assert seat_order(s)[0] == holder


def test_SA_PHIL_7_a_passed_player_uses_wu_wei_on_passing():
    s = eco(honor=1)
    give(s, 0, "wu_wei")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "pass"})
    assert s.passed[0] and window(s) == ("pass", 0)
    s = use(s, "wu_wei")
    assert s.players[0]["honor"] == 1 - 1 + 2
    ok(s)


def test_SA_PHIL_7_a_passed_player_is_asked_in_later_windows():
    s = we_game(players=2, d=2)
    give(s, 0, "the_uncarved_block")
    s.phase, s.passed = "action", [True, False]
    stack(s, "imperial_favor")
    s = run(s, REVEAL, {"t": "action", "seat": 1})          # seat 1's move revealed a world event
    assert window(s) == ("world_event_revealed", 0)


def test_SA_PHIL_8_a_card_drafted_this_turn_is_usable_only_after_the_upkeep_flip():
    s = eco(honor=2, areas={TWO: []})
    to_market(s, "light_and_heavy", 0)
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = GAME.apply(s, {"building": "shrine"})
    s = GAME.apply(s, {"draft": 0})
    assert card(s, 0, "light_and_heavy") == {"id": "light_and_heavy", "up": False, "token": None}
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == []                                  # not in the action decision
    s.passed = [True] * s.n
    s = run(s, {"t": "upkeep"})
    assert window(s) is None                                 # nor at the start of upkeep (before step 6)
    assert card(s, 0, "light_and_heavy")["up"]               # the flip happened in this upkeep
    s.passed = [False] * s.n
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == ["light_and_heavy"]


def test_SA_UPK_PHIL_1_SA_PHIL_8_a_card_turned_up_in_upkeep_waits_for_next_turn():
    """"They may not be activated until next turn": a card drafted this turn and turned face-up at step 6 is
    not offered at Replenish (step 9) of the same upkeep; the turn marker's advance (step 10) frees it. The
    view says so."""
    s = eco(honor=2, areas={TWO: []})
    s.players[0]["commerce"] = 0                             # Frugality applies (2 or fewer commerce)
    to_market(s, "frugality", 0)
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = GAME.apply(s, {"building": "shrine"})
    s = GAME.apply(s, {"draft": 0})
    assert [c["status"] for c in GAME.view(s, 1)["players"][0]["philosophies"]] == ["usable next turn"]
    s = run(s, {"t": "upk_philosophies"}, {"t": "upk_replenish"})
    assert card(s, 0, "frugality")["up"]                    # turned face-up at step 6 ...
    assert window(s) is None                                 # ... but not usable at step 9 of this upkeep
    view = GAME.view(s, 1)["players"][0]["philosophies"]
    assert view == [{"id": "frugality", "up": True, "token": None, "status": "usable next turn"}]
    s = run(s, {"t": "upk_next"})                            # the next turn begins
    assert GAME.view(s, 1)["players"][0]["philosophies"][0]["status"] == "ready"
    s = run(s, {"t": "upk_replenish"})
    assert window(s) == ("replenish", 0) and offered(s) == ["frugality"]
    ok(s)


def test_SA_UPK_PHIL_4_tokens_leave_at_step_6_and_the_cards_are_usable_again():
    s = eco(honor=2, palace=TWO, areas={TWO: []})
    give(s, 0, "light_and_heavy", "household_registration")
    s = run(s, {"t": "action", "seat": 0})
    s = use(s, "light_and_heavy", "honor")
    s = use(s, "household_registration", "dishonor")
    value = card(s, 0, "household_registration")["token"][1]
    pool = list(s.dishonor_pool)
    assert offered(s) == [] and s.players[0]["honor"] == 1
    s = run(s, {"t": "upk_philosophies"})
    assert all(c["token"] is None and c["up"] for c in s.players[0]["philosophies"])
    assert s.players[0]["honor"] == 1                        # the honor token is discarded, not returned
    assert s.players[0]["dishonor"] == [value]              # the dishonor token goes into the stockpile
    assert s.dishonor_pool == pool
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == ["household_registration", "light_and_heavy"]
    ok(s)


def test_SA_PHIL_2_hidden_a_used_cards_dishonor_value_is_hidden_from_others():
    s = eco(honor=0)
    give(s, 0, "light_and_heavy")
    s = run(s, {"t": "action", "seat": 0})
    s = use(s, "light_and_heavy", "dishonor")
    token = card(s, 0, "light_and_heavy")["token"]
    assert GAME.view(s, 0)["players"][0]["philosophies"][0]["token"] == token
    for seat in (1, None):
        view = GAME.view(s, seat)["players"][0]
        assert view["philosophies"][0] == {"id": "light_and_heavy", "up": True, "token": "dishonor",
                                           "status": "used this turn"}
        assert view["dishonor"] is None
    assert not any(str(token[1]) in line for line in s.log if "Light and Heavy" in line)


# ---------------------------------------------------------------------- own actions and free options

def honor_action(s):
    s = run(s, {"t": "action", "seat": 0})
    return GAME.apply(s, {"action": "honor"})                # the only area and shrine: chosen at once


def test_benevolence_honor_action_gains_two_more():
    s = eco(honor=0)
    give(s, 0, "benevolence")
    s = honor_action(s)
    assert s.players[0]["honor"] == 1 and window(s) == ("own_action", 0)
    s = use(s, "benevolence")
    assert s.players[0]["honor"] == 1 - 1 + 2 and s.tasks == []
    ok(s)


def test_benevolence_declined_or_not_during_other_actions():
    s = eco(honor=0)
    give(s, 0, "benevolence")
    s = honor_action(s)
    s = decline(s)
    assert s.players[0]["honor"] == 1 and card(s, 0, "benevolence")["token"] is None and s.tasks == []
    s = eco(honor=1, areas={TWO: [B("academy")]})
    give(s, 0, "benevolence")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "research"})
    assert window(s) is None and offered(s) == []


def test_love_of_learning_research_gains_two_more_before_the_advancement():
    s = eco(honor=1, areas={TWO: [B("academy")]})
    give(s, 0, "love_of_learning")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "research"})
    assert s.players[0]["knowledge"] == 1 and window(s) == ("own_action", 0)
    s = use(s, "love_of_learning")
    assert s.players[0]["knowledge"] == 3 and s.players[0]["honor"] == 0
    assert s.tasks[-1]["t"] == "research" and {"advancement": None} in GAME.legal_actions(s)
    ok(s)


def test_the_analects_drafts_a_market_card_face_down_during_the_action():
    s = eco(honor=1)
    give(s, 0, "the_analects")
    to_market(s, "frugality", 2)
    s = run(s, {"t": "action", "seat": 0})
    s = use(s, "the_analects")
    assert s.tasks[-1]["t"] == "draft" and s.decision_seat == 0
    s = GAME.apply(s, {"draft": 2})
    assert card(s, 0, "frugality") == {"id": "frugality", "up": False, "token": None}
    assert "frugality" not in s.market and all(c is not None for c in s.market)
    assert s.tasks[-1] == {"t": "action", "seat": 0} and offered(s) == []   # the action itself is still to do
    ok(s)


def test_the_analects_not_offered_with_an_empty_market():
    s = eco(honor=1)
    give(s, 0, "the_analects")
    s.phil_discard += [c for c in s.market if c is not None]
    s.market = [None] * 4
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == []


def test_rewards_and_punishments_train_places_one_more_unit():
    s = eco(honor=1, areas={TWO: [B("barracks")]})
    give(s, 0, "rewards_and_punishments")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "train"})
    s = GAME.apply(s, {"unit": "cavalry"})
    assert count(s, 0, TWO, "cavalry") == 1 and window(s) == ("own_action", 0)
    s = use(s, "rewards_and_punishments")
    assert count(s, 0, TWO, "cavalry") == 2 and s.tasks == []
    ok(s)


def test_rewards_and_punishments_not_for_heroes():
    s = eco(honor=1, areas={TWO: [B("academy")]})
    give(s, 0, "rewards_and_punishments")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "train"})                  # an academy trains a hero: chosen at once
    assert count(s, 0, TWO, "hero") == 1 and window(s) is None and s.tasks == []


def test_light_and_heavy_gains_two_commerce_and_the_action_is_asked_again():
    s = eco(honor=1)
    give(s, 0, "light_and_heavy")
    s = run(s, {"t": "action", "seat": 0})
    s = use(s, "light_and_heavy")
    assert s.players[0]["commerce"] == 2 and s.players[0]["honor"] == 0
    assert s.tasks[-1] == {"t": "action", "seat": 0} and {"action": "honor"} in GAME.legal_actions(s)
    ok(s)


def test_unified_measures_exchange_costs_one_commerce():
    s = eco(honor=1, cubes=0, commerce=1)
    give(s, 0, "unified_measures")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "exchange"})               # offered with 1 commerce: the card is usable
    assert offered(s) == ["unified_measures"] and {"philosophy": None} not in GAME.legal_actions(s)
    s = use(s, "unified_measures")
    s = GAME.apply(s, {"action": "honor", "exchange": True})
    assert s.players[0]["commerce"] == 0 and s.players[0]["honor"] == 0 + 1
    assert s.buildings[TWO][0]["st"] == "active"            # through Exchange: nothing exhausted
    ok(s)


def test_unified_measures_declined_pays_three_and_without_it_one_commerce_is_not_enough():
    s = eco(honor=1, cubes=0, commerce=3)
    give(s, 0, "unified_measures")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "exchange"})
    s = decline(s)
    s = GAME.apply(s, {"action": "honor", "exchange": True})
    assert s.players[0]["commerce"] == 0 and s.players[0]["honor"] == 2
    assert card(s, 0, "unified_measures")["token"] is None
    s = eco(honor=1, cubes=0, commerce=1)
    s = run(s, {"t": "action", "seat": 0})
    assert {"action": "exchange"} not in GAME.legal_actions(s)


def test_salt_and_iron_supply_commerce_gives_three():
    s = sboard()
    give(s, 0, "salt_and_iron", honor=1)
    s = supply(s)                                            # no units: Supply Commerce at once
    assert s.players[0]["commerce"] == 1 and window(s) == ("own_action", 0)
    s = use(s, "salt_and_iron")
    assert s.players[0]["commerce"] == 3 and s.tasks == []
    ok(s)


def test_salt_and_iron_declined():
    s = sboard()
    give(s, 0, "salt_and_iron", honor=1)
    s = decline(supply(s))
    assert s.players[0]["commerce"] == 1 and s.players[0]["honor"] == 1


def test_household_registration_places_two_infantry_in_the_palace_area():
    s = eco(honor=1, palace=TWO)
    give(s, 0, "household_registration")
    s = run(s, {"t": "action", "seat": 0})
    s = use(s, "household_registration")
    assert count(s, 0, TWO, "infantry") == 2 and s.tasks[-1] == {"t": "action", "seat": 0}
    ok(s)


def test_household_registration_needs_a_palace():
    s = eco(honor=1)
    give(s, 0, "household_registration")
    s = run(s, {"t": "action", "seat": 0})
    assert offered(s) == []


def test_mohist_engineers_fortification_completed_at_once():
    s = eco(honor=1, areas={TWO: []})
    give(s, 0, "mohist_engineers")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = GAME.apply(s, {"building": "fortification"})
    assert s.buildings[TWO] == [B("fortification", "uc")] and window(s) == ("own_action", 0)
    s = use(s, "mohist_engineers")
    assert s.buildings[TWO] == [B("fortification")] and s.tasks == []
    ok(s)


def test_mohist_engineers_an_exchange_built_fortification_completed_keeps_no_spare_cube():
    """Completed at once, it is like any active fortification (as at Retrieve, SA-UPK-RETR-1): replacing it
    later is one choice with the other active fortifications, not a second "replace the active fortification"."""
    s = eco(honor=1, areas={TWO: [B("fortification")]}, commerce=3)
    give(s, 0, "mohist_engineers")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "exchange"})                # the only area: asked at once
    s = GAME.apply(s, {"place": "settlement"})
    s = GAME.apply(s, {"building": "fortification"})
    assert s.buildings[TWO][1] == {**B("fortification", "uc"), "spare": True}
    s = use(s, "mohist_engineers")
    assert s.buildings[TWO] == [B("fortification"), B("fortification")]
    ok(s)


def test_mohist_engineers_great_wall_segment_completed_at_once():
    s = eco(honor=1, areas={"yiqu": [B("academy", "exhausted", 0)]})   # Yiqu: the Quanrong arrow's target
    s.players[0]["advancements"].append("great_wall")
    give(s, 0, "mohist_engineers")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})                   # the only area and place: the wall, at once
    assert s.great_wall["quanrong_yiqu"] == {"owner": 0, "st": "uc", "cube": None}
    assert window(s) == ("own_action", 0)
    s = use(s, "mohist_engineers")
    assert s.great_wall["quanrong_yiqu"]["st"] == "active" and s.tasks == []
    ok(s)


def test_mohist_engineers_not_for_other_buildings_and_declined():
    s = eco(honor=1, areas={TWO: []})
    give(s, 0, "mohist_engineers")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = GAME.apply(s, {"building": "barracks"})
    assert window(s) is None and s.buildings[TWO] == [B("barracks", "uc")]
    s = eco(honor=1, areas={TWO: []})
    give(s, 0, "mohist_engineers")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "build"})
    s = decline(GAME.apply(s, {"building": "fortification"}))
    assert s.buildings[TWO] == [B("fortification", "uc")]


def test_wu_wei_on_passing_gains_two_honor():
    s = eco(honor=1)
    give(s, 0, "wu_wei")
    s = run(s, {"t": "action", "seat": 0})
    s = GAME.apply(s, {"action": "pass"})
    assert window(s) == ("pass", 0)
    s = use(s, "wu_wei", "dishonor")
    assert s.players[0]["honor"] == 3 and card(s, 0, "wu_wei")["token"][0] == "dishonor"
    ok(s)


# ---------------------------------------------------------------------- Most Honorable phase and upkeep

def treaties3():
    """3 players; Qin (seat 0) holds Jin's Exchange of Envoys (+1 honor) and Qi's Trade Pact (+1 commerce)."""
    s = fresh(new(1, players=3))
    sign(s, 1, "jin-exchange_of_envoys", 0, "qin-trade_pact")
    sign(s, 2, "qi-trade_pact", 0, "qin-exchange_of_envoys")
    s.holder, s.face = 0, "sun"
    for p in s.players:
        p["honor"] = p["commerce"] = 0
    return s


def test_filial_piety_counts_three_more_honor_for_the_token():
    s = fresh(new(1, players=2))
    give(s, 0, "filial_piety", honor=3)
    s.players[1]["honor"] = 4
    s.holder = 1
    s = run(s, {"t": "turn"})
    assert window(s) == ("most_honorable_phase", 0)
    s = use(s, "filial_piety")                                # 2 honor + 3 = 5 > 4
    assert s.holder == 0 and s.tasks[-1]["t"] == "face" and s.decision_seat == 0
    assert s.players[0]["honor"] == 2 and "mh_bonus" not in s.fx   # the 3 count only for the comparison
    ok(s)


def test_filial_piety_declined():
    s = fresh(new(1, players=2))
    give(s, 0, "filial_piety", honor=3)
    s.players[1]["honor"] = 4
    s.holder = 1
    s = decline(run(s, {"t": "turn"}))
    assert s.holder == 1 and s.decision_seat == 1 and s.players[0]["honor"] == 3


def test_propriety_one_held_treaty_pays_a_second_time():
    s = treaties3()
    give(s, 0, "propriety", honor=0)
    s = run(s, {"t": "upk_treaties"})
    assert (s.players[0]["honor"], s.players[0]["commerce"]) == (1, 1)   # the benefits first
    assert window(s) == ("upkeep_treaties", 0)
    s = use(s, "propriety")
    s = GAME.apply(s, {"treaty_again": "jin-exchange_of_envoys"})
    assert (s.players[0]["honor"], s.players[0]["commerce"]) == (1 - 1 + 1, 1)
    assert s.tasks[-1]["t"] == "treaty_free_break"                    # then the free breaks (SA-UPK-TREATY-2)
    ok(s)


def test_propriety_treaties_printing_the_same_benefit_are_one_choice():
    """Marriage Alliance held from Jin and from Qi gives the same benefit: one choice (so taken at once), not
    "receive Marriage Alliance again" twice."""
    s = fresh(new(1, players=3))
    sign(s, 1, "jin-marriage_alliance", 0, "qin-trade_pact")
    sign(s, 2, "qi-marriage_alliance", 0, "qin-exchange_of_envoys")
    give(s, 0, "propriety", honor=0)
    s.players[0]["commerce"] = 0
    s = run(s, {"t": "upk_treaties"})
    assert (s.players[0]["honor"], s.players[0]["commerce"]) == (2, 2)   # both benefits first
    s = use(s, "propriety")
    assert s.tasks[-1]["t"] != "phil_treaty"
    assert (s.players[0]["honor"], s.players[0]["commerce"]) == (2 - 1 + 1, 3)
    assert any("receives the benefit of Marriage Alliance again" in line for line in s.log_tail(5))
    ok(s)


def test_propriety_not_offered_without_held_treaties():
    s = fresh(new(1, players=3))
    give(s, 0, "propriety", honor=1)
    s = run(s, {"t": "upk_treaties"})
    assert window(s) is None


def test_impartial_caring_one_honor_per_held_treaty():
    s = treaties3()
    give(s, 0, "impartial_caring", honor=0)
    s = run(s, {"t": "upk_treaties"})
    s = use(s, "impartial_caring")
    assert s.players[0]["honor"] == 1 - 1 + 2
    ok(s)


def test_impartial_caring_at_most_three():
    s = fresh(new(1, players=5))
    for i, other in enumerate(("jin", "qi", "wu", "chu"), start=1):
        sign(s, i, f"{other}-trade_pact", 0, s.players[0]["treaties"][0])
    assert len(s.players[0]["held"]) == 4
    give(s, 0, "impartial_caring", honor=1)
    s = run(s, {"t": "upk_treaties"})
    s = use(s, "impartial_caring")
    assert s.players[0]["honor"] == 1 - 1 + 3


def test_agriculture_and_war_one_more_cube_on_train_or_build():
    s = fresh(new(1, players=2))
    give(s, 0, "agriculture_and_war", honor=1)
    for p in s.players:
        p["sections"] = {k: 0 for k in p["sections"]}
    s = run(s, {"t": "upk_replenish"})
    assert s.players[0]["sections"]["train"] == 1 and window(s) == ("replenish", 0)
    s = use(s, "agriculture_and_war")
    assert s.tasks[-1]["t"] == "phil_cube"
    assert GAME.legal_actions(s) == [{"cube_to": "train"}, {"cube_to": "build"}]
    s = GAME.apply(s, {"cube_to": "build"})
    assert s.players[0]["sections"]["build"] == 2 and s.players[0]["sections"]["train"] == 1
    assert s.players[1]["sections"]["build"] == 1
    ok(s)


def test_frugality_two_commerce_when_holding_two_or_fewer():
    s = fresh(new(1, players=2))
    give(s, 0, "frugality", honor=1)
    s.players[0]["commerce"] = 2
    s = run(s, {"t": "upk_replenish"})
    assert window(s) == ("replenish", 0)
    s = use(s, "frugality")
    assert s.players[0]["commerce"] == 4
    s = fresh(new(1, players=2))
    give(s, 0, "frugality", honor=1)
    s.players[0]["commerce"] = 3
    s = run(s, {"t": "upk_replenish"})
    assert window(s) is None and s.players[0]["commerce"] == 3


# ---------------------------------------------------------------------- world events, revolts, duels

def test_the_uncarved_block_moves_the_marker_before_the_chaos():
    s = we_game(players=5, d=5)
    give(s, 1, "the_uncarved_block", honor=5)
    stack(s, "imperial_favor")                               # chaos 2
    s = run(s, REVEAL)
    assert window(s) == ("world_event_revealed", 1)
    s = use(s, "the_uncarved_block")
    assert GAME.legal_actions(s) == [{"marker": 1}, {"marker": -1}]
    s = GAME.apply(s, {"marker": 1})
    assert s.dragon_d == 6 - 2 and s.tasks == []             # up to 6, then the chaos: 4
    s = we_game(players=5, d=5)
    give(s, 1, "the_uncarved_block", honor=5)
    stack(s, "imperial_favor")
    s = decline(run(s, REVEAL))
    assert s.dragon_d == 3
    ok(s)


def test_the_uncarved_block_never_above_P_plus_1_and_down_into_a_bid():
    s = we_game(players=5, d=3)
    give(s, 1, "the_uncarved_block", honor=5)
    stack(s, "imperial_favor")                               # chaos 2: 3 -> 1, no event
    s = run(s, REVEAL)
    s = GAME.apply(use(s, "the_uncarved_block"), {"marker": -1})
    assert s.tasks[-1]["t"] == "bid"                         # 2 -> fireball: the event occurs
    s = we_game(players=5, d=6)
    give(s, 1, "the_uncarved_block", honor=5)
    stack(s, "imperial_favor")
    s = run(s, REVEAL)
    s = use(s, "the_uncarved_block")                         # only down: a single option, taken at once
    assert s.dragon_d == 6 - 1 - 2


def test_yin_and_yang_bid_counts_two_higher_and_pays_only_the_bid():
    s = we_game(players=2, d=1, honor=5)
    give(s, 0, "yin_and_yang", honor=5)
    stack(s, "imperial_favor")                               # chaos 2: into the fireball, bids
    s = run(s, REVEAL)
    s = bid_all(s, {0: 1, 1: 2})
    assert window(s) == ("bids_revealed", 0)
    s = use(s, "yin_and_yang")                               # counted 3 against 2
    assert s.players[0]["events_won"] == ["imperial_favor"]
    assert s.players[0]["honor"] == 5 - 1 - 1 + 3 and s.players[1]["honor"] == 5
    assert "bid_bonus" not in s.fx
    ok(s)


def test_yin_and_yang_counted_tie_goes_to_the_holder_and_the_winner_pays_its_bid():
    s = we_game(players=2, d=1, honor=5)
    give(s, 0, "yin_and_yang", honor=5)
    s.holder = 1
    stack(s, "imperial_favor")
    s = use(bid_all(run(s, REVEAL), {0: 1, 1: 3}), "yin_and_yang")   # counted 3 against 3
    assert s.tasks[-1]["t"] == "bid_tie" and s.decision_seat == 1
    s = GAME.apply(s, {"winner": 0})
    assert s.players[0]["events_won"] == ["imperial_favor"] and s.players[0]["honor"] == 5 - 1 - 1 + 3
    ok(s)


def test_yin_and_yang_declined_and_honor_promised_in_the_bid_cannot_pay():
    s = we_game(players=2, d=1, honor=5)
    give(s, 0, "yin_and_yang", honor=5)
    stack(s, "imperial_favor")
    s = decline(bid_all(run(s, REVEAL), {0: 1, 1: 2}))
    assert s.players[1]["events_won"] == ["imperial_favor"] and s.players[0]["honor"] == 5
    s = we_game(players=2, d=1, honor=1)
    give(s, 0, "yin_and_yang", honor=1)
    stack(s, "imperial_favor")
    s = bid_all(run(s, REVEAL), {0: 1, 1: 1})
    assert [o for o in GAME.legal_actions(s) if o.get("philosophy")] == [
        {"philosophy": "yin_and_yang", "pay": "dishonor"}]


def test_the_valley_spirit_two_honor_when_bidding_zero():
    s = we_game(players=2, d=1, honor=5)
    give(s, 0, "the_valley_spirit", honor=5)
    stack(s, "imperial_favor")
    s = bid_all(run(s, REVEAL), {0: 0, 1: 1})
    assert window(s) == ("bids_revealed", 0)
    s = use(s, "the_valley_spirit")
    assert s.players[0]["honor"] == 5 - 1 + 2 and s.players[1]["events_won"] == ["imperial_favor"]
    s = we_game(players=2, d=1, honor=5)
    give(s, 0, "the_valley_spirit", honor=5)
    stack(s, "imperial_favor")
    s = bid_all(run(s, REVEAL), {0: 1, 1: 0})                # bid 1: not offered
    assert window(s) is None and s.players[0]["events_won"] == ["imperial_favor"]


def revolt_game():
    s = fresh(dt25(game()))                                  # Qin owns Song: 1 infantry, 3 buildings
    give(s, 0, "rectification_of_names", honor=1)
    return s


def test_rectification_of_names_the_revolt_fails():
    s = effect(revolt_game(), "peasant_revolt-1")
    s = GAME.apply(s, {"revolt_at": "song"})
    assert window(s) == ("revolt", 0)
    s.rng.script = []                                        # no die is rolled
    s = use(s, "rectification_of_names")
    assert s.owner["song"] == 0 and count(s, 0, "song", "infantry") == 1
    assert "the revolt in Song fails (Rectification of Names)" in s.log and "revolt_fails" not in s.fx
    ok(s)


def test_rectification_of_names_declined_the_revolt_is_rolled():
    s = effect(revolt_game(), "peasant_revolt-1")
    s = GAME.apply(s, {"revolt_at": "song"})
    s.rng.script = f("yellow", "+")                          # 1 - 3 + 1 = -1
    s = decline(s)
    assert count(s, 0, "song", "infantry") == 0 and s.owner.get("song") is None


def duel_state(honor=1):
    s = fresh(_duel_state(1))                                # 1 Qin hero with Tianlong in Qin
    give(s, 0, "riding_the_dragon", honor=honor)
    s.rng.script = f("yellow", "-")
    return run(s, {"t": "duel_check", "seat": 0, "done": []})


def test_riding_the_dragon_minus_counts_blank():
    s = GAME.apply(duel_state(), {"duel": "tianlong"})
    assert window(s) == ("dragon_duel", 0)
    s = use(s, "riding_the_dragon")
    assert count(s, 0, "qin", "hero") == 1 and s.dragons == {"tianlong": "qin"} and s.tasks == []
    assert "duel_blank" not in s.fx
    ok(s)


def test_riding_the_dragon_declined_the_hero_dies():
    s = decline(GAME.apply(duel_state(), {"duel": "tianlong"}))
    assert count(s, 0, "qin", "hero") == 0


# ---------------------------------------------------------------------- combat (dice scripted)

def fight(s, t):
    """Start the combat ``t``: runs to the first decision (the round-start window if one applies)."""
    return run(s, t)


def test_know_your_enemy_adds_one_to_the_strength_this_round():
    s, t = land({"infantry": 1}, {"infantry": 2})
    give(s, 0, "know_your_enemy", honor=1)
    s.rng.script = f("green", 3) + f("green", 3)
    s = fight(s, t)
    assert window(s) == ("combat_round_start", 0)
    s = use(s, "know_your_enemy")
    assert combat_of(s)["str"] == [4, 3] and "strength" not in s.fx
    ok(s)


def test_know_your_enemy_declined_ties():
    s, t = land({"infantry": 2}, {"infantry": 2})
    give(s, 0, "know_your_enemy", honor=1)
    s.rng.script = f("green", 3) + f("green", 3)
    s = decline(fight(s, t))
    assert combat_of(s)["str"] == [3, 3]


def test_know_your_enemy_lasts_one_round_and_is_not_offered_again():
    s, t = land({"infantry": 2}, {"infantry": 3})
    give(s, 0, "know_your_enemy", honor=2)
    s.rng.script = f("green", 3) + f("green", 3) + f("green", 5) + f("green", 2)
    s = use(fight(s, t), "know_your_enemy")
    assert combat_of(s)["str"] == [4, 3]
    s = GAME.apply(s, {"fight": True})                       # attacker fights on
    if s.tasks[-1].get("step") == "wd_def":
        s = GAME.apply(s, {"fight": True})
    assert window(s) is None and combat_of(s)["str"] == [5, 2]   # round 2: no window, no bonus


def test_defense_of_the_city_defending_own_area():
    s, t = land({"infantry": 2}, {"infantry": 2})            # Guo owned by Jin, not fortified
    give(s, 1, "defense_of_the_city", honor=1)
    s.rng.script = f("green", 4) + f("green", 3)
    s = fight(s, t)
    assert window(s) == ("combat_round_start", 1)
    s = use(s, "defense_of_the_city")
    assert combat_of(s)["str"] == [4, 4]
    ok(s)


def test_defense_of_the_city_two_when_fortified():
    s, t = land({"infantry": 2}, {"infantry": 2})
    s.buildings["guo"] = [B("fortification")]
    give(s, 1, "defense_of_the_city", honor=1)
    s.rng.script = f("green", 6) + f("green", 3, 1)          # the fortified defender rolls 2 green, +1
    s = use(fight(s, t), "defense_of_the_city")
    assert combat_of(s)["str"] == [6, 3 + 1 + 2]


def test_defense_of_the_city_not_in_a_neutral_area_nor_when_attacking():
    s, t = land({"infantry": 2}, {"infantry": 2}, owner=None)
    give(s, 1, "defense_of_the_city", honor=1)
    s.rng.script = f("green", 4) + f("green", 3)
    s = fight(s, t)
    assert window(s) is None and combat_of(s)["str"] == [4, 3]
    s, t = land({"infantry": 2}, {"infantry": 2}, owner=0)
    give(s, 0, "defense_of_the_city", honor=1)
    s.rng.script = f("green", 4) + f("green", 3)
    assert window(fight(s, t)) is None


def test_attack_where_unprepared_no_fortification_this_round():
    s, t = land({"infantry": 2}, {"infantry": 2})
    s.buildings["guo"] = [B("fortification")]
    give(s, 0, "attack_where_unprepared", honor=1)
    s.rng.script = f("green", 4) + f("green", 3)             # the defender rolls 1 green only, no +1
    s = fight(s, t)
    assert window(s) == ("combat_round_start", 0)
    s = use(s, "attack_where_unprepared")
    assert combat_of(s)["str"] == [4, 3] and "no_fort" not in s.fx
    ok(s)


def test_attack_where_unprepared_then_defense_of_the_city_counts_unfortified():
    s, t = land({"infantry": 2}, {"infantry": 2})
    s.buildings["guo"] = [B("fortification")]
    give(s, 0, "attack_where_unprepared", honor=1)
    give(s, 1, "defense_of_the_city", honor=1)
    s.holder = 0                                             # the attacker is asked first
    s.rng.script = f("green", 4) + f("green", 3)
    s = use(fight(s, t), "attack_where_unprepared")
    assert window(s) == ("combat_round_start", 1)
    s = use(s, "defense_of_the_city")                        # no fortification protects Jin this round: +1
    assert combat_of(s)["str"] == [4, 3 + 1]


def test_attack_where_unprepared_declined_and_not_offered_without_a_fortification():
    s, t = land({"infantry": 2}, {"infantry": 2})
    s.buildings["guo"] = [B("fortification")]
    give(s, 0, "attack_where_unprepared", honor=1)
    s.rng.script = f("green", 4) + f("green", 3, 2)
    s = decline(fight(s, t))
    assert combat_of(s)["str"] == [4, 4]
    s, t = land({"infantry": 2}, {"infantry": 2})
    give(s, 0, "attack_where_unprepared", honor=1)
    s.rng.script = f("green", 4) + f("green", 3)
    assert window(fight(s, t)) is None


def test_nine_changes_yellow_minus_counts_blank_no_hero_dies():
    s, t = land({"infantry": 1, "hero": 1}, {"infantry": 2})
    give(s, 0, "nine_changes", honor=1)
    s.rng.script = f("green", 3) + f("yellow", "-") + f("green", 2)
    s = fight(s, t)
    assert window(s) == ("combat_round_start", 0)
    s = use(s, "nine_changes")
    assert count(s, 0, "guo", "hero") == 1 and combat_of(s)["str"] == [3, 2] and "hero_blank" not in s.fx
    ok(s)


def test_nine_changes_declined_the_hero_dies_and_not_offered_without_a_hero():
    s, t = land({"infantry": 1, "hero": 1}, {"infantry": 2})
    give(s, 0, "nine_changes", honor=1)
    s.rng.script = f("green", 3) + f("yellow", "-") + f("green", 2)
    s = decline(fight(s, t))
    assert count(s, 0, "guo", "hero") == 0
    s, t = land({"infantry": 2}, {"infantry": 2})
    give(s, 0, "nine_changes", honor=1)
    s.rng.script = f("green", 3) + f("green", 2)
    assert window(fight(s, t)) is None


def test_deception_the_opponent_rerolls_a_die_you_pick():
    s, t = land({"infantry": 2}, {"infantry": 1, "cavalry": 1})
    give(s, 0, "deception", honor=1)
    s.rng.script = f("green", 3) + f("green", 1, 2) + f("red", 5)   # Jin: green 1 2 (combined arms), red 5
    s = fight(s, t)
    assert window(s) == ("combat_after_roll", 0)
    s.rng.script = f("red", 1)
    s = use(s, "deception")
    assert s.tasks[-1]["t"] == "phil_reroll" and s.decision_seat == 0
    assert GAME.legal_actions(s) == [{"reroll": "green", "die": 0, "face": 1}, {"reroll": "green", "die": 1, "face": 2},
                                     {"reroll": "red", "die": 0, "face": 5}]
    s = GAME.apply(s, {"reroll": "red", "die": 0, "face": 5})
    assert combat_of(s)["str"] == [3, 2]
    ok(s)


def test_deception_dice_of_one_color_showing_the_same_face_are_one_choice():
    s, t = land({"infantry": 2}, {"infantry": 1, "cavalry": 1})
    give(s, 0, "deception", honor=1)
    s.rng.script = f("green", 3) + f("green", 2, 2) + f("red", 5)
    s = use(fight(s, t), "deception")
    assert GAME.legal_actions(s) == [{"reroll": "green", "die": 0, "face": 2}, {"reroll": "red", "die": 0, "face": 5}]


def test_deception_declined():
    s, t = land({"infantry": 2}, {"infantry": 1, "cavalry": 1})
    give(s, 0, "deception", honor=1)
    s.rng.script = f("green", 3) + f("green", 1, 2) + f("red", 5)
    s = decline(fight(s, t))
    assert combat_of(s)["str"] == [3, 5]


def test_burn_the_boats_one_more_kill_after_a_won_melee():
    s, t = land({"infantry": 1}, {"infantry": 3})
    give(s, 0, "burn_the_boats", honor=1)
    s.rng.script = f("green", 5) + f("green", 2)
    s = fight(s, t)                                          # Qin wins: the only victim kind, taken at once
    assert count(s, 1, "guo", "infantry") == 2 and window(s) == ("combat_after_melee", 0)
    s = use(s, "burn_the_boats")                             # the extra victim: a single option, taken at once
    assert count(s, 1, "guo", "infantry") == 1 and "Qin burns the boats: Jin loses 1 infantry" in s.log
    ok(s)


def test_burn_the_boats_SA_COMBAT_MELEE_10_the_winner_chooses_which_cavalry_dies():
    """"Any one enemy unit", as for the melee kill itself: cavalry not yet moved and cavalry already moved once
    are two choices with their own words; the chosen one dies."""
    s, t = land({"infantry": 1}, {"cavalry": 3})
    s.units[1]["guo"]["cavalry"] = [1, 2, 0]
    give(s, 0, "burn_the_boats", honor=1)
    s.rng.script = f("green", 6) + f("red", 1)
    s = fight(s, t)                                          # Qin wins the melee and picks first
    s = GAME.apply(s, {"kill": "cavalry", "loc": "guo", "moved": 1})
    assert s.units[1]["guo"]["cavalry"] == [1, 1, 0] and window(s) == ("combat_after_melee", 0)
    s = use(s, "burn_the_boats")
    offered = GAME.legal_actions(s)
    assert s.tasks[-1]["t"] == "phil_kill" and offered == [{"kill": "cavalry", "loc": "guo", "moved": 0},
                                                           {"kill": "cavalry", "loc": "guo", "moved": 1}]
    words = [GAME.describe_action(s, a) for a in offered]
    assert words == ["destroy one enemy cavalry not yet moved this turn",
                     "destroy one enemy cavalry already moved once this turn"]
    s = GAME.apply(s, {"kill": "cavalry", "loc": "guo", "moved": 0})
    assert s.units[1]["guo"]["cavalry"] == [0, 1, 0]
    assert "Qin burns the boats: Jin loses 1 cavalry not yet moved this turn" in s.log
    ok(s)


def test_burn_the_boats_SA_SAFE_2_kills_the_chosen_garrison_unit():
    """A palace-garrison unit is a choice of its own (one at a time, SA-SAFE-2); the one chosen dies."""
    s = fresh(safe())
    t = attack(s, {"infantry": 2})
    give(s, 0, "burn_the_boats", honor=1)
    s.rng.script = f("purple", 1) + f("green", 6) + f("green", 1, 1) + f("red", 1)   # 6 against 2
    s = fight(s, t)
    s = GAME.apply(s, {"kill": "infantry", "loc": "guo", "garrison": True})
    s = use(s, "burn_the_boats")
    assert GAME.legal_actions(s) == [{"kill": k, "loc": "guo", "garrison": True} for k in ("cavalry", "archer")]
    s = GAME.apply(s, {"kill": "archer", "loc": "guo", "garrison": True})
    assert s.players[1]["garrison"] == ["cavalry"]
    assert "Qin burns the boats: Jin loses the archer of the palace garrison" in s.log
    ok(s)


def test_burn_the_boats_declined_and_not_after_a_lost_melee():
    s, t = land({"infantry": 1}, {"infantry": 3})
    give(s, 0, "burn_the_boats", honor=1)
    s.rng.script = f("green", 5) + f("green", 2)
    s = decline(fight(s, t))
    assert count(s, 1, "guo", "infantry") == 2
    s, t = land({"infantry": 2}, {"infantry": 3})
    give(s, 0, "burn_the_boats", honor=1)
    s.rng.script = f("green", 2) + f("green", 5)
    s = fight(s, t)
    assert window(s) is None and count(s, 0, "guo", "infantry") == 1


def test_will_of_heaven_take_one_fewer_dishonor_after_a_lost_combat():
    s, t = land({"infantry": 1}, {"infantry": 1})
    give(s, 1, "will_of_heaven", honor=1)
    s.rng.script = f("green", 5) + f("green", 2)
    s = fight(s, t)                                          # Jin loses its last unit: 1 dishonor
    assert window(s) == ("take_dishonor", 1)
    pool = len(s.dishonor_pool)
    s = use(s, "will_of_heaven")
    assert s.players[1]["dishonor"] == [] and len(s.dishonor_pool) == pool and s.tasks == []
    assert "will" not in s.fx
    ok(s)


def test_will_of_heaven_declined():
    s, t = land({"infantry": 1}, {"infantry": 1})
    give(s, 1, "will_of_heaven", honor=1)
    s.rng.script = f("green", 5) + f("green", 2)
    s = decline(fight(s, t))
    assert len(s.players[1]["dishonor"]) == 1


def test_know_your_enemy_unspent_when_archery_ends_the_combat_does_not_carry_over():
    s, t = land({"infantry": 1, "archer": 1}, {"infantry": 1})
    give(s, 0, "know_your_enemy", honor=1)
    s.rng.script = f("purple", ARROW)                        # Qin's arrow kills Jin's only unit: no melee
    s = use(fight(s, t), "know_your_enemy")
    assert count(s, 1, "guo", "infantry") == 0 and not any(x["t"] == "combat" for x in s.tasks)
    assert "strength" not in s.fx                            # "this round" only: not a later combat's bonus
    s.units[1]["guo"] = {"infantry": [2, 0, 0]}
    s.rng.script = f("purple", 1) + f("green", 3) + f("green", 3)
    s = run(s, combat_task(0, 1, "guo", False, "qin"))
    assert combat_of(s)["str"] == [3, 3]


# ---------------------------------------------------------------------- movement

def move_start(s):
    """Supply (Qin's market) with Move Units, up to the Move Units window."""
    return GAME.apply(supply(s), {"mode": "move"})


def go(s, kind, src, dst):
    return GAME.apply(s, {"kind": kind, "from": src, "to": dst, "by": "land"})


def test_swift_as_the_wind_moved_units_do_not_count_toward_supply_limits(reveals):
    s = sboard()
    s.add_units(0, "qin", "infantry")
    give(s, 0, "swift_as_the_wind", honor=1)
    s = move_start(s)
    assert window(s) == ("own_action", 0) and s.tasks[-2]["t"] == "move"
    s = use(s, "swift_as_the_wind")
    s = go(s, "infantry", "qin", "guo")                      # 1 infantry, nothing more to move: the move ends
    assert s.units[0]["guo"] == {"infantry": [1, 0, 0]}      # not flipped: it may move again this turn
    assert "swift" not in s.fx and reveals == [0]
    ok(s)


def test_swift_as_the_wind_declined_the_infantry_flips(reveals):
    s = sboard()
    s.add_units(0, "qin", "infantry")
    give(s, 0, "swift_as_the_wind", honor=1)
    s = go(decline(move_start(s)), "infantry", "qin", "guo")
    assert s.units[0]["guo"] == {"infantry": [0, 1, 0]}


def test_flowing_water_move_units_once_more_after_the_move(reveals):
    s = sboard()
    s.add_units(0, "qin", "infantry")
    s.add_units(0, "hexi", "cavalry")
    give(s, 0, "flowing_water", honor=1)
    s = use(move_start(s), "flowing_water")
    s = GAME.apply(s, {"area": "qin"})
    s = go(s, "infantry", "qin", "guo")                      # nothing more to move from Qin: the move ends
    assert reveals == [0] and s.tasks[-1]["t"] == "move" and s.tasks[-1]["step"] == "land_step"
    assert s.tasks[-1]["area"] == "hexi"                     # the only area left to move from: taken at once
    s = go(s, "cavalry", "hexi", "qin")
    assert s.units[0]["qin"] == {"cavalry": [0, 1, 0]} and s.units[0]["guo"] == {"infantry": [0, 1, 0]}
    assert reveals == [0, 0] and s.tasks == [] and "flowing" not in s.fx
    ok(s)


def test_flowing_water_declined_one_move_only(reveals):
    s = sboard()
    s.add_units(0, "qin", "infantry")
    s.add_units(0, "hexi", "cavalry")
    give(s, 0, "flowing_water", honor=1)
    s = GAME.apply(decline(move_start(s)), {"area": "qin"})
    s = go(s, "infantry", "qin", "guo")
    assert s.tasks == [] and reveals == [0]


def test_condemnation_of_offensive_war_the_mover_takes_one_dishonor(reveals):
    s = sboard()
    s.owner["guo"] = 1
    s.add_units(0, "qin", "infantry")
    give(s, 1, "condemnation_of_offensive_war", honor=1)
    s = go(move_start(s), "infantry", "qin", "guo")
    assert window(s) == ("enemy_entered", 1) and reveals == []   # asked before the world-event reveal
    s = use(s, "condemnation_of_offensive_war")
    assert len(s.players[0]["dishonor"]) == 1 and s.players[1]["dishonor"] == [] and reveals == [0]
    ok(s)


def test_condemnation_of_offensive_war_declined_and_not_for_neutral_areas(reveals):
    s = sboard()
    s.owner["guo"] = 1
    s.add_units(0, "qin", "infantry")
    give(s, 1, "condemnation_of_offensive_war", honor=1)
    s = decline(go(move_start(s), "infantry", "qin", "guo"))
    assert s.players[0]["dishonor"] == []
    s = sboard()
    s.add_units(0, "qin", "infantry")
    give(s, 1, "condemnation_of_offensive_war", honor=1)
    s = go(move_start(s), "infantry", "qin", "guo")
    assert window(s) is None and s.tasks == []


def test_will_of_heaven_treaty_penalty_one_token_fewer(reveals):
    s = sboard()
    sign(s, 0, "qin-marriage_alliance", 1, "jin-trade_pact")   # Qin's card: penalty 3
    s.owner["guo"] = 1
    s.add_units(0, "qin", "infantry")
    give(s, 0, "will_of_heaven", honor=1)
    s = go(move_start(s), "infantry", "qin", "guo")
    assert window(s) == ("take_dishonor", 0)
    s = use(s, "will_of_heaven")
    assert len(s.players[0]["dishonor"]) == 3 - 1 and s.tasks == []
    ok(s)


# ---------------------------------------------------------------------- coverage of this file

def test_every_card_has_its_own_test_here():
    names = [n for n in globals() if n.startswith("test_")]
    missing = [p.id for p in PHILOSOPHIES if not any(n.startswith(f"test_{p.id}_") for n in names)]
    assert len(PHILOSOPHIES) == 30 and missing == []
