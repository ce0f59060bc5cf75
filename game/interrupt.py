"""Ctrl+C on a command-line program (a tournament, a benchmark, a tool): one
line on stderr, exit status 130, no traceback.

    sys.exit(run_main(main))          # a program's last line, instead of sys.exit(main())

A program with worker processes makes its pool with ``quiet_pool``: the
terminal sends SIGINT to every process of the group, and each worker would
print its own traceback (or die before its work, and be replaced while the
pool shuts down).  Its workers ignore SIGINT from birth; the parent's ``with``
block terminates them when the interrupt reaches it.
"""
from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext
    from multiprocessing.pool import Pool

EXIT_INTERRUPTED = 128 + signal.SIGINT      # what a shell reports for Ctrl+C


def program_name() -> str:
    """How the program was started: ``bench/frames.py``, ``game.sim.tournament``."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if spec is not None and spec.name:
        return str(spec.name).removesuffix(".__main__")
    path = sys.argv[0] if sys.argv and sys.argv[0] else "python"
    try:
        return os.path.relpath(path)
    except ValueError:               # another drive (Windows)
        return os.path.basename(path)


def said_stopped(program: str | None = None) -> int:
    """Say the program stopped at the user's request; the exit status to return."""
    try:
        print(f"{program or program_name()}: stopped (Ctrl+C)", file=sys.stderr, flush=True)
    except (OSError, ValueError):    # no console (a windowed executable)
        pass
    return EXIT_INTERRUPTED


def run_main(main: Callable[[], int | None], program: str | None = None) -> int | None:
    """``main()``'s exit status, or ``said_stopped`` on Ctrl+C."""
    try:
        return main()
    except KeyboardInterrupt:
        return said_stopped(program)


def ignore_ctrl_c() -> None:
    """A worker process's initializer: the parent alone answers Ctrl+C."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def quiet_pool(workers: int, initializer: Callable[..., object] = ignore_ctrl_c,
               initargs: Iterable[Any] = (), context: BaseContext | None = None) -> Pool:
    """A ``multiprocessing.Pool`` whose workers never answer Ctrl+C (``initializer``
    must call ``ignore_ctrl_c``; a forked worker also inherits SIGINT ignored
    while the pool starts).  A Ctrl+C in those few milliseconds is lost: a pool
    stopped before its first task can hang in ``terminate`` (an idle worker
    holds its queue's lock)."""
    import multiprocessing  # only programs with workers pay for it

    make = (context or multiprocessing.get_context()).Pool
    if threading.current_thread() is not threading.main_thread():
        return make(workers, initializer, initargs)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return make(workers, initializer, initargs)
    finally:
        signal.signal(signal.SIGINT, previous)
