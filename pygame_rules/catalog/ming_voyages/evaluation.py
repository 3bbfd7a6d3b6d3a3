"""A search's estimate of each side's share of a win in a Ming Voyages position (``Game.evaluate``).

The search opponent's random playouts stop after ``search_horizon`` decisions and ask ``Game.evaluate``, which
asks ``estimate`` while the game goes on. Playing to the end at random misjudged the game: a random Emperor loses
87% of games, so from the Overlord's side every move looked like a win, and the search played the Overlord worse
than the heuristic bot did. A short random look ahead judged by this estimate plays both sides better, and four
times faster (``FIGURES.md``).

The estimate is a logistic model of the Emperor's chance to win, read off the position by ``features``:

- the minor-victory score lead (MV-WIN-5: Borderlands held and Voyages completed, against Borderlands held and
  Voyages not completed), the Voyages completed, the lead in Borderlands held, the lead in pieces on the
  Borderlands (Troops against Hordes and Settlements), the Troops in the Ming Homeland, the Barbarian pieces in
  the Barbarian Homelands, the Gold, the Junks at the South China Sea, and the leads in cards held and reserved;
- each of those again multiplied by the game's progress (0 at the start of Era 1, about 1 at the start of Era 2,
  about 2 at the end), since a lead counts for more as the end nears;
- in solo games (MV-SOLO-OBJ-2: the Emperor wins holding more Borderlands than the Overlord with the Voyages the
  difficulty requires) two more: the Borderland lead and the Voyages still missing.

The weights (``TWO_PLAYER``, ``SOLO``) were fitted by ``tests/ming_voyages/mv_fit_evaluation.py`` (logistic
regression, Newton's method, a little L2) to the eventual winners of heuristic bots' games: 2,000 two-player
games (about 134,000 positions) and 4,000 solo games at the four difficulties, with and without the challenges
(about 135,000). On games left out of the fit it is calibrated (positions it gives 80-90% were won 82-88% of the
time) and it halves the uncertainty left by knowing only the side's base rate (log-loss 0.49 against 0.68 for two
players, 0.47 against 0.58 solo).

The estimate reads the whole state (a search gives it a determinised one), changes nothing, draws nothing.
"""

from __future__ import annotations

import math

from .content.map import BORDERLANDS, HOMELANDS
from .state import EMPEROR, OVERLORD, State

DECK_SCALE = 30
"""Cards left in the deck at which an era's progress is 0 (a scale for ``progress``, about an era's deck)."""

TWO_PLAYER = (
    0.1991, -0.2111,
    -0.0574, 0.7105, -0.085, 0.0801, 0.0098, -0.1382, 0.0943, 0.1443, -0.1429, 0.1354,
    0.4982, -0.4108, -0.158, 0.0482, -0.0192, 0.048, 0.0665, 0.0458, 0.105, 0.0458)
"""Weights of ``features`` for two players: the constant, the progress, the ten position terms, the ten again
multiplied by the progress."""
SOLO = (
    0.0873, -0.1889,
    -0.0676, 0.191, 0.1546, 0.4168, -0.0676, 0.067, -0.0969, -0.0757, 0.0884, 0.2753, -0.0304, 0.1403,
    -0.0753, 0.0659, 0.2942, -0.4765, -0.0753, 0.0238, 0.0136, 0.0064, 0.0699, 0.0144, 0.0956, 0.078)
"""Weights of ``features`` in solo games: as ``TWO_PLAYER`` with the two solo terms first among the position's."""


def progress(s: State) -> float:
    """How far the game has gone: the eras begun before this one, plus this era's share of its deck dealt."""
    return (s.era - 1) + (1 - len(s.deck) / DECK_SCALE)


def features(s: State) -> list[float]:
    """The numbers ``estimate`` weighs, in the order of its weights (module docstring)."""
    ming = barb = 0
    troops = hordes = settlements = 0
    for bl in BORDERLANDS:
        t, h, st = s.troops[bl], s.hordes[bl], s.settlements[bl]
        troops += t
        hordes += h
        settlements += st
        if t:
            ming += 1
        elif h or st:
            barb += 1
    done = s.completed()
    home = sum(s.hordes[h] + s.settlements[h] for h in HOMELANDS)
    base = [float((ming + done) - (barb + 7 - done)), float(done), float(ming - barb),
            float(troops - hordes - settlements), float(s.troops["MH"]), float(home),
            float(s.gold["MH"] + s.gold["SCS"]), float(s.junks_scs),
            float(len(s.hands[EMPEROR]) - len(s.hands[OVERLORD])),
            float(len(s.reserves[EMPEROR]) - len(s.reserves[OVERLORD]))]
    if s.solo:
        base = [float(ming - barb), float(done - s.options["required_voyages"])] + base
    p = progress(s)
    return [1.0, p, *base, *(b * p for b in base)]


def emperor_chance(s: State) -> float:
    """The Emperor's estimated chance to win from ``s``."""
    weights = SOLO if s.solo else TWO_PLAYER
    z = sum(w * x for w, x in zip(weights, features(s), strict=True))
    return 1 / (1 + math.exp(-z))


def estimate(s: State) -> list[float]:
    """Each side's estimated share of a win, Emperor first (``Game.seats``)."""
    p = emperor_chance(s)
    return [p, 1 - p]
