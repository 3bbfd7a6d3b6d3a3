"""Typed errors of the engine.

Every error a player or a caller can provoke is a ``RulesError``, a
``ValueError`` subclass, and says in plain words what was wrong. Callers that
take input from outside (a link, a save, a click) catch ``RulesError`` and show
its message; anything else escaping is a bug.
"""

from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the engine raises on bad input."""


class UnknownGameError(RulesError):
    """A game id that is not in the registry."""


class OptionsError(RulesError):
    """Game options that do not validate."""


class IllegalActionError(RulesError):
    """An action that is not among ``legal_actions(state)``."""


class ScriptError(RulesError):
    """A scripted random outcome that does not fit the draw it was used for."""


class RecordError(RulesError):
    """A game record (save, share link, replay) that cannot be read or replayed."""
