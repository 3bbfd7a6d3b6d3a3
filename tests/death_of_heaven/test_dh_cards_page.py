"""The card reference page of Death of Heaven (``Game.cards`` -> ``build.cards_page`` -> dist/cards/death-of-heaven.html).

Every card of the content is on the page once, under an anchor of its own (every copy's id included, so the play
page can link any card it shows), with its name in English and Chinese, banner, troop symbols, Scheme, general-skill
icons and unique skill; the counts add up to the content's (102 faction cards, 14 wandering generals, 80 public
armaments, 10 Promise cards, 9 Stance cards, the Merit and Emperor Xian cards, 38 NPC tiles, 9 faction boards);
the HTML is well formed, asks for nothing outside the site and shows no internal id or Python value.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reference_pages import CardsPage, cards_reference_shape, outside_urls, read_cards_page, repeated

import build  # the project's build.py
import pygame_rules
from pygame_rules.catalog.death_of_heaven.content.boards import emperor_dark_spaces
from pygame_rules.catalog.death_of_heaven.content.cards import (
    ARMAMENTS,
    CARD,
    FACTION_CARDS,
    FACTION_DECKS,
    WANDERING_GENERALS,
)
from pygame_rules.catalog.death_of_heaven.content.factions import FACTION, FACTIONS
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILE, NPC_TILES
from pygame_rules.catalog.death_of_heaven.content.promises import PROMISE_CARDS, STANCE_CARDS
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.words.cards import card_reference
from pygame_rules.catalog.death_of_heaven.words.terms import GENERAL_SKILL

DH_COMP = {"faction cards": 102, "wandering generals": 14, "public armaments": 80, "Promise cards": 10,
           "Stance cards": 9, "NPC tiles": 38, "faction boards": 9}
"""The component counts the content claims (DH-COMP-1, with the itemised 80 armaments of ruling A-15)."""


@lru_cache(maxsize=1)
def html_page() -> str:
    rules = "../rules/death-of-heaven.html" if GAME.rules_markdown() else None
    return build.cards_page(GAME.title, GAME.cards(), rules)


@lru_cache(maxsize=1)
def page() -> CardsPage:
    return read_cards_page(html_page())


def entry(anchor: str) -> dict:
    return page().entry(anchor)


def total(*sections: str) -> int:
    return sum(e["count"] for s in card_reference() if s["id"] in sections for e in s["cards"])


def test_the_page_is_well_formed_and_local():
    p = page()
    assert not p.errors and p.stack == [], p.errors[:5]
    assert html_page().startswith("<!doctype html>")
    assert not outside_urls(p.urls), outside_urls(p.urls)


def test_anchors_are_unique():
    assert not repeated(page().ids), repeated(page().ids)


def test_every_card_is_present_once():
    anchors = [a for s in card_reference() for e in s["cards"] for a in [e["id"], *e["also"]]]
    cards = [a for a in anchors if a.startswith("card-")]
    assert sorted(cards) == sorted(f"card-{c}" for c in CARD)
    assert len(cards) == len(set(cards)) == 196
    for c in CARD:
        assert f"card-{c}" in page().anchor_of, c


def test_the_counts_match_the_content():
    assert total(*(f"cards-{f.id.replace('_', '-')}" for f in FACTIONS)) == DH_COMP["faction cards"] \
        == len(FACTION_CARDS)
    for f in FACTIONS:
        assert total(f"cards-{f.id.replace('_', '-')}") == len(FACTION_DECKS[f.id])
    assert total("wandering-generals") == DH_COMP["wandering generals"] == len(WANDERING_GENERALS)
    assert total("armaments") == DH_COMP["public armaments"] == len(ARMAMENTS)
    assert total("promises") == DH_COMP["Promise cards"] == len(PROMISE_CARDS)
    stances = [e for s in card_reference() for e in s["cards"] if e["id"].startswith("stance-")]
    assert len(stances) == DH_COMP["Stance cards"] == len(STANCE_CARDS)
    assert total("npc-tiles") == DH_COMP["NPC tiles"] == len(NPC_TILES)
    assert total("factions") == DH_COMP["faction boards"] == len(FACTIONS)
    assert entry("merit")["name"].strip() == "Merit card" and entry("emperor-xian")
    toc = dict(re.findall(r'<li><a href="#([^"]+)">[^<]*</a> <small>\((\d+)\)</small></li>', html_page()))
    assert toc["armaments"] == "80" and toc["npc-tiles"] == "38" and toc["wandering-generals"] == "14"


def test_every_card_shows_its_face():
    for c in CARD.values():
        e = entry(f"card-{c.id}")
        assert e["name"].strip() == f"{c.name} {c.hanzi}"
        assert ("Attack" if c.is_attack else "Defense") in e["kind"]
        for t, n in c.symbols.items():
            assert f"{t.capitalize()} {n}" in e["text"]
        assert f"Scheme {c.scheme}" in e["text"]
        for g in c.general_skills:
            assert GENERAL_SKILL[g] in e["text"]
        for s in c.skills:
            assert s.name in e["text"] and s.hanzi in e["text"] and s.text in e["text"]
        if c.faction in FACTION:
            assert FACTION[c.faction].name in e["kind"]


def test_copies_are_one_entry_with_their_count():
    ref = {e["id"]: e for s in card_reference() for e in s["cards"]}
    infantry = ref["card-g101"]
    assert infantry["count"] == 12 and len(infantry["also"]) == 11
    assert entry("card-g112") is entry("card-g101")
    assert entry("card-g137") is not entry("card-g101")        # the Defense Infantry is another card
    lu_bu = [e for a, e in ref.items() if e["name"] == "Lu Bu 呂布" and a.startswith("card-")]
    assert len(lu_bu) == 2 and {e["facts"][0][1] for e in lu_bu} == {"Attack", "Defense"}


def test_faction_boards_promises_stances_and_tiles():
    for f in FACTIONS:
        e = entry(f"faction-{f.id}")
        assert e["name"].strip() == f"{f.name} {f.hanzi}"
        assert f.ability.name in e["text"] and f.ability.text in e["text"] and f"Cubes {f.cubes}" in e["text"]
        for t in f.territories:
            assert TERRITORY[t].name in e["text"]
        assert entry(f"stance-{f.id}")
    for p in PROMISE_CARDS:
        assert p.text in entry(f"promise-{p.id}")["text"]
    assert entry("promise-pd1") is entry("promise-pd2")         # two alike Defender upgrades
    assert "full rules only" in entry("promise-pa2")["text"]
    for t in NPC_TILES:
        e = entry(f"npc-{t.territory}")
        assert e["name"].strip() == f"{TERRITORY[t.territory].name} {TERRITORY[t.territory].hanzi}"
        assert t.faction_name in e["kind"] and f"Level ● {t.level}" in e["text"]
        assert f"Upgrade spaces □ {t.upgrade_capacity}" in e["text"]
    assert "grey" in entry("npc-ji")["text"] and NPC_TILE["ji"].grey
    emperor = entry("emperor-xian")["text"]
    for n in (4, 5, 6):
        d = emperor_dark_spaces(n)
        assert f"{n} players: spaces {d[0]} to {d[-1]}" in emperor


def test_no_internal_ids_or_python_values_in_the_text():
    text = " ".join(page().texts)
    for bad in ("_", "{", "}", "[", "]", "DH-", "'do'"):
        assert bad not in text, (bad, text[max(0, text.find(bad) - 80):text.find(bad) + 80])
    assert not re.search(r"\b(?:None|True|False(?! Report))\b", text)      # False Report is a card
    assert not re.search(r"\bA-\d", text)
    ids = set(CARD) | set(TERRITORY) | set(FACTION) | {t.faction for t in NPC_TILES} | {p.id for p in PROMISE_CARDS}
    words = set(re.findall(r"[A-Za-z0-9_']+", text))
    leaked = {i for i in ids if i in words}                 # ids are lower case; names are capitalised
    assert not leaked, sorted(leaked)


def test_the_reference_is_json_data_the_page_renders_as_is():
    ref = card_reference()
    assert GAME.cards() == ref
    assert not cards_reference_shape(ref), cards_reference_shape(ref)[:5]


def test_the_metadata_links_the_page():
    meta = {m["id"]: m for m in pygame_rules.games_metadata()}
    assert meta["death-of-heaven"]["cards_page"] == "./cards/death-of-heaven.html"
