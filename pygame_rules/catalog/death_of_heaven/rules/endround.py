"""The end of a round: Dispatch (DH-DISP-1), Cleanup with the end check (DH-CLEAN-1, DH-END-1/2) and Bidding for
the next Attacker (DH-BID-1/2, A-11)."""

from __future__ import annotations

from ..content.boards import COUNT_MARKERS, HAND_SIZE
from ..content.cards import CARD
from ..content.vocab import CLEANUP
from ..flow import Decision, handler, push, resolver
from ..pieces import dark_space_taken, draw_own, leave_battlefield, name, order_from
from ..state import State
from .exchange import exchange_options, start_exchange
from .persuade import judge_spare_pledges


@handler("dispatch")
def _dispatch(s: State, t: dict) -> None:
    """DH-DISP-1: below 4 cards draw up to 4, else draw 1; all from one's own deck."""
    s.tasks.pop()
    for seat in order_from(s, s.attacker):
        n = HAND_SIZE - len(s.hand[seat]) if len(s.hand[seat]) < HAND_SIZE else 1
        got = draw_own(s, seat, n)
        if got:
            s.say(f"{name(s, seat)} draws {len(got)} card{'s' if len(got) != 1 else ''} (Dispatch).")


@handler("cleanup")
def _cleanup(s: State, t: dict) -> None:
    """DH-CLEAN-1: announced Cleanup skills first, then every battlefield card to its owner's discard pile; then
    the end check (DH-END-1)."""
    s.tasks.pop()
    skills = []
    if s.battle is not None:
        skills = [{"t": "res_skill", "seat": p, "card": c, "skill": sk.id} for p in order_from(s, s.attacker)
                  for c in s.bf[p] if c in s.battle["announced"] for sk in CARD[c].skills if sk.timing == CLEANUP]
    push(s, *skills, {"t": "clear"})


@handler("clear")
def _clear(s: State, t: dict) -> None:
    s.tasks.pop()
    for seat in range(s.players):
        for c in list(s.bf[seat]):
            leave_battlefield(s, seat, c)
    judge_spare_pledges(s)
    s.battle = None
    s.markers = {}
    s.promises = dict.fromkeys(s.promises)
    s.pledges = []
    s.flags = {}
    marker = COUNT_MARKERS[s.players]
    short = [p for p in range(s.players) if s.board[p] < marker]
    if short or dark_space_taken(s):                                    # DH-END-1
        least = min(s.board)
        s.winners = [p for p in range(s.players) if s.board[p] == least]   # DH-END-2
        why = (f"{', '.join(name(s, p) for p in short)} has fewer than {marker} cubes on its board" if short
               else "a cube lies on a dark space of the Emperor Xian card")
        s.say(f"The game ends: {why}. {' and '.join(name(s, p) for p in s.winners)} "
              f"win{'s' if len(s.winners) == 1 else ''} with {least} cube{'s' if least != 1 else ''} left.")


def bid_limit(s: State, seat: int, first: bool) -> int:
    """DH-BID-1, A-11: no bid above hand size - 1; the first bidder may always bid 0."""
    top = len(s.hand[seat]) - 1
    return max(top, 0) if first else top


@handler("bid")
def _bid(s: State, t: dict) -> Decision | None:
    """DH-BID-1: from the Attacker's left, once round; the first bids 0 or more and may not pass; the others
    raise or pass. The Attacker does not bid."""
    if "i" not in t:
        t["i"], t["high"], t["by"] = 0, -1, None
    order = order_from(s, s.attacker)[1:]
    if t["i"] >= len(order):
        s.tasks.pop()
        winner, bid = t["by"], t["high"]
        s.say(f"{name(s, winner)} wins the bidding with {bid}.")
        push(s, {"t": "discard_n", "seat": winner, "n": bid}, {"t": "new_attacker", "seat": winner})
        return None
    seat = order[t["i"]]
    first = t["i"] == 0
    top = bid_limit(s, seat, first)
    opts = [{"do": "bid", "amount": k} for k in range(t["high"] + 1, top + 1)]
    if not first:
        opts.append({"do": "pass"})
    return seat, opts + exchange_options(s, seat)


@resolver("bid")
def _bid_made(s: State, t: dict, a: dict) -> None:
    order = order_from(s, s.attacker)[1:]
    seat = order[t["i"]]
    if a["do"] == "exchange":
        start_exchange(s, seat)
        return
    t["i"] += 1
    if a["do"] == "pass":
        s.say(f"{name(s, seat)} passes.")
        return
    t["high"], t["by"] = a["amount"], seat
    s.say(f"{name(s, seat)} bids {a['amount']}.")


@handler("new_attacker")
def _new_attacker(s: State, t: dict) -> Decision:
    """DH-BID-2: the highest bidder becomes the next Attacker or hands the Attacker marker to another player."""
    seat = t["seat"]
    return seat, [{"do": "attacker", "seat": p} for p in order_from(s, seat)]


@resolver("new_attacker")
def _attacker_chosen(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.attacker = a["seat"]
    if a["seat"] == t["seat"]:
        s.say(f"{name(s, a['seat'])} becomes the Attacker.")
    else:
        s.say(f"{name(s, t['seat'])} hands the Attacker marker to {name(s, a['seat'])}.")
