"""The Ming Voyages, registered as ``ming-voyages``: two players (the Ming Emperor against the Barbarian
Overlord), or solo as the Emperor against an Overlord the rules run (the solo booklet). Rules, content,
heuristic bots, the words for every choice and the drawing of the board.

The package is in layers, bottom to top; a module imports only from its own layer or below (``.importlinter``
checks it):

- ``content/``: the designed content as data (the map and its routes, the cards with the solo Event decks,
  the Difficulty table and the component totals, the battle dice);
- ``state.py``: the game state (piece counts, cards, the task stack), plain data copied by hand;
- ``flow.py`` (the task interpreter the rules register their tasks in, and the major-victory check it runs
  after every step) and ``moves.py`` (what is legal where: pure queries over the state);
- ``rules/``: one module per part of the rulebook (rounds and eras, playing a card and reactions, CP
  actions, special actions, battles, the solo Overlord);
- ``words.py`` (the words for every choice), ``bots.py`` (the heuristic bots), ``render/`` (the board and
  the card panel), ``logrules.py`` (the rule each log line applied), ``series.py`` (the two-game series);
- ``game.py``: the engine ``Game`` (``GAME``) that loads every rules module and ties them together.

``RULES.md`` is the rules reference the site publishes, ``CONTENT.md`` records what was designed and every
ruling, ``FIGURES.md`` the measured figures (bot win rates, game lengths). Rule IDs refer to
``shared/spec/ming_voyages.md`` and are anchors of ``RULES.md``.
"""
