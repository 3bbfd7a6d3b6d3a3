"""The key to the board: every piece, line, border and mark the board draws is in it, drawn the same way."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from scenario import position

from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.render import render
from pygame_rules.catalog.ming_voyages.render.board import battle_badge, change_badge, glyph
from pygame_rules.catalog.ming_voyages.render.legend import legend_html


def test_the_key_names_every_piece_line_border_and_mark():
    key = legend_html({"era": 1, "round": 1})
    words = re.sub(r"<[^>]+>", "", key)
    for name in ("Troops", "Hordes", "Settlements", "Gold", "Junks", "Route", "Sea lane", "Ming Borderland",
                 "Barbarian Borderland", "Borderland held by nobody", "Battle", "Battle dice", "Completed Voyage",
                 "Changed", "new", "You can pick this", "Picked", "Keyboard focus"):
        assert name in words, name
    # drawn by the board's own functions, so the key cannot drift from the board
    for kind in ("troop", "horde", "settlement", "gold", "junk"):
        assert glyph(kind, 13 if kind != "junk" else 11, 14 if kind != "junk" else 16) in key
    assert battle_badge(22, 14) in key and change_badge(22, 14) in key
    assert 'stroke-dasharray="10 5"' in key                          # the Barbarian border's dashes
    ET.fromstring(f"<div>{key}</div>")


def test_the_key_is_open_in_the_first_round_and_folded_after():
    assert "<details class=\"mv-legend\" open=\"\">" in legend_html({"era": 1, "round": 1})
    assert "<details class=\"mv-legend\">" in legend_html({"era": 1, "round": 2})
    assert "<details class=\"mv-legend\">" in legend_html({"era": 2, "round": 1})


def test_the_panel_holds_the_key_once():
    panel = render(GAME.view(position(), 0), 0)["panel"]
    assert panel.count('class="mv-legend"') == 1
    assert "Key to the board" in panel
