"""The web build stamps the site's address (for shared game links) into its build info."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.tool_loader import ROOT, load_tool

build_web = load_tool("build_web")


def _info(stage_dir: Path) -> dict[str, object]:
    namespace: dict[str, object] = {}
    exec((stage_dir / build_web.BUILD_INFO).read_text(encoding="utf-8"), namespace)
    return namespace


def test_the_build_info_carries_the_site_address_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TANBO_SITE_URL", "https://someone.github.io/tanbo/")
    build_web.stage(ROOT, tmp_path / "stage", "1.2.3+gabc")
    info = _info(tmp_path / "stage")
    assert info["BUILD"] == "1.2.3+gabc"
    assert info["SITE_URL"] == "https://someone.github.io/tanbo/"


def test_without_the_variable_the_build_uses_the_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TANBO_SITE_URL", raising=False)
    build_web.stage(ROOT, tmp_path / "stage", "1.2.3")
    assert _info(tmp_path / "stage")["SITE_URL"] == build_web.DEFAULT_SITE_URL


def test_the_pages_workflow_sets_the_site_address() -> None:
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    assert (
        "TANBO_SITE_URL: https://${{ github.repository_owner }}.github.io/"
        "${{ github.event.repository.name }}/" in workflow
    )
