"""The tables of Land of Han's CONTENT.md say what the code holds: the groups with their places, Borders and
flavours; the base map's regions with their Chinese names, flavours and neighbours; the starting positions; the
research topics with their costs and prerequisites; the improvements' costs."""

from __future__ import annotations

import itertools
from pathlib import Path

from pygame_rules.catalog.land_of_han.content import improvements as I
from pygame_rules.catalog.land_of_han.content import map as M
from pygame_rules.catalog.land_of_han.content import research as R

DOC = Path(M.__file__).resolve().parents[1] / "CONTENT.md"
FLAVOUR = {"Grassland": M.GRASSLAND, "Riverplains": M.RIVERPLAINS, "Mountain": M.MOUNTAIN, "Forest": M.FOREST}


def _table(header: str) -> list[list[str]]:
    """The body rows of the table whose header row starts with ``header``."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith(header))
    rows = []
    for ln in lines[start + 2:]:
        if not ln.startswith("|"):
            break
        rows.append([c.strip() for c in ln.strip().strip("|").split("|")])
    return rows


def _place(text: str) -> tuple[int, int] | None:
    return None if text == "–" else tuple(int(x) for x in text.split(","))


def test_groups_table_matches_map_py():
    rows = _table("| Group | Chinese |")
    assert len(rows) == len(M.GROUP_SPECS)
    for row, spec in zip(rows, M.GROUP_SPECS, strict=True):
        gid, hanzi, base, expanded, borders = row
        assert (gid, hanzi, _place(base), _place(expanded)) == (spec.id, spec.hanzi, spec.base, spec.expanded)
        parsed = tuple((b.split()[0][0], FLAVOUR[b.split()[1]]) for b in borders.split(", "))
        assert parsed == spec.borders, gid
        assert all(b.split()[0] == b.split()[0][0] + gid for b in borders.split(", "))


def test_base_regions_table_matches_map_py():
    rows = _table("| Region | Chinese | Flavour | Adjacent (base map) |")
    assert [r[0] for r in rows] == [rid for g in M.BASE.groups for rid in g.regions]
    for rid, hanzi, flavour, adjacent in rows:
        region = M.BASE.regions[rid]
        assert (region.hanzi, region.flavour) == (hanzi, FLAVOUR[flavour])
        assert set(adjacent.split(", ")) == M.BASE.adjacency[rid], rid


def test_starts_table_matches_map_py():
    rows = _table("| Map | Warlords | Starts")
    expected = []
    for m, table in ((M.BASE, M.BASE_STARTS), (M.EXPANDED, M.EXPANDED_STARTS)):
        for n, starts in table.items():
            spread = min(m.group_distance(a.central, b.central) for a, b in itertools.combinations(starts, 2))
            expected.append(["expanded" if m.expanded else "base", str(n),
                             "; ".join(" ".join(s.regions) for s in starts), str(spread)])
    assert rows == expected


def test_research_table_matches_research_py():
    rows = _table("| Topic | Chinese | Prerequisite |")
    assert len(rows) == len(R.TOPICS)
    for (name, hanzi, prereq, rp, coins, _effect), t in zip(rows, R.TOPICS, strict=True):
        imperial = name.startswith("**Imperial:** ")
        assert imperial == t.imperial
        assert name.removeprefix("**Imperial:** ") == t.name
        assert (hanzi or None) == t.hanzi
        assert (None if prereq == "–" else prereq) == (R.BY_ID[t.prereq].name if t.prereq else None)
        assert (int(rp), int(coins)) == (t.rp, t.coins)


def test_improvements_table_matches_improvements_py():
    rows = _table("| Improvement | Cost | Where |")
    assert [(r[0], int(r[1]), r[4]) for r in rows] == [(i.name, i.cost, f"L{i.line}") for i in I.IMPROVEMENTS]
