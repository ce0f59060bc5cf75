"""Run a test's body as a user whom permission bits bind, even when the suite
runs as root (CI does): root ignores a read-only folder, so a permission test
would prove nothing there.

    result = as_unprivileged(lambda: open_storage(folder).status)

Not root: the function simply runs.  Root: it runs in a forked child that
has become ``nobody`` (uid/gid 65534); its return value (or its exception,
as text) comes back through a pipe.  The child can only use modules already
imported: the interpreter's own files may sit where ``nobody`` cannot read
(a Python under /root), so import what the body needs before calling.
A folder the body uses must be reachable by ``nobody``: ``shared_folder``.
"""
from __future__ import annotations

import os
import pickle
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
NOBODY = 65534


class ChildFailed(AssertionError):
    """The body raised in the child; the message is the child's traceback."""


def is_root() -> bool:
    return os.name == "posix" and os.geteuid() == 0


def shared_folder() -> Path:
    """A new folder every user may read and enter (its parents too: /tmp)."""
    folder = Path(tempfile.mkdtemp(prefix="club21-perm-"))
    folder.chmod(0o755)
    return folder


def as_unprivileged(body: Callable[[], T]) -> T:
    if not is_root():
        return body()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:                                     # the child: never returns
        os.close(read_end)
        try:
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            payload = pickle.dumps((True, body()))
        except BaseException:                        # told to the parent
            payload = pickle.dumps((False, traceback.format_exc()))
        with os.fdopen(write_end, "wb") as out:
            out.write(payload)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as inp:
        data = inp.read()
    os.waitpid(pid, 0)
    ok, value = pickle.loads(data)
    if not ok:
        raise ChildFailed(f"as uid {NOBODY}:\n{value}")
    return value
