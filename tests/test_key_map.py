"""One key map: on every screen as the player sees it (a table, the overlay
over it, the tour's tip over both), in both languages, one key means one
thing, and the key shown on a button presses that button and no other.

A screen is built by a recipe; the tip of the moment (or of any moment) is
put over it.  A key is pressed with ``Button.click`` recording instead of
acting, so one screen serves for every key."""
from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from scene_helpers import key_event
from test_showdown_match_control import SHORT, play_to_summary, sit

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.app.key_maps import GUIDE, KEY_MAPS
from scenes.app.keymap import KeyMap, bind, clashes
from scenes.dialogs.guide import GuideTip
from scenes.screens.keys_card import KeysCard, keys_of, reached
from scenes.tables.base import TableScene
from scenes.tables.registry import view_for, views
from scenes.widgets.button import Button

APP_SEED = 3


def frames(app, n=3):
    for _ in range(n):
        app.step(1 / 60)


def table_below(app) -> TableScene:
    return next(s for s in reversed(app.context.manager.stack) if isinstance(s, TableScene))


def dealer(name: str, words: list[str]) -> Callable:
    def build(app):
        options = {"skip_setup": True} if name == "classic" else {}
        scene = app.context.open_scene(name, **options)
        frames(app)
        scene.apply_actions(words)
        frames(app)
    return build


def classic_counting(app):
    app.context.update_settings(count_overlay=True)       # the Hi-Lo panel, bottom left
    dealer("classic", ["bet 1 10", "deal"])(app)


def showdown_play(app):
    scene = sit(app)
    for _ in range(300):
        if scene.why_not_human() is None:
            return
        frames(app, 1)


def showdown_summary(tokens):
    def build(app):
        play_to_summary(app, sit(app, tokens))
        frames(app, 6)
    return build


def indian(app):
    from scenes.tables.indian.scene import IndianScene
    app.context.manager.push(IndianScene(app.context))
    frames(app)


def screen(name: str) -> Callable:
    def build(app):
        app.context.open_scene(name)
        frames(app)
    return build


def paused(build):
    def with_pause(app):
        build(app)
        table_below(app).open_pause()
        frames(app)
    return with_pause


SCREENS = {
    "midnight bets": dealer("midnight", []),
    "midnight play": dealer("midnight", ["bet 1 10", "bet 2 10", "deal"]),
    "midnight result": dealer("midnight", ["bet 1 10", "deal", "stand", "stand", "stand"]),
    "classic bets": dealer("classic", []),
    "classic play": dealer("classic", ["bet 1 10", "deal"]),
    "classic counting": classic_counting,
    "showdown play": showdown_play,
    "showdown summary": showdown_summary(None),
    "showdown out": showdown_summary(SHORT),
    "indian": indian,
    "midnight paused": paused(dealer("midnight", [])),
    "lobby": screen("lobby"),
    "training": screen("training"),
}


def build(app, recipe: str, tip: bool) -> None:
    app.context.tips_allowed = False            # the test puts the tip itself
    SCREENS[recipe](app)
    if tip:
        put_tip(app)


AWAY_FROM_TABLES = ("lobby", "training")          # no tip is ever shown there
CASES = [(recipe, tip) for recipe in SCREENS for tip in (False, True)
         if not (tip and recipe in AWAY_FROM_TABLES)]
CASE_IDS = [recipe + (" with tip" if tip else "") for recipe, tip in CASES]


def put_tip(app) -> None:
    """The tip of this moment (any tip when none is due) over the screen."""
    manager = app.context.manager
    if isinstance(manager.top, GuideTip):
        return
    table = table_below(app)
    tips = table.guide_tips()
    moment = table.guide_moment() if table.guide_moment() in tips else next(iter(tips))
    manager.push(GuideTip(app.context, table.table_name, moment, tips[moment],
                          table.guide_place(moment)))


def seen(app) -> list:
    """The scenes the player is looking at and typing to: the ones a key
    reaches, and the screen under a tip (a tip is not a screen of its own)."""
    stack = app.context.manager.stack
    scenes = reached(stack)
    if isinstance(stack[-1], GuideTip) and stack[-2] not in scenes:
        scenes.append(stack[-2])
    return scenes


def shown_buttons(app) -> list[tuple[object, Button]]:
    """(scene, button) for every button drawn, enabled and with a key, by the
    scenes the player sees."""
    drawn: list[tuple[object, Button]] = []
    real_draw = Button.draw
    surface = pygame.Surface((1280, 720))
    looking = seen(app)
    for scene in app.context.manager.visible_scenes():
        def record(button, target, scene=scene):
            drawn.append((scene, button))
            real_draw(button, target)
        Button.draw = record
        try:
            scene.draw(surface)
        finally:
            Button.draw = real_draw
    return [(s, b) for s, b in drawn
            if s in looking and b.visible and b.enabled and b.shortcut is not None]


def press_recording(app, key: int, monkeypatch) -> list[Button]:
    clicked: list[Button] = []
    monkeypatch.setattr(Button, "click", lambda button: clicked.append(button))
    app.dispatch(key_event(key, "?" if key == pygame.K_QUESTION else ""))
    monkeypatch.undo()
    return clicked


@pytest.fixture(params=list(Language), ids=lambda language: language.value)
def language(request):
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language(Language.ENGLISH)


# -- the checks themselves ---------------------------------------------------------
def test_a_key_with_two_actions_across_a_screen_is_a_clash():
    table = KeyMap("t", (bind(pygame.K_k, "coach", "coach"),))
    tip = KeyMap("g", (bind(pygame.K_k, "tour_off", "skip"),))
    assert clashes([table, tip]) == {pygame.K_k: {"coach", "tour_off"}}
    assert clashes([table, table]) == {}


# -- every screen -------------------------------------------------------------------
@pytest.mark.parametrize(("recipe", "tip"), CASES, ids=CASE_IDS)
def test_one_key_means_one_thing_on_every_screen(app, recipe, tip, language):
    build(app, recipe, tip)
    maps = [m for s in seen(app) if (m := keys_of(s.name)) is not None]
    assert maps, [s.name for s in seen(app)]
    assert clashes(maps) == {}


@pytest.mark.parametrize(("recipe", "tip"), CASES, ids=CASE_IDS)
def test_the_key_shown_on_a_button_presses_that_button(app, recipe, tip, language,
                                                        monkeypatch):
    build(app, recipe, tip)
    buttons = shown_buttons(app)
    assert buttons
    for scene, button in buttons:
        keymap = keys_of(scene.name)
        assert keymap is not None, scene.name
        declared = keymap.action_of(button.shortcut)
        assert declared is not None, (scene.name, button.text, button.shortcut_label)
        clicked = press_recording(app, button.shortcut, monkeypatch)
        # the same button: a tip put back after a table key is a new one
        assert [(b.text, b.shortcut) for b in clicked[:1]] == [(button.text, button.shortcut)], \
            (recipe, button.text, [b.text for b in clicked])
        if tip:
            put_tip(app)              # a key for the table reads the tip: put it back


def test_the_tips_keys_are_used_by_no_table_or_table_overlay():
    tip_keys = {k for b in GUIDE.bindings for k in b.keys}
    table_maps = {view.name: view.key_map for view in views()}
    for name, keymap in {**table_maps, "summary": keys_of("summary"),
                         "match_over": KEY_MAPS["match_over"]}.items():
        used = {k for b in keymap.bindings for k in b.keys}
        assert not used & tip_keys, name


def test_the_keys_card_over_a_tip_lists_the_tables_keys_and_the_tips(app):
    build(app, "midnight play", tip=True)
    app.dispatch(key_event(pygame.K_F1))
    card = app.context.manager.top
    assert isinstance(card, KeysCard) and card.title == "Midnight Blackjack"
    keys = [keys for keys, _meaning in card.rows]
    assert {"H", "S", "K", "?", "Space", "T"} <= set(keys)


def test_every_keys_card_is_drawn_from_the_key_declarations(app):
    build(app, "indian", tip=False)
    app.dispatch(key_event(pygame.K_F1))
    card = app.context.manager.top
    keys = view_for("indian").key_map.rows()
    assert card.rows[:len(keys)] == keys
