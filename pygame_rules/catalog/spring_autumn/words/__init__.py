"""Plain-language words for every choice (``choices.describe``), drawn on the rules below: the turn, combat,
world events, dragons, treaties, disasters, barbarians and kingdom tokens (``choices.py``), the economic actions
(``economy.py``), Supply and Move Units (``moves.py``); every card and token for the card reference page and tooltips
(``cards.py``)."""
