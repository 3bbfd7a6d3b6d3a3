"""The search opponent (``ai/search_bot.py``): honest about what its seat cannot see, leaves the game as it was,
thinks in slices, explains itself in the game's words, and plays better than chance."""

from __future__ import annotations

import pytest

from pygame_rules import games, get_game
from pygame_rules.ai import SearchBot, decide, make_bot
from pygame_rules.ai.base import Bot, Decision, bots_for
from pygame_rules.ai.search_bot import SEARCH_BUDGETS, Node, Search, advice_for, guided_playout
from pygame_rules.engine import conformance
from pygame_rules.engine.rng import Rng
from pygame_rules.engine.search import determinize

BUDGET = {"ming-voyages": 40, "spring-autumn": 12, "death-of-heaven": 16, "land-of-han": 6}
"""Iterations per honesty check: enough for the root's statistics to depend on every world searched."""


def decisions(gid: str, seed: int, every: int, most: int):
    """States of a random game (the game's bench options) where a seat has a real choice: (state, seat)."""
    game = get_game(gid)
    p = conformance.random_playout(game, seed, dict(getattr(game, "bench_options", None) or {}), check_steps=False)
    found = []
    for s in p.states[every // 2::every]:
        seat = game.current_seat(s)
        if seat is not None and len(game.legal_actions(s)) > 1:
            found.append((s, seat))
        if len(found) >= most:
            break
    return game, found


def root_statistics(search: Search) -> list[tuple[str, int, float]]:
    return [(repr(o.action), o.visits, round(o.mean, 9)) for o in search.options()]


class PeekingSearch(Search):
    """A dishonest search for the control test: it plays on the true state (hidden cards and dice included)."""

    def _iterate(self) -> None:
        real = self.game.fork
        self.game.fork = lambda s: real(self.state)        # type: ignore[method-assign]
        try:
            super()._iterate()
        finally:
            del self.game.fork


def world_hidden_changed(game, state, seat, k):
    """``state`` with what ``seat`` cannot see redrawn (another true state, the same to that seat), or None
    when the redraw changed nothing."""
    other = game.resample_hidden(state, seat, Rng(k))
    return None if game.state_hash(other) == game.state_hash(state) else other


@pytest.mark.parametrize("gid", sorted(BUDGET))
def test_the_choice_ignores_what_the_seat_cannot_see(gid):
    """Honest by test: with a fixed seed, the search's root statistics (so its choice and its reason) are the
    same when only information hidden from its seat changes."""
    game, found = decisions(gid, 11, 23, 4)
    checked = 0
    for k, (state, seat) in enumerate(found):
        other = world_hidden_changed(game, state, seat, 100 + k)
        if other is None:
            continue
        a, b = SearchBot(iterations=BUDGET[gid]), SearchBot(iterations=BUDGET[gid])
        da = a.choose_state(game, state, seat, game.legal_actions(state), Rng(7))
        db = b.choose_state(game, other, seat, game.legal_actions(other), Rng(7))
        assert root_statistics(a.last) == root_statistics(b.last)
        assert (da.action, da.reason) == (db.action, db.reason)
        checked += 1
    assert checked >= 2, "too few decisions with hidden information to check"


def test_a_search_that_peeks_is_caught():
    """The honesty check has teeth: a search reading the true state gives other statistics when the hidden
    cards change."""
    game, found = decisions("ming-voyages", 11, 23, 6)
    caught = 0
    for k, (state, seat) in enumerate(found):
        other = world_hidden_changed(game, state, seat, 100 + k)
        if other is None:
            continue
        a = PeekingSearch(game, state, seat, Rng(9))
        b = PeekingSearch(game, other, seat, Rng(9))
        a.run(iterations=40)
        b.run(iterations=40)
        caught += root_statistics(a) != root_statistics(b)
    assert caught >= 1


@pytest.mark.parametrize("gid", sorted(BUDGET))
def test_thinking_leaves_the_game_as_it_was(gid):
    game, found = decisions(gid, 5, 31, 2)
    for state, seat in found:
        before = game.state_hash(state)
        view = game.view(state, seat)
        bot = SearchBot(iterations=BUDGET[gid])
        d = bot.choose_state(game, state, seat, game.legal_actions(state), Rng(3))
        assert d.action in game.legal_actions(state)
        assert game.state_hash(state) == before and game.view(state, seat) == view


def test_slices_add_up_to_one_run():
    """Thinking in slices (as the page does, to show progress) searches exactly what one run would."""
    game, found = decisions("ming-voyages", 2, 17, 1)
    state, seat = found[0]
    whole = Search(game, state, seat, Rng(4))
    whole.run(iterations=60)
    sliced = Search(game, state, seat, Rng(4))
    for _ in range(6):
        sliced.run(iterations=10)
    assert sliced.iterations == whole.iterations == 60
    assert root_statistics(sliced) == root_statistics(whole)
    assert sliced.best() == whole.best()


def test_a_time_budget_ends():
    game, found = decisions("ming-voyages", 2, 17, 1)
    state, seat = found[0]
    s = Search(game, state, seat, Rng(4))
    done = s.run(seconds=0.05)
    assert done >= 1 and s.iterations == done and s.seconds > 0
    with pytest.raises(ValueError):
        s.run()


@pytest.mark.parametrize("horizon", [10, None])
def test_the_reason_names_the_choice_and_the_runner_up_in_the_games_words(horizon):
    """Each choice in a player's words, with its figures: an estimated chance when playouts stop part-way (the
    game's ``search_horizon``: every game so far), games won when they play to the end."""
    game, found = decisions("ming-voyages", 4, 19, 3)
    for state, seat in found:
        bot = SearchBot(iterations=80)
        search = bot.search(game, state, seat, Rng(1))
        search.horizon = horizon
        search.run(iterations=80)
        chosen = search.choice()
        others = [o for o in search.options() if o != chosen]
        reason = search.explain()
        assert search.best() == chosen.action
        figures = (f"an estimated {round(100 * chosen.mean)}% chance to win, over {chosen.visits:,} simulated games"
                   if horizon else f"won {round(100 * chosen.mean)}% of {chosen.visits:,} simulated games")
        assert reason.startswith(f"{game.describe_action(state, chosen.action)}: {figures}")
        if others:
            assert f"; next best, {game.describe_action(state, others[0].action)}, " in reason
            assert reason.endswith(", not clearly better") == (others[0].mean > chosen.mean)
        assert "{" not in reason and "seat" not in reason.lower()
        progress = search.progress()
        assert progress["iterations"] == 80 and progress["best"] == game.describe_action(state, chosen.action)
        assert progress["estimated"] == (horizon is not None)


def test_a_forced_move_needs_no_thought():
    game, found = decisions("ming-voyages", 4, 19, 1)
    state, seat = found[0]
    only = game.legal_actions(state)[:1]
    d = SearchBot(iterations=50).choose_state(game, state, seat, only, Rng(1))
    assert d == type(d)(only[0], "the only choice")


def test_every_game_offers_the_search_bots():
    for gid in games():
        assert set(SEARCH_BUDGETS) <= set(bots_for(get_game(gid)))
    assert make_bot("search-quick").seconds == 0.3 and make_bot("search-strong").seconds == 3.0
    assert make_bot("search").iterations == 1000
    with pytest.raises(ValueError):
        SearchBot(iterations=None, seconds=None)
    with pytest.raises(TypeError):
        make_bot("search").choose(get_game("ming-voyages"), {}, 0, [{}], Rng(1))


def test_determinised_worlds_draw_their_own_dice():
    """The dice still to come are hidden too: a determinised world's RNG is the searcher's, not the game's."""
    game, found = decisions("ming-voyages", 4, 19, 1)
    state, seat = found[0]
    a, b = determinize(game, state, seat, Rng(1)), determinize(game, state, seat, Rng(2))
    assert (a.rng.seed, a.rng.counter) != (state.rng.seed, state.rng.counter)
    assert a.rng.seed != b.rng.seed


def test_the_search_beats_random_play():
    """Strength, in little: 60 iterations a decision as the Emperor and as the Overlord against the random bot."""
    game = get_game("ming-voyages")
    won = 0
    for k, seats in enumerate((("search", "random"), ("random", "search"), ("search", "random"),
                               ("random", "search"))):
        bots = {i: (SearchBot(iterations=60) if name == "search" else make_bot(name)) for i, name in enumerate(seats)}
        state, pick = game.new_game(50 + k), Rng(50 + k)
        while (result := game.outcome(state)) is None:
            seat, legal = game.current_seat(state), game.legal_actions(state)
            action = legal[0] if seat is None else decide(bots[seat], game, state, seat, legal, pick).action
            state = game.apply(state, action)
        won += seats.index("search") in result.winners
    assert won >= 3


def test_the_public_reason_names_no_choice_not_taken():
    """The reason and the progress the other players read name only the action taken, in public words: a move
    not taken may be a card still in the searching seat's hand (Ming Voyages' Emperor's cards)."""
    game, found = decisions("ming-voyages", 8, 3, 40)
    named = 0
    for state, seat in found:
        search = Search(game, state, seat, Rng(2))
        search.run(iterations=30)
        ranked = search.options()
        if len(ranked) < 2:
            continue
        public, private = search.explain(public=True), search.explain()
        taken, other = ranked[0].action, ranked[1].action
        assert public.startswith(game.public_description(state, taken) + ": an estimated ")
        assert "; the next best choice, " in public and game.describe_action(state, other) not in public
        assert f"; next best, {game.describe_action(state, other)}, " in private
        assert search.progress(public=True)["best"] is None
        assert search.progress()["best"] == game.describe_action(state, taken)
        named += 1
    assert named >= 3


def test_the_advice_stands_unless_the_search_finds_clearly_better():
    """Advised by the game's own bot, the search plays the advice unless its own most visited choice did better
    by the margin and the doubt (standard errors); with neither to beat it plays the most visited, and the reason owns up when the advice did
    worse in the simulations ("not clearly better")."""
    game, found = decisions("ming-voyages", 4, 19, 6)
    overruled = kept = 0
    for state, seat in found:
        plain = Search(game, state, seat, Rng(5))
        plain.run(iterations=120)
        ranked = plain.options()
        if len(ranked) < 2:
            continue
        top, last = ranked[0], ranked[-1]
        for margin, doubt in ((0.0, 0.0), (0.05, 0.0), (1.0, 0.0), (0.0, 1.0)):
            advised = Search(game, state, seat, Rng(5), advice=last.action, margin=margin, doubt=doubt)
            advised.run(iterations=120)
            assert root_statistics(advised) == root_statistics(plain)    # advice changes the choice, not the search
            error = 0.5 * (1 / top.visits + 1 / last.visits) ** 0.5
            keep = top.mean < last.mean + margin + doubt * error
            assert advised.best() == (last.action if keep else top.action)
            kept += keep
            overruled += not keep
            if keep and last.mean < top.mean:
                assert advised.explain().endswith(", not clearly better")
    assert kept and overruled



def test_the_observed_spread_measures_the_doubt(monkeypatch):
    """With ``search_spread`` "observed" the doubt counts standard errors of the results' own spread (each
    option's sample variance, kept as the playouts are backed up) instead of the widest spread shares can have;
    the search itself, and its statistics, are the same either way."""
    game, found = decisions("spring-autumn", 4, 37, 6)
    monkeypatch.setattr(game, "search_judgement", lambda state: (game.search_margin, "bound"))    # a tree, not rounds
    overruled = kept = narrower = 0
    for state, seat in found:
        plain = Search(game, state, seat, Rng(5))
        plain.run(iterations=16)
        ranked = plain.options()
        if len(ranked) < 2 or ranked[-1].visits < 2:
            continue
        top, last = ranked[0], ranked[-1]
        for option in (top, last):
            assert option.variance is not None and 0.0 <= option.variance <= 0.25 + 1e-9
        error = (top.variance / top.visits + last.variance / last.visits) ** 0.5
        narrower += error < 0.5 * (1 / top.visits + 1 / last.visits) ** 0.5
        for margin in (0.0, 0.01, 1.0):
            observed = Search(game, state, seat, Rng(5), advice=last.action, margin=margin, doubt=1.0)
            observed.observed = True
            observed.run(iterations=16)
            assert root_statistics(observed) == root_statistics(plain)
            keep = top.mean < last.mean + margin + error
            assert observed.best() == (last.action if keep else top.action)
            kept += keep
            overruled += not keep
    assert kept and overruled and narrower


def test_a_nodes_variance_is_its_results_sample_variance():
    """``Node.variance`` from the summed results and their squares: the sample variance, None under two."""
    node = Node(None, 2)
    assert node.variance(0) is None
    for share in (0.1, 0.4, 0.25):
        node.visits += 1
        node.totals[0] += share
        node.squares += share * share
    mean = 0.25
    assert node.variance(0) == pytest.approx(sum((x - mean) ** 2 for x in (0.1, 0.4, 0.25)) / 2)


def test_an_advice_the_search_never_tried_stands():
    """With more choices than iterations some are never tried at the root; an advice among them stands (nothing
    found it wanting) rather than the luckiest of the choices tried once, and the reason says why in words."""
    game, found = decisions("death-of-heaven", 3, 7, 30)
    checked = 0
    for state, seat in found:
        legal = game.legal_actions(state)
        if len(legal) < 3:
            continue
        probe = Search(game, state, seat, Rng(9))
        probe.run(iterations=1)
        tried = {repr(o.action) for o in probe.options()}
        advice = next(a for a in legal if repr(a) not in tried)
        advised = Search(game, state, seat, Rng(9), advice=advice)
        advised.run(iterations=1)
        assert root_statistics(advised) == root_statistics(probe)        # the advice changes the choice only
        assert advised.best() == advice
        words = advised.explain()
        assert words.startswith(game.describe_action(state, advice) + ": the choice its rules of thumb prefer; ")
        assert f"{len(legal)} choices were too many to try each in 1 simulated game (the best tried, " in words
        assert "the best tried:" in advised.explain(public=True)        # the runner-up never named in public
        assert advised.progress()["mean"] is None and advised.progress()["best"] == game.describe_action(state, advice)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("gid", sorted(BUDGET))
def test_the_advice_is_the_games_own_bot_from_the_seats_view(gid):
    """The advice is what the game's own bot for the seat (``Game.bot_for``) plays from the seat's view, the same
    when only what the seat cannot see changes."""
    game, found = decisions(gid, 11, 23, 3)
    for k, (state, seat) in enumerate(found):
        legal = game.legal_actions(state)
        advice = advice_for(game, state, seat, Rng(3))
        own = make_bot(game.bot_for(seat), game)
        pick = Rng(3)
        assert advice == decide(own, game, state, seat, legal, Rng(pick.below(2**53))).action
        other = world_hidden_changed(game, state, seat, 200 + k)
        if other is not None:
            assert advice_for(game, other, seat, Rng(3)) == advice


class Watching(Bot):
    """A bot standing in for a seat's own bot in guided playouts: it records what it was shown and plays the last
    option."""

    name = "watching"

    def __init__(self):
        self.shown = []

    def choose(self, game, view, seat, legal, rng):
        self.shown.append((seat, view))
        return Decision(legal[-1], "the last")


@pytest.mark.parametrize("gid", sorted(BUDGET))
def test_guided_playouts_ask_each_seats_bot_from_its_view(gid):
    """``Game.search_guided``: a playout's decisions are the seat's own bot's, from that seat's view of the redrawn
    state (never the state itself), but for one in ``GUIDE_RANDOM`` drawn uniformly; the same from the same RNG."""
    game, found = decisions(gid, 11, 23, 1)
    (state, seat), = found
    watchers = {s: Watching() for s in game.seats(state)}
    ends = []
    for _ in range(2):
        world = determinize(game, state, seat, Rng(4))
        ends.append(game.state_hash(guided_playout(game, world, Rng(5), 40, watchers)))
    asked = [shown for w in watchers.values() for shown in w.shown]
    assert all(s == shown_seat for s, w in watchers.items() for shown_seat, _ in w.shown)
    assert ends[0] == ends[1] and 2 * 20 <= len(asked) <= 2 * 40
    assert all(isinstance(view, dict) and view for _, view in asked)          # a view, never the state
    assert len({s for s, _ in asked}) >= 2                                    # every seat's own bot plays it


def test_a_guided_search_stays_honest(monkeypatch):
    """The honesty check of ``test_the_choice_ignores_what_the_seat_cannot_see`` with guided playouts (of a tree,
    not paired rounds, whose honesty that test checks)."""
    game, found = decisions("spring-autumn", 11, 23, 4)
    monkeypatch.setattr(game, "search_judgement", lambda state: (game.search_margin, "bound"))
    game.search_guided = "all"
    try:
        checked = 0
        for k, (state, seat) in enumerate(found):
            other = world_hidden_changed(game, state, seat, 100 + k)
            if other is None:
                continue
            a, b = SearchBot(iterations=8), SearchBot(iterations=8)
            da = a.choose_state(game, state, seat, game.legal_actions(state), Rng(7))
            db = b.choose_state(game, other, seat, game.legal_actions(other), Rng(7))
            assert a.last.guides and root_statistics(a.last) == root_statistics(b.last)
            assert (da.action, da.reason) == (db.action, db.reason)
            checked += 1
        assert checked >= 2
    finally:
        del game.search_guided
