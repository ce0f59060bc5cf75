"""The statistics and hand-history screens, headless."""
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from scene_helpers import key_event as key

from game.storage.store import open_storage
from scenes.app.loop import App
from scenes.screens.history import HistoryScene
from scenes.screens.replay_rows import card_rows
from scenes.screens.stats import StatsScene

PLAYER = Path(__file__).parent / "helpers" / "crash_player.py"


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    folder = tmp_path_factory.mktemp("played")
    subprocess.run([sys.executable, str(PLAYER), str(folder), "40"], check=True,
                   capture_output=True)
    return folder


@pytest.fixture
def app(played):
    application = App(strict=True, data_dir=played)
    application.context.profile = open_storage(played).profile
    application.open_path("lobby")
    yield application
    profile = application.context.profile
    application.close()          # scenes first: popping resumes the ones below
    profile.close()


def render(app) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    app.context.manager.draw(surface)
    return surface


def test_both_screens_are_registered(app):
    assert app.context.registry.has("stats") and app.context.registry.has("history")


def test_stats_screen_shows_the_rounds_and_charts_the_bankroll(app):
    scene = app.context.open_scene("stats")
    assert isinstance(scene, StatsScene)
    assert scene.stats.table("midnight").rounds >= 40
    assert len(scene.series) >= 41
    render(app)
    scene.handle_event(key(pygame.K_h))
    assert isinstance(app.context.manager.top, HistoryScene)


def test_history_replays_a_round_card_by_card_and_verifies_it(app):
    scene = app.context.open_scene("history")
    assert scene.entries and scene.steps and scene.replay_error is None
    scene.handle_event(key(pygame.K_DOWN))          # an older round: its table may be left
    start_cards = sum(len(c) for _, c in scene.rows())
    while scene.step_index < len(scene.steps) - 1:
        scene.handle_event(key(pygame.K_RIGHT))
        for _ in range(30):
            scene.update(0.05)
            render(app)
    assert sum(len(c) for _, c in scene.rows()) > start_cards or len(scene.steps) == 1
    scene.handle_event(key(pygame.K_v))
    assert scene.verify_lines
    scene.handle_event(key(pygame.K_SPACE))         # play from the start
    for _ in range(200):
        scene.update(0.05)
    assert scene.step_index == len(scene.steps) - 1


def test_history_first_tells_the_selected_round_in_words_then_deals_it(app):
    scene = app.context.open_scene("history")
    assert scene.telling and scene.rows() == []       # step 1: the words, no card yet
    assert any(line.startswith("Spot ") for line in scene.story)
    assert scene.story[-1].startswith("Dealer: ")
    render(app)
    scene.handle_event(key(pygame.K_RIGHT))
    assert not scene.telling and scene.rows()


def test_card_rows_skip_the_shoe():
    snap = {"shoe": {"undealt": ["AS", "KD"]}, "dealer": ["9H"], "hands": [{"cards": ["TS", "7C"]}]}
    assert card_rows(snap) == [("Dealer", ["9H"]), ("Hand 1", ["TS", "7C"])]
