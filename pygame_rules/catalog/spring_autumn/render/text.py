"""Small helpers every drawing module shares: escaping, numbers, SVG text, the readable names of things.

Every string that reaches the SVG or the HTML passes ``esc`` (``html.escape``, quotes included), and every
name shown is a content name (``AREA[id].name``, ``location_name``, faction names), never an internal id.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..content.factions import FACTION
from ..content.map import location_name

INK, MUTED = "#1d1a16", "#5e564b"


def esc(x: Any) -> str:
    return escape(str(x), quote=True)


def n(x: float) -> str:
    """A coordinate with at most one decimal."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


def text(x: float, y: float, s: str, size: float = 16, *, bold: bool = False, anchor: str = "middle",
         fill: str = INK, cls: str = "", halo: bool = False) -> str:
    """One line of SVG text (escaped); ``y`` is the baseline. ``halo``: a pale outline so it reads on any fill."""
    weight = ' font-weight="700"' if bold else ""
    klass = f' class="{cls}"' if cls else ""
    outline = ' stroke="#fffdf6" stroke-width="3.5" paint-order="stroke" stroke-linejoin="round"' if halo else ""
    return (f'<text x="{n(x)}" y="{n(y)}" font-size="{n(size)}"{weight} text-anchor="{anchor}" fill="{fill}"'
            f'{outline}{klass}>{esc(s)}</text>')


def faction_of(view: dict[str, Any], seat: int) -> str:
    return view["factions"][seat]


def seat_label(view: dict[str, Any], seat: int | None) -> str:
    """A seat as players read it: its faction's name ("Qin")."""
    if seat is None or not 0 <= seat < len(view.get("factions", ())):
        return "nobody"
    return FACTION[view["factions"][seat]].name


def color_of(view: dict[str, Any], seat: int) -> str:
    return FACTION[view["factions"][seat]].hex


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def place(loc: str) -> str:
    """The printed name of an area, sea or river segment."""
    return location_name(loc)


def plural(k: int, one: str, many: str | None = None) -> str:
    return f"{k} {one if k == 1 else (many or one + 's')}"


_NARROW, _WIDE = set("ijlt.,:;'!|f I"), set("mwMW")


def text_width(s: str, size: float, bold: bool = False) -> float:
    """A generous estimate of a line's width in a sans-serif font (no font metrics in pure Python)."""
    em = 0.0
    for c in s:
        em += 0.3 if c in _NARROW else 0.88 if c in _WIDE else 0.68 if c.isupper() else 0.58
    return em * size * (1.1 if bold else 1.0)
