"""The Ming Voyages played to the end through the page, in every way the lobby offers."""

from __future__ import annotations

import json
import random
import urllib.parse

import pygame_rules

from .harness import fair_start, settle, visit, wait_ready

GAME = pygame_rules.get_game("ming-voyages")


def start(page, server, setup: str, **options) -> None:
    query = urllib.parse.urlencode({"game": "ming-voyages", "setup": setup, "options": json.dumps(options)})
    page.goto(f"{server.url}play.html?{query}")
    assert wait_ready(page) == "ready"


def play_to_end(page, rng: random.Random, limit: int = 900) -> int:
    """Pick among the offered choices at random (the driver a tester would be) until the game ends."""
    clicks = 0
    while page.get_attribute("html", "data-over") != "1":
        assert clicks < limit, "the game did not end"
        if page.get_attribute("html", "data-viewer") != page.get_attribute("html", "data-seat"):
            settle(page, None)        # the computer is moving
            page.wait_for_timeout(50)
            continue
        buttons = page.locator("#choices button:not(.secondary)")
        count = buttons.count()
        if not count:
            page.wait_for_timeout(50)
            continue
        moves = page.get_attribute("html", "data-moves")
        buttons.nth(rng.randrange(count)).click()
        settle(page, moves)
        clicks += 1
    return clicks


def replayed_hash(page) -> str:
    page.click("#share")
    share = page.input_value("#share-link").split("#", 1)[1]
    _, state = pygame_rules.load(share)
    return GAME.state_hash(state)


def start_from_lobby(page, difficulty: str) -> None:
    """Start a solo game from the lobby's form, in the same page (Python is not booted again)."""
    page.click("#home")
    page.wait_for_selector("html[data-route=lobby][data-lobby=ready]", state="attached")
    card = page.locator("[data-game='ming-voyages']")
    if card.locator("form").is_hidden():
        card.locator("button").first.click()
    card.locator("input[value=solo]").check()
    card.locator("select[name=difficulty]").select_option(difficulty)
    card.locator("form button[type=submit]").click()
    assert wait_ready(page) == "ready"


def test_a_solo_game_plays_to_the_end_at_every_difficulty(page, server):
    """One page for all four: each game after the first starts from the lobby without a new boot."""
    start(page, server, "solo", difficulty="easy")
    page.evaluate("window.sameDocument = true")
    for difficulty in ("easy", "moderate", "hard", "brutal"):
        if difficulty != "easy":
            start_from_lobby(page, difficulty)
        assert "Solo, " + difficulty.capitalize() in page.locator("#panel").inner_text()
        clicks = play_to_end(page, random.Random(difficulty))
        status = page.locator("#status").inner_text()
        assert status.startswith("Game over") and clicks > 3
        assert page.locator("#game-over").is_visible()
        details = page.locator("#game-over-details li").all_inner_texts()   # the figures that decided it
        assert any("Voyages completed" in d for d in details), details
        assert page.get_attribute("html", "data-hash") == replayed_hash(page)
    assert page.evaluate("window.sameDocument") is True


def test_a_two_player_game_on_one_device_passes_the_device_and_hides_hands(page, server):
    start(page, server, "hotseat")
    rng = random.Random(7)
    passes = 0
    for _ in range(40):
        viewer = page.get_attribute("html", "data-viewer")
        panel = page.locator("#panel").inner_text()
        assert "Overlord: hand" in panel and "Emperor (you): hand" in panel or "Overlord (you): hand" in panel
        buttons = page.locator("#choices button:not(.secondary)")
        moves = page.get_attribute("html", "data-moves")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_selector(f"html:not([data-moves='{moves}'])[data-busy='0'], html[data-pass='1']",
                               state="attached")
        if page.get_attribute("html", "data-pass") == "1":
            passes += 1
            assert not page.is_visible("#panel") and page.is_visible("#pass-ready")
            page.click("#pass-ready")
            page.wait_for_selector("html[data-pass='0'][data-busy='0']", state="attached")
            assert page.get_attribute("html", "data-viewer") != viewer
    assert passes >= 2
    # the opponent's hand is drawn face down for whoever holds the device
    assert page.locator("#panel .hand .card.back").count() >= 1
    play_to_end(page, rng)
    assert page.locator("#status").inner_text().startswith("Game over")


def test_against_the_computer_the_overlord_moves_by_itself_and_explains(page, server):
    start(page, server, "vs-overlord")
    play_to_end(page, random.Random(3), limit=400)
    log = page.locator("#log").inner_text()
    assert "Overlord:" in log and " — " in log          # the computer's moves carry its reasons
    # the computer's reserved cards are never named to the human
    for line in page.locator("#log li").all_inner_texts():
        if line.startswith("Overlord: reserve"):
            assert line.startswith("Overlord: reserve a card face down")


def test_a_saved_game_reloads_to_the_same_position(page, server):
    start(page, server, "solo", difficulty="moderate")
    rng = random.Random(11)
    for _ in range(6):
        buttons = page.locator("#choices button:not(.secondary)")
        moves = page.get_attribute("html", "data-moves")
        buttons.nth(rng.randrange(buttons.count())).click()
        settle(page, moves)
    position = page.get_attribute("html", "data-hash")
    page.reload()
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-hash") == position
    page.goto(server.url)
    saved = page.locator("#saves li").first
    assert "Solo against the Overlord" in saved.inner_text() and "round" in saved.inner_text()


def test_choosing_by_clicking_the_board_and_the_cards(page, server):
    start(page, server, "solo", difficulty="easy")
    card = page.locator("#panel .hand .card.target").first
    number = card.get_attribute("data-card")
    card.click()
    labels = page.locator("#choices button:not(.secondary)").all_inner_texts()
    assert labels and all(f"#{number} " in text for text in labels)   # only that card's uses are offered
    page.keyboard.press("Escape")
    assert len(page.locator("#choices button").all_inner_texts()) > len(labels)


def test_log_entries_link_to_the_rule_they_applied(page, server):
    start(page, server, "solo", difficulty="easy")
    link = page.locator("#events a.rule").first
    href = link.get_attribute("href")
    assert href.startswith("./rules/ming-voyages.html#MV-")
    page.goto(server.url + href[2:])
    anchor = href.split("#", 1)[1]
    text = page.locator(f"[id='{anchor}']").inner_text()
    assert text.endswith(anchor) and len(text) > len(anchor) + 30    # a player's sentence, the ID in small print
    assert "(L" not in text


def advance(page, rng: random.Random, clicks: int) -> None:
    for _ in range(clicks):
        if page.get_attribute("html", "data-over") == "1":
            return
        buttons = page.locator("#choices button:not(.secondary)")
        moves = page.get_attribute("html", "data-moves")
        buttons.nth(rng.randrange(buttons.count())).click()
        settle(page, moves)


def test_a_share_link_opens_the_same_position_in_a_fresh_browser(browser, page, server):
    start(page, server, "solo", difficulty="hard")
    advance(page, random.Random(5), 10)
    page.click("#share")
    link = page.input_value("#share-link")
    expected = replayed_hash(page)
    assert page.get_attribute("html", "data-hash") == expected
    fresh = browser.new_context(service_workers="block")
    try:
        other = fresh.new_page()
        visit(other, link)
        assert wait_ready(other) == "ready"
        assert other.get_attribute("html", "data-hash") == expected
    finally:
        fresh.close()


def test_a_tampered_ming_link_is_refused_in_plain_words(page, server):
    start(page, server, "solo")
    page.click("#share")
    link = page.input_value("#share-link")
    before = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")
    page.goto(link[:-12])                      # truncated
    assert wait_ready(page) == "error"
    assert "copied in full" in page.locator("#error-message").inner_text()
    assert page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == before


def test_the_replay_viewer_steps_through_a_game(page, server):
    start(page, server, "solo", difficulty="easy")
    advance(page, random.Random(9), 8)
    total = int(page.get_attribute("html", "data-moves"))
    page.click("#replay-open")
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-moves") == "0" and page.is_visible("#replay-bar")
    assert page.locator("#choices button").count() == 0          # a replay offers no moves
    page.click("#replay-fwd")                  # one step; "Move ›" goes a whole move
    page.wait_for_selector("html[data-moves='1'][data-busy='0']", state="attached")
    page.click("#replay-last")
    page.wait_for_selector(f"html[data-moves='{total}'][data-busy='0']", state="attached")
    assert "step=" + str(total) in page.url
    page.click("#share")                       # a link to this step of the replay
    assert f"step={total}" in page.input_value("#share-link")


def test_play_by_link_goes_back_and_forth_between_two_browsers(browser, page, server):
    """The Emperor here and the Overlord in another browser: a fair start, then links after each turn."""
    other_context = browser.new_context(service_workers="block")
    try:
        other = other_context.new_page()
        query = urllib.parse.urlencode({"game": "ming-voyages", "setup": "link", "options": "{}"})
        fair_start(page, other, f"{server.url}play.html?{query}")
        rng = random.Random(21)
        while not page.is_visible("#remote"):
            advance(page, rng, 1)
        link = page.input_value("#remote-link")
        assert "as=1" in link and "match=" in link
        visit(other, link)
        assert wait_ready(other) == "ready"
        assert other.get_attribute("html", "data-viewer") == "1"
        assert "Overlord (you): hand" in other.locator("#panel").inner_text()
        while not other.is_visible("#remote") and other.get_attribute("html", "data-over") != "1":
            advance(other, rng, 1)
        back = other.input_value("#remote-link")
        assert "as=0" in back
        visit(page, back)
        assert wait_ready(page) == "ready"
        assert page.get_attribute("html", "data-viewer") == "0"
        assert page.get_attribute("html", "data-hash") == other.get_attribute("html", "data-hash")
        saves = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pygame:save:')).length")
        assert saves == 1                      # the same match continues in the same save
    finally:
        other_context.close()


def test_a_share_link_of_every_setup_opens_ready_to_play_in_a_fresh_browser(browser, page, server):
    """Play-page issue, finding 1: a shared link used to open as a spectator ("your decision" and no choices).

    One browser holds the games, another (which holds none of them) opens each share link; each page
    boots Python once and opens the rest in place."""
    other_context = browser.new_context(service_workers="block")
    fresh_context = browser.new_context(service_workers="block")
    try:
        fresh = fresh_context.new_page()
        for setup in ("solo", "hotseat", "link"):
            query = urllib.parse.urlencode({"game": "ming-voyages", "setup": setup, "options": "{}"})
            if setup == "link":
                fair_start(page, other_context.new_page(), f"{server.url}play.html?{query}")
            else:
                visit(page, f"{server.url}play.html?{query}")
                assert wait_ready(page) == "ready"
            if page.get_attribute("html", "data-seat") == page.get_attribute("html", "data-viewer"):
                advance(page, random.Random(setup), 1)
            page.click("#share")
            link = page.input_value("#share-link")
            visit(fresh, link)
            assert wait_ready(fresh) == "ready", setup
            assert fresh.get_attribute("html", "data-hash") == page.get_attribute("html", "data-hash"), setup
            assert fresh.get_attribute("html", "data-viewer") == fresh.get_attribute("html", "data-seat"), setup
            moves = fresh.get_attribute("html", "data-moves")
            fresh.locator("#choices button:not(.secondary)").first.click()
            settle(fresh, moves)
            assert int(fresh.get_attribute("html", "data-moves")) > int(moves), setup
    finally:
        fresh_context.close()
        other_context.close()
