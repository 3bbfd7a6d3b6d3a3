"""The tracks in the map's south-west corner: turn, round and phase, the most-honorable token, the chaos track.

The chaos (dragon) track runs 6 to 1 and then the fireball; its marker is a red disc with the word "chaos".
The most-honorable token shows its face: the sun (play goes clockwise) or the moon (counter-clockwise), and
the faction holding it.
"""

from __future__ import annotations

from typing import Any

from ..content.map import DRAGON_TRACK, FIREBALL
from .text import INK, MUTED, n, seat_label, text

BOX = (14, 800, 372, 186)
PHASES = {"most_honorable": "most-honorable phase", "action": "action phase", "upkeep": "upkeep", "setup": "setup",
          "over": "game over"}


def _sun(x: float, y: float) -> str:
    rays = "".join(f'<path d="M{n(x + 13 * dx)},{n(y + 13 * dy)}L{n(x + 18 * dx)},{n(y + 18 * dy)}"/>'
                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (.7, .7), (-.7, .7), (.7, -.7), (-.7, -.7)))
    return (f'<g stroke="{INK}" stroke-width="2">{rays}</g><circle cx="{n(x)}" cy="{n(y)}" r="10" fill="#f2c230" '
            f'stroke="{INK}" stroke-width="1.5"/>')


def _moon(x: float, y: float) -> str:
    return (f'<path d="M{n(x + 4)},{n(y - 14)}a14,14 0 1 0 0,28a11,11 0 1 1 0,-28z" fill="#f2e6a8" '
            f'stroke="{INK}" stroke-width="1.5"/>')


def tracks_svg(view: dict[str, Any]) -> str:
    x, y, w, h = BOX
    phase = PHASES.get(view.get("phase") or "", view.get("phase") or "")
    parts = [f'<g class="tracks"><path d="M{x},{y}h{w}v{h}h-{w}z" fill="#fffaf0" stroke="{INK}" stroke-width="2"/>',
             text(x + 12, y + 26, f"Turn {view.get('turn', 0)}", 20, bold=True, anchor="start"),
             text(x + 104, y + 26, f"round {view.get('round', 0)}, {phase}", 16, anchor="start")]
    # the most-honorable token
    holder = view.get("holder")
    face = view.get("face")
    ty = y + 66
    if face == "moon":
        parts.append(_moon(x + 28, ty))
    else:
        parts.append(_sun(x + 28, ty))
    way = "counter-clockwise" if face == "moon" else "clockwise"
    who = seat_label(view, holder) if holder is not None else "nobody yet"
    parts.append(text(x + 56, ty - 3, f"Most honorable: {who}", 16, bold=True, anchor="start"))
    parts.append(text(x + 56, ty + 16, f"{face or 'sun'} side: play goes {way}", 14, anchor="start", fill=MUTED))
    # the chaos (dragon) track
    d = view.get("dragon_d")
    cy = y + 140
    parts.append(text(x + 12, cy - 26, "Chaos (dragon) track", 15, bold=True, anchor="start"))
    spaces = (*DRAGON_TRACK, FIREBALL)
    for i, v in enumerate(spaces):
        sx = x + 14 + i * 50
        fire = v == FIREBALL
        fill = "#f6c6a8" if fire else "#f4efe2"
        parts.append(f'<path d="M{sx},{cy - 16}h44v34h-44z" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(text(sx + 22, cy + 7, "fire" if fire else str(v), 14 if fire else 16, bold=not fire))
        if v == d:
            parts.append(f'<circle class="chaos-marker" cx="{sx + 22}" cy="{cy + 1}" r="15" fill="none" '
                         f'stroke="#b3261e" stroke-width="4"/>')
    parts.append(text(x + 12, cy + 38, f"Marker on {'the fireball' if d == FIREBALL else d}; the fireball "
                                       "sends it back up to the number of players", 13, anchor="start", fill=MUTED))
    parts.append("</g>")
    return "".join(parts)

