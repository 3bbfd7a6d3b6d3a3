"""The flow of play: a stack of task dicts run by ``advance`` until a decision is needed.

Each task type has a handler ``(state, task) -> (seat, options) | None`` (None:
it made progress by itself) and, if it asks for decisions, a resolver
``(state, task, action)``. Tasks hold only JSON data, so a state with its task
stack serialises, replays and copies like any other data. Rule IDs refer to
``shared/spec/ming_voyages.md``.

This module is the machinery under the rules: the game's ``TaskFlow`` and the major-victory check it runs
after every step. Each module of ``rules/`` registers its handlers and resolvers here by task name, so a
rule module starts another part's work by pushing a task by name (``{"t": "battle"}``), never by importing
the module that handles it.
"""

from __future__ import annotations

from ...engine.tasks import Decision, TaskFlow, push
from .content.map import BORDERLANDS
from .state import EMPEROR, OVERLORD, SIDE_NAMES, State

__all__ = ["FLOW", "HANDLERS", "RESOLVERS", "Decision", "advance", "check_major_victory", "handler", "push",
           "resolve", "resolver"]


_last_held = BORDERLANDS[0]
"""The Borderland that last showed ``check_major_victory`` there was no Barbarian victory (Ming-held or empty):
tried first, as it usually still shows it, which spares the loop over the others after most steps. Only the
order of the checks depends on it, never their answer (every Borderland is checked before a victory is
declared), so sharing it between games and states is harmless. A module global, not a list's item: one lookup
less after every step."""


def check_major_victory(s: State) -> None:
    """MV-WIN-1/2/4: all 7 Voyages, or all 5 Borderlands Barbarian-controlled, end the game at once; the
    interpreter runs it after every step. No major victory is judged inside a battle (MV-WIN-4, ruling A-8)."""
    global _last_held
    if False in s.voyages:       # not all 7 (a list of bools; ``in`` spares a call after every step)
        bl = _last_held          # most often the Borderland that showed no Barbarian victory last time does again
        if s.troops[bl] or not (s.hordes[bl] or s.settlements[bl]):
            return               # the common case, first: no victory either way, whatever the game's stage
        if s.winner is not None or s.battle is not None:
            return
        troops, hordes, settlements = s.troops, s.hordes, s.settlements
        for bl in BORDERLANDS:   # a plain loop: this runs after every step
            if troops[bl] or not (hordes[bl] or settlements[bl]):
                _last_held = bl
                return
        s.winner, s.result = OVERLORD, "major victory: all 5 Borderlands under Barbarian control"
    elif s.winner is not None or s.battle is not None:
        return
    else:
        s.winner, s.result = EMPEROR, "major victory: all 7 Voyages completed"
    s.say("the {} wins a {}", SIDE_NAMES[s.winner], s.result)


FLOW = TaskFlow(over_attr="winner", after_step=check_major_victory, task_copy=dict.copy,
                after_skip=("round", "end_phase", "swap", "order", "react", "special"))
"""The game is over once it has a winner; a task's values are never changed in place (``State.copy``), so a task
shared with the state a copy was made from needs only a shallow copy when it comes to the top. The major-victory
check is skipped after the steps of the tasks that never change the pieces, the Voyages, the battle or the winner
(the round's draw, the end of a phase, the swap of hands, the order and reaction questions, and the special action,
which only pushes its effects): its answer could not differ from the one after the step before
(``tests/ming_voyages/test_after_skip.py``). That is a third of a playout's steps."""
HANDLERS, RESOLVERS = FLOW.handlers, FLOW.resolvers
handler, resolver, advance, resolve = FLOW.handler, FLOW.resolver, FLOW.advance, FLOW.resolve
