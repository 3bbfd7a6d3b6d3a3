"""The Death of Heaven panel (``render/panel.py``): drawn from a seat's view only, in player words, well formed.

Random games of both modes are stopped at many points; at each, every seat's panel (and a spectator's) is
checked: the seat's own hand is drawn face up and nobody else's hand card is, a March card stays hidden from
the others until the reveal (DH-PERS-9), the HTML is balanced, and no internal id reaches the text a player
reads.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from pygame_rules.catalog.death_of_heaven.content.cards import CARD
from pygame_rules.catalog.death_of_heaven.content.factions import FACTION_IDS
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.render.cardface import card_html, card_words
from pygame_rules.catalog.death_of_heaven.render.panel import panel_html
from pygame_rules.catalog.death_of_heaven.rules.march import commits as march_commits
from pygame_rules.engine.rng import Rng

VOID = {"br", "img", "hr", "input", "meta", "link"}


class _Reader(HTMLParser):
    """Collects the text a player reads and the card ids drawn face up, and checks that tags nest."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.text: list[str] = []
        self.cards: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)
        card = dict(attrs).get("data-card")
        if card:
            self.cards.append(card)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (tag, self.stack[-3:])
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def read(html: str) -> _Reader:
    r = _Reader()
    r.feed(html)
    r.close()
    assert r.stack == []
    return r


def states(seed: int, players: int, mode: str, every: int = 23):
    s = GAME.new_game(seed, players=players, mode=mode)
    pick = Rng(seed)
    n = 0
    while GAME.outcome(s) is None:
        if n % every == 0:
            yield s
        s = GAME.apply(s, pick.choice(GAME.legal_actions(s)))
        n += 1
    yield s


IDS = re.compile(r"\b(?:[a-z]{3}\d\d|[gn]\d{2,3}|p[ad]\d|" + "|".join(FACTION_IDS) + r")\b")
"""Card ids (``cao01``, ``g139``, ``n01``), Promise card ids (``pa1``) and faction ids (``cao_cao``)."""


@pytest.mark.parametrize("seed,players,mode", [(1, 4, "simple"), (2, 5, "full"), (3, 6, "simple"), (4, 6, "full")])
def test_DH_PERS_9_each_panel_shows_its_own_hand_and_hides_the_others(seed, players, mode):
    seen_march = False
    for s in states(seed, players, mode):
        commits = march_commits(s)
        for seat in [*range(players), None]:
            r = read(panel_html(GAME.view(s, seat), seat))
            drawn = set(r.cards)
            for p in range(players):
                hand = set(s.hand[p]) - {c for f in s.bf for c in f} - set(s.wboard)
                if p == seat:
                    assert hand <= drawn
                else:
                    assert not hand & drawn, (seat, p)
            for p, card in commits.items():
                if int(p) != seat:
                    seen_march = True
                    assert card not in drawn or card in set(s.wboard) | {c for f in s.bf for c in f}
            text = " ".join(r.text)
            assert not IDS.search(text), IDS.search(text)
            assert "Seat " not in text and "None" not in text
    assert seen_march or mode == "full"


def test_the_panel_names_the_war_the_tallies_and_every_faction():
    for s in states(7, 5, "simple", every=11):
        if s.battle is not None and any(s.bf):
            break
    view = GAME.view(s, s.attacker)
    text = " ".join(read(panel_html(view, s.attacker)).text)
    assert TERRITORY[s.battle["target"]].name in text and TERRITORY[s.battle["target"]].hanzi in text
    assert f"Attack {view['battle']['attack']}" in text and f"Defense {view['battle']['defense']}" in text
    for f in ("Cao Cao", "Lu Bu", "Liu Bei", "Sun Ce", "Liu Biao"):
        assert f in text
    assert "The Emperor Xian card" in text and "Wandering generals" in text


def test_a_card_face_says_everything_printed_on_it():
    c = CARD["cao01"]                                    # Cao Cao: Attack, Inf 2 Cav 1, Scheme 2, Diplomacy, a skill
    r = read(card_html("cao01", {"infantry": 2}))
    text = " ".join(r.text)
    for piece in ("Cao Cao", "曹操", "Attack", "General", "Cao Cao's deck", "步2", "騎1", "謀2", "Diplomacy",
                  c.skills[0].name, c.skills[0].text, "+2 infantry markers"):
        assert piece in text, piece
    assert r.cards == ["cao01"]
    words = card_words("cao01")
    assert "Infantry 2" in words and "Cavalry 1" in words and "Scheme 2" in words


def test_a_spectator_sees_no_hand_and_the_end_names_the_winners():
    *_, end = states(11, 4, "simple", every=10_000)
    r = read(panel_html(GAME.view(end, None), None))
    text = " ".join(r.text)
    assert "Your hand" not in text and "Game over" in text
    names = [GAME.seat_label(end, w) for w in end.winners]
    assert all(n in text for n in names)
