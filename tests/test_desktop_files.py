"""``club21 --install-desktop`` / ``--uninstall-desktop``, and one version everywhere."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.version import __version__
from scenes.app import desktop_files
from scenes.app.cli import run_cli
from scenes.app.desktop_files import APP_ID, ICON_SIZES, Placement

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml"


@pytest.fixture
def share(tmp_path, monkeypatch):
    folder = tmp_path / "data home"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    monkeypatch.setattr(sys, "platform", "linux")
    return folder


def _entry_fields(share: Path) -> dict[str, str]:
    text = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def test_install_writes_the_launcher_icons_and_metadata_for_this_very_program(share, capsys):
    assert run_cli(["--install-desktop"]) == 0
    fields = _entry_fields(share)
    assert fields["Exec"] == desktop_files.exec_line(desktop_files.launch_command())
    assert Path(fields["Exec"].split()[0]).is_absolute()
    assert fields["Icon"] == APP_ID and fields["StartupWMClass"] == "club21"
    assert fields["Name"] == "Club 21" and fields["Comment[nl]"].startswith("Speel blackjack")
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    assert "installed 10 desktop files" in capsys.readouterr().out


def test_uninstall_removes_exactly_what_install_wrote(share):
    keep = share / "applications" / "someone-else.desktop"
    keep.parent.mkdir(parents=True)
    keep.write_text("[Desktop Entry]\n")
    assert run_cli(["--install-desktop"]) == 0
    assert run_cli(["--uninstall-desktop"]) == 0
    caches = ("icon-theme.cache", "mimeinfo.cache")   # the desktop's own, refreshed by us
    left = sorted(p.relative_to(share).as_posix() for p in share.rglob("*")
                  if p.is_file() and p.name not in caches)
    assert left == ["applications/someone-else.desktop"]
    assert run_cli(["--uninstall-desktop"]) == 0      # nothing left: still fine


def test_a_frozen_executable_launches_itself_by_its_absolute_path(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/Club 21/club21")
    assert desktop_files.launch_command() == ["/opt/Club 21/club21"]


def test_the_exec_line_quotes_spaces_and_escapes_what_the_specification_reserves():
    assert desktop_files.exec_line(["/usr/bin/club21"]) == "/usr/bin/club21"
    assert desktop_files.exec_line(["/home/zoë/my games/club21"]) == \
        '"/home/zoë/my games/club21"'
    assert desktop_files.exec_line(["/a$b/100%"]) == '"/a\\\\$b/100%%"'


def test_no_home_refuses_with_one_line_and_writes_nothing(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert run_cli(["--install-desktop"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "HOME" in err


def test_windows_and_macos_are_refused_with_a_reason(share, monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "win32")
    assert run_cli(["--install-desktop"]) == 2
    assert "XDG" in capsys.readouterr().err
    assert not share.exists()


def test_an_unwritable_data_folder_is_refused_with_a_reason(share, monkeypatch, capsys):
    share.mkdir()
    def refuse(self, data):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "write_bytes", refuse)
    assert run_cli(["--install-desktop"]) == 2
    assert "cannot write under" in capsys.readouterr().err


def test_the_placement_owns_one_entry_one_metainfo_and_an_icon_per_size(tmp_path):
    files = Placement(tmp_path).files()
    assert len(files) == 2 + len(ICON_SIZES) == len(set(files))


# -- metadata and versions --------------------------------------------------------

def test_the_appstream_id_matches_the_launcher_and_names_the_newest_release_as_the_version():
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.find("releases/release").get("version") == __version__


def test_the_changelog_and_the_windows_resource_carry_the_same_version():
    newest = re.search(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
                       re.MULTILINE)
    assert newest is not None and newest.group(1) == __version__
    sys.path.insert(0, str(ROOT / "packaging"))
    from windows_version import numeric_version
    assert numeric_version(__version__)[:3] == tuple(int(p) for p in __version__.split("."))


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_appstream_metadata_validates_without_a_warning():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    assert "\nW:" not in "\n" + result.stdout and "\nE:" not in "\n" + result.stdout
