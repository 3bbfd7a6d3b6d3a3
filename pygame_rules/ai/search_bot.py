"""The search opponent: information-set Monte Carlo tree search over the engine contract, for any game.

Each iteration of the search:

1. **Determinises**: ``engine.search.determinize`` redraws everything hidden from the searching seat (other
   hands, deck orders, sealed orders) and the chance to come (a fresh RNG), from the search's own RNG. The
   search never reads the true state otherwise, and the games make that redraw depend on the seat's view
   alone (``conformance.check_determinize_view_only``), so a search given two true states its seat cannot
   tell apart searches the very same worlds: that is what keeps it honest.
2. **Descends its tree** in that world. The tree is open-loop: a node stands for the choices made from the
   root, not for a state, so the same node is reached in many worlds (its statistics belong to what the
   seat knows, an information set, not to one guess of the hidden cards) and chance (dice, draws) simply
   plays out differently below it. A child is kept per action; as worlds differ, an action may be legal in
   one and not in another, so each child counts how often it was *available* and the choice among children
   is UCB1 over those counts (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
   2012): the mean result of the seat choosing, plus ``exploration * sqrt(ln(available) / visits)``.
   Decisions with one option, and automatic steps, are played without a node.
3. **Expands** one action never tried at the node it stops at, then **plays out** at random in place
   (``engine.search.playout_in_place``): to the end of the game, or for ``Game.playout_horizon`` decisions (``search_horizon``)
   where the game sets one, then reads ``Game.evaluate`` (each seat's share of a win, guessed from the
   position, or the result once the game is over).
4. **Backs up** every seat's share through the nodes it passed: each seat is judged by its own results,
   so the search plays every other seat as a player trying to win (2 to 10 seats alike).

The root's action with the most visits is chosen, unless the search was given **advice**: ``SearchBot`` asks the
game's own bot for the seat (``Game.bot_for``, the heuristic players, which decide from the seat's view alone, so
the advice is as honest as the search) what it would play, and that stands unless the search's own choice did
better by the game's margin (``Game.search_judgement``: five points of a win in a hundred by default) and
``search_doubt`` standard errors (reckoned from the widest spread shares can have, or, where the game judges so,
from the spread of the results themselves: each node keeps the sum of the searching seat's squared results). Random playouts judge some positions badly (in
the Ming Voyages a random Emperor loses 87% of games, so every Overlord move looked like a win), and advice keeps
the search from trading a sound move for one only random play likes (an advice the search never tried, where a
decision has more choices than the search had iterations, stands too, rather than the luckiest choice tried once;
in Land of Han 5% of decisions at 30 iterations): against the Ming Voyages' heuristic bots,
200 iterations with random playouts to the end won 29% of games alone and 42.5% advised (the game's
``FIGURES.md``; with its evaluation after 10 decisions, 70%). The reason says, in the game's own words for the
actions, how the chosen and the next best fared ("Voyage to Sumatra: won 64% of 900 simulated games; next
best, Raise troops, 51% of 310").

Where the game judges by **paired rounds** (``Game.search_judgement`` gives the spread "paired": Spring and
Autumn at a table with another seat that decides) the search grows no tree: each round draws one world and one
seed and plays every legal action of the root from it, each followed by every seat's own bot, so that what
differs within a round is the action alone, and the advice is judged by the standard error of the paired
differences (``Game.search_paired_doubt`` of them). It is rollout policy improvement over the game's own bots,
with common random numbers; random playouts that play people's seats at random could not tell the bot's good
moves from its poor ones there.

``Search`` thinks in slices (``run(iterations=..., seconds=...)`` any number of times, ``best()`` at any
moment), so a page can show progress and the current best move and stop it early; ``SearchBot`` is the
bot of the registry, with a budget of iterations or seconds. The garbage collector is paused while it
thinks (``engine.search.collector_paused``: a tree of many small objects would make it walk them over and
over).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from ..engine.canonical import canonical_json
from ..engine.game import Action, Game
from ..engine.rng import MAX_SEED, Rng
from ..engine.search import collector_paused, determinize, playout_in_place
from .base import Bot, Decision, decide, make_bot, register_bot

EXPLORATION = 0.7
"""UCB1's exploration constant for results between 0 and 1 (about sqrt(2) / 2)."""
GUIDE_RANDOM = 4
"""In a guided playout (``Game.search_guided``) one decision in this many is drawn uniformly instead of asking the
seat's bot, so that playouts from one position differ beyond their dice."""
FULL_PLAYOUT_STEPS = 100_000
"""The most decisions a playout to the end of the game may take (any real game ends long before)."""


def action_key(action: Action) -> Any:
    """A hashable key for an action, equal for equal actions: its items as a tuple when every value is
    hashable (the common case, and cheap), else its canonical JSON."""
    try:
        key = tuple(action.items())
        hash(key)
        return key
    except TypeError:
        return canonical_json(action)


class Node:
    """One node of the open-loop tree: the statistics of the action that leads to it, and its children."""

    __slots__ = ("action", "children", "visits", "available", "totals", "squares")

    def __init__(self, action: Action | None, seats: int) -> None:
        self.action = action
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * seats
        """Each seat's summed share of a win over the playouts through this node."""
        self.squares = 0.0
        """The searching seat's summed squared share: with ``totals``, the spread of its results here."""

    def mean(self, index: int) -> float:
        return self.totals[index] / self.visits if self.visits else 0.0

    def variance(self, index: int) -> float | None:
        """The sample variance of the searching seat's (``index``) results here; None under two visits."""
        n = self.visits
        if n < 2:
            return None
        m = self.totals[index] / n
        return max(0.0, (self.squares - n * m * m) / (n - 1))


@dataclass(frozen=True)
class Option:
    """How one of the root's actions fared: its visits and the searching seat's mean share of a win."""

    action: Action
    visits: int
    mean: float
    variance: float | None = None
    """The sample variance of its results (None: under two visits)."""


class Search:
    """A search for the decision of ``seat`` in ``state`` (which it never changes nor reads beyond
    ``determinize``), driven by ``rng``. Call ``run`` as often as wanted, then ``best``."""

    def __init__(self, game: Game, state: Any, seat: int, rng: Rng, exploration: float = EXPLORATION,
                 advice: Action | None = None, margin: float | None = None, doubt: float | None = None) -> None:
        self.game, self.state, self.seat, self.rng = game, state, seat, rng
        self.advice = None if advice is None else action_key(advice)
        self.advised_action = advice
        judged_margin, spread = game.search_judgement(state)
        self.margin = judged_margin if margin is None else margin
        self.observed = spread == "observed"
        self.paired = spread == "paired"
        self.doubt = (game.search_paired_doubt if self.paired else game.search_doubt) if doubt is None else doubt
        self.exploration = exploration
        self.seats = list(game.seats(state))
        self.index = {s: i for i, s in enumerate(self.seats)}
        self.me = self.index[seat]
        self.root = Node(None, len(self.seats))
        self.legal = game.legal_actions(state)
        self.iterations = 0
        self.seconds = 0.0
        self.horizon = game.playout_horizon(state)
        guided = None if self.paired else game.search_guided   # (paired rounds make new bots for each playout)
        self.guides = None if not guided else guides_for(game, self.seats, None if guided == "all" else seat)
        self.wander = GUIDE_RANDOM if guided == "all" else 0
        self.round: list[tuple[Any, Action]] = [(action_key(a), a) for a in self.legal] if self.paired else []
        """Paired rounds (``Game.search_spread`` "paired"): the root's actions, each played once a round in the
        round's world."""
        self.rounds = 0
        self._world: Any = None
        self._seed = 0
        self._results: list[list[float]] = []
        self.pairs: dict[Any, list[float]] = {}
        """Paired rounds with advice: per root action, the sum and the sum of squares of its result less the advice's
        in the same world, over the rounds done."""

    # -- thinking ---------------------------------------------------------------------------------------------
    def run(self, iterations: int | None = None, seconds: float | None = None) -> int:
        """Think for ``iterations`` more iterations or ``seconds`` more seconds, whichever ends first (at least
        one iteration; one of the two must be given); returns the iterations done by this call. In paired rounds
        (``Game.search_spread`` "paired") an iteration is one playout, and a budget of iterations finishes the round under
        way (a round left unfinished when the seconds run out counts for nothing)."""
        if iterations is None and seconds is None:
            raise ValueError("give a number of iterations or seconds to think")
        start = time.perf_counter()
        deadline = None if seconds is None else start + seconds
        done = 0
        with collector_paused():
            while True:
                if self.paired:
                    self._play_paired()
                else:
                    self._iterate()
                done += 1
                if iterations is not None and done >= iterations and not self._results:
                    break                                   # (a paired round under way is finished first)
                if deadline is not None and time.perf_counter() >= deadline:
                    break
        self.iterations += done
        self.seconds += time.perf_counter() - start
        return done

    def _iterate(self) -> None:
        game, rng = self.game, self.rng
        world = determinize(game, self.state, self.seat, rng)
        node, path = self.root, [self.root]
        index, c = self.index, self.exploration
        expanded = False
        while not expanded:
            legal = game.legal_actions(world)
            if not legal:
                break
            seat = game.current_seat(world)
            if seat is None or len(legal) == 1:            # an automatic step or a forced move: no node
                world = game.apply_in_place(world, legal[0])
                continue
            children, untried = node.children, []
            chosen = None
            best = -1.0
            log_of: dict[int, float] = {}
            mover = index[seat]
            for action in legal:
                key = action_key(action)
                child = children.get(key)
                if child is None:
                    untried.append((key, action))
                    continue
                child.available += 1
                if untried:
                    continue                                # an untried action is expanded first
                n = child.available
                ln = log_of.get(n)
                if ln is None:
                    ln = log_of[n] = math.log(n)
                score = child.totals[mover] / child.visits + c * math.sqrt(ln / child.visits)
                if score > best:
                    best, chosen = score, child
            if untried:
                key, action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                chosen = children[key] = Node(action, len(self.seats))
                chosen.available = 1
                expanded = True
            world = game.apply_in_place(world, chosen.action)
            node = chosen
            path.append(node)
        steps = FULL_PLAYOUT_STEPS if self.horizon is None else self.horizon
        if self.guides is None:
            world, _ = playout_in_place(game, world, rng, steps)
        else:
            world = guided_playout(game, world, rng, steps, self.guides, self.wander)
        shares = game.evaluate(world)
        mine = shares[self.me]
        for n in path:
            n.visits += 1
            n.squares += mine * mine
            totals = n.totals
            for i, v in enumerate(shares):
                totals[i] += v

    def _play_paired(self) -> None:
        """One playout of a paired round (``Game.search_spread`` "paired"): the round's next root action in the round's
        world, followed by every seat's own bot (new bots each playout, never a uniform choice), the same determinised state and
        the same seed for its chance and its playout for every action of the round, so that what differs between
        their results is the action (common random numbers). The root's
        statistics take a round's results only once it is complete, so its options are always compared over the
        same worlds."""
        game = self.game
        at = len(self._results)
        if at == 0:
            self._world = determinize(game, self.state, self.seat, self.rng)
            self._seed = self.rng.below(MAX_SEED + 1)
        _, action = self.round[at]
        world = game.fork(self._world)
        game.reseed(world, self._seed)
        world = game.apply_in_place(world, action)
        steps = FULL_PLAYOUT_STEPS if self.horizon is None else self.horizon
        # New bots, so that none carries a memory from another playout; a seat without one plays uniformly.
        world = guided_playout(game, world, Rng(self._seed), steps, guides_for(game, self.seats), 0)
        self._results.append(game.evaluate(world))
        if len(self._results) == len(self.round):
            self._close_round()

    def _close_round(self) -> None:
        """Add a complete paired round to the root's statistics and the differences from the advice."""
        me, root, results = self.me, self.root, self._results
        advised = next((r[me] for (key, _), r in zip(self.round, results, strict=True) if key == self.advice), None)
        for (key, action), shares in zip(self.round, results, strict=True):
            child = root.children.get(key)
            if child is None:
                child = root.children[key] = Node(action, len(self.seats))
            mine = shares[me]
            child.visits += 1
            child.available += 1
            child.squares += mine * mine
            for i, v in enumerate(shares):
                child.totals[i] += v
            if advised is not None:
                pair = self.pairs.setdefault(key, [0.0, 0.0])
                pair[0] += mine - advised
                pair[1] += (mine - advised) ** 2
        root.visits += len(results)
        self.rounds += 1
        self._results = []

    # -- answers ----------------------------------------------------------------------------------------------
    def options(self) -> list[Option]:
        """The root's actions that were tried, most visited first (ties: the better mean, then the game's
        order of its legal actions)."""
        order = {action_key(a): k for k, a in enumerate(self.legal)}
        kids = [(key, n) for key, n in self.root.children.items() if n.visits]
        kids.sort(key=lambda kn: (-kn[1].visits, -kn[1].mean(self.me), order.get(kn[0], len(order))))
        return [Option(n.action, n.visits, n.mean(self.me), n.variance(self.me)) for _, n in kids]

    def best(self) -> Action:
        """The action to play now: the most visited (with only one legal action, that one), unless the search
        was given ``advice`` and the most visited did not beat the advised action's mean by ``margin`` plus
        ``doubt`` standard errors (of two means of shares between 0 and 1: at most ``0.5 * sqrt(1/n1 + 1/n2)``;
        ``Game.search_doubt`` by default)."""
        if len(self.legal) == 1:
            return self.legal[0]
        ranked = self.options()
        if not ranked:                                  # no round finished yet: the advice, else the first
            return self.legal[0] if self.advised_action is None else self.advised_action
        return self.choice(ranked).action

    def choice(self, ranked: list[Option] | None = None) -> Option:
        """Of the tried options (``ranked``: ``options()``, most visited first; there must be one), the one
        ``best`` plays."""
        ranked = self.options() if ranked is None else ranked
        advised = self._advised(ranked)
        return advised if advised is not None else ranked[0]

    def _advised(self, ranked: list[Option]) -> Option | None:
        """The advised option when it stands (the search found nothing clearly better), else None."""
        if self.advice is None:
            return None
        top = ranked[0]
        if action_key(top.action) == self.advice:
            return top
        for option in ranked[1:]:
            if action_key(option.action) == self.advice:
                error = self._error(top, option)
                if math.isinf(error):
                    return option
                doubt = self.doubt * error
                return option if top.mean < option.mean + self.margin + doubt else None
        # Never tried (more choices than iterations, each tried once at most): nothing found it wanting, so it stands,
        # rather than the luckiest of the choices that were tried once.
        return Option(self.advised_action, 0, 0.0)

    def _error(self, top: Option, advised: Option) -> float:
        """The standard error of the difference of two options' means: from their results' observed variances
        (the spread "observed", ``Game.search_judgement``, both tried twice at least), else from the largest variance shares between 0
        and 1 can have (a quarter), which holds whatever the results."""
        if self.paired:
            return self._paired_error(top)
        if self.observed and top.variance is not None and advised.variance is not None:
            return math.sqrt(top.variance / top.visits + advised.variance / advised.visits)
        return 0.5 * math.sqrt(1 / top.visits + 1 / advised.visits)

    def _paired_error(self, top: Option) -> float:
        """In paired rounds, the standard error of the mean difference between ``top``'s results and the advice's
        in the same worlds; infinite under two rounds (too little to overrule the advice on)."""
        n = self.rounds
        if n < 2:
            return math.inf
        total, squares = self.pairs[action_key(top.action)]
        mean = total / n
        return math.sqrt(max(0.0, (squares - n * mean * mean) / (n - 1)) / n)

    def _words(self, action: Action, public: bool) -> str:
        describe = self.game.public_description if public else self.game.describe_action
        return describe(self.state, action)

    def explain(self, public: bool = False, name_choice: bool = True) -> str:
        """Why ``best``, in a player's words: how it and the next best fared in the simulated games. With
        ``public``, for the other players to read: the choice in the words every seat may read
        (``Game.public_description``) and the runner-up not named, since an action not taken may show what the
        searching seat holds (a card still in its hand). Without ``name_choice``, the figures alone ("won 64% of
        900 simulated games; ..."), for a page that names the choice itself (a hint)."""
        if len(self.legal) == 1:
            return "the only choice"
        ranked = self.options()
        if not ranked:
            if self.advised_action is not None:
                return "no time to think: the choice its rules of thumb prefer"
            return "no time to think: the first choice"
        first = self.choice(ranked)
        others = [o for o in ranked if o is not first]
        words = self._figures(first, others[0] if others else None, public)
        return f"{self._words(first.action, public)}: {words}" if name_choice else words

    def _figures(self, first: Option, second: Option | None, public: bool) -> str:
        if not first.visits:                            # the advice, never tried: too many choices for the time
            games = f"{self.iterations:,} simulated game{'' if self.iterations == 1 else 's'}"
            words = f"the choice its rules of thumb prefer; {len(self.legal)} choices were too many to try each in {games}"
            if second is not None:
                name = "the best tried" if public else f"the best tried, {self._words(second.action, public)}"
                estimate = "" if self.horizon is None else "an estimated "
                words += f" ({name}: {estimate}{_percent(second.mean)} over {second.visits:,})"
            return words
        if self.horizon is None:                        # every playout ran to the end: wins, counted
            words = f"won {_percent(first.mean)} of {first.visits:,} simulated games"
            runner_up = "{}, {} of {:,}"
        else:                                           # playouts judged part-way (Game.evaluate): a guess
            words = f"an estimated {_percent(first.mean)} chance to win, over {first.visits:,} simulated games"
            runner_up = "{}, {} over {:,}"
        if second is not None:
            name = "the next best choice" if public else f"next best, {self._words(second.action, public)}"
            words += "; " + runner_up.format(name, _percent(second.mean), second.visits)
            if second.mean > first.mean:                # the advice stood: the search found nothing clearly better
                words += ", not clearly better"
        if self.paired:                                 # every choice in the same worlds: a round is one deal each
            words += f" (every choice played in the same {self.rounds:,} deal{'' if self.rounds == 1 else 's'})"
        return words

    def progress(self, public: bool = False) -> dict[str, Any]:
        """What a page shows while the search thinks: iterations so far, seconds, the best action now and its
        mean, and whether that mean is an estimate (playouts judged part-way by ``Game.evaluate``) or games won
        (JSON data). With ``public`` (another player watches) the action is not named: it may never be
        played, and it may show what the searching seat holds (as ``explain``)."""
        ranked = self.options()
        top = self.choice(ranked) if ranked else None
        return {"iterations": self.iterations, "seconds": round(self.seconds, 3),
                "best": None if top is None or public else self._words(top.action, public),
                "mean": None if top is None or not top.visits else round(top.mean, 3),
                "estimated": self.horizon is not None}


def _percent(x: float) -> str:
    return f"{round(100 * x)}%"


class SearchBot(Bot):
    """The search opponent as a bot: a new ``Search`` per decision, thinking for ``iterations`` iterations or
    ``seconds`` seconds (whichever ends first; one at least must be set). Given the true state
    (``needs_state``), it reads it only through ``determinize``; its own RNG is seeded from the chooser's,
    so the same chooser gives the same choice."""

    name = "search"
    needs_state = True

    def __init__(self, iterations: int | None = 1000, seconds: float | None = None,
                 name: str | None = None, advised: bool = True, margin: float | None = None) -> None:
        if iterations is None and seconds is None:
            raise ValueError("a search bot needs a budget of iterations or seconds")
        self.iterations, self.seconds = iterations, seconds
        self.advised, self.margin = advised, margin
        if name is not None:
            self.name = name
        self.last: Search | None = None

    def search(self, game: Game, state: Any, seat: int, rng: Rng) -> Search:
        """A new search for ``seat``'s decision, its RNG seeded from ``rng`` (one draw); advised (when
        ``advised``) by the game's own bot for the seat, which decides from the seat's view alone."""
        search_rng = Rng(rng.below(MAX_SEED + 1))
        advice = advice_for(game, state, seat, search_rng) if self.advised else None
        return Search(game, state, seat, search_rng, advice=advice, margin=self.margin)

    def choose_state(self, game: Game, state: Any, seat: int, legal: list[Action], rng: Rng) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], "the only choice")
        s = self.last = self.search(game, state, seat, rng)
        s.run(self.iterations, self.seconds)
        return Decision(s.best(), s.explain())

    def choose(self, game: Game, view: dict[str, Any], seat: int, legal: list[Action], rng: Rng) -> Decision:
        raise TypeError("the search bot decides from the state (choose_state), which it redraws for its seat")


def guides_for(game: Game, seats: list[int], searcher: int | None = None) -> dict[int, Bot]:
    """The game's own bot for each seat (``Game.bot_for``) that decides from a view, for guided playouts; none for
    ``searcher`` (guided "others": the searching seat's own later choices stay random)."""
    out = {}
    for seat in seats:
        if seat == searcher:
            continue
        bot = make_bot(game.bot_for(seat))
        if not bot.needs_state and bot.plays(game):
            out[seat] = bot
    return out


def guided_playout(game: Game, world: Any, rng: Rng, steps: int, guides: dict[int, Bot],
                   wander: int = GUIDE_RANDOM) -> Any:
    """Play ``world`` (the search's own) on in place for ``steps`` decisions, each taken by its seat's bot from
    ``guides`` (from the seat's view of ``world``, ``decide``), or uniformly one time in ``wander`` (never with 0)
    and for a seat without one; the state reached."""
    done = 0
    while done < steps:
        legal = game.legal_actions(world)
        if not legal:
            break
        seat = game.current_seat(world)
        if seat is None or len(legal) == 1:
            world = game.apply_in_place(world, legal[0])
            continue
        bot = guides.get(seat)
        if bot is None or (wander and rng.below(wander) == 0):
            action = legal[rng.below(len(legal))]
        else:
            action = decide(bot, game, world, seat, legal, rng).action
        world = game.apply_in_place(world, action)
        done += 1
    return world


def advice_for(game: Game, state: Any, seat: int, rng: Rng) -> Action | None:
    """What the game's own bot for ``seat`` (``Game.bot_for``) would play, from the seat's view (``decide``), with
    an RNG drawn from ``rng``; None when that bot is itself a searcher or does not play the game."""
    bot = make_bot(game.bot_for(seat))
    if bot.needs_state or not bot.plays(game):
        return None
    legal = game.legal_actions(state)
    return decide(bot, game, state, seat, legal, Rng(rng.below(MAX_SEED + 1))).action


SEARCH_BUDGETS = {"search": {"iterations": 1000}, "search-quick": {"iterations": None, "seconds": 0.3},
                  "search-normal": {"iterations": None, "seconds": 1.0},
                  "search-strong": {"iterations": None, "seconds": 3.0}}
"""The registered search bots: a fixed number of iterations (the same choice on any machine, for tests and
figures) and the page's thinking times (quick, normal, strong: ``engine.game.SEARCH_OPPONENTS``)."""

for _name, _budget in SEARCH_BUDGETS.items():
    register_bot(_name, lambda name=_name, budget=_budget: SearchBot(name=name, **budget))
