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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine.rng import Rng
from ...engine.tasks import TaskState, fork_tasks

SECTIONS = ("build", "train", "research", "honor", "supply")
HUMAN, AI = "human", "ai"


def new_player(faction: str, kind: str = HUMAN) -> dict[str, Any]:
    """A player record (SA-SETUP-10/12/18). AI-only parts (reduced board, garrison) will be added as
    optional keys when AI seats arrive."""
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


def copy_player(p: dict[str, Any]) -> dict[str, Any]:
    q = dict(p)
    q["sections"], q["locked"] = dict(p["sections"]), dict(p["locked"])
    for k in ("dishonor", "advancements", "treaties", "held", "events_won", "objectives",
              "barbarians_destroyed", "dragons_destroyed", "garrison"):
        q[k] = p[k][:]
    q["philosophies"] = [dict(c) for c in p["philosophies"]]
    return q


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
        return self.factions[seat].capitalize()

    def unit_count(self, seat: int, kind: str | None = None, where: str | None = None) -> int:
        total = 0
        for loc, kinds in self.units[seat].items():
            if where is not None and loc != where:
                continue
            for k, counts in kinds.items():
                if kind is None or k == kind:
                    total += sum(counts)
        return total

    def add_units(self, seat: int, where: str, kind: str, n: int = 1) -> None:
        loc = self.units[seat].setdefault(where, {})
        counts = loc.setdefault(kind, [0, 0, 0])
        counts[0] += n

    def note_reveal(self) -> None:
        """Hidden information was just shown to some seat: the action that led here is an undo barrier."""
        self.reveals += 1

    # -- copying and JSON ---------------------------------------------------------------------------
    LISTS = ("factions", "passed", "world_deck", "world_discard", "public_deck", "public_up", "private_box",
             "phil_deck", "market", "phil_discard", "starter_box", "barbarian_pool", "dishonor_pool",
             "kingdom_box", "revealed")

    def copy(self) -> State:
        """A copy sharing nothing mutable with this state (only the top task is copied: see flow.py)."""
        s = State.__new__(State)
        d = s.__dict__
        d.update(self.__dict__)
        d["rng"] = self.rng.copy()
        for name in self.LISTS:
            d[name] = getattr(self, name)[:]
        d["players"] = [copy_player(p) for p in self.players]
        d["owner"], d["tribes"], d["dragons"] = dict(self.owner), dict(self.tribes), dict(self.dragons)
        d["buildings"] = {a: [dict(b) for b in bs] for a, bs in self.buildings.items()}
        d["units"] = [{loc: {k: c[:] for k, c in kinds.items()} for loc, kinds in u.items()} for u in self.units]
        d["kingdom"] = {a: t[:] for a, t in self.kingdom.items()}
        d["barbarians"] = {a: t[:] for a, t in self.barbarians.items()}
        d["great_wall"] = {a: dict(g) for a, g in self.great_wall.items()}
        d["marks"] = {o: m[:] for o, m in self.marks.items()}
        fork_tasks(d, self.tasks)
        return s

    FIELDS = ("options", "factions", "players", "turn", "phase", "round", "holder", "face", "passed",
              "dragon_d", "owner", "buildings", "units", "kingdom", "tribes", "barbarians", "great_wall",
              "dragons", "fx", "world_deck", "world_discard", "public_deck", "public_up", "marks", "private_box",
              "phil_deck", "market", "phil_discard", "starter_box", "barbarian_pool", "dishonor_pool",
              "kingdom_box", "revealed", "reveals", "tasks", "winners", "result", "final", "decision_seat",
              "options_list")
