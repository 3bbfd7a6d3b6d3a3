"""The Death of Heaven panel as HTML, from one seat's view: the decision at hand, the war of the round, your hand,
every faction's board, the Emperor Xian card, the Promise cards and their pledges, the wandering generals.

What a seat may not know is not in its view (DH-PERS-9), so it cannot be drawn: other players' hands are counts,
decks and discard piles are counted only for their owner, and a March card stays hidden until the reveal (the
panel says only who has chosen). Battlefields are public. Seats are named by faction, territories and cards in
English and Chinese; every text is escaped.
"""

from __future__ import annotations

from typing import Any

from ..content.boards import EMPEROR_COLUMNS, EMPEROR_SPACES, WANDERING_COSTS, emperor_dark_spaces
from ..content.cards import CARD
from ..content.factions import FACTION
from ..content.map import TERRITORY
from ..content.npc import NPC_TILE
from ..content.promises import PROMISE
from ..content.vocab import ATTACK, SELF_RELIANCE
from .cardface import back_html, card_html
from .text import TROOP_WORDS, chip, esc, plural, seat_name, side_word, territory_name

STANCE_WORDS = {SELF_RELIANCE: "Self-Reliance 自立"}
HAN_MINISTER_WORDS = "Han Minister 漢臣"


def _players(view: dict[str, Any]) -> range:
    return range(len(view.get("board") or view.get("factions") or ()))


def decision_html(view: dict[str, Any], seat: int | None) -> str:
    """Whose move it is and, for the seat deciding, what is being decided (the engine's prompt)."""
    if view.get("winners") is not None:
        winners = view["winners"]
        names = " and ".join(chip(view, w, pick=False) for w in winners) or "nobody"
        return (f'<div class="dh-decision"><b>Game over.</b> {"Winners" if len(winners) > 1 else "Winner"}: {names}, '
                f'with the fewest cubes left on the board.</div>')
    who = view.get("to_move")
    if who is None:
        line = "The rules are moving on."
    elif who == seat:
        line = f"<b>Your move</b> ({chip(view, who, pick=False)})" + (
            f": {esc(view['prompt'])}" if view.get("prompt") else ".")
    else:
        line = f"{chip(view, who, pick=False)} to move."
    return f'<div class="dh-decision">Round {view.get("round") or 1}. {line}</div>'


def _battlefield(view: dict[str, Any], p: int) -> str:
    cards = view["battlefields"][p]
    markers = view.get("markers") or {}
    if not cards:
        return ""
    side = CARD[cards[0]].side
    faces = "".join(card_html(c, markers.get(c)) for c in cards)
    return (f'<div class="dh-bf"><div class="dh-bf-head">{chip(view, p)} on the {side_word(side)} side</div>'
            f'<div class="dh-cards">{faces}</div></div>')


def war_html(view: dict[str, Any], seat: int | None) -> str:
    """The war of the round: Attacker, target and its suited troop types, Defender, both strength tallies and every
    battlefield (DH-STR-1..4); during the March, who has chosen (never what)."""
    attacker = view.get("attacker")
    b = view.get("battle")
    if b is None:
        who = f"{chip(view, attacker)} is the Attacker" if attacker is not None else "No Attacker yet"
        return f'<section class="dh-war"><h3>The war</h3><p>{who}; no war declared yet this round.</p></section>'
    target = b["target"]
    types = ", ".join(TROOP_WORDS[t] for t in b["types"]) or "no troop type"
    defender = b.get("defender")
    if defender is not None:
        dfn = chip(view, defender)
    else:
        tile = NPC_TILE.get(target)
        dfn = f"the NPC {esc(tile.faction_name)}" if tile else "nobody"
    head = (f'<p>{chip(view, attacker)} attacks <b data-region="{esc(target)}">{esc(territory_name(target))}</b> '
            f'(suited to {esc(types)}), defended by {dfn}.</p>')
    tally = (f'<p class="dh-tally"><span class="dh-attack">Attack {b["attack"]}</span> against '
             f'<span class="dh-defense">Defense {b["defense"]}</span>')
    if b.get("winner"):
        tally += f' — <b>{"the Attacker" if b["winner"] == "attacker" else "the Defender"} wins</b>'
    tally += "</p>"
    committed = view.get("committed") or []
    march = ""
    if any(committed) and not all(committed[p] or p in (attacker, defender) for p in _players(view)):
        waiting = [seat_name(view, p) for p in _players(view) if not committed[p] and p not in (attacker, defender)]
        chosen = [seat_name(view, p) for p in _players(view) if committed[p]]
        march = (f'<p class="dh-march">March: {esc(", ".join(chosen))} {"has" if len(chosen) == 1 else "have"} chosen '
                 f'in secret; waiting for {esc(", ".join(waiting))}.</p>')
    mine = view.get("my_commit")
    if mine:
        march += f'<div class="dh-mine">Your March card, hidden from the others until the reveal:{card_html(mine)}</div>'
    fields = "".join(_battlefield(view, p) for p in _players(view))
    return (f'<section class="dh-war"><h3>The war</h3>{head}{tally}{march}'
            f'{fields or "<p>No card on any battlefield yet.</p>"}</section>')


def hand_html(view: dict[str, Any], seat: int | None) -> str:
    """Your hand face up with every card's text; your deck and discard pile counted (your deck unseen, DH-PERS-9)."""
    if seat is None or not isinstance((view.get("hands") or [None])[seat], list):
        return ""
    hand = view["hands"][seat]
    mine = view.get("my_commit")
    faces = "".join(card_html(c, note="your March card" if c == mine else "") for c in hand) or "<p>No cards.</p>"
    deck = (view.get("decks") or [None])[seat]
    discard = (view.get("discards") or [None])[seat]
    extra = []
    if deck is not None:
        extra.append(f"your deck {plural(deck, 'card')}")
    if discard is not None:
        names = ", ".join(f"{CARD[c].name}" for c in discard)
        extra.append(f"your discard pile {plural(len(discard), 'card')}" + (f" ({names})" if names else ""))
    return (f'<section class="dh-hand"><h3>Your hand ({plural(len(hand), "card")})</h3>'
            f'<div class="dh-cards">{faces}</div><p class="dh-muted">{esc("; ".join(extra))}</p></section>')


def factions_html(view: dict[str, Any], seat: int | None) -> str:
    """Every faction's board, one line each: cubes left (the count that wins: the fewest), cubes out of the game,
    territories and diplomacy cubes, cubes on the Emperor card, stance, hand size, Promise cards held and the
    public word (promises kept and broken)."""
    items = []
    owner, npc, emperor = view.get("owner") or {}, view.get("npc") or {}, view.get("emperor") or []
    held: dict[int, list[str]] = {}
    for pid, holder in (view.get("promises") or {}).items():
        if holder is not None:
            held.setdefault(holder, []).append(pid)
    for p in _players(view):
        f = FACTION.get(view["factions"][p])
        cities = sum(1 for o in owner.values() if o == p)
        diplomacy = sum(1 for h in npc.values() if h == p)
        on_emperor = sum(1 for e in emperor if e == p)
        stance = (view.get("stance") or [None] * (p + 1))[p]
        hand = view["hands"][p]
        hand_n = len(hand) if isinstance(hand, list) else hand
        kept, broken = (view.get("word") or [[0, 0]] * (p + 1))[p]
        gone = view["gone"][p]
        facts = [plural(cities, "territory", "territories"), plural(diplomacy, "diplomacy cube"),
                 f"{on_emperor} on the Emperor card"] + ([f"{gone} out of the game"] if gone else []) + [
                 STANCE_WORDS.get(stance, HAN_MINISTER_WORDS), f"hand {plural(hand_n, 'card')}"]
        promise = ", ".join(_promise_name(x) for x in held.get(p, []))
        if promise:
            facts.append(f"holds {promise}")
        facts.append(f"word: {kept} kept, {broken} broken")
        klass = ' class="dh-you"' if p == seat else ""
        items.append(f'<li{klass}>{chip(view, p)}{" (you)" if p == seat else ""} <b class="dh-cubes">'
                     f'{view["board"][p]} cubes</b> left of {f.cubes if f else "?"} · {esc(" · ".join(facts))}</li>')
    marker = {4: 4, 5: 5, 6: 6}.get(len(items))
    return ('<section class="dh-factions"><h3>Factions</h3><p class="dh-muted">The fewest cubes left on the board '
            f'wins. The game ends at Cleanup when a board holds fewer than {marker} cubes or a cube lies on a dark '
            f'space of the Emperor card.</p><ul>{"".join(items)}</ul></section>')


def _promise_name(pid: str) -> str:
    p = PROMISE[pid]
    return f"{'Attack' if p.side == ATTACK else 'Defense'} Promise {pid[-1]}"


def emperor_html(view: dict[str, Any]) -> str:
    """The Emperor Xian card: 4 rows of 5 spaces filled top row first, left to right (DH-GSK-5); a cube on a dark
    space ends the game at Cleanup (DH-END-1). Gone when Cao Cao declared Self-Reliance."""
    if view.get("emperor_gone"):
        return ('<section class="dh-emperor"><h3>The Emperor Xian card 漢獻帝</h3><p>Removed from the game: Cao Cao '
                'declared Self-Reliance.</p></section>')
    dark = set(emperor_dark_spaces(len(view["board"]))) if view.get("board") else set()
    cells = []
    for i, space in enumerate(EMPEROR_SPACES):
        who = view["emperor"][i] if i < len(view.get("emperor") or ()) else None
        cls = "dh-space dark" if space in dark else "dh-space"
        if who is None:
            cells.append(f'<span class="{cls}" title="space {space}{", dark" if space in dark else ""}: empty"></span>')
        else:
            f = FACTION[view["factions"][who]]
            cells.append(f'<span class="{cls}" title="space {space}: {esc(f.name)}" style="background:{f.hex}">'
                         f'{esc(f.mark)}</span>')
    return (f'<section class="dh-emperor"><h3>The Emperor Xian card 漢獻帝</h3><div class="dh-grid" '
            f'style="grid-template-columns:repeat({EMPEROR_COLUMNS},1.6em)">{"".join(cells)}</div>'
            '<p class="dh-muted">Tribute fills the top row first, left to right; a cube on a dark space ends the game '
            'at Cleanup.</p></section>')


def promises_html(view: dict[str, Any]) -> str:
    """The Promise cards and who holds them, and this round's public pledges (which bind nobody)."""
    items = []
    for pid, holder in (view.get("promises") or {}).items():
        who = chip(view, holder) if holder is not None else "not given"
        items.append(f'<li data-pick="promise:{esc(pid)}" tabindex="-1"><b>{esc(_promise_name(pid))}</b>: '
                     f'{esc(PROMISE[pid].text)} — {who}</li>')
    pledges = []
    for pl in view.get("pledges") or []:
        if pl.get("ask") == "spare" and pl.get("issuer") is not None:
            what = f"to turn no skill against {seat_name(view, pl['issuer'])} this round"
        else:
            what = f"to {'reinforce' if pl.get('late') else 'march with'} the {side_word(pl['side'])} side"
        pledges.append(f"<li>{chip(view, pl['seat'])} promised {esc(what)}.</li>")
    said = f'<h4>Pledges this round</h4><ul>{"".join(pledges)}</ul>' if pledges else ""
    return (f'<section class="dh-promises"><h3>Promise cards</h3><ul>{"".join(items)}</ul>{said}</section>')


def wandering_html(view: dict[str, Any]) -> str:
    """The wandering board: its three generals with what each costs to Recruit (DH-GSK-2), its deck and the public
    armament deck, counted."""
    spaces = []
    for cost, card in zip(WANDERING_COSTS, view.get("wandering") or (), strict=False):
        face = card_html(card) if card else back_html(0, "general")
        spaces.append(f'<div class="dh-wspace"><div class="dh-muted">Recruit: discard {plural(cost, "card")}'
                      f'</div>{face}</div>')
    return (f'<section class="dh-wandering"><h3>Wandering generals</h3><div class="dh-cards">{"".join(spaces)}</div>'
            f'<p class="dh-muted">{plural(view.get("wandering_deck") or 0, "general")} in the wandering deck; '
            f'{plural(view.get("public_deck") or 0, "card")} in the public armament deck.</p></section>')


def territories_html(view: dict[str, Any]) -> str:
    """Every territory in words (the map's content for a screen reader or a narrow screen): its holder and
    cubes, or its NPC tile and diplomacy cube."""
    owner, level, npc = view.get("owner") or {}, view.get("level") or {}, view.get("npc") or {}
    items = []
    for tid, t in TERRITORY.items():
        if tid in owner:
            what = f"{seat_name(view, owner[tid])}, {plural(level.get(tid, 0), 'cube')} of {t.spaces} spaces"
        elif tid in npc:
            holder = npc[tid]
            what = f"NPC {NPC_TILE[tid].faction_name}" + (
                f", {seat_name(view, holder)}'s diplomacy cube" if holder is not None else "")
        else:
            what = "empty"
        items.append(f'<li data-region="{esc(tid)}">{esc(territory_name(tid))}: {esc(what)}</li>')
    return (f'<details class="dh-territories"><summary>Territories in words</summary><ul>{"".join(items)}</ul>'
            '</details>')


def panel_html(view: dict[str, Any], seat: int | None) -> str:
    """Everything beside the map, for ``seat`` (None: a spectator, who sees no hand)."""
    if not view.get("board"):              # the full rules' faction draft: nothing is laid out yet
        return f'<div class="dh-panel">{decision_html(view, seat)}{hand_html(view, seat)}</div>'
    return ('<div class="dh-panel">' + decision_html(view, seat) + war_html(view, seat) + hand_html(view, seat)
            + factions_html(view, seat) + emperor_html(view) + promises_html(view) + wandering_html(view)
            + territories_html(view) + "</div>")
