"""Shared helpers for the asset generator: paths, fonts, colours, surfaces.

Everything here is deterministic: no clocks, no global random state.
"""
from __future__ import annotations

import os
import shutil
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # environment must be set first

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
FONTS_DIR = ASSETS / "fonts"

SYSTEM_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
SYSTEM_FONT_LICENSE = Path("/usr/share/doc/fonts-dejavu-core/copyright")
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_LICENSE_NAME = "LICENSE-DejaVu.txt"

Color = tuple[int, ...]

WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
TRANSPARENT = (0, 0, 0, 0)
GOLD = (214, 176, 84)
GOLD_LIGHT = (250, 226, 150)
GOLD_DARK = (140, 100, 36)

# Working glyph size: glyphs are rendered large, cropped, then scaled to fit.
GLYPH_RENDER_SIZE = 240


def init() -> None:
    """Initialise the pygame modules the generator needs (no window)."""
    pygame.init()
    pygame.font.init()


def install_fonts() -> list[Path]:
    """Copy the DejaVu fonts and their licence into assets/fonts/.

    When the system copies are missing the committed copies are kept, so the
    generator still runs on machines without fonts-dejavu-core.
    """
    FONTS_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    pairs = [(SYSTEM_FONT_DIR / name, FONTS_DIR / name) for name in FONT_FILES]
    pairs.append((SYSTEM_FONT_LICENSE, FONTS_DIR / FONT_LICENSE_NAME))
    for source, target in pairs:
        if source.exists():
            shutil.copyfile(source, target)
        if not target.exists():
            raise FileNotFoundError(f"need {source} or a committed {target}")
        written.append(target)
    return written


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    name = FONT_FILES[1] if bold else FONT_FILES[0]
    return pygame.font.Font(str(FONTS_DIR / name), size)


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend of two RGB(A) colours, t=0 gives a, t=1 gives b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def scale_color(c: Color, factor: float) -> Color:
    return tuple(max(0, min(255, round(v * factor))) for v in c[:3])


def alpha_surface(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(TRANSPARENT)
    return surf


def glyph(text: str, color: Color, bold: bool = False) -> pygame.Surface:
    """Render text large and crop it to its inked pixels."""
    surf = font(GLYPH_RENDER_SIZE, bold).render(text, True, color)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def fit(surf: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """Scale a surface (keeping its aspect) to fit inside max_w × max_h."""
    w, h = surf.get_size()
    k = min(max_w / w, max_h / h)
    return pygame.transform.smoothscale(surf, (max(1, round(w * k)), max(1, round(h * k))))


def glyph_fit(text: str, color: Color, max_w: float, max_h: float,
              bold: bool = False) -> pygame.Surface:
    return fit(glyph(text, color, bold), max_w, max_h)


def glyph_height(text: str, color: Color, height: float, bold: bool = False,
                 max_w: float | None = None) -> pygame.Surface:
    """Glyph scaled to an exact ink height; squeezed horizontally if too wide."""
    g = glyph(text, color, bold)
    w, h = g.get_size()
    new_h = round(height)
    new_w = round(w * height / h)
    if max_w is not None and new_w > max_w:
        new_w = round(max_w)
    return pygame.transform.smoothscale(g, (max(1, new_w), max(1, new_h)))


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def downsample(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale a supersampled drawing down to its final size (anti-aliasing)."""
    out = surf
    # Halve in steps so every output pixel averages all the pixels it covers.
    while out.get_width() >= size[0] * 2 and out.get_height() >= size[1] * 2:
        out = pygame.transform.smoothscale(out, (out.get_width() // 2, out.get_height() // 2))
    if out.get_size() != size:
        out = pygame.transform.smoothscale(out, size)
    return out


def vertical_gradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, h - 1)), (0, y), (w - 1, y))
    return surf


def tint_glyph(mask_glyph: pygame.Surface, gradient_top: Color,
               gradient_bottom: Color) -> pygame.Surface:
    """Colour a white glyph with a vertical gradient (keeps the glyph's alpha)."""
    out = vertical_gradient(mask_glyph.get_size(), gradient_top, gradient_bottom)
    out.blit(mask_glyph, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """Opaque white rounded rectangle on transparency, used to clip artwork."""
    mask = alpha_surface(size)
    pygame.draw.rect(mask, WHITE, mask.get_rect(), border_radius=radius)
    return mask


def clip_to(art: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    out = art.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def save_png(surf: pygame.Surface, path: Path, opaque: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if opaque:
        flat = pygame.Surface(surf.get_size())  # 24-bit: smaller PNGs
        flat.blit(surf, (0, 0))
        surf = flat
    pygame.image.save(surf, str(path))
    return path


def noise_surface(size: tuple[int, int], rng, amplitude: int) -> pygame.Surface:
    """Grey noise with values 0..amplitude (for additive/subtractive blending)."""
    w, h = size
    data = rng.randbytes(w * h)
    surf = pygame.image.frombytes(data, size, "P")
    surf.set_palette([(v * (amplitude + 1) // 256,) * 3 for v in range(256)])
    return _to_rgb(surf)


def _to_rgb(surf: pygame.Surface) -> pygame.Surface:
    rgb = pygame.Surface(surf.get_size())
    rgb.blit(surf, (0, 0))
    return rgb


def apply_noise(target: pygame.Surface, rng, amplitude: int,
                grain: int = 1) -> None:
    """Add zero-mean grey noise to target; grain > 1 makes softer, larger specks."""
    w, h = target.get_size()
    small = (max(1, w // grain), max(1, h // grain))
    for flag in (pygame.BLEND_RGB_ADD, pygame.BLEND_RGB_SUB):
        layer = noise_surface(small, rng, amplitude)
        if grain > 1:
            layer = pygame.transform.smoothscale(layer, (w, h))
        target.blit(layer, (0, 0), special_flags=flag)
