"""The task-stack interpreter games use for their flow of play, and the O(1) game log.

A game's state keeps ``tasks`` (a list of small JSON dicts, top = last),
``decision_seat`` and ``options_list``. Each task type has a handler
``(state, task) -> (seat, options) | None`` (None: it made progress by itself)
and, if it asks for decisions, a resolver ``(state, task, action)``.
``advance`` runs handlers until one asks a real question (a decision with a
single option is taken at once, unless the handler returns it through ``ask``,
which marks a decision that must be put to its seat anyway: a confirmation)
and caches it, so ``legal_actions`` is the cached list. Handlers and resolvers may change their own task in place, so a
copied state gets a private copy of its top task, and a task below it (shared
with the state it was copied from) is copied when it comes to the top.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .rng import Rng

Task = dict[str, Any]
Decision = tuple[int, list[dict[str, Any]]]


class Ask(tuple):
    """A decision that is put to its seat even when it offers a single option (see ``ask``)."""

    __slots__ = ()


def ask(seat: int, options: list[dict[str, Any]]) -> Decision:
    """A decision the interpreter must ask even with one option, instead of taking that option at once.

    Handlers return it where the question itself matters more than the choice: a confirmation that
    closes a stretch of moves the player may still take back (The Ming Voyages asks the solo Emperor to
    confirm a card play before the rules-run Overlord rolls dice and draws Events, the next undo
    barrier). It is a plain ``(seat, options)`` tuple otherwise, so the state caches it as any other.
    """
    return Ask((seat, options))


def copy_task(task: Task) -> Task:
    """A task with its own copies of the lists and dicts it holds (two levels deep). The values that are
    neither come with one shallow copy made in C (most tasks hold only numbers and strings), and only the
    lists and dicts are put in again, so the keys keep their order."""
    out = task.copy()
    for key, value in task.items():
        if isinstance(value, list):
            out[key] = [v.copy() if isinstance(v, (list, dict)) else v for v in value]
        elif isinstance(value, dict):
            out[key] = {k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in value.items()}
    return out


def fork_tasks(copy: dict[str, Any], tasks: list[Task]) -> None:
    """Give a copied state (its ``__dict__``) the task stack: the top task private, the rest shared.

    ``shared_tasks`` counts the shared tasks at the bottom of the stack (not serialised: a state
    rebuilt from JSON shares nothing).
    """
    if tasks:
        tasks = tasks.copy()                     # one new list, its top replaced by a copy of the top task
        tasks[-1] = copy_task(tasks[-1])
    else:
        tasks = []
    copy["tasks"] = tasks
    copy["shared_tasks"] = max(0, len(tasks) - 1)


class TaskFlow:
    """One game's registry of task handlers and resolvers, and the interpreter that runs them.

    ``is_over(state)`` ends the run; ``after_step(state)``, if given, runs after
    every step (The Ming Voyages checks for a major victory there), except the steps of the task types named in
    ``after_skip``: those whose handler and resolver never change what ``after_step`` reads, so that it would only
    repeat the answer it gave after the step before (The Ming Voyages' round bookkeeping and reaction questions). A game whose run ends when a state
    attribute is set (its winner) may name it as ``over_attr`` instead: the interpreter then reads it at every
    step where it would call ``is_over``, a lookup instead of a call.

    ``task_copy(task)`` copies a task shared with the state a copy was made from when it comes to the top of
    the stack: ``copy_task`` (two levels deep) unless the game says its tasks need less (The Ming Voyages
    never changes a task's values in place, so a shallow ``dict.copy`` does).

    ``auto(state, task, decision)``, if set, may take a decision for its seat: the option to resolve, or
    None to put the decision to the seat. A game whose rules play some seats themselves (Spring and Autumn's
    AI players, whose rulebook says how they choose) sets it, so that the parts of the rules every seat shares
    (combat, bids, targets) ask once and the same way, whoever decides.

    A search's playouts choose uniformly at every decision, unless the game registers a playout policy for the
    task type that asks (``playout_policy``): ``policy(state, task, options, below)`` returns the option a
    playout takes there, drawing only through ``below(n)`` (a uniform draw from ``0..n-1`` on the playout's RNG).
    Land of Han's order sheet has one: a sheet written by uniform draws strikes and rewrites orders for hundreds
    of decisions before it is sealed, and a playout's seasons cost that many times over.
    """

    def __init__(self, is_over: Callable[[Any], bool] | None = None, after_step: Callable[[Any], None] | None = None,
                 over_attr: str | None = None, task_copy: Callable[[Task], Task] | None = None,
                 after_skip: tuple[str, ...] = ()):
        if (is_over is None) == (over_attr is None):
            raise ValueError("a TaskFlow needs either is_over or over_attr")
        self.handlers: dict[str, Callable[[Any, Task], Decision | None]] = {}
        self.resolvers: dict[str, Callable[[Any, Task, dict], None]] = {}
        self.is_over = is_over
        self.over_attr = over_attr
        self.after_step = after_step
        self.after_skip = frozenset(after_skip)
        self.task_copy = task_copy or copy_task
        self.auto: Callable[[Any, Task, Decision], dict[str, Any] | None] | None = None
        self.playout_policies: dict[str, Callable[[Any, Task, list[dict[str, Any]], Callable[[int], int]],
                                                  dict[str, Any]]] = {}

    @staticmethod
    def _register(table: dict[str, Callable], what: str, name: str):
        """A decorator putting a function in ``table`` under task type ``name``, once: a second registration is a
        programming error, so which module wins never depends on the order modules are imported in."""
        def wrap(fn):
            if name in table:
                raise ValueError(f"a {what} for task {name!r} is already registered")
            table[name] = fn
            return fn
        return wrap

    def handler(self, name: str):
        """Register the handler of task type ``name`` (once, ``_register``)."""
        return self._register(self.handlers, "handler", name)

    def playout_policy(self, name: str):
        """Register how a search's playouts choose at a task of type ``name`` (once; class docstring)."""
        return self._register(self.playout_policies, "playout policy", name)

    def playout_pick(self, s: Any, options: list[dict[str, Any]], below: Callable[[int], int]) -> dict[str, Any]:
        """The option a playout takes at the decision ``s`` caches (its top task asked for ``options``): the
        task type's playout policy, else a uniform draw (none when there is one option)."""
        policy = self.playout_policies.get(s.tasks[-1]["t"]) if self.playout_policies else None
        if policy is not None:
            return policy(s, s.tasks[-1], options, below)
        n = len(options)
        return options[below(n)] if n > 1 else options[0]

    def resolver(self, name: str):
        """Register the resolver of task type ``name`` (once, ``_register``)."""
        return self._register(self.resolvers, "resolver", name)

    def advance(self, s: Any, action: dict[str, Any] | None = None, rng: Rng | None = None,
                max_steps: int = 0) -> int:
        """Run tasks until someone must choose or the game is over; cache the decision. Given ``action`` (a
        chosen option), apply it to the task that asked for it first (``resolve``).

        With ``rng``, play on instead of stopping at a decision, up to ``max_steps`` decisions: each is taken
        by a uniform draw, ``rng.below(n)`` among its ``n`` options (its only option, without a draw, when it
        has one), as ``engine.search.random_playout`` chooses, or by the task type's playout policy. Returns the
        count of decisions so taken (0 without ``rng``). Random playouts run here (``TaskFlowGame.random_playout_in_place``), so a search's
        steps go through this one loop with nothing between them.

        This loop runs at every step of every game and search, so it keeps its work per step small: the
        count of shared tasks is read once (only this loop lowers it while it runs), the end of the game is
        looked up where the game names its attribute (``over_attr``), a single-option decision is told
        from an ``Ask`` by its type, and the draw goes straight to the RNG's stream when nothing is scripted
        (``Rng.below`` less its checks: a script never grows, and ``n`` is 2 or more here)."""
        handlers, resolvers, after, is_over, over, auto, skip, policies = (
            self.handlers, self.resolvers, self.after_step, self.is_over, self.over_attr, self.auto,
            self.after_skip, self.playout_policies)
        below = None if rng is None else rng.below if rng.script else rng._stream_below
        if action is not None:
            task = s.tasks[-1]
            resolvers[task["t"]](s, task, action)
            if after is not None and task["t"] not in skip:
                after(s)
        attrs = s.__dict__
        shared = attrs.get("shared_tasks", 0)
        steps = 0
        while True:
            tasks = s.tasks
            if not tasks or (is_over(s) if over is None else attrs[over] is not None):
                s.decision_seat, s.options_list, s.tasks = None, [], []
                return steps
            task = tasks[-1]
            if shared and len(tasks) <= shared:   # shared with the state this one was copied from
                top = len(tasks) - 1
                task = tasks[top] = self.task_copy(task)
                shared = s.shared_tasks = top
            name = task["t"]
            decision = handlers[name](s, task)
            if decision is not None:
                options = decision[1]
                if len(options) == 1 and type(decision) is not Ask:
                    resolvers[name](s, task, options[0])
                else:
                    pick = None if auto is None else auto(s, task, decision)
                    if pick is None:
                        if steps >= max_steps:     # always, unless playing on
                            s.decision_seat, s.options_list = decision
                            return steps
                        policy = policies.get(name) if policies else None
                        if policy is not None:
                            pick = policy(s, task, options, below)
                        else:
                            n = len(options)
                            pick = options[below(n)] if n > 1 else options[0]
                        steps += 1
                    resolvers[name](s, task, pick)
            if after is not None and name not in skip:
                after(s)

    def resolve(self, s: Any, action: dict[str, Any]) -> None:
        """Apply a chosen option to the task that asked for it, then run on (``advance``)."""
        self.advance(s, action)


class TaskFlowGame:
    """Mixin for a ``Game`` whose play runs on a ``TaskFlow`` (``flow``) and whose state caches the pending
    decision (``decision_seat``, ``options_list``) and has a ``copy()`` that copies only what play changes:
    the decision interface and the search path (``fork``, ``apply_in_place``) are the same for every such
    game. List it before ``Game``: ``class MyGame(TaskFlowGame, Game)``."""

    flow: TaskFlow

    def current_seat(self, state: Any) -> int | None:
        return state.decision_seat

    def legal_actions(self, state: Any) -> list[dict[str, Any]]:
        return list(state.options_list)

    def apply_unchecked(self, state: Any, action: dict[str, Any]) -> Any:
        return self.apply_in_place(state.copy(), action)

    def fork(self, state: Any) -> Any:
        return state.copy()

    def apply_in_place(self, state: Any, action: dict[str, Any]) -> Any:
        """The task flow changes only the state it is given (its own copy of the top task included), so a
        fork can be played on directly."""
        self.flow.advance(state, action)
        return state

    def random_playout_in_place(self, state: Any, rng: Rng, max_steps: int) -> tuple[Any, int]:
        """``engine.search.random_playout`` played on ``state`` itself (a fork): the same uniform choices from
        ``rng`` as the generic loop makes (``rng.below`` over the legal actions when there are two or more),
        the first from the cached options, the rest inside the flow's loop (``TaskFlow.advance``), without
        the copy of the options that ``legal_actions`` makes and the calls between, at every step of a
        search. Where the game's flow has playout policies (``TaskFlow.playout_policy``) they choose instead."""
        options = state.options_list
        if max_steps <= 0 or not options:
            return state, 0
        first = self.flow.playout_pick(state, options, rng.below)
        return state, 1 + self.flow.advance(state, first, rng, max_steps - 1)


def push(s: Any, *tasks: Task) -> None:
    """Push tasks so that the first one given runs first (a reversed slice: under Pyodide ``extend(reversed(...))``
    costs about twice as much)."""
    s.tasks += tasks[::-1]


LOG_CHUNK = 64
"""Log lines per link of a log chain: the chain's depth is its length over this."""


def log_append(chain: tuple | None, text: str) -> tuple:
    """The log chain ``chain`` with ``text`` appended (a new chain; ``chain`` is unchanged).

    A chain is ``(older, recent)``: ``recent`` a tuple of the latest lines (fewer than ``LOG_CHUNK``), ``older``
    None or the chain's full links, ``(older, a tuple of LOG_CHUNK lines)``. Appending costs a short tuple and
    copying costs nothing, and the nesting stays shallow (one level per ``LOG_CHUNK`` lines): a chain of one
    pair per line nests as deep as the log is long, and freeing a few thousand levels in one go exhausts the
    JavaScript stack under Pyodide (docs/FIGURES.md), which kills the page's worker."""
    if chain is None:
        return (None, (text,))
    older, recent = chain
    recent += (text,)
    return ((older, recent), ()) if len(recent) == LOG_CHUNK else (older, recent)


class LogChain:
    """Mixin: a game log kept as a log chain (``log_append``), so appending and copying are cheap.

    A chain holds text, or whatever a game's ``say`` stores for a line (a template and its arguments, to be
    formatted only when someone reads the line: most lines of a search's playouts never are); the game's
    ``log_line`` turns a stored entry into its text. Without one (None) the entries are the text."""

    log_chain: tuple | None
    log_line: Callable[[Any], str] | None = None

    def say(self, text: str) -> None:
        self.log_chain = log_append(self.log_chain, text)

    @property
    def log(self) -> list[str]:
        """The whole log, oldest first."""
        return self.log_tail(None)

    def log_tail(self, n: int | None) -> list[str]:
        """The last ``n`` log lines (all if None), oldest first."""
        if self.log_chain is None:
            return []
        node, recent = self.log_chain
        parts = [recent]
        have = len(recent)
        while node is not None and (n is None or have < n):
            node, chunk = node
            parts.append(chunk)
            have += len(chunk)
        out = [text for chunk in reversed(parts) for text in chunk]
        if n is not None and len(out) > n:
            out = out[len(out) - n:]
        line = self.log_line
        return out if line is None else [line(entry) for entry in out]


class TaskState(LogChain):
    """Mixin for a game state built as ``State(rng, options)`` whose other attributes named in ``FIELDS``
    are JSON data: ``to_json`` and ``from_json`` (deep copies; the log goes as a list of lines)."""

    FIELDS: tuple[str, ...] = ()
    rng: Rng
    options: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in self.FIELDS}
        data["rng"] = self.rng.to_json()
        data["log"] = self.log
        return json.loads(json.dumps(data))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Any:
        data = json.loads(json.dumps(data))
        s = cls(Rng.from_json(data.pop("rng")), data.pop("options"))
        for text in data.pop("log"):
            s.say(text)
        for name, value in data.items():
            setattr(s, name, value)
        return s
