"""Plain words for every kind of action, as the log and the buttons show them."""

from __future__ import annotations

from typing import Any

from .board import NAMES, VOYAGE_NAMES
from .content import CARD
from .state import State

CP_WORDS = {"recruit": "Recruit Troops", "move": "Move", "attack": "Attack", "tax": "Tax", "junks": "Build Junks",
            "voyage": "Voyage", "amass": "Amass Hordes", "gather": "Gather Resources",
            "build": "Build Settlements", "none": "use no CP (no CP action is possible)"}
DIE_WORDS = {0: "first", 1: "second", 2: "third"}


def card_name(n: int) -> str:
    return f"#{n} {CARD[n].name} ({CARD[n].cp} CP)"


def describe(s: State, a: dict[str, Any]) -> str:
    task = s.tasks[-1] if s.tasks else {}
    if "play" in a:
        name = card_name(a["card"])
        if a["play"] == "reserve":
            return f"reserve {name} face down"
        if a["play"] == "special":
            c = CARD[a["card"]]
            text = c.text_emperor if task.get("side") == 0 else c.text_overlord
            return f"play {name} for its special action: {text}"
        if "with" in a:
            return f"play {name} for CP, reinforced with reserved {card_name(a['with'])}"
        return f"play {name} for its CP"
    if "order" in a:
        return "carry out my action first" if a["order"] == "mine_first" else "let the opponent react first"
    if "react" in a:
        return "use the reaction" if a["react"] else "decline the reaction"
    if "cp" in a:
        return CP_WORDS[a["cp"]] + (f" with {task.get('cp')} CP" if a["cp"] != "none" else "")
    if "place" in a:
        return f"place a {task.get('kind', 'piece').capitalize()} in {NAMES[a['place']]}"
    if "move" in a:
        if a["move"] == "none":
            return "move nothing"
        kind = "Troop" if task.get("side") == 0 else "Horde"
        return f"move {a['n']} {kind}{'s' if a['n'] > 1 else ''} from {NAMES[a['move']]} to {NAMES[a['to']]}"
    if "target" in a:
        return f"attack {NAMES[a['target']]}"
    if "send" in a:
        return f"send {a['send']} from {NAMES[a['from']]}"
    if "voyage" in a:
        return f"sail for Voyage {a['voyage']} ({VOYAGE_NAMES[a['voyage']]})"
    if "gold" in a:
        waiting = s.gold["SCS"]
        extra = f" (with the {waiting} already in the South China Sea)" if waiting else ""
        return f"send {a['gold']} Gold from the Ming Homeland{extra}"
    if "junks" in a:
        return f"send {a['junks']} Junk{'s' if a['junks'] > 1 else ''}"
    if "from" in a and "to" in a:
        return f"move a Horde from {NAMES[a['from']]} to {NAMES[a['to']]}"
    if "from" in a:
        return f"build from {NAMES[a['from']]}"
    if "build" in a:
        return f"build a Settlement in {NAMES[a['build']]}"
    if "battle" in a:
        return "accept these dice"
    if "reroll" in a:
        return "re-roll the " + " and ".join(DIE_WORDS[i] for i in a["reroll"]) + \
            (" die" if len(a["reroll"]) == 1 else " dice")
    if "reveal" in a:
        return f"reveal reserved {card_name(a['reveal'])} for re-rolls"
    if "remove" in a:
        return f"remove a Horde from {NAMES[a['remove']]}"
    if "push" in a:
        if a["push"] == "none":
            return "send no Hordes back"
        return f"send {a['n']} Horde{'s' if a['n'] > 1 else ''} from {NAMES[a['push']]} back to {NAMES[a['to']]}"
    return str(a)
