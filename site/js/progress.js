// How far the rules engine is in starting: the loading screen's stages and bar (shown when a game is
// opened before Python is ready) and the lobby's one-line status (Python starts while the lobby shows).
const $ = (id) => document.getElementById(id);
const STAGES = ["fetch", "python", "install", "import"];
const WORDS = { fetch: "Fetching the runtime", python: "Starting Python", install: "Installing the rules",
                import: "Importing the rules" };
const started = performance.now();
let ticker = null;
let last = { stage: "fetch" };

export function report({ stage, detail = "", done, total }) {
  last = { stage, detail, done, total };
  const index = STAGES.indexOf(stage);
  document.querySelectorAll(".stages li").forEach((li, i) => {
    li.classList.toggle("done", i < index);
    li.classList.toggle("active", i === index);
  });
  const li = document.querySelector(`.stages li[data-stage="${stage}"] .detail`);
  let fraction = 0;
  let words = "";
  if (stage === "fetch" && total) {
    words = `${(done / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
    fraction = done / total;
  } else if (stage === "install" && total) {
    words = `${done} of ${total} packages`;
    fraction = done / total;
  }
  if (li) li.textContent = words;
  const weights = { fetch: [0, 50], python: [50, 80], install: [80, 95], import: [95, 100] }[stage] || [0, 0];
  $("progress").value = weights[0] + (weights[1] - weights[0]) * fraction;
  document.documentElement.dataset.stage = stage;
  if (WORDS[stage]) $("engine-status").textContent = `Getting the games ready: ${WORDS[stage]}`
    + (words ? ` (${words})` : "") + "…";
}

// The loading screen, with a running count of seconds, until the engine is ready.
export function showLoading() {
  $("loading").hidden = false;
  report(last);
  if (!ticker) {
    ticker = setInterval(() => {
      $("elapsed").textContent = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    }, 500);
  }
}

export function hideLoading() {
  $("loading").hidden = true;
  if (ticker) clearInterval(ticker);
  ticker = null;
}

export function engineReady(seconds) {
  $("engine-status").textContent = `Ready: games open at once (the rules loaded in ${seconds.toFixed(1)} s).`;
  document.documentElement.dataset.engine = "ready";
}

export function engineFailed(message) {
  $("engine-status").textContent = `The games could not be loaded: ${message}. Reload the page to try again.`;
  document.documentElement.dataset.engine = "error";
}
