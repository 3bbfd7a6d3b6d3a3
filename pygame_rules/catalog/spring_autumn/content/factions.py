"""The five factions, their colors and seats, their pieces, and the most-honorable token (G-04, G-16, G-17).

The rulebook names four factions (Qi, Chu, Wu, Jin) and never the fifth; we chose **Qin** (see
``CONTENT.md``). It names two player colors: purple (Camila, faction not named) and red (Scott; Jin is red
in the AI movement example, EX-10 and AMB-90). Jin is therefore red; purple goes to Qi, whose Duke Huan
famously made purple the fashion of his whole state. The factions are symmetric: they differ only in home
area, seat and color (the rulebook gives no faction abilities; each double-sided board is the same player
board with a human side and an AI side).

Spec: ``shared/spec/spring_autumn.md`` (SA-COMP-2, SA-SETUP-10/11/13, SA-MOVE-LIMIT, SA-DICE, SA-AI-PALACE).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .map import HOMES, SEAT_ORDER


@dataclass(frozen=True)
class Faction:
    """A playable faction. ``seat`` is its index clockwise around the table (``map.SEAT_ORDER``)."""

    id: str
    name: str
    hanzi: str
    color: str
    hex: str
    home: str
    seat: int
    hegemon: str
    """A famous ruler of the Spring and Autumn period, for flavour text only."""


def _f(id_: str, name: str, hanzi: str, color: str, hex_: str, hegemon: str) -> Faction:
    return Faction(id_, name, hanzi, color, hex_, HOMES[id_], SEAT_ORDER.index(id_), hegemon)


FACTIONS: tuple[Faction, ...] = tuple(sorted((
    _f("qin", "Qin", "秦", "black", "#262626", "Duke Mu of Qin"),
    _f("jin", "Jin", "晉", "red", "#c0392b", "Duke Wen of Jin"),
    _f("qi", "Qi", "齊", "purple", "#7b3fa0", "Duke Huan of Qi"),
    _f("wu", "Wu", "吳", "white", "#f4f1e8", "King Helü of Wu"),
    _f("chu", "Chu", "楚", "green", "#2e7d4f", "King Zhuang of Chu"),
), key=lambda f: f.seat))
"""In seat order (clockwise): Qin, Jin, Qi, Wu, Chu."""

FACTION: dict[str, Faction] = {f.id: f for f in FACTIONS}
FACTION_IDS: tuple[str, ...] = tuple(f.id for f in FACTIONS)

NATURAL_WOOD = "natural wood"
"""The sixth action-cube color: the build cubes (SA-COMP-2, SA-SETUP-12)."""
NATURAL_WOOD_HEX = "#d9bb87"

RULEBOOK_COLORS: dict[str, str] = {"red": "jin", "purple": "qi"}
"""The two player colors the rulebook names, and the faction that wears each here: red is Jin's in the AI
example (EX-10); purple (Camila, EX-09) has no faction in the text and goes to Qi by our choice."""


# -- pieces (G-16) ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class UnitKind:
    """A unit type and the facts the rules need about its pieces.

    ``count`` is the hard cap per faction (SA-COMP-2/7). ``supply_limit`` is how many supply moves it may
    make per turn, None for unlimited (SA-MOVE-LIMIT-1..4); units with a limit flip to their exhausted side
    when they reach it (SA-MOVE-LIMIT-5). ``die`` is the die color the unit brings to combat (SA-DICE)."""

    id: str
    name: str
    count: int
    land: bool
    supply_limit: int | None
    die: str
    may_stand_at_sea: bool
    may_stand_on_land: bool

    @property
    def exhaustible(self) -> bool:
        """Has a flipped (exhausted) side to show it reached its supply limit."""
        return self.supply_limit is not None


UNIT_KINDS: tuple[UnitKind, ...] = (
    UnitKind("infantry", "Infantry", 10, True, 1, "green", False, True),
    UnitKind("cavalry", "Cavalry", 10, True, 2, "red", False, True),
    UnitKind("archer", "Archer", 10, True, 1, "purple", False, True),
    UnitKind("junk", "Junk", 10, False, None, "blue", True, True),   # on land after training or at setup
    UnitKind("hero", "Hero", 3, True, 2, "yellow", True, True),      # at sea only with a friendly junk
)
UNIT: dict[str, UnitKind] = {u.id: u for u in UNIT_KINDS}
UNITS_PER_FACTION: dict[str, int] = {u.id: u.count for u in UNIT_KINDS}
"""10 infantry, 10 cavalry, 10 archers, 10 junks, 3 heroes (SA-COMP-2, SA-SETUP-10)."""

TREATY_CARDS_PER_FACTION = 5
"""25 treaty minicards, 5 per faction (SA-COMP-6, G-09)."""

STARTING_UNITS: dict[str, int] = {"infantry": 1, "junk": 1}
"""A human player's units in the home area at setup, off the settlements; the junk starts on land
(SA-SETUP-16)."""
AI_STARTING_UNITS: dict[str, int] = {"infantry": 2, "junk": 1}
"""An AI's units at setup (SA-AI-SETUP-2)."""
STARTING_BUILDINGS: tuple[str, ...] = ("academy", "market", "shrine")
"""A human player's buildings on home settlements at setup, plus the palace off the settlements
(SA-SETUP-15). An AI starts with its palace only (SA-AI-SETUP-2)."""

PALACE_GARRISON: dict[str, int] = {"infantry": 1, "cavalry": 1, "archer": 1}
"""The garrison shown on a palace's AI side: the AI palace (SA-AI-PALACE-1) and, in the safety game,
every palace (SA-SAFE-1). Garrison pieces never leave the palace area."""

PLAYER_BOARD_SIDES: tuple[str, ...] = ("human", "ai")
"""Each faction's double-sided player board: the human side, and the AI side with the advancement row,
the supply row and the grudge space (G-04, G-05). Both sides are the same for every faction."""


# -- the most-honorable token (G-17) ---------------------------------------------------------------------

CLOCKWISE = "clockwise"
COUNTERCLOCKWISE = "counterclockwise"

MOST_HONORABLE_TOKEN_SIDES: dict[str, str] = {"sun": CLOCKWISE, "moon": COUNTERCLOCKWISE}
"""The token's two faces and the direction of play each shows (SA-TURN, SA-SETUP-13): the sun side
turns play clockwise over SEAT_ORDER, the moon side counter-clockwise."""


def turn_order(first: str, direction: str, in_play: Iterable[str] | None = None) -> tuple[str, ...]:
    """Factions in action order for a round: ``first`` (the most-honorable player), then the others in
    ``direction`` over the seat order, skipping factions not ``in_play``."""
    if direction not in (CLOCKWISE, COUNTERCLOCKWISE):
        raise ValueError(direction)
    seated = [f for f in SEAT_ORDER if in_play is None or f in set(in_play)]
    if first not in seated:
        raise ValueError(f"{first} is not in play")
    if direction == COUNTERCLOCKWISE:
        seated.reverse()
    i = seated.index(first)
    return tuple(seated[i:] + seated[:i])
