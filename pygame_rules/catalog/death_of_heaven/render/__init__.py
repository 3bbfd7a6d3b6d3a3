"""Drawing Death of Heaven (蒼天之死): the map of Han China around 197 AD as SVG, from a seat's view only.

Pure functions of the map's content and a seat's view; they never import the state or the rules.

- ``shapes``: the territories' polygons (a power diagram of China's outline, computed once at import), the water
  (the Yellow River, the Han, the Min, the Yangtze and Lake Dongting, the Bohai) that keeps water-only neighbours
  apart, each territory's label point and dock, and the water lanes between docks.
"""
