"""The game log's chain (engine.tasks.log_append): the lines in order, copies independent, nesting shallow.

The last test frees a long log inside Pyodide under Node, as the page's worker does when it lets go of a state:
a chain of one ``(previous, line)`` pair per line, 6,000 lines deep, killed Pyodide there ("Maximum call stack
size exceeded"; docs/FIGURES.md). It needs Node.js and skips, saying so, without it.
"""

from __future__ import annotations

import pytest

import build
from pygame_rules.engine.tasks import LOG_CHUNK, LogChain


class Log(LogChain):
    log_chain = None


def depth(chain) -> int:
    n = 0
    while chain is not None:
        chain, _ = chain
        n += 1
    return n


@pytest.mark.parametrize("lines", [0, 1, LOG_CHUNK - 1, LOG_CHUNK, LOG_CHUNK + 1, 3 * LOG_CHUNK, 1000])
def test_the_log_and_every_tail_are_the_lines_said_in_order(lines):
    log = Log()
    said = [f"line {i}" for i in range(lines)]
    for text in said:
        log.say(text)
    assert log.log == said
    for n in {0, 1, 2, LOG_CHUNK - 1, LOG_CHUNK, LOG_CHUNK + 5, lines, lines + 3}:
        assert log.log_tail(n) == said[len(said) - min(n, len(said)):], n


def test_a_copy_shares_the_chain_and_neither_sees_the_others_new_lines():
    a = Log()
    for i in range(LOG_CHUNK + 3):
        a.say(f"a{i}")
    b = Log()
    b.log_chain = a.log_chain
    a.say("only a")
    b.say("only b")
    assert a.log[-2:] == [f"a{LOG_CHUNK + 2}", "only a"]
    assert b.log[-2:] == [f"a{LOG_CHUNK + 2}", "only b"]
    assert a.log[:-1] == b.log[:-1]


def test_the_chain_nests_one_level_per_chunk_of_lines():
    log = Log()
    for i in range(100_000):
        log.say(str(i))
    assert depth(log.log_chain) <= 100_000 // LOG_CHUNK + 2
    assert log.log_tail(3) == ["99997", "99998", "99999"]


def test_pyodide_frees_a_state_with_a_long_log(tmp_path):
    try:
        build.node_binary()
    except build.BuildError as exc:
        pytest.skip(f"needs Node.js to run Pyodide: {exc}")
    pyodide = tmp_path / "pyodide"
    build.install_pyodide(pyodide)
    code = """
import sys
sys.path.insert(0, "/src")
from pygame_rules.engine.tasks import LogChain
class Log(LogChain):
    log_chain = None
log = Log()
for i in range(20000):
    log.say(str(i))
last = log.log_tail(1)
del log
repr(last)
"""
    deps = [build.fetch(p) for p in build.PINS if p.kind == "wheel"]   # pydantic and its own, as the page has
    ran = build.run_in_pyodide(code, pyodide, deps, mounts={"/src": build.ROOT})
    assert ran["result"] == "['19999']"
