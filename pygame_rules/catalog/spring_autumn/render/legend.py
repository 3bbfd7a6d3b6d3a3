"""The key to the map: every piece, space, token and mark the map draws, drawn by the same functions.

A ``<details>`` in the panel, open during the first turn (a pure function of the view).
"""

from __future__ import annotations

from typing import Any

from .pieces import barbarian_token, building_space, dragon, faction_tag, kingdom_stack, moved_notch, palace, unit_shape
from .text import esc

_GW, _GH = 48, 30


def _svg(inner: str, w: int = _GW) -> str:
    return (f'<svg class="key-glyph" viewBox="0 0 {w} {_GH}" width="{w}" height="{_GH}" aria-hidden="true" '
            f'font-family="system-ui, sans-serif">{inner}</svg>')


GREY = "#8a8a8a"
ENTRIES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Units (in their faction's colour, after a tag with the faction's name; the number is how many)", (
        (_svg(unit_shape("infantry", 24, 15, GREY)), "<b>Infantry</b>: square, I"),
        (_svg(unit_shape("cavalry", 24, 15, GREY)), "<b>Cavalry</b>: disc, C"),
        (_svg(unit_shape("archer", 24, 16, GREY)), "<b>Archers</b>: triangle, A"),
        (_svg(unit_shape("hero", 24, 15, GREY)), "<b>Heroes</b>: star, H"),
        (_svg(unit_shape("junk", 24, 15, GREY)), "<b>Junks</b>: hull, J"),
        (_svg(unit_shape("infantry", 20, 18, GREY) + moved_notch(20, 18)), "<b>Moved</b> this turn: white arrow"),
    )),
    ("Areas", (
        (_svg(faction_tag(4, 15, "qin")), "<b>Owner</b>: a tag and an inner border in its colour"),
        (_svg(building_space(14, 15, False, None) + building_space(36, 15, True, None)),
         "<b>Settlement</b> (disc) and <b>mine</b> (triangle) spaces, empty"),
        (_svg(building_space(12, 15, False, {"b": "academy", "st": "active"})
              + building_space(36, 15, False, {"b": "market", "st": "uc"})),
         "<b>Buildings</b>: B barracks, A academy, S shrine, F fortification, M market; solid active, "
         "dashed under construction"),
        (_svg(building_space(24, 17, False, {"b": "shrine", "st": "exhausted"}, "#c0392b")),
         "<b>Exhausted</b> building: grey, with the cube of the faction that used it"),
        (_svg(palace(24, 16, "#7b3fa0", "active")), "<b>Palace</b> (P) in its faction's colour"),
        (_svg('<polygon points="24,3 27,11 36,11 29,17 32,26 24,21 16,26 19,17 12,11 21,11" fill="#d4a017" '
              'stroke="#1d1a16" stroke-width="1.3"/>'),
         "<b>Star</b>: a home area (in its faction's colour) or Zhou, the royal domain (gold). Hatched "
         "areas are mountains, plain ones valleys"),
    )),
    ("Tokens and the frontier", (
        (_svg(kingdom_stack(14, 15, 2)), "<b>Kingdom tokens</b>, face down, and how many"),
        (_svg(barbarian_token(24, 15, None)), "<b>Barbarian token</b> (face down ?; face up attack/defense)"),
        (_svg(dragon(24, 15, "", named=False)), "<b>Dragon</b>: a teal disc, its name beside it"),
        (_svg('<path d="M4,15L36,15" stroke="#8c1c1c" stroke-width="4" stroke-dasharray="10 5"/>'
              '<polygon points="46,15 34,8 34,22" fill="#8c1c1c"/>'),
         "<b>Invasion arrow</b> from a tribe; the number is the raid die that picks it"),
        (_svg('<path d="M4,15L44,15" stroke="#1d1a16" stroke-width="12"/><path d="M6,15L42,15" stroke="#c0392b" '
              'stroke-width="7" stroke-dasharray="6 3"/>'), "<b>Great Wall segment</b> in its builder's colour"),
        (_svg('<path d="M4,15L44,15" stroke="#3b7fc4" stroke-width="8"/><path d="M18,7l16,16" stroke="#1d1a16" '
              'stroke-width="2.5"/>'), "<b>River</b> segments, parted by <b>rapids</b> (bars)"),
    )),
)


def legend_html(view: dict[str, Any]) -> str:
    first = view.get("turn", 0) <= 1
    groups = "".join(f"<h4>{esc(name)}</h4><ul class=\"sa-key\">"
                     + "".join(f"<li>{g}<span>{words}</span></li>" for g, words in items) + "</ul>"
                     for name, items in ENTRIES)
    opened = ' open=""' if first else ""
    return f'<details class="sa-legend"{opened}><summary>Key to the map</summary>{groups}</details>'
