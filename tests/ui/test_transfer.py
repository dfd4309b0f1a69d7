"""Importing and exporting records (:mod:`tanbo.ui.transfer`) in the real App, headless.

The buttons and keys, a record pasted on one line, the browser's cancelled prompt, and
the size checked before reading: a dropped file, the import file, the clipboard. A 3 GiB
file is refused by its size (the bytes read are counted by
:func:`tests.support.reads.counting_reads`), and a dropped long one-line file gives a
short message with bounded work (:func:`tests.support.work.count_work`), not timed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.limits import MAX_INPUT_BYTES  # noqa: E402
from tanbo.ui import app as app_module  # noqa: E402
from tanbo.ui import transfer  # noqa: E402
from tanbo.ui.view import MESSAGE_CHARS  # noqa: E402
from tests.support.reads import counting_reads  # noqa: E402
from tests.support.ui_driver import app_in, button_pos, click, key, make_app, play_some  # noqa: E402
from tests.support.work import count_work  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


class _FakeWindow:
    def __init__(self, answer: str | None) -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def prompt(self, text: str, default: str) -> str | None:
        self.prompts.append(text)
        return self.answer


def test_in_the_browser_a_cancelled_import_says_nothing_and_messages_fit_the_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui import transfer

    app = make_app(tmp_path)
    monkeypatch.setattr(transfer, "IS_WEB", True)
    window = _FakeWindow(None)
    monkeypatch.setattr(transfer, "_web_window", lambda: window)
    assert not app.commands.records.import_record()
    assert window.prompts and app.view.message == ""
    window.answer = "  "
    assert not app.commands.records.import_record()
    message = app.view.message
    assert message and "import.txt" not in message and "drop" not in message
    monkeypatch.setattr(transfer, "IS_WEB", False)
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: None)
    assert not app.commands.records.import_record()
    assert "import.txt" in app.view.message  # natively the import file exists as a way in


def test_export_and_import_are_on_the_game_screen_and_keys_work_in_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui import transfer

    app = make_app(tmp_path)
    play_some(app, 2)
    click(app, button_pos(app, "export"))
    files = list((tmp_path / "records").glob("tanbo-*.txt"))
    assert len(files) == 1
    record = files[0].read_text(encoding="utf-8")
    key(app, pygame.K_n)
    key(app, pygame.K_s, pygame.KMOD_CTRL)  # Ctrl+S exports from the menu too
    assert "Record saved" in app.view.message
    key(app, pygame.K_RETURN)
    key(app, pygame.K_y)  # a new game (the two moves are given up)
    assert app.commands.session.state.ply == 0
    key(app, pygame.K_n)
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: record)
    key(app, pygame.K_v, pygame.KMOD_CTRL)  # Ctrl+V in the menu imports
    assert app.commands.session.state.ply == 2 and app.view.screen_name == "game"
    assert "import" in [b.action for b in app_module.screens.buttons(app.commands)]


def test_a_record_pasted_on_one_line_is_imported(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 3)
    one_line = " ".join(app.commands.session.record_text().split())
    key(app, pygame.K_u)
    key(app, pygame.K_u)
    key(app, pygame.K_u)
    assert app.commands.session.state.ply == 0
    assert app.commands.records.import_record(one_line)
    assert app.commands.session.state.ply == 3
    assert not app.commands.records.import_record('[Game "Tanbo"] [Size "7x7"] b6 d7')
    assert "Not a valid record" in app.view.message


# the work of a dropped file's refusal and two frames: lines of tanbo/ run, and bytes
# allocated while they ran (see tests.support.work), for any file and per byte of it
DROP_LINES = 50_000


DROP_LINES_PER_BYTE = 1


DROP_BYTES = 10_000_000


DROP_BYTES_PER_BYTE = 100


def test_a_dropped_long_one_line_file_gives_a_short_message_quickly(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    path = tmp_path / "long.txt"
    path.write_bytes(b"x" * 104_000)

    def drop_and_draw() -> None:
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
        app.frame()
        app.view.dirty = True
        app.frame()

    # the work counted, not timed (was 2 x 5.6 s: the whole text wrapped, quadratically)
    work = count_work(
        drop_and_draw,
        memory=True,
        max_lines=DROP_LINES + DROP_LINES_PER_BYTE * 104_000,
        max_bytes=DROP_BYTES + DROP_BYTES_PER_BYTE * 104_000,
    )
    assert work.lines  # the counting saw the App
    assert app.view.message_warn and len(app.view.message) <= MESSAGE_CHARS + 1


def test_dropped_import_and_clipboard_texts_over_the_limit_are_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_in(tmp_path)
    big = tmp_path / "big.txt"
    with open(big, "wb") as f:
        f.truncate(3 * 1024**3)
    with counting_reads(tmp_path, max_bytes=MAX_INPUT_BYTES + 1) as reads:
        assert app.commands.records.import_file(str(big)) is False
    assert reads.opened == ["big.txt"]
    assert "too large" in app.view.message
    records = tmp_path / "records"
    records.mkdir()
    (records / "import.txt").write_bytes(b"[" * (MAX_INPUT_BYTES + 1))
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: None)
    app.view.message = ""
    assert app.commands.records.import_record() is False and "too large" in app.view.message
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: "[Game " + "x" * MAX_INPUT_BYTES)
    app.view.message = ""
    assert app.commands.records.import_record() is False and "too large" in app.view.message
    app.view.message = ""
    assert app.commands.records.import_record("x" * (MAX_INPUT_BYTES + 1)) is False
    assert "too large" in app.view.message
    assert app.commands.session.state.ply == 0


def test_an_unreadable_import_file_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_in(tmp_path)
    records = tmp_path / "records"
    records.mkdir()
    (records / "import.txt").write_bytes(b"\xff\xfe")
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: None)
    assert app.commands.records.import_record() is False
    assert app.view.message.startswith("Not a valid record") and "utf-8" in app.view.message
