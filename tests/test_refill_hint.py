"""At bankroll 0 the table says how to refill (the lobby's Refill 1,000)."""
import pygame
from scene_helpers import click, key, push

from game.money import CENTS_PER_CHIP
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.dealer.scene import REFILL_HINT
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
    assert scene.message == REFILL_HINT


def test_classic_says_how_to_refill_when_the_bankroll_seat_is_broke(app):
    app.context.bankroll_cents = 5 * CENTS_PER_CHIP
    config = [SeatConfig("Ann")] + [EMPTY_SEAT] * 6
    scene = push(app, ClassicScene(app.context, seats=config, stack=["TS", "9H", "7C", "TD"]))
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    assert scene.between and scene.engine.chips == [0]
    assert REFILL_HINT in scene.message
    key(scene, pygame.K_RETURN)                  # NEXT ROUND: nobody can bet
    assert REFILL_HINT in scene.alert
