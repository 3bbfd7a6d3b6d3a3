// Play, a part of the site's one page (app.js starts the engine worker as the page loads): opens the
// game named in the address — a new game in one of the ways the game offers, a save, a shared link,
// or a replay — and plays it:
// human seats choose by clicking the board, the cards or the choice buttons
// (or with the keyboard), computer seats move in the worker, the device is
// passed between human players, remote players get a link to continue. It
// autosaves after every action. Boards come from the game's Python renderer;
// this page only moves strings into the DOM and turns clicks into actions.
import { EngineError } from "./engine-client.js";
import * as progress from "./progress.js";
import { readSave, writeSave, newSaveId, savesOf, download, saveKey } from "./saves.js";
import { targetsOf, tokenOf, PICKABLE } from "./choices.js";
import { setMarkup } from "./sanitize.js";
import * as invites from "./invites.js";
import * as thinking from "./thinking.js";

const root = document.documentElement;
const $ = (id) => document.getElementById(id);
let params = new URLSearchParams(location.search);
let engine = null;
let navigate = (href) => { location.href = href; };
let generation = 0;       // which opening of a game this is: work of an earlier one is dropped
let snap = null;
let save = null;          // {id, game, setup, label, seats, ...}: what the lobby lists
let viewer = -1;          // the seat whose eyes the page has
let selection = [];       // tokens picked by clicking the board or cards
let busy = false;
let replay = null;        // {share, step, total} in the replay viewer
let shown = false;        // has a position been shown yet? (the first one needs no passing of the device)
let stale = false;        // another tab moved this game on: this tab stops
let atHand = null;        // a stored save the error screen can still export

function fail(message) {
  progress.hideLoading();
  $("game").hidden = true;
  $("invite").hidden = true;
  $("error").hidden = false;
  $("error-message").textContent = message;
  $("error-export-box").hidden = !atHand;
  root.dataset.state = "error";
}
$("error-export").addEventListener("click", () => atHand && download(atHand));

function notice(text) { $("notice").textContent = text; }

// ---------------------------------------------------------------- seats
const seatKind = (seat) => (save && save.seats ? save.seats[String(seat)] : "human") || "human";
const isHuman = (seat) => seatKind(seat) === "human";
const NON_BOTS = ["human", "remote", "rules"];    // engine/game.py NON_BOT_SEATS
const isBot = (seat) => !NON_BOTS.includes(seatKind(seat));
const humans = () => Object.keys(save.seats || {}).filter((s) => save.seats[s] === "human").map(Number);
const seatName = (seat) => (snap && snap.seat_names[seat]) || `Seat ${seat}`;
// A seat's name inside a sentence: "the Emperor" for a role, "Wu" or "Player 2" as they are.
function theSeat(name, gameId = snap && snap.game) {
  const meta = gameId && engine && engine.info ? gameMeta(gameId) : null;
  const article = meta && typeof meta.seat_article === "string" ? meta.seat_article : "the";
  return article ? `${article} ${name}` : name;
}

// The seat whose eyes the page should have now: the human to decide, else the last human viewer.
function wantedViewer() {
  if (replay) return -1;
  if (snap && snap.seat !== null && isHuman(snap.seat)) return snap.seat;
  if (viewer >= 0 && isHuman(viewer)) return viewer;
  const h = humans();
  return h.length ? h[0] : -1;
}

// ---------------------------------------------------------------- rendering
function describe(view) {
  const pre = document.createElement("pre");
  pre.className = "view";
  pre.textContent = JSON.stringify(view, null, 1);
  return pre;
}

function statusText() {
  if (snap.outcome) {
    const w = snap.outcome.winners;
    return `Game over: ${w.length ? w.map(seatName).join(" and ") + " won" : "a draw"} (${snap.outcome.reason}).`;
  }
  if (replay) return `Replay: ${replayWhere()}.`;
  if (snap.seat === null) return "The game takes an automatic step.";
  if (snap.seat === viewer) return `${seatName(snap.seat)}, your decision.`;
  if (isBot(snap.seat)) return `The computer (${seatName(snap.seat)}) is thinking…`;
  if (seatKind(snap.seat) === "remote") return `Waiting for ${theSeat(seatName(snap.seat))}: send them the link below.`;
  return `${seatName(snap.seat)} to decide.`;
}

function matches() {
  return snap.legal.filter((c) => selection.every((t) => targetsOf(c).has(t)));
}

function renderChoices() {
  const list = matches();
  const grouped = list.length > 4 && list.some((c) => c.group);
  const button = ({ action, label, short }) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = sentence(grouped ? short : label);    // the games' words are clauses ("buy Mining")
    if (grouped) b.setAttribute("aria-label", sentence(label));
    b.addEventListener("click", () => play(action));
    return b;
  };
  let buttons;
  if (grouped) {
    // One row per group (for example per card): its heading, then its uses.
    const groups = new Map();
    for (const c of list) {
      if (!groups.has(c.group)) groups.set(c.group, []);
      groups.get(c.group).push(c);
    }
    buttons = [...groups].map(([name, items]) => {
      const row = document.createElement("div");
      row.className = "choice-group";
      row.setAttribute("role", "group");
      if (name) {
        row.setAttribute("aria-label", name);
        row.append(Object.assign(document.createElement("span"), { className: "group-name", textContent: name }));
      }
      row.append(...items.map(button));
      return row;
    });
  } else {
    buttons = list.map(button);
  }
  if (selection.length) {
    const all = document.createElement("button");
    all.type = "button";
    all.className = "secondary";
    all.textContent = "Show all choices";
    all.addEventListener("click", () => { selection = []; renderChoices(); });
    buttons.push(all);
  }
  $("choices").replaceChildren(...buttons);
  // Highlight what can be clicked on the board and the cards.
  const live = new Set(list.flatMap((c) => [...targetsOf(c)]));
  document.querySelectorAll(`#board :is(${PICKABLE}), #panel :is(${PICKABLE})`).forEach((node) => {
    const t = tokenOf(node);
    const on = live.has(t);
    node.classList.toggle("target", on);
    node.classList.toggle("picked", selection.includes(t));
    if (on) node.setAttribute("tabindex", "0"); else node.removeAttribute("tabindex");
  });
}

// On a narrow screen the board scrolls sideways: after a move, bring into view the places the player may
// click, or else what the board marks as its focus (data-focus: Death of Heaven's attack target), unless they
// are in view already. Run in an animation frame, when the browser lays the page out anyway.
function boardInView() {
  const board = $("board");
  if (board.scrollWidth <= board.clientWidth + 1) return;
  let marks = [...board.querySelectorAll(".target")];
  if (!marks.length) marks = [...board.querySelectorAll("[data-focus]")];
  if (!marks.length) return;
  const box = board.getBoundingClientRect();
  const rects = marks.map((m) => m.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left)), right = Math.max(...rects.map((r) => r.right));
  if (left >= box.left && right <= box.right) return;
  board.scrollLeft += (left + right - box.left - box.right) / 2;
}

// The game's rules reference and list of cards, opened beside the game.
function referenceLinks() {
  const meta = gameMeta(snap.game);
  for (const [id, page] of [["rules-link", meta && meta.rules_page], ["cards-link", meta && meta.cards_page]]) {
    $(id).hidden = !page;
    if (page) $(id).href = page;
  }
}

// Scroll a list to its newest entry in the next frame, when the browser lays the page out anyway: reading
// scrollHeight right after changing the page would make it lay out the whole board once more.
const toBottom = new Set();
function scrollToNewest(node) {
  if (!toBottom.size) {
    requestAnimationFrame(() => {
      for (const n of toBottom) n.scrollTop = n.scrollHeight;
      toBottom.clear();
    });
  }
  toBottom.add(node);
}

// A list that only grows between moves (the log): append the new entries, drop the ones an undo took back,
// rebuild nothing else. ``keys`` says which entry is which.
const shownLists = new Map();
function syncList(node, entries, key, item) {
  const shown = shownLists.get(node) || [];
  const keys = entries.map(key);
  let same = 0;
  while (same < shown.length && same < keys.length && shown[same] === keys[same]) same += 1;
  if (node.children.length !== shown.length) same = 0;       // changed by someone else: start again
  while (node.children.length > same) node.lastElementChild.remove();
  node.append(...entries.slice(same).map(item));
  shownLists.set(node, keys);
}

// Moves in a row of one seat that read alike and carry no reasons (Land of Han's "Writes orders", one per order of a
// sheet still sealed) are one line of the log, with how many there were.
function foldedLog(log) {
  const lines = [];
  for (const e of log) {
    const last = lines[lines.length - 1];
    if (last && !e.why && !last.why && last.who === e.who && last.text === e.text && last.rule === e.rule
        && last.index + last.count === e.index) last.count += 1;
    else lines.push({ ...e, count: 1 });
  }
  return lines;
}

let drawn = { svg: null, panel: null };     // the markup now on the page, so an unchanged one is not redrawn

function render() {
  $("title").textContent = snap.title;
  referenceLinks();
  document.title = `${snap.title} · Ancient China board games`;
  if (!snap.svg) {
    $("board").replaceChildren(describe(snap.view));
    drawn.svg = null;
  } else if (snap.svg !== drawn.svg || !$("board").firstElementChild) {
    setMarkup($("board"), snap.svg);
    drawn.svg = snap.svg;
    $("place-info").hidden = true;
  }
  // A fold-out of the panel (the key to the board, say) stays open or closed as the player left it;
  // fold-outs of one class (the players' boards) tell themselves apart by data-fold.
  const foldOf = (d) => `${d.className} ${d.dataset.fold || ""}`;
  if ((snap.panel || "") !== drawn.panel || !$("panel").firstElementChild) {
    const folds = new Map([...$("panel").querySelectorAll("details[class]")].map((d) => [foldOf(d), d.open]));
    setMarkup($("panel"), snap.panel || "");
    drawn.panel = snap.panel || "";
    for (const d of $("panel").querySelectorAll("details[class]")) {
      if (folds.has(foldOf(d))) d.open = folds.get(foldOf(d));
    }
    // A line of the panel that names its rule (data-rule, a Land of Han season report's) links to it, as the log
    // does: the panel's markup carries no links of its own (sanitize.js allows none out of the drawing).
    for (const li of $("panel").querySelectorAll("[data-rule]")) ruleLink(li, li.dataset.rule);
  }
  $("status").textContent = statusText();
  selection = [];
  renderChoices();
  requestAnimationFrame(boardInView);
  $("undo").disabled = !snap.undoable || !!replay;
  $("undo").textContent = snap.undoable ? `Undo my last move` : "Undo";
  $("computer").hidden = !!replay || !!snap.outcome || snap.seat !== viewer;
  $("hint").hidden = $("computer").hidden;
  $("hint-box").hidden = true;
  $("replay-bar").hidden = !replay;
  if (replay) {
    $("replay-step").textContent = replayWhere();
    $("replay-first").disabled = $("replay-prev").disabled = $("replay-back").disabled = replay.step === 0;
    $("replay-next").disabled = $("replay-last").disabled = $("replay-fwd").disabled = replay.step >= replay.total;
    const back = replay.from && readSave(replay.from);
    $("replay-exit").textContent = back ? "Back to the game" : "Back to the lobby";
  }
  renderRecap();
  renderOver();
  syncList($("log"), foldedLog(snap.log), (e) => `${e.index}\u0000${e.count}\u0000${e.who}\u0000${e.text}\u0000${e.why || ""}\u0000${e.rule}`, (e) => {
    const li = document.createElement("li");
    li.value = e.index;                      // numbered by move (from 1), a folded line by its first
    li.textContent = `${e.who}: ${e.text}${e.count > 1 ? ` (${e.count} times)` : ""}`;
    if (e.why) li.append(Object.assign(document.createElement("small"), { textContent: ` — ${e.why}` }));
    ruleLink(li, e.rule);
    return li;
  });
  // The game's narration is a window on the latest lines: it is rebuilt whenever the window moves.
  syncList($("events"), snap.game_log || [], (line) => `${line.text}\u0000${line.rule}`, (line) => {
    const li = document.createElement("li");
    li.textContent = sentence(line.text);
    ruleLink(li, line.rule);
    return li;
  });
  $("events-box").hidden = !(snap.game_log || []).length;
  for (const id of ["log", "events"]) scrollToNewest($(id));
  showRemoteLink();
  Object.assign(root.dataset, { hash: snap.hash, moves: String(snap.moves), over: snap.outcome ? "1" : "0",
                                seat: String(snap.seat), viewer: String(viewer) });
}

// ---------------------------------------------------------------- since your last move
// The game's narration since the start of the viewer's latest move (the worker's "recap"). Lines the
// viewer has not seen yet appear one by one at the chosen pace; "Show all now" shows the rest at once
// and lets the computer's remaining moves of this turn play without pauses.
const PACES = {
  readable: { line: 650, bot: 900, words: "Faster", next: "fast" },
  fast: { line: 150, bot: 250, words: "Fastest", next: "instant" },
  instant: { line: 0, bot: 0, words: "Slower", next: "readable" },
};
let pace = PACES[localStorage.getItem("pygame:pace")] ? localStorage.getItem("pygame:pace") : "readable";
let skipping = false;       // "Show all now" for the rest of this turn
let seenLog = [];           // the narration already on screen
let revealTimer = null;

// The lines of ``now`` after those of ``then`` (a view may keep only the tail of a long log).
function added(then, now) {
  for (let shift = 0; shift <= then.length; shift++) {
    const kept = then.slice(shift);
    if (kept.every((line, i) => now[i] === line)) return now.slice(kept.length);
  }
  return now;
}

// The game's narration as sentences: the rules write "the game ends: ...", the page shows "The game ends: ...".
const sentence = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function recapItem(line) {
  const li = document.createElement("li");
  li.textContent = sentence(line.text);
  ruleLink(li, line.rule);
  return li;
}

function renderRecap() {
  clearTimeout(revealTimer);
  const lines = snap.recap || [];
  const narration = (snap.game_log || []).map((l) => l.text);
  const fresh = Math.min(lines.length, added(seenLog, narration).length);
  seenLog = narration;
  $("recap-box").hidden = !lines.length;
  $("recap-title").textContent = replay ? "What this move did" : "Since your last move";
  const list = $("recap");
  const instant = skipping || pace === "instant" || !!replay;
  let count = instant ? lines.length : lines.length - fresh;
  list.replaceChildren(...lines.slice(0, count).map(recapItem));
  $("pace-faster").textContent = PACES[pace].words;
  const more = () => {
    $("pace-skip").hidden = count >= lines.length;
    root.dataset.revealing = count < lines.length ? "1" : "0";
    scrollToNewest(list);
    if (count >= lines.length) return;
    revealTimer = setTimeout(() => { list.append(recapItem(lines[count])); count += 1; more(); }, PACES[pace].line);
  };
  more();
  $("pace-skip").onclick = () => {
    skipping = true;
    clearTimeout(revealTimer);
    list.replaceChildren(...lines.map(recapItem));
    count = lines.length;
    more();
  };
}

$("pace-faster").addEventListener("click", () => {
  pace = PACES[pace].next;
  localStorage.setItem("pygame:pace", pace);
  $("pace-faster").textContent = PACES[pace].words;
  notice(pace === "instant" ? "The computer's moves now show at once." : pace === "fast"
    ? "The computer's moves now show quickly." : "The computer's moves now show at a readable pace.");
});

// ---------------------------------------------------------------- game over
function renderOver() {
  const over = snap.outcome && !replay;
  $("game-over").hidden = !over;
  if (!over) return;
  const w = snap.outcome.winners;
  const mine = w.includes(viewer) && humans().length === 1;
  $("game-over-title").textContent = !w.length ? "Game over: a draw"
    : mine ? `You won as ${theSeat(w.map(seatName).join(" and "))}`
    : `Game over: ${theSeat(w.map(seatName).join(" and "))} won`;
  const reason = snap.outcome.reason || "";
  $("game-over-reason").textContent = reason ? `${reason[0].toUpperCase()}${reason.slice(1)}.` : "";
  $("game-over-details").replaceChildren(...(snap.outcome.details || []).map((text) =>
    Object.assign(document.createElement("li"), { textContent: text })));
  const scores = Object.entries(snap.outcome.scores || {});
  const fewest = snap.outcome.fewest_wins === true;
  $("game-over-standings").hidden = !scores.length;
  $("game-over-standings").querySelector("thead th:last-child").textContent = snap.outcome.score_name || "Score";
  $("game-over-standings").querySelector("tbody").replaceChildren(...scores
    .sort((a, b) => (fewest ? a[1] - b[1] : b[1] - a[1]))
    .map(([seat, score]) => {
      const tr = document.createElement("tr");
      tr.append(Object.assign(document.createElement("td"), { textContent: seatName(Number(seat)) }),
                Object.assign(document.createElement("td"), { textContent: String(score) }));
      return tr;
    }));
  $("rematch").hidden = !save || !save.setup || save.id === "replay";
}

$("rematch").addEventListener("click", () => {
  const query = new URLSearchParams({ game: snap.game, setup: save.setup, options: JSON.stringify(snap.options || {}) });
  navigate(`./play.html?${query}`);
});
$("new-game").addEventListener("click", () => navigate(`./index.html?new=${encodeURIComponent(snap.game)}`));
$("over-replay").addEventListener("click", () => navigate(linkFor({ step: 0 })));
$("over-share").addEventListener("click", () => copy(linkFor(), "Link"));

// After a move the keyboard focus goes to the first choice (not back to the top of the page).
function focusChoice() {
  if (replay || !snap || snap.seat !== viewer) return;
  const active = document.activeElement;
  if (active && active !== document.body && !$("game").contains(active)) return;
  if (active && active.closest && active.closest("#choices, #board, #panel") && document.contains(active)) return;
  const first = $("choices").querySelector("button");
  if (first) first.focus({ preventScroll: true });
}

// Each log entry links to the rule it applied, in the game's rules reference page.
function ruleLink(li, rule) {
  const meta = gameMeta(snap.game);
  if (!rule || !meta || !meta.rules_page) return;
  const a = document.createElement("a");
  a.href = `${meta.rules_page}#${rule}`;
  a.target = "_blank";
  a.rel = "noopener";
  a.className = "rule";
  a.textContent = "rule";                 // the ID is the anchor and the small print of the rules page
  a.title = `The rule this applied (${rule}), in the rules reference`;
  a.setAttribute("aria-label", `the rule this applied, ${rule}`);
  li.append(" ", a);
}

// Bot explanations are kept with the save, so the log shows them after a reload too.
function remember(bot) {
  if (!bot) return;
  save.why = { ...(save.why || {}), [snap.moves]: bot.why };
}

function decorateLog() {
  for (const e of snap.log) if (save.why && save.why[e.index]) e.why = save.why[e.index];
}

// Save after every action. Saving never stops play: a full storage shows a warning with an export
// button (the game goes on in memory), and a newer copy written by another tab stops this tab.
function autosave() {
  if (replay || stale) return;
  const summary = snap.outcome ? "finished" : `${snap.moves} move${snap.moves === 1 ? "" : "s"}`;
  Object.assign(save, { game: snap.game, title: snap.title, moves: snap.moves, round: snap.round, summary,
                        share: snap.share, ident: snap.ident, rules_version: snap.rules_version });
  persist();
}

function persist() {
  const result = writeSave(save);
  if (result.reason === "stale") { goStale(); return; }
  $("save-failed").hidden = result.ok;
  root.dataset.saved = result.ok ? "1" : "0";
  if (!result.ok) {
    $("save-failed-text").textContent = result.reason === "full"
      ? "Saving failed: this browser's storage for the site is full, so your latest moves are not saved on this "
        + "device. You can keep playing; export the game to keep it, or delete old games in the lobby to make room."
      : "Saving failed: this browser refused to store the game. You can keep playing; export the game to keep it.";
  }
}

function goStale() {
  stale = true;
  $("stale").hidden = false;
  $("choices").replaceChildren();
  root.dataset.stale = "1";
}
$("stale-reload").addEventListener("click", () => location.reload());
$("save-failed-export").addEventListener("click", () => download({ ...save, updated: new Date().toISOString() }));
$("update-reload").addEventListener("click", () => location.reload());

// Another tab wrote this game: if its copy is newer than ours, stop here before the two diverge.
window.addEventListener("storage", (event) => {
  if (!save || replay || stale || event.key !== saveKey(save.id)) return;
  const stored = readSave(save.id);
  if (!stored || (stored.rev || 0) > (save.rev || 0)) goStale();
});

// ---------------------------------------------------------------- the turn loop
// Let the browser handle what waits (input, drawing) before going on.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function settle(next) {
  snap = next;
  remember(next.bot);
  decorateLog();
  const want = wantedViewer();
  let passed = false;
  if (want !== viewer && want >= 0) {
    const passing = shown && humans().length > 1 && viewer >= 0;
    viewer = want;
    if (passing && !snap.outcome) {
      autosave();              // the move is saved before the device changes hands
      await passDevice(want);
      passed = true;
    }
  }
  // The snapshot must be the one of the seat whose eyes the page has (a link opens as a spectator first).
  if (viewer >= 0 && (snap.viewer ?? -1) !== viewer) {
    snap = await engine.snapshot(viewer);
    decorateLog();
  }
  if (snap.seat === viewer || snap.outcome) skipping = false;
  render();
  if (passed) $("game").hidden = false;   // only now, with the new seat's view drawn
  shown = true;
  autosave();
  // Focus moves in a task of its own: focusing lays the page out, and laying out a board just drawn in the same
  // task as the drawing would keep the main thread busy past 50 ms after a move (Spring and Autumn's board).
  const mine = generation;
  await nextTask();
  if (mine !== generation) return;         // the player has left this game meanwhile
  focusChoice();
  if (snap.outcome && !replay) $("game-over-title").focus({ preventScroll: true });
  if (!snap.outcome && !replay && !stale && snap.seat !== null && isBot(snap.seat)) {
    const wait = skipping ? 0 : PACES[pace].bot;
    setTimeout(() => mine === generation && run(() => computerMove(seatKind(snap.seat), snap.seat)), wait);
  }
}

// A computer seat's move: a search bot thinks in slices, its progress shown (site/js/thinking.js); any other
// bot moves at once.
async function computerMove(bot, seat) {
  const name = theSeat(seatName(seat));
  const who = `${name[0].toUpperCase()}${name.slice(1)} has played out`;
  return (await thinking.think(engine, { bot, viewer, who })) ?? engine.botMove(bot, viewer);
}

// Hide everything until the next human player says they hold the device. The previous player's
// board, hand and choices are removed, not just hidden, so no frame can show them to the next one.
function passDevice(seat) {
  return new Promise((resolve) => {
    $("pass-name").textContent = seatName(seat);
    $("pass-ready").querySelector("span").textContent = seatName(seat);
    $("game").hidden = true;
    for (const id of ["board", "panel", "choices", "log", "events", "status", "recap", "place-info"]) $(id).replaceChildren();
    $("place-info").hidden = true;
    $("recap-box").hidden = true;
    $("pass").hidden = false;
    root.dataset.pass = "1";
    $("pass-ready").focus();
    $("pass-ready").onclick = () => {
      $("pass").hidden = true;
      root.dataset.pass = "0";
      resolve();
    };
  });
}

async function run(call) {
  if (busy || stale) return;
  const mine = generation;
  busy = true;
  root.dataset.busy = "1";
  try {
    const next = await call();
    if (mine !== generation) return;       // the player has left this game meanwhile
    notice("");
    await settle(next);
  } catch (err) {
    notice(err instanceof EngineError ? err.message : `Unexpected error: ${err}`);
  } finally {
    busy = false;
    root.dataset.busy = "0";
  }
}

const play = (action) => run(() => engine.act(action, viewer));

// Clicking a region, a Voyage or a card narrows the choices to those that use it.
function pick(node) {
  if (!snap || busy || !snap.legal.length) return;
  const token = tokenOf(node);
  if (!token) return;
  selection = selection.includes(token) ? selection.filter((t) => t !== token) : [...selection, token];
  let list = matches();
  if (!list.length) {
    selection = [token];
    list = matches();
  }
  if (list.length === 1) play(list[0].action);
  else if (!list.length) selection = [];
  renderChoices();
}
// A place of the board tells what is there in its <title>: a mouse shows it on hover, and a tap or a key shows it
// in words beside the choices (#place-info), since touch screens and keyboards have no hover.
function tellPlace(node) {
  const place = node.closest("#board [data-region]");
  const words = place && place.querySelector(":scope > title");
  if (!words) return;
  $("place-info").textContent = words.textContent;
  $("place-info").hidden = false;
}
for (const id of ["board", "panel"]) {
  $(id).addEventListener("click", (e) => {
    tellPlace(e.target);
    const node = e.target.closest(PICKABLE);
    if (node) pick(node);
  });
  $(id).addEventListener("keydown", (e) => {
    const node = e.target.closest(PICKABLE);
    if (node && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); tellPlace(node); pick(node); }
  });
}
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && selection.length) { selection = []; renderChoices(); }
});

// ---------------------------------------------------------------- tools
$("undo").addEventListener("click", () => run(() => engine.undo(viewer)));
// "Let the computer choose" takes this one decision with the game's own bot for the seat.
$("computer").addEventListener("click", () => {
  const meta = gameMeta(snap.game);
  const bot = (meta && meta.bots && meta.bots[String(snap.seat)]) || "random";
  run(() => engine.botMove(bot, viewer));
});

// "Hint": the search opponent thinks about the player's own decision, from what their seat may know, and
// says what it would do and why; nothing is played.
const HINT_BOT = "search-normal";
$("hint").addEventListener("click", async () => {
  if (!snap || busy || stale || snap.seat !== viewer) return;
  const mine = generation;
  busy = true;
  root.dataset.busy = "1";
  try {
    const found = await thinking.think(engine, { bot: HINT_BOT, viewer, hint: true, who: "Looking for a hint:" });
    if (mine !== generation || !found) return;
    const { did, why, iterations, seconds } = found.hint;
    $("hint-what").textContent = sentence(did);
    $("hint-why").textContent = `${why[0].toUpperCase()}${why.slice(1)}. (${iterations.toLocaleString("en")} `
      + `simulated games in ${seconds} s, from what your seat may see.)`;
    $("hint-box").hidden = false;
  } catch (err) {
    notice(err instanceof EngineError ? err.message : `Unexpected error: ${err}`);
  } finally {
    busy = false;
    root.dataset.busy = "0";
  }
});

function linkFor({ as = null, step = null } = {}) {
  const url = new URL("./play.html", location.href);
  url.search = "";
  url.searchParams.set("game", snap.game);
  if (as !== null) { url.searchParams.set("as", String(as)); url.searchParams.set("match", save.id); }
  if (step !== null) {
    url.searchParams.set("replay", "1");
    url.searchParams.set("step", String(step));
    const from = replay ? replay.from : save && save.id;
    if (from && MATCH.test(from)) url.searchParams.set("from", from);
  }
  url.hash = replay ? replay.share : snap.share;
  return url.href;
}

function showRemoteLink() {
  const remote = !replay && !snap.outcome && snap.seat !== null && seatKind(snap.seat) === "remote";
  $("remote").hidden = !remote;
  if (remote) $("remote-link").value = linkFor({ as: snap.seat });
}

async function copy(text, what) {
  const link = $("share-link");
  link.value = text;
  link.hidden = false;
  link.select();
  try {
    await navigator.clipboard.writeText(text);
    notice(`${what} copied. The link holds the whole game record, hidden cards included.`);
  } catch {
    notice(`Copy the ${what.toLowerCase()} below.`);
  }
}

$("share").addEventListener("click", () => copy(replay ? linkFor({ step: replay.step }) : linkFor(), "Link"));
$("replay-open").addEventListener("click", () => navigate(linkFor({ step: 0 })));
$("remote-copy").addEventListener("click", () => copy($("remote-link").value, "Link for your opponent"));

// Export what this tab holds (it may not be stored, if saving failed); the replay viewer exports its record.
$("export").addEventListener("click", () => {
  const data = replay ? { id: "replay", game: snap.game, title: snap.title, share: replay.share, label: "replay" }
    : { ...save, game: snap.game, title: snap.title, moves: snap.moves, share: snap.share, ident: snap.ident,
        rules_version: snap.rules_version };
  download({ ...data, updated: new Date().toISOString() });
});

// A save file: parsed and checked as data (never evaluated). Returns the save or a reason it is refused.
export async function readSaveFile(file) {
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { refused: "That file is not a saved game (it is not JSON). Nothing was changed." };
  }
  if (!data || data.format !== "pygame-save" || typeof data.share !== "string") {
    return { refused: "That file is not a saved game of this site. Nothing was changed." };
  }
  return { data };
}

// Open a save file's game: a game this device already holds may only be brought further, never back.
// Returns {opened, into, words}; throws EngineError (nothing changed) if the file's game cannot be opened.
export async function prepareImport(data, given) {
  engine = given || engine;
  const info = await engine.recordInfo(data.share);
  const same = savesOf(info.ident)[0];
  const seats = data.seats && typeof data.seats === "object" && !Array.isArray(data.seats) ? data.seats
    : Object.fromEntries(Array.from({ length: (gameMeta(info.game) || { max_players: 2 }).max_players },
      (_, i) => [String(i), "human"]));
  if (same) {
    const opened = await engine.openContinuation(data.share, wantedViewerFor(same), same.share, []);
    const words = opened.moves > (same.moves || 0) ? "The game saved on this device was brought up to date from the file."
      : "This game is already saved on this device; it is open now.";
    return { opened, into: { ...same }, words };
  }
  const opened = await engine.openRecord(data.share, wantedViewerFor({ seats }));
  return { opened, into: { id: newSaveId(), setup: data.setup, label: data.label || "imported", seats, why: data.why },
           words: "Save imported as a new game." };
}

// Show a game prepared by prepareImport (from the lobby or from the import button of a game).
export async function showImported({ opened, into, words }) {
  reset();
  $("home").hidden = false;
  save = into;
  viewer = wantedViewerFor(save);
  atHand = null;
  history.replaceState(null, "", `./play.html?game=${encodeURIComponent(opened.game)}&save=${save.id}`);
  $("game").hidden = false;
  await settle(opened);
  root.dataset.state = "ready";
  notice(words);
}

$("import").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file || busy) return;
  const { data, refused } = await readSaveFile(file);
  if (refused) { notice(refused); return; }
  busy = true;
  let prepared;
  try {
    prepared = await prepareImport(data);
  } catch (err) {
    notice(`That save cannot be opened: ${err.message}. Nothing was changed.`);
    return;
  } finally {
    busy = false;
  }
  await showImported(prepared);
});

// The replay steps by whole moves (``move_starts``: where each begins); sub-steps on demand.
function positions() {
  return [...new Set([0, ...replay.starts.filter((i) => i > 0 && i < replay.total), replay.total])].sort((a, b) => a - b);
}

function replayWhere() {
  const at = positions();
  const move = at.filter((p) => p <= replay.step).length - 1;
  const whole = at.includes(replay.step);
  return `move ${move} of ${at.length - 1}` + (whole ? "" : ` (step ${replay.step} of ${replay.total})`)
    + (replay.step === 0 ? ", the start" : "");
}

async function step(to) {
  if (!replay || busy) return;
  replay.step = Math.max(0, Math.min(replay.total, to));
  const url = new URL(location.href);
  url.searchParams.set("step", String(replay.step));
  history.replaceState(null, "", url);
  const before = positions().filter((p) => p < replay.step);
  const since = replay.step > 0 ? (before.length ? before[before.length - 1] : 0) : -1;
  await run(() => engine.openRecord(replay.share, -1, replay.step, since));
}
const prevMove = () => step(Math.max(0, ...positions().filter((p) => p < replay.step)));
const nextMove = () => step(Math.min(replay.total, ...positions().filter((p) => p > replay.step)));
$("replay-first").addEventListener("click", () => step(0));
$("replay-prev").addEventListener("click", prevMove);
$("replay-back").addEventListener("click", () => step(replay.step - 1));
$("replay-fwd").addEventListener("click", () => step(replay.step + 1));
$("replay-next").addEventListener("click", nextMove);
$("replay-last").addEventListener("click", () => step(replay.total));
$("replay-exit").addEventListener("click", () => {
  const back = replay.from && readSave(replay.from);
  navigate(back ? `./play.html?game=${encodeURIComponent(back.game)}&save=${back.id}` : "./index.html");
});
document.addEventListener("keydown", (e) => {
  if (!replay || $("game").hidden || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target.closest && e.target.closest("input, textarea, select")) return;
  const keys = { ArrowLeft: () => (e.shiftKey ? step(replay.step - 1) : prevMove()),
                 ArrowRight: () => (e.shiftKey ? step(replay.step + 1) : nextMove()),
                 Home: () => step(0), End: () => step(replay.total) };
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});

// ---------------------------------------------------------------- opening a game
function gameMeta(id) {
  return engine.info.games.find((g) => g.id === id);
}

const MATCH = /^[0-9a-f]{12}$/;
const mineOf = (s) => Object.keys(s.seats || {}).filter((k) => s.seats[k] === "human").map(Number);
const byLink = (s) => Object.values(s.seats || {}).includes("remote");

function wantedViewerFor(s) {
  const h = mineOf(s);
  return h.length ? h[0] : -1;
}

// Opening anything returns the first snapshot, or null when the page shows an invitation screen instead.
async function openGame() {
  const gameId = params.get("game");
  const fragment = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
  const saveId = params.get("save");
  const match = MATCH.test(params.get("match") || "") ? params.get("match") : null;
  if (fragment && params.get("replay")) {
    const whole = await engine.openRecord(fragment, -1);
    const from = MATCH.test(params.get("from") || "") ? params.get("from") : null;
    replay = { share: fragment, total: whole.total_moves, step: whole.total_moves, starts: whole.move_starts || [],
               from };
    const at = Number(params.get("step"));
    replay.step = Number.isInteger(at) && at >= 0 ? Math.min(at, replay.total) : replay.total;
    save = { id: "replay", seats: {} };
    if (replay.step === replay.total) return whole;
    const before = positions().filter((p) => p < replay.step);
    return engine.openRecord(fragment, -1, replay.step, replay.step > 0 ? before[before.length - 1] ?? 0 : -1);
  }
  if (fragment && invites.isInvitation(fragment)) return joinInvitation(fragment, match);
  if (fragment && invites.isReply(fragment)) return acceptReply(fragment, match);
  if (fragment) return openLink(fragment, gameId, match);
  if (saveId) {
    const stored = readSave(saveId);
    if (!stored) throw new EngineError("this saved game is no longer on this device");
    if (stored.broken || (typeof stored.share !== "string" && !stored.phase)) {
      throw new EngineError("this saved game is damaged and cannot be opened");
    }
    save = { ...stored };
    atHand = stored;
    if (stored.phase) return null;                     // a game by link that has not started yet
    viewer = -1;
    return engine.openRecord(stored.share, wantedViewerFor(stored));
  }
  if (!gameId) throw new EngineError("no game is named in the address; choose one in the lobby");
  const meta = gameMeta(gameId);
  if (!meta) {
    const known = engine.info.games.map((g) => g.id).join(", ") || "none";
    throw new EngineError(`there is no game called “${gameId}” on this site (games here: ${known})`);
  }
  const setup = meta.setups.find((s) => s.id === params.get("setup")) || meta.setups[0];
  let options = {};
  let seats = setup.seats;
  try {
    options = { ...JSON.parse(params.get(setup.form ? "answers" : "options") || "{}"), ...setup.options };
  } catch {
    throw new EngineError("the game options in the address are damaged");
  }
  if (setup.form) ({ options, seats } = await engine.setupGame(gameId, setup.id, options));
  seats = withOpponent(meta, seats, params.get("opponent"));
  save = { id: newSaveId(), setup: setup.id, label: setup.label, seats };
  if (byLink(save)) return invite(meta, setup, options);
  viewer = wantedViewerFor(save);
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + (crypto.getRandomValues(new Uint16Array(1))[0] % 2048);
  return engine.newGame(gameId, seed, options, viewer);
}

// The lobby's "Computer players" choice: the search opponent named takes every computer seat (a bot; not a
// person, a player by link nor the game's rule-driven players). Only an opponent the game offers is taken.
function withOpponent(meta, seats, opponent) {
  if (!opponent) return seats;
  const offered = (meta.opponents || []).find((o) => o.bot === opponent);
  if (!offered) throw new EngineError(`there is no computer player called “${opponent.slice(0, 40)}” on this site`);
  return Object.fromEntries(Object.entries(seats).map(([k, v]) => [k, NON_BOTS.includes(v) ? v : opponent]));
}

// A game link. If this device holds the game (by match id, or by the game's identity when the
// link carries no match), the link may only continue it; otherwise it opens as a new save.
async function openLink(fragment, gameId, match) {
  const info = await engine.recordInfo(fragment);
  if (gameId && info.game !== gameId) {
    const other = gameMeta(info.game);
    throw new EngineError(`this link is for ${other ? other.title : info.game}, not ${gameId}`);
  }
  let target = match ? readSave(match) : null;
  if (target && target.broken) throw new EngineError("the game saved on this device for this match is damaged");
  if (target && target.phase === "inviting") {
    throw new EngineError("this link does not answer your invitation: open the link the other player sent back "
      + "after opening your invitation");
  }
  if (target && target.phase === "joined") {
    viewer = wantedViewerFor(target);
    const opened = await engine.openFairStart(fragment, viewer, target.commit, target.secret);
    save = { ...target };
    delete save.phase; delete save.secret; delete save.commit;
    return opened;
  }
  if (!target) target = savesOf(info.ident)[0] || null;
  if (target) {
    // The seats this device plays come from its save, never from the link's as=.
    atHand = target;
    viewer = wantedViewerFor(target);
    const opened = await engine.openContinuation(fragment, viewer, target.share, byLink(target) ? mineOf(target) : []);
    save = { ...target };
    return opened;
  }
  const as = params.get("as");
  if (as !== null && /^\d{1,2}$/.test(as)) {
    const count = (gameMeta(info.game) || { max_players: 2 }).max_players;
    const seats = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), i === Number(as) ? "human" : "remote"]));
    viewer = Number(as);
    save = { id: match || newSaveId(), setup: "link", label: "play by link", seats };
    return engine.openRecord(fragment, viewer);
  }
  const opened = await engine.openRecord(fragment, viewer);
  save = { id: newSaveId(), setup: "link", label: "from a link", seats: opened.seats.reduce((o, s) => ({ ...o, [s]: "human" }), {}) };
  return opened;
}

// ---------------------------------------------------------------- starting a game by link fairly
// The creator fixes a secret and sends only its commitment; the other player adds a secret and
// sends it back; the creator's page then starts the game from both (engine/links.py).
const firstSeat = (seats, kind) => Number(Object.keys(seats).find((k) => seats[k] === kind));

function pageLink(query, fragment) {
  const url = new URL("./play.html", location.href);
  url.search = new URLSearchParams(query).toString();
  url.hash = fragment;
  return url.href;
}

async function invite(meta, setup, options) {
  const checked = await engine.checkOptions(meta.id, options);
  const { secret, commit } = await engine.newSecret();
  save.seats = Object.fromEntries(Object.entries(save.seats).filter(([k]) => checked.seats.includes(Number(k))));
  Object.assign(save, { game: meta.id, title: meta.title, phase: "inviting", secret, commit,
                        options: checked.options, rules_version: checked.rules_version,
                        summary: "waiting for the other player to join" });
  persist();
  return null;
}

async function joinInvitation(fragment, match) {
  const inv = invites.readInvitation(fragment);
  if (!match) throw new EngineError("the invitation link is damaged (it names no match); ask for a new one");
  const meta = gameMeta(inv.game);
  if (!meta) throw new EngineError(`this invitation is for a game this site does not have (“${inv.game}”)`);
  if (inv.rules_version !== meta.rules_version) {
    throw new EngineError(`this invitation was made with rules version ${inv.rules_version} of ${meta.title}; this `
      + `site has version ${meta.rules_version}. Reload the site, or ask for a new invitation`);
  }
  const existing = readSave(match);
  if (existing && existing.phase === "inviting") {
    throw new EngineError("this is your own invitation: send it to the other player (it works on their device, "
      + "not on the one that made it)");
  }
  if (existing && existing.phase === "joined" && existing.commit === inv.commit) {
    save = { ...existing };
    return null;
  }
  if (existing) throw new EngineError("this game has already started on this device: open it from the lobby");
  const checked = await engine.checkOptions(inv.game, inv.options);
  const { secret } = await engine.newSecret();
  const seats = Object.fromEntries(Object.entries(inv.seats).map(([k, v]) => [k,
    Number(k) === inv.joiner ? "human" : (v === "human" || v === "remote" ? "remote" : v)]));
  save = { id: match, game: inv.game, title: meta.title, setup: "link", label: "play by link", seats,
           phase: "joined", commit: inv.commit, secret, creator: inv.creator, options: checked.options,
           rules_version: meta.rules_version, summary: "waiting for the game to start" };
  persist();
  return null;
}

async function acceptReply(fragment, match) {
  const rep = invites.readReply(fragment);
  const target = match ? readSave(match) : null;
  if (!target || target.broken) {
    throw new EngineError("this reply answers an invitation made on another device or browser: open it where "
      + "you started the game");
  }
  if (target.phase === "joined") {
    throw new EngineError("this is the link you send back to the player who invited you; it works on their "
      + "device, not on this one");
  }
  if (target.phase !== "inviting") throw new EngineError("this game has already started: open it from the lobby");
  if (rep.commit !== target.commit) throw new EngineError("this reply answers a different invitation");
  viewer = wantedViewerFor(target);
  const opened = await engine.newFairGame(target.game, target.options, target.secret, rep.joiner, viewer);
  save = { ...target };
  delete save.phase; delete save.secret; delete save.commit;
  return opened;
}

// The screen of a game by link that has not started: the link to send, and what happens next.
function showInvitation() {
  const meta = gameMeta(save.game) || { title: save.game, seat_names: [] };
  const name = (seat) => meta.seat_names[seat] || `player ${seat + 1}`;
  $("title").textContent = meta.title;
  let link;
  if (save.phase === "inviting") {
    const joiner = firstSeat(save.seats, "remote");
    const creator = firstSeat(save.seats, "human");
    link = pageLink({ game: save.game, match: save.id, as: String(joiner) },
      invites.invitation({ game: save.game, rules_version: save.rules_version, options: save.options,
                           commit: save.commit, seats: save.seats, creator, joiner }));
    const others = Object.values(save.seats).filter((v) => v === "remote").length;
    $("invite-title").textContent = `Invite ${theSeat(name(joiner), save.game)}`;
    $("invite-text").textContent = (others > 1
      ? `Send this invitation to the player who is to be ${theSeat(name(joiner), save.game)}. `
      : "Send this invitation to the other player. ")
      + `Their device adds its part to the shuffle and gives them a link to send back to you; open that link here `
      + `and the game starts, with you as ${theSeat(name(creator), save.game)}.`
      + (others > 1 ? ` The other ${others - 1} player${others > 2 ? "s join" : " joins"} by the first link the `
        + "game gives you for their seat." : "");
  } else {
    link = pageLink({ game: save.game, match: save.id, as: String(save.creator) },
      invites.reply({ commit: save.commit, joiner: save.secret }));
    $("invite-title").textContent = `You are ${theSeat(name(firstSeat(save.seats, "human")), save.game)}: send this `
      + "link back";
    $("invite-text").textContent = `Send this link back to ${theSeat(name(save.creator), save.game)}. When they open `
      + "it the game "
      + "starts, and the link they send you next opens it here.";
  }
  const table = Object.values(save.seats).filter((v) => v === "remote").length > 1;
  $("invite-note").textContent = (table
    ? "Fair start: the two of you each add a secret to the shuffle before seeing the other's, so neither can "
      + "choose the game alone (the other players trust that you two do not share your secrets). "
    : "Fair start: each side adds a secret to the shuffle before seeing the other's, so neither player can choose "
      + "the game. ")
    + "A game link holds the whole game, hidden cards included: it keeps honest players honest but cannot stop a "
    + `determined one from reading ${table ? "the other hands" : "the other hand"}.`;
  $("invite-link").value = link;
  $("invite").hidden = false;
  root.dataset.phase = save.phase;
}
$("invite-copy").addEventListener("click", async () => {
  $("invite-link").select();
  try {
    await navigator.clipboard.writeText($("invite-link").value);
    $("invite-copy").textContent = "Copied";
  } catch {
    $("invite-copy").textContent = "Copy the selected link";
  }
});

// Forget the game shown before: a new opening starts from nothing but the engine.
function reset() {
  generation += 1;
  snap = null; save = null; viewer = -1; selection = []; busy = false; replay = null; shown = false;
  stale = false; atHand = null; skipping = false; seenLog = [];
  clearTimeout(revealTimer);
  for (const id of ["game", "error", "invite", "pass", "stale", "save-failed", "remote", "game-over", "recap-box"]) {
    $(id).hidden = true;
  }
  for (const id of ["board", "panel", "choices", "log", "events", "status", "recap", "place-info"]) $(id).replaceChildren();
  $("place-info").hidden = true;
  notice("");
  $("share-link").hidden = true;
  for (const key of ["hash", "moves", "over", "seat", "viewer", "busy", "pass", "phase", "stale", "saved"]) {
    delete root.dataset[key];
  }
}

// Open the game the address names. ``ready`` resolves to the engine (it may still be starting: the
// loading screen shows its progress meanwhile); ``nav`` opens another address of the site in place.
export async function openPlay(ready, nav) {
  reset();
  const mine = generation;
  const opening = performance.now();
  navigate = nav;
  params = new URLSearchParams(location.search);
  root.dataset.state = "loading";
  $("home").hidden = false;
  $("title").textContent = "Loading…";
  try {
    if (!engine) progress.showLoading();
    engine = await ready;
    window.pygameEngine = engine; // for automated checks and the browser benchmark
    root.dataset.python = engine.info.python;
    const first = await openGame();
    if (mine !== generation) return;
    progress.hideLoading();
    if (!first) {
      history.replaceState(null, "", `./play.html?game=${encodeURIComponent(save.game)}&save=${save.id}`);
      showInvitation();
      root.dataset.state = "ready";
      return;
    }
    if (viewer < 0 && !replay) viewer = wantedViewerFor(save);
    const query = replay ? `?game=${encodeURIComponent(first.game)}&replay=1&step=${replay.step}`
      + `${replay.from ? `&from=${replay.from}` : ""}${location.hash}`
      : `?game=${encodeURIComponent(first.game)}&save=${save.id}`;
    history.replaceState(null, "", `./play.html${query}`);
    $("game").hidden = false;
    await settle(first);
    root.dataset.openMs = String(Math.round(performance.now() - opening));   // for the benchmark
    root.dataset.state = "ready";
    performance.mark("pygame-ready");
  } catch (err) {
    if (mine !== generation) return;
    console.error(err);
    const known = err instanceof EngineError || err instanceof invites.InviteError;
    fail(known ? `${err.message[0].toUpperCase()}${err.message.slice(1)}.`
      : `The game could not start: ${err && err.message ? err.message : err}`);
  }
}

// Leave the game (for the lobby): what it showed goes, and work still under way for it is dropped.
export function closePlay() {
  reset();
  progress.hideLoading();
  $("home").hidden = true;
}
