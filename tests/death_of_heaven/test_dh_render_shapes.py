"""The Death of Heaven map's geometry (render/shapes.py): territories that border by land share an edge a player
can see, no other pair of territories does (water-only neighbours included), the cells tile the outline, every
centre sits inside its shape with room, and each water border is a lane between two docks through the water."""

from __future__ import annotations

import pytest

from pygame_rules.catalog.death_of_heaven.content.map import (
    BORDERS,
    LAND,
    TERRITORIES,
    TERRITORY,
    WATER,
    has_water_node,
)
from pygame_rules.catalog.death_of_heaven.render import shapes as S
from pygame_rules.drawing.geometry import distance_to_boundary, point_in_polygon, polygon_area

IDS = [t.id for t in TERRITORIES]
LAND_PAIRS = {frozenset((b.a, b.b)) for b in BORDERS if b.kind == LAND}
MIN_EDGE = 20.0


def test_every_territory_has_one_shape_and_the_cells_are_named_once():
    assert set(S.SHAPES) == set(IDS)
    assert set(S.CELLS) == set(S.SHAPES) | set(S.WATER_SHAPES) | set(S.WILD_SHAPES)
    assert not set(S.SHAPES) & (set(S.WATERS) | set(S.WILDS))
    assert {river for river, _, _ in S.WATERS.values()} <= set(S.RIVER_NAMES)
    assert {name for name, _, _ in S.WILDS.values()} <= set(S.WILD_NAMES)


@pytest.mark.parametrize("border", [b for b in BORDERS if b.kind == LAND], ids=lambda b: f"{b.a}-{b.b}")
def test_DH_TERR_5_every_land_border_is_a_shared_edge(border):
    assert S.shared_edge(border.a, border.b) >= MIN_EDGE
    assert S.shared_edge(border.b, border.a) >= MIN_EDGE


def test_DH_TERR_4_no_pair_without_a_land_border_shares_an_edge_water_only_pairs_included():
    extra = [(a, b, round(S.shared_edge(a, b), 1)) for i, a in enumerate(IDS) for b in IDS[i + 1:]
             if frozenset((a, b)) not in LAND_PAIRS and max(S.shared_edge(a, b), S.shared_edge(b, a)) > 0.5]
    assert extra == []
    water_only = [(b.a, b.b) for b in BORDERS if b.kind == WATER]
    assert water_only and all(S.shared_edge(a, b) <= 0.5 for a, b in water_only)   # at most a corner


def test_the_cells_tile_the_outline_without_overlapping():
    total = sum(polygon_area(p) for p in S.CELLS.values())
    assert abs(total - polygon_area(S.OUTLINE)) < 10        # corners are rounded to 0.1
    for a in IDS:                                          # no centre or label point lies in another cell
        for other, poly in S.CELLS.items():
            if other != a:
                assert not point_in_polygon(S.label_point(a), poly), (a, other)
                assert not point_in_polygon(S.centroid(a), poly), (a, other)


def test_every_centre_is_inside_its_shape_with_room_for_its_spaces_and_name():
    for t in TERRITORIES:
        shape = S.SHAPES[t.id]
        assert point_in_polygon(t.center, shape), t.id
        label = S.label_point(t.id)
        assert point_in_polygon(label, shape), t.id
        assert distance_to_boundary(label, shape) >= distance_to_boundary(t.center, shape) - 0.1, t.id
        assert point_in_polygon(S.centroid(t.id), shape), t.id
        assert distance_to_boundary(t.center, shape) >= 15, t.id     # the city's point, with room for its mark
        assert distance_to_boundary(label, shape) >= 21, t.id        # the name and up to 4 spaces, 2 by 2
        assert polygon_area(shape) > 5000, f"{t.id} is too small for its spaces"


def test_DH_TERR_4_docks_exactly_for_the_territories_with_a_water_border_inside_them():
    assert set(S.DOCKS) == {t for t in IDS if has_water_node(t)}
    for t, dock in S.DOCKS.items():
        assert point_in_polygon(dock, S.SHAPES[t]), t
        assert distance_to_boundary(dock, S.SHAPES[t]) >= 4, t


def _samples(line):
    for p, q in zip(line, line[1:], strict=False):
        for k in range(1, 20):
            yield p[0] + (q[0] - p[0]) * k / 20, p[1] + (q[1] - p[1]) * k / 20


@pytest.mark.parametrize("border", [b for b in BORDERS if b.kind == WATER], ids=lambda b: f"{b.a}-{b.b}")
def test_DH_TERR_4_every_water_border_is_a_lane_from_dock_to_dock_through_the_water(border):
    lane = S.LANES[(border.a, border.b)]
    assert lane[0] == S.DOCKS[border.a] and lane[-1] == S.DOCKS[border.b]
    assert S.lane(border.b, border.a) == lane[::-1]
    allowed = [S.SHAPES[border.a], S.SHAPES[border.b], *S.WATER_SHAPES.values()]
    for p in _samples(lane):              # the lane crosses only its two territories and the water
        assert any(point_in_polygon(p, poly) or distance_to_boundary(p, poly) < 0.6 for poly in allowed), p
    assert any(point_in_polygon(p, w) for p in _samples(lane) for w in S.WATER_SHAPES.values())


def test_only_the_water_borders_have_lanes():
    assert set(S.LANES) == {(b.a, b.b) for b in BORDERS if b.kind == WATER}


def test_no_two_territory_names_touch():
    """Names are drawn 15 units bold, centred on their label points: on one line, two of them keep 6 units apart
    (a bold Latin letter is taken as 0.6 of the size, a Chinese character as 1)."""
    def width(text):
        return 15 * sum(1.0 if ord(c) >= 0x2E80 else 0.6 for c in text)

    points = S.LABEL_POINTS
    for i, a in enumerate(IDS):
        for b in IDS[i + 1:]:
            (ax, ay), (bx, by) = points[a], points[b]
            if abs(ay - by) < 40:
                gap = abs(ax - bx) - (width(TERRITORY[a].name) + width(TERRITORY[b].name)) / 2
                assert gap >= 6, (a, b, gap)
