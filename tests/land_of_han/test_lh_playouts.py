"""How the search's playouts write Land of Han sheets (``rules/season.py``, ``playout_order``, a
``TaskFlow.playout_policy``): sealed at the review, no diplomatic offers, each other part ended with an even chance,
answers drawn uniformly; a playout so written is legal all the way, replays the same from the same seed, and
plays a season in a few decisions a warlord where uniform draws take several times as many; and the menus'
shortcut for costing an order (``orders.affordable`` given the sheet's cost), which answers as the whole sheet's
cost would."""

from __future__ import annotations

import pytest
from lh_helpers import SKIP, begin, game, write

from pygame_rules.catalog.land_of_han.content.armies import ARMY_TYPES
from pygame_rules.catalog.land_of_han.content.improvements import IMPROVEMENTS
from pygame_rules.catalog.land_of_han.content.resources import PROSPECT_RATES
from pygame_rules.catalog.land_of_han.flow import FLOW
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import MINE, owned
from pygame_rules.catalog.land_of_han.rules.building import why_not_build
from pygame_rules.catalog.land_of_han.rules.orders import (
    affordable,
    build_options,
    order_cost,
    planned,
    sheet_cost,
)
from pygame_rules.catalog.land_of_han.rules.raising import raisable, why_not_raise
from pygame_rules.catalog.land_of_han.rules.season import playout_order
from pygame_rules.engine import search
from pygame_rules.engine.conformance import random_playout
from pygame_rules.engine.rng import Rng


def draws(*values):
    """A ``below`` that returns ``values`` in turn (each checked against its bound)."""
    it = iter(values)

    def below(n):
        v = next(it)
        assert 0 <= v < n
        return v
    return below


def pick(s, below):
    return playout_order(s, s.tasks[-1], s.options_list, below)


def test_the_review_is_sealed_and_diplomacy_ended_without_a_draw():
    s = write(begin(game()), *SKIP, {"done": "move"}, {"done": "build"}, {"done": "court"})
    assert s.tasks[-1]["phase"] == "diplomacy" and len(s.options_list) > 1
    assert pick(s, draws()) == {"done": "diplomacy"}
    s = write(s, {"done": "diplomacy"}, {"done": "spend"})
    assert s.tasks[-1]["phase"] == "review"
    assert pick(s, draws()) == {"seal": True}


def test_a_trade_offer_being_written_is_left():
    s = write(begin(game()), *SKIP, {"done": "move"}, {"done": "build"}, {"done": "court"})
    s = write(s, {"offer": 1, "kind": "trade"})
    assert pick(s, draws()) == {"drop": True}
    s = write(s, {"terms": "take_coins"})
    assert pick(s, draws()) == {"back": True}


def test_other_parts_end_with_an_even_chance_else_write_one_order_at_random():
    s = begin(game())
    options = s.options_list
    assert s.tasks[-1]["phase"] == "raise" and len(options) > 2 and options[-1] == {"skip": "raise"}
    assert pick(s, draws(0)) == {"skip": "raise"}
    for k in range(len(options) - 1):
        assert pick(s, draws(1, k)) == options[k]


def test_an_answer_to_an_offer_is_drawn_uniformly():
    s = write(begin(game()), *SKIP, {"done": "move"}, {"done": "build"}, {"done": "court"})
    s = write(s, {"offer": 1, "kind": "pact"}, {"done": "spend"}, {"seal": True})   # diplomacy ends by itself
    for _ in range(40):                  # blank sheets, up to the second warlord's answer in the next season
        if "reject" in s.options_list[-1]:
            break
        s = GAME.apply(s, s.options_list[-1])
    assert s.decision_seat == 1
    answers = s.options_list
    assert len(answers) == 2 and pick(s, draws(0)) == answers[0] and pick(s, draws(1)) == answers[1]


@pytest.mark.parametrize("players", [2, 4])
def test_playouts_are_legal_replayable_and_short(players):
    p = random_playout(GAME, 3, {"players": players}, check_steps=False)
    start = p.states[len(p.states) // 3]
    taken = []
    original = FLOW.playout_policies["orders"]

    def checked(s, task, options, below):
        choice = original(s, task, options, below)
        assert choice in options
        taken.append(choice)
        return choice
    FLOW.playout_policies["orders"] = checked
    try:
        ends, steps, seasons = [], 0, 0
        for k in range(6):
            s, n = search.random_playout(GAME, start, Rng(k))
            again, m = search.random_playout(GAME, start, Rng(k))
            assert (n, GAME.state_hash(s)) == (m, GAME.state_hash(again))
            steps, seasons = steps + n, seasons + s.season - start.season
            ends.append(GAME.outcome(s))
    finally:
        FLOW.playout_policies["orders"] = original
    assert all(e is not None for e in ends)
    assert not any("remove" in c or "offer" in c for c in taken)
    assert steps / seasons / players < 12                     # uniform draws: 25 or more a warlord


def test_a_menu_costs_an_order_as_the_whole_sheet_would():
    """``orders.affordable`` given the sheet's cost (a menu's shortcut) answers as costing the sheet with the order
    added, for every order of every menu along random games, the treasury set just above and just below."""
    asked = 0
    for seed, options in ((11, {"players": 4}), (12, {"players": 3, "map": "expanded"})):
        p = random_playout(GAME, seed, options, check_steps=False)
        for s in p.states[::3]:
            task = s.tasks[-1] if s.tasks else None
            if task is None or task["t"] != "orders":
                continue
            seat, sheet = task["seat"], s.orders[task["seat"]]
            spent = sheet_cost(s, seat, sheet)
            for o in s.options_list:
                if "build" in o or not order_cost(s, seat, o):
                    continue
                whole = sheet_cost(s, seat, [*sheet, o])
                for coins in (whole, whole - 1):
                    t = s.copy()
                    t.coins = [*t.coins]
                    t.coins[seat] = coins
                    assert affordable(t, seat, sheet, o, spent) == affordable(t, seat, sheet, o) == (coins == whole)
                    asked += 1
    assert asked > 100


def order_menus(seeds_and_options):
    """Every state of random games at which a warlord writes the sheet, with the writer and the sheet so far."""
    for seed, options in seeds_and_options:
        p = random_playout(GAME, seed, options, check_steps=False)
        for s in p.states[::2]:
            task = s.tasks[-1] if s.tasks else None
            if task is not None and task["t"] == "orders":
                yield s, task["seat"], s.orders[task["seat"]], task["phase"]


GAMES = ((21, {"players": 4}), (22, {"players": 3, "map": "expanded"}), (23, {"players": 2}))


def test_the_raise_menu_offers_what_the_reasons_allow():
    """LH-ARMY-1..7: ``raisable`` (the raise menu's shortcut, its checks made once a warlord or a spawn point)
    offers exactly the (region, army type) pairs among a warlord's regions for which ``why_not_raise`` gives no
    reason, for every warlord at every raise menu of random games."""
    offered = 0
    for s, _seat, _sheet, phase in order_menus(GAMES):
        if phase != "raise":
            continue
        for seat in range(s.players):
            expected = [(r, t.id) for r in owned(s, seat) for t in ARMY_TYPES
                        if why_not_raise(s, seat, r, t.id) is None]
            assert raisable(s, seat) == expected
            offered += len(expected)
    assert offered > 50


def test_the_build_menu_offers_what_the_reasons_and_the_treasury_allow():
    """LH-IMPR-1..7, LH-MINE-4: the build menu (``build_options``, which checks only the improvements suited to
    each region) offers exactly the improvements and mines anywhere on the map that ``why_not_build`` allows with
    the sheet's builds standing and the treasury pays for with the sheet, in region order, mines last."""
    offered = 0
    for s, seat, sheet, phase in order_menus(GAMES):
        if phase != "build":
            continue
        plan = planned(s, sheet)
        entries = [*(i.id for i in IMPROVEMENTS if i.id != MINE), *(f"{MINE}:{x}" for x in PROSPECT_RATES)]
        expected = [{"build": e, "in": r} for r in s.map.regions for e in entries
                    if why_not_build(plan, seat, r, e) is None
                    and affordable(s, seat, sheet, {"build": e, "in": r})]
        assert [o for o in build_options(s, seat, sheet) if "build" in o] == expected
        offered += len(expected)
    assert offered > 50
