"""The board drawing: valid SVG for every position, pieces and counts shown, nothing hidden drawn."""

from __future__ import annotations

import re
import xml.dom.minidom

from scenario import position

import build
from pygame_rules.catalog.ming_voyages.content.cards import CARD
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.logrules import PATTERNS
from pygame_rules.catalog.ming_voyages.render import board_svg, panel_html, render
from pygame_rules.engine.conformance import random_playout


def test_every_position_of_random_games_draws_valid_svg():
    for seed, options in [(1, {}), (2, {"mode": "solo", "difficulty": "brutal"})]:
        p = random_playout(GAME, seed, options, check_steps=False)
        for state in p.states[::3] + [p.final]:
            for seat in (0, 1, None):
                drawn = render(GAME.view(state, seat), seat)
                xml.dom.minidom.parseString(drawn["svg"])          # well-formed
                xml.dom.minidom.parseString(f"<div>{drawn['panel']}</div>")


def test_board_shows_every_region_with_its_pieces_and_counts():
    s = position(troops={"MH": 3, "yunnan": 2}, hordes={"WM": 4, "gansu": 2}, settlements={"gansu": 1},
                 gold={"MH": 2, "SCS": 1}, junks_scs=3, voyages=[2, 5], hands=([1], [2, 3, 4, 5]))
    svg = board_svg(GAME.view(s, 0))
    for region in ("MH", "SCS", "yunnan", "sichuan", "gansu", "shanxi", "liaodong", "WM", "EM", "MAN"):
        assert f'data-region="{region}"' in svg
    for n in range(1, 8):
        assert f'data-voyage="{n}"' in svg
    assert svg.count('class="voyage done"') == 2
    assert "<title>3 Troops</title>" in svg and "<title>4 Hordes</title>" in svg
    assert "<title>1 Settlement</title>" in svg and "<title>3 Junks</title>" in svg and "<title>2 Gold</title>" in svg
    # pieces are told apart by shape: squares, triangles, discs, diamonds, hulls (paths, not <rect>: the page's
    # generic ".target rect" rule would restyle the squares of a target region)
    assert re.search(r'class="piece troop"><title>[^<]*</title><path d="M[\d.]+,[\d.]+h18v18h-18z"', svg)
    assert 'class="piece horde"><title>4 Hordes</title><polygon' in svg
    assert 'class="piece settlement"><title>1 Settlement</title><circle' in svg
    assert 'class="piece gold"><title>2 Gold</title><polygon' in svg
    assert "<rect" not in svg.replace('<rect class="paper"', "")


def test_the_opponents_hand_and_reserve_are_drawn_face_down_in_two_player_games():
    s = position(hands=([1, 2, 3], [24, 25, 26, 27]), reserves=([4], [22]))
    panel = panel_html(GAME.view(s, 0), 0)
    for hidden in (24, 25, 26, 27, 22):
        assert f'data-card="{hidden}"' not in panel and CARD[hidden].name not in panel
    assert panel.count('class="card back"') == 5
    assert 'data-card="4"' in panel and 'data-card="1"' in panel


def test_solo_shows_both_hands_the_cube_and_the_difficulty_cards():
    s = position(mode="solo", difficulty="moderate", hands=([1, 2, 3], [24, 25, 26, 27]), cube="right")
    panel = panel_html(GAME.view(s, 0), 0)
    assert 'data-card="24"' in panel and "cube on the <b>right</b>" in panel
    assert "1 CP → Level 1 · 2 CP → Level 2 · 3 CP → Level 2" in panel and "win needs 5 Voyages" in panel


def test_battle_dice_are_drawn():
    """The Emperor holds a reserved card, so the battle waits for its re-roll decision with the dice out."""
    s = position("overlord", troops={"sichuan": 2}, hordes={"WM": 3}, hands=([1], [27, 2, 3, 4]),
                 reserves=([5], []))
    s.rng.script = [5, 5, 3, 1, 2, 4]
    s = GAME.apply(s, {"play": "cp", "card": 27})
    s = GAME.apply(s, {"cp": "attack"})
    s = GAME.apply(s, {"send": 3, "from": "WM"})
    assert s.tasks[-1]["t"] == "battle" and GAME.current_seat(s) == 0
    svg = board_svg(GAME.view(s, 0))
    assert "Battle in Sichuan, round 1" in svg
    assert svg.count('class="die ') == 6


def test_every_log_line_and_move_links_to_a_rule_in_the_rules_reference():
    reference = GAME.rules_markdown()
    for _, rule in PATTERNS:
        assert f"**{rule}**" in reference, rule
    for seed, options in [(4, {}), (5, {"mode": "solo", "difficulty": "hard"})]:
        p = random_playout(GAME, seed, options, check_steps=False)
        assert all(GAME.rule_for(line) for line in p.final.log)
        assert all(GAME.rule_for(GAME.public_description(p.states[i], a)) for i, a in enumerate(p.actions))


def test_the_rules_page_anchors_every_rule_id():
    page = build.rules_page("ming-voyages", GAME.rules_markdown())
    for rule in re.findall(r"\*\*(MV-[A-Z-]+-\d+)\*\*", GAME.rules_markdown()):
        assert f'id="{rule}"' in page, rule
    xml.dom.minidom.parseString(page.split("<body>", 1)[1].replace("</html>", "").join(["<body>", ""]))


def test_text_from_the_view_is_escaped():
    """The log (read for the last battle) and the view's counts reach the markup only escaped."""
    v = GAME.view(position(troops={"sichuan": 1}), 0)
    v["log"] = ["battle in <script>alert(1)</script>, round 1: Emperor rolls [1, 2, 3] (single 3)"]
    v["troops"]["yunnan"] = "<b>2</b>"
    v["supply"]["gold"] = "<i>x</i>"
    drawn = render(v, 0, None)
    assert "<script" not in drawn["svg"] and "&lt;script&gt;alert(1)&lt;/script&gt;" in drawn["svg"]
    assert "<b>2</b>" not in drawn["svg"] and "&lt;b&gt;2&lt;/b&gt;" in drawn["svg"]
    assert "<i>x</i>" not in drawn["panel"]
    xml.dom.minidom.parseString(drawn["svg"])
