"""The conformance checks themselves fail on broken games (so they cannot pass vacuously)."""

from __future__ import annotations

import random

import pytest

import pygame_rules
from pygame_rules.ai import Decision
from pygame_rules.engine import conformance as C

from highcard_fixture import HighCard


class LeakyView(HighCard):
    id = "leaky-view"

    def view(self, state, seat):
        v = super().view(state, seat)
        v["deck"] = list(state.deck)  # leaks the deck order
        return v


class MutatingApply(HighCard):
    id = "mutating-apply"

    def apply_unchecked(self, state, action):
        nxt = super().apply_unchecked(state, action)
        state.scores[0] += 1  # changes the state it was given
        return nxt


class DriftingInPlace(HighCard):
    id = "drifting-in-place"

    def apply_in_place(self, state, action):
        nxt = super().apply_in_place(state, action)
        nxt.scores[1] += 1  # the search path reaches another state than apply
        return nxt


class SharingFork(HighCard):
    id = "sharing-fork"

    def fork(self, state):
        return state  # not a copy: playing on it changes the original

    def apply_in_place(self, state, action):
        nxt = super().apply_in_place(state, action)
        state.__dict__.update(nxt.__dict__)  # plays on the state it was given
        return state


class NeverEnds(HighCard):
    id = "never-ends"

    def _end_round(self, s):
        super()._end_round(s)
        if s.phase == "over":
            s.phase, s.round = "choose", 1
            s.hands = [[1, 2, 3], [4, 5, 6]]


class Unseeded(HighCard):
    id = "unseeded"

    def initial_state(self, options, rng):
        return super().initial_state(options, pygame_rules.Rng(random.randrange(1 << 40)))


@pytest.mark.parametrize("cls,check,message", [
    (LeakyView, lambda p: C.check_views_hide(p), "changed when only hidden"),
    (Unseeded, C.check_replay_deterministic, "not deterministic"),
    (DriftingInPlace, C.check_in_place, "apply_in_place"),
    (SharingFork, C.check_in_place, "changed the state it was forked from"),
])
def test_checks_catch_broken_games(cls, check, message):
    game = cls()
    pygame_rules.register(game)
    try:
        p = C.random_playout(game, 3)
        with pytest.raises(C.ConformanceError, match=message):
            check(p)
    finally:
        pygame_rules.unregister(game.id)


def test_playout_catches_mutation():
    with pytest.raises(C.ConformanceError, match="changed the state it was given"):
        C.random_playout(MutatingApply(), 1)


def test_playout_catches_endless_games():
    with pytest.raises(C.ConformanceError, match="did not end within 200"):
        C.random_playout(NeverEnds(), 1, max_steps=200)



class _LastBot:
    """Always the last legal action, from the seat's own view; or, with ``cheat``, an action nobody offered."""

    name, uses_view = "last", True

    def __init__(self, cheat: bool = False):
        self.cheat, self.views = cheat, []

    def choose(self, game, view, seat, legal, rng):
        self.views.append(view)
        return Decision({"not": "offered"} if self.cheat else legal[-1], "the last one")


def test_a_bot_seat_decides_from_its_view_and_an_illegal_choice_is_caught():
    game = HighCard()
    bot = _LastBot()
    p = C.random_playout(game, 5, bots={0: bot})
    mine = [(state, action) for state, action in zip(p.states, p.actions, strict=False)
            if game.current_seat(state) == 0]
    assert mine and bot.views == [game.view(state, 0) for state, _ in mine]
    assert all(action == game.legal_actions(state)[-1] for state, action in mine)
    with pytest.raises(C.ConformanceError, match="the last bot chose"):
        C.random_playout(game, 5, bots={0: _LastBot(cheat=True)})
