"""Small helpers the Death of Heaven drawing modules share: escaping, plurals and the readable names of things.

Every string that reaches the HTML or the SVG passes ``esc`` (``html.escape``, quotes included), and every name
shown is a content name (a faction's, a territory's, a card's, each with its Chinese), never an internal id.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..content.factions import FACTION
from ..content.map import TERRITORY
from ..content.vocab import ATTACK

INK, MUTED = "#1d1a16", "#5e564b"
TROOP_WORDS = {"infantry": "Infantry", "cavalry": "Cavalry", "navy": "Navy"}
TROOP_MARKS = {"infantry": "步", "cavalry": "騎", "navy": "水"}
ICON_WORDS = {"armament": "Armament", "talent": "Talent", "upgrade": "Upgrade Territory", "duel": "Duel",
              "diplomacy": "Diplomacy"}


def esc(x: Any) -> str:
    return escape(str(x), quote=True)


def plural(k: int, one: str, many: str | None = None) -> str:
    return f"{k} {one if k == 1 else (many or one + 's')}"


def seat_name(view: dict[str, Any], seat: int | None) -> str:
    """A seat as players read it: its faction's name ("Cao Cao"); "nobody" for no seat."""
    if seat is None or not 0 <= seat < len(view.get("factions") or ()):
        return "nobody"
    faction = view["factions"][seat]
    return FACTION[faction].name if faction in FACTION else f"Player {seat + 1}"


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def chip(view: dict[str, Any], seat: int, label: str = "", pick: bool = True) -> str:
    """A faction's name on its colour (its mark, the leader's given name, beside it for a second cue); a click
    target (``data-pick="seat:N"``) for the choices that name that player."""
    faction = view["factions"][seat] if 0 <= seat < len(view.get("factions") or ()) else None
    if faction not in FACTION:
        return f'<span class="dh-chip">{esc(label or seat_name(view, seat))}</span>'
    f = FACTION[faction]
    data = f' data-pick="seat:{seat}"' if pick else ""
    return (f'<span class="dh-chip" style="background:{f.hex};color:{ink_on(f.hex)}"{data} '
            f'title="{esc(f.name)} {esc(f.hanzi)}"><b>{esc(f.mark)}</b> {esc(label or f.name)}</span>')


def territory_name(tid: str) -> str:
    """A territory's English and Chinese names ("Xuchang 許昌")."""
    t = TERRITORY.get(tid)
    return f"{t.name} {t.hanzi}" if t else "an unknown territory"


def side_word(side: str | None) -> str:
    if side is None:
        return "no side"
    return "Attack" if side == ATTACK else "Defense"
