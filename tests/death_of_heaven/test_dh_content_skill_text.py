"""Death of Heaven skills say in data what their words say: for every unique skill (faction cards, wandering
generals, armaments) and every faction ability, each phrase of the plain-English ``text`` that has a structured
meaning is matched by the ``target``, ``requires`` or ``effects``, and each structured part is named by the text.

These are the classes of mistake the content audit looked for (CONTENT.md, "Skill audit"): a skill that says
"designate" without a target, "with less Scheme than you" without the Scheme filter, "if the attack target is
suited to Navy" without the condition, "his choice" with the wrong chooser, a number in the text that is not the
number in the data, a "may" that nobody may decline, and so on. A new card that writes the usual phrases gets
checked for free; a new phrase needs a new rule here.
"""

from __future__ import annotations

import re

import pytest

from pygame_rules.catalog.death_of_heaven.content import cards as C
from pygame_rules.catalog.death_of_heaven.content import factions as F
from pygame_rules.catalog.death_of_heaven.content import vocab as V

SINGLE = ("enemy", "ally", "player", "other_player", "attacker_supporter")
NUMBERS = {"1": 1, "2": 2, "3": 3, "one": 1, "two": 2, "three": 3}


def _unique_skills():
    seen: dict[str, tuple] = {}
    for c in C.ALL_CARDS:
        for s in c.skills:
            seen.setdefault(s.id, (c, s))
    return list(seen.values())


SKILLS = _unique_skills()
IDS = [s.id for _, s in SKILLS]


def _effects(s):
    return list(C.walk_effects(s.effects))


def _conditions(s):
    """Every condition of a skill: its ``requires`` and its effects' ``if`` and ``bonus_if``."""
    out = list(s.requires)
    for e in _effects(s):
        out += [e[k] for k in ("if", "bonus_if") if k in e]
    return out


def _has_condition(s, kind, **params) -> bool:
    return any(c["is"] == kind and all(c.get(k) == v for k, v in params.items()) for c in _conditions(s))


def _text(s) -> str:
    return s.text.lower()


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_designate_means_a_target_and_a_target_is_named(card, skill):
    text = _text(skill)
    who = skill.target["who"] if skill.target else None
    says_designate = re.search(r"\bdesignate (1|an) ", text) is not None
    if says_designate:
        assert who in SINGLE, (card.id, skill.id, who)
    if who in SINGLE:
        assert says_designate or re.search(r"\b1 (enemy|ally|player|other player)\b", text), (card.id, skill.id)
    assert ("for each enemy with less scheme" in text) == (who == "each_enemy"), (card.id, skill.id)
    assert ("each of your allies" in text) == (who == "each_ally"), (card.id, skill.id)
    if who == "ally":
        assert "ally" in text, (card.id, skill.id)
    if who in ("other_player", "player"):
        assert re.search(r"\b1 (other )?player\b", text), (card.id, skill.id)
    if who == "attacker_supporter":
        assert "attacker's supporters" in text, (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_less_scheme_than_you_is_the_scheme_filter(card, skill):
    says = "with less scheme than you" in _text(skill)
    assert says == bool(skill.target and skill.target.get("scheme_lower")), (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_compare_with_the_highest_enemy(card, skill):
    """"Compare with the enemy with the most Scheme; if you have more" is the condition; "if you have n more" is
    the measure (Decoy Troops)."""
    text = _text(skill)
    above = _has_condition(skill, "scheme_above_highest_enemy")
    lead = any(e.get("per") == "scheme_lead_over_highest_enemy" for e in _effects(skill))
    assert ("if you have more" in text) == above, (card.id, skill.id)
    assert ("if you have n more scheme" in text) == lead, (card.id, skill.id)
    assert ("compare with the enemy with the most scheme" in text) == (above or lead), (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_suited_troop_type_phrases(card, skill):
    text = _text(skill)
    for troop in V.TROOPS:
        includes = re.search(rf"attack target is suited to {troop}", text) is not None
        becomes = f"suited troop type is {troop}" in text
        excludes = f"does not include {troop}" in text
        assert includes == _has_condition(skill, "target_type_includes", troop=troop), (card.id, skill.id, troop)
        assert excludes == _has_condition(skill, "target_type_excludes", troop=troop), (card.id, skill.id, troop)
        sets = any(e["do"] == "set_target_type" and e["troop"] == troop for e in _effects(skill))
        assert becomes == sets, (card.id, skill.id, troop)
    # "1 more if the target is suited to X" is a bonus, a bare "If the target is suited to X, ..." a precondition
    for m in re.finditer(r"(1 more )?if the attack target is suited to (\w+)", text):
        kind = {"is": "target_type_includes", "troop": m.group(2)}
        if m.group(1):
            assert any(e.get("bonus_if") == kind for e in _effects(skill)), (card.id, skill.id)
        else:
            assert kind in skill.requires, (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_other_conditions_named_in_the_text(card, skill):
    text = _text(skill)
    for side in ("attacker", "defender"):
        says = f"when the {side} wins" in text
        assert says == _has_condition(skill, "winner", side=side), (card.id, skill.id, side)
        if says:
            assert skill.timing == V.RESOLUTION, (card.id, skill.id)
    assert ("attack target is one of your territories" in text) == _has_condition(
        skill, "target_is_own_territory"), (card.id, skill.id)
    assert ("if no card on any enemy's battlefield bears the duel icon" in text) == _has_condition(
        skill, "no_enemy_duel"), (card.id, skill.id)
    assert ("if a card on any enemy's battlefield bears the duel icon" in text) == _has_condition(
        skill, "enemy_duel"), (card.id, skill.id)
    assert ("enemy side's strength is ahead" in text) == _has_condition(skill, "enemy_side_ahead"), (card.id,
                                                                                                     skill.id)
    assert ("neither the attacker nor the defender" in text) == _has_condition(skill, "role", role="neither"), (
        card.id, skill.id)
    assert ("none of your cubes is adjacent to the attack target" in text) == _has_condition(
        skill, "not_adjacent_to_target"), (card.id, skill.id)
    m = re.search(r"if you have (\d+) or more cubes on the emperor", text)
    assert bool(m) == _has_condition(skill, "emperor_cubes_at_least"), (card.id, skill.id)
    if m:
        assert _has_condition(skill, "emperor_cubes_at_least", n=int(m.group(1))), (card.id, skill.id)
    for c in _conditions(skill):
        if c["is"] == "holds_territory":
            assert f"if {c['territory']} is yours" in text, (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_markers_named_with_their_number_and_type(card, skill):
    text = _text(skill)
    markers = [e for e in _effects(skill) if e["do"] == "add_markers"]
    said = re.findall(r"place (\w+) (infantry|cavalry|navy) markers? (on [^.;]*)", text)
    assert len(said) == len(markers), (card.id, skill.id, said)
    for (count, troop, rest), e in zip(said, markers, strict=True):
        assert e["troop"] == troop, (card.id, skill.id)
        if count in NUMBERS and not re.search(r"for each|\bper\b", rest):
            assert e.get("n") == NUMBERS[count] and "per" not in e, (card.id, skill.id)
        else:
            assert "per" in e and "n" not in e, (card.id, skill.id)
        where = {"this": "on this card", "each_own_bf": "on each card on your battlefield",
                 "each_own_troop": "on each troop card on your battlefield",
                 "named_own_bf": "on a lu bu card on your battlefield"}[e["on"]]
        assert where in text, (card.id, skill.id, e["on"])
    for m in re.finditer(r"at most (\d+)", text):
        assert any(e.get("max") == int(m.group(1)) for e in _effects(skill)), (card.id, skill.id)
    assert all(("at most" in text) for e in _effects(skill) if "max" in e), (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_draws_name_their_deck_and_number(card, skill):
    text = _text(skill)
    draws = [e for e in _effects(skill) if e["do"] == "draw"]
    public = any(e.get("source") == "public" for e in draws)
    own = any(e.get("source") == "own" for e in draws + [e for e in _effects(skill) if e["do"] in (
        "draw_reveal", "look_take")])
    assert ("public deck" in text) == public, (card.id, skill.id)
    if own:
        assert re.search(r"(your|his) (own )?decks?|top \d cards of your deck", text), (card.id, skill.id)
    pattern = r"draws? (\d+) cards? from (the public deck|your own deck|his own deck|your deck)( for each)?"
    for m in re.finditer(pattern, text):
        source = "public" if "public" in m.group(2) else "own"
        found = [e for e in _effects(skill) if e["do"] in ("draw", "draw_reveal") and e.get("source") == source]
        if m.group(3):
            assert any("n_from" in e and "n" not in e for e in found), (card.id, skill.id, m.group(0))
        else:
            assert any(e.get("n") == int(m.group(1)) for e in found), (card.id, skill.id, m.group(0))


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_who_chooses(card, skill):
    text = _text(skill)
    choosers = {e.get("chooser") for e in _effects(skill) if "chooser" in e}
    random = "random" in choosers or any(e["do"] == "hand_take_random" for e in _effects(skill))
    says_victim = bool(re.search(r"his choice|he chooses", text))
    assert says_victim == ("victim" in choosers), (card.id, skill.id)
    assert ("at random" in text) == random, (card.id, skill.id)
    assert bool(re.search(r"you choose|that you designate", text)) == ("you" in choosers), (
        card.id, skill.id)
    if any(e["do"] == "bf_discard" for e in _effects(skill)):
        assert "battlefield" in text, (card.id, skill.id)
    if any(e["do"] == "hand_discard" for e in _effects(skill)):
        assert "hand" in text, (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_may_and_if_you_do(card, skill):
    """"may" marks an optional part, and who may decline it; "if you do" / "if he does" is a ``then``."""
    text = _text(skill)
    effects = _effects(skill)
    optional = [e for e in effects if e.get("optional")]
    by_target = [e for e in optional if e.get("decided_by") == "target"]
    mays = re.findall(r"\b(you|he|allies) may\b(?! play only)", text)
    assert len(mays) == len(optional), (card.id, skill.id, mays)
    for e in effects:
        assert "decided_by" not in e or (e.get("optional") and e["decided_by"] in V.DECIDERS), (card.id, skill.id)
    assert sum(m != "you" for m in mays) == len(by_target), (card.id, skill.id)
    says_then = bool(re.search(r"\bif (you do|he does)\b", text))
    assert says_then == any("then" in e for e in effects if e["do"] != "draw_reveal" and
                            e["do"] != "ask_enemy_discard" and e["do"] != "bf_discard"), (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_timing_words(card, skill):
    text = _text(skill)
    if text.startswith(("while this card", "afterwards, each time")) or "before you play your next card" in text:
        assert skill.timing == V.ONGOING, (card.id, skill.id)
    if skill.timing == V.ONGOING:
        assert re.search(r"while this card|each time|before you play your next card", text), (card.id, skill.id)


def test_reversal_needs_the_other_lu_bu_card():
    """The handbook says Reversal cannot execute without the other Lu Bu card in hand (DH-QA-6): a precondition."""
    for card in C.FACTION_DECKS["lu_bu"][:2]:
        reversal = next(s for s in card.skills if s.id == "reversal")
        assert {"is": "hand_has", "filter": {"name": "lu_bu"}} in reversal.requires
    for _, s in SKILLS:
        for c in _conditions(s):
            assert set(c.get("filter", {})) <= set(V.CARD_FILTER_KEYS), (s.id, c)


ABILITY_WORDS = {
    # effect kind -> the words its ability text must contain (with the effect's own parameters)
    "extra_draw_on": lambda e: ["own deck" if e["source"] == "own" else "public deck",
                                {"tribute": "tribute", "defense_reward": "defense reward",
                                 "given_promise": "promise card"}[e["event"]]]
    + (["once per round"] if e.get("once_per_round") else []),
    "duel_draw": lambda e: ["duel", f"draws {e['n']}"],
    "recruit_discount": lambda e: ["recruit", f"discards {e['n']} card fewer"],
    "upgrade_any_space": lambda e: ["upgrade territory", "any empty space"],
    "marker_on_troop_play": lambda e: [f"troop card bearing a {e['troop']} symbol",
                                       f"place {e['n']} {e['troop']} marker"],
    "rout_divisor": lambda e: ["rout value", {2: "halved"}[e["n"]]],
}


@pytest.mark.parametrize("faction", F.FACTIONS, ids=F.FACTION_IDS)
def test_faction_ability_text_names_its_effect(faction):
    text = faction.ability.text.lower()
    for e in faction.ability.effects:
        for words in ABILITY_WORDS[e["do"]](e):
            assert words in text, (faction.id, words)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_handbook_who_cannot_be_designated_is_the_target_filter(card, skill):
    """A handbook note "an enemy with no hand cards / without a Troop card on his battlefield cannot be
    designated" is the target's ``hand_min`` / ``bf_has`` filter, and such a filter is explained in the note."""
    note = skill.handbook.lower()
    target = skill.target or {}
    no_hand = bool(re.search(r"no hand cards,? (he )?cannot be designated", note))
    assert no_hand == (target.get("hand_min", 0) >= 1), (card.id, skill.id)
    m = re.search(r"without an? (\w+)(?: card)? on his battlefield cannot be designated", note)
    if m:
        assert target.get("bf_has") == {"subtype": m.group(1)}, (card.id, skill.id)
    if "bf_has" in target:
        assert m or "with a card bearing the duel icon" in _text(skill), (card.id, skill.id)


@pytest.mark.parametrize(("card", "skill"), SKILLS, ids=IDS)
def test_a_skill_that_works_without_a_target_says_so(card, skill):
    """"With no ally, you still draw": the target is ``optional``; otherwise a skill whose selector finds nobody
    cannot be executed, so its handbook must not promise anything without one."""
    says = bool(re.search(r"with no (ally|enemy|player)\b[^.]*\bstill\b", skill.handbook.lower()))
    optional = bool(skill.target and skill.target.get("optional"))
    assert says == optional, (card.id, skill.id)
    assert not optional or any(e.get("who", "self") != "target" for e in _effects(skill)), (card.id, skill.id)
