"""The tasks after which the flow skips the major-victory check (``flow.FLOW.after_skip``) never change what it
reads: the pieces, the Voyages, the battle and the winner, in any step of random games of every mode."""

from __future__ import annotations

import pytest

from pygame_rules.catalog.ming_voyages import flow
from pygame_rules.engine import conformance
from pygame_rules.engine.registry import get_game


def _seen(s):
    return (dict(s.troops), dict(s.hordes), dict(s.settlements), list(s.voyages), s.winner, s.battle)


@pytest.fixture
def watched(monkeypatch):
    """Every handler and resolver of a skipped task type, checked to leave ``_seen`` as it was."""
    get_game("ming-voyages")    # the rules' modules register their handlers as the game is loaded
    steps = []
    for table in (flow.HANDLERS, flow.RESOLVERS):
        for name in flow.FLOW.after_skip & set(table):
            def wrapped(s, *args, fn=table[name], name=name):
                before = _seen(s)
                out = fn(s, *args)
                assert _seen(s) == before, f"a {name!r} step changed what the major-victory check reads"
                steps.append(name)
                return out
            monkeypatch.setitem(table, name, wrapped)
    return steps


def test_skipped_tasks_never_change_what_the_check_reads(watched):
    game = get_game("ming-voyages")
    modes = [{"mode": "two-player"}, {"mode": "solo", "difficulty": "easy"},
             {"mode": "solo", "difficulty": "brutal", "challenge_troop_losses": True, "challenge_two_hordes": True}]
    for seed in range(30):
        conformance.random_playout(game, seed, modes[seed % len(modes)], check_steps=False, keep_states=False)
    assert set(watched) == flow.FLOW.after_skip     # every skipped task type was met
