"""The keywords of the text API are the options the library declares: every option that
`boardsolve --list-options` lists for every face (the common ones and each puzzle's own) is a
keyword of its function, with '_' for '-', defaulting to None (False for a flag) unless it is a
common one; today's keywords stay as they were; and a value a declaration refuses is refused
in the command line's words."""

import inspect

import pytest

import boardsolve
from conftest import run_cli

FUNCTIONS = {"solve": boardsolve.solve, "verify": boardsolve.verify, "gen": boardsolve.gen,
             "show": boardsolve.show}


def declared():
    """(owner, subcommand, name, type, choices) of each option declared for every face."""
    return [(owner, sub, name, kind, choices)
            for owner, sub, name, kind, reach, _, choices in listed() if reach == "every-face"]


def listed():
    """(owner, subcommand, name, type, reach, typed, choices) of each declared option."""
    code, out, _ = run_cli(["--list-options"])
    assert code == 0
    lines = [line.split() for line in out.decode().splitlines()]
    assert len(lines) >= 20
    return [(owner, sub, name, kind, reach, typed, choices)
            for owner, sub, name, kind, reach, typed, *choices in lines]


def test_the_typed_call_takes_the_settings_its_puzzle_declares_typed():
    typed = [name.replace("-", "_") for owner, sub, name, _, _, t, _ in listed()
             if owner == "pawnchess" and sub == "solve" and t == "typed"]
    assert len(typed) >= 3  # rules, stalemate, memory
    parameters = inspect.signature(boardsolve.pawnchess.solve).parameters
    assert list(parameters) == ["board", "to_move", "en_passant"] + typed
    for name in typed:
        assert parameters[name].kind == inspect.Parameter.KEYWORD_ONLY
        assert parameters[name].default is None


def test_every_declared_option_is_a_keyword_of_its_function():
    checked = 0
    for owner, sub, name, kind, _ in declared():
        if sub not in FUNCTIONS:
            continue  # validate has no function here
        parameters = inspect.signature(FUNCTIONS[sub]).parameters
        keyword = name.replace("-", "_")
        assert keyword in parameters, f"{owner} {sub} --{name}"
        assert parameters[keyword].kind == inspect.Parameter.KEYWORD_ONLY
        if owner != "common":
            assert parameters[keyword].default is (False if kind == "flag" else None)
        checked += 1
    assert checked >= 20


def test_the_signatures_of_before_still_hold():
    want = {
        "solve": "(puzzle, input, *, name='<stdin>', threads=0, json=False, rules=None, "
                 "stalemate=None, size=None, memory=None, stats=False, plan=False, any=False)",
        "verify": "(puzzle, input, output, answer=None, *, input_name='input', "
                  "output_name='output', answer_name='answer', threads=0, json=False, rules=None, "
                  "stalemate=None, size=None, memory=None)",
        "gen": "(puzzle, *, seed=1, cases=1, size=None, kind=None, density=None, rules=None, "
               "stalemate=None, stencil=None, topology=None)",
        "show": "(puzzle, input, *, name='<stdin>', threads=0, json=False, svg=False, rules=None, "
                "stalemate=None, size=None, memory=None, moves=False, any=False)",
    }
    for sub, signature in want.items():
        assert str(inspect.signature(FUNCTIONS[sub])) == signature
        assert FUNCTIONS[sub].__name__ == sub and FUNCTIONS[sub].__module__ == "boardsolve"


def test_declared_choices_are_checked_in_the_command_line_words():
    for owner, sub, name, kind, choices in declared():
        if kind != "choice" or sub not in FUNCTIONS:
            continue
        call = FUNCTIONS[sub]
        files = {"solve": ["1\n"], "show": ["1\n"], "verify": ["1\n", "1\n"], "gen": []}[sub]
        with pytest.raises(ValueError, match=rf"^{name}: nothing not in \{{{','.join(choices)}\}}$"):
            call(owner, *files, **{name.replace("-", "_"): "nothing"})
        with pytest.raises(TypeError):
            call(owner, *files, **{name.replace("-", "_"): 1})


def test_another_puzzles_option_is_refused_as_the_command_line_refuses_it():
    values = {"choice": None, "flag": True, "integer": 1, "memory-size": "64M", "text": "4x4"}
    refused = 0
    for owner, sub, name, kind, choices in declared():
        if sub not in FUNCTIONS or owner == "common":
            continue
        files = {"solve": ["1\n"], "show": ["1\n"], "verify": ["1\n", "1\n"], "gen": []}[sub]
        value = choices[0] if kind == "choice" else values[kind]
        for other in ["captures", "kingjump", "pawnchess", "toggle", "lightsout"]:
            if other == owner or any(o == other and s == sub and n == name
                                     for o, s, n, _, _ in declared()):
                continue
            r = FUNCTIONS[sub](other, *files, **{name.replace("-", "_"): value})
            flag = [f"--{name}"] if kind == "flag" else [f"--{name}", str(value)]
            cli = run_cli([sub, other, *flag] + (["-"] * len(files) if sub != "verify" else []),
                          files[0].encode() if files and sub != "verify" else b"")
            assert r.exit_code == 2 and f"--{name} is an option of" in r.err, (other, sub, name)
            if sub != "verify":
                assert (cli[0], cli[2].decode()) == (r.exit_code, r.err), (other, sub, name)
            refused += 1
    assert refused >= 10


def test_unknown_keywords_and_positionals_are_type_errors():
    with pytest.raises(TypeError, match="no_such_option"):
        boardsolve.solve("captures", "1\n1\n.\n", no_such_option=1)
    with pytest.raises(TypeError):
        boardsolve.solve("captures", "1\n1\n.\n", "name")
    with pytest.raises(TypeError):
        boardsolve.gen()
    assert boardsolve.solve(puzzle="captures", input="1\n1\n.\n").exit_code == 0
