"""``special_usable`` (the play menu's one-call check) answers as ``feasible(special_for(...))``, which it stands
for, for every card and side in every state of random games of each mode."""

from __future__ import annotations

from pygame_rules.catalog.ming_voyages.content.cards import CARD
from pygame_rules.catalog.ming_voyages.rules.effects import feasible, special_for, special_usable
from pygame_rules.engine import conformance
from pygame_rules.engine.registry import get_game


def test_special_usable_is_feasible_special_for():
    game = get_game("ming-voyages")
    checked = 0
    for seed, options in enumerate([{"mode": "two-player"}, {"mode": "solo", "difficulty": "brutal"}] * 3):
        p = conformance.random_playout(game, seed, options, check_steps=False)
        for s in p.states[::3]:
            for side in (0, 1):
                for card in CARD:
                    assert special_usable(s, card, side) == feasible(s, side, special_for(s, card, side))
                    checked += 1
    assert checked > 10_000
