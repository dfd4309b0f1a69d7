"""Commit subjects are at most 72 characters, details in the body (since the rule began).

``.githooks/commit-msg`` refuses a longer subject when the hooks are installed (``make``
sets ``core.hooksPath``); this test reads the history, so a commit made without the hook
is caught too. Commits before :data:`RULE_SINCE` predate the rule and are not read.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULE_SINCE = "5b62f29"
"""The last commit before the rule: every commit after it keeps it."""
LIMIT = 72


def long_subjects(root: Path, since: str) -> list[str]:
    """The subjects longer than :data:`LIMIT` of the commits after ``since`` (git log)."""
    out = subprocess.run(
        ["git", "log", "--format=%s", f"{since}..HEAD"],
        cwd=root, capture_output=True, text=True, check=True,
    ).stdout
    return [s for s in out.splitlines() if len(s) > LIMIT]


def _history(root: Path) -> bool:
    if shutil.which("git") is None or not (root / ".git").exists():
        return False
    found = subprocess.run(["git", "cat-file", "-e", f"{RULE_SINCE}^{{commit}}"],
                           cwd=root, capture_output=True)
    return found.returncode == 0


@pytest.mark.skipif(not _history(ROOT), reason="not a git checkout with the project's history")
def test_commit_subjects_are_at_most_72_characters() -> None:
    assert long_subjects(ROOT, RULE_SINCE) == []


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_long_subject_is_found_and_the_hook_refuses_it(tmp_path: Path) -> None:
    def git(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
                              cwd=tmp_path, capture_output=True, text=True)

    git("init", "-q")
    git("commit", "-q", "--allow-empty", "-m", "start")
    since = git("rev-parse", "HEAD").stdout.strip()
    git("commit", "-q", "--allow-empty", "-m", "short subject\n\n" + "a long body " * 20)
    git("commit", "-q", "--allow-empty", "-m", "x" * 73)
    assert long_subjects(tmp_path, since) == ["x" * 73]
    hook = ROOT / ".githooks" / "commit-msg"
    message = tmp_path / "MSG"
    message.write_text("y" * 73 + "\n\nbody\n", encoding="utf-8")
    assert subprocess.run([str(hook), str(message)], capture_output=True).returncode == 1
    message.write_text("y" * 72 + "\n\nbody\n", encoding="utf-8")
    assert subprocess.run([str(hook), str(message)], capture_output=True).returncode == 0
