"""Crowding (render/layout.py): every row of an area's pieces and labels lies inside the area's own shape, and
no two rows anywhere on the map overlap, in a busy mid-game view and in an area crammed with three armies."""

import copy
import xml.etree.ElementTree as ET

import pytest
from test_render_shapes import _inside  # noqa: PLC2701
from test_sa_render import GAME, SVG, _play  # noqa: PLC2701

from pygame_rules.catalog.spring_autumn.content.map import AREA
from pygame_rules.catalog.spring_autumn.render.shapes import SHAPES


@pytest.fixture(scope="module")
def mid():
    return _play(400)


def _boxes(svg: str) -> dict[str, list[tuple[float, ...]]]:
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(f"{SVG}g"):
        region = g.get("data-region")
        if region in AREA:
            out[region] = [tuple(float(v) for v in r.get("data-box").split()) for r in g.iter(f"{SVG}g")
                           if r.get("data-box")]
    return out


def _check(svg: str, inside: bool = True) -> list[str]:
    """Every row apart from every other; inside its area's shape (if ``inside``): the areas where one is not."""
    boxes = _boxes(svg)
    spills = []
    every = []
    for area, rows in boxes.items():
        poly = list(SHAPES[area])
        for left, top, right, bottom in rows:
            xs = [left + (right - left) * i / 4 for i in range(5)]
            ys = [top + (bottom - top) * i / 2 for i in range(3)]
            outside = [(x, y) for x in xs for y in ys if not _inside((x, y), poly)]
            assert not (inside and outside), (area, (left, top, right, bottom), outside[:3])
            if outside:
                spills.append(area)
            every.append((area, (left, top, right, bottom)))
    for i, (a, b1) in enumerate(every):
        for c, b2 in every[i + 1:]:
            overlap = min(b1[2], b2[2]) - max(b1[0], b2[0]) > 0.5 and min(b1[3], b2[3]) - max(b1[1], b2[1]) > 0.5
            assert not overlap, (a, b1, c, b2)
    assert len(every) > 60
    return spills


def test_rows_stay_inside_their_area_and_apart_mid_game(mid):
    s, before = mid
    for seat in (0, 3):
        assert _check(GAME.render(GAME.view(s, seat), seat, GAME.view(before, seat))["svg"]) == []


def test_three_armies_of_every_kind_fit_inside_zhou(mid):
    s, _ = mid
    view = copy.deepcopy(GAME.view(s, 0))
    for seat in range(3):
        view["units"][seat]["zhou"] = {k: [3, 1, 0] for k in ("infantry", "cavalry", "archer", "hero", "junk")}
    view["owner"]["zhou"] = 1
    view["kingdom"]["zhou"] = 2
    view["dragons"] = {d: "zhou" for d in list(view["dragons"])[:1]} or view["dragons"]
    view["players"][2]["palace"] = "zhou"
    svg = GAME.render(view, 0, None)["svg"]
    assert len(_boxes(svg)["zhou"]) >= 4     # tokens, name, spaces and the armies (in their smallest form)
    _check(svg)
    zhou = next(g for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-region") == "zhou")
    titles = [t.text for t in zhou.iter(f"{SVG}title")]
    for seat in range(3):                    # every army still says what it is, on hover
        name = view["factions"][seat].capitalize()
        assert any(t.startswith(f"{name}: 4 infantry, 4 cavalry, 4 archers, 4 heroes, 4 junks") for t in titles), name
    # and three armies of four kinds in every area of the map at once: nothing overlaps, few spill
    for area in AREA:
        for seat in range(3):
            view["units"][seat][area] = {k: [2, 0, 0] for k in ("infantry", "cavalry", "archer", "hero")}
    spills = _check(GAME.render(view, 0, None)["svg"], inside=False)
    assert len(set(spills)) <= 3, spills
