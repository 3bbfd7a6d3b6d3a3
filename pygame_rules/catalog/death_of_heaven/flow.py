"""The flow of play: the game's ``TaskFlow`` (a stack of small task dicts run until a decision is needed, as in the
other games) and the registries through which rules modules reach each other without importing each other.

A rules module starts another part's work by pushing a task by name (``push(s, {"t": "exec", ...})``), never by
importing it. Two things every part needs are registered here by the modules that own them:

- ``EFFECTS``: how each effect kind of the content's vocabulary (``content/vocab.py``) is carried out, filled by
  ``rules/effects*.py``: ``(state, ctx, effect) -> None``, where ``ctx`` is the executing seat's context dict
  (``seat``, ``card``, the designated ``target``, what the previous effect did). A kind without an entry is not
  implemented, and a skill using it is not offered (``rules/skills.py``).
- ``CONDITIONS``: how each condition (``vocab.CONDITIONS``) is judged, ``(state, ctx, condition) -> bool``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.tasks import Decision, TaskFlow, ask, push
from .state import State

FLOW = TaskFlow(is_over=lambda s: s.winners is not None)
handler, resolver, advance, resolve = FLOW.handler, FLOW.resolver, FLOW.advance, FLOW.resolve

Effect = dict[str, Any]
Ctx = dict[str, Any]
EFFECTS: dict[str, Callable[[State, Ctx, Effect], None]] = {}
CONDITIONS: dict[str, Callable[[State, Ctx, dict[str, Any]], bool]] = {}

__all__ = ["CONDITIONS", "EFFECTS", "FLOW", "Ctx", "Decision", "Effect", "advance", "ask", "handler", "push",
           "resolve", "resolver"]
