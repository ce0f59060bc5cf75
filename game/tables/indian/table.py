"""Indian Blackjack (docs/rules.md): two players, 44 cards numbered
1-11, each player sees the other's card but not its own.

Round: reshuffle if fewer than 5 cards -> ante -> community, starter's card,
other's card -> betting round 1 -> hit (starter, then other) -> betting
round 2 -> reveal and settlement -> RESULT, waiting for NEXT. The typed values
are in ``indian_view`` (actions, observation, result) and ``indian_events``.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.cards import INDIAN_DECK, Card
from game.errors import IllegalAction, SetupError
from game.messages import Message, message
from game.shoe import ReshufflePolicy, Shoe
from game.tables.base import EventLog
from game.tables.clone import clone_fields
from game.tables.common import ANYONE, jsonable, rng_digest, shoe_snapshot
from game.tables.indian import events as ev
from game.tables.indian import refusals as why
from game.tables.indian.hands import hand_total, is_blackjack, reveal_winner
from game.tables.indian.rules import INDIAN, IndianRules
from game.tables.indian.view import (
    CALL,
    DEAL_AGAIN,
    FOLD,
    FREE_FOLD,
    HIT,
    NEXT,
    PASS,
    STAY,
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    ItemKind,
    Payment,
    PaymentReason,
    RoundEnd,
    RoundResult,
    chip_bonus,
    raise_to,
)

BETTING = (IndianPhase.BET1, IndianPhase.BET2)


class IndianTable(EventLog):
    """One match. ``items`` maps each item to its holder (0, 1) or None;
    ``cards`` are stacked on the deck before the first deal."""

    def __init__(self, rules: IndianRules = INDIAN, seed: int = 0,
                 chips: Sequence[int] = (30, 30),
                 items: Mapping[ItemKind, int | None] | None = None,
                 *, cards: Sequence[Card] = ()):
        chips = list(chips)
        if len(chips) != 2:
            raise SetupError(f"indian blackjack is for 2 players, got {len(chips)}")
        for c in chips:
            if isinstance(c, bool) or not isinstance(c, int) or c < 1:
                raise SetupError(f"chips must be positive whole numbers, got {c!r}")
        items = dict(items or {})
        for kind, holder in items.items():
            if not isinstance(kind, ItemKind) or holder not in (0, 1, None):
                raise SetupError(f"bad item assignment {kind!r}: {holder!r}")
        super().__init__()
        self.rules = rules
        self.seed = seed
        self._rng = random.Random(seed)
        self.shoe = Shoe(INDIAN_DECK, self._rng, ReshufflePolicy.BELOW_FIVE)
        self.shoe.stack(cards)
        self.chips = chips
        self.start_total = sum(chips)
        self.start_chips: tuple[int, ...] = tuple(chips)    # for returns()
        self.bonus_paid = 0                       # chips added by Chip Bonus
        self.holders: dict[ItemKind, int | None] = {k: items.get(k) for k in ItemKind}
        self.used: set[ItemKind] = set()
        self.round_no = 0
        self.starter = 0
        self.phase = IndianPhase.BET1
        self.actor: int | None = None
        self.community: Card | None = None
        self.first: list[Card | None] = [None, None]
        self.hits: list[list[Card]] = [[], []]
        self.bets = [0, 0]
        self.round_chips = [0, 0]     # stacks at the round's start (+ Chip Bonus): the cap
        self.fresh = True             # no action but Chip Bonus yet this round
        self.deal_again_by: int | None = None     # who may still Deal Again now
        self.past_seen: list[Card] = []           # earlier cards since the last reshuffle
        self.result: RoundResult | None = None
        self.winner: int | None = None
        self._start_round()

    # -- the Table surface --------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is IndianPhase.RESULT:
            return ANYONE
        if self.phase is IndianPhase.OVER:
            return None
        return self.actor

    def is_terminal(self) -> bool:
        """The game of Indian is the match: over once a player has won it."""
        return self.is_over()

    def returns(self) -> list[int]:
        """Each player's chips won (+) or lost (-) since the match began, the
        stake in play counted as the player's (a Chip Bonus counts as won)."""
        return [c + b - s for c, b, s in zip(self.chips, self.bets, self.start_chips)]

    def round_returns(self) -> list[int]:
        """Each player's chips won or lost since the latest round began (not
        counting a Chip Bonus, which also raises the round's starting stack)."""
        return [c + b - s for c, b, s in zip(self.chips, self.bets, self.round_chips)]

    def clone(self) -> IndianTable:
        """An independent copy (same deck, same generator, same pending events)."""
        return clone_fields(self)

    def is_over(self) -> bool:
        return self.phase is IndianPhase.OVER

    @property
    def raise_cap(self) -> int:
        return min(self.round_chips)

    def holds(self, player: int, item: ItemKind) -> bool:
        """``player`` holds ``item`` and has not used it yet."""
        return self.holders[item] == player and item not in self.used

    def legal_actions(self) -> list[IndianAction]:
        return self._legal(raises=True)

    def _legal(self, raises: bool) -> list[IndianAction]:
        """The legal actions; without the raises when ``raises`` is false
        (``apply`` checks a raise by its range: a huge stack has billions)."""
        if self.phase is IndianPhase.OVER:
            return []
        if self.phase is IndianPhase.RESULT:
            return [NEXT]
        acts: list[IndianAction] = []
        holder = self.holders[ItemKind.CHIP_BONUS]
        if self.fresh and holder is not None and self.holds(holder, ItemKind.CHIP_BONUS):
            acts.append(chip_bonus(holder))
        if self.deal_again_by is not None:
            acts.append(DEAL_AGAIN)
        if self.phase in BETTING:
            a = self._acting()
            o = 1 - a
            if raises:
                acts += [raise_to(t) for t in range(self.bets[o] + 1, self.raise_cap + 1)]
            if self.bets[a] < self.bets[o]:
                acts.append(CALL)
            elif self.phase is IndianPhase.BET2:
                acts.append(PASS)
            acts.append(FOLD)
            if self.holds(a, ItemKind.FREE_FOLD):
                acts.append(FREE_FOLD)
        elif self.phase is IndianPhase.HIT:
            acts += [HIT, STAY]
        else:                                       # DEAL_AGAIN_WAIT
            acts.append(STAY)
        return sorted(acts)

    def apply(self, action: IndianAction) -> None:
        # Exact types only: IndianAction(0, 5) or an amount of 5.0 compare
        # equal to raise_to(5) but would half-apply or put a float in the pot.
        if (not isinstance(action, IndianAction) or type(action.kind) is not IndianKind
                or type(action.amount) is not int
                or not (action.player is None or type(action.player) is int)):
            raise IllegalAction(message(why.NOT_AN_ACTION, action=repr(action)))
        if action.kind is IndianKind.RAISE:
            legal = (self.phase in BETTING and action.player is None
                     and self.bets[1 - self._acting()] < action.amount <= self.raise_cap)
        else:
            legal = action in self._legal(raises=False)
        if not legal:
            raise IllegalAction(self._why_illegal(action))
        k = action.kind
        if k is IndianKind.CHIP_BONUS:
            assert action.player is not None        # the legal chip_bonus names its holder
            self._chip_bonus(action.player)
            return
        if k is IndianKind.DEAL_AGAIN:
            self._deal_again()
            return
        if k is IndianKind.NEXT:
            if self.winner is not None:
                self.phase = IndianPhase.OVER   # leave the last result screen
            else:
                self._next_round()
            return
        self.fresh = False
        self.deal_again_by = None       # anyone acting closes the Deal Again window
        a = self._acting()
        if k is IndianKind.RAISE:
            self._bet(a, action.amount)
            self.emit(ev.Raised(a, action.amount))
            self.actor = 1 - a
        elif k is IndianKind.CALL:
            self._bet(a, self.bets[1 - a])
            self.emit(ev.Called(a, self.bets[a]))
            self._end_betting()
        elif k is IndianKind.PASS:
            self.emit(ev.Passed(a))
            if a == self.starter:
                self.actor = 1 - a
            else:
                self._reveal()
        elif k in (IndianKind.FOLD, IndianKind.FREE_FOLD):
            self._fold(a, free=k is IndianKind.FREE_FOLD)
        elif k is IndianKind.HIT:
            self.emit(ev.HitTaken(a))
            self._deal(ev.Slot.HIT, a)
            if self.holds(a, ItemKind.DEAL_AGAIN):
                self.deal_again_by = a
            self._next_hitter()
        elif k is IndianKind.STAY:
            if self.phase is IndianPhase.DEAL_AGAIN_WAIT:
                self._reveal()          # kept the hit card
            else:
                self.emit(ev.Stayed(a))
                self._next_hitter()

    def _why_illegal(self, action: IndianAction) -> Message:
        k = action.kind
        if self.phase is IndianPhase.OVER:
            return message(why.MATCH_OVER)
        if self.phase is IndianPhase.RESULT:
            return message(why.ROUND_OVER)
        if k is IndianKind.RAISE and self.phase in BETTING:
            lo, hi = self.bets[1 - self._acting()] + 1, self.raise_cap
            if lo > hi:
                return message(why.CAP_REACHED)
            return message(why.RAISE_RANGE, low=lo, high=hi)
        if k is IndianKind.CHIP_BONUS:
            return message(why.CHIP_BONUS_RULE)
        if k in (IndianKind.DEAL_AGAIN, IndianKind.FREE_FOLD):
            return message(why.NOT_AVAILABLE, action=why.action_word(k))
        return why.not_in_phase(k, self.phase)

    def observation(self, player: int) -> IndianObservation:
        if player not in (0, 1):
            raise ValueError(f"no player {player}")
        o = 1 - player
        revealed = self.phase in (IndianPhase.RESULT, IndianPhase.OVER)
        opp = self._own_cards(o)
        own_first = self.first[player] if revealed else None
        current = ([self.community] if self.community else []) + list(opp) + self.hits[player]
        if own_first is not None:
            current.append(own_first)
        return IndianObservation(
            player=player, phase=self.phase, current_player=self.current_player(),
            round_no=self.round_no, starter=self.starter, community=self.community,
            own_first_card=own_first, own_hit_cards=tuple(self.hits[player]),
            opponent_cards=opp, chips=_pair(self.chips), bets=_pair(self.bets),
            pot=sum(self.bets), raise_cap=self.raise_cap,
            items=(self._items_of(0), self._items_of(1)),
            seen_cards=tuple(self.past_seen + current),
            deck_remaining=self.shoe.remaining, result=self.result, winner=self.winner)

    def snapshot(self) -> dict[str, Any]:
        return {                # the complete state, JSON-able
            "table": "indian", "seed": self.seed, "rules": jsonable(self.rules),
            "phase": self.phase.name, "round_no": self.round_no, "starter": self.starter,
            "actor": self.actor, "chips": list(self.chips), "bets": list(self.bets),
            "round_chips": list(self.round_chips), "bonus_paid": self.bonus_paid,
            "community": self.community, "first": list(self.first),
            "hits": [list(h) for h in self.hits], "fresh": self.fresh,
            "deal_again_by": self.deal_again_by,
            "holders": {k.name: v for k, v in self.holders.items()},
            "used": sorted(k.name for k in self.used), "past_seen": list(self.past_seen),
            "result": jsonable(self.result), "winner": self.winner,
            "shoe": shoe_snapshot(self.shoe), "rng": rng_digest(self._rng),
        }

    def total_chips(self) -> int:
        """Stacks plus pot: the starting chips plus every Chip Bonus."""
        return sum(self.chips) + sum(self.bets)

    # -- helpers ------------------------------------------------------------
    def _acting(self) -> int:
        """The player to act (only in a betting or hitting phase)."""
        assert self.actor is not None, "nobody is to act"
        return self.actor

    def _community_card(self) -> Card:
        assert self.community is not None, "no round has been dealt"
        return self.community

    def _first_card(self, p: int) -> Card:
        first = self.first[p]
        assert first is not None, "no round has been dealt"
        return first

    def _items_of(self, p: int) -> tuple[ItemKind, ...]:
        return tuple(k for k in ItemKind if self.holds(p, k))

    def _own_cards(self, p: int) -> tuple[Card, ...]:
        first = self.first[p]
        return ((first,) if first else ()) + tuple(self.hits[p])

    def _total(self, p: int) -> int:
        return hand_total(self._own_cards(p), self._community_card())

    def _blackjack(self, p: int) -> bool:
        return is_blackjack(self._own_cards(p), self._community_card())

    def _raise_possible(self) -> bool:
        return max(self.bets) + 1 <= self.raise_cap

    def _bet(self, p: int, new_total: int) -> None:
        self.chips[p] -= new_total - self.bets[p]
        self.bets[p] = new_total

    def _draw(self) -> Card:
        before = self.shoe.shuffle_count
        card = self.shoe.draw()
        if self.shoe.shuffle_count != before:
            # The deck ran out mid-round: the cards off the table went back in,
            # so only the cards on the table stay "seen".
            self.past_seen = []
            self.emit(ev.DeckReshuffled(False, self.shoe.remaining + 1))
        return card

    def _deal(self, slot: ev.Slot, p: int | None) -> None:
        card = self._draw()
        visible = (True, True)
        if slot is ev.Slot.COMMUNITY:
            self.community = card
        elif p is None:
            raise ValueError(f"a {slot.name.lower()} card is dealt to a player")
        elif slot is ev.Slot.FIRST:
            self.first[p] = card
            visible = (p != 0, p != 1)     # everyone but its owner
        else:
            self.hits[p] = [card]
        self.emit(ev.CardDealt(slot, p, card, visible))

    # -- round flow ---------------------------------------------------------
    def _start_round(self) -> None:
        self.round_no += 1
        self.starter = (self.round_no - 1) % 2      # Ruling: P1 starts, then alternate
        s, o = self.starter, 1 - self.starter
        self.result = None
        self.emit(ev.RoundStarted(self.round_no, s))
        if self.shoe.begin_round():
            self.past_seen = []
            self.emit(ev.DeckReshuffled(True, self.shoe.remaining))
        self.round_chips = list(self.chips)
        ante = min(self.rules.ante, *self.chips)    # a short stack antes what it can
        for p in (s, o):
            self._bet(p, ante)
            self.emit(ev.AntePaid(p, ante))
        self._deal(ev.Slot.COMMUNITY, None)
        self._deal(ev.Slot.FIRST, s)
        self._deal(ev.Slot.FIRST, o)
        self.fresh = True
        self.deal_again_by = None
        self.actor = s
        self.phase = IndianPhase.BET1
        if not self._raise_possible():
            self.emit(ev.BettingSkipped(1))
            self.phase = IndianPhase.HIT

    def _chip_bonus(self, p: int) -> None:
        amount = self.rules.chip_bonus
        self.used.add(ItemKind.CHIP_BONUS)
        self.chips[p] += amount
        self.round_chips[p] += amount       # the raise cap counts it
        self.bonus_paid += amount
        self.emit(ev.ItemUsed(p, ItemKind.CHIP_BONUS))
        self.emit(ev.ChipBonusPaid(p, amount))
        if self.phase is IndianPhase.HIT and self._raise_possible():
            self.phase = IndianPhase.BET1   # betting round 1 was skipped; now it is on
            self.actor = self.starter

    def _deal_again(self) -> None:
        p = self.deal_again_by
        assert p is not None                    # legality: DEAL_AGAIN only when set
        old = self.hits[p][0]
        self.used.add(ItemKind.DEAL_AGAIN)
        self.deal_again_by = None
        self.hits[p] = []
        self.shoe.discard([old])
        self.past_seen.append(old)
        self.emit(ev.ItemUsed(p, ItemKind.DEAL_AGAIN))
        self.emit(ev.DealtAgain(p, old))
        self._deal(ev.Slot.HIT, p)
        if self.phase is IndianPhase.DEAL_AGAIN_WAIT:
            self._reveal()

    def _end_betting(self) -> None:
        if self.phase is IndianPhase.BET1:
            self.phase = IndianPhase.HIT
            self.actor = self.starter
        else:
            self._reveal()

    def _next_hitter(self) -> None:
        if self.actor == self.starter:
            self.actor = 1 - self.starter
            return
        if self._raise_possible():
            self.phase = IndianPhase.BET2
            self.actor = self.starter
            return
        self.emit(ev.BettingSkipped(2))
        if self.deal_again_by is not None:
            # Nobody acts before the reveal: give the last hitter its chance.
            self.phase = IndianPhase.DEAL_AGAIN_WAIT
            self.actor = self.deal_again_by
        else:
            self._reveal()

    def _pay(self, payer: int, due: int, reason: PaymentReason) -> Payment:
        amount = min(due, self.chips[payer])          # capped at what the payer has
        self.chips[payer] -= amount
        self.chips[1 - payer] += amount
        self.emit(ev.PaymentMade(payer, 1 - payer, amount, reason))
        return Payment(payer, 1 - payer, amount, due, reason)

    def _return_pot(self) -> None:
        amounts = _pair(self.bets)
        for p in (0, 1):
            self.chips[p] += self.bets[p]
        self.emit(ev.PotReturned(amounts))

    def _win_pot(self, w: int) -> int:
        pot = sum(self.bets)
        self.chips[w] += pot
        self.emit(ev.PotWon(w, pot))
        return pot

    def _fold(self, f: int, free: bool) -> None:
        self.emit(ev.Folded(f, free))
        w = 1 - f
        payments: list[Payment] = []
        if free:
            self.used.add(ItemKind.FREE_FOLD)
            self.emit(ev.ItemUsed(f, ItemKind.FREE_FOLD))
            self._return_pot()
            self._settle(RoundEnd.FREE_FOLD, f, None, 0, payments)
            return
        won = self._win_pot(w)
        if self._total(f) == 21:
            payments.append(self._pay(f, self.rules.fold_21_penalty, PaymentReason.FOLD_21))
        if self.rules.blackjack_bonus_on_fold and self._blackjack(w):
            payments.append(self._pay(f, self.rules.blackjack_bonus, PaymentReason.BLACKJACK))
        self._settle(RoundEnd.FOLD, f, w, won, payments)

    def _reveal(self) -> None:
        self.deal_again_by = None
        totals = (self._total(0), self._total(1))
        self.emit(ev.Revealed((self._first_card(0), self._first_card(1)), totals))
        payments: list[Payment] = []
        winner = reveal_winner(totals)
        won = 0
        if winner is None:
            self._return_pot()          # both bust: penalties cancel; tie: bets back
        else:
            loser = 1 - winner
            won = self._win_pot(winner)
            if totals[loser] > 21:
                payments.append(self._pay(loser, self.rules.bust_penalty, PaymentReason.BUST))
            if self._blackjack(winner):
                payments.append(self._pay(loser, self.rules.blackjack_bonus,
                                          PaymentReason.BLACKJACK))
        self._settle(RoundEnd.REVEAL, None, winner, won, payments)

    def _settle(self, end: RoundEnd, folder: int | None, winner: int | None,
                won: int, payments: list[Payment]) -> None:
        pot = sum(self.bets)
        self.bets = [0, 0]
        self.result = RoundResult(
            round_no=self.round_no, starter=self.starter, end=end, folder=folder,
            community=self._community_card(),
            hands=(self._own_cards(0), self._own_cards(1)),
            totals=(self._total(0), self._total(1)),
            blackjack=(self._blackjack(0), self._blackjack(1)), winner=winner,
            pot=pot, pot_won=won, payments=tuple(payments), chips=_pair(self.chips))
        self.actor = None
        self.deal_again_by = None
        self.phase = IndianPhase.RESULT
        self.emit(ev.RoundOver(self.result))
        if 0 in self.chips:
            # The match is won now; the result stays up until NEXT (docs/rules.md:
            # "the result of that round stays on screen until NEXT").
            self.winner = self.chips.index(max(self.chips))
            self.emit(ev.MatchWon(self.winner))

    def _next_round(self) -> None:
        table = [self._community_card(), *self._own_cards(0), *self._own_cards(1)]
        self.shoe.discard(table)
        self.past_seen.extend(table)
        self.community = None
        self.first = [None, None]
        self.hits = [[], []]
        self._start_round()


def _pair(values: list[int]) -> tuple[int, int]:
    """The two players' numbers, as the observation and result hold them."""
    return values[0], values[1]
