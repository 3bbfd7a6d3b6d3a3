"""Battle dice: classify three dice and compare two results (MV-BATTLE-4, MV-BATTLE-7).

Every battle roll is classified and told in words, several times a battle step, so the result and the words
of each of the 216 rolls of three six-sided dice are worked out once, at import (``_CLASSES``,
``_ROLL_WORDS``); any other list of dice (none in play) is worked out when asked.
"""

from __future__ import annotations

from itertools import product

TRIPLE, DOUBLE, SINGLE = 3, 2, 1
KIND_NAMES = {TRIPLE: "triple", DOUBLE: "double", SINGLE: "single"}


def classify(dice: list[int]) -> tuple[int, int]:
    """(kind, score): a triple scores its value, a double its pair, a single its highest die."""
    known = _CLASSES.get(tuple(dice))
    return known if known is not None else _classify(dice)


def _classify(dice) -> tuple[int, int]:
    a, b, c = sorted(dice)
    if a == c:
        return TRIPLE, a
    if a == b or b == c:
        return DOUBLE, b
    return SINGLE, c


def describe(dice: list[int]) -> str:
    """The result of three dice: "triple 4", "double 5", "single 6"."""
    kind, score = classify(dice)
    return f"{KIND_NAMES[kind]} {score}"


def faces(dice: list[int]) -> str:
    """Dice faces in words: "5", "5 and 4", "5, 5 and 3"."""
    shown = [str(d) for d in dice]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def roll_words(dice: list[int]) -> str:
    """A roll with its result, as the log and the choices say it: "5, 5 and 3 (a double 5)"."""
    known = _ROLL_WORDS.get(tuple(dice))
    return known if known is not None else _roll_words(dice)


def _roll_words(dice) -> str:
    return f"{faces(dice)} (a {describe(dice)})"


def compare(first: list[int], second: list[int]) -> tuple[str, int | None]:
    """("devastating" | "normal" | "standoff", index of the winner 0/1 or None)."""
    a, b = classify(first), classify(second)
    if a[0] != b[0]:
        return "devastating", 0 if a[0] > b[0] else 1
    if a[1] != b[1]:
        return "normal", 0 if a[1] > b[1] else 1
    return "standoff", None


_ROLLS = tuple(product(range(1, 7), repeat=3))
_CLASSES: dict[tuple[int, ...], tuple[int, int]] = {}
_CLASSES.update((roll, _classify(roll)) for roll in _ROLLS)
_ROLL_WORDS: dict[tuple[int, ...], str] = {roll: _roll_words(roll) for roll in _ROLLS}
