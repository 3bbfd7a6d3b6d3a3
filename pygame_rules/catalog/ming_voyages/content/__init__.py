"""The designed content of The Ming Voyages as data: the map (regions, their west-to-east order, routes:
``map.py``), the cards, the solo Event decks, the Difficulty table and the component totals (``cards.py``),
and the battle dice (``dice.py``: classify and compare three dice). Imports nothing of the rules."""
