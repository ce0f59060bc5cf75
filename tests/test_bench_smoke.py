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


def test_engine_benchmark_sets_both_tables_against_openspiel_in_the_same_run():
    rates = engine.measure(hands=20, repeat=1, fast=False, gym=False)
    assert {"midnight (engine)", "classic (engine)"} <= set(rates)
    shown = engine.report(rates, gym=False)
    if "OpenSpiel blackjack" in rates:     # open_spiel is installed
        assert "midnight engine path:" in shown and "x OpenSpiel" in shown
    else:
        assert "OpenSpiel is not installed" in shown


def test_engine_benchmark_skips_openspiel_with_one_line_when_it_is_missing(monkeypatch):
    monkeypatch.setattr(engine, "openspiel_player", lambda seed=1: None)
    rates = engine.measure(hands=10, repeat=1, fast=False, gym=False)
    assert "OpenSpiel blackjack" not in rates
    shown = engine.report(rates, gym=False).splitlines()
    assert [line for line in shown if "OpenSpiel is not installed" in line] == [
        "(OpenSpiel is not installed: pip install open_spiel for the comparison)"]


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


def test_the_edge_walk_and_the_cold_command_line_produce_their_rows(capsys):
    from bench import edge_walk
    rows = edge_walk.walk_once("midnight", steps=2)
    assert [r["change"] for r in rows] == ["decks=1", "late_surrender=True"]
    assert all(r["cpu_seconds"] >= 0 and abs(r["edge"]) < 0.01 for r in rows)
    from game.strategy.shipped import _SHIPPED
    assert _SHIPPED["on"]                   # switched back on for what runs next
    answered = edge_walk.walk_once("midnight", steps=2, computed=False)
    assert [r["edge"] for r in answered] == pytest.approx([r["edge"] for r in rows], abs=1e-9)
    edge_walk.print_walk({"rows": rows, "runs": 1, "reading": 0.0, "median_cpu_seconds": 0.1,
                          "worst_cpu_seconds": 0.2, "median_ratio": 0.5, "worst_ratio": 0.4,
                          "computed": True})
    assert "late_surrender=True" in capsys.readouterr().out
    assert edge_walk.cold_once("classic", "decks=8") > 0


def test_sound_benchmark_measures_every_asset_on_its_target():
    from bench import sounds
    rows = sounds.measure_assets()
    assert len(rows) >= 28 and all(r["ok"] for r in rows), [r for r in rows if not r["ok"]]
    assert "total" in sounds.report_assets(rows)


def test_network_latency_benchmark_times_actions_crossing_loopback():
    from bench import net_latency
    samples = net_latency.measure(1)
    assert samples and all(s > 0 for s in samples)
