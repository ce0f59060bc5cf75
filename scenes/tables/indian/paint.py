"""Drawing the Indian Blackjack table (reads only; nothing here changes state).

The one rule that matters most: a card's face comes from the observation of
the player looking at the screen (``face_code``), never from the engine's
hidden state, and only once its sprite has been turned over.  Every card drawn
is recorded as a ``DrawnCard`` so tests can check what was shown face up.
"""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.tables.indian.view import IndianObservation
from scenes.app.i18n import N_, _
from scenes.app.layout import fan_positions
from scenes.app.resources import Resources
from scenes.tables.indian.anim import COMMUNITY, Point, Shown, SlotKey
from scenes.tables.indian.text import Line
from scenes.tables.indian.text import shown as shown_name
from scenes.widgets.card_sprite import CARD_SIZE, CardSprite
from scenes.widgets.chip_stack import draw_chip_stack
from scenes.widgets.draw import fitted_text, wrap_text
from scenes.widgets.felt import card_outline
from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT, LOGICAL_SIZE, MUTED, FontName
from scenes.widgets.trim import Trimmed, trimmed

INK_ON_FELT = (232, 214, 160)     # as table_base prints the felt

COPIES = 4                     # four cards of each value 1..11
VALUES = range(1, 12)
CHIP_PX = 40
BASE_MARKS = ("community", "deck")    # printed by TableScene as at every table
# Where anything is drawn before the side panels: hands, the community card and
# the deck, stacks, bets and the pot (chips fly between those).  A name plate
# is up to 180 px wider than its hand's anchor.
PLAY_ANCHORS = ("player_1", "player_2", "community", "deck", "stack_1", "stack_2",
                "bet_1", "bet_2", "pot")
PLAY_MARGIN = 16
PLATE_ROOM = 180 + 2 * PLAY_MARGIN


def _converted(image: pygame.Surface) -> pygame.Surface:
    """Alpha surfaces in the display's format blit several times faster.  One
    already in that format (a new SRCALPHA surface usually is) is kept as it
    is: converting it would only copy it, a third of a millisecond per panel."""
    display = pygame.display.get_surface()
    if display is None:
        return image
    wanted = _alpha_format(display.get_bitsize(), display.get_masks())
    if (image.get_bitsize(), image.get_masks(), image.get_flags() & pygame.SRCALPHA) == wanted:
        return image
    return image.convert_alpha()


@functools.lru_cache(maxsize=4)
def _alpha_format(bits: int, masks: tuple[int, int, int, int]) -> tuple[object, ...]:
    """What ``convert_alpha`` makes for a display of this format (asked once)."""
    probe = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
    return probe.get_bitsize(), probe.get_masks(), probe.get_flags() & pygame.SRCALPHA


@dataclass(frozen=True)
class DrawnCard:
    key: tuple[str, int | None]   # ("first", p), ("hit", p), COMMUNITY or ("leaving", i)
    face: str | None           # the face drawn, None for a back
    rect: pygame.Rect


def face_code(key: SlotKey, obs: IndianObservation) -> str | None:
    """The face of the card at ``key`` as the observing player may know it."""
    kind, p = key
    if key == COMMUNITY:
        return obs.community
    mine = p == obs.player
    if kind == "first":
        if mine:
            return obs.own_first_card            # None until the round's result
        return obs.opponent_cards[0] if obs.opponent_cards else None
    if mine:
        return obs.own_hit_cards[0] if obs.own_hit_cards else None
    return obs.opponent_cards[1] if len(obs.opponent_cards) > 1 else None


def seen_counts(obs: IndianObservation, own_turned: bool = True) -> dict[int, int]:
    """How many of each value the observer has seen since the last reshuffle
    (the observation's own list: the observer's hidden card is not in it).
    ``own_turned=False`` leaves out the own first card the observation shows
    after the result until its flip on screen has happened."""
    counts = Counter(int(c) for c in obs.seen_cards)
    if not own_turned and obs.own_first_card is not None:
        counts[int(obs.own_first_card)] -= 1
    return {v: counts.get(v, 0) for v in VALUES}


def mark_felt(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    """Felt markings: outlines only; names, stacks and panels are live (the
    ``BASE_MARKS`` are the base table's)."""
    if name in ("player_1", "player_2"):
        area = pygame.Rect(rect.x, rect.y + 18, rect.w, CARD_SIZE[1] + 4)
        for pos in fan_positions(area, 2, (CARD_SIZE[0] + 10, 0)):
            card_outline(surface, INK_ON_FELT, pos)
    elif name == "pot":   # the ellipse only: the live "POT n" is the label
        pygame.draw.ellipse(surface, GOLD, rect, 2)
        pygame.draw.ellipse(surface, INK_ON_FELT, rect.inflate(-12, -12), 1)


def print_felt_lines(surface: pygame.Surface, res: Resources,
                     anchors: dict[str, pygame.Rect]) -> None:
    """The rules printed on the felt, under the community card."""
    y = anchors["community"].bottom + 12
    for text, size, colour, bold, dy in ((_("CLOSEST TO 21 WINS"), 20, GOLD, True, 0),
                                         (_("Blackjack is 10 + 11  ·  You never see your "
                                            "own card"), 14, INK_ON_FELT, False, 22)):
        image = res.text(text, size, colour, bold, printed=True)
        surface.blit(image, image.get_rect(center=(LOGICAL_SIZE[0] // 2, y + dy)))


class IndianPainter:
    def __init__(self, resources: Resources, anchors: dict[str, pygame.Rect]) -> None:
        self.res = resources
        self.anchors = anchors
        self.back = resources.card_back(indian=True)
        self._count_cache: tuple[object, pygame.Surface] | None = None
        self._info_cache: tuple[object, pygame.Surface] | None = None
        self._plate_cache: dict[object, pygame.Surface] = {}
        self._canvases: dict[str, pygame.Surface] = {}
        self._money_cache: dict[object, Trimmed] = {}
        self.felt: pygame.Surface | None = None    # the table's printed felt, set as it draws

    def _canvas(self, name: str) -> pygame.Surface:
        """The panel ``name``'s surface, cleared: made once and painted over
        when its contents change, since a new 600 KB surface costs more (fresh
        memory to fault in) than painting it.  A new SRCALPHA surface is all
        zeros, so a cleared one is the same picture."""
        size = self.anchors[name].size
        canvas = self._canvases.get(name)
        if canvas is None or canvas.get_size() != size:
            canvas = self._canvases[name] = pygame.Surface(size, pygame.SRCALPHA)
        else:
            canvas.fill((0, 0, 0, 0))
        return canvas

    def language_changed(self) -> None:
        """The cached panels and plates carry words: paint them anew."""
        self._count_cache, self._info_cache = None, None
        self._plate_cache.clear()
        self._money_cache.clear()

    # -- geometry --------------------------------------------------------------
    def hand_anchor(self, player: int, viewer: int) -> pygame.Rect:
        return self.anchors["player_1" if player == viewer else "player_2"]

    def card_slots(self, player: int, viewer: int) -> list[Point]:
        rect = self.hand_anchor(player, viewer)
        area = pygame.Rect(rect.x, rect.y + 18, rect.w, CARD_SIZE[1] + 4)
        return fan_positions(area, 2, (CARD_SIZE[0] + 10, 0))

    def community_pos(self) -> Point:
        rect = self.anchors["community"]
        return rect.centerx - CARD_SIZE[0] // 2, rect.y + 20

    def deck_pos(self) -> Point:
        rect = self.anchors["deck"]
        return rect.centerx - CARD_SIZE[0] // 2, rect.y + 2

    # -- cards -------------------------------------------------------------------
    def draw_cards(self, surface: pygame.Surface, shown: Shown,
                   obs: IndianObservation) -> list[DrawnCard]:
        drawn: list[DrawnCard] = []
        for i, leaving in enumerate(shown.leaving):
            drawn.append(self._card(surface, ("leaving", i), leaving.sprite, leaving.code))
        for key, sprite in shown.sprites.items():
            code = face_code(key, obs) if sprite.face_up else None
            drawn.append(self._card(surface, key, sprite, code))
        return drawn

    def _card(self, surface: pygame.Surface, key: tuple[str, int | None], sprite: CardSprite,
              code: str | None) -> DrawnCard:
        # Mid-flip the old side shows for the first half (as in CardSprite).
        turning = sprite.flip_progress < 1.0
        showing_face = (not sprite.face_up) if turning and sprite.flip_progress < 0.5 else True
        face = code if (showing_face and code is not None) else None
        image = self.res.card_face(face) if face is not None else self.back
        rect = sprite.rect
        if turning:
            width = max(1, round(CARD_SIZE[0] * abs(1.0 - 2.0 * sprite.flip_progress)))
            image = pygame.transform.smoothscale(image, (width, CARD_SIZE[1]))
        at = image.get_rect(center=rect.center)
        pygame.draw.rect(surface, (10, 6, 16), at.move(3, 4), border_radius=7)
        surface.blit(image, at)
        return DrawnCard(key, face, at)

    # -- plates, chips, pot ---------------------------------------------------------
    def draw_plate(self, surface: pygame.Surface, player: int, viewer: int, text: str, sub: str,
                   starter: bool, acting: bool) -> None:
        rect = self.hand_anchor(player, viewer)
        key = (text, sub, starter, acting, rect.topleft)
        image = self._plate_cache.get(key)
        if image is None:
            image = _converted(self._render_plate(text, sub, starter, acting, rect.w + 180))
            self._remember(key, image)
        surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.y + 16)))

    def _render_plate(self, text: str, sub: str, starter: bool, acting: bool,
                      width: int) -> pygame.Surface:
        name = self.res.text(text, 16, GOLD_LIGHT if acting else CREAM, bold=True)
        parts = [name]
        if sub:
            parts.append(self.res.text(sub, 14, MUTED))
        if starter:
            parts.append(self.res.text(" " + _("STARTS") + " ", 14, (30, 20, 10), bold=True))
        h = 22
        w = sum(p.get_width() for p in parts) + 12 * len(parts) + 16
        surface = pygame.Surface((max(w, 60), h), pygame.SRCALPHA)
        pygame.draw.rect(surface, (0, 0, 0, 170), surface.get_rect(), border_radius=11)
        if acting:
            pygame.draw.rect(surface, GOLD_LIGHT, surface.get_rect(), 2, border_radius=11)
        x = 10
        for i, part in enumerate(parts):
            r = part.get_rect(midleft=(x, h // 2))
            if starter and i == len(parts) - 1:
                pygame.draw.rect(surface, GOLD, r.inflate(4, 4), border_radius=6)
            surface.blit(part, r)
            x += part.get_width() + 12
        return surface

    def draw_money(self, surface: pygame.Surface, shown: Shown, viewer: int,
                   names: Sequence[str]) -> None:
        for p in (0, 1):
            mine = p == viewer
            for name, amount, text in (
                    ("stack_1" if mine else "stack_2", shown.chips[p],
                     _("{name}: {chips} chips").format(name=shown_name(names[p]),
                                                       chips=shown.chips[p])),
                    ("bet_1" if mine else "bet_2", shown.bets[p],
                     _("BET {amount}").format(amount=shown.bets[p]))):
                rect = self.anchors[name]
                self._money_image(rect.size, amount, text,
                                  name.startswith("bet")).blit(surface, rect.topleft)

    def _money_image(self, size: tuple[int, int], amount: int, text: str,
                     bet: bool) -> Trimmed:
        """Chips standing on a label, rendered once per (amount, label)."""
        key = ("money", size, amount, text)
        kept = self._money_cache.get(key)
        if kept is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            w, h = size
            if amount > 0:
                draw_chip_stack(image, self.res, amount * 100, (w // 2, h - 28),
                                label=False, size=CHIP_PX)
            label = self.res.text(text, 15, GOLD_LIGHT if bet else CREAM, bold=True)
            box = label.get_rect(midbottom=(w // 2, h - 4))
            if not bet:
                pygame.draw.rect(image, (0, 0, 0, 160), box.inflate(12, 4), border_radius=8)
            image.blit(label, box)
            kept = trimmed(_converted(image))
            if len(self._money_cache) > 32:   # amounts change slowly; keep it small
                self._money_cache.clear()
            self._money_cache[key] = kept
        return kept

    def _remember(self, key: object, image: pygame.Surface) -> None:
        if len(self._plate_cache) > 96:   # amounts change slowly; keep it small
            self._plate_cache.clear()
        self._plate_cache[key] = image

    def draw_pot(self, surface: pygame.Surface, shown: Shown, cap: int) -> None:
        rect = self.anchors["pot"]
        pot = sum(shown.bets)
        text = self.res.text(_("POT {amount}").format(amount=pot), 20, GOLD_LIGHT, bold=True)
        surface.blit(text, text.get_rect(center=(rect.centerx, rect.centery + 14)))
        note = self.res.text(_("bets capped at {cap}").format(cap=cap), 14, MUTED)
        surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + 4)))

    def draw_chip_flights(self, surface: pygame.Surface, shown: Shown) -> None:
        if not shown.flying:
            return
        chip = self._plate_cache.get("flying_chip")
        if chip is None:
            chip = pygame.transform.smoothscale(self.res.chip(1), (CHIP_PX, CHIP_PX))
            self._remember("flying_chip", chip)
        for mover in shown.flying:
            surface.blit(chip, chip.get_rect(center=(round(mover.pos[0]), round(mover.pos[1]))))

    # -- counting help --------------------------------------------------------------
    def draw_count_panel(self, surface: pygame.Surface, obs: IndianObservation,
                         own_turned: bool) -> None:
        counts = seen_counts(obs, own_turned)
        key = (tuple(counts.values()), obs.deck_remaining, self.felt)
        if self._count_cache is None or self._count_cache[0] != key:
            panel = self._render_count(counts, obs.deck_remaining)
            self._count_cache = (key, self._on_felt("count_panel", _converted(panel)))
        rect = self.anchors["count_panel"]
        surface.blit(self._count_cache[1], rect.topleft)

    def _render_count(self, counts: dict[int, int], deck: int) -> pygame.Surface:
        surface = self._canvas("count_panel")
        local = surface.get_rect()
        pygame.draw.rect(surface, (0, 0, 0, 150), local, border_radius=12)
        pygame.draw.rect(surface, GOLD, local, 1, border_radius=12)
        res = self.res
        # The words keep to the panel at any text size (never under MIN_TEXT pixels).
        title = fitted_text(res, _("CARDS SEEN SINCE THE SHUFFLE"), 14, GOLD, local.w - 16,
                            res.smallest_size(), bold=True, height=22)
        surface.blit(title, title.get_rect(midtop=(local.centerx, 10)))
        head_y = 34
        for text, x in ((N_("card"), 30), (N_("seen"), 110), (N_("left"), 236)):
            h = fitted_text(res, _(text), 14, MUTED, 76, res.smallest_size(), height=20)
            surface.blit(h, h.get_rect(midtop=(x, head_y)))
        top, bottom = 54, local.h - 62
        row_h = (bottom - top) // len(VALUES)
        for i, value in enumerate(VALUES):
            y = top + i * row_h
            seen = counts[value]
            left = COPIES - seen
            label = res.text(str(value), 16, CREAM, bold=True)
            surface.blit(label, label.get_rect(center=(30, y + row_h // 2)))
            for k in range(COPIES):
                pip = pygame.Rect(58 + k * 27, y + 6, 22, row_h - 12)
                if k < seen:
                    pygame.draw.rect(surface, (200, 190, 160), pip, border_radius=4)
                else:
                    pygame.draw.rect(surface, (200, 190, 160), pip, 1, border_radius=4)
            colour = MUTED if left == 0 else (GOLD_LIGHT if left == COPIES else CREAM)
            count = res.text(str(left), 17, colour, bold=True)
            surface.blit(count, count.get_rect(center=(236, y + row_h // 2)))
        notes = (_("Deck: {deck} cards  ·  reshuffle below 5").format(deck=deck),
                 _("\"left\" = still unseen: the deck"),
                 _("and your own face-down card"))
        for i, note in enumerate(notes):
            image = fitted_text(res, note, 14, MUTED, local.w - 12, res.smallest_size(), height=18)
            surface.blit(image, image.get_rect(midtop=(local.centerx, bottom + 6 + i * 17)))
        return surface

    # -- the info / result column ------------------------------------------------------
    def draw_info(self, surface: pygame.Surface, lines: list[Line]) -> None:
        key = (tuple(lines), self.felt)
        if self._info_cache is None or self._info_cache[0] != key:
            self._info_cache = (key, self._on_felt("info", _converted(self._render_info(lines))))
        surface.blit(self._info_cache[1], self.anchors["info"].topleft)

    def _on_felt(self, name: str, panel: pygame.Surface) -> pygame.Surface:
        """``panel`` already blended onto the printed felt under it: an opaque
        copy each frame instead of a translucent blend, the same pixels as
        long as nothing else is drawn there before it.  So only for a panel
        clear of everything in play (cards, plates, chips and their flights
        all stay within the anchors of ``PLAY_ANCHORS`` and their plates)."""
        felt, rect = self.felt, self.anchors[name]
        if felt is None or not felt.get_rect().contains(rect) or not self._clear_of_play(rect):
            return panel
        under = self._canvases.get("felt:" + name)
        if under is None or under.get_size() != rect.size:
            under = pygame.Surface(rect.size, 0, felt)    # the felt's own pixel format
            self._canvases["felt:" + name] = under
        under.blit(felt, (0, 0), rect)                   # every pixel: an opaque copy
        under.blit(panel, (0, 0))
        return under

    def _clear_of_play(self, rect: pygame.Rect) -> bool:
        for name in PLAY_ANCHORS:
            area = self.anchors.get(name)
            if area is None:
                return False
            room = PLATE_ROOM if name.startswith("player") else PLAY_MARGIN
            if rect.colliderect(area.inflate(room, 2 * PLAY_MARGIN)):
                return False
        return True

    def _render_info(self, lines: list[Line]) -> pygame.Surface:
        surface = self._canvas("info")
        local = surface.get_rect()
        pygame.draw.rect(surface, (0, 0, 0, 140), local, border_radius=12)
        pygame.draw.rect(surface, GOLD, local, 1, border_radius=12)
        y = 12
        for text, size, colour, bold in lines:
            if not text:
                y += size // 2
                continue
            font = self.res.font(FontName.BOLD if bold else FontName.REGULAR, size)
            for part in wrap_text(font, text, local.w - 28):
                image = self.res.text(part, size, colour, bold)
                if y + image.get_height() > local.h - 8:
                    return surface
                surface.blit(image, (14, y))
                y += image.get_height() + 3
        return surface

    # -- the name plates -------------------------------------------------------------
    def draw_plates(self, surface: pygame.Surface, obs: IndianObservation, shown: Shown,
                    labels: Sequence[str], acting: int | None) -> None:
        """Each player's name and the sum the viewer may know ("?" for their own
        first card until it has turned over on screen)."""
        viewer = obs.player
        own_first = obs.own_first_card if shown.own_card_turned(viewer) else None
        for p in (0, 1):
            if p == viewer:
                cards = ["?" if own_first is None else own_first, *obs.own_hit_cards]
            else:
                cards = list(obs.opponent_cards)
            sub = ""
            if obs.community is not None and cards:
                sub = " + ".join([*cards, obs.community])
                if "?" not in cards:
                    sub += f" = {sum(int(c) for c in cards) + int(obs.community)}"
            self.draw_plate(surface, p, viewer, labels[p], sub, p == shown.starter, p == acting)
