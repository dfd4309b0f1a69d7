// The setup the browser suites share: serve a site on 127.0.0.1 and launch headless
// Chromium before a describe() block's tests, close both after them.

import { after, before } from "node:test";

import { launchChromium, serve } from "../support/web/web_common.mjs";

/**
 * Call inside a describe(): before its tests, serve the folder `site()` returns
 * (tests/support/web/web_common.mjs `serve`) and launch Chromium; after them, close both.
 * Returns `{ server, browser }`, filled in by the time the tests run.
 * `site` runs inside the hook, so a missing build or wheel fails there, loudly.
 */
export function servedBrowser(site) {
  const served = { server: null, browser: null };
  before(async () => {
    served.server = await serve(await site());
    served.browser = await launchChromium();
  });
  after(async () => {
    await served.browser?.close();
    await served.server?.stop();
  });
  return served;
}
