"""The figures of Death of Heaven's FIGURES.md, as tables:

    python tests/death_of_heaven/dh_figures.py vs-random 300      # one warlord bot against random seats
    python tests/death_of_heaven/dh_figures.py balance 300        # warlord bots at every seat: wins per faction
    python tests/death_of_heaven/dh_figures.py speed 5            # random games per second (seconds per setting)
    python tests/death_of_heaven/dh_figures.py fuzz 2000           # random games with the invariants checked
    python tests/death_of_heaven/dh_figures.py longest 10000      # the longest random 6-player game (max_actions)

Each runs 4, 5 and 6 players in both modes (``longest``: 6 players). Seeds are the game numbers, so the figures
repeat exactly. ``vs-random`` is ``python -m pygame_rules simulate death-of-heaven --players N --set mode=M --bot
warlord --bot random --rotate-bots`` for each setting; ``balance`` plays the games of ``simulate ... --bot
warlord`` and divides each faction's wins by the games it played (in the full rules the bots draft the factions).
"""

from __future__ import annotations

import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygame_rules.ai.base import make_bot  # noqa: E402
from pygame_rules.catalog.death_of_heaven.game import GAME  # noqa: E402
from pygame_rules.cli import simulate  # noqa: E402
from pygame_rules.engine import conformance as C  # noqa: E402
from pygame_rules.engine.rng import Rng  # noqa: E402

SETTINGS = [(n, m) for m in ("simple", "full") for n in (4, 5, 6)]


def play(seed: int, players: int, mode: str, bots: dict[int, str]):
    made = {name: make_bot(name) for name in set(bots.values()) | {"random"}}
    s = GAME.new_game(seed, players=players, mode=mode)
    pick = Rng(seed ^ 0xB07)
    n = 0
    while GAME.outcome(s) is None:
        seat = GAME.current_seat(s)
        bot = made[bots.get(seat, "random")]
        s = GAME.apply(s, bot.choose(GAME, GAME.view(s, seat) if bot.uses_view else {}, seat,
                                     GAME.legal_actions(s), pick).action)
        n += 1
    return s, n


def vs_random(games: int) -> None:
    print("| players | rules | warlord's wins | share | times a fair share | actions per game | games per second |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for players, mode in SETTINGS:
        out = simulate(GAME.id, games, 0, ["warlord", "random"], {"players": players, "mode": mode},
                       rotate_bots=True)
        wins = out["bot_wins"].get("warlord", 0)
        print(f"| {players} | {mode} | {wins} of {games} | {wins / games:.2f} | {wins / games * players:.2f} | "
              f"{out['mean_actions']:.0f} | {out['games_per_second']} |")


def balance(games: int) -> None:
    print("| players | rules | wins per faction, in fair shares (1.00 = its fair share) |")
    print("| --- | --- | --- |")
    for players, mode in SETTINGS:
        wins: collections.Counter = collections.Counter()
        seen: collections.Counter = collections.Counter()
        for g in range(games):
            s, _ = play(g, players, mode, {p: "warlord" for p in range(players)})
            winners = GAME.outcome(s).winners
            for p in range(players):
                seen[s.factions[p]] += 1
            for p in winners:
                wins[s.factions[p]] += 1 / len(winners)
        shares = sorted(((wins[f] / seen[f] * players, f) for f in seen), reverse=True)
        print(f"| {players} | {mode} | {', '.join(f'{f} {x:.2f}' for x, f in shares)} |")


def speed(seconds: float) -> None:
    print("| players | rules | random games per second | actions per second | actions per game |")
    print("| --- | --- | --- | --- | --- |")
    for players, mode in SETTINGS:
        n = acts = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            p = C.random_playout(GAME, n, {"players": players, "mode": mode}, check_steps=False, unchecked=True,
                                 keep_states=False)
            n += 1
            acts += len(p.actions)
        t = time.perf_counter() - start
        print(f"| {players} | {mode} | {n / t:.1f} | {acts / t:.0f} | {acts / n:.0f} |")


def fuzz(games: int) -> None:
    failures = longest = 0
    for seed in range(games):
        players, mode = SETTINGS[seed % len(SETTINGS)]
        try:
            p = C.random_playout(GAME, seed, {"players": players, "mode": mode}, invariants=GAME.check_invariants,
                                 keep_states=False)
            longest = max(longest, len(p.actions))
        except Exception as err:   # noqa: BLE001  (a fuzz run reports every failure and goes on)
            failures += 1
            print(f"seed {seed} ({players} players, {mode}): {err!r}")
    print(f"{games} random games, {failures} failures, longest {longest} actions")


def longest(games: int) -> None:
    top = (0, 0, "")
    for seed in range(games):
        mode = ("simple", "full")[seed % 2]
        p = C.random_playout(GAME, seed, {"players": 6, "mode": mode}, check_steps=False, unchecked=True,
                             keep_states=False)
        top = max(top, (len(p.actions), seed, mode))
    print(f"{games} random 6-player games: the longest has {top[0]} actions (seed {top[1]}, {top[2]} rules)")


if __name__ == "__main__":
    what, count = sys.argv[1], float(sys.argv[2])
    {"vs-random": vs_random, "balance": balance, "speed": speed, "fuzz": fuzz,
     "longest": longest}[what](count if what == "speed" else int(count))
