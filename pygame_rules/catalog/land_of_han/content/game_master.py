"""The figures of the game master's part (LH-INDEP-2, LH-BARB-1..5, spec 3.5): what the rulebook gives, and the
proposals of the spec where it is silent (marked)."""

from __future__ import annotations

INDEPENDENT_RAISE_PCT = 50
"""L141: an Independent raises a Spearman army with 50% chance each global turn (per region, capped at 1: A-18)."""
INDEPENDENT_CASTLE_PCT = 25
"""L141: an Independent with an army tries to build a Castle with 25% chance each global turn (capped at 1)."""
BARBARIAN_SEASON = 1
"""L144: Barbarians "might attack during Summer" (season index 1: Spring 0, Summer 1, ...)."""
BARBARIAN_INCURSION_PCT = 40
"""Spec 3.5 (proposed): each Summer, a 40% chance of one incursion."""
BARBARIAN_STAY_SEASONS = 4
"""Spec 3.5 (proposed): a band leaves after 4 seasons in the region it took, if not destroyed first."""
BARBARIAN_STEAL_STEP, BARBARIAN_STEAL_DIE = 100, 10
"""L146: roaming Barbarians steal 100 to 1000 Coins in steps of 100 from the region's ruler each season (100 x d10)."""
