"""Indian Blackjack setup: opponent (AI + difficulty, or a friend), names,
mode and who holds which item.  START opens the table with an ``IndianConfig``.

The setup is a ``TableScene`` (the purple felt stays behind the panel), so the
lobby opens "the indian table" either way.  ``apply_actions`` (``club21
--actions``) starts ``DEFAULT_CONFIG`` at once and hands the words on; the
word ``start`` alone just starts it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import pygame

from game.tables.indian.view import ItemKind
from scenes.dialogs.resume_prompt import offer_unfinished_match
from scenes.tables.base import TableScene
from scenes.widgets.button import Button
from scenes.widgets.draw import fill_alpha
from scenes.widgets.panel import Panel
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

MAX_NAME = 14
LEVELS = ("easy", "normal", "hard")
ITEM_TITLES = {ItemKind.FREE_FOLD: "Free Fold", ItemKind.CHIP_BONUS: "Chip Bonus",
               ItemKind.DEAL_AGAIN: "Deal Again"}
ITEM_KEYS = {ItemKind.FREE_FOLD: pygame.K_1, ItemKind.CHIP_BONUS: pygame.K_2,
             ItemKind.DEAL_AGAIN: pygame.K_3}


class Opponent(str, Enum):
    AI = "ai"
    HUMAN = "human"


class Mode(str, Enum):
    DEATH_MATCH = "death_match"   # only the Hacked Garnet's Free Fold
    FINALS = "finals"             # Free Fold, Chip Bonus and Deal Again


@dataclass(frozen=True)
class IndianConfig:
    names: tuple[str, str] = ("You", "AI")
    opponent: Opponent = Opponent.AI
    level: str = "normal"
    mode: Mode = Mode.FINALS
    # holder per item: 0 = player 1, 1 = player 2, None = nobody
    items: dict = field(default_factory=lambda: {
        ItemKind.FREE_FOLD: 0, ItemKind.CHIP_BONUS: 1, ItemKind.DEAL_AGAIN: 0})

    @property
    def hotseat(self) -> bool:
        return self.opponent is Opponent.HUMAN

    def engine_items(self) -> dict[ItemKind, int | None]:
        """What the engine gets: a Death Match knows only the Free Fold."""
        if self.mode is Mode.DEATH_MATCH:
            return {ItemKind.FREE_FOLD: self.items.get(ItemKind.FREE_FOLD)}
        return dict(self.items)


# --screenshot / --smoke: you against a normal AI, Finals, Free Fold and Deal
# Again to you, Chip Bonus to the AI (so every item button can be seen).
DEFAULT_CONFIG = IndianConfig()


def _holder_text(holder: int | None, names) -> str:
    return "Nobody" if holder is None else names[holder]


class IndianSetupScene(TableScene):
    def __init__(self, context, unfinished=None, **options) -> None:
        super().__init__(context, "indian", **options)
        self.unfinished = unfinished     # a match left between rounds: offered on entry
        self.message = ""
        self.opponent, self.level, self.mode = Opponent.AI, "normal", Mode.FINALS
        self.names = ["You", "AI"]
        self.items = dict(DEFAULT_CONFIG.items)
        self.editing: int | None = None          # which name field takes typing
        self.panel = Panel((300, 60, 680, 560), "Indian Blackjack — new match", context.resources)
        self.buttons: list[Button] = []
        self.fields: list[pygame.Rect] = []
        self._build()

    # -- the form ----------------------------------------------------------
    def enter(self) -> None:
        offer_unfinished_match(self)

    def config(self) -> IndianConfig:
        names = tuple(n.strip() or f"Player {i + 1}" for i, n in enumerate(self.names))
        if names[0] == names[1]:
            names = (names[0], names[1] + " 2")
        return IndianConfig(names, self.opponent, self.level, self.mode, dict(self.items))

    def _button(self, rect, text, fn, key=None, selected=False, size=16) -> Button:
        text = f"✓ {text}" if selected else text
        b = Button(self.context.resources, rect, text, fn, shortcut=key, font_size=size,
                   sound=self.context.sound)
        b.focused = selected
        self.buttons.append(b)
        return b

    def _build(self) -> None:
        """(Re)build the rows; the selected choice of each row is highlighted."""
        self.buttons, self.fields = [], []
        x0, y = self.panel.rect.x + 190, self.panel.rect.y + 66
        self._row_labels = []
        self._row_labels.append(("Opponent", y))
        self._button((x0, y, 150, 40), "Computer", lambda: self._set(opponent=Opponent.AI),
                     pygame.K_o if self.opponent is Opponent.HUMAN else None,
                     self.opponent is Opponent.AI)
        self._button((x0 + 160, y, 150, 40), "A friend", lambda: self._set(opponent=Opponent.HUMAN),
                     pygame.K_o if self.opponent is Opponent.AI else None,
                     self.opponent is Opponent.HUMAN)
        y += 54
        if self.opponent is Opponent.AI:
            self._row_labels.append(("Difficulty", y))
            for i, level in enumerate(LEVELS):
                nxt = LEVELS[(LEVELS.index(self.level) + 1) % len(LEVELS)]
                self._button((x0 + i * 160, y, 150, 40), level.capitalize(),
                             lambda lv=level: self._set(level=lv),
                             pygame.K_d if level == nxt else None, level == self.level)
            y += 54
        self._row_labels.append(("Names", y))
        for i in range(2):
            self.fields.append(pygame.Rect(x0 + i * 230, y, 220, 40))
        y += 54
        self._row_labels.append(("Mode", y))
        for i, (mode, text) in enumerate(((Mode.DEATH_MATCH, "Death Match"),
                                          (Mode.FINALS, "Finals"))):
            self._button((x0 + i * 160, y, 150, 40), text, lambda m=mode: self._set(mode=m),
                         pygame.K_m if mode is not self.mode else None, mode is self.mode)
        y += 60
        shown = [ItemKind.FREE_FOLD] if self.mode is Mode.DEATH_MATCH else list(ItemKind)
        for item in shown:
            title = ("Hacked Garnet" if self.mode is Mode.DEATH_MATCH
                     else ITEM_TITLES[item])
            self._row_labels.append((title, y))
            holder = self.items.get(item)
            choices = (0, 1, None)
            nxt = choices[(choices.index(holder) + 1) % 3]
            for i, who in enumerate(choices):
                text = _holder_text(who, self.config().names)
                self._button((x0 + i * 160, y, 150, 36), text,
                             lambda it=item, w=who: self._set_item(it, w),
                             ITEM_KEYS[item] if who == nxt else None, who == holder, 14)
            y += 46
        bottom = self.panel.rect.bottom - 70
        self.start_button = self._button((self.panel.rect.centerx + 10, bottom, 220, 50),
                                         "START", self.start, pygame.K_RETURN, size=20)
        self._button((self.panel.rect.centerx - 230, bottom, 220, 50), "Lobby",
                     self.context.back_to_lobby, pygame.K_l, size=20)

    def _set(self, **changes) -> None:
        for key, value in changes.items():
            setattr(self, key, value)
        if "opponent" in changes:   # a friend gets a friend's default name
            ai = self.opponent is Opponent.AI
            if self.names[0] in ("You", "Player 1"):
                self.names[0] = "You" if ai else "Player 1"
            if self.names[1] in ("AI", "Player 2"):
                self.names[1] = "AI" if ai else "Player 2"
        self._build()

    def _set_item(self, item: ItemKind, holder: int | None) -> None:
        self.items[item] = holder
        self._build()

    def start(self):
        from scenes.tables.indian.scene import IndianScene
        scene = IndianScene(self.context, config=self.config())
        self.context.manager.replace(scene)
        return scene

    def apply_actions(self, words: list[str]) -> None:
        """``--actions``: start the default match and let the table take the words."""
        scene = self.start()
        rest = [w for w in words if w.strip().lower() != "start"]
        if rest:
            scene.apply_actions(rest)

    # -- input -------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.editing is not None and ev.type == pygame.KEYDOWN:
            return self._type(ev)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((i for i, r in enumerate(self.fields) if r.collidepoint(ev.pos)), None)
            if hit is not None:
                self.editing = hit
                return True
            self.editing = None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            self.editing = 0
            return True
        if super().handle_event(ev):
            return True
        return any(b.handle_event(ev) for b in list(self.buttons))

    def _type(self, ev: pygame.event.Event) -> bool:
        i = self.editing
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.editing = None
        elif ev.key == pygame.K_TAB:
            self.editing = (i + 1) % 2
        elif ev.key == pygame.K_BACKSPACE:
            self.names[i] = self.names[i][:-1]
        else:
            self.names[i], cut = type_into(self.names[i], getattr(ev, "unicode", ""), MAX_NAME)
            if cut:
                self.context.toast.show(f"Names are at most {MAX_NAME} letters")
        self._build()
        return True

    # -- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        fill_alpha(surface, (4, 2, 8, 150))
        self.panel.draw(surface)
        res = self.context.resources
        for text, y in self._row_labels:
            label = res.text(text, 16, GOLD, bold=True)
            surface.blit(label, label.get_rect(midleft=(self.panel.rect.x + 28, y + 20)))
        for i, rect in enumerate(self.fields):
            editing = self.editing == i
            pygame.draw.rect(surface, (12, 10, 16), rect, border_radius=8)
            pygame.draw.rect(surface, GOLD_LIGHT if editing else GOLD, rect, 2, border_radius=8)
            name = self.names[i] + ("|" if editing else "")
            text = res.text(name or " ", 18, CREAM)
            surface.blit(text, text.get_rect(midleft=(rect.x + 12, rect.centery)))
            tag = res.text(f"P{i + 1}", 12, MUTED)
            surface.blit(tag, tag.get_rect(topright=(rect.right - 6, rect.y + 3)))
        garnet = ("The Hacked Garnet gives its holder one Free Fold: fold and void the "
                  "round." if self.mode is Mode.DEATH_MATCH else
                  "Each item is used once per match; Chip Bonus gives +5 at a round's start.")
        hint = res.text("Click a name to type it (Tab)  ·  keys: O opponent, D difficulty, "
                        "M mode, 1-3 items", 13, MUTED)
        note = res.text(garnet, 13, CREAM)
        surface.blit(note, note.get_rect(midbottom=(self.panel.rect.centerx,
                                                    self.panel.rect.bottom - 104)))
        surface.blit(hint, hint.get_rect(midbottom=(self.panel.rect.centerx,
                                                    self.panel.rect.bottom - 82)))
        for b in self.buttons:
            b.draw(surface)
        self.draw_hud(surface)
