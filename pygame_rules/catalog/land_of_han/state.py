"""The Land of Han game state: plain JSON data beside the seeded Rng, copied at every step of ``apply``.

Seat ``i`` is warlord ``i``. Everything keyed by a seat is a list indexed by seat. Regions are named by their map
id (``content.map``: "Qi", "nQi", ...) on the map the options chose (``map``: "base" or "expanded").

Pieces:

- ``owner[region]``: the warlord who controls a region; a region not in ``owner`` is Independent (LH-INDEP-1).
- ``palace[seat]``: the Central region of the warlord's Palace, None once the warlord is dead (LH-DEATH-1).
- ``armies[id]``: every army on the map, ``{"o": owner, "t": type, "r": region, "new": raised this season}``; the
  owner is a seat, ``"i"`` (an Independent's) or ``"b"`` (Barbarians'). Ids are ``"a1"``, ``"a2"``, ... in the
  order armies are raised (``next_army``), so the same game names the same armies.
- ``improvements[region]``: the improvements standing in a region, a list of improvement ids (LH-IMPR-4: at most
  4); ``found[region]``: the resources prospecting has found there, a list (LH-MINE-*).
- ``coins[seat]``: the treasury; ``prospects[seat]``: prospectings paid so far (their cost grows, A-14).
- ``research[seat]``: the project under way, ``{"topic", "rp", "paid"}`` (Research Points gathered, coins
  donated), or None; ``done[seat]``: the topics finished, in the order they were (LH-RES-*).
- ``sheets[seat]``: the character sheet, ``{"religion", "colour"}`` (LH-SHEET-1).
- ``season``: seasons played, 0 in the first Spring (LH-TURN-1: ``SEASONS[season % 4]``, year ``season // 4 + 1``).
- ``reports[seat]``: the notices to that warlord, the lines a game master would have posted (coins in and out,
  battles, armies that left), a list; emptied when the warlord's orders begin to resolve, so that while writing
  orders a warlord reads what last season's resolution and this season's income brought.
- ``heroes[id]``: every hero in play (LH-HERO-*), ``{"name", "hanzi", "skills": [...], "d5", "raised", "seat",
  "post", "offer", "since", "unpaid", "captor"}``: ``seat`` the employer (None for a travelling hero), ``post``
  None (at court, A-31) or ``[central, "governor" | "marshal"]``, ``offer`` the warlord at whose court a travelling
  hero waits to be hired (since season ``since``), ``unpaid`` a warning of unpaid upkeep (LH-HERO-8, A-13),
  ``captor`` the warlord holding a captured hero (LH-CAPTURE-1). Ids are ``"h1"``, ``"h2"``, ... (``next_hero``).
  A hero who leaves the game is deleted. ``avoided[seat]``: the first season travelling heroes come to the
  warlord again after an execution (LH-HERO-10).
- ``pacts``: the Military Pacts in force (LH-DIPLO-3), each ``[a, b]`` with ``a < b``, a list replaced, never
  changed; ``proposals``: the offers of trades and pacts delivered and waiting for an answer (``rules/diplomacy.py``),
  each ``{"id", "from", "to", "kind": "pact" | "trade", "give", "take", "season"}`` (``give``/``take``: ``{"coins",
  "topics", "regions"}`` from the proposer's side), seen only by the two warlords; ``next_offer`` numbers them.
- ``stricken[group]``: the seats whose next income from that group a Flood or a Drought halves (spec 3.3,
  ``rules/disasters.py``), a list; emptied at the start of the next world step, when every income of the season
  has been collected.
- ``caravans[id]``: every caravan on the road and every trade route standing (LH-CARAVAN-*), ``{"o": sender,
  "from": the Bazaar region it set out from (its cargo is produced there), "cargo", "to": its destination region,
  "target": the warlord it goes to, "fee": the extra fee the target pays each season, "r": where it is, "path": the
  regions still ahead, "route": whether it has arrived and the route stands}``; ids ``"c1"``, ... (``next_caravan``).
  A caravan plundered, turned back or dismantled is deleted.
- ``orders[seat]``: the warlord's order sheet for this season (``rules/orders.py``), a list of order dicts, hidden
  from the other warlords until it resolves (spec 3.7); ``sealed[seat]``: whether it is submitted.

Copies: ``copy`` runs at every step, so it copies one level deep every dict and list rules change in place
(``owner``, ``palace``, ``armies``, ``improvements``, ``found``, ``coins``, ``prospects``, ``research``, ``done``,
``reports``, ``heroes``, ``avoided``, ``stricken``, ``caravans``, ``orders``, ``sealed``), and shares what rules replace instead: an army's record, a region's lists, a project, a list of
finished topics, a hero's record, a caravan's record, a group's stricken seats, a report, an order sheet and a character sheet are replaced, never changed (``s.armies[a] = {**army, "r": to}``, ``s.improvements[r] = [*built, "library"]``). Lists, not tuples:
the state goes through JSON and comes back the same. The task stack's top is private (``engine.tasks``).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from ...engine.rng import Rng
from ...engine.tasks import TaskState, fork_tasks
from .content.map import BASE, EXPANDED, Map

SEASONS = ("Spring", "Summer", "Autumn", "Winter")
INDEPENDENT, BARBARIAN = "i", "b"
"""Army owners that are not warlords."""


def indefinite(name: str) -> str:
    """A name with its indefinite article ("a Library", "an Army Camp")."""
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


class State(TaskState):
    """A Land of Han game in progress (see the module docstring for every field)."""

    FIELDS = ("options", "sheets", "owner", "palace", "armies", "next_army", "improvements", "found", "coins",
              "prospects", "research", "done", "season", "reports", "heroes", "next_hero", "avoided", "pacts", "proposals", "next_offer", "stricken", "caravans", "next_caravan", "orders", "sealed", "winners", "tasks", "decision_seat", "options_list")

    def __init__(self, rng: Rng, options: dict[str, Any]):
        self.rng = rng
        self.options = options
        self.sheets: list[dict[str, str]] = []
        self.owner: dict[str, int] = {}
        self.palace: list[str | None] = []
        self.armies: dict[str, dict[str, Any]] = {}
        self.next_army = 1
        self.improvements: dict[str, list[str]] = {}
        self.found: dict[str, list[str]] = {}
        self.coins: list[int] = []
        self.prospects: list[int] = []
        self.research: list[dict[str, Any] | None] = []
        self.done: list[list[str]] = []
        self.season = 0
        self.reports: list[list[str]] = []
        self.heroes: dict[str, dict[str, Any]] = {}
        self.next_hero = 1
        self.avoided: list[int] = []
        self.pacts: list[list[int]] = []
        self.proposals: list[dict[str, Any]] = []
        self.next_offer = 1
        self.stricken: dict[str, list[int]] = {}
        self.caravans: dict[str, dict[str, Any]] = {}
        self.next_caravan = 1
        self.orders: list[list[dict[str, Any]]] = []
        self.sealed: list[bool] = []
        self.winners: list[int] | None = None
        self.tasks: list[dict[str, Any]] = []
        self.decision_seat: int | None = None
        self.options_list: list[dict[str, Any]] = []
        self.log_chain: tuple | None = None

    @property
    def players(self) -> int:
        return len(self.palace)

    @cached_property
    def map(self) -> Map:
        """The map the options chose (the expanded map of LH-MAP-6, or the base map). Kept on the state once asked
        (the rules ask it at every step; a copy keeps it, and the options never change), never serialized."""
        return EXPANDED if self.options.get("map") == "expanded" else BASE

    def copy(self) -> State:
        c = State.__new__(State)
        d = c.__dict__
        d.update(self.__dict__)
        d.pop("shared_tasks", None)
        d["rng"] = self.rng.copy()
        d["owner"] = dict(self.owner)
        d["palace"] = self.palace[:]
        d["armies"] = dict(self.armies)
        d["improvements"] = dict(self.improvements)
        d["found"] = dict(self.found)
        d["coins"] = self.coins[:]
        d["prospects"] = self.prospects[:]
        d["research"] = self.research[:]
        d["done"] = self.done[:]
        d["reports"] = self.reports[:]
        d["heroes"] = dict(self.heroes)
        d["avoided"] = self.avoided[:]
        d["stricken"] = dict(self.stricken)
        d["caravans"] = dict(self.caravans)
        d["orders"] = self.orders[:]
        d["sealed"] = self.sealed[:]
        fork_tasks(d, self.tasks)
        return c

    def name(self, seat: int) -> str:
        """A warlord's name in the log: the colour of the banner, as forum players named each other's realms."""
        return f"the {self.sheets[seat]['colour']} warlord"

    def say(self, text: str) -> None:
        """A line of the public log, begun with a capital ("The red warlord seizes ...")."""
        super().say(text[:1].upper() + text[1:])

    def report(self, seat: int, line: str) -> None:
        """A notice to one warlord (what the game master would have posted to them), begun with a capital."""
        self.reports[seat] = [*self.reports[seat], line[:1].upper() + line[1:]]
