"""Every screen in both languages: each one a player meets (the golden screens
and more, mid-round and after) is drawn in English and in Dutch from the same
seed and words, and

* no text is drawn in Dutch exactly as in English, unless it is made of names
  and words both languages share (``SHARED_WORDS``);
* no text runs off the window or out of its dialog's panel, no label is wider
  than its button, and Dutch makes no two texts overlap that did not overlap
  in English;
* switching to Dutch on a screen already open (what Settings → Nederlands
  does) draws exactly the frame that screen draws when opened in Dutch;
* a tip leaves the table's message line in sight."""
from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

import golden_screens as golden
import pygame
import pytest

from scenes.app import i18n
from scenes.app.i18n import Language
from scenes.dialogs.guide import GuideTip
from scenes.widgets.button import TEXT_PAD, Button
from scenes.widgets.panel import Panel

SCREEN = pygame.Rect(0, 0, 1280, 720)

# Words drawn the same in both languages on purpose: the tables' and the AI
# players' names (product and proper names), keys, and words Dutch casino
# players use as they are.  A text made only of these (and numbers) is fine.
SHARED_WORDS = set("""
    Midnight Blackjack Classic Shoe Showdown Indian Club Blackjacks BLACKJACK
    Bruno Cleo Dora Ace Blaze Clover Dice Echo
    Esc Enter Tab Menu Lobby LOBBY START Volume Training English Nederlands Computer
    Death Match Finale OK Pot POT AI Items Hi Lo TIP soft hard Soft Hard
    MIDNIGHT CLASSIC SHOE SHOWDOWN INDIAN HOME END LEFT RIGHT UP DOWN PgUp PgDn Home End PAGE
    Page Up Down Backspace Delete Insert HOST Online
""".split())
# The licences and notices About shows are legal texts: they stay in their own words.
ROOT = Path(__file__).resolve().parents[1]
LEGAL_FILES = [path.read_text(encoding="utf-8") for path in (
    ROOT / "LICENSE", ROOT / "THIRD_PARTY_NOTICES.md", ROOT / "assets" / "LICENSE-ASSETS.md",
    ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt")]
LEGAL_TEXT = " ".join(" ".join(text.split()) for text in LEGAL_FILES)
LEGAL_LINES = {line.strip() for text in LEGAL_FILES for line in text.splitlines()}


@dataclass
class Frame:
    """What one drawn frame showed: its pixels, every text rendered while the
    screen was built and drawn, the texts blitted straight onto the window
    (with their places) and the buttons drawn."""
    pixels: bytes = b""
    texts: set[str] = field(default_factory=set)
    # (text, place, which scene of the stack drew it, which surface it was painted on)
    placed: list[tuple[str, pygame.Rect, int, int]] = field(default_factory=list)
    too_wide: list[str] = field(default_factory=list)
    tip_covers: list[str] = field(default_factory=list)   # message words under a tip
    off_panel: list[str] = field(default_factory=list)    # an overlay's text past its panel


EXTRA = (
    golden.Shot("classic_pause", "classic/pause"),
    golden.Shot("showdown_pause", "showdown/pause"),
    golden.Shot("indian_pause", "indian/pause"),
    golden.Shot("classic_rules", "classic/pause/rules"),
    golden.Shot("showdown_rules", "showdown/pause/rules"),
    golden.Shot("indian_rules", "indian/pause/rules"),
    golden.Shot("midnight_three_spots", "midnight", seed=11,
                words=("bet 1 10", "bet 2 10", "bet 3 10", "deal")),
    golden.Shot("midnight_after_a_hit", "midnight", seed=3,
                words=("bet 1 10", "deal", "hit", "stand")),
    golden.Shot("classic_after_a_round", "classic", seed=5, words=("bet 1 10", "deal", "stand")),
    golden.Shot("showdown_rounds_later", "showdown", seed=9, words=("hit", "stand") * 4),
    golden.Shot("indian_after_a_reveal", "indian", seed=4,
                words=("start", "call", "stay", "stay", "pass", "pass")),
    golden.Shot("house_rules", "lobby/house_rules"),
    golden.Shot("settings_over_a_table", "midnight/pause/settings"),
    golden.Shot("midnight_insurance", "midnight", seed=28, words=("bet 1 10", "deal")),
    golden.Shot("midnight_first_tip", "midnight", prepare="tips"),
    golden.Shot("classic_first_tip", "classic", words=("bet 1 10",), prepare="tips"),
    golden.Shot("showdown_first_tip", "showdown", words=("stand",), prepare="tips"),
    golden.Shot("indian_first_tip", "indian", words=("start",), prepare="tips"),
    golden.Shot("history_after_rounds", "midnight", seed=3,
                words=("bet 1 10", "deal", "hit", "stand", "same_bet_deal", "stand"),
                prepare="then:history"),
    golden.Shot("stats_after_rounds", "classic", seed=5, words=("bet 1 10", "deal", "stand"),
                prepare="then:stats"),
)
SCREENS = tuple(golden.SHOTS) + EXTRA


def _prepare(app, how: str) -> None:
    """Golden preparations, plus: ``tips`` (the guided tour on, as for a new
    player) and ``then:NAME`` (open NAME once the words are played)."""
    if how == "tips":
        app.context.tips_allowed = True
        app.context.settings = app.context.settings.with_(show_tips=True)
    elif how and not how.startswith("then:"):
        golden.PREPARE[how](app.context.manager.top)


class _RecordingFont(pygame.font.Font):
    rendered: dict[int, tuple[str, pygame.Surface]] = {}

    def render(self, text, *args, **kwargs):        # type: ignore[override]
        image = super().render(text, *args, **kwargs)
        self.rendered[id(image)] = (str(text), image)   # the image kept: ids stay unique
        return image


_BaseSurface = pygame.Surface


def _texts_on(source, dest) -> list[tuple[str, pygame.Rect]]:
    """The texts ``source`` carries, placed where blitting it at ``dest`` puts
    them: a rendered text itself, or the texts painted on a recording layer."""
    corner = pygame.Rect(dest).topleft if len(dest) == 4 else tuple(dest)
    text = _RecordingFont.rendered.get(id(source))
    if text is not None:
        return [(text[0], pygame.Rect(corner, source.get_size()), 0)]
    return [(words, rect.move(corner), on) for words, rect, on in getattr(source, "texts", [])]


class _RecordingLayer(_BaseSurface):
    """Any surface a scene makes while recording (a panel, a pre-drawn table):
    it remembers the texts painted on it, so they are found where it lands."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.texts: list[tuple[str, pygame.Rect, int]] = []

    def blit(self, source, dest, area=None, special_flags=0):      # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        if area is None:    # a copy of a layer is made without __init__: no list yet
            self.__dict__.setdefault("texts", []).extend(
                (words, where, on or id(self)) for words, where, on in _texts_on(source, dest))
        return rect

    def fill(self, *args, **kwargs):                               # type: ignore[override]
        if len(args) < 2 and "rect" not in kwargs:                 # painted over: forgotten
            self.__dict__["texts"] = []
        return super().fill(*args, **kwargs)


class _RecordingWindow(_BaseSurface):
    """The window's surface, noting where each rendered text lands on it."""

    def __init__(self, placed: list[tuple[str, pygame.Rect, int, int]]) -> None:
        super().__init__(SCREEN.size)
        self.placed = placed
        self.layer = 0          # which scene of the stack is drawing (0 = the bottom)

    def blit(self, source, dest, area=None, special_flags=0):      # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        if area is None:
            self.placed += [(words, where, self.layer, on)
                            for words, where, on in _texts_on(source, dest)]
        return rect


def _draw(app, frame: Frame, monkeypatch) -> None:
    real_draw = Button.draw

    def draw(button, surface):
        if button.visible and button.text_width() > button.rect.w - 2 * TEXT_PAD:
            frame.too_wide.append(f"{button.text!r} {button.text_width()} "
                                  f"> {button.rect.w - 2 * TEXT_PAD}")
        real_draw(button, surface)

    monkeypatch.setattr(Button, "draw", draw)
    window = _RecordingWindow(frame.placed)
    for layer, scene in enumerate(app.context.manager.visible_scenes()):
        window.layer = layer
        scene.draw(window)
    monkeypatch.setattr(Button, "draw", real_draw)
    frame.pixels = pygame.image.tobytes(window, "RGB")
    top = app.context.manager.top
    panel = getattr(top, "panel", None)
    if isinstance(panel, Panel) and getattr(top, "is_overlay", False):
        layer = len(app.context.manager.visible_scenes()) - 1
        inside = panel.rect.inflate(-4, -4)
        frame.off_panel = [f"{text!r} at {rect}" for text, rect, scene, _on in frame.placed
                           if scene == layer and text.strip() and not inside.contains(rect)]
    if isinstance(top, GuideTip):     # the tip may cover felt and pot, not what to do now
        band = app.context.manager.stack[-2].anchors["message"]   # the message line's row
        below = len(app.context.manager.visible_scenes()) - 1
        # the message line's own words: in its row and within its width (a side
        # panel's figures share the row, and a tip may cover a panel's top)
        frame.tip_covers = [text for text, rect, layer, _on in frame.placed
                            if layer < below and text.strip()
                            and band.top - 4 <= rect.centery <= band.bottom + 4
                            and band.left <= rect.centerx <= band.right
                            and rect.colliderect(top.rect)]


def _play(shot: golden.Shot, language: Language, monkeypatch, then_switch: bool = False):
    """Open ``shot`` in ``language``; draw it; with ``then_switch`` switch to
    Dutch the way Settings does and draw again.  Returns the frames drawn."""
    from scenes.app.cli import _fake_frames
    from scenes.app.loop import App

    monkeypatch.setattr(pygame.font, "Font", _RecordingFont)
    monkeypatch.setattr(pygame, "Surface", _RecordingLayer)
    monkeypatch.setenv("CLUB21_LANG", language.value)
    frames: list[Frame] = []
    with tempfile.TemporaryDirectory(prefix="club21-i18n-") as folder:
        app = App(strict=True, data_dir=Path(folder), seed=shot.seed)
        try:
            if shot.settings:
                app.context.settings = app.context.settings.with_(**dict(shot.settings))
            _RecordingFont.rendered.clear()
            app.start(shot.scene, lazy=False)
            _prepare(app, shot.prepare)
            if shot.words:
                app.context.manager.top.apply_actions(list(shot.words))
            _fake_frames(app, shot.frames)
            if shot.prepare.startswith("then:"):
                app.context.open_scene(shot.prepare.removeprefix("then:"))
                _fake_frames(app, 5)
            frame = Frame(texts={t for t, _image in _RecordingFont.rendered.values()})
            _draw(app, frame, monkeypatch)
            frames.append(frame)
            if then_switch:
                monkeypatch.setenv("CLUB21_LANG", Language.DUTCH.value)
                app.context.update_settings(language=Language.DUTCH.value)
                switched = Frame()
                _draw(app, switched, monkeypatch)
                frames.append(switched)
        finally:
            app.close()
            i18n.set_language(Language.ENGLISH)
    return frames


def _legal(text: str) -> bool:
    """A line of a licence or notice: a whole line of one, or a part of a few
    words at least ("DEAL" is in the MIT text too)."""
    words = text.lstrip("• ").split()
    return text.strip() in LEGAL_LINES or len(words) >= 3 and " ".join(words) in LEGAL_TEXT


def _left_in_english(english: set[str], dutch: set[str]) -> list[str]:
    return sorted(t for t in dutch & english
                  if not set(re.findall(r"[A-Za-z]{2,}", re.sub(r"#[0-9a-f]+", "", t)))
                  <= SHARED_WORDS
                  and not _legal(t)
                  and not t.startswith("ABCDEFGHIJ"))


def _off_the_window(frame: Frame) -> list[str]:
    return [f"{text!r} at {rect}" for text, rect, _layer, _on in frame.placed
            if text.strip() and not SCREEN.contains(rect)]


def _overlaps(frame: Frame) -> dict[int, set[tuple[str, str]]]:
    """Per scene of the stack, the texts painted on one surface that run into
    each other (an overlay may cover the scene below it, a panel the felt
    print under it: that is not an overlap)."""
    shown = [(t, r.inflate(-2, -4), (layer, on)) for t, r, layer, on in frame.placed
             if t.strip()]
    found: dict[int, set[tuple[str, str]]] = {}
    for (a, ra, la), (b, rb, lb) in combinations(shown, 2):
        if a != b and la == lb and ra.colliderect(rb):
            found.setdefault(la[0], set()).add((a, b) if a < b else (b, a))
    return found


def _more_overlaps(dutch: Frame, english: Frame) -> dict[int, set[tuple[str, str]]]:
    """Scenes where Dutch makes more texts run into each other than English
    does (counted: the texts themselves differ between the languages)."""
    mine, theirs = _overlaps(dutch), _overlaps(english)
    return {layer: pairs for layer, pairs in mine.items()
            if len(pairs) > len(theirs.get(layer, ()))}


@pytest.fixture(scope="module")
def drawn():
    """Each screen drawn once per language (and once switched), shared by the
    checks below."""
    cache: dict[str, tuple[Frame, Frame, Frame]] = {}

    def frames_of(shot: golden.Shot) -> tuple[Frame, Frame, Frame]:
        if shot.name not in cache:
            with pytest.MonkeyPatch.context() as patch:
                english, switched = _play(shot, Language.ENGLISH, patch, then_switch=True)
                (dutch,) = _play(shot, Language.DUTCH, patch)
            cache[shot.name] = (english, dutch, switched)
        return cache[shot.name]
    return frames_of


@pytest.mark.parametrize("shot", SCREENS, ids=lambda s: s.name)
def test_a_screen_drawn_in_dutch_leaves_no_english_text(drawn, shot):
    english, dutch, _switched = drawn(shot)
    assert _left_in_english(english.texts, dutch.texts) == []


@pytest.mark.parametrize("shot", SCREENS, ids=lambda s: s.name)
def test_dutch_text_stays_inside_the_window_its_buttons_and_clear_of_other_text(drawn, shot):
    english, dutch, _switched = drawn(shot)
    assert _off_the_window(dutch) == []
    assert dutch.off_panel == []
    assert dutch.too_wide == []
    assert _more_overlaps(dutch, english) == {}


@pytest.mark.parametrize("shot", [s for s in SCREENS if s.prepare == "tips"], ids=lambda s: s.name)
def test_a_first_tip_leaves_the_tables_message_line_in_sight_in_either_language(drawn, shot):
    english, dutch, _switched = drawn(shot)
    assert (english.tip_covers, dutch.tip_covers) == ([], [])


@pytest.mark.parametrize("shot", SCREENS, ids=lambda s: s.name)
def test_switching_to_dutch_on_an_open_screen_draws_what_opening_it_in_dutch_draws(
        drawn, shot):
    _english, dutch, switched = drawn(shot)
    assert switched.pixels == dutch.pixels


def test_the_checks_see_english_left_text_off_the_window_and_overlaps():
    """The checks themselves: each finds what it looks for."""
    english, dutch = {"DEAL", "Bruno", "Shoe #fd88"}, {"DEAL", "Bruno", "DELEN", "Shoe #fd88"}
    assert _left_in_english(english, dutch) == ["DEAL"]
    assert _legal("copies or substantial portions of the Software.") and not _legal("DEAL")
    frame = Frame(placed=[("Inzet", pygame.Rect(1250, 10, 60, 20), 0, 0),
                          ("Totaal", pygame.Rect(1240, 12, 30, 20), 0, 0),
                          ("Terug", pygame.Rect(1240, 12, 30, 20), 1, 0),
                          ("Fiches", pygame.Rect(1240, 12, 30, 20), 0, 7)])
    assert [line.split(" at ")[0] for line in _off_the_window(frame)] == ["'Inzet'"]
    assert _overlaps(frame) == {0: {("Inzet", "Totaal")}}
    assert _more_overlaps(frame, Frame()) == {0: {("Inzet", "Totaal")}}


@pytest.mark.parametrize("language", list(Language))
@pytest.mark.parametrize("table", ["midnight", "classic", "showdown", "indian"])
def test_every_tip_leaves_the_message_line_in_sight_in_both_languages(app, table, language):
    """The line says what to do now ("insure Spot 1 for 5? (I / N)"); a tip may
    cover it only after a round, when it says what the line says (NEXT ROUND)."""
    app.context.manager.clear()
    app.context.open_scene("lobby")
    scene = app.context.open_scene(table, **({"skip_setup": True} if table == "classic" else {}))
    row = scene.anchors["message"].inflate(0, -8)
    try:
        i18n.set_language(language)
        places = {moment: scene.guide_place(moment) for moment in scene.guide_tips()}
        covered = [moment for moment, text in scene.guide_tips().items()
                   if moment != "result" and places[moment] is not None
                   and GuideTip(app.context, table, moment, i18n._(text),
                                places[moment]).rect.colliderect(row)]
    finally:
        i18n.set_language(Language.ENGLISH)
    assert covered == []
