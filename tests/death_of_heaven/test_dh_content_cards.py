"""Death of Heaven cards: the 102 faction starting cards (spec 3.4), the rulebook's wandering generals (1.17)
and armament deck (1.18, A-15) checked against the rulebook text, unique ids, Chinese names, the effect
vocabulary (every kind used is listed, every listed kind is used), and the deck balance model of CONTENT.md."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from pygame_rules.catalog.death_of_heaven.content import cards as C
from pygame_rules.catalog.death_of_heaven.content import factions as F
from pygame_rules.catalog.death_of_heaven.content import map as M
from pygame_rules.catalog.death_of_heaven.content import promises as P
from pygame_rules.catalog.death_of_heaven.content import vocab as V

RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "rulebooks" / "003_c8c2717e90247429.txt"
CJK = re.compile(r"[\u4e00-\u9fff]")
ICON = {"Inf": "infantry", "Cav": "cavalry", "Navy": "navy", "Scheme": "scheme"}
GSK = {"Duel": "duel", "Diplomacy": "diplomacy", "Upgrade Territory": "upgrade", "Talent": "talent",
       "Armament": "armament"}


def _rulebook_lines() -> list[str]:
    if not RULEBOOK.exists():
        pytest.skip("rulebook not present")
    return RULEBOOK.read_text(encoding="utf-8").splitlines()


def _icons(text: str) -> tuple[dict[str, int], tuple[str, ...]]:
    counts, skills = {}, []
    for part in (p.strip() for p in text.split(",")):
        m = re.fullmatch(r"(Inf|Cav|Navy|Scheme) x(\d)", part)
        if m:
            counts[ICON[m.group(1)]] = int(m.group(2))
        else:
            skills.append(GSK[part.strip("[]")])
    return counts, tuple(skills)


def _card_icons(c) -> dict[str, int]:
    return {k: v for k, v in (("infantry", c.infantry), ("cavalry", c.cavalry), ("navy", c.navy),
                              ("scheme", c.scheme)) if v}


# -- counts, ids, names --------------------------------------------------------------------------------------------

def test_DH_COMP_1_102_faction_cards_in_spec_3_4_deck_sizes():
    sizes = {f: len(d) for f, d in C.FACTION_DECKS.items()}
    assert sizes == {"cao_cao": 12, "yuan_shao": 12, "sun_ce": 12, "liu_biao": 12, "liu_zhang": 12,
                     "liu_bei": 11, "yuan_shu": 11, "lu_bu": 10, "ma_teng": 10}
    assert sum(sizes.values()) == len(C.FACTION_CARDS) == 102
    assert set(C.FACTION_DECKS) == set(F.FACTION_IDS)
    for f, deck in C.FACTION_DECKS.items():
        assert all(c.faction == f and c.id.startswith(F.FACTION[f].prefix) for c in deck)
        assert [int(c.id[-2:]) for c in deck] == list(range(1, len(deck) + 1))


def test_DH_COMP_1_14_wandering_and_A_15_80_armaments():
    assert len(C.WANDERING_GENERALS) == 14
    assert [c.id for c in C.WANDERING_GENERALS] == [f"n{i:02d}" for i in range(1, 15)]
    ids = [c.id for c in C.ARMAMENTS]
    assert ids == [f"g{i}" for i in range(101, 155)] + [f"g{i}" for i in range(201, 227)]
    kinds = Counter(c.subtype for c in C.ARMAMENTS)
    assert kinds == {"troop": 54, "scheme": 26}


def test_ids_unique_across_all_components():
    ids = [c.id for c in C.ALL_CARDS] + [p.id for p in P.PROMISE_CARDS] + [s.id for s in P.STANCE_CARDS]
    assert len(ids) == len(set(ids)) == 196 + 10 + 9
    skill_ids = {}
    for cid, s in C.all_skills():
        assert skill_ids.setdefault(s.id, s) == s, f"skill id {s.id} reused by a different skill ({cid})"
    abilities = [f.ability.id for f in F.FACTIONS]
    assert len(set(abilities)) == 9 and not set(abilities) & set(skill_ids)


def test_chinese_names_on_every_card_skill_and_faction():
    for c in C.ALL_CARDS:
        assert CJK.search(c.hanzi) and not CJK.search(c.name), c.id
        for s in c.skills:
            assert CJK.search(s.hanzi) and not CJK.search(s.name + s.text + s.handbook), (c.id, s.id)
    for f in F.FACTIONS:
        assert CJK.search(f.hanzi) and CJK.search(f.ability.hanzi) and CJK.search(f.mark), f.id


def test_DH_CARD_5_fields_consistent():
    for c in C.ALL_CARDS:
        assert c.side in V.SIDES and c.subtype in V.SUBTYPES and c.main in V.MAIN_TYPES, c.id
        assert (c.main == V.GENERAL) == (c.subtype == V.GENERAL), c.id
        assert min(c.infantry, c.cavalry, c.navy, c.scheme) >= 0 and c.symbols, c.id
        assert set(c.general_skills) <= set(V.GENERAL_SKILLS) and len(set(c.general_skills)) == len(c.general_skills)
        assert c.faction in (*F.FACTION_IDS, V.WANDERING, None)
        if c.subtype == V.TROOP:
            assert not c.skills and not c.general_skills and not c.scheme, c.id
        if c.subtype == V.SCHEME:
            assert c.scheme >= 1 and c.skills, c.id
        for s in c.skills:
            assert s.timing in V.TIMINGS and s.text and s.handbook and s.effects, (c.id, s.id)
            assert s.trigger is None or (s.timing == V.ONGOING and s.trigger in V.TRIGGERS), (c.id, s.id)


def test_faction_copies_share_everything_but_the_id():
    by_name: dict[tuple, list] = {}
    for c in C.FACTION_CARDS:
        by_name.setdefault((c.faction, c.name_id, c.side), []).append(c)
    for (faction, name_id, _), cs in by_name.items():
        first = cs[0]
        for c in cs[1:]:
            assert (c.name, c.subtype, c.symbols, c.scheme, c.skills) == (
                first.name, first.subtype, first.symbols, first.scheme, first.skills), (faction, name_id)


# -- rulebook-given cards -------------------------------------------------------------------------------------------

def test_DH_SETUP_4_DH_QA_5_DH_QA_6_lu_bus_two_lu_bu_cards():
    lu = [c for c in C.FACTION_DECKS["lu_bu"] if c.name_id == F.LU_BU_OPENING]
    assert len(lu) == 2 and {c.side for c in lu} == {"attack", "defense"}
    assert [c.id for c in lu] == ["lbu01", "lbu02"]
    for c in lu:
        assert "duel" in c.general_skills and c.main == V.GENERAL
        assert {s.id for s in c.skills} == {"reversal", "prestige"}
        reversal = next(s for s in c.skills if s.id == "reversal")
        first = reversal.effects[0]
        assert first["do"] == "ask_enemy_discard"
        assert [e["do"] for e in first["then"]] == ["discard_own_bf", "play_from_hand"]
        assert first["then"][1]["filter"] == {"name": "lu_bu"}
    assert not [c for c in C.FACTION_CARDS if c.name_id == "lu_bu" and c.faction != "lu_bu"]


def test_DH_QA_7_A_24_sun_ce_light_cavalry():
    lc = [(c, s) for c in C.FACTION_DECKS["sun_ce"] for s in c.skills if s.id == "light_cavalry"]
    assert len(lc) == 1
    card, skill = lc[0]
    assert skill.timing == V.RESOLUTION and card.name == "Sun Ce"
    (eff,) = skill.effects
    assert eff["do"] == "draw_reveal" and eff["source"] == "own" and eff["if_drawn"] == {"subtype": "troop"}
    assert eff["then"][0] == {"do": "add_strength", "n": 3}
    assert eff["then"][1]["do"] == "tribute" and eff["then"][1]["optional"]


def test_DH_WG_wandering_generals_match_the_rulebook_list():
    lines = _rulebook_lines()
    seen = 0
    for number, line in enumerate(lines, start=1):
        m = re.match(r"^([A-Z][A-Za-z ]+?) \((\S+)\)(?: (n\d\d))? - (Attack|Defense)[^.]*\. (.+?)\. (.*)$", line)
        if not m or not 597 <= number <= 628:
            continue
        name, hanzi, num, side, icons, rest = m.groups()
        card = next(c for c in C.WANDERING_GENERALS if c.name == name)
        seen += 1
        assert card.hanzi == hanzi and card.side == side.lower() and card.rulebook == number
        assert num is None or card.id == num
        counts, gskills = _icons(icons)
        assert _card_icons(card) == counts and card.general_skills == gskills, name
        assert card.subtype == V.GENERAL == card.main and card.faction == V.WANDERING
        sk = re.match(r"(.+?) \((\S+)\) - (Immediate|Ongoing|Resolution|Cleanup):", rest)
        if sk:
            (skill,) = card.skills
            assert (skill.name, skill.hanzi, skill.timing) == (sk.group(1), sk.group(2), sk.group(3).lower())
        else:
            assert "No skill text" in rest and not card.skills
    assert seen == 14
    assert C.WANDERING[C.ZHUGE_LIANG].name == "Zhuge Liang"


def test_DH_ARM_armament_deck_matches_the_rulebook_list_with_ruling_A_15():
    lines = _rulebook_lines()
    text = "\n".join(lines[628:])
    rows = re.findall(r"([A-Z][A-Za-z ]+?) \((\S+)\) - (Attack|Defense)\. (Troop|Scheme)\. ([^.]+)\. "
                      r"g(\d+) - g(\d+)", text)
    assert len(rows) == 18
    covered = []
    for name, hanzi, side, subtype, icons, first, last in rows:
        first, last = int(first), int(last)
        if name == "Prepare for Battle":
            assert (first, last) == (224, 226)      # printed; A-15 gives it g225-g226
            first = 225
        cards = [C.ARMAMENT[f"g{n}"] for n in range(first, last + 1)]
        counts, gskills = _icons(icons)
        for c in cards:
            assert (c.name, c.hanzi, c.side, c.subtype) == (name, hanzi, side.lower(), subtype.lower())
            assert _card_icons(c) == counts and c.general_skills == gskills == ()
            assert c.faction is None and c.main == V.ARMAMENT
        covered += [c.id for c in cards]
    assert sorted(covered) == sorted(c.id for c in C.ARMAMENTS)


def test_A_12_A_13_A_14_rulings_in_the_data():
    lu_xun = C.WANDERING["n03"]
    assert lu_xun.side == "defense" and lu_xun.dual_banner
    assert lu_xun.skills[0].effects[0]["per"] == "target_bf_cards"
    gan_ning = C.WANDERING["n01"]
    assert gan_ning.skills[0].effects[0] == {"do": "set_target_type", "troop": "navy"}
    breach = C.ARMAMENT["g201"].skills[0]
    assert breach.requires == ({"is": "target_type_includes", "troop": "navy"},)
    assert all(e["do"] != "set_target_type" for e in breach.effects)


# -- vocabulary ---------------------------------------------------------------------------------------------------

def _check_filter(f):
    assert isinstance(f, dict) and set(f) <= set(V.CARD_FILTER_KEYS), f
    if "subtype" in f:
        assert f["subtype"] in V.SUBTYPES
    if "side" in f:
        assert f["side"] in V.SIDES
    if "symbol" in f:
        assert f["symbol"] in V.TROOPS
    if "general_skill" in f:
        assert f["general_skill"] in V.GENERAL_SKILLS


def test_every_effect_uses_the_vocabulary():
    for owner, e in C.all_effects():
        assert e["do"] in V.EFFECTS, (owner, e["do"])
        allowed, _ = V.EFFECTS[e["do"]]
        assert set(e) - {"do"} <= allowed | V.COMMON_PARAMS, (owner, set(e) - {"do"} - allowed)
        for key in ("per", "n_from"):
            if key in e:
                assert e[key] in V.MEASURES, (owner, e[key])
        for key in ("filter", "exclude", "if_drawn"):
            if key in e:
                _check_filter(e[key])
        if "troop" in e:
            assert e["troop"] in V.TROOPS
        if "source" in e:
            assert e["source"] in V.SOURCES
        if "chooser" in e:
            assert e["chooser"] in V.CHOOSERS
        if "event" in e:
            assert e["event"] in V.TRIGGERS
        if "options" in e and e["do"] == "diplomacy_action":
            assert set(e["options"]) <= set(V.DIPLOMACY_OPTIONS) - {"tribute", "self_reliance"}
        if "who" in e:
            assert e["who"] in ("self", "target", "attacker"), owner


def test_every_condition_and_target_uses_the_vocabulary():
    for owner, cond in C.all_conditions():
        assert cond["is"] in V.CONDITIONS, (owner, cond)
        allowed, _ = V.CONDITIONS[cond["is"]]
        assert set(cond) - {"is"} <= allowed, (owner, cond)
        if "troop" in cond:
            assert cond["troop"] in V.TROOPS
        if "territory" in cond:
            assert cond["territory"] in M.TERRITORY
    for cid, s in C.all_skills():
        if s.target is not None:
            assert s.target["who"] in V.SELECTORS, (cid, s.id)
            assert set(s.target) - {"who"} <= set(V.TARGET_FILTERS), (cid, s.id)
            if "bf_has" in s.target:
                _check_filter(s.target["bf_has"])
        uses_target = any(e.get("who") == "target" for e in C.walk_effects(s.effects))
        assert uses_target == (s.target is not None), (cid, s.id)


def test_every_vocabulary_entry_is_used():
    """No dead entries: the rules engineer implements exactly what the content needs."""
    effects = {e["do"] for _, e in C.all_effects()}
    assert effects == set(V.EFFECTS), set(V.EFFECTS) ^ effects
    conditions = {c["is"] for _, c in C.all_conditions()}
    assert conditions == set(V.CONDITIONS), set(V.CONDITIONS) ^ conditions
    selectors = {s.target["who"] for _, s in C.all_skills() if s.target}
    assert selectors == set(V.SELECTORS), set(V.SELECTORS) ^ selectors
    measures = {e[k] for _, e in C.all_effects() for k in ("per", "n_from") if k in e}
    assert measures == set(V.MEASURES), set(V.MEASURES) ^ measures
    triggers = {s.trigger for _, s in C.all_skills() if s.trigger} | {
        e["event"] for _, e in C.all_effects() if "event" in e}
    assert triggers == set(V.TRIGGERS), set(V.TRIGGERS) ^ triggers
    timings = {s.timing for _, s in C.all_skills()}
    assert timings <= set(V.TIMINGS) and {"immediate", "ongoing", "resolution"} <= timings


# -- composition and balance (spec 3.4, CONTENT.md) ------------------------------------------------------------------

@pytest.mark.parametrize("faction", F.FACTION_IDS)
def test_spec_3_4_deck_composition(faction):
    deck = C.FACTION_DECKS[faction]
    kinds = Counter(c.subtype for c in deck)
    atk = sum(c.is_attack for c in deck)
    assert 4 <= kinds["troop"] <= 6 and 4 <= kinds["general"] <= 5 and 1 <= kinds["scheme"] <= 2
    assert 4 <= atk <= len(deck) - 4, "enough of each banner to attack and to defend"
    assert any(c.symbols.get("infantry") for c in deck if not c.is_attack), "a Defense card for infantry cities"


def test_spec_3_4_overall_attack_share():
    atk = sum(c.is_attack for c in C.FACTION_CARDS)
    assert 0.45 <= atk / 102 <= 0.60


ICON_VALUE = {"armament": 1.0, "talent": 1.0, "upgrade": 1.2, "duel": 0.6, "diplomacy": 1.2}
SKILL_VALUE = {
    # estimated worth of each designed unique skill, in strength points (CONTENT.md "Balance model")
    "treacherous_hero": 1.0, "unyielding": 0.8, "foresight": 1.5, "kings_aide": 0.6, "hold_the_walls": 1.2,
    "imperial_edict": 1.5, "farming_colonies": 0.8, "call_to_arms": 0.5, "patient_counsel": 1.0,
    "army_supervisor": 0.6, "sapping_tunnels": 1.5, "proclamation": 1.2, "light_cavalry": 1.5, "fire_ships": 1.5,
    "fair_fight": 1.0, "veteran": 1.0, "surprise_crossing": 1.0, "hold_the_yangtze": 1.0, "winning_hearts": 0.6,
    "hold_the_bridge": 1.5, "envoy": 1.0, "family_fortune": 1.0, "borrowed_shelter": 1.0, "ambush": 1.0,
    "reversal": 1.0, "prestige": 0.8, "divided_army": 0.8, "surprise_charge": 1.0, "trap_breakers": 1.3,
    "halberd_shot": 1.5, "sit_and_watch": 0.8, "xiakou_fortress": 1.0, "fleet_drill": 1.0, "persuasion": 1.0,
    "academy_of_jing": 1.0, "border_alliance": 1.0, "qiang_alliance": 1.0, "splendid_charge": 0.7, "remount": 1.0,
    "han_suis_pact": 1.0, "raid_the_frontier": 1.0, "mandate_of_zhong": 1.0, "remonstrance": 1.0,
    "granary_largesse": 0.6, "proclaim_the_throne": 1.5, "welcome_guests": 0.6, "old_general_of_ba": 1.3,
    "ambush_at_luo": 1.5, "guard_the_passes": 0.6, "map_of_shu": 0.6, "plank_roads": 1.2, "granaries_of_shu": 1.3,
}


def _type_mix(territories) -> dict[str, float]:
    mix = Counter(tp for t in territories for tp in M.TERRITORY[t].troops)
    total = sum(mix.values())
    return {k: v / total for k, v in mix.items()}


def _card_value(card, faction) -> float:
    """Expected matching strength (Attack cards against the faction's neighbours, Defense cards on its own
    territories) + half its Scheme + its icons + its skill estimate."""
    own = M.home_territories(faction)
    mix = _type_mix(M.neighbours_of(own) if card.is_attack else own)
    strength = sum(card.symbols.get(t, 0) * p for t, p in mix.items())
    return strength + 0.5 * card.scheme + sum(ICON_VALUE[g] for g in card.general_skills) + sum(
        SKILL_VALUE[s.id] for s in card.skills)


def test_balance_model_covers_every_designed_skill():
    designed = {s.id for c in C.FACTION_CARDS for s in c.skills}
    assert designed == set(SKILL_VALUE), designed ^ set(SKILL_VALUE)


def test_balance_mean_card_value_per_faction_within_10_percent():
    means = {f: sum(_card_value(c, f) for c in deck) / len(deck) for f, deck in C.FACTION_DECKS.items()}
    overall = sum(means.values()) / len(means)
    for f, m in means.items():
        assert abs(m - overall) / overall <= 0.10, (f, round(m, 2), round(overall, 2), means)
