"""engine/tasks.py's interpreter: who decides, the ``auto`` hook that lets the rules play a seat, how a flow
tells the game is over, the after-step check and the tasks it skips, and random playouts run inside the flow (the same choices as the generic loop)."""

from __future__ import annotations

import pytest

from pygame_rules.engine import conformance, search
from pygame_rules.engine.registry import get_game
from pygame_rules.engine.rng import Rng
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


def test_a_flow_ends_on_its_over_attr_and_needs_exactly_one_way_to_tell():
    flow = TaskFlow(over_attr="winner")
    flow.handlers["q"] = lambda s, t: (0, [{"c": "red"}, {"c": "blue"}])
    s = S({"t": "q"})
    s.winner = None
    flow.advance(s)
    assert (s.decision_seat, len(s.options_list)) == (0, 2)
    s.winner = 0
    flow.advance(s)
    assert (s.decision_seat, s.options_list, s.tasks) == (None, [], [])
    for wrong in ({}, {"is_over": lambda s: False, "over_attr": "winner"}):
        with pytest.raises(ValueError):
            TaskFlow(**wrong)


def test_after_step_runs_after_every_step_but_those_of_the_task_types_it_skips():
    checked = []
    flow = TaskFlow(is_over=lambda s: False, after_step=lambda s: checked.append([t["t"] for t in s.tasks]),
                    after_skip=("quiet",))
    flow.handlers["quiet"] = lambda s, t: s.tasks.pop() and None
    flow.handlers["q"] = lambda s, t: (0, [{"c": "red"}, {"c": "blue"}])

    def resolve(s, t, a):
        s.tasks.pop()
    flow.resolvers["q"] = resolve
    s = S({"t": "q"}, {"t": "quiet"}, {"t": "quiet"}, {"t": "q"})     # the top is last
    flow.advance(s)                        # the top q asks at once
    assert checked == [] and (s.decision_seat, len(s.options_list)) == (0, 2)
    flow.resolve(s, {"c": "red"})          # q resolved: checked; the two quiet steps: not; the last q asks
    assert checked == [["q", "quiet", "quiet"]] and (s.decision_seat, len(s.tasks)) == (0, 1)
    flow.resolve(s, {"c": "blue"})
    assert checked == [["q", "quiet", "quiet"], []]


def test_a_playout_policy_chooses_at_its_task_type_in_playouts_only():
    """``TaskFlow.playout_policy``: a playout takes the policy's option at the task type it names (the first
    decision too, from the cached options) and draws uniformly elsewhere; a decision put to a seat is not
    touched; a second policy for one task type is refused."""
    flow = flow_with()
    flow.handlers["p"] = lambda s, t: (t["seat"], [{"c": c} for c in t["colours"]])
    flow.resolvers["p"] = flow.resolvers["q"]
    seen = []

    @flow.playout_policy("p")
    def last_colour(s, task, options, below):
        seen.append([o["c"] for o in options])
        return options[-1]

    with pytest.raises(ValueError):
        flow.playout_policy("p")(last_colour)

    def stack():
        return S({"t": "p", "seat": 1, "colours": ["red", "blue", "green"]},
                 {"t": "q", "seat": 0, "colours": ["red", "blue", "green"]},
                 {"t": "p", "seat": 0, "colours": ["red", "blue", "white"]})

    s = stack()
    flow.advance(s)                                   # no playout: the decision goes to its seat
    assert (s.decision_seat, len(s.options_list), seen) == (0, 3, [])
    first = flow.playout_pick(s, s.options_list, Rng(1).below)
    assert first == {"c": "white"} and seen == [["red", "blue", "white"]]
    steps = flow.advance(s, first, Rng(1), max_steps=10)
    assert steps == 2 and s.done[0] == (0, "white") and s.done[2] == (1, "green")
    assert s.done[1][1] in ("red", "blue", "green")   # the q task: a uniform draw
    assert seen[-1] == ["red", "blue", "green"] and len(seen) == 2


def generic_playout(game, state, rng: Rng, max_steps: int):
    """``engine.search.random_playout``'s loop for any game (legal actions, apply in place), as it was before
    task-flow games ran playouts inside their flow."""
    s, steps = game.fork(state), 0
    while steps < max_steps:
        legal = game.legal_actions(s)
        if not legal:
            break
        s = game.apply_in_place(s, legal[rng.below(len(legal))] if len(legal) > 1 else legal[0])
        steps += 1
    return s, steps


@pytest.mark.parametrize("gid, options, seed", [("ming-voyages", {}, 3), ("ming-voyages", {"mode": "solo"}, 4),
                                                ("spring-autumn", {"players": 3, "turn_limit": 20}, 5)])
def test_random_playouts_run_in_the_flow_choose_as_the_generic_loop(gid, options, seed):
    """The same draws, the same choices, the same final state and step count, whole or cut short; and the
    position played from is left as it was."""
    game = get_game(gid)
    p = conformance.random_playout(game, seed, options, check_steps=False)
    for start in (p.states[0], p.states[len(p.states) // 2], p.final):
        before = game.state_hash(start)
        for max_steps in (0, 1, 7, 100_000):
            ours, theirs = Rng(seed * 31 + max_steps), Rng(seed * 31 + max_steps)
            s, n = search.random_playout(game, start, ours, max_steps=max_steps)
            g, m = generic_playout(game, start, theirs, max_steps)
            assert (n, game.state_hash(s), ours.counter) == (m, game.state_hash(g), theirs.counter)
            assert game.legal_actions(s) == game.legal_actions(g)
        assert game.state_hash(start) == before
