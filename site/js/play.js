// The play page: shows loading progress at once, boots the engine worker,
// then opens the game named in the address — a new game in one of the ways
// the game offers, a save, a shared link, or a replay — and plays it:
// human seats choose by clicking the board, the cards or the choice buttons
// (or with the keyboard), computer seats move in the worker, the device is
// passed between human players, remote players get a link to continue. It
// autosaves after every action. Boards come from the game's Python renderer;
// this page only moves strings into the DOM and turns clicks into actions.
import { ensureOffline } from "./offline.js";
import { startEngine, EngineError } from "./engine-client.js";
import { readSave, writeSave, newSaveId } from "./saves.js";
import { tokensOf, tokenOf } from "./choices.js";

const root = document.documentElement;
const $ = (id) => document.getElementById(id);
const started = performance.now();
const STAGES = ["fetch", "python", "install", "import"];
const params = new URLSearchParams(location.search);
let engine = null;
let snap = null;
let save = null;          // {id, game, setup, label, seats, ...}: what the lobby lists
let viewer = -1;          // the seat whose eyes the page has
let selection = [];       // tokens picked by clicking the board or cards
let busy = false;
let replay = null;        // {share, step, total} in the replay viewer
let shown = false;        // has a position been shown yet? (the first one needs no passing of the device)

// ---------------------------------------------------------------- progress
function progress({ stage, detail = "", done, total }) {
  const index = STAGES.indexOf(stage);
  document.querySelectorAll(".stages li").forEach((li, i) => {
    li.classList.toggle("done", i < index);
    li.classList.toggle("active", i === index);
  });
  const li = document.querySelector(`.stages li[data-stage="${stage}"] .detail`);
  let fraction = 0;
  if (stage === "fetch" && total) {
    li.textContent = `${(done / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
    fraction = done / total;
  } else if (stage === "install" && total) {
    li.textContent = `${done} of ${total} packages`;
    fraction = done / total;
  } else if (li) {
    li.textContent = "";
  }
  const weights = { fetch: [0, 50], python: [50, 80], install: [80, 95], import: [95, 100] }[stage] || [0, 0];
  $("progress").value = weights[0] + (weights[1] - weights[0]) * fraction;
  root.dataset.stage = stage;
}
const ticker = setInterval(() => {
  $("elapsed").textContent = `${((performance.now() - started) / 1000).toFixed(0)} s`;
}, 500);

function fail(message) {
  clearInterval(ticker);
  $("loading").hidden = true;
  $("game").hidden = true;
  $("error").hidden = false;
  $("error-message").textContent = message;
  root.dataset.state = "error";
}

function notice(text) { $("notice").textContent = text; }

// ---------------------------------------------------------------- seats
const seatKind = (seat) => (save && save.seats ? save.seats[String(seat)] : "human") || "human";
const isHuman = (seat) => seatKind(seat) === "human";
const isBot = (seat) => !["human", "remote", "rules"].includes(seatKind(seat));
const humans = () => Object.keys(save.seats || {}).filter((s) => save.seats[s] === "human").map(Number);
const seatName = (seat) => (snap && snap.seat_names[seat]) || `Seat ${seat}`;

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
  if (replay) return `Replay: move ${replay.step} of ${replay.total}.`;
  if (snap.seat === null) return "The game takes an automatic step.";
  if (snap.seat === viewer) return `${seatName(snap.seat)}, your decision.`;
  if (isBot(snap.seat)) return `The computer (${seatName(snap.seat)}) is thinking…`;
  if (seatKind(snap.seat) === "remote") return `Waiting for the ${seatName(snap.seat)}: send them the link below.`;
  return `${seatName(snap.seat)} to decide.`;
}

function matches() {
  return snap.legal.filter((c) => selection.every((t) => tokensOf(c.action).has(t)));
}

function renderChoices() {
  const list = matches();
  const grouped = list.length > 4 && list.some((c) => c.group);
  const button = ({ action, label, short }) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = grouped ? short : label;
    if (grouped) b.setAttribute("aria-label", label);
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
  const live = new Set(list.flatMap((c) => [...tokensOf(c.action)]));
  document.querySelectorAll("#board [data-region], #board [data-voyage], #panel [data-card]").forEach((node) => {
    const t = tokenOf(node);
    const on = live.has(t);
    node.classList.toggle("target", on);
    node.classList.toggle("picked", selection.includes(t));
    if (on) node.setAttribute("tabindex", "0"); else node.removeAttribute("tabindex");
  });
}

function render() {
  $("title").textContent = snap.title;
  document.title = `${snap.title} · Ancient China board games`;
  if (snap.svg) $("board").innerHTML = snap.svg; else $("board").replaceChildren(describe(snap.view));
  $("panel").innerHTML = snap.panel || "";
  $("status").textContent = statusText();
  selection = [];
  renderChoices();
  $("undo").disabled = !snap.undoable || !!replay;
  $("undo").textContent = snap.undoable ? `Undo my last move` : "Undo";
  $("computer").hidden = !!replay || !!snap.outcome || snap.seat !== viewer;
  $("replay-bar").hidden = !replay;
  if (replay) {
    $("replay-step").textContent = `${replay.step} / ${replay.total}`;
    $("replay-first").disabled = $("replay-prev").disabled = replay.step === 0;
    $("replay-next").disabled = $("replay-last").disabled = replay.step >= replay.total;
  }
  $("log").replaceChildren(...snap.log.map((e) => {
    const li = document.createElement("li");
    li.textContent = `${e.who}: ${e.text}`;
    if (e.why) li.append(Object.assign(document.createElement("small"), { textContent: ` — ${e.why}` }));
    ruleLink(li, e.rule);
    return li;
  }));
  $("events").replaceChildren(...(snap.game_log || []).map((line) => {
    const li = document.createElement("li");
    li.textContent = line.text;
    ruleLink(li, line.rule);
    return li;
  }));
  $("events-box").hidden = !(snap.game_log || []).length;
  showRemoteLink();
  Object.assign(root.dataset, { hash: snap.hash, moves: String(snap.moves), over: snap.outcome ? "1" : "0",
                                seat: String(snap.seat), viewer: String(viewer) });
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
  a.textContent = rule;
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

function autosave() {
  if (replay) return;
  const summary = snap.outcome ? "finished" : `${snap.moves} move${snap.moves === 1 ? "" : "s"}`;
  writeSave({ ...save, game: snap.game, title: snap.title, moves: snap.moves, round: snap.round,
              summary, share: snap.share });
}

// ---------------------------------------------------------------- the turn loop
async function settle(next) {
  snap = next;
  remember(next.bot);
  decorateLog();
  const want = wantedViewer();
  if (want !== viewer && want >= 0) {
    const passing = shown && humans().length > 1 && viewer >= 0;
    viewer = want;
    if (passing && !snap.outcome) {
      await passDevice(want);
    }
    snap = await engine.snapshot(viewer);
    decorateLog();
  }
  render();
  shown = true;
  autosave();
  if (!snap.outcome && !replay && snap.seat !== null && isBot(snap.seat)) {
    setTimeout(() => run(() => engine.botMove(seatKind(snap.seat), viewer)), 250);
  }
}

// Hide everything until the next human player says they hold the device.
function passDevice(seat) {
  return new Promise((resolve) => {
    $("pass-name").textContent = seatName(seat);
    $("pass-ready").querySelector("span").textContent = seatName(seat);
    $("game").hidden = true;
    $("pass").hidden = false;
    root.dataset.pass = "1";
    $("pass-ready").focus();
    $("pass-ready").onclick = () => {
      $("pass").hidden = true;
      $("game").hidden = false;
      root.dataset.pass = "0";
      resolve();
    };
  });
}

async function run(call) {
  if (busy) return;
  busy = true;
  root.dataset.busy = "1";
  try {
    const next = await call();
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
for (const id of ["board", "panel"]) {
  $(id).addEventListener("click", (e) => {
    const node = e.target.closest("[data-region], [data-voyage], [data-card]");
    if (node) pick(node);
  });
  $(id).addEventListener("keydown", (e) => {
    const node = e.target.closest("[data-region], [data-voyage], [data-card]");
    if (node && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); pick(node); }
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

function linkFor({ as = null, step = null } = {}) {
  const url = new URL("./play.html", location.href);
  url.search = "";
  url.searchParams.set("game", snap.game);
  if (as !== null) { url.searchParams.set("as", String(as)); url.searchParams.set("match", save.id); }
  if (step !== null) { url.searchParams.set("replay", "1"); url.searchParams.set("step", String(step)); }
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
$("replay-open").addEventListener("click", () => { location.href = linkFor({ step: 0 }); });
$("remote-copy").addEventListener("click", () => copy($("remote-link").value, "Link for your opponent"));

$("export").addEventListener("click", () => {
  const blob = new Blob([JSON.stringify({ format: "pygame-save", ...readSave(save.id) }, null, 1)],
    { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `${snap.game}-${save.id}.json`;
  a.click();
  URL.revokeObjectURL(a.href);
});

$("import").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file) return;
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    notice("That file is not a saved game (it is not JSON). Nothing was changed.");
    return;
  }
  if (!data || data.format !== "pygame-save" || typeof data.share !== "string") {
    notice("That file is not a saved game of this site. Nothing was changed.");
    return;
  }
  try {
    const seats = data.seats && typeof data.seats === "object" ? data.seats : save.seats;
    const opened = await engine.openRecord(data.share, viewer);
    save = { id: newSaveId(), setup: data.setup, label: data.label || "imported", seats, why: data.why };
    history.replaceState(null, "", `?game=${encodeURIComponent(opened.game)}&save=${save.id}`);
    await settle(opened);
    notice("Save imported as a new game.");
  } catch (err) {
    notice(`That save cannot be opened: ${err.message}. Nothing was changed.`);
  }
});

async function step(to) {
  replay.step = Math.max(0, Math.min(replay.total, to));
  const url = new URL(location.href);
  url.searchParams.set("step", String(replay.step));
  history.replaceState(null, "", url);
  await run(() => engine.openRecord(replay.share, -1, replay.step));
}
$("replay-first").addEventListener("click", () => step(0));
$("replay-prev").addEventListener("click", () => step(replay.step - 1));
$("replay-next").addEventListener("click", () => step(replay.step + 1));
$("replay-last").addEventListener("click", () => step(replay.total));

// ---------------------------------------------------------------- opening a game
function gameMeta(id) {
  return engine.info.games.find((g) => g.id === id);
}

async function openGame() {
  const gameId = params.get("game");
  const shared = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
  const saveId = params.get("save");
  if (shared && params.get("replay")) {
    const whole = await engine.openRecord(shared, -1);
    replay = { share: shared, total: whole.total_moves, step: whole.total_moves };
    const at = Number(params.get("step"));
    replay.step = Number.isInteger(at) && at >= 0 ? Math.min(at, replay.total) : replay.total;
    save = { id: "replay", seats: {} };
    return replay.step === replay.total ? whole : engine.openRecord(shared, -1, replay.step);
  }
  if (shared) {
    const as = params.get("as");
    const match = params.get("match");
    const meta = gameMeta(gameId || "") || null;
    let seats;
    if (as !== null && /^\d+$/.test(as)) {
      const count = meta ? meta.max_players : 2;
      seats = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), i === Number(as) ? "human" : "remote"]));
      viewer = Number(as);
    }
    const opened = await engine.openRecord(shared, viewer);
    if (gameId && opened.game !== gameId) throw new EngineError(`this link is for ${opened.title}, not ${gameId}`);
    const existing = match && /^[0-9a-f]{12}$/.test(match) ? readSave(match) : null;
    if (existing && !existing.broken && existing.moves > opened.moves) {
      throw new EngineError("this link is older than the game saved on this device; open the newer link");
    }
    save = as !== null
      ? { id: match && /^[0-9a-f]{12}$/.test(match) ? match : newSaveId(), setup: "link", label: "play by link", seats }
      : { id: newSaveId(), setup: "link", label: "from a link", seats: opened.seats.reduce((o, s) => ({ ...o, [s]: "human" }), {}) };
    return opened;
  }
  if (saveId) {
    const stored = readSave(saveId);
    if (!stored) throw new EngineError("this saved game is no longer on this device");
    if (stored.broken || typeof stored.share !== "string") throw new EngineError("this saved game is damaged and cannot be opened");
    save = { ...stored };
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
  try {
    options = { ...JSON.parse(params.get("options") || "{}"), ...setup.options };
  } catch {
    throw new EngineError("the game options in the address are damaged");
  }
  save = { id: newSaveId(), setup: setup.id, label: setup.label, seats: setup.seats };
  viewer = wantedViewerFor(save);
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + (crypto.getRandomValues(new Uint16Array(1))[0] % 2048);
  return engine.newGame(gameId, seed, options, viewer);
}

function wantedViewerFor(s) {
  const h = Object.keys(s.seats || {}).filter((k) => s.seats[k] === "human").map(Number);
  return h.length ? h[0] : -1;
}

async function boot() {
  progress({ stage: "fetch" });
  await ensureOffline(progress);
  engine = await startEngine(progress);
  window.pygameEngine = engine; // for automated checks and the browser benchmark
  root.dataset.python = engine.info.python;
  const first = await openGame();
  if (viewer < 0 && !replay) viewer = wantedViewerFor(save);
  const query = replay ? `?game=${encodeURIComponent(first.game)}&replay=1&step=${replay.step}${location.hash}`
    : `?game=${encodeURIComponent(first.game)}&save=${save.id}`;
  history.replaceState(null, "", query);
  clearInterval(ticker);
  $("loading").hidden = true;
  $("game").hidden = false;
  await settle(first);
  root.dataset.state = "ready";
  performance.mark("pygame-ready");
}

// A new link pasted into the address bar changes only the fragment: open it for real.
window.addEventListener("hashchange", () => location.reload());

boot().catch((err) => {
  console.error(err);
  fail(err instanceof EngineError ? `${err.message[0].toUpperCase()}${err.message.slice(1)}.`
    : `The game could not start: ${err && err.message ? err.message : err}`);
});
