"""All Spring and Autumn cards in one place: objectives (46), world events (52), dragons (6),
treaties (25), philosophies (30), AI cards (32). Each kind lives in its own module; this one re-exports them
and lists every effect for the vocabulary check (vocab.PRIMITIVES; AI cards have no effects)."""

from __future__ import annotations

from collections.abc import Iterator

from .ai_cards import AI_CARD_BY_ID, AI_CARDS
from .events import DRAGON, DRAGON_LIST, WORLD_EVENT, WORLD_EVENTS
from .objectives import OBJECTIVE, OBJECTIVES, PRIVATE_OBJECTIVES, PUBLIC_OBJECTIVES
from .philosophies import MARKET_DECK, PHILOSOPHIES, PHILOSOPHY, STARTERS
from .player_board import ADVANCEMENTS
from .tokens import KINGDOM_SYMBOLS
from .treaties import TREATIES, TREATY, faction_treaties
from .vocab import FACTIONS, Effect

__all__ = [
    "AI_CARDS", "AI_CARD_BY_ID", "DRAGON", "DRAGON_LIST", "FACTIONS", "MARKET_DECK", "OBJECTIVE",
    "OBJECTIVES", "PHILOSOPHIES", "PHILOSOPHY", "PRIVATE_OBJECTIVES", "PUBLIC_OBJECTIVES", "STARTERS", "TREATIES", "TREATY",
    "WORLD_EVENT", "WORLD_EVENTS", "all_effects", "faction_treaties",
]


def all_effects() -> Iterator[tuple[str, Effect]]:
    """(owner id, effect) for every effect in the content: advancements, events, dragons, treaties,
    philosophies, kingdom tokens."""
    for a in ADVANCEMENTS:
        yield from ((f"advancement:{a.id}", e) for e in a.effects)
    for w in WORLD_EVENTS:
        yield from ((f"event:{w.id}", e) for e in w.effects)
    for d in DRAGON_LIST:
        yield from ((f"dragon:{d.id}", e) for e in d.effects)
    for t in TREATIES:
        yield from ((f"treaty:{t.id}", e) for e in t.benefit)
    for p in PHILOSOPHIES:
        yield from ((f"philosophy:{p.id}", e) for e in p.effects)
    for k in KINGDOM_SYMBOLS:
        yield from ((f"kingdom:{k.id}", e) for e in k.effects)
