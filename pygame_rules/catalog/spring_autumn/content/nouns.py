"""How the game's pieces and actions are named in a sentence: the article and the plural of each noun.

Content, so that every layer (the rules' log lines, the words, the render) names a piece the same way:
"an academy", "2 academies", "3 cavalry", "1 hero".
"""

from __future__ import annotations

# Collective nouns stay as they are ("3 cavalry"); the rest take the plural English gives them.
_PLURAL = {"academy": "academies", "cavalry": "cavalry", "infantry": "infantry", "barracks": "barracks",
           "hero": "heroes", "palace": "palaces"}
_AN = ("a", "e", "i", "o", "honor")          # "a unit": u is read "you"


def plural(noun: str) -> str:
    """The plural of a piece's or a thing's name: "academies", "cavalry", "archers"."""
    return _PLURAL.get(noun, noun if noun.endswith("s") else noun + "s")


def a(noun: str) -> str:
    """The noun with its indefinite article: "an academy", "a market", "an honor action"."""
    return ("an " if noun.lower().startswith(_AN) else "a ") + noun


def count(n: int, noun: str) -> str:
    """A number of things: "1 hero", "2 heroes", "3 infantry", "0 tokens"."""
    return f"{n} {noun if n == 1 else plural(noun)}"
