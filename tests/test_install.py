"""Installing like an app: one version, assets found in every layout, licences
shipped, the icon containers well formed, every command-line tool answers --help.

Building and installing the real wheel takes a fresh venv and the network, so
CI does that (``.ci/run``); these tests pin the pieces it relies on.
"""
from __future__ import annotations

import ast
import os
import re
import struct
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from game.version import __version__
from scenes.app import locations
from scenes.app.cli import run_cli

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


# -- the version ------------------------------------------------------------------

def test_club21_version_prints_the_one_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        run_cli(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"club21 {__version__}"


def test_pyproject_takes_its_version_from_game_version():
    assert "version" in PYPROJECT["project"]["dynamic"]
    assert "version" not in PYPROJECT["project"]
    attr = PYPROJECT["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "game.version.__version__"
    assert re.fullmatch(r"\d+\.\d+\.\d+((a|b|rc)\d+)?", __version__)


def test_the_changelog_starts_at_this_version():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line.startswith("## "))
    assert first.startswith(f"## {__version__} ")


def test_the_windows_version_resource_carries_the_version():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from windows_version import numeric_version, version_file_text
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert numeric_version("0.1.0") == (0, 1, 0, 0)
    assert numeric_version("2.10.3rc1") == (2, 10, 3, 0)
    text = version_file_text(__version__, "Copyright (c) 2026 Club 21 contributors")
    expression = ast.parse(text, mode="eval").body        # PyInstaller eval()s it
    assert isinstance(expression, ast.Call) and expression.func.id == "VSVersionInfo"
    assert f"StringStruct('ProductVersion', '{__version__}')" in text
    assert f"filevers={numeric_version(__version__)}" in text


# -- what the wheel holds -----------------------------------------------------------

def test_every_code_package_is_listed_for_the_wheel():
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts)
             for top in ("game", "scenes") for p in (ROOT / top).rglob("__init__.py")}
    assert found <= listed
    assert not {name for name in listed if name.split(".")[0] in ("tests", "bench", "tools")}


def test_the_assets_are_installed_as_a_data_package():
    config = PYPROJECT["tool"]["setuptools"]
    assert config["package-dir"][locations.ASSET_PACKAGE] == "assets"
    assert config["package-data"][locations.ASSET_PACKAGE] == ["**/*"]


def test_licence_files_exist_and_are_declared():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    assert set(locations.LICENCE_FILES) <= set(project["license-files"])
    notices = (ROOT / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    for needed in ("pygame-ce", "LGPL-2.1", "SDL", "zlib", "pytmx", "LGPL-3.0",
                   "platformdirs", "DejaVu", "tools/"):
        assert needed in notices, needed


@pytest.mark.parametrize("module", ["game.ai.indian.strategy", "game.strategy.basic"])
def test_the_engines_data_files_ship_as_package_data_beside_their_readers(module):
    """The Indian equilibrium strategy and the basic-strategy charts are read
    from the reader's own folder, so a wheel must carry them there."""
    import importlib
    reader = importlib.import_module(module)
    path = reader.STRATEGY_FILE if module.endswith("indian.strategy") else reader.CHARTS_FILE
    package = module.rpartition(".")[0]
    assert path.is_file() and path.parent == Path(reader.__file__).resolve().parent
    config = PYPROJECT["tool"]["setuptools"]
    assert package in config["packages"]
    assert path.name in config["package-data"][package]


def test_the_every_rule_set_charts_ship_in_the_wheel_and_the_executable():
    from game.strategy.shipped import EVERY_RULE_SET_FILE
    assert EVERY_RULE_SET_FILE.is_file()
    assert (EVERY_RULE_SET_FILE.name
            in PYPROJECT["tool"]["setuptools"]["package-data"]["game.strategy"])
    assert f'"{EVERY_RULE_SET_FILE.name}"' in (ROOT / "build.spec").read_text(encoding="utf-8")


# -- finding the files: checkout, wheel, executable ----------------------------------

def test_a_checkout_finds_its_own_assets_and_licence():
    assert locations.asset_root() == ROOT / "assets"
    assert "MIT License" in locations.licence_text("LICENSE")


def _not_a_checkout(monkeypatch, tmp_path):
    monkeypatch.setattr(locations, "SOURCE_ROOT", tmp_path / "site-packages")


def test_an_installed_wheel_finds_the_asset_package(monkeypatch, tmp_path):
    _not_a_checkout(monkeypatch, tmp_path)
    (tmp_path / "lib" / locations.ASSET_PACKAGE / "maps").mkdir(parents=True)
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    assert locations.asset_root() == tmp_path / "lib" / locations.ASSET_PACKAGE


def test_an_installed_wheel_reads_licences_from_its_metadata(monkeypatch, tmp_path):
    _not_a_checkout(monkeypatch, tmp_path)
    dist_info = tmp_path / "lib" / "club21-9.9.dist-info"
    (dist_info / "licenses").mkdir(parents=True)
    (dist_info / "METADATA").write_text("Metadata-Version: 2.4\nName: club21\nVersion: 9.9\n")
    (dist_info / "licenses" / "LICENSE").write_text("the installed licence")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    assert locations.licence_text("LICENSE") == "the installed licence"


def test_a_frozen_executable_looks_inside_its_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "THIRD_PARTY_NOTICES.md").write_text("bundled notices")
    assert locations.asset_root() == tmp_path / "assets"
    assert locations.licence_text("THIRD_PARTY_NOTICES.md") == "bundled notices"
    assert locations.licence_text("LICENSE") is None


def test_no_assets_anywhere_is_said_plainly(monkeypatch, tmp_path):
    _not_a_checkout(monkeypatch, tmp_path)
    monkeypatch.setattr(locations, "_installed_assets", lambda: None)
    with pytest.raises(locations.AssetsNotFound, match="reinstall club21"):
        locations.asset_root()


# -- the icon -----------------------------------------------------------------------

def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    return struct.unpack(">II", data[16:24])


def test_the_ico_holds_png_images_of_the_sizes_it_declares():
    data = (ROOT / "packaging" / "icons" / "club21.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        size = _png_size(data[offset:offset + length])
        assert size == (w or 256, h or 256)
        sizes.append(size[0])
    assert {16, 32, 48, 256} <= set(sizes)


def test_the_icns_blocks_add_up_and_hold_pngs():
    data = (ROOT / "packaging" / "icons" / "club21.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, types = 8, {}
    while offset < len(data):
        kind = data[offset:offset + 4].decode()
        length = struct.unpack(">I", data[offset + 4:offset + 8])[0]
        types[kind] = _png_size(data[offset + 8:offset + length])
        offset += length
    assert offset == len(data)
    assert types["icp4"] == (16, 16) and types["ic07"] == (128, 128)
    assert types["ic10"] == (1024, 1024)


@pytest.mark.parametrize("name", ["club21-16.png", "club21-256.png", "club21-window.png"])
def test_the_icon_pngs_are_square_with_transparent_corners(name):
    image = pygame.image.load(str(ROOT / "assets" / "icon" / name))
    assert image.get_width() == image.get_height()
    assert image.get_at((0, 0)).a == 0


def test_the_desktop_entry_template_names_the_icon_and_the_window_class():
    from scenes.app.window_icon import WINDOW_CLASS

    entry = (ROOT / "assets" / "desktop" / "club21.desktop.in").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert fields["Exec"] == "@EXEC@" and fields["Icon"] == "@ICON@"
    assert fields["StartupWMClass"] == WINDOW_CLASS
    assert fields["Name"] == "Club 21" and "Name[nl]" not in fields   # a name, not translated
    assert fields["Comment[nl]"] and fields["GenericName[nl]"]


def test_the_window_class_replaces_pygames_default_but_not_the_users(monkeypatch):
    from scenes.app.window_icon import name_window_class

    monkeypatch.setattr(sys, "argv", ["/usr/bin/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")   # what importing pygame sets
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "mine")
    name_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "club21"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "mine"


def test_on_wayland_the_window_is_named_after_the_installed_desktop_entry(monkeypatch):
    from scenes.app.desktop_files import APP_ID
    from scenes.app.window_icon import name_window_class

    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    name_window_class()
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == APP_ID


# -- the command-line tools ---------------------------------------------------------

def _game_tools() -> list[str]:
    """Every game module with a command line (it runs under ``python -m``)."""
    tools = []
    for path in (ROOT / "game").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__main__":
            tools.append(".".join(parts[:-1]))
        elif 'if __name__ == "__main__"' in path.read_text(encoding="utf-8"):
            tools.append(".".join(parts))
    return sorted(tools)


def test_the_known_tools_are_all_found():
    assert {"game.scenario", "game.sim.simulate", "game.strategy", "game.sim.tournament",
            "game.verify"} <= set(_game_tools())


@pytest.mark.parametrize("module", _game_tools())
def test_every_tool_answers_help(module):
    proc = subprocess.run([sys.executable, "-m", module, "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.lower().startswith("usage:") and f"python -m {module}" in proc.stdout
