"""High Card Duel: a tiny two-player game that exercises every part of the engine contract.

It lives under tests/ as a fixture: the conformance suite runs on it, and the
browser tests ship it as a plugin wheel in a test build of the site. It is not
part of the product.

Rules: nine cards numbered 1-9 are shuffled; each player is dealt three,
hidden from the other. Each round both players choose a card face down (seat
0 first, then seat 1; the first choice stays hidden until both are in). The
higher card scores a point; equal cards go to a roll-off, an automatic step in
which each player rolls a die until they differ, and the higher roll scores.
After each round each player draws a card while the deck lasts. After the
chosen number of rounds the higher score wins; equal scores draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pydantic

from pygame_rules import Game, Outcome, Rng, register


class Options(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    rounds: int = pydantic.Field(3, ge=1, le=4, description="rounds to play")


@dataclass
class State:
    rng: Rng
    rounds: int
    deck: list[int]
    hands: list[list[int]]
    sealed: list[int | None] = field(default_factory=lambda: [None, None])
    scores: list[int] = field(default_factory=lambda: [0, 0])
    round: int = 1
    history: list[dict[str, Any]] = field(default_factory=list)
    phase: str = "choose"  # choose | rolloff | over

    def copy(self) -> State:
        return State(self.rng.copy(), self.rounds, list(self.deck), [list(h) for h in self.hands],
                     list(self.sealed), list(self.scores), self.round, [dict(h) for h in self.history],
                     self.phase)


class HighCard(Game):
    id = "highcard-fixture"
    title = "High Card Duel (test fixture)"
    min_players = 2
    max_players = 2
    description = "Two players, nine cards, higher card scores. Exercises the engine contract in tests."
    rules_version = 1
    Options = Options

    def initial_state(self, options: Options, rng: Rng) -> State:
        deck = list(range(1, 10))
        rng.shuffle(deck)
        hands = [sorted(deck[0:3]), sorted(deck[3:6])]
        return State(rng, options.rounds, deck[6:], hands)

    def seats(self, state: State) -> list[int]:
        return [0, 1]

    def current_seat(self, state: State) -> int | None:
        if state.phase != "choose":
            return None
        return 0 if state.sealed[0] is None else 1

    def legal_actions(self, state: State) -> list[dict[str, Any]]:
        if state.phase == "over":
            return []
        if state.phase == "rolloff":
            return [{"type": "roll-off"}]
        seat = self.current_seat(state)
        return [{"type": "play", "card": c} for c in state.hands[seat]]

    def describe_action(self, state: State, action: dict[str, Any]) -> str:
        if action.get("type") == "roll-off":
            return "roll off for the tied round"
        return f"play the {action.get('card')}"

    def apply_unchecked(self, state: State, action: dict[str, Any]) -> State:
        s = state.copy()
        if action["type"] == "roll-off":
            while True:
                a, b = s.rng.roll(6), s.rng.roll(6)
                s.history[-1].setdefault("rolls", []).append([a, b])
                if a != b:
                    break
            winner = 0 if a > b else 1
            s.scores[winner] += 1
            s.history[-1]["winner"] = winner
            self._end_round(s)
            return s
        seat = self.current_seat(s)
        s.hands[seat].remove(action["card"])
        s.sealed[seat] = action["card"]
        if seat == 1:
            a, b = s.sealed
            s.history.append({"round": s.round, "cards": [a, b]})
            s.sealed = [None, None]
            if a == b:
                s.phase = "rolloff"
                return s
            winner = 0 if a > b else 1
            s.scores[winner] += 1
            s.history[-1]["winner"] = winner
            self._end_round(s)
        return s

    def _end_round(self, s: State) -> None:
        for seat in (0, 1):
            if s.deck:
                s.hands[seat].append(s.deck.pop(0))
                s.hands[seat].sort()
        if s.round >= s.rounds:
            s.phase = "over"
        else:
            s.round += 1
            s.phase = "choose"

    def is_undo_barrier(self, before: State, after: State, action: dict[str, Any]) -> bool:
        """Dice rolled, or a round resolved (both cards revealed, new cards drawn)."""
        return before.rng != after.rng or len(after.history) != len(before.history)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        a, b = state.scores
        scores = {"0": a, "1": b}
        if a == b:
            return Outcome((), "equal scores: a draw", scores)
        return Outcome((0,) if a > b else (1,), "higher score", scores)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {
            "round": state.round, "rounds": state.rounds, "phase": state.phase,
            "scores": list(state.scores), "deck_count": len(state.deck),
            "hands": [list(h) if s == seat else len(h) for s, h in enumerate(state.hands)],
            "sealed": [(c if s == seat else c is not None) for s, c in enumerate(state.sealed)],
            "history": [dict(h) for h in state.history],
            "to_move": self.current_seat(state),
        }

    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        s = state.copy()
        others = [o for o in (0, 1) if o != seat]
        pool = list(s.deck)
        for o in others:
            pool += s.hands[o]
            if s.sealed[o] is not None:
                pool.append(s.sealed[o])
        pool.sort()                     # the true order is hidden: the redraw depends on the view alone
        rng.shuffle(pool)
        for o in others:
            n = len(s.hands[o])
            s.hands[o], pool = sorted(pool[:n]), pool[n:]
            if s.sealed[o] is not None:
                s.sealed[o], pool = pool[0], pool[1:]
        s.deck = pool
        return s

    def state_to_json(self, state: State) -> dict[str, Any]:
        return {"rng": state.rng.to_json(), "rounds": state.rounds, "deck": list(state.deck),
                "hands": [list(h) for h in state.hands], "sealed": list(state.sealed),
                "scores": list(state.scores), "round": state.round,
                "history": [dict(h) for h in state.history], "phase": state.phase}

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State(Rng.from_json(data["rng"]), data["rounds"], list(data["deck"]),
                     [list(h) for h in data["hands"]], list(data["sealed"]), list(data["scores"]),
                     data["round"], [dict(h) for h in data["history"]], data["phase"])


GAME = register(HighCard())
