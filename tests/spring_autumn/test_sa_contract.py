"""The engine contract for Spring and Autumn: views hide what a seat may not see (AMB-87), resampling,
JSON round trips, and whole games where everybody passes (step 1 of docs/spring-autumn-plan.md)."""

from __future__ import annotations

import random

from sa_helpers import new

import pygame_rules
from pygame_rules.catalog.spring_autumn.game import GAME
from pygame_rules.catalog.spring_autumn.rules.upkeep import end_game
from pygame_rules.engine import conformance as C
from pygame_rules.engine.rng import Rng


def _with_secrets(seed=1):
    s = new(seed)
    s.players[1]["dishonor"] = [s.dishonor_pool.pop(), s.dishonor_pool.pop()]
    s.players[0]["dishonor"] = [s.dishonor_pool.pop()]
    card = s.market[0]
    s.market[0] = s.phil_deck.pop()
    s.players[1]["philosophies"].append({"id": card, "up": False, "token": None})
    s.players[1]["philosophies"][0]["token"] = ["dishonor", s.dishonor_pool.pop()]
    return s


def test_AMB_87_view_hides_other_dishonor_values_and_private_objectives():
    s = _with_secrets()
    v = GAME.view(s, 0)
    other, me = v["players"][1], v["players"][0]
    assert other["dishonor"] is None and other["dishonor_tokens"] == 2
    assert other["objectives"] is None and other["objectives_count"] == 5
    assert me["dishonor"] == s.players[0]["dishonor"] and me["objectives"] == s.players[0]["objectives"]
    text = repr(v)
    for o in s.players[1]["objectives"]:
        if o not in s.players[0]["objectives"]:
            assert o not in text


def test_view_hides_face_down_philosophies_tokens_and_deck_orders():
    s = _with_secrets()
    v = GAME.view(s, 0)
    cards = v["players"][1]["philosophies"]
    assert cards[-1] == {"id": None, "up": False, "token": None, "status": "usable next turn"}
    assert cards[0]["token"] == "dishonor"
    assert GAME.view(s, 1)["players"][1]["philosophies"][-1]["id"] == s.players[1]["philosophies"][-1]["id"]
    assert isinstance(v["world_deck"], int) and isinstance(v["public_deck"], int) and isinstance(v["phil_deck"], int)
    assert v["kingdom"] == {"zhou": 3, "song": 1, "yan": 1, "yue": 1}
    assert v["tribes"] == {t: True for t in s.tribes}
    spectator = GAME.view(s, None)
    assert all(p["dishonor"] is None and p["objectives"] is None for p in spectator["players"])


def test_SA_END_1_dishonor_revealed_at_the_end():
    s = _with_secrets()
    end_game(s, "test")
    v = GAME.view(s, 0)
    assert v["players"][1]["dishonor"] == s.players[1]["dishonor"]


def test_resample_hidden_keeps_the_view_and_redraws_secrets():
    s = _with_secrets()
    changed = 0
    for k in range(5):
        r = GAME.resample_hidden(s, 0, Rng(k))
        assert GAME.view(r, 0) == GAME.view(s, 0)
        GAME.check_invariants(r)
        changed += r.players[1]["objectives"] != s.players[1]["objectives"]
        assert r.players[0]["objectives"] == s.players[0]["objectives"]
        assert r.players[0]["dishonor"] == s.players[0]["dishonor"]
        deck = r.world_deck
        assert deck.index("dragons_erupt") < len(deck) // 2 + 1
    assert changed


def test_whole_five_player_game_of_passes_keeps_invariants_and_round_trips():
    s = new(7, players=5)
    chooser = random.Random(7)
    turns = set()
    while not GAME.is_over(s) and s.turn <= 8:
        GAME.check_invariants(s)
        for i in range(s.n):
            assert all(v >= 0 for v in (s.players[i]["honor"], s.players[i]["knowledge"], s.players[i]["commerce"]))
        back = GAME.state_from_json(GAME.state_to_json(s))
        assert GAME.state_hash(back) == GAME.state_hash(s)
        assert GAME.legal_actions(back) == GAME.legal_actions(s)
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, {"action": "pass"} if {"action": "pass"} in legal else chooser.choice(legal))
        turns.add(s.turn)
    assert len(turns) >= 8
    assert all(p["commerce"] == 2 * (s.turn - 1) for p in s.players)   # 5 cubes each turn -> 2 commerce
    assert len(s.public_up) == s.turn


def test_random_playouts_pass_the_conformance_checks():
    for seed, opts in enumerate(GAME.conformance_options):
        p = C.random_playout(GAME, seed, opts, invariants=GAME.check_invariants)
        assert GAME.outcome(p.final) is not None and GAME.legal_actions(p.final) == []
        C.check_replay_deterministic(p)
        C.check_state_json(p, every=3)
        C.check_views_hide(p, resamples=2, every=5)


def test_apply_leaves_the_given_state_unchanged():
    s = new(3)
    h = GAME.state_hash(s)
    GAME.apply(s, {"face": "moon"})
    assert GAME.state_hash(s) == h


def test_registered_in_the_catalog():
    assert "spring-autumn" in pygame_rules.games()
    assert pygame_rules.get_game("spring-autumn") is GAME


def test_every_offered_choice_has_plain_words():
    """describe_action never falls back to raw JSON for the choices random play meets."""
    for seed in range(4):
        s = GAME.new_game(seed, players=5, turn_limit=6)
        r = Rng(seed)
        while GAME.outcome(s) is None:
            legal = GAME.legal_actions(s)
            for a in legal:
                words = GAME.describe_action(s, a)
                assert not words.startswith("{"), (s.tasks[-1]["t"], a)
            s = GAME.apply(s, legal[r.below(len(legal))])
