"""boardsolve.lightsout.solve against the command line: every case of the examples and of
generated files (every stencil family and both topologies), as rows and as numpy arrays,
gives the count, the presses and the certificate of `boardsolve solve lightsout`; bad boards
and bad rules raise ValueError; a board past the solver's limits raises its reason; Ctrl-C
stops one large solve within 2 s."""

import time

import numpy as np
import pytest

import boardsolve
from conftest import EXAMPLES, run_cli

solve = boardsolve.lightsout.solve


def cases_of(text):
    """The cases of a lightsout file: [(rows, stencil, topology)]."""
    lines = [line.rstrip("\r ") for line in text.split("\n")]
    cases, at = [], 1
    for _ in range(int(lines[0])):
        header = lines[at].split()
        rows, rules = int(header[0]), header[2:]
        stencil = next((r for r in rules if r not in ("plane", "torus")), "plus")
        topology = "torus" if "torus" in rules else "plane"
        cases.append((lines[at + 1 : at + 1 + rows], stencil, topology))
        at += 1 + rows
    return cases


def cells_text(cells, rows, cols):
    grid = [["."] * cols for _ in range(rows)]
    for c in cells:
        grid[c.row - 1][c.col - 1] = "#"
    return "".join("".join(row) + "\n" for row in grid)


def answer_text(answer, rows, cols):
    """The answer as `solve lightsout` prints it: the count, then the presses or the
    certificate as rows of '.' and '#'."""
    marked = answer.certificate if answer.count == -1 else answer.presses
    return f"{answer.count}\n" + cells_text(marked, rows, cols)


def check_file(text):
    code, out, err = run_cli(["solve", "lightsout"], text.encode())
    assert code == 0, err
    typed, arrays = [], []
    for rows, stencil, topology in cases_of(text):
        answer = solve(rows, stencil=stencil, topology=topology)
        assert answer.optimal
        if answer.count == -1:
            assert answer.presses == [] and answer.certificate != []
        else:
            assert answer.certificate == [] and len(answer.presses) == answer.count
        typed.append(answer_text(answer, len(rows), len(rows[0])))
        lit = np.array([[ch in "#1" for ch in row] for row in rows], dtype=np.uint8)
        arrays.append(solve(lit, stencil=stencil, topology=topology))
        assert arrays[-1] == answer
    assert "".join(typed) == out.decode()


@pytest.mark.parametrize("ex", [ex for ex in EXAMPLES if ex.puzzle == "lightsout"], ids=repr)
def test_every_example_gives_the_command_lines_answer(ex):
    check_file(ex.input)


@pytest.mark.parametrize("rules", [["plus", "plane"], ["cross", "plane"], ["plus", "torus"],
                                   ["cross", "torus"], ["111111111", "plane"], ["010111111", "torus"],
                                   ["110011000", "plane"]])
@pytest.mark.parametrize("kind", ["random", "planted", "unsolvable", "checkerboard"])
def test_generated_boards_give_the_command_lines_answer(rules, kind):
    stencil, topology = rules
    made = run_cli(["gen", "lightsout", "--kind", kind, "--size", "5x7", "--cases", "6", "--seed", "3",
                    "--stencil", stencil, "--topology", topology])
    if made[0] != 0:  # unsolvable where every board of the rule is solvable
        assert kind == "unsolvable", made[2]
        return
    check_file(made[1].decode())


def test_a_session():
    answer = solve(["#.#", "...", "#.#"], stencil="cross")
    assert answer == (2, [(2, 1), (2, 3)], [], True)
    assert all(isinstance(c, boardsolve.lightsout.Cell) for c in answer.presses)
    none = solve(["#....", ".....", ".....", ".....", "....."])
    assert none.count == -1 and none.presses == [] and len(none.certificate) == 12 and none.optimal
    assert solve(np.zeros((3, 4))) == (0, [], [], True)
    assert solve(["0110", "1001"]).count == solve([".##.", "#..#"]).count


def test_bad_boards_and_rules_raise_value_error():
    with pytest.raises(ValueError, match=r"^board:2:2: "):
        solve(["...", ".x."])
    with pytest.raises(ValueError, match="stencil must be"):
        solve(["..."], stencil="plus\n3 3")
    with pytest.raises(ValueError, match="topology must be"):
        solve(["..."], topology="sphere")
    with pytest.raises(ValueError, match="torus"):
        solve(["..", ".."], topology="torus")  # a torus has at least 3 rows and 3 columns


def test_a_board_past_the_solvers_limits_raises_its_reason():
    # A stencil that chases neither way up is eliminated over every cell: at most 4096.
    rows = ["." * 64] * 65
    code, _, err = run_cli(["solve", "lightsout"], ("1\n65 64 111000111\n" + "\n".join(rows) + "\n").encode())
    assert code == 2
    with pytest.raises(ValueError, match="cannot be chased; elimination over every cell handles at most 4096"):
        solve(rows, stencil="111000111")
    assert err.decode().rstrip().endswith("handles at most 4096 cells")


@pytest.mark.parametrize("face", ["text", "typed"])
def test_ctrl_c_stops_one_large_solve_within_2_s(interrupt_after, face):
    # A 6000 x 6000 torus: about 8 s of elimination and bound alone on an idle machine, so the
    # signal comes while it works even when a loaded machine starts the timer late.
    rows = ["#" * 6000] * 6000
    text = "1\n6000 6000 plus torus\n" + "\n".join(rows) + "\n" if face == "text" else None
    sent = interrupt_after(1.0)
    with pytest.raises(KeyboardInterrupt):
        if face == "text":
            boardsolve.solve("lightsout", text)
        else:
            solve(rows, topology="torus")
    assert sent, "the solve ended before the signal"
    assert time.monotonic() - sent[0] < 2.0
