"""Plain-English words for the choices of the economic actions (actions_economy.py), for describe_action."""

from __future__ import annotations

from typing import Any

from ..content import nouns
from ..content.map import AREA, ARROWS, TRIBE
from ..content.nouns import plural
from ..content.philosophies import PHILOSOPHY
from ..content.player_board import ADVANCEMENT, BUILDINGS, EXCHANGE_COST
from ..rules.actions_economy import exchange_cost
from ..state import State

ACTION_WORDS = {"build": "build", "move_palace": "move your palace (build action)", "train": "train units",
                "honor": "honor (gain honor from shrines)", "research": "research (gain knowledge)",
                "exchange": "exchange commerce for an action", "supply": "supply (commerce or move units)"}


def describe(s: State, action: dict[str, Any]) -> str | None:
    """Plain-English words for the choices of this module, or None."""
    task = s.tasks[-1]["t"] if s.tasks else None
    if "action" in action and action["action"] in ACTION_WORDS:
        text = ACTION_WORDS[action["action"]]
        if action.get("exchange"):
            cost = exchange_cost(s, s.tasks[-1]["seat"]) if task == "exchange" else EXCHANGE_COST
            text = f"{text} (paying {cost} commerce, no cube)"
        return text
    if "draft" in action:
        card = s.market[action["draft"]]
        return f"take {PHILOSOPHY[card].title} from the market" if card else None
    if "building" in action:
        return f"build {nouns.a(BUILDINGS[action['building']].name.lower())}"
    if "place" in action:
        t = s.tasks[-1]
        if action["place"] == "wall":
            arrow = ARROWS[action["arrow"]]
            return f"build a Great Wall segment on the {TRIBE[arrow.tribe].name} invasion path"
        if isinstance(action["place"], int):
            b = s.buildings[t["area"]][action["place"]]
            state = {"active": "active", "uc": "under construction"}[b["st"]]
            return f"replace the {state} {b['b']}" + (" on the mine" if b["mine"] else "")
        return "build on an empty settlement" if action["place"] == "settlement" else "build on the mine"
    if "unit" in action and task == "train":
        return f"train {action['unit']}"
    if "advancement" in action:
        adv = action["advancement"]
        if adv is None:
            return "buy no advancement"
        a = ADVANCEMENT[adv]
        return f"buy {a.name} ({a.category} level {a.level}, {a.cost} knowledge)"
    if "area" in action and task in ("build", "move_palace", "train", "honor", "research"):
        name = AREA[action["area"]].name
        if task == "move_palace":
            return f"move the palace to {name}"
        if "use" in action:
            via = "the palace" if action["use"] == "palace" else f"the {plural(action['use'])}"
            return f"{name}, using {via}"
        return f"build in {name}"
    return None
