"""The words of Death of Heaven (``words/``): every choice of every decision has plain words of its own, naming its
card, target and effect by their content names; the log never names a card its player keeps hidden (the March
commit, discards from hand, cards taken into a hand, the mulligan); no internal id (card, territory, faction,
Promise, skill or task ids) ever reaches a player. Random games of 4, 5 and 6 players in both modes, then a few
labels checked word for word and the rarer choices set up by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygame_rules.ai.base import make_bot
from pygame_rules.catalog.death_of_heaven import rules as rules_package
from pygame_rules.catalog.death_of_heaven.content.cards import CARD, all_skills
from pygame_rules.catalog.death_of_heaven.content.factions import FACTION
from pygame_rules.catalog.death_of_heaven.content.map import TERRITORY
from pygame_rules.catalog.death_of_heaven.content.npc import NPC_TILE
from pygame_rules.catalog.death_of_heaven.content.promises import PROMISE, PROMISE_CARDS, STANCE_CARDS
from pygame_rules.catalog.death_of_heaven.content.vocab import CONDITIONS, EFFECTS, MEASURES, SELECTORS, TRIGGERS
from pygame_rules.catalog.death_of_heaven.flow import FLOW, advance
from pygame_rules.catalog.death_of_heaven.game import GAME
from pygame_rules.catalog.death_of_heaven.pieces import name
from pygame_rules.catalog.death_of_heaven.words.choices import FALLBACK, WORDS, describe
from pygame_rules.catalog.death_of_heaven.words.decisions import DECISIONS, decision_words
from pygame_rules.catalog.death_of_heaven.words.decisions import FALLBACK as DECISION_FALLBACK
from pygame_rules.catalog.death_of_heaven.words.groups import group
from pygame_rules.catalog.death_of_heaven.words.public import HIDDEN_REASON, public, public_reason
from pygame_rules.catalog.death_of_heaven.words.terms import effect_words
from pygame_rules.engine.rng import Rng

GAMES = [(seed, players, mode) for seed in range(5) for players in (4, 5, 6) for mode in ("simple", "full")]

CONTENT_IDS = (set(CARD) | set(TERRITORY) | set(FACTION) | {t.faction for t in NPC_TILE.values()} | set(PROMISE)
               | {sk.id for _, sk in all_skills()} | {c.name_id for c in CARD.values()} | {c.id for c in STANCE_CARDS}
               | set(FLOW.handlers) | set(EFFECTS) | set(CONDITIONS) | set(SELECTORS) | set(MEASURES) | set(TRIGGERS))
"""Every id of the content and the flow."""
INTERNAL_IDS = ({i for i in CONTENT_IDS if re.search(r"[_0-9]", i)} | set(TERRITORY) | set(FACTION)
                | {t.faction for t in NPC_TILE.values()} | {"gsk", "sk", "fx"})
"""The ids that can never be words: snake_case or numbered ones, territory and faction ids (whose names are always
capitalised), the skill-key prefixes and the shortest task name. Single-word ids that are English words ("march",
"bid", "estrangement") are left out: their names are capitalised, and the words may use them."""
WORD = re.compile(r"[\w'-]+")
NOT_WORDS = re.compile(r"\bSeat \d|\bPlayer 0\b|\bNone\b|[{}\[\]]|\bgsk:|\bsk:")
RARE_TASKS = {"view_take", "play_from_hand", "pick_bf"}
"""Decisions random play meets too seldom for a quick run (Divine Calculation, Reversal, a battlefield discard):
each is set up by hand below."""
HIDING = {"march", "mulligan", "take", "retrieve"}
"""Action shapes whose card only their player knows (``discard`` from hand too, by its task)."""


def _hides(s, a) -> bool:
    return a["do"] in HIDING or a["do"] == "discard" and a.get("from") != "battlefield"


EAGER = {"skill", "resolve_skill", "part", "agree"}
"""Choices the random players take three times in four when offered (executing a skill, agreeing to Reversal), so
that the games meet the decisions skills ask for."""


def _play(seed: int, players: int, mode: str):
    """(state, legal actions) at every decision of a random game."""
    s = GAME.new_game(seed, players=players, mode=mode)
    rng = Rng(1000 * players + seed + (500 if mode == "full" else 0))
    out = []
    while GAME.outcome(s) is None:
        legal = GAME.legal_actions(s)
        out.append((s, legal))
        eager = [a for a in legal if a["do"] in EAGER and a.get("go", a.get("yes", True))]
        pool = eager if eager and rng.below(4) else legal
        s = GAME.apply(s, pool[rng.below(len(pool))])
    return out


@pytest.fixture(scope="module")
def decisions():
    return [d for g in GAMES for d in _play(*g)]


_CLEAN: set[str] = set()


def _clean(text: str, where) -> None:
    """No id, no "Seat 0", no Python value in ``text`` (each distinct text checked once)."""
    if text in _CLEAN:
        return
    assert text and text.strip() == text, where
    hit = INTERNAL_IDS.intersection(WORD.findall(text))
    assert not hit, (hit, text, where)
    bad = NOT_WORDS.search(text)
    assert bad is None, (bad.group(0), text, where)
    _CLEAN.add(text)


@pytest.fixture(scope="module")
def worded(decisions):
    """Each decision with its choices' labels, groups and public words, each computed once."""
    return [(s, legal, [describe(s, a) for a in legal], [group(s, a) for a in legal], [public(s, a) for a in legal])
            for s, legal in decisions]


def test_every_choice_has_words_of_its_own_free_of_internal_ids(worded):
    for s, legal, words, _, _ in worded:
        task = s.tasks[-1]["t"]
        if len(set(words)) < len(words):
            same = {w for w in words if words.count(w) > 1}
            raise AssertionError((task, [(w, a) for w, a in zip(words, legal, strict=True) if w in same]))
        for a, w in zip(legal, words, strict=True):
            assert w != FALLBACK, (task, a)
            assert w[:1].isupper(), (task, w)
            _clean(w, (task, a))


def test_grouped_choices_stay_apart_and_show_no_ids(worded):
    for s, legal, _, pairs, _ in worded:
        assert len(set(pairs)) == len(pairs), (s.tasks[-1]["t"], pairs)
        for a, (heading, short) in zip(legal, pairs, strict=True):
            _clean(short, a)
            if heading is not None:
                _clean(heading, a)


def test_the_pending_decision_is_told_in_one_line(decisions):
    for s, _legal in decisions:
        line = decision_words(s)
        assert line != DECISION_FALLBACK, s.tasks[-1]
        assert "\n" not in line and line[:1].isupper(), line
        _clean(line, s.tasks[-1]["t"])


def test_the_log_never_names_a_card_its_player_keeps_hidden(worded):
    """DH-PERS-9, DH-MARCH-1: the committed card, a card discarded from hand, a card taken into a hand or back
    from the discard pile, the mulligan's cards: the public words say only that it happened."""
    hidden_shapes = 0
    for s, legal, words, _, publics in worded:
        me = s.decision_seat
        for a, w, text in zip(legal, words, publics, strict=True):
            if not _hides(s, a):
                assert text == w, a
                continue
            _clean(text, a)
            hidden_shapes += 1
            assert text != w, a                       # so Game.public_reason hides the bot's reason too
            assert text.startswith(name(s, me)), text
            bare = text
            for p in range(s.players):                # card names may be faction names ("Lu Bu", "Cao Cao")
                bare = bare.replace(name(s, p), "")
            secret = set(s.hand[me]) | set(a.get("cards", [])) | ({a["card"]} if "card" in a else set())
            for c in secret:
                assert re.search(r"\b" + re.escape(CARD[c].name) + r"\b", bare) is None, (CARD[c].name, text)
    assert hidden_shapes > 1000, hidden_shapes


def test_random_games_meet_every_action_shape_and_every_decision(decisions):
    met = {a["do"] for _, legal in decisions for a in legal}
    assert met >= set(WORDS), sorted(set(WORDS) - met)
    tasks = {s.tasks[-1]["t"] for s, _ in decisions}
    assert set(DECISIONS) - tasks <= RARE_TASKS, sorted(set(DECISIONS) - tasks)


# -- every shape the rules offer has a describer --------------------------------------------------------------------

def test_every_action_shape_in_the_rules_has_a_describer():
    """Every ``{"do": ...}`` the rules modules build is worded by ``WORDS`` (no fallback label)."""
    shapes = set()
    for path in Path(rules_package.__file__).parent.glob("*.py"):
        shapes |= set(re.findall(r"\{\"do\": \"(\w+)\"", path.read_text()))
    assert shapes, "no action shapes found"
    assert not shapes - set(WORDS), sorted(shapes - set(WORDS))


def test_every_task_that_asks_has_decision_words():
    """A handler annotated to return a ``Decision`` asks a player: its task is worded by ``DECISIONS``."""
    asking = {t for t, fn in FLOW.handlers.items() if "Decision" in str(fn.__annotations__.get("return", ""))}
    assert asking
    assert not asking - set(DECISIONS), sorted(asking - set(DECISIONS))


def test_every_effect_kind_has_words(decisions):
    s, _ = next((s, legal) for s, legal in decisions if s.battle is not None)
    t = {"seat": 0, "target": 1}
    for kind in EFFECTS:
        e = {"do": kind, "n": 1, "troop": "navy", "skill": "duel", "look": 3, "take": 1}
        mine = effect_words(s, t, e, decider=0)
        theirs = effect_words(s, t, {**e, "who": "target"}, decider=0)
        for w in (mine, theirs):
            assert w and w[:1].islower(), (kind, w)
            _clean(w, kind)


# -- the words themselves -------------------------------------------------------------------------------------------

def _first(decisions, task: str, pred=lambda s: True):
    return next((s, legal) for s, legal in decisions if s.tasks[-1]["t"] == task and pred(s))


def _card(card_name: str, side: str | None = None) -> str:
    return next(c.id for c in CARD.values() if c.name == card_name and (side is None or c.side == side))


def test_DH_MARCH_1_the_march_label_names_the_card_its_banner_and_strength_and_the_log_hides_it(decisions):
    s, _ = _first(decisions, "march")
    zl = _card("Zhang Liao")
    strength = sum(getattr(CARD[zl], t) for t in s.battle["types"])
    assert describe(s, {"do": "march", "card": zl}) == f"March with Zhang Liao (Attack, {strength} strength here)"
    me = name(s, s.decision_seat)
    assert public(s, {"do": "march", "card": zl}) == f"{me} commits a card face down"
    assert group(s, {"do": "march", "card": zl}) == ("March with", f"Zhang Liao (Attack, {strength} strength here)")
    assert decision_words(s) == f"War on {TERRITORY[s.battle['target']].name}: choose the card you march with, face down"


def test_DH_MARCH_2_the_attacker_is_told_a_defense_card_would_be_discarded(decisions):
    s, _ = _first(decisions, "march", lambda s: s.decision_seat == s.attacker)
    garrison = _card("Xiapi Garrison")
    assert describe(s, {"do": "march", "card": garrison}).endswith(
        ": the Attacker's Defense card is discarded at the reveal")


def test_DH_PERS_2_and_3_promise_labels_quote_the_card_and_the_pledge(decisions):
    s, legal = _first(decisions, "persuade", lambda s: any(a["do"] == "give" for a in s.options_list))
    give = next(a for a in legal if a["do"] == "give" and a["ask"] == "march")
    text = PROMISE[give["card"]].text.rstrip(".")
    role = "Attacker" if PROMISE[give["card"]].side == "attack" else "Defender"
    assert describe(s, give) == (f"Give {name(s, give['to'])} the Promise card \"{text}\", asking it to march with "
                                 f"you, the {role}")
    spare = {**give, "ask": "spare"}
    assert describe(s, spare).endswith("asking it to turn no skill against you this round")
    s, legal = _first(decisions, "pledge", lambda s: s.tasks[-1].get("ask") == "march")
    words = {describe(s, a) for a in legal}
    side = "the Attacker" if PROMISE[s.tasks[-1]["card"]].side == "attack" else "the Defender"
    assert f"Pledge to march with {side} and claim you hold an Attack card" in words
    assert "Pledge nothing and say nothing of your hand" in words


def test_DH_BID_1_bid_and_upgrade_labels(decisions):
    s, legal = _first(decisions, "bid", lambda s: any(a.get("amount") == 2 for a in s.options_list))
    assert describe(s, {"do": "bid", "amount": 2}) == "Bid 2 cards for the Attacker marker"
    assert describe(s, {"do": "bid", "amount": 1}) == "Bid 1 card for the Attacker marker"
    s, legal = _first(decisions, "gsk", lambda s: s.options_list[0]["do"] == "upgrade")
    x = legal[0]["territory"]
    assert describe(s, legal[0]) == f"Upgrade {TERRITORY[x].name} to level {s.level[x] + 1}"


def _pushed(decisions, task: dict, **changes):
    """A copy of a state in a war with ``task`` put on top of the stack and the decision it asks."""
    s, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    s = s.copy()
    for k, v in changes.items():
        getattr(s, k).update(v) if isinstance(v, dict) else setattr(s, k, v)
    s.tasks.append(task)
    advance(s)
    return s


def test_divine_calculation_take_from_a_shown_hand_is_named_for_the_taker_only(decisions):
    s0, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    me, other = s0.attacker, s0.battle["defender"]
    schemes = [_card("Fire Attack"), _card("Decoy Troops")]
    hand = [list(h) for h in s0.hand]
    hand[other] = schemes
    s = _pushed(decisions, {"t": "view_take", "seat": me, "shows": other, "n": 1, "filter": {"subtype": "scheme"}},
                hand=hand)
    legal = GAME.legal_actions(s)
    words = [describe(s, a) for a in legal]
    assert len(set(words)) == 2 and all(f"from {name(s, other)}'s hand" in w for w in words), words
    assert {public(s, a) for a in legal} == {f"{name(s, me)} takes a card from {name(s, other)}'s hand"}
    assert decision_words(s) == f"{name(s, other)} shows you its hand: take 1 card"


def test_reversal_plays_the_other_lu_bu_card_named_by_its_banner(decisions):
    s0, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    neutral = next(p for p in range(s0.players) if p not in (s0.attacker, s0.battle["defender"]))
    hand = [list(h) for h in s0.hand]
    hand[neutral] = [_card("Lu Bu", "attack"), _card("Lu Bu", "defense")]
    s = _pushed(decisions, {"t": "play_from_hand", "seat": neutral, "filter": {"name": "lu_bu"}}, hand=hand)
    words = sorted(describe(s, a) for a in GAME.legal_actions(s))
    assert [w.split(" (")[1].split(",")[0] for w in words] == ["Attack", "Defense"], words
    assert all(w.startswith("Play Lu Bu (") and w.endswith("from your hand onto your battlefield and execute it")
               for w in words)


def test_two_alike_cards_on_a_battlefield_are_told_apart(decisions):
    s0, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    me, victim = s0.attacker, s0.battle["defender"]
    bf = [list(f) for f in s0.bf]
    twins = [c for c in CARD if CARD[c].name == "Infantry" and CARD[c].side == "defense"][:2]
    bf[victim] = twins
    s = _pushed(decisions, {"t": "pick_bf", "seat": me, "victim": victim, "by": me, "n": 1, "filter": None,
                            "exclude": None}, bf=bf)
    words = [describe(s, a) for a in GAME.legal_actions(s)]
    assert len(words) == 2 and len(set(words)) == 2, words
    assert words[0].startswith(f"Make {name(s, victim)} discard Infantry (Defense, ")
    assert words[0].endswith("from its battlefield (the first of 2 alike)")
    assert {public(s, a) for a in GAME.legal_actions(s)} == set(words)       # battlefields are public


def test_two_alike_promise_cards_held_by_one_player_are_told_apart(decisions):
    s0, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    defender = s0.battle["defender"]
    holder = next(p for p in range(s0.players) if p not in (s0.attacker, defender))
    twins = [p.id for p in PROMISE_CARDS if p.side == "defense" and p.text == PROMISE["pd1"].text][:2]
    bf = [list(f) for f in s0.bf]
    bf[holder] = [_card("Infantry", "attack")]
    promises = {pid: (holder if pid in twins else None) for pid in s0.promises}
    s = _pushed(decisions, {"t": "persuade", "turn": 1, "passes": 0}, bf=bf, promises=promises)
    assert s.decision_seat == defender
    backs = [describe(s, a) for a in GAME.legal_actions(s) if a["do"] == "take_back"]
    assert len(backs) == 2 and len(set(backs)) == 2, backs
    assert backs[1].endswith(f"from {name(s, holder)} (the second of 2 alike)")


def test_lend_land_names_the_territory_the_ally_and_the_cubes(decisions):
    s0, _ = _first(decisions, "reinforce", lambda s: s.battle is not None and s.battle["defender"] is not None)
    me = s0.attacker
    ally = next(p for p in range(s0.players) if p not in (me, s0.battle["defender"]))
    places = [x for x, o in s0.owner.items() if o == me][:2]
    s = _pushed(decisions, {"t": "give_territory", "seat": me, "ally": ally, "places": places})
    legal = GAME.legal_actions(s)
    if len(places) == 1:
        pytest.skip("the Attacker holds one territory here")
    x = legal[0]["territory"]
    lv = s.level[x]
    cubes = "1 cube there leaves the game" if lv == 1 else f"{lv} cubes there leave the game"
    assert describe(s, legal[0]) == (f"Give {TERRITORY[x].name} (level {lv}) to {name(s, ally)}: your {cubes} and "
                                     f"{name(s, ally)}'s replace {'it' if lv == 1 else 'them'}")
    assert decision_words(s) == f"Choose the territory you give to {name(s, ally)}"


@pytest.mark.parametrize("seed,players,mode", [(1, 4, "simple"), (2, 6, "full")])
def test_DH_PERS_9_a_bots_public_reason_never_tells_a_hidden_card(seed, players, mode):
    """The warlord bot's reasons as the log shows them (``public_reason``): hidden with the card for the March
    commit, discards from hand and the opening hand; never a card name of the deciding seat's hand."""
    bot, rng = make_bot("warlord"), Rng(seed)
    s = GAME.new_game(seed, players=players, mode=mode)
    hidden = shown = 0
    while GAME.outcome(s) is None:
        me = GAME.current_seat(s)
        d = bot.choose(GAME, GAME.view(s, me), me, GAME.legal_actions(s), rng)
        text = public_reason(s, d.action, d.reason)
        if text == HIDDEN_REASON:
            hidden += 1
        else:
            shown += 1
            assert text == d.reason and public(s, d.action) == describe(s, d.action), (d.action, text)
            bare = text
            for p in range(s.players):
                bare = bare.replace(name(s, p), "")
            played = d.action.get("card")
            assert not [c for c in s.hand[me] if c != played and CARD[c].name in bare], (d.action, text)
        if d.action["do"] in ("march", "keep", "mulligan"):
            assert text == HIDDEN_REASON
        s = GAME.apply(s, d.action)
    assert hidden and shown


def test_labels_read_only_what_the_deciding_seat_sees(decisions):
    """Redrawing everything hidden from the deciding seat (``resample_hidden``) changes none of its labels nor the
    decision's line: the words tell nothing the seat does not know."""
    rng = Rng(7)
    for s, legal in decisions[::7]:
        seat = s.decision_seat
        other = GAME.resample_hidden(s, seat, rng)
        assert GAME.legal_actions(other) == legal
        assert [describe(other, a) for a in legal] == [describe(s, a) for a in legal], s.tasks[-1]["t"]
        assert [group(other, a) for a in legal] == [group(s, a) for a in legal]
        assert decision_words(other) == decision_words(s)
