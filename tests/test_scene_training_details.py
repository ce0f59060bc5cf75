"""Training-room screens: the words and states their wider tests leave open —
a skipped quiz, the missed-cells switch, the new-shoe notice."""
import pygame
import pytest
from scene_helpers import click, key_event, opened_instant_app

from game.strategy.basic import Play
from game.training.results import DrillKind, DrillRecord, summarise
from game.training.strategy_drill import DrillMode
from scenes.training.count_drill import CountDrillScene
from scenes.training.menu import TrainingMenu
from scenes.training.strategy_drill import StrategyDrillScene


@pytest.fixture
def app(tmp_path):
    with opened_instant_app(tmp_path) as application:
        application.open_profile()
        application.open_path("lobby")
        yield application


def press(app, k, text=""):
    app.dispatch(key_event(k, text))
    app.step(0)


def top(app):
    return app.context.manager.top


def test_escape_skips_a_table_quiz_and_says_so(app):
    app.context.update_settings(count_overlay=True)
    app.context.open_scene("classic", skip_setup=True)
    table = top(app)
    overlay = table.count
    overlay.asking = True
    press(app, pygame.K_ESCAPE)
    assert not overlay.asking and overlay.answer == ["Quiz skipped"]
    assert top(app) is table                       # the key went to the quiz, not the pause


def test_x_switches_to_missed_cells_only_once_a_cell_is_missed_and_back(app):
    app.context.open_scene("training")
    press(app, pygame.K_s)
    scene = top(app)
    assert isinstance(scene, StrategyDrillScene)
    press(app, pygame.K_x)                           # nothing missed yet: refused
    assert scene.drill.mode is DrillMode.ALL and scene.message_bad
    assert scene.message.startswith("No missed cells to drill")
    hand = scene.drill.hand or scene.drill.deal()
    wrong = next(p for p in hand.evs if p is not hand.best)
    scene.drill.answer(wrong)
    press(app, pygame.K_x)
    assert scene.drill.mode is DrillMode.MISSED and not scene.message_bad
    assert scene.message == "Missed cells only: each one until you get it right twice in a row"
    press(app, pygame.K_x)
    assert scene.drill.mode is DrillMode.ALL and scene.message == "Every hand a shoe deals"
    assert Play.STAND in (scene.drill.hand or scene.drill.deal()).evs


def test_a_run_that_starts_a_new_shoe_says_the_count_starts_from_zero(app):
    app.context.open_scene("training")
    press(app, pygame.K_c)
    scene = top(app)
    assert isinstance(scene, CountDrillScene)
    scene.drill.shoe = scene.drill.shoe[:20]        # past the reshuffle point
    scene.start_run()
    assert scene.fresh_shoe and scene.message == "A new shoe: the count starts from 0"
    scene.start_run()
    assert not scene.fresh_shoe and scene.message == ""


def test_the_menu_sums_up_each_drill_with_its_mean_answer_time_and_ev_lost(app):
    app.context.open_scene("training")
    menu = top(app)
    assert isinstance(menu, TrainingMenu)
    menu.summary = summarise([
        DrillRecord(DrillKind.COUNT, 0, 60_000, items=4, right=3, answer_ms=10_000),
        DrillRecord(DrillKind.STRATEGY, 0, 60_000, items=10, right=7, ev_lost_micro=250_000)])
    assert menu._summary_lines(DrillKind.COUNT) == ["4 checks in 1 sessions · right 75%",
                                                   "Mean answer: 2.5 s"]
    assert menu._summary_lines(DrillKind.STRATEGY) == ["10 hands in 1 sessions · right 70%",
                                                      "EV lost: 0.25 bets (2.50% a hand)"]


def test_clicking_a_play_button_answers_with_that_play(app):
    app.context.open_scene("training")
    press(app, pygame.K_s)
    scene = top(app)
    assert isinstance(scene, StrategyDrillScene) and scene.drill.hand is not None
    click(scene, scene.play_buttons[Play.STAND].rect.center)
    assert scene.drill.score.hands == 1 and scene.drill.last is not None
    assert scene.drill.last.chosen is Play.STAND
