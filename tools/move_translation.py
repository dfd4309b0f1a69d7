"""Move a language's texts out of the modules into its own file, ``tanbo/ui/lang/<code>.py``.

English is the source and stays in the modules' tables; a translation lives in one file
(``tanbo/ui/lang/es.py`` is the model). A language still kept beside the English, or new
texts another change wrote there (a ``"ru": {...}`` entry of a module's table), are
moved with::

    python tools/move_translation.py --lang ru            # move, then check
    python tools/move_translation.py --lang ru --dry-run  # say what would move

What it does, mechanically:

1. Imports the UI and records, through :func:`tanbo.ui.i18n.add_strings`, which module
   gave each text of the language (the texts exactly as :func:`tanbo.ui.i18n.tr` finds
   them: a game's ``<game>.<key>``, its rules ``<game>.rules.text.<n>``, its reasons
   ``<game>.reason.<code>``), and the rules assistant's grammar
   (:data:`tanbo.ui.reasons.NOUNS`, :data:`~tanbo.ui.reasons.TOKENS`).
2. Adds them to the language's file, in the tables of ``es.py``: the module's table
   (:data:`TABLES`: ``SHARED``, ``INPUT``, ``HOME``, ``WHY``, ``TANBO``, ``DEAGO``,
   ``PUZZLES``, ``PROFILES``, ``LESSONS``, ``DISPLAY``, ``TEXT``; a new module's named
   after it), new entries at the end of an existing table, a new table before
   ``LANGUAGE`` and in its ``texts``; ``NOUNS`` and ``TOKENS`` with ``nouns=`` and
   ``tokens=``. A text the file already has with another value stops it (the UI's
   import fails), and so does a text of an entry that the UI never reads in the
   language (it would be lost; nothing is written).
3. Deletes every ``"<code>": ...`` entry of a dict in the modules under ``tanbo/``
   (but ``tanbo/ui/lang/`` and the engine's citations, ``tanbo/games/*/sources.py``,
   which the UI cannot reach; their languages stay beside the English there), and a
   module-level ``_RU = {...}`` an entry named.
4. Imports the UI again in a new process and checks that every text of the language, its
   nouns and its tokens are the same as before; else it says which differ (exit 1).

A module left with no text of the language loses its unused ``# ruff: noqa: RUF001``
(when ``ruff --select RUF001`` finds nothing without it). Then run ``make lint`` and
``python -m tanbo.ui.translation_check``.
"""

from __future__ import annotations

import argparse
import ast
import inspect
import json
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANG_DIR = ROOT / "tanbo" / "ui" / "lang"
WIDTH = 100

TABLES = {
    "tanbo.ui.i18n": "SHARED",
    "tanbo.ui.input_strings": "INPUT",
    "tanbo.ui.home_text": "HOME",
    "tanbo.ui.reasons": "WHY",
    "tanbo.ui.puzzle_strings": "PUZZLES",
    "tanbo.ui.profile_strings": "PROFILES",
    "tanbo.ui.lessons_text": "LESSONS",
    "tanbo.ui.display_text": "DISPLAY",
    "tanbo.ui.text_strings": "TEXT",
}
"""The table of the language's file for each module's texts (a game's own texts, keys
``<game>.*``, go to the game's table: ``TANBO``, ``DEAGO``; its readings for the text
interface, ``<game>.text.*``, to ``TEXT``)."""

ORDER = ("SHARED", "INPUT", "HOME", "WHY", "TANBO", "DEAGO", "PUZZLES", "PROFILES", "LESSONS",
         "DISPLAY", "TEXT")
"""The tables in the order of ``es.py`` (a new one after them, by name)."""

SKIPPED = ("tanbo/ui/lang/", "tanbo/games/")
"""Where no entry is deleted: the language files, and the engine (its citations)."""


def _table_for(module: str, key: str, games: Iterable[str]) -> str:
    for game in games:
        if key.startswith(f"{game}.text."):
            return "TEXT"  # a game's readings: the text interface's, as in es.py
        if key.startswith(f"{game}."):
            return game.upper()
    if module in TABLES:
        return TABLES[module]
    name = module.rsplit(".", 1)[-1]
    for tail in ("_strings", "_text", "_texts"):
        name = name.removesuffix(tail)
    return name.upper()


def collect(code: str) -> dict[str, object]:
    """The language's texts by table (as the UI finds them), its nouns and tokens, and
    the keys its file already has (run in a fresh process: it imports the UI)."""
    sys.path.insert(0, str(ROOT))
    import tanbo.ui.i18n as i18n
    from tanbo.ui.lang import language

    own = dict(language(code).texts)
    origin: dict[str, str] = {k: "tanbo.ui.i18n" for k in i18n.STRINGS.get(code, {})
                              if k not in own}
    original = i18n.add_strings

    def recording(tables: dict[str, dict[str, str]]) -> None:
        caller = inspect.stack()[1].frame.f_globals.get("__name__", "?")
        for key in tables.get(code, {}):
            origin.setdefault(key, caller)
        original(tables)

    i18n.add_strings = recording  # type: ignore[assignment]
    import tanbo.ui.app  # every screen, the game views
    import tanbo.ui.display_text
    import tanbo.ui.home_text
    import tanbo.ui.input_strings
    import tanbo.ui.lessons_text
    import tanbo.ui.profile_strings
    import tanbo.ui.textplay  # noqa: F401  (the text interface's readings)
    from tanbo.games import GAMES
    from tanbo.ui import puzzle_strings, reasons, text_strings

    puzzle_strings.install()
    text_strings.install()
    strings = i18n.STRINGS.get(code, {})
    tables: dict[str, dict[str, str]] = {}
    for key, module in origin.items():
        if key in own:
            continue  # in the file already (i18n loaded it)
        tables.setdefault(_table_for(module, key, GAMES), {})[key] = strings[key]
    file_nouns = dict(language(code).nouns)
    file_tokens = dict(language(code).tokens)
    return {
        "tables": tables,
        "all": dict(strings),
        "nouns": {k: list(v) for k, v in reasons.NOUNS.get(code, {}).items()},
        "tokens": {k: dict(v) for k, v in reasons.TOKENS.get(code, {}).items()},
        "file_has_grammar": bool(file_nouns or file_tokens),
        "own": own,
    }


def _in_child(code: str) -> dict[str, object]:
    out = subprocess.run([sys.executable, __file__, "--lang", code, "--collect"],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(out.stdout.splitlines()[-1])
    return result


# -- writing the language's file ------------------------------------------------------

def _literal_lines(text: str, first: str, indent: str) -> list[str]:
    """``first`` + ``text`` as a string literal, split at spaces into implicitly joined
    literals so that no line passes :data:`WIDTH`."""
    def enc(s: str) -> str:
        return json.dumps(s, ensure_ascii=False)

    lines: list[str] = []
    prefix = first
    rest = text
    while True:
        room = WIDTH - len(prefix) - 2  # the comma after the last part, a margin
        if len(enc(rest)) <= room:
            lines.append(prefix + enc(rest))
            return lines
        cut = -1
        for i, ch in enumerate(rest):
            if ch == " " and len(enc(rest[:i + 1])) <= room:
                cut = i + 1
        if cut <= 0:  # one long word: leave the line long
            lines.append(prefix + enc(rest))
            return lines
        lines.append(prefix + enc(rest[:cut]))
        rest = rest[cut:]
        prefix = indent


def _entry(key: str, value: object, indent: str = "    ") -> list[str]:
    head = f"{indent}{json.dumps(key, ensure_ascii=False)}: "
    if isinstance(value, str):
        lines = _literal_lines(value, head, indent)
    elif isinstance(value, list):  # a counted noun's forms
        lines = [head + "(" + ", ".join(json.dumps(v, ensure_ascii=False) for v in value) + ")"]
    else:
        assert isinstance(value, dict)
        body = [f"{indent}    {json.dumps(k, ensure_ascii=False)}: "
                f"{json.dumps(v, ensure_ascii=False)}," for k, v in value.items()]
        lines = [head + "{", *body, indent + "}"]
    lines[-1] += ","
    return lines


def _wrapped(head: str, items: list[str], tail: str) -> str:
    """``head`` + ``items`` joined by commas + ``tail``, wrapped under the first item."""
    lines = [head]
    for i, item in enumerate(items):
        part = item + (", " if i + 1 < len(items) else "")
        if len(lines[-1]) + len(part.rstrip()) > WIDTH - len(tail):
            lines[-1] = lines[-1].rstrip()
            lines.append(" " * len(head))
        lines[-1] += part
    return "\n".join(lines) + tail


def _table_block(name: str, kind: str, entries: dict[str, object]) -> str:
    body = [line for key, value in entries.items() for line in _entry(key, value)]
    return f"{name}: {kind} = {{\n" + "\n".join(body) + "\n}\n\n"


def write_file(path: Path, tables: dict[str, dict[str, str]], nouns: dict[str, list[str]],
               tokens: dict[str, dict[str, str]]) -> str:
    """The language's file with ``tables`` (and the grammar, when given) added."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def pos(lineno: int, col: int) -> int:
        return offsets[lineno - 1] + len(lines[lineno - 1].encode()[:col].decode())

    edits: list[tuple[int, int, str]] = []  # (start, end, new text)
    existing: dict[str, ast.Dict] = {}
    language_stmt: ast.stmt | None = None
    for stmt in tree.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) \
                and isinstance(stmt.value, ast.Dict):
            existing[stmt.target.id] = stmt.value
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "LANGUAGE"
                                                for t in stmt.targets):
            language_stmt = stmt
    if language_stmt is None or not isinstance(language_stmt.value, ast.Call):
        raise SystemExit(f"{path}: no LANGUAGE = Language(...)")
    call = language_stmt.value
    keywords = {k.arg: k for k in call.keywords}
    before = pos(language_stmt.lineno, language_stmt.col_offset)
    new_blocks = ""
    if tokens:
        new_blocks += _table_block("TOKENS", "dict[str, dict[str, str]]", dict(tokens))
    if nouns:
        new_blocks += _table_block("NOUNS", "dict[str, tuple[str, ...]]", dict(nouns))
    new_names: list[str] = []
    rank = {name: i for i, name in enumerate(ORDER)}
    for name, entries in sorted(tables.items(), key=lambda t: (rank.get(t[0], len(ORDER)), t[0])):
        if not entries:
            continue
        if name in existing:
            node = existing[name]
            end = pos(node.end_lineno or 0, node.end_col_offset or 0) - 1  # the "}"
            body = "".join(line + "\n" for k, v in entries.items() for line in _entry(k, v))
            edits.append((end, end, body))
        else:
            new_blocks += _table_block(name, "dict[str, str]", dict(entries))
            new_names.append(name)
    if new_blocks:
        edits.append((before, before, new_blocks))
    extra_keywords = ""
    if new_names:
        if "texts" in keywords:
            value = keywords["texts"].value
            if not isinstance(value, ast.Dict):
                raise SystemExit(f"{path}: texts= is not a {{**A, **B}} dict")
            end = pos(value.end_lineno or 0, value.end_col_offset or 0) - 1
            edits.append((end, end, "".join(f", **{n}" for n in new_names)))
        else:
            extra_keywords += _wrapped("    texts={", [f"**{n}" for n in new_names], "},\n")
    if nouns:
        extra_keywords += "    nouns=NOUNS,\n"
    if tokens:
        extra_keywords += "    tokens=TOKENS,\n"
    if extra_keywords:
        first = call.keywords[0] if call.keywords else None
        if first is None:
            raise SystemExit(f"{path}: LANGUAGE has no keywords to place the new ones after")
        last = call.keywords[-1]
        end = pos(last.value.end_lineno or 0, last.value.end_col_offset or 0)
        rest = source[end:]
        comma = 1 if rest.lstrip().startswith(",") else 0
        end = end + (rest.index(",") + 1 if comma else 0)
        edits.append((end, end, ("" if comma else ",") + "\n" + extra_keywords.rstrip(",\n")
                      + ","))
    for start, end, text in sorted(edits, reverse=True):
        source = source[:start] + text + source[end:]
    return source


# -- deleting the entries from the modules ----------------------------------------------

def _leaves(node: ast.AST | None) -> list[str]:
    """The texts of a table's value: its strings, in dicts' values, tuples and lists."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Dict):
        return [t for value in node.values for t in _leaves(value)]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [t for item in node.elts for t in _leaves(item)]
    return []


def strip_module(source: str, code: str) -> tuple[str, int, list[str]]:
    """``source`` without its dicts' ``"<code>": ...`` entries (and the module-level
    tables they name); the new source, how many entries went, and their texts."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def pos(lineno: int, col: int) -> int:
        return offsets[lineno - 1] + len(lines[lineno - 1].encode()[:col].decode())

    spans: list[tuple[int, int]] = []
    texts: list[str] = []
    named: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Dict):
            continue
        for i, (key, value) in enumerate(zip(node.keys, node.values, strict=True)):
            if not (isinstance(key, ast.Constant) and key.value == code):
                continue
            start = pos(key.lineno, key.col_offset)
            end = pos(value.end_lineno or 0, value.end_col_offset or 0)
            if i + 1 < len(node.keys):  # up to the next entry
                nxt = node.keys[i + 1] or node.values[i + 1]
                end = pos(nxt.lineno, nxt.col_offset)
            else:  # up to the closing brace, keeping what stands before it
                close = pos(node.end_lineno or 0, node.end_col_offset or 0) - 1
                tail = source[end:close]
                end += tail.index(",") + 1 if tail.lstrip().startswith(",") else 0
                line_start = source.rfind("\n", 0, start) + 1
                if i > 0 and source[line_start:start].strip():  # on the previous one's line
                    prev = node.values[i - 1]
                    start = pos(prev.end_lineno or 0, prev.end_col_offset or 0)
            # a whole line (or lines) of its own: take the line's indentation too
            line_start = source.rfind("\n", 0, start) + 1
            if source[line_start:start].strip() == "":
                start = line_start
                if source[end - 1:end] != "\n" and end < len(source) and \
                        source[end:].split("\n", 1)[0].strip() in ("", ","):
                    end = source.index("\n", end) + 1
            spans.append((start, end))
            texts += _leaves(value)
            if isinstance(value, ast.Name):
                named.add(value.id)
    for i, stmt in enumerate(tree.body):
        target = (stmt.target if isinstance(stmt, ast.AnnAssign)
                  else stmt.targets[0] if isinstance(stmt, ast.Assign) else None)
        if isinstance(target, ast.Name) and target.id in named:
            last: ast.stmt = stmt
            nxt_stmt = tree.body[i + 1] if i + 1 < len(tree.body) else None
            if isinstance(nxt_stmt, ast.Expr) and isinstance(nxt_stmt.value, ast.Constant) \
                    and isinstance(nxt_stmt.value.value, str):
                last = nxt_stmt  # its docstring
            start = offsets[stmt.lineno - 1]
            end = offsets[last.end_lineno or 0]
            while source[end:end + 1] == "\n":
                end += 1
            spans.append((start, end))
            texts += _leaves(stmt.value)
    for start, end in sorted(spans, reverse=True):
        source = source[:start] + source[end:]
    return source, len(spans), texts


def _drop_unused_noqa(file: Path, source: str) -> None:
    """Drop the module's first line ``# ruff: noqa: RUF001 ...`` when ruff finds no
    ambiguous character without it (the module's Cyrillic has gone)."""
    first, _, rest = source.partition("\n")
    if not first.startswith("# ruff: noqa: RUF001"):
        return
    check = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--quiet", "--select", "RUF001",
         "--stdin-filename", str(file), "-"], cwd=ROOT, input=rest, text=True,
        capture_output=True, check=False)
    if check.returncode == 0:
        file.write_text(rest, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Move the language's texts (see the module docstring); 0 when every text is the
    same after the move, 1 when some differ, 2 for a file that holds another value."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", required=True, help="the language's code, e.g. ru")
    parser.add_argument("--dry-run", action="store_true", help="say what would move")
    parser.add_argument("--collect", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    code = args.lang
    if args.collect:
        print(json.dumps(collect(code), ensure_ascii=False))
        return 0
    path = LANG_DIR / f"{code}.py"
    if code == "en":
        print("English is the source: its texts stay in the modules")
        return 2
    if not path.exists():
        print(f"no language file {path.relative_to(ROOT)}: make it first (copy es.py)")
        return 2
    before = _in_child(code)
    tables: dict[str, dict[str, str]] = before["tables"]  # type: ignore[assignment]
    nouns: dict[str, list[str]] = {}
    tokens: dict[str, dict[str, str]] = {}
    modules: dict[Path, tuple[str, int]] = {}
    known = {*before["all"].values(),  # type: ignore[attr-defined]
             *(f for forms in before["nouns"].values() for f in forms),  # type: ignore[attr-defined]
             *(w for words in before["tokens"].values() for w in words.values())}  # type: ignore[attr-defined]
    lost: list[str] = []
    for file in sorted((ROOT / "tanbo").rglob("*.py")):
        rel = file.relative_to(ROOT).as_posix()
        if rel.startswith(SKIPPED):
            continue
        text = file.read_text(encoding="utf-8")
        if f'"{code}"' not in text:
            continue
        new, count, texts = strip_module(text, code)
        lost += [f"{rel}: {t[:60]!r}" for t in texts if t not in known]
        if count:
            modules[file] = (new, count)
            if rel == "tanbo/ui/reasons.py" and not before["file_has_grammar"]:
                nouns = before["nouns"]  # type: ignore[assignment]
                tokens = before["tokens"]  # type: ignore[assignment]
    if lost:  # a text the UI never reads in the language: it would be lost
        print("not moved: these texts are not among the language's as the UI finds them "
              "(move them by hand, or make the module register them):\n  " + "\n  ".join(lost))
        return 2
    for name, entries in tables.items():
        print(f"{name}: {len(entries)} texts")
    for file, (_, count) in modules.items():
        print(f"{file.relative_to(ROOT)}: {count} entries of {code!r} deleted")
    if nouns:
        print(f"NOUNS: {len(nouns)}, TOKENS: {len(tokens)}")
    if not modules:
        print(f"nothing of {code!r} beside the English: every text is in its file")
        return 0
    if args.dry_run:
        return 0
    path.write_text(write_file(path, tables, nouns, tokens), encoding="utf-8")
    for file, (new, _) in modules.items():
        file.write_text(new, encoding="utf-8")
    for file, (new, _) in modules.items():
        _drop_unused_noqa(file, new)
    after = _in_child(code)
    differ = [k for k in set(before["all"]) | set(after["all"])  # type: ignore[call-overload]
              if before["all"].get(k) != after["all"].get(k)]  # type: ignore[attr-defined]
    for name in ("nouns", "tokens"):
        if before[name] != after[name]:
            differ.append(name.upper())
    if differ:
        print(f"differ after the move: {', '.join(sorted(differ))}")
        return 1
    print(f"{len(before['all'])} texts of {code!r}, its nouns and tokens: the same after the "  # type: ignore[arg-type]
          f"move, now in {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
