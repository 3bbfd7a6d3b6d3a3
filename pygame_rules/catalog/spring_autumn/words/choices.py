"""Plain-language words for every choice of Spring and Autumn, for ``Game.describe_action`` and the log.

``describe`` dispatches on the choice (and the task asking it): the turn's and combat's choices here, world
events, dragons, treaties, disasters, barbarians and kingdom tokens in the functions below, the economic
actions in ``economy.py``, Supply and Move Units in ``moves.py``.
"""

from __future__ import annotations

from typing import Any

from ..content import nouns
from ..content.events import DRAGON
from ..content.map import AREA, SEA_SPACE, TRIBE, location_name
from ..content.player_board import BUILDINGS
from ..content.treaties import TREATY
from ..pieces import moved_words
from ..rules.dragons import card_words
from ..rules.world_events import task_effect
from ..state import State
from .economy import describe as describe_economy
from .moves import describe as describe_moves


def describe(state: State, action: dict[str, Any]) -> str | None:
    """Words for ``action`` offered in ``state``, or None for a choice nobody words (the engine's default)."""
    if "face" in action and "reroll" not in action:      # a Deception reroll names a die's face too (moves.py)
        return f"turn the token to the {action['face']} side"
    if "holder" in action:
        return f"give the most-honorable token to {state.name(action['holder'])}"
    if action.get("action") == "pass":
        return "pass"
    if "kill" in action:
        which = f" {moved_words(action['moved'])} this turn" if "moved" in action else ""   # rules/combat.py
        return f"destroy one enemy {action['kill']}{which}" + (" of the palace garrison" if action.get("garrison") else "")
    if "withdraw" in action:
        return f"withdraw to {location_name(action['withdraw'])}"
    if "fight" in action:
        return "fight on"
    if "commit" in action:
        return "commit the river junks" if action["commit"] else "keep the river junks out of the fight"
    text = world_event_words(state, action) if state.tasks and state.tasks[-1]["t"] in (
        "bid", "bid_tie", "dish_from", "we_effect") else None
    if text is not None:
        return text
    text = dragon_words(state, action)
    if text is not None:
        return text
    text = treaty_words(state, action)
    if text is not None:
        return text
    text = disaster_words(state, action) if state.tasks and state.tasks[-1]["t"].startswith(
        "dis_") else None
    text = text or barbarian_words(state, action) or kingdom_words(state, action)
    if text is not None:
        return text
    return describe_economy(state, action) or describe_moves(state, action)


def world_event_words(s: State, action: dict[str, Any]) -> str | None:
    """Log/UI words for the world-event decisions (None: not one of them)."""
    if "bid" in action:
        return f"bid {action['bid']} honor (sealed)"
    if "winner" in action:
        return f"give the world event to {s.name(action['winner'])}"
    if "target" in action:
        return f"aim the world event at {s.name(action['target'])}"
    if "ally" in action:
        return f"ally with the kingdom in {AREA[action['ally']].name} (royal wedding)"
    if "take_from" in action:
        return f"take a random dishonor token from {s.name(action['take_from'])}"
    if "destroy" in action:                      # Pirates (the sea space chosen first), Assassins
        if action["destroy"] is None:
            return "destroy no more"
        t = s.tasks[-1]
        at = action.get("at", t.get("at"))
        return f"destroy {nouns.a(task_effect(t)['unit'])} of {s.name(action['destroy'])} in {location_name(at)}"
    if "at" in action:
        return "destroy nothing" if action["at"] is None else f"choose {SEA_SPACE[action['at']].name}"
    if "dishonor" in action and len(action) == 1:
        return f"return a dishonor token worth {action['dishonor']}"
    return None


def dragon_words(s: State, action: dict[str, Any]) -> str | None:
    if not s.tasks or s.tasks[-1]["t"] not in ("dragon_place", "dragon_ability", "duel_check"):
        return None
    if "dragon_to" in action:
        return f"place the dragon on {location_name(action['dragon_to'])}"
    if "dragon_unit" in action:
        return f"gain {nouns.a(action['dragon_unit'])} from Dilong"
    if "qiulong_keep" in action:
        t = s.tasks[-1]
        kept = [card_words(c) for c in t.get("kept", ()) if c in s.world_deck]
        where = f"under {' and '.join(kept)}" if kept else "on top"
        return f"keep {card_words(action['qiulong_keep'])}: it goes back {where}"
    if "qiulong_discard" in action:
        return f"discard {card_words(action['qiulong_discard'])}"
    if "sink" in action:
        return "destroy no junk" if action["sink"] is None else \
            f"destroy a junk of {s.name(action['sink'])} in {location_name(action['at'])}"
    if "duel" in action:
        return "do not duel" if action["duel"] is None else f"duel {DRAGON[action['duel']].name}"
    return None


def treaty_words(s: State, a: dict[str, Any]) -> str | None:
    if a.get("action") == "treaty":
        return f"offer {s.name(a['partner'])} a treaty, giving {TREATY[a['give']].name}"
    if "accept" in a:
        return "decline the treaty" if a["accept"] is None else f"accept, giving {TREATY[a['accept']].name}"
    if "break_treaty" in a:
        return f"break the treaty with {s.name(a['break_treaty'])}"
    if "keep_treaties" in a:
        return "keep all treaties"
    if "palace_to" in a:
        return f"place the palace in {AREA[a['palace_to']].name}"
    return None


def disaster_words(s: State, action: dict[str, Any]) -> str | None:
    if "lose" in action:                         # the area is the loss task's; buildings differ by their state
        area = AREA[s.tasks[-1]["area"]].name
        if action["lose"] == "building":
            b = BUILDINGS[action["b"]].name.lower()
            if action["st"] == "uc":
                return f"lose {nouns.a(b)} under construction in {area}"
            return f"lose an {action['st']} {b} in {area}" + (" (used this turn)" if action["st"] == "exhausted" else "")
        if "at" in action:
            return f"lose a junk in {location_name(action['at'])}"
        return f"lose 1 {action['lose']} in {area}"
    for key, verb in (("revolt_at", "a revolt breaks out in"), ("reduce_at", "the disaster strikes"),
                      ("plague_at", "the plague strikes"), ("disaster_at", "suffer the disaster in")):
        if key in action:
            return "no more areas" if action[key] is None else f"{verb} {AREA[action[key]].name}"
    if "revolt_player" in action:
        return f"the revolts hit {s.name(action['revolt_player'])}"
    if "flood_river" in action:
        return f"flood the {action['flood_river'].capitalize()} river"
    if "flood_segment" in action:
        return f"flood the {SEA_SPACE[action['flood_segment']].name}"
    return None


def barbarian_words(s: State, action: dict[str, Any]) -> str | None:
    if "tribe" in action and len(action) == 1:
        return f"send the {TRIBE[action['tribe']].name} raiding"
    return None


def kingdom_words(s: State, action: dict[str, Any]) -> str | None:
    if "kt_destroy" in action:
        return f"destroy 1 {action['kt_destroy']} (kingdom token)"
    return None
