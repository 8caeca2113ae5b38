// The accessibility audit of the browser tests: axe-core (tests/web/package.json) run inside
// a page in the state a test has brought it to. A violation of impact serious or critical
// fails the test, with the rule, its impact and the elements it names. Every audit is
// recorded, so that a test can require that each state it names was audited.
import assert from "node:assert/strict";
import {createRequire} from "node:module";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const failing = new Set(["serious", "critical"]);

/// The states audited so far in this process, by name.
export const audited = new Set();

/// Runs axe-core on `page` (playwright-core) and fails on any serious or critical violation;
/// `state` names the page and its state in the message ("captures: solved"). Resolves to axe's
/// results.
export async function audit(page, state) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({path: axePath});
  const results = await page.evaluate(() => window.axe.run(document, {resultTypes: ["violations"]}));
  assert.ok(results.passes.length + results.violations.length > 0, `${state}: axe checked nothing`);
  const serious = results.violations.filter((v) => failing.has(v.impact));
  const report = serious.map((v) => `  ${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`).join("\n")).join("\n");
  assert.equal(serious.length, 0, `${state}: ${serious.length} serious or critical accessibility ` +
               `violation${serious.length === 1 ? "" : "s"} (axe-core ${results.testEngine.version}):\n${report}`);
  audited.add(state);
  return results;
}
