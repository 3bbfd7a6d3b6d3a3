"""The uniformly random bot: a baseline opponent and the engine of the fuzzers."""

from __future__ import annotations

from typing import Any

from ..engine.game import Action, Game
from ..engine.rng import Rng
from .base import Bot, Decision, register_bot


class RandomBot(Bot):
    name = "random"
    uses_view = False

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        action = rng.choice(legal)
        why = "the only choice" if len(legal) == 1 else f"chosen by lot among {len(legal)} choices"
        return Decision(action, why)


register_bot("random", RandomBot)
