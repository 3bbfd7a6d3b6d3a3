"""Every Death of Heaven card in one place: the 102 faction starting cards, the 14 wandering generals, the 80
public armaments, and (in ``promises.py``) the Promise, Stance and Merit cards. Each kind lives in its own
module; this one re-exports them and walks every effect and condition for the vocabulary check."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .armament import ARMAMENT, ARMAMENTS
from .cardtypes import Card, Skill
from .faction_cards import FACTION_CARD, FACTION_CARDS, FACTION_DECKS
from .factions import FACTIONS
from .promises import MERIT_REWARD, PROMISE_CARDS
from .vocab import Effect
from .wandering import WANDERING, WANDERING_GENERALS, ZHUGE_LIANG

__all__ = [
    "ALL_CARDS", "ARMAMENT", "ARMAMENTS", "CARD", "FACTION_CARD", "FACTION_CARDS", "FACTION_DECKS", "WANDERING",
    "WANDERING_GENERALS", "ZHUGE_LIANG", "all_effects", "all_skills", "walk_effects",
]

ALL_CARDS: tuple[Card, ...] = FACTION_CARDS + WANDERING_GENERALS + ARMAMENTS
"""The 196 player cards: faction starting cards, wandering generals, public armaments."""
CARD: dict[str, Card] = {c.id: c for c in ALL_CARDS}


def all_skills() -> Iterator[tuple[str, Skill]]:
    """(card id, skill) for every unique skill on every card (copies included)."""
    for c in ALL_CARDS:
        yield from ((c.id, s) for s in c.skills)


def walk_effects(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """Every effect in ``effects``, with those nested in ``then`` and in ``victim_chooses`` options."""
    for e in effects:
        yield e
        yield from walk_effects(tuple(e.get("then", ())))
        for option in e.get("options", ()):
            if isinstance(option, tuple):
                yield from walk_effects(option)


def all_effects() -> Iterator[tuple[str, Effect]]:
    """(owner, effect) for every effect in the content: card skills, faction abilities, Promise cards, Merit."""
    for cid, s in all_skills():
        yield from ((f"card:{cid}:{s.id}", e) for e in walk_effects(s.effects))
    for f in FACTIONS:
        yield from ((f"ability:{f.id}", e) for e in walk_effects(f.ability.effects))
    for p in PROMISE_CARDS:
        yield from ((f"promise:{p.id}", e) for e in walk_effects(p.effects))
    for stance, effects in MERIT_REWARD.items():
        yield from ((f"merit:{stance}", e) for e in walk_effects(effects))


def all_conditions() -> Iterator[tuple[str, dict[str, Any]]]:
    """(owner, condition) for every condition: skills' ``requires`` and effects' ``if`` and ``bonus_if``."""
    for cid, s in all_skills():
        yield from ((f"card:{cid}:{s.id}", c) for c in s.requires)
    for owner, e in all_effects():
        yield from ((owner, e[k]) for k in ("if", "bonus_if") if k in e)
