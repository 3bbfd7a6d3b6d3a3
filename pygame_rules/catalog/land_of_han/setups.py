"""The lobby's ways to start Land of Han, in a player's words, and how the answers become options and seats.

- **solo**: you against 1 to 5 computer warlords, each with its persona (aggressive, mercantile, scholarly, pious)
  and difficulty (easy, normal, hard), on the base or expanded map, sealed orders or turns, the years, and your
  religion. You take the first seat.
- **hotseat**: everyone at this device (the pass-the-device screen keeps each sheet private while it is written).
- **link**: each warlord on their own device; every season's link carries the sealed orders.

A seat is ``"human"``, ``"remote"`` or a computer warlord's bot name (``han-warlord-<persona>[-easy|-hard]``,
registered in ``bots.py``; ``tests/land_of_han/test_lh_render.py`` checks that every name offered here exists).
"""

from __future__ import annotations

from typing import Any, Literal

import pydantic

from .content.religions import RELIGIONS
from .content.victory import DEFAULT_YEARS

PERSONA_NAMES = ("aggressive", "mercantile", "scholarly", "pious")
LEVELS = ("easy", "normal", "hard")
COMPUTER_CHOICES = tuple(f"{p} ({lv})" for p in PERSONA_NAMES for lv in LEVELS)
"""How a computer warlord is chosen in the lobby: "mercantile (hard)"."""
Computer = Literal[COMPUTER_CHOICES]  # type: ignore[valid-type]
ReligionName = Literal[tuple(r.name for r in RELIGIONS)]  # type: ignore[valid-type]
RELIGION_ID = {r.name: r.id for r in RELIGIONS}


def bot_name(choice: str) -> str:
    """The registered bot for a lobby choice: "mercantile (hard)" -> "han-warlord-mercantile-hard"."""
    persona, _, level = choice.partition(" (")
    level = level.rstrip(")")
    return f"han-warlord-{persona}" + ("" if level == "normal" else f"-{level}")


def _computer(i: int) -> Any:
    return pydantic.Field(f"{PERSONA_NAMES[i % len(PERSONA_NAMES)]} (normal)", title=f"Computer warlord {i}",
                          description="its persona and difficulty" if i == 1 else None)


class SoloForm(pydantic.BaseModel):
    """You against computer warlords."""

    model_config = pydantic.ConfigDict(extra="forbid", frozen=True)
    computers: Literal[1, 2, 3, 4, 5] = pydantic.Field(3, title="Computer warlords",
                                                       description="1 to 5; the ones past this number are not used")
    map: Literal["base", "expanded"] = pydantic.Field("base", title="Map",
                                                      description="the base map of 12 provinces or the expanded 20")
    turns: Literal["wego", "igougo"] = pydantic.Field(
        "wego", title="Turns", description="wego: every sheet sealed, then all resolve together; igougo: in turn")
    years: int = pydantic.Field(DEFAULT_YEARS, ge=1, le=20, title="Years",
                                description="the time limit (4 seasons a year)")
    religion: ReligionName = pydantic.Field(RELIGIONS[0].name, title="Your religion")  # type: ignore[valid-type]
    computer_1: Computer = _computer(1)  # type: ignore[valid-type]
    computer_2: Computer = _computer(2)  # type: ignore[valid-type]
    computer_3: Computer = _computer(3)  # type: ignore[valid-type]
    computer_4: Computer = _computer(4)  # type: ignore[valid-type]
    computer_5: Computer = _computer(5)  # type: ignore[valid-type]


ASKED = ["players", "map", "turns", "years"]
LINK_WORDS = ("Each warlord on their own device. You send an invitation; the other warlord's page adds its part to "
              "the shuffle, so neither of you can choose the game. Whenever the next sheet is another warlord's, "
              "the page gives a link to send them; other warlords join by the first link the game sends them. The "
              "page never shows a warlord's sealed orders, treasury or research to anyone else, but a link holds "
              "the whole game: anyone who decodes it can read every sealed sheet and treasury in it, so play by "
              "link with people you trust.")
"""What play by link can and cannot hide in this game (spec 3.7's sealed orders)."""


def setups(hotseat: dict[str, Any], link: dict[str, Any]) -> list[dict[str, Any]]:
    """You against computer warlords, everyone at this device, and play by link (the engine's two, asking the
    number of warlords, the map, the turns and the years)."""
    solo = {"id": "solo", "label": "You against computer warlords", "options": {}, "ask": [],
            "form": SoloForm.model_json_schema(), "seats": {}, "computer": True,
            "note": "You are the first warlord. Each computer warlord writes its orders from what its own seat may "
                    "see; like yours, they stay sealed until the season resolves."}
    hot = {**hotseat, "ask": ASKED,
           "note": "Warlords pass the device: each writes a sealed sheet in private behind the pass-the-device "
                   "screen, and the season resolves when every sheet is sealed."}
    by_link = {**link, "ask": ASKED, "note": LINK_WORDS}
    return [solo, hot, by_link]


def from_form(setup_id: str, answers: dict[str, Any]) -> dict[str, Any]:
    """The options and seats of the solo setup's answers (``Game.setup_from_form``)."""
    if setup_id != "solo":
        raise ValueError(f"there is no setup called {setup_id!r} with questions")
    form = SoloForm.model_validate(answers)
    n = form.computers + 1
    default = [r.id for r in RELIGIONS]
    religions = [RELIGION_ID[form.religion], *(default[i % len(default)] for i in range(1, n))]
    seats = {"0": "human", **{str(i): bot_name(getattr(form, f"computer_{i}")) for i in range(1, n)}}
    options = {"players": n, "map": form.map, "turns": form.turns, "years": form.years, "religions": religions}
    return {"options": options, "seats": seats}
