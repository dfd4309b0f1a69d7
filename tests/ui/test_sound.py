"""Sound (:mod:`tanbo.ui.sound`) in the real App without an audio device: said once,
quietly."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tests.support.ui_driver import (  # noqa: E402
    key,
    make_app,
    play_some,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_no_audio_device_is_said_once_and_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    import os

    def no_device(*args: object, **kwargs: object) -> None:
        os.write(2, b"ALSA lib pcm.c: unknown PCM default\n")
        raise pygame.error("No available audio device")

    app = make_app(tmp_path)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    play_some(app, 1)  # the first input is a move: its notice is not wiped by the move
    assert "No audio device" in app.view.message and not app.commands.sounds.available
    app.view.message = ""
    key(app, pygame.K_RIGHT)
    play_some(app, 1)
    assert app.view.message == "" and app.commands.session.state.ply == 2
    assert "ALSA" not in capfd.readouterr().err
