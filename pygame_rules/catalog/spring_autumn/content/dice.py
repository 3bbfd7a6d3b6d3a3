"""The 9 specialty dice (G-14): colors, counts, faces, and which units and rules roll which color.

From the rulebook (RB "Game Components", "Combat", "Revolts", "Plagues", "Duels", "AI World Events"):
9 dice in purple, green, red, blue and yellow; purple = archery, an arrow destroys a unit and a number is
kept as a melee die; green = infantry, Iron Weapons, combined arms, fortification; red = cavalry, Tactics
(the land-combat example rolls red 5 and red 4); blue = junks, Combat Junks, and plague spread
(1-4 no spread, 5-6 spread); yellow = heroes with faces ++, +, blank, -; yellow is also rolled for revolts,
dragon duels, the AI supply check and AI bids.
Designed here: the count per color and every face distribution (CONTENT.md "Dice").
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import DIE_COLORS

ARROW = "arrow"
PLUS2, PLUS, BLANK, MINUS = "++", "+", "", "-"
YELLOW_SYMBOLS = (PLUS2, PLUS, BLANK, MINUS)

Face = int | str


@dataclass(frozen=True)
class Die:
    color: str
    name: str
    faces: tuple[Face, ...]
    rolled_for: tuple[str, ...]

    def numbers(self) -> tuple[int, ...]:
        return tuple(f for f in self.faces if isinstance(f, int))


DICE: dict[str, Die] = {d.color: d for d in (
    Die("purple", "archery die", (ARROW, ARROW, 1, 2, 4, 6),
        ("archers: one die per side with at least one archer, every land combat round (SA-COMBAT-ARCH-1)",)),
    Die("green", "infantry die", (1, 2, 3, 4, 5, 6),
        ("infantry (1)", "Iron Weapons (+1 with infantry)", "combined arms (+1 with infantry and cavalry, "
         "not when a fortification applies)", "fortification or palace (+1 for the defender)")),
    Die("red", "cavalry die", (1, 2, 3, 4, 5, 5),
        ("cavalry (1)", "Tactics (+1 with cavalry)")),
    Die("blue", "junk die", (1, 2, 3, 4, 5, 6),
        ("junks in sea combat (1)", "committed river junks in land combat (1)", "Combat Junks (+1)",
         "plague spread (5-6 spreads)", "barbarian raid arrow (AMB-45)")),
    Die("yellow", "hero die", (PLUS2, PLUS, PLUS, BLANK, BLANK, MINUS),
        ("heroes: one die per side with at least one hero", "revolts", "dragon duels (one per hero)",
         "AI supply check", "AI bids")),
)}

DICE_COUNTS: dict[str, int] = {"purple": 1, "green": 3, "red": 2, "blue": 2, "yellow": 1}
"""The physical set: the most dice of each color one side can need (software rolls any number)."""
TOTAL_DICE = sum(DICE_COUNTS.values())

YELLOW_COMBAT = {PLUS2: 2, PLUS: 1, BLANK: 0, MINUS: 0}
"""SA-COMBAT-MELEE-9: strength modifier; MINUS also kills one of the side's heroes."""
YELLOW_REVOLT = {PLUS2: 2, PLUS: 1, BLANK: 0, MINUS: -1}
"""SA-REVOLT-2."""
YELLOW_DUEL = {PLUS2: "dragon_destroyed", PLUS: "dragon_destroyed", BLANK: "no_result", MINUS: "hero_dies"}
YELLOW_AI_SUPPLY = {PLUS2: True, PLUS: True, BLANK: False, MINUS: False}
YELLOW_AI_BID = {PLUS2: "all", PLUS: "half_up", MINUS: "half_down", BLANK: "zero"}

PLAGUE_SPREADS = frozenset({5, 6})
"""SA-PLAGUE-3: blue 5-6 infects, 1-4 does not."""
RAID_DIE = "blue"
"""AMB-45: the barbarian raid rolls the blue die; each invasion arrow is labelled with faces 1-6."""


def combat_dice(*, infantry: bool = False, cavalry: bool = False, archers: bool = False, heroes: bool = False,
                junks: bool = False, sea: bool = False, iron_weapons: bool = False, tactics: bool = False,
                combat_junks: bool = False, fortified_defender: bool = False,
                fortification_present: bool = False) -> dict[str, int]:
    """Dice one side rolls in a combat round (SA-COMBAT-ARCH-1, SA-COMBAT-MELEE-1..6, SA-COMBAT-SEA-1,
    SA-COMBAT-FORT-1..3). ``junks`` on land means committed river junks."""
    out = dict.fromkeys(DIE_COLORS, 0)
    if sea:
        if junks:
            out["blue"] = 1 + combat_junks
    else:
        if archers:
            out["purple"] = 1
        if infantry:
            out["green"] += 1 + iron_weapons
        if cavalry:
            out["red"] = 1 + tactics
        if infantry and cavalry and not fortification_present:
            out["green"] += 1
        if junks:
            out["blue"] = 1 + combat_junks
        if fortified_defender:
            out["green"] += 1
    if heroes:
        out["yellow"] = 1
    return out
