"""Land of Han provincial improvements (LH-IMPR-*), copied exactly from the rulebook's section VIII (L75-102).

Each improvement has its purchase cost (L79-102), the region kinds and flavours it may be built in, and how many of
it one region may hold; ``effect`` says in plain words what it does (its figures are in the constants below or in
``resources.py``). Rulings used: a "Mountain Province" or "Riverplains Province" is a single region (A-1); a
Workshop is built only in a Central region (L100); a Tea Plantation in a Border Grassland or a Mountain (L96); a Mine
in a Mountain, or in a Border Grassland where Salt was found, one Salt mine per Grassland (L86, L118); the mine
limits (2 different mines per Mountain) are the rules' business as they depend on what was prospected.
"""

from __future__ import annotations

from dataclasses import dataclass

from .map import BORDER, CENTRAL, FOREST, GRASSLAND, MOUNTAIN, RIVERPLAINS

FREE_PER_TURN = 1
"""L76: "you can construct 1 Provincial Improvement per Turn ... for free" (research may add more)."""
DEMOLISH_COST = 100
"""L77: "You can demolish any Improvement previously built for 100 Coins"."""
SLOTS_PER_REGION = 4
"""L78: "Each Province, no matter if Border or Central, can support up to 4 Improvements in it"."""

ANY = frozenset({GRASSLAND, RIVERPLAINS, MOUNTAIN, FOREST})
BOTH = frozenset({CENTRAL, BORDER})


@dataclass(frozen=True)
class Improvement:
    """An improvement: its cost in Coins, where it may stand (region kinds and flavours), at most how many of it
    one region holds (None: only the 4 slots limit it), and what it does."""

    id: str
    name: str
    hanzi: str
    cost: int
    kinds: frozenset[str]
    flavours: frozenset[str]
    per_region: int | None
    effect: str
    line: int

    def allowed(self, kind: str, flavour: str) -> bool:
        return kind in self.kinds and flavour in self.flavours


def _i(id_: str, name: str, hanzi: str, cost: int, kinds: frozenset[str], flavours: frozenset[str],
       per_region: int | None, effect: str, line: int) -> Improvement:
    return Improvement(id_, name, hanzi, cost, kinds, flavours, per_region, effect, line)


IMPROVEMENTS: tuple[Improvement, ...] = (
    _i("army_camp", "Army Camp", "營", 800, BOTH, ANY, None, "A spawn point for your armies.", 79),
    _i("castle", "Castle", "堡", 3000, BOTH, ANY, None,
       "Armies stationed in the region +4 Combat Rating; a spawn point for your armies.", 81),
    _i("library", "Library", "書院", 1200, BOTH, ANY, None, "2 Research Points per turn.", 83),
    _i("mine", "Mine", "礦", 1800, frozenset({BORDER}), frozenset({MOUNTAIN, GRASSLAND}), 2,
       "Mines a resource found by prospecting. Mountain: up to 2 different mines; Border Grassland: 1 Salt mine "
       "only.", 85),
    _i("rice_farm", "Rice Farm", "稻田", 1000, frozenset({BORDER}), frozenset({RIVERPLAINS}), 2,
       "Max Army Limit +1 (2 farms at most, +2 in all).", 87),
    _i("silk_farm", "Silk Farm", "桑園", 2000, frozenset({BORDER}), frozenset({RIVERPLAINS}), None,
       "Silk for the Workshop.", 89),
    _i("woodcutter_camp", "Woodcutter Camp", "伐木場", 1200, frozenset({BORDER}), frozenset({FOREST}), None,
       "Improvements in the group cost 10% less to purchase.", 91),
    _i("lacquer_orchard", "Lacquer Orchard", "漆園", 1500, frozenset({BORDER}), frozenset({FOREST}), None,
       "Lacquer for the Workshop.", 93),
    _i("tea_plantation", "Tea Plantation", "茶園", 800, frozenset({BORDER}), frozenset({GRASSLAND, MOUNTAIN}),
       None, "300 Coins per turn (no Workshop needed).", 95),
    _i("temple", "Temple", "廟", 1500, BOTH, ANY, None, "Piety coverage for your religion.", 97),
    _i("workshop", "Workshop", "工坊", 1000, frozenset({CENTRAL}), frozenset({GRASSLAND}), None,
       "Coins from the resources of its group, refined into crafts.", 99),
    _i("bazaar", "Bazaar", "市", 500, BOTH, ANY, None,
       "Commissions caravans; a destination for incoming caravans.", 101),
)
"""The 12 improvements of L79-102, in the rulebook's order (``line`` is the line naming each)."""

BY_ID: dict[str, Improvement] = {i.id: i for i in IMPROVEMENTS}

SPAWN_POINTS = frozenset({"army_camp", "castle"})
"""L60: armies are raised at the Palace, an Army Camp or a Castle (L80, L82)."""
MINES_PER_MOUNTAIN = 2
"""L86, L121: "A single Mountain Province can support up to 2 DIFFERENT Mines"."""
SALT_MINES_PER_GRASSLAND = 1
"""L86: "The can be only 1 Salt Mine per Grassland"."""
RICE_FARMS_PER_RIVERPLAINS = 2
"""L88: "A single Riverplains Province can support up to 2 Rice Farms"."""
RICE_FARM_ARMY_LIMIT = 1
"""L88: a Rice Farm increases the Max Army Limit by 1."""
LIBRARY_RP = 2
"""L84: a Library provides 2 Research Points per turn."""
WOODCUTTER_DISCOUNT_PCT = 10
"""L92: a Woodcutter Camp reduces purchase costs by 10% (within its group, ruling A-11)."""
TEA_COINS = 300
"""L96: a Tea Plantation generates 300 Coins per turn."""
TEMPLE_COVERAGE_PCT = 33
"""L212: each Temple provides 33% piety coverage (50% with The Hundred Schools of Thought)."""
TEMPLES_FOR_FULL_COVERAGE = 3
"""L213: "you need 3 Temples in whole Province for a full Piety Coverage"."""
