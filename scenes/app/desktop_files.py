"""``club21 --install-desktop`` / ``--uninstall-desktop``: the game in the desktop's menu.

Per user, on Linux and the other XDG desktops: a launcher entry, the icons
and the AppStream metadata go under ``$XDG_DATA_HOME`` (``~/.local/share``).
The launcher starts *this* program by its absolute path (the executable, the
``club21`` script of the venv or pipx, or this Python with ``-m scenes``), so
it works whether or not ``club21`` is on the PATH.  Where that cannot work the
command refuses with one line and exit status 2, and writes nothing.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from scenes.app.locations import asset_root

APP_ID = "io.github.club21.Club21"   # reverse-DNS, as AppStream asks
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
XDG_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")


class CannotInstall(Exception):
    """Why the desktop files cannot be written (or removed) here: one line for the player."""


@dataclass(frozen=True)
class Placement:
    """Every file the desktop integration owns, under one data folder."""
    share: Path

    @property
    def entry(self) -> Path:
        return self.share / "applications" / f"{APP_ID}.desktop"

    @property
    def metainfo(self) -> Path:
        return self.share / "metainfo" / f"{APP_ID}.metainfo.xml"

    def icon(self, size: int) -> Path:
        return self.share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"

    def files(self) -> list[Path]:
        return [self.entry, self.metainfo] + [self.icon(size) for size in ICON_SIZES]


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share``; refuses a relative or unknown home."""
    chosen = environ.get("XDG_DATA_HOME", "")
    if chosen and os.path.isabs(chosen):
        return Path(chosen)
    home = environ.get("HOME", "")
    if not home or not os.path.isabs(home):
        raise CannotInstall("neither XDG_DATA_HOME nor HOME names a folder to install into")
    return Path(home) / ".local" / "share"


def launch_command() -> list[str]:
    """How the desktop starts this very copy of the game."""
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "club21" and script.is_file():
        return [str(script)]
    probe = subprocess.run([sys.executable, "-c", "import scenes, club21_assets"],
                           cwd=os.path.abspath(os.sep), capture_output=True)
    if probe.returncode != 0:
        raise CannotInstall("this copy of Club 21 is not installed (it runs only from its "
                            "own folder); install it with pip or pipx first")
    return [os.path.abspath(sys.executable), "-m", "scenes"]


def exec_line(command: list[str]) -> str:
    """The Exec= value: arguments quoted as the Desktop Entry specification says."""
    def quoted(argument: str) -> str:
        if argument and not any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`%'):
            return argument
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        return '"' + escaped + '"'

    # A string value escapes its backslashes once more, and a literal % is %%.
    return " ".join(quoted(a) for a in command).replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(command: list[str]) -> str:
    template = (asset_root() / "desktop" / "club21.desktop.in").read_text(encoding="utf-8")
    return template.replace("@EXEC@", exec_line(command)).replace("@ICON@", APP_ID)


def _check_platform() -> None:
    if not sys.platform.startswith(XDG_PLATFORMS):
        raise CannotInstall("desktop files are for Linux and other XDG desktops; on "
                            "Windows and macOS, pin the game from its own folder instead")


def install(placement: Placement, command: list[str]) -> list[Path]:
    """Write every file (each written whole, then moved in place); returns them."""
    _check_platform()
    assets = asset_root()
    payload: dict[Path, bytes] = {
        placement.entry: desktop_entry(command).encode("utf-8"),
        placement.metainfo: (assets / "desktop" / f"{APP_ID}.metainfo.xml").read_bytes(),
    }
    for size in ICON_SIZES:
        payload[placement.icon(size)] = (assets / "icon" / f"club21-{size}.png").read_bytes()
    try:
        for path, data in payload.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            part = path.with_name(path.name + ".part")
            part.write_bytes(data)
            os.replace(part, path)
    except OSError as exc:
        raise CannotInstall(f"cannot write under {placement.share}: "
                            f"{exc.strerror or exc}") from exc
    _refresh_caches(placement)
    return list(payload)


def uninstall(placement: Placement) -> list[Path]:
    """Remove the files ``install`` writes (nothing else); returns those removed."""
    _check_platform()
    removed = []
    for path in placement.files():
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise CannotInstall(f"cannot remove {path}: {exc.strerror or exc}") from exc
        removed.append(path)
    if removed:
        _refresh_caches(placement)
    return removed


def _refresh_caches(placement: Placement) -> None:
    """Menus and icon themes that keep caches see the change now (where the tools exist)."""
    for tool, target in (("update-desktop-database", placement.share / "applications"),
                         ("gtk-update-icon-cache", placement.share / "icons" / "hicolor")):
        if shutil.which(tool) and target.is_dir():
            extra = ["-t"] if tool == "gtk-update-icon-cache" else []
            subprocess.run([tool, "-q", *extra, str(target)], capture_output=True)


def run(remove: bool) -> int:
    """The command line's two options: 0 when done, 2 with one line when refused."""
    try:
        placement = Placement(data_home())
        if remove:
            removed = uninstall(placement)
            print(f"club21: removed {len(removed)} desktop files from {placement.share}"
                  if removed else f"club21: no desktop files of Club 21 under {placement.share}")
        else:
            command = launch_command()
            written = install(placement, command)
            print(f"club21: installed {len(written)} desktop files under {placement.share}; "
                  f"the menu entry starts: {' '.join(command)}")
    except CannotInstall as reason:
        print(f"club21: {reason}", file=sys.stderr)
        return 2
    return 0
