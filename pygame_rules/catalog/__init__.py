"""The catalog of built-in games, one package each (``catalog/<game>/``).

Named ``catalog`` rather than ``games`` so that ``pygame_rules.games()`` stays the registry function. ``BUILTIN`` lists the modules the registry imports.

Each module named here exposes ``GAME``, an instance of its ``Game`` subclass.
"""

BUILTIN: tuple[str, ...] = ("pygame_rules.catalog.ming_voyages.game", "pygame_rules.catalog.spring_autumn.game",
                             "pygame_rules.catalog.death_of_heaven.game", "pygame_rules.catalog.land_of_han.game")
