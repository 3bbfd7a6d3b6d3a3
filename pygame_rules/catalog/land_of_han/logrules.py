"""Which rule a log line of Land of Han applied, so the page can link it to ``rules/land-of-han.html``
(``Game.rule_for``): an ordered list of patterns over the log's own words (``rules/*.py`` write them with
``State.say``) and the public words of choices (``words.public``), the first match naming the rule ID whose anchor
RULES.md holds."""

from __future__ import annotations

from ...engine.logrules import LogRules

PATTERNS: tuple[tuple[str, str], ...] = (
    (r"^(?:Spring|Summer|Autumn|Winter) of year \d+ begins", "LH-TURN-1"),
    (r"^The orders of .* are opened|[Ww]rites orders|[Ss]eals their orders", "LH-TURN-2"),
    (r"raises an army of", "LH-ARMY-1"),
    (r"^Barbarian Cavalry invade", "LH-BARB-2"),
    (r"^A routed army of .* to free it", "LH-TURN-5"),
    (r"^Duel in ", "LH-COMBAT-2"),
    (r"^Armies meet on the border|attacks ", "LH-COMBAT-1"),
    (r" seizes ", "LH-TURN-4"),
    (r"takes the Palace of", "LH-DEATH-1"),
    (r"has taken every other Palace|time limit is reached", "LH-VIC-1"),
    (r"proclaimed Emperor|declares themself Emperor", "LH-EMP-1"),
    (r" demolishes ", "LH-IMPR-3"),
    (r" builds ", "LH-IMPR-1"),
    (r"sends prospectors into", "LH-MINE-1"),
    (r"Military Pact", "LH-DIPLO-3"),
    (r" trade$", "LH-DIPLO-1"),
    (r"down the desert road to Cashgrab", "LH-CASH-1"),
    (r"comes back from Cashgrab", "LH-CASH-3"),
    (r"sends a caravan of", "LH-CARAVAN-1"),
    (r"a trade route stands", "LH-CARAVAN-2"),
    (r"plunders the caravan", "LH-CARAVAN-6"),
    (r"dismantles the trade route", "LH-CARAVAN-8"),
    (r"the ancestors of", "LH-REL-3"),
    (r"^An? (?:drought|flood|earthquake|wildfire|plague)", "LH-DISASTER-1"),
)
"""(pattern, rule ID), tried in order: the first that matches names the rule."""
rule_for = LogRules(PATTERNS).rule_for
