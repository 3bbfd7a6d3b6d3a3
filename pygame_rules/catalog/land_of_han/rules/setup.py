"""Setup (LH-SETUP-1..3, LH-SHEET-1, spec 3.5): each warlord's Palace in a Central region with 2 adjacent Border
regions, 1 Spearman army at the Palace and 10,000 Coins; every other region Independent, each Independent Central
with a Spearman (spec 3.5's proposal); a religion and a banner colour on each character sheet."""

from __future__ import annotations

from typing import Any

from ....engine.rng import Rng
from ..content.armies import START_ARMY, START_COINS
from ..content.map import CENTRAL, start_positions
from ..content.religions import RELIGIONS
from ..content.sheets import COLOURS
from ..pieces import add_army
from ..state import INDEPENDENT, State


def initial_state(options: dict[str, Any], rng: Rng) -> State:
    """A new game for ``options`` (``players``, ``map``, and optionally ``religions``: one religion id per seat,
    else the five in turn). The starting lands come from the map's start table for that many warlords, dealt to
    the seats at random (seeded: the same seed deals the same lands)."""
    s = State(rng, dict(options))
    n = options["players"]
    starts = list(start_positions(s.map, n))
    rng.shuffle(starts)
    religions = options.get("religions") or [RELIGIONS[i % len(RELIGIONS)].id for i in range(n)]
    s.sheets = [{"religion": religions[i], "colour": COLOURS[i][0]} for i in range(n)]
    s.palace = [start.central for start in starts]
    s.coins = [START_COINS] * n
    s.prospects = [0] * n
    s.research = [None] * n
    s.done = [[] for _ in range(n)]
    s.reports = [[] for _ in range(n)]
    s.stricken = {}
    s.orders = [[] for _ in range(n)]
    s.avoided = [0] * n
    s.sealed = [False] * n
    for seat, start in enumerate(starts):
        for region in (start.central, *start.borders):
            s.owner[region] = seat
        add_army(s, seat, START_ARMY, start.central, new=False)
    for rid, region in s.map.regions.items():
        if region.kind == CENTRAL and rid not in s.owner:
            add_army(s, INDEPENDENT, START_ARMY, rid, new=False)
    return s
