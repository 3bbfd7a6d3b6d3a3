"""The Ming Voyages card reference (``Game.cards`` -> ``build.cards_page``): the 27 main-deck cards with both
boxes' text, one anchor each (``card-<number>``), linked from the metadata."""

from __future__ import annotations

import re
from collections import Counter

import build  # the project's build.py
from pygame_rules.catalog.ming_voyages.content.cards import ACTION, CARDS, EMPEROR
from pygame_rules.catalog.ming_voyages.game import GAME


def test_every_main_deck_card_is_on_the_page_with_its_text():
    page = build.cards_page(GAME.title, GAME.cards())
    ids = re.findall(r' id="([^"]+)"', page)
    assert not [i for i, n in Counter(ids).items() if n > 1]
    entries = dict(re.findall(r'<article class="cref" id="card-(\d+)">(.*?)</article>', page))
    assert len(CARDS) == 27 and sorted(map(int, entries)) == [c.number for c in CARDS]
    for c in CARDS:
        body = entries[str(c.number)]
        assert build.html.escape(c.name) in body
        if c.kind != EMPEROR:
            assert build.html.escape(c.text_overlord or "no action.") in body
        if c.kind != "barbarian":
            assert build.html.escape(c.text_emperor or "no action.") in body
        if c.kind == ACTION:
            assert f"Voyage {c.voyage}" in body
    text = re.sub(r"<[^>]+>", " ", page.split("<body>", 1)[1])
    assert "None" not in text and "_" not in text and "{" not in text
    assert GAME.metadata()["cards_page"] == "./cards/ming-voyages.html"
