#!/usr/bin/env python3
"""The fewest presses of the all-lit n x n classic Lights Out board (OEIS A075464), n = FROM .. TO.

Each n is settled by two methods that share no system and no basis, each its own process under
/usr/bin/time -v (wall time, peak memory):
  1. light chasing (N unknowns) and the Gray-code enumeration of all 2^d solutions
     (`lightsout_all_lit_minimum N chase`);
  2. plain elimination over all n^2 unknowns, then the same enumeration from its own particular
     solution and kernel basis (`lightsout_all_lit_minimum N eliminate`), for n <= --eliminate-up-to
     and, where d > 0, n <= --eliminate-kernels-up-to; past them, for nullity 0: the nullity 0 of
     Sutner's gcd (computed here, in Python, from the polynomials alone) says the one solution
     found is the only one.
The chase's nullity must equal Sutner's, deg gcd(p_n(x), p_n(x + 1)) over GF(2), and the two
derivations' counts must agree; an n of nullity > 0 with one derivation only is left out of the
data file and the table. An n whose 2^d solutions of ceil(n^2 / 64) words exceed --max-work
words is left unsettled, with its nullity. --only runs one of the two (two processes side by side).

Every run is appended to RUNS (one tab-separated line per run; an n already there is not run
again), then the data file and the table of docs/algorithms/lightsout.md (between its
"a075464 table" markers) are written from RUNS alone:
  scripts/lightsout_a075464.py --from 1 --to 200 --driver build/release/bench/lightsout_all_lit_minimum
  scripts/lightsout_a075464.py --render            # data file and table from RUNS, no runs
"""
import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / "docs/data/lightsout_a075464_runs.tsv"
DATA = ROOT / "docs/data/lightsout_a075464.txt"
PAGE = ROOT / "docs/algorithms/lightsout.md"
KNOWN = ROOT / "tests/lightsout/known_values.hpp"
FIELDS = ["n", "method", "nullity", "fewest", "first_row", "wall_s", "peak_kib", "command"]


def sutner_nullity(n):
    """deg gcd(p_n(x), p_n(x + 1)), p_0 = 1, p_1 = x, p_(k+1) = x p_k + p_(k-1); ints as GF(2)[x]."""
    p0, p1, q0, q1 = 1, 2, 1, 3
    for _ in range(n - 1):
        p0, p1 = p1, (p1 << 1) ^ p0
        q0, q1 = q1, (q1 << 1) ^ q1 ^ q0
    a, b = p1, q1
    while b:
        while a and a.bit_length() >= b.bit_length():
            a ^= b << (a.bit_length() - b.bit_length())
        a, b = b, a
    return a.bit_length() - 1


def words(n):
    return (n * n + 63) // 64


def published():
    """n -> A075464(n) from the OEIS data section the tests hold (n <= 54)."""
    text = KNOWN.read_text()
    body = text[text.index("{", text.index("a075464")) + 1:text.index("}", text.index("a075464"))]
    return {i + 1: int(v) for i, v in enumerate(re.findall(r"\d+", body))}


def read_runs():
    runs = {}
    if RUNS.exists():
        for line in RUNS.read_text().splitlines():
            if line.startswith("#") or not line.strip():
                continue
            row = dict(zip(FIELDS, line.split("\t")))
            runs[(int(row["n"]), row["method"])] = row
    return runs


def timed(command):
    """(stdout, wall seconds, peak KiB) of command under /usr/bin/time -v."""
    done = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr[-500:]}")
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", done.stderr).group(1)
    seconds = 0.0
    for part in wall.split(":"):
        seconds = seconds * 60 + float(part)
    peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    return done.stdout, seconds, peak


def run(n, method, driver, runs):
    if (n, method) in runs:
        return runs[(n, method)]
    command = [driver, str(n), method]
    out, wall, peak = timed(command)
    got = dict(kv.split("=", 1) for kv in out.split())
    try:
        shown = " ".join([str(Path(driver).resolve().relative_to(ROOT)), str(n), method])
    except ValueError:
        shown = " ".join([driver, str(n), method])
    row = {"n": str(n), "method": method, "nullity": got["nullity"], "fewest": got["fewest"],
           "first_row": got["first_row"], "wall_s": f"{wall:.2f}", "peak_kib": str(peak),
           "command": shown}
    if not RUNS.exists():
        RUNS.parent.mkdir(parents=True, exist_ok=True)
        RUNS.write_text("# written by scripts/lightsout_a075464.py; one run per line\n#"
                        + "\t".join(FIELDS) + "\n")
    with RUNS.open("a") as f:
        f.write("\t".join(row[k] for k in FIELDS) + "\n")
    runs[(n, method)] = row
    print(f"n={n} {method}: nullity {row['nullity']}, fewest {row['fewest']}, {wall:.2f} s, "
          f"{peak} KiB", flush=True)
    return row


def compute(args):
    runs = read_runs()
    for n in range(args.first, args.last + 1):
        d = sutner_nullity(n)
        if d >= 63 or (words(n) << d) > args.max_work:
            print(f"n={n}: nullity {d}, 2^{d} solutions of {words(n)} words: past the limit",
                  flush=True)
            continue
        if args.only != "eliminate":
            chased = run(n, "chase", args.driver, runs)
            if int(chased["nullity"]) != d:
                sys.exit(f"n={n}: the chase's nullity {chased['nullity']} is not Sutner's {d}")
        if args.only == "chase":
            continue
        if n <= args.eliminate_up_to or (d > 0 and n <= args.eliminate_kernels_up_to):
            other = run(n, "eliminate", args.eliminate_driver or args.driver, runs)
            chased = read_runs().get((n, "chase"))
            if chased and (other["nullity"], other["fewest"]) != (chased["nullity"], chased["fewest"]):
                sys.exit(f"n={n}: chase {chased} and elimination {other} differ")


def seconds_text(s):
    s = float(s)
    return f"{s:.2f} s" if s < 60 else f"{s / 60:.1f} min"


def memory_text(kib):
    return f"{int(kib) / 1024:.0f} MiB"


def render(args):
    runs = read_runs()
    known = published()
    settled = sorted(n for (n, m) in runs if m == "chase")
    top = max(settled)
    data = ["# A075464: the fewest presses that turn off the all-lit n x n classic Lights Out board",
            "# (plus stencil, plane), with one smallest press set. Written by",
            "# scripts/lightsout_a075464.py from docs/data/lightsout_a075464_runs.tsv; replayed by",
            "# scripts/lightsout_replay.sh (boardsolve verify) and tests/lightsout/a075464_data_test.cpp.",
            "# One line per n:  n nullity fewest first_row",
            "#   nullity   the dimension d of the kernel: 2^d press sets turn every light off",
            "#   fewest    the fewest presses, proven by enumerating all 2^d of them",
            "#   first_row the press set's top row: columns 1 .. n as binary digits, column 1 the most",
            "#             significant, padded with 0 on the right to a multiple of 4, in hex. The other",
            "#             rows are forced (light chasing): row r + 1 is pressed exactly under the",
            "#             lights of row r still on after the presses of rows 1 .. r.",
            "# An n missing here is not settled (docs/algorithms/lightsout.md says why)."]
    rows = ["| n | nullity d | fewest presses | proof: solutions enumerated | second method | "
            "chase + enumeration: wall, peak | second: wall, peak | source |",
            "|---|---|---|---|---|---|---|---|"]
    missing = []
    for n in range(1, top + 1):
        d = sutner_nullity(n)
        c = runs.get((n, "chase"))
        if c is None:
            missing.append(f"{n} (d = {d})")
            continue
        e = runs.get((n, "eliminate"))
        if int(c["nullity"]) != d:
            sys.exit(f"n={n}: the chase's nullity {c['nullity']} is not Sutner's {d}")
        if e is not None and (e["nullity"], e["fewest"]) != (c["nullity"], c["fewest"]):
            sys.exit(f"n={n}: chase {c} and elimination {e} differ")
        if e is None and d > 0:
            print(f"n={n}: one derivation only; left out", file=sys.stderr)
            missing.append(f"{n} (d = {d}, one derivation only)")
            continue
        if e is not None:
            second = f"elimination over {n * n} unknowns: same d and fewest"
            second_cost = f"{seconds_text(e['wall_s'])}, {memory_text(e['peak_kib'])}"
        else:
            second = "Sutner's gcd: d = 0, the only solution"
            second_cost = "-"
        data.append(f"{n} {c['nullity']} {c['fewest']} {c['first_row']}")
        if n in known:
            source = "OEIS data: equal" if known[n] == int(c["fewest"]) else "OEIS data: DIFFERS"
        elif n <= 78:
            source = "computed here (OEIS b-file, not compared)"
        else:
            source = "new"
        rows.append(f"| {n} | {d} | {c['fewest']} | 2^{d} | {second} | "
                    f"{seconds_text(c['wall_s'])}, {memory_text(c['peak_kib'])} | {second_cost} | "
                    f"{source} |")
    DATA.write_text("\n".join(data) + "\n")
    note = (f"Not settled for n <= {top}: " + ", ".join(missing) +
            f"; their 2^d solutions of ceil(n^2 / 64) words each are past the 2^"
            f"{int(args.max_work).bit_length() - 1} words of enumeration the runs allowed "
            "(--max-work; the enumeration does 0.8 to 0.9 * 10^9 words a second)."
            if missing else f"Every n <= {top} is settled.")
    table = "\n".join(rows) + "\n\n" + note + "\n"
    page = PAGE.read_text()
    begin = "<!-- a075464 table: written by scripts/lightsout_a075464.py --render -->\n"
    end = "<!-- end of the a075464 table -->\n"
    if begin not in page:
        sys.exit(f"{PAGE} has no table markers")
    head, rest = page.split(begin)
    PAGE.write_text(head + begin + table + end + rest.split(end, 1)[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=0)
    parser.add_argument("--driver", default=str(ROOT / "build/release/bench/lightsout_all_lit_minimum"))
    parser.add_argument("--eliminate-driver", default="",
                        help="the driver for the elimination runs (e.g. the m4ri build's)")
    parser.add_argument("--eliminate-up-to", type=int, default=100)
    parser.add_argument("--eliminate-kernels-up-to", type=int, default=0,
                        help="eliminate past --eliminate-up-to too where the nullity is not 0")
    parser.add_argument("--max-work", type=float, default=float(1 << 37))
    parser.add_argument("--only", choices=["chase", "eliminate"], default="",
                        help="one of the two derivations (two processes can then run side by side)")
    parser.add_argument("--render", action="store_true", help="only write the data file and table")
    args = parser.parse_args()
    if args.last:
        compute(args)
    render(args)


if __name__ == "__main__":
    main()
