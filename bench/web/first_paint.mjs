// The playground's first paint on a cold load: each page opened in a fresh headless Chromium
// profile (empty cache) from a local static server; prints the first contentful paint and
// the time until the page is ready to solve (its kinds listed, so the module is compiled).
//
//   make all && (cd tests/web && npm ci) && node bench/web/first_paint.mjs [--rounds 5]
//
// Needs Debian's chromium and tests/web's playwright-core.
import {createRequire} from "node:module";
import {dirname, join, resolve} from "node:path";
import {fileURLToPath, pathToFileURL} from "node:url";
import {parseArgs} from "node:util";
import {loadavg} from "node:os";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const require = createRequire(join(root, "tests/web/package.json"));
const {chromium} = require("playwright-core");
const {serve} = await import(pathToFileURL(join(root, "tests/web/static_server.mjs")).href);
const {values: args} = parseArgs({options: {rounds: {type: "string", default: "5"}}});

const server = await serve(join(root, "build/web"));
const origin = `http://127.0.0.1:${server.address().port}`;
console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}; best and worst of ${args.rounds} cold loads`);
console.log("page          first paint (ms)   ready to solve (ms)");
for (const page of ["index", "captures", "kingjump", "pawnchess", "toggle"]) {
  const paints = [], ready = [];
  for (let i = 0; i < Number(args.rounds); ++i) {
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"]});
    const tab = await browser.newPage();
    const start = Date.now();
    await tab.goto(`${origin}/${page}.html`);
    if (page !== "index") await tab.waitForFunction(() => document.querySelector("#kind option"));
    ready.push(Date.now() - start);
    await tab.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
    paints.push(await tab.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0].startTime));
    await browser.close();
  }
  const range = (xs) => `${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))}`;
  console.log(`${page.padEnd(13)} ${range(paints).padStart(16)}   ${page === "index" ? "" : range(ready).padStart(19)}`);
}
server.close();
