"""Small helpers the Land of Han drawing modules share: escaping, numbers, the map of a view, the season's name,
and each warlord's name and banner colour.

Every string that reaches the HTML or the SVG passes ``esc`` (``html.escape``, quotes included); every name shown
is a content name (a region's, an improvement's, a topic's), never an internal id. A warlord is named by the colour
of their banner ("the red warlord"), as the log names them.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..content.armies import BY_ID as ARMY
from ..content.improvements import BY_ID as IMPROVEMENT
from ..content.map import BASE, EXPANDED, Map
from ..content.sheets import COLOURS

INK, MUTED = "#1d1a16", "#5e564b"
INDEPENDENT_HEX, BARBARIAN_HEX = "#4f8f3a", "#ffffff"
"""The Independents' grass green and the Barbarians' white (LH-BARB-3): no warlord's banner takes either."""
SEASONS = ("Spring", "Summer", "Autumn", "Winter")
COLOUR_HEX = dict(COLOURS)
ARMY_LETTER = {"spearmen": "S", "archers": "A", "cavalry": "C"}
"""The letter an army's marker carries beside its count (the key in the panel says which is which)."""


def esc(x: Any) -> str:
    return escape(str(x), quote=True)


def coins(n: int) -> str:
    return f"{n:,} Coins"


def plural(k: int, one: str, many: str | None = None) -> str:
    return f"{k} {one if k == 1 else (many or one + 's')}"


def map_of(view: dict[str, Any]) -> Map:
    return EXPANDED if (view.get("options") or {}).get("map") == "expanded" else BASE


def season_words(view: dict[str, Any]) -> str:
    """The season's name and year ("Summer of year 2")."""
    n = view.get("season") or 0
    return f"{SEASONS[n % 4]} of year {n // 4 + 1}"


def warlord(view: dict[str, Any], seat: Any) -> str:
    """A warlord as the log names them ("the red warlord"); Independents and Barbarians by name."""
    if seat == "i":
        return "Independents"
    if seat == "b":
        return "Barbarians"
    sheets = view.get("sheets") or []
    if not isinstance(seat, int) or not 0 <= seat < len(sheets):
        return "nobody"
    return f"the {sheets[seat]['colour']} warlord"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def banner(view: dict[str, Any], seat: Any) -> str:
    """The colour (#rrggbb) of a warlord's banner; grass green for Independents, white for Barbarians."""
    if seat == "i":
        return INDEPENDENT_HEX
    if seat == "b":
        return BARBARIAN_HEX
    sheets = view.get("sheets") or []
    if isinstance(seat, int) and 0 <= seat < len(sheets):
        return COLOUR_HEX.get(sheets[seat]["colour"], "#888888")
    return "#888888"


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def chip(view: dict[str, Any], seat: Any, pick: bool = True) -> str:
    """A warlord's name on their banner's colour; a click target (``data-pick="seat:N"``) for the choices that
    name that warlord (offers, pacts, caravans to them)."""
    fill = banner(view, seat)
    data = f' data-pick="seat:{seat}"' if pick and isinstance(seat, int) else ""
    return (f'<span class="lh-chip" style="background:{fill};color:{ink_on(fill)}"{data}>'
            f'{esc(capital(warlord(view, seat)))}</span>')


def glyph(entry: str) -> str:
    """The one character an improvement's tile shows on the map: the first of its Chinese name (營 堡 書 礦 ...)."""
    kind = entry.partition(":")[0]
    return IMPROVEMENT[kind].hanzi[0] if kind in IMPROVEMENT else "?"


def army_name(kind: str) -> str:
    return ARMY[kind].name if kind in ARMY else "Army"
