"""The Land of Han map's geometry: each Province group a square cell of the grid (``content.map``), its Central a
square in the middle and each Border the trapezoid between the Central and one side of the cell, cut along the
cell's diagonals.

That shape is the map's adjacency and nothing more (``tests/land_of_han/test_lh_render.py`` checks it): a
Central touches each of its Borders; two Borders of a group in neighbouring compass directions share a diagonal;
two groups side by side share the cell side between them, which is the facing Border of each or, where a group
has no Border on that side, its Central, which then reaches the side (Yan, with no West, meets East Wei with its
Central). North and South of a group never touch, nor do Borders across a corner of four cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..content.map import BASE, EAST, EXPANDED, NORTH, SOUTH, WEST, Map

CELL = 220
"""A group's cell, in SVG units."""
INSET = 70
"""The Borders' depth: the Central is the cell less this much on each side that has a Border."""
MARGIN = (90, 60, 40, 60)
"""Room around the grid (west, north, east, south): the desert road to Cashgrab on the west, the brown boundary's
label on the north, the sea on the east."""

Point = tuple[float, float]


@dataclass(frozen=True)
class Shape:
    """One region's polygon (clockwise), the point its contents are centred on, and the box (width, height) around
    that point that its contents may fill."""

    points: tuple[Point, ...]
    centre: Point
    box: tuple[float, float]


def _corners(x: float, y: float, d: float) -> dict[str, Point]:
    """The cell's outer corners and the Central's inner ones, named by side-and-side (``"nw"``: north-west)."""
    return {"nw": (x, y), "ne": (x + CELL, y), "se": (x + CELL, y + CELL), "sw": (x, y + CELL),
            "inw": (x + d, y + d), "ine": (x + CELL - d, y + d), "ise": (x + CELL - d, y + CELL - d),
            "isw": (x + d, y + CELL - d)}


SIDES = ((NORTH, "nw", "ne"), (EAST, "ne", "se"), (SOUTH, "se", "sw"), (WEST, "sw", "nw"))
"""Each side of a cell from corner to corner, clockwise."""


def _dedupe(points: list[Point]) -> tuple[Point, ...]:
    out: list[Point] = []
    for p in points:
        if not out or out[-1] != p:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return tuple(out)


def cell_origin(m: Map, row: int, col: int) -> Point:
    return MARGIN[0] + col * CELL, MARGIN[1] + row * CELL


@cache
def shapes(expanded: bool) -> dict[str, Shape]:
    """Every region's shape on the base or the expanded map."""
    m = EXPANDED if expanded else BASE
    out: dict[str, Shape] = {}
    for g in m.groups:
        x, y = cell_origin(m, g.row, g.col)
        c = _corners(x, y, INSET)
        has = {m.regions[b].direction for b in g.borders}
        central: list[Point] = []
        for side, a, b in SIDES:
            central += [c[a], c[b]] if side not in has else [c["i" + a], c["i" + b]]
            if side in has:
                box = (CELL - INSET - 8, INSET - 6) if side in (NORTH, SOUTH) else (INSET - 6, CELL - INSET - 8)
                out[side + g.id] = Shape((c[a], c[b], c["i" + b], c["i" + a]), _border_centre(x, y, side), box)
        out[g.id] = Shape(_dedupe(central), (x + CELL / 2, y + CELL / 2), (CELL - 2 * INSET - 6,) * 2)
    return out


def _border_centre(x: float, y: float, side: str) -> Point:
    half = INSET / 2
    return {NORTH: (x + CELL / 2, y + half), SOUTH: (x + CELL / 2, y + CELL - half),
            WEST: (x + half, y + CELL / 2), EAST: (x + CELL - half, y + CELL / 2)}[side]


def size(m: Map) -> tuple[float, float]:
    """The drawing's width and height for a map."""
    return MARGIN[0] + m.cols * CELL + MARGIN[2], MARGIN[1] + m.rows * CELL + MARGIN[3]


def edge(m: Map, region: str) -> tuple[Point, Point] | None:
    """The outer side of the map a Border on the map's edge lies along (for the brown boundary), else None."""
    r = m.regions[region]
    if r.direction is None:
        return None
    g = m.group(r.group)
    x, y = cell_origin(m, g.row, g.col)
    c = _corners(x, y, INSET)
    for side, a, b in SIDES:
        if side == r.direction:
            return c[a], c[b]
    return None
