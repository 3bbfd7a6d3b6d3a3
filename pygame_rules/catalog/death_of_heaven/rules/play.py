"""Playing a card onto a battlefield and executing it (DH-STR-1..4, DH-SKILL-1..5), shared by March and Reinforce.

A card played goes to its player's battlefield; when its turn to execute comes its strength is counted first,
whatever skills follow (DH-STR-3), then its player executes its Immediate skills, general (the icons) and unique,
in any order, each optional and each finished before the next (DH-SKILL-3/4). The software announces every
Ongoing, Resolution and Cleanup skill of a card when it is played (DH-SKILL-5: the page reads them aloud for the
player), so they may execute later; the player may still decline them then (DH-QA-8). When the card leaves the
battlefield during its own execution, the skills it has not executed are lost.
"""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD
from ..content.vocab import IMMEDIATE, ONGOING
from ..flow import EFFECTS, Decision, handler, push, resolver
from ..pieces import ability, name
from ..state import State
from .general_skills import general_skill_available
from .skills import skill_available

SKILL_PLAY_HOOKS: list[Any] = []


def put_on_battlefield(s: State, seat: int, card_id: str, discard_at_once: bool = False) -> None:
    """Move a card from hand to its player's battlefield (or straight to the discard pile, DH-MARCH-2): either way
    it was played, which ends Zhao Yun's Composure (DH-EX-27) and counts for Xu Sheng's Linked Stockades."""
    s.hand[seat].remove(card_id)
    b = s.battle
    if b is not None and seat in b["shield"]:
        b["shield"] = [p for p in b["shield"] if p != seat]
        s.say(f"{name(s, seat)}'s Composure ends.")
    if discard_at_once:
        s.discard[seat].append(card_id)
        return
    s.bf[seat].append(card_id)
    c = CARD[card_id]
    if b is not None and any(sk.timing != IMMEDIATE for sk in c.skills):
        b["announced"] = [*b["announced"], card_id]
        for sk in c.skills:                     # an Ongoing skill without a trigger holds from now (Composure)
            if sk.timing == ONGOING and sk.trigger is None:
                for e in sk.effects:
                    EFFECTS[e["do"]](s, {"seat": seat, "card": card_id, "skill": sk.id, "target": None}, e)


def count_strength(s: State, seat: int, card_id: str) -> None:
    """DH-STR-1: the card's strength joins its side's tally; faction abilities that mark a card played
    (``marker_on_troop_play``) and Ongoing skills triggered by a play (Linked Stockades) act now."""
    b = s.battle
    c = CARD[card_id]
    mark = ability(s, seat, "marker_on_troop_play")
    if mark is not None and c.subtype == "troop" and getattr(c, mark["troop"]) > 0:
        add_markers(s, card_id, mark["troop"], mark["n"])
    if c.scheme >= 1:
        for other in s.bf[seat]:
            if other != card_id and other in b["announced"]:
                for sk in CARD[other].skills:
                    if sk.timing == ONGOING and sk.trigger == "own_play_with_scheme":
                        for e in sk.effects:
                            EFFECTS[e["do"]](s, {"seat": seat, "card": other, "skill": sk.id}, e)
    b["counted"] = [*b["counted"], card_id]


def add_markers(s: State, card_id: str, troop: str, n: int) -> None:
    """``n`` troop markers on a battlefield card (DH-SKILL-6; the supply is unlimited, DH-QA-4)."""
    m = dict(s.markers.get(card_id, {}))
    m[troop] = m.get(troop, 0) + n
    s.markers[card_id] = m


def skill_keys(card_id: str) -> list[str]:
    """The Immediate skills of a card: its general-skill icons (``gsk:<icon>``, one per icon) and its Immediate
    unique skills (``sk:<id>``)."""
    c = CARD[card_id]
    return [f"gsk:{g}" for g in c.general_skills] + [f"sk:{sk.id}" for sk in c.skills if sk.timing == IMMEDIATE]


def available(s: State, seat: int, card_id: str, key: str) -> bool:
    kind, _, what = key.partition(":")
    if kind == "gsk":
        return general_skill_available(s, seat, what)
    return skill_available(s, seat, card_id, what)


@handler("exec")
def _exec(s: State, t: dict) -> Decision | None:
    seat, card_id = t["seat"], t["card"]
    if card_id not in s.bf[seat]:
        s.tasks.pop()
        return None
    if "left" not in t:
        count_strength(s, seat, card_id)
        t["left"] = skill_keys(card_id)
    options = [{"do": "skill", "card": card_id, "skill": k} for k in dict.fromkeys(t["left"])
               if available(s, seat, card_id, k)]
    if not options:
        s.tasks.pop()
        return None
    return seat, [*options, {"do": "done", "card": card_id}]


@resolver("exec")
def _executed(s: State, t: dict, a: dict) -> None:
    if a["do"] == "done":
        s.tasks.pop()
        return
    left = list(t["left"])
    left.remove(a["skill"])
    t["left"] = left
    kind, _, what = a["skill"].partition(":")
    if kind == "gsk":
        push(s, {"t": "gsk", "seat": t["seat"], "skill": what})
    else:
        push(s, {"t": "skill", "seat": t["seat"], "card": t["card"], "skill": what})
