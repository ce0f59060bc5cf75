"""The arguments of ``club21``: each bad one is one clear line and exit status 2,
found before a window opens or a frame is drawn.

``--help`` also lists the scenes, the languages and the environment variables
the game reads; it is built only when asked for (the scene list loads pygame,
which ``--version`` does without).
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import NoReturn

PROG = "club21"
SEED_BITS = 128                  # the seeds the tables deal from (scenes.app.context)
SHOWN_CHARS = 24                 # a long bad value is cut to this in the message
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")   # what pygame.image.save writes

# (variable, what it does): every variable the game itself reads.
ENVIRONMENT = (
    ("CLUB21_DATA_DIR", "folder of the save, settings and log (default: the "
                        "per-user data folder)"),
    ("CLUB21_LANG", "language, en or nl (over the saved choice; --lang is over both)"),
    ("LC_ALL, LC_MESSAGES, LANG, LANGUAGE", "the system's language, used when none is "
                                            "chosen"),
    ("SDL_VIDEODRIVER, SDL_AUDIODRIVER", "SDL's drivers; dummy runs with no window and no "
                                         "sound"),
    ("SDL_VIDEO_X11_WMCLASS, SDL_VIDEO_WAYLAND_WMCLASS", "the window's class (default "
                                                         "club21 / io.github.club21.Club21)"),
    ("XDG_DATA_HOME, HOME", "where --install-desktop puts the menu entry (default "
                            "~/.local/share)"),
)


def shown(value: str) -> str:
    """``value`` quoted for a message, cut to ``SHOWN_CHARS`` (a 20,000-digit seed
    is not echoed whole)."""
    if len(value) <= SHOWN_CHARS:
        return repr(value)
    return f"{value[:SHOWN_CHARS]!r}… ({len(value):,} characters)"


def seed(text: str) -> int:
    """A whole number from 0 to 2**128 - 1 (decimal, or 0x… hexadecimal)."""
    limit = f"a whole number from 0 to 2**{SEED_BITS} - 1"
    if len(text) > 2 + SEED_BITS:            # longer than any such number in any base
        raise argparse.ArgumentTypeError(f"{shown(text)} is not {limit}")
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not {limit}") from None
    if not 0 <= value < 2 ** SEED_BITS:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not {limit}")
    return value


def frames(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1 or len(text) > 9:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a number of frames (1 or more)")
    return value


def port(text: str) -> int:
    if not text.isdigit() or len(text) > 5 or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a port (0 to 65535)")
    return int(text)


def seat_list(text: str) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",")]
    known = ("you", "guest", "random", "easy", "normal", "hard")
    if not 2 <= len(seats) <= 8 or any(s not in known for s in seats) or "guest" not in seats \
            or seats.count("you") > 1:
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: 2 to 8 seats, each one of {', '.join(known)}, at least one "
            "guest, at most one you")
    return seats


def room_code(text: str) -> str:
    from game.net.crypto import CODE_LENGTH, normal_code
    code = normal_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a room code ({CODE_LENGTH} letters and digits)")
    return code


def screenshot_path(text: str) -> str:
    """A PNG (or JPEG, BMP, TGA) file that can be written: checked before the
    90 frames are rendered, not after."""
    path = Path(text)
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: the file name must end in {', '.join(IMAGE_SUFFIXES)}")
    folder = path.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{shown(text)}: there is no folder {str(folder)!r}")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{shown(text)} is a folder")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"{shown(text)}: cannot write there")
    return text


class OneLineParser(argparse.ArgumentParser):
    """An error is one line (no usage block), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> OneLineParser:
    from game.version import __version__

    parser = OneLineParser(prog=PROG, description="Club 21 — a blackjack casino.",
                           formatter_class=argparse.RawDescriptionHelpFormatter,
                           add_help=False)
    parser.add_argument("-h", "--help", action="store_true",
                        help="show this message (scenes, languages, environment) and exit")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument("--scene", default="lobby", help="scene to open (listed below), or "
                        "a stack like classic/pause")
    parser.add_argument("--screenshot", metavar="FILE", type=screenshot_path,
                        help="render headless, save a PNG, exit")
    parser.add_argument("--seed", type=seed, help="seed for the first shoe (0 to 2**128 - 1): "
                        "a practice session (shown as PRACTICE) that the bankroll, "
                        "statistics and history ignore")
    parser.add_argument("--actions", default="", help='comma-separated scenario actions '
                        'played at the table first, e.g. "bet 1 10, deal, hit"')
    parser.add_argument("--smoke", action="store_true", help="open every scene headless; "
                        "exit 0 if none fails and the save opens")
    parser.add_argument("--frames", type=frames, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--house-edge-check", nargs=2, metavar=("TABLE", "RULES_JSON"),
                        help=argparse.SUPPRESS)      # one edge computed in a child process
    parser.add_argument("--first-frame", action="store_true", help="show the first frame of "
                        "the scene, then exit (start-up benchmark)")
    parser.add_argument("--lang", choices=("en", "nl"), help="language of the game "
                        "(overrides the saved one and $CLUB21_LANG)")
    net = parser.add_argument_group("network play (docs/network.md)")
    net.add_argument("--host", choices=("indian", "showdown"), help="host a match: the "
                     "window opens at the waiting room (address, room code, who has joined); "
                     "with --headless it prints the address and room code")
    net.add_argument("--port", type=port, default=0, help="port to host on (default: a free one)")
    net.add_argument("--join", metavar="ADDRESS:PORT", help="join a hosted match (the window "
                     "opens at Join a game, joining)")
    net.add_argument("--code", type=room_code, help="the room code (to join; to host with a "
                     "chosen one)")
    net.add_argument("--seats", type=seat_list, help="the host's seats in order, each guest "
                     "or an AI level, and in a window one you, e.g. "
                     "you,guest,guest,guest,normal,hard (default: Indian you,guest in a "
                     "window, guest,normal headless; Showdown you,guest,normal,normal in a "
                     "window, normal,guest,guest,normal headless)")
    net.add_argument("--name", default="guest", help="your name at the table")
    net.add_argument("--headless", action="store_true", help="no window: the host's seats "
                     "play with its AI; a guest reads action words on stdin and writes the "
                     "bot protocol's lines on stdout (docs/bots.md)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true", help="add Club 21 to this "
                         "user's desktop menu (Linux: launcher, icons, AppStream data)")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="remove what --install-desktop added")
    return parser


def help_epilog() -> str:
    from scenes.app.i18n import Language
    from scenes.app.registry import SceneRegistry

    scenes = SceneRegistry().names()
    lines = ["scenes (--scene):", *_wrapped(", ".join(scenes)), "",
             "languages (--lang):",
             *(f"  {lang.value}  {lang.native_name}" for lang in Language), "",
             "environment:"]
    for name, meaning in ENVIRONMENT:
        lines += [f"  {name}", f"      {meaning}"]
    lines += ["", "SIGTERM, SIGINT (Ctrl+C) and SIGHUP save and quit, exit status 0;",
              "a round in play resumes at the next start."]
    return "\n".join(lines)


def _wrapped(text: str, width: int = 76) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append("  " + line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, "  " + line] if line else lines


def parse(argv: list[str] | None) -> argparse.Namespace:
    """The arguments, checked; ``--help`` and any error exit here (SystemExit)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.help:
        parser.epilog = help_epilog()
        parser.print_help()
        parser.exit(0)
    if args.join and not args.code:
        parser.error("--join needs --code")
    if args.seats and (not args.host or (args.host == "indian" and len(args.seats) != 2)):
        parser.error("--seats goes with --host (Indian has 2 seats)")
    if args.host and args.join:
        parser.error("--host and --join cannot be used together")
    if args.seats and args.headless and "you" in args.seats:
        parser.error("--seats: 'you' sits only in a window (without --headless)")
    if args.seats and not args.headless and "you" not in args.seats:
        parser.error("--seats: a window's host sits at one seat: add 'you'")
    if args.scene.strip("/") != "lobby":
        _check_scene(parser, args.scene)
    return args


def _check_scene(parser: OneLineParser, path: str) -> None:
    from scenes.app.registry import SceneRegistry

    registry = SceneRegistry()
    for name in (n for n in path.split("/") if n):
        if not registry.has(name):
            parser.error(f"unknown scene {shown(name)}; known: {', '.join(registry.names())}")
