"""The built-in games, one package each. ``BUILTIN`` lists the modules the registry imports.

Each module named here exposes ``GAME``, an instance of its ``Game`` subclass.
"""

BUILTIN: tuple[str, ...] = ()
