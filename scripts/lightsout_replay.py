#!/usr/bin/env python3
"""Replays every stored A075464 press set through `boardsolve verify lightsout`.

For each line of docs/data/lightsout_a075464.txt (its header gives the format) this writes the
all-lit n x n board (`boardsolve gen lightsout --kind all-lit --size N`) and the answer: the
stored count, then the press set, its top row from the file and every other row forced by light
chasing (row r + 1 pressed under each light of row r still on), computed here in Python. Then:
  - where verify can settle minimality itself (2^d solutions of ceil(n^2 / 64) words, at most
    2^30 words and d <= 34, its enumeration limits), `boardsolve verify lightsout IN OUT`:
    the presses replayed, the count matched, and the kernel enumerated afresh around them;
  - past that, `boardsolve verify lightsout IN OUT JURY` with the stored count as the jury's:
    the presses replayed and the count matched (minimality rests on the runs the table cites).
Exit code 0 when every case passes; verify's own otherwise.
  scripts/lightsout_replay.py [--boardsolve build/release/boardsolve] [--from N] [--to N]
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs/data/lightsout_a075464.txt"
VERIFY_MAX_WORDS = 1 << 30  # max_enumeration_words in include/boardsolve/lightsout.hpp
VERIFY_MAX_NULLITY = 34     # max_enumerated_nullity


def press_rows(n, hex_row):
    """The press set's rows as ints (bit c = column c), the top row from hex, the rest chased."""
    bits = bin(int(hex_row, 16))[2:].zfill(len(hex_row) * 4)[:n]
    rows = [sum(1 << c for c in range(n) if bits[c] == "1")]
    full = (1 << n) - 1
    above = 0
    for _ in range(n - 1):
        p = rows[-1]
        lit = full ^ above ^ p ^ ((p << 1) & full) ^ (p >> 1)  # row r after rows 0 .. r
        above = p
        rows.append(lit)
    return rows


def answer_text(n, count, rows):
    lines = [str(count)]
    for p in rows:
        lines.append("".join("#" if p >> c & 1 else "." for c in range(n)))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boardsolve", default=str(ROOT / "build/release/boardsolve"))
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=10**9)
    args = parser.parse_args()
    groups = {"settled by verify": [], "count against the stored one": []}
    for line in DATA.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        n, d, count, hex_row = line.split()
        n, d, count = int(n), int(d), int(count)
        if not args.first <= n <= args.last:
            continue
        work = ((n * n + 63) // 64) << d
        own = d <= VERIFY_MAX_NULLITY and work <= VERIFY_MAX_WORDS
        groups["settled by verify" if own else "count against the stored one"].append(
            (n, count, press_rows(n, hex_row)))
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, cases in groups.items():
            if not cases:
                continue
            boards = [str(len(cases))]
            for n, _, _ in cases:
                gen = subprocess.run([args.boardsolve, "gen", "lightsout", "--kind", "all-lit",
                                      "--size", str(n)], capture_output=True, text=True, check=True)
                boards.append(gen.stdout.split("\n", 1)[1].rstrip("\n"))
            board_file, out_file, jury_file = (Path(tmp) / f for f in ("in.txt", "out.txt", "jury.txt"))
            board_file.write_text("\n".join(boards) + "\n")
            out_file.write_text("".join(answer_text(n, c, rows) for n, c, rows in cases))
            command = [args.boardsolve, "verify", "lightsout", str(board_file), str(out_file)]
            if name != "settled by verify":
                jury_file.write_text(out_file.read_text())
                command.append(str(jury_file))
            done = subprocess.run(command, capture_output=True, text=True)
            print(f"{name}: n = {', '.join(str(n) for n, _, _ in cases)}")
            print((done.stdout + done.stderr).strip())
            status = status or done.returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
