// Learn to play in the real app in headless Chromium (Pyodide + pygbag's pygame-ce):
// every lesson of both courses, by a finger's taps on a 390x844 phone (in Russian, after
// the first start's offer) and by mouse clicks at 1280x720 (in English, from the menu's
// Learn button); every typical wrong move of every step is played and must be answered
// in its own words (with the rules assistant's account under them, in the warning
// colour), taken back by "Try again", then the intended line is played. The progress is
// in localStorage: offline, after a reload served by the service worker, the course is
// still done and a lesson still plays.
//
//   node --test tests/web/lessons.test.mjs
//   TANBO_BROWSER_SHOTS=/tmp/lesson-browser node --test tests/web/lessons.test.mjs
//
// The lessons (ids, moves as board points, the miss code each wrong move must get) come
// from the native engine (`python -c`), so this file holds no position of its own.
// Skipped, saying why, without the pygame-ce wasm wheel or chromium, unless
// TANBO_REQUIRE_BROWSER=1 (CI), which makes that a failure.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

import { AppPage, findWheel, prepareAppSite } from "../support/web/app_harness.mjs";
import { chromiumPath, isolate, nativePython, ROOT } from "../support/web/web_common.mjs";
import { servedBrowser } from "./served.mjs";

const REQUIRED = process.env.TANBO_REQUIRE_BROWSER === "1";
const SHOTS = process.env.TANBO_BROWSER_SHOTS ? path.resolve(ROOT, process.env.TANBO_BROWSER_SHOTS) : null;
const TEXT_WARN = [255, 196, 120]; // tanbo.ui.theme.TEXT_WARN: a wrong move's heading
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 720 } };

const wheel = await findWheel();
let skip = false;
if (chromiumPath() === null) skip = "no chromium installed (apt-get install chromium)";
else if (!wheel.path) skip = wheel.reason;
if (skip && REQUIRED) skip = false;

/** Both courses from the native engine: per lesson its steps' moves as points (-1 = pass)
 * with each wrong move's miss code, walked along the intended line. */
function courses() {
  const code = `
import json
from tanbo.games import GAMES
from tanbo.lessons import COURSES, LessonRun
from tanbo.lessons.model import check
from tanbo.ui.lesson_desk import LessonDesk
out = {}
for game, course in COURSES.items():
    lessons = []
    for lesson in course:
        run = LessonRun(lesson)
        steps = []
        for step in lesson.steps:
            wrong = []
            for text in step.wrong:
                move = run.state.parse_move(text)
                miss, account = check(step.goal, run.state, move)
                told = len(LessonDesk.assistant_lines("en", account.explanation, run.state))
                wrong.append({"text": text, "move": move, "miss": miss, "account": told})
            move = run.state.parse_move(step.solution)
            steps.append({"solution": move, "text": step.solution, "wrong": wrong})
            run.attempt(move)
        lessons.append({"id": lesson.id, "steps": steps, "pass": GAMES[game].pass_move})
    out[game] = lessons
print(json.dumps(out))
`;
  const done = spawnSync(nativePython(), ["-c", code], {
    cwd: ROOT, encoding: "utf-8", env: { ...process.env, PYGAME_HIDE_SUPPORT_PROMPT: "1" },
  });
  if (done.status !== 0) throw new Error(`the courses from python: ${done.stderr}`);
  return JSON.parse(done.stdout);
}

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** The app driven by one kind of input: mouse clicks, or a finger's taps. */
class Learner {
  constructor(app, touch) {
    this.app = app;
    this.touch = touch;
    this.previews = 0; // first taps that only previewed (the one tap rule, issue 39)
  }

  lesson() {
    return this.app.page.evaluate(() => window.tanbo.query("lesson"));
  }

  async waitLesson(predicate, what) {
    const deadline = Date.now() + 30000;
    let last;
    while (Date.now() < deadline) {
      last = await this.lesson();
      const state = await this.app.state();
      if (last && predicate(last, state) && !state.busy) return last;
      await sleep(50);
    }
    throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(last)}`);
  }

  async at(x, y) {
    if (this.touch) await this.app.tap(x, y);
    else {
      await this.app.click(x, y);
      await this.app.mouseAway();
    }
  }

  /** Press the button with `action` and wait until `predicate(state)` holds. */
  async press(action, predicate = () => true, what = action) {
    const b = await this.app.button(action);
    const [x, y, w, h] = b.rect;
    const before = await this.app.state();
    await this.at(x + w / 2, y + h / 2);
    return this.app.waitFor((s) => s.frames > before.frames && predicate(s), { what });
  }

  /** Play board point `move` (or pass) in the open lesson: a click, or a finger's taps
   * by the one tap rule (issue 39): a first tap on a legal point only previews (checked),
   * the second plays; an illegal point is answered at the first. */
  async play(move, passMove) {
    if (move === passMove) {
      await this.press("lesson_pass");
      return;
    }
    const before = await this.lesson();
    const key = (l) => JSON.stringify([l.head, l.lines, l.step, l.done, l.position]);
    await this.at(...before.centres[move]);
    if (!this.touch) return;
    const seen = await this.waitLesson((l) => l.armed === move || key(l) !== key(before),
      `the first tap on ${move}`);
    if (seen.armed !== move) return;
    assert.equal(key(seen), key(before), `the first tap on ${move} plays nothing`);
    this.previews += 1;
    await this.at(...before.centres[move]);
  }
}

async function shot(app, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await app.page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

function assertClean(app) {
  assert.deepEqual(app.takeErrors(), [], "no console error or Python exception");
}

/** From the Learn screen: every lesson of every course, each wrong move, then the line. */
async function walk(learner, all, { lang, tag }) {
  const { app } = learner;
  const cyrillic = /[а-яё]/i;
  for (const [game, lessons] of Object.entries(all)) {
    await learner.press(`learn_game:${game}`, (s) => s.screen === "learn");
    await shot(app, `${tag}-learn-${game}`);
    await learner.press(`lesson:${lessons[0].id}`, (s) => s.screen === "lesson");
    for (const [i, lesson] of lessons.entries()) {
      await learner.waitLesson((l) => l.id === lesson.id && l.head === null, `lesson ${lesson.id}`);
      await shot(app, `${tag}-${lesson.id}-0start`);
      for (const [k, step] of lesson.steps.entries()) {
        const answers = [];
        for (const wrong of step.wrong) {
          const warnBefore = await app.countColour([0, 0, ...(await app.state()).window], TEXT_WARN);
          await learner.play(wrong.move, lesson.pass);
          const got = await learner.waitLesson((l) => l.warn === true,
            `the answer to ${wrong.text} in ${lesson.id}`);
          assert.equal(got.miss, wrong.miss, `${lesson.id} ${wrong.text}: the kind of miss`);
          assert.equal(got.lines.length, 1 + wrong.account,
            `${lesson.id} ${wrong.text}: the lesson's answer and the assistant's account (its news only)`);
          if (lang === "ru") assert.match(got.lines[0], cyrillic, `${lesson.id} ${wrong.text}: in Russian`);
          const warn = await app.countColour([0, 0, ...(await app.state()).window], TEXT_WARN);
          assert.ok(warn > warnBefore + 30, `${lesson.id} ${wrong.text}: the answer is drawn in the warning colour`);
          answers.push(got.lines[0]);
          await shot(app, `${tag}-${lesson.id}-1wrong-${wrong.text}`);
          await learner.press("lesson_again");
          await learner.waitLesson((l) => l.head === null, "the wrong move taken back");
        }
        assert.equal(new Set(answers).size, answers.length, `${lesson.id} step ${k}: each wrong move its own answer`);
        await learner.play(step.solution, lesson.pass);
        await learner.waitLesson((l) => l.warn === false && (l.step > k || l.done),
          `${lesson.id} step ${k} reached`);
      }
      const done = await learner.lesson();
      assert.equal(done.done, true, `${lesson.id} done`);
      assert.ok(done.completed.includes(lesson.id), `${lesson.id} marked done`);
      await shot(app, `${tag}-${lesson.id}-2done`);
      if (i + 1 < lessons.length) {
        await learner.press("lesson_next");
      }
    }
    await learner.press("back", (s) => s.screen === "learn");
  }
  assertClean(app);
}

describe("Learn to play in Chromium, every lesson", { skip }, () => {
  const suite = servedBrowser(() => {
    if (!wheel.path) throw new Error(wheel.reason);
    return prepareAppSite(wheel.path);
  });
  const all = skip ? {} : courses();
  const ids = Object.values(all).flat().map((l) => l.id).sort();

  async function open(device, { offer = false } = {}) {
    const context = await suite.browser.newContext(device);
    if (offer) await context.addInitScript(() => { window.tanboOfferCourse = true; });
    const page = await context.newPage();
    const app = new AppPage(page, suite.server.url);
    app.outside = await isolate(page);
    return app;
  }

  test("a phone, by taps, in Russian: the first start offers the course, then every lesson", async () => {
    const app = await open(PHONE, { offer: true });
    try {
      const learner = new Learner(app, true);
      const first = await app.boot();
      assert.equal(first.dialog, true, "the first start asks");
      await shot(app, "phone-offer");
      await learner.press("confirm:no", (s) => !s.dialog);
      // the Russian texts: the menu's language button, then Learn from the menu
      await learner.press("menu", (s) => s.screen === "menu");
      await learner.press("setlang:ru", (s) => s.lang === "ru");
      await learner.press("learn", (s) => s.screen === "learn");
      await walk(learner, all, { lang: "ru", tag: "phone-ru" });
      assert.ok(learner.previews > 10, `legal points previewed at the first tap (${learner.previews})`);
      assert.deepEqual(app.outside, [], "nothing fetched from outside 127.0.0.1");
      // a second start asks no more
      const again = await app.boot({ reload: true });
      assert.equal(again.dialog, false, "asked only once");
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });

  test("1280x720, by clicks, in English: every lesson; offline after a reload the course is kept", async () => {
    const app = await open(DESKTOP);
    try {
      const learner = new Learner(app, false);
      const first = await app.boot();
      assert.equal(first.dialog, false, "no offer where the test hook does not ask for it");
      await learner.press("menu", (s) => s.screen === "menu");
      await shot(app, "desktop-menu");
      await learner.press("learn", (s) => s.screen === "learn");
      await walk(learner, all, { lang: "en", tag: "desktop-en" });
      const stored = await app.page.evaluate(() => localStorage.getItem("tanbo.lessons"));
      assert.deepEqual(JSON.parse(stored).done, ids, "the progress is in the browser's storage");
      // offline: the page comes back from the service worker, the progress from storage
      await app.page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state === "activated";
      }, null, { timeout: 60000, polling: 200 });
      await app.page.context().setOffline(true);
      await app.boot({ reload: true });
      await learner.press("menu", (s) => s.screen === "menu");
      await learner.press("learn", (s) => s.screen === "learn");
      const kept = await learner.lesson();
      assert.deepEqual(kept.completed, ids, "offline: every lesson still done");
      await learner.press("learn_game:tanbo", (s) => s.screen === "learn");
      await learner.press("lesson:tanbo-place", (s) => s.screen === "lesson");
      const place = all.tanbo[0];
      await learner.play(place.steps[0].solution, place.pass);
      await learner.waitLesson((l) => l.done === true, "a lesson done offline");
      await shot(app, "desktop-offline-lesson");
      assertClean(app);
    } finally {
      await app.page.context().close();
    }
  });
});
