"""Spring and Autumn content: every count and fact of gaps G-05..G-20 in shared/spec/spring_autumn.md,
the named cards of the rulebook, unique ids, the effect vocabulary, dice faces, token mixes."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from pathlib import Path

import pytest

from pygame_rules.catalog.spring_autumn.content import (
    cards,
    dice,
    events,
    objectives,
    philosophies,
    tokens,
    treaties,
    vocab,
)
from pygame_rules.catalog.spring_autumn.content import player_board as bp

RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "rulebooks" / "000_6570960e21625d64.txt"

# Names the rulebook prints for content we hold (grep of the rulebook text).
RULEBOOK_NAMES = {
    "advancements": ("Mining", "Great Wall", "Discipline", "Iron Weapons", "Control", "Tactics", "Combat Junks"),
    "objectives": ("Ascendancy", "Urbanite", "Builder", "Empire", "Potential", "Prosperity", "Warmonger",
                   "Scholarship", "Mercantile", "Protector", "Variety"),
    "events": ("Dragons Erupt", "Silence", "Barbarian Raid", "Korean Support"),
    "dragons": ("Dilong", "Fuzanglong", "Qiulong", "Shenlong", "Tianlong", "Yinglong"),
}


# -- counts (SA-COMP-5/6) ----------------------------------------------------------------------------------
def test_component_counts():
    assert len(cards.OBJECTIVES) == 46
    assert len(cards.WORLD_EVENTS) == 52
    assert len(cards.TREATIES) == 25
    assert len(cards.PHILOSOPHIES) == 30
    assert len(tokens.KINGDOM_TOKENS) == 36
    assert len(tokens.BARBARIAN_TOKENS) == 18
    assert len(tokens.DISHONOR_TOKENS) == 48
    assert dice.TOTAL_DICE == 9
    assert len(cards.DRAGON_LIST) == 6


def test_factions_placeholder():
    assert vocab.FACTIONS == ("qi", "chu", "wu", "jin", "qin")
    assert cards.FACTIONS == vocab.FACTIONS == treaties.FACTIONS


@pytest.mark.parametrize("items", [
    [a.id for a in bp.ADVANCEMENTS], [o.id for o in cards.OBJECTIVES], [w.id for w in cards.WORLD_EVENTS],
    [t.id for t in cards.TREATIES], [p.id for p in cards.PHILOSOPHIES], list(tokens.KINGDOM_TOKENS),
    [b.id for b in tokens.BARBARIAN_TOKENS], [d.id for d in cards.DRAGON_LIST],
    [p.title for p in cards.PHILOSOPHIES], [a.name for a in bp.ADVANCEMENTS],
])
def test_unique_ids(items):
    assert len(items) == len(set(items))


def test_every_card_has_text():
    for thing in (*bp.ADVANCEMENTS, *cards.OBJECTIVES, *cards.WORLD_EVENTS, *cards.TREATIES,
                  *cards.PHILOSOPHIES, *cards.DRAGON_LIST, *tokens.KINGDOM_SYMBOLS):
        assert thing.text.strip(), thing


# -- effect vocabulary -------------------------------------------------------------------------------------
def test_effects_use_only_documented_primitives():
    problems = [(owner, p) for owner, e in cards.all_effects() for p in vocab.check_effect(e)]
    assert problems == []


def test_every_primitive_is_documented_and_used():
    used = {e["do"] for _, e in cards.all_effects()}
    assert used == set(vocab.PRIMITIVES)
    for keys, doc in vocab.PRIMITIVES.values():
        assert doc and all(f"`{k}`" in doc for k in keys - {"n"})       # `n` is always a count


def test_effect_parameter_values_are_in_the_vocabulary():
    for owner, e in cards.all_effects():
        if "commodity" in e:
            assert e["commodity"] in vocab.COMMODITIES, owner
        if "units" in e:
            assert set(e["units"]) <= set(vocab.UNIT_TYPES), owner
        if "unit" in e:
            assert e["unit"] in vocab.UNIT_TYPES, owner
        if "target" in e:
            assert e["target"] in vocab.TARGETS, owner
        if "where" in e:
            assert e["where"] in vocab.PLACEMENTS or e["where"] in vocab.TARGETS, owner
        if "section" in e:
            assert e["section"] in vocab.ACTION_SECTIONS, owner
        if "sections" in e:
            assert set(e["sections"]) <= set(vocab.ACTION_SECTIONS), owner
        if "color" in e:
            assert e["color"] in vocab.DIE_COLORS, owner
        if "dragon" in e:
            assert e["dragon"] in vocab.DRAGONS, owner
        if "condition" in e:
            assert e["condition"] in vocab.COMBAT_CONDITIONS, owner
        if "per" in e:
            assert e["per"] in vocab.MEASURES, owner
        if "buildings" in e:
            assert set(e["buildings"]) <= set(vocab.BUILDING_TYPES), owner
        if "n" in e:
            assert isinstance(e["n"], int) and e["n"] >= 1, owner
        if "amount" in e:
            assert e["amount"] in (1, 2), owner
        if e.get("unless_unit") is not None:
            assert e["unless_unit"] in vocab.UNIT_TYPES, owner


def test_timings_are_documented():
    for a in bp.ADVANCEMENTS:
        assert a.timing in vocab.TIMINGS
    for p in cards.PHILOSOPHIES:
        assert p.timing in vocab.TIMINGS and p.timing != "passive"
        assert (p.action is not None) == (p.timing == "own_action")
        assert p.action is None or p.action in philosophies.OWN_ACTIONS
        assert p.ai_use in philosophies.AI_USES
    for d in cards.DRAGON_LIST:
        assert d.timing in vocab.TIMINGS


# -- G-05 player board and advancements --------------------------------------------------------------------
def test_categories_and_levels():
    assert {a.category for a in bp.ADVANCEMENTS} == set(vocab.CATEGORIES)
    assert {a.level for a in bp.ADVANCEMENTS} == {1, 2}
    assert all(a.cost == {1: 1, 2: 3}[a.level] for a in bp.ADVANCEMENTS)
    military, naval = bp.in_category("military"), bp.in_category("naval")
    assert len(military) == 5 and len(naval) == 4                    # RB "AI Advancements"
    assert (len(bp.in_category("military", 1)), len(bp.in_category("military", 2))) == (3, 2)  # EX-04
    for cat in vocab.CATEGORIES:   # every category reaches its second level 2 (needs two level 1s)
        assert len(bp.in_category(cat, 1)) >= len(bp.in_category(cat, 2)) >= 1
    assert bp.TOTAL_ADVANCEMENTS >= len(military) + len(naval) == 9


def test_named_advancements():
    adv = {a.name: a for a in bp.ADVANCEMENTS}
    assert (adv["Discipline"].category, adv["Discipline"].level) == ("military", 1)
    assert (adv["Iron Weapons"].category, adv["Iron Weapons"].level) == ("military", 1)
    assert (adv["Control"].category, adv["Control"].level) == ("military", 2)
    assert adv["Tactics"].category == "military"
    assert adv["Combat Junks"].category == "naval"
    assert adv["Mining"].effects == ({"do": "build_on_mines"},)
    assert adv["Great Wall"].effects == ({"do": "great_wall"},)
    assert adv["Iron Weapons"].effects == ({"do": "extra_die", "color": "green", "if_units": "infantry"},)
    assert adv["Tactics"].effects == ({"do": "extra_die", "color": "red", "if_units": "cavalry"},)
    assert adv["Combat Junks"].effects == ({"do": "extra_die", "color": "blue", "if_units": "junk"},)
    for name in RULEBOOK_NAMES["advancements"]:
        assert adv[name].from_rulebook


def test_unlock_advancements():
    unlocks = [a for a in bp.ADVANCEMENTS if a.unlock]
    assert sorted(a.unlock for a in unlocks) == sorted(vocab.ACTION_SECTIONS)
    for a in unlocks:
        assert a.effects == ({"do": "unlock_cube", "section": a.unlock},)
    assert all(bp.SECTIONS[s].locked_spaces == 1 for s in vocab.ACTION_SECTIONS)
    assert bp.SECTIONS["build"].cube == "wood" and bp.SECTIONS["train"].cube == "faction"
    assert bp.SECTIONS["supply"].market_spaces and not bp.SECTIONS["train"].market_spaces
    assert bp.STARTING_CUBES == dict.fromkeys(vocab.ACTION_SECTIONS, 1)


def test_ravi_research_example_and_prerequisites():
    # EX-04: Ravi owns one military level 1 and one level 2 (not Discipline, Iron Weapons or Control).
    other1 = next(a.id for a in bp.in_category("military", 1) if a.id not in ("discipline", "iron_weapons"))
    other2 = next(a.id for a in bp.in_category("military", 2) if a.id != "control")
    owned = {other1, other2}
    legal = {a.id for a in bp.in_category("military") if bp.can_research(owned, a.id)}
    assert legal == {"discipline", "iron_weapons"}
    assert bp.can_research(owned | {"discipline"}, "control")
    # DT-07 (level-1, level-2 owned): (0,0) no, (1,0) yes, (1,1) no, (2,1) yes; other categories do not help.
    l1, l2 = bp.in_category("trades", 1), bp.in_category("trades", 2)
    assert not bp.can_research(set(), l2[0].id)
    assert bp.can_research({l1[0].id}, l2[0].id)
    assert not bp.can_research({l1[0].id, l2[0].id}, l2[1].id)
    assert bp.can_research({l1[0].id, l1[1].id, l2[0].id}, l2[1].id)
    assert not bp.can_research({"mining", "legal_code"}, l2[0].id)
    assert not bp.can_research({l1[0].id}, l1[0].id)


def test_ai_section():
    assert bp.AI_COMBAT_SPACE == 6
    assert set(bp.AI_COMBAT_ADVANCEMENTS) == {"combat_junks", "tactics", "iron_weapons"}
    assert bp.AI_ADVANCEMENT_TRACK == bp.TOTAL_ADVANCEMENTS >= 9
    assert bp.AI_START == {"advancements": 1, "supply": 1, "honor": 1}


def test_board_constants():
    assert bp.PASS_COMMERCE == (0, 1, 2) and bp.EXCHANGE_COST == 3
    assert bp.UNIT_CAPS == {"infantry": 10, "cavalry": 10, "archer": 10, "junk": 10, "hero": 3}
    assert bp.SUPPLY_LIMITS == {"infantry": 1, "archer": 1, "cavalry": 2, "hero": 2, "junk": None}


def test_buildings_reference():
    b = bp.BUILDINGS
    assert set(b) == set(vocab.BUILDING_TYPES)
    assert b["barracks"].powers == ("train",)
    assert set(b["academy"].powers) == {"research", "train"}
    assert b["shrine"].drafts_philosophy and b["shrine"].powers == ("honor",)
    assert b["fortification"].fortifies and b["fortification"].powers == ()
    assert b["market"].replenish_supply_cube and b["market"].powers == ("supply",)
    assert b["palace"].fortifies and not b["palace"].replenish_supply_cube       # AMB-09
    assert not b["palace"].on_settlement and all(x.on_settlement for k, x in b.items() if k != "palace")
    assert set(b["palace"].powers) == {"train", "research", "honor", "supply"}   # AMB-11: heroes too
    assert bp.STARTING_BUILDINGS == ("academy", "market", "shrine")


# -- G-14 dice ---------------------------------------------------------------------------------------------
def test_dice_colors_and_counts():
    assert set(dice.DICE) == set(vocab.DIE_COLORS) == set(dice.DICE_COUNTS)
    assert all(n >= 1 for n in dice.DICE_COUNTS.values())


def test_dice_faces_valid():
    for d in dice.DICE.values():
        assert len(d.faces) == 6 and d.rolled_for
        for f in d.faces:
            assert (isinstance(f, int) and 1 <= f <= 6) or f in (dice.ARROW, *dice.YELLOW_SYMBOLS)
    purple, green, red, blue, yellow = (dice.DICE[c] for c in vocab.DIE_COLORS)
    assert dice.ARROW in purple.faces and purple.numbers()
    assert set(yellow.faces) == set(dice.YELLOW_SYMBOLS)
    assert not any(isinstance(f, int) for f in yellow.faces)
    for d in (green, red, blue):
        assert all(isinstance(f, int) for f in d.faces)
    assert set(blue.faces) == set(range(1, 7))            # plague 1-4 / 5-6 and the raid arrows
    assert {4, 5} <= set(red.faces)                        # EX-09: red 4 and 5
    assert {3} <= set(red.faces) and {1, 2, 5} <= set(green.faces) and 6 in purple.faces   # DT-51
    assert dice.PLAGUE_SPREADS == {5, 6} and dice.RAID_DIE == "blue"


def test_yellow_tables():
    for table in (dice.YELLOW_COMBAT, dice.YELLOW_REVOLT, dice.YELLOW_DUEL, dice.YELLOW_AI_SUPPLY,
                  dice.YELLOW_AI_BID):
        assert set(table) == set(dice.YELLOW_SYMBOLS)
    assert dice.YELLOW_COMBAT == {"++": 2, "+": 1, "": 0, "-": 0}
    assert dice.YELLOW_REVOLT == {"++": 2, "+": 1, "": 0, "-": -1}


def test_max_dice_per_side_fit_the_physical_set():
    flags = ("infantry", "cavalry", "archers", "heroes", "junks", "sea", "iron_weapons", "tactics",
             "combat_junks", "fortified_defender", "fortification_present")
    for values in itertools.product((False, True), repeat=len(flags)):
        kw = dict(zip(flags, values, strict=False))
        if kw["fortified_defender"] and not kw["fortification_present"]:
            continue
        for color, n in dice.combat_dice(**kw).items():
            assert n <= dice.DICE_COUNTS[color], (kw, color)
    assert dice.combat_dice(infantry=True, cavalry=True, iron_weapons=True, tactics=True) == \
        {"purple": 0, "green": 3, "red": 2, "blue": 0, "yellow": 0}                  # DT-51
    assert dice.combat_dice(infantry=True, cavalry=True, fortification_present=True)["green"] == 1  # no CA
    assert dice.combat_dice(infantry=True, fortified_defender=True, fortification_present=True)["green"] == 2


# -- G-06 objectives ---------------------------------------------------------------------------------------
def test_objective_decks():
    pub, priv = objectives.PUBLIC_OBJECTIVES, objectives.PRIVATE_OBJECTIVES
    assert len(pub) + len(priv) == 46
    assert all(o.deck == "public" for o in pub) and all(o.deck == "private" for o in priv)
    assert len({o.title for o in pub}) == len(pub)
    titles = Counter(o.title for o in priv)
    assert max(titles.values()) > 1                                   # duplicates to replace (SA-SETUP-5)
    assert not set(titles) & {o.title for o in pub}
    assert len(priv) >= 5 * objectives.HUMAN_HAND                    # 5 humans can be dealt
    assert len(titles) >= objectives.AI_SHARED_BASE + 4                # 4 + 4 AIs without repeats (AMB-82)


def test_objective_predicates_and_ai_fields():
    for o in cards.OBJECTIVES:
        assert vocab.check_predicate(o.predicate) == [], o.id
        assert o.ai_rule in vocab.AI_RULES
        assert o.ai_target is None or set(o.ai_target) <= vocab.AI_TARGET_KEYS


def test_named_objectives():
    by_title = {o.title: o for o in cards.OBJECTIVES}
    for t in RULEBOOK_NAMES["objectives"]:
        assert by_title[t].from_rulebook, t
    assert by_title["Protector"].deck == "public"
    assert by_title["Ascendancy"].predicate == {"palace_in": "Zhou"}
    assert by_title["Ascendancy"].ai_target == {"name": "Zhou"} and by_title["Ascendancy"].ai_rule == "ascendancy"
    assert by_title["Urbanite"].ai_rule == "urbanite" and by_title["Builder"].ai_rule == "builder"
    assert by_title["Builder"].predicate["at_least"] == 8                        # AI: 8+ settlements/mines
    for t in ("Empire", "Potential", "Prosperity"):
        assert by_title[t].ai_rule == "empire_potential_prosperity"
    for t, b in (("Warmonger", "barracks"), ("Scholarship", "academy"), ("Mercantile", "market")):
        assert by_title[t].ai_rule == "warmonger_scholarship_mercantile"
        assert by_title[t].predicate["building"] == b
    assert by_title["Variety"].predicate == {"count": "philosophy_colors", "at_least": 3}
    preds = [o.predicate for o in cards.OBJECTIVES]
    public_measures = {o.predicate.get("count", o.predicate.get("most")) for o in objectives.PUBLIC_OBJECTIVES}
    assert {"valleys", "mountains"} <= public_measures                           # RB "Valleys", "Mountains"
    assert any(p.get("most") == "mountains" for p in preds)                      # "most mountains"
    assert {"all_advancements": "military"} in preds and {"all_advancements": "naval"} in preds   # EX-11
    assert any(p.get("count") == "barbarians_destroyed" for p in preds)
    assert any(p.get("count") == "world_events_won" for p in preds)


# -- G-07 / G-19 world events ------------------------------------------------------------------------------
def test_world_event_facts():
    ev = cards.WORLD_EVENTS
    by_title = Counter(w.title for w in ev)
    assert by_title["Dragons Erupt"] == 1
    for w in ev:
        assert w.kind in events.EVENT_KINDS
        assert (w.chaos >= 1) != (w.kind == "dragons_erupt")
    assert all(w.chaos == 3 for w in ev if w.title == "Barbarian Raid")
    assert [w.chaos for w in ev if w.title == "Korean Support"] == [4]
    kinds = Counter(w.kind for w in ev)
    for k in ("silence", "raid", "revolt", "plague", "flood", "dragon", "reduction", "disaster", "harm"):
        assert kinds[k] >= 1, k
    assert all(w.effects == ({"do": "nothing"},) for w in ev if w.kind == "silence")
    amounts = {e["amount"] for w in ev for e in w.effects if e["do"] in ("reduce", "flood")}
    assert amounts == {1, 2}                                             # reduction and half-reduction
    assert any(e["do"] == "disaster_adjacent" for w in ev for e in w.effects)
    for w in ev:                                                         # SA-REVOLT-1, SA-PLAGUE-1
        if w.kind in ("revolt", "plague"):
            assert w.palace_immune and w.harmful
    for w in ev:
        for e in w.effects:
            if e["do"] in ("revolt", "reduce", "plague", "flood"):
                tgt = e.get("target", e.get("start"))
                assert tgt.endswith("no_palace"), w.id
    assert 2 <= sum(w.chaos for w in ev) / (len(ev) - 1) <= 3


def test_floods_select_a_river():
    floods = [w for w in cards.WORLD_EVENTS if w.kind == "flood"]
    assert floods and all(w.effects[0]["do"] == "flood" for w in floods)
    assert "Yinglong" in vocab.PRIMITIVES["flood"][1]
    assert cards.DRAGON["yinglong"].effects[0] == {"do": "no_flood"}


# -- G-08 dragons ------------------------------------------------------------------------------------------
def test_dragons():
    assert tuple(d.id for d in cards.DRAGON_LIST) == vocab.DRAGONS
    assert {d.name for d in cards.DRAGON_LIST} == set(RULEBOOK_NAMES["dragons"])
    placement = {d.id: d.placement for d in cards.DRAGON_LIST}
    assert placement == {"dilong": "valley", "fuzanglong": "mountain", "qiulong": "land",
                         "shenlong": "sea_space", "tianlong": "land", "yinglong": "tribe_or_river"}
    assert all(p in events.DRAGON_PLACEMENTS for p in placement.values())
    dragon_cards = [w for w in cards.WORLD_EVENTS if w.kind == "dragon"]
    placed = Counter(w.effects[0]["dragon"] for w in dragon_cards)
    assert placed == Counter(vocab.DRAGONS)                             # one card per dragon
    for d in cards.DRAGON_LIST:
        assert cards.WORLD_EVENT[d.event_id].effects == ({"do": "place_dragon", "dragon": d.id},)
    assert cards.DRAGON["tianlong"].timing == "combat_start"
    assert cards.DRAGON["fuzanglong"].effects == ({"do": "gain", "commodity": "commerce", "n": 1},)


# -- G-09 treaties -----------------------------------------------------------------------------------------
def test_treaties():
    per_faction = Counter(t.faction for t in cards.TREATIES)
    assert per_faction == dict.fromkeys(vocab.FACTIONS, 5)
    for f in ("qi", "chu", "wu", "jin"):
        assert len(cards.faction_treaties(f)) == 5
    lo, hi = treaties.PENALTY_RANGE
    assert (lo, hi) == (1, 3)
    assert all(lo <= t.penalty <= hi for t in cards.TREATIES)
    assert {t.penalty for t in cards.TREATIES} == {1, 2, 3}
    assert all(t.benefit for t in cards.TREATIES)


# -- G-10 / G-20 philosophies ------------------------------------------------------------------------------
def test_philosophies():
    assert len(philosophies.STARTERS) == 5 and len(philosophies.MARKET_DECK) == 25
    assert {p.color for p in cards.PHILOSOPHIES} == set(vocab.PHILOSOPHY_COLORS) == set(philosophies.SCHOOLS)
    assert Counter(p.color for p in philosophies.STARTERS) == dict.fromkeys(vocab.PHILOSOPHY_COLORS, 1)
    assert Counter(p.color for p in cards.PHILOSOPHIES) == dict.fromkeys(vocab.PHILOSOPHY_COLORS, 6)
    assert any(p.harmful for p in cards.PHILOSOPHIES)
    assert any(p.timing == "any" for p in cards.PHILOSOPHIES)             # "no phase given: any time"
    market_colors = {p.color for p in philosophies.MARKET_DECK}
    assert len(market_colors) >= 3                                         # Variety can be reached


# -- G-12 / G-13 / G-15 tokens -----------------------------------------------------------------------------
def test_kingdom_tokens():
    assert len(tokens.KINGDOM_SYMBOLS) == 9
    counts = Counter(tokens.kingdom_symbol(t).id for t in tokens.KINGDOM_TOKENS)
    assert sum(counts.values()) == 36 and set(counts) == set(tokens.KINGDOM_SYMBOL)
    by = tokens.KINGDOM_SYMBOL
    assert by["alliance"].effects == ({"do": "kingdom_alliance"},)
    assert by["red_circle"].effects == ({"do": "kingdom_dishonor", "unless_unit": None},)
    assert by["red_circle_hero"].effects == ({"do": "kingdom_dishonor", "unless_unit": "hero"},)
    for u in ("archer", "cavalry", "infantry"):
        assert by[f"{u}_blood"].effects == ({"do": "kingdom_blood", "unless_unit": u},)
        assert by[f"{u}_retreat"].effects == ({"do": "kingdom_retreat", "unless_unit": u},)
    assert tokens.ZHOU_KINGDOM_TOKENS == 3                                   # EX-15: 4 areas + 2 = 6
    on_map_5p = 4 * tokens.SETUP_TOKENS_PER_3_SETTLEMENT_AREA + tokens.ZHOU_KINGDOM_TOKENS - 1
    assert on_map_5p == 6
    # Solo against no AI (4 unplayed homes): 6 + 12 leaves 18 tokens for their neighbours (SA-FEW-2, AMB-89).
    assert 36 - on_map_5p - 4 * tokens.UNPLAYED_HOME_TOKENS == 18


def test_barbarian_tokens():
    values = Counter((b.attack, b.defense) for b in tokens.BARBARIAN_TOKENS)
    assert set(values) == {(3, 6), (4, 5), (5, 4), (6, 3)}
    assert all(a + d == 9 for a, d in values)
    assert sum(values.values()) == 18 and len(tokens.BARBARIAN_TOKENS) - tokens.BARBARIAN_TRIBES == 13


@pytest.mark.parametrize("attack,defense,lose,kill", [
    (3, 6, range(1, 4), range(6, 9)), (4, 5, range(1, 5), range(5, 9)),
    (5, 4, range(1, 6), range(4, 9)), (6, 3, range(1, 7), range(3, 9)),
])
def test_barbarian_thresholds_ex17(attack, defense, lose, kill):
    token = next(b for b in tokens.BARBARIAN_TOKENS if (b.attack, b.defense) == (attack, defense))
    for s in range(1, 9):
        assert tokens.barbarian_outcome(token, s) == (s in lose, s in kill)


def test_dishonor_tokens():
    assert len(tokens.DISHONOR_TOKENS) == 48 == sum(tokens.DISHONOR_MIX.values())
    assert all(isinstance(v, int) and v >= 0 for v in tokens.DISHONOR_TOKENS)
    assert max(tokens.DISHONOR_TOKENS) >= 1


# -- the rulebook really prints the names we rely on -------------------------------------------------------
@pytest.mark.skipif(not RULEBOOK.exists(), reason="rulebook text not available")
def test_names_are_in_the_rulebook():
    text = RULEBOOK.read_text(encoding="utf-8").lower()
    for names in RULEBOOK_NAMES.values():
        for name in names:
            assert re.search(re.escape(name.lower()), text), name
    for o in cards.OBJECTIVES:
        if o.from_rulebook and o.title in RULEBOOK_NAMES["objectives"]:
            assert o.title.lower() in text
    for a in bp.ADVANCEMENTS:
        if a.from_rulebook:
            assert a.name.lower() in text, a.name
