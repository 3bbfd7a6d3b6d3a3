"""Drawing The Ming Voyages: the board as SVG and the cards as HTML, from a player's view only.

Pure functions of ``view(state, seat)``: they never see hidden state, so what
they draw is what that seat may know. Clickable things carry data attributes
(``data-region``, ``data-voyage``, ``data-card``) that the page matches against
the legal actions. Pieces are told apart by shape and label as well as colour:
Troops are green squares, Hordes white triangles, Settlements white discs,
Gold yellow diamonds, Junks green hulls, each with its count written beside it.
"""

from __future__ import annotations

from html import escape
from typing import Any

from .board import ADJACENT, BORDERLANDS, HOMELANDS, NAMES, VOYAGE_NAMES
from .content import CARD

# A portrait board 480 units wide, so that on a 375-pixel phone its text stays about 13 pixels high.
W, H = 480, 720
HL_BOX = {hl: (8 + i * 158, 48, 148, 84) for i, hl in enumerate(HOMELANDS)}
BL_BOX = {bl: (4 + i * 95, 196, 89, 132) for i, bl in enumerate(BORDERLANDS)}
MH_BOX = (90, 392, 300, 80)
SCS_BOX = (90, 504, 300, 68)
VOY_BOX = {v: (3 + (v - 1) * 68, 606, 64, 104) for v in range(1, 8)}
BOXES = {**HL_BOX, **BL_BOX, "MH": MH_BOX, "SCS": SCS_BOX}

GREEN, WHITE, GOLD, INK, SEA = "#2a6f5b", "#f4f1ea", "#e0b020", "#1d1a16", "#cfe3ef"


def _center(box: tuple[int, int, int, int]) -> tuple[float, float]:
    x, y, w, h = box
    return x + w / 2, y + h / 2


def _troop(x: float, y: float, n: int) -> str:
    return (f'<g class="piece troop"><rect x="{x}" y="{y - 9}" width="18" height="18" fill="{GREEN}" stroke="{INK}"/>'
            f'<text x="{x + 22}" y="{y + 6}" class="count">{n}</text><title>{n} Troop{"s" if n != 1 else ""}</title></g>')


def _horde(x: float, y: float, n: int) -> str:
    return (f'<g class="piece horde"><polygon points="{x},{y + 9} {x + 9},{y - 9} {x + 18},{y + 9}" fill="{WHITE}" '
            f'stroke="{INK}" stroke-width="1.5"/><text x="{x + 22}" y="{y + 6}" class="count">{n}</text>'
            f'<title>{n} Horde{"s" if n != 1 else ""}</title></g>')


def _settlement(x: float, y: float, n: int) -> str:
    return (f'<g class="piece settlement"><circle cx="{x + 9}" cy="{y}" r="9" fill="{WHITE}" stroke="{INK}" '
            f'stroke-width="3"/><text x="{x + 22}" y="{y + 6}" class="count">{n}</text>'
            f'<title>{n} Settlement{"s" if n != 1 else ""}</title></g>')


def _gold(x: float, y: float, n: int) -> str:
    return (f'<g class="piece gold"><polygon points="{x + 9},{y - 10} {x + 18},{y} {x + 9},{y + 10} {x},{y}" '
            f'fill="{GOLD}" stroke="{INK}"/><text x="{x + 22}" y="{y + 6}" class="count">{n}</text>'
            f'<title>{n} Gold</title></g>')


def _junk(x: float, y: float, n: int | None) -> str:
    label = "" if n is None else f'<text x="{x + 26}" y="{y + 6}" class="count">{n}</text>'
    title = "a Junk" if n is None else f"{n} Junk{'s' if n != 1 else ''}"
    return (f'<g class="piece junk"><path d="M{x},{y - 2} L{x + 22},{y - 2} L{x + 17},{y + 8} L{x + 5},{y + 8} Z" '
            f'fill="{GREEN}" stroke="{INK}"/><path d="M{x + 11},{y - 2} L{x + 11},{y - 14} L{x + 19},{y - 4} Z" '
            f'fill="{WHITE}" stroke="{INK}"/>{label}<title>{title}</title></g>')


def _region(key: str, label: str, fill: str, pieces: list[str], owner: str = "") -> str:
    x, y, w, h = BOXES[key]
    row = "".join(pieces)
    tall = key in BL_BOX
    return (f'<g class="region {owner}" data-region="{key}" tabindex="-1">'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="{fill}" stroke="{INK}" stroke-width="2"/>'
            f'<text x="{x + w / 2}" y="{y + 21}" class="name" text-anchor="middle">{escape(label)}</text>'
            f'<g transform="translate({x + (14 if tall else 12)},{y + (46 if tall else 52)})">{row}</g>'
            f'<title>{escape(NAMES.get(key, key))}</title></g>')


def _row(items: list[tuple[Any, int]], column: bool = False) -> list[str]:
    """Piece glyphs left to right (or top to bottom in a Borderland); zero counts are left out."""
    out, at = [], 0
    for draw, n in items:
        if n:
            out.append(draw(0, at, n) if column else draw(at, 0, n))
            at += 27 if column else 50
    return out


def _edges() -> str:
    seen, lines = set(), []
    for a, bs in ADJACENT.items():
        for b in bs:
            if (b, a) in seen:
                continue
            seen.add((a, b))
            (x1, y1), (x2, y2) = _center(BOXES[a]), _center(BOXES[b])
            lines.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" class="route" '
                         f'marker-start="url(#arrow)" marker-end="url(#arrow)"/>')
    (x1, y1), (x2, y2) = _center(MH_BOX), _center(SCS_BOX)
    lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="route sea"/>')
    return "".join(lines)


def board_svg(view: dict[str, Any]) -> str:
    """The whole board for a view: regions, pieces, routes, Voyages, and the battle if one is on."""
    v = view
    troops, hordes, settle = v["troops"], v["hordes"], v["settlements"]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" class="mv-board" role="img" '
        f'aria-label="The Ming Voyages board">',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#8a7f6a"/></marker></defs>',
        '<style>.name{font:700 15px system-ui,sans-serif;fill:#1d1a16}.count{font:700 18px system-ui,sans-serif;'
        'fill:#1d1a16}.small{font:12px system-ui,sans-serif;fill:#1d1a16}.route{stroke:#8a7f6a;stroke-width:3}'
        '.route.sea{stroke-dasharray:6 6}.region.ming rect{stroke:#2a6f5b;stroke-width:4}'
        '.region.barbarian rect{stroke:#7a1f1f;stroke-width:4}</style>',
        f'<rect width="{W}" height="{H}" fill="#efe6cf"/>',
        f'<text x="8" y="28" class="name">Era {v["era"]} · Round {v["round"]} · '
        f'{v["completed"]} of 7 Voyages</text>',
        _edges(),
    ]
    for hl in HOMELANDS:
        parts.append(_region(hl, NAMES[hl], "#e9dcc3", _row([(_horde, hordes[hl]), (_settlement, settle[hl])])))
    battle = v.get("battle") or {}
    for bl in BORDERLANDS:
        owner = "ming" if troops[bl] else ("barbarian" if hordes[bl] or settle[bl] else "")
        if battle.get("bl") == bl:
            owner += " battle"
        label = NAMES[bl] + ("!" if battle.get("bl") == bl else "")
        parts.append(_region(bl, label, "#f6efdd", _row([(_troop, troops[bl]), (_horde, hordes[bl]),
                                                         (_settlement, settle[bl])], column=True), owner))
    parts.append(_region("MH", NAMES["MH"], "#e3efe6", _row([(_troop, troops["MH"]), (_gold, v["gold"]["MH"])])))
    parts.append(_region("SCS", NAMES["SCS"], SEA, _row([(_junk, v["junks_scs"]), (_gold, v["gold"]["SCS"])])))
    for n, (x, y, w, h) in VOY_BOX.items():
        done = v["voyages"][n - 1]
        parts.append(
            f'<g class="voyage{" done" if done else ""}" data-voyage="{n}"><rect x="{x}" y="{y}" width="{w}" '
            f'height="{h}" rx="10" fill="{SEA if not done else "#a9d4c2"}" stroke="{INK}" stroke-width="2"/>'
            f'<text x="{x + w / 2}" y="{y + 24}" class="name" text-anchor="middle">{n}</text>'
            + "".join(f'<text x="{x + w / 2}" y="{y + 44 + 15 * i}" class="small" text-anchor="middle">'
                      f'{escape(word)}</text>' for i, word in enumerate(VOYAGE_NAMES[n].split()))
            + (f'<g transform="translate({x + w / 2 - 11},{y + 88})">{_junk(0, 0, None)}</g>' if done else "")
            + f'<title>Voyage {n}, {escape(VOYAGE_NAMES[n])}: {"completed" if done else "not yet completed"}'
              f'</title></g>')
    if battle:
        parts.append(_battle_strip(battle))
    parts.append("</svg>")
    return "".join(parts)


def _die(x: float, y: float, face: int, colour: str) -> str:
    return (f'<g class="die"><rect x="{x}" y="{y}" width="30" height="30" rx="6" fill="{colour}" stroke="{INK}"/>'
            f'<text x="{x + 15}" y="{y + 21}" class="count" text-anchor="middle" '
            f'fill="{"#fff" if colour == GREEN else INK}">{face}</text></g>')


def _battle_strip(b: dict[str, Any]) -> str:
    """The dice of the current battle round under the Borderlands (green: Emperor, white: Overlord)."""
    attacker = b["attacker"]
    colours = {0: GREEN, 1: WHITE}
    out = ['<g class="battle-dice" transform="translate(8,336)">'
           f'<rect width="464" height="46" rx="8" fill="#fff8e6" stroke="{INK}"/>'
           f'<text x="8" y="28" class="small">Battle, {escape(NAMES[b["bl"]])} round {b["round"]}</text>']
    x = 168
    for key, side in (("att", attacker), ("def", 1 - attacker)):
        for face in b.get(key) or []:
            out.append(_die(x, 7, face, colours[side]))
            x += 34
        x += 10
    out.append("</g>")
    return "".join(out)


# ---------------------------------------------------------------------- cards and the side panel

def card_html(number: int, *, face_up: bool = True) -> str:
    if not face_up:
        return '<div class="card back" aria-label="a face-down card">?</div>'
    c = CARD[number]
    kind = {"action": "Action", "emperor": "Emperor", "barbarian": "Barbarian"}[c.kind]
    voyage = f" · Voyage {c.voyage}" if c.voyage else ""
    top = c.text_overlord or ("—" if c.kind != "emperor" else "")
    bottom = c.text_emperor or ("—" if c.kind != "barbarian" else "")
    return (f'<div class="card {c.kind}" data-card="{number}" tabindex="-1">'
            f'<div class="card-head"><b>#{number} {escape(c.name)}</b><span class="cp">{c.cp} CP</span></div>'
            f'<div class="card-kind">{kind}{voyage}</div>'
            + (f'<div class="card-o"><i>Overlord:</i> {escape(top)}</div>' if top else "")
            + (f'<div class="card-e"><i>Emperor:</i> {escape(bottom)}</div>' if bottom else "")
            + "</div>")


def _cards(cards: Any) -> str:
    if isinstance(cards, int):
        return "".join(card_html(0, face_up=False) for _ in range(cards)) or '<span class="muted">none</span>'
    return "".join(card_html(n) for n in cards) or '<span class="muted">none</span>'


def panel_html(view: dict[str, Any], seat: int | None) -> str:
    """Hands, reserves, cards in play, supply, deck and discard, and the solo aids, as HTML."""
    v = view
    names = ("Emperor", "Overlord")
    supply = v["supply"]
    rows = [
        '<section class="mv-panel">',
        '<div class="mv-supply"><b>Supply</b> '
        f'Troops {supply["troop"]} · Hordes {supply["horde"]} · Settlements {supply["settlement"]} · '
        f'Gold {supply["gold"]} · Junks {supply["junk"]}'
        + (f' · {v["troops_removed"]} Troops out of the game' if v.get("troops_removed") else "")
        + f'</div><div class="mv-deck">Deck {v["deck"]} · Discard {len(v["discard"])}</div>',
    ]
    if v.get("in_play"):
        rows.append(f'<h3>In play</h3><div class="cards">{_cards(v["in_play"])}</div>')
    order = [seat, 1 - seat] if seat in (0, 1) else [0, 1]
    for owner in order:
        mine = " (you)" if owner == seat else ""
        rows.append(f'<h3>{names[owner]}{mine}: hand</h3><div class="cards hand" data-owner="{owner}">'
                    f'{_cards(v["hands"][owner])}</div>')
        res = v["reserves"][owner]
        count = res if isinstance(res, int) else len(res)
        limit = f" (limit {v['reserve_limit']})" if owner == 0 and "reserve_limit" in v else ""
        rows.append(f'<h3>{names[owner]}: reserve, {count} card{"s" if count != 1 else ""}{limit}</h3>'
                    f'<div class="cards reserve">{_cards(res)}</div>')
    if v["mode"] == "solo":
        levels = " · ".join(f"{cp} CP → Level {lvl}" for cp, lvl in zip((1, 2, 3), v["levels"]))
        rows.append(f'<div class="mv-solo"><b>Solo, {escape(v["difficulty"].capitalize())}</b>: Difficulty cards '
                    f'{levels}{" (flipped at the 4th Voyage)" if v["flipped"] else ""}; tie-break cube on the '
                    f'<b>{v["cube"]}</b>; win needs {v["required_voyages"]} Voyages and more Borderlands. '
                    f'Event decks: ' + ", ".join(f"Level {i + 1}: {n} left" for i, n in enumerate(v["event_decks"]))
                    + "</div>")
    rows.append("</section>")
    return "".join(rows)


def render(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> dict[str, str]:
    """Everything the page shows for this view (``since``: the seat's view before its latest move, or None)."""
    return {"svg": board_svg(view), "panel": panel_html(view, seat)}
