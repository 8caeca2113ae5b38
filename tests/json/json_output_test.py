#!/usr/bin/env python3
"""--json of solve, verify and show: every document of every example validates against
docs/boardsolve.schema.json and holds the same answers as the text output.

Usage: json_output_test.py BOARDSOLVE SOURCE_DIR"""

import glob
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

exe, src = sys.argv[1], sys.argv[2]
with open(os.path.join(src, "docs", "boardsolve.schema.json"), encoding="utf-8") as f:
    schema = json.load(f)
validator = jsonschema.Draft7Validator(schema)
passed = failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


def run(*args):
    done = subprocess.run([exe, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return done.returncode, done.stdout, done.stderr


def document(name, *args, code=0):
    """Runs boardsolve with --json; checks the exit code, one line, and the schema."""
    got, out, err = run(*args, "--json")
    check(f"{name}: exit {code}", got == code, f"exit {got}, stderr {err!r}")
    check(f"{name}: one line", out.count("\n") == 1 and out.endswith("\n"), repr(out[:80]))
    doc = json.loads(out)
    errors = list(validator.iter_errors(doc))
    check(f"{name}: matches the schema", not errors, errors[0].message if errors else "")
    return doc


def check_boards(name, doc, path):
    """Each case's board rows are rows of the input file, of the case's size."""
    with open(path, encoding="utf-8") as f:
        text_rows = {line.strip().replace(" ", "") for line in f}
    for c in doc["cases"]:
        check(f"{name}: the board has its size", len(c["board"]) == c["rows"]
              and all(len(row) == c["cols"] for row in c["board"]))
        check(f"{name}: the board's rows are the input's", all(row in text_rows for row in c["board"]))


def text_lines(*args):
    return run(*args)[1].splitlines()


def captures_answers(lines):
    """The text answers as (count, [(row, col, dir)])."""
    answers, at = [], 0
    while at < len(lines):
        count = int(lines[at])
        moves = [tuple(line.split()) for line in lines[at + 1:at + 1 + count]]
        answers.append((count, [(int(r), int(c), d) for r, c, d in moves]))
        at += 1 + count
    return answers


def toggle_answers(lines):
    answers, at = [], 0
    while at < len(lines):
        count = int(lines[at])
        moves = [tuple(map(int, line.split())) for line in lines[at + 1:at + 1 + max(count, 0)]]
        answers.append((count, moves))
        at += 1 + max(count, 0)
    return answers


for path in sorted(glob.glob(os.path.join(src, "examples", "captures", "*.in"))):
    name = "captures " + os.path.basename(path)
    doc = document(name, "solve", "captures", path)
    check_boards(name, doc, path)
    expected = captures_answers(text_lines("solve", "captures", path))
    got = [(c["count"], [(m["row"], m["col"], m["direction"]) for m in c["captures"]]) for c in doc["cases"]]
    check(f"{name}: same captures as the text answer", got == expected)
    for c in doc["cases"]:
        cert = c["certificate"]
        check(f"{name}: certificate size is the count", len(cert["forced"]) + len(cert["matching"]) == c["count"])
    check(f"{name}: show --json is solve --json", document(name + " show", "show", "captures", path) == doc)

for path in sorted(glob.glob(os.path.join(src, "examples", "kingjump", "*.in"))):
    name = "kingjump " + os.path.basename(path)
    doc = document(name, "solve", "kingjump", path)
    check_boards(name, doc, path)
    case = doc["cases"][0]
    lines = text_lines("solve", "kingjump", path)
    if lines == ["impossible"]:
        check(f"{name}: impossible", not case["possible"] and case["path"] == [] and "diagnosis" in case)
    else:
        path_text = [f'{s["row"]} {s["col"]}' for s in case["path"]]
        check(f"{name}: same path as the text answer", path_text == lines)
        check(f"{name}: jumps", case["jumps"] == len(lines) - 1 and "diagnosis" not in case)

for path in sorted(glob.glob(os.path.join(src, "examples", "pawnchess", "*.in"))):
    name = "pawnchess " + os.path.basename(path)
    doc = document(name, "solve", "pawnchess", path)
    check_boards(name, doc, path)
    lines = text_lines("solve", "pawnchess", path)
    check(f"{name}: same outcomes as the text answer",
          [f'{c["winner"]} ({c["plies"]})' for c in doc["cases"]] == lines)
    shown = document(name + " show", "show", "pawnchess", path)
    for c, s in zip(doc["cases"], shown["cases"]):
        check(f"{name}: show holds the solve answer", {k: s[k] for k in c} == c)
        if s["moves"]:
            best = s["moves"][0]
            check(f"{name}: the best move keeps the value", (best["winner"], best["plies"]) == (c["winner"], c["plies"]))
        check(f"{name}: the principal line lasts the plies", len(s["principal_line"]) == c["plies"])
        other = "black" if c["to_move"] == "white" else "white"
        for m in s["moves"]:
            after = f'1\n{other} to move\n' + "\n".join(m["board"]) + "\n"
            got = subprocess.run([exe, "solve", "pawnchess", "--json", "--size", f'{c["rows"]}x{c["cols"]}'],
                                 input=after, stdout=subprocess.PIPE, text=True).stdout
            value = json.loads(got)["cases"][0]
            check(f"{name}: {m['move']} leads to its board, one ply closer to the end",
                  (value["winner"], value["plies"] + 1, value["to_move"]) == (m["winner"], m["plies"], other))

    # show --known --json: what is known without a search; where the bounds meet, the solve's
    # outcome, and each move's exact value is that of show's move of the same name.
    known = document(name + " show --known", "show", "pawnchess", path, "--known")
    for c, k, s in zip(doc["cases"], known["cases"], shown["cases"]):
        if "plies" in k:
            check(f"{name}: show --known's exact value is the solve's", (k["winner"], k["plies"]) == (c["winner"], c["plies"]))
        check(f"{name}: show --known lists every move", sorted(m["move"] for m in k["moves"]) == sorted(m["move"] for m in s["moves"]))
        by_name = {m["move"]: m for m in s["moves"]}
        for m in k["moves"]:
            if "plies" in m:
                check(f"{name}: show --known of {m['move']}", (m["winner"], m["plies"]) == (by_name[m["move"]]["winner"], by_name[m["move"]]["plies"]))
        check(f"{name}: the known line is no longer than the game", len(k["known_line"]) <= c["plies"])

def outcome_text(c):
    return "draw" if c.get("draw") else f'{c["winner"]} ({c["plies"]})'


# Chess rules: examples/pawnchess/chess/NAME.in with the options of NAME.args; draws and
# en passant squares validate and hold the text's answers.
for path in sorted(glob.glob(os.path.join(src, "examples", "pawnchess", "chess", "*.in"))):
    name = "pawnchess chess " + os.path.basename(path)
    with open(path[:-3] + ".args", encoding="utf-8") as f:
        args = f.read().split()
    doc = document(name, "solve", "pawnchess", *args, path)
    check_boards(name, doc, path)
    lines = text_lines("solve", "pawnchess", *args, path)
    check(f"{name}: same outcomes as the text answer", [outcome_text(c) for c in doc["cases"]] == lines)
    check(f"{name}: the rules are named", all(c["rules"] == "chess" for c in doc["cases"]))
    shown = document(name + " show", "show", "pawnchess", *args, path)
    for c, s in zip(doc["cases"], shown["cases"]):
        check(f"{name}: show holds the solve answer", {k: s[k] for k in c} == c)
        if s["moves"]:
            check(f"{name}: the best move keeps the value", outcome_text(s["moves"][0]).split(" ")[0] == outcome_text(c).split(" ")[0])
        if not c.get("draw"):
            check(f"{name}: the principal line lasts the plies", len(s["principal_line"]) == c["plies"])

for path in sorted(glob.glob(os.path.join(src, "examples", "toggle", "*.in"))):
    name = "toggle " + os.path.basename(path)
    doc = document(name, "solve", "toggle", path)
    check_boards(name, doc, path)
    expected = toggle_answers(text_lines("solve", "toggle", "--plan", path))
    got = [(c["count"], [(m["row"], m["col"], m["type"]) for m in c["plan"]]) for c in doc["cases"]]
    check(f"{name}: same plans as the text answer", got == expected)

def lightsout_answers(lines):
    """[(count, [(row, col) of the presses or the certificate])] of a lightsout text answer."""
    answers, at = [], 0
    while at < len(lines):
        count, rows = int(lines[at]), []
        at += 1
        while at < len(lines) and not lines[at].lstrip("-").isdigit():
            rows.append(lines[at])
            at += 1
        answers.append((count, [(r + 1, c + 1) for r, row in enumerate(rows)
                                for c, ch in enumerate(row) if ch == "#"]))
    return answers

for path in sorted(glob.glob(os.path.join(src, "examples", "lightsout", "*.in"))):
    name = "lightsout " + os.path.basename(path)
    doc = document(name, "solve", "lightsout", path)
    for c in doc["cases"]:  # the rows are written with '.' and '#', whichever pair the input used
        check(f"{name}: the board has its size", len(c["board"]) == c["rows"]
              and all(len(row) == c["cols"] and set(row) <= set(".#") for row in c["board"]))
    expected = lightsout_answers(text_lines("solve", "lightsout", path))
    got = [(c["count"], [(m["row"], m["col"]) for m in (c["presses"] if c["solvable"] else c["certificate"])])
           for c in doc["cases"]]
    check(f"{name}: same presses and certificates as the text answer", got == expected)
    check(f"{name}: a press count per press", all(c["count"] == len(c["presses"]) for c in doc["cases"] if c["solvable"]))
    shown = document(name + " show --svg", "show", "lightsout", path, "--svg")
    for c in shown["cases"]:
        check(f"{name}: one ring per press", c["svg"]["solution"].count('class="press"') == len(c["presses"]))

# show --json --svg: the pictures of every step, from the start board to the goal.
moves_of = {"captures": lambda c: c["count"], "kingjump": lambda c: c["jumps"],
            "pawnchess": lambda c: c["plies"], "toggle": lambda c: max(c["count"], 0)}
for puzzle, count in moves_of.items():
    for path in sorted(glob.glob(os.path.join(src, "examples", puzzle, "*.in"))):
        name = f"{puzzle} {os.path.basename(path)} --svg"
        doc = document(name, "show", puzzle, path, "--svg")
        for c in doc["cases"]:
            steps = c["svg"]["steps"]
            check(f"{name}: a picture per step", len(steps) == count(c) + 1, f"{len(steps)} for {count(c)} moves")
            check(f"{name}: certificate only for captures", ("certificate" in c["svg"]) == (puzzle == "captures"))
            if puzzle == "toggle" and c["solvable"]:
                check(f"{name}: the last step is all black", 'class="square white"' not in steps[-1])
            if puzzle == "captures":
                pawns = sum(row.count("O") for row in c["board"])
                check(f"{name}: the last step has a pawn fewer per capture",
                      steps[-1].count('class="piece pawn"') == pawns - c["count"])

with tempfile.TemporaryDirectory() as work:
    statement = os.path.join(src, "examples", "pawnchess", "statement.in")
    wrong = os.path.join(work, "wrong.txt")
    with open(wrong, "w") as f:
        f.write("white (7)\nblack (4)\n")
    doc = document("verify wrong", "verify", "pawnchess", statement, wrong, code=1)
    check("verify wrong: verdicts", doc["accepted"] is False and doc["passed"] == 1 and doc["failed"] == 1
          and doc["cases"][0] == {"case": 1, "accepted": True}
          and doc["cases"][1] == {"case": 2, "accepted": False, "reason": "expected black (2), found black (4)"})
    for puzzle, example in (("captures", "statement"), ("kingjump", "statement"),
                            ("pawnchess", "statement"), ("toggle", "statement"),
                            ("lightsout", "classic")):
        inp = os.path.join(src, "examples", puzzle, example + ".in")
        out = os.path.join(src, "examples", puzzle, example + ".out")
        doc = document(f"verify {puzzle}", "verify", puzzle, inp, out)
        check(f"verify {puzzle}: accepted", doc["accepted"] is True and doc["failed"] == 0
              and doc["passed"] == len(doc["cases"]) > 0)
    bad = os.path.join(work, "bad.in")
    with open(bad, "w") as f:
        f.write("1\n3\n.O.\n")
    got, out, err = run("solve", "captures", bad, "--json")
    check("bad input: exit 2, nothing on stdout, the message on stderr",
          got == 2 and out == "" and "bad.in:2:1:" in err, f"{got} {out!r} {err!r}")

# The schema can fail: a document with a wrong field is rejected.
broken = {"puzzle": "toggle", "cases": [{"rows": 3, "cols": 3, "solvable": True, "count": 2,
                                         "plan": [{"row": 1, "col": 1, "type": 3}]}]}
check("schema rejects a move of type 3", not validator.is_valid(broken))

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
