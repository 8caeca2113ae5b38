// The page address keeps the board, so a link reproduces it: #board=ROW/ROW/...&key=value.
// Rows use the input format's symbols, '/' between rows (no symbol of any puzzle is '/').

/// The fields of the address's fragment: {board: [rows] or undefined, ...other keys}.
export function readState() {
  const params = new URLSearchParams(location.hash.slice(1));
  const state = Object.fromEntries(params);
  state.board = params.has("board") ? params.get("board").split("/") : undefined;
  return state;
}

/// Replaces the fragment with `state` (no new history entry for each edit).
export function writeState(state) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state))
    if (value !== undefined) params.set(key, key === "board" ? value.join("/") : String(value));
  history.replaceState(null, "", "#" + params.toString().replaceAll("%2F", "/"));
}
