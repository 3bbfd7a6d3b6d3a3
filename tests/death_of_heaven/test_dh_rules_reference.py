"""The rules reference page of Death of Heaven (RULES.md through ``build.rules_page``) is written for players, covers
every rule area of the spec, keeps every anchor unique, and cites the content's own numbers.

Every rule ID the project tracks (``spec_ids.txt``: the simple and full rules, the Q&A) is a bold list item, so
the page gives it an anchor the log can link to (``rules/death-of-heaven.html#DH-WAR-1``); each anchored item says
its rule in at least one full sentence; no rulebook line numbers, spec ruling numbers or spec shorthand reach the
page; and where the page cites a number (cubes, cards, spaces, Promise cards in play, the Emperor card's dark
spaces, the interval of the tally), it is the number the content and the engine use. The log links its lines to
those anchors (``GAME.rule_for``, ``words/logrules.py``): every rule it names is anchored, and in random games all
but a few lines (the plain passes, which could be a Persuade, Reinforce or bidding pass) link to a rule.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from reference_pages import anchored_rules, full_sentences, plain_text, repeated

import build  # the project's build.py
from pygame_rules.catalog.death_of_heaven.content.boards import (
    CAO_CAO_SELF_RELIANCE_CUBES,
    COUNT_MARKERS,
    EMPEROR_COLUMNS,
    EMPEROR_ROWS,
    EMPEROR_SPACES,
    HAND_SIZE,
    TALLY_INTERVAL,
    WANDERING_COSTS,
    emperor_dark_spaces,
)
from pygame_rules.catalog.death_of_heaven.content.cards import ARMAMENTS, FACTION_CARDS, WANDERING_GENERALS
from pygame_rules.catalog.death_of_heaven.content.factions import (
    FACTION,
    FACTIONS,
    FULL_DIPLOMACY_PASSES,
    SIMPLE_DIPLOMACY,
    SIMPLE_FACTIONS,
)
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORIES, TERRITORY
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILES
from pygame_rules.catalog.death_of_heaven.content.promises import MERIT_MIN_CARDS, PROMISE_CARDS, promises_in_play
from pygame_rules.catalog.death_of_heaven.content.vocab import ATTACK, DEFENSE
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.rules.resolution import band
from pygame_rules.catalog.death_of_heaven.words.logrules import PATTERNS
from pygame_rules.engine.conformance import random_playout

TESTS = Path(__file__).resolve().parent
ID = re.compile(r"\bDH(?:-[A-Z]+)+-\d+\b")


@lru_cache(maxsize=1)
def markdown() -> str:
    return GAME.rules_markdown()


@lru_cache(maxsize=1)
def page() -> str:
    return build.rules_page("death-of-heaven", markdown())


@lru_cache(maxsize=1)
def anchored() -> dict[str, str]:
    """Rule ID -> the plain text of its list item on the rendered page."""
    return anchored_rules(page())


def tracked() -> list[str]:
    """The rule IDs the project tracks (not the worked examples, which are test scenarios, nor the rulings, which
    the rules below state in their own words)."""
    return [ln for ln in (TESTS / "spec_ids.txt").read_text().splitlines()
            if ln.startswith("DH-") and not ln.startswith("DH-EX-")]


def rule(rid: str) -> str:
    return anchored()[rid]


def test_the_game_publishes_it():
    assert GAME.metadata()["rules_page"] == "./rules/death-of-heaven.html"
    assert markdown().startswith("# Death of Heaven (蒼天之死) — rules reference")


def test_every_rule_area_is_present_and_anchored():
    missing = [i for i in tracked() if i not in anchored()]
    assert not missing, missing
    assert len(tracked()) > 120
    areas = {re.match(r"DH-([A-Z]+)-", i).group(1) for i in tracked()}
    assert {"SETUP", "WAR", "PERS", "MARCH", "REINF", "RES", "DISP", "CLEAN", "BID", "GSK", "PROM", "END", "FULL",
            "SELF", "ROUT", "PURSUIT", "MERIT", "SWEEP", "WANDER"} <= areas


def test_the_headings_cover_both_modes_and_every_phase():
    headings = re.findall(r"^#+ (.+)$", markdown(), re.M)
    for h in ("The simple rules", "The full rules", "Declare War", "Persuade", "March", "Reinforce", "Resolution",
              "Dispatch", "Cleanup", "Bidding", "The five general skills", "Rout Value (full rules)",
              "The Emperor Xian card and the end", "How this site plays persuasion", "The hidden March"):
        assert h in headings, h
    assert len(headings) == len(set(headings)), [h for h, n in Counter(headings).items() if n > 1]
    for words in ("Tribute", "Friendship", "Induce Surrender", "Self-Reliance", "Stance", "Promise card", "pledge",
                  "claim", "Pursuit", "Wandering Army"):
        assert words in markdown(), words


def test_each_rule_id_is_one_anchor_at_the_start_of_its_item():
    bold = re.findall(r"^\s*- \*\*(DH-[A-Z0-9-]+)\*\*", markdown(), re.M)
    assert len(bold) == len(set(bold)), sorted(r for r in set(bold) if bold.count(r) > 1)
    assert set(bold) == set(anchored())
    ids = re.findall(r'id="([^"]+)"', page())
    assert not repeated(ids), repeated(ids)


def test_each_anchored_rule_says_it_in_a_full_sentence():
    for rid, text in anchored().items():
        assert full_sentences(text.replace(rid, "").strip(" :—-")), (rid, text)


def test_no_line_references_rulings_or_spec_shorthand():
    body = plain_text(page())
    for text in (markdown(), body):
        without_ids = ID.sub("", text)
        assert not re.search(r"\(L\d|\bL\d+\b", without_ids), "rulebook line reference"
        assert not re.search(r"\bA-\d+\b", without_ids), "spec ruling number"
        for word in ("RULING", "Ruling", "PROPOSED", "BF", "Atk", "Def", "→"):
            assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", without_ids), word
    for f in FACTIONS:                                   # ids never, names only
        if "_" in f.id:
            assert f.id not in markdown()


def test_component_numbers_match_the_content():
    assert f"a map of {len(TERRITORIES)} territories with {len(NPC_TILES)} NPC tiles" in rule("DH-COMP-1")
    assert f"{len(FACTION_CARDS)} faction starting cards for nine factions" in rule("DH-COMP-1")
    assert len(FACTIONS) == 9
    assert f"{len(WANDERING_GENERALS)} wandering generals, {len(ARMAMENTS)} public armament cards" in rule("DH-COMP-1")
    assert f"{len(PROMISE_CARDS)} Promise cards" in rule("DH-COMP-1")
    assert f"{sum(f.cubes for f in FACTIONS)} faction cubes" in rule("DH-COMP-2")
    for n in {f.cubes for f in FACTIONS}:
        names = [f.name for f in FACTIONS if f.cubes == n]
        sentence = next(s for s in rule("DH-COMP-2").split(";") if f"{n} each" in s)
        assert all(x in sentence for x in names), (n, sentence)
    assert "the public deck" in rule("DH-SETUP-9") and f"The {len(ARMAMENTS)} public armaments" in rule("DH-SETUP-9")
    assert f"the other {len(WANDERING_GENERALS) - 1} generals" in rule("DH-SETUP-10")


def test_setup_numbers_match_the_content():
    names = {n: [FACTION[f].name for f in SIMPLE_FACTIONS[n]] for n in (4, 5, 6)}
    assert f"with 4, {', '.join(names[4][:-1])} and {names[4][-1]}" in rule("DH-SETUP-1")
    assert f"with 5, {names[5][-1]} joins" in rule("DH-SETUP-1") and f"with 6, {names[6][-1]} too" in rule("DH-SETUP-1")
    assert f"draws {HAND_SIZE}" in rule("DH-SETUP-3") and f"back up to {HAND_SIZE}" in rule("DH-SETUP-3")
    costs = ", ".join(str(c) for c in WANDERING_COSTS[:-1]) + f" and {WANDERING_COSTS[-1]}"
    assert f"cost {costs} discards" in rule("DH-SETUP-10")
    for n, words in ((4, "with 4 players"), (5, "with 5"), (6, "with 6")):
        inplay = promises_in_play(n, full=False)
        a, d = sum(p.side == ATTACK for p in inplay), sum(p.side == DEFENSE for p in inplay)
        assert re.search(rf"{a} and (?:the Defender )?{d} {words}", rule("DH-SETUP-12")), (n, a, d)
    assert len(promises_in_play(4, full=True)) == len(promises_in_play(4, full=False)) + 1       # DH-FULL-5
    example = SIMPLE_DIPLOMACY[4]
    for f, tiles in example.items():
        assert f"{FACTION[f].name} on {' and '.join(TERRITORY[t].name for t in tiles)}" in rule("DH-SETUP-14")
    assert FULL_DIPLOMACY_PASSES == {4: 2, 5: 2, 6: 1}
    assert "With 4 or 5 players this goes round twice; with 6, once." in rule("DH-FULL-4")


def test_round_numbers_match_the_content():
    assert f"fewer than {HAND_SIZE} cards in hand draws up to {HAND_SIZE}" in rule("DH-DISP-1")
    assert f"{HAND_SIZE} or more draws 1" in rule("DH-DISP-1")
    assert f"({', '.join(str(c) for c in WANDERING_COSTS[:-1])} or {WANDERING_COSTS[-1]})" in rule("DH-GSK-2")
    liu = [f.name for f in FACTIONS if f.merit_cubes == 2]
    assert f"or 2 for the Liu clan ({', '.join(liu[:-1])} and {liu[-1]})" in rule("DH-MERIT-2")
    assert MERIT_MIN_CARDS == 2 and "nobody does if that most is a single card" in rule("DH-MERIT-1")
    assert f"{CAO_CAO_SELF_RELIANCE_CUBES} or more of his cubes" in rule("DH-SELF-1")


def test_rout_examples_are_the_engines():
    assert f"intervals of {TALLY_INTERVAL} (1 to 3, 4 to 6" in rule("DH-ROUT-1")
    for atk, dfn, rout in re.findall(r"(?:Attack )?(\d+) and (?:Defense )?(\d+) it is (\d+)", rule("DH-ROUT-1")):
        assert max(0, band(int(atk)) - band(int(dfn)) - 1) == int(rout), (atk, dfn, rout)
    assert len(re.findall(r"it is \d+", rule("DH-ROUT-1"))) == 3


def test_the_end_numbers_match_the_content():
    end = rule("DH-END-1")
    assert f"{len(EMPEROR_SPACES)} spaces in {EMPEROR_ROWS} rows of {EMPEROR_COLUMNS}" in end
    for n in (4, 5, 6):
        d = emperor_dark_spaces(n)
        assert f"{d[0]} to {d[-1]} with {n}" in end, n
        assert f"fewer than {COUNT_MARKERS[n]}" in end or COUNT_MARKERS[n] == n


@lru_cache(maxsize=1)
def played() -> list[str]:
    """Every log line of 12 random games: 4, 5 and 6 players in both modes."""
    lines = []
    for seed in range(12):
        options = {"players": 4 + seed % 3, "mode": ("simple", "full")[seed % 2]}
        lines += random_playout(GAME, seed, options, check_steps=False, keep_states=False).final.log
    return lines


def test_every_rule_the_log_links_to_is_anchored():
    seen: dict[str, str] = {}
    for line in played():
        rid = GAME.rule_for(line)
        if rid is not None:
            seen.setdefault(rid, line)
    assert len(seen) > 35                          # the games reach most kinds of rule, not a handful
    missing = {rid: line for rid, line in seen.items() if rid not in anchored()}
    assert not missing, missing
    named = {rid for _, rid in PATTERNS}
    assert named <= set(anchored()), sorted(named - set(anchored()))


def test_almost_every_log_line_links_to_a_rule():
    lines = played()
    unlinked = Counter(re.sub(r"\d+", "N", t) for t in lines if GAME.rule_for(t) is None)
    passes = sum(n for t, n in unlinked.items() if t.endswith(" passes."))      # Persuade, Reinforce or a bid
    assert sum(unlinked.values()) - passes <= len(lines) // 50, unlinked.most_common(20)


def test_log_lines_link_to_the_rule_they_apply():
    expect = {
        "Round 3: Lu Bu is the Attacker.": "DH-FLOW-1",
        "Cao Cao declares war on Xiapi, held by Lu Bu.": "DH-WAR-1",
        "Sun Ce draws 2 public cards (Adjacency reward).": "DH-WAR-6",
        "Lu Bu draws 1 card from its own deck (Defense reward).": "DH-WAR-5",
        'Cao Cao gives Liu Bei a Promise card: "When the Attacker wins, you upgrade 1 territory."': "DH-PERS-2",
        "Liu Bei promises to march with the Attacker and says it holds an Attack card.": "DH-PERS-3",
        "Liu Bei broke its word to the Attacker.": "DH-PERS-3",
        "Sun Ce commits a card face down.": "DH-MARCH-1",
        "Lu Bu's Infantry is discarded: the Defender cannot march with that banner.": "DH-MARCH-2",
        "Cao Cao marches with Xun Yu (Defense).": "DH-MARCH-3",
        "The Defense side gives up, behind at Attack 7 to Defense 5.": "DH-REINF-8",
        "The Attacker wins at Attack 7, Defense 5.": "DH-RES-2",
        "Cao Cao earns the Merit: 1 cube on the Emperor Xian card.": "DH-MERIT-2",
        "The Rout Value is 1 (Attack 16, Defense 12).": "DH-ROUT-2",
        "Cao Cao upgrades Xudu to level 3.": "DH-GSK-3",
        "Cao Cao pays Tribute: a cube on the Emperor Xian card (3 there).": "DH-GSK-5",
        "Sun Ce wins the bidding with 1.": "DH-BID-2",
        "Liu Bei draws 2 cards (Dispatch).": "DH-DISP-1",
    }
    assert {t: GAME.rule_for(t) for t in expect} == expect
