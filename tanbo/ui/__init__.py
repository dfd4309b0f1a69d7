"""The pygame-ce user interface: the only package of the project that imports pygame.

Start at :class:`tanbo.ui.app.App`. Pure helpers that need no display live in
:mod:`tanbo.ui.layout` (pixel <-> point maths), :mod:`tanbo.ui.i18n` (texts),
:mod:`tanbo.ui.session` (undo/redo/review around the engine) and
:mod:`tanbo.ui.storage` (saves); this ``__init__`` imports none of them eagerly.
"""
