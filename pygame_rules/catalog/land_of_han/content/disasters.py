"""Land of Han disasters: the spec's proposal (``shared/spec/land_of_han.md`` 3.3) as data.

The rulebook mentions disasters only in the Ancestral faith's piety bonus: a "chance to negate Disaster occuring in
the Province equal to %Piety Coverage" (L217). So every figure here is designed: each season each controlled group
(and each Independent group, for the improvement losses only) has a 3% chance of a disaster; 20% of disasters are a
Plague, the others are chosen by the flavour of a random Border of the group. Ancestral piety negates a disaster
with probability = total coverage; Medicine (``research.py``) halves the effects.
"""

from __future__ import annotations

from dataclasses import dataclass

from .map import FOREST, GRASSLAND, MOUNTAIN, RIVERPLAINS

CHANCE_PCT = 3
"""Per group per season (spec 3.3)."""
PLAGUE_SHARE_PCT = 20
"""The share of disasters that are a Plague whatever the flavour (spec 3.3)."""
TAX_KEPT_PCT = 50
"""A Flood or a Drought halves the group's tax: the share of it the next income keeps (spec 3.3)."""
MEDICINE_TAX_KEPT_PCT = 75
"""With Medicine ("disaster effects halved") the tax loses a quarter instead of half (ours)."""
MEDICINE_LOSS_PCT = 50
"""With Medicine an improvement or an army a disaster strikes is lost only on a further 1d100 <= 50 (ours)."""


@dataclass(frozen=True)
class Disaster:
    """A disaster: the flavour of the Border that calls it (None: Plague, any flavour), what it destroys and
    what it costs, as figures the rules apply, and the same in plain words."""

    id: str
    name: str
    hanzi: str
    flavour: str | None
    destroys: frozenset[str]
    """Improvement ids, one of which is destroyed in the struck region ("any" = any improvement)."""
    tax_halved: bool
    armies_lost: int
    posted_hero_death_pct: int
    text: str


ANY_IMPROVEMENT = "any"

DISASTERS: tuple[Disaster, ...] = (
    Disaster("flood", "Flood", "洪水", RIVERPLAINS, frozenset({ANY_IMPROVEMENT}), True, 0, 0,
             "Destroys 1 improvement in the flooded region; the group's tax is halved this season."),
    Disaster("drought", "Drought", "旱災", GRASSLAND, frozenset(), True, 0, 0,
             "The group's tax is halved this season."),
    Disaster("earthquake", "Earthquake", "地震", MOUNTAIN, frozenset({"mine", "castle"}), False, 0, 0,
             "Destroys 1 Mine or Castle."),
    Disaster("wildfire", "Wildfire", "山火", FOREST, frozenset({"lacquer_orchard", "woodcutter_camp"}), False, 0, 0,
             "Destroys 1 Lacquer Orchard or Woodcutter Camp."),
    Disaster("plague", "Plague", "瘟疫", None, frozenset(), False, 1, 10,
             "Destroys 1 army in the group; each hero posted there dies with 10% chance."),
)
BY_ID: dict[str, Disaster] = {d.id: d for d in DISASTERS}
BY_FLAVOUR: dict[str, Disaster] = {d.flavour: d for d in DISASTERS if d.flavour is not None}
