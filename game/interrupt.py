"""Ctrl+C on a command-line program (a tournament, a benchmark, a tool): one
line on stderr, exit status 130, no traceback.

    sys.exit(run_main(main))          # a program's last line, instead of sys.exit(main())

A program with worker processes starts them with ``initializer=ignore_ctrl_c``
(the terminal sends SIGINT to every process of the group: each worker would
print its own traceback) and calls ``end_workers`` when the interrupt reaches
the parent.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from collections.abc import Callable

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


def end_workers() -> None:
    """Stop this process's worker processes now (the parent was interrupted:
    their results would be thrown away)."""
    for child in multiprocessing.active_children():
        child.terminate()
    for child in multiprocessing.active_children():
        child.join(timeout=5)
