"""Clicking what a choice points at (``words/targets.py``): every token of a legal action names a card, territory,
faction or Promise card that the deciding seat's panel draws with the matching attribute, so the click can
narrow the choices. Cards the seat sees only inside the decision (Foresight's look at the top of its deck, a
discard pile's card to take back) are offered as buttons only."""

from __future__ import annotations

import re

import pytest

from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.render.panel import panel_html
from pygame_rules.engine.rng import Rng

BUTTON_ONLY = {"take", "retrieve"}
ATTRS = re.compile(r'data-(card|pick|region)="([^"]+)"')


def drawn(html: str) -> set[str]:
    out = set()
    for kind, value in ATTRS.findall(html):
        out.add(value if kind == "pick" else f"{'card' if kind == 'card' else 'region'}:{value}")
    return out


@pytest.mark.parametrize("seed,players,mode", [(21, 4, "simple"), (22, 6, "full"), (23, 5, "simple")])
def test_every_choice_points_at_something_the_deciding_seat_sees(seed, players, mode):
    s = GAME.new_game(seed, players=players, mode=mode)
    pick = Rng(seed)
    kinds = set()
    while GAME.outcome(s) is None:
        seat = GAME.current_seat(s)
        legal = GAME.legal_actions(s)
        if seat is not None and s.board:
            shown = drawn(panel_html(GAME.view(s, seat), seat))
            for a in legal:
                tokens = GAME.choice_targets(s, a)
                kinds.update(t.split(":")[0] for t in tokens)
                if a["do"] not in BUTTON_ONLY:
                    assert set(tokens) <= shown, (a, set(tokens) - shown)
        s = GAME.apply(s, pick.choice(legal))
    assert {"card", "region", "seat", "promise"} <= kinds


def test_tokens_are_read_by_key_not_by_type():
    assert GAME.choice_targets(None, {"do": "play", "card": "cao01"}) == ["card:cao01"]
    assert GAME.choice_targets(None, {"do": "give", "card": "pa1", "to": 2, "ask": "march"}) == ["promise:pa1",
                                                                                               "seat:2"]
    assert GAME.choice_targets(None, {"do": "target", "territory": "xiaopei"}) == ["region:xiaopei"]
    assert GAME.choice_targets(None, {"do": "answer", "pledge": True, "side": "attack", "claim": None,
                                      "ask": "march"}) == []
