"""Which rule a log line of Death of Heaven applied, so the page can link it to ``rules/death-of-heaven.html``
(``Game.rule_for``): an ordered list of patterns over the log's own words (``rules/*.py`` write them with
``State.say``), the first match naming the rule ID whose anchor RULES.md holds. A line no pattern knows (a skill's
own effect, a plain pass, which could be a Persuade, Reinforce or bidding pass) links nowhere rather than to a
wrong rule; the tests keep those few.
"""

from __future__ import annotations

from ....engine.logrules import LogRules

PATTERNS: tuple[tuple[str, str], ...] = (
    (r"is the starting player and the first Attacker", "DH-FULL-1"),
    (r"is the first Attacker", "DH-SETUP-5"),
    (r"^\S.* chooses [A-Z]\w+(?: [A-Z]\w+)?\.$", "DH-FULL-2"),
    (r"places a diplomacy cube on", "DH-FULL-4"),
    (r"keeps its hand|discards \d+ cards? and draws again", "DH-SETUP-3"),
    (r"^Round \d+: .* is the Attacker", "DH-FLOW-1"),
    (r"has no territory it may attack", "DH-WAR-1"),
    (r"declares war on", "DH-WAR-1"),
    (r"takes back its diplomacy cube", "DH-WAR-3"),
    (r"\(Defense reward\)", "DH-WAR-5"),
    (r"\(Adjacency reward\)", "DH-WAR-6"),
    (r"\(Wandering Army\)", "DH-WAR-7"),
    (r"takes back its Promise card", "DH-PERS-4"),
    (r"gives .* a Promise card", "DH-PERS-2"),
    (r"Promise card pays", "DH-PROM-1"),
    (r"promises |its word|was not tested", "DH-PERS-3"),
    (r"commits a card face down", "DH-MARCH-1"),
    (r"is discarded: the (?:Attacker|Defender) cannot march", "DH-MARCH-2"),
    (r" marches with ", "DH-MARCH-3"),
    (r"^Pursuit|The Pursuit ends", "DH-PURSUIT-1"),
    (r"side gives up, behind", "DH-REINF-8"),
    (r" reinforces with ", "DH-REINF-1"),
    (r"^Resolution: Attack", "DH-RES-3"),
    (r"^The Defender wins", "DH-RES-1"),
    (r"^The Attacker wins", "DH-RES-2"),
    (r"earns the Merit: .* on the Emperor", "DH-MERIT-2"),
    (r"earns the Merit", "DH-MERIT-3"),
    (r"The Rout Value is|by the Rout", "DH-ROUT-2"),
    (r"becomes a Wandering Army|\(Sweep\)", "DH-SWEEP-1"),
    (r" occupies |no cube on its board to occupy", "DH-PROM-4"),
    (r"\(Dispatch\)", "DH-DISP-1"),
    (r"wins the bidding|becomes the Attacker|hands the Attacker marker", "DH-BID-2"),
    (r" bids \d+", "DH-BID-1"),
    (r"discards 2 armament cards and draws 1 card", "DH-GEN-1"),
    (r"declares Self-Reliance|for its \d+ territory levels", "DH-SELF-1"),
    (r"\(Armament\)", "DH-GSK-1"),
    (r"recruits .* from the wandering generals|\(Talent: Dispatch\)", "DH-GSK-2"),
    (r" upgrades .* to level ", "DH-GSK-3"),
    (r"\(Duel\)", "DH-GSK-4"),
    (r"pays Tribute|makes Friendship with|induces .* to surrender", "DH-GSK-5"),
    (r"\((?:Hold the Emperor|Benevolence)\)", "DH-ZONE-5"),
    (r"places \d+ \w+ markers? on", "DH-SKILL-6"),
    (r" executes ", "DH-SKILL-2"),
    (r" declines\b|refuses to discard|skill fails", "DH-SKILL-4"),
    (r"leaves the battlefield", "DH-STR-3"),
    (r"discards a card from its hand", "DH-ZONE-4"),
    (r"draws \d+ cards? from its own deck", "DH-ZONE-2"),
    (r"draws \d+ public cards?\.$", "DH-SETUP-9"),
    (r"^The game ends", "DH-END-1"),
)
"""(pattern, rule ID), tried in order: the first that matches names the rule."""
rule_for = LogRules(PATTERNS).rule_for
