"""The flow of play: Land of Han's ``TaskFlow`` (a stack of small task dicts run until a warlord must choose, as in
the other games). ``rules/season.py`` registers the season's tasks; ``rules/orders.py`` the order sheet's."""

from __future__ import annotations

from ...engine.tasks import Decision, TaskFlow, ask, push

FLOW = TaskFlow(over_attr="winners")
handler, resolver, advance, resolve = FLOW.handler, FLOW.resolver, FLOW.advance, FLOW.resolve
playout_policy = FLOW.playout_policy

__all__ = ["FLOW", "Decision", "advance", "ask", "handler", "playout_policy", "push", "resolve", "resolver"]
