"""The one interface every bot follows.

A bot sees what its seat may see: the ``view`` of the state for its seat and
the legal actions (which that seat is entitled to know). It returns a
``Decision``: the action and, in plain words, why (citing the rule or card it
followed). Bots keep their own memory between calls if they need it (a bot
may remember cards it has seen), never the hidden state.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.errors import RulesError
from ..engine.game import Action, Game
from ..engine.rng import Rng


@dataclass(frozen=True)
class Decision:
    action: Action
    reason: str


class Bot(abc.ABC):
    """A player program. ``name`` identifies it on the command line."""

    name: str = "bot"
    uses_view: bool = True
    """False for a bot that ignores ``view`` (the random bot): a caller may then pass ``{}`` instead of
    computing the view, which is costly in big games."""

    @abc.abstractmethod
    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        """Pick one of ``legal`` for ``seat`` knowing only ``view``."""


_factories: dict[str, Callable[[], Bot]] = {}


def register_bot(name: str, factory: Callable[[], Bot]) -> None:
    _factories[name] = factory


def bot_names() -> list[str]:
    return sorted(_factories)


def make_bot(name: str) -> Bot:
    """A new bot by registered name; ``RulesError`` naming the known bots otherwise (a save or a setup
    may name a bot this site does not have)."""
    factory = _factories.get(name) if isinstance(name, str) else None
    if factory is None:
        shown = repr(name)[:40] if isinstance(name, str) else f"a {type(name).__name__}"
        raise RulesError(f"there is no computer player called {shown}; known: {', '.join(bot_names())}")
    return factory()
