"""The Land of Han panel as HTML, from one warlord's view: the season and the sheet being written, your order
sheet with its cost against your treasury, your realm (next income broken down, the Max Army Limit, research,
piety, heroes, the Imperial Requirements), your season report, the other warlords' public sheets, and the key.

A warlord's treasury, research, heroes, reports and orders are in their own view only (``realm`` there is
``None`` for everyone else), so the others' show only what is public: banner, religion, Palace, lands, armies,
whether their orders are sealed, and pacts. Every text is escaped.
"""

from __future__ import annotations

from typing import Any

from ..content.armies import ARMY_TYPES
from ..content.improvements import IMPROVEMENTS
from ..content.religions import BY_ID as RELIGION
from ..content.victory import EMPEROR_ARMIES, EMPEROR_CENTRALS, EMPEROR_REGIONS
from ..pieces import entry_name
from .board import FLAVOUR_FILL, FLAVOUR_WORDS
from .text import (
    ARMY_LETTER,
    army_name,
    banner,
    capital,
    chip,
    coins,
    esc,
    map_of,
    plural,
    season_words,
    warlord,
)

PARTS = (("raise", "Raise"), ("move", "March"), ("build", "Build"), ("court", "Court"),
         ("diplomacy", "Diplomacy"), ("spend", "Spend"), ("review", "Review and seal"))
"""The order sheet's parts in the order they are written (``rules/orders.py``)."""
PART_HELP = {
    "raise": "Raise at most one army this season, at your Palace, an Army Camp or a Castle.",
    "move": "March your armies one region at a time (Cavalry two). Click an army's region on the map, then where it goes.",
    "build": "Build or demolish improvements; the dearest build of the season is free.",
    "court": "Hire heroes waiting at your court, post them as Governor or Marshal, dismiss or execute them.",
    "diplomacy": "Answer offers, offer trades and Military Pacts, send or turn back caravans.",
    "spend": "Prospect for resources, start or switch research, declare yourself Emperor.",
    "review": "Strike any order you do not want, then seal the sheet. Nothing happens until every sheet is sealed.",
}


def _phase_bar(phase: str | None) -> str:
    items = []
    for key, words in PARTS:
        mark = ' class="lh-now" aria-current="step"' if key == phase else ""
        items.append(f"<li{mark}>{esc(words)}</li>")
    return f'<ol class="lh-parts" aria-label="The order sheet\'s parts">{"".join(items)}</ol>'


def decision_html(view: dict[str, Any], seat: int | None) -> str:
    """The season and whose sheet is being written; for the warlord writing, the part of the sheet and its help."""
    head = f"<b>{esc(season_words(view))}.</b> "
    winners = view.get("winners")
    if winners is not None:
        names = " and ".join(chip(view, w, pick=False) for w in winners) or "nobody"
        return f'<div class="lh-decision">{head}<b>The game is over.</b> Won by {names}.</div>'
    who = view.get("to_move")
    if who is None:
        return f'<div class="lh-decision">{head}The season resolves.</div>'
    if who != seat:
        return f'<div class="lh-decision">{head}{chip(view, who, pick=False)} writes their orders.</div>'
    phase = view.get("phase")
    return (f'<div class="lh-decision">{head}<b>Your orders</b> ({chip(view, who, pick=False)}): '
            f'{esc(PART_HELP.get(phase, ""))}{_phase_bar(phase)}</div>')


def sheet_html(view: dict[str, Any]) -> str:
    """The orders written so far, each with its cost, and the total against the treasury."""
    realm = view.get("realm") or {}
    if view.get("to_move") != view.get("seat") and not realm.get("sheet"):
        return ""
    rows = "".join(f"<li>{esc(o['words'])}</li>" for o in realm.get("sheet") or ())
    orders = f"<ol>{rows}</ol>" if rows else "<p>No orders yet.</p>"
    sealed = view.get("to_move") != view.get("seat")
    head = "Your order sheet (sealed: it resolves when every sheet is sealed)" if sealed else "Your order sheet"
    total, purse = realm.get("sheet_cost") or 0, view.get("coins") or 0
    left = purse - total
    free = realm.get("free_builds") or 0
    return (f'<section class="lh-sheet" aria-label="Your order sheet"><h3>{esc(head)}</h3>{orders}'
            f'<p class="lh-total"><b>{esc(coins(total))}</b> of your {esc(coins(purse))}; '
            f'{esc(coins(left))} left after these orders.</p>'
            f'<p class="lh-muted">{esc(plural(free, "free improvement"))} this season (the dearest builds).</p>'
            '</section>')


def _bar(now: int, need: int) -> str:
    pct = 0 if need <= 0 else min(100, round(100 * now / need))
    return (f'<span class="lh-bar" role="progressbar" aria-valuemin="0" aria-valuemax="{need}" aria-valuenow="{now}">'
            f'<span style="width:{pct}%"></span></span>')


def _hero(view: dict[str, Any], h: dict[str, Any]) -> str:
    m = map_of(view)
    skills = ", ".join(h["skills"]) or "no skills yet"
    post = h.get("post")
    where = (f"{capital(post[1])} of {m.regions[post[0]].name}" if post and post[0] in m.regions
             else "at court")
    pay = f"; upkeep {coins(h['upkeep'])}" if h.get("upkeep") is not None else ""
    warn = " (unpaid last season: will leave if unpaid again)" if h.get("unpaid") else ""
    return f"<li><b>{esc(h['name'])}</b> {esc(h.get('hanzi') or '')}: {esc(skills)}; {esc(where)}{esc(pay)}{esc(warn)}</li>"


def realm_html(view: dict[str, Any]) -> str:
    """The warlord's own realm: treasury and next income, armies and their limit, research, piety, heroes and the
    Imperial Requirements."""
    realm = view.get("realm")
    seat = view.get("seat")
    if not realm or seat is None:
        return ""
    inc = realm["income"]
    net = inc["taxes"] + inc["production"] + inc["trade"] - inc["armies"] - inc["heroes"]
    religion = RELIGION.get((view.get("sheets") or [{}])[seat].get("religion"))
    project = realm.get("project")
    research = (f"<p>Researching <b>{esc(project['name'])}</b>: {project['rp']} of {project['need']} Research Points "
                f"{_bar(project['rp'], project['need'])}</p>" if project else "<p>No research under way.</p>")
    topics = "".join(
        f"<li><b>{esc(t['name'])}</b>{' (Imperial Technology)' if t['imperial'] else ''}: {t['rp']} Research Points"
        f" and {esc(coins(t['coins']))}. {esc(t['text'])}</li>" for t in realm.get("topics") or ())
    finished = ", ".join(realm.get("finished") or ()) or "none yet"
    lacking = realm.get("emperor") or []
    emperor = ("<p><b>Every Imperial Requirement is met:</b> you may declare yourself Emperor.</p>" if not lacking else
               "<p>To be proclaimed Emperor you still need: " + "; ".join(esc(x) for x in lacking) + ".</p>")
    heroes = "".join(_hero(view, h) for h in realm.get("heroes") or ()) or "<li>No heroes in your service.</li>"
    waiting = "".join(_hero(view, h) for h in realm.get("waiting") or ())
    captives = "".join(_hero(view, h) for h in realm.get("captives") or ())
    caravans = "".join(
        f"<li>{esc(c['words'])}" + (f": earns {esc(coins(c['earns']))} a season" if c["earns"] is not None else "")
        + "</li>" for c in realm.get("caravans") or ()) or "<li>None.</li>"
    return (
        '<section class="lh-realm" aria-label="Your realm"><h3>Your realm</h3>'
        f'<p class="lh-treasury">Treasury <b>{esc(coins(view.get("coins") or 0))}</b></p>'
        '<table class="lh-income"><caption>Next income, as things stand</caption><tbody>'
        f'<tr><th scope="row">Taxes</th><td>+{inc["taxes"]:,}</td></tr>'
        f'<tr><th scope="row">Production</th><td>+{inc["production"]:,}</td></tr>'
        f'<tr><th scope="row">Trade routes and fees</th><td>{"+" if inc["trade"] >= 0 else "−"}{abs(inc["trade"]):,}</td></tr>'
        f'<tr><th scope="row">Armies\' upkeep</th><td>−{inc["armies"]:,}</td></tr>'
        f'<tr><th scope="row">Heroes\' upkeep</th><td>−{inc["heroes"]:,}</td></tr>'
        f'<tr class="lh-net"><th scope="row">Net</th><td>{"+" if net >= 0 else "−"}{abs(net):,}</td></tr>'
        '</tbody></table>'
        f'<p>Armies <b>{realm["armies"]}</b> of your Max Army Limit <b>{realm["army_limit"]}</b>.</p>'
        f'<p>Religion: {esc(religion.name if religion else "none")} {esc(religion.hanzi if religion else "")}; piety '
        f'coverage {realm["piety"]}%.</p>'
        f'<h4>Research ({realm["rp"]} Research Points a season)</h4>{research}'
        f'<p>Finished: {esc(finished)}.</p>'
        f'<details><summary>Topics open to you ({len(realm.get("topics") or ())})</summary><ul>{topics}</ul></details>'
        f'<h4>Heroes</h4><ul>{heroes}</ul>'
        + (f'<h4>Waiting at your court to be hired</h4><ul>{waiting}</ul>' if waiting else "")
        + (f'<h4>Your captives</h4><ul>{captives}</ul>' if captives else "")
        + f'<h4>Caravans and trade routes</h4><ul>{caravans}</ul>'
        + f'<h4>The Imperial Requirements</h4><p class="lh-muted">{EMPEROR_REGIONS} regions, {EMPEROR_CENTRALS} of '
          f'them Central, all five Imperial Technologies and {EMPEROR_ARMIES} armies at once.</p>{emperor}'
        + '</section>')


def report_html(view: dict[str, Any]) -> str:
    """The notices the game master would have posted to this warlord: last season's results and this income."""
    lines = view.get("reports")
    if not lines:
        return ""
    rules = (view.get("realm") or {}).get("report_rules") or []
    items = "".join(f'<li data-rule="{esc(rules[i])}">{esc(x)}</li>' if i < len(rules) and rules[i] else f"<li>{esc(x)}</li>"
                    for i, x in enumerate(lines))
    return f'<section class="lh-report" aria-label="Your season report"><h3>Your season report</h3><ul>{items}</ul></section>'


def offers_html(view: dict[str, Any]) -> str:
    seat = view.get("seat")
    out = []
    for o in view.get("proposals") or ():
        other = o["to"] if o["from"] == seat else o["from"]
        way = "from" if o["to"] == seat else "to"
        kind = "a Military Pact" if o["kind"] == "pact" else "a trade"
        out.append(f"<li>{esc(capital(kind))} {way} {chip(view, other)}</li>")
    return f'<section class="lh-offers"><h3>Offers</h3><ul>{"".join(out)}</ul></section>' if out else ""


def warlords_html(view: dict[str, Any]) -> str:
    """Every warlord's public sheet: banner, religion, Palace, lands, armies, sealed orders, pacts."""
    m = map_of(view)
    seat = view.get("seat")
    owner = view.get("owner") or {}
    pacts = [tuple(p) for p in view.get("pacts") or ()]
    items = []
    for p, sheet in enumerate(view.get("sheets") or ()):
        palace = (view.get("palace") or [])[p] if p < len(view.get("palace") or []) else None
        lands = [r for r, o in owner.items() if o == p]
        centrals = sum(1 for r in lands if r in m.regions and m.regions[r].direction is None)
        armies = sum(1 for a in (view.get("armies") or {}).values() if a["o"] == p)
        religion = RELIGION.get(sheet.get("religion"))
        you = " lh-you" if p == seat else ""
        if palace is None:
            state = "fallen: their Palace was taken"
        else:
            sealed = (view.get("sealed") or [])[p] if p < len(view.get("sealed") or []) else False
            state = (f"Palace in {m.regions[palace].name}; {plural(len(lands), 'region')} ({centrals} Central), "
                     f"{plural(armies, 'army', 'armies')}; orders {'sealed' if sealed else 'not sealed yet'}")
        allies = [q for a, b in pacts for q in (a, b) if p in (a, b) and q != p]
        pact = ("; Military Pacts with " + ", ".join(warlord(view, q) for q in allies)) if allies else ""
        label = " (you)" if p == seat else ""
        items.append(f'<li class="lh-warlord{you}">{chip(view, p)}{label}: {esc(religion.name if religion else "")}; '
                     f'{esc(state)}{esc(pact)}</li>')
    return f'<section class="lh-warlords"><h3>The warlords</h3><ul>{"".join(items)}</ul></section>'


def lands_html(view: dict[str, Any]) -> str:
    """The warlord's regions in words, one line each (what a tap on the map would tell): tax, improvements, the
    mines found there, the armies."""
    seat = view.get("seat")
    if seat is None or view.get("realm") is None:
        return ""
    m = map_of(view)
    mine = [r for r in m.regions if (view.get("owner") or {}).get(r) == seat]
    armies: dict[str, list[str]] = {}
    for a in (view.get("armies") or {}).values():
        armies.setdefault(a["r"], []).append(army_name(a["t"]) if a["o"] == seat else f"{army_name(a['t'])} of "
                                             f"{warlord(view, a['o'])}")
    rows = []
    for r in mine:
        region = m.regions[r]
        built = ", ".join(entry_name(e) for e in (view.get("improvements") or {}).get(r) or ()) or "nothing built"
        found = (view.get("found") or {}).get(r)
        here = ", ".join(armies.get(r, ())) or "no army"
        kind = "Central" if region.direction is None else FLAVOUR_WORDS[region.flavour]
        rows.append(f'<li data-pick="region:{esc(r)}"><b>{esc(region.name)}</b> ({esc(kind)}): {esc(built)}; {esc(here)}'
                    + (f"; found: {esc(', '.join(found))}" if found else "") + "</li>")
    return (f'<details class="lh-lands"><summary>Your lands ({len(mine)} regions)</summary><ul>{"".join(rows)}</ul>'
            '</details>')


def key_html() -> str:
    """What the map's marks mean."""
    armies = "".join(f"<li><b>{ARMY_LETTER[t.id]}</b> {esc(t.name)} {esc(t.hanzi)}: Combat Rating {t.cr}, "
                     f"costs {t.cost:,}, upkeep {t.upkeep:,}</li>" for t in ARMY_TYPES)
    tiles = "".join(f"<li><b>{esc(i.hanzi[0])}</b> {esc(i.name)}</li>" for i in IMPROVEMENTS)
    lands = "".join(f'<li><span class="lh-swatch" style="background:{FLAVOUR_FILL[f]}"></span> {esc(w)}</li>'
                    for f, w in FLAVOUR_WORDS.items())
    others = (f'<li><span class="lh-swatch" style="background:{banner({}, "i")}"></span> Independents\' armies</li>'
              f'<li><span class="lh-swatch" style="background:{banner({}, "b")}"></span> Barbarians\' armies</li>')
    return ('<details class="lh-key"><summary>Key to the map</summary>'
            f'<h4>Armies (a number is how many)</h4><ul>{armies}{others}</ul><h4>Improvements</h4><ul>{tiles}</ul>'
            f'<h4>Lands</h4><ul>{lands}<li>Thick outline: a Central region with walls (+2 Combat Rating)</li>'
            '<li>宮: a Palace</li><li>Brown edge: the brown boundary, where Barbarians come in</li>'
            '<li>Dashed line: a trade route; a diamond: a caravan on the road</li></ul></details>')


def panel_html(view: dict[str, Any], seat: int | None) -> str:
    return (f'<div class="lh-panel">{decision_html(view, seat)}{sheet_html(view)}{report_html(view)}'
            f'{offers_html(view)}{realm_html(view)}{lands_html(view)}{warlords_html(view)}{key_html()}</div>')
