"""The 52 world-event cards (G-07, G-19) and the six dragons (G-08).

From the rulebook (RB "World Events", "Dragons Erupt", "Barbarians and the Great Wall", "Revolts",
"Plagues", "Area Reduction", "Dragons", "Dragon Reference"): 52 cards including 1 Dragons Erupt; each has a
chaos number (upper right): Barbarian Raid 3, Korean Support 4; Silence cards produce nothing; events bring
barbarian raids, revolts, plagues, floods (a river is selected; Yinglong protects a river), dragons, area
reduction and half-reduction, disasters whose neighbours are hit (the affected player chooses, SA-WE-5), and
harmful effects aimed at players; palace areas are immune to revolts, plagues and many other events; the
winner of the bid receives the card and its reward. The six dragons, their placement and abilities are
printed in the Dragon Reference.
Designed here: every other title, all counts and chaos numbers, every effect's details (CONTENT.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocab import LAND_UNITS, Effect


def _e(do: str, **kw: object) -> Effect:
    return {"do": do, **kw}


@dataclass(frozen=True)
class WorldEvent:
    id: str
    title: str
    chaos: int                    # upper-right chaos number (ignored on Dragons Erupt, SA-WE-DE-2)
    kind: str                     # EVENT_KINDS
    effects: tuple[Effect, ...]
    text: str
    harmful: bool = False         # the winner can direct it at another player (AI grudge, AMB-66)
    palace_immune: bool = False   # it never affects an area holding a palace (SA-PALACE-1)


EVENT_KINDS = ("dragons_erupt", "silence", "raid", "support", "dragon", "revolt", "plague", "flood",
               "reduction", "disaster", "boon", "harm")

# (title, copies, chaos per copy, kind, effects, text, harmful, palace_immune)
_SPECS: tuple[tuple[str, int, tuple[int, ...], str, tuple[Effect, ...], str, bool, bool], ...] = (
    ("Dragons Erupt", 1, (0,), "dragons_erupt", (_e("dragons_erupt"),),
     "Reveal another card: it occurs wherever the chaos marker is (a Silence means nothing happens). Its "
     "chaos number is ignored. Afterwards shuffle the discard pile into the deck.", False, False),
    ("Silence", 6, (1, 1, 2, 2, 3, 3), "silence", (_e("nothing"),),
     "All under Heaven is quiet. Nothing happens; there is no bid.", False, False),
    ("Barbarian Raid", 5, (3,) * 5, "raid", (_e("barbarian_raid", tribes=1),),
     "Choose a barbarian tribe that can raid and roll the blue die: its token invades along that arrow. "
     "Refill the tribe from the barbarian pool.", True, False),
    ("Korean Support", 1, (4,), "support",
     (_e("place_units", n=3, units=["infantry", "cavalry", "archer", "junk"], where="owned_waterside_area"),),
     "Allies from Korea land: place 3 units of your choice (infantry, cavalry, archers, junks) in one area "
     "you own adjacent to a sea space, or in your palace area if you own none.", False, False),
    ("Dilong Awakens", 1, (3,), "dragon", (_e("place_dragon", dragon="dilong"),),
     "Place Dilong, the earth dragon, on a valley.", False, False),
    ("Fuzanglong Awakens", 1, (3,), "dragon", (_e("place_dragon", dragon="fuzanglong"),),
     "Place Fuzanglong, the treasure dragon, on a mountain.", False, False),
    ("Qiulong Awakens", 1, (2,), "dragon", (_e("place_dragon", dragon="qiulong"),),
     "Place Qiulong, the horned dragon, on a land area.", False, False),
    ("Shenlong Awakens", 1, (3,), "dragon", (_e("place_dragon", dragon="shenlong"),),
     "Place Shenlong, the spirit dragon, on a sea or river segment.", False, False),
    ("Tianlong Descends", 1, (4,), "dragon", (_e("place_dragon", dragon="tianlong"),),
     "Place Tianlong, the celestial dragon, on a land area.", False, False),
    ("Yinglong Descends", 1, (4,), "dragon", (_e("place_dragon", dragon="yinglong"),),
     "Place Yinglong, the winged dragon, on a barbarian tribe, the Yellow River or the Yangtze.", False, False),
    ("Peasant Revolt", 3, (2, 2, 2), "revolt",
     (_e("revolt", target="owned_area_no_palace", n_areas=1),),
     "Choose an area a player owns that holds no palace: a revolt breaks out there.", True, True),
    ("Nobles' Uprising", 1, (3,), "revolt",
     (_e("revolt", target="most_areas_player_no_palace", n_areas=3),),
     "The great houses rise against the largest realm: choose up to 3 areas without a palace of the player "
     "who owns the most areas (you break ties); a revolt breaks out in each.", True, True),
    ("Plague", 3, (3, 3, 3), "plague", (_e("plague", start="area_no_palace"),),
     "Choose an area without a palace: the plague strikes there and spreads (Plagues).", True, True),
    ("Flood", 3, (3, 3, 3), "flood", (_e("flood", target="segment_banks_no_palace", amount=1),),
     "Select a river no Yinglong protects and one of its segments: every area on its banks without a palace "
     "suffers half-reduction.", True, True),
    ("Earthquake", 2, (4, 4), "reduction", (_e("reduce", amount=2, target="area_no_palace", n_areas=1),),
     "Choose an area without a palace: it suffers area reduction.", True, True),
    ("Drought", 2, (2, 2), "reduction",
     (_e("reduce", amount=1, target="adjacent_valleys_no_palace", n_areas=2),),
     "Choose up to 2 adjacent valleys without a palace: each suffers half-reduction.", True, True),
    ("Famine", 2, (3, 3), "disaster",
     (_e("reduce", amount=1, target="area_no_palace", n_areas=1), _e("disaster_adjacent", amount=1)),
     "Choose an area without a palace: it suffers half-reduction. Then every other player owning an area "
     "next to it suffers half-reduction in one such area of their choice.", True, True),
    ("Bountiful Harvest", 2, (1, 1), "boon", (_e("gain", commodity="commerce", n=3),),
     "Gain 3 commerce.", False, False),
    ("Visiting Sage", 2, (2, 2), "boon", (_e("draft_philosophy", n=1),),
     "Take one face-up philosophy from the market, face-down, as if you had built a shrine.", False, False),
    ("Imperial Favor", 1, (2,), "boon", (_e("gain", commodity="honor", n=3),),
     "The Zhou king honors you: gain 3 honor.", False, False),
    ("Bronze Discovery", 2, (2, 2), "boon", (_e("free_advancement", level=1),),
     "Gain one level 1 advancement you do not own, free.", False, False),
    ("Mercenaries", 2, (2, 2), "boon",
     (_e("place_units", n=2, units=["infantry", "cavalry", "archer"], where="owned_area"),),
     "Place 2 infantry, cavalry or archers, in any mix, in one area you own.", False, False),
    ("Wandering Hero", 1, (2,), "boon", (_e("place_units", n=1, units=["hero"], where="owned_area"),),
     "Place 1 hero in an area you own.", False, False),
    ("Mandate of Heaven", 1, (2,), "boon", (_e("discard_dishonor", n=1),),
     "Return one of your dishonor tokens, your choice, face-down to the pool.", False, False),
    ("Royal Wedding", 1, (3,), "boon", (_e("ally_area", target="kingdom_area_reachable"),),
     "Choose an area other than Zhou holding kingdom tokens, next to an area you own or holding your units: "
     "it allies with you as the Alliance token does.", False, False),
    ("Pirates", 2, (2, 2), "harm", (_e("destroy_units", unit="junk", n=2, where="sea_space", owner="others"),),
     "Choose a sea space: destroy up to 2 junks of other players there.", True, False),
    ("Assassins", 1, (3,), "harm",
     (_e("destroy_units", unit="hero", n=1, where="anywhere_no_palace", owner="others"),),
     "Destroy one hero of another player that is not in a palace area.", True, True),
    ("Court Scandal", 2, (1, 1), "harm", (_e("dishonor", n=1, target="other_player"),),
     "Choose another player: they take 1 dishonor.", True, False),
)


def _slug(title: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in title.lower().replace("'", "")).strip("_")


WORLD_EVENTS: tuple[WorldEvent, ...] = tuple(
    WorldEvent(_slug(title) + (f"-{i + 1}" if copies > 1 else ""), title, chaos[i], kind, effects, text,
               harmful, immune)
    for title, copies, chaos, kind, effects, text, harmful, immune in _SPECS for i in range(copies))
WORLD_EVENT: dict[str, WorldEvent] = {w.id: w for w in WORLD_EVENTS}
DRAGONS_ERUPT = "dragons_erupt"


# -- dragons (G-08, SA-DRAGON-REF-*) --------------------------------------------------------------------
@dataclass(frozen=True)
class Dragon:
    id: str
    name: str
    placement: str                 # DRAGON_PLACEMENTS
    timing: str                    # vocab.TIMINGS
    effects: tuple[Effect, ...]
    text: str
    event_id: str                  # the world-event card that places it


DRAGON_PLACEMENTS = {
    "valley": "A valley.", "mountain": "A mountain.", "land": "Any land area.",
    "sea_space": "A sea or a river segment.",
    "tribe_or_river": "A barbarian tribe, the Yellow River or the Yangtze (a whole river).",
}

DRAGON_LIST: tuple[Dragon, ...] = (
    Dragon("dilong", "Dilong", "valley", "upkeep_start",
           (_e("place_units", n=1, units=list(LAND_UNITS) + ["junk"], where="dragon_area"),),
           "Upkeep: the area's owner gains one unit of their choice there (within caps).", "dilong_awakens"),
    Dragon("fuzanglong", "Fuzanglong", "mountain", "upkeep_start", (_e("gain", commodity="commerce", n=1),),
           "Upkeep: the area's owner gains 1 commerce.", "fuzanglong_awakens"),
    Dragon("qiulong", "Qiulong", "land", "upkeep_start", (_e("arrange_world_events", n=3),),
           "Upkeep: the area's owner looks at the top 3 world-event cards, discards any and returns the rest "
           "on top in any order.", "qiulong_awakens"),
    Dragon("shenlong", "Shenlong", "sea_space", "upkeep_start",
           (_e("destroy_units", unit="junk", n=1, where="anywhere", owner="any"),),
           "Upkeep: the sole occupant of its sea space may destroy one junk anywhere on the map.",
           "shenlong_awakens"),
    Dragon("tianlong", "Tianlong", "land", "combat_start",
           (_e("dishonor", n=1, target="combatants_without_ownership"),),
           "At the start of any combat in its area, every combatant without an ownership token there takes 1 "
           "dishonor.", "tianlong_descends"),
    Dragon("yinglong", "Yinglong", "tribe_or_river", "on_placement",
           (_e("no_flood"), _e("pacify_tribe", credit_winner=True)),
           "On a river: that river can never be selected to flood. On a tribe: the tribe is pacified for good; "
           "its token counts as removed by the card's winner.", "yinglong_descends"),
)
DRAGON: dict[str, Dragon] = {d.id: d for d in DRAGON_LIST}

DRAGON_CARD_RULE = (
    "A dragon card places its dragon where its placement rule allows, never in an area (or on a river) that "
    "already holds a dragon (SA-DRAGON-2). If the dragon is already on the map the winner moves it to a new "
    "legal place; if it was destroyed in a duel it stays out of the game and the card has no effect, but the "
    "winner still keeps the card (AMB-37).")
