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
from ..engine.registry import get_game
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
    games: tuple[str, ...] | None = None
    """The ids of the games this bot knows how to play; None: any game (it reads nothing game-specific).
    ``make_bot(name, game)`` and ``check_game`` refuse any other game in plain words."""

    def plays(self, game: Game) -> bool:
        return self.games is None or game.id in self.games

    def check_game(self, game: Game) -> None:
        """``RulesError`` in plain words if this bot does not know ``game``."""
        if not self.plays(game):
            raise RulesError(refusal(self, game))

    needs_state: bool = False
    """True for a bot that decides from the state itself (``choose_state``): the search bot, which reads it
    only through ``engine.search.determinize`` (everything hidden from its seat redrawn), as its honesty test
    checks. Callers go through ``decide``, which gives each bot what it takes."""

    @abc.abstractmethod
    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        """Pick one of ``legal`` for ``seat`` knowing only ``view``."""

    def choose_state(self, game: Game, state: Any, seat: int, legal: list[Action], rng: Rng) -> Decision:
        """Pick one of ``legal`` for ``seat`` in ``state``: by default from the seat's view (``choose``)."""
        return self.choose(game, game.view(state, seat) if self.uses_view else {}, seat, legal, rng)


def decide(bot: Bot, game: Game, state: Any, seat: int, legal: list[Action], rng: Rng) -> Decision:
    """``bot``'s decision for ``seat`` in ``state``: every caller that lets a bot play goes through here, so a
    bot gets its seat's view, or the state for one that redraws it itself (``Bot.needs_state``)."""
    return bot.choose_state(game, state, seat, legal, rng)


_factories: dict[str, Callable[[], Bot]] = {}


def register_bot(name: str, factory: Callable[[], Bot]) -> None:
    """Register a bot by name; a second bot under a name already taken is refused (two games once both named their
    bot "warlord", and the game registered last silently took the other's name)."""
    if name in _factories and _factories[name] is not factory:
        raise ValueError(f"a bot called {name!r} is already registered")
    _factories[name] = factory


def bot_names() -> list[str]:
    return sorted(_factories)


def bots_for(game: Game) -> list[str]:
    """The registered bots that know ``game``, by name."""
    return [name for name in bot_names() if _factories[name]().plays(game)]


def refusal(bot: Bot, game: Game) -> str:
    """Why ``bot`` will not play ``game``, and which bots will."""
    titles = []
    for gid in bot.games or ():
        try:
            titles.append(get_game(gid).title)
        except RulesError:
            titles.append(gid)
    return (f"the {bot.name} bot plays only {' and '.join(titles) or 'no registered game'}, not {game.title}; "
            f"for {game.title} choose one of: {', '.join(bots_for(game))}")


def make_bot(name: str, game: Game | None = None) -> Bot:
    """A new bot by registered name; ``RulesError`` naming the known bots otherwise (a save or a setup
    may name a bot this site does not have). With ``game``, also a ``RulesError`` in plain words when the
    bot does not know that game (``Bot.games``)."""
    factory = _factories.get(name) if isinstance(name, str) else None
    if factory is None:
        shown = repr(name)[:40] if isinstance(name, str) else f"a {type(name).__name__}"
        raise RulesError(f"there is no computer player called {shown}; known: {', '.join(bot_names())}")
    bot = factory()
    if game is not None:
        bot.check_game(game)
    return bot
