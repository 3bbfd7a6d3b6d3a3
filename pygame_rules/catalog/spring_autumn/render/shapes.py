"""The land areas' shapes: a partition of China into one polygon per area, computed once at import.

The map's content gives each area a centre, not a shape (``content/map.py``). Here every area is the set of
points of the land outline nearer its *site* than any other site: a Voronoi partition clipped to
``OUTLINE``, so neighbouring shapes share an edge and none overlaps another. A site is the area's centre,
moved where ``SITE_SHIFT`` says so that the shapes that touch are the areas ``content/map.py`` says border
each other (``tests/spring_autumn/test_render_shapes.py`` checks every border and finds no extra one).
Pure Python, no dependencies: 37 cells of a few dozen vertices each, a few milliseconds at import.
"""

from __future__ import annotations

from ..content.map import AREAS, Point

FPoint = tuple[float, float]

OUTLINE: tuple[Point, ...] = (
    (110, 150), (175, 92), (300, 66), (361, 69), (482, 83), (575, 78), (669, 69), (745, 72), (770, 112),
    (775, 150), (795, 190), (860, 198), (930, 212), (968, 238), (960, 272), (905, 290), (912, 345),
    (893, 420), (878, 470), (905, 492), (902, 560), (912, 640), (905, 690), (872, 740), (850, 800),
    (800, 835), (746, 812), (700, 770), (658, 712), (560, 722), (470, 712), (398, 702), (330, 650),
    (290, 600), (250, 598), (170, 606), (80, 596), (62, 520), (72, 440), (95, 431), (108, 330),
    (137, 258),
)
"""China's coast and frontier, clockwise from the north-west, through the tips of the invasion arrows."""

SITE_SHIFT: dict[str, Point] = {
    "ba": (14, -7), "cai": (-2, 5), "cao": (12, 6), "chen": (27, 22), "chu": (-11, 31), "dai": (-17, -1),
    "guo": (17, -21), "hanzhong": (3, -5), "hexi": (36, -28), "jin": (-12, 38), "ju": (-10, 5), "lai": (3, 0),
    "loufan": (3, 13), "lu": (0, 3), "min": (-5, -2), "pu": (-21, 10), "qi": (-30, 4), "qin": (31, -26),
    "qunshu": (-14, 15), "shen": (7, 10), "shu": (-28, -1), "song": (0, -1), "sui": (-3, -15), "taiyuan": (1, -10),
    "wei": (-3, -1), "wu": (45, 45), "xianyu": (-18, 15), "xu": (-4, -27), "yan": (3, 8), "yiqu": (-6, -19),
    "yong": (3, 32), "yu": (-9, -20), "yue": (3, -4), "yuzhang": (28, -10), "zheng": (-27, 2), "zhou": (5, -20),
}
"""Each area's Voronoi site as a shift (dx, dy) from its centre, found by a search (simulated annealing over
shifts of at most 45 units) that made every border of ``content/map.py`` a shared edge of 20 units or more,
kept shapes that do not border apart, and drew the river borders close to the rivers' courses."""


def _clip(poly: list[FPoint], a: FPoint, b: FPoint) -> list[FPoint]:
    """The part of ``poly`` nearer ``a`` than ``b`` (Sutherland-Hodgman against one half-plane)."""
    nx, ny = b[0] - a[0], b[1] - a[1]
    c = (b[0] * b[0] + b[1] * b[1] - a[0] * a[0] - a[1] * a[1]) / 2

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


def _site(area_id: str, center: Point) -> FPoint:
    dx, dy = SITE_SHIFT.get(area_id, (0, 0))
    return float(center[0] + dx), float(center[1] + dy)


def _cells() -> dict[str, tuple[FPoint, ...]]:
    sites = {a.id: _site(a.id, a.center) for a in AREAS}
    cells: dict[str, tuple[FPoint, ...]] = {}
    for a, pa in sites.items():
        poly: list[FPoint] = [(float(x), float(y)) for x, y in OUTLINE]
        for b, pb in sites.items():
            if b != a:
                poly = _clip(poly, pa, pb)
        cells[a] = tuple((round(x, 1), round(y, 1)) for x, y in poly)
    return cells


SHAPES: dict[str, tuple[FPoint, ...]] = _cells()
"""Area id -> its polygon (clockwise, 1000x1000 board units)."""


def shared_edge(a: str, b: str, tolerance: float = 0.5) -> float:
    """How long the stretch of border two areas' shapes share is (0: they do not touch along an edge)."""
    pb = SHAPES[b]
    total = 0.0
    pa = SHAPES[a]
    for i, p in enumerate(pa):
        q = pa[(i + 1) % len(pa)]
        if on_boundary(p, pb, tolerance) and on_boundary(q, pb, tolerance):
            total += ((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5
    return total


def on_boundary(p: FPoint, poly: tuple[FPoint, ...], tolerance: float) -> bool:
    for i, a in enumerate(poly):
        b = poly[(i + 1) % len(poly)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / n))
        x, y = a[0] + t * dx, a[1] + t * dy
        if (x - p[0]) ** 2 + (y - p[1]) ** 2 <= tolerance * tolerance:
            return True
    return False


def centroid(area: str) -> FPoint:
    """The centre of mass of an area's shape."""
    poly = SHAPES[area]
    a = cx = cy = 0.0
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        cross = p[0] * q[1] - q[0] * p[1]
        a += cross
        cx += (p[0] + q[0]) * cross
        cy += (p[1] + q[1]) * cross
    return cx / (3 * a), cy / (3 * a)
