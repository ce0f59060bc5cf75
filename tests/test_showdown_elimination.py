"""Blackjack Showdown after every human is out: the AI-only rounds are not the
player's (the statistics leave them out), and the summary offers to skip to
the end of the match or to watch with the summaries moving on by themselves."""
import pygame
import pytest
from scene_helpers import click_events, key_event

from game.tables.showdown.view import ShowdownPhase
from scenes.app.settings_store import AnimSpeed
from scenes.tables.match_over import MatchOverOverlay
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind
from scenes.tables.showdown.summary import RoundSummaryOverlay

PLAYERS = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI), SeatConfig("Bo", SeatKind.AI)]
SHORT = [10, 100, 100]          # you can ante once: lose round 1 and you are out
SEED = 3

APP_SEED = SEED   # the first shoe of the shared app fixture


@pytest.fixture
def app(app):
    """The shared app (tests/conftest.py) at the lobby."""
    app.start("lobby", lazy=False)
    return app


def frames(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)
        app.render()


def short_match(app) -> ShowdownScene:
    scene = ShowdownScene(app.context, players=PLAYERS)
    scene.begin_match(list(SHORT), 0, SEED)
    app.context.manager.push(scene)
    frames(app)
    return scene


def play_until_you_are_out(app, scene) -> int:
    """You stand every time; returns the rounds you played."""
    for _ in range(2000):
        top = app.context.manager.top
        if isinstance(top, RoundSummaryOverlay):
            if scene.watching.humans_out():
                return scene.engine.round_no
            app.dispatch(key_event(pygame.K_RETURN))
        elif scene.engine.phase is ShowdownPhase.PLAY and scene.engine.current_player() == 0:
            app.dispatch(key_event(pygame.K_s))
        frames(app)
    raise AssertionError("you were never eliminated")


def test_rounds_after_you_are_out_are_not_counted_in_your_statistics(app):
    scene = short_match(app)
    played = play_until_you_are_out(app, scene)
    summary = app.context.manager.top
    skip = next(b for b in summary.extra_buttons if b.text == "SKIP TO END")
    for event in click_events(skip.rect.center):
        app.dispatch(event)
    frames(app)
    assert scene.engine.is_over() and scene.engine.round_no > played
    assert isinstance(app.context.manager.top, MatchOverOverlay)
    stats = app.context.profile.stats().table("showdown")
    assert stats.rounds == played
    assert stats.wins + stats.losses + stats.pushes == played
    watched = [e for e in app.context.profile.history.recent(limit=10_000)
               if e.outcome == "watched"]
    assert len(watched) == scene.engine.round_no - played


def test_skip_to_end_plays_the_ai_rounds_out_at_once_by_key(app):
    scene = short_match(app)
    play_until_you_are_out(app, scene)
    app.dispatch(key_event(pygame.K_k))
    assert scene.engine.is_over()
    frames(app)
    assert isinstance(app.context.manager.top, MatchOverOverlay)


def test_watch_moves_on_from_each_summary_by_itself(app):
    app.context.update_settings(anim_speed=AnimSpeed.FAST)
    scene = short_match(app)
    app.context.update_settings(anim_speed=AnimSpeed.INSTANT)
    play_until_you_are_out(app, scene)
    app.context.update_settings(anim_speed=AnimSpeed.FAST)
    start = scene.engine.round_no
    app.dispatch(key_event(pygame.K_w))
    for _ in range(3000):                 # no input at all from here on
        frames(app, dt=1 / 30)
        if scene.engine.is_over() or scene.engine.round_no >= start + 2:
            break
    assert scene.engine.is_over() or scene.engine.round_no >= start + 2
    top = app.context.manager.top
    if isinstance(top, RoundSummaryOverlay):
        assert [b.text for b in top.extra_buttons] == ["SKIP TO END"]


def test_while_you_still_play_the_summary_offers_only_next_hand(app):
    scene = ShowdownScene(app.context, players=PLAYERS)
    app.context.manager.push(scene)
    for _ in range(200):
        if isinstance(app.context.manager.top, RoundSummaryOverlay):
            break
        if scene.engine.phase is ShowdownPhase.PLAY and scene.engine.current_player() == 0:
            app.dispatch(key_event(pygame.K_s))
        frames(app)
    assert app.context.manager.top.extra_buttons == []


def test_a_key_chosen_while_the_summary_is_up_works_on_its_buttons_at_once(app):
    scene = short_match(app)
    play_until_you_are_out(app, scene)
    summary = app.context.manager.top
    assert app.context.choose_key("skip_to_end", pygame.K_j) is None
    assert app.context.choose_key("watch", pygame.K_v) is None
    shortcuts = {b.text: b.shortcut for b in summary.extra_buttons}
    assert shortcuts == {"WATCH (AUTO)": pygame.K_v, "SKIP TO END": pygame.K_j}
    app.dispatch(key_event(pygame.K_k))          # the old key no longer skips
    assert not scene.engine.is_over()
    app.dispatch(key_event(pygame.K_j))
    assert scene.engine.is_over()
