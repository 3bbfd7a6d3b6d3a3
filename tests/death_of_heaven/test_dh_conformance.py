"""Death of Heaven in the registry. The engine contract itself (random games of 4, 5 and 6 players in both modes
end, never dead-end, keep the invariants, round-trip through records and JSON, replay deterministically, hide what
each seat may not see and play in place as ``apply`` does) is checked by ``tests/test_conformance.py`` for every
registered game, with ``conformance_options``."""

from __future__ import annotations

import pygame_rules
from pygame_rules.catalog.death_of_heaven.content.factions import FACTIONS
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.cli import simulate


def test_the_game_is_registered_as_death_of_heaven():
    assert "death-of-heaven" in pygame_rules.games()
    assert pygame_rules.get_game("death-of-heaven") is GAME


def test_metadata_is_complete():
    meta = GAME.metadata()
    assert meta["title"] and meta["description"]
    assert meta["min_players"] == 4 and meta["max_players"] == 6
    assert set(meta["options_schema"]["properties"]) == {"players", "mode"}
    assert all(bot == "warlord" for bot in meta["bots"].values())


def test_simulate_reports_games_winning_factions_and_speed():
    """``python -m pygame_rules simulate death-of-heaven --players N`` (FIGURES.md's win rates)."""
    out = simulate("death-of-heaven", 4, 0, ["warlord", "random"], {"players": 5, "mode": "full"})
    assert out["errors"] == 0 and out["games"] == 4
    assert sum(out["wins"].values()) >= 4 and out["games_per_second"] > 0 and out["mean_actions"] > 0
    assert out["actions_per_second"] > out["games_per_second"]
    factions = {f.name for f in FACTIONS}
    assert sum(out["winner_faction"].values()) == 4
    assert all(set(w.split(" and ")) <= factions for w in out["winner_faction"])
