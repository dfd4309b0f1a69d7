"""The stores of saves and settings (:mod:`tanbo.ui.storage`), pure Python: files written
atomically, the data folder, the memory and browser stores, and set-aside names."""

from __future__ import annotations

import os
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from tanbo.ui import storage
from tanbo.ui.storage import FileStore, MemoryStore, WebStore, data_dir, default_store


def test_memory_store_sets_aside_lists_and_deletes() -> None:
    store = MemoryStore()
    with pytest.raises(OSError):
        store.set_aside("game")
    names = []
    for text in ("a", "b", "c"):
        store.save("game", text)
        names.append(store.set_aside("game"))
    assert store.asides("game") == names and len(set(names)) == 3
    assert [store.load(n) for n in names] == ["a", "b", "c"]
    store.delete(names[0])
    assert store.asides("game") == names[1:]


def test_aside_names_sort_by_time_then_counter() -> None:
    taken: set[str] = set()
    for _ in range(11):
        taken.add(storage.aside_name("game", taken, now=0.0))
    order = sorted(taken, key=storage._aside_key)
    assert order[0].endswith(time.strftime("%Y%m%d-%H%M%S", time.localtime(0.0)))
    assert order[1].endswith("-2") and order[-1].endswith("-11")


def test_file_store_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that dies half-way leaves the previous save whole."""
    store = FileStore(tmp_path / "saves")
    store.save("game", "the old game\n")

    def dying_sync(fd: int) -> None:  # the new text is half on disk when the device fills
        os.ftruncate(fd, 3)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", dying_sync)
    with pytest.raises(OSError):
        store.save("game", "a new, longer game\n")
    monkeypatch.undo()
    assert store.load("game") == "the old game\n"
    store.save("game", "a new, longer game\n")
    assert store.load("game") == "a new, longer game\n"
    assert sorted(p.name for p in (tmp_path / "saves").iterdir() if p.suffix == ".txt") == [
        "game.txt"
    ]


def test_file_store_paths_and_missing_names(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "saves")
    assert store.path("game") == tmp_path / "saves" / "game.txt"
    assert store.describe("game") == str(tmp_path / "saves" / "game.txt")
    assert store.load("settings") is None
    assert not (tmp_path / "saves").exists()  # nothing is created by reading
    store.save("settings", "{}")
    assert store.load("settings") == "{}"
    assert store.load("game") is None


def test_memory_store() -> None:
    store = MemoryStore()
    assert store.load("game") is None
    store.save("game", "x")
    assert store.load("game") == "x" and store.data == {"game": "x"}
    assert store.describe("game") == "memory:game"


class _LocalStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value


def test_web_store_uses_prefixed_local_storage_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    import platform

    local = _LocalStorage()
    monkeypatch.setattr(platform, "window", SimpleNamespace(localStorage=local), raising=False)
    store = WebStore()
    assert store.load("game") is None
    store.save("game", "1. b7\n")
    assert local.items == {"tanbo.game": "1. b7\n"}
    assert store.load("game") == "1. b7\n"
    assert store.describe("settings") == "localStorage[tanbo.settings]"
    monkeypatch.setattr(storage, "IS_WEB", True)
    assert isinstance(default_store(), WebStore)


def test_default_store_is_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(storage, "IS_WEB", False)
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path))
    store = default_store()
    assert isinstance(store, FileStore) and store.folder == tmp_path


def test_data_dir_fallbacks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TANBO_DATA_DIR", "")
    monkeypatch.setenv("XDG_DATA_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_dir() == tmp_path / ".local" / "share" / "tanbo"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tanbo"
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"


def test_file_store_round_trips_and_creates_its_folder(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "deep" / "tanbo")
    assert store.load("game") is None
    store.save("game", "текст\n")
    assert store.load("game") == "текст\n"


def test_data_dir_honours_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    monkeypatch.delenv("TANBO_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tanbo"
