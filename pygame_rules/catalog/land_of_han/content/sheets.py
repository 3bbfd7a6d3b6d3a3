"""What a Land of Han character sheet offers (LH-SHEET-1, L22-26): the banner colours warlords choose from. The
rulebook's example sheet has "Most Beautiful Flower Pink"; the palette is ours, ten colours told apart on the map
(the expanded map takes up to ten warlords), none of them the Independents' grass green or the Barbarians' white
(LH-BARB-3)."""

from __future__ import annotations

COLOURS: tuple[tuple[str, str], ...] = (
    ("red", "#b3261e"), ("blue", "#1f4e9c"), ("gold", "#c9962a"), ("purple", "#6a3d9a"), ("pink", "#d4589a"),
    ("black", "#222222"), ("orange", "#d9661f"), ("teal", "#1b7f86"), ("brown", "#7a4a21"), ("grey", "#6e6e6e"),
)
"""(name, hex) in the order seats take them by default."""
