"""Positions for the Land of Han rule tests: a new game, and the rulebook's example warlord on its own lands."""

from __future__ import annotations

from pygame_rules.catalog.land_of_han.flow import advance, push
from pygame_rules.catalog.land_of_han.game import GAME
from pygame_rules.catalog.land_of_han.pieces import add_army, armies_at, armies_of, owned
from pygame_rules.catalog.land_of_han.rules.setup import initial_state
from pygame_rules.catalog.land_of_han.state import State
from pygame_rules.engine.rng import Rng

WU = ("Wu", "eWu", "nWu")


def game(players: int = 2, seed: int = 1, **options) -> State:
    return initial_state({"players": players, "map": "base", **options}, Rng(seed))


def bare(religion: str = "daoism") -> State:
    """A 2-warlord game laid out by hand: the first warlord holds Wu, East Wu and North Wu with its one Spearman at
    a Palace in Wu (the rulebook's example sheet), the second Yan, North Yan and South Yan with a Spearman at a
    Palace in Yan; every other region Independent, as dealt."""
    s = game(religions=[religion, "confucianism"])
    for seat in (0, 1):
        for r in owned(s, seat):
            del s.owner[r]
        for a in armies_of(s, seat):
            del s.armies[a]
    for seat, lands in enumerate((WU, ("Yan", "nYan", "sYan"))):
        for r in lands:
            for a in armies_at(s, r):
                del s.armies[a]
            s.owner[r] = seat
        s.palace[seat] = lands[0]
        add_army(s, seat, "spearmen", lands[0], new=False)
    return s


def begin(s: State) -> State:
    """Start the season flow on a hand-made position: the first season's income, then the first warlord's sheet."""
    push(s, {"t": "season"})
    advance(s)
    return s


def write(s: State, *choices: dict) -> State:
    """Play choices through the Game (each must be legal for the warlord deciding)."""
    for choice in choices:
        s = GAME.apply(s, choice)
    return s


SKIP = ({"skip": "raise"},)
NOTHING = ({"skip": "raise"}, {"done": "move"}, {"done": "build"}, {"done": "spend"}, {"seal": True})
"""A blank sheet, written and sealed."""
