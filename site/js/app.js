// The site's one page: the lobby, the setup forms and play. Python (the rules engine, in a web
// worker) starts as soon as the page loads, whatever the page shows first, so after that first boot
// starting a game, continuing a save, opening a replay or a second game needs no boot at all.
// Addresses stay real and shareable: index.html is the lobby, play.html?game=…#record a game (the
// build writes play.html as a copy of this page); moving between them uses the history API, so the
// back and forward buttons work and a pasted link opens in place.
import { ensureOffline } from "./offline.js";
import { startEngine } from "./engine-client.js";
import * as progress from "./progress.js";
import { initLobby, showLobby, hideLobby, offlineStatus, offlineProgress } from "./lobby.js";
import { openPlay, closePlay, readSaveFile, prepareImport, showImported } from "./play.js";

const root = document.documentElement;
const bootStarted = performance.now();

const isPlay = (url) => /\/play\.html$/.test(url.pathname);

// The engine starts once, right now; every opening of a game waits on this same promise.
const offline = ensureOffline((p) => { progress.report(p); offlineProgress(p); },
  { onUpdate: () => { document.getElementById("update-ready").hidden = false; } });
const engine = offline.then((status) => {
  offlineStatus(status);
  return startEngine(progress.report);
}).then((ready) => {
  progress.engineReady((performance.now() - bootStarted) / 1000);
  performance.mark("pygame-engine-ready");
  // Load what each game's first steps import, while the player is still choosing (it never blocks play).
  ready.warmUp().then((took) => { root.dataset.warm = JSON.stringify(took); }, () => {});
  return ready;
});
engine.catch((err) => progress.engineFailed(err && err.message ? err.message : String(err)));

// Show what the address names. Called at load, after navigate(), on back/forward and on a pasted link.
async function show() {
  const url = new URL(location.href);
  if (isPlay(url)) {
    enterPlay();
    await openPlay(engine, navigate);
  } else {
    closePlay();
    root.dataset.route = "lobby";
    root.dataset.state = "lobby";
    document.title = "Ancient China board games";
    document.getElementById("title").textContent = "Board games of ancient China";
    await showLobby();
    root.dataset.lobby = "ready";
  }
}

function enterPlay() {
  hideLobby();
  root.dataset.route = "play";
}

// Open another address of this site in place (a new history entry).
export function navigate(href) {
  const url = new URL(href, location.href);
  history.pushState(null, "", url.href);
  show();
}

// Links between the lobby and play stay in the page (a new tab, a rules page or a download does not).
document.addEventListener("click", (event) => {
  const link = event.target.closest("a[href]");
  if (!link || link.target || link.hasAttribute("download") || event.defaultPrevented) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !/\/(index|play)\.html$|\/$/.test(url.pathname)) return;
  event.preventDefault();
  navigate(url.href);
});

window.addEventListener("popstate", () => show());
window.pygameNavigate = navigate;   // for automated checks: open an address in place, as a link click does
// A new link pasted into the address bar changes only the fragment: open it.
window.addEventListener("hashchange", () => show());

// The lobby's import: the file is checked first (in the lobby), then its game opens in place.
initLobby({
  navigate,
  importFile: async (file) => {
    const { data, refused } = await readSaveFile(file);
    if (refused) return refused;
    try {
      const prepared = await prepareImport(data, await engine);
      history.pushState(null, "", "./play.html");
      enterPlay();
      await showImported(prepared);
      return "";
    } catch (err) {
      return `That save cannot be opened: ${err.message}. Nothing was changed.`;
    }
  },
});

show();
