"""The vocabulary every Spring and Autumn content module is written in.

Content is data: an effect is a dict ``{"do": <primitive>, **params}``; an objective is a predicate dict.
This module lists every primitive, timing window, target, placement, measure and AI rule the content
uses, with the parameter names each primitive accepts, so the rules engine knows exactly what it has to
implement (and ``tests/spring_autumn/test_content_cards.py`` proves the content uses nothing else).

Spec: ``shared/spec/spring_autumn.md`` (rule IDs SA-*, gaps G-*, rulings AMB-*).
"""

from __future__ import annotations

from typing import Any

Effect = dict[str, Any]

FACTIONS: tuple[str, ...] = ("qi", "chu", "wu", "jin", "qin")
"""The five faction ids, shared with the map/factions helper. Qi, Chu, Wu and Jin are named in the rulebook;
the fifth is never named (G-04) and is ``qin`` by agreement."""

COMMODITIES = ("honor", "knowledge", "commerce")
UNIT_TYPES = ("infantry", "cavalry", "archer", "junk", "hero")
LAND_UNITS = ("infantry", "cavalry", "archer", "hero")
BUILDING_TYPES = ("barracks", "academy", "shrine", "fortification", "market", "palace")
ACTION_SECTIONS = ("build", "train", "research", "honor", "supply")
CATEGORIES = ("construction", "government", "trades", "naval", "military")
DIE_COLORS = ("purple", "green", "red", "blue", "yellow")
PHILOSOPHY_COLORS = ("green", "blue", "red", "yellow", "black")
DRAGONS = ("dilong", "fuzanglong", "qiulong", "shenlong", "tianlong", "yinglong")
RIVERS = ("yellow", "yangtze")


def _p(doc: str, *keys: str) -> tuple[frozenset[str], str]:
    return frozenset(keys), doc


PRIMITIVES: dict[str, tuple[frozenset[str], str]] = {
    # name -> (accepted parameter names, meaning). The parameter `n` is always a positive count.
    # -- commodities, dishonor ---------------------------------------------------------------------------
    "gain": _p("Gain n of `commodity`. With `per` (a MEASURES name) gain n for each; `max` caps the total; "
               "`if_holding_at_most` applies it only while holding at most that many of the commodity. "
               "`if_bid` applies it only if your world-event bid was that much.",
               "commodity", "n", "per", "max", "if_holding_at_most", "if_bid"),
    "dishonor": _p("`target` takes n random dishonor tokens (SA-DISH-3 if the pool is empty).", "n", "target"),
    "discard_dishonor": _p("Return n of your own dishonor tokens, your choice, face-down to the pool.", "n"),
    "reduce_dishonor": _p("When you would take dishonor tokens, take n fewer.", "n"),
    "dishonor_draw_choose": _p("When you take a dishonor token, draw `draw`, keep `keep`, return the rest "
                               "face-down unseen by others.", "draw", "keep"),
    "no_dishonor": _p("You take no dishonor from `source` (withdraw | kingdom_tokens).", "source"),
    # -- player board and actions -----------------------------------------------------------------------
    "unlock_cube": _p("Passive: at every Replenish put one more cube on `section` (SA-UPK-REPL-3).", "section"),
    "extra_cube": _p("Put n extra cubes (this turn only) on one of `sections` of your choice.", "sections", "n"),
    "action_bonus": _p("Your `action` (train | research | honor) yields n more; `unit` limits it to training "
                       "that unit type, `exclude` lists unit types it never applies to.",
                       "action", "n", "unit", "exclude"),
    "exchange_cost": _p("Your Exchange costs n commerce instead of 3 (SA-ACT-EXCH-1).", "n"),
    "supply_commerce": _p("Your Supply Commerce gives n commerce instead of 1.", "n"),
    "convert_rate": _p("During research each commerce you convert gives `knowledge_per_commerce` knowledge "
                       "(still spent at once, SA-ACT-RESEARCH-4).", "knowledge_per_commerce"),
    "build_on_mines": _p("You may build on mines (SA-ACT-BUILD-3)."),
    "great_wall": _p("You may build a fortification as a Great Wall segment (SA-WALL-1)."),
    "complete_construction": _p("The building you are building (one of `buildings`) is completed at once: it "
                                "is active and its build cube returns to your pool (or spare cube to supply).",
                                "buildings"),
    "place_units": _p("Place n units of `units` (any mix) from your own pool, within caps, at `where` "
                      "(PLACEMENTS).", "n", "units", "where"),
    # -- movement ---------------------------------------------------------------------------------------
    "ignore_supply_limit": _p("Units you move in this supply action do not count toward supply limits."),
    "extra_move": _p("After this Move Units (its combats included) is over, Move Units n more times.", "n"),
    "junk_steps": _p("Your junks may move up to n sea steps per supply action (AMB-18 default 1).", "n"),
    "extra_sea_spaces": _p("Move Units may activate up to n more sea spaces adjacent to the land area.", "n"),
    "ignore_river_interdiction": _p("Enemy junks never interdict your crossings (SA-MOVE-INT-2) and never "
                                    "stop your retreat (SA-COMBAT-WD-5)."),
    # -- combat -----------------------------------------------------------------------------------------
    "extra_die": _p("Passive: one more `color` die when the side has `if_units` (SA-COMBAT-MELEE-1/2/4, "
                    "SA-COMBAT-SEA-1).", "color", "if_units"),
    "combat_strength": _p("Add n to your final strength this round; `condition` (COMBAT_CONDITIONS) limits "
                          "it; `n_fortified` replaces n when you defend with a fortification or palace.",
                          "n", "condition", "n_fortified"),
    "fortification_bonus": _p("Passive: your fortifications and palace add n more to your final strength "
                              "when they apply (AMB-27).", "n"),
    "negate_fortification": _p("The defender gets no fortification benefit this round (SA-COMBAT-FORT)."),
    "extra_kill": _p("After a melee you won this round, destroy n more enemy units of your choice.", "n"),
    "force_reroll": _p("After the dice are rolled, your opponent rerolls n of their dice that you pick.", "n"),
    "archery_reroll": _p("Passive: you may reroll your purple die once when it shows a number."),
    "hero_minus_as_blank": _p("Your yellow `-` counts as blank (`context`: combat | duel).", "context"),
    # -- world events, chaos, dragons -------------------------------------------------------------------
    "nothing": _p("No event (Silence, SA-WE-SIL-1)."),
    "dragons_erupt": _p("Reveal another card, which occurs at once (SA-WE-DE-1..3)."),
    "barbarian_raid": _p("The winner chooses `tribes` tribes in turn and rolls the raid die for each "
                         "(SA-BARB-1..3, AMB-45).", "tribes"),
    "revolt": _p("A revolt (SA-REVOLT) in `n_areas` areas picked from `target`.", "target", "n_areas"),
    "plague": _p("A plague (SA-PLAGUE) first strikes an area picked from `start`.", "start"),
    "flood": _p("The winner selects a river no Yinglong protects, then one of its segments; every area at "
                "`target` suffers reduction of `amount` (2 full, 1 half).", "target", "amount"),
    "reduce": _p("Area reduction of `amount` (2 full, 1 half, SA-REDUCE) in `n_areas` areas from `target`.",
                 "amount", "target", "n_areas"),
    "disaster_adjacent": _p("Every other player owning an area adjacent to the disaster area suffers "
                            "reduction `amount` in one such area of their own choice (SA-WE-5, EX-16).",
                            "amount"),
    "place_dragon": _p("The winner places `dragon` per its placement rule (SA-DRAGON-1, G-08).", "dragon"),
    "draft_philosophy": _p("Take n face-up market philosophies face-down, as when building a shrine.", "n"),
    "free_advancement": _p("Gain one advancement of `level` you do not own, free, obeying SA-ACT-RESEARCH-9.",
                           "level"),
    "destroy_units": _p("Destroy up to n `unit` at `where`, belonging to `owner` (others | any).",
                        "unit", "n", "where", "owner"),
    "ally_area": _p("An area from `target` allies with you as the Alliance token does (SA-KT-REF-1).",
                    "target"),
    "chaos_shift": _p("Move the chaos marker up to n spaces up or down, never into the fireball nor above "
                      "space P+1.", "n"),
    "bid_bonus": _p("Your revealed bid counts n higher; you pay only what you bid.", "n"),
    "revolt_modifier": _p("Passive: add n to revolt results in your areas (SA-REVOLT-2).", "n"),
    "revolt_fails": _p("This revolt in your area fails."),
    "repeat_treaty_benefit": _p("Receive the benefit of n treaty cards you hold once more.", "n"),
    "most_honorable_bonus": _p("Count n more honor when the most honorable player is determined.", "n"),
    "arrange_world_events": _p("Look at the top n world-event cards, discard any, return the rest on top "
                               "in any order.", "n"),
    "no_flood": _p("The river the dragon occupies can never be selected to flood."),
    "pacify_tribe": _p("The tribe the dragon occupies is pacified: its token returns to the pool, no token is "
                       "placed there again and it can never raid; `credit_winner` records the token as "
                       "removed by the card's winner (AMB-01).", "credit_winner"),
    # -- kingdom tokens (SA-KT-REF) ---------------------------------------------------------------------
    "kingdom_alliance": _p("The mover owns the area at once; discard every kingdom token there."),
    "kingdom_dishonor": _p("The mover takes 1 dishonor unless it has `unless_unit` there (None: always); "
                           "discard the token.", "unless_unit"),
    "kingdom_blood": _p("Unless the mover has `unless_unit` there it destroys one of its units there; then "
                        "discard if it has a unit left, else 1 dishonor and the token stays (AMB-43).",
                        "unless_unit"),
    "kingdom_retreat": _p("Unless the mover has `unless_unit` there, its entering units return to where they "
                          "started and it takes 1 dishonor; discard the token if it did not retreat.",
                          "unless_unit"),
}

TIMINGS: dict[str, str] = {
    "passive": "Always in force while owned (advancements).",
    "any": "Any time (SA-PHIL-4: a card naming no phase may be used at any time).",
    "own_action": "During one of your own actions; `action` on the card names which.",
    "combat_round_start": "Before the dice of a combat round you take part in are rolled.",
    "combat_after_roll": "After both sides rolled, before strengths are compared.",
    "combat_after_melee": "After the melee result of a round is known.",
    "withdraw": "When you withdraw from a combat.",
    "enemy_entered": "At the end of an action in which another player moved units into an area you own.",
    "world_event_revealed": "When a world-event card is revealed, before the chaos marker moves.",
    "bids_revealed": "When the world-event bids are revealed.",
    "revolt": "When a revolt is about to be resolved in an area you own.",
    "dragon_duel": "When you duel a dragon.",
    "take_dishonor": "When you would take dishonor tokens.",
    "pass": "When you pass.",
    "most_honorable_phase": "In the Most Honorable phase.",
    "upkeep_treaties": "In upkeep step 4, when treaty benefits are received.",
    "replenish": "In upkeep step 9, Replenish.",
    "upkeep_start": "Upkeep step 1 (dragon abilities).",
    "combat_start": "At the start of any combat in the dragon's area.",
    "on_placement": "When the dragon is placed.",
}

TARGETS: dict[str, str] = {
    "owned_area_no_palace": "An area some player owns that holds no palace, chosen by the winner.",
    "most_areas_player_no_palace": "Non-palace areas of the player owning the most areas (winner breaks ties).",
    "area_no_palace": "Any land area without a palace, chosen by the winner.",
    "valley_no_palace": "A valley without a palace, chosen by the winner.",
    "adjacent_valleys_no_palace": "Up to 2 adjacent valleys without palaces, chosen by the winner.",
    "segment_banks_no_palace": "Every area adjacent to the chosen river segment that holds no palace.",
    "sea_space": "One sea space (sea or river segment) chosen by the winner.",
    "anywhere_no_palace": "Anywhere on the map except an area holding a palace.",
    "anywhere": "Anywhere on the map.",
    "kingdom_area_reachable": "A non-Zhou area holding kingdom tokens that is adjacent to an area you own or "
                              "holds your units.",
    "other_player": "Another player chosen by the winner.",
    "mover": "The player who moved units into your area.",
    "combatants_without_ownership": "Every player in the combat without an ownership token on the area.",
}

PLACEMENTS: dict[str, str] = {
    "palace_area": "Your palace area.",
    "owned_area": "One area you own.",
    "owned_waterside_area": "One area you own adjacent to a sea space (your palace area if you own none).",
    "dragon_area": "The area holding the dragon (the owner receives).",
}

COMBAT_CONDITIONS: dict[str, str] = {
    "always": "No condition.",
    "defending_own_area": "You are the defender in an area you own.",
}

MEASURES: dict[str, str] = {
    "areas": "Areas you own.",
    "valleys": "Valleys you own.",
    "mountains": "Mountains you own.",
    "coastal_areas": "Areas you own adjacent to one of the 3 seas.",
    "zhou_region_areas": "Zhou and the areas adjacent to Zhou that you own.",
    "other_home_areas": "Home areas of other factions (played or not) that you own.",
    "buildings": "Buildings on settlements and mines in areas you own (palace and Great Wall not counted).",
    "buildings_of_type": "As buildings, of type `building` only.",
    "mine_buildings": "Buildings on mines in areas you own.",
    "empty_slots": "Settlements and mines without a building in areas you own.",
    "areas_with_buildings": "Areas you own holding at least `min` buildings.",
    "fully_built_areas": "Areas you own with at least `min_settlements` settlements whose every settlement "
                         "and mine holds a building.",
    "great_wall_segments": "Completed Great Wall segments you built.",
    "advancements": "Advancements you own.",
    "philosophies": "Philosophy cards you hold (face-up or face-down).",
    "philosophy_colors": "Different colors among the philosophy cards you hold.",
    "units": "Your units of `units` on the map.",
    "sea_spaces_with_junks": "Sea spaces holding at least one of your junks.",
    "barbarians_destroyed": "Barbarian tokens you removed from the map (SA-BARB-7, AMB-01).",
    "world_events_won": "World-event cards you won (SA-WE-BID-4).",
    "dragon_deeds": "Dragons you destroyed in duels plus dragons in areas you own.",
    "treaties_held": "Other players' treaty cards you hold.",
    "dishonor_tokens": "Dishonor tokens you hold (their number is public, SA-DISH-2).",
    "commerce": "Commerce in your stockpile.",
}
MEASURE_PARAMS = frozenset({"building", "min", "min_settlements", "units"})

AI_RULES: dict[str, str] = {
    "evaluate": "Evaluate the predicate on the AI's real state.",
    "ascendancy": "SA-AI-OBJRULE-ASCENDANCY: move the palace to Zhou the turn after capturing it (AMB-77).",
    "urbanite": "SA-AI-OBJRULE-URBANITE: owned 3+-settlement areas count as fully built.",
    "builder": "SA-AI-OBJRULE-BUILDER: met with 8+ owned settlements and/or mines.",
    "empire_potential_prosperity": "SA-AI-OBJRULE-EPP: each AI area has one empty slot, all others built.",
    "warmonger_scholarship_mercantile": "SA-AI-OBJRULE-WSM: one of these per 5 owned settlements/mines.",
    "advancements": "SA-AI-ADV-1 / AMB-76: the AI owns whichever advancements it needs, up to its count.",
    "variety": "SA-AI-PHIL-2: claim philosophies of new colors first.",
}

AI_TARGET_KEYS = frozenset({"terrain", "name", "coastal", "near", "other_home", "min_slots", "invasion_target"})


def check_effect(effect: Effect) -> list[str]:
    """Problems with one effect dict (empty list when it uses the vocabulary correctly)."""
    do = effect.get("do")
    if do not in PRIMITIVES:
        return [f"unknown primitive {do!r}"]
    allowed = PRIMITIVES[do][0]
    extra = set(effect) - {"do"} - allowed
    return [f"{do}: unknown parameter(s) {sorted(extra)}"] if extra else []


def check_predicate(pred: dict[str, Any]) -> list[str]:
    """Problems with one objective predicate."""
    if "all_of" in pred:
        return [p for sub in pred["all_of"] for p in check_predicate(sub)]
    if "palace_in" in pred:
        return [] if set(pred) == {"palace_in"} else ["palace_in takes no other key"]
    if "all_advancements" in pred:
        return [] if pred["all_advancements"] in CATEGORIES else ["unknown category"]
    measure = pred.get("count", pred.get("most"))
    out = []
    if measure not in MEASURES:
        out.append(f"unknown measure {measure!r}")
    if not ({"at_least", "at_most"} & set(pred)):
        out.append("predicate needs at_least or at_most")
    extra = set(pred) - {"count", "most", "at_least", "at_most"} - MEASURE_PARAMS
    if extra:
        out.append(f"unknown predicate keys {sorted(extra)}")
    return out
