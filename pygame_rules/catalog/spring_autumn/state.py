"""The Spring and Autumn game state: plain data, copied by hand for speed, serialised to JSON.

Seat ``i`` plays ``factions[i]``, the i-th faction in play. Everything keyed by a seat is a list indexed by
seat (JSON object keys would turn integers into strings). Decks are lists whose **last element is the top**.
The flow of play is a stack of small task dicts (``tasks``, top = last) run by ``flow.advance`` until one of
them needs a decision, cached in ``decision_seat`` / ``options_list`` (as in The Ming Voyages).

Pieces:

- ``owner[area]``: the seat owning an area (absent: neutral).
- ``buildings[area]``: a list of building dicts ``{"b": type, "mine": bool, "st": state, "cube": seat|None}``
  with ``st`` one of ``active`` (no cube), ``uc`` (under construction: a natural-wood cube; ``spare`` marks
  an Exchange build's spare cube) or ``exhausted`` (the colored cube of seat ``cube``). Palaces are not here
  but in each player's record (a palace stands off the settlements).
- ``units[seat][location][type]``: counts by moves used this turn, ``[fresh, moved once, moved twice]``;
  a unit is flipped when its moves reach its supply limit (SA-MOVE-LIMIT-*). Junks use index 0 only.
- ``kingdom[area]``: face-down kingdom token ids (last = top); ``tribes[tribe]``: the face-down barbarian
  token on a tribe square (None when pacified or empty); ``barbarians[area]``: barbarian tokens on the map.
- ``great_wall[arrow]``: ``{"owner": seat, "st": state, "cube": seat|None}``; ``dragons[dragon]``: location.

``reveals`` counts the moments hidden information was shown (``note_reveal``): a card drawn or looked at, a
face-down token or card turned up, the sealed bids, everything at the end. Decks are shuffled once, so these
do not move the RNG; the counter is what makes each of them an undo barrier (``rules.is_undo_barrier``).

Copies and the "replace, never change" convention: ``copy`` runs at every step of ``Game.apply``, so it copies
only what rules change in place and shares the rest with the state it was copied from. Shared, so rules
REPLACE them and never change them in place (``p["held"] = [*p["held"], card]``, ``without``,
``p["sections"] = {**p["sections"], k: v}``, ``cards[k] = {**cards[k], "token": t}``):

- everything in a player record that is not a number or a string: ``sections``, ``locked``, ``dishonor``,
  ``advancements``, ``philosophies`` (the list and each card dict), ``treaties``, ``held``, ``events_won``,
  ``objectives``, ``barbarians_destroyed``, ``dragons_destroyed``, ``garrison`` (``copy`` makes each record a
  shallow copy, ``dict(p)``; setup may fill a new player's lists before the first copy);
- ``fx`` (philosophy modifiers), ``dragons`` (where each dragon is) and the task stack below its top
  (``engine/tasks.py``);
- the token lists of ``kingdom`` and ``barbarians``, the segments of ``great_wall`` and the lists of ``marks``
  (the dicts holding them are copied);
- every list of the state: the decks and pools too (``world_deck``, ``world_discard``, ``phil_deck``,
  ``dishonor_pool``: a draw takes ``deck[-1]`` and puts ``deck[:-1]`` in its place, a token is taken from a
  new list put in the pool's place), which are drawn from a few times a turn while ``copy`` runs at every
  step.

Two structures change often, so they are shared until changed and made private by whoever changes them:
each seat's ``units`` (``own_units``: all changes go through ``pieces.py``) and each area's ``buildings``
(``own_buildings``: the list and its building dicts).

Two things derived from the state are kept beside it, in ``__dict__`` entries that are not fields (never
serialised nor compared, like ``private_units``), each safe however the state is changed:

- the menu memo: while ``flow.action_options`` makes a seat's action menu (the state does not change
  meanwhile), ``s.__dict__["menu_memo"]`` holds a dict in which the option functions keep what several of them
  ask (``menu_memo``: which economy actions can be started, the owned areas of ``pieces.owner_index``), so the
  Exchange check after the economy options finds the answers already made; upkeep's objective check opens one
  too (it changes only ``marks`` and the log meanwhile, which no memo entry reads). It is None at all other
  times, so nothing is kept across a change of the state, and a copy made outside a menu starts with none;
- each seat's owned areas, sorted (``pieces.owner_index``), kept with a copy of the ``owner`` map they were
  made from and made again whenever ``owner`` no longer equals it: never stale, even when ``owner`` is written
  in place (rules and tests do), and shared by a copy, which compares them with its own ``owner``.

A change in place to a shared value would change the state ``apply`` was given: the conformance suite hashes
the input state before and after every step of random games, and the fuzz run does so for thousands of games.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.rng import Rng
from ...engine.tasks import TaskState, fork_tasks

SECTIONS = ("build", "train", "research", "honor", "supply")
NAMES: dict[str, str] = {}
"""Each faction's name as the log writes it (``State.name``), made once."""
HUMAN, AI = "human", "ai"


def new_player(faction: str, kind: str = HUMAN) -> dict[str, Any]:
    """A player record (SA-SETUP-10/12/18). An AI seat's record (``kind`` AI) has three keys more, set by
    ``rules.setup.set_up_ai``: ``ai_advancements`` and ``ai_supply`` (the tracks of its board's top section)
    and ``grudge`` (the seat whose cube is on its grudge space, or None); and its palace garrison."""
    return {
        "faction": faction, "kind": kind,
        "sections": {s: 0 for s in SECTIONS},   # cubes on the action sections (locked spaces included)
        "locked": {s: 0 for s in SECTIONS},     # of which on locked spaces (SA-UPK-REPL-3)
        "honor": 0, "knowledge": 0, "commerce": 0,
        "dishonor": [],                          # token values, hidden from the others (SA-DISH, AMB-87)
        "advancements": [],
        "philosophies": [],                      # {"id", "up": bool, "token": None|"honor"|["dishonor", v]}
        "treaties": [],                          # own treaty cards still in hand
        "held": [],                              # other players' treaty cards held
        "events_won": [],
        "objectives": [],                        # private objective hand (hidden)
        "barbarians_destroyed": [], "dragons_destroyed": [],
        "palace": None, "palace_st": "active", "palace_cube": None,
        "garrison": [],                          # safety game: palace garrison kinds standing (garrison.py)
        "eliminated": False,
    }


def own_units(s: State, seat: int) -> dict[str, dict[str, list[int]]]:
    """``seat``'s units made private to ``s`` (a deep copy put in its place) and returned, to be changed in
    place: every change to ``units`` starts here (``pieces.py``), since ``State.copy`` shares each seat's
    units with the state it was copied from. Read ``s.units`` again after a change, not an older alias.

    A seat made private is noted in ``s.__dict__["private_units"]`` (not a field: never serialised nor
    compared), so a state played on in place copies each seat at most once; ``copy`` forgets the notes of
    both states, since from then on they share everything again."""
    private = s.__dict__.get("private_units")
    if private is not None and seat in private:
        return s.units[seat]
    u = {loc: {k: c[:] for k, c in kinds.items()} for loc, kinds in s.units[seat].items()}
    s.units[seat] = u
    if private is None:
        s.__dict__["private_units"] = private = set()
    private.add(seat)
    return u


def own_buildings(s: State, area: str) -> list[dict[str, Any]]:
    """The buildings of ``area`` (none yet: an empty list, put in ``buildings``) made private to ``s`` (copies
    of the list and of each building dict put in its place) and returned, to be changed in place: every
    change to a building list or a building starts here, since ``State.copy`` shares them. Noted as
    ``own_units`` does (``s.__dict__["private_areas"]``)."""
    private = s.__dict__.get("private_areas")
    if private is not None and area in private and area in s.buildings:   # (an area's list may be deleted)
        return s.buildings[area]
    bs = [dict(b) for b in s.buildings.get(area, ())]
    s.buildings[area] = bs
    if private is None:
        s.__dict__["private_areas"] = private = set()
    private.add(area)
    return bs


def menu_memo(s: State) -> dict[Any, Any] | None:
    """The memo of the action menu being made for ``s`` (``flow.action_options``), or None outside one: a dict
    the option functions share answers through (keys: a name and the seat), dropped when the menu is made."""
    return s.__dict__.get("menu_memo")


def without(items: list[Any], item: Any) -> list[Any]:
    """A new list of ``items`` less the first ``item`` (ValueError if absent, as ``list.remove``): how a rule
    takes something out of a player's list, which is replaced, never changed in place."""
    out = list(items)
    out.remove(item)
    return out


@dataclass
class State(TaskState):
    rng: Rng
    options: dict[str, Any]
    factions: list[str] = field(default_factory=list)
    players: list[dict[str, Any]] = field(default_factory=list)
    # turn structure
    turn: int = 1
    phase: str = "setup"                     # setup | most_honorable | action | upkeep | over
    round: int = 0
    holder: int = 0                          # most-honorable token holder
    face: str = "sun"                        # factions.MOST_HONORABLE_TOKEN_SIDES
    passed: list[bool] = field(default_factory=list)
    dragon_d: int = 6                        # dragon-track position (fireball = 0)
    # map
    owner: dict[str, int] = field(default_factory=dict)
    buildings: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    units: list[dict[str, dict[str, list[int]]]] = field(default_factory=list)
    kingdom: dict[str, list[str]] = field(default_factory=dict)
    tribes: dict[str, str | None] = field(default_factory=dict)
    barbarians: dict[str, list[str]] = field(default_factory=dict)
    great_wall: dict[str, dict[str, Any]] = field(default_factory=dict)
    revealed: list[str] = field(default_factory=list)    # face-up kingdom/barbarian token ids (AMB-42)
    dragons: dict[str, str] = field(default_factory=dict)
    fx: dict[str, Any] = field(default_factory=dict)     # philosophy modifiers (philosophy_use.py; never
                                                         # mutated in place, so copies may share it)
    # decks and pools (last = top)
    world_deck: list[str] = field(default_factory=list)
    world_discard: list[str] = field(default_factory=list)
    public_deck: list[str] = field(default_factory=list)
    public_up: list[str] = field(default_factory=list)       # face-up public objectives, in reveal order
    marks: dict[str, list[int]] = field(default_factory=dict)  # public objective -> seats marked (AMB-02)
    private_box: list[str] = field(default_factory=list)     # undealt private objectives (unused, hidden)
    ai_objectives: list[str] = field(default_factory=list)   # the AIs' shared private objectives, face up
    ai_deck: list[str] = field(default_factory=list)         # AI cards (hidden order; replaced, never changed)
    ai_discard: list[str] = field(default_factory=list)      # revealed AI cards (replaced, never changed)
    phil_deck: list[str] = field(default_factory=list)
    market: list[str | None] = field(default_factory=lambda: [None] * 4)   # slot 1 (left) .. slot 4 (right)
    phil_discard: list[str] = field(default_factory=list)
    starter_box: list[str] = field(default_factory=list)
    barbarian_pool: list[str] = field(default_factory=list)
    dishonor_pool: list[int] = field(default_factory=list)
    kingdom_box: list[str] = field(default_factory=list)
    # flow and result
    tasks: list[dict[str, Any]] = field(default_factory=list)
    winners: list[int] | None = None
    result: str = ""
    final: dict[str, Any] | None = None       # end-of-game figures (SA-END)
    log_chain: tuple | None = None
    reveals: int = 0                          # bumped by note_reveal: undo never crosses a reveal
    decision_seat: int | None = None
    options_list: list[dict[str, Any]] = field(default_factory=list)

    # -- derived ------------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.factions)

    def seat_of(self, faction: str) -> int:
        return self.factions.index(faction)

    def name(self, seat: int) -> str:
        f = self.factions[seat]
        name = NAMES.get(f)
        if name is None:
            name = NAMES[f] = f.capitalize()
        return name

    def unit_count(self, seat: int, kind: str | None = None, where: str | None = None) -> int:
        units = self.units[seat]
        if where is not None:
            here = units.get(where)
            if here is None:
                return 0
            locs: Any = (here,)
        else:
            locs = units.values()
        total = 0
        for kinds in locs:
            if kind is None:
                for counts in kinds.values():
                    total += sum(counts)
            else:
                counts = kinds.get(kind)
                if counts is not None:
                    total += sum(counts)
        return total

    def add_units(self, seat: int, where: str, kind: str, n: int = 1) -> None:
        loc = own_units(self, seat).setdefault(where, {})
        counts = loc.setdefault(kind, [0, 0, 0])
        counts[0] += n

    def note_reveal(self) -> None:
        """Hidden information was just shown to some seat: the action that led here is an undo barrier."""
        self.reveals += 1

    # -- copying and JSON ---------------------------------------------------------------------------
    def copy(self) -> State:
        """A copy that changes in place nothing this state sees: what rules change in place is copied (the
        player records, the dicts of the map, the top task: see flow.py); the rest is shared, replaced
        whenever it changes (see the module docstring)."""
        s = State.__new__(State)
        d = s.__dict__
        d.update(self.__dict__)
        d["private_units"] = d["private_areas"] = None      # both states share every seat's units and
        self.__dict__["private_units"] = self.__dict__["private_areas"] = None   # every area's buildings
        d["rng"] = self.rng.copy()
        d["players"] = list(map(dict, self.players))   # shallow: what a record holds is replaced, never changed
        d["owner"], d["tribes"] = dict(self.owner), dict(self.tribes)
        d["buildings"] = dict(self.buildings)          # each area's buildings are shared until changed: own_buildings
        d["units"] = list(self.units)                  # each seat's units are shared until changed: own_units
        # lists and dicts below these are replaced, never changed (see the module docstring)
        d["kingdom"], d["barbarians"] = dict(self.kingdom), dict(self.barbarians)
        d["great_wall"], d["marks"] = dict(self.great_wall), dict(self.marks)
        fork_tasks(d, self.tasks)
        return s

    FIELDS = ("options", "factions", "players", "turn", "phase", "round", "holder", "face", "passed", "dragon_d",
              "owner", "buildings", "units", "kingdom", "tribes", "barbarians", "great_wall", "dragons", "fx",
              "world_deck", "world_discard", "public_deck", "public_up", "marks", "private_box", "ai_objectives",
              "ai_deck", "ai_discard", "phil_deck", "market", "phil_discard", "starter_box", "barbarian_pool",
              "dishonor_pool", "kingdom_box", "revealed", "reveals", "tasks", "winners", "result", "final",
              "decision_seat", "options_list")
