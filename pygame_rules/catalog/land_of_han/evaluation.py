"""A search's estimate of each warlord's share of a win in a Land of Han position (``Game.evaluate``).

A search's random playout stops after ``search_horizon`` decisions and asks
``Game.evaluate(state)``, which asks this module's ``estimate`` while the game goes on, instead of playing to
the end. The estimate follows the three ways to win (LH-VIC-1):

- at the time limit (10 years unless set otherwise, A-2) the living warlord with the most regions wins, ties going
  to the most Central regions, then the most Coins;
- a warlord who meets the Imperial Requirements (LH-EMP-1: 25 regions, 3 of them Central, the five Imperial
  Technologies, 10 armies) and declares is proclaimed Emperor at the end of the season;
- the last warlord with a Palace wins (LH-DEATH-1); a dead warlord can win no other way.

A living warlord's utility is its regions, weighted by ``REGION`` (``a + b * t``, ``t`` the fraction of the time
limit played: a lead in land says little in the first year and nearly everything in the last), its Central regions
(``CENTRAL_REGION``: walled cities, the first tie-break, and two armies of army limit each), its progress towards
the Imperial Requirements (``EMPEROR_PROGRESS`` times the least fraction met of the four: the Requirements count
only all at once) and ``EMPEROR_READY`` when it meets them all: in the 200 games measured (below), the warlord
meeting them went on to win in each of the 48 games where one did. Dead warlords get nothing. The utilities become
shares by a softmax.

``REGION``, ``CENTRAL_REGION`` and ``EMPEROR_PROGRESS`` were fitted (a conditional logit, Newton's method) to the
eventual winners of 200 games between computer warlords (40 each: 4 warlords of the default personas; 4 of them
the mercantile persona; 2 warlords; 4 with one writing random sheets and two easy ones; 6 of mixed personas and
levels), at 18 points of each game, and rounded; ``EMPEROR_READY`` is set from the rule. 150 of those games ended
at the time limit and 50 by a proclamation; none by the last Palace standing.

The estimate reads the whole state (the search gives it a determinised one: the Imperial Technologies finished
are private), changes nothing, draws nothing, and costs about 12 microseconds for four warlords on the base map (14 for
six).
"""

from __future__ import annotations

from ...engine.game import shares_of
from .content.map import CENTRAL
from .content.victory import EMPEROR_ARMIES, EMPEROR_CENTRALS, EMPEROR_REGIONS
from .rules.season import seasons_limit
from .rules.victory import IMPERIAL
from .state import State

REGION = (0.15, 1.5)
"""The weight of each region held: ``a + b * t`` for ``t`` the fraction of the time limit played."""
CENTRAL_REGION = 0.4
"""The weight of each Central region held, besides its weight as a region."""
EMPEROR_PROGRESS = 0.7
"""The weight of the least fraction met of the four Imperial Requirements (LH-EMP-1)."""
EMPEROR_READY = 5.0
"""Added for a warlord meeting every Imperial Requirement: it may be proclaimed at the end of this season."""


def estimate(s: State) -> list[float]:
    """Each warlord's estimated share of a win, in seat order: numbers from 0 to 1 that sum to 1. A game going on
    (``Game.evaluate`` gives a finished game\'s result)."""
    n = s.players
    regions = [0] * n
    centrals = [0] * n
    kinds = s.map.regions
    for r, seat in s.owner.items():
        regions[seat] += 1
        if kinds[r].kind == CENTRAL:
            centrals[seat] += 1
    armies = [0] * n
    for army in s.armies.values():
        owner = army["o"]
        if isinstance(owner, int):              # not an Independent's or the Barbarians'
            armies[owner] += 1
    t = min(1.0, s.season / seasons_limit(s))
    per_region = REGION[0] + REGION[1] * t
    utility: list[float | None] = []
    for i in range(n):
        if s.palace[i] is None:                  # LH-DEATH-1: a dead warlord wins no more
            utility.append(None)
            continue
        done = s.done[i]
        least = min(regions[i] / EMPEROR_REGIONS, centrals[i] / EMPEROR_CENTRALS,
                    sum(1 for topic in IMPERIAL if topic in done) / len(IMPERIAL), armies[i] / EMPEROR_ARMIES)
        u = per_region * regions[i] + CENTRAL_REGION * centrals[i] + EMPEROR_PROGRESS * min(1.0, least)
        if least >= 1:
            u += EMPEROR_READY
        utility.append(u)
    return shares_of(utility)
