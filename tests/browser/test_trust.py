"""Links, saves and the page that players can trust (the outside security review's findings).

Each test names the finding it proves fixed. A forged or older link, a save of
another game, a second tab, a full storage: each gets a plain message and
leaves what is stored exactly as it was.
"""

from __future__ import annotations

import json
import re
import time
import urllib.parse

import pygame_rules
from pygame_rules.engine.links import identity
from pygame_rules.engine.record import fair_seed, seed_commitment
from pygame_rules.engine.rng import sample_sequence

from .harness import choose, export_save, fair_start, visit, wait_ready

GAME = "highcard-fixture"
FIXTURE = pygame_rules.get_game(GAME)


def storage(page) -> str:
    return page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")


def the_save(page) -> dict:
    saves = page.evaluate("""Object.entries(localStorage).filter(([k]) => k.startsWith('pygame:save:'))
                             .map(([k, v]) => JSON.parse(v))""")
    assert len(saves) == 1, saves
    return saves[0]


def link_to(server, query: dict, record: pygame_rules.GameRecord) -> str:
    return f"{server.url}play.html?{urllib.parse.urlencode(query)}#{record.encode()}"


def refused(page, url: str, words: str) -> str:
    visit(page, url)
    assert wait_ready(page) == "error"
    message = page.locator("#error-message").inner_text()
    assert re.search(words, message, re.I), message
    return message


def new_context(browser):
    return browser.new_context(service_workers="block")


# ---------------------------------------------------------------- findings 1, 14, 15: play by link
def test_a_match_by_link_starts_fairly_and_each_device_accepts_only_its_continuation(browser, page, server):
    """One match between two browsers, with a forgery or an older link tried at each step.

    Finding 14: the seed is made of both players' secrets and the joiner checks it. Finding 1: a reply
    link into the saved match must continue it, with moves only by the other seat. Finding 15: an older
    link is refused, with its match= or without, and as= cannot change the seat a device plays. (The
    refusals the page does not decide itself, such as another seed or changed moves, are in test_links.)
    """
    ctx = new_context(browser)
    try:
        other = ctx.new_page()
        invitation, reply = fair_start(page, other, f"{server.url}play.html?game={GAME}&setup=link")
        assert "Fair start" in other.locator("#invite-note").inner_text()
        record = pygame_rules.decode(the_save(page)["share"])
        proof = record.seed_proof
        assert proof is not None and proof.commit == seed_commitment(proof.creator)
        assert record.seed == fair_seed(proof.creator, proof.joiner)
        joined = the_save(other)
        assert joined["phase"] == "joined" and joined["secret"] == proof.joiner and joined["commit"] == proof.commit
        assert proof.creator not in invitation            # the invitation holds only the commitment
        match = joined["id"]

        choose(page)                                      # seat 0 (here) plays; seat 1 is remote
        first = page.input_value("#remote-link")
        # The joiner's device checks the first game link against the secret it added: a consistent proof
        # made with another creator secret (a creator choosing the game after seeing ours) is refused.
        before = storage(other)
        other_secret = "ab" * 16
        reseeded = pygame_rules.GameRecord(
            game=GAME, rules_version=1, options=record.options, seed=fair_seed(other_secret, proof.joiner),
            seed_proof={"commit": seed_commitment(other_secret), "creator": other_secret, "joiner": proof.joiner})
        reseeded.replay()
        refused(other, link_to(server, {"game": GAME, "as": "1", "match": match}, reseeded), "secret this device")
        refused(other, reply, "send back")                # the reply works only on the creator's device
        assert storage(other) == before
        visit(other, first)
        assert wait_ready(other) == "ready"
        assert other.get_attribute("html", "data-hash") == page.get_attribute("html", "data-hash")
        assert "phase" not in the_save(other)

        choose(other)                                      # seat 1 answers
        genuine = other.input_value("#remote-link")
        assert "as=0" in genuine
        theirs = pygame_rules.decode(genuine.split("#", 1)[1])
        state = theirs.replay()                            # invent a move for seat 0, which this device plays
        assert FIXTURE.current_seat(state) == 0
        invented = theirs.model_copy(update={"actions": [*theirs.actions, FIXTURE.legal_actions(state)[0]]})
        before = storage(page)
        refused(page, link_to(server, {"game": GAME, "as": "0", "match": match}, invented), "adds moves for Seat 0")
        assert storage(page) == before
        visit(page, genuine)
        assert wait_ready(page) == "ready"
        assert page.get_attribute("html", "data-hash") == other.get_attribute("html", "data-hash")
        assert the_save(page)["id"] == match

        choose(page)
        second = page.input_value("#remote-link")
        visit(other, second.replace("as=1", "as=0"))        # as= cannot make this device the other seat
        assert wait_ready(other) == "ready"
        assert other.get_attribute("html", "data-viewer") == "1"
        before = storage(other)
        refused(other, first, "older")                    # taking back seat 0's second move
        bare = re.sub(r"&?(match|as)=[0-9a-f]+", "", first)
        assert "match=" not in bare and "as=" not in bare
        refused(other, bare, "older")
        assert storage(other) == before
    finally:
        ctx.close()


def test_an_older_share_link_or_save_file_of_a_local_game_is_refused(page, server, tmp_path):
    """Finding 15 on one device: going back to an older link or writing an older save back takes nothing back."""
    page.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(page) == "ready"
    choose(page)
    page.click("#share")
    old_link = page.input_value("#share-link")
    old_file = export_save(page, tmp_path / "old.json")
    choose(page)
    choose(page)
    before = storage(page)
    refused(page, old_link, "older")
    assert storage(page) == before
    saved = the_save(page)
    page.goto(f"{server.url}play.html?game={GAME}&save={saved['id']}")
    assert wait_ready(page) == "ready"
    page.set_input_files("#import", str(old_file))
    page.wait_for_selector("#notice:has-text('older')")
    assert storage(page) == before


# ---------------------------------------------------------------- finding 4: two tabs
def test_a_second_tab_on_the_same_save_stops_instead_of_losing_moves(context, server):
    tab_a = context.recorder.watch(context.new_page())
    tab_a.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(tab_a) == "ready"
    choose(tab_a)
    save_id = the_save(tab_a)["id"]
    tab_b = context.recorder.watch(context.new_page())
    tab_b.goto(f"{server.url}play.html?game={GAME}&save={save_id}")
    assert wait_ready(tab_b) == "ready"
    assert tab_b.get_attribute("html", "data-moves") == "1"
    choose(tab_a)                                              # tab A moves on
    tab_b.wait_for_selector("#stale", state="visible")
    assert tab_b.locator("#choices button").count() == 0
    stored = storage(tab_a)
    tab_b.locator("#stale-reload").click()
    assert wait_ready(tab_b) == "ready"
    assert tab_b.get_attribute("html", "data-moves") == "2"
    assert tab_b.get_attribute("html", "data-hash") == tab_a.get_attribute("html", "data-hash")
    assert storage(tab_b) == stored
    # And the store itself refuses an older copy even if a tab missed the storage event.
    result = tab_b.evaluate("""async () => {
        const s = await import('./js/saves.js');
        localStorage.setItem('pygame:save:t', JSON.stringify({id: 't', game: 'x', share: 'g1.x', rev: 5}));
        return s.writeSave({id: 't', game: 'x', share: 'g1.y', rev: 3}); }""")
    assert result == {"ok": False, "reason": "stale"}


# ---------------------------------------------------------------- finding 5: storage full
FILL = """() => {
    const chunk = 'x'.repeat(256 * 1024);
    let i = 0;
    for (let size = chunk.length; size >= 1; size = Math.floor(size / 4)) {
        try { for (;;) localStorage.setItem('junk:' + (i++), chunk.slice(0, size)); } catch (e) {}
    }
    return i; }"""


def our_turn(page, timeout_s: float = 60) -> None:
    """Wait until the computer has moved and the human seat decides again (or the game is over)."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if page.get_attribute("html", "data-over") == "1" or (
                page.get_attribute("html", "data-seat") == page.get_attribute("html", "data-viewer")
                and page.get_attribute("html", "data-busy") != "1"):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"still waiting: {page.locator('#status').inner_text()}")


def test_with_storage_full_play_goes_on_the_computer_moves_and_export_works(page, server, tmp_path):
    query = urllib.parse.urlencode({"game": "ming-voyages", "setup": "vs-overlord", "options": "{}"})
    page.goto(f"{server.url}index.html")
    page.evaluate(FILL)
    page.goto(f"{server.url}play.html?{query}")                # a new game starts with storage full
    assert wait_ready(page) == "ready"
    page.wait_for_selector("#save-failed", state="visible")
    assert "storage for the site is full" in page.locator("#save-failed").inner_text()
    assert "QuotaExceeded" not in page.locator("body").inner_text()
    start = int(page.get_attribute("html", "data-moves"))
    for _ in range(6):                                         # our moves and the computer's
        our_turn(page)
        choose(page, "last")
    assert int(page.get_attribute("html", "data-moves")) > start + 3
    our_turn(page)                                             # the computer's turn ends; it never hangs
    with page.expect_download() as dl:
        page.click("#save-failed-export")
    path = tmp_path / "kept.json"
    dl.value.save_as(path)
    data = json.loads(path.read_text())
    _, state = pygame_rules.load(data["share"])
    assert pygame_rules.get_game("ming-voyages").state_hash(state) == page.get_attribute("html", "data-hash")
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('junk:')).forEach(k => localStorage.removeItem(k))")
    our_turn(page)
    choose(page, "last")
    page.wait_for_selector("#save-failed", state="hidden")
    our_turn(page)                                             # the computer's answer is played and saved too
    page.wait_for_function("""() => {                          // saved after the page counts the move
        const saves = Object.entries(localStorage).filter(([k]) => k.startsWith('pygame:save:'));
        return saves.length === 1 && JSON.parse(saves[0][1]).moves === Number(document.documentElement.dataset.moves);
    }""")
    assert the_save(page)["moves"] == int(page.get_attribute("html", "data-moves"))


# ---------------------------------------------------------------- finding 7: an older rules version
def test_a_save_of_an_older_rules_version_is_marked_and_can_be_exported(page, server, tmp_path):
    spring = pygame_rules.get_game("spring-autumn")
    assert spring.rules_version >= 2
    old = pygame_rules.GameRecord(game=spring.id, rules_version=spring.rules_version - 1, options={}, seed=7)
    page.goto(f"{server.url}index.html")
    page.evaluate(f"""localStorage.setItem('pygame:save:0123456789ab', JSON.stringify({{
        id: '0123456789ab', game: 'spring-autumn', title: 'Spring and Autumn', moves: 3, share: {old.encode()!r} }}))""")
    page.reload()
    item = page.locator("[data-save='0123456789ab']")
    item.wait_for()
    page.wait_for_selector("[data-save='0123456789ab'][data-outdated='1']")
    assert "older version of the rules" in item.inner_text()
    assert item.locator("a").count() == 0
    with page.expect_download() as dl:
        item.locator("button", has_text="Export").click()
    assert json.loads(dl.value.path().read_text())["share"] == old.encode()
    before = storage(page)
    refused(page, f"{server.url}play.html?game=spring-autumn&save=0123456789ab", "can no longer replay")
    assert page.is_visible("#error-export")
    assert storage(page) == before


# ---------------------------------------------------------------- finding 8: passing the device
WATCH_FRAMES = """
window.__frames = [];
new MutationObserver(() => {
  const game = document.getElementById('game');
  if (!game) return;
  const visible = !game.hidden;
  if (visible && !window.__shown) {
    const board = document.getElementById('board');
    window.__frames.push({viewer: document.documentElement.dataset.viewer, board: board ? board.textContent : ''});
  }
  window.__shown = visible;
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['hidden']});
"""


def test_passing_the_device_never_shows_the_previous_players_view(context, server):
    context.add_init_script(WATCH_FRAMES)
    page = context.recorder.watch(context.new_page())
    page.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(page) == "ready"
    for _ in range(4):
        moves = page.get_attribute("html", "data-moves")
        page.locator("#choices button").first.click()
        page.wait_for_selector("html[data-pass='1']", state="attached")
        assert page.locator("#board").inner_text() == "" and page.locator("#panel").inner_text() == ""
        page.click("#pass-ready")
        page.wait_for_selector(f"html:not([data-moves='{moves}'])[data-pass='0'][data-busy='0']", state="attached")
    frames = page.evaluate("window.__frames")
    assert len(frames) >= 5
    for frame in frames:
        view = json.loads(frame["board"])
        seat = int(frame["viewer"])
        assert isinstance(view["hands"][seat], list), frame        # the viewer's own hand, face up
        assert isinstance(view["hands"][1 - seat], int), frame     # the other hand only as a count


# ---------------------------------------------------------------- finding 10: import from the replay viewer
def test_import_from_the_replay_viewer_stores_the_game(page, server, tmp_path):
    page.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(page) == "ready"
    choose(page)
    position = page.get_attribute("html", "data-hash")
    path = export_save(page, tmp_path / "save.json")
    page.evaluate("localStorage.clear()")
    page.click("#replay-open")
    assert wait_ready(page) == "ready"
    assert "replay=1" in page.url
    page.set_input_files("#import", str(path))
    page.wait_for_selector("#notice:has-text('imported')")
    assert "save=" in page.url and "replay" not in page.url
    assert page.get_attribute("html", "data-hash") == position
    saved = the_save(page)
    assert saved["moves"] == 1 and saved["ident"] == identity(pygame_rules.decode(saved["share"]))


# ---------------------------------------------------------------- finding 12: the HTML sinks
def test_board_and_panel_markup_pass_an_allow_list(page, server):
    page.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(page) == "ready"
    hostile = ('<svg viewBox="0 0 9 9"><script type="py">import js</script><rect width="3" onclick="x()"/>'
               '<a href="javascript:alert(1)"><text>t</text></a><foreignObject><div>f</div></foreignObject>'
               '<use href="#ok"/><use href="https://example.com/x.svg#a"/><style>rect{fill:url(https://e.x/a)}</style>'
               '</svg><img src="x" onerror="alert(1)"><script>alert(1)</script><div style="color:red" '
               'data-card="3" aria-label="card">ok</div><iframe src="x"></iframe>')
    result = page.evaluate("""async (markup) => {
        const { sanitize } = await import('./js/sanitize.js');
        const { fragment, dropped } = sanitize(markup);
        const div = document.createElement('div');
        div.append(fragment);
        return { html: div.innerHTML, dropped }; }""", hostile)
    html = result["html"]
    for bad in ("script", "onclick", "onerror", "javascript:", "foreignObject", "<img", "iframe", "example.com",
                "url("):
        assert bad.lower() not in html.lower(), (bad, html)
    for good in ('width="3"', 'href="#ok"', 'data-card="3"', 'aria-label="card"', 'style="color:red"', ">ok<"):
        assert good in html, (good, html)

    ming = pygame_rules.get_game("ming-voyages")
    state = ming.new_game(4, mode="solo")
    drawn = ming.render(ming.view(state, 0), 0)
    dropped = page.evaluate("""async ([svg, panel]) => {
        const { sanitize } = await import('./js/sanitize.js');
        return [...sanitize(svg).dropped, ...sanitize(panel).dropped]; }""", [drawn["svg"], drawn["panel"]])
    assert dropped == []                                            # a real board loses nothing


# ---------------------------------------------------------------- findings 2 and 3: hostile short links
DEEP_LINK = "g1.eNrtwTENAAAAAqCgzv41rOEBJAAAwLsCAAD3BkhrbLk"     # 3,000 nested lists in 46 characters


def test_a_deeply_nested_link_is_refused_and_python_keeps_working(page, server, tmp_path):
    message = refused(page, f"{server.url}play.html?game=ming-voyages#{DEEP_LINK}", "nested")
    assert "Traceback" not in message
    assert page.evaluate("window.pygameEngine.rngSample(7, 3, 6)") == sample_sequence(7, 3, 6)   # Python lives
    page.goto(f"{server.url}play.html?game={GAME}")
    assert wait_ready(page) == "ready"
    bad = tmp_path / "deep.json"
    bad.write_text(json.dumps({"format": "pygame-save", "share": DEEP_LINK}))
    page.set_input_files("#import", str(bad))
    page.wait_for_selector("#notice:has-text('cannot be opened')")
    choose(page)                                                 # the engine still answers
    assert page.get_attribute("html", "data-moves") == "1"


def test_a_short_link_of_thousands_of_moves_is_refused_at_once(page, server):
    spring = pygame_rules.get_game("spring-autumn")
    passes = pygame_rules.GameRecord(game=spring.id, rules_version=spring.rules_version, options={}, seed=1,
                                     actions=[{"type": "pass"}] * (spring.max_actions + 1))
    assert len(passes.encode()) < 600
    refused(page, f"{server.url}play.html?game=spring-autumn#{passes.encode()}", "more than any real game")
