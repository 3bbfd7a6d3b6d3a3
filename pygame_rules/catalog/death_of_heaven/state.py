"""The Death of Heaven game state: plain JSON data beside the seeded Rng, copied at every step of ``apply``.

Seat ``i`` plays ``factions[i]``; seat order is clockwise (spec 3.14), so "clockwise from the Attacker" is
``(attacker + k) % players``. Everything keyed by a seat is a list indexed by seat. Decks are lists whose **last
element is the top**. Cards are named by their content id (``content.cards.CARD``).

Pieces:

- ``board[seat]``: cubes on the faction board's cube area. Cubes are taken from the highest-numbered occupied
  space and returned to the lowest empty one (DH-ZONE-3), so the filled spaces are always 1..board: a count says
  everything. ``gone[seat]``: cubes removed from the game (Self-Reliance, Sweep, Zhuge Jin, Lu Su).
- ``owner[territory]`` / ``level[territory]``: a player's territory and its cubes (DH-TERR-1/3). A territory not
  in ``owner`` carries its NPC tile: ``npc[territory]`` is the seat whose diplomacy cube sits on the tile, or
  None (DH-NPC-1/2). A territory is always one or the other: no rule empties a territory (DH-GEN-2).
- ``emperor``: the Emperor Xian card's spaces in fill order (topmost row first, left to right): the seat whose
  cube is on space k+1, or None; ``emperor_gone`` once Cao Cao's Self-Reliance removed the card (DH-SELF-1).
- ``hand``, ``deck``, ``discard``, ``bf`` (battlefield, in play order): card ids per seat; ``public`` the public
  armament deck; ``wdeck`` the wandering deck (Zhuge Liang at the bottom) and ``wboard`` its three spaces, left
  (3 discards) to right (1 discard), None when empty.
- ``markers[card]``: troop markers on a battlefield card, ``{troop: n}`` (DH-SKILL-6).
- ``battle``: the round's war once declared: ``target``, ``defender`` (a seat, or None for an NPC tile),
  ``types`` (the target's suited troop types, changed by River Pirate, A-14), ``counted`` (battlefield cards
  whose strength has been added, DH-STR-1), ``bonus`` (strength added without a card, [attack, defense]),
  ``announced`` (cards whose Ongoing/Resolution/Cleanup skills were announced, DH-SKILL-5), ``defeat`` (the
  side that declared defeat, or None), ``winner`` (set at Resolution), ``shield`` (seats Zhao Yun's Composure
  protects), ``lock`` (seat -> the only side it may play, Estrangement).
- ``promises[card]``: the holder of each Promise card in play, None while its issuer still holds it
  (DH-PERS-1..7). ``pledges``: what recipients answered, ``{"card", "seat", "side"}``, judged at the reveal;
  ``word[seat]``: ``[kept, broken]`` pledges over the game, public, so reputation can be judged.
- ``reveals`` counts moments hidden information was shown (a card drawn from a deck, the March reveal): decks
  are shuffled with the Rng only when they are made, so a draw does not move it; the counter makes each one an
  undo barrier.

Copies: ``copy`` runs at every step, so it copies every list and dict rules change in place (the zones, the
board counts, ``owner``/``level``/``npc``, ``markers``, ``battle``) one level deep, and shares what rules replace
instead (``markers[card]`` dicts and the lists inside ``battle`` and ``pledges`` entries are replaced, never
changed: ``b["counted"] = [*b["counted"], card]``). The task stack's top is private (``engine.tasks``).
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from ...engine.tasks import TaskState, fork_tasks

ZONES = ("hand", "deck", "discard", "bf")


class State(TaskState):
    """A Death of Heaven game in progress (see the module docstring for every field)."""

    FIELDS = ("options", "factions", "board", "gone", "stance", "owner", "level", "npc", "emperor",
              "emperor_gone", "hand", "deck", "discard", "bf", "public", "wdeck", "wboard", "markers",
              "attacker", "round", "battle", "promises", "pledges", "word", "reveals", "winners", "flags",
              "tasks", "decision_seat", "options_list")

    def __init__(self, rng: Rng, options: dict[str, Any]):
        self.rng = rng
        self.options = options
        self.factions: list[str] = []
        self.board: list[int] = []
        self.gone: list[int] = []
        self.stance: list[str] = []
        self.owner: dict[str, int] = {}
        self.level: dict[str, int] = {}
        self.npc: dict[str, int | None] = {}
        self.emperor: list[int | None] = []
        self.emperor_gone = False
        self.hand: list[list[str]] = []
        self.deck: list[list[str]] = []
        self.discard: list[list[str]] = []
        self.bf: list[list[str]] = []
        self.public: list[str] = []
        self.wdeck: list[str] = []
        self.wboard: list[str | None] = [None, None, None]
        self.markers: dict[str, dict[str, int]] = {}
        self.attacker = 0
        self.round = 0
        self.battle: dict[str, Any] | None = None
        self.promises: dict[str, int | None] = {}
        self.pledges: list[dict[str, Any]] = []
        self.word: list[list[int]] = []
        self.reveals = 0
        self.winners: list[int] | None = None
        self.flags: dict[str, Any] = {}
        """Once-per-round and similar marks: ``{"benevolence": [seats]}`` (Liu Bei's ability), cleared in
        Cleanup."""
        self.tasks: list[dict[str, Any]] = []
        self.decision_seat: int | None = None
        self.options_list: list[dict[str, Any]] = []
        self.log_chain: tuple | None = None

    @property
    def players(self) -> int:
        return len(self.factions)

    @property
    def full(self) -> bool:
        """The full rules (DH-FULL-*) rather than the simple rules."""
        return self.options.get("mode") == "full"

    def copy(self) -> State:
        c = State.__new__(State)
        d = c.__dict__
        d.update(self.__dict__)
        d.pop("shared_tasks", None)
        d["rng"] = self.rng.copy()
        d["board"] = self.board[:]
        d["gone"] = self.gone[:]
        d["stance"] = self.stance[:]
        d["owner"] = dict(self.owner)
        d["level"] = dict(self.level)
        d["npc"] = dict(self.npc)
        d["emperor"] = self.emperor[:]
        d["hand"] = list(map(list.copy, self.hand))
        d["deck"] = list(map(list.copy, self.deck))
        d["discard"] = list(map(list.copy, self.discard))
        d["bf"] = list(map(list.copy, self.bf))
        d["public"] = self.public[:]
        d["wdeck"] = self.wdeck[:]
        d["wboard"] = self.wboard[:]
        d["markers"] = dict(self.markers)
        d["battle"] = None if self.battle is None else dict(self.battle)
        d["promises"] = dict(self.promises)
        d["pledges"] = self.pledges[:]
        d["word"] = list(map(list.copy, self.word))
        d["flags"] = dict(self.flags)
        d["options_list"] = self.options_list
        fork_tasks(d, self.tasks)
        return c
