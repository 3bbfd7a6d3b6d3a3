"""The lobby's ways to start Spring and Autumn, in a player's words, and how the answers become options.

Three setups ask their own questions (``Game.setup_from_form``) because the game's options (a list of
factions, a list of seat kinds) are not what a player wants to be asked:

- **solitaire**: your faction and how many of the rulebook's AI players you face (1 to 4, SA-AI-GEN-1), and
  the variants;
- **table**: for each faction, who plays it: a person at this device, the computer (the heuristic bot), an
  AI player of the rulebook, or nobody; any mix of 2 to 5;
- **hotseat**: 2 to 5 people at this device (the factions in their usual order).

The seats follow the factions' order (Qin, Jin, Qi, Wu, Chu), except that in solitaire your faction sits
first, so you always start. A seat is ``"human"`` (the page asks at it and shows the pass-the-device screen
between people), ``"rules"`` (an AI player: the rules answer for it) or ``"heuristic"`` (the computer: the page
asks the bot).
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic

from ..content.factions import FACTION, FACTION_IDS
from ..rules.setup import Options

FactionName = Literal["Qin", "Jin", "Qi", "Wu", "Chu"]
Who = Literal["a person here", "the computer", "an AI player", "nobody"]
SEAT_OF: dict[str, tuple[str, str] | None] = {
    "a person here": ("human", "human"), "the computer": ("human", "heuristic"),
    "an AI player": ("ai", "rules"), "nobody": None,
}
"""Who plays a faction -> (the seat kind in the options, the seat on the page)."""
BY_NAME = {FACTION[f].name: f for f in FACTION_IDS}
VARIANT_FIELDS = ("variant", "epic_objectives", "ai_fast_expansion")


def _variant():
    return pydantic.Field("standard", title="Variant", description="epic: the game ends at 4 or 5 public "
                                                                    "objectives; safety: palace garrisons")


def _epic():
    return pydantic.Field(4, title="Epic game: public objectives to end it",
                          json_schema_extra={"shown_when": {"variant": "epic"}})


def _fast():
    return pydantic.Field(False, title="AI Fast Expansion (AI players spread out one unit at a time)")


class SolitaireForm(pydantic.BaseModel):
    """Alone against the rulebook's AI players."""
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    faction: FactionName = pydantic.Field("Qin", title="Your faction")
    ai_players: int = pydantic.Field(4, ge=1, le=4, title="AI players", description="1 to 4")
    variant: Literal["standard", "epic", "safety"] = _variant()
    epic_objectives: Literal[4, 5] = _epic()
    ai_fast_expansion: bool = _fast()


class TableForm(pydantic.BaseModel):
    """Who plays each faction."""
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    qin: Who = pydantic.Field("a person here", title="Qin")
    jin: Who = pydantic.Field("the computer", title="Jin")
    qi: Who = pydantic.Field("an AI player", title="Qi")
    wu: Who = pydantic.Field("nobody", title="Wu")
    chu: Who = pydantic.Field("nobody", title="Chu")
    variant: Literal["standard", "epic", "safety"] = _variant()
    epic_objectives: Literal[4, 5] = _epic()
    ai_fast_expansion: bool = _fast()


def setups(hotseat: dict[str, Any], link: dict[str, Any]) -> list[dict[str, Any]]:
    """The lobby's setups: solitaire, everyone at this device, a table of people, computer and AI players, and
    play by link (the engine's defaults for the last, given as ``link``)."""
    solo = {"id": "solo", "label": "Alone against AI players", "options": {}, "ask": [],
            "form": SolitaireForm.model_json_schema(), "seats": {},
            "note": "The rulebook's AI deck plays the other factions: each AI player reveals a card for what it "
                    "produces and where it moves, and the log says which card and why."}
    hot = {**hotseat, "ask": ["players", *VARIANT_FIELDS],
           "note": "Pass the device between turns: each player's board and private cards show only on their turn."}
    table = {"id": "table", "label": "Choose who plays each faction", "options": {}, "ask": [],
             "form": TableForm.model_json_schema(), "seats": {}, "computer": True,
             "note": "Any mix of people at this device, the computer and the rulebook's AI players, 2 to 5 "
                     "factions in all."}
    return [solo, hot, table, link]


def from_form(setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
    """The options and seats of a setup's answers (``Game.setup_from_form``); pydantic's ValidationError or
    ValueError for answers that do not fit."""
    if setup_id == "solo":
        form = SolitaireForm.model_validate(answers)
        mine = BY_NAME[form.faction]
        factions = [mine] + [f for f in FACTION_IDS if f != mine][:form.ai_players]
        kinds = [("human", "human")] + [("ai", "rules")] * form.ai_players
    elif setup_id == "table":
        form = TableForm.model_validate(answers)
        chosen = [(f, SEAT_OF[getattr(form, f)]) for f in FACTION_IDS if SEAT_OF[getattr(form, f)]]
        if not 2 <= len(chosen) <= 5:
            raise ValueError("choose who plays at least 2 of the factions")
        if all(kind[1] != "human" for _, kind in chosen):
            raise ValueError("at least one faction needs a person at this device")
        factions = [f for f, _ in chosen]
        kinds = [kind for _, kind in chosen]
    else:
        raise ValueError(f"there is no setup called {setup_id!r} with questions")
    options = {"players": len(factions), "factions": factions, "seats": [k[0] for k in kinds],
               **{name: getattr(form, name) for name in VARIANT_FIELDS}}
    Options.model_validate(options)
    return {"options": options, "seats": {str(i): k[1] for i, k in enumerate(kinds)}}
