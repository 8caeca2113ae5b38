// Screenshots of the playground in play mode, to be looked at: each playable page at 1280 and
// 390 px wide, after a move, with a hint shown and a refused move's reason, and then solved
// (the results under the board on a phone); and toggle's reason for a board without a plan.
// Serves build/web with python3's http.server on a free port and drives Debian's chromium.
//   node tests/web/screenshots.mjs [build/web] [out-dir]     (default out-dir: build/web-screenshots)
import {spawn} from "node:child_process";
import {mkdirSync} from "node:fs";
import {createServer} from "node:net";
import {join, resolve} from "node:path";

import {chromium} from "playwright-core";

const site = resolve(process.argv[2] ?? "build/web");
const out = resolve(process.argv[3] ?? "build/web-screenshots");
mkdirSync(out, {recursive: true});

const port = await new Promise((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const {port} = probe.address();
    probe.close(() => done(port));
  });
});
const server = spawn("python3", ["-m", "http.server", "-b", "127.0.0.1", "-d", site, String(port)], {stdio: "ignore"});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; i < 50; ++i) {
  if (await fetch(origin).then(() => true, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"]});
const idle = (page) => page.waitForFunction(() => !document.querySelector("#play").dataset.busy);
try {
  for (const puzzle of ["toggle", "captures", "kingjump"])
    for (const width of [1280, 390]) {
      const page = await browser.newPage({viewport: {width, height: 900}});
      await page.goto(`${origin}/${puzzle}.html`);
      await page.waitForFunction(() => document.querySelector("#kind option"));
      await page.click("#mode-play");
      await idle(page);
      // One move by the hint, a click the library refuses, then a hint shown.
      for (const step of ["hint", "follow", "refuse", "hint"]) {
        if (step === "hint") {
          await page.click("#play-hint");
          await idle(page);
          continue;
        }
        if (step === "follow") {
          // The hint's squares, the moving piece first: a king, or the lower pawn of a capture.
          const squares = (await page.$$("#board button.hint")).reverse();
          if (puzzle === "kingjump" && (await squares[0].getAttribute("data-symbol")) !== "K") squares.reverse();
          const type = /type (\d)/.exec(await page.textContent("#play-message"));
          if (type) await page.selectOption("#play-type", type[1]);
          for (const square of squares) await square.click(), await idle(page);
        } else {
          const refused = {toggle: ".pressed-1, .pressed-2", captures: "[data-symbol='.']", kingjump: "[data-symbol='-']"};
          await page.click(`#board button:is(${refused[puzzle]})`);
          await idle(page);
          await page.screenshot({path: join(out, `${puzzle}-refused-${width}.png`), fullPage: true});
        }
      }
      await page.screenshot({path: join(out, `${puzzle}-play-${width}.png`), fullPage: true});
      await page.click("#solve");
      await page.waitForSelector("#result:not([hidden])");
      await page.screenshot({path: join(out, `${puzzle}-solved-${width}.png`), fullPage: true});
      await page.close();
    }
  // Toggle's reason for -1: the library's two parity sets on the picture, the key, the words.
  for (const width of [1280, 390]) {
    const page = await browser.newPage({viewport: {width, height: 900}});
    await page.goto(`${origin}/toggle.html#board=BBBBB/BBBBW/BBBBB/WWWBB/BBBWB`);
    await page.waitForFunction(() => document.querySelector("#kind option"));
    await page.click("#solve");
    await page.waitForSelector("#result:not([hidden])");
    await page.screenshot({path: join(out, `toggle-unsolvable-${width}.png`), fullPage: true});
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`screenshots in ${out}`);
