"""pawnchess under chess rules (rules="chess", stalemate="draw"|"loss") against the command line:
every example of examples/pawnchess/chess/ with the options of its NAME.args through solve,
verify and show, byte for byte; gen's chess families; the values of the 5x5 start; the typed
API on the same boards; and the options' errors."""

import pytest

import boardsolve
from conftest import SOURCE, run_cli, same


class ChessExample:
    """examples/pawnchess/chess/NAME.in, solved with the options of NAME.args."""

    def __init__(self, path):
        self.name = str(path.relative_to(SOURCE))
        self.base = self.name[:-3]
        self.input = path.read_text()
        self.expected = (SOURCE / (self.base + ".out")).read_text()
        self.args = (SOURCE / (self.base + ".args")).read_text().split()
        flags = dict(zip(self.args[::2], self.args[1::2]))
        assert len(flags) * 2 == len(self.args), f"{self.base}.args: options with values only"
        self.keywords = {"rules": flags.get("--rules"), "stalemate": flags.get("--stalemate"),
                         "size": flags.get("--size")}
        self.rows, self.cols = map(int, self.keywords["size"].split("x"))

    def __repr__(self):
        return self.name


CHESS_EXAMPLES = [ChessExample(p) for p in sorted((SOURCE / "examples/pawnchess/chess").glob("*.in"))]


def test_every_chess_example_is_read():
    assert [e.base.split("/")[-1] for e in CHESS_EXAMPLES] == [
        "breakthrough", "en-passant", "four-rows", "start-5x5-stalemate-loss", "start-5x5"]


@pytest.fixture(params=CHESS_EXAMPLES, ids=repr)
def chess(request):
    return request.param


def test_solve_as_the_command_line(chess):
    r = boardsolve.solve("pawnchess", chess.input, name=chess.name, **chess.keywords)
    assert r.exit_code == 0 and r.out == chess.expected
    same(r, run_cli(["solve", "pawnchess", *chess.args, chess.name]))
    as_json = boardsolve.solve("pawnchess", chess.input, name=chess.name, json=True,
                               **chess.keywords)
    assert '"rules":"chess"' in as_json.out.replace(" ", "")
    same(as_json, run_cli(["solve", "pawnchess", "--json", *chess.args, chess.name]))


def test_show_as_the_command_line(chess):
    r = boardsolve.show("pawnchess", chess.input, name=chess.name, **chess.keywords)
    assert r.exit_code == 0 and r.out
    same(r, run_cli(["show", "pawnchess", *chess.args, chess.name]))
    moves = boardsolve.show("pawnchess", chess.input, name=chess.name, moves=True,
                            **chess.keywords)
    assert "every move, best first" in moves.out
    same(moves, run_cli(["show", "pawnchess", "--moves", *chess.args, chess.name]))
    pictures = boardsolve.show("pawnchess", chess.input, name=chess.name, json=True, svg=True,
                               **chess.keywords)
    same(pictures, run_cli(["show", "pawnchess", "--json", "--svg", *chess.args, chess.name]))


def test_verify_as_the_command_line(chess):
    out = chess.base + ".out"
    r = boardsolve.verify("pawnchess", chess.input, chess.expected, input_name=chess.name,
                          output_name=out, **chess.keywords)
    assert r.exit_code == 0
    same(r, run_cli(["verify", "pawnchess", *chess.args, chess.name, out]))


def test_under_uva_rules_the_chess_examples_give_other_bytes(chess):
    """The options reach the library: without them the same text reads otherwise."""
    uva = boardsolve.solve("pawnchess", chess.input, size=chess.keywords["size"])
    assert (uva.exit_code, uva.out) != (0, chess.expected)
    same(uva, run_cli(["solve", "pawnchess", "--size", chess.keywords["size"]],
                      chess.input.encode()))


def test_the_5x5_chess_start():
    start = boardsolve.gen("pawnchess", kind="start", size="5x5", rules="chess")
    same(start, run_cli(["gen", "pawnchess", "--kind", "start", "--size", "5x5", "--rules",
                         "chess"]))
    assert start.out == "1\n\n.....\nppppp\n.....\nPPPPP\n.....\n"
    assert boardsolve.solve("pawnchess", start.out, size=5, rules="chess").out == "draw\n"
    assert boardsolve.solve("pawnchess", start.out, size=5, rules="chess",
                            stalemate="draw").out == "draw\n"
    loss = boardsolve.solve("pawnchess", start.out, size=5, rules="chess", stalemate="loss")
    assert loss.out == "white (11)\n"
    board = start.out.split()[1:]
    assert boardsolve.pawnchess.solve(board, rules="chess") == (None, 0)
    assert boardsolve.pawnchess.solve(board, rules="chess", stalemate="loss") == ("white", 11)
    assert boardsolve.pawnchess.solve(board) == ("white", 9)  # UVa's rules, the default
    assert boardsolve.solve("pawnchess", start.out, size=5).out == "white (9)\n"


def test_gen_chess_families_as_the_command_line():
    for kind in ["start", "playout", "random"]:
        for seed in [1, 9]:
            r = boardsolve.gen("pawnchess", kind=kind, seed=seed, cases=3, size="6x5",
                               rules="chess")
            assert r.exit_code == 0
            same(r, run_cli(["gen", "pawnchess", "--kind", kind, "--seed", str(seed), "--cases",
                             "3", "--size", "6x5", "--rules", "chess"]))
    short = boardsolve.gen("pawnchess", kind="start", size="3x5", rules="chess")
    assert short.exit_code == 2
    same(short, run_cli(["gen", "pawnchess", "--kind", "start", "--size", "3x5", "--rules",
                         "chess"]))


def boards_of(chess):
    """The boards of a chess example: [(rows, keywords of pawnchess.solve)]."""
    lines = [line for line in chess.input.split("\n")[1:] if line]
    boards = []
    while lines:
        keywords = {}
        if lines[0].endswith("to move") or ", en passant " in lines[0]:
            side, _, square = lines.pop(0).partition(", en passant ")
            keywords["to_move"] = side.split()[0]
            if square:
                keywords["en_passant"] = square
        boards.append((lines[: chess.rows], keywords))
        lines = lines[chess.rows :]
    return boards


def outcome_text(outcome):
    return "draw\n" if outcome.winner is None else f"{outcome.winner} ({outcome.plies})\n"


def test_typed_api_gives_the_text_answers(chess):
    rules = {k: v for k, v in chess.keywords.items() if k != "size" and v is not None}
    answers = [boardsolve.pawnchess.solve(rows, **kw, **rules) for rows, kw in boards_of(chess)]
    assert "".join(outcome_text(a) for a in answers) == chess.expected


def test_typed_api_en_passant():
    rows = [".....", ".p...", "..Pp.", ".....", "P....", "....."]
    assert boardsolve.pawnchess.solve(rows, to_move="black", en_passant="c3",
                                      rules="chess") == ("black", 5)
    # Without the square black cannot take en passant: another value.
    assert boardsolve.pawnchess.solve(rows, to_move="black", rules="chess") != ("black", 5)
    expected = boardsolve.solve("pawnchess", "1\nblack to move, en passant b3\n" +
                                "".join(r + "\n" for r in rows), size="6x5", rules="chess")
    assert expected.exit_code == 2
    message = expected.err.split(": ", 2)[2].rstrip("\n")
    with pytest.raises(ValueError, match="^board: " + message.replace("(", r"\(").replace(")", r"\)")):
        boardsolve.pawnchess.solve(rows, to_move="black", en_passant="b3", rules="chess")
    with pytest.raises(ValueError, match="board: "):
        boardsolve.pawnchess.solve(rows, to_move="black", en_passant="c3")  # UVa's rules
    with pytest.raises(ValueError, match="en_passant"):
        boardsolve.pawnchess.solve(rows, en_passant="c3\nd4", rules="chess")


def test_bad_rules_raise_the_command_line_words_and_run_nothing():
    text = "1\n....\n....\n....\n....\n"
    for call in [lambda **kw: boardsolve.solve("pawnchess", text, **kw),
                 lambda **kw: boardsolve.show("pawnchess", text, **kw),
                 lambda **kw: boardsolve.verify("pawnchess", text, "black (0)\n", **kw),
                 lambda **kw: boardsolve.gen("pawnchess", **kw)]:
        with pytest.raises(ValueError, match=r"^rules: Chess not in \{uva,chess\}$"):
            call(rules="Chess")
        with pytest.raises(ValueError, match=r"^stalemate: lose not in \{draw,loss\}$"):
            call(rules="chess", stalemate="lose")
        with pytest.raises(TypeError):
            call(rules=1)
    # The command line says the same after its option's name.
    _, _, err = run_cli(["solve", "pawnchess", "--rules", "Chess"], text.encode())
    assert err.decode().startswith("boardsolve: --rules: Chess not in {uva,chess}\n")
    _, _, err = run_cli(["solve", "pawnchess", "--rules", "chess", "--stalemate", "lose"],
                        text.encode())
    assert err.decode().startswith("boardsolve: --stalemate: lose not in {draw,loss}\n")
    with pytest.raises(ValueError, match=r"^rules: Chess not in \{uva,chess\}$"):
        boardsolve.pawnchess.solve(["...."] * 4, rules="Chess")
    with pytest.raises(ValueError, match=r"^stalemate: lose not in \{draw,loss\}$"):
        boardsolve.pawnchess.solve(["...."] * 4, rules="chess", stalemate="lose")


def test_stalemate_without_chess_rules_is_the_command_line_usage_error():
    text = "1\n....\n.pp.\n.PP.\n....\n"
    r = boardsolve.solve("pawnchess", text, stalemate="loss")
    assert r.exit_code == 2 and "--stalemate needs --rules chess" in r.err
    same(r, run_cli(["solve", "pawnchess", "--stalemate", "loss"], text.encode()))
    uva = boardsolve.solve("pawnchess", text, rules="uva", stalemate="draw")
    same(uva, run_cli(["solve", "pawnchess", "--rules", "uva", "--stalemate", "draw"],
                      text.encode()))
    # The typed call reads its settings through the same declarations: the same words.
    with pytest.raises(ValueError) as typed:
        boardsolve.pawnchess.solve(text.split()[1:], stalemate="loss")
    assert str(typed.value) in r.err
