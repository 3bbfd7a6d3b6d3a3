"""March (DH-MARCH-1..4): every player with a card in hand commits one face down, one after another from the
Attacker clockwise, each hidden from the others until all are in (A-7: it is not optional); then all are
revealed together. An Attacker's Defense card or a Defender's Attack card is discarded at once and not executed
(DH-MARCH-2); the others execute in seat order from the Attacker (DH-MARCH-3), each counting as executed even if
its card has gone (DH-MARCH-4). Pledges are judged at the reveal (``persuade.judge_pledges``).
"""

from __future__ import annotations

from ..content.cards import CARD
from ..content.vocab import ATTACK, DEFENSE
from ..flow import Decision, handler, push, resolver
from ..pieces import distinct, name, order_from
from ..state import State
from .exchange import exchange_options, start_exchange
from .persuade import judge_pledges, promise_window
from .play import put_on_battlefield


def commits_at(s: State) -> int | None:
    """Where the March under way keeps its committed cards in the task stack (an exchange may sit above it), or
    None outside a March."""
    for i in range(len(s.tasks) - 1, -1, -1):
        if s.tasks[i]["t"] == "march":
            return i
    return None


def commits(s: State) -> dict[str, str]:
    """The cards committed so far in the March under way, by seat (as a string)."""
    i = commits_at(s)
    return {} if i is None else s.tasks[i].get("commits", {})


def marchers(s: State) -> list[int]:
    """Who commits a card: every player with a card in hand, from the Attacker clockwise (A-7)."""
    return [p for p in order_from(s, s.attacker) if s.hand[p]]


@handler("march")
def _march(s: State, t: dict) -> Decision | None:
    if s.battle is None:
        s.tasks.pop()
        return None
    t.setdefault("commits", {})
    todo = [p for p in marchers(s) if str(p) not in t["commits"]]
    if todo:
        seat = t["asking"] = todo[0]
        return seat, [*({"do": "march", "card": c} for c in distinct(s.hand[seat])), *exchange_options(s, seat)]
    reveal(s, {int(k): v for k, v in t["commits"].items()})
    s.tasks.pop()
    push(s, *({"t": "exec", "seat": p, "card": c} for p in order_from(s, s.attacker)
              for c in [t["commits"].get(str(p))] if c is not None and c in s.bf[p]),
         {"t": "march_end"})
    return None


@resolver("march")
def _marched(s: State, t: dict, a: dict) -> None:
    seat = t["asking"]
    if a["do"] == "exchange":
        start_exchange(s, seat)
        return
    t["commits"] = {**t["commits"], str(seat): a["card"]}
    s.say(f"{name(s, seat)} commits a card face down.")


def reveal(s: State, commits: dict[int, str]) -> None:
    """Reveal every committed card at once onto its battlefield, discarding the Attacker's Defense card and the
    Defender's Attack card (DH-MARCH-2); judge the pledges."""
    s.reveals += 1
    b = s.battle
    for seat in order_from(s, s.attacker):
        c = commits.get(seat)
        if c is None:
            continue
        side = CARD[c].side
        s.say(f"{name(s, seat)} marches with {CARD[c].name} ({'Attack' if side == ATTACK else 'Defense'}).")
        wrong = (seat == s.attacker and side == DEFENSE) or (seat == b["defender"] and side == ATTACK)
        put_on_battlefield(s, seat, c, discard_at_once=wrong)
        if wrong:
            s.say(f"{name(s, seat)}'s {CARD[c].name} is discarded: the "
                  f"{'Attacker' if seat == s.attacker else 'Defender'} cannot march with that banner.")
    judge_pledges(s, {p: CARD[c].side for p, c in commits.items()})


@handler("march_end")
def _march_end(s: State, t: dict) -> None:
    s.tasks.pop()
    promise_window(s)
