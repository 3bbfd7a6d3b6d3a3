"""The contract every game follows.

A game is a ``Game`` subclass registered under its id. States are the game's
own plain-data objects, JSON-serialisable through ``state_to_json``; the seeded
``Rng`` lives inside them, so a state and the actions that follow determine
the whole future. Legality has one source, ``legal_actions``; ``apply`` checks
membership and delegates to ``apply_unchecked`` (the fast path search may use).
"""

from __future__ import annotations

import abc
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pydantic

from .canonical import canonical_json, is_json_data, json_hash
from .errors import IllegalActionError, OptionsError
from .rng import MAX_SEED, Rng

Action = dict[str, Any]
"""An action: a small JSON object such as ``{"type": "play", "card": 7}``."""


def _short_repr(value: Any) -> str:
    """A short, safe description of a value from outside: a scalar's repr, else its type (the repr of a
    container could be huge or nested deeply enough to exhaust a small C stack)."""
    if value is None or isinstance(value, (str, int, float)):
        return repr(value)[:80]
    if isinstance(value, dict):
        return "an object holding something that is not JSON data (or nested more than 32 deep)"
    return f"a {type(value).__name__}"


LINK_NOTE = ("You send an invitation; the other player's page adds its part to the shuffle, so neither of you "
             "can choose the game. Then each move gives a link to send. A link holds the whole game: anyone who "
             "decodes it can read both hands and the deck, so play by link with people you trust.")
"""What the lobby says wherever play by link is offered: what a link can and cannot hide."""

COMPUTER_NOTE = ("The computer plays only from what its seat may see. Your browser holds the whole game, its "
                 "hand included, so the developer tools could show it to you.")
"""What the lobby says wherever a computer opponent is offered."""


SEARCH_OPPONENTS = (
    ("search-quick", "The search opponent, quick (thinks about 0.3 s a move)"),
    ("search-normal", "The search opponent (thinks about 1 s a move)"),
    ("search-strong", "The search opponent, strong (thinks about 3 s a move)"),
)
"""The computer players a lobby offers beside each game's own wherever a setup has a computer seat: the bots
(``ai/search_bot.py`` registers them under these names, with these thinking times) and their words."""

NON_BOT_SEATS = ("human", "remote", "rules")
"""Seat kinds in a setup that are not a bot: a player here, a player by link, the game's own rule-driven players."""


def shares_of(scores: list[float | None]) -> list[float]:
    """Shares of a win from each seat's score (a softmax: ``exp(score)`` over their sum, so one more point of
    score multiplies a seat's share by e); None for a seat out of the game, whose share is 0."""
    top = max(x for x in scores if x is not None)
    weights = [0.0 if x is None else math.exp(x - top) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]


class NoOptions(pydantic.BaseModel):
    """Options model of a game that has none."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winning seats (several on a shared win, none on a draw)."""

    winners: tuple[int, ...]
    reason: str
    scores: dict[str, int] = field(default_factory=dict)
    """Each seat's final figure, keyed by the seat's number as a string ("0", "1", ...)."""
    details: tuple[str, ...] = ()
    """The figures that decided the game, one plain-words line each (for the game-over panel), e.g.
    "Borderlands under Barbarian control: 3 of 5"."""
    score_name: str = "Score"
    """The heading of the scores in the game-over standings ("Cubes left on the board")."""
    fewest_wins: bool = False
    """True where the smallest figure is the best: the standings then list it first."""

    def to_json(self) -> dict[str, Any]:
        out = {"winners": list(self.winners), "reason": self.reason, "scores": dict(self.scores)}
        if self.details:
            out["details"] = list(self.details)
        if self.score_name != "Score" or self.fewest_wins:
            out["score_name"], out["fewest_wins"] = self.score_name, self.fewest_wins
        return out


def format_validation_error(err: pydantic.ValidationError) -> str:
    """A pydantic error as one readable line per problem: ``players: must be at most 5``."""
    lines = []
    for e in err.errors():
        where = ".".join(str(p) for p in e.get("loc", ())) or "value"
        lines.append(f"{where}: {e.get('msg', 'invalid')}")
    return "; ".join(lines)


class Game(abc.ABC):
    """Base class of a game. Subclasses set the class attributes and implement the abstract methods."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    description: ClassVar[str] = ""
    rules_version: ClassVar[int] = 1
    seat_article: ClassVar[str] = "the"
    """How the page's sentences name a seat: "the Emperor" (roles take "the"), "Wu" or "Player 2" ("")."""
    Options: ClassVar[type[pydantic.BaseModel]] = NoOptions
    max_actions: ClassVar[int] = 10_000
    """The longest record (in actions) this game accepts: a few times the longest game seen in random
    play at the game's longest settings (games measure theirs and say how in FIGURES.md). A link or save
    with more actions is refused before it is replayed, and a session refuses to go past it."""

    # -- metadata ---------------------------------------------------------
    def metadata(self) -> dict[str, Any]:
        """What the lobby shows: id, title, player counts, description, options schema, ways to set up."""
        return {
            "id": self.id, "title": self.title, "min_players": self.min_players,
            "max_players": self.max_players, "description": self.description,
            "rules_version": self.rules_version, "options_schema": self.Options.model_json_schema(),
            "setups": [self._with_computer_flag(s) for s in self.setups()],
            "opponents": [{"bot": name, "label": label} for name, label in SEARCH_OPPONENTS], "seat_names": [self.seat_name(s) for s in range(self.max_players)],
            "bots": {str(s): self.bot_for(s) for s in range(self.max_players)},
            "seat_article": self.seat_article,
            "rules_page": f"./rules/{self.id}.html" if self.rules_markdown() else None,
            "cards_page": f"./cards/{self.id}.html" if self.cards() else None,
        }

    @staticmethod
    def _with_computer_flag(setup: dict[str, Any]) -> dict[str, Any]:
        """A setup with ``"computer"``: whether it seats a computer player (a bot in its ``seats``, or a form
        whose answers can, which says so itself), where the lobby offers ``SEARCH_OPPONENTS`` in its place."""
        bots = any(kind not in NON_BOT_SEATS for kind in setup.get("seats", {}).values())
        return {**setup, "computer": bool(setup.get("computer")) or bots}

    def bot_for(self, seat: int) -> str:
        """The bot (by registered name) that plays ``seat`` when the player asks the computer to choose."""
        return "random"

    def setups(self) -> list[dict[str, Any]]:
        """The ways to start a game that the lobby offers.

        Each is ``{"id", "label", "options": fixed options, "ask": option names the player picks,
        "seats": {seat: "human" | "remote" | <bot name>}, "note": words shown with it}``, and optionally
        ``"form"``: questions of its own, answered through ``setup_from_form``. The
        default: everyone on one device, or two players by link.
        """
        seats = [str(s) for s in range(self.max_players)]
        return [
            {"id": "hotseat", "label": "Everyone on this device", "options": {}, "ask": [],
             "seats": {s: "human" for s in seats}, "note": ""},
            {"id": "link", "label": "Play by link", "options": {}, "ask": [],
             "seats": {s: ("human" if s == "0" else "remote") for s in seats},
             "note": LINK_NOTE},
        ]

    def setup_from_form(self, setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
        """Turn the answers to a setup's ``form`` into the game's options and who plays each seat.

        A setup may carry ``"form"``: the JSON schema of the questions the lobby asks for it (your faction,
        how many AI players, who plays each faction...), when the game's options are not the questions a
        player would want to answer. The page sends the answers here and starts the game with what comes
        back: ``{"options": {...}, "seats": {"0": "human" | "remote" | "rules" | <bot name>, ...}}``.
        Answers that do not fit raise ``OptionsError`` in a player's words: the game reads its forms in
        ``setup_answers``, and what that raises (pydantic's ValidationError or a ValueError) is worded here as
        "bad setup for <title>: ..."; an ``OptionsError`` it raises is passed on as it is.
        """
        if not isinstance(answers, dict):
            raise OptionsError("the setup's answers must be an object")
        try:
            return self.setup_answers(setup_id, answers)
        except OptionsError:
            raise
        except pydantic.ValidationError as err:
            raise OptionsError(f"bad setup for {self.title}: {format_validation_error(err)}") from None
        except ValueError as err:
            raise OptionsError(f"bad setup for {self.title}: {err}") from None

    def setup_answers(self, setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
        """The game's own reading of a setup's answers (an object) for ``setup_from_form``: the options and seats,
        or pydantic's ValidationError or a ValueError in a player's words for answers that do not fit. A game
        whose setups carry a ``form`` overrides this; the default has no forms."""
        raise OptionsError(f"{self.title} has no setup called {setup_id!r} that asks questions")

    def validate_options(self, options: dict[str, Any] | pydantic.BaseModel | None = None) -> pydantic.BaseModel:
        """Options as the game's pydantic model; ``OptionsError`` with readable messages otherwise."""
        if isinstance(options, self.Options):
            return options
        if options is not None and not isinstance(options, dict):
            raise OptionsError(f"options for {self.title} must be an object, not {type(options).__name__}")
        try:
            return self.Options.model_validate(options or {})
        except pydantic.ValidationError as err:
            raise OptionsError(f"bad options for {self.title}: {format_validation_error(err)}") from None

    # -- creating ---------------------------------------------------------
    def new_game(self, seed: int, /, **options: Any) -> Any:
        """A fresh state for ``seed`` (0..2**53-1) and the given options.

        ``seed`` is positional-only, so an option that happens to be called ``seed`` (or ``self``) reaches
        the options model, which refuses it with an ``OptionsError``, instead of raising ``TypeError``."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise OptionsError(f"seed must be an integer from 0 to {MAX_SEED}, not {seed!r}")
        return self.initial_state(self.validate_options(options), Rng(seed))

    @abc.abstractmethod
    def initial_state(self, options: Any, rng: Rng) -> Any:
        """The starting state for validated options; all setup chance comes from ``rng``."""

    # -- playing ----------------------------------------------------------
    @abc.abstractmethod
    def seats(self, state: Any) -> list[int]:
        """The seats of this game, 0-based."""

    @abc.abstractmethod
    def current_seat(self, state: Any) -> int | None:
        """Who must decide now, or None when the game is over or only an automatic step is pending."""

    @abc.abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action now; empty exactly when the game is over."""

    @abc.abstractmethod
    def apply_unchecked(self, state: Any, action: Action) -> Any:
        """The next state, assuming ``action`` is legal; must not change ``state``."""

    def apply(self, state: Any, action: Action) -> Any:
        """The next state after a legal action; ``IllegalActionError`` saying why otherwise."""
        return self.apply_unchecked(state, self.legal_match(state, action))

    # -- search: playouts in place ----------------------------------------------
    search_horizon: ClassVar[int | None] = None
    """How many decisions a search's random playout plays before it stops and asks ``evaluate`` instead of
    playing to the end; None (the default): to the end of the game. Games whose random games are long (a
    playout that ends takes many milliseconds) set it, with an ``evaluate`` that reads the position."""

    def playout_horizon(self, state: Any) -> int | None:
        """The horizon of a search from ``state``: ``search_horizon`` unless the game counts it by the table (a
        game whose rules play some seats themselves, without decisions, shortens it so a playout still spans
        about as much of the game)."""
        return self.search_horizon

    search_guided: ClassVar[str | None] = None
    """Whether a search's playouts let the game's own bots choose (``bot_for`` each seat, deciding from that seat's
    view of the search's redrawn state) instead of choosing uniformly: None (the default) never; "all" every seat's
    bot, a uniform choice one time in ``ai.search_bot.GUIDE_RANDOM``; "others" every other seat's bot, always, and
    the searching seat's own later choices uniform (its rivals played as they play, as the rulebook's AI players
    are inside the playouts of a game that has them). Dearer by a move than a random step."""

    search_doubt: ClassVar[float] = 1.0
    """How many standard errors the search opponent's own choice must beat the game's own bot's advice by, beyond
    ``search_margin``, to be played instead. 1 by default: a search whose evaluation is rough
    overrules the advice only on clear evidence (in Spring and Autumn, overruling it on the margin alone won 5% of
    games where a fair share is 20%). 0 where the evaluation is good enough to trust on the margin (The Ming
    Voyages: 70% against 56% with 1)."""

    search_margin: ClassVar[float] = 0.05
    """How much better, in mean share of a win, the search opponent's own choice must do than the advice (with
    ``search_doubt`` standard errors besides) to be played: five points in a hundred by default."""

    search_spread: ClassVar[str] = "bound"
    """How the search reckons the standard error of a mean share: "bound" (the default) from the largest spread
    shares between 0 and 1 can have, right whatever the results but far too wide when an evaluation's estimates
    differ by a few points; "observed" from the spread of the results themselves; "paired" from paired rounds,
    which the search then plays instead of growing a tree. A paired round draws one world
    (``engine.search.determinize``) and one seed for its chance, and plays every legal action of the root once
    from it, each followed by every seat's own bot (``bot_for``, from that seat's view of the world) with the same
    seed: what differs between an action's result and the advice's in a round is then the action, not the world
    nor the dice, and the doubt (``search_paired_doubt``) counts standard errors of those differences. Where a
    game's results swing with its hidden cards and dice more than with any one move they are the smaller: in Spring
    and Autumn less than half the observed spread's (a median of 0.41 of it, ``docs/ARCHITECTURE.md``)."""

    search_paired_doubt: ClassVar[float] = 2.0
    """``search_doubt`` for paired rounds (``search_spread`` "paired"): the best of several actions is compared with
    the advice, so its lead must clear two standard errors of the paired differences besides the margin."""


    def search_judgement(self, state: Any) -> tuple[float, str]:
        """The margin and the spread (``search_margin``, ``search_spread``) a search from ``state`` judges the advice
        by: the class's by default. A game whose playouts model some tables far better than others (where the
        rulebook's own players play every other seat by their rules inside each playout) may trust the search more
        there."""
        return self.search_margin, self.search_spread

    def evaluate(self, state: Any) -> list[float]:
        """Each seat's share of a win as a search guesses it from ``state`` (one number from 0 to 1 per seat of
        ``seats``, together 1): the final result once the game is over (``outcome``: a win shared among its
        winners; a draw, an equal share each), else the game's ``estimate``."""
        seats = self.seats(state)
        result = self.outcome(state)
        if result is None:
            return self.estimate(state)
        if not result.winners:
            return [1 / len(seats)] * len(seats)
        share = 1 / len(result.winners)
        return [share if seat in result.winners else 0.0 for seat in seats]

    def estimate(self, state: Any) -> list[float]:
        """Each seat's share of a win guessed from a game going on (``evaluate`` asks it). Called only on states
        a search made (determinised: everything hidden from the searching seat redrawn), so it may read the
        whole state. The default is an equal share each; games with a ``search_horizon`` override it (their
        scores made shares by ``shares_of``)."""
        seats = self.seats(state)
        return [1 / len(seats)] * len(seats)

    def reseed(self, state: Any, seed: int) -> None:
        """Give ``state`` (a search's own fork) a fresh chance: its ``Rng`` replaced by ``Rng(seed)``. The RNG's
        seed and counter fix every die and shuffle still to come, which no seat may know, so a determinised
        state draws its future from the searcher's seed instead (``engine.search.determinize``). A game whose
        state keeps chance elsewhere overrides this."""
        if isinstance(getattr(state, "rng", None), Rng):
            state.rng = Rng(seed)

    def fork(self, state: Any) -> Any:
        """A private copy of ``state`` for a search to play on in place (``apply_in_place``): changing the
        fork never changes ``state``. The default goes through JSON (always right, slow); games with a cheap
        ``copy`` override it."""
        return self.state_from_json(self.state_to_json(state))

    def apply_in_place(self, state: Any, action: Action) -> Any:
        """The state after ``action`` (assumed legal), reusing ``state`` where the game can: the caller must
        own ``state`` (a ``fork``, or a state it got back from this method) and use only the returned state
        afterwards. Search playouts use it to skip the copy ``apply_unchecked`` makes at every step; the
        conformance suite checks that it reaches the same state hashes as ``apply``. The default copies."""
        return self.apply_unchecked(state, action)

    def legal_match(self, state: Any, action: Action) -> Action:
        """The legal action ``action`` stands for, or ``IllegalActionError`` saying why it is not legal.

        Equal means equal as JSON, types included: Python's ``True == 1`` (and ``{"n": True} == {"n": 1}``)
        must not let ``true`` stand for the ``1`` the game offers. Only candidates equal by ``==`` (usually
        one) are compared again by canonical JSON, so the check stays cheap. The game's own action is
        returned, and that is what ``apply`` applies and a session records; given back itself (as bots and
        searches do), it is found by identity first, without walking it (the contract makes every legal
        action JSON data, and the conformance suite checks it).
        """
        legal = self.legal_actions(state)
        for candidate in legal:
            if candidate is action:
                return candidate
        if not isinstance(action, dict) or not is_json_data(action):
            raise IllegalActionError(f"an action must be a JSON object, not {_short_repr(action)}")
        wanted = None
        for candidate in legal:
            if candidate == action:
                if wanted is None:
                    wanted = canonical_json(action)
                if canonical_json(candidate) == wanted:
                    return candidate
        raise IllegalActionError(self.explain_illegal(state, action, legal))

    def explain_illegal(self, state: Any, action: Action, legal: list[Action]) -> str:
        """Why ``action`` is not legal; games may say more than this generic message."""
        if not legal:
            return "the game is over, so no more moves can be played"
        seat = self.current_seat(state)
        who = "" if seat is None else f" for {self.seat_label(state, seat)}"
        examples = "; ".join(self.describe_action(state, a) for a in legal[:3])
        more = f" (and {len(legal) - 3} more)" if len(legal) > 3 else ""
        return f"that is not a legal move now{who}, whose choices are: {examples}{more}"

    def describe_action(self, state: Any, action: Action) -> str:
        """A short plain-words label for an action, for the player choosing it (games override).

        Called only with a legal action of ``state`` (``Session.play`` checks legality first), so games'
        describers may rely on the shape of their own actions."""
        return canonical_json(action)

    def choice_group(self, state: Any, action: Action) -> tuple[str | None, str]:
        """(group heading, short label) for laying out many choices, e.g. ("#24 Raids", "reserve face down").

        The default puts every choice in one unnamed group under its full description.
        """
        return None, self.describe_action(state, action)

    def choice_targets(self, state: Any, action: Action) -> list[str] | None:
        """What ``action`` points at on the page, as ``kind:id`` tokens matching the drawn board's and panel's
        ``data-region``, ``data-card`` and ``data-pick`` attributes (``region:wei``, ``card:trade_pact``,
        ``section:build``, ``seat:2``), so that clicking one narrows the offered choices to those that use it.

        None (the default) lets the page read the tokens from the action's own values (``tokensOf`` in
        ``site/js/choices.js``), which suits a game whose actions name regions and numbered cards directly.
        """
        return None

    def public_description(self, state: Any, action: Action) -> str:
        """The words every seat may read in the game log (hides what only the actor knows, e.g. a
        card reserved face down). Defaults to ``describe_action``."""
        return self.describe_action(state, action)

    def public_reason(self, state: Any, action: Action, reason: str) -> str:
        """A bot's reason for ``action`` as every seat may read it in the log.

        The default keeps the reason only when the action's public words are its full words (nothing
        is hidden); otherwise the reason might name the hidden card, so it says only that. Games whose
        bots word such reasons safely override this and return them."""
        if self.public_description(state, action) == self.describe_action(state, action):
            return reason
        return "the reason stays hidden with the card"

    def rule_for(self, text: str) -> str | None:
        """The ID (in ``rules_markdown``) of the rule a log line or move applied, for links; None if unknown."""
        return None

    def rules_markdown(self) -> str | None:
        """A rules reference (markdown, one list item per rule ID in bold) the site publishes, or None."""
        return None

    def cards(self) -> list[dict[str, Any]] | None:
        """Every card (and token) of the game with its full text, which the site publishes as
        ``cards/<id>.html`` (``build.cards_page``; ``metadata()["cards_page"]`` links it), or None.

        JSON data, grouped by kind: a list of sections ``{"id", "title", "intro": [paragraph], "cards": [entry]}``,
        each entry ``{"id", "also": [anchor], "name", "kind", "count", "text": [paragraph], "facts": [[label,
        value]]}``. ``id`` is the entry's anchor on the page and ``also`` more anchors for it (one per copy's
        own id), all unique on the page, so the play page can link a card it shows to its entry; ``kind`` says
        what the card is ("Treaty", "World event, harmful"); ``count`` is how many copies the game has (None
        where copies do not apply, such as a board space); ``facts`` are short labelled details (a chaos
        number, a cost). Every text is plain player words, no internal ids; the page escapes it. Games build
        it in their words layer from the content, so the page says what the engine plays."""
        return None

    def seat_name(self, seat: int | None) -> str:
        """How the page names a seat before a game exists (the lobby, the list of saves): "Emperor", "Player 2"."""
        return "the game" if seat is None else f"Seat {seat}"

    def seat_label(self, state: Any, seat: int | None) -> str:
        """How the page names a seat in a game under way: by default ``seat_name``; games whose seats take their
        names from the options (Spring and Autumn's factions) name them from the state."""
        return self.seat_name(seat)

    @abc.abstractmethod
    def outcome(self, state: Any) -> Outcome | None:
        """None while the game goes on; the Outcome once it has ended."""

    # -- information --------------------------------------------------------
    @abc.abstractmethod
    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """JSON-able picture of the state for ``seat`` (None: a spectator), hiding what it may not see."""

    @abc.abstractmethod
    def resample_hidden(self, state: Any, seat: int | None, rng: Rng) -> Any:
        """A state that ``seat`` cannot tell from ``state``: all hidden information redrawn from ``rng``.

        Used by the conformance suite (views must not change) and by search bots
        (determinisation). A game with no hidden information returns a copy.

        The redraw must depend on ``seat``'s view alone: two states the seat cannot tell apart give the same
        redraw from the same ``rng`` (sort a pool before shuffling it, since its true order is hidden; draw
        hidden figures from public ones, never from their true values). That is what makes a search honest:
        ``conformance.check_determinize_view_only`` checks it for every game, and the search bot's choices are
        tested unchanged when only what its seat cannot see changes (``tests/test_search_bot.py``).
        """

    def render(self, view: dict[str, Any], seat: int | None,
               since: dict[str, Any] | None = None) -> dict[str, str] | None:
        """What the page draws for a view: ``{"svg": board, "panel": html}``, or None for the generic page.

        A pure function of the view (never of the hidden state), so it is tested in CPython. ``since`` is
        the same seat's view just before its latest move (None when unknown): renderers mark the places
        and pieces that differ, so a player sees what changed since their last move.
        """
        return None

    def begins_move(self, state: Any, action: Action) -> bool:
        """Whether ``action``, taken in ``state``, begins a whole move (a card play, a turn) rather than
        continuing one (choosing its target, a re-roll). The replay steps by whole moves. The default
        makes every decision a move of its own."""
        return True

    # -- serialising --------------------------------------------------------
    @abc.abstractmethod
    def state_to_json(self, state: Any) -> dict[str, Any]:
        """The whole state as JSON data (including the RNG)."""

    @abc.abstractmethod
    def state_from_json(self, data: dict[str, Any]) -> Any:
        """Inverse of ``state_to_json``."""

    def state_hash(self, state: Any) -> str:
        """SHA-256 of the canonical JSON of the state: equal states, equal hashes, on any interpreter."""
        return json_hash(self.state_to_json(state))

    def is_undo_barrier(self, before: Any, after: Any, action: Action) -> bool:
        """True if ``action`` drew on chance or revealed hidden information, so undo must stop there.

        The default looks for a change in the state's ``rng`` (an ``Rng`` attribute: its counter, seed
        and remaining script; cheap, whatever the length of the game); only a state without one is
        serialised to compare its ``"rng"`` entry. Games whose reveals do not use the RNG override this.
        """
        rb, ra = getattr(before, "rng", None), getattr(after, "rng", None)
        if isinstance(rb, Rng) and isinstance(ra, Rng):
            return rb.counter != ra.counter or rb.seed != ra.seed or len(rb.script) != len(ra.script)
        return self.state_to_json(before).get("rng") != self.state_to_json(after).get("rng")

    # -- conveniences ---------------------------------------------------------
    def is_over(self, state: Any) -> bool:
        return self.outcome(state) is not None

    def replay(self, seed: int, options: dict[str, Any], actions: Iterable[Action]) -> Any:
        """The state reached by applying ``actions`` (checked, one by one) to a new game."""
        if not isinstance(options, dict):
            raise OptionsError(f"options for {self.title} must be an object, not {type(options).__name__}")
        state = self.new_game(seed, **options)
        for action in actions:
            state = self.apply(state, action)
        return state
