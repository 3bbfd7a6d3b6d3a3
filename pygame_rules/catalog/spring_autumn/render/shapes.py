"""The land areas' shapes: a partition of China into one polygon per area, computed once at import.

The map's content gives each area a centre, not a shape (``content/map.py``). Here every area is the set of
points of the land outline nearer its *site* than any other site: a Voronoi partition clipped to
``OUTLINE``, so neighbouring shapes share an edge and none overlaps another. A site is the area's centre,
moved where ``SITE_SHIFT`` says so that the shapes that touch are the areas ``content/map.py`` says border
each other (``tests/spring_autumn/test_render_shapes.py`` checks every border and finds no extra one).
The geometry is the shared ``pygame_rules.drawing.geometry``. Pure Python, no dependencies: 37 cells of a
few dozen vertices each, a few milliseconds at import.
"""

from __future__ import annotations

from ....drawing.geometry import FPoint, on_boundary, polygon_centroid, shared_edge_length, voronoi_cells
from ..content.map import AREAS, Point

__all__ = ["OUTLINE", "SHAPES", "SITE_SHIFT", "FPoint", "centroid", "on_boundary", "shared_edge"]

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


def _site(area_id: str, center: Point) -> FPoint:
    dx, dy = SITE_SHIFT.get(area_id, (0, 0))
    return float(center[0] + dx), float(center[1] + dy)


def _cells() -> dict[str, tuple[FPoint, ...]]:
    return voronoi_cells({a.id: _site(a.id, a.center) for a in AREAS}, OUTLINE)


SHAPES: dict[str, tuple[FPoint, ...]] = _cells()
"""Area id -> its polygon (clockwise, 1000x1000 board units)."""


def shared_edge(a: str, b: str, tolerance: float = 0.5) -> float:
    """How long the stretch of border two areas' shapes share is (0: they do not touch along an edge)."""
    return shared_edge_length(SHAPES[a], SHAPES[b], tolerance)


def centroid(area: str) -> FPoint:
    """The centre of mass of an area's shape."""
    return polygon_centroid(SHAPES[area])
