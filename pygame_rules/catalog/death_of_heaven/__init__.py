"""Death of Heaven (蒼天之死): a 4-6 player Three Kingdoms game of war declarations, persuasion with Promise cards
and deck-building, won by the faction with the fewest cubes left on its board.

So far the package holds only its designed content (``content/``: map, NPC tiles, factions, cards, boards and the
effect vocabulary), as data a rules engine can interpret; the rules, words, bots and render come later and the
game is not registered yet. ``CONTENT.md`` separates the rulebook's facts from our design decisions; rule IDs
(DH-*, A-*) refer to ``shared/spec/death_of_heaven.md``.
"""
