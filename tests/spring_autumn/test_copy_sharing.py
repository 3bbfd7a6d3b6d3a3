"""``State.copy`` shares what rules never change in place (state.py: "replace, never change"; ``own_units``,
``own_buildings``): a later step must never change an earlier state, and the private copies are private."""

from __future__ import annotations

import pytest

from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.state import own_buildings, own_units, without
from pygame_rules.engine.rng import Rng


@pytest.mark.parametrize("options", [{"players": 5, "turn_limit": 6}, {"players": 4, "variant": "safety", "turn_limit": 6},
                                     {"players": 3, "variant": "epic", "turn_limit": 6}])
def test_no_step_changes_an_earlier_state(options):
    """Every state of a random game keeps the hash it had when it was made, to the end of the game."""
    rng = Rng(7)
    s = GAME.new_game(3, **options)
    states, hashes = [s], [GAME.state_hash(s)]
    while GAME.legal_actions(s) and len(states) < 2_000:
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, legal[rng.below(len(legal))])
        states.append(s)
        hashes.append(GAME.state_hash(s))
    assert [GAME.state_hash(x) for x in states] == hashes


def test_own_units_and_buildings_are_private_to_the_copy():
    s = GAME.new_game(1, players=2)
    c = s.copy()
    assert c.units[0] is s.units[0] and c.buildings == s.buildings
    area = next(iter(s.buildings))
    own_units(c, 0)[area]["infantry"][0] += 5
    own_buildings(c, area)[0]["st"] = "exhausted"
    assert c.units[0] is not s.units[0]
    assert s.units[0][area]["infantry"][0] + 5 == c.units[0][area]["infantry"][0]
    assert s.buildings[area][0]["st"] == "active" != c.buildings[area][0]["st"]


def test_without_takes_out_the_first_only_and_keeps_the_list():
    items = ["a", "b", "a"]
    assert without(items, "a") == ["b", "a"] and items == ["a", "b", "a"]
    with pytest.raises(ValueError):
        without(items, "c")


def test_a_copy_makes_both_states_forget_what_they_made_private():
    """A state played on in place copies a seat's units (an area's buildings) once; after ``copy`` both states
    share them again, so the next change in either copies once more."""
    s = GAME.new_game(1, players=2)
    area = next(iter(s.buildings))
    u, bs = own_units(s, 0), own_buildings(s, area)
    assert own_units(s, 0) is u and own_buildings(s, area) is bs     # private now: no second copy
    c = s.copy()
    own_units(s, 0)[area]["infantry"][0] += 5
    own_buildings(s, area)[0]["st"] = "exhausted"
    assert c.units[0][area]["infantry"][0] + 5 == s.units[0][area]["infantry"][0]
    assert c.buildings[area][0]["st"] == "active"
