"""Indian Blackjack setup: opponent (AI + difficulty, a friend here, or one
over the network), names, mode and who holds which item.  START opens the
table with an ``IndianConfig``; with a friend over the network it is HOST,
which opens the host's waiting room (``scenes.net``).

The setup is a ``TableScene`` (the purple felt stays behind the panel), so the
lobby opens "the indian table" either way.  ``apply_actions`` (``club21
--actions``) starts the setup on screen at once (the defaults, or the setup
last started) and hands the words on; the word ``start`` alone just starts it.
START remembers the setup for next time (``scenes.tables.indian.memory``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Protocol, runtime_checkable

import pygame

from game.storage.journal import Pending
from game.tables.indian.view import ItemKind
from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.manager import Stacked
from scenes.dialogs.resume_prompt import offer_unfinished_match
from scenes.net.hosting import host_table
from scenes.net.plans import indian_plans, indian_setup
from scenes.tables.base import TableScene
from scenes.tables.indian.config import (
    ITEM_NAMES,
    LEVELS,
    MAX_NAME,
    IndianConfig,
    Mode,
    Opponent,
)
from scenes.tables.indian.memory import remember_indian_setup, remembered_indian_setup
from scenes.tables.indian.text import shown
from scenes.tables.seat_config import shown_name
from scenes.widgets.button import Button, same_size
from scenes.widgets.draw import fill_alpha, fitted_text
from scenes.widgets.panel import Panel
from scenes.widgets.text_field import type_into
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, MUTED

ITEM_KEYS = {ItemKind.FREE_FOLD: pygame.K_1, ItemKind.CHIP_BONUS: pygame.K_2,
             ItemKind.DEAL_AGAIN: pygame.K_3}


@runtime_checkable
class TakesWords(Protocol):
    """A table that plays scenario words (``club21 --actions``)."""

    def apply_actions(self, words: list[str]) -> None: ...


def _player(index: int) -> str:
    """A friend's default name: "Player 1", "Player 2"."""
    return _("Player {number}").format(number=index + 1)


def _holder_text(holder: int | None, names: Sequence[str]) -> str:
    return _("Nobody") if holder is None else shown(names[holder])


class IndianSetupScene(TableScene):
    context: Context                  # always given
    keys_name = "indian_setup"        # its keys card (the name is the table's, for its felt)

    def __init__(self, context: Context, unfinished: Pending | None = None,
                 **options: Any) -> None:
        super().__init__(context, "indian", **options)
        self.unfinished = unfinished     # a match left between rounds: offered on entry
        self.message = ""
        last = remembered_indian_setup(context) or IndianConfig(names=(_("You"), "AI"))
        self.opponent, self.level, self.mode = last.opponent, last.level, last.mode
        self.names = list(last.names)    # default names in the player's language
        self.items: dict[ItemKind, int | None] = dict(last.items)
        self.editing: int | None = None          # which name field takes typing
        self.panel = Panel((300, 60, 680, 560), _("Indian Blackjack — new match"),
                           context.resources)
        self.buttons: list[Button] = []
        self.fields: list[pygame.Rect] = []
        self._row_labels: list[tuple[str, int]] = []
        self._build()

    def language_changed(self) -> None:
        """A default name follows the language; the rows' words are rebuilt."""
        super().language_changed()
        self.names = [shown_name(name) for name in self.names]
        self._build()

    # -- the form ----------------------------------------------------------
    def enter(self) -> None:
        offer_unfinished_match(self)

    def config(self) -> IndianConfig:
        first, second = (n.strip() or _player(i) for i, n in enumerate(self.names))
        if first == second:
            second += " 2"
        return IndianConfig((first, second), self.opponent, self.level, self.mode,
                            dict(self.items))

    def _button(self, rect: tuple[int, int, int, int], text: str, fn: Callable[[], None],
                key: int | None = None, selected: bool = False, size: int = 16) -> Button:
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
        self._row_labels = [(_("Opponent"), y)]
        self._button((x0, y, 150, 40), _("Computer"), partial(self.set_opponent, Opponent.AI),
                     pygame.K_o if self.opponent is Opponent.REMOTE else None,
                     self.opponent is Opponent.AI)
        self._button((x0 + 160, y, 150, 40), _("A friend"),
                     partial(self.set_opponent, Opponent.HUMAN),
                     pygame.K_o if self.opponent is Opponent.AI else None,
                     self.opponent is Opponent.HUMAN)
        self._button((x0 + 320, y, 150, 40), _("Online"),
                     partial(self.set_opponent, Opponent.REMOTE),
                     pygame.K_o if self.opponent is Opponent.HUMAN else None,
                     self.opponent is Opponent.REMOTE)
        y += 54
        if self.opponent is Opponent.AI:
            self._row_labels.append((_("Difficulty"), y))
            for i, level in enumerate(LEVELS):
                nxt = LEVELS[(LEVELS.index(self.level) + 1) % len(LEVELS)]
                self._button((x0 + i * 160, y, 150, 40), _(level).capitalize(),
                             partial(self._set_level, level),
                             pygame.K_d if level == nxt else None, level == self.level)
            y += 54
        self._row_labels.append((_("Names"), y))
        for i in range(2):
            self.fields.append(pygame.Rect(x0 + i * 230, y, 220, 40))
        y += 54
        self._row_labels.append((_("Mode"), y))
        for i, (mode, title) in enumerate(((Mode.DEATH_MATCH, N_("Death Match")),
                                           (Mode.FINALS, N_("Finals")))):
            self._button((x0 + i * 160, y, 150, 40), _(title), partial(self._set_mode, mode),
                         pygame.K_m if mode is not self.mode else None, mode is self.mode)
        y += 60
        shown = [ItemKind.FREE_FOLD] if self.mode is Mode.DEATH_MATCH else list(ItemKind)
        for item in shown:
            title = (_("Hacked Garnet") if self.mode is Mode.DEATH_MATCH
                     else _(ITEM_NAMES[item]))
            self._row_labels.append((title, y))
            holder = self.items.get(item)
            choices: tuple[int | None, ...] = (0, 1, None)
            next_holder = choices[(choices.index(holder) + 1) % 3]
            for i, who in enumerate(choices):
                self._button((x0 + i * 160, y, 150, 36), _holder_text(who, self.config().names),
                             partial(self._set_item, item, who),
                             ITEM_KEYS[item] if who == next_holder else None, who == holder, 14)
            y += 46
        bottom = self.panel.rect.bottom - 70
        remote = self.opponent is Opponent.REMOTE
        self.start_button = self._button((self.panel.rect.centerx + 10, bottom, 220, 50),
                                         _("HOST") if remote else _("START"),
                                         self.host if remote else self._start_pressed,
                                         pygame.K_RETURN, size=20)
        self._button((self.panel.rect.centerx - 230, bottom, 220, 50), _("Lobby"),
                     self.context.back_to_lobby, pygame.K_l, size=20)
        for size in {b.font_size for b in self.buttons}:    # a kind of choice: one size
            same_size(b for b in self.buttons if b.font_size == size)

    def set_opponent(self, opponent: Opponent) -> None:
        self.opponent = opponent    # a friend gets a friend's default name
        here = opponent is Opponent.HUMAN      # two players at this computer
        if self.names[0] in ("You", _("You"), "Player 1", _player(0)):
            self.names[0] = _player(0) if here else _("You")
        if self.names[1] in ("AI", "Player 2", _player(1)):
            self.names[1] = "AI" if opponent is Opponent.AI else _player(1)
        self._build()

    def _set_level(self, level: str) -> None:
        self.level = level
        self._build()

    def _set_mode(self, mode: Mode) -> None:
        self.mode = mode
        self._build()

    def _set_item(self, item: ItemKind, holder: int | None) -> None:
        self.items[item] = holder
        self._build()

    def start(self) -> Stacked:
        """The table with this setup, remembered for next time."""
        config = self.config()
        remember_indian_setup(self.context, config)
        return self._open(config)

    def host(self) -> None:
        """Host the match over the network: you are player 1, the friend who
        joins with the room code player 2; the items as chosen."""
        config = self.config()
        remember_indian_setup(self.context, config)
        host_table(self.context, "indian", indian_plans(config), indian_setup(config),
                   names=[config.names[0], ""])

    def _open(self, config: IndianConfig) -> Stacked:
        """The table, through the scene registry (this module never imports it)."""
        scene = self.context.create_scene("indian", config=config.local)
        self.context.manager.replace(scene)
        return scene

    def _start_pressed(self) -> None:
        self.start()

    def apply_actions(self, words: list[str]) -> None:
        """``--actions``: start the match on screen and let the table take the words."""
        scene = self._open(self.config())       # a scripted match is not remembered
        rest = [w for w in words if w.strip().lower() != "start"]
        if rest and isinstance(scene, TakesWords):
            scene.apply_actions(rest)

    # -- input -------------------------------------------------------------
    def on_event(self, ev: pygame.event.Event) -> bool:
        if self.editing is not None and ev.type == pygame.KEYDOWN:
            return self._type(ev)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((i for i, r in enumerate(self.fields) if r.collidepoint(ev.pos)
                        and self._typable(i)), None)
            if hit is not None:
                self.editing = hit
                return True
            self.editing = None
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_TAB:
            self.editing = 0
            return True
        if super().on_event(ev):
            return True
        return any(b.handle_event(ev) for b in list(self.buttons))

    def _typable(self, field: int) -> bool:
        """A remote friend brings their own name: only yours is typed here."""
        return field == 0 or self.opponent is not Opponent.REMOTE

    def _type(self, ev: pygame.event.Event) -> bool:
        i = self.editing
        if i is None:
            return False
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.editing = None
        elif ev.key == pygame.K_TAB:
            self.editing = (i + 1) % 2 if self._typable(1) else 0
        elif ev.key == pygame.K_BACKSPACE:
            self.names[i] = self.names[i][:-1]
        else:
            self.names[i], cut = type_into(self.names[i], getattr(ev, "unicode", ""), MAX_NAME)
            if cut:
                self.context.toast.show(
                    _("Names are at most {count} letters").format(count=MAX_NAME))
        self._build()
        return True

    # -- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        fill_alpha(surface, (4, 2, 8, 150))
        self.panel.draw(surface)
        res = self.context.resources
        for row, y in self._row_labels:
            label = fitted_text(res, row, 16, GOLD, 154, res.smallest_size(), bold=True)
            surface.blit(label, label.get_rect(midleft=(self.panel.rect.x + 28, y + 20)))
        for i, rect in enumerate(self.fields):
            editing = self.editing == i
            pygame.draw.rect(surface, (12, 10, 16), rect, border_radius=8)
            pygame.draw.rect(surface, GOLD_LIGHT if editing else GOLD, rect, 2, border_radius=8)
            theirs = not self._typable(i)
            name = _("(their own name)") if theirs else self.names[i] + ("|" if editing else "")
            typed = fitted_text(res, name or " ", 18, MUTED if theirs else CREAM, rect.w - 40,
                                res.smallest_size())
            surface.blit(typed, typed.get_rect(midleft=(rect.x + 12, rect.centery)))
            tag = res.text(f"P{i + 1}", 14, MUTED)
            surface.blit(tag, tag.get_rect(topright=(rect.right - 6, rect.y + 3)))
        garnet = (_("The Hacked Garnet gives its holder one Free Fold: fold and void the "
                    "round.") if self.mode is Mode.DEATH_MATCH else
                  _("Each item is used once per match; Chip Bonus gives +5 at a round's start."))
        room = self.panel.rect.w - 24          # both lines keep to the panel
        hint = fitted_text(res, _("Click a name to type it (Tab)  ·  keys: O opponent, "
                                  "D difficulty, M mode, 1-3 items"), 14, MUTED, room,
                           res.smallest_size(), height=20)
        note = fitted_text(res, garnet, 14, CREAM, room, res.smallest_size(), height=20)
        surface.blit(note, note.get_rect(midbottom=(self.panel.rect.centerx,
                                                    self.panel.rect.bottom - 104)))
        surface.blit(hint, hint.get_rect(midbottom=(self.panel.rect.centerx,
                                                    self.panel.rect.bottom - 82)))
        for b in self.buttons:
            b.draw(surface)
        self.draw_hud(surface)
