"""The engine core shared by every game: contract, RNG, registry, records, sessions."""

from .errors import IllegalActionError, OptionsError, RecordError, RulesError, ScriptError, UnknownGameError
from .game import Action, Game, NoOptions, Outcome
from .record import GameRecord, decode, load
from .registry import games, games_metadata, get_game, register, unregister
from .rng import Rng
from .session import Session

__all__ = [
    "Action", "Game", "GameRecord", "IllegalActionError", "NoOptions", "OptionsError", "Outcome",
    "RecordError", "Rng", "RulesError", "ScriptError", "Session", "UnknownGameError", "decode", "games",
    "games_metadata", "get_game", "load", "register", "unregister",
]
