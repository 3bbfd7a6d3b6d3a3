"""The wandering-general board (DH-SETUP-10/11) and Recruit's use of it (DH-GSK-2)."""

from __future__ import annotations

from ..state import State


def refill_wandering(s: State) -> None:
    """DH-SETUP-11: slide the cards left to right to close the gaps (toward the 1-discard space), then deal the
    top of the wandering deck into the leftmost space; with the deck empty, only slide."""
    cards = [c for c in s.wboard if c is not None]
    board: list[str | None] = [None] * (3 - len(cards)) + cards
    if board[0] is None and s.wdeck:
        board[0] = s.wdeck.pop()
    s.wboard = board


def take_wandering(s: State, space: int) -> str:
    """Take the card of wandering space ``space`` (0 = the 3-discard space) and refill the board."""
    c = s.wboard[space]
    assert c is not None
    s.wboard = [None if i == space else x for i, x in enumerate(s.wboard)]
    refill_wandering(s)
    return c
