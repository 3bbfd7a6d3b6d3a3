"""The special-action tasks that ask for a choice of their own (MV-CARD-4): remove a Horde (#10 Porcelain
Gifts, #16 Pestilence), send Hordes back to a Homeland (#20 Ming Diplomacy), move a Horde between Homelands
(#4 Horse Markets). ``effects.start`` pushes them; the other effects act at once or push the CP-action tasks.
"""

from __future__ import annotations

from ..content.map import HOMELANDS, NAMES, adjacent
from ..flow import Decision, handler, resolver
from ..state import EMPEROR, OVERLORD, State, place, plural
from .effects import push_hordes_options, remove_horde_targets


@handler("remove_horde")
def _remove_horde(s: State, t: dict) -> Decision | None:
    targets = remove_horde_targets(s, t["effect"])
    if not targets:
        s.tasks.pop()
        return None
    return EMPEROR, [{"remove": bl} for bl in targets]


@resolver("remove_horde")
def _remove_horde_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    bl = a["remove"]
    before = s.controller(bl)
    s.hordes[bl] -= 1
    s.say("the Emperor removes a Horde from {}{}", NAMES[bl], s.control_note(bl, before))


@handler("push_hordes")
def _push_hordes(s: State, t: dict) -> Decision | None:
    options = push_hordes_options(s, t["n"])
    if not options:
        s.tasks.pop()
        return None
    return EMPEROR, options + [{"push": "none"}]


@resolver("push_hordes")
def _push_hordes_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    if a["push"] == "none":
        s.say("the Emperor sends no Hordes back")
        return
    s.hordes[a["push"]] -= a["n"]
    s.hordes[a["to"]] += a["n"]
    s.say(_sends_back, a["n"], a["push"], a["to"])


def _sends_back(n: int, bl: str, hl: str) -> str:
    """The log line of Hordes sent back to a Homeland (formatted when it is read, ``State.say``)."""
    return f"the Emperor sends {plural(n, 'Horde')} from {NAMES[bl]} back to {place(hl)}"


@handler("horde_home")
def _horde_home(s: State, t: dict) -> Decision | None:
    options = [{"from": h, "to": o} for h in HOMELANDS if s.hordes[h] for o in adjacent(h) if o in HOMELANDS]
    if not options:
        s.tasks.pop()
        return None
    return OVERLORD, options


@resolver("horde_home")
def _horde_home_resolve(s: State, t: dict, a: dict) -> None:
    s.tasks.pop()
    s.hordes[a["from"]] -= 1
    s.hordes[a["to"]] += 1
    s.say(_horde_home_told, a["from"], a["to"])


def _horde_home_told(src: str, dst: str) -> str:
    """The log line of a Horde moved between Homelands (formatted when it is read, ``State.say``)."""
    return f"the Overlord moves a Horde from {place(src)} to {place(dst)}"
