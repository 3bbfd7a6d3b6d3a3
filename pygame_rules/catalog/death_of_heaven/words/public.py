"""The words every seat reads in the log for a Death of Heaven choice (``public``): a choice's own words
(``choices.describe``), but for one that would name a card only its player knows (the March commit, a card
discarded from hand, a card taken into a hand or back from the discard pile, the mulligan's cards) only what is
public, in the log's voice ("Lu Bu commits a card face down", DH-PERS-9, DH-MARCH-1); and a bot's reason as the log
shows it (``public_reason``)."""

from __future__ import annotations

from ..content.cards import CARD
from ..pieces import name
from ..state import State
from .choices import Action, describe, task_name, top_task
from .terms import plural

# -- the log -------------------------------------------------------------------------------------------------------

def public(s: State, action: Action) -> str:
    """What every seat may read of the action: its words, but for an action that would name a card only its
    player knows (the card committed to the March, a card discarded from hand, a card taken into a hand, the
    mulligan), the public part ("Lu Bu commits a card face down")."""
    do = action.get("do")
    me = s.decision_seat
    who = name(s, me) if me is not None else "A player"
    task = task_name(s)
    if do == "march":
        return f"{who} commits a card face down"
    if do == "mulligan":
        k = len(action["cards"])
        return f"{who} discards {plural(k, 'card')} and draws again"
    if do == "discard" and action.get("from") != "battlefield":
        if action.get("for") == "exchange" or task == "exchange":
            return f"{who} discards an armament card for the exchange"
        victim = top_task(s).get("victim", me)
        if victim is not None and victim != me:
            return f"{who} makes {name(s, victim)} discard a card from its hand"
        return f"{who} discards a card"
    if do == "take":
        if "from" in action:
            return f"{who} takes a card from {name(s, action['from'])}'s hand"
        return f"{who} takes a card from the top of its deck"
    if do == "retrieve":
        return f"{who} takes a card back from its discard pile"
    return describe(s, action)


HIDDEN_REASON = "the reason stays hidden with the card"


def public_reason(s: State, action: Action, reason: str) -> str:
    """A bot's reason for ``action`` as every seat may read it: hidden with the card when the action's public words
    hide one, and for the opening hand (the reason for keeping it tells what it holds); otherwise shown, unless it
    names a card the deciding seat still keeps in hand (card names that are also faction names are not counted)."""
    me = s.decision_seat
    if me is None:
        return reason
    if action.get("do") == "keep" or public(s, action) != describe(s, action):
        return HIDDEN_REASON
    bare = reason
    for p in range(s.players):
        bare = bare.replace(name(s, p), "")
    shown = action.get("card") if action.get("do") in ("play", "skill", "done") else None
    if any(CARD[c].name in bare for c in s.hand[me] if c != shown):
        return HIDDEN_REASON
    return reason
