"""What changed on the map since the seat's last move: ``since`` (its view then) against the view now.

Compared per place (land area, sea or river segment): each faction's units by kind, the owner, the buildings
and their states, palaces, face-down kingdom tokens, barbarian tokens and dragons; and, off the map, the
Great Wall segments. Only what both views show is compared, so nothing hidden can leak through a change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..content.events import DRAGON
from ..content.map import ARROWS, TRIBE
from .pieces import UNIT_ORDER, building_words, unit_words
from .text import place, seat_label


@dataclass
class ChangeSet:
    places: dict[str, list[str]] = field(default_factory=dict)
    """Place id -> what changed there, in words."""
    other: list[str] = field(default_factory=list)
    """Changes not tied to a place (Great Wall segments, tribes)."""

    def lines(self) -> list[str]:
        return [f"{place(p)}: {'; '.join(words)}" for p, words in self.places.items()] + self.other


def _totals(view: dict[str, Any]) -> dict[tuple[str, int, str], int]:
    out: dict[tuple[str, int, str], int] = {}
    for seat, locs in enumerate(view.get("units") or ()):
        for loc, kinds in locs.items():
            for kind, counts in kinds.items():
                if sum(counts):
                    out[(loc, seat, kind)] = sum(counts)
    return out


def changes(since: dict[str, Any] | None, view: dict[str, Any]) -> ChangeSet:
    ch = ChangeSet()
    if not since or since.get("factions") != view.get("factions"):
        return ch

    def note(loc: str, words: str) -> None:
        ch.places.setdefault(loc, []).append(words)

    before, now = _totals(since), _totals(view)
    for loc, seat, kind in sorted(set(before) | set(now), key=lambda k: (k[0], k[1], UNIT_ORDER.index(k[2])
                                                                         if k[2] in UNIT_ORDER else 9)):
        a, b = before.get((loc, seat, kind), 0), now.get((loc, seat, kind), 0)
        if a != b:
            note(loc, f"{seat_label(view, seat)} {unit_words(kind, b)} (was {a})")
    owners_then, owners_now = since.get("owner") or {}, view.get("owner") or {}
    for area in sorted(set(owners_then) | set(owners_now)):
        a, b = owners_then.get(area), owners_now.get(area)
        if a != b:
            note(area, f"now owned by {seat_label(view, b)}" if b is not None else
                 f"no longer owned by {seat_label(view, a)}")
    bl_then, bl_now = since.get("buildings") or {}, view.get("buildings") or {}
    for area in sorted(set(bl_then) | set(bl_now)):
        a = sorted(building_words(b) for b in bl_then.get(area, ()))
        b = sorted(building_words(b) for b in bl_now.get(area, ()))
        if a != b:
            note(area, "buildings now " + (", ".join(b) if b else "none"))
    for i, (p, q) in enumerate(zip(since.get("players") or (), view.get("players") or (), strict=False)):
        if (p.get("palace"), p.get("palace_st")) != (q.get("palace"), q.get("palace_st")) and q.get("palace"):
            note(q["palace"], f"{seat_label(view, i)}'s palace here ("
                 + str(q.get("palace_st", "active")).replace("uc", "under construction") + ")")
    k_then, k_now = since.get("kingdom") or {}, view.get("kingdom") or {}
    for area in sorted(set(k_then) | set(k_now)):
        if k_then.get(area, 0) != k_now.get(area, 0):
            note(area, f"kingdom tokens {k_now.get(area, 0)} (was {k_then.get(area, 0)})")
    b_then, b_now = since.get("barbarians") or {}, view.get("barbarians") or {}
    for area in sorted(set(b_then) | set(b_now)):
        if len(b_then.get(area, ())) != len(b_now.get(area, ())):
            note(area, f"barbarian tokens {len(b_now.get(area, ()))} (was {len(b_then.get(area, ()))})")
    d_then, d_now = since.get("dragons") or {}, view.get("dragons") or {}
    for d in sorted(set(d_then) | set(d_now)):
        if d_then.get(d) != d_now.get(d):
            name = DRAGON[d].name if d in DRAGON else d
            where = d_now.get(d)
            if where in TRIBE or where in ("yellow", "yangtze") or where is None:
                ch.other.append(f"the dragon {name} is now {'off the map' if where is None else place(where)}")
            else:
                note(where, f"the dragon {name} arrived")
    w_then, w_now = since.get("great_wall") or {}, view.get("great_wall") or {}
    for arrow in sorted(set(w_then) | set(w_now)):
        if w_then.get(arrow) != w_now.get(arrow) and arrow in ARROWS:
            seg = w_now.get(arrow)
            target = place(ARROWS[arrow].target)
            ch.other.append(f"Great Wall segment before {target}: "
                            + (f"{seat_label(view, seg['owner'])}'s, "
                               + ("under construction" if seg.get("st") == "uc" else "complete") if seg else "gone"))
    return ch
