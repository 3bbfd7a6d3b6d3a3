"""Battle dice: classify three dice and compare two results (MV-BATTLE-4, MV-BATTLE-7)."""

from __future__ import annotations

TRIPLE, DOUBLE, SINGLE = 3, 2, 1
KIND_NAMES = {TRIPLE: "triple", DOUBLE: "double", SINGLE: "single"}


def classify(dice: list[int]) -> tuple[int, int]:
    """(kind, score): a triple scores its value, a double its pair, a single its highest die."""
    a, b, c = sorted(dice)
    if a == c:
        return TRIPLE, a
    if a == b or b == c:
        return DOUBLE, b
    return SINGLE, c


def describe(dice: list[int]) -> str:
    kind, score = classify(dice)
    return f"{KIND_NAMES[kind]} {score}"


def compare(first: list[int], second: list[int]) -> tuple[str, int | None]:
    """("devastating" | "normal" | "standoff", index of the winner 0/1 or None)."""
    a, b = classify(first), classify(second)
    if a[0] != b[0]:
        return "devastating", 0 if a[0] > b[0] else 1
    if a[1] != b[1]:
        return "normal", 0 if a[1] > b[1] else 1
    return "standoff", None
