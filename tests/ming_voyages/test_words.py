"""Words a player can follow (issue 10): every choice names its card, target and effect; the log tells the
game in sentences with board names; the computer's reasons say why, not what, and never name a card it keeps
face down. No internal id (region ids, task names, effect names) appears anywhere a player reads.
Rule IDs: MV-REACT-1/2 (reaction labels), MV-BATTLE-5/7 (re-rolls, battle lines), MV-SOLO-* (Event lines)."""

from __future__ import annotations

import re

import pytest
from scenario import E, O, act, legal, position, restart

from pygame_rules.ai.base import make_bot
from pygame_rules.catalog.ming_voyages.content.cards import CARD
from pygame_rules.catalog.ming_voyages.content.map import BORDERLANDS
from pygame_rules.catalog.ming_voyages.game import GAME
from pygame_rules.engine.conformance import random_playout
from pygame_rules.engine.rng import Rng

TASKS = ("end_phase", "solo_reaction", "solo_event", "remove_horde", "push_hordes", "horde_home", "mine_first",
         "reaction_first", "take_gold", "take_troop", "sink_junk", "recruit_bl", "att_roll", "def_reroll")
INTERNAL = re.compile(r"\b(MH|SCS|BL|HL|WM|EM|MAN|" + "|".join(BORDERLANDS) + "|" + "|".join(TASKS) + r")\b")
"""Ids a player must never read: region ids (Borderland ids are lower case; their names are capitalised),
the abbreviations of the spec, task and effect names."""
OPTIONS = [{}, {"mode": "solo", "difficulty": "easy"},
           {"mode": "solo", "difficulty": "hard", "challenge_troop_losses": True}]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def bot_game(seed: int, options: dict):
    """A game between the heuristic bots: (state, seat, action, reason) for every decision."""
    bots = {E: make_bot("heuristic-emperor"), O: make_bot("heuristic-overlord")}
    rng, s, out = Rng(seed), GAME.new_game(seed, **options), []
    while GAME.outcome(s) is None:
        seat = GAME.current_seat(s)
        d = bots[seat].choose(GAME, GAME.view(s, seat), seat, GAME.legal_actions(s), rng)
        out.append((s, seat, d.action, d.reason))
        s = GAME.apply(s, d.action)
    return s, out


@pytest.mark.parametrize("seed,options", [(s, o) for s in (3, 4) for o in OPTIONS])
def test_every_choice_and_log_line_has_words_without_internal_ids(seed, options):
    p = random_playout(GAME, seed, options, check_steps=False)
    for state in p.states[:-1]:
        labels = [GAME.describe_action(state, a) for a in GAME.legal_actions(state)]
        assert len(set(labels)) == len(labels), labels                  # choices a person can tell apart
        for a, label in zip(GAME.legal_actions(state), labels, strict=True):
            assert not label.startswith("{") and INTERNAL.search(label) is None, (a, label)
            group, short = GAME.choice_group(state, a)
            assert INTERNAL.search(short) is None and (group is None or INTERNAL.search(group) is None)
    for line in p.final.log:
        assert INTERNAL.search(line) is None, line
        assert line[:1].isupper(), line                                  # sentences
        assert GAME.rule_for(line), line                                 # every line links to its rule


@pytest.mark.parametrize("seed,options", [(s, o) for s in (5, 6) for o in OPTIONS[:2]])
def test_bot_reasons_say_why_and_never_repeat_the_label(seed, options):
    """Item 3: 'Attack with 3 CP — Attack with 3 CP' is not a reason; nor is a reason about the program."""
    final, decisions = bot_game(seed, options)
    assert final.winner is not None
    for s, _seat, action, reason in decisions:
        label = GAME.describe_action(s, action)
        assert reason and reason != label, (label, reason)
        assert not _words(reason) <= _words(label), (label, reason)      # not merely the label's own words
        assert INTERNAL.search(reason) is None and "MV-" not in reason, reason
        assert not re.search(r"\b(default|bot|program|option|policy|random)\b", reason), reason


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_MV_EPLAY_1_no_public_reason_for_a_hidden_reserve_names_the_card(seed):
    """Reasons for face-down reserves are shown (Game.public_reason override) and never name the card, its
    number or its CP; no other public reason names a card the deciding seat keeps hidden."""
    shown = 0
    for s, seat, action, reason in bot_game(seed, {})[1]:
        public = GAME.public_reason(s, action, reason)
        hidden = set(s.hands[seat]) | set(s.reserves[seat])
        if action.get("play") == "reserve":
            hidden.add(action["card"])
            assert public == reason, reason                                # the safe reason is shown
            assert not re.search(r"\d+ CP", public)
            shown += 1
        elif "card" in action:
            hidden.discard(action["card"])
        for c in hidden:
            assert f"#{c} " not in public and CARD[c].name not in public, (c, public)
    assert shown


def test_public_reason_replaces_a_reason_that_would_name_the_hidden_card():
    s = position(hands=([24, 1, 3], [2, 4, 5, 8]))
    action = {"play": "reserve", "card": 24}
    assert "Raids" not in GAME.public_reason(s, action, "keep #24 Raids for a battle")
    assert GAME.public_reason(s, action, "a card kept back for later battles") == "a card kept back for later battles"


# -- the labels (item 1) ----------------------------------------------------------------------------------------

def test_MV_REACT_1_reaction_labels_name_the_card_and_what_it_does():
    s = position("overlord", voyages=[3], gold={"MH": 1}, hands=([1, 3, 5], [24, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 24}, {"order": "reaction_first"})
    assert [GAME.describe_action(s, a) for a in legal(s)] == [
        "react with #24 Raids: tax 2 Gold and recruit 1 Troop (the card's special action for you)",
        "let #24 Raids pass without reacting"]


def test_MV_REACT_2_order_labels_name_the_card_and_the_reaction():
    s = position(gold={"MH": 1}, hands=([24, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 24})
    assert [GAME.describe_action(s, a) for a in legal(s)] == [
        "carry out your 3 CP action first, then the Overlord may react with #24 Raids (take up to 2 Gold from "
        "the Ming Empire Homeland)",
        "let the Overlord react first with #24 Raids (take up to 2 Gold from the Ming Empire Homeland), then carry "
        "out your 3 CP action"]


def test_play_labels_say_what_the_opponent_may_do_with_the_card():
    s = position(gold={"MH": 1}, hands=([24, 1, 3], [2, 4, 5, 8]))
    assert GAME.describe_action(s, {"play": "cp", "card": 24}) == \
        "play #24 Raids (3 CP) for 3 CP; the Overlord may react: take up to 2 Gold from the Ming Empire Homeland"
    assert GAME.describe_action(s, {"play": "cp", "card": 1}) == "play #1 Dragon Dockyards (1 CP) for 1 CP"
    solo = position(mode="solo", voyages=[1, 2, 3], hands=([24, 1, 3], []))
    assert GAME.describe_action(solo, {"play": "cp", "card": 24}) == (
        "play #24 Raids (3 CP) for 3 CP; the Overlord then answers with a Level 2 Event")
    group, short = GAME.choice_group(s, {"play": "cp", "card": 24})
    assert group == "#24 Raids (3 CP)" and short.startswith("for 3 CP; the Overlord may react")


def test_MV_EPLAY_7_a_single_attack_target_is_named_before_it_is_taken_automatically():
    s = position(troops={"MH": 3, "sichuan": 2}, hordes={"gansu": 1}, settlements={"gansu": 1},
                 hands=([21, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 21})
    words = {a["cp"]: GAME.describe_action(s, a) for a in legal(s)}
    assert words["attack"] == "Attack with 3 CP: up to 3 Troops into Gansu (1 Horde and 1 Settlement)"
    s = act(s, {"cp": "attack"})                              # Gansu is the only target: taken at once
    assert GAME.describe_action(s, legal(s)[0]).startswith("send none of the 2 Troops in Sichuan into Gansu") or \
        GAME.describe_action(s, legal(s)[0]).startswith("send none of the 3 Troops in the Ming Empire Homeland")


def test_move_labels_say_when_a_borderland_changes_hands():
    s = position(troops={"MH": 2, "yunnan": 1}, hands=([21, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "move"})
    words = [GAME.describe_action(s, a) for a in legal(s)]
    assert "move 2 Troops from the Ming Empire Homeland to Sichuan (Sichuan is empty: it becomes Ming)" in words
    assert "move 1 Troop from Yunnan to Sichuan (Sichuan is empty: it becomes Ming; Yunnan is left empty)" in words


def test_MV_BATTLE_5_rerolls_name_the_faces_and_whose_dice():
    s = position(troops={"MH": 2}, hordes={"gansu": 3}, hands=([21, 1, 3], [2, 4, 5, 8]), reserves=([19], []))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    s.rng.script = [2, 5, 6]
    s = act(s, {"send": 2, "from": "MH"}, {"reveal": 19})
    words = [GAME.describe_action(s, a) for a in legal(s)]
    assert words[0] == "keep your 2, 5 and 6 (a single 6)"
    assert "re-roll your 2 (keep 5 and 6), using 1 of 2 re-rolls" in words
    assert "re-roll your 2 and 5 (keep 6), using 1 of 2 re-rolls" in words
    assert "re-roll all three of your dice (2, 5 and 6), using 1 of 2 re-rolls" in words


def test_MV_BATTLE_5_rerolls_that_leave_the_same_faces_are_offered_once():
    s = position(troops={"MH": 2}, hordes={"gansu": 3}, hands=([21, 1, 3], [2, 4, 5, 8]), reserves=([19], []))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "attack"})
    s.rng.script = [5, 5, 3]
    s = act(s, {"send": 2, "from": "MH"}, {"reveal": 19})
    assert [a["reroll"] for a in legal(s) if "reroll" in a] == [[0], [2], [0, 1], [0, 2], [0, 1, 2]]


def test_voyage_labels_give_the_total_and_the_chance():
    s = position(gold={"MH": 2}, junks_scs=3, voyages=[2], hands=([21, 1, 3], [2, 4, 5, 8]))
    s = act(s, {"play": "cp", "card": 21}, {"cp": "voyage"})
    assert GAME.describe_action(s, {"voyage": 3}) == (
        "sail for Voyage 3 (Arabia): completing it unlocks #3 Frontier Forts, #13 Militia Levy, #24 Raids")
    s = act(s, {"voyage": 3}, {"gold": 2})
    assert GAME.describe_action(s, {"junks": 3}) == (
        "send 3 Junks for Voyage 3 (Arabia): 2 Gold + 3 Junks = 5, so each die under 5 succeeds (3 dice)")


# -- the log (items 1 and 2) -------------------------------------------------------------------------------------

def test_MV_BATTLE_7_battle_lines_put_the_winners_roll_first_each_labelled():
    s = position("overlord", troops={"sichuan": 1}, hordes={"EM": 2}, hands=([1, 3, 5], [27, 2, 4, 8]))
    s.rng.script = [5, 5, 3, 6, 6, 1]                 # the Overlord's double 5 loses to the Emperor's double 6
    s = act(s, {"play": "cp", "card": 27}, {"cp": "attack"}, {"send": 2, "from": "EM"})
    assert ("The Overlord attacked Sichuan from the Eastern Mongols: the Emperor won with a double 6 against the "
            "Overlord's double 5, a Normal Hit: the Overlord loses 1 Horde; the battle goes on, 1 Horde against "
            "1 Troop") in s.log


def test_MV_SOLO_ATTACK_1_the_overlords_event_is_told_as_a_player_would():
    """'The Overlord drew Attack 2: ... ; Sichuan is now Barbarian' (issue 10, item 2)."""
    s = position(mode="solo", hordes={"EM": 3}, troops={"sichuan": 1, "yunnan": 3, "gansu": 3, "shanxi": 3,
                                                         "liaodong": 3},
                 hands=([1, 3, 5], [12, 2, 4, 8]))
    s.event_decks[1] = ["attack", "amass", "move", "move", "gather", "build", "reserve", "attack"]
    s.event_decks[0] = ["amass", "attack", "move", "move", "gather", "build", "reserve", "attack"]
    s.rng.script = [5, 5, 2, 4, 3, 1]
    s = restart(s, "overlord")
    tail = s.log[s.log.index("The Overlord plays #12 Tribute Missions (2 CP), its highest card, and draws a "
                             "Level 2 Event"):]
    assert tail[1:5] == [
        "The Overlord drew Attack 2: it attacks Sichuan, the Ming Borderland most open to attack (3 Hordes can "
        "reach its 1 Troop), with 2 Hordes from the Eastern Mongols",
        "Battle for Sichuan, round 1: the Overlord rolls 5, 5 and 2 (a double 5)",
        "Battle for Sichuan, round 1: the Emperor rolls 4, 3 and 1 (a single 4) in defence",
        "The Overlord attacked Sichuan from the Eastern Mongols: the Overlord won with a double 5 against the "
        "Emperor's single 4, a Devastating Blow: the Emperor loses 1 Troop; Sichuan is now Barbarian"]
    assert tail[5].startswith("Then it drew Amass 1 from the Level 1 deck: a Horde to the")


def test_MV_WIN_3_moves_that_change_control_say_so():
    s = position("overlord", hordes={"EM": 2}, hands=([1, 3, 5], [12, 2, 4, 8]))
    s = act(s, {"play": "cp", "card": 12}, {"cp": "move"}, {"move": "EM", "to": "gansu", "n": 2})
    assert "The Overlord moves 2 Hordes from the Eastern Mongols to Gansu; Gansu is now Barbarian" in s.log
