"""Classic pass-and-play done right: the bankroll box follows the seat acting,
results per seat, SAME BET per seat, sitting out asks first (a stray Enter never
skips a player), and the seat setup is remembered."""
import pygame
from scene_helpers import click, key, push

from game.storage.store import open_storage
from game.tables.dealer.view import Phase
from scenes.dialogs.confirm import Confirm
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.classic_setup import ClassicSetupScene
from scenes.tables.seat_config import EMPTY_SEAT, SeatConfig, SeatKind

# Ann: T 9 = 19, Ben: 7 8 = 15, dealer 9 up, 8 down = 17 (both stand)
ROUND = ["TS", "7H", "9C", "9D", "8S", "8C"]



def two_humans(app, stack=ROUND):
    config = [SeatConfig("Ann"), SeatConfig("Ben")] + \
        [EMPTY_SEAT] * 5
    return push(app, ClassicScene(app.context, seats=config, stack=list(stack) * 2))


def bet(scene, seat, chip, times=1):
    click(scene, scene.rack.slots[chip].center)
    for _ in range(times):
        click(scene, scene.spot_rect(seat).center)


def test_the_bankroll_box_follows_the_seat_that_is_betting(app):
    scene = two_humans(app)
    assert scene.bankroll_label == "ANN \u00b7 BANKROLL"
    bet(scene, 0, 25)
    key(scene, pygame.K_RETURN)
    assert scene.bet_turn == 1
    assert scene.bankroll_cents == scene.engine.chips[1]
    assert scene.bankroll_label == "BEN \u00b7 CHIPS"
    bet(scene, 1, 100)
    assert scene.bankroll_cents == scene.engine.chips[1] == 100_000 - 10_000


def test_a_stray_enter_asks_before_a_seat_sits_out_and_x_twice_sits_out(app):
    scene = two_humans(app)
    key(scene, pygame.K_RETURN)                      # nothing bet yet: a question
    confirm = app.context.manager.top
    assert isinstance(confirm, Confirm) and "Ann" in confirm.question
    key(confirm, pygame.K_RETURN)                    # a second stray Enter: back to betting
    assert app.context.manager.top is scene and scene.bet_turn == 0
    key(scene, pygame.K_x)
    key(app.context.manager.top, pygame.K_x)         # X again: Ann sits out
    assert app.context.manager.top is scene and scene.bet_turn == 1


def test_same_bet_repeats_each_seats_own_last_bet_and_results_are_per_seat(app):
    scene = two_humans(app)
    bet(scene, 0, 5, times=2)
    key(scene, pygame.K_RETURN)
    bet(scene, 1, 25)
    key(scene, pygame.K_RETURN)                      # the deal
    key(scene, pygame.K_s)
    key(scene, pygame.K_s)
    assert scene.between
    assert scene.results_line() == "Ann +10  \u00b7  Ben \u221225"
    key(scene, pygame.K_RETURN)                      # NEXT ROUND
    key(scene, pygame.K_r)                           # Ann's SAME BET
    assert scene.engine.spots[:2] == [1000, 0]
    key(scene, pygame.K_r)                           # twice: refused, nothing moves
    assert scene.engine.spots[:2] == [1000, 0] and scene.alert
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_r)                           # Ben's own
    assert scene.engine.spots[:2] == [1000, 2500]
    assert scene.engine.phase is Phase.BETTING


def test_the_seat_setup_is_remembered_for_the_next_visit(app, tmp_path):
    app.context.profile = open_storage(tmp_path).profile
    setup = push(app, ClassicSetupScene(app.context))
    click(setup, setup.kind_rects[4].center)        # seat 5: empty -> human
    key(setup, pygame.K_RETURN)                      # ends the name
    key(setup, pygame.K_RETURN)                      # START
    table = app.context.manager.top
    assert isinstance(table, ClassicScene)
    again = ClassicSetupScene(app.context)
    assert [c.kind for c in again.seats] == [c.kind for c in setup.seats]
    assert again.seats[4].kind is SeatKind.HUMAN
    assert [c.name for c in again.seats if c.kind is not SeatKind.EMPTY] == \
        [p.name for p in table.seating.players]
