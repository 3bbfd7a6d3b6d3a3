#!/usr/bin/env python3
"""Build, serve and test the static board-game site.

    python build.py [build] [--out DIR] [--plugin-wheel PATH]... [--plugin-module NAME]...
    python build.py serve [--port 8000] [--host 127.0.0.1] [--no-build] [--out DIR]
    python build.py test [--no-lint] [pytest args...]

The site is fully static and self-contained: Pyodide, PyScript and every wheel
are served from the same origin, and every URL written is relative ("./...").
Stdlib only, so it runs before any dependency is installed.
"""
import argparse
import base64
import functools
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import urllib.parse
import urllib.request
import venv as venv_module
import zipfile
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib import metadata
from importlib.util import find_spec
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache" / "runtime"
WHEELS = ROOT / "wheels"
SITE = ROOT / "site"
PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
# The project's own virtual environment: `test` installs into it, never into the Python running build.py.
VENV = ROOT / ".venv"
VENV_STAMP = "pygame-requirements.sha256"  # inside VENV: the hash of what was installed into it
# Besides pyproject.toml's requirements: "wheel" lets setuptools<70.1 build our wheel without an
# isolated (networked) build env, and ensure_build_deps() looks for it.
VENV_EXTRA = ["wheel"]
# The extras of pyproject.toml installed into the venv: the test suite's dependencies and the linters.
VENV_EXTRAS = ("test", "lint")
# What `test` runs before pytest, in this order, from the project root with the venv's console scripts; each
# must pass. Ruff reads its rules and the files it checks from pyproject.toml ([tool.ruff]); lint-imports
# reads the import contracts from .importlinter (its cache is off: it takes well under a second without).
LINTERS = [
    ("ruff", ["check"]),
    ("lint-imports", ["--no-logo", "--no-cache"]),
]


@dataclass(frozen=True)
class Pin:
    """One pinned runtime file. kind: npm | wheel (dist/wheels) | pyodide-wheel (dist/pyodide)."""
    name: str
    version: str
    filename: str
    sha256: str
    kind: str


# Wheels of kind "wheel" are listed in install order.
PINS = [
    Pin("pyodide", PYODIDE_VERSION, "pyodide-314.0.7.tgz",
        "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0", "npm"),
    Pin("@pyscript/core", PYSCRIPT_VERSION, "pyscript-core-0.7.31.tgz",
        "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a", "npm"),
    Pin("typing_extensions", "4.16.0", "typing_extensions-4.16.0-py3-none-any.whl",
        "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8", "wheel"),
    Pin("annotated_types", "0.8.0", "annotated_types-0.8.0-py3-none-any.whl",
        "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0", "wheel"),
    Pin("typing_inspection", "0.4.5", "typing_inspection-0.4.5-py3-none-any.whl",
        "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39", "wheel"),
    Pin("pydantic_core", "2.50.5", "pydantic_core-2.50.5-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
        "b2910ec0fa5aeb9bef70156f2b79f4783978fdcfaa7b2f1b5d1814458d2e79a1", "wheel"),
    Pin("pydantic", "2.14.4", "pydantic-2.14.4-py3-none-any.whl",
        "653a2ad9f6d8858529c77c72717d0ea991d6c6837fe683246b2f4b2bbfc3fadc", "wheel"),
    Pin("micropip", "0.11.1", "micropip-0.11.1-py3-none-any.whl",
        "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3", "pyodide-wheel"),
]
PIN = {p.name: p for p in PINS}
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
# Kept out of the build hash; both are written after it is computed.
GENERATED_LAST = ("runtime.json", "sw-assets.js")
# Our wheel ships bytecode compiled by Pyodide's own Python (run under Node at build time), so that the page
# does not compile every module on every load: a __pycache__/<module>.<cache tag>.pyc beside each .py, with an
# unchecked hash (used without looking at the source's mtime; the same source gives the same bytes).
NODE_MIN_MAJOR = 18
# Fixed fields of every entry of a wheel build.py writes: the date SOURCE_DATE_EPOCH gives (zip's earliest),
# Unix, a regular rw-r--r-- file, deflate at zlib's default level.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o100644
# Runs Python in Pyodide under Node: `node --input-type=module -e PYODIDE_RUNNER config.json`. The config names the
# Pyodide directory, local wheels to loadPackage (as the page's worker does, no index and no network), host
# directories to mount, environment variables and the code. The value of the code's last expression (a str)
# goes to stdout inside a JSON object with the timings; Python's own prints go to stderr.
PYODIDE_RUNNER = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const cfg = JSON.parse(readFileSync(process.argv[process.argv.length - 1], "utf8"));
const err = (s) => process.stderr.write(s + "\n");
const { loadPyodide } = await import(pathToFileURL(cfg.pyodide + "/pyodide.mjs").href);
let t = performance.now();
const py = await loadPyodide({ indexURL: cfg.pyodide + "/", env: cfg.env, stdout: err, stderr: err });
const out = { load_pyodide_s: (performance.now() - t) / 1000 };
t = performance.now();
if (cfg.wheels.length) {
  const errors = [];
  const loaded = await py.loadPackage(cfg.wheels, { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
  if (errors.length || loaded.length !== cfg.wheels.length) {
    err(`loadPackage failed: ${errors.join("; ")} (loaded ${loaded.length} of ${cfg.wheels.length})`);
    process.exit(3);
  }
}
out.load_packages_s = (performance.now() - t) / 1000;
for (const [at, host] of Object.entries(cfg.mounts)) {
  py.FS.mkdirTree(at);
  py.mountNodeFS(at, host);
}
t = performance.now();
try {
  out.result = String(await py.runPythonAsync(cfg.code));
} catch (e) {
  err(String(e));
  process.exit(4);
}
out.run_s = (performance.now() - t) / 1000;
process.stdout.write(JSON.stringify(out));
"""
# Compiles the sources listed in /pyc/paths.json (relative paths, mounted from the host under /pyc/src) into
# /pyc/out/<their cache_from_source path>; dfile is the relative path, so no build directory ends up in the
# bytes (the import system puts the real file name into the code objects it loads).
PYC_COMPILE = """
import importlib.util, json, py_compile, sys
for rel in json.load(open("/pyc/paths.json")):
    py_compile.compile("/pyc/src/" + rel, cfile="/pyc/out/" + importlib.util.cache_from_source(rel), dfile=rel,
                       doraise=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
json.dumps({"python": sys.version.split()[0], "cache_tag": sys.implementation.cache_tag,
            "magic": importlib.util.MAGIC_NUMBER.hex()})
"""
# Top-level entries never copied into the temporary source tree the wheel is built from
# (nor is any top-level dot entry, __pycache__, *.pyc or *.egg-info).
WHEEL_SRC_IGNORE = {"build", "dist", "wheels", "site", "tests", "docs", "node_modules"}


class BuildError(Exception):
    """A build step failed; the message is meant for the user as is."""


def log(msg: str) -> None:
    """Print a progress line to stderr."""
    print(f"[build] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- fetching

def sha256_file(path: Path) -> str:
    """Return the hex sha256 of a file, read in chunks."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def http_get(url: str, accept: str | None = None, attempts: int = 3) -> bytes:
    """GET a URL and return the body, retrying transient failures."""
    headers = {"User-Agent": "pygame-site-build/1", **({"Accept": accept} if accept else {})}
    for attempt in range(1, attempts + 1):
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=120) as r:
                return r.read()
        except OSError as exc:  # URLError and socket errors
            if attempt == attempts:
                raise BuildError(f"download failed: {url}: {exc}") from exc
            time.sleep(2 * attempt)
    raise AssertionError("unreachable")


def pin_url(pin: Pin) -> str:
    """Find the download URL of a pin (npm: fixed layout; PyPI: the simple JSON API)."""
    if pin.kind == "npm":
        base = pin.name.rsplit("/", 1)[-1]
        return f"https://registry.npmjs.org/{pin.name}/-/{base}-{pin.version}.tgz"
    index = f"https://pypi.org/simple/{pin.name}/"
    files = json.loads(http_get(index, "application/vnd.pypi.simple.v1+json"))["files"]
    for entry in files:
        if entry["filename"] == pin.filename:
            listed = entry.get("hashes", {}).get("sha256")
            if listed != pin.sha256:
                raise BuildError(f"{pin.filename}: PyPI lists sha256 {listed}, pinned {pin.sha256}")
            return urllib.parse.urljoin(index, entry["url"]).split("#", 1)[0]
    raise BuildError(f"{pin.filename} is not listed on {index}")


def check_sha256(path: Path, pin: Pin, where: str) -> None:
    """Raise a BuildError naming the file, where it came from and both digests unless it matches."""
    actual = sha256_file(path)
    if actual != pin.sha256:
        raise BuildError(f"checksum mismatch for {pin.filename} ({where}):\n"
                         f"  expected sha256 {pin.sha256}\n  actual   sha256 {actual}")


def fetch(pin: Pin) -> Path:
    """Return the verified cached file of a pin, downloading it on first use."""
    path = CACHE / pin.filename
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        url = pin_url(pin)
        log(f"downloading {url}")
        fd, tmp_name = tempfile.mkstemp(dir=CACHE, prefix=f".{pin.filename}.", suffix=".part")
        tmp = Path(tmp_name)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(http_get(url))
            check_sha256(tmp, pin, f"downloaded from {url}")
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
    check_sha256(path, pin, f"cached at {path}; delete it to download it again")
    return path


# ---------------------------------------------------------------- runtime

def tar_member(tar: tarfile.TarFile, name: str, tgz: Path) -> bytes:
    """Read one member of a tarball; a missing member is a clear error."""
    f = tar.extractfile(name) if name in tar.getnames() else None
    if f is None:
        raise BuildError(f"{tgz.name} has no file {name}")
    return f.read()


def install_pyodide(dest: Path) -> None:
    """Extract the Pyodide runtime into dest and add micropip with a patched lock entry."""
    dest.mkdir(parents=True)
    tgz = fetch(PIN["pyodide"])
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_FILES:
            (dest / name).write_bytes(tar_member(tar, f"package/{name}", tgz))
    micropip = PIN["micropip"]
    shutil.copyfile(fetch(micropip), dest / micropip.filename)
    patch_lock(dest / "pyodide-lock.json", dest / micropip.filename)


def patch_lock(lock_path: Path, wheel: Path) -> None:
    """Point the lock's micropip sha256 at the wheel served beside it (browser SRI check)."""
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    entry = lock["packages"]["micropip"]
    if entry.get("file_name") != wheel.name:
        raise BuildError(f"pyodide-lock.json names micropip file {entry.get('file_name')!r}, "
                         f"we ship {wheel.name}")
    entry["sha256"] = sha256_file(wheel)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")
    reread = json.loads(lock_path.read_text(encoding="utf-8"))["packages"]["micropip"]
    if reread["sha256"] != sha256_file(wheel):
        raise BuildError("pyodide-lock.json micropip sha256 patch did not take")


def install_pyscript(dest: Path) -> None:
    """Extract every PyScript dist .js/.css file (chunks are hashed and lazy-loaded)."""
    dest.mkdir(parents=True)
    tgz = fetch(PIN["@pyscript/core"])
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            parent, _, base = member.name.rpartition("/")
            if member.isfile() and parent == "package/dist" and base.endswith((".js", ".css")):
                (dest / base).write_bytes(tar_member(tar, member.name, tgz))
    if not (dest / "core.js").exists() or not (dest / "core.css").exists():
        raise BuildError(f"{tgz.name} has no package/dist/core.js or core.css")


# ---------------------------------------------------------------- our wheel

def wheel_src_ignore(directory: str, names: list[str]) -> set[str]:
    """copytree filter: skip bulky or generated top-level dirs, caches and egg-info anywhere."""
    skip = {n for n in names if n == "__pycache__" or n.endswith((".pyc", ".egg-info"))}
    if Path(directory) == ROOT:
        skip |= {n for n in names if n in WHEEL_SRC_IGNORE or n.startswith(".")}
    return skip


def can_build_without_isolation() -> bool:
    """True if this Python's setuptools can build wheels (setuptools>=70.1 or `wheel` installed)."""
    has_bdist_wheel = find_spec("wheel") or find_spec("setuptools.command.bdist_wheel")
    return bool(find_spec("setuptools") and has_bdist_wheel)


def ensure_build_deps() -> None:
    """Install what the build itself needs (pydantic to list the games, wheel to build ours) if missing."""
    missing = [req for mod, req in (("pydantic", "pydantic>=2,<3"), ("wheel", "wheel"), ("setuptools", "setuptools>=61"))
               if find_spec(mod) is None]
    if missing:
        log("pip install " + " ".join(missing))
        if subprocess.run([sys.executable, "-m", "pip", "install", "-q", *missing]).returncode != 0:
            raise BuildError(f"could not install the build's dependencies: {missing}")


def build_rules_wheel(dest: Path = WHEELS, pyodide_dir: Path | None = None) -> Path:
    """Build the pygame_rules wheel from a temporary copy of the repo into dest (replacing any older one there),
    with bytecode compiled by the Pyodide in pyodide_dir (default: the pinned one, unpacked for the purpose)."""
    with tempfile.TemporaryDirectory(prefix="pygame-wheel-") as tmp:
        src, out = Path(tmp) / "src", Path(tmp) / "out"
        shutil.copytree(ROOT, src, ignore=wheel_src_ignore)
        cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(src)]
        if can_build_without_isolation():
            cmd.insert(5, "--no-build-isolation")
        else:
            log("setuptools here cannot make wheels (no `wheel` package): building in isolation")
        env = {**os.environ, "SOURCE_DATE_EPOCH": "315532800"}  # 1980: same bytes, same hash
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            raise BuildError(f"building the pygame_rules wheel failed:\n{proc.stdout}{proc.stderr}")
        built = sorted(out.glob("pygame_rules-*.whl"))
        if len(built) != 1:
            raise BuildError(f"expected one pygame_rules wheel, got {[p.name for p in built]}")
        if pyodide_dir is None:
            pyodide_dir = Path(tmp) / "pyodide"
            install_pyodide(pyodide_dir)
        add_bytecode(built[0], pyodide_dir)
        dest.mkdir(parents=True, exist_ok=True)
        for old in dest.glob("pygame_rules-*.whl"):
            old.unlink()
        return Path(shutil.copy2(built[0], dest / built[0].name))


def node_binary() -> str:
    """The `node` on PATH, if it is Node.js NODE_MIN_MAJOR or newer; else a BuildError saying what to install."""
    why = "build.py compiles the pygame_rules wheel's bytecode with Pyodide's own Python, run under Node.js"
    node = shutil.which("node")
    if node is None:
        raise BuildError(f"{why}, and there is no `node` on PATH: install Node.js {NODE_MIN_MAJOR} or newer "
                         "(Debian/Ubuntu: apt-get install nodejs) and build again")
    proc = subprocess.run([node, "--version"], capture_output=True, text=True)
    match = re.fullmatch(r"v(\d+)\..*", proc.stdout.strip())
    if proc.returncode != 0 or not match or int(match.group(1)) < NODE_MIN_MAJOR:
        raise BuildError(f"{why}; {node} is {proc.stdout.strip() or 'not working'}, it needs Node.js "
                         f"{NODE_MIN_MAJOR} or newer")
    return node


def run_in_pyodide(code: str, pyodide_dir: Path, wheels=(), mounts: dict[str, Path] | None = None,
                   env: dict[str, str] | None = None, timeout: float = 1800) -> dict:
    """Run Python code in the Pyodide of pyodide_dir under Node, after loadPackage of the local wheel files
    (as the page's worker installs them) and with host directories mounted (Pyodide path -> host path).

    Returns {"result": the value of the code's last expression as a str, "load_pyodide_s", "load_packages_s",
    "run_s"}; a BuildError with Node's output if anything fails."""
    config = {"pyodide": str(Path(pyodide_dir).resolve()), "wheels": [str(Path(w).resolve()) for w in wheels],
              "mounts": {at: str(Path(host).resolve()) for at, host in (mounts or {}).items()},
              "env": env or {}, "code": code}
    with tempfile.TemporaryDirectory(prefix="pygame-pyodide-") as tmp:
        (Path(tmp) / "config.json").write_text(json.dumps(config), encoding="utf-8")
        cmd = [node_binary(), "--input-type=module", "-e", PYODIDE_RUNNER, str(Path(tmp) / "config.json")]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=tmp)
        except subprocess.TimeoutExpired as exc:
            raise BuildError(f"Pyodide under Node took more than {timeout:.0f} s") from exc
    if proc.returncode != 0:
        raise BuildError(f"running Python in Pyodide under Node failed (exit {proc.returncode}):\n"
                         f"{proc.stderr[-4000:]}")
    return json.loads(proc.stdout)


def wheel_hash(data: bytes) -> str:
    """A file's hash as a wheel's RECORD writes it."""
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def record_of(files: dict[str, bytes], record: str) -> bytes:
    """RECORD for a wheel holding files (in their order; the RECORD itself, at name record, without a hash)."""
    lines = [f"{name},{wheel_hash(data)},{len(data)}" for name, data in files.items() if name != record]
    return ("\n".join([*lines, f"{record},,"]) + "\n").encode()


def write_wheel(path: Path, files: dict[str, bytes]) -> None:
    """Write a wheel reproducibly: the package files sorted by name, then the .dist-info files sorted with RECORD
    last (rewritten from the content), every entry with the same date and mode (ZIP_DATE, ZIP_MODE)."""
    records = [n for n in files if n.count("/") == 1 and n.split("/")[0].endswith(".dist-info")
               and n.endswith("/RECORD")]
    if len(records) != 1:
        raise BuildError(f"{path.name}: expected one .dist-info/RECORD, found {records}")
    record = records[0]
    meta = record.split("/")[0] + "/"
    order = sorted(n for n in files if not n.startswith(meta)) + sorted(n for n in files if n.startswith(meta)
                                                                        and n != record)
    ordered = {name: files[name] for name in order}
    ordered[record] = record_of(ordered, record)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in ordered.items():
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.create_system = 3
            info.external_attr = ZIP_MODE << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)


def read_wheel(path: Path) -> dict[str, bytes]:
    """Every file of a wheel, by name, in archive order."""
    with zipfile.ZipFile(path) as zf:
        return {info.filename: zf.read(info) for info in zf.infolist() if not info.is_dir()}


def add_bytecode(wheel: Path, pyodide_dir: Path) -> dict:
    """Rewrite a pure-Python wheel in place with a .pyc beside each module, compiled by Pyodide's Python with an
    unchecked hash (PYC_COMPILE); return what compiled them (python, cache_tag, magic)."""
    files = {n: d for n, d in read_wheel(wheel).items() if "/__pycache__/" not in f"/{n}"}
    sources = sorted(n for n in files if n.endswith(".py") and ".dist-info/" not in n)
    with tempfile.TemporaryDirectory(prefix="pygame-pyc-") as tmp:
        root = Path(tmp)
        for rel in sources:
            (root / "src" / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / "src" / rel).write_bytes(files[rel])
        (root / "out").mkdir()
        (root / "paths.json").write_text(json.dumps(sources), encoding="utf-8")
        # A fixed hash seed: set and frozenset constants are marshalled in iteration order.
        ran = run_in_pyodide(PYC_COMPILE, pyodide_dir, mounts={"/pyc": root}, env={"PYTHONHASHSEED": "0"})
        compiler = json.loads(ran["result"])
        magic = bytes.fromhex(compiler["magic"])
        for rel in sources:
            folder, _, name = rel.rpartition("/")
            cached = f"{folder}/__pycache__/{name[:-3]}.{compiler['cache_tag']}.pyc".lstrip("/")
            data = (root / "out" / cached).read_bytes()
            # magic, then flags 0b01: hash-based, source not checked (PEP 552)
            if data[:4] != magic or int.from_bytes(data[4:8], "little") != 1:
                raise BuildError(f"{cached}: not an unchecked-hash .pyc for magic {magic.hex()}")
            files[cached] = data
    write_wheel(wheel, files)
    log(f"{wheel.name}: {len(sources)} modules compiled by Pyodide's Python {compiler['python']} "
        f"({compiler['cache_tag']}) in {ran['run_s']:.1f} s")
    return compiler


def games_metadata(plugin_wheels=(), plugin_modules=()) -> dict:
    """Lobby metadata of every game, from ``pygame_rules.games_metadata()`` run in a subprocess, with each game's
    rules reference (``rules``: id -> markdown or None) and card reference (``cards``: id -> sections or None).

    Plugin wheels are pure Python, so they are imported straight from the wheel file (zipimport).
    """
    code = ("import sys, json, importlib; sys.path[:0] = sys.argv[1:]; import pygame_rules as m; "
            f"[importlib.import_module(x) for x in {list(plugin_modules)!r}]; "
            "print(json.dumps({'games': m.games_metadata(), "
            "'rules': {g: m.get_game(g).rules_markdown() for g in m.games()}, "
            "'cards': {g: m.get_game(g).cards() for g in m.games()}}))")
    paths = [str(ROOT), *(str(Path(w).resolve()) for w in plugin_wheels)]
    proc = subprocess.run([sys.executable, "-c", code, *paths], capture_output=True, text=True,
                          cwd=tempfile.gettempdir())
    if proc.returncode != 0:
        raise BuildError("pygame_rules.games_metadata() failed (dependencies missing? "
                         f"`python build.py test` installs them):\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------- site

def check_out_dir(out: Path) -> Path:
    """Refuse output directories whose deletion would hurt (the repo, its parents, site/)."""
    out = out.resolve()
    if out == ROOT or out in ROOT.parents or (out / ".git").exists() or out.is_relative_to(SITE):
        raise BuildError(f"refusing to use {out} as the output directory")
    return out


def copy_wheels(dest: Path, rules_wheel: Path, plugin_wheels) -> list[str]:
    """Copy every shipped wheel into dest; return their ./wheels/ URLs in install order."""
    dest.mkdir(parents=True)
    wheels = [fetch(p) for p in PINS if p.kind == "wheel"] + [rules_wheel]
    for plugin in map(Path, plugin_wheels):
        if not plugin.is_file() or plugin.suffix != ".whl":
            raise BuildError(f"plugin wheel not found or not a .whl: {plugin}")
        wheels.append(plugin)
    names = [w.name for w in wheels]
    if len(set(names)) != len(names):
        raise BuildError(f"duplicate wheel file names: {names}")
    for wheel in wheels:
        shutil.copyfile(wheel, dest / wheel.name)
    return [f"./wheels/{name}" for name in names]


def site_files(root: Path) -> list[str]:
    """Every file under root as a sorted list of POSIX relative paths."""
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def content_hash(root: Path, exclude=GENERATED_LAST) -> str:
    """12 hex digits of a sha256 over every file's path and content (minus exclude)."""
    h = hashlib.sha256()
    for rel in site_files(root):
        if rel not in exclude:
            h.update(rel.encode() + b"\0" + bytes.fromhex(sha256_file(root / rel)))
    return h.hexdigest()[:12]


def write_json(path: Path, data) -> None:
    """Write data as indented JSON with a trailing newline."""
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def write_sw_assets(root: Path, build_hash: str) -> None:
    """Write sw-assets.js: the precache list, per-file byte sizes and the cache name."""
    files = [f for f in site_files(root) if f not in ("sw.js", "sw-assets.js")]
    assets = ["./"] + [f"./{f}" for f in files]
    sizes = {f"./{f}": (root / f).stat().st_size for f in files}
    sizes = {"./": sizes.get("./index.html", 0), **sizes}  # "./" is fetched as index.html
    (root / "sw-assets.js").write_text(
        f"self.ASSET_LIST = {json.dumps(assets, indent=1)};\n"
        f"self.ASSET_BYTES = {json.dumps(sizes, indent=1)};\n"
        f"self.CACHE_NAME = {json.dumps('pygame-' + build_hash)};\n", encoding="utf-8")


def _inline(text: str) -> str:
    """Escape, then **bold** and `code` (all the inline markdown the rules references use)."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", text)


def rules_page(game_id: str, markdown: str) -> str:
    """A rules reference page from a game's RULES.md: headings, nested lists, tables; each rule ID an anchor."""
    out, depth, title = [], 0, game_id
    for line in markdown.splitlines():
        stripped = line.strip()
        item = re.match(r"^(\s*)- (.*)$", line)
        if item:
            level = len(item.group(1)) // 2 + 1
            while depth < level:
                out.append("<ul>")
                depth += 1
            while depth > level:
                out.append("</ul>")
                depth -= 1
            rule = re.match(r"\*\*([A-Z]+(?:-[A-Z]+)*-(?:\d+|[A-Z]+))\*\*:?\s*", item.group(2))  # SA-AI-PROD-ADV too
            if rule:  # the rule's words first, its ID after them in small print (a link to itself)
                rid = rule.group(1)
                out.append(f'<li id="{rid}">{_inline(item.group(2)[rule.end():])} '
                           f'<a class="rule-id" href="#{rid}">{rid}</a></li>')
            else:
                out.append(f"<li>{_inline(item.group(2))}</li>")
            continue
        while depth:
            out.append("</ul>")
            depth -= 1
        if stripped.startswith("#"):
            level = len(stripped) - len(stripped.lstrip("#"))
            text = stripped[level:].strip()
            if level == 1:
                title = text
            out.append(f"<h{level}>{_inline(text)}</h{level}>")
        elif stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):
                out.append("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in cells) + "</tr>")
        elif stripped:
            out.append(f"<p>{_inline(stripped)}</p>")
    while depth:
        out.append("</ul>")
        depth -= 1
    body = re.sub(r"(<tr>.*?</tr>)(?!<tr>)", r"\1", "\n".join(out))
    body = re.sub(r"((?:<tr>.*</tr>\n?)+)", r"<table>\1</table>", body)
    css = ("li:target{background:#fff3c4} main li{margin:.2rem 0} table{border-collapse:collapse}"
           "td{border:1px solid #d8ccb0;padding:.2rem .4rem}"
           ".rule-id{font-size:.75em;color:#6f6248;text-decoration:none;white-space:nowrap}")
    return reference_page(title, body, "rules", css)


def reference_page(title: str, body: str, main_class: str, css: str, links: str = "") -> str:
    """A reference page of the site (rules, cards) one folder below the lobby: the site's stylesheet, a page
    style, the lobby bar (with more links), no request outside the site's own origin (its CSP says so)."""
    csp = ("default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; "
           "base-uri 'self'")
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta http-equiv="Content-Security-Policy" content="{csp}"><link rel="icon" href="data:,">'
            f'<title>{html.escape(title)}</title><link rel="stylesheet" href="../css/app.css">'
            f'<style>{css}</style></head><body>'
            f'<header class="bar"><a href="../index.html" class="home">← Lobby</a>{links}</header>'
            f'<main class="{main_class}">{body}</main></body></html>')


CARDS_CSS = (
    "main.card-reference{max-width:75rem} .card-reference h2{margin:1.6rem 0 .4rem;border-bottom:2px solid var(--line)}"
    ".cref-toc ul{columns:2 16rem;padding-left:1.2rem} .cref-toc li{margin:.15rem 0}"
    ".cref-list{display:grid;gap:.8rem;grid-template-columns:repeat(auto-fill,minmax(min(19rem,100%),1fr))}"
    ".cref{border:1px solid var(--line);border-radius:.5rem;padding:.6rem .8rem;background:#fffaf0;"
    "scroll-margin-top:1rem;overflow-wrap:anywhere}"
    ".cref:target,.cref:has(>.cref-alias:target){background:#fff3c4;outline:2px solid #e9a400}"
    ".cref h3{margin:0;font-size:1.05rem;display:flex;gap:.5rem;justify-content:space-between;"
    "align-items:baseline} .cref .cref-count{font-size:.8rem;font-weight:normal;color:var(--muted);"
    "white-space:nowrap} .cref .cref-kind{margin:.1rem 0 .4rem;font-size:.85rem;color:var(--muted)}"
    ".cref p{margin:.3rem 0} .cref dl{margin:.4rem 0 0;font-size:.85rem;display:grid;"
    "grid-template-columns:auto 1fr;gap:.1rem .6rem} .cref dt{color:var(--muted)} .cref dd{margin:0}"
    ".cref-alias{display:block;height:0;scroll-margin-top:1rem}")


def _count_words(n: int) -> str:
    return "1 copy" if n == 1 else f"{n} copies"


def cards_page(title: str, sections: list[dict], rules_href: str | None = None) -> str:
    """The card reference page of a game from its ``Game.cards()`` sections: a table of contents, then each
    section with its cards; every entry, and every ``also`` id, an anchor. Every text is escaped here."""
    esc = html.escape
    toc, parts = [], []
    for sec in sections:
        cards = sec["cards"]
        counts = [c["count"] for c in cards if c.get("count") is not None]
        total = sum(counts) if counts else len(cards)
        toc.append(f'<li><a href="#{esc(sec["id"])}">{esc(sec["title"])}</a> <small>({total})</small></li>')
        entries = []
        for c in cards:
            count = c.get("count")
            aliases = "".join(f'<span class="cref-alias" id="{esc(a)}"></span>' for a in c.get("also", ()))
            facts = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in c.get("facts", ()))
            entries.append(
                f'<article class="cref" id="{esc(c["id"])}">{aliases}'
                f'<h3><span>{esc(c["name"])}</span>'
                + (f'<span class="cref-count">{esc(_count_words(count))}</span>' if count is not None else "")
                + f'</h3><p class="cref-kind">{esc(c["kind"])}</p>'
                + "".join(f"<p>{esc(t)}</p>" for t in c.get("text", ()))
                + (f"<dl>{facts}</dl>" if facts else "") + "</article>")
        parts.append(f'<section id="{esc(sec["id"])}"><h2>{esc(sec["title"])}</h2>'
                     + "".join(f"<p>{esc(t)}</p>" for t in sec.get("intro", ()))
                     + f'<div class="cref-list">{"".join(entries)}</div></section>')
    heading = f"{title}: the cards"
    body = (f"<h1>{esc(heading)}</h1><p class=\"lead\">The cards of the game with their full text, "
            "grouped by kind.</p>"
            f'<nav class="cref-toc" aria-label="Contents"><ul>{"".join(toc)}</ul></nav>' + "".join(parts))
    links = f' <a href="{esc(rules_href)}">Rules reference</a>' if rules_href else ""
    return reference_page(heading, body, "card-reference", CARDS_CSS, links)


def write_reference_pages(stage: Path, catalog: dict) -> None:
    """Write each game's rules reference (rules/<id>.html) and card reference (cards/<id>.html), where it has one."""
    titles = {g["id"]: g["title"] for g in catalog["games"]}
    for game_id, markdown in catalog["rules"].items():
        if markdown:
            (stage / "rules").mkdir(exist_ok=True)
            (stage / "rules" / f"{game_id}.html").write_text(rules_page(game_id, markdown), encoding="utf-8")
    for game_id, sections in catalog.get("cards", {}).items():
        if sections:
            (stage / "cards").mkdir(exist_ok=True)
            rules_href = f"../rules/{game_id}.html" if catalog["rules"].get(game_id) else None
            page = cards_page(titles.get(game_id, game_id), sections, rules_href)
            (stage / "cards" / f"{game_id}.html").write_text(page, encoding="utf-8")


def assemble(stage: Path, plugin_wheels, plugin_modules) -> None:
    """Write the complete site into the empty directory stage."""
    if SITE.is_dir():
        shutil.copytree(SITE, stage, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        # One page holds the lobby, the setup and play; play.html is the same page under the name that
        # game links use, so a link opens the game and the back button returns to the lobby in one page.
        if (stage / "index.html").is_file():
            shutil.copyfile(stage / "index.html", stage / "play.html")
    else:
        log("WARNING: site/ does not exist; the build has no pages")
    install_pyodide(stage / "pyodide")
    install_pyscript(stage / "pyscript")
    rules_wheel = build_rules_wheel(WHEELS, stage / "pyodide")
    wheel_urls = copy_wheels(stage / "wheels", rules_wheel, plugin_wheels)
    catalog = games_metadata(plugin_wheels, plugin_modules)
    write_json(stage / "games.json", catalog["games"])
    write_reference_pages(stage, catalog)
    build_hash = content_hash(stage)
    write_json(stage / "runtime.json", {
        "pyodide": PYODIDE_VERSION,
        "pyscript": PYSCRIPT_VERSION,
        "wheels": wheel_urls,
        "plugins": list(plugin_modules),
        "rules_package_version": rules_wheel.name.split("-")[1],
        "build": build_hash,
    })
    write_sw_assets(stage, build_hash)


def build(out: Path = ROOT / "dist", plugin_wheels=(), plugin_modules=()) -> Path:
    """Build the site into out (replaced whole, only once the new build succeeded); return it."""
    out = check_out_dir(Path(out))
    ensure_build_deps()
    out.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{out.name}.build-", dir=out.parent))
    try:
        assemble(stage, plugin_wheels, plugin_modules)
        if out.exists():
            shutil.rmtree(out)
        os.replace(stage, out)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    files = site_files(out)
    total = sum((out / f).stat().st_size for f in files)
    print(f"built {out}: {len(files)} files, {total / 1e6:.1f} MB")
    return out


# ---------------------------------------------------------------- serve

def make_handler(directory: Path):
    """A quiet SimpleHTTPRequestHandler for directory with the content types the site needs."""
    class Handler(SimpleHTTPRequestHandler):
        extensions_map = {**SimpleHTTPRequestHandler.extensions_map,
                          ".mjs": "application/javascript", ".js": "application/javascript",
                          ".wasm": "application/wasm", ".whl": "application/zip",
                          ".py": "text/plain", ".json": "application/json"}

        def log_request(self, code="-", size="-"):
            if str(code)[:1] in ("4", "5"):  # errors only
                super().log_request(code, size)

    return functools.partial(Handler, directory=str(directory))


def serve(out: Path, host: str, port: int) -> None:
    """Serve out over HTTP until interrupted."""
    if not (out / "index.html").exists():
        log(f"WARNING: {out}/index.html does not exist")
    with ThreadingHTTPServer((host, port), make_handler(out)) as httpd:
        print(f"serving {out} at http://{host}:{httpd.server_address[1]}/", flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


# ---------------------------------------------------------------- test

def venv_requirements() -> list[str]:
    """What the project venv holds: pyproject.toml's dependencies, its extras VENV_EXTRAS (tests, linters),
    its build-system requirements (the tests build wheels without isolation) and VENV_EXTRA. Not the project
    itself: the tests import pygame_rules from the repo (tests/conftest.py puts it on sys.path)."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = meta["project"]["optional-dependencies"]
    reqs = [*meta["project"]["dependencies"], *(r for extra in VENV_EXTRAS for r in extras[extra]),
            *meta["build-system"]["requires"], *VENV_EXTRA]
    return list(dict.fromkeys(reqs))


def venv_python(venv: Path) -> Path:
    """The interpreter of a venv."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def venv_script(python: str | Path, name: str) -> Path:
    """A console script installed into the venv whose interpreter is python (it sits beside it)."""
    return Path(python).parent / (f"{name}.exe" if os.name == "nt" else name)


def venv_stamp(requirements: list[str]) -> str:
    """Hash of a requirement list and of the Python the venv is made from (another Python, another venv)."""
    payload = json.dumps({"python": sys.version, "requirements": list(requirements)})
    return hashlib.sha256(payload.encode()).hexdigest()


def venv_state(venv: Path, stamp: str) -> str:
    """"ok" if venv can be reused as is, else why it must be made anew: missing, broken or changed."""
    if not venv.exists():
        return "missing"
    python = venv_python(venv)
    if not (venv / "pyvenv.cfg").is_file() or not python.exists():
        return "broken"
    stamp_file = venv / VENV_STAMP
    recorded = stamp_file.read_text(encoding="utf-8").split("\n", 1)[0] if stamp_file.is_file() else ""
    if recorded != stamp:
        return "changed"  # or never completed: the stamp is written after a successful install
    probe = subprocess.run([str(python), "-c", "import sys"], capture_output=True)
    return "ok" if probe.returncode == 0 else "broken"


def pip_install(python: Path, requirements: list[str]) -> None:
    """pip install requirements with a venv's python (pip refuses to run outside a venv)."""
    cmd = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--require-virtualenv",
           *requirements]
    log("pip install " + " ".join(requirements))
    if subprocess.run(cmd).returncode != 0:
        raise BuildError(f"pip install into {python.parent.parent} failed")


def ensure_venv(venv: Path = VENV, requirements: list[str] | None = None, *, with_pip: bool = True,
                install=pip_install) -> Path:
    """Return the python of venv holding requirements (default venv_requirements()): reused if its stamp
    matches, else (re)created with the standard library's venv module and installed into."""
    requirements = venv_requirements() if requirements is None else list(requirements)
    stamp = venv_stamp(requirements)
    state = venv_state(venv, stamp)
    python = venv_python(venv)
    if state == "ok":
        log(f"reusing {venv}")
        return python
    if state != "missing" and not (venv / "pyvenv.cfg").is_file() and any(venv.iterdir()):
        raise BuildError(f"{venv} exists and is not a virtual environment; move it away")
    log(f"creating {venv} ({state})")
    try:
        venv_module.EnvBuilder(clear=True, with_pip=with_pip, symlinks=os.name != "nt").create(venv)
    except (OSError, subprocess.CalledProcessError) as exc:
        raise BuildError(f"could not create {venv} with the venv module ({exc}); on Debian/Ubuntu "
                         "install python3-venv") from exc
    if requirements:
        install(python, requirements)
    (venv / VENV_STAMP).write_text(stamp + "\n" + "".join(f"# {r}\n" for r in requirements), encoding="utf-8")
    return python


def has_build_deps() -> bool:
    """True if this Python has what build() needs, so that ensure_build_deps() installs nothing into it."""
    try:
        pydantic_2 = metadata.version("pydantic").split(".")[0] == "2"
    except metadata.PackageNotFoundError:
        return False
    return pydantic_2 and all(find_spec(m) for m in ("pydantic", "wheel", "setuptools"))


def build_site(out: Path, plugin_wheels=(), plugin_modules=(), python: str | None = None) -> None:
    """build() without installing anything into this Python: here if it has the build's dependencies
    (or is the project venv's), else `build.py build` run by python (default: the project venv's)."""
    in_venv = Path(sys.prefix).resolve() == VENV.resolve()
    if python is None and (in_venv or has_build_deps()):
        build(out, plugin_wheels, plugin_modules)
        return
    python = python or str(ensure_venv())
    cmd = [python, str(ROOT / "build.py"), "build", "--out", str(out)]
    for wheel in plugin_wheels:
        cmd += ["--plugin-wheel", str(wheel)]
    for module in plugin_modules:
        cmd += ["--plugin-module", module]
    if subprocess.run(cmd).returncode != 0:
        raise BuildError(f"building the site with {python} failed (see above)")


def playwright_chromium(python: str = sys.executable) -> str | None:
    """Path of Playwright's own Chromium (for python's playwright) if it is installed on disk, else None."""
    code = ("from playwright.sync_api import sync_playwright\n"
            "with sync_playwright() as p: print(p.chromium.executable_path)")
    proc = subprocess.run([python, "-c", code], capture_output=True, text=True)
    path = proc.stdout.strip()
    return path if proc.returncode == 0 and path and Path(path).exists() else None


def system_chromium() -> str | None:
    """Path of a system Chromium, or None."""
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    return shutil.which("chromium") or shutil.which("chromium-browser")


def find_chromium(python: str = sys.executable) -> str:
    """Chromium for the tests: "" for Playwright's own, else a path; apt-installs it if allowed."""
    if playwright_chromium(python):
        log("using Playwright's own Chromium")
        return ""
    path = system_chromium()
    if not path and os.geteuid() == 0 and Path("/etc/debian_version").exists() and shutil.which("apt-get"):
        log("no Chromium found; installing Debian's chromium with apt-get")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update"], env=env, check=False)
        subprocess.run(["apt-get", "install", "-y", "chromium"], env=env, check=False)
        path = system_chromium()
    if not path:
        raise BuildError("no Chromium found: install Playwright's (`.venv/bin/python -m playwright install "
                         "chromium`) or the system package `chromium`")
    log(f"using Chromium at {path}")
    return path


def shown(path: Path) -> str:
    """A path as the user would type it from the project root."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def run_linters(python: str | Path) -> None:
    """Run LINTERS with the venv's tools from the project root, every one of them; a BuildError naming each
    that failed, and how to run it alone, if any did (their findings are printed above it)."""
    failed = []
    for name, args in LINTERS:
        tool = venv_script(python, name)
        alone = " ".join([shown(tool), *args])
        log(alone)
        start = time.monotonic()
        try:
            code = subprocess.run([str(tool), *args], cwd=ROOT).returncode
        except OSError as exc:
            raise BuildError(f"could not run {name} ({exc}); delete {shown(VENV)} to install it afresh") from exc
        log(f"{name}: {'passed' if code == 0 else f'FAILED (exit {code})'} in {time.monotonic() - start:.1f} s")
        if code != 0:
            failed.append(f"{name} failed (exit {code}): run it alone with `{alone}`")
    if failed:
        raise BuildError("lint failed, so pytest was not run (`python build.py test --no-lint` skips the "
                         "linters):\n  " + "\n  ".join(failed))


def run_tests(args: list[str]) -> int:
    """Make the project venv, run the linters in it (unless --no-lint is among args), pick Chromium, build the
    site, run pytest in the venv with the other args; return pytest's exit code."""
    lint = "--no-lint" not in args
    pytest_args = [a for a in args if a != "--no-lint"]
    python = str(ensure_venv())
    if lint:
        run_linters(python)
    else:
        log("--no-lint: not running " + " and ".join(name for name, _ in LINTERS))
    os.environ["PYGAME_CHROMIUM"] = find_chromium(python)
    build_site(ROOT / "dist", python=python)
    return subprocess.run([python, "-m", "pytest", *pytest_args], cwd=ROOT).returncode


# ---------------------------------------------------------------- CLI

def parse_args(argv: list[str]) -> argparse.Namespace:
    """Parse build/serve options (the test command passes its arguments to pytest as is)."""
    command = argv[0] if argv and argv[0] in ("build", "serve") else "build"
    args = argv[1:] if argv and argv[0] == command else argv
    ap = argparse.ArgumentParser(prog=f"build.py {command}", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "dist", help="output directory (default dist)")
    if command == "build":
        ap.add_argument("--plugin-wheel", action="append", default=[], type=Path,
                        help="extra wheel to ship (repeatable)")
        ap.add_argument("--plugin-module", action="append", default=[],
                        help="module the page imports after pygame_rules (repeatable)")
    else:
        ap.add_argument("--port", type=int, default=8000)
        ap.add_argument("--host", default="127.0.0.1")
        ap.add_argument("--no-build", action="store_true", help="serve the existing output")
    ns = ap.parse_args(args)
    ns.command = command
    return ns


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the process exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        if argv and argv[0] == "test":
            return run_tests(argv[1:])
        ns = parse_args(argv)
        if ns.command == "build":
            build_site(ns.out, ns.plugin_wheel, ns.plugin_module)
        else:
            if not ns.no_build:
                build_site(ns.out)
            serve(ns.out.resolve(), ns.host, ns.port)
        return 0
    except BuildError as exc:
        print(f"build.py: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
