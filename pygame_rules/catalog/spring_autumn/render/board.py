"""The Spring and Autumn map as SVG, from one seat's view (and what changed since that seat's last move).

A 1000x1000 drawing, north up, in the coordinates of ``content/map.py``: the land areas as the shapes of
``shapes.py`` (valleys plain, mountains hatched; home areas with a star in their faction's colour, Zhou with
a gold one), each with its name, its settlement and mine spaces with their buildings, palaces, face-down
kingdom tokens, barbarian tokens, dragons and every faction's units; an owned area has an inner border in its
owner's colour and the owner's name in a tag; all of it in rows placed inside the area's shape
(``layout.py``), so no area's pieces run onto another's. The Yellow River and the Yangtze are drawn segment
by segment along the edges between the areas each separates (``rivers.py``), with their rapids where two
segments meet and each segment's name along its water; the three seas lie to the east. The barbarian tribes stand outside the frontier
with their numbered invasion arrows, and a Great Wall segment, once built, bars an arrow's tip. The chaos
(dragon) track, the turn, the round and the most-honorable token sit in the south-west corner.

Every area, sea and river segment is a group with ``data-region`` (its id, which the page matches against
the legal actions) and a ``<title>`` saying what is there, for hover. Every text is escaped.
"""

from __future__ import annotations

import math
from typing import Any

from ..content.events import DRAGON
from ..content.factions import FACTION
from ..content.map import (
    AREA,
    AREAS,
    MOUNTAIN,
    RAPIDS,
    SEA_SPACE,
    SEA_SPACES,
    TRIBES,
    YANGTZE,
    YELLOW,
    ZHOU,
)
from .changes import ChangeSet, changes
from .layout import Row, fit
from .pieces import (
    ROW_H,
    UNIT_ORDER,
    army,
    army_compact,
    army_rows,
    army_total,
    army_width,
    barbarian_token,
    building_space,
    building_words,
    dragon,
    faction_tag,
    kingdom_stack,
    palace,
    tag_width,
    unit_words,
)
from .rivers import RAPIDS_AT, RIVER_PATHS, midpoint
from .shapes import OUTLINE, SHAPES, centroid
from .text import INK, color_of, esc, n, plural, seat_label, text, text_width
from .tracks import tracks_svg

W = H = 1000
SEA_FILL, BEYOND_FILL, RIVER_BLUE = "#bcd8ea", "#e4dccb", "#3b7fc4"
VALLEY_FILL, MOUNTAIN_FILL = "#f1eed6", "#e6d6b8"
CHANGE = "#1f4e9c"
GOLD = "#d4a017"

DEFS = ('<defs><pattern id="sa-mountain" width="24" height="16" patternUnits="userSpaceOnUse">'
        f'<rect width="24" height="16" fill="{MOUNTAIN_FILL}"/><path d="M2,12l5,-7 5,7M14,6l4,-5 4,5" '
        'fill="none" stroke="#b39a72" stroke-width="1.3"/></pattern></defs>')


def _poly(points: Any) -> str:
    return "M" + "L".join(f"{n(x)},{n(y)}" for x, y in points) + "Z"


def _inset(points: tuple[tuple[float, float], ...], c: tuple[float, float], d: float) -> tuple[tuple[float, float], ...]:
    """The polygon pulled ``d`` units towards ``c`` (for an owner's inner border)."""
    out = []
    for x, y in points:
        dx, dy = c[0] - x, c[1] - y
        r = (dx * dx + dy * dy) ** 0.5 or 1.0
        out.append((x + dx * d / r, y + dy * d / r))
    return tuple(out)


def _star(x: float, y: float, r: float, fill: str) -> str:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        ux, uy = _STAR[i]
        pts.append(f"{n(x + rr * ux)},{n(y + rr * uy)}")
    return f'<polygon points="{" ".join(pts)}" fill="{fill}" stroke="{INK}" stroke-width="1.3"/>'


_STAR = tuple((math.sin(math.pi * i / 5), -math.cos(math.pi * i / 5)) for i in range(10))
"""The ten points of a star, outer and inner by turns, from the top, as unit vectors."""


def change_badge(x: float, y: float, title: str) -> str:
    """The "changed since your last move" badge: a blue disc with a white ring and a "!"."""
    return (f'<g class="change-badge"><title>{esc(title)}</title><circle cx="{n(x)}" cy="{n(y)}" r="10" '
            f'fill="{CHANGE}" stroke="#fff" stroke-width="2"/>{text(x, y + 5.5, "!", 16, bold=True, fill="#fff")}</g>')


# ---------------------------------------------------------------------- what stands where

def _units_at(view: dict[str, Any], loc: str) -> list[tuple[int, dict[str, list[int]]]]:
    out = []
    for seat, locs in enumerate(view.get("units", ())):
        kinds = locs.get(loc)
        if kinds and any(sum(c) for c in kinds.values()):
            out.append((seat, kinds))
    return out


def _armies(view: dict[str, Any], loc: str, x: float, y: float, width: float) -> tuple[str, float]:
    """Every faction's units in ``loc``, one faction under another, centred on ``x`` from ``y`` down."""
    parts, h = [], 0.0
    for seat, kinds in _units_at(view, loc):
        fac = view["factions"][seat]
        w = min(width, army_width(fac, kinds))
        svg, dh = army(x - w / 2, y + h, width, fac, color_of(view, seat), kinds)
        parts.append(svg)
        h += dh
    return "".join(parts), h


def _units_words(view: dict[str, Any], loc: str) -> list[str]:
    out = []
    for seat, kinds in _units_at(view, loc):
        items = [unit_words(k, sum(kinds[k])) for k in UNIT_ORDER if sum(kinds.get(k, ()))]
        moved = sum(sum(c[1:]) for c in kinds.values())
        out.append(f"{seat_label(view, seat)}: {', '.join(items)}" + (f" ({moved} moved this turn)" if moved else ""))
    return out


def _dragons_at(view: dict[str, Any], loc: str) -> list[str]:
    return [d for d, where in sorted((view.get("dragons") or {}).items()) if where == loc]


# ---------------------------------------------------------------------- land areas

def _area_shape(view: dict[str, Any], area_id: str) -> str:
    """An area's ground (valley plain, mountain hatched) and its owner's inner border."""
    a = AREA[area_id]
    shape = SHAPES[area_id]
    fill = "url(#sa-mountain)" if a.kind == MOUNTAIN else VALLEY_FILL
    out = f'<path class="shape" d="{_poly(shape)}" fill="{fill}" stroke="{INK}" stroke-width="1.6"/>'
    owner = view.get("owner", {}).get(area_id)
    if owner is not None:
        out += (f'<path class="owner" d="{_poly(_inset(shape, centroid(area_id), 5))}" fill="none" '
                f'stroke="{color_of(view, owner)}" stroke-width="6" stroke-linejoin="round" opacity="0.85"/>')
    return out


def _const(svg: str) -> Any:
    return lambda: svg


def _token_row(view: dict[str, Any], area_id: str, k: int, names: bool = True) -> Row | None:
    """Kingdom tokens, barbarians and dragons in an area, side by side (dragons named if ``names``)."""
    tokens: list[tuple[str, Any]] = [("k", k)] if k else []
    tokens += [("b", b) for b in view.get("barbarians", {}).get(area_id, ())]
    tokens += [("d", d) for d in _dragons_at(view, area_id)]
    if not tokens:
        return None
    widths = [34 if t == "k" else 26 if t == "b" else 28 + 8.2 * len(DRAGON[v].name) if names else 28
              for t, v in tokens]
    parts, x = [], 0.0
    for (t, v), w in zip(tokens, widths, strict=True):
        if t == "k":
            parts.append(kingdom_stack(x + 11, 0, v))
        elif t == "b":
            parts.append(barbarian_token(x + 12, 0, v))
        else:
            parts.append(dragon(x + 12, 0, v, names))
        x += w
    return Row(sum(widths) - 6, 26, _const("".join(parts)), "tokens")


def _name_rows(view: dict[str, Any], area_id: str, owner: int | None, note: list[str], width: float) -> list[Row]:
    """The name, with a star for a home area (its faction's colour) or Zhou (gold), the owner's tag and the
    change badge: one row, or two (the tag and badge under the name) if one is wider than ``width``."""
    a = AREA[area_id]
    parts, x = [], 0.0
    if a.home or area_id == ZHOU:
        parts.append(_star(9, -1, 9, FACTION[a.home].hex if a.home else GOLD))
        x = 22.0
    parts.append(text(x, 6.5, a.name, 19, bold=True, halo=True, anchor="start", cls="name"))
    x += text_width(a.name, 19, bold=True) + 4
    tail, tx = [], 0.0
    if owner is not None:
        tail.append(faction_tag(tx, 0, view["factions"][owner]))
        tx += tag_width(view["factions"][owner]) + 2
    if note:
        tail.append(change_badge(tx + 12, -4, f"{a.name}: {'; '.join(note)}"))
        tx += 24
    if not tail:
        return [Row(x - 4, 24, _const("".join(parts)), "name-row")]
    if x + tx <= width:
        return [Row(x + tx, 24, _const("".join(parts) + f'<g transform="translate({n(x)},0)">{"".join(tail)}</g>'),
                    "name-row")]
    return [Row(x - 4, 24, _const("".join(parts)), "name-row"), Row(tx, 22, _const("".join(tail)), "owner-row")]


def _spaces_rows(view: dict[str, Any], area_id: str, palaces: list[tuple[int, dict[str, Any]]],
                 blds: list[dict[str, Any]], width: float) -> list[Row]:
    """The settlement and mine spaces with their buildings, palaces first, wrapped to ``width``."""
    a = AREA[area_id]
    settled = [b for b in blds if not b["mine"]]
    mined = [b for b in blds if b["mine"]]
    glyphs: list = []
    for i, p in palaces:
        glyphs.append(lambda x, i=i, p=p: palace(x, 0, color_of(view, i), p.get("palace_st", "active")))
    for s in range(a.settlements):
        b = settled[s] if s < len(settled) else None
        glyphs.append(lambda x, b=b: building_space(x, 0, False, b, _cube(view, b)))
    if a.mine:
        b = mined[0] if mined else None
        glyphs.append(lambda x, b=b: building_space(x, 0, True, b, _cube(view, b)))
    per = max(1, int((width + 3) // 23))
    rows = []
    for start in range(0, len(glyphs), per):
        chunk = glyphs[start:start + per]
        rows.append(Row(23 * len(chunk) - 1, 24, _const("".join(g(11 + 23 * j) for j, g in enumerate(chunk))),
                        "spaces"))
    return rows


def _area(view: dict[str, Any], area_id: str, note: list[str], boxes: list[tuple[float, ...]]) -> str:
    """An area's contents, over the rivers: name, owner, spaces and buildings, tokens, units; and its title.
    They are rows placed inside the area's shape by ``layout.fit`` (shrunk and wrapped where it is small)."""
    a = AREA[area_id]
    shape = SHAPES[area_id]
    owner = view.get("owner", {}).get(area_id)
    classes = ["area", a.kind] + (["home"] if a.home else []) + (["changed"] if note else [])
    parts = [f'<path class="frame" d="{_poly(shape)}" fill="#fff" fill-opacity="0" stroke="none"/>']
    k = view.get("kingdom", {}).get(area_id, 0)
    palaces = [(i, p) for i, p in enumerate(view.get("players", ())) if p.get("palace") == area_id]
    blds = view.get("buildings", {}).get(area_id, [])
    armies = _units_at(view, area_id)

    def rows_at(width: float, level: int) -> list[Row]:
        """Level 0: every kind of unit, wrapped to ``width``; 1: each army its tag and its total; 2: all armies
        in rows of totals in their colours, and dragons without their names; 3: the same with the name and the
        spaces each in one row, however wide."""
        token = _token_row(view, area_id, k, level < 2)
        lines = width if level < 3 else 1e9
        out = ([token] if token else []) + _name_rows(view, area_id, owner, note, lines) + _spaces_rows(
            view, area_id, palaces, blds, lines)
        if level >= 2 and armies:
            x, svg = 0.0, []
            for seat, kinds in armies:
                w, chip = army_total(view["factions"][seat], kinds, 0)
                if svg and x + w > width:
                    out.append(Row(x - 3, ROW_H, _const("".join(svg)), "army"))
                    x, svg = 0.0, []
                svg.append(f'<g transform="translate({n(x)},0)">{chip}</g>')
                x += w + 3
            return [*out, Row(x - 3, ROW_H, _const("".join(svg)), "army")]
        for seat, kinds in armies:
            fac = view["factions"][seat]
            for w, svg in ([army_compact(fac, kinds)] if level else army_rows(fac, color_of(view, seat), kinds,
                                                                              width)):
                out.append(Row(w, ROW_H, _const(svg), "army"))
        return out

    anchor = 1 if k or view.get("barbarians", {}).get(area_id) or _dragons_at(view, area_id) else 0
    placed = fit(area_id, rows_at, anchor)
    boxes += [p.box for p in placed]
    parts += [p.svg() for p in placed]
    # the title: everything in words
    words = [f"{a.name}: {'mountain' if a.kind == MOUNTAIN else 'valley'}"
             + (f", home of {FACTION[a.home].name}" if a.home else "")
             + (", the royal domain of Zhou" if area_id == ZHOU else ""),
             plural(a.settlements, "settlement") + (", 1 mine" if a.mine else ", no mine"),
             f"owned by {seat_label(view, owner)}" if owner is not None else "owned by nobody"]
    for i, p in palaces:
        words.append(f"{seat_label(view, i)}'s palace ({p.get('palace_st', 'active').replace('uc', 'under construction')})")
    if blds:
        words.append("buildings: " + ", ".join(building_words(b) + (" on the mine" if b["mine"] else "") for b in blds))
    words += _units_words(view, area_id)
    if k:
        words.append(plural(k, "face-down kingdom token"))
    bs = view.get("barbarians", {}).get(area_id, ())
    if bs:
        words.append(plural(len(bs), "barbarian token"))
    words += [f"the dragon {DRAGON[d].name}" for d in _dragons_at(view, area_id)]
    if note:
        words.append("changed since your last move: " + "; ".join(note))
    return (f'<g class="{" ".join(classes)}" data-region="{esc(area_id)}" tabindex="-1"><title>'
            f'{esc("; ".join(words))}</title>{"".join(parts)}</g>')


def _cube(view: dict[str, Any], b: dict[str, Any] | None) -> str:
    if b is None or b.get("cube") is None:
        return ""
    return color_of(view, b["cube"])


# ---------------------------------------------------------------------- seas and rivers

def _sea_background() -> str:
    coast = OUTLINE[7:27]       # from the Bohai shore to the far south
    sea = [(745, 0), (1000, 0), (1000, 1000), (800, 1000), *reversed(coast)]
    return (f'<rect width="{W}" height="{H}" fill="{BEYOND_FILL}"/>'
            f'<path class="sea" d="{_poly(sea)}" fill="{SEA_FILL}"/>'
            f'<path d="M968,256L1000,256M905,520L1000,520" stroke="#6d9cc0" stroke-width="2" stroke-dasharray="8 6"/>'
            f'<path class="land" d="{_poly(OUTLINE)}" fill="none" stroke="{INK}" stroke-width="3"/>')


def _sea(view: dict[str, Any], sea_id: str, note: list[str]) -> str:
    s = SEA_SPACE[sea_id]
    x, y = s.center
    label = s.name.replace(" Sea", "")
    parts = [text(x, y, label, 18, bold=True, fill="#1d4a6e", halo=True, cls="name"),
             text(x, y + 18, "Sea", 15, fill="#1d4a6e", halo=True)]
    for i, d in enumerate(_dragons_at(view, sea_id)):
        parts.append(dragon(x - 30, y - 32 - 26 * i, d))
    armies, _ = _armies(view, sea_id, x, y + 40, 100)
    parts.append(armies)
    if note:
        parts.append(change_badge(x + 45, y - 8, f"{s.name}: {'; '.join(note)}"))
    words = [s.name] + _units_words(view, sea_id) + [f"the dragon {DRAGON[d].name}" for d in _dragons_at(view, sea_id)]
    if note:
        words.append("changed since your last move: " + "; ".join(note))
    hit = f'<circle cx="{x}" cy="{y}" r="40" fill="#fff" fill-opacity="0"/>'
    return (f'<g class="sea-space{" changed" if note else ""}" data-region="{esc(sea_id)}" tabindex="-1">'
            f'<title>{esc("; ".join(words))}</title>{hit}{"".join(parts)}</g>')


def _rivers() -> str:
    """Both rivers, segment by segment along the edges of the areas they separate (``rivers.py``; a white
    casing under the blue), and their rapids as bars where two segments meet."""
    parts = []
    for seg, line in RIVER_PATHS.items():
        d = "M" + "L".join(f"{n(x)},{n(y)}" for x, y in line)
        parts.append(f'<path data-river="{esc(seg)}" d="{d}" fill="none" stroke="#fff" stroke-width="13" '
                     f'stroke-linecap="round" stroke-linejoin="round"/><path d="{d}" fill="none" '
                     f'stroke="{RIVER_BLUE}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>')
    for r in RAPIDS:
        x, y = RAPIDS_AT[r.id]
        parts.append(f'<g class="rapids"><title>{esc(r.name)} (rapids)</title><path d="M{n(x - 8)},{n(y - 8)}l16,16'
                     f'M{n(x - 2)},{n(y - 12)}l14,14M{n(x - 12)},{n(y - 2)}l14,14" stroke="{INK}" stroke-width="2.5" '
                     f'stroke-linecap="round"/></g>')
    return '<g class="rivers">' + "".join(parts) + "</g>"


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _segment(view: dict[str, Any], seg_id: str, note: list[str], boxes: list[tuple[float, ...]]) -> str:
    """A river segment's label (along its line, halfway), hover title, units and dragons (its water is drawn
    by ``_rivers``)."""
    s = SEA_SPACE[seg_id]
    (x, y), (ux, uy) = midpoint(seg_id)
    if ux < 0:
        ux, uy = -ux, -uy
    angle = math.degrees(math.atan2(uy, ux))
    short = s.name.split(": ", 1)[-1]
    parts = [f'<g transform="translate({n(x)},{n(y)}) rotate({n(angle)})">'
             + text(0, 4.5, short, 14, bold=True, fill="#1d4a6e", halo=True, cls="name").replace("<text ", '<text word-spacing="3" ')
             + "</g>"]
    taken = list(boxes) + [(x - 40, y - 9, x + 40, y + 9)]
    for seat, kinds in _units_at(view, seg_id):     # on the water, where they cover the fewest other rows
        rows = army_rows(view["factions"][seat], color_of(view, seat), kinds, 150)
        w, h = max(r[0] for r in rows) * 0.75, 18 * len(rows)

        def box(f: float, w: float = w, h: float = h) -> tuple[float, float, float, float]:
            (ax, ay), _ = midpoint(seg_id, f)
            return ax - w / 2, ay - 9, ax + w / 2, ay - 9 + h

        spot = min((box(f / 10) for f in range(1, 10)), key=lambda b: sum(_overlap(b, t) for t in taken))
        taken.append(spot)
        for j, (_, svg) in enumerate(rows):
            parts.append(f'<g class="army" transform="translate({n(spot[0])},{n(spot[1] + 9 + j * 18)}) '
                         f'scale(0.75)">{svg}</g>')
    if note:
        parts.append(change_badge(x + 14, y - 16, f"{s.name}: {'; '.join(note)}"))
    words = [s.name] + _units_words(view, seg_id)
    if note:
        words.append("changed since your last move: " + "; ".join(note))
    d = "M" + "L".join(f"{n(px)},{n(py)}" for px, py in RIVER_PATHS[seg_id])
    hit = f'<path d="{d}" fill="none" stroke="#fff" stroke-opacity="0" stroke-width="18"/>'
    return (f'<g class="river-segment{" changed" if note else ""}" data-region="{esc(seg_id)}" tabindex="-1">'
            f'<title>{esc("; ".join(words))}</title>{hit}{"".join(parts)}</g>')


def _river_names(view: dict[str, Any]) -> str:
    dragons = {YELLOW: (150, 100), YANGTZE: (115, 650)}
    parts = [text(120, 128, "Yellow River", 15, bold=True, fill="#1d4a6e", halo=True),
             text(100, 628, "Yangtze", 15, bold=True, fill="#1d4a6e", halo=True)]
    for river, (x, y) in dragons.items():
        for d in _dragons_at(view, river):
            parts.append(dragon(x - 90, y - 6, d))
    return "".join(parts)


# ---------------------------------------------------------------------- tribes, arrows, the Great Wall

def _tribes(view: dict[str, Any]) -> str:
    parts, labels = [], []
    wall = view.get("great_wall") or {}
    for t in TRIBES:
        tx, ty = t.position
        for arrow in t.arrows:
            ax, ay = arrow.tip
            dx, dy = ax - tx, ay - ty
            r = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / r, dy / r
            sx, sy = tx + ux * 30, ty + uy * 30
            bx, by = ax - ux * 16, ay - uy * 16
            faces = "-".join(str(f) for f in (arrow.faces[0], arrow.faces[-1])) if len(arrow.faces) > 1 \
                else str(arrow.faces[0])
            head = f"{n(ax)},{n(ay)} {n(bx - uy * 8)},{n(by + ux * 8)} {n(bx + uy * 8)},{n(by - ux * 8)}"
            mx, my = sx + (bx - sx) * 0.55, sy + (by - sy) * 0.55
            seg = wall.get(arrow.id)
            title = (f"{t.name} invasion arrow into {AREA[arrow.target].name}, on a raid die of "
                     f"{', '.join(str(f) for f in arrow.faces)}")
            if seg:
                title += (f"; Great Wall segment of {seat_label(view, seg['owner'])}"
                          + (" (under construction)" if seg.get("st") == "uc" else ""))
            parts.append(f'<g class="arrow"><title>{esc(title)}</title>'
                         f'<path d="M{n(sx)},{n(sy)}L{n(bx)},{n(by)}" stroke="#8c1c1c" stroke-width="4" '
                         f'stroke-dasharray="10 5"/><polygon points="{head}" fill="#8c1c1c"/></g>')
            labels.append(f'<g class="arrow-faces"><title>{esc(title)}</title><circle cx="{n(mx)}" cy="{n(my)}" '
                          f'r="14" fill="#fff" stroke="#8c1c1c" stroke-width="2"/>'
                          + text(mx, my + 4.5, faces, 12, bold=True, fill="#8c1c1c") + "</g>")
            if seg:
                parts.append(_wall(view, ax, ay, ux, uy, seg))
        has_token = (view.get("tribes") or {}).get(t.id)
        tw = 16 + 9 * len(t.name)
        parts.append(f'<g class="tribe" data-region="{esc(t.id)}"><title>{esc(t.name)} tribe: '
                     f'{"a face-down barbarian token waits here" if has_token else "no token: pacified or empty"}'
                     f'</title><path d="M{n(tx - tw / 2)},{ty - 20}h{n(tw)}v40h-{n(tw)}z" fill="#7a4a2a" '
                     f'stroke="{INK}" stroke-width="2"/>' + text(tx, ty + 6, t.name, 14, bold=True, fill="#fff")
                     + (barbarian_token(tx + tw / 2, ty - 20, None) if has_token else "")
                     + "".join(dragon(tx - 20, ty + 34, d) for d in _dragons_at(view, t.id)) + "</g>")
    return '<g class="tribes">' + "".join(parts) + "".join(labels) + "</g>"


def _wall(view: dict[str, Any], x: float, y: float, ux: float, uy: float, seg: dict[str, Any]) -> str:
    """A Great Wall segment across an arrow's tip: a crenellated bar in its builder's colour."""
    px, py = -uy, ux
    color = color_of(view, seg["owner"])
    dash = ' stroke-dasharray="4 3"' if seg.get("st") == "uc" else ""
    return (f'<path class="wall" d="M{n(x - px * 20)},{n(y - py * 20)}L{n(x + px * 20)},{n(y + py * 20)}" '
            f'stroke="{INK}" stroke-width="12"{dash}/><path d="M{n(x - px * 18)},{n(y - py * 18)}'
            f'L{n(x + px * 18)},{n(y + py * 18)}" stroke="{color}" stroke-width="7" stroke-dasharray="6 3"/>')


# ---------------------------------------------------------------------- the whole board

def board_svg(view: dict[str, Any], since: dict[str, Any] | None = None) -> str:
    ch: ChangeSet = changes(since, view)
    parts = [f'<svg class="sa-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" '
             f'font-family="system-ui, sans-serif" role="img" aria-label="The map of China">', DEFS,
             _sea_background()]
    parts.append('<g class="ground">' + "".join(_area_shape(view, a.id) for a in AREAS) + "</g>")
    parts.append(_rivers())
    boxes: list[tuple[float, ...]] = []          # every placed row, for the river armies to keep clear of
    parts.append('<g class="areas">' + "".join(_area(view, a.id, ch.places.get(a.id, []), boxes) for a in AREAS)
                 + "</g>")
    parts.append(_tribes(view))
    parts.append(_river_names(view))
    for s in SEA_SPACES:
        parts.append(_segment(view, s.id, ch.places.get(s.id, []), boxes) if s.path
                     else _sea(view, s.id, ch.places.get(s.id, [])))
    parts.append(tracks_svg(view))
    parts.append("</svg>")
    return "".join(parts)

