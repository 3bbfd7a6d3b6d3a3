"""What a Death of Heaven choice points at on the page (``Game.choice_targets``), so that clicking a card, a
territory, a faction or a Promise card narrows the offered choices to those that use it.

Tokens match the attributes the drawing puts on things: ``card:<id>`` on a card face (``data-card``),
``region:<territory>`` on a territory (``data-region``), ``seat:<n>`` on a faction's chip (``data-pick``) and
``promise:<id>`` on a Promise card (``data-pick``). Read from the action's own values by key, because the
engine's default reader takes every string for a region.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..content.map import TERRITORY
from ..content.promises import PROMISE

CARD_KEYS = ("card",)
TERRITORY_KEYS = ("territory", "tile")
SEAT_KEYS = ("to", "seat", "asker")


def targets(action: dict[str, Any]) -> list[str]:
    """The page tokens of ``action`` (an empty list when it points at nothing drawn)."""
    out: list[str] = []
    for key in CARD_KEYS:
        value = action.get(key)
        if value in CARD:
            out.append(f"card:{value}")
        elif value in PROMISE:
            out.append(f"promise:{value}")
    out.extend(f"card:{c}" for c in action.get("cards") or () if c in CARD)
    out.extend(f"region:{action[k]}" for k in TERRITORY_KEYS if action.get(k) in TERRITORY)
    out.extend(f"seat:{action[k]}" for k in SEAT_KEYS if isinstance(action.get(k), int)
               and not isinstance(action.get(k), bool))
    return out
