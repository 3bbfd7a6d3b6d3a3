"""A preview of the Death of Heaven map's geometry (not a test): writes an SVG of the territories' shapes with their
names (English and Chinese), the land edges, the water, the docks and the water lanes.

    .venv/bin/python tests/death_of_heaven/dh_map_preview.py [out.svg]

then, to look at it: ``chromium --headless --screenshot=dh_map.png --window-size=1100,1100 file:///.../out.svg``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pygame_rules.catalog.death_of_heaven.content.map import TERRITORIES, TERRITORY  # noqa: E402
from pygame_rules.catalog.death_of_heaven.render import shapes as S  # noqa: E402
from pygame_rules.drawing.geometry import polygon_area  # noqa: E402

FACTION_TINT = {
    "cao_cao": "#e9d6c8", "yuan_shao": "#e7e0b8", "liu_bei": "#d6e6c8", "lu_bu": "#e6cfd8", "yuan_shu": "#ddd3e8",
    "liu_biao": "#cfe3dc", "sun_ce": "#f0d2bd", "liu_zhang": "#dfe6bd", "ma_teng": "#d8dcec",
}


def _pts(poly) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in poly)


def _line(poly) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in poly)


def svg() -> str:
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="1100" viewBox="-40 -40 1080 1080">',
           '<rect x="-40" y="-40" width="1080" height="1080" fill="#a9cfe6"/>',
           f'<polygon points="{_pts(S.OUTLINE)}" fill="#e8dfc4" stroke="#6b5a3a" stroke-width="2"/>']
    for poly in S.WILD_SHAPES.values():
        out.append(f'<polygon points="{_pts(poly)}" fill="#d3cfbf" stroke="none"/>')
    for t in TERRITORIES:
        fill = FACTION_TINT.get(t.home or "", "#f3ecd6")
        out.append(f'<polygon points="{_pts(S.SHAPES[t.id])}" fill="{fill}" stroke="#7a6a4a" stroke-width="1.6" '
                   'stroke-linejoin="round"/>')
    for wid, poly in S.WATER_SHAPES.items():
        fill = "#a9cfe6" if S.WATERS[wid][0] == "bohai" else "#79b3dc"     # the sea as the sea, rivers darker
        out.append(f'<polygon points="{_pts(poly)}" fill="{fill}" stroke="{fill}" stroke-width="0.8"/>')
    for wid, (name, _, _) in S.WILDS.items():
        if wid in S.WILD_SHAPES:
            en, zh = S.WILD_NAMES[name]
            x, y = S.centroid(wid)
            out.append(f'<text x="{x:.0f}" y="{y:.0f}" font-size="13" fill="#8a8470" text-anchor="middle" '
                       f'font-family="sans-serif" font-style="italic">{en} {zh}</text>')
    for lane in S.LANES.values():
        out.append(f'<polyline points="{_line(lane)}" fill="none" stroke="#0b4f8a" stroke-width="2.2" '
                   'stroke-dasharray="6 4" stroke-linecap="round"/>')
    for x, y in S.DOCKS.values():
        out.append(f'<rect x="{x - 5:.1f}" y="{y - 5:.1f}" width="10" height="10" fill="#fff" stroke="#0b4f8a" '
                   'stroke-width="2"/>')
    for t in TERRITORIES:
        x, y = S.label_point(t.id)
        terr = TERRITORY[t.id]
        for k in range(terr.spaces):                      # the spaces, as small circles/squares in a row
            sx = x - (terr.spaces - 1) * 8 + 16 * k
            if k < terr.circles:
                out.append(f'<circle cx="{sx:.1f}" cy="{y + 8:.1f}" r="6" fill="none" stroke="#333"/>')
            else:
                out.append(f'<rect x="{sx - 6:.1f}" y="{y + 2:.1f}" width="12" height="12" fill="none" '
                           'stroke="#333"/>')
        out.append(f'<text x="{x:.0f}" y="{y - 4:.0f}" font-size="12" text-anchor="middle" font-family="sans-serif" '
                   f'font-weight="bold" fill="#222">{t.name} {t.hanzi}</text>')
    for river, (x, y) in _river_labels().items():
        en, zh = S.RIVER_NAMES[river]
        out.append(f'<text x="{x:.0f}" y="{y:.0f}" font-size="11" fill="#0b4f8a" text-anchor="middle" '
                   f'font-family="sans-serif" font-style="italic">{en} {zh}</text>')
    out.append("</svg>")
    return "\n".join(out)


def _river_labels() -> dict[str, tuple[float, float]]:
    """One label per river, at its largest water cell."""
    best: dict[str, tuple[float, str]] = {}
    for wid, (river, _, _) in S.WATERS.items():
        if wid in S.WATER_SHAPES:
            area = polygon_area(S.WATER_SHAPES[wid])
            if area > best.get(river, (0.0, ""))[0]:
                best[river] = (area, wid)
    return {river: S.centroid(wid) for river, (_, wid) in best.items()}


if __name__ == "__main__":
    path = Path(sys.argv[1] if len(sys.argv) > 1 else "dh_map.svg")
    path.write_text(svg(), encoding="utf-8")
    print(path)
