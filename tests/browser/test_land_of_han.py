"""Land of Han in the browser (issue 18): a whole game played through the page from the lobby, one warlord against
three computer warlords to the time limit, by clicks on the map and the order menu, reloaded half way and replayed in
CPython to the page's state hash; and no other warlord's treasury or sealed orders ever reach the page while they
are hidden. The context fixture fails any test whose page sent a request off the site's origin."""

from __future__ import annotations

import json
import random
import urllib.parse

import pygame_rules
from pygame_rules.catalog.land_of_han.words import order_words

from .harness import (
    fair_start,
    no_seat_numbers,
    reload_mid_game,
    replayed,
    save_round_trip_and_forged_link,
    settle,
    visit,
    wait_ready,
)

GAME = pygame_rules.get_game("land-of-han")
BUTTONS = "#choices button:not(.secondary)"


def write(page, rng: random.Random) -> None:
    """One choice as a warlord writes a sheet: a third of the time a highlighted region of the map (by keyboard),
    then a button; mostly the last button ("No more marches", "Seal these orders", "Raise no army"), so that a
    sheet ends in a few clicks, sometimes another."""
    moves = page.get_attribute("html", "data-moves")
    targets = page.locator("#board .target")
    if targets.count() and rng.random() < 0.3:
        target = targets.nth(rng.randrange(targets.count()))
        target.focus()
        target.press("Enter")
        if page.get_attribute("html", "data-busy") == "1" or page.get_attribute("html", "data-moves") != moves:
            settle(page, moves)
            return
    buttons = page.locator(BUTTONS)
    n = buttons.count()
    (buttons.last if rng.random() < 0.65 else buttons.nth(rng.randrange(n))).click()
    settle(page, moves)


def play(page, rng: random.Random, clicks: int | None = None, limit: int = 1500) -> int:
    done = 0
    while page.get_attribute("html", "data-over") != "1":
        assert done < limit, "the game did not end"
        if page.get_attribute("html", "data-viewer") != page.get_attribute("html", "data-seat") or \
                not page.locator(BUTTONS).count():
            settle(page, None)
            page.wait_for_timeout(30)
            continue
        if clicks is not None and done >= clicks:
            break
        write(page, rng)
        done += 1
    return done


def hidden_numbers(page) -> None:
    """Nothing on the page names another warlord's treasury: the only treasury shown is the viewer's own."""
    text = page.locator("#panel").inner_text()
    assert text.count("Treasury") <= 1


def test_one_warlord_against_three_computer_warlords_plays_to_the_time_limit(page, server):
    page.goto(server.url)
    card = page.locator("#games [data-game=land-of-han]")
    card.locator("button").first.click()
    card.locator("input[name=setup][value=solo]").check()
    card.locator("[name=computers]").select_option("3")
    card.locator("[name=years]").fill("1")
    card.locator("[name=computer_2]").select_option("aggressive (hard)")
    card.locator("button[type=submit]").click()
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()
    assert page.get_attribute("html", "data-viewer") == "0"
    assert page.locator("#board svg.lh-board [data-region]").count() == 50
    panel = page.locator("#panel").inner_text()
    assert "Your realm" in panel and "Your order sheet" in panel and "(you)" in panel
    # A tap on a region tells what is there, as a hover does (your Palace: 3 raises left, so nothing is played).
    page.locator("#board [data-region].central.target").first.click()
    assert "Palace of the" in page.locator("#place-info").inner_text()
    income = page.locator(".lh-report li", has_text="Income:")
    assert income.locator("a.rule").get_attribute("href").endswith("rules/land-of-han.html#LH-ECON-1")
    assert page.evaluate("""() => document.fonts.load('16px "Han Site"', '宮齊').then((f) => f.length)""") == 1
    no_seat_numbers(page)
    rng = random.Random(7)
    clicks = play(page, rng, clicks=12)
    hidden_numbers(page)
    reload_mid_game(page)
    after = play(page, rng)
    assert clicks == 12 and after > 0 and page.get_attribute("html", "data-over") == "1"
    assert page.locator("#game-over-title").inner_text().startswith("Game over: The ")
    no_seat_numbers(page)
    record, state = replayed(page)
    assert record.options["players"] == 4 and record.options["years"] == 1
    outcome = GAME.outcome(state)
    assert outcome is not None and state.season <= 4
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)


def test_two_warlords_by_link_play_a_year_and_each_page_shows_only_its_own_sheet(browser, page, server):
    """Two warlords, each in a browser of their own, by the lobby's "Play by link": every sheet the other seat must
    write comes as a link; the page that opens it plays that seat, keeps the state hash, and never shows the
    other warlord's orders or treasury. The game runs to the time limit and replays in CPython to the hash."""
    other_context = browser.new_context(service_workers="block")
    try:
        pages = {0: page, 1: other_context.new_page()}
        query = urllib.parse.urlencode({"game": "land-of-han", "setup": "link",
                                        "options": json.dumps({"players": 2, "years": 1})})
        words: list[str] = []
        fair_start(pages[0], pages[1], f"{server.url}play.html?{query}", words)
        rng = random.Random(4)
        here, handovers = pages[0], 0
        for _ in range(1500):
            if here.get_attribute("html", "data-over") == "1":
                break
            if here.is_visible("#remote"):
                link = here.input_value("#remote-link")
                seat = int(urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)["as"][0])
                before = here.get_attribute("html", "data-hash")
                nxt = pages[seat]
                visit(nxt, link)
                assert wait_ready(nxt) == "ready", nxt.locator("#error-message").inner_text()
                assert nxt.get_attribute("html", "data-viewer") == str(seat)
                assert nxt.get_attribute("html", "data-hash") == before
                record, state = replayed(nxt)
                other = 1 - seat
                panel = nxt.locator("#panel").inner_text()
                assert panel.count("Treasury") == 1 and f"Treasury {state.coins[seat]:,} Coins" in panel
                assert not any(order_words(state, other, o) in panel for o in state.orders[other] if "raise" in o)
                here, handovers = nxt, handovers + 1
                continue
            write(here, rng)
        assert here.get_attribute("html", "data-over") == "1" and handovers >= 4
        record, state = replayed(here)
        assert record.options["players"] == 2 and GAME.outcome(state) is not None
        assert here.get_attribute("html", "data-hash") == GAME.state_hash(state)
        no_seat_numbers(here)
    finally:
        other_context.close()


def test_undo_while_writing_a_sheet_export_import_and_a_forged_link(page, server, tmp_path):
    """Two warlords on one device: an order written can be undone before the sheet is sealed (nothing else moved);
    the pass-the-device screen comes between the sheets; a save is exported and imported to the same position;
    and a link whose move is not legal is refused in words with nothing stored changed."""
    query = urllib.parse.urlencode({"game": "land-of-han", "setup": "hotseat",
                                    "options": json.dumps({"players": 2, "years": 1})})
    page.goto(f"{server.url}play.html?{query}")
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()
    position = page.get_attribute("html", "data-hash")
    moves = page.get_attribute("html", "data-moves")
    page.locator(BUTTONS).first.click()                       # raise an army: written on the sheet
    settle(page, moves)
    assert "Raise an army of" in page.locator(".lh-sheet").inner_text()
    assert not page.locator("#undo").is_disabled()
    moves = page.get_attribute("html", "data-moves")
    page.click("#undo")
    settle(page, moves)
    assert page.get_attribute("html", "data-hash") == position
    assert "No orders yet" in page.locator(".lh-sheet").inner_text()
    for _ in range(2):                                        # two orders in a row: one line of the moves' log
        moves = page.get_attribute("html", "data-moves")
        page.locator(BUTTONS).first.click()
        settle(page, moves)
    assert page.locator("#log li").count() == 1
    assert page.locator("#log li").inner_text().startswith("The red warlord: Writes orders (2 times)")
    assert page.locator("#log li").get_attribute("value") == "1"
    play(page, random.Random(2), clicks=10)
    save_round_trip_and_forged_link(page, server, tmp_path / "lh.json", "land-of-han", {"raise": "elephants", "at": "Qi"})
