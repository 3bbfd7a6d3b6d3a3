"""Drawing Death of Heaven from a seat's view only: pure functions of ``view(state, seat)`` that import content
and never the state, so what they draw is what that seat may know.

- ``panel``: the decision at hand, the war of the round, your hand, every faction's board, the Emperor Xian card,
  the Promise cards and pledges, the wandering generals, the territories in words;
- ``cardface``: a card face up (name, banner, troop symbols, Scheme, icons, skills) or face down;
- ``text``: escaping, names and faction chips;
- ``shapes``: the map of Han China around 197 AD: the territories' polygons (a power diagram of China's outline,
  computed once at import), the water (the Yellow River, the Han, the Min, the Yangtze and Lake Dongting, the
  Bohai) that keeps water-only neighbours apart, each territory's label point and dock, and the water lanes
  between docks.
"""
