"""The house edge's worker: off the frame loop, in a child process that ends
with the screen, latest request wins, a crash is words on the screen."""
import multiprocessing
import os
import time

import edge_fakes
import pytest

from scenes.screens.edge_worker import EdgeResult, EdgeWorker

CHUNKS = 8


def wait_for(worker, key, seconds=60.0):
    end = time.monotonic() + seconds
    while worker.result(key) is None:
        if time.monotonic() > end:
            raise AssertionError(f"no result for {key!r}")
        time.sleep(0.005)
    return worker.result(key)


def ticks_while_computing(worker) -> int:
    """Ticks of a frame-like loop (a little work, a 1 ms sleep) while the
    worker does ``CHUNKS`` GIL-holding chunks of work."""
    worker.request("warm", 0)              # a child starts first: not counted
    wait_for(worker, "warm")
    worker.request("work", CHUNKS)
    ticks = 0
    while worker.result("work") is None:
        sum(range(1000))
        time.sleep(0.001)
        ticks += 1
    return ticks


@pytest.fixture
def child_worker():
    worker = EdgeWorker(edge_fakes.gil_holding, in_child=True)
    yield worker
    worker.close()


def test_the_frame_loop_keeps_ticking_while_the_child_computes(child_worker):
    # In a thread of the game's process each chunk holds the GIL: the loop
    # ticked about once per chunk. In a child it ticks all along.
    assert ticks_while_computing(child_worker) >= 4 * CHUNKS


def test_a_computation_in_a_thread_starves_the_frame_loop_as_measured_above():
    worker = EdgeWorker(edge_fakes.gil_holding)
    try:
        assert ticks_while_computing(worker) < 4 * CHUNKS    # the measure tells them apart
    finally:
        worker.close()


def test_the_edge_is_computed_in_another_process_which_close_ends():
    worker = EdgeWorker(edge_fakes.process_id, in_child=True)
    worker.request("pid")
    child = wait_for(worker, "pid").edge
    assert child != os.getpid() and worker.child_pid == child
    worker.close()
    assert worker.child_pid is None
    assert int(child) not in [p.pid for p in multiprocessing.active_children()]


def test_close_during_a_computation_ends_the_child_and_shows_nothing_stale():
    worker = EdgeWorker(edge_fakes.sleeping, in_child=True)
    worker.request("slow", 30.0, 0.02)
    end = time.monotonic() + 30
    while worker.child_pid is None and time.monotonic() < end:
        time.sleep(0.005)
    child = worker.child_pid
    worker.close()                                 # ends the child, not waits 30 s for it
    assert worker.result("slow") is None
    assert child not in [p.pid for p in multiprocessing.active_children()]
    worker.request("quick", 0.0, 0.03)             # the worker starts again when asked
    assert wait_for(worker, "quick").edge == 0.03
    worker.close()


def test_a_child_that_dies_gives_a_message_and_the_next_request_starts_a_new_one():
    worker = EdgeWorker(edge_fakes.crashing, in_child=True)
    try:
        worker.request("crash", 3)
        lost = wait_for(worker, "crash")
        assert lost.edge is None and lost.lost
        assert lost.error == "the calculator stopped: change a rule to retry"
        assert "Traceback" not in lost.error
    finally:
        worker.close()
    retry = EdgeWorker(edge_fakes.sleeping, in_child=True)
    try:
        retry.known("k", EdgeResult(None, 0.1, "the calculator stopped", lost=True))
        retry.request("k", 0.0, 0.04)              # a lost result is asked again
        end = time.monotonic() + 60
        while retry.result("k").edge is None and time.monotonic() < end:
            time.sleep(0.005)
        assert retry.result("k").edge == 0.04
    finally:
        retry.close()


def test_an_error_in_the_computation_comes_back_as_its_words():
    worker = EdgeWorker(edge_fakes.refusing, in_child=True)
    try:
        worker.request("bad", "decks must be 1, 2, 4, 6 or 8")
        result = wait_for(worker, "bad")
        assert result.edge is None and not result.lost
        assert result.error == "decks must be 1, 2, 4, 6 or 8"
    finally:
        worker.close()


def test_in_the_child_the_latest_request_wins_and_results_are_kept_by_key():
    worker = EdgeWorker(edge_fakes.sleeping, in_child=True)
    try:
        worker.request("a", 0.5, 0.01)
        end = time.monotonic() + 30
        while worker.child_pid is None and time.monotonic() < end:
            time.sleep(0.005)
        time.sleep(0.1)                            # "a" under way
        worker.request("b", 0.0, 0.02)
        worker.request("c", 0.0, 0.03)             # supersedes "b" before it started
        assert wait_for(worker, "c").edge == 0.03
        assert worker.result("a").edge == 0.01
        assert worker.result("b") is None
        worker.request("a", 0.0, 99.0)             # known: not computed again
        time.sleep(0.05)
        assert worker.result("a").edge == 0.01
    finally:
        worker.close()


def test_leaving_the_house_rules_screen_ends_its_child_process(tmp_path):
    from scene_helpers import opened_instant_app, push

    from scenes.screens.house_rules import HouseRulesScene

    with opened_instant_app(tmp_path) as app:
        worker = EdgeWorker(edge_fakes.by_rules, in_child=True)
        scene = push(app, HouseRulesScene(app.context, table="classic", edge_worker=worker))
        assert wait_for(worker, scene.key).edge == 0.005
        child = worker.child_pid
        assert child is not None
        app.context.manager.pop()
        assert worker.child_pid is None
        assert child not in [p.pid for p in multiprocessing.active_children()]


def test_the_hidden_check_computes_an_edge_in_a_child_and_refuses_bad_rules(capsys):
    from scenes.screens.edge_worker import check_in_child

    assert check_in_child("classic", '{"blackjack_pays": "6:5"}') == 0
    out = capsys.readouterr().out
    assert "house edge 2.0308%" in out and f"game {os.getpid()}" in out
    assert check_in_child("classic", '{"decks": 3}') == 2
    assert "decks" in capsys.readouterr().err
    assert check_in_child("showdown", "{}") == 2


def test_a_childs_first_request_is_computed_even_when_known_and_shown_as_known():
    worker = EdgeWorker(edge_fakes.process_id, in_child=True)
    try:
        worker.known("shipped", EdgeResult(0.0067, 0.0))
        worker.request("shipped")
        worker.request("shipped")                  # asked again: the warm-up still runs
        end = time.monotonic() + 30
        while worker.child_pid is None and time.monotonic() < end:
            time.sleep(0.005)
        assert worker.child_pid is not None
        assert worker.result("shipped") == EdgeResult(0.0067, 0.0)
        worker.request("new")
        assert wait_for(worker, "new").edge == worker.child_pid
    finally:
        worker.close()


def test_between_questions_the_child_works_on_and_gives_way_to_the_next(tmp_path):
    marks = tmp_path / "marks.txt"
    worker = EdgeWorker(edge_fakes.marking, in_child=True, idle=edge_fakes.idle_until_wanted)
    try:
        worker.request("first", str(marks))
        assert wait_for(worker, "first").edge == 0.001
        end = time.monotonic() + 30
        while "idle" not in (marks.read_text() if marks.exists() else ""):
            assert time.monotonic() < end, "the child did no work between questions"
            time.sleep(0.01)
        worker.request("second", str(marks))           # answered: the idle work gave way
        assert wait_for(worker, "second").edge == 0.001
        assert marks.read_text().splitlines()[:2] == ["idle", "gave way"]
    finally:
        worker.close()
