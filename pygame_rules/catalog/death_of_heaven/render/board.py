"""The Death of Heaven map as SVG, from one seat's view: 38 territories touching their land neighbours, the rivers
and the Bohai between them, water lanes between docks, and on each territory its holder, its spaces and cubes, its
suited troop types, or its NPC tile with its level and diplomacy space; the attack target and the Attacker.

A territory is a group ``data-region="<id>"`` (a click target for the choices that name it) with a ``<title>``
saying everything on it in words. Shapes come from ``shapes.py``; everything drawn on them from the view and the
content, never the state. Spaces are drawn as the board prints them (DH-ZONE-3, spec 3.2): ○ for each circle
space, □ for each upgrade space, filled with a cube of the holder's colour up to the territory's level; an NPC tile
fills its ○ with grey NPC cubes and adds its diamond diplomacy space, filled when a player's diplomacy cube lies
there (DH-NPC-2). ``since`` (the seat's view before its latest move) marks the territories that changed.
"""

from __future__ import annotations

from typing import Any

from ..content.factions import FACTION
from ..content.map import TERRITORY
from ..content.npc import NPC_TILE
from .shapes import (
    DOCKS,
    LABEL_POINTS,
    LANES,
    OUTLINE,
    RIVER_NAMES,
    SHAPES,
    WATER_SHAPES,
    WATERS,
    WILD_NAMES,
    WILD_SHAPES,
    WILDS,
    centroid,
)
from .text import INK, MUTED, TROOP_MARKS, TROOP_WORDS, esc, ink_on, plural, seat_name, territory_name

SEA, LAND, WATER_FILL, WILD_FILL, NPC_GREY = "#a9cfe8", "#f4ecd8", "#7ab3e0", "#d6d0bf", "#8c8577"
SPACE, GAP = 15, 3
VIEWBOX = (20, 20, 960, 960)


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _poly(points: Any) -> str:
    return "M" + "L".join(f"{_n(x)},{_n(y)}" for x, y in points) + "Z"


def _line(points: Any) -> str:
    return "M" + "L".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _text(x: float, y: float, s: str, size: float, *, bold: bool = False, fill: str = INK, italic: bool = False,
          halo: bool = True) -> str:
    """One line of text (escaped), centred on ``x``; ``halo``: a pale outline so it reads on any fill."""
    style = (' font-weight="700"' if bold else "") + (' font-style="italic"' if italic else "")
    outline = ' stroke="#fffdf6" stroke-width="3" paint-order="stroke" stroke-linejoin="round"' if halo else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" text-anchor="middle" fill="{fill}"{style}'
            f'{outline}>{esc(s)}</text>')


def _tint(hex_colour: str, k: float = 0.72) -> str:
    """The colour mixed with the land's parchment (``k`` of the way to it), so names stay readable on it."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    lr, lg, lb = (int(LAND[i:i + 2], 16) for i in (1, 3, 5))
    mix = [round(c + (l_ - c) * k) for c, l_ in ((r, lr), (g, lg), (b, lb))]
    return "#" + "".join(f"{c:02x}" for c in mix)


def _colour(view: dict[str, Any], seat: int | None) -> str:
    return FACTION[view["factions"][seat]].hex if seat is not None else NPC_GREY


def _space(x: float, y: float, circle: bool, fill: str | None) -> str:
    """One space: ○ or □, empty or holding a cube of ``fill``."""
    paint = fill or "#fffdf6"
    edge = INK if fill is None or ink_on(fill) == INK else "#1d1a16"
    if circle:
        return (f'<circle cx="{_n(x + SPACE / 2)}" cy="{_n(y + SPACE / 2)}" r="{SPACE / 2 - .5}" fill="{paint}" '
                f'stroke="{edge}" stroke-width="1.3"/>')
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{SPACE - 1}" height="{SPACE - 1}" fill="{paint}" stroke="{edge}" '
            'stroke-width="1.3"/>')


def _diamond(x: float, y: float, fill: str | None) -> str:
    h = SPACE / 2
    return (f'<path d="M{_n(x + h)},{_n(y)}L{_n(x + SPACE)},{_n(y + h)}L{_n(x + h)},{_n(y + SPACE)}L{_n(x)},{_n(y + h)}Z" '
            f'fill="{fill or "#fffdf6"}" stroke="{INK}" stroke-width="1.3"/>')


def territory_words(view: dict[str, Any], tid: str) -> str:
    """Everything on a territory, in words (its ``<title>``)."""
    t = TERRITORY[tid]
    troops = ", ".join(TROOP_WORDS[x] for x in sorted(t.troops))
    owner, level, npc = view.get("owner") or {}, view.get("level") or {}, view.get("npc") or {}
    if tid in owner:
        held = f"{seat_name(view, owner[tid])}'s, {plural(level.get(tid, 0), 'cube')} on {t.spaces} spaces"
    elif tid in npc:
        tile = NPC_TILE[tid]
        held = f"the NPC {tile.faction_name}'s, level {tile.level}"
        if npc[tid] is not None:
            held += f", {seat_name(view, npc[tid])}'s diplomacy cube on it"
    else:
        held = "not laid out yet"
    b = view.get("battle") or {}
    war = "; the attack target" if b.get("target") == tid else ""
    return f"{territory_name(tid)}: {held}; suited to {troops}{war}"


def _territory(view: dict[str, Any], tid: str, changed: bool) -> str:
    """The territory's shape: the click target, in its holder's tint, with its words as a tooltip."""
    holder = (view.get("owner") or {}).get(tid)
    fill = _tint(_colour(view, holder)) if holder is not None else LAND
    target = (view.get("battle") or {}).get("target") == tid
    shape = _poly(SHAPES[tid])
    parts = [f'<path class="frame" d="{shape}" fill="{fill}" stroke="{INK}" stroke-width="1.4"/>']
    if target:
        parts.append(f'<path class="war-target" d="{shape}" fill="none" stroke="#8b1e1e" stroke-width="5" '
                     'stroke-dasharray="10 5" pointer-events="none"/>')
    classes = "territory" + (" changed" if changed else "") + (" target-of-war" if target else "")
    return (f'<g class="{classes}" data-region="{esc(tid)}" tabindex="-1"><title>'
            f'{esc(territory_words(view, tid))}</title>{"".join(parts)}</g>')


def _marks(view: dict[str, Any], tid: str, changed: bool) -> str:
    """What lies on the territory, drawn above the water lanes: its names and suited troops, its spaces with their
    cubes (or its NPC tile's cubes and diplomacy space), the attack target's words and a mark of change."""
    t = TERRITORY[tid]
    owner, level, npc = view.get("owner") or {}, view.get("level") or {}, view.get("npc") or {}
    lx, ly = LABEL_POINTS[tid]
    parts = [_text(lx, ly - 10, t.name, 15, bold=True),
             _text(lx, ly + 5, t.hanzi + " " + "".join(TROOP_MARKS[x] for x in sorted(t.troops)), 14, fill=MUTED)]
    n_spaces = t.spaces + (1 if tid in npc else 0)
    x0 = lx - (n_spaces * (SPACE + GAP) - GAP) / 2
    y0 = ly + 9
    if tid in owner:
        cube = _colour(view, owner[tid])
        for i in range(t.spaces):
            parts.append(_space(x0 + i * (SPACE + GAP), y0, i < t.circles, cube if i < level.get(tid, 0) else None))
    elif tid in npc:
        tile = NPC_TILE[tid]
        for i in range(t.spaces):
            parts.append(_space(x0 + i * (SPACE + GAP), y0, i < t.circles, NPC_GREY if i < tile.level else None))
        diplomat = npc.get(tid)
        parts.append(_diamond(x0 + t.spaces * (SPACE + GAP), y0,
                              _colour(view, diplomat) if diplomat is not None else None))
    else:
        for i in range(t.spaces):
            parts.append(_space(x0 + i * (SPACE + GAP), y0, i < t.circles, None))
    if (view.get("battle") or {}).get("target") == tid:
        parts.append(_text(lx, y0 + SPACE + 14, "⚔ attack target", 14, bold=True, fill="#8b1e1e"))
    if changed:
        parts.append(f'<circle class="change-badge" cx="{_n(lx + 40)}" cy="{_n(ly - 20)}" r="7" fill="#1f4e9c"/>')
    focus = ' data-focus="attack target"' if (view.get("battle") or {}).get("target") == tid else ""
    return f'<g class="marks" data-of="{esc(tid)}"{focus}>{"".join(parts)}</g>'


def _changed(view: dict[str, Any], since: dict[str, Any] | None) -> set[str]:
    """Territories whose holder, cubes or diplomacy cube differ from ``since``."""
    if not since or not since.get("owner") and not since.get("npc"):
        return set()
    out = set()
    for tid in TERRITORY:
        now = ((view.get("owner") or {}).get(tid), (view.get("level") or {}).get(tid), tid in (view.get("npc") or {}),
               (view.get("npc") or {}).get(tid))
        then = ((since.get("owner") or {}).get(tid), (since.get("level") or {}).get(tid), tid in (since.get("npc") or {}),
                (since.get("npc") or {}).get(tid))
        if now != then:
            out.add(tid)
    return out


def _waters() -> str:
    parts = [f'<path d="{_poly(shape)}" fill="{WATER_FILL}" stroke="none"/>' for shape in WATER_SHAPES.values()]
    for wid, shape in WILD_SHAPES.items():
        name, hanzi = WILD_NAMES[WILDS[wid][0]]
        x, y = centroid(wid)
        parts.append(f'<g class="wild"><title>{esc(name)} {esc(hanzi)}: no territory</title>'
                     f'<path d="{_poly(shape)}" fill="{WILD_FILL}" stroke="{INK}" stroke-width="1"/>'
                     f'{_text(x, y, f"{name} {hanzi}", 14, italic=True, fill=MUTED)}</g>')
    return '<g class="waters" pointer-events="none">' + "".join(parts) + "</g>"


RIVER_SIZE = 14
"""The river names' font size: 11 px or more on the screens the map is drawn for (board.css)."""


def _width(text: str, size: float) -> float:
    """About how wide ``text`` is drawn at ``size``: a Chinese character an em, a Latin letter a little over half."""
    return size * sum(1.0 if ord(c) >= 0x2E80 else 0.56 for c in text)


def _clear_of_labels(x: float, y: float, text: str, size: float) -> bool:
    """Whether a centred line of ``text`` with its baseline at ``y`` stays inside the map and off every
    territory's name, Chinese line and spaces (a box about the territory's label point)."""
    half = _width(text, size) / 2
    vx, _vy, vw, _vh = VIEWBOX
    if x - half < vx + 4 or x + half > vx + vw - 4:
        return False
    for tid, (lx, ly) in LABEL_POINTS.items():
        reach = max(_width(TERRITORY[tid].name, 15), 4 * (SPACE + GAP)) / 2 + 4
        if y - size < ly + 26 and y + 4 > ly - 27 and x - half < lx + reach and x + half > lx - reach:
            return False
    return True


def _river_names() -> str:
    """Each river's or lake's name once, on the first stretch of it where the name covers no territory's label
    (a name with no such place is left out: its stretches still say it in their tooltips)."""
    seen: dict[str, tuple[float, float]] = {}
    for wid, (river, _site, _w) in WATERS.items():
        if river in seen or wid not in WATER_SHAPES:
            continue
        cx, cy = centroid(wid)
        for x, y in [(cx, cy), *(((cx + px) / 2, (cy + py) / 2) for px, py in WATER_SHAPES[wid])]:
            if _clear_of_labels(x, y, " ".join(RIVER_NAMES[river]), RIVER_SIZE):
                seen[river] = (x, y)
                break
    return ('<g class="river-names" pointer-events="none">' + "".join(
        _text(x, y, f"{RIVER_NAMES[r][0]} {RIVER_NAMES[r][1]}", RIVER_SIZE, italic=True, fill="#1f4e9c")
        for r, (x, y) in seen.items()) + "</g>")


def _lanes() -> str:
    parts = [f'<path d="{_line(points)}" fill="none" stroke="#0b4f8a" stroke-width="2.2" stroke-dasharray="6 4"/>'
             for points in LANES.values()]
    for tid, (x, y) in DOCKS.items():
        parts.append(f'<rect x="{_n(x - 5)}" y="{_n(y - 5)}" width="10" height="10" fill="#fffdf6" stroke="#0b4f8a" '
                     f'stroke-width="2"><title>{esc(TERRITORY[tid].name)}: dock (water borders)</title></rect>')
    return '<g class="lanes" pointer-events="none">' + "".join(parts) + "</g>"


def _attacker(view: dict[str, Any]) -> str:
    a = view.get("attacker")
    if a is None:
        return ""
    faction = FACTION.get(view["factions"][a])
    fill = faction.hex if faction else "#fffdf6"
    words = f"Attacker: {seat_name(view, a)}"
    return (f'<g class="attacker-marker" pointer-events="none"><rect x="34" y="34" width="220" height="30" rx="6" '
            f'fill="{fill}" stroke="{INK}"/>{_text(144, 55, words, 15, bold=True, fill=ink_on(fill), halo=False)}</g>')


def board_svg(view: dict[str, Any], since: dict[str, Any] | None = None) -> str:
    """The whole map for this view (before the full rules' setup lays the map out, its bare territories)."""
    changed = _changed(view, since)
    x, y, w, h = VIEWBOX
    shapes = "".join(_territory(view, tid, tid in changed) for tid in TERRITORY)
    marks = "".join(_marks(view, tid, tid in changed) for tid in TERRITORY)
    return (f'<svg class="dh-board" xmlns="http://www.w3.org/2000/svg" viewBox="{x} {y} {w} {h}" role="img" '
            f'aria-label="The map of the Three Kingdoms"><rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{SEA}"/>'
            f'<path d="{_poly(OUTLINE)}" fill="{LAND}" stroke="{INK}" stroke-width="2.5"/>{_waters()}'
            f'<g class="territories">{shapes}</g>{_river_names()}{_lanes()}'
            f'<g class="territory-marks" pointer-events="none">{marks}</g>{_attacker(view)}</svg>')
