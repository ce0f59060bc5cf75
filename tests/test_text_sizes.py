"""No text is drawn under 14 px: every golden screen (tests/golden_screens.py)
is drawn while the one door to fonts, ``Resources.font``, records the sizes
asked for; at 100% no size below 14 is asked for, and at every text size no
font is opened below 14 pixels.  Nothing else opens a font."""
from __future__ import annotations

import re
from contextlib import contextmanager
from pathlib import Path

import pytest
from golden_screens import SHOTS, render

from scenes.app.resources import Resources, scaled_size
from scenes.widgets.theme import MIN_TEXT

ROOT = Path(__file__).resolve().parent.parent
OPENS_A_FONT = re.compile(r"pygame\.font\.(Font|SysFont)\(|pygame\.freetype|pygame\.ftfont")


@contextmanager
def sizes_asked():
    """Every (size at 100%, text scale) a font was asked for inside the block."""
    asked: list[tuple[int, int]] = []
    real_font = Resources.font

    def font(self, name=Resources.font.__defaults__[0], size=Resources.font.__defaults__[1],
             printed=False):
        asked.append((size, 100 if printed else self.text_scale))
        return real_font(self, name, size, printed)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Resources, "font", font)
        yield asked


def too_small(asked: list[tuple[int, int]]) -> list[str]:
    """The sizes that break the rule: under MIN_TEXT at 100%, or opened under
    MIN_TEXT pixels at any scale."""
    return sorted({f"{size} at {scale}%" for size, scale in asked
                   if (scale == 100 and size < MIN_TEXT)
                   or scaled_size(size, scale) < MIN_TEXT})


@pytest.mark.parametrize("shot", SHOTS, ids=lambda s: s.name)
def test_no_text_on_a_golden_screen_is_drawn_under_14_px(shot, tmp_path):
    with sizes_asked() as asked:
        render(shot, tmp_path)
    assert asked, shot.name
    assert too_small(asked) == []


def test_a_text_drawn_at_12_px_would_be_caught(app):
    with sizes_asked() as asked:
        app.context.resources.text("small print", 12)
    assert too_small(asked) == ["12 at 100%"]


def test_at_150_percent_a_label_may_shrink_to_9_but_is_still_drawn_at_14_px(app):
    res = app.context.resources
    res.set_text_scale(150)
    try:
        assert res.smallest_size() == 9 and res.scaled(9) == 14
        assert res.font(size=res.smallest_size()).get_height() \
            == Resources().font(size=MIN_TEXT).get_height()
        with sizes_asked() as asked:
            res.text("label", res.smallest_size())
        assert too_small(asked) == []
    finally:
        res.set_text_scale(100)


def test_only_the_resources_open_fonts():
    """A font opened anywhere else would escape the text size and this check."""
    found = [f"{path.relative_to(ROOT)}:{n}"
             for folder in ("game", "scenes")
             for path in sorted((ROOT / folder).rglob("*.py"))
             if path != ROOT / "scenes" / "app" / "resources.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OPENS_A_FONT.search(line)]
    assert found == []
