"""DH-GEN-1: at any time but Dispatch a player may discard 2 armament cards from hand to draw 1 from its own deck
(A-16: cards of main type Armament). The software offers it where the hand is about to matter: beside the card to
march with, the card to reinforce with and the bid; it asks for the two cards one at a time."""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..content.vocab import ARMAMENT
from ..flow import Decision, handler, push, resolver
from ..pieces import distinct, draw_own, name
from ..state import State


def armaments(s: State, seat: int) -> list[str]:
    return [c for c in s.hand[seat] if CARD[c].main == ARMAMENT]


def exchange_options(s: State, seat: int) -> list[dict[str, Any]]:
    """The exchange, when the seat holds 2 armament cards."""
    return [{"do": "exchange"}] if len(armaments(s, seat)) >= 2 else []


def start_exchange(s: State, seat: int) -> None:
    push(s, {"t": "exchange", "seat": seat, "left": 2})


@handler("exchange")
def _exchange(s: State, t: dict) -> Decision | None:
    seat = t["seat"]
    if t["left"] <= 0:
        s.tasks.pop()
        draw_own(s, seat, 1)
        s.say(f"{name(s, seat)} discards 2 armament cards and draws 1 card from its own deck.")
        return None
    return seat, [{"do": "discard", "card": c, "for": "exchange"} for c in distinct(armaments(s, seat))]


@resolver("exchange")
def _exchanged(s: State, t: dict, a: dict) -> None:
    seat = t["seat"]
    s.hand[seat].remove(a["card"])
    s.discard[seat].append(a["card"])
    t["left"] -= 1
