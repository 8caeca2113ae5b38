"""The text API against the command line: every example through solve, verify, show and bad
input made from it; gen with several seeds and every kind; options and their errors. Every
comparison is of bytes and exit codes."""

import pytest

import boardsolve
from conftest import PUZZLES, run_cli, same, wrong_answer


def test_solve_gives_the_expected_answer_as_the_command_line(example):
    r = boardsolve.solve(example.puzzle, example.input, name=example.name, threads=1)
    assert r.out == example.expected
    same(r, run_cli(["solve", example.puzzle, example.name]))


def test_solve_from_standard_input_with_every_thread(example):
    r = boardsolve.solve(example.puzzle, example.input.encode())
    same(r, run_cli(["solve", example.puzzle], example.input.encode()))


def test_solve_with_plan_and_json(example):
    if example.plan is not None:
        r = boardsolve.solve(example.puzzle, example.input, name=example.name, plan=True)
        assert r.out == example.plan
        same(r, run_cli(["solve", example.puzzle, "--plan", example.name]))
    r = boardsolve.solve(example.puzzle, example.input, name=example.name, json=True)
    same(r, run_cli(["solve", example.puzzle, "--json", example.name]))


def test_verify_accepts_the_expected_answer(example):
    out = example.base + ".out"
    r = boardsolve.verify(example.puzzle, example.input, example.expected,
                          input_name=example.name, output_name=out)
    assert r.exit_code == 0
    same(r, run_cli(["verify", example.puzzle, example.name, out]))
    jury = boardsolve.verify(example.puzzle, example.input, example.expected, example.expected,
                             input_name=example.name, output_name=out, answer_name=out)
    same(jury, run_cli(["verify", example.puzzle, example.name, out, out]))
    as_json = boardsolve.verify(example.puzzle, example.input, example.expected, json=True,
                                input_name=example.name, output_name=out)
    same(as_json, run_cli(["verify", example.puzzle, "--json", example.name, out]))


def test_verify_rejects_a_wrong_answer_as_the_command_line(example, tmp_path):
    wrong = wrong_answer(example.expected)
    path = tmp_path / "wrong.out"
    path.write_text(wrong)
    r = boardsolve.verify(example.puzzle, example.input, wrong,
                          input_name=example.name, output_name=str(path))
    assert r.exit_code != 0
    same(r, run_cli(["verify", example.puzzle, example.name, str(path)]))


def test_show(example):
    r = boardsolve.show(example.puzzle, example.input, name=example.name)
    assert r.exit_code == 0
    same(r, run_cli(["show", example.puzzle, example.name]))


def test_bad_input_gives_the_command_line_message(example):
    trimmed = example.input.rstrip()
    for text in [trimmed[:-1] + "@\n", example.input[: len(example.input) // 2], ""]:
        r = boardsolve.solve(example.puzzle, text)
        assert r.exit_code == 2 and r.out == ""
        assert r.err.startswith("boardsolve: <stdin>:")
        same(r, run_cli(["solve", example.puzzle], text.encode()))
        out = example.base + ".out"
        v = boardsolve.verify(example.puzzle, text, example.expected, input_name="<stdin>",
                              output_name=out)
        assert v.exit_code == 3
        same(v, run_cli(["verify", example.puzzle, "-", out], text.encode()))


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_gen_same_seed_same_bytes_as_the_command_line(puzzle):
    cases = 1 if puzzle == "kingjump" else 3  # a kingjump file holds one board
    for seed in [1, 7, 2**64 - 1]:
        r = boardsolve.gen(puzzle, seed=seed, cases=cases)
        assert r.exit_code == 0 and r.out
        same(r, run_cli(["gen", puzzle, "--seed", str(seed), "--cases", str(cases)]))
        assert boardsolve.gen(puzzle, seed=seed, cases=cases) == r


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_gen_every_kind(puzzle):
    (entry,) = [p for p in boardsolve.puzzles() if p.name == puzzle]
    for kind in entry.gen_kinds:
        if kind == "contest-all":
            continue  # every contest position: the same code path as "contest", 5.8 MB
        r = boardsolve.gen(puzzle, kind=kind, seed=5, size="3x3" if puzzle == "pawnchess" else 6)
        args = ["--size", "3x3" if puzzle == "pawnchess" else "6"]
        same(r, run_cli(["gen", puzzle, "--kind", kind, "--seed", "5", *args]))


def test_gen_options_the_puzzle_refuses_are_a_result():
    r = boardsolve.gen("toggle", kind="no-such-kind")
    assert r.exit_code == 2
    same(r, run_cli(["gen", "toggle", "--kind", "no-such-kind"]))
    r = boardsolve.gen("captures", size=10**9, density=0.5)
    same(r, run_cli(["gen", "captures", "--size", str(10**9), "--density", "0.5"]))


def test_unknown_puzzle_as_the_command_line():
    for call in [lambda: boardsolve.solve("capture", "1\n1\n.\n"),
                 lambda: boardsolve.gen("capture")]:
        r = call()
        assert r.exit_code == 2 and "did you mean 'captures'?" in r.err
    same(boardsolve.solve("capture", ""), run_cli(["solve", "capture"]))


def test_aliases():
    text = (boardsolve.gen("captures", size=8, seed=3)).out
    assert boardsolve.solve("adapwn", text) == boardsolve.solve("captures", text)
    names = [(p.name, p.alias) for p in boardsolve.puzzles()]
    assert names == [("captures", "adapwn"), ("kingjump", "winchk"), ("pawnchess", "uva10838"),
                     ("toggle", "srm581"), ("lightsout", "lights")]


def test_pawnchess_size_and_memory():
    text = boardsolve.gen("pawnchess", kind="start", size="3x3").out
    for memory in ["64M", 64 << 20]:
        r = boardsolve.solve("pawnchess", text, size="3x3", memory=memory)
        assert r.out == "black (6)\n"
        same(r, run_cli(["solve", "pawnchess", "--size", "3x3", "--memory", "64M"], text.encode()))
    r = boardsolve.solve("pawnchess", text, size="3x3", memory="1K")
    assert r.exit_code == 2
    same(r, run_cli(["solve", "pawnchess", "--size", "3x3", "--memory", "1K"], text.encode()))
    r = boardsolve.show("pawnchess", boardsolve.gen("pawnchess", kind="contest").out, moves=True)
    assert "every move, best first" in r.out


def test_show_svg_page_and_files(tmp_path):
    text = boardsolve.gen("toggle", cases=2, seed=4).out
    page = boardsolve.show("toggle", text, svg=True)
    same(page, run_cli(["show", "toggle", "--svg"], text.encode()))
    files = boardsolve.show("toggle", text, svg="files")
    assert files.exit_code == 0 and files.out == ""
    code, _, _ = run_cli(["show", "toggle", "--svg-dir", str(tmp_path)], text.encode())
    assert code == 0
    assert files.files == {p.name: p.read_text() for p in tmp_path.iterdir()}
    assert sorted(files.files) == ["case-1.svg", "case-2.svg"]


def test_option_errors_raise_and_run_nothing():
    with pytest.raises(TypeError):
        boardsolve.solve("captures", "1\n1\n.\n", no_such_option=1)
    with pytest.raises(TypeError):
        boardsolve.solve("captures", 5)
    with pytest.raises(ValueError, match="memory"):
        boardsolve.solve("pawnchess", "1\n....\n....\n....\n....\n", memory="lots")
    with pytest.raises(ValueError, match="threads"):
        boardsolve.solve("captures", "1\n1\n.\n", threads=-1)
    with pytest.raises(ValueError, match="seed"):
        boardsolve.gen("captures", seed=-1)
    with pytest.raises(ValueError, match="seed"):
        boardsolve.gen("captures", seed=2**64)
    with pytest.raises(ValueError, match="cases"):
        boardsolve.gen("captures", cases=0)
    with pytest.raises(ValueError, match="density"):
        boardsolve.gen("captures", density=1.5)
    with pytest.raises(ValueError, match="svg"):
        boardsolve.show("captures", "1\n1\n.\n", svg="dir")


def test_texts_as_str_bytes_and_buffers(example):
    expected = boardsolve.solve(example.puzzle, example.input)
    data = example.input.encode()
    for text in [data, bytearray(data), memoryview(data)]:
        assert boardsolve.solve(example.puzzle, text) == expected


def test_version_is_the_command_line_version():
    code, out, _ = run_cli(["--version"])
    assert code == 0
    assert out.decode().split()[-1] == boardsolve.__version__
