"""Checks every registered game must pass, shared by the test suite and the fuzz command.

Each check raises ``ConformanceError`` (an ``AssertionError``) naming the game,
the seed and the step, so a failure is reproducible from its message alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .canonical import is_json_data
from .errors import RulesError
from .game import Action, Game
from .record import GameRecord, decode
from .rng import MAX_SEED, Rng
from .search import determinize
from .search import random_playout as search_playout


class ConformanceError(AssertionError):
    """A game broke the engine contract."""


@dataclass
class Playout:
    """A finished random game: its record and every state along the way (only the last if not kept)."""

    game: Game
    seed: int
    options: dict[str, Any]
    actions: list[Action]
    states: list[Any]
    decisions: int = 0
    """Steps with two or more legal actions (a real choice; the speed figures count these)."""

    @property
    def final(self) -> Any:
        return self.states[-1]

    def record(self, upto: int | None = None) -> GameRecord:
        acts = self.actions if upto is None else self.actions[:upto]
        return GameRecord(game=self.game.id, rules_version=self.game.rules_version, options=self.options,
                          seed=self.seed, actions=list(acts))


def _fail(game: Game, seed: int, step: int, what: str) -> None:
    raise ConformanceError(f"{game.id} seed={seed} step={step}: {what}")


def random_playout(game: Game, seed: int, options: dict[str, Any] | None = None, max_steps: int = 100_000,
                   check_steps: bool = True, invariants: Any = None, unchecked: bool = False,
                   keep_states: bool = True, bots: dict[int, Any] | None = None) -> Playout:
    """Play uniformly random legal actions to the end, checking the contract at every step.

    ``invariants`` is an optional callable ``(state) -> None`` raising on a broken invariant.
    ``unchecked`` applies actions through ``apply_unchecked`` (the search path) for speed figures.
    ``keep_states=False`` keeps only the final state in ``Playout.states`` (speed figures: holding every
    state of a long game makes the garbage collector's passes grow with the game).
    ``bots`` maps seats to bots (``ai.Bot``, asked through ``choose_state(game, state, seat, legal, rng)`` as
    ``ai.decide`` does: a bot gets its seat's own view, the search bot a redraw of it; with the same seeded
    chooser) that decide for those seats instead of the uniform choice; a bot's
    choice must be one of the legal actions. Without ``bots`` the game is exactly the uniformly random one.
    """
    step_fn = game.apply_unchecked if unchecked else game.apply
    opts = game.validate_options(options or {}).model_dump(mode="json")
    chooser = Rng(seed ^ 0x5EED)
    state = game.new_game(seed, **opts)
    states, actions, decisions = [state], [], 0
    for step in range(max_steps + 1):
        legal = game.legal_actions(state)
        over = game.outcome(state) is not None
        if check_steps:
            if over != (not legal):
                _fail(game, seed, step, f"over={over} but {len(legal)} legal actions")
            seat = game.current_seat(state)
            if over and seat is not None:
                _fail(game, seed, step, f"game over but current_seat is {seat}")
            if seat is not None and seat not in game.seats(state):
                _fail(game, seed, step, f"current_seat {seat} is not a seat")
            for a in legal:
                if not isinstance(a, dict) or not is_json_data(a):
                    _fail(game, seed, step, f"legal action {a!r} is not a JSON object")
            if invariants is not None:
                invariants(state)
        if over:
            return Playout(game, seed, opts, actions, states, decisions)
        if not legal:
            _fail(game, seed, step, "dead end: no legal action but the game is not over")
        if len(legal) > 1:
            decisions += 1
        bot = bots.get(game.current_seat(state)) if bots else None
        if bot is None:
            action = chooser.choice(legal)
        else:
            seat = game.current_seat(state)
            choose_state = getattr(bot, "choose_state", None)                 # ai.decide
            action = (choose_state(game, state, seat, legal, chooser) if choose_state is not None else
                      bot.choose(game, game.view(state, seat) if bot.uses_view else {}, seat, legal, chooser)).action
            if check_steps and action not in legal:
                _fail(game, seed, step, f"the {bot.name} bot chose {action!r}, which is not legal")
        before = game.state_hash(state) if check_steps else None
        state = step_fn(state, action)
        if check_steps and game.state_hash(states[-1]) != before:
            _fail(game, seed, step, f"apply({action}) changed the state it was given")
        if keep_states:
            states.append(state)
        else:
            states[-1] = state
        actions.append(action)
    _fail(game, seed, max_steps, f"the game did not end within {max_steps} actions")
    raise AssertionError("unreachable")


def check_record_roundtrip(p: Playout, samples: int = 6) -> None:
    """Records at several points encode to share strings that decode and replay to the same hash."""
    n = len(p.actions)
    points = sorted({0, n, *(n * k // samples for k in range(1, samples))})
    for upto in points:
        share = p.record(upto).encode()
        record = decode(share)
        if record != p.record(upto):
            _fail(p.game, p.seed, upto, "record changed through the share string")
        if p.game.state_hash(record.replay()) != p.game.state_hash(p.states[upto]):
            _fail(p.game, p.seed, upto, "replayed share string reached a different state hash")


def check_replay_deterministic(p: Playout) -> None:
    """Replaying the same record twice reaches the same hash as the playout did."""
    h = p.game.state_hash(p.final)
    for _ in range(2):
        try:
            again = p.game.replay(p.seed, p.options, p.actions)
        except RulesError as err:
            _fail(p.game, p.seed, len(p.actions), f"replay is not deterministic: it failed with {err}")
        if p.game.state_hash(again) != h:
            _fail(p.game, p.seed, len(p.actions), "replay is not deterministic")


def check_state_json(p: Playout, every: int = 1) -> None:
    """Every state survives ``state_to_json``/``state_from_json`` with its hash and its legal actions."""
    g = p.game
    for i, s in enumerate(p.states[::every]):
        data = g.state_to_json(s)
        if not is_json_data(data):
            _fail(g, p.seed, i * every, "state_to_json is not JSON data")
        back = g.state_from_json(data)
        if g.state_hash(back) != g.state_hash(s) or g.legal_actions(back) != g.legal_actions(s):
            _fail(g, p.seed, i * every, "state did not survive a JSON round trip")


def check_views_hide(p: Playout, resamples: int = 3, every: int = 1) -> int:
    """``view(state, seat)`` is JSON data and unchanged when only what ``seat`` cannot see changes.

    Returns how many resampled states differed from the original (the caller
    asserts this is positive for a game with hidden information, so the check
    cannot pass vacuously).
    """
    g = p.game
    rng = Rng(p.seed ^ 0xC0FFEE)
    differed = 0
    for i, s in enumerate(p.states[::every]):
        for seat in [*g.seats(s), None]:
            v = g.view(s, seat)
            if not is_json_data(v):
                _fail(g, p.seed, i * every, f"view for seat {seat} is not JSON data")
            for _ in range(resamples):
                other = g.resample_hidden(s, seat, rng)
                if g.state_hash(other) != g.state_hash(s):
                    differed += 1
                if g.view(other, seat) != v:
                    _fail(g, p.seed, i * every, f"view for seat {seat} changed when only hidden information did")
                if g.legal_actions(other) != g.legal_actions(s) and g.current_seat(s) == seat and seat is not None:
                    _fail(g, p.seed, i * every, f"seat {seat}'s legal actions depend on information hidden from it")
    return differed


def check_in_place(p: Playout, samples: int = 8) -> None:
    """The search path keeps the contract: ``apply_in_place`` on a ``fork`` of the first state reaches the
    playout's state hash at every step, and leaves the state forked from unchanged; a search from the middle
    of the game (``determinize`` for the seat to move, then a random playout in place) sees that seat's view
    and legal actions unchanged and leaves the position searched from as it was."""
    g = p.game
    start = p.states[0]
    before = g.state_hash(start)
    s = g.fork(start)
    n = len(p.actions)
    for i, action in enumerate(p.actions):
        s = g.apply_in_place(s, action)
        if g.state_hash(s) != g.state_hash(p.states[i + 1]):
            _fail(g, p.seed, i, f"apply_in_place({action}) reached another state than apply")
    if g.state_hash(start) != before:
        _fail(g, p.seed, 0, "playing on a fork changed the state it was forked from")
    rng = Rng(p.seed ^ 0x5EA7C4)
    for k in range(samples):
        mid = p.states[n * k // samples]
        seat = g.current_seat(mid)
        here = g.state_hash(mid)
        d = determinize(g, mid, seat, rng)
        if g.view(d, seat) != g.view(mid, seat) or (seat is not None and g.legal_actions(d) != g.legal_actions(mid)):
            _fail(g, p.seed, n * k // samples, f"a determinised state for seat {seat} shows it something else")
        search_playout(g, d, rng, max_steps=4 * n + 100)
        if g.state_hash(mid) != here:
            _fail(g, p.seed, n * k // samples, "a playout from a determinised state changed the position")


def check_determinize_view_only(p: Playout, samples: int = 6, resamples: int = 2) -> int:
    """A determinised state depends on the searching seat's view alone: for sampled states S of the playout, each
    seat (a spectator too) and a few redraws S' = ``resample_hidden(S, seat, Rng(a))`` (what the seat sees the
    same, the hidden part changed), ``determinize(S, seat, Rng(k))`` and ``determinize(S', seat, Rng(k))`` are one
    state (equal ``state_hash``). That is what makes a search bot honest: with a fixed seed it chooses the same
    move whatever the information hidden from it, since all it ever reads is a determinised state. Pools redrawn
    in the order they happen to be in, a draw whose bound or count depends on a hidden value, or a redraw computed
    from the hidden value itself (a treasury redrawn around its true size) all fail here.

    Returns how many S' differed from their S (the caller asserts this is positive for a game with hidden
    information, so the check cannot pass vacuously)."""
    g = p.game
    rng = Rng(p.seed ^ 0xD37E2A)
    n = len(p.states)
    differed = 0
    for k in range(samples):
        i = (n - 1) * k // max(1, samples - 1)
        s = p.states[i]
        for seat in [*g.seats(s), None]:
            view = g.view(s, seat)
            for _ in range(resamples):
                other = g.resample_hidden(s, seat, Rng(rng.below(MAX_SEED + 1)))
                if g.state_hash(other) != g.state_hash(s):
                    differed += 1
                if g.view(other, seat) != view:
                    _fail(g, p.seed, i, f"view for seat {seat} changed when only hidden information did")
                key = rng.below(MAX_SEED + 1)
                if g.state_hash(determinize(g, s, seat, Rng(key))) != g.state_hash(determinize(g, other, seat, Rng(key))):
                    _fail(g, p.seed, i, f"determinize for seat {seat} depends on information hidden from it: two "
                                        "states it cannot tell apart gave different determinised states")
    return differed
