"""Where the game's files are, however it was installed.

Three layouts, one answer:

- **source checkout** (``python -m scenes``, editable installs): ``assets/``
  and the licence files sit at the repository root, beside ``scenes/``;
- **installed wheel** (``pip install``, pipx): the assets are the data-only
  package ``club21_assets`` and the licence files are in the distribution's
  ``.dist-info/licenses/``;
- **frozen executable** (PyInstaller): both lie in ``sys._MEIPASS``, where
  ``build.spec`` puts them.

The checkout is asked first so that a checkout run with ``python -m`` uses
its own assets even when another copy of the game is installed.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ASSET_PACKAGE = "club21_assets"
DISTRIBUTION = "club21"
SOURCE_ROOT = Path(__file__).resolve().parents[2]
LICENCE_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.md")


class AssetsNotFound(RuntimeError):
    """No assets folder in any of the places an installation puts one."""


def _frozen_root() -> Path | None:
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if getattr(sys, "frozen", False) and bundle else None


def _is_checkout(root: Path) -> bool:
    try:
        return (root / "pyproject.toml").is_file() and (root / "assets").is_dir()
    except OSError:        # a folder this user may not look into is not our checkout
        return False


def _installed_assets() -> Path | None:
    try:
        spec = importlib.util.find_spec(ASSET_PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def asset_root() -> Path:
    """The folder holding ``cards/``, ``fonts/``, ``maps/``…"""
    frozen = _frozen_root()
    if frozen is not None:
        return frozen / "assets"
    if _is_checkout(SOURCE_ROOT):
        return SOURCE_ROOT / "assets"
    installed = _installed_assets()
    if installed is not None and installed.is_dir():
        return installed
    raise AssetsNotFound(
        f"the game's assets are missing: neither {SOURCE_ROOT / 'assets'} nor an "
        f"installed {ASSET_PACKAGE} package exists; reinstall club21")


def licence_text(name: str) -> str | None:
    """The text of ``LICENSE`` or ``THIRD_PARTY_NOTICES.md``; None if not shipped."""
    frozen = _frozen_root()
    if frozen is not None:
        return _read(frozen / name)
    if _is_checkout(SOURCE_ROOT):
        return _read(SOURCE_ROOT / name)
    from importlib import metadata  # only here: it costs start-up time

    try:  # PEP 639 wheels keep licence files under .dist-info/licenses/
        return metadata.distribution(DISTRIBUTION).read_text(f"licenses/{name}")
    except (metadata.PackageNotFoundError, OSError, UnicodeDecodeError):
        return None


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
