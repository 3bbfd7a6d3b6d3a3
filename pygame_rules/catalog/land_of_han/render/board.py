"""The Land of Han map as SVG, from one warlord's view: every Province group with its Central and Border regions
(``shapes.py``), each region's flavour by colour and pattern, its owner's banner, walls round the Centrals and the
Palaces, the armies by type with their counts, the improvements, the caravans and trade routes, the Barbarians,
the brown boundary and the desert road west to Cashgrab.

A region is a group ``data-region="<id>"`` (a click target for the choices that name it) with a ``<title>``
saying everything on it in words: flavour, owner, tax, improvements, the mines found (its owner's secret: only
in the owner's view), and the armies with their Combat Ratings. Everything is drawn from the view and the
content, never the state. ``since`` (the seat's view before its latest move) marks the regions that changed.
"""

from __future__ import annotations

from typing import Any

from ..content.armies import BY_ID as ARMY
from ..content.armies import CASTLE_CR, PALACE_CR, WALLS_CR
from ..content.improvements import SLOTS_PER_REGION
from ..content.map import CENTRAL, FOREST, GRASSLAND, MOUNTAIN, RIVERPLAINS, Map
from ..content.resources import TAX_BORDER, TAX_CENTRAL
from ..pieces import entry_name
from .shapes import MARGIN, Shape, edge, shapes, size
from .text import (
    ARMY_LETTER,
    INK,
    MUTED,
    army_name,
    banner,
    capital,
    esc,
    glyph,
    ink_on,
    map_of,
    warlord,
)

FLAVOUR_FILL = {GRASSLAND: "#d9e7b0", RIVERPLAINS: "#bcd9e0", FOREST: "#a9c79a", MOUNTAIN: "#d2c3ab"}
FLAVOUR_WORDS = {GRASSLAND: "Grassland", RIVERPLAINS: "Riverplains", FOREST: "Forest", MOUNTAIN: "Mountain"}
SEA, DESERT, BROWN = "#a9cfe8", "#ead9b0", "#7a4a21"
PATTERNS = (
    '<pattern id="lh-riverplains" width="16" height="10" patternUnits="userSpaceOnUse">'
    '<path d="M0,5 Q4,1 8,5 T16,5" fill="none" stroke="#4f86a3" stroke-width="1.1" opacity=".55"/></pattern>'
    '<pattern id="lh-forest" width="14" height="14" patternUnits="userSpaceOnUse">'
    '<path d="M7,2 L11,10 L3,10 Z" fill="#4f7a45" opacity=".45"/></pattern>'
    '<pattern id="lh-mountain" width="18" height="12" patternUnits="userSpaceOnUse">'
    '<path d="M1,11 L6,3 L11,11" fill="none" stroke="#6e5a3c" stroke-width="1.2" opacity=".55"/></pattern>'
)
"""Flavours told apart by pattern as well as colour: waves for Riverplains, trees for Forest, peaks for Mountain,
plain Grassland."""


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _poly(points: Any) -> str:
    return "M" + "L".join(f"{_n(x)},{_n(y)}" for x, y in points) + "Z"


def _text(x: float, y: float, s: str, size: float, *, bold: bool = False, fill: str = INK, anchor: str = "middle",
          italic: bool = False) -> str:
    style = (' font-weight="700"' if bold else "") + (' font-style="italic"' if italic else "")
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" text-anchor="{anchor}" fill="{fill}"{style} '
            f'stroke="#fffdf6" stroke-width="2.5" paint-order="stroke" stroke-linejoin="round">{esc(s)}</text>')


def _armies_at(view: dict[str, Any]) -> dict[str, dict[tuple[Any, str], int]]:
    """Per region, the armies counted by (owner, type), in the order owners and types first appear."""
    out: dict[str, dict[tuple[Any, str], int]] = {}
    for army in (view.get("armies") or {}).values():
        here = out.setdefault(army["r"], {})
        key = (army["o"], army["t"])
        here[key] = here.get(key, 0) + 1
    return out


def region_words(view: dict[str, Any], m: Map, rid: str, kinds: dict[tuple[Any, str], int]) -> str:
    """Everything on a region, in words (its ``<title>``)."""
    r = m.regions[rid]
    owner = (view.get("owner") or {}).get(rid)
    palaces = view.get("palace") or []
    kind = "Central region" if r.kind == CENTRAL else "Border region"
    held = f"held by {warlord(view, owner)}" if owner is not None else "Independent"
    tax = TAX_CENTRAL if r.kind == CENTRAL else TAX_BORDER
    lines = [f"{r.name} {r.hanzi}: {kind}, {FLAVOUR_WORDS[r.flavour]}, {held}; tax {tax:,} Coins a season"]
    if r.kind == CENTRAL:
        bonus = f"walls +{WALLS_CR} Combat Rating"
        if rid in palaces:
            bonus += f", the Palace of {warlord(view, palaces.index(rid))} +{PALACE_CR}"
        lines.append(bonus)
    built = (view.get("improvements") or {}).get(rid) or []
    if built:
        lines.append("Improvements: " + ", ".join(entry_name(e) for e in built) + f" ({len(built)} of {SLOTS_PER_REGION})")
        if any(e == "castle" for e in built):
            lines.append(f"Castle: +{CASTLE_CR} Combat Rating to its holder's armies")
    found = (view.get("found") or {}).get(rid)
    if found:
        lines.append("Found here by your prospectors: " + ", ".join(found))
    if kinds:
        lines.append("Armies: " + _strength_words(view, kinds))
    if rid in m.brown_boundary:
        lines.append("On the brown boundary: Barbarians may come in here")
    if rid in m.cashgrab_gates:
        lines.append("A gate of the desert road to Cashgrab")
    return "\n".join(lines)


def _strength_words(view: dict[str, Any], kinds: dict[tuple[Any, str], int]) -> str:
    owners: dict[Any, list[str]] = {}
    crs: dict[Any, int] = {}
    for (o, t), k in kinds.items():
        owners.setdefault(o, []).append(f"{k} {army_name(t)}")
        crs[o] = crs.get(o, 0) + ARMY[t].cr * k
    return "; ".join(f"{capital(warlord(view, o))} {', '.join(w)} (Combat Rating {crs[o]} before bonuses)"
                     for o, w in owners.items())


def _region(view: dict[str, Any], m: Map, rid: str, shape: Shape, kinds: dict[tuple[Any, str], int],
            changed: bool) -> str:
    """The region's shape (the click target) in its flavour, under its owner's tint, with its words as a title."""
    r = m.regions[rid]
    owner = (view.get("owner") or {}).get(rid)
    d = _poly(shape.points)
    parts = [f'<path d="{d}" fill="{FLAVOUR_FILL[r.flavour]}"/>']
    if r.flavour != GRASSLAND:
        parts.append(f'<path d="{d}" fill="url(#lh-{r.flavour})"/>')
    if owner is not None:
        colour = banner(view, owner)
        parts.append(f'<clipPath id="lh-clip-{esc(rid)}"><path d="{d}"/></clipPath>'
                     f'<path class="held" d="{d}" fill="{colour}" fill-opacity=".22" stroke="{colour}" '
                     f'stroke-width="9" clip-path="url(#lh-clip-{esc(rid)})"/>')
    edge_ = ' stroke-width="4" stroke-linejoin="round"' if r.kind == CENTRAL else ' stroke-width="1"'
    parts.append(f'<path class="frame" d="{d}" fill="none" stroke="{INK}"{edge_}/>')
    if changed:
        parts.append(f'<path class="changed-mark" d="{d}" fill="none" stroke="#1f4e9c" stroke-width="3" '
                     'stroke-dasharray="6 4"/>')
    classes = "region" + (" changed" if changed else "") + (" central" if r.kind == CENTRAL else "")
    return (f'<g class="{classes}" data-region="{esc(rid)}" tabindex="-1"><title>'
            f'{esc(region_words(view, m, rid, kinds))}</title>{"".join(parts)}</g>')


def _army_marker(view: dict[str, Any], x: float, y: float, owner: Any, kind: str, count: int) -> tuple[str, float]:
    """An army marker (svg, width): Spearmen a square, Archers a rounded bar, Cavalry a trapezoid, in the owner's
    colour, with the type's letter and the count."""
    fill = banner(view, owner)
    label = f"{ARMY_LETTER.get(kind, '?')}{count if count > 1 else ''}"
    w = 13 + 6 * (len(label) - 1)
    shape = {"spearmen": f'<rect x="{_n(x)}" y="{_n(y)}" width="{w}" height="13" rx="2"',
             "archers": f'<rect x="{_n(x)}" y="{_n(y)}" width="{w}" height="13" rx="6.5"',
             "cavalry": f'<path d="M{_n(x)},{_n(y + 13)}L{_n(x + 3)},{_n(y)}L{_n(x + w - 3)},{_n(y)}'
                        f'L{_n(x + w)},{_n(y + 13)}Z"'}.get(kind, f'<rect x="{_n(x)}" y="{_n(y)}" width="{w}" height="13"')
    return (f'{shape} fill="{fill}" stroke="{INK}" stroke-width="1"/>'
            f'<text x="{_n(x + w / 2)}" y="{_n(y + 10)}" font-size="10" font-weight="700" text-anchor="middle" '
            f'fill="{ink_on(fill)}">{esc(label)}</text>'), w


def _rows(items: list[tuple[Any, float]], width: float, gap: float = 3) -> list[list[tuple[Any, float]]]:
    """Markers (svg, width) wrapped into rows no wider than ``width``."""
    rows: list[list[tuple[Any, float]]] = [[]]
    used = 0.0
    for item in items:
        if rows[-1] and used + gap + item[1] > width:
            rows.append([])
            used = 0.0
        used += (gap if rows[-1] else 0) + item[1]
        rows[-1].append(item)
    return [r for r in rows if r]


def _contents(view: dict[str, Any], m: Map, rid: str, shape: Shape, kinds: dict[tuple[Any, str], int]) -> str:
    """What lies on a region, centred in its box: its name (and a Palace's), the armies' markers, the
    improvements' tiles."""
    r = m.regions[rid]
    cx, cy = shape.centre
    w, h = shape.box
    palaces = view.get("palace") or []
    lines: list[str] = []
    name = f"{r.name} {r.hanzi}" if r.kind == CENTRAL else r.name
    army_rows = _rows([((o, t, k), _army_marker(view, 0, 0, o, t, k)[1]) for (o, t), k in kinds.items()], w)
    built = (view.get("improvements") or {}).get(rid) or []
    tiles = [(e, 13.0) for e in built]
    tile_rows = _rows(tiles, w, 2)
    rows = army_rows + tile_rows
    heights = 13 + 4
    total = 12 + (11 if rid in palaces else 0) + len(rows) * heights
    y = cy - min(total, h) / 2 + 9
    lines.append(_text(cx, y, name, 11 if r.kind == CENTRAL else 9.5, bold=r.kind == CENTRAL))
    if rid in palaces:
        y += 11
        lines.append(_text(cx, y, "宮 Palace", 9, bold=True, fill=banner(view, palaces.index(rid))))
    y += 5
    for row in army_rows:
        x = cx - (sum(mw for _, mw in row) + 3 * (len(row) - 1)) / 2
        for (o, t, k), mw in row:
            lines.append(_army_marker(view, x, y, o, t, k)[0])
            x += mw + 3
        y += heights
    for row in tile_rows:
        x = cx - (13 * len(row) + 2 * (len(row) - 1)) / 2
        for e, _ in row:
            lines.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="13" height="13" rx="2" fill="#fffdf6" stroke="{MUTED}"/>'
                         f'<text x="{_n(x + 6.5)}" y="{_n(y + 10.5)}" font-size="10" text-anchor="middle" '
                         f'fill="{INK}">{esc(glyph(e))}</text>')
            x += 15
        y += heights
    return f'<g class="marks" data-of="{esc(rid)}">{"".join(lines)}</g>'


def _caravans(view: dict[str, Any], m: Map, table: dict[str, Shape]) -> str:
    """Trade routes as dashed lines from the Bazaar to the destination, caravans on the road as a diamond where
    they are with their road ahead dotted; a route or caravan to Cashgrab runs off the map's west edge."""
    out = []
    for c in (view.get("caravans") or {}).values():
        fill = banner(view, c.get("o"))
        here = table.get(c.get("r")) if c.get("r") in table else None
        start = table[c["from"]].centre if c.get("from") in table else None
        end = table[c["to"]].centre if c.get("to") in table else None
        if end is None and start is not None:
            end = (MARGIN[0] - 60, start[1])
        cargo = str(c.get("cargo", "goods"))
        to = m.regions[c["to"]].name if c.get("to") in m.regions else "Cashgrab"
        words = f"{capital(warlord(view, c.get('o')))}'s caravan of {cargo} to {to}"
        if c.get("route") and start and end:
            out.append(f'<g class="route"><title>{esc(words)}: a trade route</title><path d="M{_n(start[0])},'
                       f'{_n(start[1])}L{_n(end[0])},{_n(end[1])}" stroke="{fill}" stroke-width="3" '
                       f'stroke-dasharray="8 5" fill="none" opacity=".8"/></g>')
        elif here is not None:
            x, y = here.centre
            ahead = [table[p].centre for p in c.get("path") or () if p in table]
            road = "".join(f"L{_n(px)},{_n(py)}" for px, py in ahead)
            line = (f'<path d="M{_n(x)},{_n(y)}{road}" stroke="{fill}" stroke-width="2" stroke-dasharray="2 4" '
                    'fill="none"/>') if road else ""
            out.append(f'<g class="caravan"><title>{esc(words)}: on the road, in {esc(m.regions[c["r"]].name)}'
                       f'</title>{line}<path d="M{_n(x + 26)},{_n(y - 18)}l7,7l-7,7l-7,-7Z" fill="{fill}" '
                       f'stroke="{INK}"/></g>')
    return f'<g class="caravans" pointer-events="visiblePainted">{"".join(out)}</g>'


def _marches(view: dict[str, Any], table: dict[str, Shape]) -> str:
    """The marches written on the warlord's own sheet (their view holds it while they write it, and until it
    resolves): an arrow from the army's region along its path, in the warlord's colour."""
    out = []
    seat = view.get("seat")
    armies = view.get("armies") or {}
    for order in view.get("orders") or ():
        army = armies.get(order.get("move"))
        if army is None or not order.get("path"):
            continue
        points = [table[r].centre for r in [army["r"], *order["path"]] if r in table]
        d = "M" + "L".join(f"{_n(x)},{_n(y + 14)}" for x, y in points)
        out.append(f'<path class="planned-march" d="{d}" fill="none" stroke="{banner(view, seat)}" stroke-width="4" '
                   f'stroke-dasharray="9 5" marker-end="url(#lh-march)" opacity=".9"/>')
    return f'<g class="marches" pointer-events="none">{"".join(out)}</g>' if out else ""


def _frame(m: Map) -> str:
    """The sea on the east, the desert road west to Cashgrab, and the brown boundary along the map's north, west
    and south edges where Barbarians come in (LH-MAP-5)."""
    w, h = size(m)
    x0, y0 = MARGIN[0], MARGIN[1]
    x1 = MARGIN[0] + m.cols * 220
    parts = [f'<rect x="0" y="0" width="{_n(w)}" height="{_n(h)}" fill="#efe6cf"/>',
             f'<rect x="{_n(x1)}" y="0" width="{_n(w - x1)}" height="{_n(h)}" fill="{SEA}"/>',
             f'<rect x="0" y="0" width="{_n(x0)}" height="{_n(h)}" fill="{DESERT}"/>',
             _text(x0 / 2, 22, "The desert", 11, italic=True, fill=MUTED),
             _text(x0 / 2, 36, "road west", 11, italic=True, fill=MUTED),
             _text(x1 + (w - x1) / 2, y0 + 20, "Sea", 11, italic=True, fill=MUTED),
             _text(x0 + 8, y0 - 12, "The brown boundary: Barbarian lands beyond", 11, italic=True, fill=BROWN,
                   anchor="start")]
    for rid in sorted(m.brown_boundary, key=m.region_order.__getitem__):
        line = edge(m, rid)
        if line:
            (ax, ay), (bx, by) = line
            parts.append(f'<path d="M{_n(ax)},{_n(ay)}L{_n(bx)},{_n(by)}" stroke="{BROWN}" stroke-width="7" '
                         'stroke-linecap="round"/>')
    table = shapes(m.expanded)
    for gate in m.cashgrab_gates:
        if gate in table:
            x, y = table[gate].centre
            parts.append(f'<g class="cashgrab-road"><title>The desert road to Cashgrab, from {esc(m.regions[gate].name)}'
                         f'</title><path d="M{_n(x0 - 4)},{_n(y)}L{_n(14)},{_n(y)}" stroke="{BROWN}" '
                         'stroke-width="2" stroke-dasharray="5 4" marker-end="url(#lh-arrow)"/>'
                         f'{_text(x0 / 2, y - 8, "to Cashgrab", 9.5, fill=BROWN)}</g>')
    return "".join(parts)


def _changed(view: dict[str, Any], since: dict[str, Any] | None, m: Map) -> set[str]:
    """Regions whose owner, armies or improvements differ from ``since``."""
    if not since or "owner" not in since:
        return set()
    now, then = _armies_at(view), _armies_at(since)
    out = set()
    for rid in m.regions:
        if ((view.get("owner") or {}).get(rid) != (since.get("owner") or {}).get(rid)
                or now.get(rid) != then.get(rid)
                or (view.get("improvements") or {}).get(rid) != (since.get("improvements") or {}).get(rid)):
            out.add(rid)
    return out


def board_svg(view: dict[str, Any], since: dict[str, Any] | None = None) -> str:
    """The whole map for this view."""
    m = map_of(view)
    table = shapes(m.expanded)
    armies = _armies_at(view)
    changed = _changed(view, since, m)
    w, h = size(m)
    regions = "".join(_region(view, m, rid, table[rid], armies.get(rid, {}), rid in changed) for rid in m.regions)
    marks = "".join(_contents(view, m, rid, table[rid], armies.get(rid, {})) for rid in m.regions)
    defs = (f'<defs>{PATTERNS}<marker id="lh-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" '
            f'markerHeight="6" orient="auto-start-reverse"><path d="M0,0L10,5L0,10Z" fill="{BROWN}"/></marker>'
            f'<marker id="lh-march" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" '
            f'orient="auto"><path d="M0,0L10,5L0,10Z" fill="{INK}"/></marker></defs>')
    return (f'<svg class="lh-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_n(w)} {_n(h)}" role="img" '
            f'aria-label="The map of the Han lands">{defs}{_frame(m)}<g class="regions">{regions}</g>'
            f'<g class="region-marks" pointer-events="none">{marks}</g>{_caravans(view, m, table)}'
            f'{_marches(view, table)}</svg>')
