"""The lobby's ways to start Death of Heaven, in a player's words, and how the answers become options and seats.

The game's options are only ``players`` (4-6) and ``mode`` (simple or full rules). Two setups ask questions of
their own (``Game.setup_from_form``) because who sits where is not an option:

- **solo**: you against 3 to 5 computer warlords: how many players, which rules, and in the simple rules your
  faction. The simple rules fix the factions by player count and seat them in a fixed order (Cao Cao, Lu Bu, Liu
  Bei, Sun Ce, Liu Biao, Yuan Shao: ``content.factions.SIMPLE_FACTIONS``), so choosing your faction chooses your
  seat. In the full rules the factions are drafted in play (DH-FULL-1/2), so there is nothing to choose here and
  you take the first seat;
- **table**: how many players, which rules, and for each seat whether a person at this device or the computer
  plays it.

The other two are the engine's: everyone at this device, and play by link (one seat here, every other seat
``"remote"``; see ``DeathOfHeaven.setups``). A seat is ``"human"`` (the page asks at it and shows the
pass-the-device screen between people) or ``"warlord"`` (the computer: the page asks the warlord bot).
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic

from ..content.factions import FACTION, SIMPLE_FACTIONS

BOT = "warlord"
"""The bot that plays a computer seat (``bots.py``)."""
SEAT_ORDER: tuple[str, ...] = SIMPLE_FACTIONS[6]
"""The simple rules' seats, first to last; fewer players drop the last ones (DH-SETUP-1)."""
BY_NAME: dict[str, str] = {FACTION[f].name: f for f in SEAT_ORDER}
FactionName = Literal["Cao Cao", "Lu Bu", "Liu Bei", "Sun Ce", "Liu Biao", "Yuan Shao"]
Who = Literal["a person here", "the computer"]
SEAT_OF: dict[str, str] = {"a person here": "human", "the computer": BOT}
"""Who plays a seat -> the seat on the page."""
RULES_TITLE = "Rules"
RULES_WORDS = ("simple: the factions are fixed by the number of players; full: a faction draft, NPC factions, "
               "stances and Self-Reliance, Pursuit and the Rout Value")


def _fewest(faction: str) -> int:
    """The fewest players with which ``faction`` plays in the simple rules."""
    return min(n for n, fs in SIMPLE_FACTIONS.items() if faction in fs)


def _counts(faction: str) -> str:
    """The player counts with which ``faction`` plays in the simple rules, in words: "5 or 6 players"."""
    counts = [str(n) for n in sorted(SIMPLE_FACTIONS) if faction in SIMPLE_FACTIONS[n]]
    return (", ".join(counts[:-1]) + " or " if len(counts) > 1 else "") + counts[-1] + " players"


def _players():
    return pydantic.Field(4, title="Players", description="4, 5 or 6 warlords in all")


def _rules():
    return pydantic.Field("simple", title=RULES_TITLE, description=RULES_WORDS)


class SoloForm(pydantic.BaseModel):
    """You against computer warlords."""
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    players: Literal[4, 5, 6] = _players()
    rules: Literal["simple", "full"] = _rules()
    faction: FactionName = pydantic.Field(
        "Cao Cao", title="Your faction",
        description="simple rules only (in the full rules the factions are drafted in play); Liu Biao plays with "
                    "5 or 6 players, Yuan Shao with 6", json_schema_extra={"shown_when": {"rules": "simple"}})


def _seat(i: int, default: str) -> Any:
    f = SEAT_ORDER[i]
    extra = "" if _fewest(f) == min(SIMPLE_FACTIONS) else f" (with {_counts(f)})"
    return pydantic.Field(default, title=f"Player {i + 1}: {FACTION[f].name} in the simple rules{extra}")


class TableForm(pydantic.BaseModel):
    """Who plays each seat."""
    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    players: Literal[4, 5, 6] = _players()
    rules: Literal["simple", "full"] = _rules()
    player_1: Who = _seat(0, "a person here")
    player_2: Who = _seat(1, "the computer")
    player_3: Who = _seat(2, "a person here")
    player_4: Who = _seat(3, "the computer")
    player_5: Who = _seat(4, "the computer")
    player_6: Who = _seat(5, "the computer")


def setups(hotseat: dict[str, Any], link: dict[str, Any]) -> list[dict[str, Any]]:
    """The lobby's setups: you against the computer, everyone at this device, a table of people and computer
    warlords, and play by link (the last two given by ``DeathOfHeaven.setups``, built on the engine's)."""
    solo = {"id": "solo", "label": "You against computer warlords", "options": {}, "ask": [],
            "form": SoloForm.model_json_schema(), "seats": {}, "computer": True,
            "note": "The computer plays every other faction, each from what its own seat may see, and the log gives "
                    "its reasons. In the simple rules you choose your faction; in the full rules you take the "
                    "first seat and the factions are drafted at the start of the game."}
    hot = {**hotseat, "ask": ["players", "mode"],
           "note": "4 to 6 people pass the device: each hand shows only to its player, and the pass-the-device "
                   "screen keeps every March choice secret until all are revealed."}
    table = {"id": "table", "label": "Choose who plays each seat", "options": {}, "ask": [],
             "form": TableForm.model_json_schema(), "seats": {}, "computer": True,
             "note": "Any mix of people at this device and computer warlords; at least one person. Seats past "
                     "the number of players are not used. In the simple rules each seat plays the faction named; "
                     "in the full rules the factions are drafted at the start of the game."}
    return [solo, hot, table, link]


def from_form(setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
    """The options and seats of a setup's answers (``Game.setup_from_form``); pydantic's ValidationError or
    ValueError in a player's words for answers that do not fit."""
    if setup_id == "solo":
        form = SoloForm.model_validate(answers)
        n = form.players
        mine = 0
        if form.rules == "simple":
            faction = BY_NAME[form.faction]
            if faction not in SIMPLE_FACTIONS[n]:
                raise ValueError(f"{form.faction} plays only with {_counts(faction)} in the simple rules; "
                                 f"with {n} the factions are "
                                 + ", ".join(FACTION[f].name for f in SIMPLE_FACTIONS[n]))
            mine = SIMPLE_FACTIONS[n].index(faction)
        seats = {str(i): ("human" if i == mine else BOT) for i in range(n)}
    elif setup_id == "table":
        form = TableForm.model_validate(answers)
        n = form.players
        seats = {str(i): SEAT_OF[getattr(form, f"player_{i + 1}")] for i in range(n)}
        if "human" not in seats.values():
            raise ValueError(f"at least one of the first {n} players needs to be a person at this device")
    else:
        raise ValueError(f"there is no setup called {setup_id!r} with questions")
    return {"options": {"players": n, "mode": form.rules}, "seats": seats}
