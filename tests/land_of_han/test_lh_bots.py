"""The computer warlord (spec 5): it writes whole sheets for every seat to the end of the game, from its own view
only, with reasons in a player's words, and beats warlords who write random sheets."""

from __future__ import annotations

import re

import pytest

from pygame_rules.ai.base import bots_for, make_bot
from pygame_rules.catalog.land_of_han.bots import PERSONAS, Planner, Warlord
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.engine.rng import Rng

INTERNAL = re.compile(r"\b(a\d+|h\d+|[nsew][A-Z][a-z]+)\b|Seat \d|_")


def play(seed: int, bots: list[str], **options):
    s = GAME.new_game(seed, **options)
    players = [make_bot(b, GAME) for b in bots]
    rng = Rng(seed)
    reasons = []
    while GAME.current_seat(s) is not None:
        seat = GAME.current_seat(s)
        legal = GAME.legal_actions(s)
        d = players[seat].choose(GAME, GAME.view(s, seat), seat, legal, rng)
        assert d.action in legal
        reasons.append(d.reason)
        s = GAME.apply(s, d.action)
    return s, reasons


@pytest.mark.parametrize("options", [{"players": 4, "years": 3}, {"players": 3, "turns": "igougo", "years": 3},
                                     {"players": 2, "map": "expanded", "years": 3}])
def test_the_warlord_plays_every_seat_to_the_end_with_reasons_in_a_players_words(options):
    s, reasons = play(7, ["han-warlord"] * options["players"], **options)
    assert GAME.outcome(s) is not None
    assert all(reasons) and not [r for r in reasons if INTERNAL.search(r)]


def test_the_warlords_choice_is_the_same_when_only_what_it_cannot_see_changes():
    s = GAME.new_game(4, players=4)
    bots = [make_bot("han-warlord", GAME) for _ in range(4)]
    rng = Rng(4)
    checked = 0
    while GAME.current_seat(s) is not None and s.season < 6:
        seat = GAME.current_seat(s)
        legal = GAME.legal_actions(s)
        d = bots[seat].choose(GAME, GAME.view(s, seat), seat, legal, Rng(1))
        other = GAME.resample_hidden(s, seat, Rng(checked))
        other.coins = [c + 5000 if p != seat else c for p, c in enumerate(other.coins)]   # hidden treasuries
        assert bots[seat].choose(GAME, GAME.view(other, seat), seat, GAME.legal_actions(other), Rng(1)) == d
        checked += 1
        s = GAME.apply(s, bots[seat].choose(GAME, GAME.view(s, seat), seat, legal, rng).action)
    assert checked > 100


def test_the_warlord_beats_warlords_writing_random_sheets():
    wins = 0
    for g in range(8):
        me = g % 4
        bots = ["han-warlord" if p == me else "random" for p in range(4)]
        s, _ = play(500 + g, bots, players=4, years=5)
        wins += me in GAME.outcome(s).winners
    assert wins >= 6


def test_difficulties_and_personas_are_offered_and_change_the_plan():
    names = set(bots_for(GAME))
    assert {"han-warlord", "han-warlord-easy", "han-warlord-hard"} <= names
    assert all(f"han-warlord-{p.name}{d}" in names for p in PERSONAS for d in ("", "-easy", "-hard"))
    s = GAME.new_game(2, players=4)
    view = GAME.view(s, 0)
    easy, normal, hard = (Planner(view, 0, PERSONAS[1], Warlord(None, d).level) for d in ("easy", "normal", "hard"))
    assert easy.p.attack > normal.p.attack > hard.p.attack
    assert easy.reserve > normal.reserve == hard.reserve
    assert easy.p.armies < normal.p.armies <= hard.p.armies
