"""Every label fits its button, on every screen: the Button widget shrinks the
text (then drops the key hint, whose key still works) instead of overflowing."""
import pygame
import pytest
from scene_helpers import key_event
from test_input_routing import frames, open_table

from scenes.app.settings_store import TextSize
from scenes.widgets.button import TEXT_PAD, Button

NOT_FOLLOWED = {"context", "resources", "res", "sound", "app", "engine", "manager", "table",
                "timeline", "journal", "bots", "cards", "board"}


def buttons_in(obj, seen=None, depth=0):
    """Every Button reachable from ``obj`` through scene objects, lists and dicts."""
    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 5:
        return
    seen.add(id(obj))
    if isinstance(obj, Button):
        yield obj
        return
    if isinstance(obj, dict):
        items = obj.values()
    elif isinstance(obj, (list, tuple)):
        items = obj
    elif type(obj).__module__.startswith("scenes") and hasattr(obj, "__dict__"):
        items = [v for k, v in vars(obj).items() if k not in NOT_FOLLOWED]
    else:
        return
    for item in items:
        yield from buttons_in(item, seen, depth + 1)


def assert_every_label_fits(scene):
    found = [b for b in buttons_in(scene) if b.visible and b.text]
    assert found, type(scene).__name__
    for b in found:
        assert b.text_width() <= b.rect.w - 2 * TEXT_PAD + 2, (b.text, b.rect)
        if "draw" not in type(b).__dict__ or type(b) is Button:   # one or more label lines
            size, with_hint = b.fit()
            lines = [b.text] if with_hint else b.label_lines(size)
            high = sum(b.resources.text(line, size, bold=True).get_height() for line in lines)
            assert high <= b.rect.h, (b.text, b.rect, lines)


@pytest.fixture(params=[(TextSize.NORMAL, "en"), (TextSize.LARGEST, "en"),
                        (TextSize.LARGEST, "nl")],
                ids=lambda p: f"{p[0].value}%-{p[1]}")
def text_size(request, app):
    """The checks run at 100% and at 150%, and at 150% in Dutch too (its
    longer words are the first to run out of room)."""
    size, language = request.param
    app.context.update_settings(text_size=size, language=language)
    try:
        yield size
    finally:
        app.context.update_settings(text_size=TextSize.NORMAL, language="en")



def test_a_long_label_shrinks_and_then_drops_its_key_hint(app):
    res = app.context.resources
    narrow = Button(res, (0, 0, 150, 50), "SAME BET + DEAL", shortcut=pygame.K_RETURN,
                    font_size=20)
    size, with_hint = narrow.fit()
    assert size < 20 or not with_hint
    assert narrow.text_width() <= 150 - 2 * TEXT_PAD


@pytest.mark.parametrize("path", ["lobby", "midnight", "midnight/pause", "midnight/pause/rules",
                                  "settings", "classic", "showdown", "indian"])
def test_every_button_label_fits_on_every_screen(app, text_size, path):
    app.open_path(path)
    frames(app)
    assert_every_label_fits(app.context.manager.top)


@pytest.mark.parametrize("table", ["midnight", "classic", "showdown", "indian"])
def test_every_button_label_fits_at_every_table_in_play(app, text_size, table):
    app.open_path("lobby")
    scene = app.context.manager.push(open_table(app, table))
    frames(app)
    assert_every_label_fits(scene)
    if table == "midnight":                      # the betting bar with SAME BET + DEAL
        scene.apply_actions(["bet 1 10", "deal"])
        frames(app)
        while scene.engine.phase.value != "betting":
            assert_every_label_fits(scene)
            app.dispatch(key_event(pygame.K_s))
            app.dispatch(key_event(pygame.K_n))
            frames(app)
        assert_every_label_fits(scene)
