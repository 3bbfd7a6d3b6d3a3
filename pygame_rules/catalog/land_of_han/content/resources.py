"""Land of Han taxes, mining, crafts, caravan cargo and the Cashgrab trade, copied exactly from the rulebook's
sections IX-XI and XIX (L104-137, L238-271). Numbers only; how they combine is the rules' business (rulings A-1,
A-12, A-14, A-15, A-26-A-28).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- taxes (section IX) -----------------------------------------------------------------------------------------

TAX_BORDER = 250
TAX_CENTRAL = 500
"""L106: Border regions produce 250 Coins per turn, a Central region 500."""
WHOLE_GROUP_TAX_PCT = 20
"""L107: "If you control the whole of 5 Provinces, the seasonal Tax is boosted by 20%" (ruling A-1)."""

# -- mining (section X) -----------------------------------------------------------------------------------------

PROSPECT_FIRST_COST = 500
PROSPECT_COST_STEP = 500
"""L114: the first prospecting costs 500 Coins, each later one 500 more (per warlord, ruling A-14)."""
PROSPECT_DIE = 100
"""L113: prospecting uses 1d100."""

COPPER, IRON, SALT, JADE, SULPHUR = "copper", "iron", "salt", "jade", "sulphur"
SILK, LACQUER, TEA, RICE, TIMBER = "silk", "lacquer", "tea", "rice", "timber"

PROSPECT_RATES: dict[str, int] = {COPPER: 60, IRON: 40, SALT: 40, JADE: 20, SULPHUR: 20}
"""L116-120: the chance in % of finding each resource (each rolled on its own, ruling A-15)."""
GRASSLAND_PROSPECTS = frozenset({SALT})
"""L118: Salt "can also be prospected for in non-Central Grassland Provinces"."""


@dataclass(frozen=True)
class MineBonus:
    """What a mine of a resource gives (L123-127): Coins per turn, recruitment discount in the region (%), tax
    bonus in the whole group (%), Research Points (with a Library present)."""

    coins: int
    recruit_discount_pct: int
    tax_pct: int
    rp_with_library: int


MINE_BONUS: dict[str, MineBonus] = {
    COPPER: MineBonus(200, 10, 0, 0),  # L123
    IRON: MineBonus(0, 10, 0, 0),  # L124
    SALT: MineBonus(500, 0, 10, 0),  # L125
    JADE: MineBonus(200, 0, 0, 0),  # L126
    SULPHUR: MineBonus(0, 0, 0, 2),  # L127
}

# -- crafts (section XI) ----------------------------------------------------------------------------------------

WORKSHOP_CRAFTS: dict[str, int] = {SILK: 900, COPPER: 300, JADE: 700, IRON: 100, LACQUER: 500, SULPHUR: 100}
"""L132-137: Coins per turn a Workshop earns for each resource it refines (Salt and Tea are not refined)."""

# -- caravans (section XIX) -------------------------------------------------------------------------------------

CARAVAN_COST = 500
"""L239: "For 500 Coins, you can commission a Caravan at the Bazaar"."""
CARAVAN_REGIONS_PER_TURN = 2
"""L240: "Caravans cross up to 2 Provinces per Turn"."""
PASSAGE_FEE = 100
"""L243: 100 Coins per Independent or rival region crossed."""


@dataclass(frozen=True)
class Cargo:
    """A caravan load (L245-250): the benefit its target gets, as figures, and the sender's Trade Revenue."""

    recruit_discount_pct: int
    rp: int
    army_limit: int
    improvement_discount_pct: int
    tax_pct: int
    revenue: int


CARGO: dict[str, Cargo] = {
    COPPER: Cargo(10, 0, 0, 0, 0, 500),  # L245
    IRON: Cargo(10, 0, 0, 0, 0, 300),  # L246
    SULPHUR: Cargo(0, 2, 0, 0, 0, 300),  # L247
    RICE: Cargo(0, 0, 1, 0, 0, 100),  # L248
    TIMBER: Cargo(0, 0, 0, 10, 0, 100),  # L249
    LACQUER: Cargo(0, 0, 0, 0, 20, 1000),  # L250
    JADE: Cargo(0, 0, 0, 0, 20, 1000),  # L250
    SILK: Cargo(0, 0, 0, 0, 20, 1000),  # L250
}

PLUNDER_PCT = (100, 300)
PLUNDER_STEP = 50
"""L253: a plunderer gets 100% to 300% of the caravan's Trade Revenue, in steps of 50 Coins."""

# -- Cashgrab (section XIX) -------------------------------------------------------------------------------------

CASHGRAB_ROUND_TRIP = 5
"""L257: 5 seasons to Cashgrab and back."""
CASHGRAB_LOSS_PCT = 10
"""L258: 10% chance per season en route of losing the caravan, until the route is established."""

CASHGRAB_BUYS: dict[str, int] = {COPPER: 700, TEA: 700, JADE: 1400, SALT: 1400, LACQUER: 2100, SILK: 2800}
"""L260-263: what Cashgrab pays for Han crafts."""


@dataclass(frozen=True)
class Good:
    """A Cashgrab good (L265-268): Max Army Limit, group tax % and RP per turn it gives, its price and the exports
    it may be bartered for."""

    id: str
    name: str
    army_limit: int
    tax_pct: int
    rp: int
    price: int
    barter: frozenset[str]


CASHGRAB_GOODS: tuple[Good, ...] = (
    Good("lentils", "Lentils", 2, 0, 0, 700, frozenset({COPPER, TEA})),  # L265
    Good("spices", "Spices", 1, 40, 0, 1400, frozenset({JADE, SALT})),  # L266
    Good("scriptures", "Scriptures", 0, 0, 5, 2100, frozenset({LACQUER})),  # L267
    Good("glassware", "Glassware", 0, 80, 0, 2100, frozenset({LACQUER})),  # L268
)
LINK_MULTIPLIER = 2
"""L271: a warlord who sends Cashgrab goods further east receives double their purchase price."""
