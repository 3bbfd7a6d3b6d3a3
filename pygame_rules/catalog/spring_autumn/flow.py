"""The flow of play: a stack of task dicts run by ``advance`` until a decision is needed.

As in The Ming Voyages: each task type has a handler ``(state, task) -> (seat, options) | None`` (None: it
made progress by itself) and, if it asks for decisions, a resolver ``(state, task, action)``. Tasks hold
only JSON data. A decision with a single option is taken at once. Only the top task may be mutated in place
(``State.copy`` copies just that one). Rule IDs refer to ``shared/spec/spring_autumn.md``.

This module is the machinery under the rules: the game's ``TaskFlow`` (handlers and resolvers are registered
by task name, so a rule module starts another part's work by pushing a task by name, never by importing it),
the seat order, and the registries through which the parts of ``rules/`` offer actions in the action
decision. The turn itself (Most Honorable phase, action phase, passing) is in ``rules/turn.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.tasks import Decision, TaskFlow, push
from .content.factions import MOST_HONORABLE_TOKEN_SIDES, turn_order
from .state import AI, State

FLOW = TaskFlow(over_attr="winners")
"""The game is over once ``winners`` is set (read as an attribute at every step: no call, ``TaskFlow``)."""
HANDLERS, RESOLVERS = FLOW.handlers, FLOW.resolvers
handler, resolver, advance, resolve = FLOW.handler, FLOW.resolver, FLOW.advance, FLOW.resolve

__all__ = ["ACTION_OPTIONS", "ACTION_RESOLVERS", "AI_CHOICES", "FLOW", "FREE_OPTIONS", "FREE_RESOLVERS", "HANDLERS", "RESOLVERS",
           "Decision", "action_options", "advance", "handler", "push", "resolve", "resolver", "seat_order"]


def seat_order(s: State) -> list[int]:
    """SA-MH-4: the token holder first, then the others in the token's direction (G-17). A new list each call
    (remembered per holder, face and factions, on which alone it depends)."""
    key = (s.holder, s.face, *s.factions)
    order = _SEAT_ORDERS.get(key)
    if order is None:
        factions = turn_order(s.factions[s.holder], MOST_HONORABLE_TOKEN_SIDES[s.face], s.factions)
        order = _SEAT_ORDERS[key] = tuple(s.seat_of(f) for f in factions)
    return list(order)


_SEAT_ORDERS: dict[tuple, tuple[int, ...]] = {}
"""``seat_order``'s answers by (holder, face, factions...): a few hundred at most."""


ActionOptions = Callable[[State, int], list[dict[str, Any]]]
ACTION_OPTIONS: list[ActionOptions] = []
"""Extension point: functions giving a seat's legal top-level actions (build, train, research, honor, supply,
exchange, treaty), filled in menu order by ``game.py`` once every rules module is loaded; each rules module
registers an ``ACTION_RESOLVERS`` entry per action name it offers."""
ACTION_RESOLVERS: dict[str, Callable[[State, int, dict], None]] = {}
FREE_OPTIONS: list[ActionOptions] = []
"""Extension point: options a player may take in their action decision without using the action (philosophy
cards "during your action" and untimed ones: philosophy_use.py); the action decision is asked again after.
Filled by ``game.py``."""
FREE_RESOLVERS: dict[str, Callable[[State, int, dict], None]] = {}
"""Option key -> resolver for ``FREE_OPTIONS``."""


def action_options(s: State, seat: int) -> list[dict[str, Any]]:
    """SA-ACT-3, SA-ACT-PASS-1: every legal action, and Pass (always legal; forced when alone). The option
    functions share what they find through the menu memo while the menu is made (``state.menu_memo``)."""
    out: list[dict[str, Any]] = []
    d = s.__dict__
    d["menu_memo"] = {}
    try:
        for fn in ACTION_OPTIONS:
            out.extend(fn(s, seat))
    finally:
        d["menu_memo"] = None
    out.append({"action": "pass"})
    return out


AiChoice = Callable[[State, dict, list[dict[str, Any]]], dict[str, Any]]
AI_CHOICES: dict[str, AiChoice] = {}
"""How an AI seat answers each task's decision, by task name: ``(state, task, options) -> option``. Filled by
the AI rule modules (``rules/ai_turn.py``, ``rules/ai_choices.py``); a decision of an AI seat with no entry
here is a rule the AI players lack, and raises."""


class MissingAIRule(LookupError):
    """An AI seat was asked a decision no AI rule answers (a gap in the rules, found by the fuzz run)."""


def ai_answer(s: State, task: dict, decision: Decision) -> dict[str, Any] | None:
    """``FLOW.auto``: the rulebook's AI players take no decisions (RB "AI Players and Solitaire Play"), so an AI
    seat's decision is answered by its AI rule (``AI_CHOICES``); a human's is put to them (None)."""
    seat, options = decision
    if s.players[seat]["kind"] != AI:
        return None
    choose = AI_CHOICES.get(task["t"])
    if choose is None:
        raise MissingAIRule(f"no AI rule answers the {task['t']!r} decision of {s.name(seat)}")
    return choose(s, task, options)


FLOW.auto = ai_answer
