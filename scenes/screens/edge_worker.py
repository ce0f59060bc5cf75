"""The exact house edge, computed off the frame loop, one rule set at a time.

A recomputation takes up to a few CPU seconds of pure Python. Run on a thread
of the game's own process it holds the GIL, and frames stalled for up to
~0.3 s; so with ``in_child=True`` it runs in a child process (started with
'spawn', which also works in the PyInstaller executable: the launcher calls
``multiprocessing.freeze_support``). The child lives while the screen is open
and keeps the strategy engine's caches (dealer tables, stand values) from one
rule set to the next; ``close()`` ends it. A thread of the game only waits on
the child's pipe, which costs the frame loop nothing.

Only the latest request waits its turn (a change supersedes the one before
that has not started); every finished result is cached by its key, so going
back to a rule set is instant. The first request of a child's life is
computed in the child even when its result is known (shipped): that fills
the child's caches while the player reads the screen; and after each answer
the child goes on to compute the rule sets one change away (``idle``), giving
way the moment a question comes, so the next change is usually known. The
screen asks ``result(key)`` for the rule set it shows: a result for another
key is never shown in its place. A child that dies gives a result with a
message (``lost``), and the next request of that key starts a new child.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from scenes.app.i18n import N_

log = logging.getLogger("club21")
# What the screen says (translated there) when the child process is gone.
CALCULATOR_STOPPED = N_("the calculator stopped: change a rule to retry")

# How long close() waits for a child to go after asking, then after killing it.
CHILD_EXIT_WAIT = 1.0
# The key of a computation only run to fill the child's caches.
_WARM_UP = object()
# The child yields the CPU to the game (its frames) on a busy machine.
CHILD_NICENESS = 5


@dataclass(frozen=True)
class EdgeResult:
    edge: float | None          # a fraction; None when the computation failed
    seconds: float              # how long it took (wall clock)
    error: str = ""
    lost: bool = False          # the child process died: asking again retries


class ChildLost(Exception):
    """The child process ended before answering."""


class _InThread:
    """Calls ``compute`` on the worker's own thread (tests, fakes, the old way)."""

    def __init__(self, compute: Callable[..., float]) -> None:
        self._compute = compute

    def run(self, args: tuple[Any, ...]) -> float:
        return self._compute(*args)

    def stop(self) -> None:
        pass

    @property
    def pid(self) -> int | None:
        return None


# idle(args, wanted): work done in the child after answering ``args`` until
# ``wanted()`` (a question waits) says stop: the rule sets one change away.
Idle = Callable[[tuple[Any, ...], Callable[[], bool]], None]


class _InChild:
    """One spawned child process answering ``compute(*args)`` over a pipe.

    Started at the first request, again after it died or was stopped."""

    def __init__(self, compute: Callable[..., float], idle: Idle | None = None) -> None:
        self._compute = compute
        self._idle = idle
        self._lock = threading.Lock()
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None

    @property
    def pid(self) -> int | None:
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def _start(self) -> Connection:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=child_main, args=(theirs, self._compute, self._idle),
                                  name="club21-house-edge", daemon=True)
        process.start()
        theirs.close()          # the child holds its end: our recv sees EOF if it dies
        self._process, self._conn = process, ours
        return ours

    def run(self, args: tuple[Any, ...]) -> float:
        with self._lock:
            conn = self._conn
            if conn is None or self._process is None or not self._process.is_alive():
                self._forget()
                conn = self._start()
            process = self._process
        try:
            conn.send(args)
            ok, value = conn.recv()
        except (EOFError, OSError) as exc:
            with self._lock:
                stopped = self._process is not process       # stop() ended it on purpose
                if not stopped and process is not None:
                    process.join(CHILD_EXIT_WAIT)
                    log.warning("the house edge's child process ended (exit code %s)",
                                process.exitcode)
                    self._forget()
            raise ChildLost(CALCULATOR_STOPPED) from exc
        if ok:
            return float(value)
        raise RuntimeError(value)

    def _forget(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._process, self._conn = None, None

    def stop(self) -> None:
        """End the child (mid-computation too): asked first, then killed."""
        with self._lock:
            process, conn = self._process, self._conn
            self._process, self._conn = None, None
        if process is None:
            return
        process.terminate()
        process.join(CHILD_EXIT_WAIT)
        if process.is_alive():
            process.kill()
            process.join(CHILD_EXIT_WAIT)
        if conn is not None:
            conn.close()


def child_main(conn: Connection, compute: Callable[..., float], idle: Idle | None = None) -> None:
    """The child's loop: one answer per question, until the game's end closes.

    An exception is answered as words (the screen shows them); the engine's
    module caches persist between questions, which is the point of one child.
    After each answer ``idle`` (if any) works until the next question comes."""
    try:
        os.nice(CHILD_NICENESS)
    except (AttributeError, OSError):     # Windows has no nice: the child runs as it is
        pass
    while True:
        try:
            args = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        answer: tuple[bool, float | str]
        try:
            answer = (True, compute(*args))
        except Exception as exc:  # words for the screen
            answer = (False, str(exc) or type(exc).__name__)
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return
        if idle is not None:
            try:
                idle(args, conn.poll)
            except (EOFError, OSError, KeyboardInterrupt):
                return
            except Exception:  # only a head start was lost: the questions still come
                log.exception("work between questions failed")


class EdgeWorker:
    """``request``/``result``/``known``/``close``; ``in_child`` runs ``compute``
    (then a module-level function, pickled by name) in a child process."""

    def __init__(self, compute: Callable[..., float], *, in_child: bool = False,
                 idle: Idle | None = None) -> None:
        self._runner: _InThread | _InChild = (_InChild(compute, idle) if in_child
                                              else _InThread(compute))
        self._cache: dict[Hashable, EdgeResult] = {}
        self._wanted: tuple[Hashable, tuple[Any, ...]] | None = None
        self._busy: Hashable | None = None
        self._lock = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None
        # In a child, the first known rule set asked is computed all the same.
        self._warm_on_first_known = in_child
        with self._lock:
            self._start_thread()        # waiting from the start: the first request runs at once

    @property
    def child_pid(self) -> int | None:
        """The child process computing (None: none running, or ``in_child`` off)."""
        return self._runner.pid

    def request(self, key: Hashable, *args: Any) -> None:
        """Compute ``compute(*args)`` under ``key`` unless known or under way."""
        with self._lock:
            known = self._cache.get(key)
            if (known is not None and not known.lost) or key == self._busy:
                if self._wanted is None or self._wanted[0] is not _WARM_UP:
                    self._wanted = None     # what was wanted before is superseded
                if known is not None and self._warm_on_first_known:
                    # Shipped or not, compute it in a new child: its caches
                    # (this deck count's dealer tables, …) make the next change fast.
                    self._warm_on_first_known = False
                    self._wanted = (_WARM_UP, args)
                    self._start_thread()
                return
            self._warm_on_first_known = False
            self._wanted = (key, args)
            self._start_thread()

    def _start_thread(self) -> None:
        """(Lock held.) Wake the thread that runs the computations, or start it."""
        self._closed = False
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="house-edge", daemon=True)
            self._thread.start()
        self._lock.notify()

    def result(self, key: Hashable) -> EdgeResult | None:
        with self._lock:
            return self._cache.get(key)

    def known(self, key: Hashable, result: EdgeResult) -> None:
        """A result computed elsewhere (e.g. instantly, in the frame, or shipped)."""
        with self._lock:
            self._cache[key] = result

    def close(self) -> None:
        """Stop computing: the child ends, a computation under way is dropped.
        The cache stays, and a later request starts again."""
        with self._lock:
            self._closed = True
            self._wanted = None
            self._warm_on_first_known = isinstance(self._runner, _InChild)
            self._lock.notify()
        self._runner.stop()
        thread = self._thread
        # With a child, its end unblocks the thread at once; an in-thread
        # computation cannot be stopped, so it is left to finish unseen.
        if (isinstance(self._runner, _InChild) and thread is not None
                and thread is not threading.current_thread()):
            thread.join(CHILD_EXIT_WAIT)

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._wanted is None and not self._closed:
                    self._lock.wait()
                if self._closed:
                    self._thread = None
                    return
                assert self._wanted is not None
                key, args = self._wanted
                self._wanted, self._busy = None, key
            result = self._compute(args)
            with self._lock:
                self._busy = None
                if (self._closed and result.lost) or key is _WARM_UP:
                    continue        # stopped on purpose, or only warming: nothing to show
                self._cache[key] = result

    def _compute(self, args: tuple[Any, ...]) -> EdgeResult:
        start = time.perf_counter()
        try:
            return EdgeResult(self._runner.run(args), time.perf_counter() - start)
        except ChildLost as exc:
            return EdgeResult(None, time.perf_counter() - start, str(exc), lost=True)
        except Exception as exc:  # a message on the screen, not a crash
            log.exception("computing the house edge failed")
            return EdgeResult(None, time.perf_counter() - start, str(exc))


def house_edge_worker() -> EdgeWorker:
    """The house-rules screen's worker: the exact edge in a child process,
    the presets' edges and every rule set's that pays a natural 3:2 known
    from the start (shipped, ``tools/make_preset_edges.py``); the child answers
    the others from those at once (a natural's other payouts change only the
    naturals' share), and computes whatever is not shipped (a damaged
    installation) while the player reads: the rule sets one change away."""
    from game.strategy.house_edges import calculator_edge, warm_neighbours
    from game.strategy.preset_edges import PRESET_EDGES
    from game.strategy.shipped import every_rule_set_edges
    from game.tables.dealer.house_rules import edge_key

    # Between questions the child computes the rule sets one change away.
    worker = EdgeWorker(calculator_edge, in_child=True, idle=warm_neighbours)
    for table, overrides, edge in every_rule_set_edges():
        worker.known(edge_key(table, overrides), EdgeResult(edge, 0.0))
    for key, edge in PRESET_EDGES.items():
        worker.known(key, EdgeResult(edge, 0.0))
    return worker


def check_in_child(table: str, overrides_json: str, limit: float = 600.0) -> int:
    """``club21 --house-edge-check TABLE '{"decks": 4}'``: one exact edge computed
    as the screen computes it, in a child process (proves that a packaged
    executable can start one); 0 and the edge printed, or 1 and why not."""
    import json
    import sys

    from game.errors import SetupError
    from game.strategy.house_edges import exact_edge
    from game.tables.dealer.house_rules import HOUSE_TABLES, build, edge_key

    try:
        overrides = json.loads(overrides_json)
        if table not in HOUSE_TABLES or not isinstance(overrides, dict):
            raise ValueError(f"a table ({', '.join(HOUSE_TABLES)}) and a JSON object of rules")
        build(table, overrides)
    except (ValueError, SetupError) as exc:
        print(f"club21: house edge: {exc}", file=sys.stderr)
        return 2
    worker = EdgeWorker(exact_edge, in_child=True)
    key = edge_key(table, overrides)
    try:
        worker.request(key, table, overrides)
        end = time.monotonic() + limit
        pid = None
        while worker.result(key) is None and time.monotonic() < end:
            pid = worker.child_pid or pid
            time.sleep(0.01)
        result = worker.result(key)
    finally:
        worker.close()
    if result is None or result.edge is None:
        print(f"club21: house edge: {result.error if result else 'no answer'}", file=sys.stderr)
        return 1
    print(f"{table} {json.dumps(overrides, sort_keys=True)}: house edge {result.edge * 100:.4f}% "
          f"(child process {pid}, game {os.getpid()}, {result.seconds:.2f} s)")
    return 0
