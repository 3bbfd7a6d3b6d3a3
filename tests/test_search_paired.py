"""Paired rounds (``Game.search_spread`` "paired", ``ai/search_bot.py``): every root action played in the same
world with the same seed, each followed by the seats' own bots, and the advice judged by the paired differences."""

from __future__ import annotations

import math

import pytest
from test_search_bot import decisions, root_statistics

from pygame_rules.ai import search_bot
from pygame_rules.ai.search_bot import Search, action_key
from pygame_rules.engine.rng import Rng

GID = "spring-autumn"
"""Its five-player table of people's seats judges by paired rounds (``SpringAutumn.search_judgement``)."""


def small_decisions(most: int = 6, widest: int = 6):
    """Decisions of a random five-player game with two to ``widest`` choices (a few rounds stay cheap)."""
    game, found = decisions(GID, 4, 11, 60)
    return game, [(s, seat) for s, seat in found if len(game.legal_actions(s)) <= widest][:most]


def test_a_table_of_people_searches_in_paired_rounds():
    """Every root action is played once a round, so each has as many results as there are rounds, and a budget of
    iterations finishes the round under way."""
    game, found = small_decisions()
    assert len(found) >= 3
    for state, seat in found:
        search = Search(game, state, seat, Rng(2))
        assert search.paired
        n = len(game.legal_actions(state))
        done = search.run(iterations=n + 1)
        assert done == 2 * n and search.rounds == 2
        assert sorted(o.visits for o in search.options()) == [2] * n


def test_a_round_plays_every_action_in_one_world(monkeypatch):
    """One world drawn a round (``determinize``), each action's playout started from a fork of it with the round's
    seed: the same action standing twice in a round gets the same results, round after round."""
    game, found = small_decisions()
    draws = []
    real = search_bot.determinize
    monkeypatch.setattr(search_bot, "determinize", lambda *a: draws.append(1) or real(*a))
    for state, seat in found:
        draws.clear()
        search = Search(game, state, seat, Rng(3))
        key, action = search.round[0]
        search.round = [(key, action), ("again", action)]
        search.run(iterations=8)
        assert len(draws) == search.rounds == 4
        first, again = search.root.children[key], search.root.children["again"]
        assert first.visits == again.visits == 4 and first.variance(search.me) is not None
        assert (first.totals, first.squares) == (again.totals, again.squares)


def test_slices_of_paired_rounds_add_up_to_one_run():
    """Thinking in slices of one playout (a page's progress) finds what one run of as many playouts finds: a round
    under way is carried from slice to slice."""
    game, found = small_decisions(most=3)
    for state, seat in found:
        whole = Search(game, state, seat, Rng(4))
        whole.run(iterations=3 * len(whole.round))
        sliced = Search(game, state, seat, Rng(4))
        while sliced.rounds < 3:
            sliced.run(iterations=1)
        assert root_statistics(sliced) == root_statistics(whole)


def test_the_advice_is_judged_by_the_paired_differences():
    """The search's own choice is played only if its mean result beats the advice's, in the same worlds, by the
    margin and ``search_paired_doubt`` standard errors of the differences; those are narrower than the errors of
    the two means reckoned apart, which is what pairing buys."""
    game, found = decisions(GID, 4, 11, 60)
    kept = overruled = narrower = 0
    for state, seat in found:
        legal = game.legal_actions(state)
        if len(legal) > 8:
            continue
        for advice in legal[:3]:
            search = Search(game, state, seat, Rng(6), advice=advice)
            search.run(iterations=4 * len(legal))
            ranked = search.options()
            top = ranked[0]
            if action_key(top.action) == action_key(advice):
                assert search.best() == advice
                continue
            mine = next(o for o in ranked if action_key(o.action) == action_key(advice))
            total, squares = search.pairs[action_key(top.action)]
            n = search.rounds
            assert total / n == pytest.approx(top.mean - mine.mean)
            error = math.sqrt((squares - total * total / n) / (n - 1) / n)
            keep = top.mean < mine.mean + search.margin + search.doubt * error
            assert search.best() == (advice if keep else top.action)
            kept += keep
            overruled += not keep
            if top.variance and mine.variance:
                narrower += error < math.sqrt(top.variance / n + mine.variance / n)
        if kept and overruled and narrower >= 3:
            break
    assert kept and overruled and narrower >= 3


def test_one_round_is_too_little_to_overrule_the_advice():
    """With a single round there is no spread of differences to judge by, so the advice stands."""
    game, found = small_decisions()
    for state, seat in found:
        legal = game.legal_actions(state)
        search = Search(game, state, seat, Rng(8), advice=legal[-1])
        search.run(iterations=1)
        assert search.rounds == 1 and search.best() == legal[-1]


def test_the_explanation_says_every_choice_was_played_in_the_same_deals():
    """A hint or a computer's reason in paired rounds counts rounds, so it says the choices shared their deals."""
    game, found = small_decisions(most=2)
    for state, seat in found:
        search = Search(game, state, seat, Rng(9))
        search.run(iterations=3 * len(search.round))
        words = search.explain()
        assert words.endswith(" (every choice played in the same 3 deals)"), words
        assert "over 3 simulated games" in words
        assert search.explain(public=True).endswith("in the same 3 deals)")
