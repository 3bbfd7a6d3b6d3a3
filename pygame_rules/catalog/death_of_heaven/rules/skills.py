"""Unique skills (DH-SKILL-2..5): the interpreter of the content's effect vocabulary (``content/vocab.py``).

A skill runs as tasks: ``skill`` designates whom it targets (a decision when several players qualify; an
``each_*`` selector runs the effects once per qualifying player), then ``fx`` carries out its effects in order.
Each effect kind is a function in ``flow.EFFECTS`` (``rules/effects.py``) taking the state, the running ``fx``
task (``seat``, ``card``, ``target``) and the effect; it may push decision tasks that finish before the next
effect. An effect's ``if`` is judged just before it, ``optional`` asks first, and ``then`` runs after it only if
it did something (``s.flags["did"]``, set by the effect). ``s.flags["last"]`` carries what the previous effect
counted (``cards_just_discarded``).

A skill is offered only when it can do something now: its ``requires`` hold, its target selector finds somebody,
and every effect kind it uses is implemented (``EFFECTS``).
"""

from __future__ import annotations

from typing import Any

from ..content.cards import CARD, walk_effects
from ..content.cardtypes import Skill
from ..content.promises import MERIT_REWARD, PROMISE_CARDS
from ..flow import CONDITIONS, EFFECTS, Decision, handler, push, resolver
from ..pieces import allies, enemies, name, order_from, scheme, side_of
from ..state import State
from .persuade import note_designation

EFFECT_LISTS: dict[str, tuple[dict[str, Any], ...]] = {}
"""Every effect list of the content by a key a task can hold: ``<card>/<skill>`` for a skill, ``/<i>/then`` and
``/<i>/opt<j>`` for the lists nested in its ``i``-th effect, ``promise/<id>``, ``merit/<stance>``."""
SKILLS: dict[tuple[str, str], Skill] = {}


def _register(key: str, effects: tuple[dict[str, Any], ...]) -> None:
    EFFECT_LISTS[key] = effects
    for i, e in enumerate(effects):
        if "then" in e:
            _register(f"{key}/{i}/then", tuple(e["then"]))
        for j, option in enumerate(e.get("options", ())):
            if isinstance(option, tuple):
                _register(f"{key}/{i}/opt{j}", option)


for _c in CARD.values():
    for _sk in _c.skills:
        SKILLS[_c.id, _sk.id] = _sk
        _register(f"{_c.id}/{_sk.id}", _sk.effects)
for _p in PROMISE_CARDS:
    _register(f"promise/{_p.id}", _p.effects)
for _stance, _effects in MERIT_REWARD.items():
    _register(f"merit/{_stance}", _effects)


def implemented(skill: Skill) -> bool:
    return all(e["do"] in EFFECTS for e in walk_effects(skill.effects)) and \
        all(c["is"] in CONDITIONS for c in skill.requires)


def holds(s: State, ctx: dict[str, Any], condition: dict[str, Any]) -> bool:
    return CONDITIONS[condition["is"]](s, ctx, condition)


def candidates(s: State, seat: int, selector: dict[str, Any]) -> list[int]:
    """The players a skill's ``target`` selector may designate, clockwise from the Attacker (vocab.SELECTORS,
    TARGET_FILTERS). A seat under Zhao Yun's Composure cannot be designated by an enemy's Scheme comparison
    (DH-EX-27); an ally's Disruption still may (the card says "enemies")."""
    who = selector["who"]
    if who in ("enemy", "each_enemy"):
        pool = enemies(s, seat)
    elif who in ("ally", "each_ally"):
        pool = allies(s, seat)
    elif who in ("player", "other_player"):
        pool = [p for p in order_from(s, s.attacker) if p != seat]
    elif who == "attacker_supporter":
        pool = [p for p in order_from(s, s.attacker) if p != s.attacker and side_of(s, p) == "attack" and s.bf[p]]
    else:
        raise ValueError(who)
    if selector.get("scheme_lower"):
        mine = scheme(s, seat)
        shield = s.battle["shield"] if s.battle else []
        foes = enemies(s, seat) if shield else []          # Composure stops enemies only
        pool = [p for p in pool if scheme(s, p) < mine and not (p in shield and p in foes)]
    if "hand_min" in selector:
        pool = [p for p in pool if len(s.hand[p]) >= selector["hand_min"]]
    if "bf_has" in selector:
        pool = [p for p in pool if any(matches(c, selector["bf_has"]) for c in s.bf[p])]
    return pool


def matches(card_id: str, flt: dict[str, Any] | None) -> bool:
    """Whether a card passes a card filter (vocab.CARD_FILTER_KEYS)."""
    if not flt:
        return True
    c = CARD[card_id]
    for k, v in flt.items():
        if k == "subtype" and c.subtype != v:
            return False
        if k == "side" and c.side != v:
            return False
        if k == "symbol" and getattr(c, v) <= 0:
            return False
        if k == "general_skill" and v not in c.general_skills:
            return False
        if k == "name" and c.name_id != v:
            return False
    return True


def skill_available(s: State, seat: int, card_id: str, skill_id: str) -> bool:
    """A unique skill can be executed now (see the module docstring)."""
    sk = SKILLS[card_id, skill_id]
    if not implemented(sk):
        return False
    ctx = {"seat": seat, "card": card_id, "target": None}
    if not all(holds(s, ctx, c) for c in sk.requires):
        return False
    if not all(playable_from_hand(s, seat, e.get("filter")) for e in walk_effects(sk.effects)
               if e["do"] == "play_from_hand"):
        return False
    return sk.target is None or sk.target.get("optional", False) or bool(candidates(s, seat, sk.target))


def playable_from_hand(s: State, seat: int, flt: dict[str, Any] | None) -> list[str]:
    """The seat's hand cards matching ``flt`` that it could play after the skill: any for a supporter or a neutral
    (the skill empties its battlefield first, DH-REINF-6); the Attacker and a player Defender keep their type, so
    only those of their banner (ruling: Reversal, whose other Lu Bu card bears the other banner, is not theirs to
    execute)."""
    fixed = "attack" if seat == s.attacker else "defense" if s.battle and seat == s.battle["defender"] else None
    return [c for c in s.hand[seat] if matches(c, flt) and (fixed is None or CARD[c].side == fixed)]


@handler("skill")
def _skill(s: State, t: dict) -> Decision | None:
    """Designate the skill's target, then run its effects (one run per player for an ``each_*`` selector)."""
    seat, card_id = t["seat"], t["card"]
    sk = SKILLS[card_id, t["skill"]]
    ref = f"{card_id}/{sk.id}"
    if sk.target is None:
        s.tasks.pop()
        s.say(f"{name(s, seat)} executes {sk.name} ({CARD[card_id].name}).")
        push(s, {"t": "fx", "seat": seat, "card": card_id, "ref": ref, "i": 0, "target": None})
        return None
    pool = candidates(s, seat, sk.target)
    if not pool:                                     # an optional target: the effects on nobody are skipped
        s.tasks.pop()
        s.say(f"{name(s, seat)} executes {sk.name} ({CARD[card_id].name}).")
        push(s, {"t": "fx", "seat": seat, "card": card_id, "ref": ref, "i": 0, "target": None})
        return None
    if sk.target["who"].startswith("each_") or len(pool) == 1:
        s.tasks.pop()
        if pool:
            s.say(f"{name(s, seat)} executes {sk.name} ({CARD[card_id].name}) against "
                  f"{', '.join(name(s, p) for p in pool)}.")
        for p in pool:
            note_designation(s, seat, p)
        push(s, *({"t": "fx", "seat": seat, "card": card_id, "ref": ref, "i": 0, "target": p} for p in pool))
        return None
    return seat, [{"do": "designate", "seat": p, "skill": sk.id} for p in pool]


@resolver("skill")
def _designated(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    sk = SKILLS[t["card"], t["skill"]]
    s.say(f"{name(s, t['seat'])} executes {sk.name} ({CARD[t['card']].name}) against {name(s, a['seat'])}.")
    note_designation(s, t["seat"], a["seat"])
    push(s, {"t": "fx", "seat": t["seat"], "card": t["card"], "ref": f"{t['card']}/{sk.id}", "i": 0,
             "target": a["seat"]})


@handler("fx")
def _fx(s: State, t: dict) -> Decision | None:
    effects = EFFECT_LISTS[t["ref"]]
    i = t["i"]
    if i >= len(effects):
        s.tasks.pop()
        return None
    e = effects[i]
    if e.get("who") == "target" and t["target"] is None or "if" in e and not holds(s, t, e["if"]):
        t["i"] = i + 1
        return None
    if e.get("optional") and not t.get("go"):
        decider = t["target"] if e.get("decided_by") == "target" and t["target"] is not None else t["seat"]
        return decider, [{"do": "part", "go": True, "effect": e["do"]}, {"do": "part", "go": False,
                                                                             "effect": e["do"]}]
    t["i"], t["go"] = i + 1, False
    s.flags["did"] = False
    if "then" in e:
        push(s, {"t": "fx_then", "seat": t["seat"], "card": t["card"], "ref": f"{t['ref']}/{i}/then",
                 "target": t["target"]})
    EFFECTS[e["do"]](s, t, e)
    return None


@resolver("fx")
def _fx_part(s: State, t: dict, a: dict) -> None:
    if a["go"]:
        t["go"] = True
    else:
        t["i"] += 1


@handler("fx_then")
def _fx_then(s: State, t: dict) -> None:
    s.tasks.pop()
    if s.flags.get("did"):
        push(s, {"t": "fx", "seat": t["seat"], "card": t["card"], "ref": t["ref"], "i": 0, "target": t["target"]})
