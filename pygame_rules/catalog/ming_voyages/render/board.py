"""The Ming Voyages board as SVG, from one seat's view (and what changed since that seat's last move).

A portrait board 480 units wide: on a 375-pixel phone it is drawn about 343-359
pixels wide, so a unit is about 0.72 px there, and no text is smaller than
``MIN_FONT`` = 16 units (11.4 px at 343 px). Every label is fitted to its box
with ``text.py`` (names wrap at spaces); the tests check each one.

Nothing here tells things apart by colour alone: pieces differ by shape
(Troops squares, Hordes triangles, Settlements discs, Gold diamonds, Junks
hulls) and carry their count; a Ming Borderland has a thick solid border, a
Barbarian one a thick dashed border; a battle is a crossed-swords badge, a
change since your last move a "!" badge; a completed Voyage carries a Junk and
the word "done". Clickable regions and Voyages have a ``frame`` outline that
``site/css/board.css`` shows for targets, picked ones and keyboard focus.

Boxes, frames and pieces are paths, not ``rect``: the page's generic
``.target rect`` rule (app.css) would otherwise restyle every square inside a
target. Every text is escaped.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from ..content.dice import compare, describe
from ..content.map import ADJACENT, BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES
from .changes import control, region_changes, region_line, voyage_changes, voyage_line
from .text import wrap

W, H = 480, 744
MIN_FONT = 16
F_HEAD, F_NAME, F_COUNT, F_TEXT = 17, 17, 18, 16
F_BL_NAME = 16     # the Borderlands' boxes are narrow: "Liaodong" fits them at 16, not 17
PAD = 6          # the least room between a label and its box's edge
LINE = 20        # line height of wrapped names

STRIP_BOX = (8, 36, 464, 100)
HL_BOX = {hl: (8 + i * 158, 154, 148, 92) for i, hl in enumerate(HOMELANDS)}
BL_BOX = {bl: (9 + i * 94, 270, 86, 124) for i, bl in enumerate(BORDERLANDS)}
MH_BOX = (90, 424, 300, 72)
SCS_BOX = (90, 516, 300, 68)
VOY_BOX = {v: ((8 + (v - 1) * 118, 602) if v <= 4 else (67 + (v - 5) * 118, 674)) + (112, 60) for v in range(1, 8)}
BOXES = {**HL_BOX, **BL_BOX, "MH": MH_BOX, "SCS": SCS_BOX}

GREEN, WHITE, GOLD, INK, SEA, MUTED = "#2a6f5b", "#f4f1ea", "#e0b020", "#1d1a16", "#cfe3ef", "#5e564b"
MING_EDGE, BARB_EDGE, CHANGE = "#2a6f5b", "#8c1c1c", "#1f4e9c"
FILL = {"homeland": "#e9dcc3", "borderland": "#f6efdd", "ming-homeland": "#e3efe6", "sea": SEA}
DONE_FILL = "#a9d4c2"
SIDES = ("Emperor", "Overlord")


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def text(x: float, y: float, s: str, size: int = F_TEXT, *, bold: bool = False, anchor: str = "middle",
         fill: str = INK, cls: str = "") -> str:
    """One line of text (escaped); ``y`` is the baseline."""
    weight = ' font-weight="700"' if bold else ""
    klass = f' class="{cls}"' if cls else ""
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{size}"{weight} text-anchor="{anchor}" fill="{fill}"'
            f'{klass}>{escape(s)}</text>')


def round_rect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rounded rectangle."""
    return (f"M{_n(x + r)},{_n(y)}h{_n(w - 2 * r)}a{_n(r)},{_n(r)} 0 0 1 {_n(r)},{_n(r)}v{_n(h - 2 * r)}"
            f"a{_n(r)},{_n(r)} 0 0 1 -{_n(r)},{_n(r)}h-{_n(w - 2 * r)}a{_n(r)},{_n(r)} 0 0 1 -{_n(r)},-{_n(r)}"
            f"v-{_n(h - 2 * r)}a{_n(r)},{_n(r)} 0 0 1 {_n(r)},-{_n(r)}z")


# ---------------------------------------------------------------------- pieces

def glyph(kind: str, x: float, y: float) -> str:
    """The shape of a piece, its left edge at ``x`` and its middle at ``y`` (18 units high, Junks 22 wide)."""
    if kind == "troop":
        return f'<path d="M{_n(x)},{_n(y - 9)}h18v18h-18z" fill="{GREEN}" stroke="{INK}" stroke-width="1.5"/>'
    if kind == "horde":
        return (f'<polygon points="{_n(x)},{_n(y + 9)} {_n(x + 9)},{_n(y - 9)} {_n(x + 18)},{_n(y + 9)}" '
                f'fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>')
    if kind == "settlement":
        return (f'<circle cx="{_n(x + 9)}" cy="{_n(y)}" r="8" fill="{WHITE}" stroke="{INK}" '
                f'stroke-width="3"/>')
    if kind == "gold":
        return (f'<polygon points="{_n(x + 9)},{_n(y - 10)} {_n(x + 18)},{_n(y)} {_n(x + 9)},{_n(y + 10)} '
                f'{_n(x)},{_n(y)}" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>')
    if kind == "junk":
        return (f'<path d="M{_n(x)},{_n(y - 1)}L{_n(x + 22)},{_n(y - 1)}L{_n(x + 17)},{_n(y + 9)}'
                f'L{_n(x + 5)},{_n(y + 9)}Z" fill="{GREEN}" stroke="{INK}" stroke-width="1.5"/>'
                f'<path d="M{_n(x + 11)},{_n(y - 1)}L{_n(x + 11)},{_n(y - 13)}L{_n(x + 19)},{_n(y - 3)}Z" '
                f'fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>')
    raise KeyError(kind)


PIECE_NAMES = {"troop": ("Troop", "Troops"), "horde": ("Horde", "Hordes"), "settlement": ("Settlement", "Settlements"),
               "gold": ("Gold", "Gold"), "junk": ("Junk", "Junks")}


def piece_words(kind: str, n: int) -> str:
    one, many = PIECE_NAMES[kind]
    return f"{n} {one if n == 1 else many}"


def piece(kind: str, x: float, y: float, n: int) -> str:
    """A piece glyph with its count written beside it."""
    at = x + (26 if kind == "junk" else 22)
    return (f'<g class="piece {kind}"><title>{escape(piece_words(kind, n))}</title>{glyph(kind, x, y)}'
            f'{text(at, y + 6.5, str(n), F_COUNT, bold=True, anchor="start", cls="count")}</g>')


PIECE_PITCH = 56     # left edge to left edge in a row of pieces
COLUMN_PITCH = 28    # top to top in a Borderland's column


def _pieces_row(items: list[tuple[str, int]], box: tuple[int, int, int, int], y: float) -> str:
    shown = [(k, n) for k, n in items if n]
    x, _, w, _ = box
    left = x + (w - (len(shown) * PIECE_PITCH - 9)) / 2
    return "".join(piece(k, left + i * PIECE_PITCH, y, n) for i, (k, n) in enumerate(shown))


def _pieces_column(items: list[tuple[str, int]], box: tuple[int, int, int, int], top: float) -> str:
    shown = [(k, n) for k, n in items if n]
    x, _, w, _ = box
    return "".join(piece(k, x + (w - 47) / 2, top + i * COLUMN_PITCH, n) for i, (k, n) in enumerate(shown))


# ---------------------------------------------------------------------- badges and frames

def change_badge(cx: float, cy: float, title: str = "") -> str:
    """The "changed since your last move" badge: a blue disc with a white ring and a "!"."""
    t = f"<title>{escape(title)}</title>" if title else ""
    return (f'<g class="change-badge">{t}<circle cx="{_n(cx)}" cy="{_n(cy)}" r="10" fill="{CHANGE}" '
            f'stroke="#fff" stroke-width="2"/>{text(cx, cy + 5.5, "!", F_TEXT, bold=True, fill="#fff")}</g>')


def battle_badge(cx: float, cy: float, title: str = "") -> str:
    """The battle marker: crossed swords on a white disc with a dark red ring."""
    t = f"<title>{escape(title)}</title>" if title else ""
    c = f"{_n(cx)},{_n(cy)}"
    return (f'<g class="battle-badge">{t}<circle cx="{_n(cx)}" cy="{_n(cy)}" r="11" fill="#fff" '
            f'stroke="{BARB_EDGE}" stroke-width="2.5"/><g transform="translate({c})" stroke="{INK}" '
            f'stroke-width="2.2" stroke-linecap="round"><path d="M-6,-6L6,6M6,-6L-6,6M-6,2L-2,6M6,2L2,6"/></g></g>')


def frame(box: tuple[float, float, float, float], r: float = 10) -> str:
    """The outline the page's stylesheet turns on for a target, a picked one or keyboard focus."""
    x, y, w, h = box
    return f'<path class="frame" d="{round_rect(x - 3.5, y - 3.5, w + 7, h + 7, r + 3)}" fill="none"/>'


def box_path(box: tuple[float, float, float, float], fill: str, holder: str = "", r: float = 10) -> str:
    """A region's box: a thin ink border, or a thick solid green one (Ming) or thick dashed red (Barbarian)."""
    x, y, w, h = box
    if holder == "Ming":
        edge = f'stroke="{MING_EDGE}" stroke-width="5"'
    elif holder == "Barbarian":
        edge = f'stroke="{BARB_EDGE}" stroke-width="5" stroke-dasharray="10 5"'
    else:
        edge = f'stroke="{INK}" stroke-width="2"'
    return f'<path class="box" d="{round_rect(x, y, w, h, r)}" fill="{fill}" {edge}/>'


# ---------------------------------------------------------------------- regions

def _name_lines(box: tuple[int, int, int, int], name: str, size: int) -> str:
    x, y, w, _ = box
    lines = wrap(name, size, w - 2 * PAD)
    return "".join(text(x + w / 2, y + 28 + i * LINE, line, size, cls="name") for i, line in enumerate(lines))


def _region(key: str, kind: str, pieces: str, *, holder: str = "", battle: bool = False,
            changed: list[str] | None = None, extra_title: str = "") -> str:
    box = BOXES[key]
    x, y, w, _ = box
    name = NAMES[key]
    classes = ["region", kind]
    if holder:
        classes.append("ming" if holder == "Ming" else "barbarian")
    if battle:
        classes.append("battle")
    if changed:
        classes.append("changed")
    title = name + (f": {extra_title}" if extra_title else "")
    if changed:
        title += f". Changed: {', '.join(changed)}"
    return (f'<g class="{" ".join(classes)}" data-region="{key}" tabindex="-1"><title>{escape(title)}</title>'
            f'{box_path(box, FILL[kind], holder)}{frame(box)}'
            f'{_name_lines(box, name, F_BL_NAME if kind == "borderland" else F_NAME)}{pieces}'
            + (battle_badge(x + w - 13, y + 2, f"Battle under way in {name}") if battle else "")
            + (change_badge(x + 13, y + 2, region_line(key, changed)) if changed else "")
            + "</g>")


def _holding(v: dict[str, Any], bl: str) -> str:
    holder = control(v, bl)
    return {"Ming": "held by the Emperor", "Barbarian": "held by the Overlord"}.get(holder, "held by nobody")


def _contents(items: list[tuple[str, int]]) -> str:
    shown = [piece_words(k, n) for k, n in items if n]
    return ", ".join(shown) if shown else "empty"


def _route_end(box: tuple[float, float, float, float], cx: float, cy: float, dx: float,
               dy: float) -> tuple[float, float]:
    """Where the ray from the box's centre towards (dx, dy) leaves the box (plus a small gap)."""
    x, y, w, h = box
    tx = (w / 2 + 1) / abs(dx) if dx else float("inf")
    ty = (h / 2 + 1) / abs(dy) if dy else float("inf")
    t = min(tx, ty)
    return cx + dx * t, cy + dy * t


def _routes() -> str:
    """Lines joining the regions pieces move between (both ways), edge to edge; the sea lane dashed."""
    seen, lines = set(), []
    for a, bs in ADJACENT.items():
        for b in bs:
            if (b, a) in seen:
                continue
            seen.add((a, b))
            ax, ay, aw, ah = BOXES[a]
            bx, by, bw, bh = BOXES[b]
            (acx, acy), (bcx, bcy) = (ax + aw / 2, ay + ah / 2), (bx + bw / 2, by + bh / 2)
            dx, dy = bcx - acx, bcy - acy
            x1, y1 = _route_end(BOXES[a], acx, acy, dx, dy)
            x2, y2 = _route_end(BOXES[b], bcx, bcy, -dx, -dy)
            lines.append(f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" class="route" '
                         f'stroke="#7d705a" stroke-width="4" stroke-linecap="round"/>')
    mx, my, mw, mh = MH_BOX
    sy = SCS_BOX[1]
    lines.append(f'<line x1="{_n(mx + mw / 2)}" y1="{_n(my + mh + 1)}" x2="{_n(mx + mw / 2)}" y2="{_n(sy - 1)}" '
                 f'class="route sea" stroke="#3b6e8f" stroke-width="4" stroke-dasharray="5 4"/>')
    return '<g class="routes">' + "".join(lines) + "</g>"


# ---------------------------------------------------------------------- Voyages

def _voyage(n: int, done: bool, changed: str = "") -> str:
    box = VOY_BOX[n]
    x, y, w, h = box
    name = VOYAGE_NAMES[n]
    title = f"Voyage {n}, {name}: {'completed, a Junk sits on it' if done else 'not yet completed'}"
    if changed:
        title += f". Changed: {changed}"
    parts = [f'<g class="voyage{" done" if done else ""}{" changed" if changed else ""}" data-voyage="{n}" '
             f'tabindex="-1"><title>{escape(title)}</title>',
             f'<path class="box" d="{round_rect(x, y, w, h, 10)}" fill="{DONE_FILL if done else SEA}" '
             f'stroke="{INK}" stroke-width="{3 if done else 2}"/>',
             frame(box),
             text(x + 12, y + 27, str(n), F_COUNT, bold=True, anchor="start", cls="number")]
    if done:
        parts.append(text(x + 34, y + 27, "done", F_TEXT, bold=True, anchor="start"))
        parts.append(f'<g class="piece junk">{glyph("junk", x + w - 32, y + 20)}</g>')
    parts.append(text(x + w / 2, y + 50, name, F_TEXT, cls="name"))
    if changed:
        parts.append(change_badge(x + 13, y + 2, voyage_line(n, changed)))
    parts.append("</g>")
    return "".join(parts)


# ---------------------------------------------------------------------- the battle strip

# The log's battle lines, in the wording of rules/battle.py (both its first wording, "battle in Sichuan, round 1:
# Overlord rolls [5, 5, 3] (double 5)", and the sentence wording, "Battle for Sichuan, round 1: the Overlord
# rolls 5, 5 and 3 (a double 5)"). Only used when the view has no ``last_battle`` record.
_SIDE = r"(?:[Tt]he )?(?P<side>Emperor|Overlord)"
_FACES = r"(?P<dice>[\[\]\d, and]+?)\s*\("
_ROLL = re.compile(rf"^[Bb]attle (?:in|for) (?P<where>.+?), round (?P<round>\d+): {_SIDE} rolls {_FACES}")
_REROLL = re.compile(rf"^{_SIDE} re-rolls [^:]*: (?:now )?{_FACES}")
_WON = re.compile(r"(?:^[Aa] (?:Devastating Blow|Normal Hit) by the|: the) (?P<side>Emperor|Overlord)(?: won with|:)")
_STANDOFF = re.compile(r"^[Ss]tandoff\b|: a standoff\b")
_ENDED = re.compile(r"^[Tt]he battle for (?P<where>.+) ends: the (?P<side>Emperor|Overlord) holds it"
                    r"|; (?P<now>.+) is now (?P<flag>Ming|Barbarian)$"
                    r"|; the (?P<holder>Emperor|Overlord) holds (?P<held>.+)$")


def _dice(s: str) -> list[int]:
    return [int(d) for d in re.findall(r"\d", s)]


def last_battle(log: Any) -> dict[str, Any] | None:
    """The latest battle round the log tail tells of: where, round, attacker, both sides' final dice,
    the round's winner ("standoff" or a side) and who holds the Borderland if the battle ended."""
    if not isinstance(log, list):
        return None
    rec: dict[str, Any] | None = None
    for line in log:
        if not isinstance(line, str):
            continue
        m = _ROLL.match(line)
        if m:
            where, rnd, side = m["where"], int(m["round"]), m["side"]
            same = rec is not None and not rec["holder"] and rec["where"] == where and rec["round"] == rnd \
                and side not in rec["dice"] and rec["winner"] is None
            if same:
                rec["dice"][side] = _dice(m["dice"])
            else:
                rec = {"where": where, "round": rnd, "attacker": side, "dice": {side: _dice(m["dice"])},
                       "winner": None, "holder": None}
            continue
        if rec is None or rec["holder"]:
            continue
        m = _REROLL.match(line)
        if m:
            if m["side"] in rec["dice"] and rec["winner"] is None:
                rec["dice"][m["side"]] = _dice(m["dice"])
            continue
        if rec["winner"] is None:
            m = _WON.search(line)
            if m:
                rec["winner"] = m["side"]
            elif _STANDOFF.search(line):
                rec["winner"] = "standoff"
        m = _ENDED.search(line)
        if m:
            if m["side"] and m["where"] == rec["where"]:
                rec["holder"] = m["side"]
            elif m["flag"] and m["now"] == rec["where"]:
                rec["holder"] = "Emperor" if m["flag"] == "Ming" else "Overlord"
            elif m["holder"] and m["held"] == rec["where"]:
                rec["holder"] = m["holder"]
    return rec


def _from_view(b: dict[str, Any]) -> dict[str, Any] | None:
    """A finished battle round as the view may hold it (``view["last_battle"]``): {"bl", "attacker", "round",
    "att", "def", and optionally "holder"}, sides as seat numbers; the winner follows from the dice."""
    try:
        attacker = SIDES[int(b["attacker"])]
        defender = SIDES[1 - int(b["attacker"])]
        att, dfn = [int(d) for d in b["att"]], [int(d) for d in b["def"]]
        result, first = compare(att, dfn)
        holder = b.get("holder")
        return {"where": NAMES.get(b["bl"], str(b["bl"])), "round": int(b.get("round", 1)), "attacker": attacker,
                "dice": {attacker: att, defender: dfn},
                "winner": "standoff" if first is None else (attacker if first == 0 else defender),
                "holder": SIDES[int(holder)] if holder in (0, 1) else None}
    except (KeyError, TypeError, ValueError, IndexError):
        return None


def _die(x: float, y: float, face: int | None, side: str) -> str:
    """A die of the side's colour (green: Emperor, white: Overlord) showing ``face`` (blank if None)."""
    green = side == "Emperor"
    pip = "" if face is None else text(x + 13, y + 19, str(face), F_TEXT, bold=True, fill="#fff" if green else INK)
    return (f'<g class="die {side.lower()}"><path d="{round_rect(x, y, 26, 26, 5)}" '
            f'fill="{GREEN if green else WHITE}" stroke="{INK}" stroke-width="1.5"/>{pip}</g>')


def _strip_rows(title: str, status: str, rows: list[dict[str, Any]]) -> str:
    """The strip: a title line and one row per side: label (side and role), dice, what they make, verdict.

    A row is {"side", "role", "dice" (list, or None when not rolled yet), "verdict", "note"}; a row with a
    ``note`` instead of dice shows one blank die of the side's colour and the note (the key before any battle).
    """
    x, y, w, h = STRIP_BOX
    out = [f'<g class="battle-dice"><path class="box" d="{round_rect(x, y, w, h, 8)}" fill="#fff8e6" '
           f'stroke="{INK}" stroke-width="1.5"/>',
           text(x + 12, y + 24, title, F_TEXT, bold=True, anchor="start", cls="strip-title")]
    if status:
        out.append(text(x + w - 12, y + 24, status, F_TEXT, anchor="end", cls="strip-status"))
    for i, row in enumerate(rows):
        side, role, dice = row["side"], row.get("role", ""), row.get("dice")
        cy = y + 50 + 30 * i
        label = f"{side} · {role}" if role else side
        out.append(f'<g class="dice-row {side.lower()}{f" {role}" if role else ""}">'
                   + text(x + 12, cy + 6, label, F_TEXT, anchor="start", cls="who"))
        if row.get("note"):
            out.append(_die(x + 180, cy - 13, None, side))
            out.append(text(x + 216, cy + 6, row["note"], F_TEXT, anchor="start", fill=MUTED))
        elif dice:
            for j, face in enumerate(dice):
                out.append(_die(x + 180 + 30 * j, cy - 13, face, side))
            out.append(text(x + 276, cy + 6, describe(dice), F_TEXT, anchor="start", cls="result"))
        else:
            out.append(text(x + 180, cy + 6, "not rolled yet", F_TEXT, anchor="start", fill=MUTED))
        if row.get("verdict"):
            out.append(text(x + w - 12, cy + 6, row["verdict"], F_TEXT, bold=True, anchor="end", cls="verdict"))
        out.append("</g>")
    out.append("</g>")
    return "".join(out)


def _verdicts(att: list[int] | None, dfn: list[int] | None, word: str) -> tuple[str, str]:
    if not att or not dfn or len(att) != 3 or len(dfn) != 3:
        return "", ""
    result, first = compare(att, dfn)
    if result == "standoff":
        return "standoff", "standoff"
    return (word, "") if first == 0 else ("", word)


def battle_strip(view: dict[str, Any]) -> str:
    """The dice of the battle under way, or of the last battle the log tells of; each row says whose it is."""
    b = view.get("battle")
    if isinstance(b, dict) and b.get("bl") in NAMES and b.get("attacker") in (0, 1):
        attacker, step = b["attacker"], str(b.get("step", ""))
        att_now = step not in ("att_roll", "")
        def_now = step in ("def_reroll", "resolve")
        att = list(b.get("att") or []) if att_now else None
        dfn = list(b.get("def") or []) if def_now else None
        va, vd = _verdicts(att, dfn, "leads")
        opened = int(b.get("open") or 0)
        status = f"{opened} re-roll{'s' if opened != 1 else ''} open" if opened > 0 else ""
        return _strip_rows(f"Battle in {NAMES[b['bl']]}, round {b.get('round', 1)}", status,
                           [{"side": SIDES[attacker], "role": "attacker", "dice": att, "verdict": va},
                            {"side": SIDES[1 - attacker], "role": "defender", "dice": dfn, "verdict": vd}])
    kept = view.get("last_battle")
    rec = (_from_view(kept) if isinstance(kept, dict) else None) or last_battle(view.get("log"))
    if rec is None:
        return _strip_rows("No battle yet", "", [{"side": "Emperor", "note": "rolls green dice"},
                                                 {"side": "Overlord", "note": "rolls white dice"}])
    attacker = rec["attacker"]
    defender = SIDES[1 - SIDES.index(attacker)]
    att, dfn = rec["dice"].get(attacker), rec["dice"].get(defender)
    if rec["winner"] == "standoff":
        va = vd = "standoff"
    else:
        va, vd = ("wins", "") if rec["winner"] == attacker else (("", "wins") if rec["winner"] else ("", ""))
    status = f"{rec['holder']} holds it" if rec["holder"] else ""
    return _strip_rows(f"Last battle: {rec['where']}, round {rec['round']}", status,
                       [{"side": attacker, "role": "attacker", "dice": att, "verdict": va},
                        {"side": defender, "role": "defender", "dice": dfn, "verdict": vd}])


# ---------------------------------------------------------------------- the whole board

def board_svg(view: dict[str, Any], since: dict[str, Any] | None = None) -> str:
    """The whole board for a view: regions, pieces, routes, Voyages, the battle strip, and marks of change."""
    v = view
    troops, hordes, settle, gold = v["troops"], v["hordes"], v["settlements"], v["gold"]
    changes = region_changes(since, v)
    voyages_changed = voyage_changes(since, v)
    battle = v.get("battle") or {}
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="mv-board" role="group" '
        f'aria-label="The Ming Voyages board" font-family="system-ui, sans-serif">',
        f'<rect class="paper" width="{W}" height="{H}" fill="#efe6cf"/>',
        text(12, 25, f"Era {v['era']} · Round {v['round']} · {v['completed']} of 7 Voyages", F_HEAD, bold=True,
             anchor="start", cls="head"),
        battle_strip(v),
        _routes(),
    ]
    for hl in HOMELANDS:
        items = [("horde", hordes[hl]), ("settlement", settle[hl])]
        parts.append(_region(hl, "homeland", _pieces_row(items, HL_BOX[hl], HL_BOX[hl][1] + 72),
                             changed=changes.get(hl), extra_title=f"Barbarian Homeland, {_contents(items)}"))
    for bl in BORDERLANDS:
        items = [("troop", troops[bl]), ("horde", hordes[bl]), ("settlement", settle[bl])]
        at_war = battle.get("bl") == bl
        parts.append(_region(bl, "borderland", _pieces_column(items, BL_BOX[bl], BL_BOX[bl][1] + 50),
                             holder=control(v, bl), battle=at_war, changed=changes.get(bl),
                             extra_title=f"{_holding(v, bl)}, {_contents(items)}"
                                         + ("; battle under way" if at_war else "")))
    items = [("troop", troops["MH"]), ("gold", gold["MH"])]
    parts.append(_region("MH", "ming-homeland", _pieces_row(items, MH_BOX, MH_BOX[1] + 52),
                         changed=changes.get("MH"), extra_title=_contents(items)))
    items = [("junk", v["junks_scs"]), ("gold", gold["SCS"])]
    parts.append(_region("SCS", "sea", _pieces_row(items, SCS_BOX, SCS_BOX[1] + 50),
                         changed=changes.get("SCS"), extra_title=_contents(items)))
    for n in VOY_BOX:
        parts.append(_voyage(n, bool(v["voyages"][n - 1]), voyages_changed.get(n, "")))
    parts.append("</svg>")
    return "".join(parts)

