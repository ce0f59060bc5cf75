"""Messages the player can read again: a refusal and the dealer's last words
stay until the next press, and M at a table lists the last ones (in the
language shown)."""
from __future__ import annotations

import pygame
from scene_helpers import key_event

from game.tables.dealer.actions import DEAL, bet
from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.app.message_log import MessageLog
from scenes.app.settings_store import AnimSpeed
from scenes.screens.message_log_view import MessageLogScene

APP_SEED = 5


def frames(app, n=3, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def press(app, k, text=""):
    app.dispatch(key_event(k, text))
    frames(app)


def midnight(app):
    app.open_path("midnight")
    frames(app)
    return app.context.manager.top


def test_a_refusal_stays_up_until_the_next_press_however_long_it_waits(app):
    scene = midnight(app)
    press(app, pygame.K_RETURN)                  # DEAL with no bet: refused
    reason = scene.alert
    assert reason
    frames(app, 60, dt=0.5)                      # half a minute
    assert scene.alert == reason
    press(app, pygame.K_2)                       # the next press: read
    assert scene.alert == ""


def test_the_dealers_last_words_stay_until_the_next_press(app):
    scene = midnight(app)
    scene.act(bet(0, 10))
    scene.act(DEAL)
    frames(app)
    words = scene.voice.lines
    assert words
    frames(app, 60, dt=0.5)
    assert scene.voice.lines == words
    press(app, pygame.K_F2)
    assert not scene.voice.showing


def test_m_lists_the_last_refusals_and_dealer_words_newest_first_in_both_languages(app):
    scene = midnight(app)
    press(app, pygame.K_RETURN)                  # refused: no bet
    refusal = scene.alert
    scene.act(bet(0, 10))
    scene.act(DEAL)
    frames(app)
    said = scene.voice.lines[-1]
    press(app, pygame.K_m, "m")
    log = app.context.manager.top
    assert isinstance(log, MessageLogScene)
    newest = app.context.messages.newest(10)
    assert newest.index(said) < newest.index(refusal)
    i18n.set_language(Language.DUTCH)
    try:
        dutch = app.context.messages.newest(10)
        assert refusal not in dutch and len(dutch) == len(newest)   # said again in Dutch
        app.render()
    finally:
        i18n.set_language(Language.ENGLISH)
    press(app, pygame.K_m, "m")                  # M again closes it
    assert app.context.manager.top is scene


def test_a_toast_is_kept_in_the_log_and_a_line_said_twice_once():
    log = MessageLog()
    log.add("Bets are closed")
    log.add("Bets are closed")
    log.add("Dealer busts")
    assert log.newest(5) == ["Dealer busts", "Bets are closed"]


def test_a_toast_stays_twice_as_long_at_the_slow_speed(app):
    app.context.toast.show("Count overlay off", 5.0)
    assert app.context.toast.remaining == 5.0
    app.context.update_settings(anim_speed=AnimSpeed.SLOW)
    app.context.toast.show("Count overlay on", 5.0)
    assert app.context.toast.remaining == 10.0
    assert app.context.messages.newest(2) == ["Count overlay on", "Count overlay off"]


def test_a_toast_left_alone_stays_and_goes_once_a_press_follows_its_time(app):
    app.open_path("lobby")
    app.context.toast.show("Count overlay off", 5.0)
    frames(app, 120, dt=0.5)                     # a minute, nobody at the keys
    assert app.context.toast.message == "Count overlay off"
    press(app, pygame.K_F2)                      # read: it goes
    assert app.context.toast.message is None


def test_a_press_in_a_toasts_first_seconds_leaves_it_up_for_its_time(app):
    app.open_path("lobby")
    app.context.toast.show("Count overlay off", 5.0)
    press(app, pygame.K_F2)
    frames(app, 8, dt=0.5)
    assert app.context.toast.message == "Count overlay off"
    frames(app, 4, dt=0.5)
    assert app.context.toast.message is None


def test_the_press_that_brings_a_toast_does_not_count_as_reading_it(app):
    scene = midnight(app)
    press(app, scene.advisor.coach_button.shortcut)     # coach on: said in a toast
    said = app.context.toast.message
    assert said
    frames(app, 60, dt=0.5)
    assert app.context.toast.message == said


def test_toasts_in_the_log_are_said_again_in_the_language_shown(app):
    app.context.toast.show(i18n._("Coach off"))
    app.context.toast.show(i18n._("Settings could not be saved: {reason}").format(reason="X"))
    i18n.set_language(Language.DUTCH)
    try:
        dutch = app.context.messages.newest(2)
        assert dutch == [i18n._("Settings could not be saved: {reason}").format(reason="X"),
                         i18n._("Coach off")]
        assert dutch[1] != "Coach off"
        app.context.toast.show(i18n._("Coach off"))
    finally:
        i18n.set_language(Language.ENGLISH)
    assert app.context.messages.newest(1) == ["Coach off"]
