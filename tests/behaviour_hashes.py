"""Fingerprints of how every registered game behaves, to prove that a refactoring changed nothing.

For each game it plays 200 seeded games (random choices, cycling through the game's option sets, plus
games between the game's own bots where it has them) and records, per game: the number of actions, the
final state hash, and a digest of the words a player reads along the way (each chosen action's
description and choice group) and of every seat's view and rendering at the end and half way.

    python tests/behaviour_hashes.py record hashes.json     # before the change
    python tests/behaviour_hashes.py compare hashes.json    # after: prints the differences, exit 1 if any

``--game ID`` (repeatable) fingerprints only those games, for a change that touches one.

With ``--fuzz`` it records instead the final state hash of each game of the fuzz run (``tests/test_fuzz.py``:
the conformance suite's random playouts, seeds 0.., the game's ``fuzz_options``), 10,000 games of The Ming
Voyages and 2,000 of Spring and Autumn (``--games N`` for another count), to show that a faster engine plays
the same games:

    python tests/behaviour_hashes.py record fuzz.json --fuzz

A script, not a test: it takes minutes, and its file belongs to one change, not to the repository.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent / "fixture_games"))

from pygame_rules.ai import make_bot  # noqa: E402
from pygame_rules.engine import conformance  # noqa: E402
from pygame_rules.engine.registry import games, get_game  # noqa: E402
from pygame_rules.engine.rng import Rng  # noqa: E402

GAMES_PER_GAME = 200
OPTION_SETS: dict[str, list[dict[str, Any]]] = {
    "ming-voyages": [{"mode": "two-player"}, {"mode": "solo", "difficulty": "easy"},
                     {"mode": "solo", "difficulty": "moderate"}, {"mode": "solo", "difficulty": "hard"},
                     {"mode": "solo", "difficulty": "brutal", "challenge_troop_losses": True,
                      "challenge_two_hordes": True}],
    "spring-autumn": [{"players": 5}, {"players": 2}, {"players": 3, "variant": "safety"},
                      {"players": 4, "variant": "epic"}, {"players": 5, "variant": "epic", "epic_objectives": 5},
                      {"players": 5, "seats": ["human", "ai", "ai", "ai", "ai"]},
                      {"players": 3, "seats": ["ai", "human", "ai"]}],
    "death-of-heaven": [{"players": 4}, {"players": 5, "mode": "full"}, {"players": 6},
                        {"players": 4, "mode": "full"}, {"players": 5}, {"players": 6, "mode": "full"}],
    "land-of-han": [{}, {"players": 2, "years": 3}, {"players": 4, "turns": "igougo", "years": 3},
                    {"players": 6, "years": 3}, {"players": 3, "map": "expanded", "years": 3},
                    {"players": 10, "map": "expanded", "turns": "igougo", "years": 3}],
}
BOT_GAMES: dict[str, list[tuple[dict[str, Any], list[str]]]] = {
    "ming-voyages": [({"mode": "two-player"}, ["heuristic-emperor", "heuristic-overlord"]),
                     ({"mode": "solo", "difficulty": "hard"}, ["heuristic-emperor", "random"])],
    "death-of-heaven": [({"players": 4}, ["warlord"]), ({"players": 6, "mode": "full"}, ["warlord", "random"])],
    "land-of-han": [({"players": 2}, ["han-warlord"]), ({"players": 4}, ["han-warlord", "random"])],
}


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _looks(game: Any, state: Any) -> str:
    """Every seat's view and rendering of ``state``, as one digest."""
    seen = []
    for seat in [*game.seats(state), None]:
        view = game.view(state, seat)
        seen.append([view, game.render(view, seat, None)])
    return _digest(seen)


def play(game: Any, seed: int, options: dict[str, Any], bots: list[str] | None) -> dict[str, Any]:
    opts = game.validate_options(options).model_dump(mode="json")
    state = game.new_game(seed, **opts)
    pick = Rng(seed ^ 0xB07)
    players = {s: make_bot(bots[min(k, len(bots) - 1)]) for k, s in enumerate(game.seats(state))} if bots else {}
    words, n, half = hashlib.sha256(), 0, None
    while game.outcome(state) is None:
        legal = game.legal_actions(state)
        seat = game.current_seat(state)
        if seat is not None and seat in players:
            bot = players[seat]
            decision = bot.choose(game, game.view(state, seat) if bot.uses_view else {}, seat, legal, pick)
            action = decision.action
            words.update(decision.reason.encode())
        else:
            action = pick.choice(legal)
        words.update(json.dumps([game.describe_action(state, action), game.choice_group(state, action)],
                                default=str).encode())
        state = game.apply(state, action)
        n += 1
        if n == 40:
            half = _looks(game, state)
    result = game.outcome(state)
    return {"actions": n, "hash": game.state_hash(state), "words": words.hexdigest()[:16],
            "looks": [half, _looks(game, state)], "outcome": _digest(result.to_json())}


FUZZ_GAMES = {"ming-voyages": 10_000, "spring-autumn": 2_000}


def record_fuzz(count: int | None, only: list[str]) -> dict[str, Any]:
    """The final state hash of every game of the fuzz run, per game id (``only`` those, when given)."""
    out: dict[str, Any] = {}
    for gid in only or games():
        game = get_game(gid)
        option_sets = getattr(game, "fuzz_options", None) or getattr(game, "conformance_options", ({},))
        start = time.perf_counter()
        out[gid] = []
        for seed in range(count or FUZZ_GAMES.get(gid, 2_000)):
            p = conformance.random_playout(game, seed, option_sets[seed % len(option_sets)], check_steps=False,
                                           keep_states=False)
            out[gid].append({"seed": seed, "actions": len(p.actions), "hash": game.state_hash(p.final)})
        print(f"{gid}: {len(out[gid])} fuzz games in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return out


def record_all(only: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for gid in only or games():
        game = get_game(gid)
        sets = OPTION_SETS.get(gid, [{}])
        runs = [(sets[i % len(sets)], None) for i in range(GAMES_PER_GAME)]
        for options, bots in BOT_GAMES.get(gid, []):
            runs += [(options, bots)] * 10
        start = time.perf_counter()
        out[gid] = [{"seed": i, "options": o, "bots": b, **play(game, i, o, b)} for i, (o, b) in enumerate(runs)]
        print(f"{gid}: {len(runs)} games in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return out


def main(argv: list[str]) -> int:
    fuzz = "--fuzz" in argv
    count = int(argv[argv.index("--games") + 1]) if "--games" in argv else None
    only = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--game"]
    argv = [a for i, a in enumerate(argv)
            if a not in ("--fuzz", "--games", "--game") and (i == 0 or argv[i - 1] not in ("--games", "--game"))]
    if len(argv) != 2 or argv[0] not in ("record", "compare"):
        print(__doc__)
        return 2
    path = Path(argv[1])
    now = record_fuzz(count, only) if fuzz else record_all(only)
    if argv[0] == "record":
        path.write_text(json.dumps(now, indent=0, sort_keys=True))
        print(f"recorded {sum(len(v) for v in now.values())} games to {path}")
        return 0
    before = json.loads(path.read_text())
    differences = 0
    for gid in sorted(set(before) | set(now)):
        old, new = before.get(gid, []), now.get(gid, [])
        same = sum(1 for a, b in zip(old, new, strict=False) if a == b)
        print(f"{gid}: {same} of {len(old)} games identical ({len(new)} played now)")
        for a, b in zip(old, new, strict=False):
            if a != b:
                differences += 1
                print("  differs:", json.dumps({k: (a.get(k), b.get(k)) for k in a if a.get(k) != b.get(k)}))
        differences += abs(len(old) - len(new))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
