"""The key to the board: every piece, border, line and mark the board draws, with a word on each.

It is a ``<details>`` at the top of the card panel: beside the board on a laptop,
straight under it on a phone. It is open in the first round of the game, when a
new player needs it, and folded to one line after that (a pure function of the
view, so the page needs no memory of it). The glyphs are drawn by the same
functions as the board, so the key cannot drift from what it explains.
"""

from __future__ import annotations

from html import escape
from typing import Any

from .board import DONE_FILL, INK, battle_badge, box_path, change_badge, frame, glyph, round_rect

_GW, _GH = 44, 28


def _svg(inner: str, cls: str = "") -> str:
    return (f'<svg class="key-glyph{f" {cls}" if cls else ""}" viewBox="0 0 {_GW} {_GH}" width="{_GW}" '
            f'height="{_GH}" aria-hidden="true" font-family="system-ui, sans-serif">{inner}</svg>')


def _box(holder: str = "", fill: str = "#f6efdd") -> str:
    return box_path((4, 4, 36, 20), fill, holder, r=5)


def _framed(cls: str) -> str:
    box = (8, 7, 28, 14)
    return f'<g class="{cls}">{box_path(box, "#f6efdd", "", r=4)}{frame(box, r=4)}</g>'


def _line(dashed: bool) -> str:
    if dashed:
        return '<line x1="4" y1="14" x2="40" y2="14" stroke="#3b6e8f" stroke-width="4" stroke-dasharray="5 4"/>'
    return '<line x1="4" y1="14" x2="40" y2="14" stroke="#7d705a" stroke-width="4" stroke-linecap="round"/>'


def _dice() -> str:
    return (f'<path d="{round_rect(1, 2, 20, 20, 4)}" fill="#2a6f5b" stroke="{INK}" stroke-width="1.5"/>'
            f'<path d="{round_rect(23, 2, 20, 20, 4)}" fill="#f4f1ea" stroke="{INK}" stroke-width="1.5"/>')


def _voyage_done() -> str:
    return (f'<path d="{round_rect(2, 2, 40, 24, 5)}" fill="{DONE_FILL}" stroke="{INK}" stroke-width="3"/>'
            + glyph("junk", 11, 16))


ENTRIES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Pieces (the number beside a piece is how many)", (
        (_svg(glyph("troop", 13, 14)), "<b>Troops</b>: the Emperor's army (green square)"),
        (_svg(glyph("horde", 13, 14)), "<b>Hordes</b>: the Overlord's army (white triangle)"),
        (_svg(glyph("settlement", 13, 14)), "<b>Settlements</b>: the Overlord's; they absorb Normal Hits "
                                            "(white disc)"),
        (_svg(glyph("gold", 13, 14)), "<b>Gold</b>: the Emperor's treasure, sent with Junks on Voyages "
                                      "(yellow diamond)"),
        (_svg(glyph("junk", 11, 16)), "<b>Junks</b>: the Emperor's ships, in the South China Sea (green hull)"),
    )),
    ("Lines and borders", (
        (_svg(_line(False)), "<b>Route</b>: pieces move between the regions it joins, both ways. Troops never "
                             "enter a Barbarian Homeland, Hordes never the Ming Homeland"),
        (_svg(_line(True)), "<b>Sea lane</b>: only Junks and Gold go to the South China Sea"),
        (_svg(_box("Ming")), "<b>Ming Borderland</b>: held by the Emperor's Troops (thick solid border)"),
        (_svg(_box("Barbarian")), "<b>Barbarian Borderland</b>: held by Hordes or Settlements "
                                  "(thick dashed border)"),
        (_svg(_box("")), "<b>Borderland held by nobody</b> (thin border)"),
    )),
    ("Marks", (
        (_svg(battle_badge(22, 14)), "<b>Battle</b> under way in this Borderland (crossed swords)"),
        (_svg(_dice()), "<b>Battle dice</b> in the strip at the top: green are the Emperor's, white the "
                        "Overlord's; each row names its side and whether it attacks or defends"),
        (_svg(_voyage_done()), "<b>Completed Voyage</b>: a Junk sits on it and it says <i>done</i>; the others "
                               "are plain blue"),
        (_svg(change_badge(22, 14)), "<b>Changed</b> since your last move (in a replay: by the move shown); "
                                     "<i>Changed on the board</i> says what. A card new in your hand says "
                                     "<span class=\"badge-new\">new</span>"),
    )),
    ("Picking", (
        (_svg(_framed("demo-target"), "demo"), "<b>You can pick this</b>: click or tap it, or press Tab to reach "
                                          "it and Enter to pick (solid outline)"),
        (_svg(_framed("demo-picked"), "demo"), "<b>Picked</b>: the choices show only those that use it; Escape "
                                          "clears (thick outline)"),
        (_svg(_framed("demo-focus"), "demo"), "<b>Keyboard focus</b>: where Enter will pick (dashed outline)"),
    )),
)


def legend_html(view: dict[str, Any]) -> str:
    """The key as a ``<details>``, open during the first round of the game."""
    first = view.get("era") == 1 and view.get("round", 0) <= 1
    groups = "".join(f'<h4>{escape(name)}</h4><ul class="mv-key">'
                     + "".join(f"<li>{g}<span>{words}</span></li>" for g, words in items) + "</ul>"
                     for name, items in ENTRIES)
    opened = ' open=""' if first else ""
    return (f'<details class="mv-legend"{opened}><summary>Key to the board: pieces, borders '
            f'and marks</summary>{groups}</details>')

