"""Shared fixtures. The High Card fixture game is registered for every test run."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(TESTS / "fixture_games"))
sys.path.insert(0, str(ROOT))

import highcard_fixture  # noqa: E402,F401  (registers "highcard-fixture")

FIXTURE_GAME = "highcard-fixture"
