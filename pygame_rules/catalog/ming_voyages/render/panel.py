"""The card panel of The Ming Voyages as HTML: what changed, the key, Supply, hands, reserves, solo aids.

Only what the view holds is drawn: a hand or reserve the seat may not see is a
row of card backs. Cards carry ``data-card`` for the page to match clicks
against the legal actions. Every text is escaped.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..content.cards import CARD
from .changes import new_cards, region_changes, region_line, voyage_changes, voyage_line
from .legend import legend_html

NAMES = ("Emperor", "Overlord")


def _e(x: Any) -> str:
    return escape(str(x))


def card_html(number: int, *, face_up: bool = True, new: bool = False) -> str:
    if not face_up:
        return '<div class="card back" aria-label="a face-down card">?</div>'
    c = CARD[number]
    kind = {"action": "Action", "emperor": "Emperor", "barbarian": "Barbarian"}[c.kind]
    voyage = f" · Voyage {c.voyage}" if c.voyage else ""
    top = c.text_overlord or ("—" if c.kind != "emperor" else "")
    bottom = c.text_emperor or ("—" if c.kind != "barbarian" else "")
    badge = ' <span class="badge-new" title="new in the hand since your last move">new</span>' if new else ""
    return (f'<div class="card {c.kind}{" new" if new else ""}" data-card="{number}" tabindex="-1">'
            f'<div class="card-head"><b>#{number} {escape(c.name)}</b><span class="cp">{c.cp} CP</span></div>'
            f'<div class="card-kind">{kind}{voyage}{badge}</div>'
            + (f'<div class="card-o"><i>Overlord:</i> {escape(top)}</div>' if top else "")
            + (f'<div class="card-e"><i>Emperor:</i> {escape(bottom)}</div>' if bottom else "")
            + "</div>")


def _cards(cards: Any, fresh: list[int] | tuple[int, ...] = ()) -> str:
    if isinstance(cards, int):
        return "".join(card_html(0, face_up=False) for _ in range(cards)) or '<span class="muted">none</span>'
    return "".join(card_html(n, new=n in fresh) for n in cards) or '<span class="muted">none</span>'


def changes_html(view: dict[str, Any], since: dict[str, Any] | None, seat: int | None) -> str:
    """"Changed on the board" since the seat's last move: every changed region and Voyage, and the cards
    new in a face-up hand, in words (a phone has no hover to read the badges' titles)."""
    if not since:
        return ""
    lines = [region_line(r, parts) for r, parts in region_changes(since, view).items()]
    lines += [voyage_line(n, what) for n, what in voyage_changes(since, view).items()]
    for owner, cards in new_cards(since, view).items():
        whose = "your hand" if owner == seat else f"the {NAMES[owner]}'s hand"
        lines.append(f"New in {whose}: " + ", ".join(f"#{c} {CARD[c].name}" for c in cards if c in CARD))
    body = ("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>" if lines
            else '<p>Nothing on the board has changed.</p>')
    return f'<div class="mv-changes"><h3>Changed on the board</h3>{body}</div>'


def panel_html(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> str:
    """What changed, the key, hands, reserves, cards in play, supply, deck and discard, and the solo aids."""
    v = view
    supply = v["supply"]
    fresh = new_cards(since, v)
    rows = [
        '<section class="mv-panel">',
        changes_html(v, since, seat),
        legend_html(v),
        '<div class="mv-supply"><b>Supply</b> '
        f'Troops {_e(supply["troop"])} · Hordes {_e(supply["horde"])} · Settlements {_e(supply["settlement"])} · '
        f'Gold {_e(supply["gold"])} · Junks {_e(supply["junk"])}'
        + (f' · {_e(v["troops_removed"])} Troops out of the game' if v.get("troops_removed") else "")
        + f'</div><div class="mv-deck">Deck {_e(v["deck"])} · Discard {len(v["discard"])}</div>',
    ]
    if v.get("in_play"):
        rows.append(f'<h3>In play</h3><div class="cards">{_cards(v["in_play"])}</div>')
    order = [seat, 1 - seat] if seat in (0, 1) else [0, 1]
    for owner in order:
        mine = " (you)" if owner == seat else ""
        rows.append(f'<h3>{NAMES[owner]}{mine}: hand</h3><div class="cards hand" data-owner="{owner}">'
                    f'{_cards(v["hands"][owner], fresh.get(owner, ()))}</div>')
        res = v["reserves"][owner]
        count = res if isinstance(res, int) else len(res)
        limit = f" (limit {_e(v['reserve_limit'])})" if owner == 0 and "reserve_limit" in v else ""
        rows.append(f'<h3>{NAMES[owner]}: reserve, {_e(count)} card{"s" if count != 1 else ""}{limit}</h3>'
                    f'<div class="cards reserve">{_cards(res)}</div>')
    if v["mode"] == "solo":
        levels = " · ".join(f"{cp} CP → Level {_e(lvl)}" for cp, lvl in zip((1, 2, 3), v["levels"], strict=False))
        rows.append(f'<div class="mv-solo"><b>Solo, {escape(v["difficulty"].capitalize())}</b>: Difficulty cards '
                    f'{levels}{" (flipped at the 4th Voyage)" if v["flipped"] else ""}; tie-break cube on the '
                    f'<b>{_e(v["cube"])}</b>; win needs {_e(v["required_voyages"])} Voyages and more '
                    f'Borderlands. Event decks: '
                    + ", ".join(f"Level {i + 1}: {_e(n)} left" for i, n in enumerate(v["event_decks"]))
                    + "</div>")
    rows.append("</section>")
    return "".join(rows)
