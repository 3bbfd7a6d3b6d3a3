"""Plain-English words for the choices of Supply, Move Units and the philosophy windows, for describe_action.

The economic actions have theirs in economy.py; combat, world events, treaties, disasters, dragons,
barbarians and kingdom tokens describe their own choices in their modules.
"""

from __future__ import annotations

from typing import Any

from ..content.map import AREA, location_name
from ..content.philosophies import PHILOSOPHY
from ..content.treaties import TREATY
from ..pieces import moved_words
from ..state import State

UNIT_PLURAL = {"infantry": "infantry", "cavalry": "cavalry", "archer": "archers", "junk": "junks", "hero": "heroes"}



def describe(s: State, action: dict[str, Any]) -> str | None:
    """Words for this module's choices, or None."""
    task = s.tasks[-1] if s.tasks else {}
    kind = task.get("t")
    if kind == "supply":
        if "market" in action:
            return f"supply with the market in {location_name(action['market'])}"
        if "palace" in action:
            return f"supply with the palace in {location_name(action['palace'])}"
        if action.get("mode") == "commerce":
            return "take commerce (Supply Commerce)"
        if action.get("mode") == "move":
            return "move units"
    if kind == "move":
        return _move(task, action)
    if kind == "we_effect" and set(action) == {"area"}:
        return f"choose {location_name(action['area'])}"
    if kind == "we_effect" and set(action) == {"unit"}:
        return f"choose {UNIT_PLURAL.get(action['unit'], action['unit'])}"
    if "philosophy" in action:
        if action["philosophy"] is None:
            return "use no (more) philosophy here"
        how = "1 honor" if action["pay"] == "honor" else "a random dishonor token"
        return f"use {PHILOSOPHY[action['philosophy']].title}, paying {how}"
    if "treaty_again" in action:
        return f"receive {TREATY[action['treaty_again']].name} again"
    if "cube_to" in action:
        return f"one more cube on {action['cube_to']}"
    if "marker" in action:
        return "move the chaos marker up 1" if action["marker"] > 0 else "move the chaos marker down 1"
    if "reroll" in action:
        face = action["face"] if action["face"] not in ("", None) else "blank"
        return f"make them reroll their {action['reroll']} die showing {face}"
    return None


def _move(task: dict[str, Any], action: dict[str, Any]) -> str | None:
    if "area" in action:
        return f"activate {location_name(action['area'])}" if action["area"] else "nothing can move"
    if "sea" in action:
        return f"also activate {location_name(action['sea'])}" if action["sea"] else "activate no sea space"
    if "done" in action:
        return "end the sea moves" if task.get("step") == "sea_step" else "end the moves"
    if "n" in action:
        pick = task.get("pick") or {}
        unit = pick.get("kind", "unit")
        if "fresh" in action:                      # which ones move, when they differ (movement.count_options)
            return _move_split(unit, action["fresh"], action["n"] - action["fresh"])
        return f"move {action['n']} {UNIT_PLURAL.get(unit, unit) if action['n'] != 1 else unit}"
    if "kind" in action:
        how = " by sea transport" if action["by"] == "sea" and action["to"] in AREA else ""
        return f"move {UNIT_PLURAL[action['kind']]} from {location_name(action['from'])} to {location_name(action['to'])}{how}"
    return None


def _move_split(unit: str, fresh: int, once: int) -> str:
    """Words like "move 1 cavalry not yet moved and 1 already moved once": every split has its own."""
    def part(n: int, idx: int) -> str:
        return f"{n} {UNIT_PLURAL.get(unit, unit) if n != 1 else unit} {moved_words(idx)}"
    if not once:
        return f"move {part(fresh, 0)} this turn"
    if not fresh:
        return f"move {part(once, 1)} this turn"
    return f"move {part(fresh, 0)} and {once} {moved_words(1)}"
