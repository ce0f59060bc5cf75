"""The Sound screen (from Settings): the music, effects and dealer's-voice
volumes and "mute in the background", each applied at once and saved when the
screen closes.

Keyboard: Up/Down choose a row, Left/Right change it (Enter/Space toggles the
mute row), Esc goes back.  Mouse: drag or click a slider, click the toggle.
"""
from __future__ import annotations

from enum import Enum
from typing import Any

import pygame

from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.scene import Scene
from scenes.app.sound import SoundName
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.slider import Slider
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED
from scenes.widgets.toggle import Toggle

PANEL = pygame.Rect(340, 100, 600, 520)
ROW_Y = tuple(PANEL.y + 110 + i * 76 for i in range(4))
LABEL_X = PANEL.x + 44
CONTROL_X = PANEL.x + 300
SLIDER_W = 190


class Row(Enum):
    MUSIC = 0
    EFFECTS = 1
    VOICE = 2
    MUTE = 3


# Row: (label, the Settings field it changes, the sound played to let the level be heard)
SLIDERS = {Row.MUSIC: (N_("Music and room"), "music_volume", None),
           Row.EFFECTS: (N_("Effects"), "volume", SoundName.CHIP_STACK_SMALL),
           Row.VOICE: (N_("Dealer's voice"), "voice_volume", SoundName.DEALER_SPEAKS)}
MUTE_LABEL = N_("Mute in the background")
ORDER = list(Row)


class SoundSettingsScene(Scene):
    name = "sound_settings"
    is_overlay = True

    def __init__(self, context: Context, **options: Any) -> None:
        super().__init__(context)
        res, settings = context.resources, context.settings
        self.panel = Panel(PANEL, _("Sound"), res)
        self.focus = Row.MUSIC
        self.sliders = {row: Slider((CONTROL_X, ROW_Y[row.value] - 8, SLIDER_W, 16),
                                    getattr(settings, field), self._changer(field))
                        for row, (_label, field, _sound) in SLIDERS.items()}
        self.mute = Toggle((CONTROL_X, ROW_Y[Row.MUTE.value] - 17, 70, 34),
                           settings.mute_unfocused,
                           lambda on: context.update_settings(mute_unfocused=on))
        self.back = Button(res, (PANEL.centerx - 110, PANEL.bottom - 76, 220, 52), _("Back"),
                           self.close, pygame.K_ESCAPE, sound=context.sound)
        self._sync_focus()

    def _changer(self, field: str) -> Any:
        return lambda value: self.context.update_settings(**{field: value})

    def language_changed(self) -> None:
        self.panel.title = _("Sound")
        self.back.text = _("Back")

    def close(self) -> None:
        self.context.manager.pop()

    def exit(self) -> None:
        self.context.save_settings()

    def _sync_focus(self) -> None:
        for row, slider in self.sliders.items():
            slider.focused = self.focus is row
        self.mute.focused = self.focus is Row.MUTE

    def _hear(self, row: Row) -> None:
        """Let the player hear the level just set."""
        sound = SLIDERS[row][2] if row in SLIDERS else None
        if sound is not None:
            self.context.sound.play(sound)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.back.handle_event(ev) or self.mute.handle_event(ev):
            return True
        for row, slider in self.sliders.items():
            if slider.handle_event(ev):
                self.focus = row
                self._sync_focus()
                if ev.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                    self._hear(row)
                return True
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_UP, pygame.K_DOWN):
                step = 1 if ev.key == pygame.K_DOWN else -1
                self.focus = ORDER[(ORDER.index(self.focus) + step) % len(ORDER)]
                self._sync_focus()
            elif self.focus is Row.MUTE and ev.key in (pygame.K_LEFT, pygame.K_RIGHT,
                                                       pygame.K_RETURN, pygame.K_SPACE,
                                                       pygame.K_KP_ENTER):
                self.mute.toggle()
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        res, settings = self.context.resources, self.context.settings
        fill_alpha(surface, (4, 2, 8, 165))
        self.panel.draw(surface)
        labels = {row: label for row, (label, _field, _sound) in SLIDERS.items()}
        labels[Row.MUTE] = MUTE_LABEL
        for row in ORDER:
            y, focused = ROW_Y[row.value], self.focus is row
            if focused:
                band = pygame.Rect(PANEL.x + 24, y - 32, PANEL.w - 48, 64)
                fill_alpha(surface, (255, 220, 140, 22), band, 10)
            text = fitted_text(res, _(labels[row]), 20, GOLD_LIGHT if focused else CREAM,
                               CONTROL_X - LABEL_X - 10, 14, bold=focused)
            surface.blit(text, text.get_rect(midleft=(LABEL_X, y)))
        for row, slider in self.sliders.items():
            slider.draw(surface)
            field = SLIDERS[row][1]
            percent = res.text(f"{round(getattr(settings, field) * 100)}%", 18, CREAM)
            surface.blit(percent, percent.get_rect(midleft=(slider.rect.right + 20,
                                                            ROW_Y[row.value])))
        self.mute.value = settings.mute_unfocused
        self.mute.draw(surface)
        hint = res.text(_("Saved automatically"), 14, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(PANEL.centerx, self.back.rect.y - 10)))
        self.back.draw(surface)
