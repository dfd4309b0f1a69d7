// emscripten_compute_dom_pk_code for Pyodide: DOM KeyboardEvent.code -> emscripten's
// DOM_PK_* physical key code (emscripten/dom_pk_codes.h; the values are the PC/AT set-1
// scan codes, 0xE0xx for the extended keys).
//
// Why: pygame-ce's SDL2 maps each key event with `emscripten_compute_dom_pk_code(code)`,
// a function of emscripten's HTML5 library that pygbag's runtime links in and Pyodide's
// does not, so with Pyodide every key press throws "Dynamic linking error: cannot resolve
// symbol emscripten_compute_dom_pk_code". The preview page gives the dynamic linker this
// JavaScript implementation before pygame is imported (installDomPkCode below).

const LETTERS_ROW1 = "QWERTYUIOP"; // 0x10..0x19
const LETTERS_ROW2 = "ASDFGHJKL"; // 0x1E..0x26
const LETTERS_ROW3 = "ZXCVBNM"; // 0x2C..0x32

function buildTable() {
  const table = { Unidentified: 0x0000, Escape: 0x0001 };
  for (let d = 1; d <= 9; d += 1) table[`Digit${d}`] = 0x0002 + d - 1;
  table.Digit0 = 0x000B;
  [...LETTERS_ROW1].forEach((c, i) => { table[`Key${c}`] = 0x0010 + i; });
  [...LETTERS_ROW2].forEach((c, i) => { table[`Key${c}`] = 0x001E + i; });
  [...LETTERS_ROW3].forEach((c, i) => { table[`Key${c}`] = 0x002C + i; });
  for (let f = 1; f <= 10; f += 1) table[`F${f}`] = 0x003B + f - 1;
  for (let f = 13; f <= 23; f += 1) table[`F${f}`] = 0x0064 + f - 13;
  Object.assign(table, {
    Minus: 0x000C, Equal: 0x000D, Backspace: 0x000E, Tab: 0x000F,
    BracketLeft: 0x001A, BracketRight: 0x001B, Enter: 0x001C, ControlLeft: 0x001D,
    Semicolon: 0x0027, Quote: 0x0028, Backquote: 0x0029, ShiftLeft: 0x002A, Backslash: 0x002B,
    Comma: 0x0033, Period: 0x0034, Slash: 0x0035, ShiftRight: 0x0036, NumpadMultiply: 0x0037,
    AltLeft: 0x0038, Space: 0x0039, CapsLock: 0x003A, Pause: 0x0045, ScrollLock: 0x0046,
    Numpad7: 0x0047, Numpad8: 0x0048, Numpad9: 0x0049, NumpadSubtract: 0x004A,
    Numpad4: 0x004B, Numpad5: 0x004C, Numpad6: 0x004D, NumpadAdd: 0x004E,
    Numpad1: 0x004F, Numpad2: 0x0050, Numpad3: 0x0051, Numpad0: 0x0052, NumpadDecimal: 0x0053,
    PrintScreen: 0x0054, IntlBackslash: 0x0056, F11: 0x0057, F12: 0x0058, NumpadEqual: 0x0059,
    KanaMode: 0x0070, Lang2: 0x0071, Lang1: 0x0072, IntlRo: 0x0073, F24: 0x0076,
    Convert: 0x0079, NonConvert: 0x007B, IntlYen: 0x007D, NumpadComma: 0x007E,
    Paste: 0xE00A, MediaTrackPrevious: 0xE010, Cut: 0xE017, Copy: 0xE018,
    MediaTrackNext: 0xE019, NumpadEnter: 0xE01C, ControlRight: 0xE01D,
    AudioVolumeMute: 0xE020, VolumeMute: 0xE020, LaunchApp2: 0xE021, MediaPlayPause: 0xE022,
    MediaStop: 0xE024, Eject: 0xE02C, AudioVolumeDown: 0xE02E, VolumeDown: 0xE02E,
    AudioVolumeUp: 0xE030, VolumeUp: 0xE030, BrowserHome: 0xE032, NumpadDivide: 0xE035,
    AltRight: 0xE038, Help: 0xE03B, NumLock: 0xE045, Home: 0xE047, ArrowUp: 0xE048,
    PageUp: 0xE049, ArrowLeft: 0xE04B, ArrowRight: 0xE04D, End: 0xE04F, ArrowDown: 0xE050,
    PageDown: 0xE051, Insert: 0xE052, Delete: 0xE053, MetaLeft: 0xE05B, OSLeft: 0xE05B,
    MetaRight: 0xE05C, OSRight: 0xE05C, ContextMenu: 0xE05D, Power: 0xE05E,
    BrowserSearch: 0xE065, BrowserFavorites: 0xE066, BrowserRefresh: 0xE067,
    BrowserStop: 0xE068, BrowserForward: 0xE069, BrowserBack: 0xE06A, LaunchApp1: 0xE06B,
    LaunchMail: 0xE06C, LaunchMediaPlayer: 0xE06D, MediaSelect: 0xE06D,
  });
  return Object.freeze(table);
}

/** DOM `KeyboardEvent.code` name -> DOM_PK code (0 = unknown). */
export const DOM_PK_CODES = buildTable();

/** The DOM_PK code of a `code` string (0 for anything unknown, as emscripten does). */
export function domPkCode(code) {
  return Object.hasOwn(DOM_PK_CODES, code) ? DOM_PK_CODES[code] : 0;
}

/**
 * Give Pyodide's dynamic linker `emscripten_compute_dom_pk_code(const char *code)`.
 * Symbols of the main module live in `LDSO.loadedLibsByName.__main__.exports` (the
 * wasmImports table), which is where the linker resolves a side module's imports.
 */
export function installDomPkCode(pyodide) {
  const module = pyodide._module;
  const main = module.LDSO?.loadedLibsByName?.__main__;
  if (!main?.exports) throw new Error("Pyodide's dynamic linker (LDSO) has no __main__ symbol table");
  const compute = (pointer) => (pointer ? domPkCode(module.UTF8ToString(pointer)) : 0);
  main.exports.emscripten_compute_dom_pk_code = compute;
  return compute;
}
