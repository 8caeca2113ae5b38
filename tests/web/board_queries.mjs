// What the browser tests read off a puzzle page as a person sees it: the board's rows of
// symbols, the squares carrying a mark, a text, and the play mode at rest.

/// The board in the editor, rows of symbols: the grid's rows of cells, each one button.
export function rowsOf(page) {
  return page.evaluate(() => [...document.querySelectorAll("#board > [role=row]")].map((row) =>
    [...row.children].map((cell) => cell.querySelector("button").dataset.symbol).join("")));
}

/// The squares [row, col] (0-based) carrying the mark `className`, in reading order.
export function marked(page, className) {
  return page.evaluate((name) => [...document.querySelectorAll(`#board button.${name}`)].map((b) =>
    [Number(b.dataset.row) - 1, Number(b.dataset.col) - 1]), className);
}

export const text = (page, selector) => page.locator(selector).textContent();
/// Resolves once play mode has no move under way.
export const idle = (page) => page.waitForFunction(() => !document.querySelector("#play").dataset.busy);
