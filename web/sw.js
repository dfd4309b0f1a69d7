// Tanbo's service worker: play offline after the first visit, update only on request.
//
// One file for the built site (tools/build_web.py copies it into build/web/) and the
// offline preview (tests/support/web/app_harness.mjs copies it into build/app-preview/),
// so the browser test measures what the site does. What to cache comes from precache.js
// beside it, written for each site by the build (self.TANBO_OFFLINE = {version, cdn,
// files: [{url, sha256, bytes}]}); a new build writes a new precache.js, which the browser
// notices on its next update check (imported scripts are compared byte for byte) and
// which installs this worker anew as a new version.
//
// - install: every listed file is fetched (revalidated with the server), checked against its
//   sha256 and stored in the cache "tanbo-<version>" (a file an older version's cache
//   holds with the same sha256 is copied from there instead). A missing or different file fails
//   the install, so a cache never holds two builds' files (e.g. while a deploy is half
//   through a CDN); the browser tries again on a later visit. No skipWaiting here: a new
//   version waits until the page asks for it (offline.js: "A new version is ready").
// - activate: caches of other versions are deleted; the runtime cache of the pinned CDN
//   stays (its URLs carry pygbag's version).
// - fetch: requests for listed files (and navigations inside the scope, answered with
//   index.html) come from this version's cache; anything else goes to the network.
//   GET requests to the pinned runtime CDN (when the site has no mirror of it) are kept
//   in "tanbo-cdn" once they succeed and served from there afterwards, offline too.
// - message {type: "activate"}: the waiting worker takes over (the page reloads itself).
//   {type: "cache-runtime", urls}: store these CDN files now (the first visit loads the
//   runtime before this worker exists, so the page hands over what it loaded).
//   {type: "version"}: answers {type: "version", version} on the message's port.
"use strict";

importScripts("precache.js");

const OFFLINE = self.TANBO_OFFLINE;
const CACHE = `tanbo-${OFFLINE.version}`;
const CDN_CACHE = "tanbo-cdn";
const SCOPE = new URL("./", self.location.href);
const INDEX = new URL("index.html", SCOPE).href;
const LISTED = new Map(OFFLINE.files.map((f) => [new URL(f.url, SCOPE).href, f]));
// The runtime's CDN root (…/cdn/ for …/cdn/0.9.3/: the wheel index and wheels live there).
const CDN_ROOT = OFFLINE.cdn ? new URL("../", OFFLINE.cdn).href : "";

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetchChecked(url, file) {
  // "no-cache": a conditional request, so a file the page just loaded is not sent twice;
  // the sha256 check below guards against a stale copy.
  const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
  const body = await response.clone().arrayBuffer();
  const digest = hex(await crypto.subtle.digest("SHA-256", body));
  if (digest !== file.sha256) throw new Error(`${file.url}: not the file of version ${OFFLINE.version}`);
  return response;
}

// The same file in an older version's cache (same sha256): taken over, not downloaded
// again (an update that changes the game should not fetch the whole runtime anew).
async function fromOlderCache(url, file) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("tanbo-") || name === CACHE || name === CDN_CACHE) continue;
    const old = await (await caches.open(name)).match(url);
    if (!old) continue;
    const body = await old.clone().arrayBuffer();
    if (hex(await crypto.subtle.digest("SHA-256", body)) === file.sha256) return old;
  }
  return null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const [url, file] of LISTED) {
    if (await cache.match(url)) continue;
    const kept = await fromOlderCache(url, file);
    if (kept) await cache.put(url, kept);
    else missing.push([url, file]);
  }
  // A few at a time: the runtime's files are large and phones have little memory.
  for (let i = 0; i < missing.length; i += 4) {
    const batch = missing.slice(i, i + 4);
    const responses = await Promise.all(batch.map(([url, file]) => fetchChecked(url, file)));
    await Promise.all(batch.map(([url], k) => cache.put(url, responses[k])));
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("tanbo-") && name !== CACHE && name !== CDN_CACHE) await caches.delete(name);
    }
  })());
});

function isNavigationInScope(request, url) {
  if (request.mode !== "navigate" || url.origin !== SCOPE.origin) return false;
  const inside = url.pathname.slice(SCOPE.pathname.length);
  return url.pathname.startsWith(SCOPE.pathname) && (inside === "" || inside === "index.html");
}

async function fromCache(key, request) {
  const cached = await caches.match(key, { cacheName: CACHE });
  return cached ?? fetch(request);
}

async function fromCdn(request) {
  const cache = await caches.open(CDN_CACHE);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  const response = await fetch(request);
  // Keep what the CDN answered successfully: CORS responses that are ok, and no-cors
  // script loads (opaque: their status cannot be read; a failed one fails again at use).
  if (response.ok || response.type === "opaque") await cache.put(request.url, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  if (isNavigationInScope(request, url)) {
    event.respondWith(fromCache(INDEX, request));
    return;
  }
  const bare = `${url.origin}${url.pathname}`;
  if (LISTED.has(bare)) {
    event.respondWith(fromCache(bare, request));
    return;
  }
  if (CDN_ROOT && request.url.startsWith(CDN_ROOT)) event.respondWith(fromCdn(request));
});

async function cacheRuntime(urls) {
  const cache = await caches.open(CDN_CACHE);
  for (const url of urls) {
    if (!CDN_ROOT || !url.startsWith(CDN_ROOT) || await cache.match(url)) continue;
    try {
      let response = await fetch(url, { mode: "cors" }).catch(() => null);
      if (!response) response = await fetch(url, { mode: "no-cors" });
      if (response.ok || response.type === "opaque") await cache.put(url, response);
    } catch {
      // offline again or refused: the next visit's own requests are cached instead
    }
  }
}

self.addEventListener("message", (event) => {
  const data = event.data ?? {};
  if (data.type === "activate") {
    self.skipWaiting();
  } else if (data.type === "cache-runtime" && Array.isArray(data.urls)) {
    event.waitUntil(cacheRuntime(data.urls));
  } else if (data.type === "version" && event.ports[0]) {
    event.ports[0].postMessage({ type: "version", version: OFFLINE.version, cache: CACHE });
  }
});
