"""The log reads as English: articles and plurals agree with their nouns, dice are named in words, and no rule
ID or internal code reaches a player's log line (the rule links say which rule applied)."""

from __future__ import annotations

import re

import pytest

from pygame_rules.ai import make_bot
from pygame_rules.catalog.spring_autumn.content import nouns
from pygame_rules.engine import conformance
from pygame_rules.engine.registry import get_game

BAD = {
    "a before a vowel": re.compile(r"\ba (academy|archer|infantry|honor|exchange)\b"),
    "an English plural": re.compile(r"\b(academys|cavalrys|infantrys|heros)\b"),
    "1 with a plural": re.compile(r"\b1 (units|buildings|tokens|objectives|heroes|archers|junks|academies)\b"),
    "a hedged plural": re.compile(r"\w\((s|es)\)"),
    "a die code": re.compile(r"\b[GRB]\d\b|'[+-]*'"),
    "a rule ID": re.compile(r"\((AMB|SA|EX|DT)-[\w-]+\)"),
    "a dragon placed 'to'": re.compile(r"places \w+long to "),
}


def test_nouns_name_pieces_as_english_does():
    assert [nouns.a(w) for w in ("academy", "archer", "honor", "market", "unit")] == [
        "an academy", "an archer", "an honor", "a market", "a unit"]
    assert [nouns.count(n, w) for n, w in ((1, "hero"), (2, "hero"), (3, "cavalry"), (2, "academy"), (0, "token"))] == [
        "1 hero", "2 heroes", "3 cavalry", "2 academies", "0 tokens"]
    assert nouns.plural("barracks") == "barracks"


@pytest.mark.parametrize("seed", range(4))
def test_log_lines_of_mixed_games_read_as_english(seed):
    game = get_game("spring-autumn")
    options, bots = game.fuzz_mix(seed)
    end = conformance.random_playout(game, seed, options, keep_states=False, check_steps=False,
                                     bots={k: make_bot(v, game) for k, v in bots.items()}).states[-1]
    random = conformance.random_playout(game, seed, game.bench_options, keep_states=False,
                                        check_steps=False).states[-1]
    for line in end.log_tail(None) + random.log_tail(None):
        for what, pattern in BAD.items():
            assert not pattern.search(line), f"{what}: {line!r}"
