"""The search opponent's strength (a script, not a test): one search seat against the game's own bots, the search
seat moved round the table game by game (seat-swapped), with a 95% confidence interval.

    python tests/search_strength.py GAME --others BOT[,BOT...] [--iterations N] [--games G] [--seed S]
                                    [--set KEY=VALUE]... [--processes P] [--horizon H] [--doubt D] [--guided [all|others]] [--control]
                                    [--people N]

``--others`` names the bot of each seat (one name for every seat, or one per seat: Ming Voyages' bots are the
Emperor's and the Overlord's), or ``ai`` for the game's rule-driven players (Spring and Autumn's AI deck); game
``i`` gives seat ``i % seats`` to the search bot (``SearchBot(iterations=N)``), or ``--seat`` in every game.
Prints each game's result on stderr as it ends, then JSON: games, the search seat's wins (a shared win counts as a share), its rate with a Wilson interval, the
rate per seat it sat in, the chance rate (1 / seats), and the budget: iterations and the mean milliseconds per
searched decision in CPython (each game's line also has its winners and the final state's hash, to pair two runs
on the same seeds). ``--control`` plays the search seat by the search's advice alone, with the search's draws from
the RNG: the same deals, and the same games wherever the search kept the advice. ``--horizon``, ``--doubt`` and ``--guided`` replace the game's ``search_horizon``,
``search_doubt`` and ``search_guided`` for an experiment. ``--people N`` (with ``--others ai``) makes the N seats
after the search's people's seats, played by the game's own bot as their stand-in: the table a player meets.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_rules import get_game  # noqa: E402
from pygame_rules.ai import SearchBot, decide, make_bot  # noqa: E402
from pygame_rules.ai.base import Decision  # noqa: E402

RULE_PLAYERS = "ai"
"""``--others ai``: every other seat is played by the game's rules (Spring and Autumn's AI deck: its ``seats``
option says "ai" for each of them and "human" for the search's)."""
from pygame_rules.engine.rng import Rng  # noqa: E402


class AdviceOnly(SearchBot):
    """``--control``: the search's advice alone, as a search that never overrules it would play. It sets up the
    search as ``SearchBot`` does (the same draw from the chooser's RNG, the same advice) and plays the advice
    without thinking, so a game in which the search kept every advice is the same game move for move, and a game
    that differs differs by the search's overrulings: a paired baseline on the same deals."""

    name = "advice-only"

    def choose_state(self, game, state, seat, legal, rng):
        if len(legal) == 1:
            return Decision(legal[0], "the only choice")
        return Decision(self.search(game, state, seat, rng).advised_action, "the advice")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate of ``wins`` in ``n``."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(centre - half, 3), round(centre + half, 3)


def one_game(job: tuple[str, list[str], dict, int, int, dict]) -> dict:
    """One game: (game id, the others' bots per seat, options, iterations, game index, the search bot's settings
    and its seat when fixed)."""
    gid, others, options, iterations, index, settings = job
    settings = dict(settings)
    seat = settings.pop("seat", None)
    control = settings.pop("control", None)
    horizon, doubt, guided = settings.pop("horizon", None), settings.pop("doubt", None), settings.pop("guided", None)
    spread = settings.pop("spread", None)
    people = settings.pop("people", None) or 0
    game = get_game(gid)
    if horizon is not None:                           # an experiment's horizon and doubt, on this process's game
        game.search_horizon = horizon or None
    if doubt is not None:
        game.search_doubt = doubt
    if guided is not None:
        game.search_guided = guided
    if spread is not None:                            # the game's margin for the table, with this spread
        judgement = game.search_judgement
        game.search_judgement = lambda state: (judgement(state)[0], spread)
    seats = game.seats(game.new_game(index, **options))
    mine = seats[index % len(seats)] if seat is None else seat
    at = seats.index(mine)
    stand_ins = [seats[(at + j) % len(seats)] for j in range(1, people + 1)]
    if others == [RULE_PLAYERS]:                      # the game's own rule-driven players in every other seat
        options = {**options, "seats": ["human" if s == mine or s in stand_ins else "ai" for s in seats]}
    state = game.new_game(index, **options)
    searcher = AdviceOnly() if control else SearchBot(iterations=iterations, **settings)
    bots = {s: searcher if s == mine else make_bot(others[min(k, len(others) - 1)], game)
            for k, s in enumerate(seats) if s == mine or others != [RULE_PLAYERS]}
    bots.update({s: make_bot(game.bot_for(s), game) for s in stand_ins})
    pick, thought, decisions = Rng(index ^ 0x5EA5C4), 0.0, 0
    while (result := game.outcome(state)) is None:
        seat, legal = game.current_seat(state), game.legal_actions(state)
        if seat is None:
            action = legal[0]
        else:
            start = time.perf_counter()
            action = decide(bots[seat], game, state, seat, legal, pick).action
            if seat == mine and len(legal) > 1:
                thought += time.perf_counter() - start
                decisions += 1
        state = game.apply(state, action)
    share = 1 / len(result.winners) if mine in result.winners else 0.0
    return {"seat": mine, "share": share, "ms": 1000 * thought, "decisions": decisions,
            "winners": list(result.winners), "hash": game.state_hash(state)[:12]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("game")
    ap.add_argument("--others", required=True)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--margin", type=float, default=None,
                    help="how much better than the game's own bot's choice the search's must do to be played")
    ap.add_argument("--unadvised", action="store_true", help="the search alone, not advised by the game's own bot")
    ap.add_argument("--seat", type=int, help="the search's seat in every game (Ming Voyages solo: 0, the Emperor)")
    ap.add_argument("--horizon", type=int, help="decisions a playout plays before the evaluation (0: to the end; "
                    "default: the game's search_horizon)")
    ap.add_argument("--guided", nargs="?", const="all", choices=("all", "others"),
                    help="playouts played by the game's own bots (Game.search_guided): every seat's, or the others'")
    ap.add_argument("--doubt", type=float, help="standard errors the search's choice must beat the advice by, "
                    "besides the margin (default: the game's search_doubt)")
    ap.add_argument("--spread", choices=("bound", "observed", "paired"), help="the standard error from the largest spread of "
                    "shares, from the observed one, or paired rounds (default: the game's, Game.search_judgement)")
    ap.add_argument("--people", type=int, default=0, help="with --others ai: this many seats after the search's "
                    "are people's seats (not AI players), each played by the game's own bot as a person's stand-in; "
                    "the table a player meets when the search is one of the computer players")
    ap.add_argument("--control", action="store_true", help="the search seat plays the search's advice alone (the "
                    "game's own bot, drawing from the RNG as the search does): the same deals without the search")
    args = ap.parse_args()
    options = {}
    for item in args.set:
        key, value = item.split("=", 1)
        options[key] = json.loads(value) if value[:1] in "[{0123456789" or value in ("true", "false") else value
    others = args.others.split(",")
    if args.people and (others != [RULE_PLAYERS] or args.people < 0):
        ap.error("--people N seats people beside the rule-driven players: it needs --others ai and N >= 0")
    settings = {"advised": not args.unadvised, "margin": args.margin}
    fixed = {"seat": args.seat, "control": args.control or None, "horizon": args.horizon, "doubt": args.doubt, "guided": args.guided, "spread": args.spread, "people": args.people}
    jobs = [(args.game, others, options, args.iterations, args.seed + i, {**settings, **fixed}) for i in range(args.games)]
    start = time.perf_counter()
    games = []
    with ProcessPoolExecutor(args.processes) as pool:
        for g in pool.map(one_game, jobs):           # each game's result on stderr as it comes (long runs)
            games.append(g)
            print(json.dumps({"game": len(games), **g, "ms": round(g["ms"])}), file=sys.stderr, flush=True)
    wins = sum(g["share"] for g in games)
    per_seat: dict[str, list[float]] = {}
    for g in games:
        per_seat.setdefault(str(g["seat"]), []).append(g["share"])
    game = get_game(args.game)
    seats = len(game.seats(game.new_game(args.seed, **options)))
    print(json.dumps({
        "game": args.game, "others": others, "people": args.people, "options": options, "games": len(games), "seeds": [args.seed, args.seed + args.games - 1],
        "search_wins": round(wins, 2), "search_rate": round(wins / len(games), 3), "ci95": wilson(wins, len(games)),
        "per_seat": {s: {"games": len(v), "rate": round(sum(v) / len(v), 3)} for s, v in sorted(per_seat.items())},
        "chance_rate": round(1 / seats, 3),
        "search": {**settings, "search_horizon": args.horizon if args.horizon is not None else game.search_horizon,
                   "doubt": args.doubt if args.doubt is not None else game.search_doubt,
                   "guided": args.guided or game.search_guided, "spread": args.spread or "the game's",
                   "margin": args.margin if args.margin is not None else "the game's"}, "budget": {"iterations": args.iterations,
                   "cpython_ms_per_decision": round(sum(g["ms"] for g in games) / max(1, sum(g["decisions"] for g in games)), 1)},
        "seconds": round(time.perf_counter() - start, 1),
    }, indent=1))


if __name__ == "__main__":
    main()
