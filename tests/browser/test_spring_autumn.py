"""Spring and Autumn in the browser: it opens from the lobby's setup, plays through the page (generic board
until its own UI lands) and its record replays in CPython to the page's state hash."""

from __future__ import annotations

import json
import random
import urllib.parse

import pygame_rules

from .harness import wait_ready
from .test_ming import play_to_end

GAME = pygame_rules.get_game("spring-autumn")


def start(page, server, setup: str, **options) -> None:
    query = urllib.parse.urlencode({"game": "spring-autumn", "setup": setup, "options": json.dumps(options)})
    page.goto(f"{server.url}play.html?{query}")
    assert wait_ready(page) == "ready"


def test_a_short_hotseat_game_plays_to_the_end_and_replays_to_the_same_hash(page, server):
    start(page, server, "hotseat", players=2, turn_limit=2)
    assert "Spring and Autumn" in page.locator("#title").inner_text()
    words = page.locator("#choices").inner_text()
    assert "turn the token to the sun side" in words and "{" not in words
    clicks = play_to_end(page, random.Random(5), limit=2000)
    assert clicks > 10 and page.locator("#status").inner_text().startswith("Game over")
    page.click("#share")
    share = page.input_value("#share-link").split("#", 1)[1]
    record, state = pygame_rules.load(share)
    assert record.game == "spring-autumn" and GAME.outcome(state) is not None
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)


def test_solitaire_against_four_ai_factions_plays_and_replays(page, server):
    """The solitaire setup: the player is Qin, the rulebook's AI deck plays the four others inside the rules
    (no computer seat on the page); their turns show in the log with the card they followed."""
    assert [s["id"] for s in GAME.setups()] == ["hotseat", "solo", "link"]
    start(page, server, "solo", turn_limit=2)
    rng = random.Random(11)
    clicks = play_to_end(page, rng, limit=1500)
    assert clicks > 5 and page.locator("#status").inner_text().startswith("Game over")
    page.click("#share")
    share = page.input_value("#share-link").split("#", 1)[1]
    record, state = pygame_rules.load(share)
    assert record.options["seats"] == ["human", "ai", "ai", "ai", "ai"]
    assert any("(AI) reveals" in line for line in state.log)
    assert page.get_attribute("html", "data-hash") == GAME.state_hash(state)
