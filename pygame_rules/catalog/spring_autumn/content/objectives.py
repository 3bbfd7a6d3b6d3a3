"""The 46 objective cards (G-06): 16 public, 30 private (18 titles, 12 of them twice).

From the rulebook: 46 objective cards in a public and a private deck; 5 private cards per human and 4 + (AI
count) face-up for the AIs, duplicates replaced (so the private deck repeats titles); control of valleys and
of mountains are public objectives ("most mountains"); Protector is public; named with AI rules: Ascendancy
(Zhou, palace), Urbanite (3+-settlement areas fully built), Builder (AI: 8+ settlements/mines), Empire,
Potential, Prosperity (counts of built and empty settlements/mines per area), Warmonger, Scholarship,
Mercantile (AI: one per 5 settlements/mines), Variety (3 philosophy colors); objectives for all military
and all naval advancements; barbarians destroyed and world events won "may be important for objectives".
Designed here: the deck split, the other titles, every threshold (CONTENT.md "Objectives").

A predicate is checked "at that moment" against one player's state (vocab.check_predicate):
``{"count": measure, "at_least"|"at_most": n, <measure params>}``, ``{"most": measure, "at_least": n}``
(ties satisfy every tied player, AMB-02), ``{"palace_in": area}``, ``{"all_advancements": category}``,
``{"all_of": [...]}``. ``ai_target`` is the area filter for the AI "Unclaimed objectives" criterion
(SA-AI-FILT-4, AMB-63; None = names no area); ``ai_rule`` says how an AI is scored (vocab.AI_RULES).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PUBLIC, PRIVATE = "public", "private"


@dataclass(frozen=True)
class Objective:
    id: str
    title: str
    deck: str
    predicate: dict[str, Any]
    text: str
    ai_rule: str = "evaluate"
    ai_target: dict[str, Any] | None = None
    from_rulebook: bool = False       # the title (or the condition) is named in the rulebook


def _o(id_: str, title: str, deck: str, pred: dict[str, Any], text: str, **kw: Any) -> Objective:
    return Objective(id_, title, deck, pred, text, **kw)


PUBLIC_OBJECTIVES: tuple[Objective, ...] = (
    _o("ascendancy", "Ascendancy", PUBLIC, {"palace_in": "Zhou"},
       "Your palace stands in Zhou.", ai_rule="ascendancy", ai_target={"name": "Zhou"}, from_rulebook=True),
    _o("protector", "Protector", PUBLIC, {"count": "great_wall_segments", "at_least": 2},
       "You have built 2 completed Great Wall segments.", ai_target={"invasion_target": True},
       from_rulebook=True),
    _o("empire", "Empire", PUBLIC, {"count": "areas_with_buildings", "min": 1, "at_least": 6},
       "You own 6 areas that each hold at least 1 building.", ai_rule="empire_potential_prosperity",
       ai_target={"min_slots": 2}, from_rulebook=True),
    _o("builder", "Builder", PUBLIC, {"count": "buildings", "at_least": 8},
       "You have 8 buildings in areas you own (palace and Great Wall not counted).", ai_rule="builder",
       ai_target={"min_slots": 3}, from_rulebook=True),
    _o("prosperity", "Prosperity", PUBLIC, {"count": "areas_with_buildings", "min": 2, "at_least": 3},
       "You own 3 areas that each hold at least 2 buildings.", ai_rule="empire_potential_prosperity",
       ai_target={"min_slots": 3}, from_rulebook=True),
    _o("heartland", "Heartland", PUBLIC, {"count": "valleys", "at_least": 5},
       "You own 5 valleys.", ai_target={"terrain": "valley"}, from_rulebook=True),
    _o("highlands", "Highlands", PUBLIC, {"most": "mountains", "at_least": 2},
       "You own the most mountains, at least 2 (ties count for every tied player).",
       ai_target={"terrain": "mountain"}, from_rulebook=True),
    _o("deep_mines", "Deep Mines", PUBLIC, {"count": "mine_buildings", "at_least": 2},
       "You have buildings on 2 mines.", ai_target={"terrain": "mountain"}),
    _o("hundred_schools", "Hundred Schools", PUBLIC, {"count": "philosophies", "at_least": 4},
       "You hold 4 philosophy cards.", ai_rule="variety"),
    _o("enlightenment", "Enlightenment", PUBLIC, {"count": "advancements", "at_least": 7},
       "You own 7 advancements.", ai_rule="advancements"),
    _o("frontier_guardian", "Frontier Guardian", PUBLIC, {"count": "barbarians_destroyed", "at_least": 2},
       "You have removed 2 barbarian tokens from the map.", ai_target={"invasion_target": True},
       from_rulebook=True),
    _o("favored_by_heaven", "Favored by Heaven", PUBLIC, {"count": "world_events_won", "at_least": 2},
       "You have won 2 world events.", from_rulebook=True),
    _o("lord_of_the_waters", "Lord of the Waters", PUBLIC, {"count": "sea_spaces_with_junks", "at_least": 4},
       "Your junks occupy 4 different sea spaces."),
    _o("great_host", "Great Host", PUBLIC,
       {"count": "units", "units": ["infantry", "cavalry", "archer", "hero"], "at_least": 12},
       "You have 12 land units on the map."),
    _o("treasury", "Treasury", PUBLIC, {"count": "commerce", "at_least": 8},
       "You hold 8 commerce."),
    _o("hegemon", "Hegemon", PUBLIC, {"count": "other_home_areas", "at_least": 1},
       "You own another faction's home area.", ai_target={"other_home": True}),
)

_PRIVATE_TITLES: tuple[tuple[Objective, int], ...] = (
    (_o("urbanite", "Urbanite", PRIVATE, {"count": "fully_built_areas", "min_settlements": 3, "at_least": 2},
        "You own 2 areas with 3 or more settlements in which every settlement and mine holds a building.",
        ai_rule="urbanite", ai_target={"min_slots": 3}, from_rulebook=True), 2),
    (_o("potential", "Potential", PRIVATE, {"count": "empty_slots", "at_least": 5},
        "Areas you own hold 5 settlements and/or mines without a building.",
        ai_rule="empire_potential_prosperity", ai_target={"min_slots": 1}, from_rulebook=True), 2),
    (_o("warmonger", "Warmonger", PRIVATE, {"count": "buildings_of_type", "building": "barracks",
                                            "at_least": 4},
        "You have 4 barracks.", ai_rule="warmonger_scholarship_mercantile", from_rulebook=True), 2),
    (_o("scholarship", "Scholarship", PRIVATE, {"count": "buildings_of_type", "building": "academy",
                                                "at_least": 5},
        "You have 5 academies.", ai_rule="warmonger_scholarship_mercantile", from_rulebook=True), 2),
    (_o("mercantile", "Mercantile", PRIVATE, {"count": "buildings_of_type", "building": "market",
                                              "at_least": 5},
        "You have 5 markets.", ai_rule="warmonger_scholarship_mercantile", from_rulebook=True), 2),
    (_o("variety", "Variety", PRIVATE, {"count": "philosophy_colors", "at_least": 3},
        "You hold philosophies of 3 different colors.", ai_rule="variety", from_rulebook=True), 2),
    (_o("piety", "Piety", PRIVATE, {"count": "buildings_of_type", "building": "shrine", "at_least": 4},
        "You have 4 shrines."), 2),
    (_o("fortress", "Fortress", PRIVATE, {"count": "buildings_of_type", "building": "fortification",
                                          "at_least": 3},
        "You have 3 fortifications on settlements or mines."), 2),
    (_o("art_of_war", "Art of War", PRIVATE, {"all_advancements": "military"},
        "You own all 5 military advancements.", ai_rule="advancements", from_rulebook=True), 2),
    (_o("admiralty", "Admiralty", PRIVATE, {"all_advancements": "naval"},
        "You own all 4 naval advancements.", ai_rule="advancements", from_rulebook=True), 2),
    (_o("horse_lords", "Horse Lords", PRIVATE, {"count": "units", "units": ["cavalry"], "at_least": 7},
        "You have 7 cavalry on the map."), 2),
    (_o("untarnished", "Untarnished", PRIVATE, {"count": "dishonor_tokens", "at_most": 1},
        "You hold at most 1 dishonor token."), 2),
    (_o("heroic_age", "Heroic Age", PRIVATE, {"count": "units", "units": ["hero"], "at_least": 3},
        "All 3 of your heroes are on the map."), 1),
    (_o("peacemaker", "Peacemaker", PRIVATE, {"count": "treaties_held", "at_least": 2},
        "You hold the treaty cards of 2 other players."), 1),
    (_o("dragon_lord", "Dragon Lord", PRIVATE, {"count": "dragon_deeds", "at_least": 1},
        "A dragon is in an area you own, or you have destroyed a dragon."), 1),
    (_o("coastal_realm", "Coastal Realm", PRIVATE, {"count": "coastal_areas", "at_least": 3},
        "You own 3 areas adjacent to a sea.", ai_target={"coastal": True}), 1),
    (_o("central_plains", "Central Plains", PRIVATE, {"count": "zhou_region_areas", "at_least": 3},
        "You own 3 areas among Zhou and the areas adjacent to Zhou.", ai_target={"near": "Zhou"}), 1),
    (_o("expansion", "Expansion", PRIVATE, {"count": "areas", "at_least": 8},
        "You own 8 areas.", ai_target={"min_slots": 1}), 1),
)

PRIVATE_OBJECTIVES: tuple[Objective, ...] = tuple(
    Objective(f"{o.id}-{i + 1}" if copies > 1 else o.id, o.title, o.deck, o.predicate, o.text, o.ai_rule,
              o.ai_target, o.from_rulebook)
    for o, copies in _PRIVATE_TITLES for i in range(copies))

OBJECTIVES: tuple[Objective, ...] = PUBLIC_OBJECTIVES + PRIVATE_OBJECTIVES
OBJECTIVE: dict[str, Objective] = {o.id: o for o in OBJECTIVES}
HUMAN_HAND = 5
AI_SHARED_BASE = 4
"""SA-SETUP-5, SA-AI-OBJ-1: 5 private cards per human; 4 + 1 per AI face-up for the AIs, no repeated title."""
