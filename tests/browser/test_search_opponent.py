"""The search opponent in the page: chosen in the lobby with its thinking time, thinking in the worker with a
progress bar and the move it likes best so far, told to move now, and a hint for the player's own decision."""

from __future__ import annotations

import random
import re

import pygame_rules

from .harness import decide, replayed, settle, wait_for_person, wait_ready

GAME = pygame_rules.get_game("ming-voyages")


def open_lobby_form(page, server, game_id: str):
    page.goto(server.url)
    page.wait_for_selector("html[data-route=lobby][data-lobby=ready]", state="attached", timeout=120_000)
    card = page.locator(f"[data-game='{game_id}']")
    card.locator("button").first.click()
    return card


def test_the_lobby_offers_the_search_opponent_only_where_a_computer_plays(page, server):
    card = open_lobby_form(page, server, "ming-voyages")
    card.locator("input[value=hotseat]").check()
    assert card.locator("select[name=opponent]").count() == 0
    card.locator("input[value=vs-emperor]").check()
    labels = card.locator("select[name=opponent] option").all_inner_texts()
    assert labels[0] == "The game's own (moves at once)"
    assert any("about 0.3 s a move" in x for x in labels) and any("about 3 s a move" in x for x in labels)
    lh = open_lobby_form(page, server, "land-of-han")          # a setup with questions of its own
    assert lh.locator("input[value=solo]").is_checked() and lh.locator("select[name=opponent]").count() == 1


def test_the_search_opponent_thinks_in_view_moves_now_and_gives_hints(page, server):
    card = open_lobby_form(page, server, "ming-voyages")
    card.locator("input[value=vs-emperor]").check()             # the computer is the Emperor, who moves first
    card.locator("select[name=opponent]").select_option("search-strong")
    card.locator("form button[type=submit]").click()
    assert wait_ready(page) == "ready"
    # It thinks where the player can see it: the bar fills, the count of simulated games and the best move so far.
    page.wait_for_selector("#thinking:not([hidden]) #thinking-text:has-text('best move so far')", timeout=60_000)
    text = page.locator("#thinking-text").inner_text()
    assert text.startswith("The Emperor has played out") and "simulated games. Its best move so far has an estimated " in text
    assert float(page.get_attribute("#thinking-bar", "value") or 0) > 0
    assert page.locator("#move-now").is_enabled()
    moves = page.get_attribute("html", "data-moves")
    page.click("#move-now")                                      # long before its 3 seconds
    settle(page, moves)                                          # played (the Emperor may think on at once)
    log = page.locator("#log").inner_text()
    assert "Emperor:" in log
    # A hint for the Overlord's own decision: said in words, nothing played.
    rng = random.Random(5)
    for _ in range(40):                                         # to the Overlord's first real choice
        if page.get_attribute("html", "data-viewer") == page.get_attribute("html", "data-seat") and \
                page.locator("#choices button:not(.secondary)").count() > 1:
            break
        if page.locator("#thinking:not([hidden])").count():
            page.click("#move-now")
        settle(page, None)
        page.wait_for_timeout(50)
        if page.get_attribute("html", "data-viewer") == page.get_attribute("html", "data-seat"):
            buttons = page.locator("#choices button:not(.secondary)")
            if buttons.count() == 1:
                moves = page.get_attribute("html", "data-moves")
                buttons.first.click()
                settle(page, moves)
    assert page.get_attribute("html", "data-viewer") == page.get_attribute("html", "data-seat")
    moves = page.get_attribute("html", "data-moves")
    assert page.locator("#hint").is_visible()
    page.click("#hint")
    page.wait_for_selector("#thinking:not([hidden]) #thinking-text:has-text('Best so far: ')")   # yours: named
    assert page.locator("#thinking-text").inner_text().startswith("Looking for a hint:")
    page.wait_for_selector("#hint-box:not([hidden])", timeout=60_000)
    what, why = page.locator("#hint-what").inner_text(), page.locator("#hint-why").inner_text()
    assert what and why.startswith("An estimated ") and "simulated games in" in why and "from what your seat may see" in why
    assert what not in why
    _, state = replayed(page)                                   # the hint names one of the choices offered
    offered = [GAME.describe_action(state, a) for a in GAME.legal_actions(state)]
    assert what in [text[0].upper() + text[1:] for text in offered]                # as a sentence begins
    assert page.get_attribute("html", "data-moves") == moves
    # Playing on hides the hint; the computer's next turn thinks again.
    buttons = page.locator("#choices button:not(.secondary)")
    buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_selector(f"html:not([data-moves='{moves}'])", state="attached", timeout=60_000)
    assert page.locator("#hint-box").is_hidden()


def test_a_hint_against_the_ai_players_weighs_every_choice_in_the_same_deals(page, server):
    """Spring and Autumn's solitaire (Wu against four rulebook AI players): the hint thinks in paired rounds from the
    person's view, names one of the choices offered, and says its figures were got by playing every choice in the
    same deals (``Search.explain``); nothing is played."""
    sa = pygame_rules.get_game("spring-autumn")
    card = open_lobby_form(page, server, "spring-autumn")
    card.locator("input[name=setup][value=solo]").check()
    card.locator("[name=faction]").select_option("Wu")
    card.locator("[name=ai_players]").fill("4")
    card.locator("button[type=submit]").click()
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()
    rng = random.Random(4)
    for _ in range(80):                                         # to a decision of a few choices: rounds are cheap
        assert wait_for_person(page)
        _, state = replayed(page)
        if 2 <= len(sa.legal_actions(state)) <= 12:
            break
        decide(page, rng)
    else:
        raise AssertionError("no decision of 2 to 12 choices")
    moves = page.get_attribute("html", "data-moves")
    page.click("#hint")
    page.wait_for_selector("#hint-box:not([hidden])", timeout=60_000)
    what, why = page.locator("#hint-what").inner_text(), page.locator("#hint-why").inner_text()
    assert re.search(r"\(every choice played in the same \d+ deals?\)\. \(\d+ simulated games in ", why), why
    assert why.startswith("An estimated ") and why.endswith("from what your seat may see.)")
    offered = [sa.describe_action(state, a) for a in sa.legal_actions(state)]
    assert what in [text[0].upper() + text[1:] for text in offered]
    assert page.get_attribute("html", "data-moves") == moves
