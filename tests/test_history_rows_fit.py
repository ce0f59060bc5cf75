"""At the largest text size a hand-history row's words (number, table, result,
date) shrink together rather than run into each other."""
import pygame

from game.storage.store import open_storage
from scenes.app.loop import App
from scenes.app.settings_store import TextSize
from tests.helpers.storage_fixtures import play_fake_rounds


class Recording(pygame.Surface):
    """A surface that notes where each image was put."""

    def __init__(self, size):
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = source.get_rect(topleft=dest[:2] if not isinstance(dest, pygame.Rect)
                               else dest.topleft)
        self.placed.append(rect)
        return super().blit(source, dest, *args, **kwargs)


def test_at_150_percent_the_words_of_a_history_row_never_overlap(tmp_path):
    profile = open_storage(tmp_path).profile
    play_fake_rounds(profile, n=12)
    profile.close()
    app = App(strict=True, data_dir=tmp_path, seed=7)
    try:
        app.context.update_settings(text_size=TextSize.LARGEST)
        app.start("history", lazy=False)
        scene = app.context.manager.top
        area = scene.list_panel.content_rect
        for index in range(6):
            line = scene.line(index)
            assert line is not None
            surface = Recording((1280, 720))
            scene._draw_line(surface, line, area, area.y)
            top_row = [r for r in surface.placed if r.top < area.y + 18]
            assert len(top_row) == 4
            assert all(area.left <= r.left and r.right <= area.right for r in top_row)
            for n, a in enumerate(top_row):
                assert not any(a.colliderect(b) for b in top_row[n + 1:]), top_row
    finally:
        app.context.manager.clear()
        app.close()
