"""Spring and Autumn in the browser: set up from the lobby, whole games played through the page by clicking the
map, the boards and the choice buttons, saved and reloaded mid-game, and replayed in CPython to the page's
state hash. The context fixture fails any test whose page sent a request off the site's origin."""

from __future__ import annotations

import json
import random
import re
import urllib.parse

import pygame_rules

from .harness import (
    no_seat_numbers,
    play,
    reload_mid_game,
    replayed,
    save_round_trip_and_forged_link,
    settle,
    wait_ready,
)

GAME = pygame_rules.get_game("spring-autumn")


def start(page, server, setup: str, **options) -> None:
    query = urllib.parse.urlencode({"game": "spring-autumn", "setup": setup, "options": json.dumps(options)})
    page.goto(f"{server.url}play.html?{query}")
    assert wait_ready(page) == "ready"


def start_from_lobby(page, server, setup: str, answers: dict[str, str]) -> None:
    """Open the lobby, choose a Spring and Autumn setup and answer its questions, and start."""
    page.goto(server.url)
    card = page.locator("#games [data-game=spring-autumn]")
    card.locator("button").first.click()
    card.locator(f"input[name=setup][value={setup}]").check()
    for name, value in answers.items():
        field = card.locator(f"[name={name}]")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    card.locator("button[type=submit]").click()
    assert wait_ready(page) == "ready", page.locator("#error-message").inner_text()


def test_the_lobby_asks_the_epic_objective_count_only_for_the_epic_game(page, server):
    page.goto(server.url)
    card = page.locator("#games [data-game=spring-autumn]")
    card.locator("button").first.click()
    for setup in ("solo", "table"):
        card.locator(f"input[name=setup][value={setup}]").check()
        count = card.locator("[name=epic_objectives]")
        assert count.count() == 1 and not count.is_visible()
        card.locator("[name=variant]").select_option("epic")
        assert count.is_visible()
        card.locator("[name=variant]").select_option("safety")
        assert not count.is_visible()


def test_solitaire_from_the_lobby_plays_a_whole_game_by_clicking(page, server):
    """The lobby's solitaire: your faction (Wu) against 4 AI players; the game is played to its end by clicking
    the map, the boards and the buttons, reloaded half way, and its record replays to the page's hash."""
    start_from_lobby(page, server, "solo", {"faction": "Wu", "ai_players": "4"})
    assert page.locator("#status").inner_text().startswith("Wu")
    assert "Wu (you)" in page.locator("#panel").inner_text()
    no_seat_numbers(page)
    rng = random.Random(21)
    clicks = play(page, rng, clicks=25)
    reload_mid_game(page)
    clicks += play(page, rng)
    assert clicks > 40 and page.locator("#status").inner_text().startswith("Game over")
    assert "Final scoring" in page.locator("#panel").inner_text()
    no_seat_numbers(page)
    record, state = replayed(page)
    assert record.options["seats"] == ["human", "ai", "ai", "ai", "ai"] and record.options["factions"][0] == "wu"
    assert GAME.outcome(state) is not None
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)
    assert any("(AI) reveals" in line for line in state.log)          # the AI players' cards, told in the log
    assert page.locator("#events li").count() >= 20


def test_a_three_player_game_on_one_device_plays_to_the_end(page, server):
    """Three people on one device: the pass-the-device screen between them, a reload half way, the end."""
    start(page, server, "hotseat", players=3)
    rng = random.Random(3)
    clicks = play(page, rng, clicks=40)
    reload_mid_game(page)
    clicks += play(page, rng)
    assert page.locator("#status").inner_text().startswith("Game over")
    record, state = replayed(page)
    assert record.options["players"] == 3 and GAME.outcome(state) is not None
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)
    no_seat_numbers(page)


def test_a_table_of_a_person_the_computer_and_an_ai_player(page, server):
    """The table setup: Qin by a person, Jin by the computer (its reasons in the log), Qi by the AI deck."""
    start_from_lobby(page, server, "table", {"qin": "a person here", "jin": "the computer", "qi": "an AI player"})
    play(page, random.Random(8), clicks=30)
    log = page.locator("#log").inner_text()
    assert re.search(r"^Jin: .+ — .+", log, re.M), log          # the computer's move, with its reason
    record, state = replayed(page)
    assert any(line.startswith("Qi (AI)") for line in state.log), state.log[-20:]
    assert record.options["factions"] == ["qin", "jin", "qi"] and record.options["seats"] == ["human", "human", "ai"]
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)


def test_move_units_by_clicking_the_map_and_the_board(page, server):
    """Choosing by pointing: the Supply section of your board, then your home on the map as the supply source,
    then (Move Units) the area to move into. Each click offers only what is legal and highlights what is left;
    a click that leaves one choice plays it."""
    start(page, server, "hotseat", players=2)
    buttons = page.locator("#choices button:not(.secondary)")
    while not page.locator("#panel [data-pick='section:supply'].target").count():
        moves = page.get_attribute("html", "data-moves")
        buttons.first.click()                         # the most-honorable token's side
        settle(page, moves)
    assert page.locator("#panel [data-pick^='section:'].target").count() == 5
    moves = page.get_attribute("html", "data-moves")
    page.locator("#panel [data-pick='section:supply']").click()
    settle(page, moves)
    assert buttons.all_inner_texts() == ["Supply with the market in Qin", "Supply with the palace in Qin"]
    page.locator("#board [data-region=qin].target").click()      # narrows to both: Qin holds both
    assert page.locator("#board [data-region=qin].picked").count() == 1
    moves = page.get_attribute("html", "data-moves")
    buttons.first.click()
    settle(page, moves)
    moves = page.get_attribute("html", "data-moves")
    page.get_by_role("button", name="move units").click()
    settle(page, moves)
    if "End the sea moves" in buttons.all_inner_texts():
        moves = page.get_attribute("html", "data-moves")
        page.get_by_role("button", name="end the sea moves").click()
        settle(page, moves)
    labels = buttons.all_inner_texts()
    assert "Move infantry from Qin to Guo" in labels, labels
    reachable = {t.get_attribute("data-region") for t in page.locator("#board .sa-board [data-region].target").all()}
    assert {"qin", "guo", "hexi", "yu"} <= reachable and "wei" not in reachable
    assert page.locator("#board [data-region=guo] .unit").count() == 0
    moves = page.get_attribute("html", "data-moves")
    page.locator("#board [data-region=guo]").click()
    settle(page, moves)                               # one choice was left, so it was played
    assert page.locator("#board [data-region=guo] .unit").count() == 1
    assert "Guo" in page.locator("#log").inner_text()


def test_undo_export_import_and_a_forged_link(page, server, tmp_path):
    """The page's tools work for Spring and Autumn: undo takes back a move that revealed nothing, a save is
    exported and imported to the same position, and a link whose move is not legal is refused in words with
    nothing stored changed."""
    start(page, server, "hotseat", players=2)
    position = page.get_attribute("html", "data-hash")
    moves = page.get_attribute("html", "data-moves")
    page.get_by_role("button", name="turn the token to the sun side").click()   # Qin holds the token
    settle(page, moves)
    assert page.get_attribute("html", "data-hash") != position and not page.locator("#undo").is_disabled()
    moves = page.get_attribute("html", "data-moves")
    page.click("#undo")
    settle(page, moves)
    assert page.get_attribute("html", "data-hash") == position
    play(page, random.Random(12), clicks=4)
    save_round_trip_and_forged_link(page, server, tmp_path / "sa.json", "spring-autumn",
                                    {"action": "build", "exchange": "yes"})
