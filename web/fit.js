// The canvas fills the whole window, no letterbox: ONE script for the site (inlined into
// web/tanbo.tmpl by tools/build_web.py at its /*@TANBO_FIT_JS@*/ mark) and the offline
// preview the browser tests drive (tests/web/app_preview/index.html loads it as
// fit.js), so what the tests measure is what the site does.
//
// The game reads window.tanbo_window_size ("WxH", the canvas backing size it should
// have) and window.tanbo_pixel_ratio (device pixels per CSS pixel of that backing store)
// every frame and re-lays itself out when they change (tanbo/ui/app.py): it draws in the
// backing store's pixels at a UI scale of that ratio times a big window's growth
// (tanbo/ui/layout.py ui_scale), so lines and text are drawn at device pixels and never
// scaled by CSS. SDL maps mouse and touch positions from CSS to backing pixels itself.
//
// The backing store is the CSS size times devicePixelRatio capped at TANBO_DPR_CAP and
// at whatever ratio keeps it within TANBO_MAX_PIXELS (never below 1). Why: every frame
// the game draws is copied whole into the canvas (SDL's emscripten framebuffer), so a
// frame's cost follows the backing store's pixels, and a redraw must stay within a
// frame or two. Measured (`node tools/bench_web.mjs --screens-only`, 19x19 DEAGO, see
// README "Every screen"): a 390x844 phone at DPR 3 (2.96 Mpx) draws a move's frame in
// about 22 ms; a 1920x1080 monitor at DPR 2 (8.3 Mpx) took 55 ms for a move's frame and
// 61 ms for every hover frame, at 1.5 (4.7 Mpx) 31 ms, at 1 (2.1 Mpx) about 10 ms. So
// phones and tablets get their full density (390x844 x3, 820x1180 x2 = 3.9 Mpx) and a
// big high-density monitor 1.25 (sharper than 1; the rest is scaled by CSS).
"use strict";

const TANBO_DPR_CAP = 3;
const TANBO_MAX_PIXELS = 4.2e6;

/** Device pixels per CSS pixel of the backing store: devicePixelRatio, capped (a
 * multiple of 1/4 when the pixel budget caps it, so a resize does not change it). */
function tanbo_backing_ratio() {
    const css = Math.max(1, Math.floor(window.innerWidth)) * Math.max(1, Math.floor(window.innerHeight));
    const budget = Math.floor(Math.sqrt(TANBO_MAX_PIXELS / css) * 4) / 4;
    return Math.max(1, Math.min(window.devicePixelRatio || 1, TANBO_DPR_CAP, budget));
}

/** The backing size the canvas should have for the window now: [width, height]. */
function tanbo_view_size() {
    const dpr = tanbo_backing_ratio();
    const w = Math.max(1, Math.floor(window.innerWidth));
    const h = Math.max(1, Math.floor(window.innerHeight));
    return [Math.round(w * dpr), Math.round(h * dpr)];
}

/** Size `canvas` to the whole window (CSS) and publish the backing size for the game. */
function tanbo_fit(canvas) {
    const style = canvas.style;
    style.position = "fixed";
    style.left = "0px";
    style.top = "0px";
    style.margin = "0";
    style.width = Math.floor(window.innerWidth) + "px";
    style.height = Math.floor(window.innerHeight) + "px";
    window.tanbo_pixel_ratio = tanbo_backing_ratio();
    window.tanbo_window_size = tanbo_view_size().join("x");
}

/** The page never scrolls, bounces, zooms on a double tap or selects text while playing,
 * but a pinch still zooms (WCAG 1.4.4: no maximum-scale, no user-scalable=no; touch-action
 * "manipulation" keeps pinch and pan and drops only the double tap's zoom, which would
 * swallow the second tap that plays a previewed move). Pinching zooms the visual viewport
 * only: window.innerWidth/innerHeight, which the fit reads, stay the layout viewport's, so
 * the canvas keeps its size. A full-screen button where the Fullscreen API exists. */
function tanbo_page_setup() {
    const viewport = document.querySelector('meta[name="viewport"]');
    if (viewport) {
        viewport.content = "width=device-width, initial-scale=1, viewport-fit=cover";
    }
    for (const el of [document.documentElement, document.body]) {
        el.style.overscrollBehavior = "none";
        el.style.userSelect = "none";
        el.style.webkitUserSelect = "none";
        el.style.webkitTouchCallout = "none";
        el.style.touchAction = "manipulation";
        el.style.overflow = "hidden";
    }
    tanbo_tab_setup();
    if (!document.fullscreenEnabled || document.getElementById("tanbo-fullscreen")) return;
    const button = document.createElement("button");
    button.id = "tanbo-fullscreen";
    button.type = "button";
    button.title = "Full screen";
    button.setAttribute("aria-label", "Full screen");
    // four corners, drawn (a glyph may be missing from the device's fonts)
    button.appendChild(tanbo_corners_icon());
    Object.assign(button.style, {
        position: "fixed", left: "0px", top: "0px", width: "24px", height: "24px", padding: "0",
        border: "0", borderRadius: "0 0 6px 0", background: "rgba(30, 32, 36, 0.55)",
        color: "#e8e4d8", font: "16px sans-serif", lineHeight: "24px", zIndex: "20",
        cursor: "pointer", touchAction: "manipulation",
    });
    button.addEventListener("click", () => {
        document.documentElement.requestFullscreen().catch(() => {});
    });
    document.addEventListener("fullscreenchange", () => {
        button.hidden = document.fullscreenElement != null;
    });
    document.body.appendChild(button);
}

/** Tab, the page's way, though SDL's key handler cancels Tab's default everywhere: on
 * the canvas it walks the game's buttons (tanbo/ui/focus.py draws the ring) while the
 * game says it takes that Tab (window.tanbo_tab_inside, "next"/"prev"/both/"", published
 * by the game); past its last button (Shift+Tab: before its first), and from anywhere
 * else on the page, the focus moves to the next (previous) control here, wrapping
 * around, so the keyboard reaches the canvas and can leave it: no keyboard trap. */
function tanbo_tab_setup() {
    if (window.tanbo_tab_installed) return;
    window.tanbo_tab_installed = true;
    window.addEventListener("keydown", (event) => {
        if (event.key !== "Tab" || event.ctrlKey || event.altKey || event.metaKey) return;
        const canvas = document.getElementById("canvas");
        const active = document.activeElement;
        if (active && active !== canvas && active !== document.body
            && ["INPUT", "TEXTAREA", "SELECT"].includes(active.tagName)) return;
        event.preventDefault();
        const inside = String(window.tanbo_tab_inside || "").split(" ");
        if (active === canvas && inside.includes(event.shiftKey ? "prev" : "next")) return;
        const order = Array.from(document.querySelectorAll("button, a[href], input, [tabindex]"))
            .filter((el) => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0);
        if (order.length === 0) return;
        const at = order.indexOf(active);
        const step = event.shiftKey ? -1 : 1;
        const next = at < 0 ? order[event.shiftKey ? order.length - 1 : 0]
            : order[(at + step + order.length) % order.length];
        next.focus();
    }, { capture: true });
}

/** Four corners, drawn as SVG elements (a glyph may be missing from the device's fonts;
 * no markup strings: the page never writes HTML, only elements and text). */
function tanbo_corners_icon() {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    for (const [name, value] of [["width", "14"], ["height", "14"], ["viewBox", "0 0 16 16"],
        ["fill", "none"], ["stroke", "currentColor"], ["stroke-width", "2"], ["aria-hidden", "true"]]) {
        svg.setAttribute(name, value);
    }
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", "M1 6V1h5M10 1h5v5M15 10v5h-5M6 15H1v-5");
    svg.appendChild(path);
    return svg;
}

/** Fit `canvas` now, on every resize or rotation, and whenever the game sets its size. */
function tanbo_fit_install(canvas, onFit = () => tanbo_fit(canvas)) {
    tanbo_page_setup();
    onFit();
    window.addEventListener("resize", onFit);
    window.addEventListener("orientationchange", () => setTimeout(onFit, 50));
    new MutationObserver(onFit).observe(canvas, { attributes: true, attributeFilter: ["width", "height"] });
}
