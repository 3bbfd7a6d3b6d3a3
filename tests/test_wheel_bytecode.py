"""The pygame_rules wheel that build.py makes ships bytecode for Pyodide's Python, with a correct RECORD.

The wheel is built once into a temporary directory (pip wheel, then Pyodide under Node compiles the .pyc, as
``python build.py`` does); the tests need Node.js and skip, saying so, without it. The pinned Pyodide comes from
``.cache/runtime/`` (downloaded there on first use).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import zipfile
from pathlib import Path

import bench_pyodide
import pytest

import build


def node_or_skip() -> None:
    try:
        build.node_binary()
    except build.BuildError as exc:
        pytest.skip(f"needs Node.js to run Pyodide: {exc}")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """(the wheel, the Pyodide that compiled it)."""
    node_or_skip()
    tmp = tmp_path_factory.mktemp("wheel")
    pyodide = tmp / "pyodide"
    build.install_pyodide(pyodide)
    return build.build_rules_wheel(tmp / "wheels", pyodide), pyodide


@pytest.fixture(scope="module")
def files(built) -> dict[str, bytes]:
    return build.read_wheel(built[0])


def cache_tag(pyodide: Path) -> str:
    """Pyodide's Python's cache tag (cpython-314 for 3.14), from its lock file."""
    major, minor = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]["python"] \
        .split(".")[:2]
    return f"cpython-{major}{minor}"


def sources(files: dict[str, bytes]) -> list[str]:
    return [n for n in files if n.endswith(".py") and ".dist-info/" not in n]


def pyc_of(source: str, tag: str) -> str:
    folder, _, name = source.rpartition("/")
    return f"{folder}/__pycache__/{name[:-3]}.{tag}.pyc"


def test_every_module_has_an_unchecked_hash_pyc_for_pyodides_python(built, files):
    tag = cache_tag(built[1])
    modules = sources(files)
    assert "pygame_rules/__init__.py" in modules and len(modules) > 20
    missing = [m for m in modules if pyc_of(m, tag) not in files]
    assert not missing, f"modules without a {tag} .pyc: {missing}"
    pycs = [n for n in files if n.endswith(".pyc")]
    assert sorted(pycs) == sorted(pyc_of(m, tag) for m in modules), "a .pyc without its source, or another tag"
    magics = {files[p][:4] for p in pycs}
    assert len(magics) == 1 and next(iter(magics)).endswith(b"\r\n"), magics
    # PEP 552 flags: 0b01 = hash-based, source not checked (so no mtime check and reproducible bytes)
    assert {int.from_bytes(files[p][4:8], "little") for p in pycs} == {1}


def test_the_record_lists_every_file_with_its_sha256_and_size(files):
    record_name = next(n for n in files if n.endswith(".dist-info/RECORD"))
    rows = list(csv.reader(io.StringIO(files[record_name].decode())))
    listed = [row[0] for row in rows]
    assert len(listed) == len(set(listed)), "a file listed twice"
    assert set(listed) == set(files), (set(listed) ^ set(files))
    for name, digest, size in rows:
        if name == record_name:
            assert (digest, size) == ("", "")
            continue
        algorithm, _, value = digest.partition("=")
        expected = build.wheel_hash(files[name]).partition("=")[2]
        assert (algorithm, value, int(size)) == ("sha256", expected, len(files[name])), name
    assert list(files)[-1] == record_name, "RECORD is the last entry"


def test_the_wheel_is_written_the_same_way_every_time(built, files, tmp_path):
    wheel = built[0]
    with zipfile.ZipFile(wheel) as zf:
        infos = zf.infolist()
    assert {i.date_time for i in infos} == {build.ZIP_DATE}
    assert {i.external_attr >> 16 for i in infos} == {build.ZIP_MODE}
    again = tmp_path / wheel.name
    build.write_wheel(again, dict(reversed(files.items())))
    assert hashlib.sha256(again.read_bytes()).digest() == hashlib.sha256(wheel.read_bytes()).digest()


def test_pyodide_imports_every_module_from_its_pyc(built):
    wheel, pyodide = built
    deps = [build.fetch(p) for p in build.PINS if p.kind == "wheel"]
    figures = bench_pyodide.import_figures(pyodide, [*deps, wheel])
    assert figures["compiled_from_source"] == []
    assert figures["modules"] > 20 and figures["with_pyc"] == figures["modules"]


def test_without_node_the_build_stops_and_says_why(monkeypatch):
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    with pytest.raises(build.BuildError, match=r"Node\.js 18 or newer"):
        build.node_binary()
