// The page's handle on the rules engine: one PyScript worker running
// engine_worker.py. Every call sends and receives JSON text; the main thread
// never runs Python, so it stays responsive while rules or bots compute.
import { PyWorker } from "../pyscript/core.js";

export class EngineError extends Error {}

export async function startEngine(onProgress) {
  const base = new URL("../", import.meta.url).href; // the site root, wherever it is hosted
  const runtimeText = await (await fetch(new URL("runtime.json", base))).text();
  onProgress({ stage: "python", detail: "starting Python" });
  // PyWorker resolves once the worker's interpreter is up and engine_worker.py has run.
  // Both settings name the local interpreter; without them PyScript would fetch Pyodide from a CDN.
  const interpreter = new URL("pyodide/pyodide.mjs", base).href;
  const worker = await PyWorker(new URL("engine_worker.py", base).href, {
    config: { interpreter },
    version: interpreter,
  });
  worker.addEventListener("message", (event) => {
    if (typeof event.data !== "string" || !event.data.startsWith('{"pygame"')) return;
    const msg = JSON.parse(event.data);
    if (msg.pygame === "progress") onProgress(msg);
  });
  const info = JSON.parse(await worker.sync.boot(runtimeText, base));
  return new Engine(worker, info);
}

export class Engine {
  constructor(worker, info) {
    this.worker = worker;
    this.info = info;
  }

  async call(name, ...args) {
    const text = await this.worker.sync[name](...args);
    const data = JSON.parse(text);
    if (data && typeof data === "object" && !Array.isArray(data) && "error" in data) {
      throw new EngineError(data.error);
    }
    return data;
  }

  // viewer: the seat whose eyes the page has (-1 for a spectator); see engine_worker.py.
  newGame(gameId, seed, options, viewer) {
    return this.call("new_game", gameId, seed, JSON.stringify(options || {}), viewer);
  }
  // upto: replay only so many moves; since: an earlier step, to tell and mark what changed from there.
  openRecord(share, viewer, upto = -1, since = -1) { return this.call("open_record", share, viewer, upto, since); }
  snapshot(viewer) { return this.call("snapshot", viewer); }
  warmUp() { return this.call("warm_up"); }
  act(action, viewer) { return this.call("act", JSON.stringify(action), viewer); }
  undo(viewer) { return this.call("undo", viewer); }
  botMove(bot, viewer) { return this.call("bot_move", bot, viewer); }
  // A search bot's thinking in slices (site/js/thinking.js).
  thinkStart(bot, viewer, hint) { return this.call("think_start", bot, viewer, hint); }
  thinkMore(seconds, viewer) { return this.call("think_more", seconds, viewer); }
  thinkFinish(viewer) { return this.call("think_finish", viewer); }
  rngSample(seed, n, sides = 6) { return this.call("rng_sample", seed, n, sides); }
  // Links into saved games and fair seeds (engine/links.py).
  recordInfo(share) { return this.call("record_info", share); }
  openContinuation(share, viewer, savedShare, mine) {
    return this.call("open_continuation", share, viewer, savedShare, JSON.stringify(mine));
  }
  newSecret() { return this.call("new_secret"); }
  newFairGame(gameId, options, creator, joiner, viewer) {
    return this.call("new_fair_game", gameId, JSON.stringify(options || {}), creator, joiner, viewer);
  }
  openFairStart(share, viewer, commit, joiner) { return this.call("open_fair_start", share, viewer, commit, joiner); }
  // A setup's answers to its own questions (Game.setup_from_form): {options, seats}.
  setupGame(gameId, setupId, answers) {
    return this.call("setup_game", gameId, setupId, JSON.stringify(answers || {}));
  }
  checkOptions(gameId, options) { return this.call("check_options", gameId, JSON.stringify(options || {})); }
}
