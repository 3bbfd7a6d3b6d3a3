"""The Spring and Autumn panel as HTML: the decision at hand, what changed, the key, every player's board.

Your own board shows everything the view gives you: action sections with their cubes (locked ones counted),
honor, knowledge and commerce, advancements by category, philosophies (face up or down, with their tokens),
treaty cards in hand and held, your private objectives and your dishonor tokens with their values. The
others' boards show what is public: dishonor and private objectives only as counts, face-down philosophies
as backs. An AI player's board adds its public tracks (advancements, supply) and its grudge; in the safety
game every board shows its palace garrison. Then the public objectives (and who met them), the philosophy
market and the world-event discard. While Qiulong's owner looks at the world-event deck, that seat alone
sees the cards (the others how many); once the game is over, the final scoring comes first: the result, the
winners and every player's objectives and dishonor. Seats are named by faction; every text is
escaped and only content names are shown.
"""

from __future__ import annotations

from typing import Any

from ..content.events import DRAGON, WORLD_EVENT
from ..content.factions import FACTION
from ..content.objectives import OBJECTIVE
from ..content.philosophies import PHILOSOPHY, SCHOOLS
from ..content.player_board import ADVANCEMENT, ADVANCEMENTS, can_research
from ..content.treaties import TREATY
from ..content.vocab import ACTION_SECTIONS, CATEGORIES
from .changes import changes
from .legend import legend_html
from .pieces import UNIT_ORDER, unit_words
from .text import esc, ink_on, place, plural, seat_label

DECISIONS = {
    "action": "choose an action or pass", "ai_action": "the AI player acts", "build": "choose what to build",
    "train": "choose units to train", "research": "choose an advancement", "honor": "gain honor",
    "supply": "use a supply action", "move": "move units", "move_palace": "move the palace",
    "exchange": "exchange commerce for an action", "combat": "fight a battle", "bid": "bid honor in secret for a "
    "world event", "bid_tie": "break a tie between bids", "we_effect": "resolve a world event",
    "face": "turn the most-honorable token", "mh_pick": "choose the most honorable player",
    "treaty_answer": "answer a treaty offer", "draft": "draft a philosophy", "phil": "use a philosophy card",
    "dragon_place": "place a dragon", "dragon_ability": "use a dragon", "kt_reveal": "reveal a kingdom token",
    "barb_combat": "fight barbarians", "barb_raid": "face a barbarian raid", "palace_place": "place the palace",
    "dis_loss": "choose losses", "dis_revolt": "face a revolt", "dis_plague": "face a plague",
    "dis_flood": "face a flood", "dis_reduce": "reduce an area", "dish_from": "choose whose dishonor token",
    "dis_adjacent": "choose where the disaster spreads", "treaty_free_break": "keep your treaties or break one free",
    "duel_check": "duel a dragon or not", "phil_cube": "place a cube with a philosophy",
    "phil_treaty": "receive a treaty's benefit again with a philosophy", "phil_marker": "move the chaos marker with a "
    "philosophy",
}
SECTION_NAMES = {"build": "Build", "train": "Train", "research": "Research", "honor": "Honor", "supply": "Supply"}
STATUS = {"ready": "ready", "used this turn": "used this turn", "usable next turn": "usable next turn"}


def _chip(faction: str, label: str = "", seat: int | None = None) -> str:
    """A faction's name in its colour; with ``seat``, a click target for choices that name that player."""
    f = FACTION[faction]
    pick = f' data-pick="seat:{seat}"' if seat is not None else ""
    return (f'<span class="sa-chip" style="background:{f.hex};color:{ink_on(f.hex)}"{pick}>'
            f'{esc(label or f.name)}</span>')


def _card(card_id: str, name: str, text: str) -> str:
    """A card's name that shows its text on hover and is a click target for choices that use the card."""
    return f'<span class="sa-card" data-card="{esc(card_id)}" title="{esc(text)}">{esc(name)}</span>'


def decision_html(view: dict[str, Any], seat: int | None) -> str:
    """Whose turn it is and what is being decided."""
    if view.get("winners") is not None:
        wins = [seat_label(view, w) for w in view["winners"]]
        return (f'<div class="sa-decision"><b>Game over.</b> Winner: {esc(" and ".join(wins) or "nobody")}'
                + (f" ({esc(view['result'])})" if view.get("result") else "") + "</div>")
    who = view.get("to_move")
    what = DECISIONS.get(view.get("decision") or "", "decide")
    if who is None:
        line = "The rules are moving on."
    elif who == seat:
        line = f"<b>Your move</b> ({_chip(view['factions'][who])}): {esc(what)}."
    else:
        line = f"{_chip(view['factions'][who])} to move: {esc(what)}."
    bid = view.get("bidding")
    if bid and bid.get("card") in WORLD_EVENT:
        card = WORLD_EVENT[bid["card"]]
        done = [seat_label(view, i) for i, b in enumerate(bid.get("in", ())) if b]
        line += (f" Bidding for <b>{esc(card.title)}</b>: "
                 f"{esc(', '.join(done) or 'nobody')} {'has' if len(done) == 1 else 'have'} bid."
                 + (f" Your bid: {esc(bid['own'])}." if bid.get("own") is not None else "")
                 + f'<div class="sa-event" data-card="{esc(bid["card"])}"><b>{esc(card.title)}</b>: '
                   f"{esc(card.text)}</div>")
    return f'<div class="sa-decision">{line}{battle_html(view)}</div>'


def _side(view: dict[str, Any], seat: int | None, where: str) -> str:
    """One side of a battle: a player and its units there, or the barbarians and their tokens."""
    if seat is None:
        n_tokens = len(view.get("barbarians", {}).get(where, ()))
        return f"the barbarians ({plural(n_tokens, 'token')})"
    kinds = ((view.get("units") or [{}] * (seat + 1))[seat] or {}).get(where) or {}
    units = [unit_words(k, sum(kinds[k])) for k in UNIT_ORDER if sum(kinds.get(k, ())) > 0]
    return f"{seat_label(view, seat)} ({', '.join(units) or 'no units left'})"


def battle_html(view: dict[str, Any]) -> str:
    """The battle being fought: where, both sides with what stands there now, the round. The dice of each round
    and the losses are told line by line in "Since your last move" and the game's log."""
    b = view.get("battle")
    if not b:
        return ""
    kind = "Barbarian combat" if b.get("barbarians") else ("Sea battle" if b.get("sea") else "Battle")
    rnd = f" (round {b['round']})" if b.get("round") else ""
    return (f'<div class="sa-battle"><b>{esc(kind)} in {esc(place(b["where"]))}</b>{esc(rnd)}. '
            f"{esc(_side(view, b.get('attacker'), b['where']))} attacks "
            f"{esc(_side(view, b.get('defender'), b['where']))}.</div>")


def _phil(card: dict[str, Any], own: bool) -> str:
    pid = card.get("id")
    token = card.get("token")
    if token == "honor":
        tok = "an honor token on it"
    elif isinstance(token, list):
        tok = f"a dishonor token worth {token[1]} on it"
    elif token == "dishonor":
        tok = "a dishonor token on it"
    else:
        tok = ""
    if pid in PHILOSOPHY:
        p = PHILOSOPHY[pid]
        school = SCHOOLS.get(p.color, p.color).split(":")[0]
        face = "face up" if card.get("up") else "face down (only you know it)"
        head = f"<b>{esc(p.title)}</b> <small>({esc(p.color)}, {esc(school)}; {esc(face)})</small>"
        body = f"<div>{esc(p.text)}</div>"
    else:
        head, body = "<b>A face-down philosophy</b>", ""
    extra = ", ".join(x for x in (tok, STATUS.get(card.get("status", ""), "")) if x)
    attr = f' data-card="{esc(pid)}"' if pid in PHILOSOPHY else ""
    return f'<li class="sa-phil"{attr}>{head}{body}' + (f"<small>{esc(extra)}</small>" if extra else "") + "</li>"


def _names(ids: list[str], table: dict[str, Any], attr: str) -> str:
    return ", ".join(esc(getattr(table[i], attr)) for i in ids if i in table) or '<span class="muted">none</span>'


def _sections(p: dict[str, Any], own: bool) -> str:
    """The five action sections with their cubes; on your own board each is a click target for its action."""
    cells = []
    for s in ACTION_SECTIONS:
        cubes, locked = p["sections"].get(s, 0), p["locked"].get(s, 0)
        pick = f' data-pick="section:{s}"' if own else ""
        cells.append(f"<td{pick}><b>{esc(SECTION_NAMES[s])}</b><br/>{'■ ' * cubes or '—'}"
                     + (f"<br/><small>{locked} locked</small>" if locked else "") + "</td>")
    return '<table class="sa-sections"><tr>' + "".join(cells) + "</tr></table>"


def _advancements(ids: list[str]) -> str:
    rows = []
    for cat in CATEGORIES:
        owned = [ADVANCEMENT[a] for a in ids if a in ADVANCEMENT and ADVANCEMENT[a].category == cat]
        if owned:
            rows.append(f"<li><b>{esc(cat.capitalize())}</b>: " + ", ".join(
                _card(a.id, a.name, a.text) for a in owned) + "</li>")
    return "<ul>" + "".join(rows) + "</ul>" if rows else '<p class="muted">No advancements yet.</p>'


def _open_advancements(ids: list[str]) -> str:
    """The advancements you may research next (SA-ACT-RESEARCH-8/9), with their level and cost."""
    owned = set(ids)
    rows = []
    for cat in CATEGORIES:
        open_ = [a for a in ADVANCEMENTS if a.category == cat and can_research(owned, a.id)]
        if open_:
            rows.append(f"<li><b>{esc(cat.capitalize())}</b>: " + ", ".join(
                _card(a.id, f"{a.name} (level {a.level}, {a.cost} knowledge)", a.text) for a in open_) + "</li>")
    return ("<details class=\"sa-open-adv\"><summary>Open to research</summary><ul>" + "".join(rows)
            + "</ul></details>") if rows else ""


def _treaties(view: dict[str, Any], p: dict[str, Any]) -> str:
    """Treaty cards in hand (each a click target for offering or accepting it) and treaties held."""
    hand = [_card(t, TREATY[t].name, TREATY[t].text) for t in p.get("treaties", ()) if t in TREATY]
    held = [_card(t, f"{TREATY[t].name} from {FACTION[TREATY[t].faction].name}", TREATY[t].text)
            + f" <small>({esc(TREATY[t].text)})</small>" for t in p.get("held", ()) if t in TREATY]
    return (f"<p><b>Treaty cards in hand:</b> {', '.join(hand) or 'none'}</p>"
            f"<p><b>Treaties held:</b> {'; '.join(held) or 'none'}</p>")


def player_html(view: dict[str, Any], i: int, seat: int | None) -> str:
    p = view["players"][i]
    fac = p["faction"]
    own = i == seat
    kind = "AI player" if p.get("kind") == "ai" else "player"
    head = (f'<summary>{_chip(fac, seat=i)} <b>{esc(FACTION[fac].name)}</b>{" (you)" if own else ""} '
            f'<small>{esc(kind)} · honor {p["honor"]} · knowledge {p["knowledge"]} · commerce {p["commerce"]} · '
            f'{p.get("public_objectives", 0)} public objective{"s" if p.get("public_objectives", 0) != 1 else ""}'
            f'</small></summary>')
    rows = []
    if p.get("eliminated"):
        rows.append("<p><b>Eliminated for dishonor.</b></p>")
    palace_at = place(p["palace"]) if p.get("palace") else "off the map"
    st = {"uc": " (under construction)", "exhausted": " (exhausted)"}.get(p.get("palace_st", ""), "")
    rows.append(f"<p><b>Palace:</b> {esc(palace_at + st)}</p>")
    if p.get("garrison") or (view.get("options") or {}).get("variant") == "safety":
        rows.append(f"<p><b>Palace garrison:</b> {esc(garrison_words(p.get('garrison') or []))}</p>")
    if p.get("kind") != "ai" or own:
        rows.append(_sections(p, own))
    rows.append(f"<h4>Advancements</h4>{_advancements(p.get('advancements', []))}"
                + (_open_advancements(p.get("advancements", [])) if own else ""))
    phils = p.get("philosophies", [])
    rows.append("<h4>Philosophies</h4>" + ('<ul class="sa-phils">' + "".join(_phil(c, own) for c in phils) + "</ul>"
                                          if phils else '<p class="muted">none</p>'))
    rows.append(_treaties(view, p))
    if p.get("dishonor") is not None:
        vals = p["dishonor"]
        rows.append(f"<p><b>Dishonor tokens:</b> {len(vals)}"
                    + (f" worth {', '.join(str(v) for v in vals)} (total {sum(vals)})" if vals else "") + "</p>")
    else:
        rows.append(f"<p><b>Dishonor tokens:</b> {p.get('dishonor_tokens', 0)} (values hidden)</p>")
    if p.get("objectives") is not None:
        objs = [OBJECTIVE[o] for o in p["objectives"] if o in OBJECTIVE]
        rows.append("<h4>Private objectives</h4><ul>" + "".join(
            f"<li><b>{esc(o.title)}</b>: {esc(o.text)}</li>" for o in objs) + "</ul>")
    else:
        rows.append(f"<p><b>Private objectives:</b> {p.get('objectives_count', 0)} (hidden)</p>")
    won = [WORLD_EVENT[e].title for e in p.get("events_won", ()) if e in WORLD_EVENT]
    if won:
        rows.append(f"<p><b>World events won:</b> {esc(', '.join(won))}</p>")
    ai = p.get("ai")
    if ai:
        grudge = seat_label(view, ai["grudge"]) if ai.get("grudge") is not None else "nobody"
        broken = ", ".join(seat_label(view, b) for b in ai.get("broken_with", ())) or "nobody"
        rows.append(f"<p><b>AI tracks:</b> advancements {esc(ai.get('advancements'))}, supply "
                    f"{esc(ai.get('supply'))}; grudge against {esc(grudge)}; treaties broken with {esc(broken)}</p>")
    opened = ' open=""' if own else ""
    fold = "you" if own else f"player-{esc(fac)}"      # the page keeps each fold-out as the player left it
    return f'<details class="sa-player" data-faction="{esc(fac)}" data-fold="{fold}"{opened}>{head}{"".join(rows)}</details>'


def garrison_words(kinds: list[str]) -> str:
    """The safety game's palace garrison in words ("1 infantry, 1 cavalry, 1 archer")."""
    if not kinds:
        return "none standing (made whole at the next upkeep if the palace stands)"
    return ", ".join(unit_words(k, kinds.count(k)) for k in UNIT_ORDER if k in kinds)


def _event(e: str) -> str:
    w = WORLD_EVENT[e]
    return f'<li data-card="{esc(e)}">' + f"<b>{esc(w.title)}</b>: {esc(w.text)}</li>"


def qiulong_html(view: dict[str, Any], seat: int | None) -> str:
    """The dragon Qiulong's look at the world-event deck: the cards themselves for the seat looking only
    (they are in no other seat's view), how many for everybody else."""
    q = view.get("qiulong")
    if not q:
        return ""
    name = DRAGON["qiulong"].name if "qiulong" in DRAGON else "Qiulong"
    who = seat_label(view, q.get("seat"))
    undecided, kept = q.get("undecided"), q.get("kept")
    if isinstance(undecided, list) and q.get("seat") == seat:
        body = (f"<p>You are looking at the top of the world-event deck with {esc(name)}: keep each card on top "
                "(in the order you choose) or discard it.</p>"
                + ("<h4>Still to decide</h4><ul>" + "".join(_event(e) for e in undecided if e in WORLD_EVENT)
                   + "</ul>" if undecided else "")
                + ("<h4>Kept so far (in this order)</h4><ol>" + "".join(_event(e) for e in kept or ()
                                                                       if e in WORLD_EVENT) + "</ol>"
                   if kept else ""))
    else:
        n_und = undecided if isinstance(undecided, int) else len(undecided or ())
        n_kept = kept if isinstance(kept, int) else len(kept or ())
        body = (f"<p>{esc(who)} is looking at the top of the world-event deck with {esc(name)}: "
                f"{plural(n_und, 'card')} still to decide, {n_kept} kept on top so far (only {esc(who)} sees "
                "them).</p>")
    return f'<div class="sa-qiulong"><h3>{esc(name)}: a look at the world events</h3>{body}</div>'


def final_html(view: dict[str, Any]) -> str:
    """The final scoring once the game is over: the result, who won, and every player's standing, objectives
    (now revealed) and dishonor."""
    if view.get("winners") is None:
        return ""
    final = view.get("final") or {}
    keys = final.get("keys") or {}
    out = set(final.get("eliminated") or ())
    winners = set(view["winners"])
    marks = view.get("marks") or {}
    rows = []
    for i, p in enumerate(view.get("players", ())):
        k = keys.get(str(i))
        fac = p["faction"]
        if i in out:
            standing = "eliminated for the most dishonor"
        elif k:
            standing = f"{plural(k[0], 'objective')} ({k[1]} public, {k[0] - k[1]} private), dishonor {-k[2]}"
        else:
            standing = ""
        met_public = [OBJECTIVE[o].title for o, seats in marks.items() if i in seats and o in OBJECTIVE]
        private = [OBJECTIVE[o] for o in p.get("objectives") or () if o in OBJECTIVE]
        dish = p.get("dishonor")
        rows.append(
            f'<li class="sa-final-player">{_chip(fac)} <b>{esc(FACTION[fac].name)}</b>'
            + (" <b>— winner</b>" if i in winners else "") + (f": {esc(standing)}" if standing else "")
            + (f"<br/><small>Public objectives met: {esc(', '.join(met_public))}</small>" if met_public else "")
            + ("<br/><small>Private objectives: " + esc("; ".join(f"{o.title} ({o.text})" for o in private))
               + "</small>" if private else "")
            + (f"<br/><small>Dishonor tokens: {esc(', '.join(str(v) for v in dish))}</small>" if dish else "")
            + "</li>")
    wins = " and ".join(seat_label(view, w) for w in view["winners"]) or "nobody"
    return (f'<div class="sa-final"><h3>Final scoring</h3><p><b>{esc("Winners" if len(winners) > 1 else "Winner")}:'
            f"</b> {esc(wins)}" + (f". {esc(view['result'][:1].upper() + view['result'][1:])}." if view.get("result")
                                   else ".") + f"</p><ul>{''.join(rows)}</ul>"
            "<p class=\"muted\">Ranked by objectives met, then public objectives, then least dishonor, then "
            "buildings, advancements, honor, knowledge and commerce.</p></div>")


def objectives_html(view: dict[str, Any]) -> str:
    marks = view.get("marks") or {}
    items = []
    for o in view.get("public_up", ()):
        if o not in OBJECTIVE:
            continue
        met = [seat_label(view, s) for s in marks.get(o, ())]
        items.append(f"<li><b>{esc(OBJECTIVE[o].title)}</b>: {esc(OBJECTIVE[o].text)}"
                     + (f" <i>Met by {esc(', '.join(met))}.</i>" if met else "") + "</li>")
    return (f"<h3>Public objectives ({view.get('public_deck', 0)} still in the deck)</h3>"
            + ("<ul>" + "".join(items) + "</ul>" if items else '<p class="muted">none revealed</p>'))


def market_html(view: dict[str, Any]) -> str:
    cards = [PHILOSOPHY[c] for c in view.get("market", ()) if c in PHILOSOPHY]
    body = "".join(f'<li data-card="{esc(c.id)}"><b>{esc(c.title)}</b> <small>({esc(c.color)})</small>: '
                   f"{esc(c.text)}</li>" for c in cards)
    discard = [WORLD_EVENT[e].title for e in view.get("world_discard", ()) if e in WORLD_EVENT]
    return (f"<h3>Philosophy market</h3><ul>{body}</ul>" if body else "") + (
        f"<p><b>World-event discard</b> ({len(discard)}, most recent last): {esc(', '.join(discard))}</p>"
        if discard else '<p class="muted">World-event discard: empty.</p>') + (
        f'<p class="muted">World-event deck: {plural(view.get("world_deck", 0), "card")}; '
        f'philosophy deck: {plural(view.get("phil_deck", 0), "card")}.</p>')


def changes_html(view: dict[str, Any], since: dict[str, Any] | None) -> str:
    if not since:
        return ""
    lines = changes(since, view).lines()
    body = ("<ul>" + "".join(f"<li>{esc(line)}</li>" for line in lines) + "</ul>" if lines
            else "<p>Nothing on the map has changed.</p>")
    return f'<div class="sa-changes mv-changes"><h3>Changed on the map since your last move</h3>{body}</div>'


def panel_html(view: dict[str, Any], seat: int | None, since: dict[str, Any] | None = None) -> str:
    n = len(view.get("players", ()))
    order = ([seat] if seat is not None and 0 <= seat < n else []) + [i for i in range(n) if i != seat]
    return ('<section class="sa-panel">' + decision_html(view, seat) + final_html(view) + qiulong_html(view, seat)
            + changes_html(view, since)
            + legend_html(view) + "<h3>Players</h3>" + "".join(player_html(view, i, seat) for i in order)
            + objectives_html(view) + market_html(view) + "</section>")
