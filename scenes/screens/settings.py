"""Settings screen: effects volume (the Sound screen has all three), animation
speed, text size, fullscreen, four-colour deck, coach, and the guided first
round's tips.

Changes apply at once (volume, window mode) and are saved when the screen
closes.  Keyboard: Up/Down choose a row, Left/Right change it, Enter/Space
toggles, K opens the Keys page (the player's own keys), Esc goes back.
"""
from __future__ import annotations

import functools
from decimal import Decimal
from enum import Enum
from typing import Any

import pygame

from game.version import __version__
from scenes.app.context import Context
from scenes.app.i18n import N_, Language, _, current_language, format_percent
from scenes.app.scene import Scene
from scenes.app.settings_store import AnimSpeed, TextSize
from scenes.app.sound import SoundName
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.slider import Slider
from scenes.widgets.theme import BUTTON_FACE, CREAM, GOLD, GOLD_LIGHT, MIN_TEXT, MUTED
from scenes.widgets.toggle import Toggle

PANEL = pygame.Rect(290, 40, 700, 640)
LABEL_X = PANEL.x + 48
CONTROL_X = PANEL.x + 300
PREVIEW_CARDS = ("AS", "KH", "QD", "JC")
SPEEDS = list(AnimSpeed)
TEXT_SIZES = list(TextSize)
SELECTED_FACE = (120, 88, 30)      # dark gold: its cream text keeps 4.5:1
TIPS_LABEL_X = PANEL.x + 440
LANGUAGES_X = PANEL.right - 272    # the two language buttons, top right
CHOICE_W, CHOICE_STEP = 86, 90     # a speed or text-size button: "Normaal" fits at 14 px
TIPS_TOGGLE_X = PANEL.right - 118
SLIDER_W = 160                     # room beside it for the percent (at 150%) and Sound
COACH_THRESHOLD = Decimal("0.005")   # said on the screen; the coach's own is in advice


class Row(Enum):
    VOLUME = 0
    SPEED = 1
    FULLSCREEN = 2
    FOUR_COLOUR = 3
    COACH = 4            # it sits under the deck preview
    TIPS = 5             # beside the coach: "Show tour" (on again: the tour restarts)
    MOTION = 6           # beside fullscreen: "Reduce motion"
    TEXT_SIZE = 7


# Each row's centre line (a row beside another shares its line).
ROW_Y = {Row.VOLUME: PANEL.y + 88, Row.SPEED: PANEL.y + 152, Row.TEXT_SIZE: PANEL.y + 216,
         Row.FULLSCREEN: PANEL.y + 280, Row.FOUR_COLOUR: PANEL.y + 352,
         Row.COACH: PANEL.y + 472}


# Rows drawn right of another row: the row whose line they share, and where
# their label starts (Reduce motion is long: it starts just after fullscreen's toggle).
BESIDE = {Row.TIPS: Row.COACH, Row.MOTION: Row.FULLSCREEN}
BESIDE_X = {Row.TIPS: TIPS_LABEL_X, Row.MOTION: CONTROL_X + 100}
# ↑ ↓ walk the rows as they read: left, then the one beside it.
ORDER = [Row.VOLUME, Row.SPEED, Row.TEXT_SIZE, Row.FULLSCREEN, Row.MOTION, Row.FOUR_COLOUR,
         Row.COACH, Row.TIPS]


ROW_LABELS = {Row.VOLUME: N_("Effects volume"), Row.SPEED: N_("Animation speed"),
              Row.FULLSCREEN: N_("Fullscreen  (F11)"), Row.FOUR_COLOUR: N_("Four-colour deck"),
              Row.COACH: N_("Coach mode"), Row.TIPS: N_("Show tour"),
              Row.MOTION: N_("Reduce motion"), Row.TEXT_SIZE: N_("Text size")}
SPEED_LABELS = {AnimSpeed.SLOW: N_("Slow"), AnimSpeed.NORMAL: N_("Normal"),
                AnimSpeed.FAST: N_("Fast"), AnimSpeed.INSTANT: N_("Instant")}
LANGUAGES = list(Language)
LANGUAGE_KEY = pygame.K_l   # L: the next language


def toggle_rect(x: int, row: Row) -> pygame.Rect:
    """A switch on ``row``'s line, its left edge at ``x``."""
    return pygame.Rect(x, ROW_Y[row] - 17, 70, 34)


def size_label(size: TextSize) -> str:
    """ "125%" / "125%": a text size as its button says it."""
    return _("{percent}%").format(percent=size.value)


class SettingsScene(Scene):
    name = "settings"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res, settings = context.resources, context.settings
        self.panel = Panel(PANEL, _("Settings"), res)
        self.panel.title_room = 2 * (LANGUAGES_X - PANEL.centerx) - 16  # beside the languages
        self.focus = Row.VOLUME
        self.slider = Slider((CONTROL_X, ROW_Y[Row.VOLUME] - 8, SLIDER_W, 16), settings.volume,
                             self._volume_changed)
        self.sound_button = Button(res, (PANEL.right - 150, ROW_Y[Row.VOLUME] - 20, 130, 40),
                                   "Sound",
                                   self.open_sound, pygame.K_s, font_size=16,
                                   sound=context.sound)
        self.speed_buttons = [
            Button(res, (CONTROL_X + i * CHOICE_STEP, ROW_Y[Row.SPEED] - 22, CHOICE_W, 44),
                   speed.label, functools.partial(self._set_speed, speed), font_size=16,
                   sound=context.sound)
            for i, speed in enumerate(SPEEDS)]
        self.size_buttons = [
            Button(res, (CONTROL_X + i * CHOICE_STEP, ROW_Y[Row.TEXT_SIZE] - 22, CHOICE_W, 44),
                   size_label(size), functools.partial(self._set_text_size, size),
                   font_size=16, sound=context.sound)
            for i, size in enumerate(TEXT_SIZES)]
        same_size([*self.speed_buttons, *self.size_buttons])    # one column of choices
        self.fullscreen = Toggle(toggle_rect(CONTROL_X, Row.FULLSCREEN), settings.fullscreen,
                                 lambda on: context.update_settings(fullscreen=on))
        self.four_colour = Toggle(toggle_rect(CONTROL_X, Row.FOUR_COLOUR),
                                  settings.four_colour_deck,
                                  lambda on: context.update_settings(four_colour_deck=on))
        self.coach = Toggle(toggle_rect(CONTROL_X, Row.COACH), settings.coach,
                            lambda on: context.update_settings(coach=on))
        self.tips = Toggle(toggle_rect(TIPS_TOGGLE_X, Row.COACH), settings.show_tips,
                           self._tips_changed)
        self.motion = Toggle(toggle_rect(TIPS_TOGGLE_X, Row.FULLSCREEN), settings.reduce_motion,
                             lambda on: context.update_settings(reduce_motion=on))
        self.back = Button(res, (PANEL.centerx - 110, PANEL.bottom - 76, 220, 52), "Back",
                           self.close, pygame.K_ESCAPE, sound=context.sound)
        self.about = Button(res, (PANEL.right - 190, PANEL.bottom - 70, 150, 40), "About",
                            self.open_about, pygame.K_a, font_size=16, sound=context.sound)
        # The player's own keys: a page of its own.
        self.keys = Button(res, (PANEL.x + 40, PANEL.bottom - 70, 150, 40), "Keys",
                           self.open_keys, pygame.K_k, font_size=16, sound=context.sound)
        # The languages in their own names, top right: each switches at once.
        self.language_buttons = [
            Button(res, (LANGUAGES_X + i * 124, PANEL.y + 22, 118, 34), language.native_name,
                   functools.partial(self._set_language, language), font_size=15,
                   sound=context.sound)
            for i, language in enumerate(LANGUAGES)]
        same_size(self.language_buttons)
        self.language_changed()
        self._previews = {
            (code, four): pygame.transform.smoothscale(res.card_face(code, four), (45, 63))
            for code in PREVIEW_CARDS for four in (False, True)}
        self._refresh_speed_buttons()
        self._sync_focus()

    # -- changes ----------------------------------------------------------
    def _volume_changed(self, value: float) -> None:
        self.context.update_settings(volume=value)

    def _tips_changed(self, on: bool) -> None:
        # Turned on again, the tour starts over: every table's tips show once more.
        self.context.update_settings(show_tips=on, **({"tips_seen": {}} if on else {}))

    def _set_speed(self, speed: AnimSpeed) -> None:
        self.context.update_settings(anim_speed=speed)
        self._refresh_speed_buttons()

    def _set_text_size(self, size: TextSize) -> None:
        self.context.update_settings(text_size=size)   # every scene redraws its texts
        self._refresh_speed_buttons()

    def _set_language(self, language: Language) -> None:
        self.context.update_settings(language=language.value)  # scenes rebuild their texts

    def language_changed(self) -> None:
        self.panel.title = _("Settings")
        for speed, button in zip(SPEEDS, self.speed_buttons):
            button.text = _(SPEED_LABELS[speed])
        self.back.text, self.about.text, self.keys.text = _("Back"), _("About"), _("Keys")
        self.sound_button.text = _("Sound…")
        for language, button in zip(LANGUAGES, self.language_buttons):
            button.face = SELECTED_FACE if language is current_language() else BUTTON_FACE

    def _refresh_speed_buttons(self) -> None:
        for speed, button in zip(SPEEDS, self.speed_buttons):
            chosen = speed is self.context.settings.anim_speed
            button.face = SELECTED_FACE if chosen else BUTTON_FACE
        for size, button in zip(TEXT_SIZES, self.size_buttons):
            chosen = size is self.context.settings.text_size
            button.face = SELECTED_FACE if chosen else BUTTON_FACE

    def close(self) -> None:
        self.context.manager.pop()

    def open_about(self) -> None:
        self.context.open_scene("about")

    def open_keys(self) -> None:
        self.context.open_scene("keys")

    def open_sound(self) -> None:
        self.context.open_scene("sound_settings")

    def exit(self) -> None:
        self.context.save_settings()

    # -- input ------------------------------------------------------------
    def _sync_focus(self) -> None:
        self.slider.focused = self.focus is Row.VOLUME
        self.fullscreen.focused = self.focus is Row.FULLSCREEN
        self.four_colour.focused = self.focus is Row.FOUR_COLOUR
        self.coach.focused = self.focus is Row.COACH
        self.tips.focused = self.focus is Row.TIPS
        self.motion.focused = self.focus is Row.MOTION

    def _adjust(self, step: int) -> None:
        if self.focus is Row.VOLUME and step > 0:      # Enter: every volume
            self.open_sound()
        elif self.focus is Row.SPEED:
            index = SPEEDS.index(self.context.settings.anim_speed)
            self._set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))])
        elif self.focus is Row.TEXT_SIZE:
            index = TEXT_SIZES.index(self.context.settings.text_size)
            self._set_text_size(TEXT_SIZES[max(0, min(len(TEXT_SIZES) - 1, index + step))])
        elif self.focus is Row.FULLSCREEN:
            self.fullscreen.toggle()
        elif self.focus is Row.FOUR_COLOUR:
            self.four_colour.toggle()
        elif self.focus is Row.COACH:
            self.coach.toggle()
        elif self.focus is Row.TIPS:
            self.tips.toggle()
        elif self.focus is Row.MOTION:
            self.motion.toggle()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        widgets: list[Button | Slider | Toggle] = [
            self.back, self.about, self.keys, self.sound_button, self.slider, self.fullscreen,
            self.four_colour, self.coach, self.tips, self.motion, *self.speed_buttons,
            *self.size_buttons,
            *self.language_buttons]
        for widget in widgets:
            if widget.handle_event(ev):
                if ev.type == pygame.MOUSEBUTTONUP and widget is self.slider:
                    self.context.sound.play(SoundName.BUTTON)  # let the player hear the level
                return True
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_UP, pygame.K_DOWN):
                step = 1 if ev.key == pygame.K_DOWN else -1
                self.focus = ORDER[(ORDER.index(self.focus) + step) % len(ORDER)]
                self._sync_focus()
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._adjust(1 if ev.key == pygame.K_RIGHT else -1)
            elif ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self._adjust(1)
            elif ev.key == LANGUAGE_KEY:
                index = LANGUAGES.index(current_language())
                self._set_language(LANGUAGES[(index + 1) % len(LANGUAGES)])
        # The app may have changed fullscreen itself (F11): mirror it.
        self.fullscreen.value = self.context.settings.fullscreen
        return True  # modal

    def update(self, dt: float) -> None:
        self.fullscreen.value = self.context.settings.fullscreen
        self.coach.value = self.context.settings.coach    # a table's K may have changed it
        self.tips.value = self.context.settings.show_tips  # "End the tour" may have

    # -- drawing ----------------------------------------------------------
    def backdrop_key(self) -> object:
        """The lobby (or table) below changes only with the language or a
        setting while this screen is up: both are drawn once until then."""
        return current_language(), self.context.settings

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_front(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        fill_alpha(surface, (4, 2, 8, 165))
        self.panel.draw(surface)

    def draw_front(self, surface: pygame.Surface) -> None:
        res, settings = self.context.resources, self.context.settings
        for row, label in ROW_LABELS.items():
            x, y = (BESIDE_X[row], ROW_Y[BESIDE[row]]) if row in BESIDE else \
                (LABEL_X, ROW_Y[row])
            focused = self.focus is row
            if focused:
                partner = next((r for r, i in BESIDE.items() if i is row), None)
                left = BESIDE_X[row] - 24 if row in BESIDE else PANEL.x + 24
                right = BESIDE_X[partner] - 24 if partner else PANEL.right - 24
                band = pygame.Rect(left, y - 32, right - left, 64)
                fill_alpha(surface, (255, 220, 140, 22), band, 10)
            room = TIPS_TOGGLE_X - x - 10 if row in BESIDE else CONTROL_X - x - 10
            text = fitted_text(res, _(label), 20, GOLD_LIGHT if focused else CREAM, room, 14,
                               bold=focused)
            surface.blit(text, text.get_rect(midleft=(x, y)))
        self.slider.draw(surface)
        self.sound_button.draw(surface)
        percent = res.text(f"{round(settings.volume * 100)}%", 18, CREAM)
        surface.blit(percent, percent.get_rect(midleft=(self.slider.rect.right + 16,
                                                        ROW_Y[Row.VOLUME])))
        for button in (*self.speed_buttons, *self.size_buttons):
            button.draw(surface)
        self.fullscreen.draw(surface)
        self.four_colour.draw(surface)
        self.coach.draw(surface)
        self.tips.draw(surface)
        self.motion.draw(surface)
        note = fitted_text(res, _("Midnight & Classic: asks before a move that costs > {share} "
                                  "of the bet").format(share=format_percent(COACH_THRESHOLD)),
                           14, MUTED, PANEL.right - 40 - LABEL_X, MIN_TEXT)
        surface.blit(note, note.get_rect(topleft=(LABEL_X, ROW_Y[Row.COACH] + 24)))
        self._draw_preview(surface, settings.four_colour_deck)
        hint = res.text(_("Saved automatically"), 14, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(PANEL.centerx, self.back.rect.y - 10)))
        self.back.draw(surface)
        self.about.draw(surface)
        self.keys.draw(surface)
        for button in self.language_buttons:
            button.draw(surface)
        version = res.text(_("Version {version}").format(version=__version__), 14, MUTED)
        surface.blit(version, version.get_rect(midtop=(self.keys.rect.centerx,
                                                       self.keys.rect.bottom + 4)))

    def _draw_preview(self, surface: pygame.Surface, four_colour: bool) -> None:
        """Four small cards so the player sees what the deck toggle does."""
        x = self.four_colour.rect.right + 30
        for i, code in enumerate(PREVIEW_CARDS):
            face = self._previews[(code, four_colour)]
            rect = face.get_rect(midleft=(x + i * 52, ROW_Y[Row.FOUR_COLOUR] + 30))
            surface.blit(face, rect)
        rule_y = ROW_Y[Row.FOUR_COLOUR] + 78
        pygame.draw.line(surface, GOLD, (PANEL.x + 40, rule_y), (PANEL.right - 40, rule_y))
