"""What a search bot needs from any game: determinised states and random playouts played in place.

A search never reads hidden information: it starts from ``determinize(game, state, seat, rng)``, a private
state in which everything hidden from ``seat`` has been redrawn (``Game.resample_hidden``), so what the
searching seat does not know is a guess, never the truth. From there it plays on with
``Game.apply_in_place``, which skips the state copy ``apply`` makes at every step; ``Game.fork`` gives each
playout its own state, so the position searched from never changes. A game may play a whole random playout
itself (``random_playout_in_place(state, rng, max_steps)``, as every task-flow game does inside its flow's
loop), making the same draws and the same choices as the loop here (``tests/test_task_flow.py``).

A search keeps many states alive at once (a tree of them), and Python's garbage collector then walks them all
again and again as new containers are made: a Spring and Autumn decision cost 2.1-2.5x as much with every state
of the game kept alive (``bench``'s ``keep_states_slowdown``). None of the states is in a reference cycle, so a
search thinks inside ``collector_paused()``: what is alive before it is frozen out of the collector's view
(``gc.freeze``) and the collector is off until the search returns.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator
from typing import Any

from .game import Game
from .rng import MAX_SEED, Rng


def determinize(game: Game, state: Any, seat: int | None, rng: Rng) -> Any:
    """A private state ``seat`` cannot tell from ``state``: its hidden information redrawn from ``rng``, and its
    chance too (``Game.reseed``: the dice and shuffles to come are the searcher's guess, not the game's)."""
    s = game.fork(game.resample_hidden(state, seat, rng))
    game.reseed(s, rng.below(MAX_SEED + 1))
    return s


def random_playout(game: Game, state: Any, rng: Rng, max_steps: int = 100_000) -> tuple[Any, int]:
    """Play uniformly random legal actions in place from a fork of ``state`` to the end of the game (or
    ``max_steps``); the final state and the number of actions taken. ``state`` is left as it was. The game's
    own ``random_playout_in_place`` plays the fork if it has one (the same choices)."""
    return playout_in_place(game, game.fork(state), rng, max_steps)


def playout_in_place(game: Game, s: Any, rng: Rng, max_steps: int = 100_000) -> tuple[Any, int]:
    """``random_playout`` played on ``s`` itself, which the caller owns (a fork): the final state and the number
    of actions taken."""
    in_place = getattr(game, "random_playout_in_place", None)
    if in_place is not None:
        return in_place(s, rng, max_steps)
    steps = 0
    while steps < max_steps:
        legal = game.legal_actions(s)
        if not legal:
            break
        s = game.apply_in_place(s, legal[rng.below(len(legal))] if len(legal) > 1 else legal[0])
        steps += 1
    return s, steps


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Everything alive frozen (``gc.freeze``) and the garbage collector off for the ``with`` block; the
    collector's settings restored afterwards (its frozen objects handed back to it)."""
    was_enabled = gc.isenabled()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()
