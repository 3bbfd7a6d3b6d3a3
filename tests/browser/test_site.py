"""The built site in a real Chromium: lobby, boot to ready, a full game, links, saves, no foreign request."""

from __future__ import annotations

import json
import re

import pytest

import pygame_rules
from pygame_rules.engine.rng import sample_sequence

from .harness import Recorder, choose, export_save, fair_start, settle, wait_ready

GAME = "highcard-fixture"


def open_game(page, server, query=f"game={GAME}", fragment=""):
    page.goto(f"{server.url}play.html?{query}{fragment}")
    return wait_ready(page)


def play_to_end(page, limit=40):
    """Click offered choices (the first one) until the game is over; returns the moves made."""
    for _ in range(limit):
        if page.get_attribute("html", "data-over") == "1":
            return int(page.get_attribute("html", "data-moves"))
        choose(page)
    raise AssertionError("the game did not end")


def test_lobby_lists_the_registered_games(page, server):
    page.goto(server.url)
    card = page.locator(f"[data-game='{GAME}']")
    card.wait_for()
    assert "High Card Duel" in card.inner_text() and "2 players" in card.inner_text()
    ming = page.locator("[data-game='ming-voyages']")
    assert "The Ming Voyages" in ming.inner_text() and "1–2 players" in ming.inner_text()
    assert page.locator("#saves").inner_text().startswith("None yet")


def test_python_reaches_ready_with_the_rules_imported(page, server):
    assert open_game(page, server) == "ready"
    assert page.get_attribute("html", "data-python").startswith("3.14")
    info = page.evaluate("window.pygameEngine.info")
    assert info["pygame_rules"] == pygame_rules.__version__
    assert {g["id"] for g in info["games"]} == set(pygame_rules.games())  # built-in games and the plugin
    assert page.locator("#choices button").count() == 3
    assert page.get_attribute("html", "data-viewer") == "0"


def test_rng_gives_the_same_sequence_in_pyodide_as_in_cpython(page, server):
    open_game(page, server)
    for seed, sides in [(2026, 6), (0, 20), (2**53 - 1, 6), (123456789, 2)]:
        assert page.evaluate(f"window.pygameEngine.rngSample({seed}, 300, {sides})") == \
            sample_sequence(seed, 300, sides)


def test_a_whole_game_plays_through_the_page(page, server):
    open_game(page, server)
    moves = play_to_end(page)
    assert moves >= 6
    assert page.locator("#status").inner_text().startswith("Game over")
    # one line per move, numbered by move (moves in a row that read alike share a line, numbered by the first)
    numbers = [int(n) for n in page.locator("#log li").evaluate_all("lines => lines.map(li => li.value)")]
    counts = [int(m.group(1)) if (m := re.search(r"\((\d+) times\)", text)) else 1
              for text in page.locator("#log li").all_inner_texts()]
    assert numbers[0] == 1 and sum(counts) == moves
    assert all(n + c == after for n, c, after in zip(numbers[:-1], counts[:-1], numbers[1:], strict=True))
    assert page.locator("#choices button").count() == 0


def test_the_computer_can_take_a_turn(page, server):
    open_game(page, server)
    page.click("#computer")
    settle(page, "0")
    assert page.locator("#log li").count() == 1


def test_undo_takes_back_a_hidden_choice(browser, page, server):
    open_game(page, server)
    page.locator("#choices button").first.click()
    page.wait_for_selector("html[data-pass='1']", state="attached")
    assert not page.is_visible("#board")             # hidden while the device is passed
    page.click("#pass-ready")
    page.wait_for_selector("html[data-pass='0'][data-busy='0']", state="attached")
    assert page.get_attribute("html", "data-viewer") == "1"
    assert not page.is_enabled("#undo")             # seat 1 cannot take back seat 0's move
    other = browser.new_context(service_workers="block")        # by link: seat 0 here, seat 1 remote
    try:
        fair_start(page, other.new_page(), f"{server.url}play.html?game={GAME}&setup=link")
    finally:
        other.close()
    page.locator("#choices button").first.click()
    settle(page, "0")
    assert page.is_visible("#remote") and "as=1" in page.input_value("#remote-link")
    assert page.is_enabled("#undo")
    page.click("#undo")
    settle(page, "1")
    assert page.get_attribute("html", "data-moves") == "0"


def test_share_link_restores_the_same_position_in_a_fresh_browser(browser, page, server):
    open_game(page, server)
    for _ in range(3):
        choose(page, "last")
    page.click("#share")
    link = page.input_value("#share-link")
    in_page = page.get_attribute("html", "data-hash")
    share = link.split("#", 1)[1]
    record, state = pygame_rules.load(share)
    assert pygame_rules.get_game(GAME).state_hash(state) == in_page

    fresh = browser.new_context(service_workers="block")
    try:
        p2 = fresh.new_page()
        p2.goto(link)
        assert wait_ready(p2) == "ready"
        assert p2.get_attribute("html", "data-hash") == in_page
        assert p2.get_attribute("html", "data-moves") == "3"
    finally:
        fresh.close()


@pytest.mark.parametrize("fragment,words", [
    ("#g1.AAAA", "damaged|cut short"),
    ("#g1.eNp1zsEKwjAQBNB", "damaged|cut short"),
    ("#hello", "not a game link"),
])
def test_tampered_link_says_what_is_wrong_and_keeps_saves(page, server, fragment, words):
    page.goto(server.url + "index.html")
    page.evaluate("localStorage.setItem('pygame:save:keep', JSON.stringify({id:'keep', game:'x', share:'g1.x'}))")
    before = page.evaluate("JSON.stringify(Object.entries(localStorage))")
    assert open_game(page, server, fragment=fragment) == "error"
    message = page.locator("#error-message").inner_text()
    assert re.search(words, message, re.I), message
    assert page.evaluate("JSON.stringify(Object.entries(localStorage))") == before


def test_link_with_a_forged_move_is_refused(page, server):
    game = pygame_rules.get_game(GAME)
    rec = pygame_rules.GameRecord(game=GAME, rules_version=1, seed=5, options={},
                                  actions=[{"type": "play", "card": 99}])
    assert open_game(page, server, fragment="#" + rec.encode()) == "error"
    assert "move 1 of the game record" in page.locator("#error-message").inner_text().lower()
    future = rec.model_copy(update={"rules_version": game.rules_version + 1, "actions": []})
    page.evaluate(f"location.hash = {'#' + future.encode()!r}")  # pasting another link reloads the page
    page.wait_for_load_state()
    assert wait_ready(page) == "error"
    assert "newer" in page.locator("#error-message").inner_text()


def test_unknown_game_names_the_games_there_are(page, server):
    assert open_game(page, server, query="game=chess") == "error"
    text = page.locator("#error-message").inner_text()
    assert "chess" in text and GAME in text


def test_saves_are_listed_continued_and_a_damaged_one_refused(page, server):
    open_game(page, server)
    choose(page)
    position = page.get_attribute("html", "data-hash")
    page.goto(server.url + "index.html")
    page.evaluate("localStorage.setItem('pygame:save:bad', '{not json')")
    page.reload()                              # list the saves again, now with the damaged one
    page.locator("[data-save='bad']").wait_for()
    saves = page.locator("#saves li")
    saves.first.wait_for()
    assert saves.count() == 2
    assert "damaged" in page.locator("[data-save='bad']").inner_text()
    page.locator("#saves li a").first.click()
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-hash") == position
    stored = page.evaluate("localStorage.getItem('pygame:save:bad')")
    assert open_game(page, server, query=f"game={GAME}&save=bad") == "error"
    assert "damaged" in page.locator("#error-message").inner_text()
    assert page.evaluate("localStorage.getItem('pygame:save:bad')") == stored


def test_export_and_import_a_save(page, server, tmp_path):
    open_game(page, server)
    choose(page)
    position = page.get_attribute("html", "data-hash")
    path = export_save(page, tmp_path / "save.json")
    data = json.loads(path.read_text())
    assert data["format"] == "pygame-save" and data["game"] == GAME
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pygame-save", "share": "g1.broken"}')
    open_game(page, server)
    page.set_input_files("#import", str(bad))
    page.wait_for_selector("#notice:has-text('cannot be opened')")
    page.set_input_files("#import", str(path))                  # the game is still saved here: it opens
    page.wait_for_selector("#notice:has-text('already saved on this device')")
    assert page.get_attribute("html", "data-hash") == position
    assert page.get_attribute("html", "data-viewer") == "1"          # the imported game is seat 1's turn


def test_the_request_recorder_catches_foreign_requests(browser, server):
    """Guard for the guard: a request to another host is caught and aborted."""
    ctx = browser.new_context(service_workers="block")
    rec = Recorder(ctx, server.url)
    try:
        page = ctx.new_page()
        # Playwright's Error: importing it here would make this module need Playwright to be collected.
        with pytest.raises(Exception):  # noqa: B017
            page.goto("https://example.com/")
        assert set(rec.foreign) == {"https://example.com/"}
    finally:
        ctx.close()


def test_pages_declare_a_self_only_content_security_policy(page, server):
    for name in ("index.html", "play.html"):
        page.goto(server.url + name)
        csp = page.get_attribute("meta[http-equiv='Content-Security-Policy']", "content")
        directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if d.strip())
        assert directives["default-src"] == "'self'"
        for value in directives.values():
            assert "http" not in value and "*" not in value, value
