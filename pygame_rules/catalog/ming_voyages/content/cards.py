"""The Ming Voyages content as data: the 27 main-deck cards, the 24 solo Event cards, the Difficulty cards.

Facts from the rulebook (MV-CARD-1..6, L67-73, L156-157, L220, L243): 21 Action,
3 Emperor and 3 Barbarian cards; CP 1-3; #24 Raids (3 CP) lets the Overlord take
up to 2 Gold from the Ming Homeland; #9 Advancement and #15 Famine are 3-CP
cards with an Overlord action; Affluence is 3 CP, Pestilence and Maelstrom 2 CP.
Everything else is our design (CONTENT.md says why).

A special action is a tuple of effects, each a dict ``{"do": <primitive>, ...}``
interpreted by ``rules/effects.py``; the card can be used for it only if every effect
can be carried out in full (MV-CARD-8). Emperor and Barbarian cards have two
bands: ``low`` while at most 3 Voyages are completed, ``high`` from the 4th on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Effect = dict[str, Any]

ACTION, EMPEROR, BARBARIAN = "action", "emperor", "barbarian"


@dataclass(frozen=True)
class Card:
    number: int
    name: str
    kind: str
    cp: int
    voyage: int | None = None
    overlord: tuple[Effect, ...] = ()        # Action card top box (always available to the Overlord)
    emperor: tuple[Effect, ...] = ()         # Action card bottom box (once its Voyage is completed)
    low: tuple[Effect, ...] = ()             # Emperor/Barbarian card: at most 3 Voyages completed
    high: tuple[Effect, ...] = ()            # Emperor/Barbarian card: 4 or more Voyages completed
    text_overlord: str = ""
    text_emperor: str = ""


def _e(do: str, **kw: Any) -> Effect:
    return {"do": do, **kw}


CARDS: tuple[Card, ...] = (
    Card(1, "Dragon Dockyards", ACTION, 1, 1,
         emperor=(_e("junks", n=2),), text_emperor="Build 2 Junks."),
    Card(2, "Court Astronomers", ACTION, 1, 2,
         overlord=(_e("take_gold", n=1, if_at_least=3),), emperor=(_e("tax", n=2),),
         text_overlord="If the Ming Homeland holds 3 or more Gold, the Emperor returns 1 to the Supply.",
         text_emperor="Tax 2."),
    Card(3, "Frontier Forts", ACTION, 1, 3,
         emperor=(_e("recruit_bl", n=1),),
         text_emperor="Recruit 1 Troop straight into an empty or Ming-controlled Borderland."),
    Card(4, "Horse Markets", ACTION, 1, 4,
         overlord=(_e("horde_home", n=1),), emperor=(_e("move", n=2),),
         text_overlord="Move 1 Horde from a Homeland to an adjacent Homeland.",
         text_emperor="Move up to 2 Troops (Move rules)."),
    Card(5, "Eunuch Envoys", ACTION, 1, 5,
         emperor=(_e("tax", n=1), _e("junks", n=1)), text_emperor="Tax 1 and Build 1 Junk."),
    Card(6, "Khan's Muster", BARBARIAN, 1,
         low=(_e("amass", n=1),), high=(_e("amass", n=2),),
         text_overlord="Up to 3 Voyages: Amass 1 Horde. From 4 Voyages: Amass 2 Hordes."),
    Card(7, "Imperial Edict", EMPEROR, 1,
         low=(_e("recruit", n=2),), high=(_e("recruit", n=2), _e("move", n=2, start="MH")),
         text_emperor="Up to 3 Voyages: Recruit 2. From 4 Voyages: Recruit 2, then move up to 2 Troops "
                      "from the Ming Homeland into one Borderland."),
    Card(8, "Spice Cargo", ACTION, 1, 6,
         overlord=(_e("take_gold", n=1, if_at_least=2),), emperor=(_e("tax", n=2),),
         text_overlord="If the Ming Homeland holds 2 or more Gold, the Emperor returns 1 to the Supply.",
         text_emperor="Tax 2."),
    Card(9, "Advancement", ACTION, 3, 7,
         overlord=(_e("gather", n=2),), emperor=(_e("voyage", attempts=3, bonus=1),),
         text_overlord="Gather 2 Settlements.",
         text_emperor="Voyage with 3 attempts, adding 1 to the Gold and Junks sent."),
    Card(10, "Porcelain Gifts", ACTION, 1, 7,
         emperor=(_e("remove_horde", near_troops=2),),
         text_emperor="Remove 1 Horde from a Borderland without Settlements next to 2 or more of your Troops."),
    Card(11, "Monsoon Winds", ACTION, 2, 1,
         overlord=(_e("sink_junk", n=1, leave=1, required=True),), emperor=(_e("voyage", attempts=2, bonus=0),),
         text_overlord="If the South China Sea holds 2 or more Junks, return 1 to the Supply.",
         text_emperor="Voyage with 2 attempts."),
    Card(12, "Tribute Missions", ACTION, 2, 2,
         overlord=(_e("move", n=2),), emperor=(_e("tax", n=3),),
         text_overlord="Move up to 2 Hordes (Move rules).", text_emperor="Tax 3."),
    Card(13, "Militia Levy", ACTION, 2, 3,
         overlord=(_e("take_troop", n=1),), emperor=(_e("recruit", n=3),),
         text_overlord="The Emperor returns 1 Troop from the Ming Homeland, if any.", text_emperor="Recruit 3."),
    Card(14, "Treasure Fleet", EMPEROR, 2,
         low=(_e("junks", n=2), _e("tax", n=1)), high=(_e("voyage", attempts=2, bonus=1),),
         text_emperor="Up to 3 Voyages: Build 2 Junks and Tax 1. From 4 Voyages: Voyage with 2 attempts, "
                      "adding 1 to the Gold and Junks sent."),
    Card(15, "Famine", ACTION, 3, 4,
         overlord=(_e("take_troop", n=2),), emperor=(_e("recruit", n=2), _e("tax", n=2)),
         text_overlord="The Emperor returns up to 2 Troops from the Ming Homeland.",
         text_emperor="Recruit 2 and Tax 2."),
    Card(16, "Pestilence", ACTION, 2, 4,
         overlord=(_e("plague", at_least=3),), emperor=(_e("remove_horde", at_least=3),),
         text_overlord="Every Borderland with 3 or more Troops loses 1.",
         text_emperor="Remove 1 Horde from a Borderland holding 3 or more Hordes."),
    Card(17, "Grand Canal", ACTION, 2, 5,
         overlord=(_e("build", n=1),), emperor=(_e("move", n=3),),
         text_overlord="Build 1 Settlement (Build rules).", text_emperor="Move up to 3 Troops (Move rules)."),
    Card(18, "Steppe Raiders", BARBARIAN, 2,
         low=(_e("attack", n=2),), high=(_e("attack", n=3), _e("amass", n=1)),
         text_overlord="Up to 3 Voyages: Attack with up to 2 Hordes. From 4 Voyages: Attack with up to "
                       "3 Hordes, then Amass 1."),
    Card(19, "Maelstrom", ACTION, 2, 6,
         overlord=(_e("sink_junk", n=2, leave=1),), emperor=(_e("junks", n=2), _e("tax", n=1)),
         text_overlord="Return up to 2 Junks from the South China Sea to the Supply, leaving at least 1.",
         text_emperor="Build 2 Junks and Tax 1."),
    Card(20, "Ming Diplomacy", ACTION, 2, 7,
         overlord=(_e("amass", n=2),), emperor=(_e("push_hordes", n=2),),
         text_overlord="Amass 2 Hordes.",
         text_emperor="Send up to 2 Hordes from one Borderland back to an adjacent Homeland, leaving at least "
                      "1 Barbarian piece there."),
    Card(21, "Mandate of Heaven", EMPEROR, 3,
         low=(_e("recruit", n=2), _e("tax", n=2)), high=(_e("recruit_bl", n=3), _e("tax", n=1)),
         text_emperor="Up to 3 Voyages: Recruit 2 and Tax 2. From 4 Voyages: Recruit 3 Troops straight into "
                      "empty or Ming-controlled Borderlands, then Tax 1."),
    Card(22, "Affluence", ACTION, 3, 1,
         overlord=(_e("gather", n=2), _e("amass", n=1)), emperor=(_e("tax", n=3), _e("junks", n=1)),
         text_overlord="Gather 2 Settlements and Amass 1 Horde.", text_emperor="Tax 3 and Build 1 Junk."),
    Card(23, "Great Wall Repairs", ACTION, 3, 2,
         overlord=(_e("move", n=3),), emperor=(_e("recruit", n=2), _e("move", n=3, start="MH")),
         text_overlord="Move up to 3 Hordes (Move rules).",
         text_emperor="Recruit 2, then move up to 3 Troops from the Ming Homeland into one Borderland."),
    Card(24, "Raids", ACTION, 3, 3,
         overlord=(_e("take_gold", n=2),), emperor=(_e("tax", n=2), _e("recruit", n=1)),
         text_overlord="The Emperor returns up to 2 Gold from the Ming Homeland to the Supply.",
         text_emperor="Tax 2 and Recruit 1."),
    Card(25, "Zheng He's Armada", ACTION, 3, 5,
         overlord=(_e("amass", n=3),), emperor=(_e("voyage", attempts=3, bonus=0),),
         text_overlord="Amass 3 Hordes.", text_emperor="Voyage with 3 attempts."),
    Card(26, "Calicut Trade", ACTION, 3, 6,
         overlord=(_e("build", n=2),), emperor=(_e("tax", n=4),),
         text_overlord="Build 2 Settlements (Build rules).", text_emperor="Tax 4."),
    Card(27, "Golden Horde", BARBARIAN, 3,
         low=(_e("amass", n=2), _e("gather", n=1)), high=(_e("attack", n=4),),
         text_overlord="Up to 3 Voyages: Amass 2 Hordes and Gather 1 Settlement. From 4 Voyages: Attack with "
                       "up to 4 Hordes."),
)

CARD: dict[int, Card] = {c.number: c for c in CARDS}

# -- solo: the Overlord's Event decks (MV-COMP-5, L309-317) ---------------------------------------------
EVENT_KINDS = ("amass", "attack", "build", "gather", "move", "reserve")
EVENT_DECKS: dict[int, tuple[str, ...]] = {
    level: ("amass", "attack", "attack", "move", "move", "gather", "build", "reserve") for level in (1, 2, 3)
}
"""Each level-L deck holds 8 Events of strength L (our design; the rulebook gives the six kinds and x = 1-3)."""


def event_id(level: int, index: int) -> str:
    return f"L{level}-{index + 1}"


# -- solo: Difficulty (MV-SOLO-DIFF-2/3) ------------------------------------------------------------------
@dataclass(frozen=True)
class Difficulty:
    name: str
    start: tuple[int, int, int]       # Event level drawn for a reaction to a 1-, 2-, 3-CP card
    after_four: tuple[int, int, int]  # after the 4th completed Voyage (one card flipped, or none)
    required_voyages: int
    reserve_limit: int
    challenge: str                    # the optional additional challenge


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty("Easy", (1, 1, 2), (1, 2, 2), 4, 3, ""),
    "moderate": Difficulty("Moderate", (1, 2, 2), (1, 2, 3), 5, 2, ""),
    "hard": Difficulty("Hard", (1, 2, 3), (1, 2, 3), 6, 1, "troop_losses_removed"),
    "brutal": Difficulty("Brutal", (1, 2, 3), (2, 2, 3), 7, 1, "two_hordes_per_homeland"),
}
OVERLORD_SOLO_RESERVE_CAP = 3

# -- components (MV-COMP-2/3) ------------------------------------------------------------------------
TOTALS = {"junk": 7, "troop": 12, "gold": 5, "settlement": 5, "horde": 12}
