"""The 32 AI cards (G-11): one deck that drives every AI faction (RB "AI Players and Solitaire Play").

From the rulebook (SA-AI-PROD-*, SA-AI-DEST-*, SA-AI-FILT-*, SA-COMP-6): 32 AI cards in one shuffled deck,
reshuffled each time it is depleted. The top of a card is its movement section: destination criteria read
from the top down, each drawn from Grudge, Fewest friendly units, Most settlements & mines, Unclaimed
objectives, Enemies or barbarians; the one card printed in the rulebook, *The Way of Equilibrium*, reads
Grudge, Most settlements & mines, Fewest ("Least") friendly units, Enemies or barbarians (EX-10). The bottom
is the production section in two columns, "2-3" for turns 2 and 3 and "4+" from turn 4 (turn 1: no card,
the AI starts with its turn-1 benefits). Production entries are +X advancements, honor, knowledge,
commerce, philosophies or fortifications, +1 hero, X Supply (sets the supply track, AMB-57) and +X units
with an ordered list of unit types placed by cycling through the list (SA-AI-PROD-UNITS, DT-39).
Designed here: every card's name, its four criteria and both columns (CONTENT.md "AI cards").

Content only: the rules that read these cards live in the rules layer; this module says nothing about how
a criterion filters or an entry is applied beyond naming it.
"""

from __future__ import annotations

from dataclasses import dataclass

# -- the five movement criteria (SA-AI-FILT-1..5) -------------------------------------------------------
GRUDGE = "grudge"
FEWEST_FRIENDLY_UNITS = "fewest_friendly_units"
MOST_SETTLEMENTS_AND_MINES = "most_settlements_and_mines"
UNCLAIMED_OBJECTIVES = "unclaimed_objectives"
ENEMIES_OR_BARBARIANS = "enemies_or_barbarians"

CRITERIA: tuple[str, ...] = (GRUDGE, FEWEST_FRIENDLY_UNITS, MOST_SETTLEMENTS_AND_MINES, UNCLAIMED_OBJECTIVES,
                             ENEMIES_OR_BARBARIANS)
"""In the rulebook's order of listing (RB "Determining Destination")."""

CRITERION_NAME: dict[str, str] = {
    GRUDGE: "Grudge",
    FEWEST_FRIENDLY_UNITS: "Fewest friendly units",
    MOST_SETTLEMENTS_AND_MINES: "Most settlements & mines",
    UNCLAIMED_OBJECTIVES: "Unclaimed objectives",
    ENEMIES_OR_BARBARIANS: "Enemies or barbarians",
}
"""As printed in the rules text (the example's "Least Friendly Unit" is the same criterion, AMB-90)."""

CRITERIA_PER_CARD = 4
"""Every card prints four of the five criteria, as The Way of Equilibrium does (CONTENT.md "AI cards")."""

# -- production entries (SA-AI-PROD-ADV .. SA-AI-PROD-UNITS) ----------------------------------------------
SUPPLY = "supply"
UNITS = "units"
HERO = "hero"
ADVANCEMENTS = "advancements"
PHILOSOPHIES = "philosophies"
FORTIFICATIONS = "fortifications"
HONOR = "honor"
KNOWLEDGE = "knowledge"
COMMERCE = "commerce"

PRODUCTION_KINDS: tuple[str, ...] = (SUPPLY, UNITS, HERO, ADVANCEMENTS, PHILOSOPHIES, FORTIFICATIONS, HONOR,
                                     KNOWLEDGE, COMMERCE)
"""Every kind an entry may be, in the order a column prints them (each at most once per column)."""

AI_UNIT_TYPES: tuple[str, ...] = ("infantry", "cavalry", "archer", "junk")
"""Types a "+X units" list may name (vocab.UNIT_TYPES without the hero, which has its own "+1 hero")."""


@dataclass(frozen=True)
class Produce:
    """One production entry. ``n`` is X (for SUPPLY the value the supply track is set to; for HERO always
    1). ``units`` is the ordered type list of a UNITS entry, empty for every other kind."""

    kind: str
    n: int
    units: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        if self.kind == SUPPLY:
            return f"{self.n} Supply"
        if self.kind == UNITS:
            return f"+{self.n} unit{'s' if self.n != 1 else ''} ({', '.join(self.units)})"
        if self.kind == HERO:
            return f"+{self.n} hero"
        return f"+{self.n} {self.kind if self.n != 1 else _SINGULAR.get(self.kind, self.kind)}"


_SINGULAR = {ADVANCEMENTS: "advancement", PHILOSOPHIES: "philosophy", FORTIFICATIONS: "fortification"}


def _supply(n: int) -> Produce:
    return Produce(SUPPLY, n)


def _units(n: int, *types: str) -> Produce:
    return Produce(UNITS, n, types)


def _hero() -> Produce:
    return Produce(HERO, 1)


def _adv(n: int) -> Produce:
    return Produce(ADVANCEMENTS, n)


def _phil(n: int) -> Produce:
    return Produce(PHILOSOPHIES, n)


def _fort(n: int) -> Produce:
    return Produce(FORTIFICATIONS, n)


def _honor(n: int) -> Produce:
    return Produce(HONOR, n)


def _know(n: int) -> Produce:
    return Produce(KNOWLEDGE, n)


def _comm(n: int) -> Produce:
    return Produce(COMMERCE, n)


# -- columns ------------------------------------------------------------------------------------------------
COLUMN_2_3 = "2-3"
COLUMN_4_PLUS = "4+"
COLUMNS: tuple[str, ...] = (COLUMN_2_3, COLUMN_4_PLUS)


def column_for_turn(turn: int) -> str | None:
    """SA-AI-PROD-2/3 (DT-38): "2-3" in turns 2 and 3, "4+" from turn 4; None in turn 1 (no card is
    revealed in round 1 of turn 1)."""
    if turn < 2:
        return None
    return COLUMN_2_3 if turn <= 3 else COLUMN_4_PLUS


Column = tuple[Produce, ...]


@dataclass(frozen=True)
class AICard:
    id: str
    name: str
    movement: tuple[str, ...]     # criteria, top to bottom
    production_2_3: Column        # turns 2 and 3
    production_4_plus: Column     # turn 4 and later

    def column(self, label: str) -> Column:
        return {COLUMN_2_3: self.production_2_3, COLUMN_4_PLUS: self.production_4_plus}[label]

    def production(self, turn: int) -> Column:
        """The column that applies in ``turn`` (empty in turn 1, when no card is revealed)."""
        label = column_for_turn(turn)
        return () if label is None else self.column(label)


G, F, M, U, E = GRUDGE, FEWEST_FRIENDLY_UNITS, MOST_SETTLEMENTS_AND_MINES, UNCLAIMED_OBJECTIVES, \
    ENEMIES_OR_BARBARIANS
INF, CAV, ARC, JNK = AI_UNIT_TYPES


def _card(id_: str, name: str, movement: tuple[str, ...], early: Column, late: Column) -> AICard:
    return AICard(id_, name, movement, early, late)


AI_CARDS: tuple[AICard, ...] = (
    # -- Grudge first: the AI remembers who harmed it -------------------------------------------------
    _card("equilibrium", "The Way of Equilibrium", (G, M, F, E),
          (_supply(2), _units(2, INF, CAV, ARC), _adv(1), _honor(1), _comm(1)),
          (_supply(3), _units(3, INF, CAV, ARC), _adv(1), _fort(1), _honor(1))),
    _card("wu_zixu", "The Way of Wu Zixu", (G, E, F, M),
          (_supply(3), _units(2, CAV, INF, ARC), _honor(2), _comm(1)),
          (_supply(4), _units(3, CAV, INF, ARC), _hero(), _honor(1))),
    _card("brushwood_and_gall", "The Way of Brushwood and Gall", (G, E, M, U),
          (_supply(2), _units(3, INF, JNK, ARC), _adv(1)),
          (_supply(3), _units(4, INF, JNK, ARC), _adv(1), _honor(1))),
    _card("requital", "The Way of Requital", (G, F, M, E),
          (_supply(2), _units(2, ARC, INF, CAV), _hero(), _honor(1), _comm(1)),
          (_supply(4), _units(3, ARC, INF, CAV), _adv(1), _honor(1))),
    _card("long_memory", "The Way of Long Memory", (G, U, E, F),
          (_supply(2), _units(2, INF, CAV), _adv(1), _know(1), _comm(1)),
          (_supply(3), _units(2, INF, CAV), _adv(2), _honor(1), _know(1))),
    _card("unforgotten_slight", "The Way of the Unforgotten Slight", (G, U, F, M),
          (_supply(3), _units(1, CAV, INF), _adv(1), _honor(2)),
          (_supply(4), _units(2, CAV, INF), _hero(), _adv(1))),
    # -- Fewest friendly units first: the AI spreads out ----------------------------------------------
    _card("scattered_seeds", "The Way of Scattered Seeds", (F, E, G, U),
          (_supply(3), _units(2, INF, JNK, ARC), _adv(1)),
          (_supply(4), _units(3, INF, JNK, ARC), _adv(1), _honor(1))),
    _card("open_frontier", "The Way of the Open Frontier", (F, G, E, M),
          (_supply(2), _units(3, INF, CAV, JNK), _honor(2), _comm(1)),
          (_supply(3), _units(4, INF, CAV, JNK), _adv(1), _honor(1))),
    _card("thousand_li", "The Way of a Thousand Li", (F, G, U, M),
          (_supply(3), _units(2, CAV, INF), _adv(1)),
          (_supply(4), _units(3, CAV, INF, ARC), _hero(), _comm(1))),
    _card("new_fields", "The Way of New Fields", (F, M, E, U),
          (_supply(2), _units(2, INF, ARC), _fort(1), _honor(1), _comm(2)),
          (_supply(3), _units(3, INF, ARC, CAV), _adv(1), _fort(1), _honor(1))),
    _card("long_exile", "The Way of the Long Exile", (F, M, G, E),
          (_supply(2), _units(2, CAV, ARC, INF), _hero(), _honor(2)),
          (_supply(3), _units(3, CAV, ARC, INF), _hero(), _adv(1))),
    _card("spreading_roots", "The Way of Spreading Roots", (F, U, E, G),
          (_supply(2), _units(2, INF, CAV), _phil(1), _honor(2)),
          (_supply(3), _units(3, INF, CAV), _adv(1), _phil(1))),
    _card("outer_marches", "The Way of the Outer Marches", (F, U, G, M),
          (_supply(3), _units(2, ARC, INF), _fort(1), _comm(1)),
          (_supply(4), _units(3, ARC, INF, CAV), _adv(1), _comm(1))),
    # -- Most settlements & mines first: the AI goes where the land is rich ----------------------------
    _card("abundance", "The Way of Abundance", (M, E, U, G),
          (_supply(2), _units(2, INF, CAV), _adv(1), _comm(2)),
          (_supply(3), _units(3, INF, CAV, ARC), _adv(1), _honor(1), _comm(2))),
    _card("well_field", "The Way of the Well-Field", (M, F, G, E),
          (_supply(2), _units(3, INF, ARC, CAV), _adv(1)),
          (_supply(3), _units(4, INF, ARC, CAV), _adv(1), _honor(1))),
    _card("granary", "The Way of the Granary", (M, F, U, G),
          (_supply(2), _units(2, INF, ARC), _fort(1), _know(1), _comm(2)),
          (_supply(3), _units(3, INF, ARC), _adv(1), _fort(1), _comm(1))),
    _card("fertile_valleys", "The Way of Fertile Valleys", (M, G, F, U),
          (_supply(3), _units(2, CAV, INF, ARC), _honor(1), _comm(2)),
          (_supply(4), _units(3, CAV, INF, ARC), _adv(1), _honor(1))),
    _card("bronze_cauldrons", "The Way of Bronze Cauldrons", (M, G, U, E),
          (_supply(2), _units(2, ARC, INF, CAV), _adv(1), _honor(1), _know(1)),
          (_supply(3), _units(3, ARC, INF, CAV), _adv(2))),
    _card("mulberry_and_silk", "The Way of Mulberry and Silk", (M, U, F, E),
          (_supply(2), _units(2, INF, JNK, CAV), _phil(1), _comm(2)),
          (_supply(3), _units(3, INF, JNK, CAV), _adv(1), _phil(1))),
    _card("guan_zhong", "The Way of Guan Zhong", (M, U, G, F),
          (_supply(2), _units(2, INF, CAV), _adv(1), _comm(2)),
          (_supply(3), _units(2, INF, CAV), _adv(2), _comm(2))),
    # -- Unclaimed objectives first: the AI reaches for what wins ---------------------------------------
    _card("nine_tripods", "The Way of the Nine Tripods", (U, E, G, F),
          (_supply(3), _units(2, INF, CAV, ARC), _honor(2), _know(1)),
          (_supply(4), _units(3, INF, CAV, ARC), _adv(1), _honor(1))),
    _card("vermilion_bow", "The Way of the Vermilion Bow", (U, E, M, G),
          (_supply(2), _units(2, CAV, ARC), _phil(1), _honor(2)),
          (_supply(3), _units(3, CAV, ARC, INF), _adv(1), _phil(1))),
    _card("covenant", "The Way of the Covenant", (U, F, M, E),
          (_supply(2), _units(2, INF, ARC, CAV), _fort(1), _honor(2), _know(1)),
          (_supply(3), _units(3, INF, ARC, CAV), _adv(1), _fort(1), _honor(1))),
    _card("far_reaching_plans", "The Way of Far-Reaching Plans", (U, G, E, M),
          (_supply(2), _units(1, ARC, INF), _adv(1), _phil(1), _honor(1)),
          (_supply(3), _units(2, ARC, INF, CAV), _adv(1), _phil(1), _honor(2))),
    _card("lofty_ambition", "The Way of Lofty Ambition", (U, M, E, F),
          (_supply(2), _units(2, INF, CAV, ARC), _adv(1), _honor(2)),
          (_supply(3), _units(3, INF, CAV, ARC), _adv(1), _phil(1))),
    _card("silent_bird", "The Way of the Silent Bird", (U, M, F, G),
          (_supply(2), _units(1, CAV, INF), _adv(1), _honor(2), _know(2)),
          (_supply(4), _units(4, CAV, INF, ARC), _honor(2))),
    # -- Enemies or barbarians first: the AI seeks battle -----------------------------------------------
    _card("expelling_the_barbarians", "The Way of Expelling the Barbarians", (E, F, M, U),
          (_supply(3), _units(2, INF, ARC, CAV), _honor(2), _comm(1)),
          (_supply(4), _units(3, INF, ARC, CAV), _fort(1), _honor(2))),
    _card("sun_wu", "The Way of Sun Wu", (E, F, U, G),
          (_supply(2), _units(2, CAV, JNK, INF), _adv(1), _honor(1), _know(1)),
          (_supply(3), _units(3, CAV, JNK, INF), _hero(), _adv(1))),
    _card("war_chariot", "The Way of the War Chariot", (E, G, M, U),
          (_supply(2), _units(3, CAV, INF, ARC), _adv(1)),
          (_supply(4), _units(4, CAV, INF, ARC), _honor(1), _comm(1))),
    _card("dagger_axe", "The Way of the Dagger-Axe", (E, G, U, F),
          (_supply(3), _units(1, INF, CAV), _hero(), _honor(1), _comm(1)),
          (_supply(3), _units(3, INF, CAV, ARC), _hero(), _adv(1))),
    _card("tiger_tally", "The Way of the Tiger Tally", (E, M, G, F),
          (_supply(2), _units(2, ARC, CAV, INF), _hero(), _comm(2)),
          (_supply(4), _units(2, ARC, CAV, INF), _hero(), _adv(1))),
    _card("border_garrison", "The Way of the Border Garrison", (E, U, M, F),
          (_supply(2), _units(2, ARC, INF), _fort(1), _honor(1), _comm(2)),
          (_supply(3), _units(3, ARC, INF, CAV), _adv(1), _fort(1), _honor(1))),
)

del G, F, M, U, E, INF, CAV, ARC, JNK

AI_CARD_BY_ID: dict[str, AICard] = {c.id: c for c in AI_CARDS}
DECK_SIZE = 32
"""SA-COMP-6. One deck serves every AI, for production and for movement; reshuffled when depleted
(SA-AI-PROD-4)."""

# -- the design measure (not a rule) ---------------------------------------------------------------------
PRODUCTION_POINTS: dict[str, int] = {
    SUPPLY: 2, UNITS: 2, HERO: 3, ADVANCEMENTS: 3, PHILOSOPHIES: 3, FORTIFICATIONS: 2,
    HONOR: 1, KNOWLEDGE: 1, COMMERCE: 1,
}
"""Points per X of each kind, about one human action's worth = 2 (a move, a trained unit, a building);
an advancement, philosophy or hero costs a human more; a commodity is half an action. Used only to keep
the columns in their bands (CONTENT.md "AI cards", tests/spring_autumn/test_ai_cards.py)."""
BAND_2_3 = (12, 14)
BAND_4_PLUS = (17, 19)


def column_points(column: Column) -> int:
    return sum(PRODUCTION_POINTS[p.kind] * p.n for p in column)


def amount(column: Column, kind: str) -> int:
    """X of ``kind`` in ``column`` (0 when the column has no such entry)."""
    return sum(p.n for p in column if p.kind == kind)
