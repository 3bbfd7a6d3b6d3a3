"""The card reference page of Spring and Autumn (``Game.cards`` -> ``build.cards_page`` -> dist/cards/spring-autumn.html).

Every card and token of the content is on the page with its name and its full text, under an anchor of its own
(every copy's content id included, so the play page can link any card it shows); the counts add up to the
component totals of SA-COMP-6; the HTML is well formed, asks for nothing outside the site and shows no internal
id or Python value; ``build.py`` writes the page, lists it for the service worker and links it in the metadata.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from reference_pages import CardsPage, cards_reference_shape, outside_urls, read_cards_page, repeated

import build  # the project's build.py
import pygame_rules
from pygame_rules.catalog.spring_autumn.content.ai_cards import AI_CARDS, CRITERION_NAME
from pygame_rules.catalog.spring_autumn.content.events import DRAGON_LIST, WORLD_EVENTS
from pygame_rules.catalog.spring_autumn.content.objectives import OBJECTIVES, PRIVATE_OBJECTIVES, PUBLIC_OBJECTIVES
from pygame_rules.catalog.spring_autumn.content.philosophies import PHILOSOPHIES, STARTERS
from pygame_rules.catalog.spring_autumn.content.player_board import ADVANCEMENTS, BUILDINGS
from pygame_rules.catalog.spring_autumn.content.tokens import (
    BARBARIAN_TOKENS,
    DISHONOR_MIX,
    DISHONOR_TOKENS,
    KINGDOM_SYMBOLS,
    KINGDOM_TOKENS,
    kingdom_symbol,
)
from pygame_rules.catalog.spring_autumn.content.treaties import TREATIES
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.words.cards import anchor, card_reference, card_words

SA_COMP_6 = {"objectives": 46, "world events": 52, "treaties": 25, "philosophies": 30, "philosophy starters": 5,
             "kingdom tokens": 36, "barbarian tokens": 18, "AI cards": 32, "dishonor tokens": 48}
"""The card and token pools of the rulebook (spec SA-COMP-6), which the content claims to implement."""

@lru_cache(maxsize=1)
def html_page() -> str:
    return build.cards_page(GAME.title, GAME.cards(), "../rules/spring-autumn.html" if GAME.rules_markdown() else None)


@lru_cache(maxsize=1)
def page() -> CardsPage:
    return read_cards_page(html_page())


def entry(kind: str, content_id: str | int) -> dict:
    """The page's entry that the content id's anchor lands on."""
    return page().entry(anchor(kind, content_id))


def copies(e: dict) -> int:
    return int(re.fullmatch(r"(\d+) cop(?:y|ies)", e["count"]).group(1))


def test_the_page_is_well_formed_html():
    p = page()
    assert not p.errors, p.errors[:5]
    assert p.stack == [], p.stack
    assert html_page().startswith("<!doctype html>")


def test_anchors_are_unique():
    assert not repeated(page().ids), repeated(page().ids)
    assert "treaty-trade_pact" in page().ids       # the example the play page will link to


def test_the_page_asks_for_nothing_outside_the_site():
    assert not outside_urls(page().urls), outside_urls(page().urls)
    assert "default-src 'self'" in html_page()
    assert "../css/app.css" in page().urls            # the site's own look, as the rules reference


def test_no_internal_ids_or_python_values_in_the_text():
    text = " ".join(page().texts)
    for bad in ("None", "True", "False", "_", "{", "}", "[", "]", "'do'", "SA-", "AMB-"):
        assert bad not in text, (bad, text[max(0, text.find(bad) - 80):text.find(bad) + 80])
    assert not re.search(r"\b(?:upkeep_start|owned_area|palace_area|most_settlements)\b", text)


def test_the_table_of_contents_links_every_section():
    p = page()
    toc = [u[1:] for u in p.urls if u.startswith("#")]
    assert toc == list(p.sections)
    assert len(p.sections) >= 10


def test_every_objective_is_on_the_page():
    for o in OBJECTIVES:
        e = entry("objective", o.id)
        assert e["name"].strip() == o.title
        assert o.text in e["text"]
        assert ("Public" if o in PUBLIC_OBJECTIVES else "Private") in e["kind"]
    assert sum(copies(page().entries[a]) for a in page().sections["public-objectives"]) == len(PUBLIC_OBJECTIVES)
    assert sum(copies(page().entries[a]) for a in page().sections["private-objectives"]) == len(PRIVATE_OBJECTIVES)


def test_every_world_event_and_dragon_is_on_the_page():
    for w in WORLD_EVENTS:
        e = entry("event", w.id)
        assert e["name"].strip() == w.title and w.text in e["text"]
        if w.id != "dragons_erupt":
            assert re.search(rf"\b{w.chaos}\b", e["text"].split("Chaos number", 1)[1])
    assert "A dragon card places its dragon where its placement rule allows" in html_page()   # DRAGON_CARD_RULE
    erupt = entry("event", "dragons_erupt")
    assert copies(erupt) == 1
    for d in DRAGON_LIST:
        e = entry("dragon", d.id)
        assert e["name"].strip() == d.name and d.text in e["text"]


def test_every_treaty_is_on_the_page_with_its_penalty():
    for t in TREATIES:
        e = entry("treaty", t.id)
        assert e["name"].strip() == t.name and t.text in e["text"]
        assert f"takes {t.penalty} random dishonor token" in e["text"]
    generic = entry("treaty", "qi-trade_pact")
    assert copies(generic) == 5 and "every faction" in generic["text"]
    assert copies(entry("treaty", "qi-salt_and_fish")) == 1 and "Qi" in entry("treaty", "qi-salt_and_fish")["kind"]


def test_every_philosophy_is_on_the_page():
    for p in PHILOSOPHIES:
        e = entry("philosophy", p.id)
        assert e["name"].strip() == p.title and p.text in e["text"]
        assert p.color in e["kind"] and ("starter" in e["kind"]) == p.starter


def test_every_ai_card_is_on_the_page_with_both_columns():
    for c in AI_CARDS:
        e = entry("ai_card", c.id)
        assert e["name"].strip() == c.name
        assert ", ".join(CRITERION_NAME[x] for x in c.movement) in e["text"]
        for label, words in (("2-3", "turns 2 and 3"), ("4+", "turn 4 on")):
            assert f"Production, {words}: " + ", ".join(p.text for p in c.column(label)) in e["text"]


def test_every_token_is_on_the_page():
    for t in KINGDOM_TOKENS:
        k = kingdom_symbol(t)
        e = entry("kingdom", t)
        assert e["name"].strip() == k.name and k.text in e["text"] and copies(e) == k.copies
    for b in BARBARIAN_TOKENS:
        e = entry("barbarian", b.id)
        assert f"{b.attack}/{b.defense}" in e["name"]
        assert f"A final strength of {b.defense} or more removes the token; {b.attack} or less costs" in e["text"]
    for points, n in DISHONOR_MIX.items():
        assert copies(entry("dishonor", points)) == n


def test_every_advancement_and_building_is_on_the_page():
    for a in ADVANCEMENTS:
        e = entry("advancement", a.id)
        assert e["name"].strip() == a.name and a.text in e["text"] and f"costs {a.cost} knowledge" in e["text"]
        assert e["count"] == ""                    # a board space, not a card with copies
    for b in BUILDINGS.values():
        e = entry("building", b.id)
        assert e["name"].strip() == b.name and b.text in e["text"]


def test_the_counts_add_up_to_the_rulebook_totals():
    p = page()

    def total(*sections: str) -> int:
        return sum(copies(p.entries[a]) for s in sections for a in p.sections[s])

    assert total("public-objectives", "private-objectives") == SA_COMP_6["objectives"] == len(OBJECTIVES)
    assert total("world-events") == SA_COMP_6["world events"] == len(WORLD_EVENTS)
    assert total("treaties") == SA_COMP_6["treaties"] == len(TREATIES)
    assert total("philosophies") == SA_COMP_6["philosophies"] == len(PHILOSOPHIES)
    assert sum("starter" in p.entries[a]["kind"] for a in p.sections["philosophies"]) == \
        SA_COMP_6["philosophy starters"] == len(STARTERS)
    assert total("ai-cards") == SA_COMP_6["AI cards"] == len(AI_CARDS)
    assert total("kingdom-tokens") == SA_COMP_6["kingdom tokens"] == len(KINGDOM_TOKENS)
    assert len(p.sections["kingdom-tokens"]) == len(KINGDOM_SYMBOLS) == 9      # nine symbols
    assert total("barbarian-tokens") == SA_COMP_6["barbarian tokens"] == len(BARBARIAN_TOKENS)
    assert total("dishonor-tokens") == SA_COMP_6["dishonor tokens"] == len(DISHONOR_TOKENS)
    assert total("dragons") == len(DRAGON_LIST) == 6
    assert len(p.sections["advancements"]) == len(ADVANCEMENTS) == 24
    assert len(p.sections["buildings"]) == len(BUILDINGS)
    # and the table of contents says the same
    toc = dict(re.findall(r'<li><a href="#([^"]+)">[^<]*</a> <small>\((\d+)\)</small></li>', html_page()))
    assert toc["world-events"] == "52" and toc["treaties"] == "25" and toc["ai-cards"] == "32"


def test_the_reference_is_json_data_the_page_renders_as_is():
    ref = card_reference()
    assert GAME.cards() == ref
    assert not cards_reference_shape(ref), cards_reference_shape(ref)[:5]


@pytest.mark.parametrize(("kind", "content_id", "words"), [
    ("treaty", "chu-archers_of_chu", "Archers of Chu (Treaty of Chu): Upkeep: place 1 archer"),
    ("event", "silence-3", "Silence (World event): All under Heaven is quiet."),
    ("ai_card", "equilibrium", "The Way of Equilibrium (AI card): Movement, destination criteria from the top: Grudge"),
    ("barbarian", "b54-2", "Barbarian 5/4 (Barbarian token): A final strength of 4 or more removes the token"),
])
def test_card_words_gives_a_tooltip_the_same_words(kind, content_id, words):
    assert card_words(kind, content_id).startswith(words)


def test_the_metadata_links_the_page():
    meta = {m["id"]: m for m in pygame_rules.games_metadata()}
    assert meta["spring-autumn"]["cards_page"] == "./cards/spring-autumn.html"
    assert all("cards_page" in m for m in meta.values())


def test_build_writes_the_page_and_lists_it_for_offline_use(tmp_path):
    catalog = build.games_metadata()                  # the build's own subprocess
    assert catalog["cards"]["spring-autumn"] == GAME.cards()
    build.write_reference_pages(tmp_path, catalog)
    written = (tmp_path / "cards" / "spring-autumn.html").read_text(encoding="utf-8")
    assert written == html_page()
    build.write_sw_assets(tmp_path, "test")
    assert '"./cards/spring-autumn.html"' in (tmp_path / "sw-assets.js").read_text(encoding="utf-8")
