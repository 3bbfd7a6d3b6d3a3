"""Which rule each log line applied: the game log links every entry to the rules reference (RULES.md).

Log lines are plain words written by the flow; these patterns map them (and the
words of each move) to the rule IDs of ``RULES.md``. The first pattern that
matches wins, so the specific ones come first.
"""

from __future__ import annotations

import re

_PATTERNS: tuple[tuple[str, str], ...] = (
    # the game's own log
    (r"^setup:", "MV-SETUP-6"),
    (r"the final round", "MV-SEQ-5"),
    (r"the Emperor draws \d card", "MV-EDRAW-1"),
    (r"the deck is empty, no draw", "MV-SEQ-5"),
    (r"^the players swap hands", "MV-ROUND-1"),
    (r"^era 2 begins", "MV-SEQ-3"),
    (r"major victory: all 7 Voyages", "MV-WIN-1"),
    (r"major victory: all 5 Borderlands", "MV-WIN-2"),
    (r"minor victory.*needed", "MV-SOLO-OBJ-2"),
    (r"minor victory", "MV-WIN-5"),
    (r"reinforced (by|with)", "MV-OPLAY-11"),
    (r"its highest", "MV-SOLO-OPLAY-1"),
    (r"Event \(Difficulty card\)", "MV-SOLO-REACT-1"),
    (r"Event deck is reshuffled", "MV-SOLO-OPLAY-6"),
    (r"not possible: discarded, another is drawn", "MV-SOLO-OPLAY-4"),
    (r"not possible: it has no effect", "MV-SOLO-REACT-3"),
    (r"Event Amass", "MV-SOLO-AMASS-1"),
    (r"Event Attack", "MV-SOLO-ATTACK-1"),
    (r"Event Build", "MV-SOLO-BUILD-1"),
    (r"Event Gather", "MV-SOLO-GATHER-1"),
    (r"Event Move", "MV-SOLO-MOVE-1"),
    (r"Event Reserve", "MV-SOLO-RESERVE-1"),
    (r"Difficulty cards are flipped", "MV-SOLO-DIFF-3"),
    (r"^Emperor plays .* for \d+ CP", "MV-EPLAY-4"),
    (r"^Overlord plays .* for \d+ CP", "MV-OPLAY-4"),
    (r"^play .* for its CP", "MV-EPLAY-2"),
    (r"for its special action", "MV-CARD-4"),
    (r"reserves a card face down|^reserve ", "MV-EPLAY-1"),
    (r"reacts with|declines the reaction|use the reaction|decline the reaction", "MV-REACT-1"),
    (r"action first|react first", "MV-REACT-2"),
    (r"can use none of|no CP action is possible", "MV-EPLAY-4"),
    (r"^Voyage to .*success", "MV-EPLAY-13"),
    (r"^Voyage to .*failed", "MV-EPLAY-14"),
    (r"no Voyage is possible|^sail for Voyage|^Voyage with", "MV-EPLAY-10"),
    (r"^send \d+ Gold|^send \d+ Junk", "MV-EPLAY-11"),
    (r"^battle in .* rolls", "MV-BATTLE-3"),
    (r"reveals #\d+|re-rolls? |^reveal reserved|^accept these dice", "MV-BATTLE-5"),
    (r"^standoff", "MV-BATTLE-10"),
    (r"Devastating Blow", "MV-BATTLE-7"),
    (r"Normal Hit", "MV-BATTLE-7"),
    (r"loses a Settlement", "MV-BATTLE-8"),
    (r"absorbs the hit", "MV-BATTLE-9"),
    (r"loses \d+ (Troop|Horde)", "MV-BATTLE-11"),
    (r"the battle for .* ends", "MV-BATTLE-12"),
    (r"builds a Settlement|^build ", "MV-OPLAY-9"),
    (r"Build Settlements", "MV-OPLAY-9"),
    (r"places a Horde|Amass Hordes|^place a Horde", "MV-OPLAY-5"),
    (r"places a Settlement|Gather Resources|^place a Settlement", "MV-OPLAY-8"),
    (r"places a Troop|^place a Troop", "MV-CARD-8"),
    (r"^Emperor attacks|^Overlord attacks|advance from|^attack |^Attack with|^send \d+ from", "MV-EPLAY-7"),
    (r"^Emperor moves \d|^move \d+ Troop", "MV-EPLAY-6"),
    (r"^Overlord moves|^move \d+ Horde|^move a Horde", "MV-OPLAY-6"),
    (r"moves nothing|^move nothing|^Move with", "MV-EPLAY-6"),
    (r"recruited|^Recruit Troops", "MV-EPLAY-5"),
    (r"taxed|^Tax with", "MV-EPLAY-8"),
    (r"built \d+ Junk|^Build Junks", "MV-EPLAY-9"),
    (r"returned \d+ (Gold|Troop|Junk)|Junks? returned|pestilence|removes a Horde|sends \d+ Horde|^remove a Horde|back to",
     "MV-CARD-4"),
)
_COMPILED = tuple((re.compile(p), rule) for p, rule in _PATTERNS)


def rule_for(text: str) -> str | None:
    """The rule ID a log line or move description applied, or None."""
    for pattern, rule in _COMPILED:
        if pattern.search(text):
            return rule
    return None
