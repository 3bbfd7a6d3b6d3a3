"""Which rule each log line applied: the game log links every entry to the rules reference (RULES.md).

Log lines are plain words written by the rules (``rules/``); these patterns map them (and the
words of each move) to the rule IDs of ``RULES.md``. The first pattern that
matches wins, so the specific ones come first.
"""

from __future__ import annotations

import re

PATTERNS: tuple[tuple[str, str], ...] = (
    # the game's own log (State.say), roughly in the order a game tells them
    (r"^Setup:", "MV-SETUP-6"),
    (r"the final round", "MV-SEQ-5"),
    (r"the Emperor draws \d cards?$", "MV-EDRAW-1"),
    (r"the deck is empty, so the Emperor draws nothing", "MV-SEQ-5"),
    (r"^The players swap hands", "MV-ROUND-1"),
    (r"^Era 2 begins", "MV-SEQ-3"),
    (r"major victory: all 7 Voyages", "MV-WIN-1"),
    (r"major victory: all 5 Borderlands", "MV-WIN-2"),
    (r"minor victory.*needed", "MV-SOLO-OBJ-2"),
    (r"minor victory", "MV-WIN-5"),
    (r"reinforced (by|with)", "MV-OPLAY-11"),
    (r"its highest card", "MV-SOLO-OPLAY-1"),
    (r"with a Level \d Event \(its Difficulty card", "MV-SOLO-REACT-1"),
    (r"Event deck has run out", "MV-SOLO-OPLAY-6"),
    (r"it draws another Level \d Event|no other kind of Level \d Event is left", "MV-SOLO-OPLAY-4"),
    (r"a reaction Event is not redrawn", "MV-SOLO-REACT-3"),
    (r"a Level 1 follow-up is not redrawn", "MV-SOLO-OPLAY-5"),
    (r"drew Amass", "MV-SOLO-AMASS-1"),
    (r"drew Attack", "MV-SOLO-ATTACK-1"),
    (r"drew Build", "MV-SOLO-BUILD-1"),
    (r"drew Gather", "MV-SOLO-GATHER-1"),
    (r"drew Move", "MV-SOLO-MOVE-1"),
    (r"drew Reserve", "MV-SOLO-RESERVE-1"),
    (r"turns the Difficulty cards over", "MV-SOLO-DIFF-3"),
    (r"^The Emperor plays .* for \d+ CP$", "MV-EPLAY-4"),
    (r"^The Overlord plays .* for \d+ CP$", "MV-OPLAY-4"),
    (r"^The Overlord reserves", "MV-OPLAY-1"),
    (r"^The Emperor reserves", "MV-EPLAY-1"),
    (r"^The (Emperor|Overlord) plays .* for its special action", "MV-CARD-7"),
    (r"^The (Emperor|Overlord) (reacts with|lets .* pass without reacting)", "MV-REACT-1"),
    (r"can use none of the \d+ CP", "MV-EPLAY-4"),
    (r"^The Emperor sails for Voyage .* success", "MV-EPLAY-13"),
    (r"^The Emperor sails for Voyage .* it fails", "MV-EPLAY-14"),
    (r"no Voyage is possible", "MV-EPLAY-10"),
    (r"^Battle for .*: the (Emperor|Overlord) rolls .* in defence$", "MV-BATTLE-6"),
    (r"^Battle for .*: the (Emperor|Overlord) rolls", "MV-BATTLE-3"),
    (r"^The (Emperor|Overlord) (reveals #\d+|re-rolls)", "MV-BATTLE-5"),
    (r"attacked .*: a standoff", "MV-BATTLE-10"),
    (r"attacked .*the Overlord loses a Settlement", "MV-BATTLE-8"),
    (r"attacked .*the Settlement absorbs the hit", "MV-BATTLE-9"),
    (r"attacked .*(Devastating Blow|Normal Hit)", "MV-BATTLE-7"),
    (r"^The Emperor attacks .* with up to|^The Emperor sends \d+ Troops? from", "MV-EPLAY-7"),
    (r"^The Overlord attacks .* with up to|^The Overlord sends \d+ Hordes? from", "MV-OPLAY-7"),
    (r"^The Overlord builds a Settlement", "MV-OPLAY-9"),
    (r"^The Overlord places a Horde", "MV-OPLAY-5"),
    (r"^The Overlord places a Settlement", "MV-OPLAY-8"),
    (r"^The Emperor places a Troop", "MV-CARD-8"),
    (r"^The Emperor moves (\d+ Troop|nothing)", "MV-EPLAY-6"),
    (r"^The Overlord moves (\d+ Horde|nothing)", "MV-OPLAY-6"),
    (r"^The Emperor recruits", "MV-EPLAY-5"),
    (r"^The Emperor taxes", "MV-EPLAY-8"),
    (r"^The Emperor builds \d+ Junk", "MV-EPLAY-9"),
    (r"^The (Emperor|Overlord) (takes|sinks|spreads pestilence|removes a Horde"
     r"|sends (\d+ Hordes? from .* back|no Hordes back))"
     r"|^The Overlord moves a Horde from", "MV-CARD-4"),
    # the words of each choice (words.py), as the session log keeps them
    (r"^reserve .*face down", "MV-EPLAY-1"),
    (r"^play .* for \d+ CP", "MV-EPLAY-2"),
    (r"^play .* for its special action", "MV-CARD-4"),
    (r"^(carry out your .* first|let the .* react first)", "MV-REACT-2"),
    (r"^(react with #\d+|let #\d+ .* pass without reacting)", "MV-REACT-1"),
    (r"^Confirm:", "MV-SOLO-EPLAY-1"),
    (r"^Use no CP", "MV-EPLAY-4"),
    (r"^Recruit Troops with", "MV-EPLAY-5"),
    (r"^Move with", "MV-EPLAY-6"),
    (r"^Attack with", "MV-EPLAY-7"),
    (r"^Tax with", "MV-EPLAY-8"),
    (r"^Build Junks with", "MV-EPLAY-9"),
    (r"^Voyage with", "MV-EPLAY-10"),
    (r"^Amass Hordes with", "MV-OPLAY-5"),
    (r"^Gather Resources with", "MV-OPLAY-8"),
    (r"^Build Settlements with", "MV-OPLAY-9"),
    (r"^place a Horde", "MV-OPLAY-5"),
    (r"^place a Settlement", "MV-OPLAY-8"),
    (r"^place a Troop", "MV-CARD-8"),
    (r"^move (\d+ Troops?|nothing)", "MV-EPLAY-6"),
    (r"^move \d+ Hordes?", "MV-OPLAY-6"),
    (r"^move a Horde", "MV-CARD-4"),
    (r"^attack |^send (\d+|none) of the", "MV-EPLAY-7"),
    (r"^sail for Voyage", "MV-EPLAY-10"),
    (r"^send \d+ Gold", "MV-EPLAY-11"),
    (r"^send \d+ Junks? for", "MV-EPLAY-12"),
    (r"^build (from|a Settlement)", "MV-OPLAY-9"),
    (r"^(keep your|re-roll|reveal your reserved)", "MV-BATTLE-5"),
    (r"^remove a Horde|^send (\d+ Hordes?|no Hordes) .*back", "MV-CARD-4"),
)
_COMPILED = tuple((re.compile(p), rule) for p, rule in PATTERNS)


def rule_for(text: str) -> str | None:
    """The rule ID a log line or move description applied, or None."""
    for pattern, rule in _COMPILED:
        if pattern.search(text):
            return rule
    return None
