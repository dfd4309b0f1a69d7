// Tanbo's page side of offline play, shared by the built page (web/tanbo.tmpl) and the
// offline preview (tests/web/app_preview/index.html): load it as a classic script
// in <head>, before anything reads localStorage.
//
// 1. A second copy of the saved game. Every write of a "tanbo."-prefixed localStorage key
//    (the game's save "tanbo.game" and "tanbo.settings": tanbo/ui/storage.py) is mirrored
//    into IndexedDB (database "tanbo-saves", store "keys"); removals and clear() too. On
//    load, keys that localStorage lost are put back from IndexedDB, and keys IndexedDB
//    lacks are copied into it; localStorage stays the copy the game reads, so a corrupt
//    save is reported by the game as before. The game must wait for tanbo_offline.ready
//    (or await tanbo_offline.whenReady) before it starts.
// 2. Persistent storage: on the first write of the save key (the first move) the page asks
//    navigator.storage.persist(), so the browser does not evict the site's storage.
// 3. The service worker (sw.js): registered by tanbo_offline.register(); when a new version has installed
//    while this page runs an older one, a banner says "A new version is ready" with a
//    button; the button activates it and every open page of the site reloads into it.
//    tanbo_offline.cacheRuntime(prefix) hands the worker the runtime files this page
//    loaded from a CDN (the first visit loads them before the worker exists).
//
// Nothing here writes console errors: where a browser lacks a feature, the page works
// as before (console.warn says why).
(() => {
  "use strict";

  const PREFIX = "tanbo.";
  const SAVE_KEY = "tanbo.game";
  const DB_NAME = "tanbo-saves";
  const STORE = "keys";
  const RESTORE_TIMEOUT_MS = 3000;
  const UPDATE_CHECK_MS = 60 * 60 * 1000;

  const offline = {
    ready: false,
    restored: [],
    persisted: null,
    updateReady: false,
    registration: null,
    whenReady: null,
    cacheRuntime,
    version,
  };
  window.tanbo_offline = offline;

  // --- IndexedDB: a key -> text store ------------------------------------------------
  let dbPromise = null;
  function openDb() {
    if (!dbPromise) {
      dbPromise = new Promise((resolve, reject) => {
        const request = indexedDB.open(DB_NAME, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error("IndexedDB blocked"));
      });
    }
    return dbPromise;
  }

  async function withStore(mode, action) {
    const db = await openDb();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const result = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(result.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
    });
  }

  async function readAll() {
    const db = await openDb();
    return new Promise((resolve, reject) => {
      const out = new Map();
      const tx = db.transaction(STORE, "readonly");
      const cursor = tx.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (c) {
          out.set(String(c.key), String(c.value));
          c.continue();
        }
      };
      tx.oncomplete = () => resolve(out);
      tx.onerror = () => reject(tx.error);
    });
  }

  // Writes to IndexedDB run one after another, after the restore, in the order made.
  let queue = Promise.resolve();
  function mirror(action) {
    queue = queue.then(action).catch((error) => {
      console.warn(`tanbo: the second copy of the save could not be written (${error})`);
    });
  }

  // --- localStorage writes are mirrored --------------------------------------------
  const ls = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  let asked = false;

  function askPersistence() {
    if (asked || !navigator.storage?.persist) return;
    asked = true;
    navigator.storage.persisted()
      .then((already) => (already ? true : navigator.storage.persist()))
      .then((granted) => { offline.persisted = granted; })
      .catch((error) => console.warn(`tanbo: persistent storage not granted (${error})`));
  }

  if (ls && typeof indexedDB !== "undefined") {
    const proto = Storage.prototype;
    const { setItem, removeItem, clear } = proto;
    proto.setItem = function tanboSetItem(key, value) {
      setItem.call(this, key, value);   // throws (quota) before anything is mirrored
      const name = String(key);
      if (this === ls && name.startsWith(PREFIX)) {
        const text = String(value);
        mirror(() => withStore("readwrite", (store) => store.put(text, name)));
        if (name === SAVE_KEY) askPersistence();
      }
    };
    proto.removeItem = function tanboRemoveItem(key) {
      removeItem.call(this, key);
      const name = String(key);
      if (this === ls && name.startsWith(PREFIX)) {
        mirror(() => withStore("readwrite", (store) => store.delete(name)));
      }
    };
    proto.clear = function tanboClear() {
      clear.call(this);
      if (this === ls) mirror(() => withStore("readwrite", (store) => store.clear()));
    };

    // Restore what localStorage lost; copy into IndexedDB what it lacks.
    const restore = (async () => {
      const copy = await readAll();
      const plain = new Map();
      for (let i = 0; i < ls.length; i += 1) {
        const key = ls.key(i);
        if (key !== null && key.startsWith(PREFIX)) plain.set(key, ls.getItem(key));
      }
      for (const [key, value] of copy) {
        if (key.startsWith(PREFIX) && !plain.has(key)) {
          setItem.call(ls, key, value);
          offline.restored.push(key);
        }
      }
      const missing = [...plain].filter(([key, value]) => copy.get(key) !== value);
      if (missing.length > 0) {
        await withStore("readwrite", (store) => {
          for (const [key, value] of missing) store.put(value, key);
          return store;
        });
      }
      if (offline.restored.length > 0) {
        console.info(`tanbo: restored ${offline.restored.join(", ")} from the second copy (IndexedDB)`);
      }
    })();
    const finished = restore.catch((error) => {
      console.warn(`tanbo: the second copy of the save is not available (${error})`);
    });
    queue = finished;
    const timeout = new Promise((resolve) => { setTimeout(resolve, RESTORE_TIMEOUT_MS); });
    offline.whenReady = Promise.race([finished, timeout]).then(() => { offline.ready = true; });
  } else {
    offline.ready = true;
    offline.whenReady = Promise.resolve();
  }

  // --- the service worker and its updates --------------------------------------------
  function showUpdate(worker) {
    offline.updateReady = true;
    let banner = document.getElementById("tanbo-update");
    if (!banner) {
      banner = document.createElement("div");
      banner.id = "tanbo-update";
      banner.setAttribute("role", "status");
      banner.style.cssText = "position:fixed;left:50%;top:8px;transform:translateX(-50%);"
        + "z-index:100;display:flex;gap:14px;align-items:center;padding:10px 16px;"
        + "background:#30353c;color:#e8e8e4;border:2px solid #e2aa54;border-radius:8px;"
        + "font:16px 'DejaVu Sans',Arial,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.5)";
      const text = document.createElement("span");
      text.textContent = "A new version is ready.";
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = "Update now";
      button.style.cssText = "font:inherit;padding:4px 14px;cursor:pointer";
      button.addEventListener("click", () => {
        button.disabled = true;
        button.textContent = "Updating…";
        worker.postMessage({ type: "activate" });
      });
      banner.append(text, button);
    }
    const attach = () => document.body.appendChild(banner);
    if (document.body) attach();
    else document.addEventListener("DOMContentLoaded", attach, { once: true });
  }

  function watch(registration) {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) showUpdate(worker);
      });
    });
  }

  /** The version of the service worker that controls this page, or null. */
  function version() {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return Promise.resolve(null);
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data.version);
      worker.postMessage({ type: "version" }, [channel.port2]);
      setTimeout(() => resolve(null), 2000);
    });
  }

  /** Hand the worker the files this page loaded from under `prefix` (a CDN), to keep. */
  function cacheRuntime(prefix) {
    if (!prefix || !offline.registration || !performance.getEntriesByType) return 0;
    const urls = [...new Set(performance.getEntriesByType("resource")
      .map((entry) => entry.name.split("#")[0])
      .filter((url) => url.startsWith(prefix)))];
    if (urls.length > 0) {
      navigator.serviceWorker.ready
        .then((registration) => registration.active?.postMessage({ type: "cache-runtime", urls }))
        .catch(() => {});
    }
    return urls.length;
  }

  /**
   * Register sw.js (once; the page calls this when the game has started, or failed to, so
   * the first visit's own downloads come first). Resolves to the registration or null.
   */
  let registering = null;
  function register() {
    if (registering) return registering;
    if (!("serviceWorker" in navigator) || !window.isSecureContext) {
      registering = Promise.resolve(null);
      return registering;
    }
    registering = navigator.serviceWorker.register("sw.js", { updateViaCache: "none" })
      .then((registration) => {
        offline.registration = registration;
        watch(registration);
        // An installed app may stay open for days without a navigation (when the browser
        // looks for a new version itself): look once an hour too.
        setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
        return registration;
      })
      .catch((error) => {
        console.warn(`tanbo: offline play unavailable (${error})`);
        return null;
      });
    return registering;
  }
  offline.register = register;

  if ("serviceWorker" in navigator && window.isSecureContext) {
    const hadController = Boolean(navigator.serviceWorker.controller);
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      // A new version took over (this page's button or another tab's): never run on with
      // the old one's page against the new one's files.
      if (hadController && !reloading) {
        reloading = true;
        location.reload();
      }
    });
  }
})();
