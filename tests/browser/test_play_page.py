"""The play page as board gamers expect it (issue 10): one page from lobby to board, what happened since
your last move, the computer's pace, a game-over panel, a replay by whole moves, keyboard focus and the
lobby's import."""

from __future__ import annotations

import json
import time

from .harness import choose, export_save, settle, wait_ready

FIXTURE = "highcard-fixture"


def play_fixture_to_end(page) -> None:
    for _ in range(60):
        if page.get_attribute("html", "data-over") == "1":
            return
        choose(page)
    raise AssertionError("the game did not end")


def test_lobby_to_board_in_one_page_back_and_forward_and_a_second_game_without_a_boot(page, server):
    page.goto(server.url)
    page.wait_for_selector("html[data-lobby=ready]", state="attached")
    page.evaluate("window.onePage = 'still here'")           # survives only if no new document loads
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    assert page.locator("#engine-status").inner_text().startswith("Ready: games open at once")
    card = page.locator("[data-game='ming-voyages']")
    card.locator("button").first.click()
    started = time.perf_counter()
    card.locator("form button[type=submit]").click()
    assert wait_ready(page) == "ready"
    warm = time.perf_counter() - started
    assert page.locator("#choices button").count() > 0 and page.locator("#board svg").count() == 1
    assert page.evaluate("window.onePage") == "still here"
    print(f"warm start, lobby click to playable board: {warm * 1000:.0f} ms")
    assert "/play.html" in page.url and "save=" in page.url
    page.go_back()
    page.wait_for_selector("html[data-route=lobby][data-lobby=ready]", state="attached")
    assert page.locator("#lobby").is_visible() and not page.locator("#game").is_visible()
    assert page.locator("#saves li a").count() == 1                  # the game just started is listed
    page.go_forward()
    assert wait_ready(page) == "ready" and page.locator("#board svg").count() == 1
    page.click("#home")
    page.wait_for_selector("html[data-route=lobby]", state="attached")
    page.locator("#saves li a").first.click()                        # continue the save, in place
    assert wait_ready(page) == "ready"
    assert page.evaluate("window.onePage") == "still here"


def test_a_solo_turn_tells_what_the_overlord_did_and_focus_lands_on_the_first_choice(page, server):
    page.goto(f"{server.url}play.html?game=ming-voyages&setup=solo")
    assert wait_ready(page) == "ready"
    assert page.locator("#recap-box").is_hidden()                   # nothing has happened yet
    for _ in range(30):                    # until the Overlord has answered a whole move of the Emperor
        choose(page)
        if "Overlord" in page.locator("#recap").inner_text():
            break
    assert page.locator("#recap-box").is_visible()
    assert page.locator("#recap-title").inner_text() == "Since your last move"
    assert page.evaluate("document.activeElement.closest('#choices') !== null")
    # on a phone the summary and the board come before the choices
    page.set_viewport_size({"width": 375, "height": 740})
    order = page.evaluate("""['recap-box', 'board', 'choices'].map(id =>
        document.getElementById(id).getBoundingClientRect().top)""")
    assert order == sorted(order), order


def test_the_computer_plays_at_a_readable_pace_that_can_be_sped_up_or_skipped(browser, server):
    ctx = browser.new_context(service_workers="block")        # no pace set: the readable default
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}play.html?game=ming-voyages&setup=vs-overlord")
        assert wait_ready(page) == "ready"
        assert page.locator("#pace-faster").inner_text() == "Faster"
        moves: list[str] = []
        for _ in range(20):
            if page.get_attribute("html", "data-seat") != page.get_attribute("html", "data-viewer"):
                break
            choose(page)
        started = time.perf_counter()
        page.wait_for_selector("html[data-seat='1']", state="attached", timeout=60_000)
        moves.append(page.get_attribute("html", "data-moves"))
        page.wait_for_selector(f"html:not([data-moves='{moves[-1]}'])", state="attached", timeout=60_000)
        assert time.perf_counter() - started > 0.5, "a pause before each of the computer's moves"
        page.click("#pace-faster")
        assert page.locator("#pace-faster").inner_text() == "Fastest"
        assert page.evaluate("localStorage.getItem('pygame:pace')") == "fast"
        if page.locator("#pace-skip").is_visible():
            page.click("#pace-skip")
        page.wait_for_selector("html[data-seat='0'][data-busy='0']", state="attached", timeout=60_000)
    finally:
        ctx.close()


def test_game_over_panel_names_the_winner_and_offers_rematch_replay_and_share(page, server):
    page.goto(f"{server.url}play.html?game={FIXTURE}")
    assert wait_ready(page) == "ready"
    play_fixture_to_end(page)
    panel = page.locator("#game-over")
    assert panel.is_visible()
    title = page.locator("#game-over-title").inner_text()
    assert "won" in title or "draw" in title
    for button in ("#rematch", "#new-game", "#over-replay", "#over-share"):
        assert page.locator(button).is_visible(), button
    first = page.url
    page.click("#rematch")
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-moves") == "0" and page.url != first
    assert page.locator("#game-over").is_hidden()


def test_the_replay_steps_by_whole_move_with_sub_steps_keys_and_a_way_back(page, server):
    page.goto(f"{server.url}play.html?game=ming-voyages&setup=solo")
    assert wait_ready(page) == "ready"
    for _ in range(14):
        choose(page)
    game_url = page.url
    page.click("#replay-open")
    assert wait_ready(page) == "ready"
    for button in ("#replay-first", "#replay-prev", "#replay-next", "#replay-last"):
        assert page.locator(button).inner_text().strip(), f"{button} has visible words"
    assert page.locator("#replay-step").inner_text().startswith("move 0")
    page.click("#replay-last")
    settle(page, None)
    total = int(page.get_attribute("html", "data-moves"))
    whole = int(page.locator("#replay-step").inner_text().split(" of ")[1].split()[0].rstrip(","))
    assert 0 < whole < total, (whole, total)           # whole moves, fewer than the decisions in them
    page.click("#replay-first")
    settle(page, None)
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("html:not([data-moves='0'])[data-busy='0']", state="attached")
    after_one = int(page.get_attribute("html", "data-moves"))
    assert after_one >= 1
    page.keyboard.press("Shift+ArrowLeft")
    page.wait_for_selector(f"html[data-moves='{after_one - 1}'][data-busy='0']", state="attached")
    page.keyboard.press("End")
    page.wait_for_selector(f"html[data-moves='{total}'][data-busy='0']", state="attached")
    assert page.locator("#replay-exit").inner_text() == "Back to the game"
    page.click("#replay-exit")
    assert wait_ready(page) == "ready"
    assert page.locator("#replay-bar").is_hidden() and page.url.split("?")[1] == game_url.split("?")[1]


def test_the_lobby_imports_a_save_file(page, server, tmp_path):
    page.goto(f"{server.url}play.html?game={FIXTURE}")
    assert wait_ready(page) == "ready"
    choose(page)
    position = page.get_attribute("html", "data-hash")
    path = export_save(page, tmp_path / "save.json")
    page.evaluate("localStorage.clear()")
    page.click("#home")
    page.wait_for_selector("html[data-lobby=ready]", state="attached")
    bad = tmp_path / "bad.json"
    bad.write_text("not json")
    page.set_input_files("#lobby-import", str(bad))
    page.wait_for_selector("#lobby-notice:has-text('not a saved game')")
    page.set_input_files("#lobby-import", str(path))
    assert wait_ready(page) == "ready"
    assert page.get_attribute("html", "data-hash") == position
    assert "imported" in page.locator("#notice").inner_text()
    assert json.loads(page.evaluate("JSON.stringify(Object.keys(localStorage))"))
