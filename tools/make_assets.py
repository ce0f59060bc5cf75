"""Generate every committed art and sound asset of Club 21.

    python tools/make_assets.py            # everything
    python tools/make_assets.py cards chips  # only some groups

Headless (SDL dummy drivers) and deterministic: the same inputs give
byte-identical PNG and WAV files. See assets/LICENSE-ASSETS.md.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import art_cards
import art_chips
import art_common  # sets the SDL environment before pygame loads
import art_felts
import art_icon
import art_indian
import art_sounds
import art_tiles
import art_ui

LICENSE_TEXT = """# Club 21 asset licence

All card faces and backs (`cards/`, `cards4/`, `indian/`), chips (`chips/`), felts
(`felt/`), the lobby tileset (`tiles/`), button skins (`ui/`), sound effects
(`sounds/`), music loops and room tone (`music/`) and the application icon
(`icon/`, with the `.ico` and `.icns` under `packaging/icons/`) are original work
of the Club 21 project, generated procedurally by `tools/make_assets.py` (and its
`tools/art_*.py` modules) with pygame, numpy (sounds and music: synthesised, see
`tools/art_sounds.py` and `tools/art_music.py`) and the Python standard library.
No third-party artwork, photographs, recordings or samples are used. They are
distributed under the project's licence (MIT).

The Tiled maps in `maps/` are hand-authored project files under the same licence.

## Fonts

`fonts/DejaVuSans.ttf` and `fonts/DejaVuSans-Bold.ttf` are the DejaVu fonts
(https://dejavu-fonts.github.io/), Bitstream Vera derived, free licence; the
full licence text is in `fonts/LICENSE-DejaVu.txt`. The same fonts are used to
render the card indices and chip values.
"""

GROUPS = {
    "fonts": art_common.install_fonts,
    "cards": art_cards.generate,
    "indian": art_indian.generate,
    "chips": art_chips.generate,
    "felts": art_felts.generate,
    "tiles": art_tiles.generate,
    "ui": art_ui.generate,
    "sounds": art_sounds.generate,
    "icon": art_icon.generate,
}


def write_license() -> list[Path]:
    path = art_common.ASSETS / "LICENSE-ASSETS.md"
    path.write_text(LICENSE_TEXT, encoding="utf-8")
    return [path]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("groups", nargs="*", metavar="GROUP",
                    help=f"only these groups (default: all): {', '.join(GROUPS)}")
    chosen_groups = ap.parse_args(argv).groups
    unknown = [name for name in chosen_groups if name not in GROUPS]
    if unknown:
        print(f"unknown group(s) {unknown}; choose from {sorted(GROUPS)}", file=sys.stderr)
        return 2
    art_common.init()
    art_common.install_fonts()          # every drawing group needs the fonts
    chosen = chosen_groups or list(GROUPS)
    written = write_license()
    for name in chosen:
        files = GROUPS[name]()
        size = sum(f.stat().st_size for f in files)
        print(f"{name:7s} {len(files):3d} files {size / 1024:8.1f} KiB")
        written += files
    total = sum(f.stat().st_size for f in written)
    print(f"total   {len(written):3d} files {total / 1024:8.1f} KiB")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))    # game.interrupt
    from game.interrupt import run_main
    sys.exit(run_main(lambda: main(sys.argv[1:])))
