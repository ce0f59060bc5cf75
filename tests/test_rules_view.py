"""The rules screen shows every table's text to its very last line, reachable
with the wheel, the arrows, PgDn and End."""
import pygame
import pytest
from scene_helpers import key_event

from scenes.app.loop import App
from scenes.screens.rules_view import RulesView
from scenes.tables.registry import view_names


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    application = App(strict=True, data_dir=tmp_path_factory.mktemp("rules"))
    yield application
    application.close()


def last_line_on_screen(view: RulesView) -> pygame.Rect:
    return view.line_rects[-1].move(view.viewport.x, view.viewport.y - view.scroll)


def assert_last_line_shown(view: RulesView) -> None:
    last = view.line_rects[-1]
    assert view.page.get_rect().contains(last)               # drawn whole on the page
    drawn = [view.page.get_at((x, y)).a for x in range(last.x, last.right, 2)
             for y in range(last.y, last.bottom, 2)]
    assert max(drawn) > 0
    assert view.viewport.contains(last_line_on_screen(view))  # and inside the window


@pytest.mark.parametrize("table", view_names())
@pytest.mark.parametrize("how", ["end", "page_down", "arrows", "wheel"])
def test_the_last_line_of_the_rules_can_be_scrolled_into_view(app, table, how):
    view = RulesView(app.context, table)
    for _ in range(200):
        if how == "end":
            view.handle_event(key_event(pygame.K_END))
        elif how == "page_down":
            view.handle_event(key_event(pygame.K_PAGEDOWN))
        elif how == "arrows":
            view.handle_event(key_event(pygame.K_DOWN))
        else:
            view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert view.scroll == view.max_scroll
    assert_last_line_shown(view)
    view.handle_event(key_event(pygame.K_HOME))
    assert view.scroll == 0
    view.handle_event(key_event(pygame.K_PAGEUP))
    assert view.scroll == 0
