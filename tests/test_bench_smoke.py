"""The benchmarks still run: each one with tiny sizes, so they never rot.

Figures are not checked here (a shared CI machine says little about speed);
only that every benchmark produces its rows, and that a broken scene or
engine makes a benchmark fail loudly instead of printing "skipped".
"""
from __future__ import annotations

import os
import sys

import pytest

from bench import FIGURES, ai, bots, drivers, engine, frames, memory, startup
from bench.__main__ import main as bench_main
from game.sim.simulate import EnginePlayer
from game.strategy.basic import basic_chart
from game.tables.dealer.rules import MIDNIGHT


@pytest.mark.parametrize("scene", drivers.SCENES)
def test_frame_benchmark_times_every_scene(scene):
    row = frames.measure(scene, frames=4, warmup=2, repeat=1)
    assert row["scene"] == scene
    assert 0 < row["p50"] <= row["p99"] <= row["max"]
    assert scene in frames.report([row])


@pytest.mark.parametrize("scene", ["midnight", "lobby"])
def test_memory_benchmark_samples_a_short_sitting(scene):
    row = memory.play(scene, frames=20)
    assert row["samples"] >= 1 and row["peak"] > 0
    assert scene in memory.report([row])


def test_a_scene_that_fails_to_draw_fails_the_frame_benchmark(monkeypatch):
    from scenes.tables.dealer import view as dealer_view
    def broken(*args, **kwargs):
        raise RuntimeError("drawing is broken")
    monkeypatch.setattr(dealer_view.DealerBoard, "draw", broken)
    with pytest.raises(RuntimeError, match="drawing is broken"):
        frames.measure("midnight", frames=2, warmup=1)


def test_a_scene_that_fails_to_build_fails_the_memory_benchmark(monkeypatch):
    def broken(app, seed):
        raise RuntimeError("half-finished")
    monkeypatch.setitem(drivers.DRIVERS, "classic", broken)
    with pytest.raises(RuntimeError, match="half-finished"):
        memory.play("classic", frames=2)


def test_engine_benchmark_counts_hands_of_the_real_engine_against_gymnasium():
    player = EnginePlayer(MIDNIGHT, 1, basic_chart(MIDNIGHT))
    assert engine.rate(player.play_round, 20) > 0
    assert player.table.rounds == 20
    gym = engine.gym_rate(20)          # None when gymnasium is not installed
    assert gym is None or gym > 0


def test_startup_benchmark_times_the_first_frame(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CLUB21_DATA_DIR=str(tmp_path))
    assert startup._time_once([sys.executable, "-m", "scenes", "--first-frame"], env) > 0


def test_ai_benchmark_times_a_few_decisions():
    times = ai.bench_showdown("easy", 5)
    assert len(times) >= 5 and ai.row("showdown/easy", times).startswith("showdown/easy")


def test_bench_names_one_figure_or_refuses_an_unknown_one(capsys):
    assert bench_main(["nonsense"]) == 2
    assert "choose from" in capsys.readouterr().err
    assert bench_main(["--help"]) == 0
    shown = capsys.readouterr().out
    assert all(name in shown for name in FIGURES)


def test_bot_pipe_benchmark_measures_both_example_bots():
    row = bots.measure("showdown", matches=1, repeat_start=1)
    assert row["decisions"] > 0 and 0 < row["p50_ms"] <= row["p99_ms"]
    assert "round trip median" in bots.report([row])


def test_training_benchmark_times_a_few_drill_hands():
    from bench import training
    row = training.measure_strategy("midnight", hands=5)
    assert row["hands"] == 5 and 0 <= row["median_ms"] <= row["worst_ms"]


def test_long_save_benchmark_opens_a_generated_save_and_times_every_figure(tmp_path):
    from bench import big_save, long_save
    assert big_save.make(tmp_path / "save", 40, quiet=True) >= 40
    assert big_save.rounds_in_file(tmp_path / "save") >= 40
    figures = long_save.one_run(tmp_path / "save")
    assert all(figures[name] > 0 for name in long_save.TARGETS_MS)
    assert figures["frames"] >= 2


def test_network_latency_benchmark_times_actions_crossing_loopback():
    from bench import net_latency
    samples = net_latency.measure(1)
    assert samples and all(s > 0 for s in samples)
