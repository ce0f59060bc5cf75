"""The player's own keys: given on the Keys page (Settings, K) by keys alone,
refused when the key already means something else, saved in the settings,
used by the table, its buttons, the keys card and the pad; a damaged or
hostile saved choice starts the game on the default keys."""
from __future__ import annotations

import json

import pygame
import pytest
from scene_helpers import key_event

from game.tables.dealer.actions import HIT
from game.tables.dealer.view import Phase
from scenes.app.gamepad import button_key
from scenes.app.key_choice import choosable_bindings
from scenes.app.keymap import choose_keys
from scenes.app.loop import App
from scenes.app.settings_store import SettingsStore
from scenes.screens.keys_card import KeysCard
from scenes.screens.keys_page import KeysPage
from scenes.tables.base import TableScene
from scenes.tables.dealer.keys import MIDNIGHT
from scenes.tables.indian.keys import INDIAN
from scenes.tables.showdown.keys import SHOWDOWN

APP_SEED = 5


def press(app, k: int, frames: int = 2, **extra) -> None:
    ev = key_event(k, chr(k) if 32 <= k < 127 else "")
    for name, value in extra.items():
        setattr(ev, name, value)
    app.dispatch(ev)
    for _ in range(frames):
        app.step(1 / 60)


def open_keys_page(app) -> KeysPage:
    app.open_path("lobby")
    press(app, pygame.K_s)                    # the lobby's Settings
    press(app, pygame.K_k)                    # Settings' Keys
    page = app.context.manager.top
    assert isinstance(page, KeysPage)
    return page


def give_key(app, page: KeysPage, action: str, key: int) -> None:
    """Walk to ``action``'s row with the arrows, Enter, then the new key."""
    target = [b.action for b in page.rows].index(action)
    while page.focus != target:
        press(app, pygame.K_DOWN, frames=0)
    press(app, pygame.K_RETURN)
    assert page.waiting
    press(app, key)


def dealt_midnight(app) -> TableScene:
    """Midnight, from the lobby, dealt until a hand waits for the player."""
    app.context.back_to_lobby()
    app.context.open_scene("midnight")
    for _ in range(3):
        app.step(1 / 60)
    scene = app.context.manager.top
    for _ in range(10):
        scene.apply_actions(["bet 1 10", "deal"])
        for _ in range(3):
            app.step(1 / 60)
        if scene.engine.phase is Phase.PLAY:
            return scene
    raise AssertionError("no hand to play in ten rounds")


def recorded(scene: TableScene) -> list:
    acted: list = []
    act = scene.act

    def recording(action):
        acted.append(action)
        return act(action)
    scene.act = recording
    return acted


def test_hit_given_j_on_the_keys_page_hits_with_j_and_no_longer_with_h(app):
    page = open_keys_page(app)
    give_key(app, page, "hit", pygame.K_j)
    assert not page.refused
    assert MIDNIGHT.key("hit") == SHOWDOWN.key("hit") == INDIAN.key("hit") == pygame.K_j
    scene = dealt_midnight(app)
    acted = recorded(scene)
    press(app, pygame.K_h)
    assert acted == []
    press(app, pygame.K_j)
    assert acted == [HIT]


def test_the_button_and_the_keys_card_name_the_chosen_key(app):
    give_key(app, open_keys_page(app), "hit", pygame.K_j)
    scene = dealt_midnight(app)
    hit = next(i.button for i in scene.bar.items if i.button.text == "HIT")
    assert hit.shortcut_label == "J"
    press(app, pygame.K_F1)
    card = app.context.manager.top
    assert isinstance(card, KeysCard)
    assert ("J", "hit") in card.rows and ("H", "hit") not in card.rows


def test_the_menu_given_another_key_opens_the_pause_and_the_pad_s_start_follows(app):
    give_key(app, open_keys_page(app), "menu", pygame.K_F2)
    scene = dealt_midnight(app)
    assert scene.menu_button.shortcut_label == "F2"
    assert button_key(pygame.CONTROLLER_BUTTON_START, MIDNIGHT) == pygame.K_F2
    press(app, pygame.K_F2)
    assert app.context.manager.top.name == "pause"
    press(app, pygame.K_F2)                          # and closes it again
    assert app.context.manager.top is scene


def test_the_keys_card_may_get_another_key_even_f1_s_own_page_waits_for_it(app):
    page = open_keys_page(app)
    give_key(app, page, "keys_card", pygame.K_F3)
    assert app.context.manager.top is page          # F3 was taken as the key, no card opened
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_F3)
    assert isinstance(app.context.manager.top, KeysCard)


def test_a_key_that_means_something_else_there_is_refused_and_said(app):
    page = open_keys_page(app)
    give_key(app, page, "hit", pygame.K_s)
    assert page.refused and "stand" in str(page.said)
    assert MIDNIGHT.key("hit") == pygame.K_h
    assert app.context.settings.keys == {}


def test_esc_while_waiting_cancels_and_a_shift_alone_is_waited_past(app):
    page = open_keys_page(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LSHIFT)
    assert page.waiting
    press(app, pygame.K_ESCAPE)
    assert not page.waiting and app.context.manager.top is page
    assert app.context.settings.keys == {}


def test_backspace_and_restore_defaults_give_the_default_keys_back(app):
    page = open_keys_page(app)
    give_key(app, page, "hit", pygame.K_j)
    press(app, pygame.K_BACKSPACE)
    assert MIDNIGHT.key("hit") == pygame.K_h
    give_key(app, page, "stand", pygame.K_y)
    give_key(app, page, "fold", pygame.K_z)
    press(app, pygame.K_r)
    assert app.context.settings.keys == {}
    assert (MIDNIGHT.key("stand"), INDIAN.key("fold")) == (pygame.K_s, pygame.K_f)
    saved, _notice = SettingsStore(app.context.data_dir).load()
    assert saved.keys == {}


def test_a_chosen_key_is_saved_and_used_again_at_the_next_start(app, tmp_path):
    give_key(app, open_keys_page(app), "hit", pygame.K_j)
    saved, _notice = SettingsStore(app.context.data_dir).load()
    assert saved.keys == {"hit": "j"}
    choose_keys({})                                  # as a new process starts
    again = App(strict=True, data_dir=app.context.data_dir, seed=5)
    try:
        assert MIDNIGHT.key("hit") == pygame.K_j
    finally:
        again.context.manager.clear()


def test_every_choosable_action_is_on_the_page_once():
    actions = [b.action for b in choosable_bindings()]
    assert len(actions) == len(set(actions))
    assert {"hit", "stand", "menu", "messages", "keys_card", "raise", "deal"} <= set(actions)


HOSTILE = {
    "an unknown action": {"keys": {"self_destruct": "j"}},
    "an unknown key": {"keys": {"hit": "no such key"}},
    "two actions on one key": {"keys": {"hit": "j", "stand": "j"}},
    "a key that is another action's": {"keys": {"hit": "s"}},
    "the window's own key": {"keys": {"hit": "f11"}},
    "a modifier alone": {"keys": {"hit": "left shift"}},
    "not an object": {"keys": ["hit", "j"]},
    "a number for a key": {"keys": {"hit": 106}},
    "a huge name": {"keys": {"hit": "j" * 10_000}},
    "a NUL in a name": {"keys": {"hit": "\x00"}},
    "an empty name": {"keys": {"hit": ""}},
}


@pytest.mark.parametrize("saved", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_key_choice_starts_on_the_default_keys_without_a_traceback(tmp_path, saved):
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 0.3, **saved}),
                                            encoding="utf-8")
    app = App(strict=True, data_dir=tmp_path, seed=5)
    try:
        assert app.context.settings.keys == {}
        assert all(b.keys == b.defaults for b in choosable_bindings())
        assert "default" in app.context.toast.message.lower()   # the player is told
    finally:
        app.context.manager.clear()


def test_a_key_chosen_from_the_pause_over_a_dealt_table_is_on_its_buttons_at_once(app):
    scene = dealt_midnight(app)
    press(app, pygame.K_ESCAPE)                     # the pause
    press(app, pygame.K_s)                          # its Settings
    press(app, pygame.K_k)                          # the Keys page
    page = app.context.manager.top
    assert isinstance(page, KeysPage)
    give_key(app, page, "hit", pygame.K_j)
    for _ in range(3):                              # Keys, Settings, the pause: back
        press(app, pygame.K_ESCAPE)
    assert app.context.manager.top is scene
    hit = next(i.button for i in scene.bar.items if i.button.text == "HIT")
    assert hit.shortcut_label == "J"
    acted = recorded(scene)
    press(app, pygame.K_j)
    assert acted == [HIT]


def test_a_key_chosen_for_hit_is_the_strategy_drill_s_hit_too(app):
    give_key(app, open_keys_page(app), "hit", pygame.K_j)
    app.context.back_to_lobby()
    app.context.open_scene("strategy_drill")
    for _ in range(3):
        app.step(1 / 60)
    drill = app.context.manager.top
    hit = next(b for b in drill.play_buttons.values() if b.text.upper() == "HIT")
    assert hit.shortcut_label == "J"
    chosen: list = []
    drill.choose = chosen.append
    press(app, pygame.K_j)
    assert [p.name for p in chosen] == ["HIT"]
