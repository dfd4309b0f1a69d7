"""English: the source language; its texts are in the modules that use them."""

from __future__ import annotations

from tanbo.ui.language import Language, one_other

LANGUAGE = Language(code="en", name="English", plurals=("one", "other"), plural=one_other,
                    order=0)
