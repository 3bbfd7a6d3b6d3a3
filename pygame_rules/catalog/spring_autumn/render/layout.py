"""Placing an area's rows of pieces inside its shape, so nothing spills onto a neighbour or its name.

An area's contents are a stack of rows (its tokens, its name, its spaces, each faction's units), each drawn in
its own coordinates: from x = 0 to its width, centred on y = 0. ``fit`` finds where the stack goes: the rows
one under another, each centred on the area's centroid as far as the shape's interior at that height allows
(a scanline of the polygon, ``MARGIN`` inside its edges), the stack as near the centroid as it fits; if it
does not fit, the rows shrink (down to ``MIN_SCALE``) and armies wrap to the width there is. Pure Python.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from .shapes import SHAPES, FPoint, centroid
from .text import n

MARGIN = 7.0
GAP = 2.0
SCALES = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
MIN_SCALE = SCALES[-1]
TRIES = ((0, MARGIN, SCALES[:3]), (0, MARGIN / 2, SCALES[:3]), (0, MARGIN / 2, SCALES[3:5]),
         (1, MARGIN / 2, SCALES[1:5]), (2, MARGIN / 2, SCALES[1:]), (3, MARGIN / 2, SCALES[1:]))
"""In order of preference: (level, margin, scales). Every kind of unit at a readable size first, nearer the
edges next, smaller after that, and only then armies compacted."""


@dataclass(frozen=True)
class Row:
    """A row to place: its width and height at scale 1 and how to draw it at the origin (left edge 0, middle 0)."""

    width: float
    height: float
    draw: Callable[[], str]
    cls: str = "row"


@dataclass(frozen=True)
class Placed:
    row: Row
    x: float          # left edge
    y: float          # middle
    scale: float

    @property
    def box(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) in board units."""
        w, h = self.row.width * self.scale, self.row.height * self.scale
        return self.x, self.y - h / 2, self.x + w, self.y + h / 2

    def svg(self) -> str:
        s = "" if self.scale == 1 else f" scale({n(self.scale)})"
        left, top, right, bottom = self.box
        return (f'<g class="{self.row.cls}" transform="translate({n(self.x)},{n(self.y)}){s}" '
                f'data-box="{n(left)} {n(top)} {n(right)} {n(bottom)}">{self.row.draw()}</g>')


def _crossings(poly: tuple[FPoint, ...], y: float) -> list[float]:
    xs = []
    for i, (x1, y1) in enumerate(poly):
        x2, y2 = poly[(i + 1) % len(poly)]
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    return sorted(xs)


@lru_cache(maxsize=8192)
def span(area: str, y: float, x: float) -> tuple[float, float]:
    """The stretch of the horizontal line at ``y`` inside ``area``'s shape that holds ``x`` (or the one nearest
    it); (x, x) if the line misses the shape."""
    xs = _crossings(SHAPES[area], y)
    best, dist = (x, x), float("inf")
    for a, b in zip(xs[::2], xs[1::2], strict=False):
        d = 0.0 if a <= x <= b else min(abs(a - x), abs(b - x))
        if d < dist:
            best, dist = (a, b), d
    return best


@lru_cache(maxsize=1 << 16)
def band(area: str, top: float, bottom: float, x: float, margin: float = MARGIN) -> tuple[float, float]:
    """The stretch from left to right that is inside the shape at every height from ``top`` to ``bottom``,
    ``MARGIN`` inside its edges (sampled every 4 units, and ``MARGIN`` above and below). Remembered: the
    shapes never change and ``fit`` asks the same bands for an area whose rows did not change since the
    last render (most areas, from one move to the next), which was most of a render's time."""
    lo, hi = -1e9, 1e9
    y = top - margin
    while True:
        a, b = span(area, round(y, 1), round(x, 1))
        lo, hi = max(lo, a + margin), min(hi, b - margin)
        if y >= bottom + margin:
            break
        y = min(y + 4, bottom + margin)
    return lo, hi


def _bounds(area: str) -> tuple[float, float]:
    ys = [p[1] for p in SHAPES[area]]
    return min(ys), max(ys)


def _try(area: str, rows: list[Row], top: float, scale: float, cx: float,
         margin: float = MARGIN) -> tuple[float, list[Placed]]:
    """The rows stacked from ``top`` at ``scale``: (how far they overflow the shape in all, their places)."""
    placed, over, y = [], 0.0, top
    for r in rows:
        h, w = r.height * scale, r.width * scale
        lo, hi = band(area, y, y + h, cx, margin)
        room = hi - lo
        if w > room:
            over += w - room
            x = (lo + hi) / 2 - w / 2
        else:
            x = min(max(cx - w / 2, lo), hi - w)
        placed.append(Placed(r, x, y + h / 2, scale))
        y += h + GAP * scale
    return over, placed


def fit(area: str, rows_at: Callable[[float, int], list[Row]], anchor: int = 0) -> list[Placed]:
    """Place the rows ``rows_at(width, level)`` gives (wrapped to ``width`` board units at scale 1; ``level``
    0 to 3: ever more compact) inside ``area``: the first scale at which they fit, the stack as close to the
    centroid as it can (row ``anchor``'s middle on it, ideally); full rows first, then more compact ones, then
    nearer the edges; if nothing fits, the placing that overflows least."""
    cx, cy = centroid(area)
    y0, y1 = _bounds(area)
    best: tuple[float, list[Placed]] | None = None
    for level, margin, scales in TRIES:
        for scale in scales:
            lo, hi = band(area, cy - 12, cy + 12, cx, margin)
            rows = rows_at(max(60.0, (hi - lo) / scale), level)
            heights = [r.height * scale + GAP * scale for r in rows]
            total = sum(heights) - GAP * scale
            if total > y1 - y0:
                continue
            ideal = cy - sum(heights[:anchor]) - rows[anchor].height * scale / 2 if rows else cy
            tops = [round(ideal, 1), *sorted(_frange(y0, y1 - total), key=lambda t: abs(t - ideal))]
            for top in tops:
                over, placed = _try(area, rows, top, scale, cx, margin)
                if over == 0:
                    return placed
                if best is None or over < best[0]:
                    best = (over, placed)
    if best is None:
        return _try(area, rows_at(60.0, 3), cy, MIN_SCALE, cx)[1]
    return best[1]


def _frange(a: float, b: float, step: float = 3.0) -> list[float]:
    out, y = [], a
    while y <= b:
        out.append(y)
        y += step
    return out or [a]
