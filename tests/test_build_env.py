"""build.py's set-up: stdlib only, and `test` installs into the project venv, never into the running Python.

No package is installed here: the venvs are made without pip and the installer is a stand-in.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module a file imports, at module level or in a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_build_py_imports_only_the_standard_library():
    assert imported_modules(ROOT / "build.py") - set(sys.stdlib_module_names) == set()


def test_build_py_imports_and_serves_without_site_packages(tmp_path):
    (tmp_path / "index.html").write_text("<p>hello</p>", encoding="utf-8")
    code = textwrap.dedent("""
        import sys, threading, urllib.request
        from http.server import ThreadingHTTPServer
        sys.path.insert(0, sys.argv[1])
        assert not any("site-packages" in p for p in sys.path), sys.path
        import build
        httpd = ThreadingHTTPServer(("127.0.0.1", 0), build.make_handler(sys.argv[2]))
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{httpd.server_address[1]}/"
        print(urllib.request.urlopen(url, timeout=10).read().decode())
        httpd.shutdown()
        foreign = sorted(m for m in sys.modules if m.split(".")[0] not in sys.stdlib_module_names | {"build", "__main__"})
        assert not foreign, foreign
    """)
    proc = subprocess.run([sys.executable, "-I", "-S", "-c", code, str(ROOT), str(tmp_path)],
                          capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert "<p>hello</p>" in proc.stdout


def test_venv_requirements_come_from_pyproject():
    reqs = build.venv_requirements()
    for req in ["pydantic>=2,<3", "pytest>=8", "hypothesis>=6", "playwright>=1.49", "setuptools>=61", "wheel"]:
        assert req in reqs
    assert len(reqs) == len(set(reqs))


def test_the_venv_holds_the_linters_pinned_to_exact_versions():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    lint = meta["project"]["optional-dependencies"]["lint"]
    assert sorted(r.split("==")[0] for r in lint) == ["import-linter", "ruff"]
    assert all("==" in r for r in lint)  # a new release may bring new findings: upgrading is a decision
    assert set(lint) <= set(build.venv_requirements())
    assert [name for name, _ in build.LINTERS] == ["ruff", "lint-imports"]


class Installs:
    """Stands in for pip: records what would be installed where."""

    def __init__(self):
        self.calls = []

    def __call__(self, python, requirements):
        assert Path(python).exists()
        self.calls.append(list(requirements))


def test_the_venv_is_created_once_then_reused(tmp_path):
    venv, installs = tmp_path / ".venv", Installs()
    python = build.ensure_venv(venv, ["some-req>=1"], with_pip=False, install=installs)
    assert python == build.venv_python(venv)
    assert installs.calls == [["some-req>=1"]]
    out = subprocess.run([str(python), "-c", "import sys; print(sys.prefix != sys.base_prefix)"],
                         capture_output=True, text=True)
    assert out.stdout.strip() == "True"  # a real venv, not the running interpreter
    assert (venv / build.VENV_STAMP).read_text().split("\n", 1)[0] == build.venv_stamp(["some-req>=1"])
    assert build.venv_state(venv, build.venv_stamp(["some-req>=1"])) == "ok"

    (venv / "marker").touch()
    assert build.ensure_venv(venv, ["some-req>=1"], with_pip=False, install=installs) == python
    assert installs.calls == [["some-req>=1"]]  # reused: nothing installed again
    assert (venv / "marker").exists()


def test_the_venv_is_recreated_when_the_requirements_change(tmp_path):
    venv, installs = tmp_path / ".venv", Installs()
    build.ensure_venv(venv, ["a"], with_pip=False, install=installs)
    (venv / "marker").touch()
    assert build.venv_state(venv, build.venv_stamp(["a", "b"])) == "changed"
    build.ensure_venv(venv, ["a", "b"], with_pip=False, install=installs)
    assert installs.calls == [["a"], ["a", "b"]]
    assert not (venv / "marker").exists()  # made anew, so nothing removed from the list lingers


def test_a_broken_or_unfinished_venv_is_recreated(tmp_path):
    venv, installs = tmp_path / ".venv", Installs()
    stamp = build.venv_stamp(["a"])
    build.ensure_venv(venv, ["a"], with_pip=False, install=installs)
    build.venv_python(venv).unlink()  # e.g. the Python it was made from is gone
    assert build.venv_state(venv, stamp) == "broken"
    build.ensure_venv(venv, ["a"], with_pip=False, install=installs)
    assert build.venv_state(venv, stamp) == "ok"

    (venv / build.VENV_STAMP).unlink()  # an install that failed or was interrupted writes no stamp
    assert build.venv_state(venv, stamp) == "changed"
    build.ensure_venv(venv, ["a"], with_pip=False, install=installs)
    assert len(installs.calls) == 3


def test_a_failed_install_leaves_no_stamp(tmp_path):
    venv = tmp_path / ".venv"

    def failing(python, requirements):
        raise build.BuildError("pip failed")

    with pytest.raises(build.BuildError):
        build.ensure_venv(venv, ["a"], with_pip=False, install=failing)
    assert not (venv / build.VENV_STAMP).exists()
    assert build.venv_state(venv, build.venv_stamp(["a"])) == "changed"


def test_a_directory_that_is_not_a_venv_is_left_alone(tmp_path):
    venv = tmp_path / ".venv"
    venv.mkdir()
    (venv / "mine.txt").write_text("keep me")
    with pytest.raises(build.BuildError, match="not a virtual environment"):
        build.ensure_venv(venv, ["a"], with_pip=False, install=Installs())
    assert (venv / "mine.txt").read_text() == "keep me"


class FakeTestRun:
    """Stands in for the steps of `build.py test`: records each in order; linters exit with lint_codes[name]."""

    def __init__(self, monkeypatch, lint_codes=None, pytest_code=3):
        self.steps, self.lint_codes, self.pytest_code = [], dict(lint_codes or {}), pytest_code
        monkeypatch.setenv("PYGAME_CHROMIUM", "before")
        monkeypatch.setattr(build, "ensure_venv", lambda: Path("/venv/bin/python"))
        monkeypatch.setattr(build, "find_chromium", self.find_chromium)
        monkeypatch.setattr(build, "build_site", self.build_site)
        monkeypatch.setattr(build.subprocess, "run", self.run)

    def find_chromium(self, python):
        self.steps.append(("chromium", python))
        return "/usr/bin/chromium"

    def build_site(self, out, python):
        self.steps.append(("build", out, python))

    def run(self, cmd, cwd):
        if cmd[1:3] == ["-m", "pytest"]:
            self.steps.append(("pytest", cmd, cwd))
            return subprocess.CompletedProcess(cmd, self.pytest_code)
        name = Path(cmd[0]).name.removesuffix(".exe")
        self.steps.append(("lint", cmd, cwd))
        return subprocess.CompletedProcess(cmd, self.lint_codes.get(name, 0))

    def names(self):
        return [step[0] for step in self.steps]


def test_run_tests_lints_then_runs_pytest_with_the_venv_python(monkeypatch):
    fake = FakeTestRun(monkeypatch)
    assert build.run_tests(["-k", "record", "-x"]) == 3
    assert fake.names() == ["lint", "lint", "chromium", "build", "pytest"]
    script = "ruff.exe" if os.name == "nt" else "ruff"
    assert fake.steps[0] == ("lint", [str(Path("/venv/bin") / script), "check"], ROOT)
    assert fake.steps[1][1][0] == str(build.venv_script("/venv/bin/python", "lint-imports"))
    assert fake.steps[1][1][1:] == ["--no-logo", "--no-cache"] and fake.steps[1][2] == ROOT
    assert fake.steps[2] == ("chromium", "/venv/bin/python")
    assert fake.steps[3] == ("build", ROOT / "dist", "/venv/bin/python")
    assert fake.steps[4] == ("pytest", ["/venv/bin/python", "-m", "pytest", "-k", "record", "-x"], ROOT)
    assert build.os.environ["PYGAME_CHROMIUM"] == "/usr/bin/chromium"


@pytest.mark.parametrize("failing", [["ruff"], ["lint-imports"], ["ruff", "lint-imports"]])
def test_a_failing_linter_fails_the_command_before_pytest(monkeypatch, capsys, failing):
    fake = FakeTestRun(monkeypatch, lint_codes={name: 1 for name in failing}, pytest_code=0)
    assert build.main(["test", "-k", "record"]) == 1
    assert fake.names() == ["lint", "lint"]  # both linters ran; no Chromium, no build, no pytest
    err = capsys.readouterr().err
    assert "pytest was not run" in err and "--no-lint" in err
    for name, args in build.LINTERS:
        alone = " ".join([str(build.venv_script("/venv/bin/python", name)), *args])
        assert (f"{name} failed (exit 1): run it alone with `{alone}`" in err) == (name in failing)


def test_no_lint_skips_the_linters_and_is_not_passed_to_pytest(monkeypatch):
    fake = FakeTestRun(monkeypatch, lint_codes={"ruff": 1, "lint-imports": 1}, pytest_code=0)
    assert build.run_tests(["--no-lint", "-k", "record", "-x"]) == 0
    assert fake.names() == ["chromium", "build", "pytest"]
    assert fake.steps[-1][1] == ["/venv/bin/python", "-m", "pytest", "-k", "record", "-x"]


@pytest.mark.skipif(os.name == "nt", reason="the stand-in linters are POSIX scripts")
def test_the_linters_run_from_the_project_root_with_the_venvs_scripts(tmp_path, capfd):
    """Real processes: each stand-in linter script beside the venv's python notes its arguments and directory."""
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name, code in (("ruff", 0), ("lint-imports", 2)):
        script = bin_dir / name
        script.write_text(f"#!{sys.executable}\nimport os, sys\n"
                          f"open({str(tmp_path / name)!r}, 'w').write(repr([sys.argv[1:], os.getcwd()]))\n"
                          f"print('finding of {name}')\nsys.exit({code})\n", encoding="utf-8")
        script.chmod(0o755)
    with pytest.raises(build.BuildError) as raised:
        build.run_linters(bin_dir / "python")
    for name, args in build.LINTERS:
        assert (tmp_path / name).read_text() == repr([args, str(ROOT)])
    assert "lint-imports failed (exit 2)" in str(raised.value) and "ruff failed" not in str(raised.value)
    assert capfd.readouterr().out.splitlines() == ["finding of ruff", "finding of lint-imports"]  # shown as is


def test_a_linter_missing_from_the_venv_is_a_clear_error(tmp_path):
    with pytest.raises(build.BuildError, match="could not run ruff"):
        build.run_linters(tmp_path / "bin" / "python")
