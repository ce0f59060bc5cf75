"""The licence check (tools/check_notices.py) names every missing notice."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import check_notices  # noqa: E402

SECTIONS = check_notices.read_sections(check_notices.NOTICES.read_text(encoding="utf-8"))


def test_every_runtime_dependency_has_a_notice_with_its_version_and_full_licence_text():
    closure = check_notices.dependency_closure()
    assert {"pygame-ce", "pytmx", "platformdirs", "babel"} <= set(closure)
    assert check_notices.closure_problems(closure, SECTIONS) == []


def test_a_dependency_the_notices_do_not_name_is_reported():
    problems = check_notices.closure_problems({"left-pad": "1.0"}, SECTIONS)
    assert problems == ["left-pad 1.0: no '## left-pad 1.0' section"]


def test_a_notice_for_another_version_is_reported():
    problems = check_notices.closure_problems({"babel": "2.18.0"}, SECTIONS)
    assert problems == ["babel: installed 2.18.0, the notice says 2.17.0"]


def test_a_notice_without_the_licence_text_is_reported():
    sections = check_notices.read_sections(
        "## tiny 1.0\n\nLicence: MIT.\nSource: https://example.org\n")
    assert check_notices.closure_problems({"tiny": "1.0"}, sections) == [
        "tiny: the licence's full text is missing"]


def test_a_collected_file_or_module_no_rule_covers_is_reported():
    collected = {"modules": ["game.money", "json", "leftpad.core"],
                 "binaries": ["libmystery-0123abcd.so.1", "libz.so.1"],
                 "datas": ["assets/fonts/DejaVuSans.ttf", "strange/data.bin"]}
    assert check_notices.frozen_problems(collected, SECTIONS) == [
        "leftpad.core: no rule says which notice covers it",
        "libmystery-0123abcd.so.1: a library bundled by a wheel that no notice names",
        "strange/data.bin: no rule says which notice covers it",
    ]


def test_a_bundled_library_its_notice_does_not_name_is_reported():
    sections = [s for s in SECTIONS if not s.heading.startswith("pygame-ce")]
    sections.append(check_notices.Section("pygame-ce 2.5.8", "Licence: LGPL.\n- SDL2 only\n"))
    collected = {"modules": [], "binaries": ["pygame_ce.libs/libxmp-35a4066c.so.4.7.2"],
                 "datas": []}
    assert check_notices.frozen_problems(collected, sections) == [
        "pygame_ce.libs/libxmp-35a4066c.so.4.7.2: '## pygame-ce 2.5.8' does not name libxmp"]


@pytest.mark.skipif(not (ROOT / "build" / "build" / "collected.json").exists(),
                    reason="no PyInstaller build here (CI builds one first)")
def test_everything_the_last_executable_build_collected_has_its_notice():
    collected = json.loads((ROOT / "build" / "build" / "collected.json").read_text())
    assert check_notices.frozen_problems(collected, SECTIONS) == []
