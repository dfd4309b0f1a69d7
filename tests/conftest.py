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
    # tests/puzzles: brute force against the solver, re-proofs, a generation run
    "test_deago_defence_and_win_agree_with_brute_force",
    "test_a_deago_depth_two_solution_is_one_for_the_plain_solver_too",
    "test_tanbo_solver_agrees_with_brute_force_on_small_boards",
    "test_a_sample_of_the_shipped_set_is_re_proven",
    "test_generate_writes_a_file_that_verifies",
    "test_deago_shortcuts_are_exactly_the_engine_pushes",
    "test_tanbo_removal_in_one_is_unique_or_refused",
    "test_level_fails_are_reproducible",
    # Learn to play: every lesson through the App; the block lesson's every reply
    "test_every_lesson_by_clicks_or_taps_and_each_wrong_move_its_own_answer",
    "test_the_block_is_only_the_open_end",
    "test_progress_that_cannot_be_set_aside_is_not_saved_over",
    "test_unreadable_progress_is_set_aside_offered_and_never_overwritten",
    # tests/ui: every string in every window (29 windows x 2 languages: 114 s of the 259)
    "test_every_translated_string_fits_its_widget_and_overlaps_nothing",
    # issue 31: 10,000 games and the bound; a game against the computer recorded, twice over
    "test_ten_thousand_games_stay_under_the_bound_with_their_statistics",
    "test_past_the_row_bound_the_oldest_days_are_folded_and_ratings_go_on",
    "test_rows_that_do_not_fit_even_without_records_are_folded",
    "test_any_data_round_trips",
    "test_a_game_against_the_computer_is_recorded_once",
    "test_computer_against_computer_plays_a_game_out",
    "test_every_reason_renders_in_both_languages_with_point_names",
    "test_random_positions_every_point_asks_without_error",
    "test_a_complete_7x7_game_by_clicks_ends_on_the_game_over_overlay",
    "test_any_json_object_is_settings_or_a_value_error",
    "test_solving_by_clicks_counts_once_and_is_saved",  # the Puzzles screen, and a restart
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
    "test_the_tss_quiet_search_spends_its_budget_and_deepens",
    # the import graph (reads every module)
    "test_tanbo_has_no_import_cycle_but_the_known_tangles",
    # thinking on the opponent's time: a depth-6 search, then a game played out in the UI
    "test_alphabeta_pondering_warms_the_table_for_the_reply",
    "test_alphabeta_a_correct_prediction_goes_on_with_the_pondered_search",
    "test_alphabeta_a_wrong_prediction_costs_nothing",
    "test_alphabeta_keeps_what_pondering_learned_at_the_move",
    "test_pondering_stops_at_the_end_of_the_game",
    "test_focus_sends_iterations_below_the_best_looking_reply",
    # tests/ai/deago/test_board.py: views checked along random walks; defences by brute force
    "test_views_made_by_play_and_undo_are_the_board_read_from_scratch",
    "test_defences_are_the_moves_after_which_no_win_is_left",
    # the DEAGO search against plain minimax, and the assistant against the engine and the
    # reference over thousands of positions: 250 s of the Pyodide run's 373 (2026-12-06,
    # `node tests/web/pyodide_pytest.mjs --durations=80`), the same Python checked natively
    "test_at_a_fixed_depth_the_values_are_the_plain_minimax_with_the_evaluation",
    "test_alpha_beta_values_and_moves_are_the_plain_minimax",
    "test_with_move_ordering_and_threat_moves_the_values_are_the_same",
    "test_the_guard_in_two_passes_also_stops_the_longer_forced_fours",
    "test_the_results_are_not_all_alike",
    "test_the_guard_keeps_exactly_the_moves_that_stop_the_opponents_forced_fours",
    "test_deago_assistant_agrees_with_engine_and_reference",
    "test_tanbo_assistant_agrees_with_engine_and_reference",
    "test_deago_hand_built_boards_agree_with_the_reference",
    "test_tanbo_hand_built_boards_agree_with_the_reference",
    "test_every_threat_move_is_a_candidate",
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
