"""Land of Han religions (LH-REL-*): the five faiths with their passive bonus and piety-coverage bonus, copied
exactly from the rulebook's section XVII (L210-229).

A passive bonus is a set of figures (purchase discounts by improvement, and the others below); a piety bonus is a
list of (key, amount, per coverage %) steps, counted as floor(total coverage / per) (spec 1.15), except the
Ancestral negation chance, which equals the coverage itself (per 1%). How they apply is the rules' business; the
Chinese names are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Piety bonus keys.
PIETY_NEGATE_DISASTER_PCT = "negate_disaster_pct"
PIETY_RP = "rp"
PIETY_ARMY_CR = "army_cr"
PIETY_HERO_UPKEEP_PCT = "hero_upkeep_minus_pct"
PIETY_RAISED_SKILL_PCT = "raised_hero_skill_pct"
PIETY_TAX_PCT = "tax_pct"


@dataclass(frozen=True)
class Religion:
    """A religion: its passive figures and its piety steps (key, amount, per % of total coverage)."""

    id: str
    name: str
    hanzi: str
    discounts: dict[str, int] = field(default_factory=dict)
    """Improvement id -> % off its purchase cost."""
    central_discount_pct: int = 0
    """% off every improvement purchased in a Central region."""
    prospect_cost_factor: float = 1.0
    research_coin_discount_pct: int = 0
    hire_cost_factor: float = 1.0
    hero_limit: int = 0
    raised_skill_pct: int = 0
    imperial_cost_factor: float = 1.0
    raised_hero_chosen_skill: bool = False
    piety: tuple[tuple[str, int, int], ...] = ()
    lines: tuple[int, int] = (0, 0)


RELIGIONS: tuple[Religion, ...] = (
    Religion("ancestral", "Ancestral", "祖先",
             discounts={"rice_farm": 20, "silk_farm": 20, "lacquer_orchard": 20, "woodcutter_camp": 20},
             prospect_cost_factor=0.5,
             piety=((PIETY_NEGATE_DISASTER_PCT, 1, 1),), lines=(216, 217)),
    Religion("confucianism", "Confucianism", "儒",
             discounts={"library": 20, "temple": 20}, raised_skill_pct=30,
             piety=((PIETY_RP, 2, 10),), lines=(219, 220)),
    Religion("daoism", "Daoism", "道",
             discounts={"army_camp": 20, "workshop": 20, "mine": 20},
             piety=((PIETY_ARMY_CR, 1, 33),), lines=(222, 223)),
    Religion("buddhism", "Buddhism", "佛",
             discounts={"temple": 20, "tea_plantation": 20}, research_coin_discount_pct=20, hire_cost_factor=0.5,
             hero_limit=2,
             piety=((PIETY_HERO_UPKEEP_PCT, 5, 10), (PIETY_RAISED_SKILL_PCT, 10, 10)), lines=(225, 226)),
    Religion("legalism", "Legalism", "法",
             discounts={"castle": 20}, central_discount_pct=10, imperial_cost_factor=0.5,
             raised_hero_chosen_skill=True,
             piety=((PIETY_TAX_PCT, 2, 10),), lines=(228, 229)),
)
"""The 5 religions of L211, in the rulebook's order (``lines``: the passive and the piety lines)."""

BY_ID: dict[str, Religion] = {r.id: r for r in RELIGIONS}
