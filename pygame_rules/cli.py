"""Command line: ``python -m pygame_rules bench | simulate | replay | games``.

Every command prints one JSON object, so scripts and CI can read the figures. The ``bench`` figures are
measured in ``bench.py`` (``engine_figures``, ``stalling_record`` and ``replay_figures`` live there too).
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from .ai import decide, make_bot
from .bench import bench
from .bench import engine_figures as engine_figures
from .bench import replay_figures as replay_figures
from .bench import stalling_record as stalling_record
from .engine.errors import RulesError
from .engine.record import decode
from .engine.registry import games_metadata, get_game
from .engine.rng import Rng


def simulate(game_id: str, n_games: int, seed: int, bots: list[str], options: dict[str, Any],
             rotate: str | None = None, rotate_bots: bool = False) -> dict[str, Any]:
    """Play ``n_games`` with the given bots (one name per seat, the last repeated) and summarise.

    ``wins`` counts wins per seat and ``bot_wins`` per bot name (a shared win counts for each winner). With
    ``rotate_bots`` game ``i`` seats the bots rotated ``i`` places to the right (the first bot at seat ``i``
    modulo the seat count), so that a bot's figures do not depend on a seat: "one heuristic bot against random
    ones" over a multiple of the seat count plays every seat equally often.

    ``rotate`` names a list option (for example a game's ``factions``): game ``i`` plays it rotated ``i``
    places to the left, so over a multiple of its length games every entry sits in every seat equally often
    and a seat's figures can be told from an entry's (``options`` reports the list as given)."""
    game = get_game(game_id)
    opts = game.validate_options(options).model_dump(mode="json")
    if rotate is not None and not (isinstance(opts.get(rotate), list) and opts[rotate]):
        raise RulesError(f"--rotate {rotate}: give the option {rotate} as a list (--options or --set)")
    wins: dict[str, int] = {}
    bot_wins: dict[str, int] = {}
    draws = errors = actions = 0
    longest, longest_seed = 0, None
    counts: dict[str, dict[str, int]] = {}
    sums: dict[str, float] = {}
    for name in bots:
        make_bot(name, game)            # an unknown bot, or one that does not know this game, is a RulesError
    summary = getattr(game, "summary", None)
    reasons: dict[str, int] = {}
    first_error = None
    start = time.perf_counter()
    for i in range(n_games):
        game_seed = (seed + i) % (1 << 53)
        pick = Rng(game_seed ^ 0xB07)
        count = 0
        game_opts = opts
        if rotate is not None:
            k = i % len(opts[rotate])
            game_opts = {**opts, rotate: opts[rotate][k:] + opts[rotate][:k]}
        try:
            state = game.new_game(game_seed, **game_opts)
            seats = game.seats(state)
            names = [bots[min(k, len(bots) - 1)] for k in range(len(seats))]
            if rotate_bots:
                k = i % len(names)
                names = names[len(names) - k:] + names[:len(names) - k]
            seat_bot = dict(zip(seats, names, strict=True))
            players = {s: make_bot(seat_bot[s], game) for s in seats}
            while (result := game.outcome(state)) is None:
                legal = game.legal_actions(state)
                seat = game.current_seat(state)
                if seat is None:
                    action = legal[0]
                else:
                    action = decide(players[seat], game, state, seat, legal, pick).action
                state = game.apply(state, action)
                count += 1
        except Exception as err:  # noqa: BLE001 - a simulation counts crashes instead of stopping
            errors += 1
            first_error = first_error or f"seed {game_seed}: {type(err).__name__}: {err}"
            continue
        actions += count
        if count > longest:
            longest, longest_seed = count, game_seed
        if summary is not None:
            for key, value in summary(state).items():
                if isinstance(value, str):
                    counts.setdefault(key, {})
                    counts[key][value] = counts[key].get(value, 0) + 1
                else:
                    sums[key] = sums.get(key, 0) + value
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
        if not result.winners:
            draws += 1
        for w in result.winners:
            wins[str(w)] = wins.get(str(w), 0) + 1
            if w in seat_bot:
                bot_wins[seat_bot[w]] = bot_wins.get(seat_bot[w], 0) + 1
    seconds = time.perf_counter() - start
    played = max(1, n_games - errors)
    return {"game": game_id, "games": n_games, "seed": seed, "bots": bots, "options": opts, **({"rotate": rotate} if rotate else {}),
            **({"rotate_bots": True} if rotate_bots else {}), "wins": wins, "bot_wins": bot_wins, "draws": draws, **counts, **{f"mean_{k}": round(v / played, 2) for k, v in sums.items()},
            "reasons": reasons if len(reasons) <= 12 else {"distinct": len(reasons)},
            "errors": errors, "first_error": first_error,
            "mean_actions": round(actions / max(1, n_games - errors), 1),
            "max_actions": longest, "max_actions_seed": longest_seed, "seconds": round(seconds, 3),
            "games_per_second": round(n_games / seconds, 1) if seconds else None,
            "actions_per_second": round(actions / seconds) if seconds else None}


def replay(share: str, upto: int | None) -> dict[str, Any]:
    record = decode(share)
    state = record.replay(upto)
    game = get_game(record.game)
    result = game.outcome(state)
    return {"game": record.game, "actions": len(record.actions), "replayed": upto or len(record.actions),
            "state_hash": game.state_hash(state), "outcome": result.to_json() if result else None,
            "view": game.view(state, None)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pygame_rules", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the registered games as JSON")
    b = sub.add_parser("bench", help="print speed figures as JSON")
    b.add_argument("--seconds", type=float, default=1.0, help="time spent on each game")
    s = sub.add_parser("simulate", help="play games between bots and print a JSON summary")
    s.add_argument("game")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--bot", action="append", default=None, help="bot per seat in order (default: random)")
    s.add_argument("--options", default="{}", help="game options as JSON")
    s.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="one game option, e.g. --set mode=solo --set difficulty=hard")
    s.add_argument("--difficulty", default=None,
                   help="solo difficulty, for games with a solo mode (sets mode=solo as well)")
    s.add_argument("--players", type=int, default=None,
                   help="number of players, for games with a players option (same as --set players=N)")
    s.add_argument("--seats", default=None, metavar="KIND,KIND,...",
                   help="who plays each seat, for games with a seats option, e.g. human,ai,ai,ai,ai (sets players "
                        "too); --bot plays the human seats")
    s.add_argument("--rotate", default=None, metavar="OPTION",
                   help="rotate a list option one place per game, e.g. --rotate factions with the factions given, so "
                        "each faction plays each seat equally often (seat-swapped games)")
    s.add_argument("--rotate-bots", action="store_true",
                   help="rotate the bots one seat per game (game i puts the first --bot at seat i), so that one bot "
                        "against the others plays every seat equally often; bot_wins counts wins per bot")
    r = sub.add_parser("replay", help="replay a share string and print the final state")
    r.add_argument("share")
    r.add_argument("--upto", type=int, default=None)
    args = ap.parse_args(argv)
    try:
        if args.command == "games":
            result: Any = games_metadata()
        elif args.command == "bench":
            result = bench(args.seconds)
        elif args.command == "simulate":
            options = json.loads(args.options)
            for item in args.set:
                key, _, value = item.partition("=")
                try:
                    options[key] = json.loads(value)
                except json.JSONDecodeError:
                    options[key] = value
            if args.players is not None:
                if "players" not in get_game(args.game).Options.model_fields:
                    raise RulesError(f"{args.game} has no players option")
                options["players"] = args.players
            if args.seats is not None:
                if "seats" not in get_game(args.game).Options.model_fields:
                    raise RulesError(f"{args.game} has no seats option")
                options["seats"] = args.seats.split(",")
                options["players"] = len(options["seats"])
            if args.difficulty:
                fields = get_game(args.game).Options.model_fields
                if "difficulty" not in fields:
                    raise RulesError(f"{args.game} has no difficulty levels")
                options["difficulty"] = args.difficulty
                if "mode" in fields:
                    options.setdefault("mode", "solo")
            result = simulate(args.game, args.games, args.seed, args.bot or ["random"], options, args.rotate, args.rotate_bots)
        else:
            result = replay(args.share, args.upto)
    except (RulesError, json.JSONDecodeError) as err:
        print(json.dumps({"error": str(err)}))
        return 2
    print(json.dumps(result, indent=1))
    return 0
