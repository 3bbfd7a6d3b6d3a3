"""What every game's search evaluation is checked for (``Game.evaluate``: each seat's share of a win), shared by the
games' evaluation tests."""

from __future__ import annotations

import math


def check_shares(shares: list[float], n: int) -> None:
    """``n`` shares, each from 0 to 1, summing to 1."""
    assert len(shares) == n
    assert all(0.0 <= x <= 1.0 for x in shares)
    assert math.isclose(sum(shares), 1.0, abs_tol=1e-9)
