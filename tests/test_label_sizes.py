"""One font size per kind of label: buttons of one row (the table's actions,
the lobby's menu, the speed choices, the seat levels) are drawn at one size
in both languages.  A label shrinks only when it cannot fit, and then its
whole row shrinks with it: "Geschiedenis", "Normaal" and "VERDUBBELEN" are
drawn as large as their neighbours."""
from __future__ import annotations

from collections import defaultdict

import pygame
import pytest
from scene_helpers import key_event
from test_input_routing import frames

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.app.settings_store import TextSize
from scenes.widgets.button import Button, SameSize

SCREENS = ["lobby", "settings", "midnight", "classic", "showdown", "indian", "midnight/pause",
           "lobby/history", "lobby/stats", "lobby/house_rules", "training", "strategy_drill",
           "count_drill", "heat_map", "storage_problem", "classic/pause", "indian/pause",
           "lobby/about"]


def drawn_label_sizes(app) -> dict[int, tuple[Button, int]]:
    """Draw the stack once: each visible button and the size its label was drawn at."""
    resources = app.context.resources
    kinds = [Button, *_drawing_subclasses(Button)]
    real_text, real_draws = resources.text, [kind.__dict__["draw"] for kind in kinds]
    drawing: list[Button] = []
    sizes: dict[int, tuple[Button, int]] = {}

    def text(words, size, *args, **kwargs):
        if drawing and str(words) == drawing[-1].text:    # measured first, drawn last
            sizes[id(drawing[-1])] = (drawing[-1], size)
        return real_text(words, size, *args, **kwargs)

    def recording(real_draw):
        def draw(button, surface):
            drawing.append(button)
            try:
                real_draw(button, surface)
            finally:
                drawing.pop()
        return draw

    resources.text = text
    for kind, real_draw in zip(kinds, real_draws):
        kind.draw = recording(real_draw)
    try:
        app.context.manager.draw(pygame.Surface((1280, 720)))
    finally:
        resources.text = real_text
        for kind, real_draw in zip(kinds, real_draws):
            kind.draw = real_draw
    return sizes


def _drawing_subclasses(kind: type) -> list[type]:
    """Subclasses of ``kind`` that draw themselves (the action bar's two-line button)."""
    found = []
    for sub in kind.__subclasses__():
        if "draw" in sub.__dict__:
            found.append(sub)
        found.extend(_drawing_subclasses(sub))
    return found


def mixed_rows(sizes: dict[int, tuple[Button, int]]) -> list[str]:
    """Rows and columns of buttons of one kind (a row: same top, height and
    intended size; a column, as a menu: same left, width, height and intended
    size) whose labels were drawn at different sizes."""
    kinds: dict[tuple[str, int, int, int, int], list[tuple[Button, int]]] = defaultdict(list)
    for button, size in sizes.values():
        r = button.rect
        kinds[("row", r.y, 0, r.h, button.font_size)].append((button, size))
        kinds[("column", r.x, r.w, r.h, button.font_size)].append((button, size))
    return [", ".join(f"{b.text!r} at {size}" for b, size in kind)
            for kind in kinds.values() if len({size for _b, size in kind}) > 1]


def open_in(app, path: str, language: Language) -> None:
    app.context.manager.clear()
    i18n.set_language(language)
    app.open_path(path)
    frames(app)


@pytest.fixture
def restore_english():
    yield
    i18n.set_language(Language.ENGLISH)


@pytest.mark.parametrize("text_size", [TextSize.NORMAL, TextSize.LARGEST],
                         ids=lambda s: f"{s.value}%")
@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("path", SCREENS)
def test_each_row_of_buttons_is_drawn_at_one_size(app, restore_english, path, language,
                                                  text_size):
    app.context.update_settings(text_size=text_size)
    open_in(app, path, language)
    sizes = drawn_label_sizes(app)
    assert sizes, path
    assert mixed_rows(sizes) == []


@pytest.mark.parametrize("language", list(Language))
def test_the_action_bar_in_play_is_drawn_at_one_size(app, restore_english, language):
    """HIT / STAND / DOUBLE / SPLIT: "VERDUBBELEN" as large as "KAART"."""
    open_in(app, "midnight", language)
    scene = app.context.manager.top
    scene.apply_actions(["bet 1 10", "deal"])
    frames(app)
    while scene.engine.phase.value == "insurance":
        app.dispatch(key_event(pygame.K_n))
        frames(app)
    sizes = drawn_label_sizes(app)
    labels = {b.text for b, _size in sizes.values()}
    assert i18n._("DOUBLE") in labels, labels
    assert mixed_rows(sizes) == []


def test_a_kind_shrinks_together_to_its_longest_label(app):
    res = app.context.resources
    short = Button(res, (0, 0, 120, 40), "Slow", font_size=20)
    long = Button(res, (130, 0, 120, 40), "Geschiedenissen", font_size=20)
    alone = long.fit()[0]
    assert alone < 20 and short.fit()[0] == 20
    SameSize([short, long])
    assert short.fit()[0] == long.fit()[0] == alone
    long.visible = False                  # a hidden label does not shrink the rest
    assert short.fit()[0] == 20
