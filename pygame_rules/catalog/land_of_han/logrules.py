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

REPORT_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"^Income: ", "LH-ECON-1"),
    (r"^Unpaid, an army|debt of .* is forgiven", "LH-ECON-5"),
    (r"^Raised an army|are not raised: ", "LH-ARMY-1"),
    (r"^Built |is not built: ", "LH-IMPR-1"),
    (r"is not demolished", "LH-IMPR-3"),
    (r"^Prospecting", "LH-MINE-2"),
    (r"^Research finished|^Research (?:started|switched)|^Research of .* is not started", "LH-RES-1"),
    (r"is not paid and warns you|goes unpaid a second season", "LH-HERO-8"),
    (r"learns a new skill", "LH-HERO-3"),
    (r"comes to your court seeking service|enters your service for|travelling hero could not be hired|waited in vain",
     "LH-HERO-1"),
    (r", dismissed by .*, enters your service", "LH-HERO-9"),
    (r"is found at home|search for a hero is called off", "LH-HERO-2"),
    (r" is dismissed", "LH-HERO-9"),
    (r" is executed", "LH-HERO-10"),
    (r"takes up the post|cannot take up the post", "LH-HERO-5"),
    (r"is convinced and enters|will not serve you and is set free|escapes from|is captured in", "LH-CAPTURE-1"),
    (r"who served .* enters your service", "LH-DEATH-2"),
    (r"the Palace of|takes your Palace", "LH-DEATH-1"),
    (r"^A march is cancelled", "LH-TURN-3"),
    (r"Barbarian Cavalry invade", "LH-BARB-2"),
    (r"^Barbarians in .* (?:tear down|steal)|^The Barbarians leave", "LH-BARB-4"),
    (r"dies of the Plague|ancestors turn it aside|physicians save|perishes$|taxes from your lands in|is saved "
     r"\(Medicine\)|^An? (?:drought|flood|earthquake|wildfire|plague)", "LH-DISASTER-1"),
    (r"Military Pact", "LH-DIPLO-3"),
    (r"^The trade of | offers you |refuses your offer|accepts your offer", "LH-DIPLO-1"),
    (r"stands by the caravan you meant to plunder|plunders a caravan", "LH-CARAVAN-6"),
    (r"is lost in the desert", "LH-CASH-3"),
    (r"back from Cashgrab|^Cashgrab pays|desert road", "LH-CASH-4"),
    (r"trade route brings|^The trade route of", "LH-CARAVAN-3"),
    (r"reaches .*: the trade route pays", "LH-CARAVAN-2"),
    (r"caravan of .* is on its way|does not set out", "LH-CARAVAN-1"),
    (r"dismantled|turned back", "LH-CARAVAN-8"),
)
"""(pattern, rule ID) for the notices to one warlord (``State.report``), tried in order like ``PATTERNS``."""
report_rule_for = LogRules(REPORT_PATTERNS).rule_for
