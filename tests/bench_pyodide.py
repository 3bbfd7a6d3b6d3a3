"""The rules' speed inside Pyodide under Node (a script, not a test):

    python tests/bench_pyodide.py [--seconds S] [--warmup W] [--dist DIR] [--rounds N] [--compare] [--imports N]

Runs ``pygame_rules.cli.bench(S)`` (what ``python -m pygame_rules bench --seconds S`` prints) inside the Pyodide
of a built site, installed as the site installs it: Pyodide from ``DIR/pyodide`` and ``loadPackage`` of the local
wheels that ``DIR/runtime.json`` lists (then the plugin modules it names are imported), with no index and no
network. ``DIR`` is ``dist/`` unless given; it is built first if it has no ``runtime.json``. Prints JSON:
the bench figures as they come (whatever figures ``bench`` adds appear here too), Pyodide's Python version and
the time to start it and install the wheels. Node runs with its default stack, as a browser would.

Each interpreter first runs ``bench(W)`` once unmeasured (``--warmup W``, default 0.5; 0 for none): the first
seconds of a fresh Pyodide run slower (most likely V8 tiering the WebAssembly up from its baseline compiler as it
runs; Ming Voyages' random games went 84, 141, 145, 115... per second in four bench(0.5) calls
in one process), and the first call pays one-off costs (pydantic builds its validators on first use).

``--compare`` also runs ``bench(S)`` in CPython (the Python running this script, or ``--python``) on the very
same wheel, unpacked, and adds ``pyodide_slowdown``: the bench figures' tree with, for every rate (a key with
``per_second``), CPython's figure over Pyodide's, and for every time (a key with ``seconds``, ``_ms`` or ending
in ``_s``), Pyodide's over CPython's; above 1 means Pyodide is slower. ``pyodide_slowdown_range`` sums it up
(fewest, median, most) for each part of the figures (``engine``, ``games``).
``--rounds N`` runs the bench N times, alternating with CPython's, and gives every figure's median (on a shared
machine the load moves between runs).

``--imports N`` measures, N times each and alternating, a fresh Pyodide importing ``pygame_rules`` and then every
module of it, with the wheel as shipped (bytecode compiled by build.py) and with a copy of it stripped of its
``__pycache__`` (as the wheel was before): seconds to install the wheels, to import pygame_rules and list the
games (what the page's worker does next) and to import every module, modules compiled from source and modules
whose ``.pyc`` exists (medians); ``page_boot_saved_s`` is what the bytecode saves on install plus import.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the project's build.py)

BENCH = """
import importlib, json
for module in {plugins!r}:
    importlib.import_module(module)
from pygame_rules.cli import bench
if {warmup!r}:
    bench({warmup!r})
json.dumps(bench({seconds!r}))
"""

CPYTHON_BENCH = """
import importlib, json, sys
sys.path.insert(0, sys.argv[1])
for module in json.loads(sys.argv[3]):
    importlib.import_module(module)
from pygame_rules.cli import bench
if float(sys.argv[4]):
    bench(float(sys.argv[4]))
print(json.dumps(bench(float(sys.argv[2]))))
"""

# Imports pydantic (its wheel has no bytecode either way), then pygame_rules and lists the games (what the page's
# worker does once the wheels are installed: import_and_games_metadata_s), then every other module of it,
# counting the pygame_rules modules the import system compiles from source and those whose .pyc exists.
IMPORTS = """
import importlib, importlib.machinery, json, os, pkgutil, sys, time
compiled = []
_to_code = importlib.machinery.SourceFileLoader.source_to_code
def _counting(self, data, path, *args, **kwargs):
    compiled.append(path)
    return _to_code(self, data, path, *args, **kwargs)
importlib.machinery.SourceFileLoader.source_to_code = _counting
t = time.perf_counter()
import pydantic
pydantic.BaseModel, pydantic.TypeAdapter, pydantic.Field
pydantic_s = time.perf_counter() - t
t = time.perf_counter()
import pygame_rules
package_s = time.perf_counter() - t
pygame_rules.games_metadata()
boot_s = time.perf_counter() - t
t = time.perf_counter()
for info in pkgutil.walk_packages(pygame_rules.__path__, "pygame_rules."):
    if not info.name.endswith(".__main__"):
        importlib.import_module(info.name)
rest_s = time.perf_counter() - t
ours = [m for name, m in sys.modules.items() if name == "pygame_rules" or name.startswith("pygame_rules.")]
sources = [m for m in ours if getattr(m, "__file__", "").endswith(".py")]
json.dumps({
    "python": sys.version.split()[0],
    "import_pydantic_s": round(pydantic_s, 3),
    "import_pygame_rules_s": round(package_s, 3),
    "import_and_games_metadata_s": round(boot_s, 3),
    "import_all_modules_s": round(boot_s + rest_s, 3),
    "modules": len(sources),
    "compiled_from_source": sorted(p.split("/site-packages/")[-1] for p in compiled if "/pygame_rules/" in p),
    "with_pyc": sum(1 for m in sources if m.__cached__ and os.path.exists(m.__cached__)),
})
"""


def ensure_dist(dist: Path) -> dict:
    """runtime.json of the built site in dist, building it first if it has none."""
    if not (dist / "runtime.json").is_file():
        print(f"[bench] no {dist}/runtime.json: building the site there", file=sys.stderr)
        build.build_site(dist)
    return json.loads((dist / "runtime.json").read_text(encoding="utf-8"))


def shipped_wheels(dist: Path, runtime: dict) -> list[Path]:
    """The wheel files the page installs, in its order."""
    return [dist / url.removeprefix("./") for url in runtime["wheels"]]


def rules_wheel(wheels: list[Path]) -> Path:
    return next(w for w in wheels if w.name.startswith("pygame_rules-"))


def node_version() -> str:
    return subprocess.run([build.node_binary(), "--version"], capture_output=True, text=True).stdout.strip()


def pyodide_bench(dist: Path, runtime: dict, seconds: float, warmup: float = 0) -> dict:
    """bench(seconds) in a fresh Pyodide with the site's wheels, after an unmeasured bench(warmup) if warmup."""
    code = BENCH.format(plugins=runtime.get("plugins", []), seconds=seconds, warmup=warmup)
    ran = build.run_in_pyodide(code, dist / "pyodide", shipped_wheels(dist, runtime))
    figures = json.loads(ran["result"])
    return {"pyodide": runtime["pyodide"], "python": figures.get("python"), "node": node_version(),
            "load_pyodide_s": round(ran["load_pyodide_s"], 2), "install_wheels_s": round(ran["load_packages_s"], 2),
            "bench_s": round(ran["run_s"], 1), "bench": figures}


def cpython_bench(python: str, wheel: Path, plugin_wheels: list[Path], plugins: list[str], seconds: float,
                  warmup: float = 0) -> dict:
    """bench(seconds) in CPython on the same wheel (unpacked), plugins from their wheels, never the checkout; after
    an unmeasured bench(warmup) if warmup."""
    with tempfile.TemporaryDirectory(prefix="pygame-bench-") as tmp:
        for w in [wheel, *plugin_wheels]:
            with zipfile.ZipFile(w) as zf:
                zf.extractall(Path(tmp) / "site")
        proc = subprocess.run([python, "-c", CPYTHON_BENCH, str(Path(tmp) / "site"), str(seconds),
                               json.dumps(plugins), str(warmup)], capture_output=True, text=True, cwd=tmp)
    if proc.returncode != 0:
        raise SystemExit(f"bench in {python} failed:\n{proc.stderr}")
    figures = json.loads(proc.stdout.strip().splitlines()[-1])
    return {"executable": python, "python": figures.get("python"), "bench": figures}


def median_tree(trees: list):
    """One tree of figures from several runs: every number the median of its runs, the rest from the first."""
    first = trees[0]
    if isinstance(first, dict):
        return {k: median_tree([t[k] for t in trees if isinstance(t, dict) and k in t]) for k in first}
    if isinstance(first, list) and all(isinstance(t, list) and len(t) == len(first) for t in trees):
        return [median_tree([t[i] for t in trees]) for i in range(len(first))]
    if all(isinstance(t, int | float) and not isinstance(t, bool) for t in trees):
        value = statistics.median(trees)
        return round(value, 3) if isinstance(value, float) else value
    return first


def kind(key: str) -> str | None:
    """"rate" for a figure per second, "time" for a duration, else None (counts, sizes, options, ratios)."""
    if "per_second" in key:
        return "rate"
    if "seconds" in key or "_ms" in key or key.endswith("_s"):
        return "time"
    return None


def slowdown(pyodide, cpython, key: str = ""):
    """How many times slower Pyodide is, for every rate and time found in both trees (same shape kept)."""
    if isinstance(pyodide, dict) and isinstance(cpython, dict):
        out = {k: slowdown(pyodide[k], cpython[k], k) for k in pyodide if k in cpython}
        return {k: v for k, v in out.items() if v not in (None, {}, [])} or None
    if isinstance(pyodide, list) and isinstance(cpython, list) and len(pyodide) == len(cpython):
        out = [slowdown(p, c, key) for p, c in zip(pyodide, cpython, strict=True)]
        return out if any(v is not None for v in out) else None
    numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (pyodide, cpython))
    what = kind(key)
    if not numbers or what is None or not pyodide or not cpython:
        return None
    return round(cpython / pyodide if what == "rate" else pyodide / cpython, 2)


def leaves(tree, key: str = ""):
    """(key, value) of every number in a slowdown tree."""
    if isinstance(tree, dict):
        for k, v in tree.items():
            yield from leaves(v, k)
    elif isinstance(tree, list):
        for v in tree:
            yield from leaves(v, key)
    elif tree is not None:
        yield key, tree


def summary(values: list[float]) -> dict:
    return ({"figures": len(values), "min": min(values), "median": round(statistics.median(values), 2),
             "max": max(values)} if values else {})


def without_bytecode(wheel: Path, dest: Path) -> Path:
    """A copy of wheel under dest (same file name) without its __pycache__ entries, RECORD rewritten."""
    files = {n: d for n, d in build.read_wheel(wheel).items() if "/__pycache__/" not in f"/{n}"}
    dest.mkdir(parents=True, exist_ok=True)
    build.write_wheel(dest / wheel.name, files)
    return dest / wheel.name


def import_figures(pyodide_dir: Path, wheels: list[Path]) -> dict:
    """One fresh Pyodide: install wheels, run IMPORTS; its figures plus the time to install."""
    ran = build.run_in_pyodide(IMPORTS, pyodide_dir, wheels)
    return {**json.loads(ran["result"]), "install_wheels_s": round(ran["load_packages_s"], 3)}


def compare_imports(dist: Path, runtime: dict, runs: int) -> dict:
    """IMPORTS with the shipped wheel and with it stripped of bytecode, alternating, runs times each."""
    wheels = shipped_wheels(dist, runtime)
    ours = rules_wheel(wheels)
    with tempfile.TemporaryDirectory(prefix="pygame-nopyc-") as tmp:
        bare = without_bytecode(ours, Path(tmp))
        sizes = {"with_bytecode": ours.stat().st_size, "without_bytecode": bare.stat().st_size}
        variants = {"with_bytecode": wheels, "without_bytecode": [bare if w == ours else w for w in wheels]}
        results: dict[str, list[dict]] = {name: [] for name in variants}
        for _ in range(runs):
            for name, ws in variants.items():
                results[name].append(import_figures(dist / "pyodide", ws))
    out = {}
    for name, rs in results.items():
        med = {k: round(statistics.median(r[k] for r in rs), 3) for k in rs[0] if k.endswith("_s")}
        out[name] = {**med, "modules": rs[0]["modules"], "with_pyc": rs[0]["with_pyc"],
                     "compiled_from_source": len(rs[0]["compiled_from_source"]),
                     "all_import_all_modules_s": [r["import_all_modules_s"] for r in rs]}
    before, after = out["without_bytecode"], out["with_bytecode"]
    out["import_saved_s"] = round(before["import_all_modules_s"] - after["import_all_modules_s"], 3)
    out["page_boot_saved_s"] = round(  # what the page's worker does: install the wheels, import, list the games
        before["install_wheels_s"] + before["import_and_games_metadata_s"]
        - after["install_wheels_s"] - after["import_and_games_metadata_s"], 3)
    out["wheel_bytes"] = sizes
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=1.0, help="bench's per_game_seconds (default 1)")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="the built site (default dist/)")
    ap.add_argument("--warmup", type=float, default=0.5, metavar="S",
                    help="run bench(S) once, unmeasured, before the measured one, in each interpreter (default 0.5; "
                         "0: none)")
    ap.add_argument("--compare", action="store_true", help="run the same bench in CPython and give the ratios")
    ap.add_argument("--python", default=sys.executable, help="the CPython for --compare (default: this one)")
    ap.add_argument("--rounds", type=int, default=1, metavar="N",
                    help="run the bench N times (alternating with CPython's) and give each figure's median")
    ap.add_argument("--imports", type=int, default=0, metavar="N",
                    help="also time importing the rules with and without bytecode, N runs each")
    ap.add_argument("--no-bench", action="store_true", help="skip the bench (with --imports)")
    args = ap.parse_args(argv)
    dist = args.dist.resolve()
    try:
        runtime = ensure_dist(dist)
        out: dict = {"dist": str(dist), "build": runtime.get("build"), "seconds_per_game": args.seconds,
                     "warmup_seconds_per_game": args.warmup}
        if not args.no_bench:
            wheels = shipped_wheels(dist, runtime)
            ours = rules_wheel(wheels)
            plugins = wheels[wheels.index(ours) + 1:]
            runs: dict[str, list[dict]] = {"pyodide": [], "cpython": []}
            for _ in range(args.rounds):  # alternating, so that both meet the same load
                runs["pyodide"].append(pyodide_bench(dist, runtime, args.seconds, args.warmup))
                if args.compare:
                    runs["cpython"].append(cpython_bench(args.python, ours, plugins, runtime.get("plugins", []),
                                                         args.seconds, args.warmup))
            out["rounds"] = args.rounds
            out["pyodide"] = median_tree(runs["pyodide"])
            if args.compare:
                out["cpython"] = median_tree(runs["cpython"])
                tree = slowdown(out["pyodide"]["bench"], out["cpython"]["bench"])
                out["pyodide_slowdown"] = tree
                out["pyodide_slowdown_range"] = {  # per part of the figures: engine, games, ...
                    part: {what: summary([v for k, v in leaves(sub) if kind(k) == what]) for what in ("rate", "time")}
                    for part, sub in (tree or {}).items()}
        if args.imports:
            out["imports"] = compare_imports(dist, runtime, args.imports)
    except build.BuildError as exc:
        print(f"bench_pyodide.py: error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
