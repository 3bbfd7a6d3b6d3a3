"""Death of Heaven (蒼天之死): a 4-6 player Three Kingdoms game of war declarations, persuasion with Promise cards
and deck-building, won by the faction with the fewest cubes left on its board.

The package holds the designed content (``content/``), the rules of the simple and full games (``state.py``,
``pieces.py``, ``flow.py``, ``rules/``), the words players read (``words/``) and the ``warlord`` bot
(``bots.py``); ``game.py`` is the engine ``Game``, registered as ``death-of-heaven``; its board comes with issue
16. ``CONTENT.md`` separates the rulebook's facts from our design and lists the rulings; ``FIGURES.md``
has the bot's win rates, the balance, the speed and the fuzz run; rule IDs (DH-*, A-*) refer to
``shared/spec/death_of_heaven.md``.
"""
