"""Game-independent drawing helpers the games' render layers share (pure Python, no dependencies).

- ``geometry``: plane polygons: half-plane clipping, Voronoi partitions of an outline, centroids, areas,
  point-in-polygon, shared edges and points on a boundary.

Above the engine and the bots' interface, below the games (the ``top-layers`` contract in ``.importlinter``); it
imports nothing of the project.
"""
