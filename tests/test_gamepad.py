"""A gamepad plays like the keys: synthetic SDL GameController events through
the app's one door for input (``App.dispatch``), a pad plugged in and out
while the game runs, and a machine with no pad or no joystick support."""
from __future__ import annotations

import pygame

from game.tables.dealer.view import Phase
from scenes.app import gamepad
from scenes.app.gamepad import Gamepad
from scenes.screens.keys_card import KeysCard, card_for
from scenes.tables.base import TableScene
from scenes.tables.dealer.keys import MIDNIGHT
from scenes.tables.indian.keys import INDIAN

APP_SEED = 5
B = pygame


def open_table(app, path: str) -> None:
    """Open ``path`` and let its first frames run (the shoe's shuffle)."""
    app.open_path(path)
    for _ in range(3):
        app.step(1 / 60)


def pad(app, button: int, frames: int = 2) -> None:
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))
    for _ in range(frames):
        app.step(1 / 60)


def table(app) -> TableScene:
    return next(s for s in reversed(app.context.manager.stack) if isinstance(s, TableScene))


def test_midnight_is_bet_dealt_and_played_with_the_pad_alone(app):
    open_table(app, "midnight")
    scene = table(app)
    pad(app, B.CONTROLLER_BUTTON_RIGHTSHOULDER)      # chip 5 -> 25
    assert scene.rack.selected == 25
    pad(app, B.CONTROLLER_BUTTON_LEFTSHOULDER)
    pad(app, B.CONTROLLER_BUTTON_LEFTSHOULDER)       # 25 -> 5 -> 1
    assert scene.rack.selected == 1
    pad(app, B.CONTROLLER_BUTTON_DPAD_RIGHT)         # spot 2
    pad(app, B.CONTROLLER_BUTTON_DPAD_UP)
    pad(app, B.CONTROLLER_BUTTON_DPAD_UP)
    pad(app, B.CONTROLLER_BUTTON_DPAD_DOWN)
    assert scene.engine.spots == [0, 100, 0]
    pad(app, B.CONTROLLER_BUTTON_A)                  # DEAL
    assert scene.engine.rounds == 1
    for _ in range(40):
        if scene.engine.phase is Phase.BETTING:
            break
        pad(app, B.CONTROLLER_BUTTON_Y)              # stand, or no insurance
    assert scene.engine.phase is Phase.BETTING and scene.last_net is not None


def test_start_opens_the_menu_and_b_goes_back(app):
    open_table(app, "midnight")
    pad(app, B.CONTROLLER_BUTTON_START)
    assert app.context.manager.top.name == "pause"
    pad(app, B.CONTROLLER_BUTTON_B)
    assert app.context.manager.top.name == "midnight"


def test_at_the_insurance_question_x_and_y_answer_it(app):
    from scenes.tables.dealer.midnight import MidnightScene
    scene = MidnightScene(app.context, stack=["TS", "AH", "9S", "7D"])   # the dealer's ace
    app.context.manager.push(scene)
    idle(app, 3)
    pad(app, B.CONTROLLER_BUTTON_DPAD_UP)
    pad(app, B.CONTROLLER_BUTTON_A)
    assert scene.engine.phase is Phase.INSURANCE
    pad(app, B.CONTROLLER_BUTTON_Y)                  # no insurance
    assert scene.engine.phase is not Phase.INSURANCE


def test_x_and_y_are_the_screen_s_own_two_main_actions():
    assert gamepad.button_key(B.CONTROLLER_BUTTON_X, MIDNIGHT) == MIDNIGHT.key("hit")
    assert gamepad.button_key(B.CONTROLLER_BUTTON_Y, MIDNIGHT) == MIDNIGHT.key("stand")
    assert gamepad.button_key(B.CONTROLLER_BUTTON_Y, INDIAN) == INDIAN.key("stay")
    assert gamepad.button_key(B.CONTROLLER_BUTTON_X, None) is None


def test_the_keys_card_names_the_pad_s_buttons_while_a_pad_is_in_use(app):
    open_table(app, "midnight")
    keys_rows = dict((meaning, keys) for keys, meaning in card_for(app.context.manager.stack)[2])
    assert not any("Pad" in keys for keys in keys_rows.values())
    pad(app, B.CONTROLLER_BUTTON_BACK)               # Back: the keys card
    card = app.context.manager.top
    assert isinstance(card, KeysCard)
    pad_rows = dict((meaning, keys) for keys, meaning in
                    card_for(app.context.manager.stack[:-1], pad=True)[2])
    assert pad_rows["stand"].startswith("Pad Y")
    assert pad_rows["deal (or same bet + deal)"].startswith("Pad A")
    assert pad_rows["a larger chip"].startswith("R1")
    assert pad_rows["choose a spot (the light ring)"].startswith("D-pad ← → / ")
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                    scancode=0))
    assert not app.context.pad_in_use                # the keyboard again


def test_a_pad_plugged_in_and_out_while_playing_never_stops_the_game(app):
    open_table(app, "midnight")
    app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))   # gone
    app.dispatch(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    app.dispatch(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=0, value=300,
                                    instance_id=7))
    pad(app, B.CONTROLLER_BUTTON_GUIDE)              # a button with no meaning
    assert app.running and app.context.manager.top.name == "midnight"


def test_a_plugged_in_pad_is_opened_and_forgotten_when_pulled(monkeypatch):
    class FakeJoystick:
        def get_instance_id(self) -> int:
            return 42

    class FakeController:
        def __init__(self, index: int) -> None:
            self.index = index

        def as_joystick(self) -> FakeJoystick:
            return FakeJoystick()

    from pygame._sdl2 import controller
    monkeypatch.setattr(controller, "Controller", FakeController)
    pads = Gamepad({}, available=True)
    pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), None)
    assert list(pads.pads) == [42]
    pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42), None)
    assert pads.pads == {}


def test_without_a_joystick_subsystem_the_pad_is_simply_absent(monkeypatch):
    from pygame._sdl2 import controller

    def broken() -> None:
        raise pygame.error("joystick subsystem not available")
    monkeypatch.setattr(controller, "init", broken)
    pads = Gamepad.start()
    assert not pads.available
    added = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)
    assert pads.translate(added, None) is None and pads.pads == {}


def test_the_left_stick_pushed_past_half_way_is_one_arrow_press_until_it_comes_back():
    pads = Gamepad({}, available=False)

    def tilt(value):
        ev = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=B.CONTROLLER_AXIS_LEFTX,
                                value=value, instance_id=0)
        out = pads.translate(ev, MIDNIGHT)
        return out.key if out is not None else None
    assert tilt(9000) is None                        # a nudge
    assert tilt(30000) == pygame.K_RIGHT
    assert tilt(32000) is None                       # still held: no repeat
    assert tilt(1000) is None                        # back to the centre
    assert tilt(-30000) == pygame.K_LEFT
    assert pads.in_use


def idle(app, frames: int = 10) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def test_classic_is_started_bet_and_played_with_the_pad_alone(app):
    open_table(app, "classic")
    pad(app, B.CONTROLLER_BUTTON_A)                  # START with the seats offered
    scene = table(app)
    for _ in range(60):                              # the AI seats ahead bet on their own
        if scene.betting_player() is not None:
            break
        idle(app)
    pad(app, B.CONTROLLER_BUTTON_DPAD_UP)            # a 5 chip on your seat
    assert scene.engine.spots[scene.home()] == 500
    pad(app, B.CONTROLLER_BUTTON_A)                  # BET DONE
    for _ in range(400):
        if scene.between:
            break
        if scene.engine.phase is not Phase.BETTING and scene.turn() == scene.home():
            pad(app, B.CONTROLLER_BUTTON_Y)          # stand, or no insurance
        else:
            idle(app)
    assert scene.between and scene.home() in scene.last_nets


def test_showdown_and_indian_are_started_and_played_with_the_pad_alone(app):
    from scenes.tables.showdown.summary import RoundSummaryOverlay
    open_table(app, "showdown")
    pad(app, B.CONTROLLER_BUTTON_A)                  # START
    scene = table(app)
    for _ in range(3000):
        if isinstance(app.context.manager.top, RoundSummaryOverlay):
            break
        if scene.why_not_human() is None:
            pad(app, B.CONTROLLER_BUTTON_Y)          # stand
        else:
            idle(app)
    assert isinstance(app.context.manager.top, RoundSummaryOverlay)
    app.context.back_to_lobby()
    open_table(app, "indian")
    pad(app, B.CONTROLLER_BUTTON_A)                  # START
    scene = table(app)
    assert scene.name == "indian"
    first = scene.engine.round_no
    for _ in range(600):                             # A: the highlighted button
        if scene.engine.round_no > first:
            break
        pad(app, B.CONTROLLER_BUTTON_A, frames=10)
    assert scene.engine.round_no > first


def test_midnight_s_second_round_is_dealt_with_a_alone_the_same_bet_again(app):
    open_table(app, "midnight")
    scene = table(app)
    for round_no in (1, 2):
        if round_no == 1:
            pad(app, B.CONTROLLER_BUTTON_DPAD_UP)        # a chip on the ringed spot
        pad(app, B.CONTROLLER_BUTTON_A)                  # DEAL, then SAME BET + DEAL
        assert scene.engine.rounds == round_no
        for _ in range(40):
            if scene.engine.phase is Phase.BETTING:
                break
            pad(app, B.CONTROLLER_BUTTON_Y)
        assert scene.engine.phase is Phase.BETTING and scene.last_net is not None


def test_showdown_is_played_to_the_match_over_screen_and_the_lobby_with_the_pad_alone(app):
    from scenes.tables.showdown.summary import RoundSummaryOverlay
    open_table(app, "showdown")
    pad(app, B.CONTROLLER_BUTTON_A)                  # START
    scene = table(app)
    for _ in range(3000):
        top = app.context.manager.top
        if top.name == "match_over":
            break
        if isinstance(top, RoundSummaryOverlay):
            out = scene.watching.humans_out()
            pad(app, B.CONTROLLER_BUTTON_Y if out else B.CONTROLLER_BUTTON_A)  # watch / next
        elif scene.why_not_human() is None:
            pad(app, B.CONTROLLER_BUTTON_Y)          # stand
        else:
            idle(app)
    assert app.context.manager.top.name == "match_over" and scene.engine.is_over()
    leave_match_over_by_pad(app)


def test_indian_is_played_to_the_match_over_screen_and_the_lobby_with_the_pad_alone(app):
    open_table(app, "indian")
    pad(app, B.CONTROLLER_BUTTON_A)                  # START
    for _ in range(3000):
        if app.context.manager.top.name == "match_over":
            break
        pad(app, B.CONTROLLER_BUTTON_A, frames=10)
    assert app.context.manager.top.name == "match_over"
    leave_match_over_by_pad(app)


def leave_match_over_by_pad(app) -> None:
    """The match-over screen's LOBBY button, reached with the D-pad, pressed with A."""
    menu = app.context.manager.top.menu
    for _ in range(3):                               # from no ring, or the ring on PLAY AGAIN
        if menu.focus == 1:
            break
        pad(app, B.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad(app, B.CONTROLLER_BUTTON_A)
    assert app.context.manager.top.name == "lobby"
