"""Speed figures for ``python -m pygame_rules bench`` (one JSON object; issue 12 measures against them).

Besides games and actions per second, each game reports *decisions* per second: steps of random full-game
play with two or more legal actions, chosen uniformly by the same seeded chooser ``conformance.random_playout``
uses (so the same games are played), timed with everything a step costs (building the legal actions, the
outcome check, the checked ``apply``, single-option and automatic steps) but no state hashing.

When the optional ``catanatron`` package is installed (``pip install 'pygame_rules[bench]'``), the same run
measures Catanatron (the pure-Python Settlers of Catan engine) the same way: random full 4-player games,
counting ticks with two or more playable actions, played interleaved with each game's own (so both see the same
load), and every game reports ``vs_catanatron``, its decisions per second divided by Catanatron's beside it.
Catanatron is never a run-time dependency: the wheel goes into the browser.

Each game also reports what keeping every state alive costs (as a search tree does): decisions per second with
every state of a game kept in a list, the collector on, and the same with the collector paused.
"""

from __future__ import annotations

import contextlib
import gc
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import __version__
from .engine import conformance, search
from .engine.game import Game
from .engine.record import GameRecord, decode
from .engine.registry import games, get_game
from .engine.rng import Rng
from .engine.session import Session

try:
    from catanatron import game as catanatron_game
    from catanatron.models.player import Color as CatanatronColor
    from catanatron.models.player import RandomPlayer as CatanatronRandomPlayer
except ImportError:  # the optional extra `bench` is not installed: no side-by-side figures
    catanatron_game = None

CATANATRON_NOTE = "catanatron is not installed (pip install 'pygame_rules[bench]'): no side-by-side figures"

CATANATRON_MEASURED = ("random full 4-player games (RandomPlayer, Game.play's loop of play_tick), played "
                       "interleaved with each game's decisions_per_second run, seeds 1 up for each game")

DECISIONS_NOTE = ("decisions: steps with two or more legal options in random full games (uniform seeded choice, "
                  "as conformance.random_playout); the time counts every step, the legal actions and apply")


def _timed(fn: Callable[[], Any], min_seconds: float = 0.4) -> tuple[int, float]:
    """Run ``fn`` repeatedly for at least ``min_seconds``; (calls, seconds)."""
    n, start = 0, time.perf_counter()
    while True:
        fn()
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return n, elapsed


def engine_figures() -> dict[str, Any]:
    """Throughput of the shared machinery every game leans on."""
    rng = Rng(1)
    n, t = _timed(lambda: rng.dice(1000))
    record = GameRecord(game="x", rules_version=1, seed=1,
                        actions=[{"type": "play", "card": i % 9, "seat": i % 2} for i in range(500)])
    share = record.encode()
    enc, te = _timed(record.encode)
    dec, td = _timed(lambda: decode(share))
    return {
        "rng_dice_per_second": round(n * 1000 / t),
        "codec_500_action_record": {"share_chars": len(share), "encodes_per_second": round(enc / te),
                                    "decodes_per_second": round(dec / td)},
    }


def stalling_record(game: Any, n: int, options: dict[str, Any] | None = None, seed: int = 1) -> GameRecord:
    """A record of up to ``n`` actions that drags the game out: every seat passes whenever it may (an action
    with the value ``"pass"``), otherwise picks at random (seeded); it stops early if the game ends.

    Spring and Autumn has no turn limit, so passing turn after turn gives a legal record of any length; a
    game without passes gives a random game."""
    opts = game.validate_options(options or {}).model_dump(mode="json")
    state, actions, pick = game.new_game(seed, **opts), [], Rng(seed ^ 0x57A11)
    while len(actions) < n:
        legal = game.legal_actions(state)
        if not legal:
            break
        action = next((a for a in legal if "pass" in a.values()), None) or pick.choice(legal)
        state = game.apply(state, action)
        actions.append(action)
    return GameRecord(game=game.id, rules_version=game.rules_version, options=opts, seed=seed, actions=actions)


def replay_figures(game: Any, options: dict[str, Any] | None = None, length: int | None = None) -> dict[str, Any]:
    """Seconds to open (decode + ``Session.from_record``, as the page does) a stalling record of a quarter of
    ``length`` actions (default: the game's ``max_actions``, the longest record it accepts) and of all of it:
    linear replay takes 4 times as long for 4 times the moves. Games that end sooner report what they reach."""
    record = stalling_record(game, min(game.max_actions, length or game.max_actions), options)
    n = len(record.actions)
    out: dict[str, Any] = {"replay_actions": [], "replay_seconds": [], "replay_ms_per_action": [],
                           "replay_share_chars": []}
    for count in (n // 4, n):
        share = GameRecord(**{**record.model_dump(), "actions": record.actions[:count]}).encode()
        start = time.perf_counter()
        Session.from_record(decode(share))
        seconds = time.perf_counter() - start
        out["replay_actions"].append(count)
        out["replay_seconds"].append(round(seconds, 3))
        out["replay_ms_per_action"].append(round(1000 * seconds / max(1, count), 3))
        out["replay_share_chars"].append(len(share))
    first, last = out["replay_seconds"]
    out["replay_ratio"] = round(last / first, 2) if first else None
    return out


# -- decisions per second ---------------------------------------------------------------------------------


@contextlib.contextmanager
def collector(paused: bool) -> Iterator[None]:
    """The garbage collector as a search runs it (``search.collector_paused``) if ``paused``, else enabled;
    either way its settings are restored afterwards."""
    if paused:
        with search.collector_paused():
            yield
        return
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        yield
    finally:
        if not was_enabled:
            gc.disable()


def decision_playout(game: Game, seed: int, options: dict[str, Any] | None = None, keep_states: bool = False,
                     gc_paused: bool = False) -> tuple[int, int]:
    """(actions, decisions) of the random game ``conformance.random_playout(game, seed, options,
    check_steps=False)`` plays (every state kept with ``keep_states``, else only the latest); decisions are
    the steps with two or more legal actions. With ``gc_paused`` the collector is paused (``collector``)."""
    with collector(gc_paused):
        p = conformance.random_playout(game, seed, options, check_steps=False, keep_states=keep_states)
    return len(p.actions), p.decisions


@dataclass
class Tally:
    """Random full games played: how many, their actions (Catanatron: ticks), their decisions, how many ended
    with a winner, and the seconds they took."""

    games: int = 0
    actions: int = 0
    decisions: int = 0
    won: int = 0
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.decisions += other.decisions
        self.won += other.won
        self.seconds += other.seconds

    def per_second(self, count: float) -> float:
        return count / self.seconds if self.seconds else 0.0


def _play_ours(tally: Tally, game: Game, options: dict[str, Any], keep_states: bool = False,
               gc_paused: bool = False) -> None:
    """One more of our random games (seeds 0 up) into ``tally``."""
    start = time.perf_counter()
    actions, decisions = decision_playout(game, tally.games, options, keep_states=keep_states, gc_paused=gc_paused)
    tally.seconds += time.perf_counter() - start
    tally.games, tally.actions, tally.decisions, tally.won = (tally.games + 1, tally.actions + actions,
                                                              tally.decisions + decisions, tally.won + 1)


def _play_catanatron(tally: Tally) -> None:
    """One more random Catanatron game (seeds 1 up) into ``tally``."""
    start = time.perf_counter()
    ticks, decisions, won = catanatron_playout(tally.games + 1)
    tally.seconds += time.perf_counter() - start
    tally.games, tally.actions, tally.decisions, tally.won = (tally.games + 1, tally.actions + ticks,
                                                              tally.decisions + decisions, tally.won + won)


def side_by_side(game: Game, options: dict[str, Any], seconds: float,
                 min_catanatron_games: int = 3) -> dict[str, Tally]:
    """Our random full games (seeds 0 up) played three ways, one seed after another, under the same load:
    ``"latest"`` (only the latest state kept, the collector on: the headline figure), ``"keep_states"`` (every
    state of the game kept alive, as a search tree does, the collector on) and ``"keep_states_gc_paused"`` (the
    same with ``gc.freeze()`` after setup and the collector disabled during the playout); and, with catanatron
    installed, ``"catanatron"``'s random games (``catanatron_playout``, seeds 1 up), played whenever it has had
    less time than ``"latest"``. Until ``"latest"`` and Catanatron have each had ``seconds`` (at least one game;
    Catanatron at least ``min_catanatron_games``). Interleaving puts every figure under the same load on a
    shared machine, so their ratios move less than the figures do. The global ``random`` state (which
    Catanatron reseeds) and the collector's settings are restored."""
    latest, kept, paused = Tally(), Tally(), Tally()
    out = {"latest": latest, "keep_states": kept, "keep_states_gc_paused": paused}
    cat = None if catanatron_game is None else Tally()
    saved = random.getstate()
    try:
        with collector(False):
            while (latest.seconds < seconds or not latest.games
                   or (cat is not None and (cat.seconds < seconds or cat.games < min_catanatron_games))):
                if cat is not None and cat.seconds <= latest.seconds:
                    _play_catanatron(cat)
                    continue
                _play_ours(latest, game, options)
                _play_ours(kept, game, options, keep_states=True)
                _play_ours(paused, game, options, keep_states=True, gc_paused=True)
    finally:
        random.setstate(saved)
    if cat is not None:
        out["catanatron"] = cat
    return out


def game_decision_figures(game: Game, options: dict[str, Any], seconds: float) -> tuple[dict[str, Any], Tally | None]:
    """A game's decision figures from ``side_by_side``, and Catanatron's tally (None without catanatron)."""
    run = side_by_side(game, options, seconds)
    latest, kept, paused, cat = run["latest"], run["keep_states"], run["keep_states_gc_paused"], run.get("catanatron")
    rate = latest.per_second(latest.decisions)
    figures: dict[str, Any] = {
        "decisions_per_second": round(rate),
        "games_per_second": round(latest.per_second(latest.games), 2),
        "mean_decisions_per_game": round(latest.decisions / latest.games, 1),
        "decisions_per_second_keep_states": round(kept.per_second(kept.decisions)),
        "decisions_per_second_keep_states_gc_paused": round(paused.per_second(paused.decisions)),
        "keep_states_slowdown": round(rate / kept.per_second(kept.decisions), 2),
    }
    if cat is not None:
        cat_rate = cat.per_second(cat.decisions)
        figures["catanatron_decisions_per_second"] = round(cat_rate)
        figures["vs_catanatron"] = round(rate / cat_rate, 2)
    return figures, cat


# -- Catanatron, side by side ---------------------------------------------------------------------------


def catanatron_available() -> bool:
    return catanatron_game is not None


def catanatron_playout(seed: int) -> tuple[int, int, bool]:
    """(ticks, decisions, won) of one random 4-player Catanatron game: ``Game.play``'s own loop (until a
    player wins or ``TURNS_LIMIT`` turns), each tick ``play_tick`` (the ``RandomPlayer``'s ``decide``, then
    ``execute`` with its check that the action is playable, and the next playable actions generated);
    decisions are the ticks with two or more playable actions. Catanatron draws its map, dice and choices
    from the global ``random``, seeded by ``Game(seed=...)`` (``seed`` must not be 0)."""
    players = [CatanatronRandomPlayer(c) for c in
               (CatanatronColor.RED, CatanatronColor.BLUE, CatanatronColor.ORANGE, CatanatronColor.WHITE)]
    game = catanatron_game.Game(players, seed=seed)
    ticks = decisions = 0
    while game.winning_color() is None and game.state.num_turns < catanatron_game.TURNS_LIMIT:
        if len(game.state.playable_actions) >= 2:
            decisions += 1
        game.play_tick()
        ticks += 1
    return ticks, decisions, game.winning_color() is not None


def catanatron_summary(cat: Tally) -> dict[str, Any]:
    """Catanatron's figures over all the games it played in a run."""
    return {"players": 4, "games": cat.games, "games_won": cat.won,
            "games_per_second": round(cat.per_second(cat.games), 2),
            "ticks_per_second": round(cat.per_second(cat.actions)),
            "decisions_per_second": round(cat.per_second(cat.decisions)),
            "mean_ticks_per_game": round(cat.actions / cat.games, 1),
            "mean_decisions_per_game": round(cat.decisions / cat.games, 1),
            "measured": CATANATRON_MEASURED}


# -- the bench command ----------------------------------------------------------------------------------


def midgame(game: Game, options: dict[str, Any]) -> tuple[Any, int]:
    """The fixed mid-game position the playout figures start from: the state half-way through the random
    game of seed 0 (``conformance.random_playout``, the game's bench options), and its step number."""
    p = conformance.random_playout(game, 0, options, check_steps=False)
    half = len(p.actions) // 2
    return p.states[half], half


def playout_figures(game: Game, options: dict[str, Any], seconds: float) -> dict[str, Any]:
    """Random playouts per second from ``midgame``, as a search plays them: each from its own ``fork``,
    played on in place (``engine.search.random_playout``), the chooser seeded per run."""
    start_state, step = midgame(game, options)
    rng, n, steps = Rng(0x9_1A7), 0, 0
    start = time.perf_counter()
    while n < 2 or time.perf_counter() - start < seconds:
        _, k = search.random_playout(game, start_state, rng)
        n += 1
        steps += k
    t = time.perf_counter() - start
    return {"playouts_per_second": round(n / t, 1), "playout_from_step": step,
            "mean_playout_actions": round(steps / n, 1)}


def bench(per_game_seconds: float = 1.0) -> dict[str, Any]:
    """Engine figures plus, for every registered game, random full games per second, decisions per second
    (``game_decision_figures``, with the garbage-collector figures, from ``side_by_side``), random playouts per
    second from a fixed mid-game position played in place (``playout_figures``), and the time to open a long record
    (``replay_figures``: records of a quarter of the game's ``max_actions`` and all of it; with
    ``per_game_seconds`` below 1 the records are shortened in proportion, for quick runs). With catanatron
    installed, Catanatron's decisions per second, measured beside each game's (``side_by_side``), each
    game's ratio to it, and Catanatron's figures over the whole run (``"catanatron"``; else None).

    A game may name the options its figures are measured with (``bench_options``, e.g. its full player
    count); otherwise its default options are used. The figures report the options they were taken with.
    """
    out: dict[str, Any] = {"pygame_rules": __version__, "python": sys.version.split()[0],
                           "engine": engine_figures(), "decisions": DECISIONS_NOTE, "catanatron": None}
    if catanatron_game is None:
        out["catanatron_note"] = CATANATRON_NOTE
    cat_total = Tally()
    out["games"] = {}
    for gid in games():
        game = get_game(gid)
        options = dict(getattr(game, "bench_options", None) or {})
        figures: dict[str, Any] = {"options": options}
        for label, unchecked in (("", False), ("unchecked_", True)):
            n, start, acts = 0, time.perf_counter(), 0
            while time.perf_counter() - start < per_game_seconds:
                p = conformance.random_playout(game, n, options, check_steps=False, unchecked=unchecked,
                                               keep_states=False)
                n += 1
                acts += len(p.actions)
            t = time.perf_counter() - start
            figures[f"{label}random_games_per_second"] = round(n / t, 1)
            figures[f"{label}actions_per_second"] = round(acts / t)
        figures["mean_actions_per_game"] = round(acts / n, 1)
        decisions, cat = game_decision_figures(game, options, per_game_seconds)
        figures.update(decisions)
        if cat is not None:
            cat_total.add(cat)
        figures.update(playout_figures(game, options, per_game_seconds))
        length = game.max_actions if per_game_seconds >= 1 else max(40, int(game.max_actions * per_game_seconds))
        figures.update(replay_figures(game, options, length))
        extra = getattr(game, "bench_figures", None)
        if extra is not None:
            figures.update(extra(per_game_seconds))
        out["games"][gid] = figures
    if cat_total.games:
        out["catanatron"] = catanatron_summary(cat_total)
    return out
