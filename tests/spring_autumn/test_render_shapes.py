"""The land areas' shapes (render/shapes.py): bordering areas share an edge, and no shape overlaps another."""

from pygame_rules.catalog.spring_autumn.content.map import AREAS, BORDERS
from pygame_rules.catalog.spring_autumn.render.shapes import OUTLINE, SHAPES, centroid, shared_edge


def _area(poly) -> float:
    return abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(poly, poly[1:] + poly[:1], strict=True))) / 2


def _inside(p, poly) -> bool:
    x, y = p
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def test_every_area_has_a_shape_holding_its_label():
    assert set(SHAPES) == {a.id for a in AREAS}
    for a in AREAS:
        assert len(SHAPES[a.id]) >= 3
        assert _inside(centroid(a.id), list(SHAPES[a.id])), a.id
        assert _area(list(SHAPES[a.id])) > 4000, f"{a.id} is too small to draw its pieces"


def test_bordering_areas_share_an_edge():
    short = [(b.a, b.b, round(shared_edge(b.a, b.b), 1)) for b in BORDERS if shared_edge(b.a, b.b) < 20]
    assert short == []


def test_shapes_partition_the_land_without_overlapping():
    total = sum(_area(list(p)) for p in SHAPES.values())
    assert abs(total - _area(list(OUTLINE))) < 10   # they tile the outline (corners rounded to 0.1): no overlap, gap
    for a in AREAS:                                          # and no shape's label point lies in another shape
        for b in AREAS:
            if a.id != b.id:
                assert not _inside(centroid(a.id), list(SHAPES[b.id])), (a.id, b.id)


def test_few_shapes_touch_without_a_border():
    """A Voronoi partition cannot honour every designed border and no other; these three touch on the map although
    the rules give them no border (the hover titles and the rules' adjacency are what count)."""
    border = {frozenset((b.a, b.b)) for b in BORDERS}
    ids = [a.id for a in AREAS]
    extra = {tuple(sorted((a, b))) for i, a in enumerate(ids) for b in ids[i + 1:]
             if frozenset((a, b)) not in border and shared_edge(a, b) > 0.5}
    assert extra <= {("guo", "yong"), ("qunshu", "wu"), ("shu", "yiqu")}
