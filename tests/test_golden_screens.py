"""Every screen a player sees, compared with its golden image.

A screen passes when at most ``MAX_CHANGED_PIXELS`` of its half-size pixels
differ by more than ``PIXEL_TOLERANCE`` in any channel: rendering is
deterministic here (pinned pygame-ce and fonts), so antialiasing noise on
another machine stays far below that, while a missing card or panel changes
thousands of pixels and a digit off by one changes dozens.

The channel tolerance is low: every golden here renders identically (0
pixels differ at any tolerance), and a stale image whose colours moved by
less than 40 (once 3,246 pixels of the About screen) must fail, not pass.

On a failure the expected, actual and difference images are written to
``$CLUB21_GOLDEN_OUT`` (default: ``golden-failures/`` in the test's own
temporary folder, so concurrent runs never overwrite each other) and the
message names them. To accept a deliberate change:
``python tests/golden_screens.py NAME`` (then look at the new image).
"""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from golden_screens import SHOTS, golden_path, render, small

PIXEL_TOLERANCE = 8
MAX_CHANGED_PIXELS = 12


def changed_pixels(expected: pygame.Surface, actual: pygame.Surface,
                   tolerance: int = PIXEL_TOLERANCE) -> tuple[int, pygame.Surface]:
    """How many pixels differ by more than ``tolerance`` in a channel, and a
    picture of them (red on a dimmed copy of the expected image)."""
    a = pygame.image.tobytes(expected, "RGB")
    b = pygame.image.tobytes(actual, "RGB")
    dimmed = pygame.Surface(expected.get_size())
    dimmed.blit(expected, (0, 0))
    dimmed.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_MULT)
    if a == b:
        return 0, dimmed
    width = expected.get_width()
    count = 0
    for i in range(0, len(a), 3):
        if (abs(a[i] - b[i]) > tolerance or abs(a[i + 1] - b[i + 1]) > tolerance
                or abs(a[i + 2] - b[i + 2]) > tolerance):
            count += 1
            p = i // 3
            dimmed.set_at((p % width, p // width), (255, 0, 0))
    return count, dimmed


def _failure_dir(tmp_path: Path) -> Path:
    out = Path(os.environ.get("CLUB21_GOLDEN_OUT") or tmp_path / "golden-failures")
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.mark.parametrize("shot", SHOTS, ids=lambda s: s.name)
def test_the_screen_looks_like_its_golden_image(shot, tmp_path):
    path = golden_path(shot)
    assert path.exists(), (f"no golden image for {shot.name}: "
                           f"run python tests/golden_screens.py {shot.name}")
    expected = pygame.image.load(str(path))
    actual = small(render(shot, tmp_path))
    count, picture = changed_pixels(expected, actual)
    if count > MAX_CHANGED_PIXELS:
        out = _failure_dir(tmp_path)
        names = {kind: out / f"{shot.name}.{kind}.png" for kind in ("expected", "actual", "diff")}
        pygame.image.save(expected, str(names["expected"]))
        pygame.image.save(actual, str(names["actual"]))
        pygame.image.save(picture, str(names["diff"]))
        pytest.fail(f"{shot.name}: {count} pixels differ (at most {MAX_CHANGED_PIXELS}); "
                    f"see {names['expected']}, {names['actual']}, {names['diff']}")


def test_a_digit_drawn_one_higher_is_caught_by_the_comparison(tmp_path):
    """The tolerance is tight enough for the smallest bug that matters: the
    same screen with one hand total shown one higher fails."""
    import scenes.tables.dealer.view as view
    shot = next(s for s in SHOTS if s.name == "midnight_dealt")
    expected = pygame.image.load(str(golden_path(shot)))
    original = view.total_text
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(view, "total_text", lambda *a, **k: _plus_one(original(*a, **k)))
        count, _ = changed_pixels(expected, small(render(shot, tmp_path)))
    assert count > MAX_CHANGED_PIXELS


def _plus_one(text: str) -> str:
    digits = "".join(ch for ch in text if ch.isdigit())
    return text.replace(digits, str(int(digits) + 1)) if digits else text


def test_a_faint_colour_shift_over_a_panel_is_caught_by_the_comparison():
    """A stale image can differ everywhere by a little: 3,246 pixels each
    shifted by 12 in one channel must fail (they passed the old tolerance, 40)."""
    shot = next(s for s in SHOTS if s.name == "about")
    expected = pygame.image.load(str(golden_path(shot)))
    shifted = expected.copy()
    for p in range(3246):
        xy = (p % 300, p // 300)
        r, g, b, *_ = shifted.get_at(xy)
        shifted.set_at(xy, (min(255, r + 12) if r < 200 else r - 12, g, b))
    count, _ = changed_pixels(expected, shifted)
    assert count == 3246 > MAX_CHANGED_PIXELS
