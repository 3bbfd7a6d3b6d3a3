"""The rules reference page (RULES.md through build.rules_page) is written for players and keeps every anchor.

The game log links each entry to a rule ID on that page (``GAME.rule_for``), so every ID a game can log must be
an anchor, and the anchored item must say in plain words what the rule is: full sentences, no rulebook line
numbers, and none of the spec's shorthand (its rulings are stated inside the rules they settle).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from reference_pages import anchored_rules, full_sentences, headings, plain_text

import build  # the project's build.py
from pygame_rules.catalog.spring_autumn.game import SpringAutumn
from pygame_rules.engine.conformance import random_playout

GAME = SpringAutumn()
ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pygame_rules" / "catalog" / "spring_autumn"
TESTS = Path(__file__).resolve().parent

ID = re.compile(r"\b(?:SA(?:-[A-Z]+)+(?:-\d+)?|EX-\d+)\b")
NAMED = re.compile(r"\b(SA(?:-(?!AMB\b|EX\b|DT\b|G\b)[A-Z]+)+)((?:-\d+)+)?((?:\.\.\d+)|(?:/\d+)+)?")
"""An ID as code and docs name it, with the shorthands they use: SA-WALL-1..3, SA-PALACE-7/8, and test names
spelled with ``_`` (``SA_MOVE_LIMIT_1_5``, ``SA_AI_PROD_ADV_HONOR_KNOW_COMM``)."""


@lru_cache(maxsize=1)
def page() -> str:
    return build.rules_page("spring-autumn", GAME.rules_markdown())


@lru_cache(maxsize=1)
def anchored() -> dict[str, str]:
    """Rule ID -> the plain text of its list item on the rendered page."""
    return anchored_rules(page())


def named_ids(text: str) -> tuple[set[str], set[str]]:
    """The numbered SA- IDs named in ``text`` (ranges and lists expanded), and the names without a number (an ID
    ending in a word such as SA-AI-PROD-ADV, a group such as SA-MOVE-SEAT, or a test name listing several)."""
    numbered, words = set(), set()
    for prefix, numbers, more in NAMED.findall(text):
        if not numbers:
            words.add(prefix)
            continue
        ns = [int(n) for n in numbers.strip("-").split("-")]
        if more.startswith(".."):
            ns += list(range(ns[-1], int(more[2:]) + 1))
        elif more:
            ns += [int(n) for n in more.strip("/").split("/")]
        numbered.update(f"{prefix}-{n}" for n in ns)
    return numbered, words


def word_name_is_anchored(name: str, ids: set[str]) -> bool:
    """A name without a number is an anchored ID, a group of anchored IDs (SA-MOVE-SEAT), or a stem followed by
    words that each make an anchored ID or group (SA-AI-PROD-ADV-HONOR-KNOW-COMM, SA-COMBAT-ARCH-MELEE-WD)."""
    def known(x: str) -> bool:
        return x in ids or any(i.startswith(x + "-") for i in ids)
    parts = name.split("-")
    return any(known("-".join(parts[:k])) and all(known("-".join(parts[:k] + [w])) for w in parts[k:])
               for k in range(len(parts), 1, -1))


def options(seed: int) -> dict:
    """Two to five players, any of them AI players, in each variant, with AI Fast Expansion on and off."""
    n = 2 + seed % 4
    seats = ["ai" if (seed >> k) & 1 else "human" for k in range(n)]
    if seed % 3 == 0:
        seats = ["human"] * n
    return {"players": n, "seats": seats, "turn_limit": 6 + seed % 5,
            "variant": ("standard", "epic", "safety")[seed % 3], "ai_fast_expansion": seed % 2 == 1}


@lru_cache(maxsize=1)
def played() -> tuple[list[str], list[str]]:
    """Every log line and the words of every move (public and full) of 60 random games."""
    lines, moves = [], []
    for seed in range(60):
        p = random_playout(GAME, seed, options(seed), check_steps=False)
        lines += p.final.log
        for i, action in enumerate(p.actions):
            moves.append(GAME.public_description(p.states[i], action))
            moves.append(GAME.describe_action(p.states[i], action))
    return lines, moves


def test_every_rule_the_games_log_has_an_anchor():
    lines, moves = played()
    seen: dict[str, str] = {}
    for text in lines + moves:
        rule = GAME.rule_for(text)
        if rule is not None:
            seen.setdefault(rule, text)
    assert len(seen) > 100      # the games reach most kinds of rules, not a handful
    missing = {rule: text for rule, text in seen.items() if rule not in anchored()}
    assert not missing, missing


def test_every_log_line_and_move_links_to_a_rule():
    lines, moves = played()
    unlinked = Counter(re.sub(r"\d+", "N", t) for t in lines if GAME.rule_for(t) is None)
    assert sum(unlinked.values()) <= len(lines) // 1000, unlinked.most_common(20)      # the aim is every one
    unworded = Counter(t for t in moves if GAME.rule_for(t) is None)
    assert not unworded, unworded.most_common(20)


def test_log_lines_link_to_the_rule_they_apply():
    expect = {
        "Qin passes, discarding 4 cubes for 2 commerce": "SA-ACT-PASS-3",
        "Jin offers Qin a treaty (Exchange of Scholars)": "SA-TREATY-1",
        "Jin gains 1 commerce (Trade Pact)": "SA-UPK-TREATY-1",
        "Wu (AI) offers Jin a treaty (Trade Pact)": "SA-AI-TREATY-1",
        "Jin breaks the treaty with Qin (no penalty in upkeep)": "SA-UPK-TREATY-2",
        "world event revealed: Flood (chaos 3); the chaos marker moves from 2 into the fireball and on to 2":
            "SA-CHAOS-3",
        "world event revealed: Silence (chaos 1); the chaos marker moves from 4 to 3": "SA-CHAOS-2",
        "Qin reveals a kingdom token in Yong: Red circle with a hero": "SA-KT-REF-3",
        "Qin reveals a kingdom token in Yong: Red circle": "SA-KT-REF-2",
        "Jin moves 2 infantry from Jin to Guo by sea transport": "SA-MOVE-SEAT-1",
        "Qin moves 1 junk from Qin to Yellow River: Longmen gorge": "SA-MOVE-1",
        "Qin moves 1 infantry from Qin to Hanzhong": "SA-MOVE-3",
        "Jin (AI) rolls a blank on the yellow die: it does not move this round": "SA-AI-MOVE-2",
        "Jin wins the melee: Qin loses 1 junk": "SA-COMBAT-MELEE-10",
        "Dilong: Qi gains a junk in Yan": "SA-DRAGON-REF-DILONG",
        "make them reroll their red die showing 5": "SA-COMBAT-MELEE-7",
    }
    got = {text: GAME.rule_for(text) for text in expect}
    assert got == expect


def test_every_rule_the_log_patterns_name_has_an_anchor():
    source = (PACKAGE / "logrules.py").read_text(encoding="utf-8")
    numbered, words = named_ids(source)
    missing = sorted(numbered - set(anchored())) + sorted(w for w in words if w not in anchored())
    assert not missing, missing


def test_every_id_named_in_the_package_and_its_tests_is_in_the_reference():
    files = [f for f in sorted(PACKAGE.rglob("*.py")) + sorted(PACKAGE.glob("*.md")) if f.name != "RULES.md"]
    files += sorted(TESTS.glob("*.py")) + sorted(TESTS.glob("spec_ids*.txt"))
    ids = set(anchored())
    numbered, words = {}, {}
    for f in files:
        text = f.read_text(encoding="utf-8")
        text = text.replace("_", "-") if f.parent == TESTS else text      # test names spell IDs with _
        found, names = named_ids(text)
        for rule in found:
            numbered.setdefault(rule, f.name)
        for name in names:
            words.setdefault(name, f.name)
    assert len(numbered) > 300
    missing = {rule: where for rule, where in numbered.items() if rule not in ids}
    missing |= {name: where for name, where in words.items() if not word_name_is_anchored(name, ids)}
    assert not missing, missing


def test_every_spec_clause_the_project_tracks_is_anchored():
    tracked = [ln for name in ("spec_ids.txt", "spec_ids_ai.txt")
               for ln in (TESTS / name).read_text().splitlines() if ln.startswith(("SA-", "EX-"))]
    assert len(tracked) > 350
    missing = [i for i in tracked if i not in anchored()]
    assert not missing, missing


def test_each_rule_id_is_one_anchor_at_the_start_of_its_item():
    markdown = GAME.rules_markdown()
    bold = re.findall(r"^\s*- \*\*((?:SA|EX)-[A-Z0-9-]+)\*\*", markdown, re.M)
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
        assert not re.search(r"\(L\d|\bL\d+\b", without_ids), "rulebook line reference"
        assert not re.search(r"\b(AMB|DT|G)-\d+\b", without_ids), "spec ruling, scenario or gap number"
        for word in ("RB", "UC", "WE", "DE", "KT", "MH", "impl", "RULING", "Ruling", "PROPOSED", "→"):
            assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", without_ids), word
        assert "SA-" not in without_ids and "*" not in body


def test_the_reference_reads_in_a_players_order():
    h2 = headings(page(), 2)
    order = ["Overview", "Components", "Setup", "turn", "actions", "Movement", "Combat", "Treaties",
             "Philosophies", "World events", "Kingdom", "Barbarians", "Disasters", "Dragons", "Dishonor",
             "Objectives", "Variants", "AI players"]
    at = [next(i for i, h in enumerate(h2) if word in h) for word in order]
    assert at == sorted(at), h2
    turn = page().split("<h2>The turn", 1)[1].split("<h2>", 1)[0]
    subs = headings(turn, 3)
    assert subs == ["The Most Honorable phase", "The action phase", "The upkeep phase"], subs


def test_a_deception_reroll_is_worded_as_a_reroll_not_as_the_token():
    """A Deception choice names the die's face (``face``), as the most-honorable token's side does: its words
    are the reroll's, so the log links it to the melee rule and not to the token."""
    state = GAME.new_game(1, players=2)
    for face, words in ((5, "make them reroll their red die showing 5"), ("", "make them reroll their red die "
                                                                               "showing blank")):
        text = GAME.describe_action(state, {"reroll": "red", "die": 0, "face": face})
        assert text == words
        assert GAME.rule_for(text) == "SA-COMBAT-MELEE-7"
    assert GAME.describe_action(state, {"face": "sun"}) == "turn the token to the sun side"
