"""The rules reference page (RULES.md through build.rules_page) is written for players and keeps every anchor.

The game log links each entry to a rule ID on that page (``GAME.rule_for``), so every ID a game can
log must be an anchor, and the anchored item must say in plain words what the rule is: full sentences,
the regions spelled out, no rulebook line numbers and none of the spec's abbreviations.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from reference_pages import anchored_rules, full_sentences, headings, plain_text

import build  # the project's build.py
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.conformance import random_playout

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pygame_rules" / "catalog" / "ming_voyages"
TESTS = Path(__file__).resolve().parent

DIFFICULTIES = ("easy", "moderate", "hard", "brutal")
ID = re.compile(r"MV-(?:[A-Z]+-)*[A-Z]+-\d+")
NAMED = re.compile(r"\b(MV-(?:[A-Z]+-)*[A-Z]+-)(\d+)((?:\.\.\d+)|(?:/\d+)+)?")
"""An ID as code and docs name it, with the shorthands they use: MV-BATTLE-1..13, MV-WIN-1/2/4."""


@lru_cache(maxsize=1)
def page() -> str:
    return build.rules_page("ming-voyages", GAME.rules_markdown())


@lru_cache(maxsize=1)
def anchored() -> dict[str, str]:
    """Rule ID -> the plain text of its list item on the rendered page."""
    return anchored_rules(page())


def named_ids(text: str) -> set[str]:
    """Every MV- ID named in ``text``, with ranges (..) and lists (/) expanded."""
    out = set()
    for prefix, first, more in NAMED.findall(text):
        numbers = [int(first)]
        if more.startswith(".."):
            numbers = list(range(int(first), int(more[2:]) + 1))
        elif more:
            numbers += [int(n) for n in more.strip("/").split("/")]
        out.update(f"{prefix}{n}" for n in numbers)
    return out


@lru_cache(maxsize=1)
def logged_rules() -> dict[str, str]:
    """Rule ID -> one log line or move text that links to it, over 50 two-player and 50 solo random games."""
    seen: dict[str, str] = {}
    for seed in range(50):
        solo = {"mode": "solo", "difficulty": DIFFICULTIES[seed % 4],
                "challenge_troop_losses": seed % 3 == 0, "challenge_two_hordes": seed % 5 == 0}
        for options in ({}, solo):
            p = random_playout(GAME, seed, options, check_steps=False)
            texts = list(p.final.log)
            for i, action in enumerate(p.actions):
                texts.append(GAME.public_description(p.states[i], action))
                texts.append(GAME.describe_action(p.states[i], action))
            for text in texts:
                rule = GAME.rule_for(text)
                if rule is not None:
                    seen.setdefault(rule, text)
    return seen


def test_every_rule_a_game_logs_has_an_anchor():
    rules = logged_rules()
    assert len(rules) > 40     # the games reach most of the rules, not a handful
    missing = {rule: text for rule, text in rules.items() if rule not in anchored()}
    assert not missing, missing


def test_every_rule_the_log_patterns_name_has_an_anchor():
    source = (PACKAGE / "logrules.py").read_text(encoding="utf-8")
    missing = sorted(named_ids(source) - set(anchored()))
    assert not missing, missing


def test_every_id_named_in_the_package_and_its_tests_is_in_the_reference():
    files = [f for f in sorted(PACKAGE.rglob("*.py")) + sorted(PACKAGE.glob("*.md")) if f.name != "RULES.md"]
    files += sorted(TESTS.glob("*.py"))
    named = {}
    for f in files:
        for rule in named_ids(f.read_text(encoding="utf-8")):
            named.setdefault(rule, f.name)
    assert len(named) > 100
    missing = {rule: where for rule, where in named.items() if rule not in anchored()}
    assert not missing, missing


def test_each_rule_id_is_one_anchor_at_the_start_of_its_item():
    markdown = GAME.rules_markdown()
    bold = re.findall(r"\*\*(MV-[A-Z-]+-\d+)\*\*", markdown)
    assert len(bold) == len(set(bold)), sorted(r for r in set(bold) if bold.count(r) > 1)
    assert set(bold) == set(anchored())
    for rule in anchored():
        assert page().count(f'id="{rule}"') == 1, rule


def test_each_anchored_rule_says_it_in_at_least_one_full_sentence():
    for rule, text in anchored().items():
        assert full_sentences(text.replace(rule, "", 1).strip(" :—-")), (rule, text)


def test_no_line_references_abbreviations_or_spec_shorthand():
    markdown = GAME.rules_markdown()
    body = plain_text(page().split("<main", 1)[1])
    for text in (markdown, body):
        without_ids = ID.sub("", text)
        assert not re.search(r"\(L\d", text), "rulebook line reference"
        assert not re.search(r"\bL\d+\b", without_ids), "line reference or Level shorthand"
        for word in ("BL", "BLs", "HL", "HLs", "MH", "SCS", "WM", "EM", "MAN", "E", "O"):
            assert not re.search(rf"(?<![\w-]){word}(?![\w-])", without_ids), word
        assert not re.search(r"\bA-\d+\b", without_ids), "spec ruling number"
        assert "RULING" not in text and "PROPOSED" not in text


def test_the_reference_reads_in_a_players_order():
    h2 = headings(page(), 2)
    order = ["Overview", "Components", "A round", "Playing a card", "Reactions", "CP actions", "Battles",
             "Voyages", "Eras", "Winning", "Solo"]
    at = [next(i for i, h in enumerate(h2) if word in h) for word in order]
    assert at == sorted(at), h2
    solo = page().split("<h2>Solo", 1)[1]
    subs = headings(solo, 3)
    steps = ["Overlord's turn", "Events", "reactions", "Difficulty"]
    at = [next(i for i, h in enumerate(subs) if word in h) for word in steps]
    assert at == sorted(at), subs
