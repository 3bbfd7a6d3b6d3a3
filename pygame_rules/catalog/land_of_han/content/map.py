"""The Land of Han map: Province groups on a grid, each a Central region and Border regions named by compass
letter (nQi, wQi, ...), with flavours, adjacency, the brown boundary and the western groups that reach Cashgrab.

The rulebook's map is an image link that is gone (L43), so the map is our design after the spec's proposal
(``shared/spec/land_of_han.md`` 3.1); it keeps every fact the rulebook gives:

- a group is a Central region carrying the group's name plus Border regions prefixed N/S/W/E around it (L43-45);
  Qi has exactly wQi, nQi and sQi (L45) and Wu has North, East, West and South Wu (L24, the example sheet, and the
  spec's W/N/E/S);
- Central regions are always Grassland; Borders are Grassland, Riverplains, Forest or Mountain (L47-51);
- Barbarians enter Border regions adjacent to the brown boundary (L144);
- Qin, Jian and Song (base) or Zhao, Qin, Jian and Yue (expanded) lie on the far west and reach Cashgrab (L257).

The base map is the spec's 4 x 3 grid of 12 groups, 50 regions. The expanded map (LH-MAP-6) is 5 x 4 = 20 groups,
79 regions: a new western column Zhao, Qin, Jian, Yue (north to south), Song one column east of it, the base's
other nine groups one column east of their base places, Jin and Ba in the two places Qin and Jian left, and a new
southern row Dian, Yelang, Cangwu, Min under Song, Shu, Chu and Wu. A group has the same Borders, with the same
flavours, on both maps; only its place, and so its neighbours and its edge, change.

Adjacency (spec 3.1):

- a Central is adjacent to each of its Borders;
- Borders of one group in neighbouring compass directions (N-E, E-S, S-W, W-N) are adjacent;
- two groups side by side on the grid meet through their facing Borders (eJian-wHan); where a group lacks the
  facing Border its Central takes its place (Yan has no West, so Yan-eWei). The design gives every pair of
  neighbouring groups at least one facing Border, so two Centrals are never adjacent.

The brown boundary (barbarian entry, LH-MAP-5) is the north Borders of the north row, the west Borders of the west
column and the south Borders of the south row; the east is the coast. ``CONTENT.md`` gives the tables and the
reasons; ``tests/land_of_han/test_lh_content_map.py`` checks every constraint.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

GRASSLAND = "grassland"
RIVERPLAINS = "riverplains"
MOUNTAIN = "mountain"
FOREST = "forest"
FLAVOURS = (GRASSLAND, RIVERPLAINS, MOUNTAIN, FOREST)
"""The four flavours (L47-51). Grassland has no icon; a Central is always Grassland (L48)."""

CENTRAL = "central"
BORDER = "border"

NORTH, EAST, SOUTH, WEST = "n", "e", "s", "w"
COMPASS = (NORTH, EAST, SOUTH, WEST)
"""Compass letters in clockwise order: consecutive letters (and W-N) are neighbouring directions."""
OPPOSITE = {NORTH: SOUTH, SOUTH: NORTH, EAST: WEST, WEST: EAST}
STEP = {NORTH: (-1, 0), SOUTH: (1, 0), EAST: (0, 1), WEST: (0, -1)}
"""Grid step (row, column) of each direction; row 0 is the north, column 0 the west."""
DIRECTION_NAME = {NORTH: "North", EAST: "East", SOUTH: "South", WEST: "West"}
DIRECTION_HANZI = {NORTH: "北", EAST: "東", SOUTH: "南", WEST: "西"}

G, R, M, F = GRASSLAND, RIVERPLAINS, MOUNTAIN, FOREST


@dataclass(frozen=True)
class GroupSpec:
    """A Province group as designed: its name, Chinese name, grid place on each map (None: not on that map) and
    its Borders as (compass letter, flavour) pairs."""

    id: str
    hanzi: str
    base: tuple[int, int] | None
    expanded: tuple[int, int]
    borders: tuple[tuple[str, str], ...]


GROUP_SPECS: tuple[GroupSpec, ...] = (
    # The base map's 12 groups (spec 3.1): north row (mountains north and west), middle row (the river), south
    # row (forest). Base place (row, column), expanded place.
    GroupSpec("Qin", "秦", (0, 0), (1, 0), (("n", M), ("e", G), ("s", M), ("w", M))),
    GroupSpec("Wei", "魏", (0, 1), (0, 2), (("n", M), ("e", G), ("s", G))),
    GroupSpec("Yan", "燕", (0, 2), (0, 3), (("n", M), ("s", G))),
    GroupSpec("Qi", "齊", (0, 3), (0, 4), (("w", G), ("n", G), ("s", G))),
    GroupSpec("Jian", "劍", (1, 0), (2, 0), (("n", M), ("e", R), ("s", G), ("w", M))),
    GroupSpec("Han", "漢", (1, 1), (1, 2), (("n", G), ("e", R), ("s", G), ("w", R))),
    GroupSpec("Zheng", "鄭", (1, 2), (1, 3), (("n", G), ("s", R))),
    GroupSpec("Lu", "魯", (1, 3), (1, 4), (("w", R), ("n", G), ("s", G))),
    GroupSpec("Song", "宋", (2, 0), (2, 1), (("n", G), ("e", F), ("s", F), ("w", M))),
    GroupSpec("Shu", "蜀", (2, 1), (2, 2), (("n", R), ("e", F), ("s", F))),
    GroupSpec("Chu", "楚", (2, 2), (2, 3), (("n", R), ("s", F))),
    GroupSpec("Wu", "吳", (2, 3), (2, 4), (("n", R), ("e", G), ("s", F), ("w", G))),
    # The expanded map's 8 new groups (our design): Zhao and Yue complete the west column the rulebook names
    # (L257); Jin and Ba fill the places Qin and Jian left; the southern row lies under Song, Shu, Chu and Wu.
    GroupSpec("Zhao", "趙", None, (0, 0), (("n", M), ("e", G), ("s", M), ("w", G))),
    GroupSpec("Jin", "晉", None, (0, 1), (("n", M), ("e", G), ("s", M))),
    GroupSpec("Ba", "巴", None, (1, 1), (("e", R), ("s", F), ("w", M))),
    GroupSpec("Yue", "越", None, (3, 0), (("e", F), ("s", F), ("w", M))),
    GroupSpec("Dian", "滇", None, (3, 1), (("e", M), ("s", F))),
    GroupSpec("Yelang", "夜郎", None, (3, 2), (("e", M), ("s", F))),
    GroupSpec("Cangwu", "蒼梧", None, (3, 3), (("e", R), ("s", F))),
    GroupSpec("Min", "閩", None, (3, 4), (("e", G), ("s", F))),
)

BASE_SHAPE = (3, 4)
"""Rows and columns of the base map (spec 3.1)."""
EXPANDED_SHAPE = (4, 5)
"""Rows and columns of the expanded map (spec 3.1: 5 x 4 = 20 groups)."""


@dataclass(frozen=True)
class Region:
    """One map cell (the spec's "region"): a Central (``direction`` None, id = the group's id) or a Border (id =
    compass letter + group id, such as ``nQi``)."""

    id: str
    name: str
    hanzi: str
    group: str
    kind: str
    direction: str | None
    flavour: str

    @property
    def is_central(self) -> bool:
        return self.kind == CENTRAL


@dataclass(frozen=True)
class Group:
    """A Province group placed on a map: its Central's id and its Borders' ids, in compass order."""

    id: str
    hanzi: str
    row: int
    col: int
    central: str
    borders: tuple[str, ...]

    @cached_property
    def regions(self) -> tuple[str, ...]:
        return (self.central, *self.borders)


@dataclass(frozen=True)
class Map:
    """A whole map: groups in grid order, regions, undirected adjacency, the brown boundary and Cashgrab's
    groups and gates (the west Borders of the west column, through which caravans leave for the desert)."""

    expanded: bool
    rows: int
    cols: int
    groups: tuple[Group, ...]
    regions: dict[str, Region] = field(repr=False)
    adjacency: dict[str, frozenset[str]] = field(repr=False)
    brown_boundary: frozenset[str]
    cashgrab_groups: tuple[str, ...]
    cashgrab_gates: tuple[str, ...]
    by_group: dict[str, Group] = field(init=False, repr=False, compare=False)
    region_order: dict[str, int] = field(init=False, repr=False, compare=False)
    neighbours_in_order: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    """Each region's neighbours in map order: what a menu lists (a frozenset's order changes with the process's
    string hashing, and a choice's place in a menu must not)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_group", {g.id: g for g in self.groups})
        order = {r: i for i, r in enumerate(self.regions)}
        object.__setattr__(self, "region_order", order)
        object.__setattr__(self, "neighbours_in_order",
                           {r: tuple(sorted(self.adjacency[r], key=order.__getitem__)) for r in self.regions})

    def group(self, group_id: str) -> Group:
        return self.by_group[group_id]

    def group_at(self, row: int, col: int) -> Group | None:
        return next((g for g in self.groups if (g.row, g.col) == (row, col)), None)

    def neighbours(self, region_id: str) -> frozenset[str]:
        return self.adjacency[region_id]

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency[a]

    def group_distance(self, a: str, b: str) -> int:
        """Steps between two groups on the grid (orthogonal moves only)."""
        ga, gb = self.group(a), self.group(b)
        return abs(ga.row - gb.row) + abs(ga.col - gb.col)


def _border_name(direction: str, group: str) -> str:
    return f"{DIRECTION_NAME[direction]} {group}"


def _regions(spec: GroupSpec) -> list[Region]:
    out = [Region(spec.id, spec.id, spec.hanzi, spec.id, CENTRAL, None, GRASSLAND)]
    for direction, flavour in spec.borders:
        hanzi = DIRECTION_HANZI[direction] + spec.hanzi
        out.append(Region(direction + spec.id, _border_name(direction, spec.id), hanzi, spec.id, BORDER, direction,
                          flavour))
    return out


def _facing(spec: GroupSpec, direction: str) -> str:
    """The region of a group that meets the neighbour lying in ``direction``: its Border there, else its
    Central (spec 3.1)."""
    return direction + spec.id if direction in dict(spec.borders) else spec.id


def board(expanded: bool = False) -> Map:
    """The base map (12 groups, 50 regions) or the expanded map (20 groups, 79 regions)."""
    rows, cols = EXPANDED_SHAPE if expanded else BASE_SHAPE
    specs = [s for s in GROUP_SPECS if (s.expanded if expanded else s.base) is not None]
    place = {s.id: (s.expanded if expanded else s.base) for s in specs}
    specs.sort(key=lambda s: place[s.id])
    at = {place[s.id]: s for s in specs}
    regions: dict[str, Region] = {}
    groups = []
    links: set[frozenset[str]] = set()
    for s in specs:
        rs = _regions(s)
        regions.update((r.id, r) for r in rs)
        groups.append(Group(s.id, s.hanzi, *place[s.id], s.id, tuple(r.id for r in rs[1:])))
        dirs = dict(s.borders)
        for d in dirs:
            links.add(frozenset((s.id, d + s.id)))
        for i, d in enumerate(COMPASS):
            nxt = COMPASS[(i + 1) % 4]
            if d in dirs and nxt in dirs:
                links.add(frozenset((d + s.id, nxt + s.id)))
        for d in (EAST, SOUTH):
            r, c = place[s.id]
            other = at.get((r + STEP[d][0], c + STEP[d][1]))
            if other is not None:
                links.add(frozenset((_facing(s, d), _facing(other, OPPOSITE[d]))))
    adjacency: dict[str, set[str]] = {rid: set() for rid in regions}
    for a, b in (tuple(link) for link in links):
        adjacency[a].add(b)
        adjacency[b].add(a)
    brown = set()
    for s in specs:
        r, c = place[s.id]
        dirs = dict(s.borders)
        for edge, d in ((r == 0, NORTH), (c == 0, WEST), (r == rows - 1, SOUTH)):
            if edge and d in dirs:
                brown.add(d + s.id)
    west = tuple(s.id for s in specs if place[s.id][1] == 0)
    return Map(expanded, rows, cols, tuple(groups), regions, {k: frozenset(v) for k, v in adjacency.items()},
               frozenset(brown), west, tuple(WEST + g for g in west))


BASE = board(False)
EXPANDED = board(True)


@dataclass(frozen=True)
class Start:
    """A warlord's starting land (LH-SETUP-1, L29): a Central (the Palace) and 2 adjacent Borders."""

    central: str
    borders: tuple[str, str]

    @property
    def regions(self) -> tuple[str, str, str]:
        return (self.central, *self.borders)


def _starts(*triples: str) -> tuple[Start, ...]:
    return tuple(Start(c, (a, b)) for c, a, b in (t.split() for t in triples))


BASE_STARTS: dict[int, tuple[Start, ...]] = {
    # Found by search (CONTENT.md): the groups with the largest smallest grid distance between starts, then with
    # Wu among them, then the largest sum of distances; each start's 2 Borders are the pair farthest (region
    # steps) from the other starts' regions. Wu starts with East and North Wu, as the rulebook's sheet does (L24).
    2: _starts("Qin nQin wQin", "Wu eWu nWu"),
    3: _starts("Wei nWei eWei", "Song sSong wSong", "Wu eWu nWu"),
    4: _starts("Qin nQin wQin", "Qi wQi nQi", "Song sSong wSong", "Wu eWu nWu"),
    5: _starts("Qin nQin wQin", "Qi wQi nQi", "Han nHan eHan", "Song sSong wSong", "Wu eWu nWu"),
    6: _starts("Wei nWei eWei", "Qi wQi nQi", "Jian eJian wJian", "Zheng nZheng sZheng", "Shu eShu sShu",
               "Wu eWu nWu"),
}
"""Starting positions on the base map for 2-6 warlords (spec 3.8: 2-6 warlords, groups at least 2 apart): the
smallest grid distance between two starts is 5, 3, 2, 2, 2 for 2-6 warlords."""

EXPANDED_STARTS: dict[int, tuple[Start, ...]] = {
    2: _starts("Zhao nZhao wZhao", "Min eMin sMin"),
    3: _starts("Zhao nZhao wZhao", "Wu eWu nWu", "Dian eDian sDian"),
    4: _starts("Zhao nZhao wZhao", "Yan nYan sYan", "Wu eWu nWu", "Yue sYue wYue"),
    5: _starts("Zhao nZhao wZhao", "Qi wQi nQi", "Han sHan wHan", "Yue sYue wYue", "Min eMin sMin"),
    6: _starts("Zhao nZhao wZhao", "Wei nWei sWei", "Qi nQi sQi", "Wu eWu nWu", "Yue sYue wYue",
               "Cangwu eCangwu sCangwu"),
    7: _starts("Zhao nZhao wZhao", "Wei nWei sWei", "Qi nQi sQi", "Ba eBa wBa", "Wu eWu nWu", "Yue sYue wYue",
               "Cangwu eCangwu sCangwu"),
    8: _starts("Zhao nZhao wZhao", "Wei nWei sWei", "Qi nQi sQi", "Ba eBa wBa", "Jian nJian wJian", "Wu eWu nWu",
               "Dian eDian sDian", "Cangwu eCangwu sCangwu"),
    9: _starts("Zhao nZhao wZhao", "Wei nWei eWei", "Qi wQi nQi", "Ba eBa wBa", "Zheng nZheng sZheng",
               "Jian nJian wJian", "Wu eWu nWu", "Dian eDian sDian", "Cangwu eCangwu sCangwu"),
    10: _starts("Zhao nZhao wZhao", "Wei nWei eWei", "Qi wQi nQi", "Ba eBa wBa", "Zheng nZheng sZheng",
                "Jian nJian wJian", "Shu eShu sShu", "Wu eWu nWu", "Dian eDian sDian", "Cangwu eCangwu sCangwu"),
}
"""Starting positions on the expanded map for 2-10 warlords (spec 3.8: up to 10), found by the same search: the
smallest grid distance between two starts is 7, 4, 3, 3, then 2 for 6-10 warlords."""

MIN_WARLORDS = 2


def max_warlords(m: Map) -> int:
    return max(EXPANDED_STARTS if m.expanded else BASE_STARTS)


def start_positions(m: Map, players: int) -> tuple[Start, ...]:
    """The starting lands of ``players`` warlords on map ``m``, one per seat in seat order (a random seating
    decides who gets which; that is the rules' business)."""
    table = EXPANDED_STARTS if m.expanded else BASE_STARTS
    if players not in table:
        raise ValueError(f"{players} warlords: the {'expanded' if m.expanded else 'base'} map takes "
                         f"{MIN_WARLORDS}-{max(table)}")
    return table[players]
