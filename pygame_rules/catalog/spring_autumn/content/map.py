"""The Spring and Autumn board: land areas, seas and river segments, borders, barbarian tribes, tracks.

The rulebook prints the map only on the board, so this map is our design (gaps G-01, G-02, G-03 of
``shared/spec/spring_autumn.md``). It keeps every fact the rulebook gives; ``CONTENT.md`` beside this file
lists them and ``tests/spring_autumn/test_content_map.py`` proves them. The facts that shaped it most:

- 5 home areas (Qi, Chu, Wu, Jin and our fifth faction Qin) with 4 settlements each, so that exactly 4
  areas "contain 3 settlements" (Zhou, Song, Yan, Yue) and get the setup kingdom tokens (SA-SETUP-8,
  AMB-88).
- The AI movement example (EX-10): every land destination of Jin (adjacent, or by sea transport through
  the one Yellow River segment next to both Jin and Wei) has at most 3 settlements+mines, and only Zhou
  and Song have 3.
- The sea-transport example (EX-06): Chu borders a Yangtze segment; the next segment borders Wu; the one
  after borders Song. Song is therefore drawn as the great plain between the two rivers (historically the
  buffer between Jin and Chu, where the 546 BC truce was sworn).

Everything is immutable data plus small lookup helpers; no rules live here. Ids are lower-case; a
faction's id equals its home area's id (``"qi"`` is both the faction and the area Qi).

Coordinates are in a 1000x1000 box, north up, x to the east: a centre per land area, a centre per sea, a
polyline per river segment (drawn downstream), a point per rapids, tribe squares and Great Wall points.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

Point = tuple[int, int]

VALLEY = "valley"
MOUNTAIN = "mountain"


@dataclass(frozen=True)
class Area:
    """A land area (SA-AREA-1..4). A valley has 1+ settlements and no mine; a mountain has exactly one mine
    and 0+ settlements. ``home`` is the faction whose home area this is (SA-AREA-2), else None."""

    id: str
    name: str
    kind: str
    settlements: int
    mine: bool
    home: str | None
    center: Point
    hanzi: str = ""

    @property
    def slots(self) -> int:
        """Settlements plus mines: the AI's "settlements & mines" measure (SA-AI-FILT-3, EX-10)."""
        return self.settlements + (1 if self.mine else 0)


def _v(id_: str, name: str, settlements: int, center: Point, hanzi: str, home: str | None = None) -> Area:
    return Area(id_, name, VALLEY, settlements, False, home, center, hanzi)


def _m(id_: str, name: str, settlements: int, center: Point, hanzi: str) -> Area:
    return Area(id_, name, MOUNTAIN, settlements, True, None, center, hanzi)


AREAS: tuple[Area, ...] = (
    # -- the five home areas (4 settlements each) -------------------------------------------------------
    _v("qin", "Qin", 4, (270, 365), "秦", home="qin"),      # Wei River valley (Guanzhong), the west
    _v("jin", "Jin", 4, (520, 270), "晉", home="jin"),      # Fen valley, north of the Yellow River bend
    _v("qi", "Qi", 4, (800, 240), "齊", home="qi"),         # Linzi, the Bohai coast of Shandong
    _v("chu", "Chu", 4, (460, 545), "楚", home="chu"),      # Ying, the middle Yangtze
    _v("wu", "Wu", 4, (830, 575), "吳", home="wu"),         # Gusu, the Yangtze delta
    # -- the four areas that contain exactly 3 settlements (setup kingdom tokens) -----------------------
    _v("zhou", "Zhou", 3, (490, 390), "周"),                 # Luoyang, the royal domain
    _v("song", "Song", 3, (700, 440), "宋"),                 # the plain between the two rivers
    _v("yan", "Yan", 3, (690, 120), "燕"),                   # the northern plain by the Bohai
    _v("yue", "Yue", 3, (860, 665), "越"),                   # Kuaiji, south of Wu
    # -- the north and west ------------------------------------------------------------------------------
    _m("yiqu", "Yiqu", 1, (180, 220), "義渠"),               # Rong kingdom on the Longdong plateau
    _m("hexi", "Hexi", 1, (300, 270), "河西"),               # west bank of the Longmen gorge
    _m("loufan", "Loufan", 0, (340, 120), "樓煩"),           # the Ordos, inside the Yellow River loop
    _m("dai", "Dai", 1, (530, 110), "代"),                   # the northern passes
    _m("taiyuan", "Taiyuan", 1, (480, 190), "大原"),         # upper Fen basin (Jinyang) under the Taihang range: a mountain (balance, CONTENT.md)
    _m("xianyu", "Xianyu", 1, (610, 200), "鮮虞"),           # Di state at the Taihang foothills
    _m("yu", "Yu", 1, (445, 305), "虞"),                     # Hedong: Zhongtiao hills and the Xie salt lake
    _m("hanzhong", "Hanzhong", 1, (260, 450), "漢中"),       # upper Han valley, behind the Qinling
    _v("shu", "Shu", 2, (120, 480), "蜀"),                   # the Chengdu plain
    _m("ba", "Ba", 1, (260, 540), "巴"),                     # the Ba hills and salt springs
    # -- the central plain -------------------------------------------------------------------------------
    _m("guo", "Guo", 1, (415, 395), "虢"),                   # Hangu pass and Sanmen gorge
    _v("wei", "Wei", 2, (600, 285), "衛"),                   # Wey, north of the river (Chaoge)
    _v("zheng", "Zheng", 2, (570, 395), "鄭"),
    _v("cao", "Cao", 1, (705, 320), "曹"),
    _v("lu", "Lu", 2, (775, 335), "魯"),
    _m("lai", "Lai", 1, (915, 245), "萊"),                   # Dongyi state at the tip of Shandong
    _v("ju", "Ju", 1, (875, 340), "莒"),
    _v("xu", "Xu", 2, (830, 440), "徐"),                     # the Huai-Yi coast
    _v("chen", "Chen", 2, (630, 450), "陳"),
    _v("cai", "Cai", 1, (550, 475), "蔡"),
    _v("shen", "Shen", 2, (460, 465), "申"),                 # Nanyang basin, Chu's northern gate
    # -- the south ---------------------------------------------------------------------------------------
    _m("yong", "Yong", 1, (380, 470), "庸"),                 # the Daba-Wudang mountains
    _v("sui", "Sui", 2, (560, 540), "隨"),                   # Sui-Zeng, east of the Han
    _v("qunshu", "Qunshu", 2, (655, 520), "群舒"),           # the Shu states between Huai and Yangtze
    _m("pu", "Pu", 1, (450, 680), "濮"),                     # the Baipu hills south of the Yangtze
    _m("yuzhang", "Yuzhang", 1, (650, 650), "豫章"),         # the Gan valley and copper hills
    _m("min", "Min", 0, (790, 775), "閩"),                   # the Min coast, far south
)

AREA: dict[str, Area] = {a.id: a for a in AREAS}
HOMES: dict[str, str] = {a.home: a.id for a in AREAS if a.home}
"""Faction id -> home area id (SA-AREA-2)."""

ZHOU = "zhou"
SETUP_KINGDOM_TOKENS: dict[str, int] = {"zhou": 3, "song": 1, "yan": 1, "yue": 1}
"""Kingdom tokens at setup, per area, as AMB-88 asks: one on each area containing 3 settlements, and 2
more on Zhou (SA-SETUP-8). 6 on the map, 30 back to the box (EX-15)."""


# -- sea spaces ------------------------------------------------------------------------------------------

SEA = "sea"
RIVER = "river"
YELLOW = "yellow"
YANGTZE = "yangtze"


@dataclass(frozen=True)
class SeaSpace:
    """A sea or a river segment (SA-AREA-8/9). ``river`` is "yellow"/"yangtze" for segments, None for seas;
    ``index`` counts segments from the source (1, 2, ...) and seas from north to south."""

    id: str
    name: str
    kind: str
    river: str | None
    index: int
    center: Point
    path: tuple[Point, ...] = ()


SEA_SPACES: tuple[SeaSpace, ...] = (
    SeaSpace("bohai", "Bohai Sea", SEA, None, 1, (840, 130)),
    SeaSpace("yellow_sea", "Yellow Sea", SEA, None, 2, (945, 390)),
    SeaSpace("east_sea", "East Sea", SEA, None, 3, (935, 640)),
    SeaSpace("yellow_hetao", "Yellow River: Hetao loop", RIVER, YELLOW, 1, (330, 70),
             ((200, 160), (230, 70), (400, 55), (428, 110), (420, 195))),
    SeaSpace("yellow_longmen", "Yellow River: Longmen gorge", RIVER, YELLOW, 2, (410, 290),
             ((419, 210), (410, 260), (400, 330), (420, 348), (446, 348))),
    SeaSpace("yellow_mengjin", "Yellow River: Mengjin ford", RIVER, YELLOW, 3, (550, 340),
             ((458, 346), (520, 338), (580, 340), (640, 352))),
    SeaSpace("yellow_jiuhe", "Yellow River: Nine Channels", RIVER, YELLOW, 4, (700, 240),
             ((655, 345), (670, 290), (700, 240), (740, 180), (775, 148))),
    SeaSpace("yangtze_min", "Yangtze: Min River", RIVER, YANGTZE, 1, (180, 598),
             ((80, 590), (170, 600), (240, 590), (285, 585))),
    SeaSpace("yangtze_gorges", "Yangtze: Three Gorges", RIVER, YANGTZE, 2, (350, 575),
             ((295, 583), (350, 575), (412, 548))),
    SeaSpace("yangtze_yunmeng", "Yangtze: Yunmeng", RIVER, YANGTZE, 3, (510, 605),
             ((422, 545), (470, 605), (540, 612), (612, 582))),
    SeaSpace("yangtze_pengli", "Yangtze: Pengli", RIVER, YANGTZE, 4, (690, 576),
             ((624, 580), (690, 576), (762, 556))),
    SeaSpace("yangtze_estuary", "Yangtze: Estuary", RIVER, YANGTZE, 5, (830, 510),
             ((774, 550), (835, 512), (905, 492))),
)

SEA_SPACE: dict[str, SeaSpace] = {s.id: s for s in SEA_SPACES}
SEAS: tuple[str, ...] = tuple(s.id for s in SEA_SPACES if s.kind == SEA)
RIVERS: dict[str, tuple[str, ...]] = {
    r: tuple(s.id for s in sorted((s for s in SEA_SPACES if s.river == r), key=lambda s: s.index))
    for r in (YELLOW, YANGTZE)
}
"""River -> its segments from source to mouth."""
RIVER_MOUTHS: dict[str, str] = {YELLOW: "bohai", YANGTZE: "east_sea"}
"""The sea each river's last segment flows into (and is adjacent to)."""


@dataclass(frozen=True)
class Rapids:
    """The rapids separating two consecutive segments of a river (SA-AREA-9). Junks pass them freely:
    consecutive segments are adjacent sea spaces (EX-06)."""

    id: str
    name: str
    river: str
    upstream: str
    downstream: str
    position: Point


RAPIDS: tuple[Rapids, ...] = (
    Rapids("hukou", "Hukou falls", YELLOW, "yellow_hetao", "yellow_longmen", (419, 203)),
    Rapids("sanmen", "Sanmen gorge", YELLOW, "yellow_longmen", "yellow_mengjin", (452, 347)),
    Rapids("suxu", "Suxu rapids", YELLOW, "yellow_mengjin", "yellow_jiuhe", (648, 350)),
    Rapids("qutang", "Qutang gorge", YANGTZE, "yangtze_min", "yangtze_gorges", (290, 584)),
    Rapids("xiling", "Xiling gorge", YANGTZE, "yangtze_gorges", "yangtze_yunmeng", (417, 546)),
    Rapids("xiaogu", "Xiaogu rock", YANGTZE, "yangtze_yunmeng", "yangtze_pengli", (618, 581)),
    Rapids("caishi", "Caishi cliffs", YANGTZE, "yangtze_pengli", "yangtze_estuary", (768, 553)),
)

_SEA_SEA: tuple[tuple[str, str], ...] = (("bohai", "yellow_sea"), ("yellow_sea", "east_sea"))
SEA_LINKS: tuple[tuple[str, str], ...] = (
    tuple((r.upstream, r.downstream) for r in RAPIDS)
    + tuple((RIVERS[r][-1], sea) for r, sea in RIVER_MOUTHS.items())
    + _SEA_SEA
)
"""Sea space - sea space adjacency: consecutive river segments across their rapids, each river's mouth
segment with its sea, and the three seas in a north-south chain. The two rivers meet only through the sea."""

_COAST: dict[str, tuple[str, ...]] = {
    "bohai": ("yan", "qi", "lai"),
    "yellow_sea": ("lai", "ju", "xu"),
    "east_sea": ("wu", "yue", "min"),
    "yellow_hetao": ("yiqu", "loufan", "dai", "taiyuan"),
    "yellow_longmen": ("hexi", "taiyuan", "yu", "qin", "guo"),
    "yellow_mengjin": ("jin", "yu", "guo", "zhou", "zheng", "wei", "song"),
    "yellow_jiuhe": ("wei", "xianyu", "yan", "cao", "qi"),
    "yangtze_min": ("shu", "ba"),
    "yangtze_gorges": ("ba", "yong", "chu", "pu"),
    "yangtze_yunmeng": ("chu", "pu", "sui", "yuzhang"),
    "yangtze_pengli": ("qunshu", "yuzhang", "wu"),
    "yangtze_estuary": ("song", "xu", "wu"),
}
"""Sea space -> the land areas it borders (land-sea adjacency)."""


# -- land borders ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Border:
    """A land-land border. ``river`` is the river segment the border runs along (units crossing it can be
    interdicted by junks there, SA-MOVE-INT-2, AMB-21), or None for a dry border. Rivers never block land
    movement (SA-MOVE-8)."""

    a: str
    b: str
    river: str | None = None


_B = Border
BORDERS: tuple[Border, ...] = (
    # west and north
    _B("yiqu", "hexi"), _B("yiqu", "qin"), _B("yiqu", "loufan"),
    _B("qin", "hexi"), _B("qin", "hanzhong"), _B("qin", "guo"), _B("qin", "yu", "yellow_longmen"),
    _B("hexi", "loufan"), _B("hexi", "yu", "yellow_longmen"), _B("hexi", "taiyuan", "yellow_longmen"),
    _B("loufan", "dai", "yellow_hetao"), _B("loufan", "taiyuan", "yellow_hetao"),
    _B("dai", "taiyuan"), _B("dai", "xianyu"), _B("dai", "yan"),
    _B("taiyuan", "jin"), _B("taiyuan", "yu"), _B("taiyuan", "xianyu"),
    _B("xianyu", "yan"), _B("xianyu", "wei"), _B("xianyu", "jin"), _B("xianyu", "qi", "yellow_jiuhe"),
    _B("yan", "qi", "yellow_jiuhe"),
    _B("hanzhong", "shu"), _B("hanzhong", "ba"), _B("hanzhong", "yong"),
    _B("shu", "ba"),
    # the central plain
    _B("jin", "yu"), _B("jin", "wei"),
    _B("jin", "zhou", "yellow_mengjin"), _B("jin", "zheng", "yellow_mengjin"),
    _B("yu", "guo", "yellow_longmen"),
    _B("guo", "zhou"), _B("guo", "shen"),
    _B("zhou", "zheng"), _B("zhou", "shen"),
    _B("wei", "zheng", "yellow_mengjin"), _B("wei", "cao", "yellow_jiuhe"),
    _B("zheng", "song"), _B("zheng", "chen"), _B("zheng", "cai"), _B("zheng", "shen"),
    _B("cao", "song"), _B("cao", "lu"), _B("cao", "qi"),
    _B("song", "lu"), _B("song", "xu"), _B("song", "chen"), _B("song", "qunshu"),
    _B("song", "wu", "yangtze_estuary"),
    _B("lu", "qi"), _B("lu", "ju"), _B("lu", "xu"),
    _B("qi", "lai"), _B("qi", "ju"), _B("lai", "ju"), _B("ju", "xu"),
    _B("xu", "wu", "yangtze_estuary"),
    _B("chen", "cai"), _B("chen", "qunshu"),
    _B("cai", "shen"), _B("cai", "sui"),
    _B("shen", "yong"), _B("shen", "chu"), _B("shen", "sui"),
    # the south
    _B("ba", "yong"), _B("ba", "chu"), _B("ba", "pu", "yangtze_gorges"),
    _B("yong", "chu"),
    _B("chu", "sui"), _B("chu", "pu", "yangtze_yunmeng"),
    _B("sui", "qunshu"), _B("sui", "yuzhang", "yangtze_yunmeng"),
    _B("qunshu", "yuzhang", "yangtze_pengli"),
    _B("yuzhang", "pu"), _B("yuzhang", "wu"), _B("yuzhang", "yue"), _B("yuzhang", "min"),
    _B("wu", "yue"), _B("yue", "min"),
)

_LAND: dict[str, dict[str, str | None]] = {a.id: {} for a in AREAS}
for _b in BORDERS:
    _LAND[_b.a][_b.b] = _b.river
    _LAND[_b.b][_b.a] = _b.river

_SEA_OF_LAND: dict[str, tuple[str, ...]] = {
    a.id: tuple(s for s, coast in _COAST.items() if a.id in coast) for a in AREAS
}
_SEA_SEA_ADJ: dict[str, tuple[str, ...]] = {
    s.id: tuple(y if x == s.id else x for x, y in SEA_LINKS if s.id in (x, y)) for s in SEA_SPACES
}


# -- barbarian tribes, invasion arrows, the Great Wall ---------------------------------------------------

@dataclass(frozen=True)
class Arrow:
    """An invasion path (SA-AREA-10). ``faces`` are the raid-die results (blue die, 1-6) that pick it
    (AMB-45); ``tip`` is where the arrow meets the target's border: the one place a Great Wall segment
    can block it (SA-WALL-1, AMB-48)."""

    id: str
    tribe: str
    target: str
    faces: tuple[int, ...]
    tip: Point


@dataclass(frozen=True)
class Tribe:
    """A barbarian tribe square just outside China (SA-AREA-10); one barbarian token sits on it."""

    id: str
    name: str
    position: Point
    arrows: tuple[Arrow, ...]
    hanzi: str = ""


def _tribe(id_: str, name: str, hanzi: str, position: Point, *paths: tuple[str, tuple[int, ...], Point]) -> Tribe:
    arrows = tuple(Arrow(f"{id_}_{target}", id_, target, faces, tip) for target, faces, tip in paths)
    return Tribe(id_, name, position, arrows, hanzi)


TRIBES: tuple[Tribe, ...] = (
    _tribe("quanrong", "Quanrong", "犬戎", (45, 330),
           ("yiqu", (1, 2, 3), (137, 255)), ("shu", (4, 5, 6), (95, 431))),
    _tribe("beidi", "Beidi", "北狄", (380, 25),
           ("loufan", (1, 2, 3), (361, 69)), ("dai", (4, 5, 6), (482, 83))),
    _tribe("shanrong", "Shanrong", "山戎", (650, 25),
           ("dai", (1, 2), (575, 78)), ("yan", (3, 4, 5, 6), (669, 69))),
    _tribe("nanman", "Nanman", "南蠻", (220, 760),
           ("shu", (1, 2), (138, 532)), ("ba", (3, 4), (250, 594)), ("pu", (5, 6), (398, 698))),
    _tribe("baiyue", "Baiyue", "百越", (680, 860),
           ("yuzhang", (1, 2), (658, 704)), ("min", (3, 4), (746, 809)), ("yue", (5, 6), (823, 705))),
)
TRIBE: dict[str, Tribe] = {t.id: t for t in TRIBES}
ARROWS: dict[str, Arrow] = {a.id: a for t in TRIBES for a in t.arrows}


# -- seating and tracks ----------------------------------------------------------------------------------

SEAT_ORDER: tuple[str, ...] = ("qin", "jin", "qi", "wu", "chu")
"""Factions clockwise around the table, each seated at its home's edge of the board (SA-SETUP-11, G-03):
west, north, north-east, south-east, south."""

TURN_TRACK_LENGTH = 20
"""Printed turn-track spaces 1..20. The game has no turn limit (AMB-06): the counter keeps counting past
the track; the optional software safety cap ends the game after turn 20."""

DRAGON_TRACK: tuple[int, ...] = (6, 5, 4, 3, 2, 1)
"""Dragon (chaos) track spaces from top to bottom; below space 1 lies the fireball. The marker starts on
P+1 (at most 6) and resets to P (SA-SETUP-2, glossary d-model)."""
FIREBALL = 0
"""The fireball space, modelled as d = 0 (one step down from d = 1)."""


# -- helpers ---------------------------------------------------------------------------------------------

def adjacent_land(area: str) -> tuple[str, ...]:
    """Land areas sharing a border with ``area``, across rivers included (SA-MOVE-8)."""
    return _LAND_ADJ[area]


_LAND_ADJ: dict[str, tuple[str, ...]] = {a: tuple(borders) for a, borders in _LAND.items()}
"""``adjacent_land``'s answers, made once (the map never changes)."""


def adjacent_seas(area: str) -> tuple[str, ...]:
    """Sea spaces (seas and river segments) bordering the land ``area``."""
    return _SEA_OF_LAND[area]


def borders_of_sea(space: str) -> tuple[str, ...]:
    """Land areas bordering the sea space ``space``."""
    return _COAST[space]


def adjacent_sea_spaces(space: str) -> tuple[str, ...]:
    """Sea spaces one junk step from ``space`` (SEA_LINKS)."""
    return _SEA_SEA_ADJ[space]


def river_between(a: str, b: str) -> str | None:
    """The river segment the border a-b runs along, or None for a dry border. KeyError if a and b do not
    border each other."""
    if b not in _LAND[a]:
        raise KeyError(f"{a} and {b} are not adjacent")
    return _LAND[a][b]


def coastal_areas() -> tuple[str, ...]:
    """Land areas bordering one of the three seas (not merely a river segment)."""
    return tuple(a.id for a in AREAS if any(s in SEAS for s in _SEA_OF_LAND[a.id]))


def is_home(area: str) -> bool:
    return AREA[area].home is not None


def areas_with(settlements: int | None = None, *, kind: str | None = None, mine: bool | None = None,
               home: bool | None = None, slots: int | None = None) -> tuple[str, ...]:
    """Area ids matching every given filter: exact ``settlements``, ``kind``, ``mine``, home or not,
    exact settlements+mines ``slots``."""
    return tuple(
        a.id for a in AREAS
        if (settlements is None or a.settlements == settlements)
        and (kind is None or a.kind == kind)
        and (mine is None or a.mine == mine)
        and (home is None or (a.home is not None) == home)
        and (slots is None or a.slots == slots)
    )


def arrow_for_roll(tribe: str, roll: int) -> Arrow:
    """The invasion arrow of ``tribe`` selected by a raid-die ``roll`` of 1..6 (AMB-45)."""
    for arrow in TRIBE[tribe].arrows:
        if roll in arrow.faces:
            return arrow
    raise ValueError(f"no arrow of {tribe} for roll {roll}")


def arrows_into(area: str) -> tuple[Arrow, ...]:
    """Invasion arrows whose tip points into ``area`` (where its owner may wall them, AMB-48)."""
    return tuple(a for a in ARROWS.values() if a.target == area)


def kingdom_token_setup(unplayed: Iterable[str] = ()) -> dict[str, int]:
    """Kingdom tokens per area at setup: SETUP_KINGDOM_TOKENS, then for each faction no one plays (AI
    factions count as played, AMB-83) 3 more on its home and 1 on each adjacent area that has none yet,
    never on the home of a faction in play (SA-FEW-2, AMB-83, AMB-89). Land adjacency, across rivers."""
    unplayed = set(unplayed)
    tokens = dict(SETUP_KINGDOM_TOKENS)
    played_homes = {HOMES[f] for f in HOMES if f not in unplayed}
    for faction in sorted(unplayed, key=SEAT_ORDER.index):
        home = HOMES[faction]
        tokens[home] = tokens.get(home, 0) + 3
    for faction in sorted(unplayed, key=SEAT_ORDER.index):
        for near in adjacent_land(HOMES[faction]):
            if near not in played_homes and tokens.get(near, 0) == 0:
                tokens[near] = 1
    return tokens


def location_name(loc: str) -> str:
    """The printed name of a land area, sea space or river segment, a tribe or a whole river (for logs and
    choice labels)."""
    if loc in AREA:
        return AREA[loc].name
    if loc in SEA_SPACE:
        return SEA_SPACE[loc].name
    if loc in TRIBE:
        return f"the {TRIBE[loc].name} tribe"
    return {YELLOW: "the Yellow River", YANGTZE: "the Yangtze"}.get(loc, loc)
