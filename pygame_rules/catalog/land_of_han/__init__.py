"""Land of Han (漢土): a play-by-forum warlord game of provinces, armies, improvements, research, heroes,
religion and caravans, won by declaring oneself Emperor or by capturing every rival's Palace.

The designed content exists (``content/``: the base and expanded maps with their starting positions, the research
topics, the hero skills and names, the disasters, the improvements, the religions, the economy's figures, the
armies and the sheets' colours), as data that imports no rules; above it the state (``state.py``), the board
primitives (``pieces.py``) and the first rules (``rules/``: setup, the season's income, combat). The season's
orders, their resolution, the flow and ``game.py`` come next, so the game is not registered yet. ``CONTENT.md`` separates the rulebook's facts (``shared/rulebooks/004_3b8be0db5657a1d3.txt``)
from our design; rule IDs (LH-*, A-*) refer to ``shared/spec/land_of_han.md``.
"""
