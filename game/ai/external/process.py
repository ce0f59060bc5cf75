"""A child program spoken to in lines: write a line, wait for one back, with a
deadline; never hang on it, never leave it running.

Two daemon threads per child: a reader (so a silent child costs only the
deadline) and a writer (so a child that stops reading cannot block us on a
full pipe). The child runs in its own process group on POSIX so that
``close`` also ends anything it started; its stderr is ours (a bot's own
messages show up in the terminal).
"""
from __future__ import annotations

import contextlib
import os
import queue
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from enum import Enum
from typing import IO, Any

MAX_LINE_BYTES = 4096        # a longer answer is read and thrown away in pieces
MAX_QUEUED_LINES = 256       # a child flooding stdout waits for us (its pipe fills)
CLOSE_GRACE_S = 0.5          # after stdin closes, this long to exit before a kill


class CommandError(ValueError):
    """A ``cmd:`` bot command that cannot be run (empty, bad quotes, not found)."""


def split_command(command: str) -> list[str]:
    """The argument list of a command line; CommandError if it cannot start."""
    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError as e:
        raise CommandError(f"bad bot command {command!r}: {e}") from None
    if not argv:
        raise CommandError("empty bot command (write cmd:PROGRAM ARGS...)")
    if shutil.which(argv[0]) is None and not os.path.isfile(argv[0]):
        raise CommandError(f"bot program not found: {argv[0]!r}")
    return argv


class Reply(Enum):
    LINE = "line"            # the child answered (the text is in ``Answer.text``)
    TIMEOUT = "timeout"      # no line before the deadline
    EXITED = "exited"        # the child is gone (or never started)


@dataclass(frozen=True)
class Answer:
    reply: Reply
    text: str = ""
    seconds: float = 0.0     # from the request written to the answer read


class _Mark(Enum):
    """What the reader queues besides the child's lines."""
    EOF = "end of output"
    TOO_LONG = "a line too long"


class BotProcess:
    """One running child. ``ask`` sends a line and waits for an answer;
    ``tell`` sends a line and expects none. Lines arrive in order, so an
    answer that came too late is remembered as owed and thrown away when it
    finally arrives, never taken as the answer to a later question."""

    def __init__(self, argv: list[str]):
        self.argv = list(argv)
        self.owed = 0                     # late answers still to come
        self.exit_note = ""
        self._lines: queue.Queue[str | _Mark] = queue.Queue(MAX_QUEUED_LINES)
        self._out: queue.Queue[bytes | None] = queue.Queue()   # None: close stdin
        self._gone = False
        self._closed = threading.Event()
        kwargs: dict[str, Any] = {}
        if os.name == "posix":
            kwargs["start_new_session"] = True
        else:
            kwargs["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
        try:
            self.proc: subprocess.Popen[bytes] | None = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, **kwargs)
        except OSError as e:
            self.proc = None
            self._gone = True
            self.exit_note = f"could not start: {e.strerror or e}"
            return
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        threading.Thread(target=self._write, args=(self.proc.stdin,), daemon=True).start()

    # -- threads ------------------------------------------------------------
    def _read(self, stream: IO[bytes]) -> None:
        skipping = False
        try:
            while True:
                chunk = stream.readline(MAX_LINE_BYTES)
                if not chunk:
                    break
                if not chunk.endswith(b"\n"):
                    if not skipping:
                        self._push(_Mark.TOO_LONG)
                    skipping = True
                    continue
                if skipping:
                    skipping = False      # the end of the overlong line
                    continue
                self._push(chunk.decode("utf-8", "replace").rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        self._push(_Mark.EOF)

    def _push(self, item: str | _Mark) -> None:
        """Queue a line; while the queue is full, wait (until ``close``)."""
        while not self._closed.is_set():
            try:
                self._lines.put(item, timeout=0.1)
                return
            except queue.Full:
                continue

    def _write(self, stream: IO[bytes]) -> None:
        try:
            while True:
                data = self._out.get()
                if data is None:
                    break
                stream.write(data)
                stream.flush()
        except (OSError, ValueError):
            pass              # the child is gone: the reader will see it
        try:
            stream.close()
        except OSError:
            pass

    # -- talking ------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return not self._gone

    def tell(self, data: bytes) -> None:
        if not self._gone:
            self._out.put(data)

    def ask(self, data: bytes, timeout: float) -> Answer:
        if self._gone:
            return Answer(Reply.EXITED)
        self._drop_stale()
        start = time.perf_counter()
        self._out.put(data)
        deadline = start + timeout
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                self.owed += 1
                return Answer(Reply.TIMEOUT, seconds=time.perf_counter() - start)
            if line is _Mark.EOF:
                self._ended()
                return Answer(Reply.EXITED, seconds=time.perf_counter() - start)
            if self.owed:
                self.owed -= 1         # the late answer to an earlier question
                continue
            text = f"<a line over {MAX_LINE_BYTES} bytes>" if line is _Mark.TOO_LONG else line
            return Answer(Reply.LINE, text, time.perf_counter() - start)

    def _drop_stale(self) -> None:
        """Throw away lines that came while nobody asked: late answers (owed)
        or lines the child should not have written. Seeing EOF here marks the
        child gone (``ask`` then reports it)."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return
            if line is _Mark.EOF:
                self._lines.put_nowait(_Mark.EOF)      # just taken out: there is room
                return
            if self.owed:
                self.owed -= 1

    def _ended(self) -> None:
        self._gone = True
        code = None
        if self.proc is not None:
            try:
                code = self.proc.wait(timeout=CLOSE_GRACE_S)
            except subprocess.TimeoutExpired:
                pass          # closed its stdout but still running: close() kills it
        self.exit_note = "closed its output" if code is None else _describe_exit(code)

    # -- ending -------------------------------------------------------------
    def close(self) -> None:
        """End the child: EOF on its stdin, a short grace, then a kill of its
        whole process group. Always reaps it (no zombie)."""
        self._gone = True
        self._closed.set()
        proc = self.proc
        if proc is None:
            return
        self._out.put(None)
        try:
            proc.wait(timeout=CLOSE_GRACE_S)
        except subprocess.TimeoutExpired:
            pass
        self._kill_group(proc)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:   # pragma: no cover - unkillable child
            print(f"bot {shlex.join(self.argv)} did not die (pid {proc.pid})", file=sys.stderr)
        if proc.stdout is not None:
            with contextlib.suppress(OSError):
                proc.stdout.close()

    @staticmethod
    def _kill_group(proc: subprocess.Popen[bytes]) -> None:
        # The group also holds what the child started (a shell's children);
        # kill it even when the child itself has exited.
        if os.name == "posix":
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        elif proc.poll() is None:
            proc.kill()


def _describe_exit(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exited with code {code}"
