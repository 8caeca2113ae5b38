#!/usr/bin/env python3
"""Predicts the speedup of a distributed pawn chess search from measured work units.

Reads the output of build/release/bench/pawnchess_split (one file per board size and split
depth) and schedules the units on P machines, in positions searched (one machine's time is
its positions; docs/algorithms/pawnchess-distributed.md gives the rates). The reference is
one machine with one shared table: the positions of the root's own first test ("who wins?").

Schedules (every unit runs alone, with its own table, as measured):
  all-lpt    every unit, longest first, no dependencies (a batch of independent jobs;
             optimistic: it needs the sizes in advance)
  all-order  every unit in the search's order, no dependencies (a job array)
  ybwc       the root's null-window alpha-beta over the units, young brothers wait: at each
             node of the top the first child is settled before its brothers start; a child
             that refutes its parent cancels the brothers still queued or running
  spec       the same without waiting: every child starts at once, refutations cancel
  proof      only the units of the cheapest proof (an oracle that knows every unit's
             winner), longest first: a bound no split at this depth can beat
  first      only the units of the proof alpha-beta finds in the search's static order (the
             first refuting move), longest first: the same oracle, without choosing; the only
             schedule for files of pawnchess_split --proof, which measure just those units

Last, the extrapolation to boards whose root was not measured (8x8): at each split depth, the
best oracle speedup any measured board reached (its proof's units, in units of its own root),
which the larger board is assumed not to beat (the measured trend: larger boards are worse).

Usage: bench/experiments/pawnchess_distributed_sim.py FILE... [--machines 1,2,4,...] [--overhead N]
  --overhead N  positions' worth of time added to every unit (start-up, communication)
Standard library only; deterministic.
"""
import argparse
import heapq
import sys


def read(path):
    d = {"nodes": {}, "units": {}, "root": None, "shared": None, "levels": [],
         "known": {}}
    with open(path) as f:
        for line in f:
            w = line.split()
            if not w:
                continue
            if w[0] == "config":
                d["size"], d["rules"], d["depth"] = w[1], w[2], int(w[3])
                d["memory"], d["cap"] = int(w[4]), int(w[5])
            elif w[0] == "level":
                d["levels"].append((int(w[1]), int(w[2]), int(w[3])))
            elif w[0] == "root":
                d["root"] = (int(w[1]), float(w[2]), None if w[3] == "?" else int(w[3]), w[4] == "1")
            elif w[0] == "node":
                kids = [] if w[5] == "-" else [int(c) for c in w[5].split(",")]
                d["nodes"][int(w[1])] = {"depth": int(w[2]), "kind": w[3],
                                         "sign": None if w[4] == "?" else int(w[4]),
                                         "children": kids}
            elif w[0] == "unit":
                d["units"][int(w[1])] = {"positions": int(w[2]), "seconds": float(w[3]),
                                         "sign": None if w[4] == "?" else int(w[4]),
                                         "done": w[5] == "1"}
            elif w[0] == "known":
                d["known"][int(w[1])] = int(w[2])
            elif w[0] == "shared":
                d["shared"] = (int(w[1]), float(w[2]))
    return d


def signs(d):
    """The sign of every node for its side to move (negamax over the top), or None."""
    nodes, memo = d["nodes"], {}

    def sign(i):
        if i in memo:
            return memo[i]
        n = nodes[i]
        if n["kind"] == "over":
            s = n["sign"]
        elif n["kind"] == "unit":
            u = d["units"].get(i)
            s = u["sign"] if u and u["done"] else d["known"].get(i)
        else:
            kids = [sign(c) for c in n["children"]]
            s = None if None in kids else max(-k for k in kids)
        memo[i] = s
        return s

    for i in sorted(nodes, key=lambda i: -nodes[i]["depth"]):
        sign(i)
    return memo


def dfs_rank(d):
    rank, stack, seen = {}, [0], set()
    while stack:
        i = stack.pop()
        if i in seen:
            continue
        seen.add(i)
        rank[i] = len(rank)
        stack.extend(reversed(d["nodes"][i]["children"]))
    return rank


def list_schedule(sizes, machines):
    """Makespan of jobs started in the given order, each on the first free machine."""
    free = [0] * machines
    for s in sizes:
        t = heapq.heappop(free)
        heapq.heappush(free, t + s)
    return max(free)


def proof_units(d, sign):
    """The units of the cheapest proof of the root's value (minimal cost, chosen bottom up)."""
    nodes, memo = d["nodes"], {}

    def proof(i):
        if i in memo:
            return memo[i]
        n = nodes[i]
        if n["kind"] == "over":
            r = frozenset()
        elif n["kind"] == "unit":
            r = frozenset([i])
        elif sign[i] == 1:  # one refuting child is enough: the cheapest
            options = [proof(c) for c in n["children"] if sign[c] == -1]
            r = min(options, key=lambda s: sum(d["units"][u]["positions"] for u in s))
        else:  # every child must be refuted (or, with draws, held)
            r = frozenset().union(*(proof(c) for c in n["children"]))
        memo[i] = r
        return r

    return proof(0)


def first_proof(d, sign):
    """The units of the proof alpha-beta finds in the static order (pawnchess_split --proof)."""
    nodes, seen, proof, stack = d["nodes"], set(), set(), [0]
    while stack:
        i = stack.pop()
        if i in seen:
            continue
        seen.add(i)
        n = nodes[i]
        if n["kind"] == "unit":
            proof.add(i)
        elif n["kind"] == "inner" and sign[i] == 1:
            stack.append(next(c for c in n["children"] if sign[c] == -1))
        elif n["kind"] == "inner":
            stack.extend(n["children"])
    return proof


class top_search:
    """Event simulation of the root's null-window alpha-beta over the units on P machines."""

    def __init__(self, d, sign, machines, overhead, wait):
        self.d, self.sign, self.wait, self.overhead = d, sign, wait, overhead
        self.rank = dfs_rank(d)
        self.free = machines
        self.now = 0.0
        self.ready = []  # (rank, unit)
        self.running = {}  # unit -> end time
        self.state = {}  # node -> dict(status, waiters, next, best, active)
        self.done_sign = {}
        self.events = []  # (time, seq, unit)
        self.seq = 0
        self.work = 0.0

    def cost(self, u):
        return self.d["units"][u]["positions"] + self.overhead

    def request(self, i, parent):
        if i in self.done_sign:
            self.child_done(parent, i)
            return
        st = self.state.get(i)
        if st is not None:
            st["waiters"].add(parent)
            return
        n = self.d["nodes"][i]
        st = self.state[i] = {"waiters": {parent}, "next": 0, "best": -2, "active": set(),
                              "left": len(n["children"])}
        if n["kind"] == "over":
            self.finish(i, n["sign"])
        elif n["kind"] == "unit":
            heapq.heappush(self.ready, (self.rank[i], i))
        else:
            first = 1 if self.wait else len(n["children"])
            for c in n["children"][:first]:
                st["next"] += 1
                st["active"].add(c)
                self.request(c, i)
                if i not in self.state:  # settled at once by a known child
                    break

    def finish(self, i, s):
        st = self.state.pop(i)
        self.done_sign[i] = s
        for p in st["waiters"]:
            if p is None:
                self.root_sign = s
            else:
                self.child_done(p, i)

    def child_done(self, p, c):
        st = self.state.get(p)
        if st is None or c not in st["active"]:
            return
        st["active"].discard(c)
        st["left"] -= 1
        v = -self.done_sign[c]
        kids = self.d["nodes"][p]["children"]
        if v == 1:  # a refutation: the brothers are not needed
            for b in list(st["active"]):
                self.release(b, p)
            self.finish(p, 1)
            return
        st["best"] = max(st["best"], v)
        if st["left"] == 0:
            self.finish(p, st["best"])
            return
        while st["next"] < len(kids):  # the eldest is settled: the young brothers start
            c2 = kids[st["next"]]
            st["next"] += 1
            st["active"].add(c2)
            self.request(c2, p)
            if p not in self.state:  # settled at once by a known child
                return

    def release(self, i, parent):
        st = self.state.get(i)
        if st is None:
            return
        st["waiters"].discard(parent)
        if st["waiters"]:
            return
        del self.state[i]  # nobody waits for it: cancel
        n = self.d["nodes"][i]
        if n["kind"] == "unit":
            if i in self.running:
                start = self.running.pop(i)[1]
                self.work += self.now - start
                self.free += 1
            else:
                self.ready = [(r, u) for r, u in self.ready if u != i]
                heapq.heapify(self.ready)
        else:
            for c in list(st["active"]):
                self.release(c, i)

    def run(self):
        self.root_sign = None
        self.request(0, None)
        while self.root_sign is None:
            while self.free > 0 and self.ready:
                _, u = heapq.heappop(self.ready)
                self.free -= 1
                end = self.now + self.cost(u)
                self.running[u] = (end, self.now)
                self.seq += 1
                heapq.heappush(self.events, (end, self.seq, u))
            t, _, u = heapq.heappop(self.events)
            if u not in self.running or self.running[u][0] != t:
                continue  # cancelled
            self.now = t
            self.work += self.cost(u)
            del self.running[u]
            self.free += 1
            self.finish(u, self.d["units"][u]["sign"])
        return self.now, self.work, self.root_sign


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--machines", default="1,2,4,8,16,32,64")
    ap.add_argument("--overhead", type=float, default=0)
    ap.add_argument("--root-from", action="append", default=[],
                    help="files whose root line serves files without one (same size)")
    a = ap.parse_args()
    machines = [int(m) for m in a.machines.split(",")]
    roots = {}
    for f in a.root_from + a.files:
        d = read(f)
        if d["root"]:
            roots[(d["size"], d["rules"])] = d["root"]
    best = {}  # depth -> [(board, proof unit sizes / one machine)]
    for f in a.files:
        d = read(f)
        root = d["root"] or roots.get((d["size"], d["rules"]))
        units = d["units"]
        sizes = [u["positions"] for u in units.values()]
        t1 = root[0] if root else None
        print(f"## {d['size']} {d['rules']} depth {d['depth']}: {len(sizes)} units measured"
              + (f", one machine {t1:,} positions" if t1 else ""))
        if not sizes:
            continue
        finished = sum(u["done"] for u in units.values())
        mean = sum(sizes) / len(sizes)
        print(f"units finished {finished}/{len(sizes)}; sum {sum(sizes):,}; mean {mean:,.0f}; "
              f"max {max(sizes):,}; max/mean {max(sizes) / mean:.2f}")
        if finished < len(sizes):
            stopped = [u["positions"] for u in units.values() if not u["done"]]
            print(f"censored: {len(stopped)} units stopped unfinished at the cap of "
                  f"{d['cap']:,} positions (after {min(stopped):,} to {max(stopped):,})")
        if not t1:
            continue
        if d["known"]:  # --proof: the units measured are those of the first proof
            sign = signs(d)
            proof = first_proof(d, sign)
            assert proof == set(units), "the file's units are not the first proof's"
            psizes = sorted(sizes, reverse=True)
            print(f"first proof: {len(psizes)} of {len(d['known'])} units, "
                  f"sum / one machine {sum(psizes) / t1:.2f}, largest {psizes[0]:,} = "
                  f"{psizes[0] / t1:.2f} of one machine; all units with one shared table "
                  f"{d['shared'][0] / t1:.2f}")
            print("| P | " + " | ".join(str(p) for p in machines) + " |")
            print("|---|" + "---:|" * len(machines))
            print("| first | " + " | ".join(
                f"{t1 / list_schedule([x + a.overhead for x in psizes], p):.2f}"
                for p in machines) + " |")
            print()
            best.setdefault(d["depth"], []).append((d["size"], [x / t1 for x in psizes]))
            continue
        if finished < len(sizes):
            continue
        sign = signs(d)
        assert sign[0] == root[2], "the units' winners contradict the root's"
        proof = proof_units(d, sign)
        psizes = sorted((units[u]["positions"] for u in proof), reverse=True)
        fsizes = sorted((units[u]["positions"] for u in first_proof(d, sign)), reverse=True)
        ser = top_search(d, sign, 1, 0, True).run()[1]
        print(f"inflation (sum of units / one machine): all {sum(sizes) / t1:.2f}, "
              f"serial alpha-beta over units {ser / t1:.2f}, proof {sum(psizes) / t1:.2f}"
              + (f", all units with one shared table {d['shared'][0] / t1:.2f}"
                 if d["shared"] else ""))
        print(f"proof: {len(psizes)} units, largest {psizes[0]:,} = {psizes[0] / t1:.2f} "
              f"of one machine; first proof: {len(fsizes)} units, sum {sum(fsizes) / t1:.2f}, "
              f"largest {fsizes[0] / t1:.2f} of one machine")
        print("| P | all-lpt | all-order | ybwc | spec | proof | first | ybwc work / one machine |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        ordered = [units[u]["positions"] + a.overhead
                   for u in sorted(units, key=lambda u: dfs_rank(d)[u])]
        for p in machines:
            lpt = list_schedule(sorted((s + a.overhead for s in sizes), reverse=True), p)
            order = list_schedule(ordered, p)
            yb_time, yb_work, _ = top_search(d, sign, p, a.overhead, True).run()
            sp_time = top_search(d, sign, p, a.overhead, False).run()[0]
            pr = list_schedule([s + a.overhead for s in psizes], p)
            fp = list_schedule([s + a.overhead for s in fsizes], p)
            print(f"| {p} | {t1 / lpt:.2f} | {t1 / order:.2f} | {t1 / yb_time:.2f} | "
                  f"{t1 / sp_time:.2f} | {t1 / pr:.2f} | {t1 / fp:.2f} | {yb_work / t1:.2f} |")
        print()
        best.setdefault(d["depth"], []).append((d["size"], [x / t1 for x in psizes]))
    if best:
        print("## extrapolation: the best oracle speedup measured at each split depth")
        print("| depth | board | " + " | ".join(f"P = {p}" for p in machines) + " |")
        print("|---:|---|" + "---:|" * len(machines))
        for depth in sorted(best):
            bound = {p: max((1 / list_schedule(x, p), size) for size, x in best[depth])
                     for p in machines}
            boards = sorted({bound[p][1] for p in machines})
            print(f"| {depth} | {', '.join(boards)} | "
                  + " | ".join(f"{bound[p][0]:.2f}" for p in machines) + " |")


if __name__ == "__main__":
    sys.exit(main())
