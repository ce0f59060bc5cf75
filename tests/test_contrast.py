"""Contrast as WCAG 2.2 measures it: text at least 4.5:1 on the backgrounds
the theme draws it on, focus rings and UI parts at least 3:1, and the
keyboard's focus ring told apart from a hovered button."""
from __future__ import annotations

import pytest

from scenes.screens import history, settings
from scenes.tables import round_results
from scenes.tables.registry import views
from scenes.widgets.theme import (
    BUTTON_FACE,
    BUTTON_HOVER,
    BUTTON_PRESSED,
    BUTTON_TEXT,
    CREAM,
    FOCUS,
    FOCUS_EDGE,
    GOLD,
    GOLD_LIGHT,
    MUTED,
    PANEL_BG,
    RED,
)

TEXT = 4.5
UI = 3.0


def channel(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb) -> float:
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(rgba, below):
    """A see-through colour as it shows over ``below``."""
    alpha = rgba[3] / 255
    return tuple(round(rgba[i] * alpha + below[i] * (1 - alpha)) for i in range(3))


# Every table's felt, as its view declares it (the registry's tables).
FELT = {view.name: view.felt for view in views()}
PANELS = {f"panel over {name}": over(PANEL_BG, felt) for name, felt in FELT.items()}
PANEL_TEXTS = {"cream": CREAM, "muted": MUTED, "gold": GOLD, "gold light": GOLD_LIGHT,
               "red": RED, "history green": history.GREEN,
               "results green": round_results.GREEN}


@pytest.mark.parametrize("panel", PANELS)
@pytest.mark.parametrize("text", PANEL_TEXTS)
def test_text_on_every_panel_is_at_least_4_5_to_1(panel, text):
    assert ratio(PANEL_TEXTS[text], PANELS[panel]) >= TEXT


@pytest.mark.parametrize("text", ["cream", "muted", "gold", "red", "history green"])
def test_text_on_the_selected_history_row_is_at_least_4_5_to_1(text):
    assert ratio(PANEL_TEXTS[text], history.SELECTED_ROW) >= TEXT


@pytest.mark.parametrize("face", [BUTTON_FACE, BUTTON_HOVER, BUTTON_PRESSED,
                                  settings.SELECTED_FACE])
def test_button_text_on_every_face_including_the_selected_setting_is_at_least_4_5_to_1(face):
    assert ratio(BUTTON_TEXT, face) >= TEXT


@pytest.mark.parametrize("felt", FELT)
def test_the_focus_ring_shows_on_every_felt_and_panel(felt):
    assert ratio(FOCUS, FELT[felt]) >= UI
    assert ratio(FOCUS, PANELS[f"panel over {felt}"]) >= UI
    assert ratio(FOCUS, FOCUS_EDGE) >= UI           # its dark edge keeps it on any colour


def test_the_focus_ring_is_told_apart_from_a_hovered_button():
    assert ratio(FOCUS, BUTTON_HOVER) >= UI
    assert ratio(FOCUS, BUTTON_FACE) >= UI

