"""What on the page each Spring and Autumn choice points at, so a player can decide by clicking.

``targets(state, action)`` names the map places, board sections, cards and players a choice refers to as
``kind:id`` tokens: ``region:<area, sea, river segment or tribe id>`` (the map's ``data-region``),
``section:<action section>`` (a section of your player board), ``card:<treaty, philosophy, advancement or
event id>`` (a card's ``data-card``) and ``seat:<n>`` (a player's board). The page narrows the offered choices
to those sharing every token the player has clicked, and highlights what can still be clicked: to move, click
the area the units leave, then the area they go to; the remaining buttons say which units go.

The tokens come from the action's own keys, so they cannot drift from the rules: an action key this module
does not know simply points at nothing and stays a button.
"""

from __future__ import annotations

from typing import Any

from ..state import State

REGION_KEYS = ("area", "from", "to", "at", "loc", "sea", "withdraw", "dragon_to", "plague_at", "reduce_at",
               "revolt_at", "disaster_at", "flood_segment", "ally", "palace_to", "market", "palace", "tribe")
"""Keys whose value is a location (or tribe) on the map. ``market`` and ``palace`` are the supply choices
"supply with the market (palace) in <area>"."""

SEAT_KEYS = ("partner", "holder", "winner", "target", "take_from", "destroy", "sink", "revolt_player",
             "break_treaty")
"""Keys whose value is a player (seat number)."""

CARD_KEYS = ("give", "accept", "treaty_again", "philosophy", "advancement", "qiulong_keep", "qiulong_discard")
"""Keys whose value is a card id (treaty, philosophy, advancement, world event)."""

SECTIONS = ("build", "train", "research", "honor", "supply")


def targets(state: State, action: dict[str, Any]) -> list[str]:
    """The ``kind:id`` tokens of everything ``action`` points at on the page (see the module docstring)."""
    out: list[str] = []
    for key, value in action.items():
        if value is None or isinstance(value, bool):
            continue
        if key in REGION_KEYS and isinstance(value, str):
            out.append(f"region:{value}")
        elif key in SEAT_KEYS and isinstance(value, int):
            out.append(f"seat:{value}")
        elif key in CARD_KEYS and isinstance(value, str):
            out.append(f"card:{value}")
        elif key in ("action", "cube_to") and value in SECTIONS:
            out.append(f"section:{value}")
        elif key == "draft" and isinstance(value, int) and 0 <= value < len(state.market) and state.market[value]:
            out.append(f"card:{state.market[value]}")
    return out
