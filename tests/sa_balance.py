"""Faction balance of Spring and Autumn in detail: why a faction wins, not only how often (issue 13).

Plays the same games as ``python -m pygame_rules simulate spring-autumn --players 5`` with one bot in every
seat (same seeds, same bot RNG; with ``--rotate`` the factions rotated one place per game, as ``simulate
--rotate factions``), and prints markdown tables: per faction the wins (a shared win counts 1/k for each of
its k winners), eliminations for dishonor (SA-END-2), mean public and private objectives at the end, mean
areas, mountains and valleys owned at the end; dishonor tokens taken, sorted by what the log says just before
(a kingdom token, barbarians, a treaty, other); wins per seat; and per public objective, in the games where it
was face up, how often each faction completed it and in which turn on average.

    python tests/sa_balance.py --games 500 --bot heuristic --rotate
    python tests/sa_balance.py --games 1000 --bot random --rotate

A script, not a test: it takes minutes (five heuristic seats: about 1.5 games a second).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygame_rules.ai import make_bot  # noqa: E402
from pygame_rules.catalog.spring_autumn.content.factions import FACTION_IDS, FACTIONS  # noqa: E402
from pygame_rules.catalog.spring_autumn.content.map import AREA, MOUNTAIN, VALLEY  # noqa: E402
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVE  # noqa: E402
from pygame_rules.catalog.spring_autumn.rules.scoring import owned, private_count, public_count  # noqa: E402
from pygame_rules.engine.registry import get_game  # noqa: E402
from pygame_rules.engine.rng import Rng  # noqa: E402

TOKEN_TAKEN = re.compile(r"^(\w+) takes a dishonor token$")
BY_NAME = {f.name: f.id for f in FACTIONS}
CAUSES = (("kingdom token", "kingdom token"), ("barbarians", "barbarian"), ("treaty", "treaty"))
"""A dishonor token's cause, read crudely from the two log lines before it: the first of these words found."""


def play(seed: int, factions: list[str], bot: str) -> dict:
    """One game as ``simulate`` plays it; the turn each public objective was marked for each seat."""
    game = get_game("spring-autumn")
    state = game.new_game(seed, players=len(factions), factions=factions)
    pick = Rng(seed ^ 0xB07)                       # cli.simulate's bot RNG, so the games are the same
    bots = {s: make_bot(bot) for s in game.seats(state)}
    marked: dict[tuple[str, int], int] = {}
    seen = 0
    while game.outcome(state) is None:
        legal = game.legal_actions(state)
        seat = game.current_seat(state)
        if seat is None:
            action = legal[0]
        else:
            b = bots[seat]
            action = b.choose(game, game.view(state, seat) if b.uses_view else {}, seat, legal, pick).action
        state = game.apply(state, action)
        if (n := sum(len(v) for v in state.marks.values())) != seen:
            seen = n
            for obj, seats in state.marks.items():
                for s in seats:
                    marked.setdefault((obj, s), state.turn)
    s = state
    dishonor = []                                  # (faction, cause) per dishonor token taken
    log = s.log
    for j, line in enumerate(log):
        if m := TOKEN_TAKEN.match(line):
            before = " ".join(log[max(0, j - 2):j]).lower()
            cause = next((c for c, word in CAUSES if word in before), "other")
            dishonor.append((BY_NAME.get(m.group(1), m.group(1)), cause))
    terrain = [[AREA[a].kind for a in owned(s, i)] for i in range(s.n)]
    return {"factions": s.factions, "winners": s.winners, "turns": s.turn, "public_up": list(s.public_up),
            "marked": marked, "eliminated": (s.final or {}).get("eliminated", []),
            "pub": [public_count(s, i) for i in range(s.n)], "priv": [private_count(s, i) for i in range(s.n)],
            "areas": [len(t) for t in terrain], "mountains": [t.count(MOUNTAIN) for t in terrain],
            "valleys": [t.count(VALLEY) for t in terrain], "dishonor": dishonor}


def report(games: list[dict]) -> str:
    n = len(games)
    fs = list(FACTION_IDS)
    wins: Counter[str] = Counter()
    share: dict[str, float] = defaultdict(float)
    seat_wins: Counter[int] = Counter()
    out: Counter[str] = Counter()
    means: dict[tuple[str, str], float] = defaultdict(float)
    up: Counter[str] = Counter()
    met: dict[str, Counter[str]] = defaultdict(Counter)
    turns: dict[tuple[str, str], list[int]] = defaultdict(list)
    for g in games:
        f = g["factions"]
        for w in g["winners"]:
            wins[f[w]] += 1
            share[f[w]] += 1 / len(g["winners"])
            seat_wins[w] += 1
        for i in g["eliminated"]:
            out[f[i]] += 1
        for i, faction in enumerate(f):
            for key in ("pub", "priv", "areas", "mountains", "valleys"):
                means[faction, key] += g[key][i] / n
        up.update(g["public_up"])
        for (obj, seat), turn in g["marked"].items():
            met[obj][f[seat]] += 1
            turns[obj, f[seat]].append(turn)
    causes: dict[str, Counter[str]] = defaultdict(Counter)
    for g in games:
        for faction, cause in g["dishonor"]:
            causes[faction][cause] += 1
    shared = sum(1 for g in games if len(g["winners"]) > 1)
    lines = [f"{n} games, mean turns {sum(g['turns'] for g in games) / n:.2f}, shared wins {shared}", "",
             "| faction | wins | share of wins | eliminated | public obj. | private obj. | areas | mountains | valleys |",
             "|---|---|---|---|---|---|---|---|---|"]
    for faction in fs:
        lines.append(f"| {faction} | {wins[faction]} | {100 * share[faction] / n:.1f}% | {out[faction]} | "
                     + " | ".join(f"{means[faction, k]:.2f}" for k in ("pub", "priv", "areas", "mountains", "valleys"))
                     + " |")
    kinds = [c for c, _ in CAUSES] + ["other"]
    lines += ["", "| faction | dishonor tokens taken | " + " | ".join(f"after {k}" for k in kinds) + " |",
              "|---|---|" + "---|" * len(kinds)]
    for faction in fs:
        lines.append(f"| {faction} | {sum(causes[faction].values())} | "
                     + " | ".join(str(causes[faction][k]) for k in kinds) + " |")
    lines += ["", "wins by seat: " + ", ".join(f"seat {i} {seat_wins[i]}" for i in range(len(fs))), "",
              "| public objective | face up in | " + " | ".join(fs) + " |",
              "|---|---|" + "---|" * len(fs)]
    for obj, k in up.most_common():
        cells = [f"{100 * met[obj][f] / k:.0f}%" + (f" (t{sum(turns[obj, f]) / len(turns[obj, f]):.1f})"
                                                    if turns[obj, f] else "") for f in fs]
        lines.append(f"| {OBJECTIVE[obj].title} | {k} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bot", default="heuristic", help="the bot in every seat")
    ap.add_argument("--rotate", action="store_true", help="rotate the factions one place per game")
    args = ap.parse_args()
    base = list(FACTION_IDS)
    start = time.perf_counter()
    games = []
    for i in range(args.games):
        k = i % len(base) if args.rotate else 0
        games.append(play(args.seed + i, base[k:] + base[:k], args.bot))
    print(report(games))
    print(f"\n{args.games / (time.perf_counter() - start):.2f} games/s")


if __name__ == "__main__":
    main()
