"""Where the rivers are drawn: each segment along the shared edges of the areas it separates, computed once.

``content/map.py`` gives every river segment a rough course (``SeaSpace.path``) and says which land borders run
along which segment (``Border.river``). The areas' shapes (``shapes.py``) are not the content's course, so a
segment drawn on its course would cut through areas; here a segment is drawn along the edges its borders share
in the shapes, chained into one line from upstream to downstream. A segment with no river border (the Min
River, between Shu and Ba on the frontier) follows the land's outline to where the next segment begins. The
rapids stand where two segments meet. Pure Python, at import.
"""

from __future__ import annotations

from ..content.map import BORDERS, RAPIDS, RIVERS, SEA_SPACE
from .shapes import OUTLINE, SHAPES, FPoint, on_boundary

TOL = 2.0


def _d2(p: FPoint, q: FPoint) -> float:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _shared_edges(seg: str) -> list[tuple[FPoint, FPoint]]:
    edges = []
    for b in BORDERS:
        if b.river != seg:
            continue
        pa, pb = SHAPES[b.a], SHAPES[b.b]
        for i, p in enumerate(pa):
            q = pa[(i + 1) % len(pa)]
            if _d2(p, q) > 0.01 and on_boundary(p, pb, 0.5) and on_boundary(q, pb, 0.5):
                edges.append((p, q))
    return edges


def _chain(edges: list[tuple[FPoint, FPoint]], source: FPoint) -> list[FPoint]:
    """The edges joined end to end into one line, starting from the loose end nearest ``source``."""
    if not edges:
        return []
    ends: list[FPoint] = [p for e in edges for p in e]
    loose = [p for p in ends if sum(1 for q in ends if _d2(p, q) <= TOL * TOL) == 1] or ends
    start = min(loose, key=lambda p: _d2(p, source))
    line, left = [start], list(edges)
    while left:
        here = line[-1]
        e = min(left, key=lambda e: min(_d2(e[0], here), _d2(e[1], here)))
        left.remove(e)
        a, b = e if _d2(e[0], here) <= _d2(e[1], here) else (e[1], e[0])
        if _d2(a, here) > TOL * TOL:
            line.append(a)
        line.append(b)
    return line


def _outline_walk(a: FPoint, b: FPoint) -> list[FPoint]:
    """The land's outline from the point on it nearest ``a`` to the one nearest ``b``, the shorter way round."""
    pts = [(float(x), float(y)) for x, y in OUTLINE]
    k = len(pts)

    def project(p: FPoint) -> tuple[int, FPoint]:
        best = (0, pts[0], float("inf"))
        for i in range(k):
            u, v = pts[i], pts[(i + 1) % k]
            dx, dy = v[0] - u[0], v[1] - u[1]
            t = max(0.0, min(1.0, ((p[0] - u[0]) * dx + (p[1] - u[1]) * dy) / (dx * dx + dy * dy)))
            q = (u[0] + t * dx, u[1] + t * dy)
            if _d2(p, q) < best[2]:
                best = (i, q, _d2(p, q))
        return best[0], best[1]

    (i, pa), (j, pb) = project(a), project(b)

    def walk(step: int) -> list[FPoint]:
        line, idx = [pa], i
        while idx != j:
            idx = (idx + step) % k
            line.append(pts[idx] if step == 1 else pts[(idx + 1) % k])
        return [*line, pb]

    fwd = walk(1)
    back = [pa] + [pts[(i - m) % k] for m in range((i - j) % k)] + [pb]
    return min((fwd, back), key=lambda ln: sum(_d2(p, q) ** 0.5 for p, q in zip(ln, ln[1:], strict=False)))


def _gap(p: FPoint, line: list[FPoint]) -> float:
    return min(_d2(p, line[0]), _d2(p, line[-1]))


def _paths() -> dict[str, tuple[FPoint, ...]]:
    out: dict[str, tuple[FPoint, ...]] = {}
    for segs in RIVERS.values():
        lines = {s: _chain(_shared_edges(s), SEA_SPACE[s].path[0]) for s in segs}
        for i, s in enumerate(segs):
            if not lines[s]:                          # no river border: along the frontier to the next segment
                nxt = lines[segs[i + 1]] if i + 1 < len(segs) else [SEA_SPACE[s].path[-1]]
                end = min((nxt[0], nxt[-1]), key=lambda p: min(_d2(p, q) for q in OUTLINE))
                lines[s] = _outline_walk(SEA_SPACE[s].path[0], end)
        for i, s in enumerate(segs):                  # upstream to downstream: each starts where the last ended
            line = lines[s]
            if i == 0 and len(segs) > 1:
                if _gap(line[0], lines[segs[1]]) < _gap(line[-1], lines[segs[1]]):
                    line.reverse()
            elif i > 0 and _d2(line[-1], lines[segs[i - 1]][-1]) < _d2(line[0], lines[segs[i - 1]][-1]):
                line.reverse()
        out.update({s: tuple((round(x, 1), round(y, 1)) for x, y in ln) for s, ln in lines.items()})
    return out


RIVER_PATHS: dict[str, tuple[FPoint, ...]] = _paths()
"""River segment id -> its drawn line, upstream to downstream (board units)."""

RAPIDS_AT: dict[str, FPoint] = {
    r.id: ((RIVER_PATHS[r.upstream][-1][0] + RIVER_PATHS[r.downstream][0][0]) / 2,
           (RIVER_PATHS[r.upstream][-1][1] + RIVER_PATHS[r.downstream][0][1]) / 2) for r in RAPIDS
}
"""Rapids id -> where it is drawn: where its two segments meet."""


def midpoint(seg: str, frac: float = 0.5) -> tuple[FPoint, FPoint]:
    """The point halfway (or ``frac`` of the way) along a segment's drawn line, and the line's direction there
    (a unit vector)."""
    line = RIVER_PATHS[seg]
    lengths = [_d2(p, q) ** 0.5 for p, q in zip(line, line[1:], strict=False)]
    half = sum(lengths) * frac
    for (p, q), d in zip(zip(line, line[1:], strict=False), lengths, strict=True):
        if half <= d and d > 0:
            t = half / d
            return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])), ((q[0] - p[0]) / d, (q[1] - p[1]) / d)
        half -= d
    return line[-1], (1.0, 0.0)
