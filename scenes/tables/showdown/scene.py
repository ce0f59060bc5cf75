"""Blackjack Showdown table: 2-8 seats round one pot, humans and AI.

``create_scene(context)`` opens the setup screen (``showdown_setup``); with
``players=[SeatConfig, ...]`` it opens the table itself.  Every engine action
goes through ``act``; the engine's events become tweens (``showdown_anim``);
the round summary and the winner's screen are overlays pushed on top.

``--screenshot/--actions`` (``apply_actions``) and the smoke run use
``DEFAULT_SCRIPT_PLAYERS``: six human seats, so the picture shows exactly the
state after the given words (no AI moves on by itself afterwards).
"""
from __future__ import annotations

import logging

import pygame

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.errors import IllegalAction
from game.record import Record, new_table
from game.storage.journal import RoundResult
from game.storage.results import showdown_result
from game.tables.showdown.game import SHOWDOWN_GAME
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    HIT,
    NEXT,
    STAND,
    MatchWon,
    RoundSummary,
    ShowdownAction,
    ShowdownKind,
    ShowdownPhase,
)
from scenes.app.preload import ALL_CODES, glyph_tasks
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.save_fault import NOT_SAVED, writes_failing
from scenes.tables.journal import (
    TableJournal,
    chosen_seed,
    give_up_unfinished,
    load_scene_setup,
    mid_round_sitting,
    unfinished_match,
)
from scenes.tables.showdown.anim import Mover, ShowdownAnimator
from scenes.tables.showdown.seats import (
    CardImages,
    PlayerKind,
    SeatConfig,
    SeatPainter,
    SeatPanel,
    ShowdownFelt,
    chip_image,
    first_token_image,
    seat_anchor_names,
    small_card_size,
)
from scenes.tables.showdown.setup import NAME_MAX
from scenes.tables.showdown.summary import (
    ROW_CARD,
    SUMMARY_TEXT_SIZES,
    RoundSummaryOverlay,
    overlay_layer,
    showdown_rows,
)
from scenes.tables.showdown.watch import ShowdownWatching
from scenes.widgets.button import Button, layout_row
from scenes.widgets.chip_stack import draw_chip_stack
from scenes.widgets.theme import CREAM, GOLD_LIGHT, MUTED

log = logging.getLogger(__name__)

AI_PAUSE_S = 0.6           # a visible think before each AI decision (scaled by speed)
POT_CHIP_PX = 30
DEFAULT_SCRIPT_PLAYERS = tuple(SeatConfig(f"Player {i}") for i in range(1, 7))


class ShowdownScene(ShowdownWatching, ShowdownAnimator, ShowdownFelt):
    def __init__(self, context, players=DEFAULT_SCRIPT_PLAYERS, seed: int | None = None,
                 resume=None, **options) -> None:
        super().__init__(context, **options)
        if seed is not None:  # the setup hands on its seed: --seed S plays shoe S
            self.seed = seed
        res = context.resources
        if resume is not None:
            players = saved_players(context, resume)
        self.players = [p if isinstance(p, SeatConfig) else SeatConfig(**p) for p in players]
        self.journal: TableJournal | None = None
        self.deferred_overlay = None   # resume: an overlay to push once we are on the stack
        self.cards = CardImages(res, context.settings.four_colour_deck)
        self.painter = SeatPainter(res)
        self.token_image = first_token_image(res)
        self.marker_half = self.token_image.get_width() // 2
        self.chip = chip_image(res)
        hit_rect, stand_rect = layout_row(self.anchor("buttons"), 2, gap=24)
        self.hit_button = Button(res, hit_rect, "HIT", lambda: self.human_act(HIT),
                                 shortcut=pygame.K_h, sound=context.sound)
        self.stand_button = Button(res, stand_rect, "STAND", lambda: self.human_act(STAND),
                                   shortcut=pygame.K_s, sound=context.sound)
        self.overlay = None
        self._pot_cache: dict[int, pygame.Surface] = {}
        self.match_words: list[str] = []
        self.game_no = 1
        if resume is not None:
            self.resume_match(resume)
        else:
            tokens = [100] * len(self.players)
            self.seed = self.sit_down(tokens, 0, self.seed)
            self.start_match(ShowdownTable(seed=self.seed, tokens=tokens))

    # -- the match ------------------------------------------------------------
    def start_match(self, table: ShowdownTable) -> None:
        self.table = table
        self.watching = self.skipping = False    # see showdown_watch
        self.seed = table.seed
        self.bots = {i: make_bot("showdown", p.level) for i, p in enumerate(self.players)
                     if p.is_ai}
        names = seat_anchor_names(len(self.players))
        self.panels = [SeatPanel(i, p, self.anchor(n), table.start_tokens[i])
                       for i, (p, n) in enumerate(zip(self.players, names))]
        self.pot_shown = self.carried_shown = self.discards_shown = 0
        centre = self.anchor("pot").center
        self.marker = Mover((centre[0] - self.marker_half, centre[1] - self.marker_half))
        self.flying: list[Mover] = []
        self.leaving: list = []   # cards on their way to the discard pile
        self.acting: int | None = None
        self.ai_wait = 0.0
        self.round_words: list[str] = []
        self.queue_events(table.events())
        self._journal(None)

    def play_again(self) -> None:
        """A new game: fresh tokens, the first seat moves on by one (engine)."""
        self.close_overlay()
        self.timeline.skip()
        self.game_no += 1
        first = (self.table.game_first_seat + 1) % self.table.seats
        seed = self.sit_down(list(self.table.start_tokens), first,
                             self.context.seed_source.next_seed())
        self.start_match(self.table.new_game(seed))

    # -- the save (scenes.tables.journal) -------------------------------------------
    def sit_down(self, tokens: list[int], first_seat: int, seed: int) -> int:
        """A new match sitting: its seed (and commitment) before the first card."""
        if self.journal is not None:
            self.journal.leave()         # the last game, if it was not finished
        give_up_unfinished(self.context, "showdown")   # a match left at another visit
        kind = "ai" if any(p.is_ai for p in self.players) else "human"
        self.journal = TableJournal.sit_down(
            self.context, "showdown", {}, {"chips": tokens, "first_seat": first_seat + 1},
            seed=chosen_seed(self.context, seed), opponent=kind,
            scene={"players": [{"name": p.name, "kind": p.kind.value, "level": p.level}
                               for p in self.players]})
        self.commitment = self.journal.commitment if self.journal else ""
        return self.journal.seed if self.journal else seed

    def you(self) -> int:
        """The local human whose wins count: the first human seat (seat 1)."""
        return next((i for i, p in enumerate(self.players) if not p.is_ai), 0)

    def _journal(self, word: str | None) -> None:
        if self.journal is None:
            return
        t = self.table
        ended = t.phase is not ShowdownPhase.PLAY
        self.journal.match_word(word, t.round_no, ended, self.round_result,
                                (lambda: t.winner == self.you()) if t.is_over() else None,
                                f"won by {self.players[t.winner].name}" if t.is_over() else "")

    def round_result(self) -> RoundResult:
        return showdown_result(self.table, self.you())

    def resume_match(self, pending) -> None:
        """The saved match again: its words replayed unsaved and unanimated, the
        view landing on the same decision; then the sitting continues."""
        record = pending.record
        self.start_match(new_table(Record.from_dict({**record, "actions": []})))
        self.deferred_overlay = []       # overlays wait until we are on the stack
        for word in record["actions"]:
            self.act(SHOWDOWN_GAME.parse(self.table, word))
            self.timeline.skip()
        self.journal = TableJournal.resume(self.context, pending)
        if self.journal is not None:
            self.commitment = self.journal.commitment
            self.journal.match_round = self.table.round_no
            self._journal(None)         # settles / finishes what was left half-written

    def enter(self) -> None:
        overlays, self.deferred_overlay = self.deferred_overlay or [], None
        for open_overlay in overlays[-1:]:
            open_overlay()

    def exit(self) -> None:
        # A match left before its end stays saved (no stand-up): opening the
        # table again, or the next start, offers to continue it.
        self.journal = None

    def act(self, action: ShowdownAction) -> bool:
        """The one way an action reaches the engine (humans, bots, scripts)."""
        if writes_failing(self.context):      # nothing is played until the save works
            self.message = NOT_SAVED
            return False
        try:
            self.table.apply(action)
        except IllegalAction as exc:
            self.message = str(exc.reason if hasattr(exc, "reason") else exc)
            return False
        word = SHOWDOWN_GAME.format(self.table, action)
        self.round_words.append(word)
        self.match_words.append(word)
        self.ai_wait = 0.0
        self._journal(word)
        if self.table.phase in (ShowdownPhase.SUMMARY, ShowdownPhase.OVER):
            self.bots_observe()
        if action.kind is ShowdownKind.NEXT:
            self.close_overlay()
            self.sweep_cards()
        self.queue_events(self.table.events())
        return True

    def bots_observe(self) -> None:
        """The round summary is up: every AI sees it (hard bots learn the discards)."""
        for seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            try:
                if observe is not None:
                    observe(self.table.observation(seat))
            except Exception:  # noqa: BLE001 - learning must never end the match
                log.exception("showdown bot observe failed")

    def human_act(self, action: ShowdownAction) -> None:
        why = self.why_not_human()
        if why:
            self.message = why
            return
        self.act(action)

    def next_hand(self) -> None:
        self.act(NEXT)

    def apply_actions(self, words: list[str]) -> None:
        """Scenario words (hit, stand, next) for ``club21 --actions``."""
        for word in words:
            self.timeline.skip()
            try:
                action = SHOWDOWN_GAME.parse(self.table, word)
            except IllegalAction as exc:
                self.context.toast.show(str(exc))
                return
            if not self.act(action):
                self.context.toast.show(f"{word!r} refused: {self.message}")
                return
        self.timeline.skip()

    # -- what the animator calls back --------------------------------------------
    def sound_play(self, name: str) -> None:
        self.context.sound.play(name)

    def on_turn(self, seat: int) -> None:
        self.acting = seat
        panel = self.panels[seat]
        if panel.config.is_ai:
            self.message = f"{panel.config.name} is thinking…"
        else:
            self.message = f"{panel.config.name}: {panel.total} — HIT (H) or STAND (S)?"

    def on_round_over(self, summary: RoundSummary) -> None:
        self.acting = None

    def open_summary(self, summary: RoundSummary) -> None:
        if self.skipping:
            return
        if self.deferred_overlay is not None:
            self.deferred_overlay.append(lambda: self.open_summary(summary))
            return
        rows = showdown_rows(summary, self.players)
        extras, auto = self.summary_choices()
        self.overlay = RoundSummaryOverlay(self.context, f"Round {summary.round_no}", rows,
                                           self.summary_footer(summary), self.next_hand,
                                           self.cards, extras, auto)
        self.context.manager.push(self.overlay)

    def summary_footer(self, summary: RoundSummary) -> str:
        if summary.pot_carried:
            return (f"Pot played: {summary.pot}  ·  {summary.pot_carried} carried "
                    "to the next round")
        return f"Pot played: {summary.pot}  ·  nothing carried"

    def open_match_over(self, ev: MatchWon) -> None:
        if self.deferred_overlay is not None:
            self.deferred_overlay.append(lambda: self.open_match_over(ev))
            return
        from scenes.tables.match_over import sweep_over
        self.overlay = sweep_over(self.context, ev, self.panels, self.play_again,
                                  self.context.back_to_lobby)
        self.context.manager.push(self.overlay)

    def close_overlay(self) -> None:
        if self.deferred_overlay:
            self.deferred_overlay.clear()    # resume: that overlay was already dismissed
        overlay, self.overlay = self.overlay, None
        manager = self.context.manager
        if overlay is not None and overlay in manager.stack:
            manager.pop_to(overlay)
            manager.pop()

    # -- turns ------------------------------------------------------------------
    def ai_to_act(self) -> int | None:
        seat = self.table.current_player()
        if self.table.phase is ShowdownPhase.PLAY and seat is not None and seat in self.bots:
            return seat
        return None

    def why_not_human(self) -> str | None:
        """None when a human may hit or stand now, else what to tell them."""
        if self.table.phase is ShowdownPhase.OVER:
            return "The match is over"
        if self.table.phase is ShowdownPhase.SUMMARY:
            return "The round is over: NEXT HAND (Enter) to go on"
        seat = self.table.current_player()
        if seat in self.bots:
            return f"Wait: it is {self.players[seat].name}'s turn (AI)"
        if self.timeline.busy:
            return "Wait for the cards to be dealt"
        return None

    def preload_tasks(self) -> list:
        """Every face at the seats' size and the summary's (and the backs)."""
        sizes = (small_card_size(), ROW_CARD)
        return [overlay_layer] + glyph_tasks(self.context.resources, SUMMARY_TEXT_SIZES) + \
            [lambda c=c, z=z: self.cards.face(c, z) for z in sizes for c in ALL_CODES] + \
            [lambda z=z: self.cards.back(z) for z in sizes]

    def update(self, dt: float) -> None:
        super().update(dt)
        human_turn = self.why_not_human() is None
        for button, action in ((self.hit_button, HIT), (self.stand_button, STAND)):
            button.enabled = human_turn and action in self.table.legal_actions()
        if self.timeline.busy or self.overlay is not None:
            return
        seat = self.ai_to_act()
        if seat is None:
            return
        speed = self.context.settings.anim_speed
        self.ai_wait += dt * (speed.factor if speed is not AnimSpeed.INSTANT else 0.0)
        if speed is AnimSpeed.INSTANT or self.ai_wait >= AI_PAUSE_S:
            self.ai_move(seat)

    def ai_move(self, seat: int) -> None:
        obs = self.table.observation(seat)
        self.act(self.bots[seat].act(obs, self.table.legal_actions(),
                                     decision_rng(self.table.seed, "showdown", seat,
                                                  len(self.match_words))))

    # -- input ------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if super().handle_event(ev):  # skips an animation, or the Menu button
            return True
        buttons = (self.hit_button, self.stand_button)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            hit = next((b for b in buttons if b.rect.collidepoint(ev.pos)), None)
            if hit is not None and not hit.enabled:
                self.message = self.why_not_human() or "Not now"
                return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_h, pygame.K_s):
            if not self.hit_button.enabled:
                self.message = self.why_not_human() or "Not now"
                return True
        return any(b.handle_event(ev) for b in buttons)

    # -- drawing (reads only) ------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self._draw_pot(surface)
        for panel in self.panels:
            self.painter.draw(surface, panel, panel.index == self.acting)
        surface.blit(self.token_image, (round(self.marker.pos[0]), round(self.marker.pos[1])))
        for card in self.leaving:
            card.draw(surface)
        for chip in self.flying:
            surface.blit(self.chip, (round(chip.pos[0]), round(chip.pos[1])))
        self.hit_button.draw(surface)
        self.stand_button.draw(surface)
        self.draw_hud(surface)

    def _pot_chips(self, amount: int) -> pygame.Surface:
        """The pot's chips for ``amount`` tokens, rendered once per amount."""
        image = self._pot_cache.get(amount)
        if image is None:
            if len(self._pot_cache) > 64:
                self._pot_cache.clear()
            image = pygame.Surface((POT_CHIP_PX * 8, POT_CHIP_PX * 3), pygame.SRCALPHA)
            draw_chip_stack(image, self.context.resources, amount * 100,
                            (image.get_width() // 2, image.get_height()), label=False,
                            size=POT_CHIP_PX)
            self._pot_cache[amount] = image
        return image

    def _draw_pot(self, surface: pygame.Surface) -> None:
        res, pot = self.context.resources, self.anchor("pot")
        if self.pot_shown:
            chips = self._pot_chips(self.pot_shown)
            surface.blit(chips, chips.get_rect(midbottom=(pot.centerx, pot.centery + 4)))
        amount = res.text(f"POT {self.pot_shown}", 18, GOLD_LIGHT, bold=True)
        surface.blit(amount, amount.get_rect(midtop=(pot.centerx, pot.centery + 4)))
        if self.carried_shown:
            note = res.text(f"incl. {self.carried_shown} carried", 13, CREAM)
        else:
            note = res.text(f"Game {self.game_no}", 12, MUTED)
        surface.blit(note, note.get_rect(midtop=(pot.centerx, pot.centery + 26)))
        if self.discards_shown:
            pile = self.anchor("discard")
            back = self.cards.back(small_card_size())
            surface.blit(back, back.get_rect(midtop=(pile.centerx, pile.y + 20)))


def saved_players(context, pending) -> list[SeatConfig]:
    """The seats of a saved match (defaults for an old save: you and AI players)."""
    rows = load_scene_setup(context, pending.sitting.id).get("players")
    try:
        # a name from the save keeps the field's limit too (an edited save may not)
        return [SeatConfig(str(r["name"])[:NAME_MAX], PlayerKind(r["kind"]), str(r["level"]))
                for r in rows]
    except (TypeError, KeyError, ValueError):
        n = len(pending.record["setup"].get("chips", [])) or 2
        ai = pending.sitting.opponent != "human"
        return [SeatConfig("You")] + [SeatConfig(f"Player {i + 1}",
                                                 PlayerKind.AI if ai else PlayerKind.HUMAN)
                                      for i in range(1, n)]


def create_scene(context, players=None, resume=None, **options):
    """The setup screen, or (with ``players``) the table itself.  ``resume``: a
    saved match continues; a match left mid-round continues when the table is
    opened again, one left between rounds is offered over the setup screen."""
    if resume is None and players is None:
        resume = mid_round_sitting(context, "showdown")
    if resume is not None:
        return ShowdownScene(context, resume=resume, **options)
    if players is None:
        from scenes.tables.showdown.setup import ShowdownSetupScene
        return ShowdownSetupScene(context, unfinished=unfinished_match(context, "showdown"),
                                  **options)
    return ShowdownScene(context, players=players, **options)


__all__ = ["ShowdownScene", "create_scene", "SeatConfig", "PlayerKind"]
