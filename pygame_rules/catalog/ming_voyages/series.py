"""The optional competitive series (MV-WIN-6): two games, players swap sides, points decide.

A major victory earns its winner 12 points; otherwise a player earns their
minor-victory total (Borderlands plus completed or uncompleted Voyages). In a
tied game the Overlord earns 1 bonus point. The loser of a major victory still
earns their own minor total (ruling). The higher sum after both games wins; an
equal sum is an honourable draw.
"""

from __future__ import annotations

from typing import Any

from ...engine.game import Outcome


def game_points(outcome: Outcome) -> dict[int, int]:
    """Points of seat 0 (Emperor) and seat 1 (Overlord) for one finished game."""
    points = {0: outcome.scores["0"], 1: outcome.scores["1"]}
    if outcome.reason.startswith("major"):
        points[outcome.winners[0]] = 12
    elif points[0] == points[1]:
        points[1] += 1
    return points


def series_result(first: Outcome, second: Outcome, players: tuple[str, str] = ("A", "B")) -> dict[str, Any]:
    """Player A is the Emperor in the first game and the Overlord in the second; B the reverse."""
    a, b = players
    g1, g2 = game_points(first), game_points(second)
    totals = {a: g1[0] + g2[1], b: g1[1] + g2[0]}
    if totals[a] == totals[b]:
        verdict = "an honourable draw"
    else:
        verdict = f"{a if totals[a] > totals[b] else b} wins the series"
    return {"games": [{a: g1[0], b: g1[1]}, {a: g2[1], b: g2[0]}], "totals": totals, "result": verdict}
