"""The seeded random number generator kept inside every game state.

Counter-based SplitMix64: the whole generator state is two integers (seed and
counter), so it serialises to JSON in a few bytes, copies for free, and gives
the same sequence wherever Python integers behave the same (CPython and
Pyodide alike; no floats, no platform ``random``).

For tests the generator can be *scripted*: a queue of outcomes is consumed
first (die faces for ``roll``, indices for ``below``, whole permutations for
``shuffle``), then it falls back to the seeded stream.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableSequence, Sequence
from typing import Any, TypeVar

from .errors import ScriptError

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
MAX_SEED = (1 << 53) - 1
"""Largest seed accepted: seeds pass through JavaScript, whose numbers are exact up to 2**53."""
_LIMITS: dict[int, int] = {}
"""``_stream_below``'s rejection limit by bound: the largest multiple of the bound that fits in 64 bits."""


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """Deterministic generator: ``Rng(seed)``; state is ``(seed, counter, script)``."""

    __slots__ = ("seed", "counter", "script")

    def __init__(self, seed: int, counter: int = 0, script: Iterable[Any] = ()) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be an integer from 0 to {MAX_SEED}, not {seed!r}")
        self.seed = seed
        self.counter = counter
        self.script: list[Any] = list(script)

    # -- raw stream -----------------------------------------------------
    def next64(self) -> int:
        """The next 64-bit value of the seeded stream (ignores the script)."""
        self.counter += 1
        return _mix((self.seed + self.counter * _GAMMA) & _MASK)

    def _stream_below(self, n: int) -> int:
        """The next value of the stream below ``n``, by rejection (every value equally likely). ``next64`` and
        ``_mix`` written out, with the rejection limit looked up: this runs for every die and every random
        choice, and under Pyodide each operation on a 64-bit integer costs about three times what it does in
        CPython (docs/FIGURES.md). The first draw is written out before the loop, as it is almost always
        below the limit (the loop runs again with chance ``n`` in 2**64), and ``_GAMMA`` and ``_MASK`` are written
        as numbers (a constant costs less than a global's lookup)."""
        try:
            limit = _LIMITS[n]
        except KeyError:
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        counter = self.counter + 1
        z = (self.seed + counter * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        z ^= z >> 31
        if z < limit:
            self.counter = counter
            return z % n
        seed = self.seed
        while True:
            counter += 1
            z = (seed + counter * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            z ^= z >> 31
            if z < limit:
                self.counter = counter
                return z % n

    # -- draws ----------------------------------------------------------
    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``; scripted value: the integer itself."""
        if self.script or n <= 0:
            return self._scripted_below(n)
        return self._stream_below(n)

    def _scripted_below(self, n: int) -> int:
        """``below`` when the bound is not positive (an error) or a scripted value is next."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, not {n}")
        v = self.script.pop(0)
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
            raise ScriptError(f"scripted value {v!r} is not an integer in 0..{n - 1}")
        return v

    def roll(self, sides: int = 6) -> int:
        """One die with faces 1..sides; scripted value: the face."""
        if self.script:
            v = self.script.pop(0)
            if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= sides:
                raise ScriptError(f"scripted die {v!r} is not a face of a d{sides}")
            return v
        return self._stream_below(sides) + 1

    def dice(self, count: int, sides: int = 6) -> list[int]:
        """``count`` dice, each as ``roll`` (straight from the stream when nothing is scripted)."""
        if self.script:
            return [self.roll(sides) for _ in range(count)]
        below = self._stream_below
        if count == 3:          # a battle roll: three draws without a list comprehension's frame and loop
            return [below(sides) + 1, below(sides) + 1, below(sides) + 1]
        return [below(sides) + 1 for _ in range(count)]

    def choice(self, seq: Sequence[T]) -> T:
        """One element, uniformly; scripted value: its index."""
        if not seq:
            raise ValueError("choice() from an empty sequence")
        if self.script:
            return seq[self.below(len(seq))]
        return seq[self._stream_below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates); scripted value: the new order as a list of old indices."""
        n = len(items)
        if self.script:
            order = self.script.pop(0)
            if not isinstance(order, list) or sorted(order) != list(range(n)):
                raise ScriptError(f"scripted shuffle {order!r} is not a permutation of 0..{n - 1}")
            items[:] = [items[i] for i in order]
            return
        for i in range(n - 1, 0, -1):
            j = self._stream_below(i + 1)
            items[i], items[j] = items[j], items[i]

    # -- copying and serialising ---------------------------------------
    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.seed, r.counter, r.script = self.seed, self.counter, list(self.script)
        return r

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seed": self.seed, "counter": self.counter}
        if self.script:
            d["script"] = list(self.script)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Rng:
        return cls(int(d["seed"]), int(d["counter"]), d.get("script", ()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        extra = f", script={self.script!r}" if self.script else ""
        return f"Rng(seed={self.seed}, counter={self.counter}{extra})"


def sample_sequence(seed: int, n: int, sides: int = 6) -> list[int]:
    """The first ``n`` dice of ``Rng(seed)``: the cross-interpreter check compares these."""
    rng = Rng(seed)
    return rng.dice(n, sides)
