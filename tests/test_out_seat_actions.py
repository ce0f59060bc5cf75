"""A seat that is out has nothing to do: once you are eliminated at Showdown,
HIT and STAND are neither drawn nor answer their keys, at the summary and in
the AI-only rounds that follow (while you still play they are there); at
Midnight and Classic, once nobody can bet, no bet button or chip rack is left."""
import pygame
import pytest
from scene_helpers import click, draw_recorded, key, key_event, push

from game.money import CENTS_PER_CHIP
from game.tables.showdown.view import ShowdownPhase
from scenes.tables.dealer.classic import ClassicScene
from scenes.tables.dealer.midnight import MidnightScene
from scenes.tables.dealer.scene import refill_words
from scenes.tables.seat_config import EMPTY_SEAT
from scenes.tables.seat_config import SeatConfig as ClassicSeat
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import SeatConfig, SeatKind
from scenes.tables.showdown.summary import RoundSummaryOverlay

PLAYERS = [SeatConfig("You"), SeatConfig("Ada", SeatKind.AI), SeatConfig("Bo", SeatKind.AI)]
SHORT = [10, 100, 100]          # you can ante once: lose round 1 and you are out
SEED = 3
APP_SEED = SEED


@pytest.fixture
def at_lobby(app):
    """The shared app at the lobby, its save open."""
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


def test_hit_and_stand_are_gone_from_the_summary_that_puts_you_out(at_lobby):
    app = at_lobby
    eliminated(app)
    assert action_labels(app) == set()


def test_hit_and_stand_stay_gone_while_the_ais_play_on(at_lobby):
    app = at_lobby
    scene = eliminated(app)
    app.dispatch(key_event(pygame.K_RETURN))       # NEXT HAND: the AIs' round
    frames(app)
    assert scene.engine.phase is ShowdownPhase.PLAY and not scene.engine.is_over()
    assert action_labels(app) == set()
    assert not scene.controls.hit.enabled and not scene.controls.stand.enabled


def test_the_action_keys_say_nothing_to_a_player_who_is_out(at_lobby):
    app = at_lobby
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


# -- the dealer tables: a bankroll spent is a seat out ----------------------------------
LOSE_ALL = ["TS", "9H", "7C", "TD"]        # you T 7 = 17, dealer 9 T = 19
BET_WORDS = {"DEAL", "SAME BET", "SAME BET + DEAL", "CLEAR TABLE", "BET DONE", "SIT OUT"}


def lose_the_last_five_chips(app, make_scene):
    """A table opened with 5 chips, bet and lost on a 17 against 19."""
    app.context.bankroll_cents = 5 * CENTS_PER_CHIP
    scene = push(app, make_scene())
    click(scene, scene.rack.slots[5].center)
    click(scene, scene.spot_rect(0).center)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_s)
    return scene


def bet_labels(app) -> set[str]:
    return {button.text for button in draw_recorded(app).buttons} & BET_WORDS


def test_midnight_shows_no_bet_buttons_once_the_last_chip_is_lost(app):
    scene = lose_the_last_five_chips(app, lambda: MidnightScene(app.context, stack=LOSE_ALL))
    assert scene.engine.is_over() and scene.message == refill_words()
    assert bet_labels(app) == set()
    key(scene, pygame.K_RETURN)                    # DEAL's key: nothing to refuse
    assert scene.message == refill_words() and not scene.alert


def test_classic_keeps_next_round_then_shows_no_bet_buttons_to_a_broke_table(app):
    config = [ClassicSeat("Ann")] + [EMPTY_SEAT] * 6
    scene = lose_the_last_five_chips(
        app, lambda: ClassicScene(app.context, seats=config, stack=LOSE_ALL))
    assert scene.between and "NEXT ROUND" in {b.text for b in draw_recorded(app).buttons}
    key(scene, pygame.K_RETURN)                    # NEXT ROUND: nobody can bet
    assert scene.engine.is_over() and bet_labels(app) == set()
