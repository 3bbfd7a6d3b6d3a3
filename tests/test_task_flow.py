"""engine/tasks.py's interpreter: who decides, and the ``auto`` hook that lets the rules play a seat."""

from __future__ import annotations

from pygame_rules.engine.tasks import TaskFlow, ask


class S:
    def __init__(self, *tasks):
        self.tasks, self.done = list(tasks), []


def flow_with(auto=None) -> TaskFlow:
    """Tasks ``q``: seat ``t["seat"]`` picks a colour (``ask`` if ``t["ask"]``); resolving logs it."""
    flow = TaskFlow(is_over=lambda s: False)
    def handle(s, t):
        options = [{"c": c} for c in t["colours"]]
        return ask(t["seat"], options) if t.get("ask") else (t["seat"], options)
    flow.handlers["q"] = handle
    flow.auto = auto

    def resolve(s, t, a):
        s.tasks.pop()
        s.done.append((t["seat"], a["c"]))
    flow.resolvers["q"] = resolve
    return flow


def test_auto_takes_the_decisions_it_answers_and_leaves_the_rest_to_their_seats():
    seen = []

    def auto(s, task, decision):
        seen.append((decision[0], [o["c"] for o in decision[1]]))
        return decision[1][-1] if decision[0] == 1 else None      # seat 1 is played by the rules

    s = S({"t": "q", "seat": 0, "colours": ["red", "blue"]}, {"t": "q", "seat": 1, "colours": ["red", "blue"]},
          {"t": "q", "seat": 1, "colours": ["green"], "ask": True})
    flow = flow_with(auto)
    flow.advance(s)
    assert s.done == [(1, "green"), (1, "blue")]                  # an ask to a played seat is answered too
    assert (s.decision_seat, s.options_list) == (0, [{"c": "red"}, {"c": "blue"}])
    assert seen == [(1, ["green"]), (1, ["red", "blue"]), (0, ["red", "blue"])]
    flow.resolve(s, {"c": "red"})
    assert s.done[-1] == (0, "red") and s.tasks == [] and s.decision_seat is None


def test_without_auto_every_decision_goes_to_its_seat_and_single_options_are_taken():
    s = S({"t": "q", "seat": 1, "colours": ["red", "blue"]}, {"t": "q", "seat": 0, "colours": ["green"]})
    flow_with().advance(s)
    assert s.done == [(0, "green")]
    assert (s.decision_seat, s.options_list) == (1, [{"c": "red"}, {"c": "blue"}])
