"""Death of Heaven from the lobby: by link with four players, each in a browser of their own (the "Play by link"
setup), and you against computer warlords as the faction you chose.

The creator invites one player, whose browser adds its part to the fair shuffle; the other two join by the first
link the game sends them (``as=<seat>``). The test passes the link each page offers to the browser of the seat it
names, opening a fresh browser the first time a seat is named, until every seat has moved and a link has come
back into a browser that already holds the game: each page opens the same game as the seat it plays, and every
hand-over keeps the state hash.
"""

from __future__ import annotations

import json
import random
import urllib.parse

from .harness import fair_start, settle, visit, wait_ready

SEATS = 4


def test_four_players_by_link_in_four_browsers(browser, page, server):
    contexts = [browser.new_context(service_workers="block") for _ in range(SEATS - 1)]
    try:
        pages = {0: page, 1: contexts[0].new_page()}
        query = urllib.parse.urlencode({"game": "death-of-heaven", "setup": "link",
                                        "options": json.dumps({"players": SEATS, "mode": "simple"})})
        words: list[str] = []
        fair_start(pages[0], pages[1], f"{server.url}play.html?{query}", words)
        assert "The other 2 players join by the first link the game gives you for their seat" in words[0], words[0]
        assert "the other hands" in words[0] and "the other hands" in words[1]
        assert "to the other player." not in " ".join(words), words
        assert pages[0].get_attribute("html", "data-viewer") == "0"
        rng = random.Random(16)
        here, moved, returned = pages[0], set(), False
        for _ in range(400):
            if moved == set(range(SEATS)) and returned:
                break
            if here.is_visible("#remote"):
                link = here.input_value("#remote-link")
                seat = int(urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)["as"][0])
                returned |= seat in pages and seat in moved
                if seat not in pages:
                    pages[seat] = contexts[len(pages) - 1].new_page()
                before = here.get_attribute("html", "data-hash")
                nxt = pages[seat]
                visit(nxt, link)
                assert wait_ready(nxt) == "ready", nxt.locator("#error-message").inner_text()
                assert nxt.get_attribute("html", "data-viewer") == str(seat), (seat, len(pages))
                assert nxt.get_attribute("html", "data-hash") == before
                here = nxt
                continue
            assert here.get_attribute("html", "data-over") != "1"
            buttons = here.locator("#choices button:not(.secondary)")
            assert buttons.count(), "the page to move offers no choice and no link"
            moves = here.get_attribute("html", "data-moves")
            buttons.nth(rng.randrange(buttons.count())).click()
            settle(here, moves)
            moved.add(int(here.get_attribute("html", "data-viewer")))
        assert moved == set(range(SEATS)) and returned, (moved, returned)
        assert len(pages) == SEATS
    finally:
        for c in contexts:
            c.close()


def test_the_lobby_seats_you_at_your_faction_against_computer_warlords(page, server):
    """You against computer warlords, simple rules, 5 players, as Liu Bei: you play the third seat (Cao Cao, Lu Bu,
    Liu Bei, ...) and the warlord bot moves for the others until you are to decide."""
    page.goto(server.url)
    card = page.locator("#games [data-game=death-of-heaven]")
    card.locator("button").first.click()
    card.locator("input[name=setup][value=solo]").check()
    card.locator("[name=players]").select_option("5")
    card.locator("[name=rules]").select_option("simple")
    card.locator("[name=faction]").select_option("Liu Bei")
    card.locator("button[type=submit]").click()
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()
    assert page.get_attribute("html", "data-viewer") == "2"
    rng = random.Random(3)
    for _ in range(6):                               # a few of your decisions; the computer plays between them
        page.wait_for_selector("#choices button:not(.secondary)", timeout=120_000)
        assert page.get_attribute("html", "data-seat") == "2"
        moves = page.get_attribute("html", "data-moves")
        buttons = page.locator("#choices button:not(.secondary)")
        buttons.nth(rng.randrange(buttons.count())).click()
        settle(page, moves)
    assert int(page.get_attribute("html", "data-moves")) > 6        # the warlords moved too
