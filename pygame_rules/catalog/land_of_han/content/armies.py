"""Land of Han armies and combat figures, copied exactly from the rulebook (sections II, IV, VI, VII, XII).

- Army types, Combat Rating bonus, recruitment cost and upkeep per season: L63-66 (LH-ARMY-4).
- Max Army Limit: +1 per Border region, +2 per Central region (L62, LH-ARMY-3); a Rice Farm +1 (L88).
- Stationed bonuses: a Central region's walls +2, the Palace +2 more (L46); a Castle +4 (L82).
- Combat: each side rolls 1d10 and adds its CR (L71).
- Barbarian armies are always Cavalry, in groups of 1 to 3 (L144).
- Every warlord starts with 1 Spearman army in the Central region and 10000 Coins (L30).
"""

from __future__ import annotations

from dataclasses import dataclass

SPEARMEN = "spearmen"
ARCHERS = "archers"
CAVALRY = "cavalry"


@dataclass(frozen=True)
class ArmyType:
    """One of the 3 army types (L63): Combat Rating bonus, recruitment cost and upkeep in Coins per season."""

    id: str
    name: str
    hanzi: str
    cr: int
    cost: int
    upkeep: int


ARMY_TYPES: tuple[ArmyType, ...] = (
    ArmyType(SPEARMEN, "Spearmen", "槍", 0, 500, 100),  # L64
    ArmyType(ARCHERS, "Archers", "弓", 2, 1000, 250),  # L65
    ArmyType(CAVALRY, "Cavalry", "騎", 6, 1500, 500),  # L66
)
BY_ID: dict[str, ArmyType] = {a.id: a for a in ARMY_TYPES}

RAISES_PER_TURN = 1
"""L60: "you can raise 1 Army" (per warlord per turn, ruling A-7)."""
LIMIT_PER_BORDER = 1
LIMIT_PER_CENTRAL = 2
"""L62: "Border Provinces provide +1 to Max.Army Limit, while Central Provinces provide +2"."""

WALLS_CR = 2
"""L46: Central regions are walled cities, +2 CR to armies stationed there."""
PALACE_CR = 2
"""L46: the Palace "further increases Combat Rating by another +2"."""
CASTLE_CR = 4
"""L82: a Castle "Increases Combat Rating of Armies stationed in the Province by 4"."""

COMBAT_DIE = 10
"""L71: "Each side rolls a 1d10 dice"."""

BARBARIAN_TYPE = CAVALRY
BARBARIAN_GROUP = (1, 3)
"""L144: "Barbarian Armies are always Cavalry type and attack in groups of 1 to 3"."""

START_ARMY = SPEARMEN
START_COINS = 10000
"""L30: "1 Spearman Army in the Central Province, and 10000 Coins"."""

MOVES: dict[str, int] = {SPEARMEN: 1, ARCHERS: 1, CAVALRY: 2}
"""Regions an army may move in a season (ruling A-5: the rulebook gives no range; Roads adds 1)."""
