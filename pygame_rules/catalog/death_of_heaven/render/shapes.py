"""The Death of Heaven map's geometry: China's outline, one polygon per territory, the water between them, the docks
and the water lanes, computed once at import from the constants below. Pure Python, no dependencies.

``content/map.py`` gives each territory a centre (from its city's longitude and latitude), not a shape. Here the
outline of Han China around 197 AD (``OUTLINE``: the coast in the east, the frontier elsewhere) is cut by a power
diagram (a Voronoi partition with weights, ``pygame_rules.drawing.geometry.power_cells``) into cells of three kinds:

- one cell per territory, its site the territory's centre moved by ``SITE_SHIFT`` (and weighted by
  ``SITE_WEIGHT``);
- water cells (``WATERS``): reaches of the Yellow River, the Han, the Min and the Yangtze with Lake Dongting, thin
  because their weights are negative; together they draw the rivers, and they keep apart territories that are
  neighbours by water only; and the Bohai Sea, inside the outline so that no cell wraps round the gulf;
- wild cells (``WILDS``): land no territory covers (the Ordos, Nanzhong, Lingnan, the Min hills), so that no
  territory on the frontier is drawn huge.

The sites were found by a search (simulated annealing over shifts, positions and weights,
``tests/death_of_heaven/dh_map_search.py``) so that two territories' shapes share an edge of 20 units or more
exactly when they have a LAND border (``tests/death_of_heaven/test_dh_render_shapes.py`` checks each pair), every
centre lies inside its shape with room for its spaces and name, and every water border's two territories touch
one stretch of water.

A territory with a water border has a dock (``DOCKS``): a point inside it by its bank of the water its lanes use.
Each water border is drawn as a lane (``LANES``): from one dock to its bank, along the water (through the middle
of the edges where water cells meet) to the other territory's bank and dock; so a land neighbour is a shared edge
and a water neighbour is a lane, and water-only neighbours never share an edge. If the map's borders change, run
the search again (it starts from these constants) and paste its output here.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from ....drawing.geometry import (
    FPoint,
    Polygon,
    distance2,
    distance_to_boundary,
    polygon_centroid,
    power_cells,
    shared_edge_length,
    shared_edges,
)
from ..content.map import BORDERS, TERRITORIES, TERRITORY, WATER, has_water_node

Point = tuple[int, int]

__all__ = [
    "CELLS", "DOCKS", "LABEL_POINTS", "LANES", "MIN_EDGE", "OUTLINE", "OUTLINE_LONLAT", "RIVER_NAMES", "SHAPES",
    "SITE_SHIFT", "SITE_WEIGHT", "WATERS", "WATER_SHAPES", "WILDS", "WILD_NAMES", "WILD_SHAPES", "FPoint", "Polygon",
    "board_point", "centroid", "label_point", "lane", "shared_edge",
]


def board_point(lon: float, lat: float) -> Point:
    """A longitude and latitude as board units: the scale of ``content/map.py``'s centres (Luoyang at 487, 344)."""
    return min(1000, max(0, round(487 + (lon - 112.45) * 44.5))), min(1000, max(0, round(344 - (lat - 34.62) * 46.6)))


OUTLINE_LONLAT: tuple[tuple[float, float], ...] = (
    (101.6, 38.6), (102.8, 39.2), (104.5, 39.3), (106.2, 39.0), (107.5, 39.6), (109.5, 40.2), (111.5, 40.6),
    (113.3, 40.9), (114.8, 41.2), (116.2, 41.4), (117.8, 41.3), (119.4, 41.6), (121.0, 42.0), (122.5, 42.0),
    (123.9, 41.8), (124.0, 40.2), (123.0, 39.7), (121.9, 39.1), (121.3, 38.8), (120.7, 37.75), (121.5, 37.55),
    (122.4, 37.45), (122.55, 37.0), (121.5, 36.6), (120.4, 36.1), (119.6, 35.4), (119.3, 34.7), (120.2, 33.9),
    (120.7, 33.0), (121.0, 32.3), (121.9, 31.7), (121.8, 31.0), (121.2, 30.6), (121.5, 30.0), (121.9, 29.3),
    (121.5, 28.5), (120.6, 27.7), (119.8, 26.5), (119.3, 25.5), (118.3, 24.6), (117.0, 23.7), (116.0, 22.9),
    (114.8, 22.6), (113.7, 22.3), (112.5, 21.8), (111.2, 21.5), (110.3, 21.0), (110.0, 20.5), (108.0, 20.5),
    (107.4, 21.3), (106.7, 20.5), (104.0, 20.5), (102.6, 21.6), (101.9, 22.5), (101.6, 24.0), (101.6, 26.5),
    (101.9, 28.5), (102.3, 30.0), (102.5, 31.5), (102.3, 33.0), (102.0, 34.5), (101.6, 35.8), (101.6, 37.2),
)
"""Han China's edge as (longitude, latitude), clockwise from the north-west: the northern frontier, Liaodong, the
Bohai, Shandong, the coast down to the Gulf of Tonkin, the box's southern edge, the south-western and western
frontiers and the Hexi corridor."""

OUTLINE: tuple[Point, ...] = tuple(board_point(lon, lat) for lon, lat in OUTLINE_LONLAT)
"""The outline in board units (1000x1000, north up)."""

SITE_SHIFT: dict[str, Point] = {
    "ba": (32, 26), "beihai": (2, 17), "chaisang": (4, 13), "changan": (5, -53), "changsha": (-19, 35),
    "chengdu": (-32, 43), "danyang": (8, 12), "guangling": (-1, -23), "hanzhong": (-18, 4), "henei": (-14, -36),
    "ji": (19, -13), "jiangling": (-8, -34), "jiangxia": (18, -46), "jianning": (-45, -13), "jiaozhi": (82, 20),
    "jinyang": (28, 35), "kuaiji": (-17, 25), "langya": (37, -14), "liaodong": (-83, 9), "lujiang": (2, 12),
    "luoyang": (-35, -20), "nanpi": (-7, 9), "pingyuan": (33, 8), "puyang": (17, 11), "runan": (11, 20),
    "shangyong": (20, 9), "shouchun": (-8, -9), "tianshui": (36, 12), "wan": (-28, 8), "wu": (18, -15),
    "wuling": (-20, 54), "wuwei": (-19, 3), "xiangyang": (-29, 4), "xiaopei": (-39, 17), "xiapi": (28, 4),
    "xudu": (10, 2), "ye": (-21, -7), "zitong": (39, 17),
}
"""Each territory's site as a shift (dx, dy) from its centre (found by the search)."""

SITE_WEIGHT: dict[str, int] = {
    "ba": 1410, "beihai": 1040, "chaisang": -1050, "changan": 1500, "changsha": -210, "chengdu": 1120,
    "danyang": -1220, "guangling": 90, "hanzhong": 10, "henei": -200, "ji": -1190, "jiangling": -1270,
    "jiangxia": -80, "jianning": -1500, "jiaozhi": -1250, "jinyang": -1330, "kuaiji": 1200, "langya": 1500,
    "liaodong": -490, "lujiang": -1200, "luoyang": 150, "nanpi": -210, "pingyuan": 920, "puyang": 880, "runan": 230,
    "shangyong": -220, "shouchun": -70, "tianshui": 1080, "wan": -890, "wu": 270, "wuling": 1170, "wuwei": -180,
    "xiangyang": 580, "xiaopei": 650, "xiapi": 220, "xudu": -1500, "ye": -910, "zitong": -1090,
}
"""Each territory's power weight (0 when absent): a higher weight draws its cell larger."""

WATERS: dict[str, tuple[str, Point, int]] = {
    "yellow1": ("yellow", (470, 309), -1010), "yellow2": ("yellow", (526, 313), -3210),
    "min1": ("min", (116, 553), -4000), "min2": ("min", (95, 549), -4000), "yz1": ("yangtze", (224, 596), -2830),
    "gorge1": ("yangtze", (277, 575), -2900), "gorge2": ("yangtze", (447, 494), -2030),
    "gorge3": ("yangtze", (453, 485), -600), "han1": ("han", (408, 449), -1500), "han2": ("han", (450, 451), -550),
    "han3": ("han", (480, 483), -2930), "han4": ("han", (534, 494), -4000), "han5": ("han", (445, 525), -3490),
    "dongting": ("dongting", (506, 653), -3250), "yz2": ("yangtze", (620, 534), -3660),
    "yz3": ("yangtze", (603, 486), -1500), "yz4": ("yangtze", (665, 559), -2570),
    "yz5": ("yangtze", (730, 524), -2490), "yz6": ("yangtze", (754, 527), -3600),
    "yz7": ("yangtze", (788, 458), -2670), "yz8": ("yangtze", (816, 440), -1530),
    "bohai1": ("bohai", (844, 148), -130), "bohai2": ("bohai", (794, 181), 30),
    "bohai3": ("bohai", (822, 168), -1000), "bohai4": ("bohai", (851, 193), -1910),
}
"""Water cell id -> (the river it is a reach of, its site, its weight)."""

WILDS: dict[str, tuple[str, Point, int]] = {
    "lingnan": ("lingnan", (681, 820), 1210), "minyue": ("minyue", (840, 740), -1040),
    "nanzhong": ("nanzhong", (240, 814), 1820), "ordos": ("ordos", (221, 204), 1060),
}
"""Wild cell id -> (its name, its site, its weight): land outside every territory."""

RIVER_NAMES: dict[str, tuple[str, str]] = {
    "yellow": ("Yellow River", "黃河"), "han": ("Han River", "漢水"), "min": ("Min River", "岷江"),
    "yangtze": ("Yangtze", "長江"), "dongting": ("Lake Dongting", "洞庭湖"), "bohai": ("Bohai Sea", "渤海"),
}
"""River id (the first field of ``WATERS``) -> its English and Chinese names."""

WILD_NAMES: dict[str, tuple[str, str]] = {
    "ordos": ("Ordos", "河套"), "nanzhong": ("Nanzhong", "南中"), "lingnan": ("Lingnan", "嶺南"),
    "minyue": ("Min hills", "閩越"),
}
"""Wild name (the first field of ``WILDS``) -> its English and Chinese names."""


def _cells() -> dict[str, Polygon]:
    sites: dict[str, FPoint] = {}
    weights: dict[str, float] = {}
    for t in TERRITORIES:
        dx, dy = SITE_SHIFT.get(t.id, (0, 0))
        sites[t.id] = float(t.center[0] + dx), float(t.center[1] + dy)
        weights[t.id] = float(SITE_WEIGHT.get(t.id, 0))
    for cell_id, (_, site, weight) in (WATERS | WILDS).items():
        sites[cell_id] = float(site[0]), float(site[1])
        weights[cell_id] = float(weight)
    return power_cells(sites, weights, OUTLINE)


CELLS: dict[str, Polygon] = {k: v for k, v in _cells().items() if len(v) >= 3}
"""Every non-empty cell by id: territories, water cells and wild cells; together they tile ``OUTLINE``."""

SHAPES: dict[str, Polygon] = {t.id: CELLS[t.id] for t in TERRITORIES}
"""Territory id -> its polygon (board units)."""

WATER_SHAPES: dict[str, Polygon] = {w: CELLS[w] for w in WATERS if w in CELLS}
"""Water cell id -> its polygon (drawn as water; neighbouring water cells merge into one river)."""

WILD_SHAPES: dict[str, Polygon] = {w: CELLS[w] for w in WILDS if w in CELLS}
"""Wild cell id -> its polygon (drawn as land outside the game)."""

MIN_EDGE = 8.0
"""Water cells touching along less than this are not taken as joined (a lane would squeeze through a corner)."""


def _box(poly: Polygon) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


_BOX: dict[str, tuple[float, float, float, float]] = {k: _box(v) for k, v in CELLS.items()}


@cache
def shared_edge(a: str, b: str, tolerance: float = 0.5) -> float:
    """How long the stretch of border two cells (territories, water or wild) share (0: they do not touch along an
    edge)."""
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = _BOX[a], _BOX[b]
    if ax0 > bx1 + tolerance or bx0 > ax1 + tolerance or ay0 > by1 + tolerance or by0 > ay1 + tolerance:
        return 0.0
    return shared_edge_length(CELLS[a], CELLS[b], tolerance)


def centroid(cell: str) -> FPoint:
    """The centre of mass of a cell's polygon."""
    return polygon_centroid(CELLS[cell])


def _roomiest(territory: str) -> FPoint:
    """Of the points from the city's centre to its shape's centroid (in fifths), the one farthest from the shape's
    edge."""
    (x0, y0), (x1, y1) = TERRITORY[territory].center, centroid(territory)
    points = [(x0 + (x1 - x0) * k / 5, y0 + (y1 - y0) * k / 5) for k in range(6)]
    best = max(points, key=lambda p: distance_to_boundary(p, SHAPES[territory]))
    return round(best[0], 1), round(best[1], 1)


LABEL_NUDGE: dict[str, Point] = {"shangyong": (-7, 0), "xiangyang": (6, 0)}
"""Labels moved apart by hand where two neighbours' names would touch at their roomiest points."""

def _label_point(territory: str) -> FPoint:
    x, y = _roomiest(territory)
    dx, dy = LABEL_NUDGE.get(territory, (0, 0))
    return x + dx, y + dy


LABEL_POINTS: dict[str, FPoint] = {t.id: _label_point(t.id) for t in TERRITORIES}
"""Territory id -> where its name and spaces are centred: the roomiest point between its city's centre (which is
inside its shape with room around it) and its shape's centroid (``LABEL_NUDGE``)."""


def label_point(territory: str) -> FPoint:
    """Where a territory's name and spaces are centred (``LABEL_POINTS``)."""
    return LABEL_POINTS[territory]


def _bank(cell: str, water: str) -> FPoint:
    """The middle of the longest edge a cell shares with a water cell."""
    p, q = max(shared_edges(CELLS[cell], CELLS[water]), key=lambda e: distance2(e[0], e[1]))
    return (p[0] + q[0]) / 2, (p[1] + q[1]) / 2


def _touching(cell: str) -> list[str]:
    return [w for w in WATER_SHAPES if shared_edge(cell, w) >= MIN_EDGE]


_WATER_LINKS: dict[str, list[str]] = {
    w: [v for v in WATER_SHAPES if v != w and shared_edge(w, v) >= MIN_EDGE] for w in WATER_SHAPES
}


def _water_route(a: str, b: str) -> list[str]:
    """The fewest water cells leading from one touching ``a`` to one touching ``b`` (breadth first)."""
    ends = set(_touching(b))
    start = _touching(a)
    seen = {w: "" for w in start}
    queue = deque(start)
    while queue:
        w = queue.popleft()
        if w in ends:
            route = [w]
            while seen[route[-1]]:
                route.append(seen[route[-1]])
            return route[::-1]
        for v in _WATER_LINKS[w]:
            if v not in seen:
                seen[v] = w
                queue.append(v)
    return []


def _water_partners(territory: str) -> list[str]:
    return sorted(b.b if b.a == territory else b.a for b in BORDERS
                  if b.kind == WATER and territory in (b.a, b.b))


def _dock(territory: str) -> FPoint:
    """A point inside the territory by the bank of the water most of its lanes start on, 14 units in."""
    firsts = [_water_route(territory, other)[:1] for other in _water_partners(territory)]
    waters = [r[0] for r in firsts if r] or _touching(territory)
    inner = centroid(territory)
    if not waters:                        # touching no water (never on this map: the tests forbid it)
        return round(inner[0], 1), round(inner[1], 1)
    water = max(sorted(set(waters)), key=lambda w: (waters.count(w), shared_edge(territory, w)))
    bank = _bank(territory, water)
    d = distance2(bank, inner) ** 0.5
    t = min(0.5, 14 / d) if d else 0.0
    return round(bank[0] + t * (inner[0] - bank[0]), 1), round(bank[1] + t * (inner[1] - bank[1]), 1)


DOCKS: dict[str, FPoint] = {t.id: _dock(t.id) for t in TERRITORIES if has_water_node(t.id)}
"""Territory id -> its dock (only the territories with a water border)."""


def _mid_edge(a: str, b: str) -> FPoint:
    p, q = max(shared_edges(CELLS[a], CELLS[b]), key=lambda e: distance2(e[0], e[1]))
    return (p[0] + q[0]) / 2, (p[1] + q[1]) / 2


def _lane(a: str, b: str) -> tuple[FPoint, ...]:
    route = _water_route(a, b)
    if not route:                         # no water joins them (never on this map: the tests forbid it)
        return DOCKS[a], DOCKS[b]
    points = [DOCKS[a], _bank(a, route[0])]
    points += [_mid_edge(v, w) for v, w in zip(route, route[1:], strict=False)]
    points += [_bank(b, route[-1]), DOCKS[b]]
    return tuple((round(x, 1), round(y, 1)) for x, y in points)


LANES: dict[tuple[str, str], tuple[FPoint, ...]] = {(b.a, b.b): _lane(b.a, b.b) for b in BORDERS if b.kind == WATER}
"""Water border (a, b) as in ``content/map.py`` (a < b) -> its lane: a polyline from a's dock through the water
to b's dock."""


def lane(a: str, b: str) -> tuple[FPoint, ...]:
    """The lane between two territories with a water border, from ``a``'s dock to ``b``'s."""
    return LANES[(a, b)] if (a, b) in LANES else LANES[(b, a)][::-1]
