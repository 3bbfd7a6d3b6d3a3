"""Long randomised runs of the conformance checks (``python -m pytest -m fuzz``; FUZZ_GAMES sets the count).

Every step checks the contract (a state that is not over has a legal action: no dead ends) and the game's
``check_invariants``; every game must end within ``random_playout``'s step cap. ``-k spring-autumn`` runs one
game; FUZZ_SEED sets the first seed.

A game with a ``fuzz_mix(seed) -> (options, {seat: bot name})`` hook (Spring and Autumn: human seats played by
the random or the heuristic bot beside the rulebook's AI players) is also fuzzed with those mixes:
``test_many_mixed_games...``, FUZZ_GAMES of them too (``MIXED_FUZZ_GAMES`` overrides the count).
"""

from __future__ import annotations

import os

import pytest

import pygame_rules
from pygame_rules.ai import make_bot
from pygame_rules.engine import conformance as C

pytestmark = pytest.mark.fuzz
COUNT = int(os.environ.get("FUZZ_GAMES", "2000"))
FIRST = int(os.environ.get("FUZZ_SEED", "0"))
MIXED = int(os.environ.get("MIXED_FUZZ_GAMES", str(COUNT)))


@pytest.mark.parametrize("game_id", pygame_rules.games())
def test_many_random_games_end_and_keep_the_contract(game_id):
    game = pygame_rules.get_game(game_id)
    invariants = getattr(game, "check_invariants", None)
    # a game may name separate option sets for the long run (e.g. its full player count, no turn cap)
    option_sets = getattr(game, "fuzz_options", None) or getattr(game, "conformance_options", ({},))
    for seed in range(FIRST, FIRST + COUNT):
        p = C.random_playout(game, seed, option_sets[seed % len(option_sets)], invariants=invariants)
        if seed % 50 == 0:
            C.check_record_roundtrip(p, samples=3)
            C.check_views_hide(p, resamples=1, every=max(1, len(p.states) // 10))


def mixed_playout(game, seed: int, check_steps: bool = True) -> C.Playout:
    """The game ``game.fuzz_mix(seed)`` names, its bots deciding for their seats (each from its own view), with
    the same checks at every step as the random fuzz."""
    options, names = game.fuzz_mix(seed)
    bots = {seat: make_bot(name, game) for seat, name in names.items() if name != "random"}
    invariants = getattr(game, "check_invariants", None) if check_steps else None
    return C.random_playout(game, seed, options, check_steps=check_steps, invariants=invariants, bots=bots)


@pytest.mark.parametrize("game_id", [g for g in pygame_rules.games() if hasattr(pygame_rules.get_game(g), "fuzz_mix")])
def test_many_mixed_games_end_and_keep_the_contract(game_id):
    game = pygame_rules.get_game(game_id)
    for seed in range(FIRST, FIRST + MIXED):
        p = mixed_playout(game, seed)
        if seed % 50 == 0:
            C.check_record_roundtrip(p, samples=3)
            C.check_views_hide(p, resamples=1, every=max(1, len(p.states) // 10))
