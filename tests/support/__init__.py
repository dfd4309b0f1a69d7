"""Helpers shared by the test modules (never a test module itself; tools may import them).

Slow references and their diagrams: ``reference`` and ``diagrams`` (Tanbo),
``deago_reference``, ``deago_diagrams`` and ``deago_impls`` (DEAGO). Positions:
``tanbo_positions`` (with brute-force wins), ``deago_positions`` and
``deago_tactics``. Instruments: ``perft``, ``rng`` (a generator that counts its draws),
``mutations`` (edits of valid texts, the record-error rule), ``cli`` (one error line,
exit 2), ``work`` (count the work of a call; bound a reader by its input's length),
``reads`` (count and bound the bytes read from a folder's files), ``fake_clock`` (time
as clock readings), ``fake_window`` (the browser's window). The UI tests' drivers: ``ui_driver`` and
``ui_geometry``. ``tool_loader`` loads a script of ``tools/`` for the web build tests;
``commands`` runs one as a command (the other tests).
"""
