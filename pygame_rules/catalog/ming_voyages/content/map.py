"""The Ming Voyages board: regions, their west-to-east order, and the movement routes.

The rulebook names every region (MV-BOARD-1/2) but prints the arrows only on
the board, so the routes are our design, checked against every fact the
rulebook gives (see CONTENT.md): every Borderland touches the Ming Homeland;
the Borderlands form a west-to-east chain; Sichuan touches exactly the Western
and Eastern Mongols (the battle example moves 6 Hordes from those two into
Sichuan); the Eastern Mongols are the central Homeland (Amass 2).
"""

from __future__ import annotations

MING_HOMELAND = "MH"
SOUTH_CHINA_SEA = "SCS"

BORDERLANDS: tuple[str, ...] = ("yunnan", "sichuan", "gansu", "shanxi", "liaodong")
"""West to east (MV-BOARD-2): the solo tie-break cube reads this order."""

HOMELANDS: tuple[str, ...] = ("WM", "EM", "MAN")
"""Barbarian Homelands west to east: Western Mongols, Eastern Mongols, Manchus."""

VOYAGES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7)

NAMES: dict[str, str] = {
    "MH": "Ming Empire Homeland", "SCS": "South China Sea",
    "yunnan": "Yunnan", "sichuan": "Sichuan", "gansu": "Gansu", "shanxi": "Shanxi", "liaodong": "Liaodong",
    "WM": "Western Mongols", "EM": "Eastern Mongols", "MAN": "Manchus",
}
VOYAGE_NAMES: dict[int, str] = {1: "East Africa", 2: "Persian Gulf", 3: "Arabia", 4: "Ceylon", 5: "India",
                                6: "Sumatra", 7: "Siam"}

_EDGES: tuple[tuple[str, str], ...] = (
    # Ming Homeland to every Borderland
    ("MH", "yunnan"), ("MH", "sichuan"), ("MH", "gansu"), ("MH", "shanxi"), ("MH", "liaodong"),
    # the Borderland chain, west to east
    ("yunnan", "sichuan"), ("sichuan", "gansu"), ("gansu", "shanxi"), ("shanxi", "liaodong"),
    # Barbarian Homelands to Borderlands
    ("WM", "yunnan"), ("WM", "sichuan"),
    ("EM", "sichuan"), ("EM", "gansu"), ("EM", "shanxi"),
    ("MAN", "shanxi"), ("MAN", "liaodong"),
    # Homeland to Homeland (O's Move may enter an adjacent Homeland)
    ("WM", "EM"), ("EM", "MAN"),
)

ADJACENT: dict[str, tuple[str, ...]] = {}
for _a, _b in _EDGES:
    ADJACENT.setdefault(_a, ())
    ADJACENT.setdefault(_b, ())
    ADJACENT[_a] += (_b,)
    ADJACENT[_b] += (_a,)

ORDER: dict[str, int] = {r: i for i, r in enumerate(("MH",) + BORDERLANDS + HOMELANDS)}


def adjacent(region: str) -> tuple[str, ...]:
    """Regions one arrow away (the South China Sea and the Voyage spaces have none: only Voyages reach them)."""
    return ADJACENT.get(region, ())


def ming_reachable(region: str) -> tuple[str, ...]:
    """Where Troops may go from ``region``: adjacent Ming Homeland or Borderlands, never a Barbarian Homeland."""
    return tuple(r for r in adjacent(region) if r not in HOMELANDS)


def barbarian_reachable(region: str) -> tuple[str, ...]:
    """Where Hordes may go from ``region``: adjacent Borderlands or Homelands, never the Ming Homeland."""
    return tuple(r for r in adjacent(region) if r != MING_HOMELAND)
