// A search bot thinks in the worker in slices (engine_worker.py think_start / think_more / think_finish): between
// slices the page shows how far it is, the move it likes best so far and how that move fares, and "Move now"
// ends the thinking after the slice under way. The same runs a hint: the search for the player's own decision,
// from what their seat may know, shown and never played.
const $ = (id) => document.getElementById(id);
const SLICE_S = 0.1;     // seconds of thinking per call: the page hears from the worker ten times a second

let stopping = false;
$("move-now").addEventListener("click", () => {
  stopping = true;
  $("move-now").disabled = true;
});

function show(progress, who) {
  $("thinking-bar").value = progress.fraction;
  // A computer seat's best move so far is not named (it may show a card still in its hand): only how it fares.
  const chance = progress.mean === null ? "" : `${Math.round(100 * progress.mean)}%`;
  // Playouts judged part-way (a game's search horizon) give an estimated chance, not games won.
  const fares = progress.estimated ? `has an estimated ${chance} chance to win` : `wins ${chance} of them`;
  // A best move with no figure yet: the game's own rules of thumb's choice, not tried (more choices than iterations).
  const figure = chance ? ` (${progress.estimated ? `an estimated ${chance}` : chance})` : " (its rules of thumb's choice)";
  const best = progress.best ? ` Best so far: ${progress.best}${figure}.` : chance ? ` Its best move so far ${fares}.` : "";
  $("thinking-text").textContent =
    `${who} ${progress.iterations.toLocaleString("en")} simulated games.${best}`;
}

// Think with ``bot`` for the current decision. Returns what think_finish returns (a snapshot with the bot's
// move, or {hint} for a hint), or null when the bot does not search (the caller plays it as any other bot).
export async function think(engine, { bot, viewer, hint = false, who = "Thinking:" }) {
  const start = await engine.thinkStart(bot, viewer, hint);
  if (!start.thinking) return null;
  stopping = false;
  $("move-now").disabled = false;
  $("move-now").textContent = hint ? "Stop and show" : "Move now";
  $("thinking").hidden = false;
  let progress = start.progress;
  try {
    show(progress, who);
    while (!progress.done && !stopping) {
      progress = await engine.thinkMore(SLICE_S, viewer);
      show(progress, who);
    }
    return await engine.thinkFinish(viewer);
  } finally {
    $("thinking").hidden = true;
  }
}
