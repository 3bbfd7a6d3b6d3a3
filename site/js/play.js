// The play page: shows loading progress at once, boots the engine worker,
// opens the game named in the address (new, a save, or a shared link), and
// offers every legal action as a button. It autosaves after every action.
// Game-specific boards come from the game's render_svg in Python; this page
// only moves strings into the DOM and turns clicks into actions.
import { ensureOffline } from "./offline.js";
import { startEngine, EngineError } from "./engine-client.js";
import { readSave, writeSave, newSaveId } from "./saves.js";

const root = document.documentElement;
const $ = (id) => document.getElementById(id);
const started = performance.now();
const STAGES = ["fetch", "python", "install", "import"];
let engine = null;
let snap = null;
let save = null;
let busy = false;

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

// ---------------------------------------------------------------- rendering
function describe(view) {
  const pre = document.createElement("pre");
  pre.className = "view";
  pre.textContent = JSON.stringify(view, null, 1);
  return pre;
}

function render() {
  $("title").textContent = snap.title;
  document.title = `${snap.title} · Ancient China board games`;
  const board = $("board");
  if (snap.svg) board.innerHTML = snap.svg; else board.replaceChildren(describe(snap.view));
  $("panel").innerHTML = snap.panel || "";
  const status = snap.outcome
    ? `Game over: ${snap.outcome.winners.length ? snap.outcome.winners.map((w) => snap.seat_names[w]).join(" and ") + " won" : "a draw"} (${snap.outcome.reason}).`
    : snap.seat === null ? "The game takes an automatic step." : `${snap.seat_names[snap.seat]} to decide.`;
  $("status").textContent = status;
  const buttons = snap.legal.map(({ action, label }, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.dataset.index = String(i);
    b.addEventListener("click", () => play(action));
    return b;
  });
  $("choices").replaceChildren(...buttons);
  $("undo").disabled = !snap.undoable;
  $("undo").textContent = snap.undoable ? `Undo ${snap.seat_names[snap.undo_seat]}'s move` : "Undo";
  $("computer").disabled = !!snap.outcome;
  $("log").replaceChildren(...snap.log.map((e) => {
    const li = document.createElement("li");
    li.textContent = `${e.who}: ${e.text}`;
    return li;
  }));
  $("events").replaceChildren(...(snap.game_log || []).map((line) => {
    const li = document.createElement("li");
    li.textContent = line;
    return li;
  }));
  $("events-box").hidden = !(snap.game_log || []).length;
  root.dataset.hash = snap.hash;
  root.dataset.moves = String(snap.moves);
  root.dataset.over = snap.outcome ? "1" : "0";
}

function autosave() {
  const summary = snap.outcome ? "finished" : `${snap.moves} move${snap.moves === 1 ? "" : "s"}`;
  writeSave({ ...save, game: snap.game, title: snap.title, moves: snap.moves, summary, share: snap.share });
}

async function run(call) {
  if (busy) return;
  busy = true;
  root.dataset.busy = "1";
  try {
    snap = await call();
    render();
    autosave();
    notice("");
  } catch (err) {
    notice(err instanceof EngineError ? err.message : `Unexpected error: ${err}`);
  } finally {
    busy = false;
    root.dataset.busy = "0";
  }
}

const play = (action) => run(() => engine.act(action));

// ---------------------------------------------------------------- tools
$("undo").addEventListener("click", () => run(() => engine.undo()));
$("computer").addEventListener("click", () => run(() => engine.botMove("random")));

function shareUrl() {
  const url = new URL("./play.html", location.href);
  url.searchParams.set("game", snap.game);
  url.hash = snap.share;
  return url.href;
}

$("share").addEventListener("click", async () => {
  const link = $("share-link");
  link.value = shareUrl();
  link.hidden = false;
  link.select();
  try {
    await navigator.clipboard.writeText(link.value);
    notice("Link copied. Anyone who opens it sees this game as it stands now (the link holds the whole game record).");
  } catch {
    notice("Copy the link below.");
  }
});

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
    const opened = await engine.openRecord(data.share);
    save = { id: newSaveId(), mode: data.mode || "imported" };
    snap = opened;
    history.replaceState(null, "", `?game=${encodeURIComponent(snap.game)}&save=${save.id}`);
    render();
    autosave();
    notice("Save imported as a new game.");
  } catch (err) {
    notice(`That save cannot be opened: ${err.message}. Nothing was changed.`);
  }
});

// ---------------------------------------------------------------- boot
async function openGame() {
  const params = new URLSearchParams(location.search);
  const gameId = params.get("game");
  const shared = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
  const saveId = params.get("save");
  if (shared) {
    const opened = await engine.openRecord(shared);
    if (gameId && opened.game !== gameId) throw new EngineError(`this link is for ${opened.title}, not ${gameId}`);
    save = { id: newSaveId(), mode: "link" };
    return opened;
  }
  if (saveId) {
    const stored = readSave(saveId);
    if (!stored) throw new EngineError("this saved game is no longer on this device");
    if (stored.broken || typeof stored.share !== "string") throw new EngineError("this saved game is damaged and cannot be opened");
    save = { id: saveId, mode: stored.mode };
    return engine.openRecord(stored.share);
  }
  if (!gameId) throw new EngineError("no game is named in the address; choose one in the lobby");
  if (!engine.info.games.some((g) => g.id === gameId)) {
    const known = engine.info.games.map((g) => g.id).join(", ") || "none";
    throw new EngineError(`there is no game called “${gameId}” on this site (games here: ${known})`);
  }
  save = { id: newSaveId(), mode: params.get("mode") || "hotseat" };
  const seed = crypto.getRandomValues(new Uint32Array(1))[0] * 2048 + (crypto.getRandomValues(new Uint16Array(1))[0] % 2048);
  return engine.newGame(gameId, seed, {});
}

async function boot() {
  progress({ stage: "fetch" });
  await ensureOffline(progress);
  engine = await startEngine(progress);
  window.pygameEngine = engine; // for automated checks and the browser benchmark
  root.dataset.python = engine.info.python;
  snap = await openGame();
  history.replaceState(null, "", `?game=${encodeURIComponent(snap.game)}&save=${save.id}`);
  clearInterval(ticker);
  $("loading").hidden = true;
  $("game").hidden = false;
  render();
  autosave();
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
