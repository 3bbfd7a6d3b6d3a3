"""Plane geometry for drawing maps: polygons as tuples of (x, y) points, SVG-style (y down).

A map's areas are drawn as a Voronoi partition of its outline (``voronoi_cells``): every area is the part of the
outline nearer its site than any other site, so neighbouring cells share an edge and none overlaps another.
``shared_edge_length`` measures how long a stretch two polygons share, the test that two areas are drawn as
neighbours. Pure Python: a few dozen cells of a few dozen vertices take milliseconds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

FPoint = tuple[float, float]
Polygon = tuple[FPoint, ...]


def clip_half_plane(poly: list[FPoint], a: FPoint, b: FPoint, weight_a: float = 0.0,
                    weight_b: float = 0.0) -> list[FPoint]:
    """The part of ``poly`` nearer ``a`` than ``b`` (Sutherland-Hodgman against one half-plane).

    With weights it is the power distance, ``|p - a|^2 - weight_a`` against ``|p - b|^2 - weight_b``: a site of
    lower weight holds less (a negative weight makes a thin cell, as for a river's reach)."""
    nx, ny = b[0] - a[0], b[1] - a[1]
    c = (b[0] * b[0] + b[1] * b[1] - a[0] * a[0] - a[1] * a[1]) / 2
    if weight_a != weight_b:
        c += (weight_a - weight_b) / 2

    def side(p: FPoint) -> float:
        return c - (nx * p[0] + ny * p[1])

    out: list[FPoint] = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        sp, sq = side(p), side(q)
        if sp >= 0:
            out.append(p)
        if (sp >= 0) != (sq >= 0):
            t = sp / (sp - sq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def voronoi_cell(site: FPoint, others: Iterable[FPoint], outline: Sequence[tuple[float, float]]) -> list[FPoint]:
    """The part of ``outline`` (a convex or not polygon) nearer ``site`` than any of ``others``, unrounded."""
    poly: list[FPoint] = [(float(x), float(y)) for x, y in outline]
    for other in others:
        poly = clip_half_plane(poly, site, other)
    return poly


def power_cells(sites: Mapping[str, FPoint], weights: Mapping[str, float], outline: Sequence[tuple[float, float]],
                digits: int = 1) -> dict[str, Polygon]:
    """Each site's cell of ``outline`` by power distance (``|p - site|^2 - weight``; a missing weight is 0), corners
    rounded to ``digits``; a site whose cell is empty gets an empty tuple. The nearest sites clip first and a site
    too far to cut the cell is skipped, so a few dozen sites take milliseconds."""
    cells: dict[str, Polygon] = {}
    top = max((weights.get(b, 0.0) for b in sites), default=0.0)
    for a, pa in sites.items():
        wa = weights.get(a, 0.0)
        others = sorted((distance2(pa, pb), b) for b, pb in sites.items() if b != a)
        poly: list[FPoint] = [(float(x), float(y)) for x, y in outline]
        reach = max((p[0] - pa[0]) ** 2 + (p[1] - pa[1]) ** 2 for p in poly) ** 0.5
        for d2, b in others:
            d = d2 ** 0.5
            if d > reach and (d - reach) ** 2 - top >= reach * reach - wa:
                break                           # this site and every farther one are too far to cut the cell
            wb = weights.get(b, 0.0)
            if d > reach and (d - reach) ** 2 - wb >= reach * reach - wa:
                continue
            poly = clip_half_plane(poly, pa, sites[b], wa, wb)
            if not poly:
                break
            reach = max((p[0] - pa[0]) ** 2 + (p[1] - pa[1]) ** 2 for p in poly) ** 0.5
        cells[a] = tuple((round(x, digits), round(y, digits)) for x, y in poly)
    return cells


def voronoi_cells(sites: Mapping[str, FPoint], outline: Sequence[tuple[float, float]],
                  digits: int = 1) -> dict[str, Polygon]:
    """Each site's cell of ``outline`` (its points nearer that site than any other), corners rounded to ``digits``.

    The cells tile the outline. For an outline with a deep bay, a cell whose half-planes span the bay holds land on
    both shores, joined by a zero-width bridge along a clip line across the water; keep sites (or water cells)
    so that no cell spans a bay.
    """
    cells: dict[str, Polygon] = {}
    for a, pa in sites.items():
        poly = voronoi_cell(pa, (pb for b, pb in sites.items() if b != a), outline)
        cells[a] = tuple((round(x, digits), round(y, digits)) for x, y in poly)
    return cells


def on_boundary(p: FPoint, poly: Sequence[FPoint], tolerance: float) -> bool:
    """Whether ``p`` lies within ``tolerance`` of an edge of ``poly``."""
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
        x, y = a[0] + t * dx, a[1] + t * dy
        if (x - p[0]) ** 2 + (y - p[1]) ** 2 <= tolerance * tolerance:
            return True
    return False


def shared_edge_length(pa: Sequence[FPoint], pb: Sequence[FPoint], tolerance: float = 0.5) -> float:
    """How long the stretch of border two polygons share is: the edges of ``pa`` whose both ends lie on ``pb``'s
    boundary (0: they do not touch along an edge)."""
    total = 0.0
    for i, p in enumerate(pa):
        q = pa[(i + 1) % len(pa)]
        if on_boundary(p, pb, tolerance) and on_boundary(q, pb, tolerance):
            total += ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5
    return total


def shared_edges(pa: Sequence[FPoint], pb: Sequence[FPoint], tolerance: float = 0.5) -> list[tuple[FPoint, FPoint]]:
    """The edges of ``pa`` (non-degenerate) whose both ends lie on ``pb``'s boundary."""
    out = []
    for i, p in enumerate(pa):
        q = pa[(i + 1) % len(pa)]
        if distance2(p, q) > 0.01 and on_boundary(p, pb, tolerance) and on_boundary(q, pb, tolerance):
            out.append((p, q))
    return out


def polygon_centroid(poly: Sequence[FPoint]) -> FPoint:
    """The centre of mass of a simple polygon."""
    a = cx = cy = 0.0
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        cross = p[0] * q[1] - q[0] * p[1]
        a += cross
        cx += (p[0] + q[0]) * cross
        cy += (p[1] + q[1]) * cross
    return cx / (3 * a), cy / (3 * a)


def polygon_area(poly: Sequence[FPoint]) -> float:
    """The area of a simple polygon (either orientation)."""
    return abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(poly, [*poly[1:], *poly[:1]], strict=True))) / 2


def point_in_polygon(p: FPoint, poly: Sequence[FPoint]) -> bool:
    """Whether ``p`` is inside ``poly`` (even-odd rule)."""
    x, y = p
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, [*poly[1:], *poly[:1]], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def distance2(p: FPoint, q: FPoint) -> float:
    """The squared distance between two points."""
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def distance_to_boundary(p: FPoint, poly: Sequence[FPoint]) -> float:
    """How far ``p`` is from the nearest edge of ``poly``."""
    best = float("inf")
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
        best = min(best, distance2(p, (a[0] + t * dx, a[1] + t * dy)))
    return best ** 0.5
