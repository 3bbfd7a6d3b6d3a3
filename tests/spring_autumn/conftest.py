"""Fixtures shared by the Spring and Autumn tests."""

import pytest

from pygame_rules.catalog.spring_autumn.rules import movement


@pytest.fixture
def reveals(monkeypatch):
    """The world-event reveals a move would start, recorded instead of run (the seats that moved)."""
    calls = []
    monkeypatch.setattr(movement, "world_event_check", lambda s, seat: calls.append(seat))
    return calls
