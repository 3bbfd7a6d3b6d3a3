"""The effect kinds only one or two cards use (``content/vocab.py``), registered in ``flow.EFFECTS``: looking at and
taking from decks and hands (Foresight, Divine Calculation, Planning), drawing shown cards (Light Cavalry), Lu
Bu's Reversal (asking the enemies in turn, then playing the other Lu Bu card), Lure the Enemy's choice,
Estrangement's card changing sides and Lu Su's Lend Land.

A card shown to one player (a deck's top cards, an enemy's hand) is held in the deciding task while that player
chooses (``look_take``), or the task names whose hand is shown (``shows``), so that a determinised state keeps
what the chooser has seen (``game.resample_hidden``).
"""

from __future__ import annotations

from ..content.cards import CARD
from ..content.map import TERRITORY
from ..flow import EFFECTS, Decision, handler, push, resolver
from ..pieces import distinct, draw_own, enemies, name, territories_of
from ..state import State
from .play import put_on_battlefield
from .skills import EFFECT_LISTS, matches, playable_from_hand


def _did(s: State, yes: bool = True) -> None:
    s.flags["did"] = yes


# -- Foresight: look at the top cards of your deck, take some ----------------------------------------------------

def _look_take(s: State, t: dict, e: dict) -> None:
    seat = t["seat"]
    deck = s.deck[seat]
    if len(deck) < e["look"] and s.discard[seat]:            # as a draw would (DH-ZONE-2)
        rest = s.discard[seat]
        s.discard[seat] = []
        s.rng.shuffle(rest)
        deck[:0] = rest
    k = min(e["look"], len(deck))
    if k == 0:
        return
    top = deck[-k:]
    del deck[-k:]
    s.reveals += 1
    push(s, {"t": "look_take", "seat": seat, "cards": top, "take": min(e.get("take", 1), k)})
    _did(s)


@handler("look_take")
def _look(s: State, t: dict) -> Decision | None:
    if t["take"] <= 0:
        s.tasks.pop()
        s.deck[t["seat"]].extend(t["cards"])
        return None
    return t["seat"], [{"do": "take", "card": c} for c in distinct(t["cards"])]


@resolver("look_take")
def _took(s: State, t: dict, a: dict) -> None:
    t["cards"] = [c for c in t["cards"] if c != a["card"]]
    t["take"] -= 1
    s.hand[t["seat"]].append(a["card"])
    s.say(f"{name(s, t['seat'])} looks at the top of its deck and takes a card.")


# -- Light Cavalry: draw shown cards ---------------------------------------------------------------------------------

def _draw_reveal(s: State, t: dict, e: dict) -> None:
    seat = t["seat"]
    got = draw_own(s, seat, e.get("n", 1))
    if got:
        s.say(f"{name(s, seat)} draws and shows {', '.join(CARD[c].name for c in got)}.")
    _did(s, any(matches(c, e.get("if_drawn")) for c in got))


# -- Reversal: enemies asked one by one; then the other Lu Bu card ------------------------------------------------

def _ask_enemy_discard(s: State, t: dict, e: dict) -> None:
    n = e.get("n", 1)
    pool = [p for p in enemies(s, t["seat"]) if len(s.hand[p]) >= n]
    push(s, {"t": "ask_discard", "seat": t["seat"], "pool": pool, "n": n})


@handler("ask_discard")
def _ask(s: State, t: dict) -> Decision | None:
    """DH-QA-5: each enemy in turn agrees to discard or refuses; allies are never asked."""
    if not t["pool"]:
        s.tasks.pop()
        s.say(f"No enemy agrees to discard: {name(s, t['seat'])}'s skill fails.")
        return None
    who = t["pool"][0]
    return who, [{"do": "agree", "asker": t["seat"], "yes": True}, {"do": "agree", "asker": t["seat"], "yes": False}]


@resolver("ask_discard")
def _asked(s: State, t: dict, a: dict) -> None:
    who = t["pool"][0]
    if not a["yes"]:
        t["pool"] = t["pool"][1:]
        s.say(f"{name(s, who)} refuses to discard.")
        return
    s.tasks.pop()
    s.say(f"{name(s, who)} agrees to discard {t['n']} card{'s' if t['n'] != 1 else ''}.")
    push(s, {"t": "pick_hand", "seat": who, "victim": who, "n": t["n"], "filter": None})
    _did(s)


def _play_from_hand(s: State, t: dict, e: dict) -> None:
    push(s, {"t": "play_from_hand", "seat": t["seat"], "filter": e.get("filter")})


@handler("play_from_hand")
def _pfh(s: State, t: dict) -> Decision | None:
    seat = t["seat"]
    cards = distinct(playable_from_hand(s, seat, t["filter"]))
    if not cards:
        s.tasks.pop()
        return None
    return seat, [{"do": "play", "card": c} for c in cards]


@resolver("play_from_hand")
def _pfh_done(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    seat = t["seat"]
    s.say(f"{name(s, seat)} plays {CARD[a['card']].name} from its hand.")
    put_on_battlefield(s, seat, a["card"])
    push(s, {"t": "exec", "seat": seat, "card": a["card"]})
    _did(s)


# -- Planning: discard any number, draw as many --------------------------------------------------------------------

def _cycle_hand(s: State, t: dict, e: dict) -> None:
    push(s, {"t": "cycle", "seat": t["seat"], "out": []})


@handler("cycle")
def _cycle(s: State, t: dict) -> Decision | None:
    seat = t["seat"]
    hand = s.hand[seat]
    if not hand:
        return _cycle_end(s, t)
    return seat, [*({"do": "discard", "card": c, "from": "hand"} for c in distinct(hand)),
                  {"do": "stop", "discarded": len(t["out"])}]


def _cycle_end(s: State, t: dict) -> None:
    s.tasks.pop()
    k = len(t["out"])
    draw_own(s, t["seat"], k)
    s.say(f"{name(s, t['seat'])} discards {k} card{'s' if k != 1 else ''} and draws as many.")
    _did(s, k > 0)
    return None


@resolver("cycle")
def _cycled(s: State, t: dict, a: dict) -> None:
    if a["do"] == "stop":
        _cycle_end(s, t)
        return
    s.hand[t["seat"]].remove(a["card"])
    s.discard[t["seat"]].append(a["card"])
    t["out"] = [*t["out"], a["card"]]


# -- Divine Calculation: an enemy shows his hand --------------------------------------------------------------------

def _view_hand_take(s: State, t: dict, e: dict) -> None:
    victim = t["target"]
    s.reveals += 1
    s.say(f"{name(s, victim)} shows its hand to {name(s, t['seat'])}.")
    push(s, {"t": "view_take", "seat": t["seat"], "shows": victim, "n": e.get("n", 1), "filter": e.get("filter")})
    _did(s)


@handler("view_take")
def _view_take(s: State, t: dict) -> Decision | None:
    pool = [c for c in s.hand[t["shows"]] if matches(c, t["filter"])]
    if t["n"] <= 0 or not pool:
        s.tasks.pop()
        return None
    return t["seat"], [{"do": "take", "card": c, "from": t["shows"]} for c in distinct(pool)]


@resolver("view_take")
def _view_took(s: State, t: dict, a: dict) -> None:
    s.hand[t["shows"]].remove(a["card"])
    s.hand[t["seat"]].append(a["card"])
    s.say(f"{name(s, t['seat'])} takes a card from {name(s, t['shows'])}'s hand.")   # seen by him only
    t["n"] -= 1


# -- Lure the Enemy: the victim chooses ------------------------------------------------------------------------------

def _could_act(s: State, victim: int, e: dict) -> bool:
    if e["do"] == "hand_discard":
        return any(matches(c, e.get("filter")) for c in s.hand[victim])
    if e["do"] == "bf_discard":
        return any(matches(c, e.get("filter")) for c in s.bf[victim])
    return True


def _victim_chooses(s: State, t: dict, e: dict) -> None:
    victim = t["target"]
    ref = f"{t['ref']}/{t['i'] - 1}"
    choices = [j for j, option in enumerate(e["options"]) if _could_act(s, victim, option[0])]
    if choices:
        push(s, {"t": "victim_choice", "seat": t["seat"], "victim": victim, "card": t["card"], "ref": ref,
                 "choices": choices})
        _did(s)


@handler("victim_choice")
def _victim_choice(s: State, t: dict) -> Decision:
    return t["victim"], [{"do": "choose", "option": j, "effect": EFFECT_LISTS[f"{t['ref']}/opt{j}"][0]["do"]}
                         for j in t["choices"]]


@resolver("victim_choice")
def _victim_chose(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    push(s, {"t": "fx", "seat": t["seat"], "card": t["card"], "ref": f"{t['ref']}/opt{a['option']}", "i": 0,
             "target": t["victim"]})


# -- Estrangement: the card changes sides ----------------------------------------------------------------------------

def _move_this_to_bf(s: State, t: dict, e: dict) -> None:
    seat, victim, card = t["seat"], t["target"], t["card"]
    if card not in s.bf[seat] or victim is None:
        return
    s.bf[seat].remove(card)
    s.bf[victim].append(card)
    s.battle["lock"] = {**s.battle["lock"], str(victim): e["lock_side"]}
    s.say(f"{CARD[card].name} moves onto {name(s, victim)}'s battlefield: it may play only Defense cards now.")
    _did(s)


# -- Lend Land: a territory given to an ally ---------------------------------------------------------------------------

def _give_territory(s: State, t: dict, e: dict) -> None:
    seat, ally = t["seat"], t["target"]
    if ally is None or s.board[ally] <= 0:
        return
    places = [x for x in territories_of(s, seat) if not (e.get("exclude_target") and x == s.battle["target"])]
    if places:
        push(s, {"t": "give_territory", "seat": seat, "ally": ally, "places": places})
        _did(s)


@handler("give_territory")
def _give(s: State, t: dict) -> Decision:
    return t["seat"], [{"do": "lend", "territory": x, "to": t["ally"]} for x in t["places"]]


@resolver("give_territory")
def _given(s: State, t: dict, a: dict) -> None:
    """DH-EX-35: the giver's cubes there leave the game and the ally's replace them in one step, so the territory
    is never empty (DH-GEN-2); an ally short of cubes places what it has."""
    s.tasks.pop()
    seat, ally, x = t["seat"], t["ally"], a["territory"]
    k = min(s.level[x], s.board[ally])
    s.gone[seat] += s.level[x]
    s.board[ally] -= k
    s.owner[x], s.level[x] = ally, k
    s.say(f"{name(s, seat)} gives {TERRITORY[x].name} to {name(s, ally)}, who places {k} "
          f"cube{'s' if k != 1 else ''} there.")


EFFECTS.update({
    "look_take": _look_take, "draw_reveal": _draw_reveal, "ask_enemy_discard": _ask_enemy_discard,
    "play_from_hand": _play_from_hand, "cycle_hand": _cycle_hand, "view_hand_take": _view_hand_take,
    "victim_chooses": _victim_chooses, "move_this_to_bf": _move_this_to_bf, "give_territory": _give_territory,
})
