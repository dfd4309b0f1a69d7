"""Shared pytest setup for the engine tests: import path and hypothesis profiles.

The repository root is put on ``sys.path`` so tests can ``import tests.support.reference``
(the slow reference implementation) and ``tests.support.diagrams`` however pytest is started.

Hypothesis profiles, chosen with the environment variable ``TANBO_HYPOTHESIS_PROFILE``
(default ``dev``): ``dev`` runs the usual number of examples, ``quick`` a few (for slow
runtimes such as Pyodide), ``thorough`` many more (for a manual deep run). No profile has
a deadline: the machine is shared, and tests must never depend on timing. ``mutation``
(used by ``make mutation``, see ``tools/mutation.py``) runs a few fixed examples with no
example database, so every mutant meets the same tests.

Markers (registered in pyproject.toml): ``slow`` marks the tests ``make test-quick``
leaves out (each takes seconds; ``make test`` runs them). Under pytest-xdist (``make
test`` runs ``-n 2``) the run's temporary folder is a short one of its own (see
:func:`pytest_configure`).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

_BASE = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", _BASE, max_examples=100)
settings.register_profile("quick", _BASE, max_examples=15)
settings.register_profile("thorough", _BASE, max_examples=2000)
settings.register_profile(
    "mutation", _BASE, max_examples=10, derandomize=True, database=None, print_blob=False
)
settings.load_profile(os.environ.get("TANBO_HYPOTHESIS_PROFILE", "dev"))

# The tests `make test-quick` leaves out, by function name (all their parameters), so the
# mark survives a file's move or rename: each took about half a second or more in a
# single-process run (`pytest --durations=80`, 2026-12-02, load ~3 on 2 cores; together
# 220 of the suite's 259 s). `make test` runs them; a renamed function just loses the mark.
SLOW = frozenset({
    # tests/ui: every string in every window (29 windows x 2 languages: 114 s of the 259)
    "test_every_translated_string_fits_its_widget_and_overlaps_nothing",
    "test_computer_against_computer_plays_a_game_out",
    "test_a_complete_7x7_game_by_clicks_ends_on_the_game_over_overlay",
    "test_any_json_object_is_settings_or_a_value_error",
    # the engines against the slow references, perft
    "test_random_games_agree_with_the_reference",
    "test_the_random_games_exercise_every_rule",
    "test_hand_built_positions_agree",
    "test_engine_and_reference_accept_and_refuse_the_same_dfen",
    "test_reference_perft_matches_the_rules_page",
    "test_the_engine_gives_the_reference_perft",
    # parsers and links (hypothesis)
    "test_any_board_formats_to_a_dfen_that_parses_back",
    "test_mutated_deago_records_parse_exactly_or_raise_record_errors",
    "test_position_encoding_round_trips_and_is_address_safe",
    "test_every_game_round_trips_through_its_link",
    # the AI: searches, matches, brute-force solvers
    "test_level_5_does_not_prove_a_refuted_attack",
    "test_random_moves_are_judged_far_worse_than_a_levels",
    "test_the_analyser_works_in_slices_and_leaves_the_game_as_it_was",
    "test_the_answers_are_the_brute_force_solvers",
    "test_search_beats_random_and_the_tally_follows_the_colours",
    "test_move_ordering_finds_the_same_scores_in_fewer_nodes",
    "test_late_move_reductions_search_fewer_nodes_and_still_see_the_tactics",
    "test_a_small_search_beats_random_with_either_colour",
    "test_fast_threat_scans_agree_with_the_engine",
    "test_rave_yardstick_plays_both_games_and_beats_random",
    "test_node_cap_bounds_the_tree",
    # tests/ai/deago/test_sparring.py: the sparring partners play a few moves / a game
    "test_a_node_budget_makes_a_partner_deterministic",
    "test_the_partners_play_a_game_out_against_each_other",
    # the import graph (reads every module)
    "test_tanbo_has_no_import_cycle_but_the_known_tangles",
})
# (tests/web's build tests mark themselves: pytestmark in their files)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests named in SLOW ``slow``."""
    for item in items:
        if getattr(item, "originalname", item.name) in SLOW:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True, scope="session")
def _no_fsync() -> Iterator[None]:
    """``os.fsync`` does nothing in the tests: the saves' atomic write (tanbo/ui/storage.py:
    write a temporary file, fsync, rename) still runs, but no test needs the data on the
    disk, and on a busy shared disk each fsync took ~10 ms (300 in one UI test, 3 of its
    19 s). The test of a write dying in fsync (test_session_edges.py) patches it itself."""
    if os.environ.get("TANBO_TEST_FSYNC") == "1":  # the real fsync, to compare
        yield
        return
    patch = pytest.MonkeyPatch()
    patch.setattr(os, "fsync", lambda fd: None)
    yield
    patch.undo()


_OWN_BASETEMP = pytest.StashKey[str]()
_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Under xdist, give the run a short temporary folder (removed when all passed).

    xdist puts each worker's ``tmp_path`` one folder deeper (``.../pytest-N/popen-gw0/``)
    and tests/ui/test_polish.py draws a message holding a ``tmp_path`` path at 1280x720
    and looks for its text: a longer path is elided and the test fails. ``/tmp/tanbo-XXXX``
    keeps the workers' paths as short as a single process's ``/tmp/pytest-of-root/pytest-N``.
    (The test should draw a fixed path instead; then this can go.)
    """
    if getattr(config.option, "numprocesses", None) and not config.option.basetemp \
            and not hasattr(config, "workerinput"):
        config.option.basetemp = tempfile.mkdtemp(prefix="tanbo-")
        config.stash[_OWN_BASETEMP] = config.option.basetemp


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(_OWN_BASETEMP, None)
    if folder is not None and not config.stash.get(_FAILED, False):
        shutil.rmtree(folder, ignore_errors=True)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if exitstatus != 0:
        session.config.stash[_FAILED] = True
        folder = session.config.stash.get(_OWN_BASETEMP, None)
        if folder is not None:
            print(f"\ntemporary files kept in {folder}", file=sys.stderr)
