"""The rivers (render/rivers.py) are drawn along the edges between the areas they separate, never across one."""

import xml.etree.ElementTree as ET

from test_render_shapes import _inside  # noqa: PLC2701
from test_sa_render import GAME, SVG

from pygame_rules.catalog.spring_autumn.content.map import BORDERS, RAPIDS, RIVERS, SEA_SPACES, borders_of_sea
from pygame_rules.catalog.spring_autumn.render.rivers import RAPIDS_AT, RIVER_PATHS
from pygame_rules.catalog.spring_autumn.render.shapes import OUTLINE, SHAPES, on_boundary


def _samples(line):
    for p, q in zip(line, line[1:], strict=False):
        steps = max(1, int(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 / 2))
        for i in range(steps + 1):
            yield p[0] + (q[0] - p[0]) * i / steps, p[1] + (q[1] - p[1]) * i / steps


def test_every_river_point_lies_on_the_edge_between_its_banks():
    outline = tuple((float(x), float(y)) for x, y in OUTLINE)
    for seg in (s for s in SEA_SPACES if s.river):
        banks = [a for a in borders_of_sea(seg.id) if a in SHAPES]
        line = RIVER_PATHS[seg.id]
        assert len(line) >= 2, seg.id
        for p in _samples(line):
            on = [a for a in banks if on_boundary(p, SHAPES[a], 1.0)]
            # between two of its banks, or along one bank's edge of the land (the Min River on the frontier)
            assert len(on) >= 2 or (on and on_boundary(p, outline, 1.0)), (seg.id, p, on)
            inside = [a for a, poly in SHAPES.items() if not on_boundary(p, poly, 1.0) and _inside(p, poly)]
            assert not inside, (seg.id, p, inside)     # never through an area


def test_river_borders_are_drawn_and_segments_meet_at_their_rapids():
    for b in BORDERS:
        if b.river:
            line = RIVER_PATHS[b.river]
            assert any(on_boundary(p, SHAPES[b.a], 1.0) and on_boundary(p, SHAPES[b.b], 1.0)
                       for p in _samples(line)), (b.a, b.b, b.river)
    for r in RAPIDS:
        up, down = RIVER_PATHS[r.upstream][-1], RIVER_PATHS[r.downstream][0]
        assert abs(up[0] - down[0]) + abs(up[1] - down[1]) < 4, r.id
        assert abs(RAPIDS_AT[r.id][0] - up[0]) < 4 and abs(RAPIDS_AT[r.id][1] - up[1]) < 4
    for segs in RIVERS.values():
        assert all(RIVER_PATHS[s] for s in segs)


def test_the_board_draws_the_rivers_along_those_lines():
    state = GAME.new_game(1, players=3)
    root = ET.fromstring(GAME.render(GAME.view(state, 0), 0, None)["svg"])
    drawn = {p.get("data-river"): p.get("d") for p in root.iter(f"{SVG}path") if p.get("data-river")}
    assert set(drawn) == set(RIVER_PATHS)
    for seg, d in drawn.items():
        pts = [tuple(float(v) for v in xy.split(",")) for xy in d[1:].split("L")]
        assert pts == [tuple(p) for p in RIVER_PATHS[seg]], seg
