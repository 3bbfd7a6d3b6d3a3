"""Every text of the board fits its box, none overlaps another, and none is drawn under 11 px on a phone.

Widths are estimated with DejaVu Sans (``render/text.py``), the widest of the common
``system-ui`` fonts; the browser test ``tests/browser/test_board_sizes.py`` measures the real ones.
"""

from __future__ import annotations

import copy
import re
import xml.etree.ElementTree as ET

import pytest
from scenario import position

from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.catalog.ming_voyages.render import render
from pygame_rules.catalog.ming_voyages.render.board import (
    BOXES,
    F_NAME,
    MIN_FONT,
    PAD,
    STRIP_BOX,
    VOY_BOX,
    H,
    W,
    board_svg,
)
from pygame_rules.catalog.ming_voyages.render.text import ASCENT, DESCENT, text_width, wrap
from pygame_rules.engine.conformance import random_playout

SVG = "{http://www.w3.org/2000/svg}"
PHONE_BOARD_PX = 343        # the narrowest the board is drawn on a 375-pixel phone


def _texts(svg: str):
    """Every <text>: (string, size, bold, left, right, top, bottom, the ancestors' elements)."""
    root = ET.fromstring(svg)
    out = []

    def walk(el, dx, dy, ancestors):
        m = re.fullmatch(r"translate\(([-\d.]+),([-\d.]+)\)", el.get("transform", "") or "translate(0,0)")
        dx, dy = dx + float(m[1]), dy + float(m[2])
        if el.tag == SVG + "text":
            s = "".join(el.itertext())
            size = float(el.get("font-size"))
            bold = el.get("font-weight") == "700"
            w = text_width(s, size, bold)
            x, y = float(el.get("x")) + dx, float(el.get("y")) + dy
            left = {"start": x, "middle": x - w / 2, "end": x - w}[el.get("text-anchor", "start")]
            out.append((s, size, bold, left, left + w, y - ASCENT * size, y + DESCENT * size, ancestors))
        for child in el:
            walk(child, dx, dy, ancestors + (el,))

    walk(root, 0.0, 0.0, ())
    return out


def _box_of(ancestors):
    """The box a text must stay inside: its region's, Voyage's, the battle strip's, or the board."""
    for el in reversed(ancestors):
        if el.get("data-region"):
            return el.get("data-region"), BOXES[el.get("data-region")]
        if el.get("data-voyage"):
            return f"Voyage {el.get('data-voyage')}", VOY_BOX[int(el.get("data-voyage"))]
        if "battle-dice" in (el.get("class") or ""):
            return "battle strip", STRIP_BOX
    return "board", (0, 0, W, H)


def _in(ancestors, cls: str) -> bool:
    return any(cls in (el.get("class") or "").split() for el in ancestors)


def check_board(svg: str) -> None:
    """Fit, overlap and size checks over one drawn board (raises AssertionError naming the text)."""
    ET.fromstring(svg)
    laid = []
    for s, size, _bold, left, right, top, bottom, anc in _texts(svg):
        assert size >= MIN_FONT, f"{s!r} is {size} units"
        assert size * PHONE_BOARD_PX / W >= 11, f"{s!r} would be under 11 px on a phone"
        if _in(anc, "change-badge") or _in(anc, "battle-badge"):
            assert right - left <= 16 and bottom - top <= 20, f"badge text {s!r} leaves its disc"
            continue
        if _in(anc, "die"):
            assert len(s) == 1 and right - left <= 26 - 8, f"die face {s!r}"
            # a die is 26 units wide around its face
            mid = (left + right) / 2
            laid.append((f"die {s}", mid - 13, mid + 13, top - 2, bottom))
            continue
        name, (bx, by, bw, bh) = _box_of(anc)
        pad = PAD if name != "board" else 4
        assert bx + pad <= left and right <= bx + bw - pad, \
            f"{s!r} ({left:.1f}-{right:.1f}) overflows {name} ({bx}-{bx + bw}, padding {pad})"
        assert by + 2 <= top and bottom <= by + bh - 2, f"{s!r} overflows {name} vertically"
        laid.append((s, left, right, top, bottom))
    for i, a in enumerate(laid):
        for b in laid[i + 1:]:
            if a[3] < b[4] and b[3] < a[4] and a[1] < b[2] and b[1] < a[2]:
                raise AssertionError(f"{a[0]!r} overlaps {b[0]!r}")


def _views():
    for seed, options in [(11, {}), (12, {"mode": "solo", "difficulty": "brutal"})]:
        p = random_playout(GAME, seed, options, check_steps=False)
        prev = None
        for state in p.states[::2] + [p.final]:
            view = GAME.view(state, 0)
            yield view, prev
            prev = view


def test_every_region_name_fits_its_box():
    """By the estimate alone: every region and Voyage name, wrapped as the board wraps it."""
    for key, (_x, _y, w, _h) in BOXES.items():
        size = 16 if key in BORDERLANDS else F_NAME
        lines = wrap(NAMES[key], size, w - 2 * PAD)
        assert " ".join(lines) == NAMES[key]
        for line in lines:
            assert text_width(line, size) <= w - 2 * PAD, f"{line!r} is wider than the {NAMES[key]} box"
    for n, (_x, _y, w, _h) in VOY_BOX.items():
        assert text_width(VOYAGE_NAMES[n], 16) <= w - 2 * PAD, VOYAGE_NAMES[n]
    # the case the player saw: "Western Mongols" is wider than its box on one line, so it is two
    assert text_width("Western Mongols", F_NAME) > BOXES["WM"][2] - 2 * PAD
    assert wrap("Western Mongols", F_NAME, BOXES["WM"][2] - 2 * PAD) == ["Western", "Mongols"]


def test_every_name_is_drawn_whole_in_its_own_box():
    svg = board_svg(GAME.view(position(), 0))
    root = ET.fromstring(svg)
    for g in root.iter(SVG + "g"):
        key = g.get("data-region")
        if key:
            names = [t.text for t in g.iter(SVG + "text") if "name" in (t.get("class") or "")]
            assert " ".join(names) == NAMES[key]
        if g.get("data-voyage"):
            names = [t.text for t in g.iter(SVG + "text") if "name" in (t.get("class") or "")]
            assert names == [VOYAGE_NAMES[int(g.get("data-voyage"))]]
    check_board(svg)


def test_random_games_fit_at_every_step_with_their_marks_of_change():
    for view, since in _views():
        check_board(board_svg(view, since))


def _crowded_view():
    """Two-digit counts everywhere, a battle in the easternmost Borderland late in a long battle."""
    s = position("overlord", troops={"MH": 12, **{bl: 12 for bl in BORDERLANDS}},
                 hordes={**{hl: 12 for hl in HOMELANDS}, **{bl: 12 for bl in BORDERLANDS}},
                 settlements={**{hl: 5 for hl in HOMELANDS}, **{bl: 5 for bl in BORDERLANDS}},
                 gold={"MH": 5, "SCS": 5}, junks_scs=7, voyages=[1, 2, 3, 4, 5, 6, 7], era=2)
    v = GAME.view(s, 0)
    v["round"] = 10
    return v


@pytest.mark.parametrize("step", ["att_roll", "att_reroll", "def_roll", "def_reroll", "resolve"])
def test_crowded_board_fits_with_a_long_battle_on(step):
    v = _crowded_view()
    since = copy.deepcopy(v)
    for counts in (since["troops"], since["hordes"], since["settlements"], since["gold"]):
        for k in counts:
            counts[k] = 0
    since["junks_scs"], since["voyages"] = 0, [False] * 7
    for attacker in (0, 1):
        v["battle"] = {"bl": "liaodong", "attacker": attacker, "step": step, "att": [6, 6, 6], "def": [1, 1, 1],
                       "open": 3, "round": 12, "first": False}
        check_board(board_svg(v, since))


@pytest.mark.parametrize("winner", ["Emperor", "Overlord", "standoff"])
def test_the_last_battle_strip_fits_for_every_region(winner):
    v = _crowded_view()
    for bl in BORDERLANDS:
        name = NAMES[bl]
        v["log"] = [f"battle in {name}, round 11: Overlord rolls [6, 6, 6] (triple 6)",
                    f"battle in {name}, round 11: Emperor rolls [2, 3, 3] (double 3)",
                    ("standoff: single 6 against single 6" if winner == "standoff"
                     else f"a Devastating Blow by the {winner}: triple 6 against double 3"),
                    f"the battle for {name} ends: the {'Overlord' if winner == 'standoff' else winner} holds it"]
        check_board(board_svg(v))


def test_no_text_under_11_px_on_a_phone_in_the_board_or_the_panel_key():
    """The board: MIN_FONT units at 343 px. The panel's SVG glyphs are drawn 1:1 in CSS px (width = viewBox)."""
    assert MIN_FONT * PHONE_BOARD_PX / W >= 11
    drawn = render(GAME.view(position(), 0), 0)
    panel = ET.fromstring(f"<div>{drawn['panel']}</div>")
    glyphs = list(panel.iter(SVG + "svg")) + list(panel.iter("svg"))
    assert len(glyphs) >= 15
    for g in glyphs:
        scale = float(g.get("width")) / float(g.get("viewBox").split()[2])
        for t in list(g.iter(SVG + "text")) + list(g.iter("text")):
            assert float(t.get("font-size")) * scale >= 11
