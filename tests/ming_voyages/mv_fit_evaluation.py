"""Fit the weights of the Ming Voyages search evaluation (``catalog/ming_voyages/evaluation.py``): a script, not a
test.

    python tests/ming_voyages/mv_fit_evaluation.py [--games 2000] [--solo-games 4000] [--seed 10000]

Plays heuristic bots' games (two players: the heuristic Emperor against the heuristic Overlord; solo: the
heuristic Emperor at the four difficulties in turn, with the troop-losses challenge in every third game and the
two-hordes challenge in every fifth), keeps the ``features`` of every third (solo: every second) position where
a side has a real choice, labelled with whether the Emperor went on to win, and fits a logistic regression by
Newton's method with a little L2 (``LAMBDA``). Games whose seed is a multiple of 5 are held out first to print
the calibration and the log-loss against the base rate; the weights printed are then fitted to every game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygame_rules import get_game  # noqa: E402
from pygame_rules.ai import decide, make_bot  # noqa: E402
from pygame_rules.catalog.ming_voyages.evaluation import features  # noqa: E402
from pygame_rules.catalog.ming_voyages.state import EMPEROR  # noqa: E402
from pygame_rules.engine.rng import Rng  # noqa: E402

LAMBDA = 1.0
DIFFICULTIES = ("easy", "moderate", "hard", "brutal")


def positions(seed: int, solo: bool) -> list[tuple[list[float], int, int]]:
    """One heuristic game's sampled positions: (features, the Emperor won, seed)."""
    game = get_game("ming-voyages")
    if solo:
        options = {"mode": "solo", "difficulty": DIFFICULTIES[seed % 4]}
        if seed % 3 == 1:
            options["challenge_troop_losses"] = True
        if seed % 5 == 2:
            options["challenge_two_hordes"] = True
    else:
        options = {"mode": "two-player"}
    s = game.new_game(seed, **options)
    bots = {0: make_bot("heuristic-emperor", game), 1: make_bot("heuristic-overlord", game)}
    pick, kept, k, every = Rng(seed), [], 0, 2 if solo else 3
    while (result := game.outcome(s)) is None:
        seat, legal = game.current_seat(s), game.legal_actions(s)
        if seat is not None and len(legal) > 1:
            k += 1
            if k % every == 0:
                kept.append(features(s))
        s = game.apply(s, legal[0] if seat is None else decide(bots[seat], game, s, seat, legal, pick).action)
    won = int(EMPEROR in result.winners)
    return [(f, won, seed) for f in kept]


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + LAMBDA * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + LAMBDA * np.eye(len(w))
        w -= np.linalg.solve(hessian, gradient)
    return w


def report(name: str, rows: list[tuple[list[float], int, int]]) -> None:
    x = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows], float)
    held = np.array([r[2] % 5 == 0 for r in rows])
    w = fit(x[~held], y[~held])
    p, yt = 1 / (1 + np.exp(-x[held] @ w)), y[held]
    loss = -np.mean(yt * np.log(p + 1e-12) + (1 - yt) * np.log(1 - p + 1e-12))
    base = yt.mean()
    base_loss = -(base * np.log(base) + (1 - base) * np.log(1 - base))
    print(f"{name}: {len(rows)} positions, {held.sum()} held out; log-loss {loss:.3f} (base rate alone {base_loss:.3f})")
    for lo in np.arange(0, 1, 0.1):
        m = (p >= lo) & (p < lo + 0.1)
        if m.sum():
            print(f"  estimated {lo:.1f}-{lo + 0.1:.1f}: {m.sum():6d} positions, won {yt[m].mean():.2f}")
    print("  weights:", json.dumps([round(float(v), 4) for v in fit(x, y)]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--solo-games", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=10000)
    args = ap.parse_args()
    two = [r for seed in range(args.seed, args.seed + args.games) for r in positions(seed, False)]
    report("two players", two)
    solo = [r for seed in range(2 * args.seed, 2 * args.seed + args.solo_games) for r in positions(seed, True)]
    report("solo", solo)


if __name__ == "__main__":
    main()
