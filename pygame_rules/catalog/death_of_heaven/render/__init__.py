"""Drawing Death of Heaven from a seat's view only: pure functions of ``view(state, seat)`` that import content
and never the state, so what they draw is what that seat may know.

- ``board``: the map as SVG: territories with their holders, spaces and cubes, NPC tiles with their diplomacy
  spaces, suited troop types, the rivers, docks and lanes, the attack target and the Attacker;
- ``panel``: the decision at hand, the war of the round, your hand, every faction's board, the Emperor Xian card,
  the Promise cards and pledges, the wandering generals, the territories in words;
- ``cardface``: a card face up (name, banner, troop symbols, Scheme, icons, skills) or face down;
- ``text``: escaping, names and faction chips;
- ``shapes``: the map of Han China around 197 AD: the territories' polygons (a power diagram of China's outline,
  computed once at import), the water (the Yellow River, the Han, the Min, the Yangtze and Lake Dongting, the
  Bohai) that keeps water-only neighbours apart, each territory's label point and dock, and the water lanes
  between docks.
"""

from __future__ import annotations

from typing import Any

from .board import board_svg
from .panel import panel_html

__all__ = ["board_svg", "panel_html", "render"]


def render(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> dict[str, str]:
    """Everything the page shows for this view (``since``: the seat's view before its latest move, or None)."""
    return {"svg": board_svg(view, since), "panel": panel_html(view, seat)}
