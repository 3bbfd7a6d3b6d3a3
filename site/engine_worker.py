"""The rules engine in a web worker: the only Python interpreter of a play page.

The page (site/js/engine-client.js) starts this file with PyScript's
``PyWorker`` and calls the functions named in ``__export__``. Every call
takes and returns JSON text, so nothing but strings crosses the worker
boundary. Long steps post progress messages (``{"pygame": "progress", ...}``).
Keeping rules and bots here keeps the page's main thread free: it only moves
strings into the DOM.

``viewer`` is the seat whose eyes the page has (-1 for a spectator): every
snapshot shows ``view(state, viewer)`` and offers the legal actions only when
the viewer is the seat to decide, so a hand hidden from the viewer is never
drawn. (Every snapshot also carries the share string, the whole record, so a
player who decodes it can still learn everything: see ARCHITECTURE.md, "What a
link and the page can hide".)
"""

import functools
import importlib
import json
import sys
import time
import traceback

import js
import pyodide_js
from pyodide.ffi import create_proxy, to_js

_session = None
_info = {}
_since = {}
"""Per viewer seat: the view just before its latest whole move (``Game.begins_move``) and where that was
(``at``: the move's 1-based index in the log), so snapshots can say and mark what changed since."""


def _post(kind, **data):
    js.postMessage(json.dumps({"pygame": kind, **data}))


def _error(err):
    return json.dumps({"error": str(err) or type(err).__name__})


ENGINE_FAULT = "something went wrong in the rules engine"


def _guarded(fn):
    """Wrap an exported call: a RulesError (a bad link, save, option or move) becomes ``{"error": its
    message}``; any other exception is a bug, so the page gets only ENGINE_FAULT and the traceback goes to
    the console (stderr), never into the returned text."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except Exception as err:  # noqa: BLE001 - nothing may escape to the page raw
            try:
                from pygame_rules import RulesError
            except ImportError:
                RulesError = ()
            if isinstance(err, RulesError):
                return _error(err)
            print(f"{ENGINE_FAULT} in {fn.__name__}:", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return json.dumps({"error": ENGINE_FAULT})

    return call


def _live():
    """The open game; RulesError if none is open yet."""
    from pygame_rules import RulesError

    if _session is None:
        raise RulesError("no game is open")
    return _session


async def boot(runtime_json, base_url):
    """Install the wheels listed in runtime.json, import the rules and any plugins; report versions."""
    runtime = json.loads(runtime_json)
    urls = [base_url + w.removeprefix("./") for w in runtime["wheels"]]
    done = [0]

    def on_message(msg):
        if str(msg).startswith("Loaded"):
            done[0] += 1
        _post("progress", stage="install", detail=str(msg), done=done[0], total=len(urls))

    _post("progress", stage="install", detail="installing the rules", done=0, total=len(urls))
    callback = create_proxy(on_message)
    try:
        await pyodide_js.loadPackage(to_js(urls), to_js({"messageCallback": callback, "errorCallback": callback},
                                                        dict_converter=js.Object.fromEntries))
    finally:
        callback.destroy()
    _post("progress", stage="import", detail="importing the rules")
    import pydantic

    import pygame_rules

    for module in runtime.get("plugins", []):
        importlib.import_module(module)
    _info.update(python=sys.version.split()[0], pydantic=pydantic.VERSION, pygame_rules=pygame_rules.__version__,
                 games=pygame_rules.games_metadata(), platform=sys.platform)
    return json.dumps(_info)


def _viewer(value):
    from pygame_rules import RulesError

    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise RulesError(f"the viewer must be a seat number, not {type(value).__name__}")
    try:
        value = int(value)
    except ValueError:
        raise RulesError("the viewer must be a seat number") from None
    return None if value < 0 else value


def _choice(game, state, action):
    """One offered choice as the page shows it: the action, its words, its group and what it points at."""
    group, short = game.choice_group(state, action)
    out = {"action": action, "label": game.describe_action(state, action), "group": group, "short": short}
    targets = game.choice_targets(state, action)
    if targets is not None:
        out["targets"] = targets
    return out


def _snapshot(viewer, extra=None):
    from pygame_rules.engine.canonical import canonical_json
    from pygame_rules.engine.links import identity

    s = _live()
    game, state = s.game, s.state
    seat = game.current_seat(state)
    result = game.outcome(state)
    view = game.view(state, viewer)
    mine = seat is not None and seat == viewer
    legal = game.legal_actions(state) if mine else []
    since = (extra or {}).pop("since", None) or _baseline(s, viewer)
    drawn = game.render(view, viewer, since["view"] if since else None) or {}
    last = s.last_mover()
    return canonical_json({
        "game": game.id, "title": game.title, "seat": seat, "viewer": viewer, "seats": game.seats(state),
        "seat_names": {str(x): game.seat_label(state, x) for x in game.seats(state)},
        "legal": [_choice(game, state, a) for a in legal],
        "view": view, "svg": drawn.get("svg"), "panel": drawn.get("panel"),
        "outcome": result.to_json() if result else None,
        "log": [{**e.to_json(), "who": game.seat_label(state, e.seat), "rule": game.rule_for(e.text)} for e in s.log],
        "game_log": [{"text": line, "rule": game.rule_for(line)} for line in view.get("log", [])
                     if isinstance(line, str)] if isinstance(view.get("log"), list) else [],
        "moves": len(s.actions), "round": view.get("round"),
        "undoable": s.undoable(last) if last is not None and last == viewer else 0, "undo_seat": last,
        "share": s.record.encode(), "hash": game.state_hash(state), "options": s.options,
        "ident": identity(s.record), "rules_version": game.rules_version,
        "recap": _recap(s, view, since), "since_move": since["at"] if since else None,
        **(extra or {}),
    })


def _baseline(s, viewer):
    """The viewer's view just before its latest whole move (cached; replayed from the record after a reload)."""
    if viewer is None:
        return None
    at = next((e.index for e in reversed(s.log) if e.seat == viewer and e.starts), None)
    if at is None:
        return None
    known = _since.get(viewer)
    if known and known["at"] == at and known["game"] == s.game.id and known["seed"] == s.seed:
        return known
    from pygame_rules import Session

    before = Session.from_record(s.record.model_copy(update={"actions": s.actions[:at - 1]}))
    return _remember(s, viewer, at, s.game.view(before.state, viewer))


def _remember(s, viewer, at, view):
    known = {"at": at, "view": view, "game": s.game.id, "seed": s.seed}
    _since[viewer] = known
    return known


def _added(then, now):
    """The lines ``now`` has after ``then``. A view may keep only the tail of a long log, so ``now`` is
    ``then`` minus its first few lines plus the new ones: find the smallest such shift."""
    for shift in range(len(then) + 1):
        kept = then[shift:]
        if now[:len(kept)] == kept:
            return now[len(kept):]
    return now


def _recap(s, view, since):
    """What happened since the viewer's latest move: the game's own narration from then on, or, for a game
    that narrates nothing, the moves taken since (each with who took it and the rule it applied)."""
    if since is None:
        return []
    game = s.game
    log = view.get("log")
    if isinstance(log, list) and log:
        then = since["view"].get("log")
        lines = _added(then if isinstance(then, list) else [], log)
        return [{"text": line, "rule": game.rule_for(line)} for line in lines if isinstance(line, str)]
    return [{"text": f"{game.seat_label(s.state, e.seat)}: {e.text}", "rule": game.rule_for(e.text)}
            for e in s.log[since["at"] - 1:]]


@_guarded
def snapshot(viewer):
    return _snapshot(_viewer(viewer))


@_guarded
def new_game(game_id, seed, options_json, viewer):
    global _session
    from pygame_rules import OptionsError, Session
    from pygame_rules.engine.canonical import JsonTextError, parse_json

    try:
        options = parse_json(options_json or "{}")     # depth-checked before parsing
    except JsonTextError as err:
        raise OptionsError(f"the game options are not readable: {err}") from None
    try:
        seed = int(seed)
    except (TypeError, ValueError):
        raise OptionsError("the seed must be a whole number") from None
    _session = Session.new(game_id, seed, options)
    return _snapshot(_viewer(viewer))


@_guarded
def open_record(share, viewer, upto=-1, since=-1):
    """Replay a share string or a save (to step ``upto``, or all); on any fault keep the current game.

    The replay viewer passes ``since``, an earlier step: the snapshot then marks and tells what changed from
    there (for a spectator, everything; for a seat, what it may see)."""
    global _session
    from pygame_rules import RulesError, Session, decode

    viewer = _viewer(viewer)
    upto, since = int(upto), int(since)
    try:
        record = decode(share)
        end = len(record.actions) if upto < 0 else min(upto, len(record.actions))
        if 0 <= since < end:
            session = Session.from_record(record, since)
            before = session.game.view(session.state, viewer)
            session.replay_to(record, end)
            mark = {"at": since + 1, "view": before}
        else:
            session, mark = Session.from_record(record, None if upto < 0 else upto), None
    except RulesError as err:
        return _error(err)
    _session = session
    extra = {"total_moves": len(record.actions)}
    if upto < 0:                   # the whole record: which moves begin a whole move (the replay's steps)
        extra["move_starts"] = [e.index - 1 for e in session.log if e.starts]
    if mark:
        extra["since"] = mark
    return _snapshot(viewer, extra)


@_guarded
def act(action_json, viewer):
    from pygame_rules import IllegalActionError
    from pygame_rules.engine.canonical import JsonTextError, parse_json

    viewer = _viewer(viewer)
    session = _live()
    if session.game.current_seat(session.state) != viewer:
        return _error("it is not your turn to decide")
    try:
        action = parse_json(action_json)               # depth-checked before parsing
    except JsonTextError as err:
        raise IllegalActionError(f"the move is not readable: {err}") from None
    _play_as(session, viewer, action)
    return _snapshot(viewer)


def _play_as(session, viewer, action):
    """Play the viewer's action, first noting its view if the action begins a whole move."""
    game, state = session.game, session.state
    legal = game.legal_match(state, action)
    if game.begins_move(state, legal):
        _remember(session, viewer, len(session.actions) + 1, game.view(state, viewer))
    session.play(legal)


@_guarded
def undo(viewer):
    """Take back the viewer's own latest moves, back to the last chance step or reveal."""
    viewer = _viewer(viewer)
    if _live().last_mover() == viewer:
        _session.undo(viewer)
    return _snapshot(viewer)


@_guarded
def bot_move(bot_name, viewer):
    """Let a bot take the current decision for the seat it plays (it sees only that seat's view)."""
    from pygame_rules import Rng
    from pygame_rules.ai import decide, make_bot

    game, state = _live().game, _session.state
    bot = make_bot(bot_name, game)    # RulesError naming the known bots, or saying it does not know this game
    seat = game.current_seat(state)
    legal = game.legal_actions(state)
    if not legal:
        return _error("the game is over")
    rng = Rng(int(game.state_hash(state)[:12], 16))
    if seat is None:
        action, reason = legal[0], "automatic step"
    else:
        decision = decide(bot, game, state, seat, legal, rng)     # its seat's view, or a search's redraw of it
        action, reason = decision.action, decision.reason
    text = game.public_description(state, action)
    reason = game.public_reason(state, action, reason)     # never leak a face-down card through words
    if seat is not None and seat == _viewer(viewer):
        _play_as(_session, seat, action)                    # "let the computer choose" for my own seat
    else:
        _session.play(action)
    return _snapshot(_viewer(viewer), {"bot": {"seat": seat, "did": text, "why": reason}})


_thinking = None
"""The search under way (``think_start``): the ``Search``, its bot's budget, the seat it decides for, whether it
is a hint, and the hash of the state it searches (a move meanwhile makes it stale)."""


@_guarded
def think_start(bot_name, viewer, hint):
    """Begin a search bot's thinking on the current decision, to go on in slices (``think_more``) so the page
    can show its progress and tell it to move now (``think_finish``). ``{"thinking": false}`` for a bot that
    does not search (the page then calls ``bot_move``). A hint searches for the viewer's own decision, from
    what the viewer's seat may know (the search redraws everything hidden from it); it is never played."""
    global _thinking
    from pygame_rules import Rng
    from pygame_rules.ai import make_bot

    game, state = _live().game, _session.state
    bot = make_bot(bot_name, game)
    seat, legal = game.current_seat(state), game.legal_actions(state)
    if not legal:
        return _error("the game is over")
    if hint and seat != _viewer(viewer):
        return _error("it is not your turn to decide")
    if not hasattr(bot, "search") or seat is None:
        _thinking = None
        return json.dumps({"thinking": False})
    digest = game.state_hash(state)
    search = bot.search(game, state, seat, Rng(int(digest[:12], 16)))
    _thinking = {"search": search, "seconds": bot.seconds, "iterations": bot.iterations, "seat": seat,
                 "hint": bool(hint), "hash": digest, "only": len(legal) == 1}
    return json.dumps({"thinking": True, "budget_s": bot.seconds, "progress": _think_progress()})


def _think_progress():
    t = _thinking
    search = t["search"]
    done = t["only"] or ((t["seconds"] is not None and search.seconds >= t["seconds"])
                         or (t["iterations"] is not None and search.iterations >= t["iterations"]))
    return {**search.progress(public=not t["hint"]), "done": done,
            "fraction": 1.0 if done else min(1.0, search.seconds / t["seconds"]) if t["seconds"]
            else search.iterations / t["iterations"]}


def _thought(viewer):
    """The search under way, if it is still about the current decision; RulesError otherwise."""
    from pygame_rules import RulesError

    if _thinking is None or _session is None or _session.game.state_hash(_session.state) != _thinking["hash"]:
        raise RulesError("the computer was thinking about an earlier position; ask again")
    return _thinking


@_guarded
def think_more(seconds, viewer):
    """Think for one more slice (at most ``seconds``, never past the bot's budget); the progress so far."""
    t = _thought(viewer)
    search = t["search"]
    if not _think_progress()["done"]:
        left = None if t["seconds"] is None else max(0.0, t["seconds"] - search.seconds)
        more = None if t["iterations"] is None else t["iterations"] - search.iterations
        search.run(iterations=more, seconds=min(float(seconds), left) if left is not None else float(seconds))
    return json.dumps(_think_progress())


@_guarded
def think_finish(viewer):
    """End the thinking: a hint's advice (``{"hint": {"did", "why"}}``, nothing played), or the bot's move
    played, as ``bot_move`` plays it (the snapshot with what the bot did and why)."""
    global _thinking
    t = _thought(viewer)
    _thinking = None
    game, state, search = _session.game, _session.state, t["search"]
    if search.iterations == 0 and not t["only"]:
        search.run(iterations=1)
    action = search.best()
    if t["hint"]:
        return json.dumps({"hint": {"did": game.describe_action(state, action), "why": search.explain(name_choice=False),
                                    "iterations": search.iterations, "seconds": round(search.seconds, 2)}})
    seat = t["seat"]
    text = game.public_description(state, action)
    reason = game.public_reason(state, action, search.explain(public=True))
    if seat == _viewer(viewer):
        _play_as(_session, seat, action)
    else:
        _session.play(action)
    return _snapshot(_viewer(viewer), {"bot": {"seat": seat, "did": text, "why": reason}})


@_guarded
def warm_up():
    """Run each game's first steps once (new game, view, render, choices, hash, share string) on a game of
    its own, so the modules they import lazily are loaded and the first real game opens as fast as the
    next. The open game, if any, is not touched. Returns the milliseconds each game took."""
    from pygame_rules import Session, games

    took = {}
    for game_id in games():
        start = time.perf_counter()
        session = Session.new(game_id, 1, {})
        game, state = session.game, session.state
        seat = game.current_seat(state)
        view = game.view(state, seat)
        game.render(view, seat, view)
        for action in game.legal_actions(state)[:50]:
            game.describe_action(state, action)
            game.choice_group(state, action)
        game.state_hash(state)
        session.record.encode()
        took[game_id] = round(1000 * (time.perf_counter() - start))
    return json.dumps(took)


@_guarded
def rng_sample(seed, n, sides):
    """The first dice of Rng(seed), for the cross-interpreter determinism test."""
    from pygame_rules.engine.rng import sample_sequence

    return json.dumps(sample_sequence(int(seed), int(n), int(sides)))


# ---------------------------------------------------------------- links into saved games, fair seeds
def _options(options_json):
    """Game options sent by the page (depth-checked before parsing)."""
    from pygame_rules import OptionsError
    from pygame_rules.engine.canonical import JsonTextError, parse_json

    try:
        return parse_json(options_json or "{}")
    except JsonTextError as err:
        raise OptionsError(f"the game options are not readable: {err}") from None


@_guarded
def record_info(share):
    """What a link or save holds, without replaying it: game, rules version, identity, moves."""
    from pygame_rules import decode
    from pygame_rules.engine.links import identity

    record = decode(share)
    return json.dumps({"game": record.game, "rules_version": record.rules_version, "ident": identity(record),
                       "moves": len(record.actions), "fair": record.seed_proof is not None})


@_guarded
def open_continuation(share, viewer, saved_share, mine_json):
    """Open a link into the game saved on this device only if it continues it (see engine/links.py).

    ``mine_json`` lists the seats this device plays; new moves by them are refused. On any fault
    the current game and the save are kept.
    """
    global _session
    from pygame_rules import RecordError, Session, decode
    from pygame_rules.engine.canonical import JsonTextError, parse_json
    from pygame_rules.engine.links import check_continuation

    try:
        mine = parse_json(mine_json)
    except JsonTextError:
        mine = None
    if not isinstance(mine, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in mine):
        raise RecordError("the page sent a damaged list of its seats")
    saved = decode(saved_share)
    record = decode(share)
    session = Session.from_record(record)
    check_continuation(saved, session, mine)
    _session = session
    return _snapshot(_viewer(viewer), {"total_moves": len(record.actions)})


@_guarded
def new_secret():
    """A fresh secret and its commitment, for one side of a fair seed."""
    from pygame_rules.engine.links import new_secret as fresh
    from pygame_rules.engine.record import seed_commitment

    secret = fresh()
    return json.dumps({"secret": secret, "commit": seed_commitment(secret)})


@_guarded
def new_fair_game(game_id, options_json, creator, joiner, viewer):
    """Start a game by link from the seed both players made (the creator's secret and the joiner's)."""
    global _session
    from pygame_rules import RecordError, Session
    from pygame_rules.engine.links import SECRET
    from pygame_rules.engine.record import fair_seed, seed_commitment

    if not (SECRET.match(str(creator)) and SECRET.match(str(joiner))):
        raise RecordError("the reply link is damaged: its secret is not 32 hexadecimal digits")
    session = Session.new(game_id, fair_seed(creator, joiner), _options(options_json))
    session.seed_proof = {"commit": seed_commitment(creator), "creator": creator, "joiner": joiner}
    _session = session
    return _snapshot(_viewer(viewer))


@_guarded
def open_fair_start(share, viewer, commit, joiner):
    """Open the first link of a game this device joined, checking it starts from the seed our secret made."""
    global _session
    from pygame_rules import Session, decode
    from pygame_rules.engine.links import check_fair_start

    record = decode(share)
    check_fair_start(record, str(commit), str(joiner))
    session = Session.from_record(record)
    _session = session
    return _snapshot(_viewer(viewer), {"total_moves": len(record.actions)})


@_guarded
def setup_game(game_id, setup_id, answers_json):
    """A setup's answers (the lobby's form for it) as the options and seats to start the game with."""
    from pygame_rules import get_game

    game = get_game(str(game_id))
    made = game.setup_from_form(str(setup_id), _options(answers_json))
    game.validate_options(made["options"])
    return json.dumps(made)


@_guarded
def check_options(game_id, options_json):
    """Validate a game's options (for an invitation) without starting it: the options as the game keeps them, and
    the seats a game with them has (a setup lists every seat the game can have; an invitation names only these)."""
    from pygame_rules import get_game

    game = get_game(str(game_id))
    options = game.validate_options(_options(options_json)).model_dump(mode="json")
    seats = game.seats(game.new_game(0, **options))
    return json.dumps({"game": game.id, "title": game.title, "rules_version": game.rules_version,
                       "options": options, "seats": seats})


__export__ = ["boot", "warm_up", "snapshot", "new_game", "open_record", "act", "undo", "bot_move", "think_start",
              "think_more", "think_finish", "rng_sample",
              "record_info", "open_continuation", "new_secret", "new_fair_game", "open_fair_start",
              "check_options", "setup_game"]
