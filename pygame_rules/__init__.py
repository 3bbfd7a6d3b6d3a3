"""pygame_rules: rules engines, bots and the share-link codec for four board games of ancient China.

Pure Python (only pydantic 2 at run time); runs in CPython 3.11+ and in Pyodide.

    >>> import pygame_rules
    >>> pygame_rules.games()            # ids of the registered games
    >>> game = pygame_rules.get_game(game_id)
"""

from .engine import (
    Action,
    Game,
    GameRecord,
    IllegalActionError,
    NoOptions,
    OptionsError,
    Outcome,
    RecordError,
    Rng,
    RulesError,
    ScriptError,
    Session,
    UnknownGameError,
    decode,
    games,
    games_metadata,
    get_game,
    load,
    register,
    unregister,
)

__version__ = "0.1.0"

__all__ = [
    "Action", "Game", "GameRecord", "IllegalActionError", "NoOptions", "OptionsError", "Outcome",
    "RecordError", "Rng", "RulesError", "ScriptError", "Session", "UnknownGameError", "__version__", "decode",
    "games", "games_metadata", "get_game", "load", "register", "unregister",
]
