"""Classic Shoe: up to seven seats (humans pass-and-play, AI players) vs a dealer.

Opening "classic" shows the seat setup (classic_setup.py); START replaces it
with this table.  Seats bet in order — a human with the chip rack (click your
seat, right-click takes a chip back, Enter when done), an AI by its bankroll
rule after a short pause — then the deal.  Whose turn it is shows large, with
the player's name.  Buttons follow ``legal_actions`` and are live only on a
human's turn; keys H S D P, I / N, Enter, X = sit this round out.
"""
from __future__ import annotations

import pygame

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.money import CENTS_PER_CHIP, fmt_short
from game.rules import CLASSIC
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
from game.tables.dealer.view import Phase, RoundOver
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.save_fault import writes_failing
from scenes.tables.dealer.classic_setup import (
    GUEST_CENTS,
    NAME_LIMIT,
    SeatConfig,
    SeatKind,
    default_seats,
)
from scenes.tables.dealer.classic_turns import PassAndPlay
from scenes.tables.dealer.classic_view import (
    draw_seat_plates,
    draw_shoe_gauge,
    draw_turn_banner,
    seat_plate,
)
from scenes.tables.dealer.save import open_bankroll_table
from scenes.tables.dealer.scene import REFILL_HINT, DealerTableScene
from scenes.tables.journal import load_scene_setup
from scenes.training.count_overlay import CountOverlay

AI_PAUSE = 0.7            # seconds between an AI player's decisions (normal speed)
MAX_AI_CHIPS = 40         # a bet is a few chips; the bound only stops a bot gone wrong
DONE, SIT_OUT, NEXT, SAME = "done", "sit_out", "next", "same"   # scene buttons, not engine actions
PLAY_SPECS = [(HIT, "HIT", pygame.K_h), (STAND, "STAND", pygame.K_s),
              (DOUBLE, "DOUBLE", pygame.K_d), (SPLIT, "SPLIT", pygame.K_p)]


class ClassicScene(PassAndPlay, DealerTableScene):
    CIRCLE_RADIUS = 32
    shuffle_time = 0.9

    def __init__(self, context, seats: list[SeatConfig] | None = None, resume=None,
                 **options) -> None:
        if resume is not None:
            seats = saved_seats(context, resume)
        seats = seats if seats is not None else default_seats(context)
        self.seats = seats
        self.seat_of = [i for i, c in enumerate(seats) if c.kind is not SeatKind.EMPTY]
        if not self.seat_of:
            raise ValueError("Classic Shoe needs at least one occupied seat")
        self.players = [seats[i] for i in self.seat_of]
        humans = [p for p, c in enumerate(self.players) if c.kind is SeatKind.HUMAN]
        self._home = humans[0] if humans else None
        cents = [context.bankroll_cents if p == self._home else GUEST_CENTS
                 for p in range(len(self.players))]
        self.bet_turn: int | None = 0        # who is placing chips (None: not betting)
        self.between = False                 # a round's results are on show
        self.ai_clock = 0.0
        self.last_nets: dict[int, int] = {}
        self._money_at_deal: list[int] = []
        super().__init__(context, "classic", CLASSIC, cents, resume=resume, **options)
        self.bots = {p: make_bot("classic", c.level) for p, c in enumerate(self.players)
                     if c.kind is SeatKind.AI}
        self.count = CountOverlay(self)      # the Hi-Lo count and quizzes (C), when on
        self._skip_unable_bettors()
        self.refresh()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        return self.count.handle_event(ev) or super().handle_event(ev)

    # -- the save ----------------------------------------------------------------
    def scene_setup(self) -> dict:
        return {"seats": [{"kind": c.kind.value, "name": c.name, "level": c.level}
                          for c in self.seats]}

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
        return self._home

    def spot_rect(self, spot: int) -> pygame.Rect:
        return self.anchors[f"seat_{self.seat_of[spot] + 1}"]

    def plate_rect(self, spot: int) -> pygame.Rect:
        return seat_plate(self.spot_rect(spot), self.CIRCLE_RADIUS)

    def bank_point(self, spot: int) -> tuple[int, int]:
        return self.plate_rect(spot).midbottom

    def spot_label(self, spot: int) -> str:
        return f"{self.players[spot].name}'s seat"

    def hand_title(self, hand) -> str:
        split = sum(1 for h in self.engine.hands if h.spot == hand.spot) > 1
        return self.players[hand.owner].name + (f", hand {hand.part + 1}" if split else "")

    def result_name(self, spot: int) -> str:
        return self.players[spot].name

    def breakdown_footer(self, rows) -> tuple[str, int]:
        return "House", -sum(r.net for r in rows)

    def is_human(self, p: int | None) -> bool:
        return p is not None and self.players[p].kind is SeatKind.HUMAN

    def turn(self) -> int | None:
        """The player to act now: the bettor, or the engine's current player."""
        if self.between:
            return None
        if self.engine.phase is Phase.BETTING:
            return self.bet_turn
        return self.engine.current_player()

    def viewer(self) -> int:
        t = self.turn()
        return t if t is not None else (self._home or 0)

    # -- betting flow --------------------------------------------------------------
    def _can_bet(self, p: int) -> bool:
        return any(a.kind is Kind.BET and a.spot == p for a in self.engine.legal_actions()) \
            or self.engine.spots[p] > 0

    def _skip_unable_bettors(self) -> None:
        while self.bet_turn is not None and not self._can_bet(self.bet_turn):
            p = self.bet_turn
            if p == self._home:              # said, not skipped in silence
                self.refuse(f"{self.players[p].name} sits out: {self.refill_hint() or REFILL_HINT}")
            self._next_bettor()

    def _next_bettor(self) -> None:
        if writes_failing(self.context):      # the turn passes on once the save works
            return
        nxt = self.bet_turn + 1
        if nxt < len(self.players):
            self.bet_turn = nxt
            return
        self.bet_turn = None
        if any(self.engine.spots):
            self._money_at_deal = [c + b for c, b in zip(self.engine.chips, self.engine.spots)]
            self.act(DEAL)
        elif self.engine.is_over():
            self.refuse(self.refill_hint() or "Nobody can cover the minimum bet: the table is closed")
            self.alert_left = float("inf")
        else:
            self.refuse("Nobody placed a bet: bets are open again")
            self.bet_turn = 0

    def finish_betting(self, sit_out: bool = False) -> None:
        p = self.bet_turn
        bet = self.engine.spots[p]
        if sit_out and bet:
            while self.placed[p]:
                self.take_back(p)
            bet = self.engine.spots[p]
        if 0 < bet < CLASSIC.min_bet * CENTS_PER_CHIP:
            self.refuse(f"The minimum bet is {CLASSIC.min_bet}: add a chip or sit out (X)")
            return
        self._next_bettor()
        self._skip_unable_bettors()
        self.refresh()

    def betting_refusal(self, spot: int) -> str | None:
        if self.between:
            return "Press NEXT ROUND (Enter) to open the bets"
        if self.bet_turn is None:
            return "Bets are closed until this round is over"
        if spot != self.bet_turn:
            return f"It is {self.players[self.bet_turn].name}'s turn to bet"
        if not self.is_human(spot):
            return f"{self.players[spot].name} is an AI player"
        return None

    def press(self, action) -> None:
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
                self.same_bet(p)
            elif action == SIT_OUT or not self.engine.spots[p]:
                self.ask_sit_out(p)        # a stray Enter never skips a player
            else:
                self.finish_betting()
        elif not self.is_human(self.turn()):
            self.refuse("Wait for your turn")
        else:
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
            self.ai_clock = 0.0
            return
        speed = self.context.settings.anim_speed
        self.ai_clock += dt
        if speed is not AnimSpeed.INSTANT and self.ai_clock < AI_PAUSE / speed.factor:
            return
        self.ai_clock = 0.0
        self._ai_move(p)

    def _banner(self) -> None:
        """Whose turn it is, large: the message line moves into the banner."""
        self.banner = ""
        if self.turn() is not None and not self.alert and not self.timeline.busy:
            self.banner, self.message = self.message, ""

    def bot_dice(self, p: int):
        """Seat ``p``'s dice for this decision: the same after a resume as without."""
        e = self.engine
        return decision_rng(e.seed, "classic", p, e.rounds, len(self.round_words))

    def _ai_bet(self, p: int) -> None:
        """An AI seat's whole bet in one move: its chips fly one after another
        and the turn passes on (one think per seat, not one per chip)."""
        for _ in range(MAX_AI_CHIPS):
            if writes_failing(self.context):  # the seat bets on after Retry, same dice
                return
            legal = [a for a in self.engine.legal_actions()
                     if a.kind is not Kind.BET or a.spot == p]
            choice = self.bots[p].act(self.engine.observation(p), legal, self.bot_dice(p))
            if choice.kind is not Kind.BET or not self.act(choice):
                break
            self.placed[p].append(choice.amount)
        self.finish_betting()

    def _ai_move(self, p: int) -> None:
        legal = self.engine.legal_actions()
        obs = self.engine.observation(p)
        if self.engine.phase is Phase.BETTING:
            self._ai_bet(p)
            return
        self.act(self.bots[p].act(obs, legal, self.bot_dice(p)))

    # -- buttons and words ------------------------------------------------------------
    def refresh(self) -> None:
        if not hasattr(self, "bots"):
            return                          # still constructing
        legal = self.engine.legal_actions()
        p = self.turn()
        human = self.is_human(p)
        phase = self.engine.phase
        if self.between:
            self.bar.set_actions([(NEXT, "NEXT ROUND", pygame.K_RETURN)])
            self.bar.refresh([NEXT])
        elif phase is Phase.BETTING:
            self.bar.set_actions([(SIT_OUT, "SIT OUT", pygame.K_x),
                                  (SAME, "SAME BET", pygame.K_r),
                                  (DONE, "BET DONE", pygame.K_RETURN)])
            same = [SAME] if human and self.last_bet(p) and not self.engine.spots[p] else []
            self.bar.refresh([SIT_OUT, DONE, *same] if human else [])
        elif phase is Phase.INSURANCE:
            hand = self.engine.hands[self.engine.active]
            self.bar.set_actions([(INSURE, f"INSURE  {fmt_short(hand.bet // 2)}", pygame.K_i),
                                  (NO_INSURE, "NO INSURANCE", pygame.K_n)], font_size=18)
            self.bar.refresh(legal if human else [])
        else:
            self.bar.set_actions(self.play_specs(PLAY_SPECS))
            self.bar.refresh(legal if human else [])
        self.rack.enabled = phase is Phase.BETTING and human and not self.between

    def act(self, action: Action) -> bool:
        done = super().act(action)
        self.refresh()
        return done

    def prompt(self) -> str:
        p = self.turn()
        e = self.engine
        if self.between:
            if e.shoe.cut_card_out:
                return "Cut card is out: the shoe is shuffled before the next round"
            broke = self.refill_hint()
            if broke:
                return f"{self.results_line()}  ·  {broke}"
            return f"{self.results_line()}  ·  NEXT ROUND (Enter)"
        if p is None:
            return ""
        name = self.players[p].name
        if e.phase is Phase.BETTING:
            if not self.is_human(p):
                return f"{name} is betting…"
            return f"Bet {CLASSIC.min_bet}–{CLASSIC.max_bet}: click your seat  ·  Enter when done"
        if not self.is_human(p):
            return f"{name} is thinking…"
        if e.phase is Phase.INSURANCE:
            h = e.hands[e.active]
            return f"Dealer shows an ace: insurance costs {fmt_short(h.bet // 2)}  (I / N)"
        return "Hit, stand" + (", double" if DOUBLE in e.legal_actions() else "") + \
            (", split" if SPLIT in e.legal_actions() else "") + "?"

    def draw_extras(self, surface: pygame.Surface) -> None:
        draw_shoe_gauge(surface, self.context.resources, self.anchors["shoe"], self.board)

    def draw_top(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        p = self.turn()
        draw_seat_plates(surface, res, self, p)
        if p is not None and getattr(self, "banner", ""):
            draw_turn_banner(surface, res, self.anchors["message"], self.players[p],
                             self.is_human(p), self.engine.phase is Phase.BETTING, self.banner)
        self.count.draw(surface)


def saved_seats(context, pending) -> list[SeatConfig]:
    """The seats of a saved sitting; without them (an old save) the bankroll
    player on seat 1 and AI players beside."""
    rows = load_scene_setup(context, pending.sitting.id).get("seats")
    try:
        # a name from the save keeps the field's limit too (an edited save may not)
        return [SeatConfig(SeatKind(r["kind"]), str(r["name"])[:NAME_LIMIT], str(r["level"]))
                for r in rows]
    except (TypeError, KeyError, ValueError):
        n = len(pending.record["setup"].get("cents", [])) or 1
        return [SeatConfig(SeatKind.HUMAN, "You")] + \
            [SeatConfig(SeatKind.AI, f"AI {i}") for i in range(1, n)]


def create_scene(context, seats: list[SeatConfig] | None = None, resume=None, **options):
    """No seats yet: the seat setup comes first; it opens the table on START.
    ``resume``: a saved sitting continues (no setup; see dealer_scene)."""
    def make(pending):
        if pending is not None:
            options.pop("skip_setup", None)
            return ClassicScene(context, resume=pending, **options)
        if seats is None and not options.get("skip_setup"):
            from scenes.tables.dealer.classic_setup import ClassicSetupScene
            return ClassicSetupScene(context, **options)
        options.pop("skip_setup", None)
        return ClassicScene(context, seats=seats, **options)
    return open_bankroll_table(context, "classic", resume, make)
