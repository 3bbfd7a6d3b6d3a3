"""Land of Han (漢土): a play-by-forum warlord game of provinces, armies, improvements, research, heroes,
religion and caravans, won by declaring oneself Emperor or by capturing every rival's Palace.

Only the designed content exists so far (``content/``: the base and expanded maps with their starting positions,
the research topics, the hero skills and names, the disasters, the improvements, the religions, the economy's
figures and the armies), as data that imports no rules. There is no state, no rules and no ``game.py`` yet, so the
game is not registered. ``CONTENT.md`` separates the rulebook's facts (``shared/rulebooks/004_3b8be0db5657a1d3.txt``)
from our design; rule IDs (LH-*, A-*) refer to ``shared/spec/land_of_han.md``.
"""
