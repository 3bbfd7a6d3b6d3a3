"""The registry of games: games are found here by id, never by ``if game == ...`` chains.

Built-in games are listed by module path in ``pygame_rules.catalog.BUILTIN`` and
imported on first use; each such module exposes ``GAME``, a ``Game`` instance.
Other code (a test fixture, a plugin wheel) adds games with ``register``.
"""

from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownGameError
from .game import Game

_games: dict[str, Game] = {}
_builtins_loaded = False


def _load_builtins() -> None:
    global _builtins_loaded
    if _builtins_loaded:
        return
    _builtins_loaded = True
    games_pkg = importlib.import_module(__package__.rsplit(".", 1)[0] + ".catalog")
    for module_path in games_pkg.BUILTIN:
        register(importlib.import_module(module_path).GAME)


def register(game: Game) -> Game:
    """Add ``game`` under its id (registering the same object twice is harmless)."""
    if not isinstance(game, Game):
        raise TypeError(f"register() needs a Game instance, not {type(game).__name__}")
    existing = _games.get(game.id)
    if existing is not None and existing is not game:
        raise ValueError(f"another game is already registered as {game.id!r}")
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game added with ``register`` (tests use this to clean up)."""
    _games.pop(game_id, None)


def games() -> list[str]:
    """The ids of every registered game, sorted."""
    _load_builtins()
    return sorted(_games)


def get_game(game_id: str) -> Game:
    """The game registered as ``game_id``; ``UnknownGameError`` naming the known ids otherwise."""
    _load_builtins()
    try:
        return _games[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_games)) or "none"
        raise UnknownGameError(f"there is no game called {game_id!r:.60}; known games: {known}") from None


def games_metadata() -> list[dict[str, Any]]:
    """Lobby metadata of every registered game, in id order."""
    return [get_game(gid).metadata() for gid in games()]
