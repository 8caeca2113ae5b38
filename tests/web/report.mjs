// For pages that tests/web/run_page.py opens: report(value) sends the page's result back as
// JSON; an uncaught error or rejection is reported as {error: "..."}.
export async function report(value) {
  await fetch("/__report", {method: "POST", body: JSON.stringify(value)});
}

addEventListener("error", (e) => report({error: String(e.message)}));
addEventListener("unhandledrejection", (e) => report({error: String(e.reason?.stack ?? e.reason)}));
