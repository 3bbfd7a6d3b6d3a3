"""The boards and tables: faction boards' cube areas (spec 3.5), the Emperor Xian card (3.9), the strength tally
(3.12) and the wandering-general board (3.13).

Rulebook facts: cube areas are numbered; cubes are taken from the highest-numbered spaces and returned to the
lowest (L61); the player-count markers 4/5/6 are printed on the cube area and the game ends when a board holds
fewer cubes than the marker of the game's player count (L447). Tribute fills the Emperor card's topmost, leftmost
empty space (L310) and a cube on a dark space of its bottom row ends the game at Cleanup (L448, A-6). The tally
has 30 spaces plus "30+" and "60+" (L277-281), grouped in intervals that give the Rout Value (L529-537). The
wandering board has a deck space and three spaces costing 3, 2 and 1 discards, left to right (L137-143).

Designed: the cube area is numbered 1..cubes; the Emperor card is 4 rows of 5 (20 spaces) whose bottom row is
dark from the space marked with the player count (16 for 4 players, 17 for 5, 18 for 6: more players add cubes
faster, so the race stays about as long); the tally's intervals are 3 wide (the only width that fits all three
rulebook examples, DH-ROUT-1).
"""

from __future__ import annotations

from .factions import FACTIONS

PLAYER_COUNTS: tuple[int, ...] = (4, 5, 6)

CUBE_AREA: dict[str, tuple[int, ...]] = {f.id: tuple(range(1, f.cubes + 1)) for f in FACTIONS}
"""Each faction board's cube-space numbers (DH-ZONE-3)."""

COUNT_MARKERS: dict[int, int] = {4: 4, 5: 5, 6: 6}
"""Player count -> the cube-area space carrying its marker: the game ends in Cleanup when a board holds fewer
cubes than this (DH-END-1)."""

EMPEROR_ROWS = 4
EMPEROR_COLUMNS = 5
EMPEROR_SPACES: tuple[int, ...] = tuple(range(1, EMPEROR_ROWS * EMPEROR_COLUMNS + 1))
"""Spaces in fill order: topmost row first, left to right (DH-GSK-5 Tribute)."""
EMPEROR_BOTTOM_ROW: tuple[int, ...] = EMPEROR_SPACES[-EMPEROR_COLUMNS:]
EMPEROR_DARK_FROM: dict[int, int] = {4: 16, 5: 17, 6: 18}
"""Player count -> the first dark space of the bottom row (its printed player-count mark)."""


def emperor_dark_spaces(players: int) -> tuple[int, ...]:
    """The dark spaces for a game of ``players``: a cube on any of them ends the game at Cleanup (DH-END-1)."""
    return tuple(s for s in EMPEROR_BOTTOM_ROW if s >= EMPEROR_DARK_FROM[players])


CAO_CAO_SELF_RELIANCE_CUBES = 5
"""Cubes of his own Cao Cao needs on the Emperor card to declare Self-Reliance (DH-SELF-1, L499)."""

TALLY_SPACES = 30
TALLY_OVERFLOW: tuple[int, ...] = (30, 60)
"""The "30+" and "60+" spaces (DH-STR-2)."""
TALLY_INTERVAL = 3
"""Width of a tally interval: band(v) = ceil(v / 3), Rout = max(0, band(A) - band(D) - 1) (DH-ROUT-1)."""

WANDERING_COSTS: tuple[int, ...] = (3, 2, 1)
"""Discards to Recruit from the wandering board's spaces, left to right (DH-GSK-2, DH-SETUP-10)."""

HAND_SIZE = 4
"""Starting hand and Dispatch refill target (DH-SETUP-3, DH-DISP-1)."""
