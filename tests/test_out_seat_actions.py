"""A seat that is out has nothing to do: once you are eliminated at Showdown,
HIT and STAND are neither drawn nor answer their keys, at the summary and in
the AI-only rounds that follow; while you still play they are there."""
import pygame
import pytest
from scene_helpers import draw_recorded, key_event

from game.tables.showdown.view import ShowdownPhase
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind
from scenes.tables.showdown.summary import RoundSummaryOverlay

PLAYERS = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI), SeatConfig("Bo", SeatKind.AI)]
SHORT = [10, 100, 100]          # you can ante once: lose round 1 and you are out
SEED = 3
APP_SEED = SEED


@pytest.fixture
def app(app):
    app.start("lobby", lazy=False)
    return app


def frames(app, n=1):
    for _ in range(n):
        app.step(1 / 60)
        app.render()


def action_labels(app) -> set[str]:
    return {button.text for button in draw_recorded(app).buttons} & {"HIT", "STAND"}


def eliminated(app) -> ShowdownScene:
    """A match where you stand until you are out; left at that round's summary."""
    scene = ShowdownScene(app.context, players=PLAYERS)
    scene.begin_match(list(SHORT), 0, SEED)
    app.context.manager.push(scene)
    frames(app)
    for _ in range(2000):
        top = app.context.manager.top
        if isinstance(top, RoundSummaryOverlay):
            if scene.watching.humans_out():
                return scene
            app.dispatch(key_event(pygame.K_RETURN))
        elif scene.engine.phase is ShowdownPhase.PLAY and scene.engine.current_player() == 0:
            assert action_labels(app) == {"HIT", "STAND"}     # in play: the actions show
            app.dispatch(key_event(pygame.K_s))
        frames(app)
    raise AssertionError("you were never eliminated")


def test_hit_and_stand_are_gone_from_the_summary_that_puts_you_out(app):
    eliminated(app)
    assert action_labels(app) == set()


def test_hit_and_stand_stay_gone_while_the_ais_play_on(app):
    scene = eliminated(app)
    app.dispatch(key_event(pygame.K_RETURN))       # NEXT HAND: the AIs' round
    frames(app)
    assert scene.engine.phase is ShowdownPhase.PLAY and not scene.engine.is_over()
    assert action_labels(app) == set()
    assert not scene.controls.hit.enabled and not scene.controls.stand.enabled


def test_the_action_keys_say_nothing_to_a_player_who_is_out(app):
    scene = eliminated(app)
    app.dispatch(key_event(pygame.K_RETURN))
    frames(app)
    scene.timeline.skip()               # a key now would only skip an animation
    scene.message = "before"
    words_before = len(scene.match_words)
    for k in (pygame.K_h, pygame.K_s):
        assert not scene.handle_event(key_event(k))    # not taken, not refused
    assert scene.message == "before"
    assert len(scene.match_words) == words_before
