"""Drawing Land of Han from a warlord's view only: pure functions of ``view(state, seat)`` that import content and
never the state, so what they draw is what that warlord may know.

- ``board``: the map as SVG: regions by flavour (colour and pattern), owners, walls and Palaces, armies by type
  with counts, improvements, caravans and trade routes, Barbarians, the brown boundary, the road to Cashgrab;
- ``panel``: the season and whose sheet is being written, your realm (treasury and next income, Max Army Limit,
  research, piety, heroes, the Imperial Requirements), the order sheet with its cost against the treasury, your
  season report, the other warlords' public sheets, the key;
- ``shapes``: the map's geometry (each group a cell, its Central in the middle, its Borders around it);
- ``text``: escaping, names, banners.
"""

from __future__ import annotations

from typing import Any

from .board import board_svg
from .panel import panel_html

__all__ = ["board_svg", "panel_html", "render"]


def render(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> dict[str, str]:
    """Everything the page shows for this view (``since``: the seat's view before its latest move, or None)."""
    return {"svg": board_svg(view, since), "panel": panel_html(view, seat)}
