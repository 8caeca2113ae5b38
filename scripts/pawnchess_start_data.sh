#!/usr/bin/env bash
# Writes the playground's data of the pawn chess starts the project has solved
# (web/data/pawnchess-starts.json), from the solver's own results: for each finished search's
# checkpoint, what `show pawnchess --known --json` reads of the start from its table (the
# start's value, each first move's proven bounds, the principal line as far as the table
# proves it) and the search's totals from the checkpoint's header. Nothing is typed by hand.
#
#   scripts/pawnchess_start_data.sh OUT RULES=CHECKPOINT...
#
# RULES is uva, chess-loss or chess-draw (chess rules, stalemate a loss or a draw); CHECKPOINT
# is a finished search's FILE (or FILE.portable alone) of an 8x8 start, from solve or verify
# with --checkpoint (runs/README.md: the commands, and the commit whose tree holds the UVa
# start's portable checkpoint). BOARDSOLVE names the executable (default build/release/boardsolve).
#   scripts/pawnchess_start_data.sh web/data/pawnchess-starts.json uva=/tmp/v88.ckpt
set -euo pipefail

out=${1:?usage: scripts/pawnchess_start_data.sh OUT RULES=CHECKPOINT...}
shift
[ $# -gt 0 ] || { echo "name at least one RULES=CHECKPOINT" >&2; exit 2; }
exe=${BOARDSOLVE:-build/release/boardsolve}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

entries=()
for pair in "$@"; do
  rules=${pair%%=*}
  checkpoint=${pair#*=}
  case $rules in
    uva) options=() ;;
    chess-loss) options=(--rules chess --stalemate loss) ;;
    chess-draw) options=(--rules chess --stalemate draw) ;;
    *) echo "unknown rules '$rules' (uva, chess-loss, chess-draw)" >&2; exit 2 ;;
  esac
  header=$checkpoint
  [ -e "$header" ] || header=$checkpoint.portable
  "$exe" gen pawnchess --kind start --size 8x8 "${options[@]}" >"$tmp/start.in"
  "$exe" show pawnchess --size 8x8 "${options[@]}" --known --json --checkpoint "$checkpoint" \
    "$tmp/start.in" >"$tmp/$rules.json"
  entries+=("$rules" "$tmp/$rules.json" "$header")
done

python3 - "$out" "${entries[@]}" <<'PY'
import json, struct, sys

out, rest = sys.argv[1], sys.argv[2:]
starts = []
for k in range(0, len(rest), 3):
    rules, shown, header = rest[k:k + 3]
    case = json.load(open(shown, encoding="utf-8"))["cases"][0]
    if "plies" not in case and not case.get("draw"):
        sys.exit(f"{header}: the start's value is not proven there ({case['known']}): not a finished search")
    with open(header, "rb") as f:
        magic, = struct.unpack("16s", f.read(16))
        f.seek(72)
        positions, milliseconds = struct.unpack("<2Q", f.read(16))
    if not magic.startswith((b"bs-pawn-ckpt", b"bs-pawn-port")):
        sys.exit(f"{header}: not a pawn chess checkpoint")
    starts.append({"rules": rules, "case": case,
                   "search": {"positions": positions, "seconds": round(milliseconds / 1000)}})
with open(out, "w", encoding="utf-8") as f:
    json.dump({"written_by": "scripts/pawnchess_start_data.sh", "starts": starts}, f, indent=1)
    f.write("\n")
PY
