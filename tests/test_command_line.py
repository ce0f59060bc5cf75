"""club21's command line speaks plainly: a bad argument is one line and exit status 2,
found before anything is rendered; --help tells what there is to choose."""
import errno
import logging
import os

import pytest

from game.storage import store
from scenes.app import arguments
from scenes.app.cli import run_cli
from scenes.app.sound import driver_noise_to_log


def refused(capsys, *argv):
    """The one stderr line of a refused command line."""
    with pytest.raises(SystemExit) as stopped:
        run_cli(list(argv))
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    [line] = captured.err.splitlines()
    assert captured.out == "" and line.startswith("club21: error: ")
    return line


def test_a_seed_that_is_no_number_says_what_a_seed_is(capsys):
    line = refused(capsys, "--seed", "abc")
    assert "'abc' is not a whole number from 0 to 2**128 - 1" in line
    assert "lambda" not in line


def test_a_huge_seed_is_refused_without_echoing_it_whole(capsys):
    line = refused(capsys, "--seed", "9" * 20_000)
    assert len(line) < 200 and "20,000 characters" in line


@pytest.mark.parametrize("seed", ["-1", str(2 ** 128), "0x" + "f" * 40])
def test_seeds_outside_128_bits_are_refused(capsys, seed):
    assert "not a whole number" in refused(capsys, "--seed", seed)


def test_seeds_may_be_decimal_or_hexadecimal():
    assert arguments.seed("7") == 7 and arguments.seed("0x10") == 16
    assert arguments.seed(str(2 ** 128 - 1)) == 2 ** 128 - 1


def test_a_screenshot_into_a_missing_folder_is_refused_before_rendering(capsys, monkeypatch):
    rendered = []
    monkeypatch.setattr("scenes.app.cli.take_screenshot", lambda *a: rendered.append(a) or 0)
    line = refused(capsys, "--screenshot", "/nonexistent/x.png")
    assert "there is no folder '/nonexistent'" in line and "error: error" not in line
    assert rendered == []


def test_a_screenshot_must_be_an_image_file_name(capsys, tmp_path):
    assert "must end in .png" in refused(capsys, "--screenshot", str(tmp_path / "x.txt"))
    (tmp_path / "shots.png").mkdir()
    assert "is a folder" in refused(capsys, "--screenshot", str(tmp_path / "shots.png"))


def test_an_unknown_option_or_scene_is_one_line(capsys):
    assert "unrecognized arguments: --bogus" in refused(capsys, "--bogus")
    assert "unknown scene 'nowhere'" in refused(capsys, "--scene", "lobby/nowhere")
    assert "not a number of frames" in refused(capsys, "--smoke", "--frames", "0")


def test_help_lists_the_scenes_the_languages_and_the_environment(capsys):
    with pytest.raises(SystemExit) as stopped:
        run_cli(["--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    for word in ("midnight", "classic", "showdown", "indian", "lobby", "stats", "history",
                 "English", "Nederlands", "CLUB21_DATA_DIR", "CLUB21_LANG",
                 "SDL_AUDIODRIVER", "SIGTERM"):
        assert word in out


def test_help_names_every_environment_variable_the_game_reads():
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    read = set()
    for path in [*(root / "game").rglob("*.py"), *(root / "scenes").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        read |= set(re.findall(r'environ\.get\(\s*"([A-Z0-9_]+)"', text))
        read |= set(re.findall(r'^[A-Z_]*ENV[A-Z_]* = "([A-Z0-9_]+)"', text, re.MULTILINE))
    assert {"CLUB21_DATA_DIR", "CLUB21_LANG"} <= read
    named = " ".join(name for name, _ in arguments.ENVIRONMENT)
    assert sorted(v for v in read if v not in named) == []


def test_audio_driver_noise_on_file_descriptor_2_goes_to_the_log(capfd, caplog):
    with caplog.at_level(logging.INFO, logger="scenes.app.sound"):
        with driver_noise_to_log():
            os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"
    assert "cannot find card '0'" in caplog.text


def test_smoke_fails_when_the_save_cannot_be_opened(tmp_path, monkeypatch, capsys):
    def read_only(*_):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(store, "probe_writable", read_only)
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    assert run_cli(["--smoke", "--frames", "1"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("club21: Club 21 cannot write to its data folder")
    assert err[1] == f"club21 --smoke: the save in {tmp_path} could not be opened"
    assert len(err) == 2 and "Errno" not in " ".join(err)


def test_a_folder_that_cannot_hold_the_lock_is_logged_quietly(monkeypatch, caplog, tmp_path):
    """No raw "[Errno 13]" line on the terminal before the save screen's clear one:
    Python prints unhandled warnings to stderr while no log file is set up."""
    from game.storage.instance_lock import InstanceLock
    from scenes.app import single_instance

    def refused(folder):
        raise PermissionError(errno.EACCES, "Permission denied", str(folder))
    monkeypatch.setattr(InstanceLock, "acquire", refused)
    with caplog.at_level(logging.DEBUG, logger="club21"):
        assert single_instance.claim(tmp_path) is None
    [record] = caplog.records
    assert record.levelno < logging.WARNING and "Errno 13" in record.getMessage()


def test_a_screenshot_that_cannot_be_written_after_all_is_one_line(tmp_path, monkeypatch,
                                                                   capsys):
    import pygame

    def full_disk(surface, path):
        raise pygame.error(f"Couldn't open {path}")
    monkeypatch.setattr(pygame.image, "save", full_disk)
    monkeypatch.setenv("CLUB21_DATA_DIR", str(tmp_path))
    shot = tmp_path / "x.png"
    assert run_cli(["--screenshot", str(shot), "--scene", "about", "--frames", "1"]) == 1
    [line] = capsys.readouterr().err.splitlines()
    assert line == f"club21: cannot write the screenshot {shot}: Couldn't open {shot}"
