"""The Death of Heaven map: 38 territories (walled cities), their spaces, suited troop types, and the land and
water paths between them.

The rulebook prints the map only on the board, so this map is the spec's proposal (section 3.1 of
``shared/spec/death_of_heaven.md``) with one added water path (Wu-Guangling, so that every Navy-suited city has a
dock); it honours every fact the rulebook gives (L77, L127, L199-203,
L555, the simple-rules diplomacy table L154-162, the round-1 tip L111 for 4 players).
``tests/death_of_heaven/test_dh_content_map.py`` proves each one; ``CONTENT.md`` lists them.

- A territory has ``circles`` ○ spaces (space number 1, filled at setup by its home faction or at occupation) and
  ``spaces`` in all; spaces beyond the circles are numbered 2, 3, 4 (DH-ZONE-3, spec 3.2).
- Suited troop types are a set (DH-TERR-2 ruling: Wei Yan and Shamoke say "does not include Cavalry").
- Adjacency (DH-TERR-5) is one undirected ``Border`` per pair: ``land`` or ``water`` (water node to water node,
  DH-TERR-4). A territory with a water border has a water node (a dock).
- ``home`` is the faction whose coloured ○ the territory carries (simple and full setup), else None; ``npc`` is
  the NPC faction of a territory no warlord starts in (its NPC tile in ``npc.py``).

Coordinates are a 1000x1000 box, north up, from the cities' longitude and latitude (Jiaozhi squeezed in); they
are for drawing only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .vocab import CAVALRY, INFANTRY, NAVY

Point = tuple[int, int]
INF, CAV = INFANTRY, CAVALRY
LAND = "land"
WATER = "water"
PATH_KINDS = (LAND, WATER)


@dataclass(frozen=True)
class Territory:
    """A territory (DH-TERR-1..3). ``troops`` is its suited troop type set; ``circles`` its ○ spaces; ``spaces``
    its ○ plus upgrade spaces."""

    id: str
    name: str
    hanzi: str
    troops: frozenset[str]
    circles: int
    spaces: int
    center: Point
    home: str | None
    npc: str | None

    @property
    def upgrade_spaces(self) -> int:
        """Spaces beyond the ○: the □ of its NPC tile (DH-NPC-2)."""
        return self.spaces - self.circles

    @property
    def space_numbers(self) -> tuple[int, ...]:
        """The printed number of each space: 1 for every ○, then 2, 3, ... (spec 3.2, DH-GSK-3)."""
        return (1,) * self.circles + tuple(range(2, 2 + self.upgrade_spaces))


def _t(id_: str, name: str, hanzi: str, troop: str, circles: int, spaces: int, center: Point, *,
       home: str | None, npc: str | None) -> Territory:
    return Territory(id_, name, hanzi, frozenset({troop}), circles, spaces, center, home, npc)


TERRITORIES: tuple[Territory, ...] = (
    # -- the north: Gongsun Zan, Gongsun Du, Yuan Shao ------------------------------------------------------------
    _t("ji", "Ji", "薊", CAV, 2, 4, (662, 98), home=None, npc="gongsun_zan"),
    _t("liaodong", "Liaodong", "遼東", CAV, 1, 3, (964, 33), home=None, npc="gongsun_du"),
    _t("nanpi", "Nanpi", "南皮", CAV, 1, 3, (690, 172), home="yuan_shao", npc=None),
    _t("jinyang", "Jinyang", "晉陽", CAV, 1, 3, (489, 191), home="yuan_shao", npc=None),
    _t("ye", "Ye", "鄴", CAV, 2, 4, (568, 248), home="yuan_shao", npc=None),
    _t("pingyuan", "Pingyuan", "平原", INF, 1, 3, (655, 228), home="yuan_shao", npc=None),
    # -- the east coast and the central plain: Cao Cao, Liu Bei, Lu Bu ---------------------------------------------
    _t("beihai", "Beihai", "北海", INF, 1, 3, (764, 242), home=None, npc="kong_rong"),
    _t("langya", "Langya", "琅琊", INF, 1, 3, (760, 312), home=None, npc="zang_ba"),
    _t("henei", "Henei", "河內", INF, 1, 3, (520, 316), home=None, npc="zhang_yang"),
    _t("puyang", "Puyang", "濮陽", INF, 1, 3, (612, 300), home="cao_cao", npc=None),
    _t("luoyang", "Luoyang", "洛陽", INF, 1, 4, (487, 344), home="cao_cao", npc=None),
    _t("xudu", "Xudu", "許都", INF, 2, 4, (547, 372), home="cao_cao", npc=None),
    _t("xiaopei", "Xiaopei", "小沛", INF, 2, 3, (684, 340), home="liu_bei", npc=None),
    _t("xiapi", "Xiapi", "下邳", INF, 2, 4, (729, 363), home="lu_bu", npc=None),
    _t("guangling", "Guangling", "廣陵", NAVY, 1, 3, (796, 447), home="lu_bu", npc=None),
    # -- the west: Chang'an, Ma Teng, Zhang Lu, Liu Zhang ---------------------------------------------------------
    _t("changan", "Chang'an", "長安", CAV, 1, 4, (329, 358), home="cao_cao", npc=None),
    _t("tianshui", "Tianshui", "天水", CAV, 1, 3, (169, 340), home="ma_teng", npc=None),
    _t("wuwei", "Wuwei", "武威", CAV, 2, 3, (49, 191), home="ma_teng", npc=None),
    _t("hanzhong", "Hanzhong", "漢中", INF, 2, 4, (244, 414), home=None, npc="zhang_lu"),
    _t("zitong", "Zitong", "梓潼", INF, 1, 3, (164, 484), home="liu_zhang", npc=None),
    _t("chengdu", "Chengdu", "成都", INF, 2, 4, (116, 526), home="liu_zhang", npc=None),
    _t("ba", "Ba", "巴", NAVY, 1, 3, (222, 577), home="liu_zhang", npc=None),
    _t("jianning", "Jianning", "建寧", INF, 1, 3, (102, 767), home="liu_zhang", npc=None),
    # -- the Han and Huai valleys: Shen Dan, Zhang Xiu, Yuan Shu, Liu Xun ------------------------------------------
    _t("shangyong", "Shangyong", "上庸", INF, 1, 3, (387, 456), home=None, npc="shen_dan"),
    _t("wan", "Wan", "宛", INF, 2, 4, (489, 419), home=None, npc="zhang_xiu"),
    _t("runan", "Runan", "汝南", INF, 1, 3, (582, 423), home="yuan_shu", npc=None),
    _t("shouchun", "Shouchun", "壽春", INF, 2, 4, (680, 437), home="yuan_shu", npc=None),
    _t("lujiang", "Lujiang", "廬江", NAVY, 1, 3, (689, 507), home=None, npc="liu_xun"),
    # -- the Yangtze: Liu Biao, the Jingnan commanderies, Sun Ce, Shi Xie -----------------------------------------
    _t("xiangyang", "Xiangyang", "襄陽", NAVY, 3, 4, (471, 465), home="liu_biao", npc=None),
    _t("jiangling", "Jiangling", "江陵", NAVY, 1, 3, (476, 544), home="liu_biao", npc=None),
    _t("jiangxia", "Jiangxia", "江夏", NAVY, 1, 3, (569, 530), home="liu_biao", npc=None),
    _t("wuling", "Wuling", "武陵", INF, 1, 3, (453, 605), home=None, npc="jingnan"),
    _t("changsha", "Changsha", "長沙", INF, 2, 4, (511, 642), home=None, npc="jingnan"),
    _t("chaisang", "Chaisang", "柴桑", NAVY, 1, 3, (644, 572), home="sun_ce", npc=None),
    _t("danyang", "Danyang", "丹陽", NAVY, 1, 3, (767, 514), home="sun_ce", npc=None),
    _t("wu", "Wu", "吳", NAVY, 2, 4, (849, 498), home="sun_ce", npc=None),
    _t("kuaiji", "Kuaiji", "會稽", INF, 1, 3, (849, 558), home="sun_ce", npc=None),
    _t("jiaozhi", "Jiaozhi", "交趾", INF, 1, 3, (191, 977), home=None, npc="shi_xie"),
)

TERRITORY: dict[str, Territory] = {t.id: t for t in TERRITORIES}
TERRITORY_IDS: tuple[str, ...] = tuple(t.id for t in TERRITORIES)


@dataclass(frozen=True)
class Border:
    """An undirected path between two territories (DH-TERR-4/5): ``a`` < ``b``; ``kind`` is land or water."""

    a: str
    b: str
    kind: str


def _borders(kind: str, pairs: Iterable[tuple[str, str]]) -> tuple[Border, ...]:
    return tuple(Border(*sorted(p), kind) for p in pairs)


BORDERS: tuple[Border, ...] = _borders(LAND, (
    ("ba", "jianning"), ("ba", "wuling"), ("ba", "zitong"), ("beihai", "langya"), ("beihai", "pingyuan"),
    ("beihai", "xiapi"), ("chaisang", "changsha"), ("chaisang", "kuaiji"), ("changan", "hanzhong"),
    ("changan", "jinyang"), ("changan", "luoyang"), ("changan", "tianshui"), ("changsha", "jiaozhi"),
    ("changsha", "wuling"), ("chengdu", "jianning"), ("chengdu", "zitong"), ("danyang", "kuaiji"),
    ("danyang", "wu"), ("guangling", "shouchun"), ("guangling", "xiapi"), ("hanzhong", "shangyong"),
    ("hanzhong", "tianshui"), ("hanzhong", "zitong"), ("henei", "jinyang"), ("henei", "puyang"), ("henei", "ye"),
    ("ji", "jinyang"), ("ji", "liaodong"), ("ji", "nanpi"), ("jiangling", "wuling"), ("jiangxia", "runan"),
    ("jianning", "jiaozhi"), ("jinyang", "ye"), ("kuaiji", "wu"), ("langya", "xiapi"), ("lujiang", "shouchun"),
    ("luoyang", "wan"), ("luoyang", "xudu"), ("nanpi", "pingyuan"), ("nanpi", "ye"), ("pingyuan", "puyang"),
    ("pingyuan", "ye"), ("puyang", "xiaopei"), ("puyang", "xudu"), ("puyang", "ye"), ("runan", "shouchun"),
    ("runan", "wan"), ("runan", "xiaopei"), ("runan", "xudu"), ("shangyong", "xiangyang"), ("shouchun", "xiaopei"),
    ("shouchun", "xiapi"), ("tianshui", "wuwei"), ("wan", "xudu"), ("xiaopei", "xiapi"), ("xiaopei", "xudu"),
)) + _borders(WATER, (
    # the Min and upper Yangtze (Chengdu, Ba, Jiangling), the Han (Xiangyang, Wan), the middle and lower Yangtze
    # (Jiangling, Jiangxia, Changsha by Lake Dongting, Chaisang, Lujiang, Danyang, Guangling), the Yellow River
    # crossing at Mengjin (Henei, Luoyang)
    ("ba", "chengdu"), ("ba", "jiangling"), ("chaisang", "danyang"), ("chaisang", "jiangxia"),
    ("chaisang", "lujiang"), ("changsha", "jiangling"), ("changsha", "jiangxia"), ("danyang", "guangling"),
    ("danyang", "lujiang"), ("henei", "luoyang"), ("jiangling", "jiangxia"), ("jiangling", "xiangyang"),
    ("jiangxia", "lujiang"), ("jiangxia", "xiangyang"), ("wan", "xiangyang"),
    # our one addition to the proposal: Wu is suited to Navy but had no dock; the canal to Jingkou and the crossing
    # to Guangling give it one (CONTENT.md)
    ("guangling", "wu"),
))

_ADJ: dict[str, dict[str, str]] = {t: {} for t in TERRITORY_IDS}
for _b in BORDERS:
    _ADJ[_b.a][_b.b] = _b.kind
    _ADJ[_b.b][_b.a] = _b.kind


def adjacent(territory: str) -> frozenset[str]:
    """The territories one path away from ``territory`` (DH-TERR-5), by land or water."""
    return frozenset(_ADJ[territory])


def path_kind(a: str, b: str) -> str | None:
    """``land`` or ``water`` when a and b are adjacent, else None."""
    return _ADJ[a].get(b)


def has_water_node(territory: str) -> bool:
    """Whether the city has a dock (a water node): it has at least one water path (DH-TERR-4)."""
    return WATER in _ADJ[territory].values()


def home_territories(faction: str) -> tuple[str, ...]:
    """The territories carrying ``faction``'s coloured ○ at setup (DH-SETUP-7), in map order."""
    return tuple(t.id for t in TERRITORIES if t.home == faction)


def neighbours_of(territories: Iterable[str]) -> frozenset[str]:
    """Every territory adjacent to at least one of ``territories``, themselves excluded."""
    own = set(territories)
    return frozenset(n for t in own for n in _ADJ[t]) - own
