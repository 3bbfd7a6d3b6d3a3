"""Drawing The Ming Voyages: the board as SVG and the cards as HTML, from a player's view only.

Pure functions of ``view(state, seat)`` (and of ``since``, the same seat's view
just before its latest move): they never see hidden state, so what they draw is
what that seat may know. Clickable things carry data attributes
(``data-region``, ``data-voyage``, ``data-card``) that the page matches against
the legal actions; ``site/css/board.css`` styles them.

This package is the drawing layer (it reads only the view and the content): ``render`` here is the entry
point, drawn from

- ``board``: the board (regions, pieces, routes, Voyages, the battle strip, marks of change);
- ``panel``: the panel (what changed, the key, Supply, hands, reserves, the solo aids);
- ``legend``: the key to the board;
- ``changes``: what differs between ``since`` and the view;
- ``text``: text widths, so that no label overflows its box.
"""

from __future__ import annotations

from typing import Any

from .board import board_svg
from .panel import card_html, panel_html

__all__ = ["board_svg", "card_html", "panel_html", "render"]


def render(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> dict[str, str]:
    """Everything the page shows for this view (``since``: the seat's view before its latest move, or None)."""
    return {"svg": board_svg(view, since), "panel": panel_html(view, seat, since)}
