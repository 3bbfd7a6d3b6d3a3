"""The rules reference page of Land of Han (RULES.md through ``build.rules_page``) is written for players, anchors
every rule the engine keeps (``spec_ids.txt``), cites the content's own numbers, and the log links its lines to
those anchors (``GAME.rule_for``, ``logrules.py``)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from reference_pages import anchored_rules, full_sentences, plain_text, repeated

import build  # the project's build.py
from pygame_rules.ai.base import make_bot
from pygame_rules.catalog.land_of_han.content.armies import BY_ID as ARMY
from pygame_rules.catalog.land_of_han.content.armies import START_COINS
from pygame_rules.catalog.land_of_han.content.improvements import BY_ID as IMPROVEMENT
from pygame_rules.catalog.land_of_han.content.map import BASE, EXPANDED
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.logrules import PATTERNS
from pygame_rules.engine.rng import Rng

TESTS = Path(__file__).resolve().parent
ID = re.compile(r"\bLH(?:-[A-Z]+)+-\d+\b")


@lru_cache(maxsize=1)
def markdown() -> str:
    return GAME.rules_markdown()


@lru_cache(maxsize=1)
def anchored() -> dict[str, str]:
    return anchored_rules(build.rules_page("land-of-han", markdown()))


def tracked() -> list[str]:
    """The rule IDs the engine keeps (not the worked examples, which are test scenarios, nor the rulings, which the
    rules state in their own words)."""
    return [ln for ln in (TESTS / "spec_ids.txt").read_text().splitlines()
            if ln.startswith("LH-") and not ln.startswith("LH-EX-")]


def test_the_game_publishes_it():
    assert GAME.metadata()["rules_page"] == "./rules/land-of-han.html"
    assert markdown().startswith("# Land of Han — rules reference")


def test_every_rule_the_engine_keeps_is_anchored_once_with_a_full_sentence():
    missing = [i for i in tracked() if i not in anchored()]
    assert not missing, missing
    bold = re.findall(r"^\s*- \*\*(LH-[A-Z0-9-]+)\*\*", markdown(), re.M)
    assert not repeated(bold) and set(bold) == set(anchored())
    for rid, text in anchored().items():
        assert full_sentences(text.replace(rid, "").strip(" :—-")), (rid, text)


def test_no_line_references_rulings_or_internal_ids():
    page = plain_text(build.rules_page("land-of-han", markdown()))
    for text in (markdown(), page):
        without = ID.sub("", text)
        assert not re.search(r"\(L\d|\bL\d+\b", without), "rulebook line reference"
        assert not re.search(r"\bA-\d+\b", without), "spec ruling number"
        assert not re.search(r"\b[a-z]+_[a-z_]+\b|\b[nsew][A-Z][a-z]+\b", without), "an internal id"


def test_the_numbers_are_the_contents():
    assert f"{START_COINS:,} Coins" in anchored()["LH-SETUP-2"]
    for kind in ARMY.values():
        assert f"{kind.name}: Combat Rating {kind.cr}, {kind.cost:,} to raise, {kind.upkeep} a season" in \
            anchored()["LH-ARMY-4"]
    for imp in IMPROVEMENT.values():
        assert f"{imp.name} ({imp.cost:,}" in anchored()["LH-IMPR-5"], imp.name
    assert f"The base map has {len(BASE.groups)} provinces and the expanded map {len(EXPANDED.groups)}" in \
        anchored()["LH-MAP-6"]


def test_every_log_line_of_played_games_links_to_an_anchored_rule():
    named = {rule for _, rule in PATTERNS}
    assert named <= set(anchored()), named - set(anchored())
    unlinked = set()
    for seed, turns in ((3, "wego"), (4, "igougo")):
        s = GAME.new_game(seed, players=4, turns=turns, years=4)
        bots = [make_bot("han-warlord" if (p + seed) % 2 else "random", GAME) for p in range(4)]
        rng = Rng(seed)
        while GAME.current_seat(s) is not None:
            seat = GAME.current_seat(s)
            action = bots[seat].choose(GAME, GAME.view(s, seat), seat, GAME.legal_actions(s), rng).action
            assert GAME.rule_for(GAME.public_description(s, action)) == "LH-TURN-2"
            s = GAME.apply(s, action)
        unlinked |= {line for line in s.log if GAME.rule_for(line) is None}
    assert not unlinked, sorted(unlinked)[:10]
