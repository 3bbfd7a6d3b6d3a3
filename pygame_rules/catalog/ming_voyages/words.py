"""Plain words for every choice, as the buttons show them and the session log keeps them.

Each label names its card, its target and its effect in a player's words:
the region (``content/map.py``: ``NAMES``), the pieces and numbers involved, the card and
what a reaction to it would do. Labels are written to the player choosing
("your 2", "your 3 CP"); the engine calls ``describe`` only with a legal action
of the state, so the top task is the one that asked.
"""

from __future__ import annotations

from typing import Any

from .content.cards import ACTION, CARD, CARDS, Card
from .content.cards import BARBARIAN as BARBARIAN_CARD
from .content.cards import EMPEROR as EMPEROR_CARD
from .content.dice import faces, roll_words
from .content.map import BORDERLANDS, NAMES, VOYAGE_NAMES
from .moves import attack_sources, attack_targets, build_targets
from .rules.battle import kept_words
from .rules.effects import feasible, special_for, special_words
from .rules.solo_flow import overlord_answer, reaction_level
from .state import EMPEROR, OVERLORD, SIDE_NAMES, State, place, places, plural

CP_WORDS = {"recruit": "Recruit Troops", "move": "Move", "attack": "Attack", "tax": "Tax", "junks": "Build Junks",
            "voyage": "Voyage", "amass": "Amass Hordes", "gather": "Gather Resources",
            "build": "Build Settlements", "none": "Use no CP"}


def card_name(n: int) -> str:
    return f"#{n} {CARD[n].name} ({CARD[n].cp} CP)"


def _deciding_side(s: State) -> int:
    return s.decision_seat if s.decision_seat is not None else EMPEROR


def reaction_note(s: State, card: int, side: int) -> str:
    """What the opponent may do with ``card`` once ``side`` plays it face up ("" if nothing)."""
    opponent = 1 - side
    if s.solo and side == EMPEROR:
        if not special_for(s, card, OVERLORD):
            return ""
        level = reaction_level(s, card)
        note = f"; the Overlord then answers with a Level {level} Event"
        after = s.options["levels_after"][CARD[card].cp - 1]
        if not s.flipped and s.completed() == 3 and after != level:
            note += f" (Level {after} if this completes your 4th Voyage)"
        return note
    if not feasible(s, opponent, special_for(s, card, opponent)):
        return ""
    return f"; the {SIDE_NAMES[opponent]} may react: {special_words(s, card, opponent)}"


def _play(s: State, a: dict[str, Any]) -> str:
    card, side = a["card"], _deciding_side(s)
    name = card_name(card)
    if a["play"] == "reserve":
        return f"reserve {name} face down for battle re-rolls"
    note = reaction_note(s, card, side)
    if a["play"] == "special":
        return f"play {name} for its special action: {special_words(s, card, side)}{note}"
    if "with" in a:
        total = CARD[card].cp + CARD[a["with"]].cp
        return f"play {name} for {total} CP, reinforced with your reserved {card_name(a['with'])}{note}"
    return f"play {name} for {CARD[card].cp} CP{note}"


def _main_words(s: State, main: dict[str, Any]) -> str:
    if main["t"] == "cp":
        return f"your {main['cp']} CP action"
    return f"your special action ({special_words(s, main['card'], main['side'])})"


def _order(s: State, a: dict[str, Any]) -> str:
    t = s.tasks[-1]
    card, opponent = t["card"], SIDE_NAMES[1 - t["side"]]
    reaction = f"#{card} {CARD[card].name} ({special_words(s, card, 1 - t['side'])})"
    mine = _main_words(s, t["main"])
    if a["order"] == "mine_first":
        return f"carry out {mine} first, then the {opponent} may react with {reaction}"
    return f"let the {opponent} react first with {reaction}, then carry out {mine}"


def _cp(s: State, a: dict[str, Any]) -> str:
    t = s.tasks[-1]
    side, cp, act = t["side"], t["cp"], a["cp"]
    if act == "none":
        return f"Use no CP: none of your {cp} CP can be spent on any action"
    n = {"recruit": "troop", "tax": "gold", "junks": "junk", "amass": "horde", "gather": "settlement"}.get(act)
    if n:
        got = min(cp, s.supply(n))
        short = ", all the Supply holds" if got < cp else ""
        what = {"recruit": f"{plural(got, 'Troop')} into the Ming Empire Homeland",
                "tax": f"{got} Gold into the Ming Empire Homeland",
                "junks": f"{plural(got, 'Junk')} into the South China Sea",
                "amass": f"{plural(got, 'Horde')} into the Homelands of your choice",
                "gather": f"{plural(got, 'Settlement')} into the Homelands of your choice"}[act]
        return f"{CP_WORDS[act]} with {cp} CP: {what}{short}"
    kind = "Troop" if side == EMPEROR else "Horde"
    if act == "move":
        return f"Move with {cp} CP: up to {plural(cp, kind)} from one region to one next to it"
    if act == "attack":
        targets = attack_targets(s, side)
        named = " or ".join(f"{NAMES[bl]} ({s.holding(bl)})" for bl in targets)
        return f"Attack with {cp} CP: up to {plural(cp, kind)} into {named}"
    if act == "voyage":
        return f"Voyage with {cp} CP: {plural(cp, 'die')} to complete one Voyage"
    return f"Build Settlements with {cp} CP: up to {plural(cp, 'Settlement')} from one Homeland"


def _move(s: State, a: dict[str, Any]) -> str:
    if a["move"] == "none":
        return "move nothing"
    t = s.tasks[-1]
    side, src, dst, n = t["side"], a["move"], a["to"], a["n"]
    kind = "Troop" if side == EMPEROR else "Horde"
    notes = []
    if dst in BORDERLANDS and s.controller(dst) is None:
        notes.append(f"{NAMES[dst]} is empty: it becomes {'Ming' if side == EMPEROR else 'Barbarian'}")
    have = s.troops[src] if side == EMPEROR else s.hordes[src]
    if src in BORDERLANDS and have == n and not (side == OVERLORD and s.settlements[src]):
        notes.append(f"{NAMES[src]} is left empty")
    tail = f" ({'; '.join(notes)})" if notes else ""
    return f"move {plural(n, kind)} from {place(src)} to {place(dst)}{tail}"


def _attack_target(s: State, a: dict[str, Any]) -> str:
    t = s.tasks[-1]
    side, bl = t["side"], a["target"]
    kind = "Troop" if side == EMPEROR else "Horde"
    near = places([r for r, _ in attack_sources(s, side, bl)])
    have = sum(n for _, n in attack_sources(s, side, bl))
    return (f"attack {NAMES[bl]} ({s.holding(bl)}) with up to {plural(t['n'], kind)}: {have} can come from {near}")


def _send(s: State, a: dict[str, Any]) -> str:
    t = s.tasks[-1]
    kind = "Troop" if t["side"] == EMPEROR else "Horde"
    k, region, target = a["send"], a["from"], NAMES[t["target"]]
    have = s.troops[region] if t["side"] == EMPEROR else s.hordes[region]
    sent = f" ({t['sent']} sent so far)" if t["sent"] else ""
    if k == 0:
        return f"send none of the {plural(have, kind)} in {place(region)} into {target}{sent}"
    return f"send {k} of the {plural(have, kind)} in {place(region)} into {target}{sent}"


def _voyage(s: State, a: dict[str, Any]) -> str:
    t = s.tasks[-1]
    if "voyage" in a:
        v = a["voyage"]
        unlocks = [f"#{c.number} {c.name}" for c in CARD.values() if c.kind == ACTION and c.voyage == v]
        return f"sail for Voyage {v} ({VOYAGE_NAMES[v]}): completing it unlocks " + ", ".join(unlocks)
    target = f"Voyage {t['v']} ({VOYAGE_NAMES[t['v']]})"
    if "gold" in a:
        waiting = s.gold["SCS"]
        extra = f", with the {waiting} already in the South China Sea" if waiting else ""
        return f"send {a['gold']} Gold from the Ming Empire Homeland for {target}{extra}"
    gold, j = t["gold"] + s.gold["SCS"], a["junks"]
    total = gold + j + t["bonus"]
    chance = "any die succeeds" if total >= 7 else f"each die under {total} succeeds"
    bonus = f" + {t['bonus']} from the card" if t["bonus"] else ""
    return (f"send {plural(j, 'Junk')} for {target}: {gold} Gold + {plural(j, 'Junk')}{bonus} = {total}, "
            f"so {chance} ({plural(t['attempts'], 'die')})")


def _battle(s: State, a: dict[str, Any]) -> str:
    b = s.battle
    side = s.decision_seat
    mine, theirs = ("att", "def") if b["attacker"] == side else ("def", "att")
    dice = b[mine]
    if "battle" in a:
        against = f" against the {SIDE_NAMES[1 - side]}'s {roll_words(b[theirs])}" if b[theirs] else ""
        return f"keep your {roll_words(dice)}{against}"
    if "reroll" in a:
        again, kept = kept_words(dice, a["reroll"])
        if not kept:
            return f"re-roll all three of your dice ({faces(dice)}), using 1 of {b['open']} re-rolls"
        return f"re-roll your {again} (keep {kept}), using 1 of {b['open']} re-rolls"
    card = a["reveal"]
    return f"reveal your reserved {card_name(card)} for {plural(CARD[card].cp, 're-roll')} of your {roll_words(dice)}"


def describe(s: State, a: dict[str, Any]) -> str:
    task = s.tasks[-1] if s.tasks else {}
    if "play" in a:
        return _play(s, a)
    if "order" in a:
        return _order(s, a)
    if "react" in a:
        card, side = task["card"], task["side"]
        name = f"#{card} {CARD[card].name}"
        if a["react"]:
            return f"react with {name}: {special_words(s, card, side)} (the card's special action for you)"
        return f"let {name} pass without reacting"
    if "confirm" in a:
        how = {"reserve": "reserve {} face down", "cp": "play {} for its CP",
               "special": "play {} for its special action"}[task["play"]].format(card_name(task["card"]))
        return f"Confirm: {how} — the Overlord then {overlord_answer(s)} (you cannot undo after this)"
    if "cp" in a:
        return _cp(s, a)
    if "place" in a:
        kind, r = task.get("kind", "horde"), a["place"]
        note = ""
        if r in BORDERLANDS and s.controller(r) is None:
            note = " (it is empty: it becomes Ming)"
        return f"place a {kind.capitalize()} in {place(r)}{note} ({task['n']} still to place, this one included)"
    if "move" in a:
        return _move(s, a)
    if "target" in a:
        return _attack_target(s, a)
    if "send" in a:
        return _send(s, a)
    if "voyage" in a or "gold" in a or "junks" in a:
        return _voyage(s, a)
    if "from" in a and "to" in a:
        return f"move a Horde from {place(a['from'])} to {place(a['to'])}"
    if "from" in a:
        targets = places(build_targets(s, a["from"]))
        return f"build from {place(a['from'])} ({plural(s.settlements[a['from']], 'Settlement')} there) into {targets}"
    if "build" in a:
        return f"build a Settlement in {NAMES[a['build']]} ({s.holding(a['build'])}) from {place(task['from'])}"
    if "battle" in a or "reroll" in a or "reveal" in a:
        return _battle(s, a)
    if "remove" in a:
        bl = a["remove"]
        left = "; it is left empty" if s.hordes[bl] == 1 and not s.settlements[bl] else ""
        return f"remove a Horde from {NAMES[bl]} ({s.holding(bl)}{left})"
    if "push" in a:
        if a["push"] == "none":
            return "send no Hordes back"
        return (f"send {plural(a['n'], 'Horde')} from {NAMES[a['push']]} ({s.holding(a['push'])}) back to "
                f"{place(a['to'])}")
    raise ValueError(f"no words for the action {a!r}")   # pragma: no cover - every action kind is listed


# -- the card reference (Game.cards) -------------------------------------------------------------------------

KIND_WORDS = {ACTION: "Action card", EMPEROR_CARD: "Emperor card", BARBARIAN_CARD: "Barbarian card"}
KIND_INTRO = {
    ACTION: "On an Action card the Overlord may always use the top action instead of the CP; the Emperor may use "
            "the bottom action once the Voyage with the card's number is completed.",
    EMPEROR_CARD: "Only the Emperor may use an Emperor card's special actions: one while 3 or fewer Voyages are "
                  "completed, the other from the 4th.",
    BARBARIAN_CARD: "Only the Overlord may use a Barbarian card's special actions: one while the Emperor has completed "
                    "3 or fewer Voyages, the other from 4.",
}


def card_entry(c: Card) -> dict[str, Any]:
    """One main-deck card as the card reference shows it (``card_reference``)."""
    if c.kind == ACTION:
        text = [f"Overlord (top): {c.text_overlord or 'no action.'}",
                f"Emperor (bottom): {c.text_emperor or 'no action.'}"]
        kind = f"Action card, Voyage {c.voyage} ({VOYAGE_NAMES[c.voyage]})"
    else:
        text = [f"{'Emperor' if c.kind == EMPEROR_CARD else 'Overlord'}: "
                f"{c.text_emperor if c.kind == EMPEROR_CARD else c.text_overlord}"]
        kind = KIND_WORDS[c.kind]
    return {"id": f"card-{c.number}", "also": [], "name": f"#{c.number} {c.name}", "kind": kind, "count": 1,
            "text": text, "facts": [["Command points", str(c.cp)]]}


def card_reference() -> list[dict[str, Any]]:
    """The 27 main-deck cards by type, as ``Game.cards`` returns them (anchors ``card-<number>``)."""
    out = []
    for kind, title in ((ACTION, "Action cards"), (EMPEROR_CARD, "Emperor cards"), (BARBARIAN_CARD, "Barbarian cards")):
        cards = [c for c in CARDS if c.kind == kind]
        out.append({"id": f"{kind}-cards", "title": title, "intro": [f"{len(cards)} cards. {KIND_INTRO[kind]}"],
                    "cards": [card_entry(c) for c in cards]})
    return out
