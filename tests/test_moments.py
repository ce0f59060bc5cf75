"""Wins you can feel: the bankroll counts instead of jumping, and a Blackjack
or a big win lights a short burst behind the winning cards; any press ends it,
and with animations off or less motion nothing of it plays."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import key_event

from scenes.app.loop import App
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import settled_cue
from scenes.tables.dealer.anim import CELEBRATED
from scenes.widgets.celebration import BURST_SECONDS
from scenes.widgets.counter import COUNT_SECONDS, CountingAmount

BLACKJACK_SEED = 5          # Midnight: a 10 bet on spot 1 is dealt a Blackjack


def test_the_count_passes_between_the_old_and_new_amounts_and_ends_exactly() -> None:
    counter = CountingAmount(100_000)
    counter.aim(101_537, animate=True)
    counter.update(COUNT_SECONDS / 4)
    assert 100_000 < counter.shown < 101_537
    assert isinstance(counter.shown, int)
    counter.update(COUNT_SECONDS)
    assert counter.shown == 101_537 and not counter.counting


def test_the_count_goes_down_as_well() -> None:
    counter = CountingAmount(5_000)
    counter.aim(1_000, animate=True)
    counter.update(COUNT_SECONDS / 2)
    assert 1_000 < counter.shown < 5_000


def test_without_animation_the_amount_is_there_at_once() -> None:
    counter = CountingAmount(5_000)
    counter.aim(7_250, animate=False)
    assert counter.shown == 7_250 and not counter.counting


def test_a_new_amount_mid_count_counts_on_from_what_is_shown() -> None:
    counter = CountingAmount(0)
    counter.aim(10_000, animate=True)
    counter.update(COUNT_SECONDS / 2)
    halfway = counter.shown
    counter.aim(0, animate=True)
    counter.update(0.001)
    assert 0 < counter.shown <= halfway


def test_a_blackjack_and_a_won_double_are_celebrated_a_plain_win_is_not() -> None:
    assert settled_cue(1500, 1000, blackjack=True) in CELEBRATED
    assert settled_cue(2000, 1000, blackjack=False) in CELEBRATED      # a won double
    assert settled_cue(1000, 1000, blackjack=False) not in CELEBRATED
    assert settled_cue(0, 1000, blackjack=False) not in CELEBRATED
    assert settled_cue(-1000, 1000, blackjack=False) not in CELEBRATED


@pytest.fixture
def moving_app(tmp_path):
    application = App(strict=True, data_dir=tmp_path, seed=BLACKJACK_SEED)
    application.context.update_settings(anim_speed=AnimSpeed.NORMAL)
    try:
        yield application
    finally:
        application.context.manager.clear()
        application.close()


def blackjack_dealt(app: App, **settings: object):
    if settings:
        app.context.update_settings(**settings)
    app.start("midnight", lazy=False)
    table = app.context.manager.top
    table.apply_actions(["bet 1 10", "deal"])
    app.step(1 / 60)
    return table


def test_a_blackjack_lights_a_burst_that_is_over_within_its_time(moving_app) -> None:
    table = blackjack_dealt(moving_app)
    assert table.celebration.showing
    for _ in range(int(BURST_SECONDS * 60) + 2):
        moving_app.step(1 / 60)
    assert not table.celebration.showing
    assert BURST_SECONDS <= 1.2


def test_the_burst_covers_no_card_and_no_button(moving_app) -> None:
    table = blackjack_dealt(moving_app)
    shown = moving_app.render().copy()
    table.celebration.stop()
    after = moving_app.render()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(after, "RGB")  # drawn
    hand = table.board.hand(0, 0)
    areas = [table.board.hand_bounds(hand)] + [item.button.rect for item in table.bar.items]
    assert len(areas) > 1
    for area in areas:
        assert (pygame.image.tobytes(shown.subsurface(area), "RGB")
                == pygame.image.tobytes(after.subsurface(area), "RGB"))


def test_any_press_ends_the_burst(moving_app) -> None:
    table = blackjack_dealt(moving_app)
    assert table.celebration.showing
    moving_app.dispatch(key_event(pygame.K_LSHIFT))
    assert not table.celebration.showing


def test_the_bankroll_counts_up_after_a_blackjack(moving_app) -> None:
    table = blackjack_dealt(moving_app)
    moving_app.step(1 / 60)
    assert table.bank_counter.counting
    for _ in range(int(COUNT_SECONDS * 60) + 2):
        moving_app.step(1 / 60)
    assert table.bank_counter.shown == table.bankroll_cents


@pytest.mark.parametrize("settings", [{"reduce_motion": True},
                                      {"anim_speed": AnimSpeed.INSTANT}])
def test_with_less_motion_or_no_animation_there_is_no_burst_and_no_count(
        moving_app, settings) -> None:
    table = blackjack_dealt(moving_app, **settings)
    assert not table.celebration.showing
    assert not table.bank_counter.counting
    assert table.bank_counter.shown == table.bankroll_cents


def match_won_over_the_table(app: App, winner: str, **settings: object):
    from scenes.tables.match_over import duel_over
    if settings:
        app.context.update_settings(**settings)
    app.start("indian", lazy=False)
    overlay = duel_over(app.context, "You win the match!", "", winner,
                        lambda: None, lambda: None)
    app.context.manager.push(overlay)
    app.step(1 / 60)
    return overlay


def test_winning_a_match_has_its_moment_and_a_press_ends_it(moving_app) -> None:
    overlay = match_won_over_the_table(moving_app, "You")
    assert overlay.celebration.showing
    moving_app.dispatch(key_event(pygame.K_LSHIFT))
    assert not overlay.celebration.showing


def test_the_match_moment_stays_off_the_buttons(moving_app) -> None:
    overlay = match_won_over_the_table(moving_app, "You")
    shown = moving_app.render().copy()
    overlay.celebration.stop()
    after = moving_app.render()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(after, "RGB")  # drawn
    for button in overlay.menu.buttons:
        area = button.rect
        assert (pygame.image.tobytes(shown.subsurface(area), "RGB")
                == pygame.image.tobytes(after.subsurface(area), "RGB"))


def test_losing_a_match_has_no_moment(moving_app) -> None:
    assert not match_won_over_the_table(moving_app, "AI").celebration.showing


def test_with_reduce_motion_a_won_match_has_no_moment(moving_app) -> None:
    assert not match_won_over_the_table(moving_app, "You", reduce_motion=True).celebration.showing
