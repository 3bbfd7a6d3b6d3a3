"""A game in progress as the UI and the command line hold it: record, state, log and undo.

The record (seed, options, actions) is the source of truth; the state is the
replay of it. Undo steps back over the player's own moves but never past an
action that drew on the RNG (a die roll, a shuffle, a draw) or that the game
marks as revealing hidden information, because undoing it would let a player
peek and try again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalActionError, RecordError, RulesError
from .game import Action, Game
from .record import GameRecord
from .registry import get_game


@dataclass
class LogEntry:
    """One applied action: its index, who took it, and the words for it."""

    index: int
    seat: int | None
    action: Action
    text: str
    barrier: bool
    starts: bool = True
    """Whether this action began a whole move (``Game.begins_move``); the replay steps by these."""

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seat": self.seat, "action": self.action, "text": self.text,
                "barrier": self.barrier, "starts": self.starts}


@dataclass
class Session:
    """A live game: ``Session.new(...)`` or ``Session.from_record(...)``, then ``play`` and ``undo``."""

    game: Game
    seed: int
    options: dict[str, Any]
    state: Any
    actions: list[Action] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    seed_proof: dict[str, str] | None = None
    """How both players of a game by link made its seed (``record.SeedProof``), kept in every record."""

    @classmethod
    def new(cls, game_id: str, seed: int, options: dict[str, Any] | None = None) -> Session:
        game = get_game(game_id)
        opts = game.validate_options(options or {}).model_dump(mode="json")
        return cls(game, seed, opts, game.new_game(seed, **opts))

    @classmethod
    def from_record(cls, record: GameRecord, upto: int | None = None) -> Session:
        """Replay a validated record (``RecordError`` if any step fails)."""
        game = record.check_game()
        session = cls(game, record.seed, dict(record.options), record.new_state(game))
        session.seed_proof = record.seed_proof.model_dump() if record.seed_proof else None
        session.replay_to(record, len(record.actions) if upto is None else upto)
        return session

    def replay_to(self, record: GameRecord, upto: int) -> None:
        """Play on through ``record``'s actions from this session's move count up to move ``upto``
        (``RecordError`` naming the move that fails): the replay viewer stops on the way to look."""
        start = len(self.actions)
        for i, action in enumerate(record.actions[start:upto], start + 1):
            try:
                self.play(action)
            except RulesError as err:
                raise RecordError(f"move {i} of the game record cannot be played: {err}") from None

    @property
    def record(self) -> GameRecord:
        return GameRecord(game=self.game.id, rules_version=self.game.rules_version, options=self.options,
                          seed=self.seed, actions=list(self.actions), seed_proof=self.seed_proof)

    def play(self, action: Action) -> None:
        """Apply a legal action (``IllegalActionError`` otherwise) and log it.

        Legality is checked first, so only the game's own legal action is ever described, applied and
        recorded (an action equal to it as JSON, types included: see ``Game.legal_match``). Each step costs
        the same however long the game has run: nothing here serialises the state.
        """
        game, before = self.game, self.state
        if len(self.actions) >= game.max_actions:
            raise IllegalActionError(
                f"this game has reached {game.max_actions:,} moves, more than any real game of {game.title}; "
                "no more moves can be recorded")
        legal = game.legal_match(before, action)
        seat = game.current_seat(before)
        text = game.public_description(before, legal)
        starts = game.begins_move(before, legal)
        self.state = game.apply_unchecked(before, legal)
        self.actions.append(legal)
        self.log.append(LogEntry(len(self.actions), seat, legal, text,
                                 game.is_undo_barrier(before, self.state, legal), starts))

    def last_mover(self) -> int | None:
        """The seat that took the latest action (None before the first, or for an automatic step)."""
        return self.log[-1].seat if self.log else None

    def undoable(self, seat: int | None) -> int:
        """How many of the latest actions ``seat`` may take back: its own, back to the last barrier."""
        count = 0
        for entry in reversed(self.log):
            if entry.barrier or entry.seat != seat:
                break
            count += 1
        return count

    def undo(self, seat: int | None) -> int:
        """Take back ``seat``'s latest actions that are undoable; returns how many were removed."""
        count = self.undoable(seat)
        if count:
            keep = len(self.actions) - count
            self.actions = self.actions[:keep]
            self.log = self.log[:keep]
            self.state = self.record.replay()
        return count
