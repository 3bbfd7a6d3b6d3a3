"""Which rule a log line applied (``Game.rule_for``): a game's ordered table of (pattern, rule ID), the first
pattern that matches naming the rule.

Each game keeps its table in its own ``logrules.py``, over the words its rules write and the words of its moves,
and makes its ``rule_for`` here: ``rule_for = LogRules(PATTERNS).rule_for``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


class LogRules:
    """An ordered table of (regular expression, rule ID): ``rule_for(text)`` is the rule ID of the first pattern
    found anywhere in ``text`` (``re.search``), or None. The specific patterns go first."""

    def __init__(self, patterns: Iterable[tuple[str, str]]) -> None:
        self.patterns: tuple[tuple[str, str], ...] = tuple(patterns)
        self._compiled = tuple((re.compile(pattern), rule) for pattern, rule in self.patterns)

    def rule_for(self, text: str) -> str | None:
        """The rule ID a log line or move description applied, or None."""
        for pattern, rule in self._compiled:
            if pattern.search(text):
                return rule
        return None
