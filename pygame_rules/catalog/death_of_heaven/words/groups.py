"""The (heading, short label) of a Death of Heaven choice (``group``), for laying many choices out: "March with" /
"Zhang Liao (Attack, 4 strength here)", "Give the Promise card "..."" / "to Lu Bu". The choices of one decision
never share both."""

from __future__ import annotations

from ..pieces import name
from ..state import State
from .choices import (
    Action,
    alike,
    answer_words,
    ask_words,
    bf_key,
    describe,
    discard_target,
    take_back_words,
    task_name,
    top_task,
    wrong_banner,
)
from .terms import card, card_name, cards_counted, faction, plural, promise, skill_name, territory, territory_detail


def discard_heading(s: State, a: Action) -> str:
    task, t = task_name(s), top_task(s)
    if a.get("for") == "exchange" or task == "exchange":
        return "Discard for the exchange"
    if task == "discard_n":
        return "Discard to pay for the recruit" if t.get("keep") else "Discard to pay your bid"
    if task == "cycle":
        return "Discard, then draw as many"
    zone = "battlefield" if a.get("from") == "battlefield" else "hand"
    victim = t.get("victim", s.decision_seat)
    return f"Discard from your {zone}" if victim == s.decision_seat else f"Make {name(s, victim)} discard from its {zone}"


def group(s: State, action: Action) -> tuple[str | None, str]:
    """(heading, short label) for laying many choices out: the choices of one decision never share both."""
    do = action.get("do")
    a = action
    if do == "march":
        return "March with", card(s, a["card"]) + wrong_banner(s, a["card"])
    if do == "play":
        return ("Play from your hand" if task_name(s) == "play_from_hand" else "Reinforce with"), card(s, a["card"])
    if do == "give":
        return f"Give the Promise card {promise(a['card'])}", f"to {name(s, a['to'])}, {ask_words(s, a)}"
    if do == "take_back":
        return "Take back a Promise card", take_back_words(s, a).removeprefix("Take back the Promise card ")
    if do == "answer":
        return "Answer the Promise card", answer_words(s, a)
    if do == "target":
        return "Declare war on", territory_detail(s, a["territory"])
    if do in ("skill", "done"):
        heading = f"Execute {card_name(a['card'])}"
        if do == "done":
            return heading, "Finish"
        return heading, skill_name(a["card"], a["skill"])
    if do == "discard":
        twins = alike(s, a, bf_key(s)) if a.get("from") == "battlefield" else ""
        return discard_heading(s, a), discard_target(s, a) + twins
    if do == "bid":
        return "Bid for the Attacker marker", plural(a["amount"], "card")
    if do == "next":
        return "Who reinforces next", "yourself" if a["seat"] == s.decision_seat else name(s, a["seat"])
    if do == "designate":
        return "Designate", name(s, a["seat"])
    if do == "attacker":
        return "The Attacker marker", "keep it yourself" if a["seat"] == s.decision_seat else f"to {name(s, a['seat'])}"
    if do == "mulligan":
        return "Mulligan: discard and draw again", cards_counted(s, a["cards"])
    if do in ("upgrade", "upgrade_twice"):
        return "Upgrade Territory", (f"{territory(a['territory'])} to level {s.level[a['territory']] + 1}"
                                     if do == "upgrade" else "twice")
    if do in ("tribute", "friendship", "induce", "self_reliance", "decline"):
        short = describe(s, a)
        return "Diplomacy", short
    if do in ("recruit", "dispatch"):
        return "Talent", describe(s, a)
    if do == "occupy":
        return "Occupy with the Rout Value", territory_detail(s, a["territory"])
    if do in ("retrieve", "take"):
        return "Take", card(s, a["card"])
    if do == "lend":
        return "Lend Land: give", f"{territory(a['territory'])} to {name(s, a['to'])}"
    if do == "faction":
        return "Choose your faction", faction(a["faction"])
    if do == "diplomacy":
        return "Place a diplomacy cube on", territory_detail(s, a["tile"])
    return None, describe(s, a)
