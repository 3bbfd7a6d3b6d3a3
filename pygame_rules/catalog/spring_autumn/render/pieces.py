"""The pieces as SVG glyphs: units, faction tags, buildings on their spaces, palaces, tokens, dragons.

Nothing is told apart by colour alone. A unit's shape and letter give its kind (Infantry a square with I,
Cavalry a disc with C, Archers a triangle with A, Heroes a star with H, Junks a hull with J), its fill the
faction, and a tag with the faction's name heads each faction's units in a place. A unit moved this turn
shows a small arrow notch. A building is its letter on a settlement disc (a mine is a triangle): a solid
space is active, a dashed one under construction, a grey one exhausted (with the exhausting faction's cube).
"""

from __future__ import annotations

import math
from typing import Any

from ..content.events import DRAGON
from ..content.factions import FACTION
from ..content.player_board import BUILDINGS
from .text import INK, esc, ink_on, n, plural, text

UNIT_ORDER = ("infantry", "cavalry", "archer", "hero", "junk")
UNIT_LETTER = {"infantry": "I", "cavalry": "C", "archer": "A", "hero": "H", "junk": "J"}
UNIT_NAME = {"infantry": ("infantry", "infantry"), "cavalry": ("cavalry", "cavalry"),
             "archer": ("archer", "archers"), "hero": ("hero", "heroes"), "junk": ("junk", "junks")}
BUILDING_LETTER = {"barracks": "B", "academy": "A", "shrine": "S", "fortification": "F", "market": "M",
                   "palace": "P"}
STATE_WORDS = {"active": "active", "uc": "under construction", "exhausted": "exhausted"}
UNIT_W = 34      # a unit glyph and its count, left edge to left edge
ROW_H = 24


def unit_words(kind: str, k: int) -> str:
    one, many = UNIT_NAME[kind]
    return f"{k} {one if k == 1 else many}"


def unit_shape(kind: str, x: float, y: float, fill: str) -> str:
    """The shape of a unit, centred on (x, y), about 20 units across, with its letter."""
    edge = f'fill="{fill}" stroke="{INK}" stroke-width="1.5"'
    if kind == "infantry":
        shape = f'<path d="M{n(x - 9)},{n(y - 9)}h18v18h-18z" {edge}/>'
    elif kind == "cavalry":
        shape = f'<circle cx="{n(x)}" cy="{n(y)}" r="10" {edge}/>'
    elif kind == "archer":
        shape = f'<path d="M{n(x)},{n(y - 11)}L{n(x + 11)},{n(y + 9)}L{n(x - 11)},{n(y + 9)}Z" {edge}/>'
    elif kind == "hero":
        pts = []
        for i in range(10):
            r = 11.5 if i % 2 == 0 else 5.5
            a = math.pi * (i / 5 - 0.5)
            pts.append(f"{n(x + r * math.cos(a))},{n(y + r * math.sin(a) + 1)}")
        shape = f'<polygon points="{" ".join(pts)}" {edge}/>'
    elif kind == "junk":
        shape = (f'<path d="M{n(x - 12)},{n(y - 4)}L{n(x + 12)},{n(y - 4)}L{n(x + 7)},{n(y + 8)}'
                 f'L{n(x - 7)},{n(y + 8)}Z" {edge}/>')
    else:
        raise KeyError(kind)
    dy = {"archer": 6, "junk": 4, "hero": 4.5}.get(kind, 4.5)
    size = 9 if kind == "hero" else 12
    return shape + text(x, y + dy, UNIT_LETTER[kind], size, bold=True, fill=ink_on(fill))


def moved_notch(x: float, y: float) -> str:
    """The "moved this turn" mark: a small white arrow at a glyph's top right."""
    return (f'<path d="M{n(x + 5)},{n(y - 14)}h9v9l-3-3-4 4-3-3 4-4z" fill="#fff" stroke="{INK}" '
            f'stroke-width="1.2"/>')


def unit(kind: str, x: float, y: float, color: str, counts: list[int]) -> str:
    """A unit glyph (left edge ``x``, middle ``y``) with its count; counts are [fresh, moved once, twice]."""
    total = sum(counts)
    moved = total - counts[0]
    title = unit_words(kind, total) + (f", {moved} moved this turn" if moved else "")
    return (f'<g class="unit {kind}"><title>{esc(title)}</title>{unit_shape(kind, x + 11, y, color)}'
            + (moved_notch(x + 11, y) if moved else "")
            + text(x + 24, y + 6, str(total), 16, bold=True, anchor="start", halo=True, cls="count") + "</g>")


def faction_tag(x: float, y: float, faction: str, label: str = "") -> str:
    """A pill with the faction's name in its colour (left edge ``x``, middle ``y``)."""
    f = FACTION[faction]
    word = label or f.name
    w = 10 + 9.5 * len(word)
    return (f'<g class="tag"><path d="M{n(x + 5)},{n(y - 9)}h{n(w - 10)}a5,5 0 0 1 5,5v8a5,5 0 0 1 -5,5'
            f'h-{n(w - 10)}a5,5 0 0 1 -5,-5v-8a5,5 0 0 1 5,-5z" fill="{f.hex}" stroke="{INK}" stroke-width="1.2"/>'
            + text(x + w / 2, y + 5, word, 14, bold=True, fill=ink_on(f.hex)) + "</g>")


def tag_width(faction: str) -> float:
    return 10 + 9.5 * len(FACTION[faction].name)


def army(x: float, y: float, width: float, faction: str, color: str, kinds: dict[str, list[int]]) -> tuple[str, float]:
    """One faction's units in a place: its tag, then each kind, wrapped to ``width``; returns (svg, height)."""
    shown = [k for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0]
    if not shown:
        return "", 0.0
    parts = [faction_tag(x, y, faction)]
    cx = x + tag_width(faction) + 4
    cy = y
    for k in shown:
        if cx + UNIT_W > x + width + 4 and cx > x + tag_width(faction) + 4:
            cx, cy = x + 10, cy + ROW_H
        parts.append(unit(k, cx, cy, color, kinds[k]))
        cx += UNIT_W
    return "".join(parts), cy - y + ROW_H


def army_width(faction: str, kinds: dict[str, list[int]]) -> float:
    return tag_width(faction) + 4 + UNIT_W * sum(1 for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0)


def building_space(x: float, y: float, mine: bool, b: dict[str, Any] | None, cube_color: str = "") -> str:
    """A settlement (disc) or mine (triangle) centred on (x, y), empty or with its building's letter."""
    if b is None:
        fill, dash, letter = "#fffdf6", "", ""
    else:
        st = b["st"]
        fill = {"active": "#ffffff", "uc": "#f3e7c9", "exhausted": "#a9a39a"}[st]
        dash = ' stroke-dasharray="3 2"' if st == "uc" else ""
        letter = BUILDING_LETTER.get(b["b"], "?")
    if mine:
        shape = (f'<path d="M{n(x)},{n(y - 11)}L{n(x + 11)},{n(y + 8)}L{n(x - 11)},{n(y + 8)}Z" fill="{fill}" '
                 f'stroke="{INK}" stroke-width="1.6"{dash}/>')
        ty = y + 6
    else:
        shape = f'<circle cx="{n(x)}" cy="{n(y)}" r="9.5" fill="{fill}" stroke="{INK}" stroke-width="1.6"{dash}/>'
        ty = y + 4.5
    out = shape + (text(x, ty, letter, 12, bold=True) if letter else "")
    if b is not None and b["st"] == "exhausted" and cube_color:
        out += (f'<path d="M{n(x + 4)},{n(y - 12)}h8v8h-8z" fill="{cube_color}" stroke="{INK}" '
                f'stroke-width="1"/>')
    return out


def building_words(b: dict[str, Any]) -> str:
    name = BUILDINGS[b["b"]].name if b["b"] in BUILDINGS else b["b"]
    return f"{name} ({STATE_WORDS.get(b['st'], b['st'])})"


def palace(x: float, y: float, color: str, st: str) -> str:
    """A palace: a house with a roof in its owner's colour and a P."""
    dash = ' stroke-dasharray="3 2"' if st == "uc" else ""
    fill = "#a9a39a" if st == "exhausted" else color
    return (f'<path d="M{n(x - 11)},{n(y - 2)}L{n(x)},{n(y - 13)}L{n(x + 11)},{n(y - 2)}V{n(y + 10)}H{n(x - 11)}Z" '
            f'fill="{fill}" stroke="{INK}" stroke-width="1.6"{dash}/>'
            + text(x, y + 7.5, "P", 12, bold=True, fill=ink_on(fill)))


def kingdom_stack(x: float, y: float, k: int) -> str:
    """Face-down kingdom tokens: a hexagon with K and how many."""
    pts = " ".join(f"{n(x + dx)},{n(y + dy)}" for dx, dy in ((-10, 0), (-5, -9), (5, -9), (10, 0), (5, 9), (-5, 9)))
    return (f'<g class="kingdom"><title>{esc(plural(k, "face-down kingdom token"))}</title>'
            f'<polygon points="{pts}" fill="#f0d77a" stroke="{INK}" stroke-width="1.5"/>'
            + text(x, y + 4.5, "K", 12, bold=True) + text(x + 13, y + 6, str(k), 16, bold=True, anchor="start",
                                                          halo=True) + "</g>")


def barbarian_token(x: float, y: float, token: str | None) -> str:
    """A barbarian token on the map: a dark octagon, its attack/defense once face up, else "?"."""
    pts = " ".join(f"{n(x + dx)},{n(y + dy)}" for dx, dy in
                   ((-5, -11), (5, -11), (11, -5), (11, 5), (5, 11), (-5, 11), (-11, 5), (-11, -5)))
    label, title = "?", "a face-down barbarian token"
    if token:
        a, d = token[1], token[2]
        label, title = f"{a}/{d}", f"a barbarian token: attack {a}, defense {d}"
    return (f'<g class="barbarian"><title>{esc(title)}</title><polygon points="{pts}" fill="#5b1a12" '
            f'stroke="{INK}" stroke-width="1.5"/>' + text(x, y + 4, label, 10 if token else 13, bold=True,
                                                           fill="#fff") + "</g>")


def dragon(x: float, y: float, dragon_id: str, named: bool = True) -> str:
    """A dragon: a teal disc with a coiled body and its name."""
    d = DRAGON.get(dragon_id)
    name = d.name if d else "Dragon"
    title = f"{name}: {d.text}" if d else name
    return (f'<g class="dragon"><title>{esc(title)}</title><circle cx="{n(x)}" cy="{n(y)}" r="12" fill="#1f7a74" '
            f'stroke="{INK}" stroke-width="1.5"/><path d="M{n(x - 7)},{n(y + 3)}c3,-8 7,6 10,-2s4,-6 4,-6" '
            f'fill="none" stroke="#f7e27a" stroke-width="2.4" stroke-linecap="round"/>'
            + (text(x + 15, y + 5, name, 13, bold=True, anchor="start", halo=True) if named else "") + "</g>")


def army_rows(faction: str, color: str, kinds: dict[str, list[int]], width: float) -> list[tuple[float, str]]:
    """One faction's units in a place as rows (its tag heading the first), wrapped to ``width``; each row
    (its width, its SVG drawn from x = 0 with its middle at y = 0)."""
    shown = [k for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0]
    if not shown:
        return []
    tag = tag_width(faction) + 4
    rows: list[tuple[float, str]] = []
    parts, x = [faction_tag(0, 0, faction)], tag
    for k in shown:
        if x + UNIT_W > width and x > (tag if not rows else 0):
            rows.append((x, "".join(parts)))
            parts, x = [], 0.0
        parts.append(unit(k, x, 0, color, kinds[k]))
        x += UNIT_W
    rows.append((x, "".join(parts)))
    return rows


def army_compact(faction: str, kinds: dict[str, list[int]]) -> tuple[float, str]:
    """One faction's units as its tag and how many in all (where the area is too small for every kind); the
    hover title says which."""
    shown = [k for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0]
    total = sum(sum(kinds[k]) for k in shown)
    title = ", ".join(unit_words(k, sum(kinds[k])) for k in shown)
    x = tag_width(faction) + 4
    return x + 26, (f'<g class="unit compact"><title>{esc(title)}</title>{faction_tag(0, 0, faction)}'
                    + text(x, 6, str(total), 16, bold=True, anchor="start", halo=True, cls="count") + "</g>")


def army_total(faction: str, kinds: dict[str, list[int]], x: float) -> tuple[float, str]:
    """One faction's units as a pill in its colour with their total (the smallest form, where an area is
    crowded); the hover title names the faction and every kind. Left edge ``x``, middle 0; returns (width, svg)."""
    shown = [k for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0]
    total = sum(sum(kinds[k]) for k in shown)
    title = f"{FACTION[faction].name}: " + ", ".join(unit_words(k, sum(kinds[k])) for k in shown)
    w = 10 + 9.5 * len(str(total))
    return w, f'<g class="unit compact"><title>{esc(title)}</title>{faction_tag(x, 0, faction, str(total))}</g>'
