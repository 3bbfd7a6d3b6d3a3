"""Helpers for the Spring and Autumn engine tests: new games and running chosen tasks on a state."""

from __future__ import annotations

from pygame_rules.catalog.spring_autumn.flow import advance, resolve
from pygame_rules.catalog.spring_autumn.game import GAME


def new(seed: int = 1, **options):
    return GAME.new_game(seed, **options)


def run(s, *tasks):
    """Replace the task stack by ``tasks`` (the first runs first) and run until a decision."""
    s.tasks = [dict(t) for t in reversed(tasks)]
    advance(s)
    return s


def clear_board(s):
    """Remove every building and area ownership (units stay)."""
    s.buildings = {}
    s.owner = {}
    return s


def passing(s):
    """Answer every pending action decision with Pass (in place), until another kind of decision or the end
    (other actions are legal since step 2, so "everybody passes" tests say so explicitly)."""
    while s.tasks and s.tasks[-1]["t"] in ("action", "phil") and s.decision_seat is not None:
        resolve(s, {"action": "pass"} if s.tasks[-1]["t"] == "action" else {"philosophy": None})
    return s


def decline_philosophies(s):
    """Decline every pending philosophy window (in place)."""
    while s.tasks and s.tasks[-1]["t"] == "phil" and s.decision_seat is not None:
        resolve(s, {"philosophy": None})
    return s


def no_philosophies(s):
    """Put the players' philosophy cards back in the box (every card stays accounted for), so no philosophy
    window interrupts a test about something else."""
    for p in s.players:
        s.starter_box += [c["id"] for c in p["philosophies"]]
        p["philosophies"] = []
    return s
