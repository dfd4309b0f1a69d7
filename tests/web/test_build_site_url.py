"""The web build stamps the site's address (for shared game links) into its build info.

``tools/build_web.py`` runs as a command; the build info is read from the game archive.
"""

from __future__ import annotations

import tarfile
from pathlib import Path

import pytest

from tests.web.conftest import ROOT, SITE_URL, Built, build_site, needs_pygbag


def _info(built: Built) -> dict[str, object]:
    """The archive's ``tanbo/_build_info.py``, run."""
    with tarfile.open(built.archive) as tf:
        member = tf.extractfile("assets/tanbo/_build_info.py")
        assert member is not None
        text = member.read().decode("utf-8")
    namespace: dict[str, object] = {}
    exec(text, namespace)
    return namespace


@needs_pygbag
@pytest.mark.slow
def test_the_build_info_carries_the_site_address_from_the_environment(built: Built) -> None:
    info = _info(built)  # built with TANBO_SITE_URL=SITE_URL
    assert info["BUILD"] == built.version
    assert info["SITE_URL"] == SITE_URL


@needs_pygbag
@pytest.mark.slow
def test_without_the_variable_the_build_uses_the_default(tmp_path: Path) -> None:
    plain = build_site(tmp_path / "web")
    # the default: no address (shared links then carry the fragment only, tanbo/link.py)
    assert _info(plain)["SITE_URL"] == ""


def test_the_pages_workflow_sets_the_site_address() -> None:
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    assert (
        "TANBO_SITE_URL: https://${{ github.repository_owner }}.github.io/"
        "${{ github.event.repository.name }}/" in workflow
    )
