"""At bankroll 0 the table says how to refill (the lobby's Refill 1,000)."""
import pygame
from scene_helpers import click, key, push

from game.money import CENTS_PER_CHIP
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.dealer.scene import refill_words
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig

LOSE_ALL = ["TS", "9H", "7C", "TD"]        # you T 7 = 17, dealer 9 T = 19



def test_midnight_after_losing_the_last_chips_says_how_to_refill(app):
    app.context.bankroll_cents = 5 * CENTS_PER_CHIP
    scene = push(app, MidnightScene(app.context, stack=LOSE_ALL))
    assert "Refill" not in scene.message
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    assert scene.engine.chips == [0]
    scene.update(0)
    assert scene.message == refill_words()


def test_classic_says_how_to_refill_when_the_bankroll_seat_is_broke(app):
    app.context.bankroll_cents = 5 * CENTS_PER_CHIP
    config = [SeatConfig("Ann")] + [EMPTY_SEAT] * 6
    scene = push(app, ClassicScene(app.context, seats=config, stack=["TS", "9H", "7C", "TD"]))
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    assert scene.between and scene.engine.chips == [0]
    assert refill_words() in scene.message
    key(scene, pygame.K_RETURN)                  # NEXT ROUND: nobody can bet
    assert refill_words() in scene.alert


def test_the_refill_hint_names_the_menu_key_the_player_chose(app):
    assert app.context.choose_key("menu", pygame.K_F2) is None
    app.context.bankroll_cents = 5 * CENTS_PER_CHIP
    scene = push(app, MidnightScene(app.context, stack=LOSE_ALL))
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    scene.update(0)
    assert scene.message.startswith("Out of chips: Menu (F2) →")
