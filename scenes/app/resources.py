"""Where files live and the cached loading of images, fonts and rendered text.

``asset_path`` works from the source tree, an installed wheel and a
PyInstaller bundle (``scenes.app.locations`` finds the folder).  ``Resources``
caches everything it loads; a missing PNG gives ``None`` (callers draw a
fallback) and a missing font falls back to the system DejaVu or pygame's
built-in font, so the game runs while art is absent.
"""
from __future__ import annotations

import os
import weakref
from collections import OrderedDict
from pathlib import Path

import platformdirs
import pygame

from scenes.app.i18n import resay
from scenes.app.locations import asset_root
from scenes.widgets.card_art import fallback_back, fallback_chip, fallback_face
from scenes.widgets.theme import MIN_TEXT, Colour, FontName

APP_NAME = "club21"
DATA_DIR_ENV = "CLUB21_DATA_DIR"  # lets tests and smoke runs keep out of $HOME
SYSTEM_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
LARGE_TEXT_LIMIT = 300           # texts kept at a large window's resolution
TEXT_CACHE_LIMIT = 600            # rendered texts kept (least recently used go first)
TEXT_CACHE_BYTES = 8 * 1024 * 1024  # and their pixels: by count alone the cache drifted
                                    # toward the big texts (Showdown, 2,000 s: 6.6 -> 9.9 MB)


def asset_path(*parts: str) -> Path:
    """Absolute path of an asset, e.g. ``asset_path("cards", "AS.png")``."""
    return asset_root().joinpath(*parts)


def user_data_dir() -> Path:
    """Per-user writable folder (settings, logs); created if missing."""
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _pixel_bytes(surface: pygame.Surface) -> int:
    return surface.get_height() * surface.get_pitch()


TextKey = tuple[str, int, tuple[int, ...], bool, bool]   # (text, size, colour, bold, printed)


def scaled_size(size: int, percent: int) -> int:
    """The pixel size of ``size`` (a size at 100%) at ``percent``: the one place
    text sizes scale, so every screen grows alike."""
    return max(1, (size * percent + 50) // 100)


class Resources:
    """Cached images, fonts and text surfaces.  One instance lives in the Context."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or asset_root()
        self._images: dict[tuple[str, bool], pygame.Surface | None] = {}
        self._fonts: dict[tuple[str, int, bool], pygame.font.Font] = {}
        self._text: OrderedDict[TextKey, pygame.Surface] = OrderedDict()
        self._text_bytes = 0
        self._drawn: dict[tuple[str | int | bool, ...], pygame.Surface] = {}  # procedural stand-ins
        self.text_scale = 100        # percent: the player's text size (Settings)
        # Which words each rendered text shows (a large window draws them again, sharp).
        self._said: weakref.WeakKeyDictionary[pygame.Surface, TextKey] = \
            weakref.WeakKeyDictionary()
        self._large: OrderedDict[tuple[TextKey, int], pygame.Surface] = OrderedDict()

    def set_text_scale(self, percent: int) -> None:
        """Draw every text at ``percent`` of its size from now on (fonts and
        rendered texts are made again at the new size)."""
        if percent == self.text_scale:
            return
        self.text_scale = percent
        self._large.clear()
        self._fonts.clear()
        self._text.clear()
        self._text_bytes = 0

    def smallest_size(self) -> int:
        """The smallest size a text may shrink to where it lacks room: drawn at
        MIN_TEXT pixels or more at any text size (14 at 100%, 9 at 150%)."""
        size = MIN_TEXT
        while size > 1 and self.scaled(size - 1) >= MIN_TEXT:
            size -= 1
        return size

    def scaled(self, size: int) -> int:
        """The pixel size text asked for at ``size`` is drawn at (``scaled_size``)."""
        return scaled_size(size, self.text_scale)

    # -- images ---------------------------------------------------------
    def image(self, relative: str, alpha: bool = True) -> pygame.Surface | None:
        """Load ``assets/<relative>`` once; None when the file is missing or bad."""
        key = (relative, alpha)
        if key not in self._images:
            self._images[key] = self._load_image(self.root / relative, alpha)
        return self._images[key]

    @staticmethod
    def _load_image(path: Path, alpha: bool) -> pygame.Surface | None:
        if not path.is_file():
            return None
        try:
            surface = pygame.image.load(str(path))
        except (pygame.error, OSError):
            return None
        if pygame.display.get_surface() is not None:  # convert needs a mode
            surface = surface.convert_alpha() if alpha else surface.convert()
        return surface

    # -- fonts and text -------------------------------------------------
    def font(self, name: FontName | str = FontName.REGULAR, size: int = 20,
             printed: bool = False) -> pygame.font.Font:
        """A font by file name and size (at 100%: drawn at the player's text
        size, ``scaled``), cached by (name, size).  ``printed``: type printed
        on a table's cloth, part of the felt's art like the card faces, keeps
        its size at every text size (the rules it prints are in the Rules
        screen, which grows)."""
        file_name = name.value if isinstance(name, FontName) else name
        key = (file_name, size, printed)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = self._open_font(file_name, size if printed else self.scaled(size))
            self._fonts[key] = font
        return font

    def _open_font(self, file_name: str, size: int) -> pygame.font.Font:
        for candidate in (self.root / "fonts" / file_name, SYSTEM_FONT_DIR / file_name):
            if candidate.is_file():
                try:
                    return pygame.font.Font(str(candidate), size)
                except (pygame.error, OSError):
                    continue
        return pygame.font.Font(None, int(size * 1.3))  # built-in font runs small

    def text(self, text: str, size: int = 20, color: Colour=(255, 255, 255),
             bold: bool = False, printed: bool = False) -> pygame.Surface:
        """Render ``text`` antialiased; identical requests reuse one surface (LRU).
        A translated text kept from before a language switch is said anew.
        ``printed``: on the felt, at its own size (``font``)."""
        text = resay(text)
        key = (text, size, tuple(color), bold, printed)
        surface = self._text.get(key)
        if surface is not None:
            self._text.move_to_end(key)
            return surface
        font = self.font(FontName.BOLD if bold else FontName.REGULAR, size, printed)
        surface = font.render(text, True, color)
        self._said[surface] = key
        self._text[key] = surface
        self._text_bytes += _pixel_bytes(surface)
        while len(self._text) > 1 and (len(self._text) > TEXT_CACHE_LIMIT
                                       or self._text_bytes > TEXT_CACHE_BYTES):
            self._text_bytes -= _pixel_bytes(self._text.popitem(last=False)[1])
        return surface

    def text_key(self, surface: pygame.Surface) -> TextKey | None:
        """The (text, size, colour, bold, printed) ``surface`` was rendered from,
        if ``text`` made it."""
        return self._said.get(surface)

    def text_at(self, key: TextKey, factor: int) -> pygame.Surface:
        """The text of ``key`` rendered ``factor`` times larger (a large window's
        own pixels); the last few are kept."""
        found = self._large.get((key, factor))
        if found is not None:
            self._large.move_to_end((key, factor))
            return found
        text, size, colour, bold, printed = key
        pixels = (size if printed else self.scaled(size)) * factor
        font = self._open_font((FontName.BOLD if bold else FontName.REGULAR).value, pixels)
        image = font.render(text, True, colour)
        self._large[(key, factor)] = image
        while len(self._large) > LARGE_TEXT_LIMIT:
            self._large.popitem(last=False)
        return image

    @property
    def text_cache_bytes(self) -> int:
        """Pixel bytes held by the rendered-text cache (bounded by TEXT_CACHE_BYTES)."""
        return self._text_bytes

    # -- game art with drawn fallbacks -----------------------------------
    def card_face(self, code: str, four_colour: bool = False) -> pygame.Surface:
        """A 52-card face (``"AS"``) or Indian card (``"1"``..``"11"``)."""
        if code.isdigit():
            relative = f"indian/{code}.png"
        else:
            relative = f"{'cards4' if four_colour else 'cards'}/{code}.png"
        image = self.image(relative)
        if image is None and four_colour:
            image = self.image(f"cards/{code}.png")
        if image is None:
            key = ("face", code, four_colour)
            if key not in self._drawn:
                self._drawn[key] = fallback_face(self, code, four_colour)
            image = self._drawn[key]
        return image

    def card_back(self, indian: bool = False) -> pygame.Surface:

        image = self.image("indian/back.png" if indian else "cards/back.png")
        if image is None:
            key = ("back", indian)
            if key not in self._drawn:
                self._drawn[key] = fallback_back(self, indian)
            image = self._drawn[key]
        return image

    def chip(self, value: int) -> pygame.Surface:

        image = self.image(f"chips/{value}.png")
        if image is None:
            key = ("chip", value)
            if key not in self._drawn:
                self._drawn[key] = fallback_chip(self, value)
            image = self._drawn[key]
        return image
