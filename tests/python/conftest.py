"""What the tests of the Python module share: the module, the command line to compare it with,
and the examples. ctest sets the environment (tests/python/CMakeLists.txt):
  PYTHONPATH         the build's python/ folder, which holds the module
  BOARDSOLVE_CLI     the boardsolve executable of the same build
  BOARDSOLVE_SOURCE  the source tree (examples/, docs/)
"""

import os
import pathlib
import signal
import subprocess
import threading
import time

import pytest

import boardsolve


def required(name):
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"set {name} (tests/python/CMakeLists.txt says how ctest does)")
    return value


CLI = required("BOARDSOLVE_CLI")
SOURCE = pathlib.Path(required("BOARDSOLVE_SOURCE"))
PUZZLES = ["captures", "kingjump", "pawnchess", "toggle", "lightsout"]


def run_cli(args, stdin=b""):
    """The command line's (exit code, stdout, stderr) as bytes, run in the source tree."""
    r = subprocess.run([CLI, *args], input=stdin, capture_output=True, cwd=SOURCE, timeout=300)
    return r.returncode, r.stdout, r.stderr


def same(result, native):
    """The module's Result and the command line's output are the same bytes and exit code."""
    code, out, err = native
    assert (result.exit_code, result.out, result.err) == (
        code, out.decode("utf-8"), err.decode("utf-8"))
    assert result.out.encode("utf-8", "surrogateescape") == out
    assert result.err.encode("utf-8", "surrogateescape") == err


class Example:
    def __init__(self, path):
        self.puzzle = path.parent.name
        self.name = str(path.relative_to(SOURCE))  # examples/<puzzle>/<base>.in
        self.base = self.name[:-3]
        self.input = path.read_text()
        self.expected = self.read(".out")
        self.plan = self.read(".plan")

    def read(self, suffix):
        path = SOURCE / (self.base + suffix)
        return path.read_text() if path.exists() else None

    def __repr__(self):
        return self.name


EXAMPLES = [Example(p) for p in sorted((SOURCE / "examples").glob("*/*.in"))]


def wrong_answer(answer):
    """A wrong answer made from a right one, as tests/web/support.mjs makes it."""
    lines = answer.split("\n")
    first = lines[0]
    if first == "impossible":
        lines[0] = "1 2"
    elif first.startswith("white"):
        lines[0] = first.replace("white", "black", 1)
    elif first.startswith("black"):
        lines[0] = first.replace("black", "white", 1)
    else:
        number, _, rest = first.partition(" ")
        lines[0] = " ".join([str(int(number) + 1)] + ([rest] if rest else []))
    return "\n".join(lines)


@pytest.fixture(params=EXAMPLES, ids=repr)
def example(request):
    return request.param


@pytest.fixture
def interrupt_after():
    """interrupt_after(seconds): SIGINT to this process after `seconds`, from a timer thread;
    returns a list that holds the time of the signal once it is sent."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timers = []

    def schedule(seconds):
        sent = []

        def fire():
            sent.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGINT)

        timer = threading.Timer(seconds, fire)
        timers.append(timer)
        timer.start()
        return sent

    yield schedule
    for timer in timers:
        timer.cancel()
        timer.join()
    signal.signal(signal.SIGINT, previous)
