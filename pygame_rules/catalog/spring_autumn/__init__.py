"""Spring and Autumn: Story of China, registered as ``spring-autumn`` (2-5 seats, each a person or one of the
rulebook's AI players).

The package is in layers, bottom to top; a module imports only from its own layer or below (``.importlinter``
checks it):

- ``content/``: the designed content as data (map, factions, player board, dice, cards, tokens, vocabulary);
- ``state.py`` (the JSON state), ``garrison.py`` (the safety game's palace garrison), ``pieces.py`` (board
  primitives every rule shares) and ``flow.py`` (the task machinery and the action registries);
- ``rules/``: one module per part of the rulebook (the turn, actions, movement, combat, world events,
  treaties, kingdom tokens, barbarians, disasters, dragons, philosophies, upkeep, scoring, setup, and the AI
  players: ``ai_production``, ``ai_movement``, ``ai_turn``, ``ai_choices``, ``ai_targets``);
- ``words/``: plain-language words for the choices of the economic actions, Supply and Move Units;
- ``game.py``: the engine ``Game`` (``GAME``) that loads every rules module and ties them together.

``CONTENT.md`` records what was designed and every ruling; rule IDs refer to ``shared/spec/spring_autumn.md``.
"""
