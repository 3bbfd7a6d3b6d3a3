"""Pyodide memory-snapshot benchmark (a script, not a test): ``python tests/bench_snapshot.py [--runs 3] [--no-build]``.

Issue 10 asks what Pyodide's memory snapshot gives for a warm start, and whether it is reliable. This serves
a copy of the built test site plus pages of its own, each running Pyodide in a module worker (as the site
does) under the site's own Content-Security-Policy, and times, from navigation start:

  * ``bare.html``: ``loadPyodide()``, ``loadPackage(<the wheels of runtime.json>)``, import the rules and
    plugins: the boot the site's worker does today, without PyScript;
  * ``snap-make.html?v=<variant>``: the same with ``loadPyodide({_makeSnapshot: true})``, then
    ``makeMemorySnapshot()``, the bytes kept in Cache Storage (same origin);
  * ``snap-load.html?v=<variant>``: the bytes read back, ``loadPyodide({_loadSnapshot: bytes})``, whatever
    the snapshot lacks loaded, then a check that the rules work (games(), a solo Ming Voyages game played a
    few moves, rendered, every game started) with the same results as the bare boot.

The snapshot variants: ``empty`` (taken right after loadPyodide, the case Pyodide's own tests cover; the
wheels are loaded and the rules imported after the restore), ``stdlib`` (also the standard-library modules
the rules import, found by the bare page) and ``rules`` (the wheels loaded and the rules imported before
the snapshot: the warm start issue 10 hopes for) and ``rules-forced`` (the same, past the two refusals met on
the way: the loadPackage record that makeMemorySnapshot will not serialise is emptied first, the heap is grown
to the snapshot's size before the restore through the loader's undocumented ``createPyodideModule`` option,
and the wheels' files are unpacked again after it, as the snapshot does not hold the file system).

Pyodide 314's snapshot copies the wasm linear memory only: not the file system (the wheels' files), not the
loaded dynamic libraries (pydantic_core's .so), and restoring writes the bytes into a heap of the compiled
default size (pyodide/pyodide#6254). The figures say what that means here. Prints JSON: medians per step,
every run's outcome and error text, and how PyScript (the site's worker) calls loadPyodide.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from browser.harness import Recorder, Server, build_test_site, launch, wait_ready  # noqa: E402

VARIANTS = ("empty", "stdlib", "rules", "rules-forced")

PAGE = """<!doctype html><html data-mode="{mode}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}"><link rel="icon" href="data:,">
<title>snapshot bench: {mode}</title><script type="module" src="./snapbench-page.js"></script></head>
<body><pre id="out"></pre></body></html>"""

# The page: starts the worker, hands it the mode, shows its report as JSON with the marks made relative
# to the page's navigation start.
PAGE_JS = r"""
const html = document.documentElement;
const origin = performance.timeOrigin;
const out = document.getElementById("out");
function finish(data) {
  const marks = {};
  for (const [k, v] of Object.entries(data.marks || {})) marks[k] = Math.round(v - origin);
  out.textContent = JSON.stringify({ ...data, marks });
  html.dataset.state = data.ok ? "ready" : "error";
}
const worker = new Worker(new URL("./snapbench-worker.mjs", import.meta.url), { type: "module" });
worker.onmessage = (event) => finish(event.data);
worker.onerror = (event) => finish({ ok: false, error: `worker error: ${event.message}` });
worker.postMessage({
  mode: html.dataset.mode,
  variant: new URLSearchParams(location.search).get("v") || "",
  stdlib: decodeURIComponent(location.hash.slice(1)).split(",").filter(Boolean),
});
"""

# The worker: one boot per page. Marks are absolute (timeOrigin + now) so the page can rebase them.
WORKER_JS = r"""
import { loadPyodide } from "./pyodide/pyodide.mjs";
import createPyodideModule from "./pyodide/pyodide.asm.mjs";

const now = () => performance.timeOrigin + performance.now();
const CACHE = "snapbench";
const key = (variant) => new URL(`./__snapshot/${variant}.bin`, self.location.href).href;
let report = null;

function fail(where, err) {
  if (!report || report.sent) return;
  report.error = `${where}: ${String((err && err.stack) || err)}`.slice(0, 3000);
  report.sent = true;
  self.postMessage(report);
}
self.addEventListener("unhandledrejection", (e) => fail("unhandled rejection", e.reason));
self.addEventListener("error", (e) => fail("uncaught", e.error || e.message));

const CHECK = `
def _bench_check():
    import json, time, traceback
    out, ctx = {}, {}

    def run(name, fn):
        t = time.perf_counter()
        try:
            out[name] = {"ok": True, "value": fn()}
        except BaseException as e:  # noqa: BLE001 - a benchmark reports every failure
            out[name] = {"ok": False, "error": "".join(traceback.format_exception(e))[-1500:]}
        out[name]["ms"] = round(1000 * (time.perf_counter() - t), 1)
        return out[name]["ok"]

    def games():
        import pygame_rules
        ctx["pr"] = pygame_rules
        return pygame_rules.games()

    def new_game():
        s = ctx["s"] = ctx["pr"].Session.new("ming-voyages", 1, {"mode": "solo"})
        return s.game.state_hash(s.state)

    def play():
        s, n = ctx["s"], 0
        g = s.game
        for i in range(12):
            acts = g.legal_actions(s.state)
            if not acts:
                break
            s.play(acts[(7 * i) % len(acts)])
            n += 1
        return {"moves": n, "hash": g.state_hash(s.state), "record": s.record.encode()}

    def render():
        s = ctx["s"]
        g = s.game
        seat = g.current_seat(s.state)
        view = g.view(s.state, seat)
        drawn = g.render(view, seat, view) or {}
        return {k: len(v) for k, v in drawn.items()}

    def all_games():
        import pygame_rules
        got = {}
        for gid in pygame_rules.games():
            s = pygame_rules.Session.new(gid, 1, {})
            acts = s.game.legal_actions(s.state)
            if acts:
                s.play(acts[0])
            got[gid] = s.game.state_hash(s.state)
        return got

    if run("import", games) and run("new_game", new_game) and run("play", play):
        run("render", render)
        run("all_games", all_games)
    return json.dumps(out)
`;

async function install(py, runtime, marks) {
  const wheels = runtime.wheels.map((w) => new URL(w, self.location.href).href);
  await py.loadPackage(wheels, { messageCallback: () => {}, errorCallback: (m) => console.warn(m) });
  marks.wheels = now();
}

// The wheels' files put back after a restore (the snapshot holds no file system), by Python's zipfile.
async function unpack(py, runtime, marks) {
  const names = [];
  for (const w of runtime.wheels) {
    const name = `/tmp/${w.split("/").pop()}`;
    py.FS.writeFile(name, new Uint8Array(await (await fetch(new URL(w, self.location.href))).arrayBuffer()));
    names.push(name);
  }
  py.runPython(`
import site, zipfile
for _w in ${JSON.stringify(names)}:
    zipfile.ZipFile(_w).extractall(site.getsitepackages()[0])
del _w`);
  marks.wheels = now();
}

// What makeMemorySnapshot found in the JsRef table when it refused.
function describeHiwire(py) {
  const out = [];
  for (let i = 0; i < 16; i++) {
    let v;
    try { v = py._module.__hiwire_get(i); } catch { break; }
    let json;
    try { json = JSON.stringify(v)?.slice(0, 120); } catch (e) { json = `(${e})`; }
    const keys = v && typeof v === "object" ? Object.keys(v).slice(0, 8) : "";
    out.push(`${i}: ${typeof v} ${v?.constructor?.name ?? ""} keys=${keys} json=${json}`);
  }
  return out;
}

function importRules(py, runtime, marks) {
  const plugins = JSON.stringify(runtime.plugins || []);
  py.runPython(`import importlib, pydantic, pygame_rules\nfor _m in ${plugins}:\n    importlib.import_module(_m)`);
  marks.rules_imported = now();
}

function check(py, marks) {
  py.runPython(CHECK);
  const result = JSON.parse(py.runPython("_bench_check()"));
  marks.checked = now();
  return result;
}

self.onmessage = async ({ data: { mode, variant, stdlib } }) => {
  const marks = { worker: now() };
  report = { ok: false, mode, variant, marks };
  try {
    const runtime = await (await fetch("./runtime.json")).json();
    let py;
    if (mode === "bare") {
      py = await loadPyodide();
      marks.pyodide = now();
      py.runPython("import sys\n_before = set(sys.modules)");
      await install(py, runtime, marks);
      importRules(py, runtime, marks);
      // The standard-library modules the rules pulled in (for the "stdlib" snapshot variant).
      report.stdlib = JSON.parse(py.runPython(`
import json, sys
def _from_stdlib(name):
    mod = sys.modules.get(name)
    return "site-packages" not in (getattr(mod, "__file__", None) or "")
json.dumps(sorted(m for m in set(sys.modules) - _before if _from_stdlib(m)))`));
    } else if (mode === "make") {
      py = await loadPyodide({ _makeSnapshot: true });
      marks.pyodide = now();
      if (variant === "stdlib") {
        report.stdlib_failed = JSON.parse(py.runPython(`
import importlib, json
_failed = []
for _m in ${JSON.stringify(stdlib)}:
    try:
        importlib.import_module(_m)
    except Exception as e:
        _failed.append(f"{_m}: {e!r}")
del _m
json.dumps(_failed)`));
        marks.stdlib_imported = now();
      } else if (variant === "rules") {
        await install(py, runtime, marks);
        importRules(py, runtime, marks);
      } else if (variant === "rules-forced") {
        await install(py, runtime, marks);
        importRules(py, runtime, marks);
        // JsRef slot 6 must serialise as {} but loadPackage keeps its name -> URL record there: empty it.
        const slot = py._module.__hiwire_get(6);
        for (const k of Object.keys(slot)) delete slot[k];
      }
      report.heap_before = py._module.HEAP8.length;
      marks.make_start = now();
      let snap;
      try {
        snap = py.makeMemorySnapshot();
      } catch (err) {
        report.hiwire = describeHiwire(py);
        throw err;
      }
      marks.made = now();
      report.size = snap.byteLength;
      const cache = await caches.open(CACHE);
      await cache.put(key(variant), new Response(snap, { headers: { "content-type": "application/octet-stream" } }));
      marks.stored = now();
    } else if (mode === "load") {
      marks.read_start = now();
      const cache = await caches.open(CACHE);
      const response = await cache.match(key(variant));
      if (!response) throw new Error(`no "${variant}" snapshot in Cache Storage`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      marks.read = now();
      report.size = bytes.byteLength;
      const options = { _loadSnapshot: bytes };
      if (variant === "rules-forced") {
        // loadPyodide sets INITIAL_MEMORY, which this build ignores: grow the heap to the snapshot's size
        // before restoreSnapshot copies it in (else "RangeError: offset is out of bounds").
        options.createPyodideModule = (settings) => {
          settings.preRun.push((Module) => Module.growMemory(bytes.byteLength));
          return createPyodideModule(settings);
        };
      }
      py = await loadPyodide(options);
      marks.pyodide = now();
      if (variant === "rules") {
        marks.rules_imported = marks.pyodide; // in the snapshot already: nothing to load
      } else if (variant === "rules-forced") {
        await unpack(py, runtime, marks);       // the file system is not in the snapshot: put the files back
        marks.rules_imported = now();
      } else {
        await install(py, runtime, marks);
        importRules(py, runtime, marks);
      }
    } else {
      throw new Error(`unknown mode ${mode}`);
    }
    report.heap = py._module.HEAP8.length;
    if (mode !== "make") {
      report.check = check(py, marks);
      report.ok = Object.values(report.check).every((s) => s.ok) && Object.keys(report.check).length === 5;
    } else {
      report.ok = true;
    }
  } catch (err) {
    fail("boot", err);
    return;
  }
  report.sent = true;
  self.postMessage(report);
};
"""


def site_csp(site: Path) -> str:
    """The Content-Security-Policy of the site's own play page, so the bench pages obey the same one."""
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', (site / "play.html").read_text())
    return found.group(1) if found else "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"


def pyscript_findings(site: Path) -> dict:
    """How PyScript's pyodide engine calls loadPyodide, read from the built site's core chunk."""
    out: dict = {"loadPyodide_call": None, "options_passed": None, "mentions_snapshot": []}
    for path in sorted((site / "pyscript").glob("*.js")):
        text = path.read_text(errors="replace")
        if "_loadSnapshot" in text or "makeMemorySnapshot" in text:
            out["mentions_snapshot"].append(path.name)
        if out["loadPyodide_call"]:
            continue
        call = re.search(r"\w+\(\{stderr:\w+,stdout:\w+,\.\.\.(\w+)\}\)", text)
        engine = text.find('type:"pyodide"')
        if call and engine >= 0:
            out["file"] = path.name
            out["loadPyodide_call"] = call.group(0)
            var = call.group(1)
            seg = text[engine:call.start()]
            out["options_passed"] = sorted(set(re.findall(rf"\b{var}\.(\w+)=", seg))
                                           | set(re.findall(rf"\b{var}=\{{(\w+):", seg)))
    return out


def visit(page, url: str, timeout_ms: int) -> dict:
    start = time.perf_counter()
    try:
        page.goto(url)
        state = wait_ready(page, timeout_ms)
    except Exception as err:  # noqa: BLE001 - a timeout or a crashed page is a result here
        return {"ok": False, "error": f"{type(err).__name__}: {str(err)[:500]}",
                "wall_s": round(time.perf_counter() - start, 2)}
    data = json.loads(page.inner_text("#out") or "{}")
    data["wall_s"] = round(time.perf_counter() - start, 2)
    data["state"] = state
    data.pop("sent", None)
    return data


def one_run(browser, base: str, timeout_ms: int, stdlib: list[str] | None) -> dict:
    ctx = browser.new_context(service_workers="block")
    rec = Recorder(ctx, base)
    page = rec.watch(ctx.new_page())
    try:
        out = {"bare_first": visit(page, base + "bare.html", timeout_ms)}   # fills the HTTP and code caches
        out["bare"] = visit(page, base + "bare.html", timeout_ms)
        stdlib = stdlib or out["bare"].get("stdlib") or out["bare_first"].get("stdlib") or []
        for v in VARIANTS:
            frag = "#" + ",".join(stdlib) if v == "stdlib" else ""
            out[f"make_{v}"] = visit(page, f"{base}snap-make.html?v={v}{frag}", timeout_ms)
            out[f"load_{v}"] = visit(page, f"{base}snap-load.html?v={v}", timeout_ms)
        out["foreign_requests"] = list(rec.foreign)
        out["console_errors"] = [c for c in rec.console if c.startswith(("error", "pageerror"))][:20]
        return out
    finally:
        ctx.close()


def summarise(runs: list[dict]) -> dict:
    def med(xs):
        xs = [x for x in xs if x is not None]
        return round(statistics.median(xs)) if xs else None

    def mark(r, name, since=None):
        m = r.get("marks") or {}
        if name not in m:
            return None
        return m[name] - (m[since] if since else 0)

    def results(r):  # what must match the bare boot
        c = r.get("check") or {}
        return {k: c[k].get("value") for k in ("import", "new_game", "play", "render", "all_games") if k in c}

    def errors(reports):  # each distinct error once, with how many runs met it
        seen: dict[str, int] = {}
        for r in reports:
            if r.get("error"):
                text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1", r["error"])[:600]
                seen[text] = seen.get(text, 0) + 1
        return [{"runs": n, "error": e} for e, n in seen.items()]

    bare = [r["bare"] for r in runs]
    reference = results(bare[0])
    out = {
        "bare": {
            "ms_to_pyodide": med([mark(r, "pyodide") for r in bare]),
            "ms_to_rules_imported": med([mark(r, "rules_imported") for r in bare]),
            "ms_wheels": med([mark(r, "wheels", "pyodide") for r in bare]),
            "ms_import": med([mark(r, "rules_imported", "wheels") for r in bare]),
            "first_visit_ms_to_rules_imported": med([mark(r["bare_first"], "rules_imported") for r in runs]),
            "heap_mb": round(bare[0].get("heap", 0) / 1e6, 1),
            "ok": [r.get("ok", False) for r in bare],
            "errors": errors(bare),
            "stdlib_modules_the_rules_import": len(bare[0].get("stdlib") or []),
        },
        "snapshots": {},
    }
    for v in VARIANTS:
        makes, loads = [r[f"make_{v}"] for r in runs], [r[f"load_{v}"] for r in runs]
        failed_steps = []
        for r in loads:
            for step, s in (r.get("check") or {}).items():
                if not s.get("ok"):
                    failed_steps.append({"step": step, "error": s.get("error")})
        out["snapshots"][v] = {
            "make": {
                "ms_to_pyodide": med([mark(r, "pyodide") for r in makes]),
                "ms_before_make": med([mark(r, "make_start") for r in makes]),
                "ms_make": med([mark(r, "made", "make_start") for r in makes]),
                "ms_store_in_cache_storage": med([mark(r, "stored", "made") for r in makes]),
                "size_mb": round(med([r.get("size") for r in makes]) / 1e6, 1) if any(r.get("size") for r in makes)
                else None,
                "ok": [r.get("ok", False) for r in makes],
                "errors": errors(makes),
                "stdlib_imports_failed": makes[0].get("stdlib_failed") if v == "stdlib" else None,
                "jsref_slots_6_7_when_refused": next((r["hiwire"][6:8] for r in makes if r.get("hiwire")), None),
            },
            "load": {
                "ms_read_from_cache_storage": med([mark(r, "read", "read_start") for r in loads]),
                "ms_to_pyodide": med([mark(r, "pyodide") for r in loads]),
                "ms_restore": med([mark(r, "pyodide", "read") for r in loads]),
                "ms_wheels_after_restore": med([mark(r, "wheels", "pyodide") for r in loads]),
                "ms_import_after_restore": med([mark(r, "rules_imported", "wheels") for r in loads]),
                "ms_to_rules_imported": med([mark(r, "rules_imported") for r in loads]),
                "heap_mb": round(med([r.get("heap") for r in loads]) / 1e6, 1) if any(r.get("heap") for r in loads)
                else None,
                "ok": [r.get("ok", False) for r in loads],
                "same_results_as_bare": [bool(r.get("check")) and results(r) == reference for r in loads],
                "errors": errors(loads),
                "failed_steps": failed_steps[:6],
            },
        }
        # Paired within each run (the same browser context, the same moment's machine load).
        # Only where the restored interpreter passed the check: a crashed one saved nothing.
        saved = [mark(r["bare"], "rules_imported") - mark(r[f"load_{v}"], "rules_imported") for r in runs
                 if r[f"load_{v}"].get("ok") and mark(r["bare"], "rules_imported") is not None]
        out["snapshots"][v]["load"]["saved_ms_vs_bare_paired"] = med(saved)
        out["snapshots"][v]["load"]["saved_ms_each_run"] = saved
        out["snapshots"][v]["reliable"] = all(out["snapshots"][v]["make"]["ok"]) and all(
            out["snapshots"][v]["load"]["ok"]) and all(out["snapshots"][v]["load"]["same_results_as_bare"])
    out["foreign_requests"] = sorted({u for r in runs for u in r["foreign_requests"]})
    out["console_errors"] = sorted({c[:300] for r in runs for c in r["console_errors"]})[:12]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-build", action="store_true", help="reuse build/test-site")
    ap.add_argument("--timeout", type=int, default=180, help="seconds a page may take")
    ap.add_argument("--raw", action="store_true", help="also print every run's reports")
    args = ap.parse_args()
    site = Path(__file__).resolve().parent.parent / "build" / "test-site"
    if not args.no_build:
        site = build_test_site()
    runtime = json.loads((site / "runtime.json").read_text())
    csp = site_csp(site)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "site"
        shutil.copytree(site, root)
        for mode, name in (("bare", "bare.html"), ("make", "snap-make.html"), ("load", "snap-load.html")):
            (root / name).write_text(PAGE.format(mode=mode, csp=csp))
        (root / "snapbench-page.js").write_text(PAGE_JS)
        (root / "snapbench-worker.mjs").write_text(WORKER_JS)
        server = Server(root)
        runs: list[dict] = []
        try:
            with sync_playwright() as pw:
                browser = launch(pw)
                version = browser.version
                stdlib = None
                for i in range(args.runs):
                    runs.append(one_run(browser, server.url, args.timeout * 1000, stdlib))
                    stdlib = stdlib or runs[-1]["bare"].get("stdlib")
                    print(f"run {i + 1}/{args.runs} done", file=sys.stderr, flush=True)
                browser.close()
        finally:
            server.stop()
    summary = summarise(runs)
    print(json.dumps({
        "runs": args.runs, "chromium": version, "pyodide": runtime.get("pyodide"),
        "pyscript": runtime.get("pyscript"), "csp": csp,
        **summary,
        "pyscript_worker": pyscript_findings(site),
        **({"raw": runs} if args.raw else {}),
    }, indent=1))


if __name__ == "__main__":
    main()
