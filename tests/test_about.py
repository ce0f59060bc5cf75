"""Settings > About: the version, the licence and the notices, readable to the end."""
from __future__ import annotations

import pygame
from scene_helpers import key_event as key

from game.version import __version__
from scenes.screens import about_text
from scenes.screens.about_text import Kind, Line, document_lines


def _texts(about) -> str:
    return "\n".join(text for _, _, text in about.rows)


def test_about_opens_from_settings_and_shows_the_version(app):
    app.open_path("settings")
    settings = app.context.manager.top
    app.dispatch(key(pygame.K_a))
    about = app.context.manager.top
    assert about.name == "about" and about is not settings
    assert f"version {__version__}" in about.summary[0]
    app.render()
    app.dispatch(key(pygame.K_ESCAPE))
    assert app.context.manager.top is settings


def test_about_holds_the_licence_and_every_notice(app):
    app.open_path("settings/about")
    text = _texts(app.context.manager.top)
    assert "Permission is hereby granted, free of charge" in text      # LICENSE
    for needed in ("pygame-ce 2.5.8", "pytmx 3.32", "platformdirs", "DejaVu fonts",
                   "GNU LESSER GENERAL PUBLIC LICENSE", "Bitstream Vera"):
        assert needed in text, needed


def test_the_notices_scroll_to_their_end_and_draw_only_what_is_seen(app):
    app.open_path("settings/about")
    about = app.context.manager.top
    assert about.max_scroll > 10_000                  # long: the GNU licences are in full
    app.dispatch(key(pygame.K_END))
    app.render()
    assert about.scroll == about.max_scroll
    assert 0 < len(about._drawn) < 60                 # a screenful, not 1,600 lines
    app.dispatch(key(pygame.K_PAGEUP))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert about.scroll < about.max_scroll
    app.dispatch(key(pygame.K_HOME))
    assert about.scroll == 0


def test_a_missing_document_is_named_not_a_crash(app, monkeypatch):
    monkeypatch.setattr(about_text, "licence_text", lambda name: None)
    app.open_path("settings/about")
    app.render()
    assert about_text.MISSING in _texts(app.context.manager.top)


def test_markdown_paragraphs_and_bullets_are_joined_and_licence_lines_kept():
    notes = ("# Title\n\nOne paragraph\nover two lines.\n\n## Part\n"
             "- a bullet\n  that wraps\n- `second`\n\n    verbatim  line\n    next\n")
    lines = document_lines([("Doc", notes, True), ("Plain", "a\n  b", False)])
    assert lines == [
        Line(Kind.TITLE, "Doc"), Line(Kind.TEXT, "One paragraph over two lines."),
        Line(Kind.HEADING, "Part"), Line(Kind.BULLET, "a bullet that wraps"),
        Line(Kind.BULLET, "second"), Line(Kind.VERBATIM, "verbatim  line"),
        Line(Kind.VERBATIM, "next"),
        Line(Kind.GAP), Line(Kind.TITLE, "Plain"), Line(Kind.VERBATIM, "a"),
        Line(Kind.VERBATIM, "  b")]
