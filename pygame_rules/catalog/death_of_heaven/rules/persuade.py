"""Persuade (DH-PERS-1..10) as structured, non-binding offers, and the word kept or broken.

The Attacker issues the Attacker-side Promise cards, a player Defender the Defender-side ones (DH-PERS-1, A-5;
an NPC target has none, DH-PERS-8). The issuers take turns, the Attacker first: each turn gives one card to a
player who is neither Attacker nor Defender (DH-PERS-2/6) or passes; Persuade ends when every issuer has passed
in a row. Each card comes with an ask: to march with the issuer's side, or to turn no skill against the issuer
this round (a choice within skills). The recipient answers in public: a pledge to do it or none, and a claim about
its hand that may be false (DH-PERS-3, DH-PERS-9). Nothing binds it (DH-PERS-3): at the March reveal the log
says whether each pledge was kept, and ``word`` counts kept and broken pledges over the game. An answer given
after the March pledges to reinforce the side instead, and is judged at Resolution by its maker's battlefield.

The same decision comes back (``promise_window``) after the March and after every Reinforce card while an issuer
has something to do: give a card still held (DH-PERS-7), or take one back from a holder whose battlefield holds a
card of the other type (DH-PERS-4, A-25: never from a neutral) to keep or give again. Ruling: a card is never
given to a player whose battlefield holds the other banner, since its issuer could take it back at once; this
also keeps a give and take-back from repeating for ever.
"""

from __future__ import annotations

from typing import Any

from ..content.promises import PROMISE
from ..content.vocab import ATTACK, DEFENSE
from ..flow import Decision, handler, push, resolver
from ..pieces import ability, draw_own, name, side_of
from ..state import State

SIDE_WORD = {ATTACK: "the Attacker", DEFENSE: "the Defender"}
ASKS = ("march", "spare")
"""What an issuer asks with a Promise card: to march (or, after the March, reinforce) with its side, or to turn no
skill against the issuer this round (a choice within skills, DH-PERS-3)."""


def issuers(s: State) -> list[int]:
    """Who hands out Promise cards: the Attacker, then a player Defender (DH-PERS-1, DH-PERS-8)."""
    b = s.battle
    if b is None:
        return []
    return [s.attacker] if b["defender"] is None else [s.attacker, b["defender"]]


def issuer_side(s: State, seat: int) -> str:
    return ATTACK if seat == s.attacker else DEFENSE


def retractable(s: State, pid: str) -> bool:
    """DH-PERS-4, A-25: the holder has on its battlefield a card of the type opposite to the card's side."""
    holder = s.promises[pid]
    return holder is not None and side_of(s, holder) not in (None, PROMISE[pid].side)


def issuer_options(s: State, seat: int) -> list[dict[str, Any]]:
    """Give a held card to another player (one option per distinct card text), take one back, or pass."""
    b = s.battle
    side = issuer_side(s, seat)
    out: list[dict[str, Any]] = []
    seen = set()
    recipients = [p for p in range(s.players) if p != s.attacker and p != b["defender"]
                  and side_of(s, p) in (None, side)]
    for pid, holder in s.promises.items():
        card = PROMISE[pid]
        if card.side != side:
            continue
        if holder is None:
            if card.text in seen:
                continue
            seen.add(card.text)
            out.extend({"do": "give", "card": pid, "to": p, "ask": ask} for p in recipients for ask in ASKS)
        elif retractable(s, pid):
            out.append({"do": "take_back", "card": pid})
    out.append({"do": "pass"})
    return out


@handler("persuade")
def _persuade(s: State, t: dict) -> Decision | None:
    who = issuers(s)
    if not who:
        s.tasks.pop()
        return None
    if "turn" not in t:
        t["turn"], t["passes"] = 0, 0
    seat = who[t["turn"] % len(who)]
    return seat, issuer_options(s, seat)


@resolver("persuade")
def _persuaded(s: State, t: dict, a: dict) -> None:
    who = issuers(s)
    seat = who[t["turn"] % len(who)]
    t["turn"] += 1
    if a["do"] == "pass":
        t["passes"] += 1
        if t["passes"] >= len(who):
            s.tasks.pop()
        return
    t["passes"] = 0
    pid = a["card"]
    if a["do"] == "take_back":
        holder = s.promises[pid]
        s.promises[pid] = None
        s.say(f"{name(s, seat)} takes back its Promise card from {name(s, holder)}: \"{PROMISE[pid].text}\"")
        return
    to = a["to"]
    s.promises[pid] = to
    s.say(f"{name(s, seat)} gives {name(s, to)} a Promise card: \"{PROMISE[pid].text}\"")
    push(s, {"t": "pledge", "seat": to, "card": pid, "ask": a["ask"], "issuer": seat})
    extra = ability(s, to, "extra_draw_on")
    if extra is not None and extra["event"] == "given_promise":
        done = s.flags.get("benevolence", [])
        if to not in done:
            s.flags["benevolence"] = [*done, to]
            draw_own(s, to, extra["n"])
            s.say(f"{name(s, to)} draws 1 card from its own deck (Benevolence).")


CLAIMS = (None, ATTACK, DEFENSE)


@handler("pledge")
def _pledge(s: State, t: dict) -> Decision:
    """The recipient's public answer: a pledge to march with the issuer's side or none, with or without a claim
    about its hand (which may be false)."""
    side = PROMISE[t["card"]].side
    return t["seat"], [{"do": "answer", "pledge": p, "side": side, "claim": c, "ask": t.get("ask", "march")}
                       for p in (True, False) for c in CLAIMS]


@resolver("pledge")
def _pledged(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    seat, side = t["seat"], a["side"]
    claim = "" if a["claim"] is None else f" and says it holds {'an Attack' if a['claim'] == ATTACK else 'a Defense'} card"
    ask = t.get("ask", "march")
    if a["pledge"] and ask == "spare":
        s.pledges = [*s.pledges, {"card": t["card"], "seat": seat, "side": side, "late": False, "ask": ask,
                                  "issuer": t["issuer"]}]
        s.say(f"{name(s, seat)} promises to turn no skill against {name(s, t['issuer'])} this round{claim}.")
    elif a["pledge"]:
        late = s.battle.get("revealed", False)
        s.pledges = [*s.pledges, {"card": t["card"], "seat": seat, "side": side, "late": late, "ask": ask,
                                  "issuer": t.get("issuer")}]
        s.say(f"{name(s, seat)} promises to {'reinforce' if late else 'march with'} {SIDE_WORD[side]}{claim}.")
    else:
        s.say(f"{name(s, seat)} promises nothing{claim}.")


def judge_march_pledges(s: State, shown: dict[int, str | None], untested: str) -> None:
    """Judge the pledges to march with (or reinforce) a side by the side each maker ``shown``: kept if it is the
    pledged side, broken if it is the other; a maker that showed none (None) is not judged (``untested`` says
    why). The other pledges stay."""
    for p in s.pledges:
        if p.get("ask", "march") != "march":
            continue
        seat, side = p["seat"], p["side"]
        played = shown.get(seat)
        if played is None:
            s.say(f"{name(s, seat)} {untested}, so its promise to {SIDE_WORD[side]} was not tested.")
            continue
        kept = played == side
        s.word[seat][0 if kept else 1] += 1
        s.say(f"{name(s, seat)} {'kept' if kept else 'broke'} its word to {SIDE_WORD[side]}.")
    s.pledges = [p for p in s.pledges if p.get("ask", "march") != "march"]


def judge_pledges(s: State, marched: dict[int, str | None]) -> None:
    """At the March reveal: each pledge is kept if its maker marched a card of the pledged side, broken if it
    marched the other side; a player with no card to march neither kept nor broke it."""
    s.battle["revealed"] = True
    judge_march_pledges(s, marched, "had no card to march with")


def judge_late_pledges(s: State) -> None:
    """At Resolution, the pledges made after the March (to reinforce a side): kept if its maker's battlefield
    holds cards of that side, broken if it holds the other side's; a player who stayed neutral is not judged (its
    hand is secret: it may have had nothing to play)."""
    judge_march_pledges(s, {p["seat"]: side_of(s, p["seat"]) for p in s.pledges}, "stayed out of the battle")


def note_designation(s: State, seat: int, target: int) -> None:
    """A skill of ``seat`` designates ``target``: a pledge to turn no skill against it is broken."""
    broken = [p for p in s.pledges if p.get("ask") == "spare" and p["seat"] == seat and p["issuer"] == target]
    if broken:
        s.word[seat][1] += 1
        s.pledges = [p for p in s.pledges if p not in broken]
        s.say(f"{name(s, seat)} breaks its word: it turns a skill against {name(s, target)}.")


def judge_spare_pledges(s: State) -> None:
    """At Cleanup: a pledge to turn no skill against its issuer that nothing broke was kept."""
    for p in s.pledges:
        if p.get("ask") == "spare":
            s.word[p["seat"]][0] += 1
            s.say(f"{name(s, p['seat'])} kept its word to {name(s, p['issuer'])}: no skill turned against it.")
    s.pledges = []


def promise_window(s: State) -> None:
    """Push the issuers' decision again (after the March, after a Reinforce card) while one has something to do."""
    if any(len(issuer_options(s, seat)) > 1 for seat in issuers(s)):
        push(s, {"t": "persuade"})
