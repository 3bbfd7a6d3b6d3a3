"""The Land of Han maps keep every fact of the rulebook (L24, L29, L43-51, L144, L257) and every check of spec 3.1
(shared/spec/land_of_han.md): symmetric adjacency, a connected map, every region in exactly one group, each Central
adjacent to all its Borders, legal and spread-out starts, the brown boundary on the outer edge, Cashgrab reached
from the west column; on the base map and on the expanded map alike.

Each test name cites the spec ids it proves (LH-* rules, A-* rulings, 3.x sections).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, deque

import pytest

from pygame_rules.catalog.land_of_han.content import map as M

MAPS = pytest.mark.parametrize("m", [M.BASE, M.EXPANDED], ids=["base", "expanded"])
CJK = re.compile(r"^[\u4e00-\u9fff]+$")


def _connected(m: M.Map) -> bool:
    first = next(iter(m.regions))
    seen, todo = {first}, deque([first])
    while todo:
        for n in m.neighbours(todo.popleft()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == set(m.regions)


# -- shape and names --------------------------------------------------------------------------------------------

def test_spec_3_1_base_map_is_the_proposed_4_by_3_grid_of_12_groups():
    grid = [[M.BASE.group_at(r, c).id for c in range(4)] for r in range(3)]
    assert grid == [["Qin", "Wei", "Yan", "Qi"], ["Jian", "Han", "Zheng", "Lu"], ["Song", "Shu", "Chu", "Wu"]]
    assert len(M.BASE.regions) == 50  # "about 50 regions"


def test_spec_3_1_LH_MAP_6_expanded_map_is_5_by_4_with_the_new_west_column_and_song_moved_east():
    m = M.EXPANDED
    assert (m.rows, m.cols, len(m.groups)) == (4, 5, 20)
    assert all(m.group_at(r, c) for r in range(4) for c in range(5))
    assert [m.group_at(r, 0).id for r in range(4)] == ["Zhao", "Qin", "Jian", "Yue"]
    song = m.group("Song")
    assert song.col == M.BASE.group("Song").col + 1
    assert len(m.regions) == 79
    # Every base group is on the expanded map with the same regions.
    for g in M.BASE.groups:
        assert m.group(g.id).regions == g.regions
        for rid in g.regions:
            assert m.regions[rid] == M.BASE.regions[rid]
    # The nine base groups outside the west column keep their relative places, one column east.
    for g in M.BASE.groups:
        if g.col > 0:
            assert (m.group(g.id).row, m.group(g.id).col) == (g.row, g.col + 1), g.id


@MAPS
def test_LH_MAP_1_every_region_in_exactly_one_group_central_named_for_it_borders_by_compass(m):
    owners = Counter(rid for g in m.groups for rid in g.regions)
    assert set(owners) == set(m.regions) and set(owners.values()) == {1}
    for g in m.groups:
        central = m.regions[g.central]
        assert central.id == g.id == central.group and central.kind == M.CENTRAL and central.direction is None
        assert len(g.borders) >= 2
        for rid in g.borders:
            r = m.regions[rid]
            assert r.kind == M.BORDER and r.group == g.id and r.direction in M.COMPASS
            assert rid == r.direction + g.id
            assert r.name == f"{M.DIRECTION_NAME[r.direction]} {g.id}"
        assert len({m.regions[b].direction for b in g.borders}) == len(g.borders)


@MAPS
def test_LH_MAP_1_names_and_chinese_names_unique(m):
    regions = list(m.regions.values())
    assert len({r.name for r in regions}) == len(regions)
    assert len({r.hanzi for r in regions}) == len(regions)
    for r in regions:
        assert CJK.match(r.hanzi), r.id


def test_LH_MAP_1_LH_EX_1_qi_has_west_north_south_and_wu_has_all_four_L45_L24():
    assert set(M.BASE.group("Qi").borders) == {"wQi", "nQi", "sQi"}
    assert M.BASE.regions["nQi"].name == "North Qi" and M.BASE.regions["wQi"].name == "West Qi"
    assert set(M.BASE.group("Wu").borders) == {"nWu", "eWu", "wWu", "sWu"}
    assert M.BASE.regions["eWu"].name == "East Wu"


def test_LH_MAP_6_named_groups_exist_on_their_maps_L45_L257():
    for name in ("Qi", "Wu", "Shu", "Qin", "Jian", "Song"):
        assert M.BASE.group(name)
    for name in ("Yue", "Zhao", "Qin", "Jian", "Song"):
        assert M.EXPANDED.group(name)


# -- flavours ---------------------------------------------------------------------------------------------------

@MAPS
def test_LH_MAP_3_centrals_are_grassland_and_every_flavour_is_one_of_four(m):
    for r in m.regions.values():
        assert r.flavour in M.FLAVOURS
        if r.is_central:
            assert r.flavour == M.GRASSLAND


def test_LH_MAP_3_spec_3_1_base_flavour_mix_and_where_it_lies():
    borders = [r for r in M.BASE.regions.values() if not r.is_central]
    share = {f: n / len(borders) for f, n in Counter(r.flavour for r in borders).items()}
    assert 0.40 <= share[M.GRASSLAND] <= 0.50
    assert 0.15 <= share[M.RIVERPLAINS] <= 0.25
    assert 0.15 <= share[M.MOUNTAIN] <= 0.25
    assert 0.10 <= share[M.FOREST] <= 0.20
    for r in borders:
        g = M.BASE.group(r.group)
        if r.flavour == M.MOUNTAIN:  # mountains west and north
            assert g.row == 0 or g.col == 0, r.id
        if r.flavour == M.FOREST:  # forest south
            assert g.row == 2, r.id
        if r.flavour == M.RIVERPLAINS:  # the river along the middle
            assert g.row == 1 or (g.row == 2 and r.direction == M.NORTH), r.id


@MAPS
def test_LH_MAP_4_every_flavour_on_the_map_so_every_improvement_can_be_built_somewhere(m):
    assert {r.flavour for r in m.regions.values() if not r.is_central} == set(M.FLAVOURS)


# -- adjacency --------------------------------------------------------------------------------------------------

@MAPS
def test_spec_3_1_adjacency_symmetric_irreflexive_and_connected(m):
    assert set(m.adjacency) == set(m.regions)
    for a, ns in m.adjacency.items():
        assert a not in ns
        for b in ns:
            assert a in m.adjacency[b], (a, b)
    assert _connected(m)


@MAPS
def test_spec_3_1_each_central_adjacent_to_all_its_borders_and_borders_to_compass_neighbours(m):
    for g in m.groups:
        for b in g.borders:
            assert m.adjacent(g.central, b)
        dirs = {m.regions[b].direction: b for b in g.borders}
        for a, b in itertools.combinations(dirs, 2):
            neighbouring = abs(M.COMPASS.index(a) - M.COMPASS.index(b)) in (1, 3)
            assert m.adjacent(dirs[a], dirs[b]) == neighbouring, (dirs[a], dirs[b])


@MAPS
def test_spec_3_1_neighbouring_groups_meet_through_facing_borders_and_no_one_else(m):
    for ga, gb in itertools.permutations(m.groups, 2):
        links = {(a, b) for a in ga.regions for b in gb.regions if m.adjacent(a, b)}
        if m.group_distance(ga.id, gb.id) != 1:
            assert not links, (ga.id, gb.id)
            continue
        d = next(d for d, (dr, dc) in M.STEP.items() if (ga.row + dr, ga.col + dc) == (gb.row, gb.col))
        face_a = d + ga.id if d + ga.id in m.regions else ga.central
        face_b = M.OPPOSITE[d] + gb.id if M.OPPOSITE[d] + gb.id in m.regions else gb.central
        assert links == {(face_a, face_b)}, (ga.id, gb.id)
        assert not (face_a == ga.central and face_b == gb.central), "two Centrals never touch"


def test_spec_3_1_examples_eJian_wHan_and_a_missing_border_gives_way_to_the_central():
    assert M.BASE.adjacent("eJian", "wHan")
    assert M.BASE.adjacent("Yan", "eWei") and M.BASE.adjacent("Yan", "wQi")  # Yan has no East or West
    assert M.BASE.adjacent("sQi", "nLu")
    assert M.BASE.adjacent("Lu", "eZheng") is False and M.BASE.adjacent("wLu", "Zheng")


@MAPS
def test_spec_3_1_no_two_centrals_adjacent(m):
    for a, b in itertools.combinations([g.central for g in m.groups], 2):
        assert not m.adjacent(a, b)


# -- brown boundary and Cashgrab ----------------------------------------------------------------------------------

@MAPS
def test_LH_MAP_5_LH_BARB_2_brown_boundary_regions_are_borders_on_the_outer_edge(m):
    expected = set()
    for g in m.groups:
        if g.row == 0:
            expected.add("n" + g.id)
        if g.col == 0:
            expected.add("w" + g.id)
        if g.row == m.rows - 1:
            expected.add("s" + g.id)
    assert m.brown_boundary == expected
    assert expected <= set(m.regions), "every outer group has its Border on the brown edge"
    for rid in m.brown_boundary:
        r = m.regions[rid]
        assert r.kind == M.BORDER
        g = m.group(r.group)
        dr, dc = M.STEP[r.direction]
        assert m.group_at(g.row + dr, g.col + dc) is None, f"{rid} faces the edge of the map"
    # The east is the coast: no barbarians from there.
    assert not any(m.regions[r].direction == M.EAST for r in m.brown_boundary)


def test_LH_MAP_5_base_brown_boundary_is_eleven_borders():
    assert M.BASE.brown_boundary == {"nQin", "nWei", "nYan", "nQi", "wQin", "wJian", "wSong", "sSong", "sShu",
                                     "sChu", "sWu"}


@MAPS
def test_LH_MAP_6_LH_CASH_1_cashgrab_groups_are_the_west_column_and_reach_the_desert(m):
    assert m.cashgrab_groups == tuple(m.group_at(r, 0).id for r in range(m.rows))
    for gid, gate in zip(m.cashgrab_groups, m.cashgrab_gates, strict=True):
        assert gate == "w" + gid and m.regions[gate].group == gid and gate in m.brown_boundary
        assert m.adjacent(gid, gate)


def test_LH_CASH_1_L257_cashgrab_groups_as_the_rulebook_names_them():
    assert set(M.BASE.cashgrab_groups) == {"Qin", "Jian", "Song"}
    assert set(M.EXPANDED.cashgrab_groups) == {"Yue", "Qin", "Jian", "Zhao"}


# -- starts -----------------------------------------------------------------------------------------------------

def _all_starts():
    for m, top in ((M.BASE, 6), (M.EXPANDED, 10)):
        for n in range(2, top + 1):
            yield pytest.param(m, n, id=f"{'expanded' if m.expanded else 'base'}-{n}")


@pytest.mark.parametrize(("m", "n"), list(_all_starts()))
def test_LH_SETUP_1_starts_are_a_central_and_two_adjacent_borders_without_overlap(m, n):
    starts = M.start_positions(m, n)
    assert len(starts) == n
    used = [rid for s in starts for rid in s.regions]
    assert len(used) == len(set(used)) == 3 * n
    for s in starts:
        c = m.regions[s.central]
        assert c.kind == M.CENTRAL
        for b in s.borders:
            assert m.regions[b].kind == M.BORDER and m.regions[b].group == c.group
            assert m.adjacent(s.central, b)


@pytest.mark.parametrize(("m", "n"), list(_all_starts()))
def test_spec_3_8_starts_are_spread_groups_at_least_two_apart_and_no_rival_regions_touch(m, n):
    starts = M.start_positions(m, n)
    for a, b in itertools.combinations(starts, 2):
        assert m.group_distance(a.central, b.central) >= 2, (a.central, b.central)
        for x in a.regions:
            for y in b.regions:
                assert not m.adjacent(x, y), (x, y)


@pytest.mark.parametrize(("m", "n", "spread"), [
    (M.BASE, 2, 5), (M.BASE, 3, 3), (M.BASE, 4, 2), (M.BASE, 5, 2), (M.BASE, 6, 2),
    (M.EXPANDED, 2, 7), (M.EXPANDED, 3, 4), (M.EXPANDED, 4, 3), (M.EXPANDED, 5, 3), (M.EXPANDED, 6, 2),
    (M.EXPANDED, 10, 2),
])
def test_spec_3_8_starts_smallest_grid_distance_as_documented(m, n, spread):
    starts = M.start_positions(m, n)
    assert min(m.group_distance(a.central, b.central) for a, b in itertools.combinations(starts, 2)) == spread


def test_LH_SHEET_1_LH_EX_2_wu_starts_with_east_and_north_wu_as_on_the_example_sheet_L24():
    for n in range(2, 7):
        for s in M.start_positions(M.BASE, n):
            if s.central == "Wu":
                assert set(s.borders) == {"eWu", "nWu"}


def test_spec_3_8_start_positions_refuses_other_counts():
    for m, bad in ((M.BASE, 1), (M.BASE, 7), (M.EXPANDED, 11)):
        with pytest.raises(ValueError):
            M.start_positions(m, bad)
    assert M.max_warlords(M.BASE) == 6 and M.max_warlords(M.EXPANDED) == 10


def test_board_builds_the_same_maps_as_the_module_constants():
    assert M.board(False) == M.BASE and M.board(True) == M.EXPANDED


def test_content_md_counts_regions_adjacencies_and_brown_borders():
    for m, regions, links, brown in ((M.BASE, 50, 83, 11), (M.EXPANDED, 79, 132, 14)):
        assert len(m.regions) == regions
        assert sum(len(ns) for ns in m.adjacency.values()) // 2 == links
        assert len(m.brown_boundary) == brown
