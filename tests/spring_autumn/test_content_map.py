"""The Spring and Autumn map and factions keep every fact the rulebook gives (gaps G-01..G-04, G-16, G-17).

Each test name cites the spec ids it proves (shared/spec/spring_autumn.md): G-nn gaps, SA-* clauses,
EX-nn worked examples, DT-nn derived scenarios and AMB-nn rulings.
"""

from __future__ import annotations

import itertools
import math
from collections import deque

import pytest

from pygame_rules.catalog.spring_autumn.content import factions as F
from pygame_rules.catalog.spring_autumn.content import map as M

FACTION_IDS = {"qi", "chu", "wu", "jin", "qin"}
BOX = 1000


# -- small geometry and graph helpers --------------------------------------------------------------------

def _orient(a, b, c):
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _segments_cross(p1, p2, p3, p4):
    """Proper intersection of segments p1p2 and p3p4."""
    return (_orient(p3, p4, p1) * _orient(p3, p4, p2) < 0) and (_orient(p1, p2, p3) * _orient(p1, p2, p4) < 0)


def _crosses_path(a, b, path):
    return any(_segments_cross(a, b, path[i], path[i + 1]) for i in range(len(path) - 1))


def _dist_to_path(p, path):
    best = math.inf
    for (ax, ay), (bx, by) in zip(path, path[1:], strict=False):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(ax + t * dx - p[0], ay + t * dy - p[1]))
    return best


def _connected(nodes, neighbours):
    nodes = list(nodes)
    seen, todo = {nodes[0]}, deque([nodes[0]])
    while todo:
        for n in neighbours(todo.popleft()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == set(nodes)


def _sea_transport_reach(origin, junk_spaces):
    """Land areas reachable from ``origin`` by sea transport through a chain of sea spaces that all hold
    the mover's junks (SA-MOVE-SEAT-1)."""
    start = [s for s in M.adjacent_seas(origin) if s in junk_spaces]
    seen, todo = set(start), deque(start)
    while todo:
        for nxt in M.adjacent_sea_spaces(todo.popleft()):
            if nxt in junk_spaces and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return {a for s in seen for a in M.borders_of_sea(s)} - {origin}


def _convex_hull(points):
    pts = sorted(set(points))
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and _orient(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and _orient(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _inside_convex(p, hull):
    return all(_orient(hull[i], hull[(i + 1) % len(hull)], p) >= 0 for i in range(len(hull)))


# -- G-01 land areas -------------------------------------------------------------------------------------

def test_g01_area_count_ids_and_names_unique():
    assert 30 <= len(M.AREAS) <= 40
    assert len({a.id for a in M.AREAS}) == len(M.AREAS)
    assert len({a.name for a in M.AREAS}) == len(M.AREAS)
    names = [a.name for a in M.AREAS] + [s.name for s in M.SEA_SPACES] + [t.name for t in M.TRIBES]
    assert len(set(names)) == len(names)
    assert not ({a.id for a in M.AREAS} & set(M.SEA_SPACE)) and not (set(M.TRIBE) & set(M.AREA))


def test_g01_sa_area_3_4_valleys_have_settlements_mountains_exactly_one_mine():
    for a in M.AREAS:
        assert a.kind in (M.VALLEY, M.MOUNTAIN), a.id
        if a.kind == M.VALLEY:
            assert a.settlements >= 1 and not a.mine, a.id
        else:
            assert a.mine and a.settlements >= 0, a.id
        assert a.slots == a.settlements + int(a.mine)


def test_g01_sa_area_7_both_terrains_common_enough_for_objectives():
    assert len(M.areas_with(kind=M.VALLEY)) >= 10
    assert len(M.areas_with(kind=M.MOUNTAIN)) >= 10


def test_g01_g04_sa_area_2_five_homes_one_per_faction():
    assert set(M.HOMES) == FACTION_IDS
    assert set(M.areas_with(home=True)) == set(M.HOMES.values())
    for faction, home in M.HOMES.items():
        assert M.AREA[home].home == faction and M.is_home(home)
    assert M.AREA[M.ZHOU].home is None


def test_g01_sa_setup_15_homes_fit_academy_market_shrine_with_room_for_ex02_ex03():
    # 3 starting buildings on settlements and one free settlement; with replacement (SA-ACT-BUILD-4) Qi can
    # hold Helen's 2 barracks (EX-02) and Chu Sean's 2 shrines (EX-03).
    for home in M.HOMES.values():
        assert M.AREA[home].settlements == 4
        assert M.AREA[home].settlements >= len(F.STARTING_BUILDINGS) + 1
    assert {a.settlements for a in M.AREAS if a.home} == {4}
    assert len({M.AREA[h].slots for h in M.HOMES.values()}) == 1


def test_g01_amb88_exactly_four_areas_contain_three_settlements_zhou_among_them_no_home():
    three = M.areas_with(settlements=3)
    assert len(three) == 4
    assert M.ZHOU in three and "song" in three
    assert not any(M.is_home(a) for a in three)


def test_sa_setup_8_ex15_amb88_kingdom_tokens_at_setup():
    derived = {a: 1 for a in M.areas_with(settlements=3)}
    derived[M.ZHOU] += 2
    assert M.SETUP_KINGDOM_TOKENS == derived
    assert M.SETUP_KINGDOM_TOKENS[M.ZHOU] == 3
    assert sum(M.SETUP_KINGDOM_TOKENS.values()) == 6 and 36 - 6 == 30
    assert M.kingdom_token_setup() == derived


def test_g01_ex10_zhou_and_song_have_three_settlements_and_mines():
    assert M.AREA["zhou"].slots == 3 and M.AREA["song"].slots == 3
    assert M.AREA["zhou"].kind == M.VALLEY  # 3 settlements AND 3 settlements+mines


def test_g01_named_areas_exist():
    names = {a.name for a in M.AREAS}
    assert {"Qi", "Chu", "Wu", "Jin", "Zhou", "Song", "Xu", "Wei"} <= names


def test_g01_ai_rules_totals_well_over_15_settlements_and_mines():
    total = sum(a.slots for a in M.AREAS)
    assert total >= 60  # Builder needs 8, Warmonger+Scholarship+Mercantile 15 for one AI
    assert M.areas_with(settlements=4)  # "3+" settlement areas exist (Urbanite)


def test_ex05_song_and_xu_adjacent():
    assert "xu" in M.adjacent_land("song") and "song" in M.adjacent_land("xu")


def test_ex10_jin_and_wei_adjacent_and_share_a_sea_space():
    assert "wei" in M.adjacent_land("jin")
    shared = set(M.adjacent_seas("jin")) & set(M.adjacent_seas("wei"))
    assert shared


def test_ex10_jin_land_destinations_keep_only_zhou_and_song_on_most_settlements_and_mines():
    """Jin's junk sits in the sea space S next to Jin and Wei; its land destinations (adjacent, or by sea
    transport through S) all have at most 3 settlements+mines, and exactly Zhou and Song have 3."""
    for s in set(M.adjacent_seas("jin")) & set(M.adjacent_seas("wei")):
        dests = set(M.adjacent_land("jin")) | _sea_transport_reach("jin", {s})
        assert {"zhou", "song", "wei"} <= dests
        best = max(M.AREA[a].slots for a in dests)
        assert best == 3
        assert {a for a in dests if M.AREA[a].slots == best} == {"zhou", "song"}
        assert not any(M.is_home(a) for a in dests)


def test_ex06_chu_river_route_to_wu_then_song_by_consecutive_segments():
    routes = []
    for segs in M.RIVERS.values():
        for r1, r2, r3 in zip(segs, segs[1:], segs[2:], strict=False):
            if "chu" in M.borders_of_sea(r1) and "wu" in M.borders_of_sea(r2) and "song" in M.borders_of_sea(r3):
                routes.append((r1, r2, r3))
    assert routes
    r1, r2, r3 = routes[0]
    assert r2 in M.adjacent_sea_spaces(r1) and r3 in M.adjacent_sea_spaces(r2)
    assert {"wu", "song"} <= _sea_transport_reach("chu", {r1, r2, r3})
    assert "song" not in _sea_transport_reach("chu", {r1, r3})  # a gap in the chain breaks it


def test_g01_every_home_touches_a_sea_space():
    for home in M.HOMES.values():
        assert M.adjacent_seas(home), home


def test_g01_land_adjacency_symmetric_no_loops_no_duplicates_connected():
    pairs = [frozenset((b.a, b.b)) for b in M.BORDERS]
    assert len(set(pairs)) == len(pairs)
    for b in M.BORDERS:
        assert b.a != b.b and b.a in M.AREA and b.b in M.AREA
    for a in M.AREA:
        for n in M.adjacent_land(a):
            assert a in M.adjacent_land(n)
        assert M.adjacent_land(a), a
    assert _connected(M.AREA, M.adjacent_land)


def test_g01_amb21_river_borders_name_a_segment_both_banks_touch():
    crossings = [b for b in M.BORDERS if b.river]
    assert len(crossings) >= 10
    for b in crossings:
        seg = M.SEA_SPACE[b.river]
        assert seg.kind == M.RIVER
        assert b.a in M.borders_of_sea(b.river) and b.b in M.borders_of_sea(b.river)
        assert M.river_between(b.a, b.b) == M.river_between(b.b, b.a) == b.river
    for r, segs in M.RIVERS.items():
        assert any(b.river in segs for b in crossings), r
    assert M.river_between("qi", "lu") is None
    with pytest.raises(KeyError):
        M.river_between("qin", "wu")


def test_sa_move_8_every_border_is_land_adjacency_rivers_included():
    for b in M.BORDERS:
        assert b.b in M.adjacent_land(b.a)


# -- G-02 seas, rivers, segments, rapids -----------------------------------------------------------------

def test_g02_sa_area_8_exactly_three_seas():
    assert len(M.SEAS) == 3
    assert all(M.SEA_SPACE[s].river is None for s in M.SEAS)


def test_g02_sa_area_9_two_rivers_split_into_many_segments_by_rapids():
    assert set(M.RIVERS) == {"yellow", "yangtze"}
    for river, segs in M.RIVERS.items():
        assert len(segs) >= 3
        assert [M.SEA_SPACE[s].index for s in segs] == list(range(1, len(segs) + 1))
        rapids = [r for r in M.RAPIDS if r.river == river]
        assert len(rapids) == len(segs) - 1
        assert {(r.upstream, r.downstream) for r in rapids} == set(zip(segs, segs[1:], strict=False))
    assert len({r.id for r in M.RAPIDS}) == len(M.RAPIDS)
    every = [s.id for s in M.SEA_SPACES]
    assert sorted(every) == sorted(list(M.SEAS) + [s for segs in M.RIVERS.values() for s in segs])


def test_g02_ex06_consecutive_segments_adjacent_and_mouths_reach_a_sea():
    for river, segs in M.RIVERS.items():
        for up, down in zip(segs, segs[1:], strict=False):
            assert down in M.adjacent_sea_spaces(up) and up in M.adjacent_sea_spaces(down)
        mouth = M.RIVER_MOUTHS[river]
        assert mouth in M.SEAS and mouth in M.adjacent_sea_spaces(segs[-1])
        for other_river, others in M.RIVERS.items():
            if other_river != river:
                assert not any(o in M.adjacent_sea_spaces(s) for s in segs for o in others)
        # non-consecutive segments of one river are not adjacent
        for i, j in itertools.combinations(range(len(segs)), 2):
            if j - i > 1:
                assert segs[j] not in M.adjacent_sea_spaces(segs[i])


def test_g02_sea_adjacency_symmetric_and_connected():
    for s in M.SEA_SPACE:
        for n in M.adjacent_sea_spaces(s):
            assert s in M.adjacent_sea_spaces(n)
    assert _connected(M.SEA_SPACE, M.adjacent_sea_spaces)


def test_g02_every_sea_space_borders_land_and_only_known_areas():
    for s in M.SEA_SPACES:
        coast = M.borders_of_sea(s.id)
        assert len(coast) >= (2 if s.kind == M.RIVER else 3), s.id
        assert set(coast) <= set(M.AREA)
        for a in coast:
            assert s.id in M.adjacent_seas(a)


def test_g02_coastal_areas_border_a_sea_and_include_qi_and_wu():
    coast = set(M.coastal_areas())
    assert coast == {a for s in M.SEAS for a in M.borders_of_sea(s)}
    assert {"qi", "wu"} <= coast and len(coast) >= 6


# -- G-03 tribes, arrows, seating, tracks ----------------------------------------------------------------

def test_g03_sa_area_10_five_tribes_each_with_arrows():
    assert len(M.TRIBES) == 5
    assert len({t.id for t in M.TRIBES}) == 5
    for t in M.TRIBES:
        assert len(t.arrows) >= 2
        assert all(a.tribe == t.id for a in t.arrows)
    assert len(M.ARROWS) == sum(len(t.arrows) for t in M.TRIBES)


def test_g03_amb45_arrow_faces_cover_1_to_6_exactly_once():
    for t in M.TRIBES:
        faces = [f for a in t.arrows for f in a.faces]
        assert sorted(faces) == [1, 2, 3, 4, 5, 6], t.id
        for roll in range(1, 7):
            assert roll in M.arrow_for_roll(t.id, roll).faces
        with pytest.raises(ValueError):
            M.arrow_for_roll(t.id, 7)


def test_g03_sa_barb_1_every_arrow_targets_a_land_area_never_a_home():
    for a in M.ARROWS.values():
        assert a.target in M.AREA
        assert not M.is_home(a.target)
        assert a in M.arrows_into(a.target)
    assert len({(a.tribe, a.target) for a in M.ARROWS.values()}) == len(M.ARROWS)


def test_g03_sa_area_10_tribes_lie_just_outside_china():
    hull = _convex_hull([a.center for a in M.AREAS])
    for t in M.TRIBES:
        assert not _inside_convex(t.position, hull), t.id
        for a in t.arrows:
            assert math.dist(t.position, M.AREA[a.target].center) < 350, a.id


def test_g03_sa_wall_1_great_wall_points_at_arrow_tips():
    for a in M.ARROWS.values():
        tribe, target = M.TRIBE[a.tribe].position, M.AREA[a.target].center
        assert 30 <= math.dist(a.tip, target) <= 80, a.id
        assert math.dist(tribe, a.tip) < math.dist(tribe, target)
        # the tip lies on the arrow: tribe -> target
        assert abs(_orient(tribe, target, a.tip)) / math.dist(tribe, target) < 6, a.id


def test_g03_sa_setup_11_seat_order_is_clockwise_around_the_homes():
    assert sorted(M.SEAT_ORDER) == sorted(FACTION_IDS)
    centers = [M.AREA[M.HOMES[f]].center for f in M.SEAT_ORDER]
    cx = sum(x for x, _ in centers) / 5
    cy = sum(y for _, y in centers) / 5
    # screen coordinates (y down): clockwise = increasing atan2 angle
    angles = [math.degrees(math.atan2(y - cy, x - cx)) % 360 for x, y in centers]
    start = angles[0]
    unwrapped = [(ang - start) % 360 for ang in angles]
    assert unwrapped == sorted(unwrapped)


def test_g03_amb06_turn_track_and_sa_setup_2_dragon_track():
    assert M.TURN_TRACK_LENGTH >= 1
    assert M.DRAGON_TRACK == (6, 5, 4, 3, 2, 1) and M.FIREBALL == 0
    for players in range(2, 6):
        assert players + 1 in M.DRAGON_TRACK and players in M.DRAGON_TRACK


# -- coordinates -----------------------------------------------------------------------------------------

def _all_points():
    yield from (a.center for a in M.AREAS)
    for s in M.SEA_SPACES:
        yield s.center
        yield from s.path
    yield from (r.position for r in M.RAPIDS)
    for t in M.TRIBES:
        yield t.position
        yield from (a.tip for a in t.arrows)


def test_coordinates_inside_the_box():
    for x, y in _all_points():
        assert 0 <= x <= BOX and 0 <= y <= BOX


def test_coordinates_follow_geography_north_up_seas_east():
    def mean_y(seg):
        path = M.SEA_SPACE[seg].path
        return sum(y for _, y in path) / len(path)

    assert max(mean_y(s) for s in M.RIVERS["yellow"]) < min(mean_y(s) for s in M.RIVERS["yangtze"])
    land_x = sum(a.center[0] for a in M.AREAS) / len(M.AREAS)
    assert all(M.SEA_SPACE[s].center[0] > land_x + 250 for s in M.SEAS)
    c = {a.id: a.center for a in M.AREAS}
    assert c["jin"][1] < c["chu"][1] and c["qi"][0] > c["qin"][0] and c["wu"][0] > c["chu"][0]
    assert c["yan"][1] < c["zhou"][1] < c["chu"][1]
    # the Yellow River flows east, the Yangtze east; both end at their sea
    for river, segs in M.RIVERS.items():
        first, last = M.SEA_SPACE[segs[0]].path[0], M.SEA_SPACE[segs[-1]].path[-1]
        assert last[0] > first[0]
        assert math.dist(last, M.SEA_SPACE[M.RIVER_MOUTHS[river]].center) < 160


def test_coordinates_river_borders_cross_their_segment_and_dry_borders_cross_none():
    rivers = [s for s in M.SEA_SPACES if s.kind == M.RIVER]
    for b in M.BORDERS:
        pa, pb = M.AREA[b.a].center, M.AREA[b.b].center
        crossed = [s.id for s in rivers if _crosses_path(pa, pb, s.path)]
        assert crossed == ([b.river] if b.river else []), (b, crossed)


def test_coordinates_banks_near_their_segment_and_rapids_between_segments():
    for s in M.SEA_SPACES:
        if s.kind == M.RIVER:
            for a in M.borders_of_sea(s.id):
                assert _dist_to_path(M.AREA[a].center, s.path) <= 150, (s.id, a)
        else:
            for a in M.borders_of_sea(s.id):
                assert math.dist(M.AREA[a].center, s.center) <= 220, (s.id, a)
            assert not _inside_convex(s.center, _convex_hull([a.center for a in M.AREAS])), s.id
    for r in M.RAPIDS:
        assert _dist_to_path(r.position, M.SEA_SPACE[r.upstream].path) <= 10
        assert _dist_to_path(r.position, M.SEA_SPACE[r.downstream].path) <= 10


def test_coordinates_borders_drawn_without_crossings():
    segs = [(b, M.AREA[b.a].center, M.AREA[b.b].center) for b in M.BORDERS]
    for (b1, p1, p2), (b2, p3, p4) in itertools.combinations(segs, 2):
        if {b1.a, b1.b} & {b2.a, b2.b}:
            continue
        assert not _segments_cross(p1, p2, p3, p4), (b1, b2)


# -- fewer than 5 players ---------------------------------------------------------------------------------

def test_dt34_sa_few_2_amb83_wu_and_qin_unplayed():
    tokens = M.kingdom_token_setup({"wu", "qin"})
    assert tokens["wu"] == 3 and tokens["qin"] == 3
    for near in M.adjacent_land("wu"):
        assert tokens[near] == 1  # song and yue already had one: never a second
    for near in M.adjacent_land("qin"):
        assert tokens[near] == 1
    for played in ("jin", "qi", "chu"):
        assert tokens.get(played, 0) == 0
    assert tokens["zhou"] == 3


def test_amb89_kingdom_token_supply_suffices_however_many_factions_are_unplayed():
    # even with a single faction in play the 36 tokens suffice (exactly 36 for 4 unplayed)
    for k in range(0, 5):
        for unplayed in itertools.combinations(sorted(FACTION_IDS), k):
            tokens = M.kingdom_token_setup(unplayed)
            assert sum(tokens.values()) <= 36, unplayed
            assert all(tokens.get(M.HOMES[f], 0) == 0 for f in FACTION_IDS - set(unplayed))


# -- G-04 factions, G-16 units, G-17 token ---------------------------------------------------------------

def test_g04_five_factions_qi_chu_wu_jin_named_fifth_is_qin():
    assert set(F.FACTION_IDS) == FACTION_IDS
    for f in F.FACTIONS:
        assert f.home == M.HOMES[f.id] and M.AREA[f.home].name == f.name
        assert f.seat == M.SEAT_ORDER.index(f.id)
    assert F.FACTION_IDS == M.SEAT_ORDER
    assert "zhou" not in F.FACTION


def test_g04_faction_ids_agree_with_the_card_vocabulary():
    vocab = pytest.importorskip("pygame_rules.catalog.spring_autumn.content.vocab")
    assert set(vocab.FACTIONS) == set(F.FACTION_IDS)
    assert set(getattr(vocab, "RIVERS", M.RIVERS)) == set(M.RIVERS)


def test_g04_ex09_ex10_amb90_colors_jin_red_purple_named_all_distinct():
    assert F.FACTION["jin"].color == "red"
    assert "purple" in {f.color for f in F.FACTIONS}
    assert set(F.RULEBOOK_COLORS) == {"red", "purple"} and F.RULEBOOK_COLORS["red"] == "jin"
    for color, faction in F.RULEBOOK_COLORS.items():
        assert F.FACTION[faction].color == color
    assert len({f.color for f in F.FACTIONS}) == 5
    hexes = [f.hex for f in F.FACTIONS] + [F.NATURAL_WOOD_HEX]
    assert len(set(hexes)) == 6
    assert all(len(h) == 7 and h[0] == "#" and int(h[1:], 16) >= 0 for h in hexes)


def test_g04_g16_sa_comp_2_units_per_faction():
    assert F.UNITS_PER_FACTION == {"infantry": 10, "cavalry": 10, "archer": 10, "junk": 10, "hero": 3}
    assert F.TREATY_CARDS_PER_FACTION * len(F.FACTIONS) == 25


def test_g16_sa_move_limit_unit_facts():
    u = F.UNIT
    assert (u["infantry"].supply_limit, u["archer"].supply_limit) == (1, 1)
    assert (u["cavalry"].supply_limit, u["hero"].supply_limit) == (2, 2)
    assert u["junk"].supply_limit is None and not u["junk"].exhaustible
    assert all(k.exhaustible for k in F.UNIT_KINDS if k.id != "junk")
    assert u["junk"].may_stand_on_land and u["hero"].may_stand_at_sea
    assert not any(u[k].may_stand_at_sea for k in ("infantry", "cavalry", "archer"))
    assert {k.id: k.die for k in F.UNIT_KINDS} == {
        "infantry": "green", "cavalry": "red", "archer": "purple", "junk": "blue", "hero": "yellow"}
    assert F.PALACE_GARRISON == {"infantry": 1, "cavalry": 1, "archer": 1}
    assert F.STARTING_UNITS == {"infantry": 1, "junk": 1}
    assert F.AI_STARTING_UNITS == {"infantry": 2, "junk": 1}


def test_g17_sa_setup_13_most_honorable_token_sides_set_direction():
    assert set(F.MOST_HONORABLE_TOKEN_SIDES.values()) == {F.CLOCKWISE, F.COUNTERCLOCKWISE}
    assert len(F.MOST_HONORABLE_TOKEN_SIDES) == 2
    assert F.turn_order("qi", F.CLOCKWISE) == ("qi", "wu", "chu", "qin", "jin")
    assert F.turn_order("qi", F.COUNTERCLOCKWISE) == ("qi", "jin", "qin", "chu", "wu")
    assert F.turn_order("chu", F.CLOCKWISE, {"chu", "jin", "wu"}) == ("chu", "jin", "wu")
    with pytest.raises(ValueError):
        F.turn_order("qin", F.CLOCKWISE, {"chu", "jin"})
