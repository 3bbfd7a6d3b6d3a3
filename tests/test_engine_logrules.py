"""The engine's log-rule table (``engine/logrules.py``): the first pattern found in a line names its rule."""

from __future__ import annotations

from pygame_rules.engine.logrules import LogRules


def test_the_first_pattern_that_matches_names_the_rule():
    rules = LogRules([(r"^Qin passes, discarding", "X-PASS-2"), (r" passes", "X-PASS-1"), (r"\d+ honor$", "X-H")])
    assert rules.rule_for("Qin passes, discarding 2 cubes") == "X-PASS-2"
    assert rules.rule_for("Jin passes") == "X-PASS-1"               # found anywhere in the line, not only at its start
    assert rules.rule_for("Jin gains 3 honor") == "X-H"
    assert rules.rule_for("nothing here") is None
    assert rules.patterns[0] == (r"^Qin passes, discarding", "X-PASS-2")

