#!/usr/bin/env python3
"""Runs the shell examples of Markdown pages and checks that they print what the page shows.

Usage: run_examples.py [--slow] [--times] BOARDSOLVE SOURCE_DIR PAGE_OR_FOLDER...

Pages and folders are relative to SOURCE_DIR; a folder stands for every .md file under it,
in name order.

An example is a fenced block holding lines that start with "$ ". Each such line is a command;
the lines under it, up to the next command or the end of the block, are what it prints (stdout
and stderr together, as a terminal shows them). The commands of all the pages run in order, one
bash each, in one scratch folder that holds a copy of the repository's examples/ and the
executable under test at build/release/boardsolve, so a file made by one command is there for
the next.

Two markers, and nothing else is skipped:
  a shown line "..."            stands for any number of printed lines (output that varies or
                                that the page leaves out);
  a command ending "# slow: ..." (the comment says how long it takes) runs only with --slow,
                                in the test labelled stress; without --slow it is skipped, and
                                with --slow only those commands run after everything before them.

--times prints how long each command took, to measure what a page says about it.

Exit status 0 when every command printed what its page shows; otherwise one report per
difference, naming the page, the line, the command, the line shown and the line printed.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT_SECONDS = 600
ELLIPSIS = "..."
SLOW = re.compile(r"#\s*slow:")


class Command:
    def __init__(self, page, line, text):
        self.page, self.line, self.text = page, line, text
        self.shown = []

    @property
    def slow(self):
        return SLOW.search(self.text) is not None


def read_commands(page, source_dir):
    """The commands of a page, in order, with the lines shown under each."""
    commands = []
    in_block = False
    current = None
    with open(os.path.join(source_dir, page), encoding="utf-8") as f:
        for number, raw in enumerate(f, start=1):
            line = raw.rstrip("\n")
            if line.lstrip().startswith("```"):
                in_block = not in_block
                current = None
            elif in_block and line.startswith("$ "):
                current = Command(page, number, line[2:])
                commands.append(current)
            elif in_block and current is not None:
                current.shown.append(line)
    return commands


def matches(shown, printed):
    """The first difference as (index in shown, index in printed), or None if they match.

    "..." matches any run of printed lines (shortest first, backtracking as needed)."""
    memo = {}

    def match(i, j):
        key = (i, j)
        if key in memo:
            return memo[key]
        if i == len(shown):
            result = None if j == len(printed) else (i, j)
        elif shown[i] == ELLIPSIS:
            result = (i, j)
            for k in range(j, len(printed) + 1):
                if match(i + 1, k) is None:
                    result = None
                    break
        elif j < len(printed) and shown[i] == printed[j]:
            result = match(i + 1, j + 1)
        else:
            result = (i, j)
        memo[key] = result
        return result

    sys.setrecursionlimit(max(1000, 4 * (len(shown) + len(printed)) + 100))
    return match(0, 0)


def expand_pages(paths, source_dir):
    pages = []
    for path in paths:
        full = os.path.join(source_dir, path)
        if os.path.isdir(full):
            for folder, _, files in sorted(os.walk(full)):
                pages += sorted(os.path.relpath(os.path.join(folder, f), source_dir)
                                for f in files if f.endswith(".md"))
        else:
            pages.append(path)
    return pages


def make_scratch(boardsolve, source_dir):
    scratch = tempfile.mkdtemp(prefix="boardsolve-examples-")
    shutil.copytree(os.path.join(source_dir, "examples"), os.path.join(scratch, "examples"))
    os.makedirs(os.path.join(scratch, "build", "release"))
    os.symlink(os.path.abspath(boardsolve), os.path.join(scratch, "build", "release", "boardsolve"))
    return scratch


def run(command, scratch):
    try:
        done = subprocess.run(["bash", "-c", command.text], cwd=scratch, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=TIMEOUT_SECONDS)
        return done.stdout.decode("utf-8", errors="replace").splitlines()
    except subprocess.TimeoutExpired:
        return [f"(no answer within {TIMEOUT_SECONDS} s)"]


def report(command, printed, difference):
    i, j = difference
    shown_line = command.shown[i] if i < len(command.shown) else "(nothing more)"
    printed_line = printed[j] if j < len(printed) else "(nothing more)"
    return (f"{command.page}:{command.line}: $ {command.text}\n"
            f"  shown line {i + 1}:   {shown_line}\n"
            f"  printed line {j + 1}: {printed_line}")


def main(argv):
    slow_only = "--slow" in argv
    show_times = "--times" in argv
    args = [a for a in argv if a not in ("--slow", "--times")]
    if len(args) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    boardsolve, source_dir = args[0], args[1]
    pages = expand_pages(args[2:], source_dir)
    commands = [c for page in pages for c in read_commands(page, source_dir)]
    if not commands:
        print("no example found in " + ", ".join(pages), file=sys.stderr)
        return 2
    scratch = make_scratch(boardsolve, source_dir)
    failures, ran, skipped = [], 0, 0
    try:
        for command in commands:
            if command.slow and not slow_only:
                skipped += 1
                continue
            start = time.monotonic()
            printed = run(command, scratch)
            if show_times:
                print(f"{time.monotonic() - start:7.2f} s  {command.page}:{command.line}")
            if command.slow or not slow_only:
                ran += 1
                difference = matches(command.shown, printed)
                if difference is not None:
                    failures.append(report(command, printed, difference))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for failure in failures:
        print(failure)
    skipped_note = f", {skipped} skipped (slow)" if skipped else ""
    print(f"{ran - len(failures)} passed, {len(failures)} failed{skipped_note}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
