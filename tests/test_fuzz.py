"""Long randomised runs of the conformance checks (``python -m pytest -m fuzz``; FUZZ_GAMES sets the count).

Every step checks the contract (a state that is not over has a legal action: no dead ends) and the game's
``check_invariants``; every game must end within ``random_playout``'s step cap. ``-k spring-autumn`` runs one
game; FUZZ_SEED sets the first seed.
"""

from __future__ import annotations

import os

import pytest

import pygame_rules
from pygame_rules.engine import conformance as C

pytestmark = pytest.mark.fuzz
COUNT = int(os.environ.get("FUZZ_GAMES", "2000"))
FIRST = int(os.environ.get("FUZZ_SEED", "0"))


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
