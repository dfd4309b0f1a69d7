"""The pygame-ce user interface: the only package of the project that imports pygame.

Start at :class:`tanbo.ui.app.App` (the window and the frame loop), which holds the
:class:`~tanbo.ui.view.ViewState` (what is on screen and how it moves) and the
:class:`~tanbo.ui.commands.Commands` (the session and every action on it, in four
parts: :mod:`~tanbo.ui.moves`, :mod:`~tanbo.ui.computer`, :mod:`~tanbo.ui.record_commands`
and :mod:`~tanbo.ui.profile_commands`); the keys are one table,
:data:`tanbo.ui.keymap.KEYMAP`. Pure helpers that need no display live in
:mod:`tanbo.ui.layout` (pixel <-> point maths), :mod:`tanbo.ui.i18n` (texts),
:mod:`tanbo.ui.session` (undo/redo/review around the engine) and
:mod:`tanbo.ui.storage` (saves); this ``__init__`` imports none of them eagerly.
"""
