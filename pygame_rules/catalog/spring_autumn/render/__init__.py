"""Drawing Spring and Autumn: the map as SVG and the players' boards as HTML, from a seat's view only.

Pure functions of ``view(state, seat)`` (and of ``since``, the same seat's view before its latest move); they
import content and never the state, so what they draw is what that seat may know.

- ``shapes``: the land areas' polygons (a Voronoi partition of the map, computed once at import);
- ``board``: the map (areas, rivers, seas, tribes, arrows, the Great Wall, marks of change);
- ``layout``: each area's rows of pieces and labels placed inside its shape (shrunk, wrapped or compacted);
- ``rivers``: each river segment's line along the shared edges of the areas it separates, and the rapids;
- ``pieces``: units, buildings, palaces, tokens and dragons as glyphs;
- ``tracks``: turn, round, the most-honorable token, the chaos track;
- ``panel``: the decision at hand, what changed, the key, every player's board, public objectives;
- ``legend``: the key to the map; ``changes``: what differs from ``since``; ``text``: escaping and names.
"""

from __future__ import annotations

from typing import Any

from .board import board_svg
from .panel import panel_html

__all__ = ["board_svg", "panel_html", "render"]


def render(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> dict[str, str]:
    """Everything the page shows for this view (``since``: the seat's view before its latest move, or None)."""
    return {"svg": board_svg(view, since), "panel": panel_html(view, seat, since)}
