"""The bankroll chart is scaled to its data: a bankroll that swung 15 chips
round 1,000 fills the chart on round gridlines (980 … 1,020), labelled in the
player's language, instead of hugging the top of a 0 … 1,200 axis."""
import pytest
from scene_helpers import draw_recorded

from game.storage.history import BankrollPoint
from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.screens.chart_axis import MIN_SPAN, axis_for, round_step
from scenes.screens.stats import StatsScene

SWINGS = [100_000, 101_500, 99_000, 98_500, 100_250, 101_000]   # 1,000 chips ± 15


def points(values):
    return [BankrollPoint(i * 1000, cents, "start" if i == 0 else "round")
            for i, cents in enumerate(values)]


@pytest.mark.parametrize("values", [SWINGS, [100_000, 0, 120_000], [5, 7],
                                    [123_456_789, 123_400_000], [100_000] * 3])
def test_the_axis_holds_every_value_with_room_above_and_below(values):
    axis = axis_for(values)
    assert axis.low < min(values) or axis.low == 0 == min(values)
    assert axis.high > max(values)
    assert axis.high - axis.low >= MIN_SPAN
    assert axis.low % axis.step == 0 and axis.high % axis.step == 0
    assert 3 <= len(axis.ticks) <= 8


def test_gridlines_are_one_two_or_five_times_a_power_of_ten_chips():
    assert [round_step(span) for span in (300, 1_000, 3_000, 7_000, 40_000, 130_000)] == \
        [100, 200, 1_000, 2_000, 10_000, 50_000]


def test_a_swing_of_fifteen_chips_round_a_thousand_fills_the_chart():
    axis = axis_for(SWINGS)
    assert (axis.low, axis.high, axis.step) == (98_000, 102_000, 1_000)
    assert axis.share(max(SWINGS)) - axis.share(min(SWINGS)) >= 0.6


def test_a_bankroll_that_never_moved_is_a_line_in_the_middle():
    axis = axis_for([100_000, 100_000])
    assert axis.share(100_000) == pytest.approx(0.5)


def test_an_axis_never_runs_below_zero_for_a_bankroll_that_never_did():
    assert axis_for([0, 1_000, 500]).low == 0


@pytest.mark.parametrize("language,labels", [
    (Language.ENGLISH, ["980", "990", "1,000", "1,010", "1,020"]),
    (Language.DUTCH, ["980", "990", "1.000", "1.010", "1.020"])])
def test_the_chart_is_labelled_round_the_data_in_the_players_language(app, language,
                                                                       labels):
    scene = app.context.open_scene("stats")
    assert isinstance(scene, StatsScene)
    scene.series, scene.total_cents, scene.error = points(SWINGS), SWINGS[-1], None
    try:
        i18n.set_language(language)
        drawn = draw_recorded(app).texts
    finally:
        i18n.set_language(Language.ENGLISH)
    numbers = [text for text in drawn            # the axis (not the page keys 1 2 3)
               if len(text) >= 3 and text.replace(",", "").replace(".", "").isdigit()]
    assert numbers == labels
