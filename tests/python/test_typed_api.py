"""The typed API against the text API: boards as lists of strings and as numpy arrays give the
answers the text API prints; bad boards raise ValueError with the reader's message; the GIL is
released while a board is solved."""

import gc
import re
import sys
import threading
import time

import numpy as np
import pytest

import boardsolve
from conftest import EXAMPLES, PUZZLES

SOLVE = {
    "captures": boardsolve.captures.solve,
    "kingjump": boardsolve.kingjump.solve,
    "pawnchess": boardsolve.pawnchess.solve,
    "toggle": boardsolve.toggle.solve,
}


def cases_of(puzzle, text):
    """The boards of a judge-format file: [(rows, keyword arguments of solve)]."""
    lines = [line.rstrip("\r ") for line in text.split("\n")]
    if puzzle == "kingjump":
        n = int(lines[0])
        return [([line.replace(" ", "") for line in lines[1 : n + 1]], {})]
    if puzzle == "pawnchess":
        rest = [line for line in lines[1:] if line]
        boards = []
        for _ in range(int(lines[0])):
            to_move = "white"
            if rest[0].endswith("to move"):
                to_move, rest = rest[0].split()[0], rest[1:]
            boards.append((rest[:4], {"to_move": to_move}))
            rest = rest[4:]
        return boards
    tokens = text.split()  # captures and toggle: T, then per case the size and the rows
    boards, at = [], 1
    for _ in range(int(tokens[0])):
        rows = int(tokens[at])
        at += 2 if tokens[at + 1].isdigit() else 1
        boards.append((tokens[at : at + rows], {}))
        at += rows
    return boards


def answer_text(puzzle, answer):
    """The typed answer in the judge's format (with toggle's plan)."""
    if puzzle == "captures":
        return "".join([f"{len(answer)}\n"] + [f"{c.row} {c.col} {c.direction}\n" for c in answer])
    if puzzle == "kingjump":
        return "impossible\n" if answer is None else "".join(f"{s.row} {s.col}\n" for s in answer)
    if puzzle == "pawnchess":
        return f"{answer.winner} ({answer.plies})\n"
    if answer is None:
        return "-1\n"
    return "".join([f"{answer.count}\n"] + [f"{m.row} {m.col} {m.type}\n" for m in answer.moves])


def as_numpy(puzzle, rows):
    if puzzle == "captures":
        return np.array([[ch == "O" for ch in row] for row in rows], dtype=np.uint8)
    if puzzle == "toggle":
        return np.array([[ch == "W" for ch in row] for row in rows], dtype=bool)
    if puzzle == "pawnchess":
        return np.array([[{"P": 1, "p": -1, ".": 0}[ch] for ch in row] for row in rows])
    return np.array([list(row) for row in rows])  # kingjump: the symbols themselves


def check_file(puzzle, text):
    """Every board of `text`, as strings and as an array, gives the text API's answers."""
    expected = boardsolve.solve(puzzle, text, plan=puzzle == "toggle")
    assert expected.exit_code == 0, expected.err
    boards = cases_of(puzzle, text)
    solve = SOLVE[puzzle]
    assert "".join(answer_text(puzzle, solve(rows, **kw)) for rows, kw in boards) == expected.out
    arrays = "".join(answer_text(puzzle, solve(as_numpy(puzzle, rows), **kw)) for rows, kw in boards)
    assert arrays == expected.out


@pytest.mark.parametrize("ex", [ex for ex in EXAMPLES if ex.puzzle in SOLVE], ids=repr)
def test_examples_as_strings_and_arrays(ex):
    check_file(ex.puzzle, ex.input)


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p in SOLVE])
def test_generated_boards_as_strings_and_arrays(puzzle):
    for entry in boardsolve.puzzles():
        if entry.name != puzzle:
            continue
        for kind in entry.gen_kinds:
            if kind in ("contest-all", "unsolvable") or (puzzle == "pawnchess" and kind == "start"):
                continue
            for seed in range(1, 4):
                size = {"pawnchess": "4x4", "toggle": "5x7", "kingjump": "9"}.get(puzzle, "12x9")
                text = boardsolve.gen(puzzle, kind=kind, seed=seed, size=size, cases=1).out
                check_file(puzzle, text)


def test_typed_values():
    assert boardsolve.captures.solve([".O.", "O.O", "..."]) == [(2, 1, "R"), (2, 3, "L")]
    assert boardsolve.captures.solve(["..", ".."]) == []
    c = boardsolve.captures.solve([".O.", "O.O", "..."])[0]
    assert (c.row, c.col, c.direction) == (2, 1, "R")
    assert boardsolve.kingjump.solve(["+-+", "-K-", "+-+"]) == [(2, 2)]
    assert boardsolve.kingjump.solve(["+-+", "-o-", "+-+"]) is None
    o = boardsolve.pawnchess.solve([".ppp", "....", ".PPP", "...."])
    assert o == ("white", 7) and o.winner == "white" and o.plies == 7
    assert boardsolve.pawnchess.solve(["p.", ".P"], to_move="black") == ("black", 1)
    plan = boardsolve.toggle.solve(["BBW", "WWW", "BWW"])
    assert plan.count == 2 and plan.moves == [(2, 3, 2), (3, 1, 1)]
    assert boardsolve.toggle.solve(["BBBB", "WBWB", "BBBB", "BBBB"]) is None
    assert boardsolve.toggle.solve(np.zeros((3, 4))) == (0, [])
    assert boardsolve.captures.solve(("O.", ".O"), threads=2) == [(2, 2, "L")]


def test_the_garbage_collector_is_left_as_it_was():
    gc.disable()
    try:
        boardsolve.captures.solve(["O.", ".O"])
        assert not gc.isenabled()
    finally:
        gc.enable()
    boardsolve.captures.solve(["O.", ".O"])
    assert gc.isenabled()


def reader_message(puzzle, header, rows, header_lines):
    """What the text API says of the case made of `header` and `rows`, as the typed API says it."""
    r = boardsolve.solve(puzzle, header + "".join(row + "\n" for row in rows))
    assert r.exit_code == 2
    line, column, message = re.fullmatch(r"boardsolve: <stdin>:(\d+):(\d+): (.*)\n", r.err).groups()
    assert int(line) > header_lines
    return f"board:{int(line) - header_lines}:{column}: {message}"


@pytest.mark.parametrize("puzzle, rows, header, header_lines", [
    ("captures", [".O.", "OxO", "..."], "1\n3 3\n", 2),
    ("captures", [".O.", "O.", "..."], "1\n3 3\n", 2),
    ("captures", [".O.", "O.OO", "..."], "1\n3 3\n", 2),
    ("kingjump", ["-+-", "+K", "-+-"], "3\n", 1),
    ("kingjump", ["-+-", "+K+", "-+x"], "3\n", 1),
    ("pawnchess", ["....", "..Q.", "....", "...."], "1\n", 1),
    ("pawnchess", ["P...", "....", "....", "p..."], "1\n", 1),
    ("toggle", ["BW", "WB", "BX"], "1\n3 2\n", 2),
])
def test_bad_boards_raise_the_readers_message(puzzle, rows, header, header_lines):
    expected = reader_message(puzzle, header, rows, header_lines)
    with pytest.raises(ValueError) as error:
        SOLVE[puzzle](rows)
    assert str(error.value) == expected


def test_bad_board_values():
    with pytest.raises(ValueError, match=r"board\[1, 0\] is 2; a captures board holds 0"):
        boardsolve.captures.solve(np.array([[0, 1], [2, 0]]))
    with pytest.raises(ValueError, match=r"board\[0, 1\] is 257;"):
        boardsolve.captures.solve(np.array([[0, 257]], dtype=np.uint16))  # not narrowed to 1
    with pytest.raises(ValueError, match=r"board\[1, 1\] is 0.5;"):
        boardsolve.toggle.solve(np.array([[0, 1], [1, 0.5]]))
    with pytest.raises(ValueError, match=r"board\[0, 0\] is nan;"):
        boardsolve.toggle.solve(np.array([[np.nan, 1]]))
    with pytest.raises(ValueError, match=r"board\[0, 1\] is -2; a pawnchess board holds 0"):
        boardsolve.pawnchess.solve(np.array([[0, -2], [0, 0]]))
    with pytest.raises(ValueError, match="2-D"):
        boardsolve.toggle.solve(np.zeros((2, 2, 2)))
    with pytest.raises(ValueError, match="empty"):
        boardsolve.captures.solve([])
    with pytest.raises(ValueError, match="line break"):
        boardsolve.captures.solve(["..\n.."])
    with pytest.raises(ValueError, match="2 to 8 rows"):
        boardsolve.pawnchess.solve(["." * 9] * 4)
    with pytest.raises(ValueError, match="to_move"):
        boardsolve.pawnchess.solve(["...."] * 4, to_move="red")
    with pytest.raises(ValueError, match="memory"):
        boardsolve.pawnchess.solve(["...."] * 4, memory="1K")
    with pytest.raises(ValueError, match="must be from 1 to"):
        boardsolve.kingjump.solve(["+"] * 10001)
    with pytest.raises(TypeError, match="not one string"):
        boardsolve.captures.solve(".O.\nO.O\n...\n")
    with pytest.raises(TypeError, match="one-character strings"):
        boardsolve.kingjump.solve(np.zeros((3, 3)))
    with pytest.raises(TypeError):
        boardsolve.captures.solve([[0, 1], [1, 0]])
    with pytest.raises(ValueError, match="threads"):
        boardsolve.toggle.solve(["W"], threads=-2)


def another_thread_ran_during(call):
    """Whether a second Python thread ran while `call` was running. The switch interval is set so
    long that the interpreter never takes the GIL from a thread: the waiting thread can run during
    the call only if the call itself lets the GIL go. No time is measured: a loaded machine can
    only make the waiting thread late, and the calls below last far longer than a thread takes
    to wake."""
    calling = [False]
    seen = []
    go = threading.Event()

    def look():
        go.wait()
        seen.append(calling[0])

    interval = sys.getswitchinterval()
    thread = threading.Thread(target=look)
    thread.start()
    sys.setswitchinterval(1000.0)
    try:
        go.set()
        calling[0] = True
        start = time.perf_counter()
        call()
        seconds = time.perf_counter() - start
        calling[0] = False
        thread.join()
    finally:
        sys.setswitchinterval(interval)
    return seconds, seen == [True]


def hold_the_gil_for(seconds):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


def test_the_probe_sees_a_call_that_holds_the_gil():
    seconds, ran = another_thread_ran_during(lambda: hold_the_gil_for(0.3))
    assert seconds >= 0.3
    assert not ran


@pytest.mark.parametrize("api", ["typed", "text"])
def test_the_gil_is_released_while_solving(api):
    text = boardsolve.gen("toggle", size=23, kind="hard").out  # about 0.8 s on one thread
    rows = text.split()[3:]
    if api == "typed":
        seconds, ran = another_thread_ran_during(lambda: boardsolve.toggle.solve(rows, threads=1))
    else:
        seconds, ran = another_thread_ran_during(
            lambda: boardsolve.solve("toggle", text, threads=1)
        )
    assert seconds > 0.2, "the instance is too fast to tell"
    assert ran, f"{api}: no other thread ran during a solve of {seconds:.3f} s"
