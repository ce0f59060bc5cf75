"""The shell: scene stack, letterboxing, error handling, smoke and screenshot runs."""
import logging

import pygame
import pytest
from scene_helpers import key_event as key

from scenes.app.cli import run_cli, run_smoke
from scenes.app.loop import App, fit_viewport, window_to_logical
from scenes.app.manager import SceneManager
from scenes.app.scene import Scene
from scenes.tables.base import TableScene
from scenes.widgets.card_sprite import CardSprite
from scenes.widgets.tween import Timeline, Tween, easing


class Recorder(Scene):
    def __init__(self, name, log, consume=False, overlay=False):
        super().__init__(None)
        self.name, self.log, self.consume, self.is_overlay = name, log, consume, overlay

    def enter(self): self.log.append(f"{self.name}.enter")
    def exit(self): self.log.append(f"{self.name}.exit")
    def pause(self): self.log.append(f"{self.name}.pause")
    def resume(self): self.log.append(f"{self.name}.resume")

    def handle_event(self, ev):
        self.log.append(f"{self.name}.event")
        return self.consume

    def update(self, dt): self.log.append(f"{self.name}.update")
    def draw(self, surface): self.log.append(f"{self.name}.draw")


@pytest.fixture
def app(app, monkeypatch):
    """The shared app (tests/conftest.py), its data folder named in the environment."""
    monkeypatch.setenv("CLUB21_DATA_DIR", str(app.context.data_dir))
    return app


def test_push_and_pop_call_the_lifecycle_hooks_in_order():
    log, manager = [], SceneManager()
    a, b = Recorder("a", log), Recorder("b", log)
    manager.push(a)
    manager.push(b)
    manager.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]
    manager.replace(Recorder("c", log))
    assert log[-2:] == ["a.exit", "c.enter"] and len(manager) == 1


def test_events_go_to_the_top_scene_only_unless_it_passes_them_on():
    log, manager = [], SceneManager()
    manager.push(Recorder("bottom", log))
    manager.push(Recorder("middle", log, consume=True))
    top = manager.push(Recorder("top", log))
    log.clear()
    assert manager.handle_event(key(pygame.K_a)) is False
    assert log == ["top.event"]
    top.passes_events = True
    log.clear()
    assert manager.handle_event(key(pygame.K_a)) is True
    assert log == ["top.event", "middle.event"]


def test_overlay_draws_the_scene_below_first_but_an_opaque_scene_hides_it():
    log, manager = [], SceneManager()
    manager.push(Recorder("hidden", log))
    manager.push(Recorder("table", log))
    manager.push(Recorder("pause", log, overlay=True))
    log.clear()
    manager.draw(pygame.Surface((10, 10)))
    manager.update(0.1)
    assert log == ["table.draw", "pause.draw", "pause.update"]


@pytest.mark.parametrize("window, expected", [
    ((1280, 720), (0, 0, 1280, 720)),
    ((1920, 1080), (0, 0, 1920, 1080)),
    ((1600, 720), (160, 0, 1280, 720)),      # pillarbox
    ((1280, 1024), (0, 152, 1280, 720)),     # letterbox
    ((640, 480), (0, 60, 640, 360)),
])
def test_viewport_keeps_the_aspect_ratio_and_centres(window, expected):
    assert tuple(fit_viewport(window)) == expected


def test_window_positions_map_back_to_logical_coordinates():
    viewport = fit_viewport((1920, 1200))  # 1920x1080 at y=60
    assert window_to_logical((0, 60), viewport) == (0, 0)
    assert window_to_logical((960, 600), viewport) == (640, 360)
    assert window_to_logical((1919, 1139), viewport) == (1279, 719)


def test_app_maps_mouse_events_before_scenes_see_them(tmp_path):
    app = App(strict=True, data_dir=tmp_path, window_size=(1600, 720))
    try:
        log = []
        seen = []
        scene = Recorder("s", log)
        scene.handle_event = lambda ev: seen.append(ev.pos) or True
        app.context.manager.push(scene)
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(160 + 640, 360), button=1))
        assert seen == [(640, 360)]
    finally:
        app.close()


def test_escape_on_a_table_opens_the_pause_overlay_and_back_to_lobby_returns(app):
    app.open_path("classic")
    app.dispatch(key(pygame.K_ESCAPE))
    assert app.context.manager.top.name == "pause"
    app.render()
    app.dispatch(key(pygame.K_l))
    assert [s.name for s in app.context.manager.stack] == ["lobby"]


def test_pause_rules_and_settings_open_over_the_table(app):
    app.open_path("indian/pause")
    app.dispatch(key(pygame.K_r))
    assert app.context.manager.top.name == "rules"
    app.dispatch(key(pygame.K_ESCAPE))
    app.dispatch(key(pygame.K_s))
    assert app.context.manager.top.name == "settings"
    app.dispatch(key(pygame.K_ESCAPE))
    app.dispatch(key(pygame.K_ESCAPE))  # resume
    assert isinstance(app.context.manager.top, TableScene)


class Exploding(Scene):
    name = "exploding"

    def update(self, dt):
        raise RuntimeError("boom")


def test_scene_errors_show_a_panel_and_are_logged_in_normal_play(tmp_path, caplog):
    app = App(strict=False, data_dir=tmp_path)
    try:
        app.open_path("lobby")
        app.context.manager.push(Exploding(app.context))
        with caplog.at_level(logging.ERROR, logger="club21"):
            app.step(1 / 60)
        assert app.error is not None and "boom" in app.error.summary
        assert "RuntimeError: boom" in caplog.text
        assert "RuntimeError: boom" in (tmp_path / "club21.log").read_text(encoding="utf-8")
        app.render()  # the panel draws without raising
        app.dispatch(key(pygame.K_l))  # "Back to lobby"
        assert app.error is None and app.context.manager.top.name == "lobby"
    finally:
        app.close()


def test_strict_mode_lets_tests_see_exceptions(app):
    app.context.manager.push(Exploding(app.context))
    with pytest.raises(RuntimeError):
        app.step(1 / 60)


def test_smoke_run_opens_every_scene_and_returns_zero(tmp_path, monkeypatch):
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    assert run_smoke(frames=4) == 0


def test_screenshot_writes_a_png_of_the_logical_surface(tmp_path, monkeypatch):
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    out = tmp_path / "shot.png"
    assert run_cli(["--screenshot", str(out), "--scene", "midnight", "--seed", "7",
                    "--frames", "2"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_unknown_scene_is_a_message_not_a_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as stopped:
        run_cli(["--screenshot", str(tmp_path / "x.png"), "--scene", "nowhere"])
    assert stopped.value.code == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "unknown scene 'nowhere'" in line
    assert not (tmp_path / "x.png").exists()


def test_seed_is_fixed_by_the_command_line_and_random_otherwise(tmp_path):
    app = App(strict=True, data_dir=tmp_path, seed=99)
    try:
        assert app.context.seed_source.next_seed() == 99
        assert app.context.seed_source.next_seed() != 99
    finally:
        app.close()
    free = App(strict=True, data_dir=tmp_path)
    try:
        assert free.context.seed_source.next_seed() != free.context.seed_source.next_seed()
    finally:
        free.close()


def test_timeline_plays_in_order_and_skip_jumps_to_the_end():
    values, calls = [], []
    timeline = Timeline()
    timeline.tween(0.0, 10.0, 1.0, values.append, easing.linear)
    timeline.call(lambda: calls.append("sound"))
    timeline.tween(10.0, 20.0, 1.0, values.append, easing.linear)
    timeline.update(0.5)
    assert values[-1] == 5.0 and calls == []
    timeline.update(0.75)  # finishes the first, fires the call, 0.25 into the second
    assert calls == ["sound"] and values[-1] == pytest.approx(12.5)
    timeline.skip()
    assert values[-1] == 20.0 and not timeline.busy


def test_card_flip_turns_the_card_over_once_and_move_reaches_its_target():
    face, back = pygame.Surface((90, 126)), pygame.Surface((90, 126))
    card = CardSprite(face, back, (0, 0), face_up=False)
    flip = card.flip(0.2)
    assert card.face_up is False  # nothing happens until the tween starts
    flip.update(0.05)
    assert card.face_up is True and card.flip_progress < 0.5
    card.draw(pygame.Surface((200, 200)))  # mid-flip drawing works
    flip.skip()
    assert card.flip_progress == 1.0
    move = card.move_to((100, 50), 0.3)
    Tween.skip(move)
    assert card.rect.topleft == (100, 50)
