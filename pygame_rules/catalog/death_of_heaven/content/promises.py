"""The Promise cards (10), Stance cards (9) and the Merit card (spec 3.8, 3.10, 3.11).

Rulebook facts: the Promise texts (L366-367, L390-394, L487) and that some cards are marked "5+" or "6" (L147-148);
the "extra occupied territories" card is used in the full rules only (L145, L487); Stance cards have a Han
Minister side and a Self-Reliance side with the faction's name (L468); the Merit reward per faction and stance
(L386, L523-525) with ruling A-1 (the Liu clan places 2 cubes in both modes) and A-10 (the Defender-wins side
rewards the same).

Designed: which cards exist and their marks, the spec's proposal 3.11: 5 Attacker and 5 Defender cards, so that
4 players use 2 + 3, 5 players 3 + 4, 6 players 4 + 5 (the full rules add the Attacker's extra-occupation
card). The Attacker keeps the strongest card (the target) at every count; the Defender, who faces a stronger
side more often, gets more cards to hand out.
"""

from __future__ import annotations

from dataclasses import dataclass

from .factions import FACTIONS
from .vocab import ATTACK, DEFENSE, HAN_MINISTER, SELF_RELIANCE, Effect


@dataclass(frozen=True)
class PromiseCard:
    """A Promise card: its ``side`` pays when that side wins (DH-PROM-1); ``min_players`` is its lower-right mark
    (4 when unmarked); ``full_only`` for the extra-occupation card."""

    id: str
    side: str
    effects: tuple[Effect, ...]
    text: str
    min_players: int = 4
    full_only: bool = False


_UPGRADE = ({"do": "upgrade", "n": 1},)
_DIPLOMACY = ({"do": "diplomacy_action", "options": ("friendship", "induce_surrender"), "n": 1},)
_A_UP = "When the Attacker wins, you upgrade 1 territory."
_D_UP = "When the Defender wins, you upgrade 1 territory."
_DIP = ("When the {} wins, you may execute 1 Diplomacy action other than Tribute and Self-Reliance (Friendship or "
        "Induce Surrender).")

PROMISE_CARDS: tuple[PromiseCard, ...] = (
    PromiseCard("pa1", ATTACK, ({"do": "occupy_target"},), "When the Attacker wins, the attack target belongs to you."),
    PromiseCard("pa2", ATTACK, ({"do": "occupy_extra_by_rout"},),
                "When the Attacker wins, the extra occupied territories belong to you.", full_only=True),
    PromiseCard("pa3", ATTACK, _UPGRADE, _A_UP),
    PromiseCard("pa4", ATTACK, _DIPLOMACY, _DIP.format("Attacker"), min_players=5),
    PromiseCard("pa5", ATTACK, _UPGRADE, _A_UP, min_players=6),
    PromiseCard("pd1", DEFENSE, _UPGRADE, _D_UP),
    PromiseCard("pd2", DEFENSE, _UPGRADE, _D_UP),
    PromiseCard("pd3", DEFENSE, _DIPLOMACY, _DIP.format("Defender")),
    PromiseCard("pd4", DEFENSE, _UPGRADE, _D_UP, min_players=5),
    PromiseCard("pd5", DEFENSE, _DIPLOMACY, _DIP.format("Defender"), min_players=6),
)
PROMISE: dict[str, PromiseCard] = {p.id: p for p in PROMISE_CARDS}


def promises_in_play(players: int, full: bool) -> tuple[PromiseCard, ...]:
    """The Promise cards a game uses (DH-SETUP-12, DH-FULL-5)."""
    return tuple(p for p in PROMISE_CARDS if p.min_players <= players and (full or not p.full_only))


@dataclass(frozen=True)
class StanceCard:
    """A faction's Stance card: two sides, only a state flag (spec 3.8)."""

    id: str
    faction: str
    sides: tuple[str, str] = (HAN_MINISTER, SELF_RELIANCE)


STANCE_CARDS: tuple[StanceCard, ...] = tuple(StanceCard(f"stance_{f.id}", f.id) for f in FACTIONS)

MERIT_SIDES: tuple[str, ...] = ("attacker_wins", "defender_wins")
"""The Merit card's two sides (DH-MERIT-1); both reward alike (A-10)."""

MERIT_REWARD: dict[str, tuple[Effect, ...]] = {
    HAN_MINISTER: ({"do": "tribute", "n": 1},),
    SELF_RELIANCE: ({"do": "remove_board_cubes", "who": "self", "n": 2},),
}
"""The Merit reward by stance (DH-MERIT-2/3); a Han Minister's Tribute count is ``Faction.merit_cubes`` (1, or 2
for Liu Bei, Liu Biao and Liu Zhang by A-1). The simple rules have no stances: everyone is a Han Minister."""

MERIT_MIN_CARDS = 2
"""The Merit reward needs at least this many winning-type cards on the best battlefield (DH-MERIT-1)."""
