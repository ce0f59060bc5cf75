"""Classic Shoe: up to seven seats (humans pass-and-play, AI players) vs a dealer.

Opening "classic" shows the seat setup (classic_setup.py); START replaces it
with this table.  Seats bet in order — a human with the chip rack (click your
seat, right-click takes a chip back, Enter when done), an AI by its bankroll
rule after a short pause — then the deal.  Whose turn it is shows large, with
the player's name.  Buttons follow ``legal_actions`` and are live only on a
human's turn; keys H S D P, I / N, Enter, X = sit this round out.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.money import CENTS_PER_CHIP
from game.tables.dealer.actions import (
    DEAL,
    DOUBLE,
    HIT,
    INSURE,
    NO_INSURE,
    SPLIT,
    STAND,
    Action,
    Kind,
)
from game.tables.dealer.game import DealerGame
from game.tables.dealer.rules import CLASSIC
from game.tables.dealer.view import Phase, RoundOver
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_money, joined
from scenes.app.keymap import key_words
from scenes.app.scene import Scene
from scenes.dialogs.save_fault import writes_failing
from scenes.tables.dealer.classic_setup import (
    GUEST_CENTS,
    NAME_LIMIT,
    ClassicSetupScene,
    default_seats,
)
from scenes.tables.dealer.classic_turns import AiSeats, PassAndPlay, Seating
from scenes.tables.dealer.classic_view import (
    banner_zone,
    draw_seat_plates,
    draw_shoe_gauge,
    draw_turn_banner,
    seat_plate,
)
from scenes.tables.dealer.hud import BarAction
from scenes.tables.dealer.keys import CLASSIC as KEYS
from scenes.tables.dealer.save import open_bankroll_table
from scenes.tables.dealer.scene import DealerTableScene, SeatedHand, refill_words
from scenes.tables.journal import load_scene_setup
from scenes.tables.round_results import ResultRow
from scenes.tables.seat_config import SeatConfig, SeatKind, seat_rows, seats_from_rows
from scenes.tables.sentences import said
from scenes.training.count_overlay import PANEL as COUNT_PANEL
from scenes.training.count_overlay import CountOverlay

# scene buttons, not engine actions
DONE, SIT_OUT, NEXT, SAME = "done", "sit_out", "next", "same"
# (action, label, its key's action): the key is looked up when the bar is built.
PLAY_SPECS: list[tuple[Action, str, str]] = [
    (HIT, N_("HIT"), "hit"), (STAND, N_("STAND"), "stand"),
    (DOUBLE, N_("DOUBLE"), "double"), (SPLIT, N_("SPLIT"), "split")]
# The guided first round (docs/rules.md, "Classic Shoe"), one tip per moment.
GUIDE_TIPS = {
    "bet": N_("Seats bet in turn, seat 1 (right) first: pick a chip, click your seat "
              "(2 to 500). {bet_done} when done; {sit_out} sits out."),
    "insurance": N_("The dealer shows an ace: insurance costs half your bet and pays 2:1 if "
                    "the hole card makes Blackjack. The dealer peeks before anyone plays."),
    # after a peek (an ace or a ten up); the other cases: ACT_TIPS
    "act": N_("The dealer checked the hole card: no Blackjack. HIT ({hit}), STAND ({stand}), "
              "or DOUBLE ({double}) on your first two cards when they make 9, 10 or 11."),
    "split": N_("Two cards of the same rank can be SPLIT ({split}) once, into two hands with "
                "equal bets. Split aces get one card each."),
    "result": N_("Blackjack pays 3:2, other wins 1:1, and a push comes back to your chips "
                 "(the dealer stands on all 17s). NEXT ROUND ({bet_done}) opens the bets."),
}

# The "act" tip by (the dealer peeked, the house rules offer SURRENDER): with
# 2 to 9 up there was no peek to speak of.
ACT_TIPS = {
    (True, False): GUIDE_TIPS["act"],
    (False, False): N_("HIT ({hit}), STAND ({stand}), or DOUBLE ({double}) on your first two "
                       "cards when they make 9, 10 or 11. With 2 to 9 up the dealer does not "
                       "check the hole card."),
    (True, True): N_("The dealer checked the hole card: no Blackjack. HIT ({hit}), STAND "
                     "({stand}), DOUBLE ({double}) on 9, 10 or 11, or SURRENDER ({surrender}) "
                     "for half your bet back."),
    (False, True): N_("HIT ({hit}), STAND ({stand}), DOUBLE ({double}) on 9, 10 or 11, or "
                      "SURRENDER ({surrender}) for half your bet back. With 2 to 9 up the "
                      "dealer does not check the hole card."),
}


class ClassicScene(DealerTableScene):
    CIRCLE_RADIUS = 32
    shuffle_time = 0.9

    def __init__(self, context: Context, seats: list[SeatConfig] | None = None,
                 resume: Any = None, **options: Any) -> None:
        if resume is not None:
            seats = saved_seats(context, resume)
        self.seating = Seating.of(seats if seats is not None else default_seats(context))
        home = self.seating.home
        cents = [context.bankroll_cents if p == home else GUEST_CENTS
                 for p in range(len(self.seating.seat_of))]
        self.bet_turn: int | None = 0        # who is placing chips (None: not betting)
        self.between = False                 # a round's results are on show
        self.banner = ""                     # whose turn, large (the message line moves in)
        self.last_nets: dict[int, int] = {}
        self._money_at_deal: list[int] = []
        self.pass_and_play = PassAndPlay(self)
        self.ai = AiSeats(self)
        super().__init__(context, "classic", CLASSIC, cents, resume=resume, **options)
        self.count = CountOverlay(self)      # the Hi-Lo count and quizzes (C), when on
        self._skip_unable_bettors()
        self.refresh()

    def on_event(self, ev: pygame.event.Event) -> bool:
        return self.count.handle_event(ev) or super().on_event(ev)

    # -- the save ----------------------------------------------------------------
    def scene_setup(self) -> dict[str, Any]:
        return {"seats": seat_rows(self.seating.seats)}

    def after_resume(self, words: list[str]) -> None:
        """Whose turn to bet is scene state: bets placed since the last round →
        the last bettor goes on; a round just ended → its results, NEXT ROUND."""
        e = self.engine
        if e.phase is not Phase.BETTING:
            self.bet_turn, self.between = None, False
            return
        last = DealerGame(e.rules).parse(e, words[-1]).kind if words else None
        if last in (Kind.BET, Kind.CLEAR):
            bettors = [e.owner(s) for s, b in enumerate(e.spots) if b]
            self.bet_turn, self.between = (bettors[-1] if bettors else 0), False
        elif e.rounds:
            self.bet_turn, self.between = None, True
        else:
            self.bet_turn, self.between = 0, False

    # -- who is who ------------------------------------------------------------
    def home(self) -> int | None:
        return self.seating.home

    def seat_out(self) -> bool:
        """A round's results still offer NEXT ROUND, even to seats now broke."""
        return not self.between and super().seat_out()

    def spot_rect(self, spot: int) -> pygame.Rect:
        return self.anchors[f"seat_{self.seating.seat_of[spot] + 1}"]

    def message_zone(self) -> pygame.Rect:
        """The message pill's zone and the wider turn banner's, together."""
        return super().message_zone().union(banner_zone(self.anchors["message"]))

    def plate_rect(self, spot: int) -> pygame.Rect:
        return seat_plate(self.spot_rect(spot), self.CIRCLE_RADIUS)

    def bank_point(self, spot: int) -> tuple[int, int]:
        return self.plate_rect(spot).midbottom

    def spot_label(self, spot: int) -> str:
        return said(self.seating.given_name(spot), N_("your seat"), N_("{name}'s seat"))

    def hand_title(self, hand: SeatedHand) -> str:
        split = sum(1 for h in self.engine.hands if h.spot == hand.spot) > 1
        if not split:
            return self.seating.name(hand.owner)
        return said(self.seating.given_name(hand.owner), N_("Your hand {hand}"),
                    N_("{name}, hand {hand}"), hand=hand.part + 1)

    def result_name(self, spot: int) -> str:
        return self.seating.name(spot)

    def breakdown_footer(self, rows: list[ResultRow]) -> tuple[str, int]:
        return _("House"), -sum(r.net for r in rows)

    def is_human(self, p: int | None) -> bool:
        return self.seating.is_human(p)

    def turn(self) -> int | None:
        """The player to act now: the bettor, or the engine's current player."""
        if self.between:
            return None
        if self.engine.phase is Phase.BETTING:
            return self.bet_turn
        return self.engine.current_player()

    def viewer(self) -> int:
        t = self.turn()
        return t if t is not None else (self.seating.home or 0)

    # -- betting flow --------------------------------------------------------------
    def _can_bet(self, p: int) -> bool:
        return any(a.kind is Kind.BET and a.spot == p for a in self.engine.legal_actions()) \
            or self.engine.spots[p] > 0

    def _skip_unable_bettors(self) -> None:
        while self.bet_turn is not None and not self._can_bet(self.bet_turn):
            p = self.bet_turn
            if p == self.seating.home:       # said, not skipped in silence
                self.refuse(said(self.seating.given_name(p), N_("You sit out: {hint}"),
                                 N_("{name} sits out: {hint}"),
                                 hint=self.refill_hint() or refill_words()))
            self._next_bettor()

    def _next_bettor(self) -> None:
        if writes_failing(self.context) or self.bet_turn is None:   # on once the save works
            return
        nxt = self.bet_turn + 1
        if nxt < len(self.seating.seat_of):
            self.bet_turn = nxt
            return
        self.bet_turn = None
        if any(self.engine.spots):
            self._money_at_deal = [c + b for c, b in zip(self.engine.chips, self.engine.spots)]
            self.act(DEAL)
        elif self.engine.is_over():
            self.refuse(self.refill_hint()
                        or _("Nobody can cover the minimum bet: the table is closed"))
        else:
            self.refuse(_("Nobody placed a bet: bets are open again"))
            self.bet_turn = 0

    def finish_betting(self, sit_out: bool = False) -> None:
        p = self.bet_turn
        if p is None:
            return
        bet = self.engine.spots[p]
        if sit_out and bet:
            while self.bets.placed[p]:
                self.bets.take_back(p)
            bet = self.engine.spots[p]
        if 0 < bet < CLASSIC.min_bet * CENTS_PER_CHIP:
            self.refuse(_("The minimum bet is {amount}: add a chip or sit out (X)").format(
                amount=CLASSIC.min_bet))
            return
        self._next_bettor()
        self._skip_unable_bettors()
        self.refresh()

    def betting_refusal(self, spot: int) -> str | None:
        if self.between:
            return _("Press NEXT ROUND ({key}) to open the bets").format(
                key=KEYS.key_word("bet_done"))
        if self.bet_turn is None:
            return _("Bets are closed until this round is over")
        if spot != self.bet_turn:
            return said(self.seating.given_name(self.bet_turn), N_("It is your turn to bet"),
                        N_("It is {name}'s turn to bet"))
        if not self.is_human(spot):
            return _("{name} is an AI player").format(name=self.seating.name(spot))
        return None

    def betting_player(self) -> int | None:
        return self.bet_turn if not self.between and self.is_human(self.bet_turn) else None

    def guide_moment(self) -> str | None:
        if self.between:
            return None if self.timeline.busy else "result"
        return super().guide_moment()

    def guide_tips(self) -> dict[str, str]:
        e = self.engine
        tips = {**GUIDE_TIPS, "act": ACT_TIPS[(e.dealer_peeked, e.rules.late_surrender)]}
        return {moment: _(tip).format(**key_words(KEYS)) for moment, tip in tips.items()}

    def tip_regions(self, moment: str) -> list[pygame.Rect]:
        # Over the empty seats: the left of the felt under the breakdown, the
        # middle above the seats, and the right under the shoe's counter;
        # the seats in play are kept clear (``tip_keep_clear``).
        return [pygame.Rect(16, 50, 420, 584), pygame.Rect(16, 50, 280, 584),
                pygame.Rect(420, 276, 440, 360), pygame.Rect(1000, 130, 264, 500)]

    def tip_keep_clear(self) -> list[pygame.Rect]:
        shoe = self.anchor("shoe")          # and its counter, right of it
        count = [COUNT_PANEL] if self.count.on else []      # the Hi-Lo count, when shown
        return [*super().tip_keep_clear(), shoe.union(shoe.move(110, 0)), *count]

    def press(self, action: BarAction) -> None:
        if action == NEXT:
            self.between = False
            self.bet_turn = 0
            self._skip_unable_bettors()
            self.refresh()
        elif action in (DONE, SIT_OUT, SAME):
            p = self.bet_turn
            if p is None or not self.is_human(p):
                return
            if action == SAME:
                self.pass_and_play.same_bet(p)
            elif action == SIT_OUT or not self.engine.spots[p]:
                self.pass_and_play.ask_sit_out(p)   # a stray Enter never skips a player
            else:
                self.finish_betting()
        elif not self.is_human(self.turn()):
            self.refuse(_("Wait for your turn"))
        elif isinstance(action, Action):
            self.human_act(action)

    def hint_player(self) -> int | None:
        p = super().hint_player()
        return p if not self.between and self.is_human(p) else None

    def on_round_over(self, event: RoundOver) -> None:
        if self._money_at_deal:
            now = [c + b for c, b in zip(self.engine.chips, self.engine.spots)]
            self.last_nets = {p: now[p] - self._money_at_deal[p] for p in range(len(now))
                              if self.engine.last_bets and self.engine.last_bets[p]}
        self.between = True
        self.refresh()

    # -- the AI players, at a pace a person can follow --------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.count.update(dt)
        self._banner()
        p = self.turn()
        if self.timeline.busy or p is None or self.is_human(p):
            self.ai.wait()
        else:
            self.ai.update(dt, p)

    def human_bankroll(self) -> int:
        return self.pass_and_play.bankroll_cents()

    def bankroll_words(self) -> str:
        return self.pass_and_play.bankroll_label()

    def results_line(self) -> str:
        return self.pass_and_play.results_line()

    def _banner(self) -> None:
        """Whose turn it is, large: the message line moves into the banner."""
        self.banner = ""
        if self.turn() is not None and not self.refusal.reason and not self.timeline.busy:
            self.banner, self.message = self.message, ""

    # -- buttons and words ------------------------------------------------------------
    def refresh(self) -> None:
        legal = self.engine.legal_actions()
        p = self.turn()
        human = self.is_human(p)
        phase = self.engine.phase
        if self.between:
            self.bar.set_actions([(NEXT, _("NEXT ROUND"), KEYS.key("bet_done"))])
            self.bar.refresh([NEXT])
        elif phase is Phase.BETTING:
            self.bar.set_actions([(SIT_OUT, _("SIT OUT"), KEYS.key("sit_out")),
                                  (SAME, _("SAME BET"), KEYS.key("same_bet")),
                                  (DONE, _("BET DONE"), KEYS.key("bet_done"))])
            same = [SAME] if (p is not None and human and self.pass_and_play.last_bet(p)
                              and not self.engine.spots[p]) else []
            self.bar.refresh([SIT_OUT, DONE, *same] if human else [])
        elif phase is Phase.INSURANCE:
            hand = self.active_hand()
            self.bar.set_actions([(INSURE, _("INSURE  {amount}").format(
                amount=format_money(hand.bet // 2, always_cents=False)), KEYS.key("insure")),
                                  (NO_INSURE, _("NO INSURANCE"), KEYS.key("no_insurance"))],
                                 font_size=18)
            self.bar.refresh(legal if human else [])
        else:
            plays: list[tuple[Action, str, int | None]] = [
                (a, _(t), KEYS.key(k)) for a, t, k in PLAY_SPECS]
            self.bar.set_actions(self.play_specs(plays))
            self.bar.refresh(legal if human else [])
        self.rack.enabled = phase is Phase.BETTING and human and not self.between

    def prompt(self) -> str:
        p = self.turn()
        e = self.engine
        if self.between:
            if e.shoe.cut_card_out:
                return _("Cut card is out: the shoe is shuffled before the next round")
            broke = self.refill_hint()
            if broke:
                return joined("  ·  ", [self.results_line(), broke])
            return _("{results}  ·  NEXT ROUND ({key})").format(
                results=self.results_line(), key=KEYS.key_word("bet_done"))
        if p is None:
            return ""
        name = self.seating.name(p)
        if e.phase is Phase.BETTING:
            if not self.is_human(p):
                return _("{name} is betting…").format(name=name)
            return _("Bet {low}–{high}: ↑ or click your seat, ↓ takes back  ·  "
                     "{key} when done").format(
                low=CLASSIC.min_bet, high=CLASSIC.max_bet, key=KEYS.key_word("bet_done"))
        if not self.is_human(p):
            return _("{name} is thinking…").format(name=name)
        if e.phase is Phase.INSURANCE:
            h = self.active_hand()
            return _("Dealer shows an ace: insurance costs {amount}  ({yes} / {no})").format(
                amount=format_money(h.bet // 2, always_cents=False),
                yes=KEYS.key_word("insure"), no=KEYS.key_word("no_insurance"))
        legal = e.legal_actions()
        if DOUBLE in legal and SPLIT in legal:
            return _("Hit, stand, double, split?")
        if DOUBLE in legal:
            return _("Hit, stand, double?")
        if SPLIT in legal:
            return _("Hit, stand, split?")
        return _("Hit, stand?")

    def draw_extras(self, surface: pygame.Surface) -> None:
        draw_shoe_gauge(surface, self.context.resources, self.anchors["shoe"], self.board)

    def draw_top(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        p = self.turn()
        plates = [(self.plate_rect(q), c, self.engine.chips[q])
                  for q, c in enumerate(self.seating.players)]
        draw_seat_plates(surface, res, plates, p)
        if p is not None and self.banner:
            draw_turn_banner(surface, res, self.anchors["message"], self.seating.given_name(p),
                             self.is_human(p), self.engine.phase is Phase.BETTING, self.banner)
        self.count.draw(surface)


def saved_seats(context: Context, pending: Any) -> list[SeatConfig]:
    """The seats of a saved sitting; without them (an old save) the bankroll
    player on seat 1 and AI players beside."""
    rows = load_scene_setup(context, pending.sitting.id).get("seats")
    try:
        # a name from the save keeps the field's limit too (an edited save may not)
        seats = seats_from_rows(rows, NAME_LIMIT) if isinstance(rows, list) else []
    except (TypeError, KeyError, ValueError):
        seats = []
    if any(c.kind is not SeatKind.EMPTY for c in seats):
        return seats
    n = len(pending.record["setup"].get("cents", [])) or 1
    return [SeatConfig(_("You"))] + \
        [SeatConfig(_("AI {number}").format(number=i), SeatKind.AI) for i in range(1, n)]


def create_scene(context: Context, seats: list[SeatConfig] | None = None, resume: Any = None,
                 **options: Any) -> Scene:
    """No seats yet: the seat setup comes first; it opens the table on START.
    ``resume``: a saved sitting continues (no setup; see scenes/tables/dealer/scene.py)."""
    def make(pending: Any) -> Scene:
        if pending is not None:
            options.pop("skip_setup", None)
            return ClassicScene(context, resume=pending, **options)
        if seats is None and not options.get("skip_setup"):
            return ClassicSetupScene(context, **options)
        options.pop("skip_setup", None)
        return ClassicScene(context, seats=seats, **options)
    return open_bankroll_table(context, "classic", resume, make)
