"""F1 (or ? where it is free) shows the keyboard card of the screen; Esc closes it."""
import pygame
import pytest
from scene_helpers import key_event
from test_input_routing import frames, open_table

from scenes.screens.keys_card import KeysCard

TITLES = {"midnight": "Midnight Blackjack", "classic": "Classic Shoe",
          "showdown": "Showdown", "indian": "Indian Blackjack"}



def press(app, k, text="", mod=0):
    app.dispatch(key_event(k, text, mod))
    frames(app)


@pytest.mark.parametrize("table", sorted(TITLES))
def test_f1_shows_the_tables_keyboard_card_and_esc_closes_it(app, table):
    app.open_path("lobby")
    scene = app.context.manager.push(open_table(app, table))
    frames(app)
    press(app, pygame.K_F1)
    card = app.context.manager.top
    assert isinstance(card, KeysCard) and card.title == TITLES[table]
    assert any(keys == "Esc" for keys, _ in card.rows)
    press(app, pygame.K_h)                     # swallowed by the card: no hit, no history
    assert app.context.manager.top is card
    press(app, pygame.K_ESCAPE)
    assert app.context.manager.top is scene    # Esc closed the card, not the table


def test_question_mark_shows_the_lobby_card_but_stays_the_hint_key_at_midnight(app):
    app.open_path("lobby")
    frames(app)
    press(app, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert isinstance(app.context.manager.top, KeysCard)
    assert app.context.manager.top.title == "Lobby"
    press(app, pygame.K_F1)
    assert app.context.manager.top.name == "lobby"
    app.context.manager.push(open_table(app, "midnight"))
    frames(app)
    press(app, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert not isinstance(app.context.manager.top, KeysCard)


def test_every_card_is_drawn_inside_the_screen(app):
    app.open_path("lobby")
    for table in TITLES:
        app.context.manager.push(open_table(app, table))
        press(app, pygame.K_F1)
        card = app.context.manager.top
        assert pygame.Rect(0, 0, 1280, 720).contains(card.rect), table
        press(app, pygame.K_ESCAPE)
        app.context.manager.pop()
