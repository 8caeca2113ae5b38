// What the browser tests share: build/web served on a free port, one Debian chromium for the
// test file (started before its first test, closed after its last), and pages opened the way
// a person opens them, with every script error and console error collected.
//   const browser = browserSession();
//   const page = await browser.open("toggle.html#board=...", phone);
import {mkdirSync} from "node:fs";
import {dirname, join} from "node:path";
import {after, before} from "node:test";

import {chromium} from "playwright-core";

import {source} from "./support.mjs";
import {serve} from "./static_server.mjs";

export const desktop = {width: 1280, height: 900};
export const phone = {width: 390, height: 844};
/// Where screenshots go, to be looked at.
export const shots = join(source, "build", "web-screenshots");

/// Registers the file's before and after hooks; returns {open(address, viewport), url(address)}.
/// An opened page has `problems` (the errors so far); a puzzle page is ready when its
/// generator's kinds are.
export function browserSession() {
  const site = dirname(process.env.BOARDSOLVE_MODULE);
  let server, browser, origin;
  before(async () => {
    mkdirSync(shots, {recursive: true});
    server = await serve(site);
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({executablePath: process.env.CHROMIUM, args: ["--no-sandbox"]});
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });
  return {
    url: (address) => `${origin}/${address}`,
    async open(address, viewport = desktop) {
      const page = await browser.newPage({viewport});
      const problems = [];
      page.on("pageerror", (e) => problems.push(String(e)));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      await page.goto(`${origin}/${address}`);
      if (!address.startsWith("index")) await page.waitForFunction(() => document.querySelector("#kind option"));
      page.problems = problems;
      return page;
    },
  };
}
