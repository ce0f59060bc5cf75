"""The committed assets honour docs/architecture.md ("Assets"): names, sizes, formats, colours."""
from __future__ import annotations

import os
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

ASSETS = Path(__file__).resolve().parent.parent / "assets"

CARD_SIZE = (90, 126)
CHIP_SIZE = (64, 64)
FELT_SIZE = (1280, 720)
TILE = 32
SAMPLE_RATE = 22050
MUSIC_RATE = SAMPLE_RATE // 2    # the loops: tools/art_music.py

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARD_CODES = [r + s for s in SUITS for r in RANKS]
CHIP_VALUES = (1, 5, 25, 100, 500)
FELTS = ("lobby", "midnight", "classic", "showdown", "indian")
SOUNDS = ("card_slide", "card_flip", "chip_click", "chip_stack_small", "chip_stack_large",
          "chips_swept", "chips_paid", "shuffle_machine", "shuffle_riffle", "cut_card",
          "button", "refusal", "win", "big_win", "blackjack", "bust", "push",
          "insurance_paid", "pot_taken", "elimination", "match_won", "match_lost",
          "dealer_speaks")
LOOPS = ("music_lobby", "music_dealer", "music_showdown", "music_indian", "room_tone")
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt")

SIZED_IMAGES = (
    [(f"cards/{c}.png", CARD_SIZE) for c in CARD_CODES]
    + [(f"cards4/{c}.png", CARD_SIZE) for c in CARD_CODES]
    + [("cards/back.png", CARD_SIZE), ("cards/back_blue.png", CARD_SIZE)]
    + [(f"indian/{v}.png", CARD_SIZE) for v in range(1, 12)]
    + [("indian/back.png", CARD_SIZE)]
    + [(f"chips/{v}.png", CHIP_SIZE) for v in CHIP_VALUES]
    + [(f"felt/{f}.png", FELT_SIZE) for f in FELTS]
)

MAX_TOTAL_BYTES = 8 * 1024 * 1024
MAX_FELT_BYTES = 1_600_000


def load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(ASSETS / rel))


def ink_counts(surface: pygame.Surface) -> dict[str, int]:
    """Count strongly red, blue, green and dark pixels of a card face."""
    counts = {"red": 0, "blue": 0, "green": 0, "dark": 0}
    w, h = surface.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            if a < 200:
                continue
            if r > 150 and g < 90 and b < 100:
                counts["red"] += 1
            elif b > 140 and r < 90:
                counts["blue"] += 1
            elif g > 90 and r < 70 and b < 110:
                counts["green"] += 1
            elif r < 70 and g < 70 and b < 70:
                counts["dark"] += 1
    return counts


@pytest.mark.parametrize("rel,size", SIZED_IMAGES)
def test_image_exists_loads_and_has_contract_size(rel, size):
    assert (ASSETS / rel).is_file(), rel
    assert load(rel).get_size() == size


def test_cards_and_chips_have_transparent_corners():
    for rel in ("cards/AS.png", "cards/back.png", "indian/back.png", "chips/25.png"):
        image = load(rel)
        assert image.get_flags() & pygame.SRCALPHA or image.get_alpha() is not None, rel
        assert image.get_at((0, 0)).a == 0, rel


def test_hearts_are_red_and_spades_black():
    hearts, spades = ink_counts(load("cards/7H.png")), ink_counts(load("cards/7S.png"))
    assert hearts["red"] > 100 and hearts["dark"] < 20
    assert spades["dark"] > 100 and spades["red"] < 20


def inked(surface: pygame.Surface, ink: tuple[int, int, int]) -> int:
    """Pixels (every second one) within a few steps of ``ink``."""
    w, h = surface.get_size()
    return sum(1 for y in range(0, h, 2) for x in range(0, w, 2)
               if sum(abs(c - i) for c, i in zip(surface.get_at((x, y))[:3], ink)) < 30)


def test_four_colour_deck_paints_diamonds_violet_and_clubs_teal():
    # violet-blue and teal rather than blue and green: told apart by every eye
    # (tests/test_colour_vision.py)
    assert inked(load("cards4/7D.png"), (110, 60, 200)) > 100
    assert inked(load("cards4/7C.png"), (0, 130, 140)) > 100
    assert ink_counts(load("cards/7D.png"))["red"] > 100


def test_tileset_is_eight_by_two_tiles_and_documented():
    sheet = load("tiles/casino_tiles.png")
    assert sheet.get_size() == (8 * TILE, 2 * TILE)
    readme = (ASSETS / "tiles" / "README.md").read_text(encoding="utf-8")
    for index in range(16):
        assert f"| {index} | {index + 1} |" in readme


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_is_a_short_22k_16bit_mono_wav(name):
    with wave.open(str(ASSETS / "sounds" / f"{name}.wav"), "rb") as wav:
        assert wav.getframerate() == SAMPLE_RATE
        assert wav.getsampwidth() == 2
        assert wav.getnchannels() == 1
        assert 0 < wav.getnframes() <= 2 * SAMPLE_RATE  # at most two seconds


def _pcm(path: Path) -> list[int]:
    import array
    with wave.open(str(path), "rb") as wav:
        data = array.array("h", wav.readframes(wav.getnframes()))
    return data.tolist()


@pytest.mark.parametrize("name", LOOPS)
def test_a_loop_wraps_round_without_a_click(name):
    """The step from the last sample back to the first is no bigger than the
    loop's ordinary steps (a click would be many times the largest)."""
    pcm = _pcm(ASSETS / "music" / f"{name}.wav")
    steps = sorted(abs(b - a) for a, b in zip(pcm, pcm[1:]))
    assert len(pcm) >= 4 * MUSIC_RATE
    assert abs(pcm[0] - pcm[-1]) <= steps[int(0.999 * len(steps))]


def test_sound_folders_hold_only_the_named_sounds_and_stay_small():
    effects = {p.stem for p in (ASSETS / "sounds").glob("*.wav")}
    loops = {p.stem for p in (ASSETS / "music").glob("*.wav")}
    assert effects == set(SOUNDS) and loops == set(LOOPS)
    total = sum(p.stat().st_size for p in [*(ASSETS / "sounds").glob("*.wav"),
                                           *(ASSETS / "music").glob("*.wav")])
    assert total < 3_000_000     # the one-file executable has a size limit


def test_fonts_and_licences_are_shipped():
    for name in FONTS:
        assert (ASSETS / "fonts" / name).is_file(), name
    assert (ASSETS / "LICENSE-ASSETS.md").is_file()
    pygame.font.init()
    font = pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans.ttf"), 20)
    # Four distinct suit glyphs (a missing glyph would render four identical boxes).
    renders = {pygame.image.tobytes(font.render(g, True, (0, 0, 0)), "RGBA")
               for g in "\u2660\u2665\u2666\u2663"}
    assert len(renders) == 4


def test_assets_stay_small_enough_for_the_packaged_exe():
    files = [p for p in ASSETS.rglob("*") if p.is_file()]
    assert sum(p.stat().st_size for p in files) < MAX_TOTAL_BYTES
    for felt in FELTS:
        assert (ASSETS / "felt" / f"{felt}.png").stat().st_size < MAX_FELT_BYTES
