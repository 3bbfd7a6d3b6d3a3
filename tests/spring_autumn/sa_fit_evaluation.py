"""Fit the weights of the Spring and Autumn search evaluation (``catalog/spring_autumn/evaluation.py``): a script,
not a test.

    python tests/spring_autumn/sa_fit_evaluation.py [--games 600] [--seed 20000] [--processes 2] [--cache F]

Plays heuristic bots' games in three settings in turn (five heuristic seats; one heuristic seat against four
rulebook AI players; four players, two of them AI), keeps every seat's ``features`` at every fourth position where
a seat has a real choice, labelled with each seat's share of the eventual win, and fits a conditional logit (each
seat's utility the weights times its features; its chance the softmax over the table) by Newton's method with a
little L2 (``LAMBDA``). Games whose seed is a multiple of 5 are held out first, to print the log-loss of the fit,
of the weights in use and of knowing nothing (an equal share each), and a calibration table; the weights printed
are then fitted to every game. ``--cache`` keeps the positions played (a ``.npz``), so a second fit reads them.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygame_rules import get_game  # noqa: E402
from pygame_rules.ai import decide, make_bot  # noqa: E402
from pygame_rules.catalog.spring_autumn.evaluation import WEIGHTS, features  # noqa: E402
from pygame_rules.engine.rng import Rng  # noqa: E402

LAMBDA = 1.0
EVERY = 4
SETTINGS = ({"players": 5}, {"players": 5, "seats": ["human", "ai", "ai", "ai", "ai"]},
            {"players": 4, "seats": ["human", "ai", "human", "ai"]})


def positions(seed: int) -> list[tuple[list[list[float]], list[float], int]]:
    """One heuristic game's sampled positions: (every seat's features, every seat's share of the win, seed)."""
    game = get_game("spring-autumn")
    options = dict(SETTINGS[seed % len(SETTINGS)])
    if "seats" in options:                               # the AI seats somewhere else each game
        k = (seed // len(SETTINGS)) % options["players"]
        options["seats"] = options["seats"][-k:] + options["seats"][:-k] if k else options["seats"]
    s = game.new_game(seed, **options)
    bot = make_bot("heuristic", game)
    pick, kept, k = Rng(seed), [], 0
    while (result := game.outcome(s)) is None:
        seat, legal = game.current_seat(s), game.legal_actions(s)
        if seat is not None and len(legal) > 1:
            k += 1
            if k % EVERY == 0:
                kept.append(features(s))
        s = game.apply(s, legal[0] if seat is None else decide(bot, game, s, seat, legal, pick).action)
    share = [1 / len(result.winners) if i in result.winners else 0.0 for i in range(s.n)]
    return [(f, share, seed) for f in kept]


def fit(rows: list[tuple[np.ndarray, np.ndarray]], k: int) -> np.ndarray:
    """The weights of the conditional logit that best explain ``rows`` ((features by seat, shares by seat))."""
    w = np.zeros(k)
    for _ in range(25):
        gradient, hessian = LAMBDA * w, LAMBDA * np.eye(k)
        for x, y in rows:
            z = x @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            gradient -= x.T @ (y - p)
            mean = p @ x
            hessian += (x * p[:, None]).T @ x - np.outer(mean, mean)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w


def chances(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    z = x @ w
    p = np.exp(z - z.max())
    return p / p.sum()


def log_loss(rows, w) -> float:
    return float(-np.mean([y @ np.log(chances(x, w) + 1e-12) for x, y in rows]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--cache")
    args = ap.parse_args()
    cache = Path(args.cache) if args.cache else None
    if cache is not None and cache.exists():
        data = np.load(cache, allow_pickle=True)
        played = list(data["rows"])
    else:
        with ProcessPoolExecutor(args.processes) as pool:
            played = [r for game in pool.map(positions, range(args.seed, args.seed + args.games)) for r in game]
        if cache is not None:
            np.savez(cache, rows=np.array(played, dtype=object))
    rows = [(np.array(f), np.array(y), seed) for f, y, seed in played]
    k = rows[0][0].shape[1]
    held = [(x, y) for x, y, seed in rows if seed % 5 == 0]
    train = [(x, y) for x, y, seed in rows if seed % 5]
    w = fit(train, k)
    even = float(np.mean([-(y @ np.log(np.full(len(y), 1 / len(y)))) for x, y in held]))
    print(f"{len(rows)} positions of {len({r[2] for r in rows})} games, {len(held)} held out: log-loss {log_loss(held, w):.3f}"
          f" (the weights in use {log_loss(held, np.array(WEIGHTS)):.3f}, an equal share each {even:.3f})")
    p = np.concatenate([chances(x, w) for x, _ in held])
    y = np.concatenate([y for _, y in held])
    for lo in np.arange(0, 1, 0.1):
        m = (p >= lo) & (p < lo + 0.1)
        if m.sum():
            print(f"  estimated {lo:.1f}-{lo + 0.1:.1f}: {m.sum():6d} seats, won {y[m].mean():.2f}")
    print("  weights:", json.dumps([round(float(v), 3) for v in fit([(x, y) for x, y, _ in rows], k)]))


if __name__ == "__main__":
    main()
