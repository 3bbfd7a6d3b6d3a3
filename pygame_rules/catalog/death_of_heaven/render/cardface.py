"""A Death of Heaven card drawn face up, as HTML: what a player reads on the printed card (DH-CARD-1..5).

The banner (Attack or Defense) colours the card's edge; then its name in English and Chinese, its kind (General,
Troop or Scheme, and whose deck it comes from), its troop symbols by type, its Scheme value, its general-skill
icons and each unique skill with its timing and text. Markers placed on the card (DH-STR-4) are shown under it.
The card is a click target (``data-card``) for the choices that use it; a hidden card is drawn as a back.
"""

from __future__ import annotations

from ..content.cards import CARD
from ..content.factions import FACTION
from ..content.vocab import ATTACK, GENERAL, SCHEME, TROOP, WANDERING
from .text import ICON_WORDS, TROOP_MARKS, TROOP_WORDS, esc, plural

KIND_WORDS = {GENERAL: "General", TROOP: "Troop", SCHEME: "Scheme"}


def origin(card_id: str) -> str:
    """Whose deck a card comes from, in words: a faction's, the wandering generals or the public armaments."""
    c = CARD[card_id]
    if c.faction == WANDERING:
        return "wandering general"
    if c.faction in FACTION:
        return f"{FACTION[c.faction].name}'s deck"
    return "public armament"


def symbols_html(card_id: str) -> str:
    """The card's troop symbols by type ("Infantry 2 步2"), or a dash for none."""
    c = CARD[card_id]
    parts = [f'<span class="dh-sym dh-{t}" title="{esc(TROOP_WORDS[t])} {k}">{TROOP_MARKS[t]}{k}</span>'
             for t, k in c.symbols.items()]
    return "".join(parts) or '<span class="dh-sym">no troops</span>'


def card_words(card_id: str) -> str:
    """One line saying everything on the card, for a tooltip or a screen reader."""
    c = CARD[card_id]
    banner = "Attack" if c.side == ATTACK else "Defense"
    troops = ", ".join(f"{TROOP_WORDS[t]} {k}" for t, k in c.symbols.items()) or "no troop symbols"
    icons = ", ".join(ICON_WORDS[g] for g in c.general_skills)
    skills = " ".join(f"{s.name} ({s.timing}): {s.text}" for s in c.skills)
    return " · ".join(x for x in (f"{c.name} {c.hanzi}", f"{banner} {KIND_WORDS[c.subtype]} ({origin(card_id)})",
                                  troops, f"Scheme {c.scheme}" if c.scheme else "", icons, skills) if x)


def card_html(card_id: str, markers: dict[str, int] | None = None, note: str = "") -> str:
    """The card face up; ``markers`` are the troop markers on it (type -> count); ``note`` a short line under it
    ("committed to the March")."""
    c = CARD[card_id]
    banner = "attack" if c.side == ATTACK else "defense"
    icons = "".join(f'<span class="dh-icon">{esc(ICON_WORDS[g])}</span>' for g in c.general_skills)
    skills = "".join(f'<p class="dh-skill"><b>{esc(s.name)} {esc(s.hanzi)}</b> <i>({esc(s.timing)})</i>: '
                     f'{esc(s.text)}</p>' for s in c.skills)
    marks = "".join(f'<span class="dh-marker">+{k} {esc(TROOP_WORDS[t].lower())} '
                    f'{"marker" if k == 1 else "markers"}</span>' for t, k in (markers or {}).items() if k)
    scheme = f'<span class="dh-scheme" title="Scheme {c.scheme}">謀{c.scheme}</span>' if c.scheme else ""
    return (f'<div class="dh-card dh-{banner}" data-card="{esc(card_id)}" tabindex="-1" '
            f'title="{esc(card_words(card_id))}">'
            f'<div class="dh-card-head"><b>{esc(c.name)}</b> <span lang="zh">{esc(c.hanzi)}</span></div>'
            f'<div class="dh-card-kind">{"Attack" if banner == "attack" else "Defense"} '
            f'{esc(KIND_WORDS[c.subtype])} · {esc(origin(card_id))}</div>'
            f'<div class="dh-card-line">{symbols_html(card_id)}{scheme}{icons}</div>{skills}'
            + (f'<div class="dh-card-markers">{marks}</div>' if marks else "")
            + (f'<div class="dh-card-note">{esc(note)}</div>' if note else "") + "</div>")


def back_html(count: int, what: str = "card") -> str:
    """Face-down cards: only how many."""
    return f'<div class="dh-card dh-back" title="{esc(plural(count, what))}, face down">{esc(plural(count, what))}</div>'
