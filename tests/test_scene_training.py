"""The training room's screens: reached from the lobby, played by keys, saved."""
import pygame
import pytest
from scene_helpers import click_events, key_event, opened_instant_app

from game.strategy.basic import Play, action_evs
from game.training.results import DrillKind
from scenes.training.count_drill import CountDrillScene, Stage
from scenes.training.count_overlay import quiz_after
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


def typed(app, words):
    for ch in words:
        press(app, 0, ch)


def top(app):
    return app.context.manager.top


def test_clicking_the_door_in_the_lobby_opens_the_training_room(app):
    lobby = top(app)
    door = next(t for t in lobby.tables if t.scene == "training")
    for ev in click_events(door.rect.center):
        app.dispatch(ev)
    assert isinstance(top(app), TrainingMenu)
    press(app, pygame.K_ESCAPE)
    assert top(app) is lobby


def test_the_door_is_reached_with_the_arrow_keys_and_entered_with_enter(app):
    lobby = top(app)
    press(app, pygame.K_RIGHT)        # the first table lights up
    press(app, pygame.K_RIGHT)        # Classic
    press(app, pygame.K_UP)           # the door above it
    assert lobby.tables[lobby.selected].scene == "training"
    press(app, pygame.K_RETURN)
    assert isinstance(top(app), TrainingMenu)


def test_the_menu_opens_each_drill_by_its_key_and_o_switches_the_count_overlay(app):
    app.context.open_scene("training")
    press(app, pygame.K_s)
    assert isinstance(top(app), StrategyDrillScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_c)
    assert isinstance(top(app), CountDrillScene)
    press(app, pygame.K_ESCAPE)
    assert not app.context.settings.count_overlay
    press(app, pygame.K_o)
    assert app.context.settings.count_overlay
    press(app, pygame.K_r)            # another rule set for the strategy drill
    assert top(app).choice.table == "midnight"


def test_a_strategy_answer_by_key_shows_the_engine_ev_lost_and_is_saved(app):
    app.context.open_scene("strategy_drill")
    scene = top(app)
    hand = scene.drill.hand
    evs = action_evs(scene.rules, list(hand.cards), hand.up)
    worst = min(evs, key=evs.get)
    press(app, {Play.HIT: pygame.K_h, Play.STAND: pygame.K_s, Play.DOUBLE: pygame.K_d,
                Play.SPLIT: pygame.K_p}[worst])
    verdict = scene.drill.last
    assert verdict.chosen is worst and verdict.loss == pytest.approx(max(evs.values()) - evs[worst])
    app.render()
    [saved] = app.context.profile.drills(DrillKind.STRATEGY)
    assert saved.items == 1 and saved.ev_lost_micro == verdict.loss_micro
    press(app, pygame.K_RETURN)
    assert scene.drill.hand is not None and scene.drill.hand is not hand


def test_a_refused_play_is_said_and_scores_nothing(app):
    app.context.open_scene("strategy_drill")
    scene = top(app)
    scene.drill.hand = scene.drill.evaluate(["TS", "2H"], "7D")     # no double on 12
    press(app, pygame.K_d)
    assert scene.message_bad and "double" in scene.message.lower()
    press(app, pygame.K_r)                                          # no surrender at Classic
    assert "surrender" in scene.message.lower()
    assert scene.drill.score.hands == 0 and app.context.profile.drills() == []


def test_the_heat_map_opens_from_the_drill_and_drills_the_missed_cells(app):
    app.context.open_scene("strategy_drill")
    scene = top(app)
    scene.drill.hand = scene.drill.evaluate(["TS", "6H"], "TD")
    press(app, pygame.K_s if scene.drill.hand.best is not Play.STAND else pygame.K_h)
    press(app, pygame.K_m)
    assert top(app).name == "heat_map"
    app.render()
    press(app, pygame.K_x)
    assert top(app) is scene and scene.drill.hand.cell.key == "hard 16 v T"


def run_flashes(app, scene):
    press(app, pygame.K_RETURN)
    for _ in range(400):
        if scene.stage is Stage.ASKING:
            return
        app.step(0.25)
    raise AssertionError("the run never asked for the count")


def shown_words(scene, monkeypatch):
    words = []
    monkeypatch.setattr("scenes.training.count_drill.text",
                        lambda surface, res, line, *a, **k: words.append(line))
    scene.draw(pygame.Surface((1280, 720)))
    return words


def test_cards_seen_counts_only_the_cards_flashed_so_far_never_the_run_length(app, monkeypatch):
    app.context.open_scene("count_drill")
    scene = top(app)
    press(app, pygame.K_RETURN)
    assert scene.stage is Stage.FLASHING and len(scene.flashes) > 1
    words = shown_words(scene, monkeypatch)
    assert words[words.index("Cards seen") + 1] == "1"      # the first card is on show
    run_flashes(app, scene)
    words = shown_words(scene, monkeypatch)
    assert words[words.index("Cards seen") + 1] == str(len(scene.flashes))


def test_letters_in_a_count_field_get_a_message_and_keep_what_was_typed(app):
    app.context.open_scene("count_drill")
    scene = top(app)
    run_flashes(app, scene)
    typed(app, "3x")
    press(app, pygame.K_TAB)
    typed(app, "1")
    press(app, pygame.K_RETURN)
    assert scene.stage is Stage.ASKING and scene.message_bad and "not a number" in scene.message
    assert scene.fields == ["3x", "1"] and scene.drill.checks == []
    assert app.context.profile.drills() == []


def test_a_checked_count_is_scored_timed_and_saved(app):
    app.context.open_scene("count_drill")
    scene = top(app)
    run_flashes(app, scene)
    app.step(2.0)                          # two seconds of thought
    typed(app, str(scene.drill.running))
    press(app, pygame.K_TAB)
    typed(app, f"{float(scene.drill.true):.1f}")
    press(app, pygame.K_RETURN)
    assert scene.stage is Stage.RESULT and scene.last.right
    [saved] = app.context.profile.drills(DrillKind.COUNT)
    assert (saved.items, saved.right) == (1, 1) and saved.answer_ms >= 2000
    app.render()


def test_the_pace_keys_change_the_flash_time_within_its_limits(app):
    app.context.open_scene("count_drill")
    scene = top(app)
    start = scene.flash_seconds
    press(app, pygame.K_MINUS)
    assert scene.flash_seconds > start
    for _ in range(20):
        press(app, pygame.K_PLUS)
    assert scene.flash_seconds == 0.25
    press(app, pygame.K_m)
    assert scene.flash_seconds == 0.75           # a whole round stays up three times longer


def test_quizzes_at_the_table_come_from_the_seed_and_round_never_the_clock():
    picks = [quiz_after(1234, n) for n in range(1, 200)]
    assert picks == [quiz_after(1234, n) for n in range(1, 200)]
    assert 30 < sum(picks) < 90                       # about three rounds in ten
    assert picks != [quiz_after(99, n) for n in range(1, 200)]


def test_the_count_overlay_at_classic_counts_switches_by_key_and_saves_quiz_answers(app):
    app.context.update_settings(count_overlay=True)
    app.context.open_scene("classic", skip_setup=True)
    table = top(app)
    table.apply_actions(["bet 1 10", "deal"])
    app.step(0)
    overlay = table.count
    obs = table.engine.observation(0)
    from game.training.counting import running_count
    shown = [c for h in obs.hands for c in h.cards] + [c for c in obs.dealer_cards if c]
    assert overlay.counter.running == running_count(shown)
    app.render()
    overlay.asking = True                            # a quiz, as a round's end may bring
    typed(app, "abc")
    press(app, pygame.K_RETURN)
    assert overlay.asking and overlay.answer_bad     # bad input: asked again
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    typed(app, str(overlay.counter.running))
    press(app, pygame.K_RETURN)
    assert not overlay.asking and overlay.answer == ["Right!"]
    [saved] = app.context.profile.drills(DrillKind.TABLE_QUIZ)
    assert (saved.items, saved.right) == (1, 1)
    press(app, pygame.K_c)
    assert not app.context.settings.count_overlay


def test_statistics_show_a_page_per_rule_set_and_one_for_the_drills(app):
    app.context.open_scene("strategy_drill")
    press(app, pygame.K_s)
    press(app, pygame.K_ESCAPE)
    app.context.open_scene("stats")
    stats = top(app)
    assert len(stats.drills) == 1
    for page_key, page in ((pygame.K_2, 1), (pygame.K_3, 2), (pygame.K_1, 0)):
        press(app, page_key)
        assert stats.page == page
        app.render()
    press(app, pygame.K_TAB)
    assert stats.page == 1


def test_a_practice_run_drills_without_writing_the_save(tmp_path):
    from scenes.app.loop import App
    application = App(strict=True, data_dir=tmp_path, seed=3, practice=True)
    try:
        application.open_profile()
        application.open_path("lobby/training/strategy_drill")
        press(application, pygame.K_s)
        assert top(application).drill.score.hands == 1
        assert application.context.profile.drills() == []
    finally:
        application.context.manager.clear()
        application.close()


def test_a_count_overlay_setting_that_is_not_true_or_false_is_refused():
    from scenes.app.settings_store import Settings
    assert Settings.from_json({"count_overlay": True}).count_overlay
    with pytest.raises(ValueError):
        Settings.from_json({"count_overlay": "yes"})


def test_the_heat_map_cells_are_read_with_the_arrow_keys(app):
    app.context.open_scene("strategy_drill")
    press(app, pygame.K_m)
    heat = top(app)
    press(app, pygame.K_RIGHT)
    assert heat.hovered.key == "hard 5 v 2"
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)
    assert heat.hovered.key == "hard 6 v 3"
    assert heat._detail_line().startswith("hard 6 v 3: dealt 0")
