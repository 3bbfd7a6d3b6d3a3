"""The Ming Voyages game state: plain data, copied by hand for speed, serialised to JSON.

Pieces are counted per region; the Supply is what the fixed totals leave
(MV-COMP-4), less Troops removed from the game by the Hard challenge. The flow
of play is a stack of small task dicts (``tasks``, top = last) that the task
interpreter (``flow.py``) runs until one of them needs a decision; that decision is cached
in ``decision_seat`` and ``options_list``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine.rng import Rng
from ...engine.tasks import LOG_CHUNK, TaskState
from .content.cards import TOTALS
from .content.map import BORDERLANDS, HOMELANDS, NAMES

EMPEROR, OVERLORD = 0, 1
SIDE_NAMES = {EMPEROR: "Emperor", OVERLORD: "Overlord"}
CONTROL_WORDS = {EMPEROR: "Ming", OVERLORD: "Barbarian", None: "empty"}
"""How the log says who holds a Borderland: "Sichuan is now Barbarian" (MV-WIN-3)."""


def place(region: str) -> str:
    """A region as a sentence names it: "Sichuan", "the Eastern Mongols", "the Ming Empire Homeland"."""
    return NAMES[region] if region in BORDERLANDS else f"the {NAMES[region]}"


def places(regions: list[str]) -> str:
    """"Sichuan", "Sichuan and the Ming Empire Homeland", "Yunnan, Sichuan and Gansu"."""
    named = [place(r) for r in regions]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1] if named else "nowhere"


def plural(n: int, word: str) -> str:
    """"1 Troop", "2 Troops", "0 Gold" (Gold has no plural), "3 dice"."""
    if n == 1 or word == "Gold":
        return f"{n} {word}"
    return f"{n} dice" if word == "die" else f"{n} {word}s"


def holding_words(troops: int, hordes: int, settlements: int) -> str:
    """What holds a Borderland with these pieces, in words: "2 Troops", "1 Horde and 1 Settlement", "nobody"."""
    if troops:
        return plural(troops, "Troop")
    parts = [plural(n, w) for n, w in ((hordes, "Horde"), (settlements, "Settlement")) if n]
    return " and ".join(parts) or "nobody"


def control_words(bl: str, before: int | None, now: int | None) -> str:
    """"; Sichuan is now Barbarian" if Borderland ``bl`` changed hands (its controller ``before`` and ``now``),
    else ""."""
    return "" if now == before else f"; {NAMES[bl]} is now {CONTROL_WORDS[now]}"


def _zeros(keys) -> dict[str, int]:
    return {k: 0 for k in keys}


_new_state = object.__new__
"""Makes a ``State`` without running ``__init__`` (``State.copy`` then hands it its attributes)."""


@dataclass
class State(TaskState):
    rng: Rng
    options: dict[str, Any]
    troops: dict[str, int] = field(default_factory=lambda: _zeros(("MH",) + BORDERLANDS))
    hordes: dict[str, int] = field(default_factory=lambda: _zeros(BORDERLANDS + HOMELANDS))
    settlements: dict[str, int] = field(default_factory=lambda: _zeros(BORDERLANDS + HOMELANDS))
    gold: dict[str, int] = field(default_factory=lambda: {"MH": 0, "SCS": 0})
    junks_scs: int = 0
    voyages: list[bool] = field(default_factory=lambda: [False] * 7)
    troops_removed: int = 0
    dice_rolled: int = 0      # dice rolled so far (Voyages, battles): counted even when a test scripts them
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    reserves: list[list[int]] = field(default_factory=lambda: [[], []])   # last = top of the pile
    era: int = 1
    round: int = 0
    spent: list[int] = field(default_factory=list)      # face-up cards of this phase, discarded at its end
    tasks: list[dict[str, Any]] = field(default_factory=list)
    battle: dict[str, Any] | None = None
    last_battle: dict[str, Any] | None = None   # the latest finished battle round (rules/battle.py); replaced, never changed
    winner: int | None = None
    result: str = ""
    log_chain: tuple | None = None   # engine.tasks.log_append: appending and copying are cheap
    # solo
    cube: str = "left"
    event_decks: list[list[str]] = field(default_factory=lambda: [[], [], []])
    event_discards: list[list[str]] = field(default_factory=lambda: [[], [], []])
    flipped: bool = False
    # cached by the interpreter: who decides now and the legal options
    decision_seat: int | None = None
    options_list: list[dict[str, Any]] = field(default_factory=list)

    solo: bool = field(init=False, repr=False, compare=False)
    """Solo play (``options["mode"]``), read once: ``options`` never changes."""

    def __post_init__(self) -> None:
        self.solo = self.options.get("mode") == "solo"

    # -- derived ------------------------------------------------------------------

    def completed(self) -> int:
        return sum(self.voyages)

    def supply(self, kind: str) -> int:
        if kind == "troop":
            return TOTALS["troop"] - self.troops_removed - sum(self.troops.values())
        if kind == "horde":
            return TOTALS["horde"] - sum(self.hordes.values())
        if kind == "settlement":
            return TOTALS["settlement"] - sum(self.settlements.values())
        if kind == "gold":
            return TOTALS["gold"] - self.gold["MH"] - self.gold["SCS"]
        if kind == "junk":
            return TOTALS["junk"] - self.junks_scs - sum(self.voyages)
        raise KeyError(kind)

    def barbarian_pieces(self, region: str) -> int:
        return self.hordes.get(region, 0) + self.settlements.get(region, 0)

    def controller(self, bl: str) -> int | None:
        if self.troops[bl]:
            return EMPEROR
        if self.hordes[bl] or self.settlements[bl]:
            return OVERLORD
        return None

    def holding(self, bl: str) -> str:
        """What holds a Borderland, in words: "2 Troops", "1 Horde and 1 Settlement", "nobody"."""
        return holding_words(self.troops[bl], self.hordes[bl], self.settlements[bl])

    def control_note(self, bl: str, before: int | None) -> str:
        """"; Sichuan is now Barbarian" if the Borderland changed hands since ``before`` (its controller
        then), else "": the log says every change of control where it happens."""
        return control_words(bl, before, self.controller(bl))

    def say(self, text: str | Callable[..., str], *args: Any) -> None:
        """Add a line to the game log: ``text`` itself, or, given ``args``, the text formatted from them only when
        the line is read (``log_line``): ``text.format(*args)`` for a template string, ``text(*args)`` for a
        function. Most lines of a search's playouts are never read, and formatting them was about a tenth of
        a playout (docs/FIGURES.md). ``args`` must be immutable values (numbers, strings, None, tuples of them)
        that say what the line tells as it is now: never the state or a list a later step may change."""
        entry = (text, args) if args else text
        chain = self.log_chain   # engine.tasks.log_append written out (a call less at every line):
        if chain is None:        # the same chain, a tuple of the recent lines under a link of full ones
            self.log_chain = (None, (entry,))
            return
        older, recent = chain
        recent += (entry,)
        self.log_chain = ((older, recent), ()) if len(recent) == LOG_CHUNK else (older, recent)

    @staticmethod
    def log_line(entry: Any) -> str:
        """The text of a line ``say`` stored, first letter capitalised (lines are sentences a player reads)."""
        if type(entry) is not str:
            text, args = entry
            entry = text.format(*args) if type(text) is str else text(*args)
        return entry[:1].upper() + entry[1:]

    def chance_stamp(self) -> list[int]:
        """What moves when chance or a reveal happens: the RNG, the decks, the reserves (undo barriers).

        Two equal stamps mean nothing the players could not take back happened in between; the solo
        confirm step compares them (``rules/solo_flow.py``)."""
        return [self.dice_rolled, self.rng.counter, len(self.rng.script), len(self.deck),
                len(self.reserves[0]) + len(self.reserves[1]), sum(len(d) for d in self.event_discards)]

    # -- copying and JSON --------------------------------------------------------
    def copy(self) -> State:
        """A copy sharing nothing with this state that either may change in place.

        The convention that keeps this cheap (the conformance suite checks at every step that ``apply``
        leaves its input unchanged):

        - ``deck``, ``discard``, ``voyages``, ``last_battle``, ``options`` and the scalars are never changed in
          place: every change assigns a new value (``s.deck = s.deck[2:]``), so copies share them;
        - the lists inside ``battle`` are replaced, never changed in place, so the battle dict is copied one
          level deep;
        - a task's values are never changed in place either: a handler or resolver changes its own task
          only by assigning its keys (``t["came"] = t["came"] + [region]``), so the top task is copied one
          level deep; the tasks below it are shared, and the interpreter copies one when it comes to the
          top (``shared_tasks``, as ``engine.tasks.fork_tasks``);
        - everything else (piece counts, Gold, hands, reserves, cards in play, the RNG, the solo Event decks)
          is copied.
        """
        d = self.__dict__.copy()   # every attribute in one go; then the ones play changes in place
        d["rng"] = self.rng.copy()
        d["troops"] = self.troops.copy()      # one statement each: this runs at every step of ``apply``
        d["hordes"] = self.hordes.copy()
        d["settlements"] = self.settlements.copy()
        d["gold"] = self.gold.copy()
        d["spent"] = self.spent.copy()
        hands = self.hands
        d["hands"] = [hands[0].copy(), hands[1].copy()]
        hands = self.reserves
        d["reserves"] = [hands[0].copy(), hands[1].copy()]
        tasks = self.tasks
        if tasks:
            tasks = d["tasks"] = tasks.copy()
            top = len(tasks) - 1
            tasks[top] = tasks[top].copy()
            d["shared_tasks"] = top
        else:
            d["tasks"] = []
            d["shared_tasks"] = 0
        if self.battle is not None:
            d["battle"] = self.battle.copy()
        if self.solo:
            d["event_decks"] = [x[:] for x in self.event_decks]
            d["event_discards"] = [x[:] for x in self.event_discards]
        s = _new_state(State)
        s.__dict__ = d   # the copied dict becomes the new state's: no second pass over every attribute
        return s

    FIELDS = ("options", "troops", "hordes", "settlements", "gold", "junks_scs", "voyages", "troops_removed",
              "dice_rolled", "deck", "discard", "hands", "reserves", "era", "round", "spent", "tasks", "battle",
              "last_battle", "winner", "result", "cube", "event_decks", "event_discards", "flipped", "decision_seat",
              "options_list")
