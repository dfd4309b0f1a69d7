"""``python -m tanbo``: see :mod:`tanbo.cli`."""

from tanbo.cli import main

raise SystemExit(main())
