"""The hard Indian Blackjack bot: a near-equilibrium core that a big raise
cannot bully, and three measured layers on top.

1. **Big pots: the equilibrium.** Once a bet reaches ``big_bet`` (8, or half
   a short cap) every bet and hit of the round is drawn from the CFR+
   strategy of the abstract round (``abstract``, ``strategy``)
   with the bot's own dice, so how often it calls a raise to the cap is
   whatever makes that raise unprofitable, given the raiser's visible card
   and the pot. The abstract decision point is rebuilt from the observations:
   the bot remembers its own moves; the opponent's are read off the bets (a
   raise is read as a ladder rung, ``abstract.translate``) and its
   cards (it hit iff it shows two).
2. **The card learner and the Bayesian reader.** Small pots are the card
   learner's (``small_pots``): it remembers across matches what each of the
   opponent's moves meant for my card, so a card reader cannot read my small
   bets the way it expects them to read. My opening of a round and big pots
   are the Bayesian reader's (``hard``, the "bayes" level, as
   ``pot_reader.PotReader``). It keeps a pot once a bet in it is big
   (``pot_owner``): against a card reader its fold of a big raise is what
   wins. Set ``pot_owner.BIG_POTS`` to ``EQUILIBRIUM`` and layer 1 takes
   every big pot over (the reader's weak spot was folding to any raise of 7
   or more: a raise judged blind still meets layer 3).
3. **Blind big raisers** (``defence``). The first ``BLIND_MIN`` (1) big
   raise of a match is answered by the equilibrium (an opponent unknown yet
   cannot be bullied into folds). From then on a big raise that has not
   been seen to aim at weak cards (at each reveal the bot sees its own
   card: was it weaker than average when the opponent raised big?) is
   answered by the cards' odds scored by the chance to win the MATCH, not
   by chips (fold, call or raise back to the cap). A raiser that raised
   big at every round-1 move seen (``CERTAIN_AFTER``) is certain: when I
   open the round I fold at once, for the ante, if I would fold to its
   raise (the pre-fold), and after calling its raise I hit by the odds and
   bet round 2 for value only. Once its big raises are seen to come on
   weak cards (mean shortfall >= 1 over the last 16) the equilibrium
   answers them, except that a call the reader's posterior prices below
   folding + ``READ_FOLD_MARGIN`` x the stake is folded: a raiser that
   reads its own card from my bets (the "bayes" level) raises big mostly
   when it is ahead, more often than the abstract game assumes.
4. **Random players**: raise sizes spread over every legal total
   (``exploit.RandomDetector``) *and* no one total, the cap included,
   making up more than ``SAME_SIZE_MAX`` of its raises: the exact best reply
   to random play (``exploit_move``). A deliberate big raiser repeats its
   sizes, so this gate stays shut for it; a card reader that prices many
   sizes is kept out by its folds: the exploit counts on a third of the
   answers to my raises being folds, and waits for 6 answers that look it
   (``aim.FoldMeter``).

A spot off the tree (a cap below 2, a round whose betting was skipped, a
spot the strategy's own play never reaches) is played by the normal bot's
odds. Items: Chip Bonus at once, Free Fold instead of a fold costing >= 3
chips, Deal Again when a redraw gains >= 0.5 chip (in small pots, the
reader's rules).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from game.ai.indian import aim, defence
from game.ai.indian import exploit as ex
from game.ai.indian import odds as odds
from game.ai.indian.abstract import bucket, ladder, translate
from game.ai.indian.bots import K, Kinds, NormalIndianBot, View, by_kind, read
from game.ai.indian.hard import (
    FREE_FOLD_MIN,
    exploit_move,
    hit_vs_random,
    redraw_pays,
)
from game.ai.indian.learners import LearnerMemory
from game.ai.indian.pot_owner import reader_plays_big_pot
from game.ai.indian.pot_reader import PotReader
from game.ai.indian.small_pots import SmallPots
from game.ai.indian.strategy import strategy
from game.tables.indian.view import IndianAction, IndianObservation, IndianPhase, RoundEnd

BIG_BET = 8           # a bet total from which the equilibrium strategy plays the round
# An aimed big raise is folded unless the read call beats folding by this x stake.
READ_FOLD_MARGIN = 0.3
SAME_SIZE_MAX = 0.4   # random-player gate: largest share of its raises at one total
MIN_RAISES_SEEN = 4   # ... and how many raises it must have shown first


class RoundPath:
    """The abstract path of the current round, kept in step with the table."""

    def __init__(self, round_no: int) -> None:
        self.round_no = round_no
        self.bet1: list[str] = []
        self.hits: list[str] = []
        self.bet2: list[str] = []
        self.rung = -1            # the highest rung bet so far (-1: the ante)
        self.cap: int | None = None
        self.broken = False       # a move the abstraction cannot name: fall back
        self.big = False          # a bet reached big_bet(cap): the strategy plays
        self.blind = False        # I called a raise certain to be blind: odds play the rest
        # the table state last read: (phase, bets, opponent's cards, own hit cards)
        self.synced: tuple[IndianPhase, tuple[int, int], int, int] | None = None

    def text(self, phase: IndianPhase) -> str:
        if phase is IndianPhase.BET1:
            return ".".join(self.bet1)
        head = ".".join(self.bet1) + "/" + ".".join(self.hits)
        return head if phase is IndianPhase.HIT else head + "/" + ".".join(self.bet2)


class EquilibriumIndianBot(NormalIndianBot):
    name = "indian/hard"
    # Set at the start of each decision (act), read by hit and bet.
    _synced: RoundPath
    _rng: random.Random

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self.path: RoundPath | None = None
        self.bayes = PotReader()
        self.bayes.stats = self.stats          # one count of every move made
        self.small = SmallPots()                # the card learner: small pots
        self.detector = ex.RandomDetector()
        self.answers = aim.FoldMeter()          # does it fold to my raises like a random player?
        self.raise_sizes: Counter[int | str] = Counter()   # its raises: total ("cap" for all in)
        self.blind = defence.BlindRecord()     # what its big raises have shown
        self._scored_round = 0

    def learn_apart(self) -> None:
        """From now on the card learner remembers in a memory of its own, not
        the process's (a resumed match: going over it again must not count
        its rounds twice)."""
        self.small = SmallPots(LearnerMemory())

    @property
    def blind_raises(self) -> list[float]:
        """My card minus its expected value, per big raise (the last few)."""
        return self.blind.samples

    @blind_raises.setter
    def blind_raises(self, samples: list[float]) -> None:
        self.blind.samples = list(samples)

    @property
    def raises_blind(self) -> bool:
        """Its big raises say nothing about my card (an always-raiser)."""
        return self.blind.raises_blind

    def _score_reveal(self, obs: IndianObservation) -> None:
        """My card is shown at the result: were its big raises aimed at a weak
        card? And a fold of its before it raised is a round-1 move too."""
        res = obs.result
        if res is None or res.round_no == self._scored_round:
            return
        self._scored_round = res.round_no
        self.answers.it_moved(res.round_no, res.end in (RoundEnd.FOLD, RoundEnd.FREE_FOLD)
                              and res.folder != obs.player)
        self.blind.reveal(res.round_no, int(res.hands[obs.player][0]))
        if res.end in (RoundEnd.FOLD, RoundEnd.FREE_FOLD) and res.folder == 1 - obs.player:
            self.blind.saw_move(res.round_no, 0, False, obs.raise_cap)

    @property
    def big_raises_seen(self) -> int:
        """Its big raises in earlier rounds of this match (one a round, the
        last ``BLIND_WINDOW``): the ones my card was shown for."""
        return len(self.blind_raises)

    def _saw_raise(self, obs: IndianObservation, v: View) -> None:
        big = v.opp_bet >= big_bet(obs.raise_cap)
        if obs.phase is IndianPhase.BET1:
            self.blind.saw_move(obs.round_no, v.opp_bet, big, obs.raise_cap)
        if self.path is not None and big:
            pool = v.pool
            self.blind.saw_big_raise(
                obs.round_no, sum(x * pool[x] for x in range(1, 12)) / max(1, sum(pool)))
        self.detector.saw_raise(v.opp_bet - v.my_bet, obs.raise_cap - v.my_bet)
        self.raise_sizes["cap" if v.opp_bet == obs.raise_cap else v.opp_bet] += 1

    @property
    def exploiting(self) -> bool:
        """The opponent looks like a random legal player: play the exact reply."""
        n = sum(self.raise_sizes.values())
        return (n >= MIN_RAISES_SEEN and self.detector.p >= ex.RANDOM_AT
                and max(self.raise_sizes.values()) <= SAME_SIZE_MAX * n
                and (not aim.AIM_GATE or self.answers.folds_like_random))

    # -- keeping the path in step ---------------------------------------------
    def _sync(self, obs: IndianObservation, v: View, rng: random.Random) -> RoundPath:
        """Add the opponent's moves since my last one to the path (once per
        table state: an item used at the same decision point reads it again)."""
        p = self.path
        if p is None or p.round_no != obs.round_no:
            p = self.path = RoundPath(obs.round_no)
        state = (obs.phase, obs.bets, len(obs.opponent_cards), len(obs.own_hit_cards))
        if p.synced == state:
            return p
        p.synced = state
        if p.cap is None:
            p.cap = obs.raise_cap
        elif p.cap != obs.raise_cap:
            p.broken = True
        rungs = ladder(p.cap)
        if not rungs:
            p.broken = True
            return p
        if v.opp_bet > v.my_bet and obs.phase in (IndianPhase.BET1, IndianPhase.BET2):
            self._saw_raise(obs, v)
        if obs.phase is IndianPhase.BET1:
            if v.opp_bet > v.my_bet:          # it opened, or raised back over my raise
                p.rung = translate(v.opp_bet, rungs, p.rung, rng.random())
                p.bet1.append(f"r{p.rung}")
            elif p.bet1 or not v.i_start:
                p.broken = True
            return p
        if not p.bet1:
            p.broken = True                   # round 1 was skipped: not in the tree
        elif p.bet1[-1].startswith("r"):
            p.bet1.append("c")                # it called my raise
        if obs.phase is IndianPhase.HIT:
            if v.my_bet < big_bet(obs.raise_cap):   # it called a small bet: no big raise
                self.blind.saw_move(obs.round_no, 0, False, obs.raise_cap)
            if not v.i_start and not p.hits:
                p.hits.append("h" if v.opp_hit is not None else "s")
            return p
        if len(p.hits) == 1:                  # the other's hit decision
            p.hits.append("h" if v.opp_hit is not None else "s")
        if len(p.hits) != 2:
            p.broken = True
        elif p.rung == len(rungs) - 1:
            pass            # read as all in already: the abstract round has no round 2
        elif v.opp_bet > v.my_bet:
            p.rung = translate(v.opp_bet, rungs, p.rung, rng.random())
            p.bet2.append(f"r{p.rung}")
        elif not v.i_start and not p.bet2:
            p.bet2.append("p")                # the starter passed
        return p

    def _mix(self, obs: IndianObservation, v: View, p: RoundPath) -> dict[str, float] | None:
        if p.broken or p.cap is None:
            return None
        if obs.phase is IndianPhase.BET2:
            hits = (v.my_hit, v.opp_hit) if v.i_start else (v.opp_hit, v.my_hit)
        elif obs.phase is IndianPhase.HIT and not v.i_start:
            hits = (v.opp_hit, None)
        else:
            hits = (None, None)
        return strategy().probs(bucket(p.cap), p.text(obs.phase), v.community,
                                v.opp_first, hits)

    @staticmethod
    def _draw(mix: dict[str, float], rng: random.Random) -> str:
        u, acc = rng.random(), 0.0
        last = ""                 # no weight at all: no token (the caller falls back)
        for tok, pr in mix.items():
            if pr <= 0:
                continue
            acc += pr
            last = tok
            if u < acc:
                return tok
        return last

    # -- decisions ----------------------------------------------------------------
    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        self._score_reveal(obs)
        self.answers.it_moved(obs.round_no, folded=False)   # I act again: it did not fold
        self.small.look(obs, legal)
        action = self._act(obs, legal, rng)
        self.small.moved(obs, action)
        if action.kind is K.RAISE:
            self.answers.i_raised(obs.round_no)
        return action

    def _act(self, obs: IndianObservation, legal: Sequence[IndianAction],
             rng: random.Random) -> IndianAction:
        self._rng = rng
        if obs.phase not in (IndianPhase.BET1, IndianPhase.HIT, IndianPhase.BET2):
            return self._act_by_strategy(obs, legal, rng, None)
        v = read(obs)
        p = self._synced = self._sync(obs, v, rng)
        big = big_bet(p.cap or obs.raise_cap)
        if max(obs.bets) >= big:
            p.big = True
        # A raise certain to be blind that I called: the odds play the rest (defence).
        if self.exploiting or (p.big and (p.blind or not reader_plays_big_pot(self, obs, v, big))):
            return self._act_by_strategy(obs, legal, rng, v)
        if obs.phase is IndianPhase.BET1 and self._pre_folds(obs, v, legal):
            self.count("pre_fold")
            self.bayes._learn(obs)              # keep its read of the opponent in step
            self.bayes._track(obs, v)
            self.bayes._my_last = K.FOLD
            return next(a for a in legal if a.kind is K.FOLD)
        opening = obs.phase is IndianPhase.BET1 and v.i_start and v.opp_bet <= v.my_bet
        if p.big or opening:
            # The Bayesian reader keeps a big pot and makes my opening (its
            # Kelly-sized opening costs less when a big raise follows).
            self.count("reader_big_pot" if p.big else "opening")
            action = self.bayes.act(obs, legal, rng)
        else:           # the card learner plays a small pot; the reader keeps reading
            self.count("small_pot")
            self.bayes._learn(obs)
            self.bayes._track(obs, v)
            action = self._small_pot(obs, v, legal, rng)
            self.bayes._my_last = action.kind
        self._record(obs, p, action, rng)
        return action

    def _small_pot(self, obs: IndianObservation, v: View, legal: Sequence[IndianAction],
                   rng: random.Random) -> IndianAction:
        """The card learner's move; the items by the reader's rules (Chip
        Bonus at once, Free Fold instead of a fold costing >= 3 chips)."""
        kinds = by_kind(legal)
        if K.CHIP_BONUS in kinds and self.bayes.use_chip_bonus(obs, v):
            self.count("chip_bonus")
            return kinds[K.CHIP_BONUS][0]
        action = self.small.decide(obs, legal, rng)
        if action.kind is K.FOLD and K.FREE_FOLD in kinds and self.free_fold(obs, v):
            self.count("free_fold")
            return kinds[K.FREE_FOLD][0]
        return action

    def _act_by_strategy(self, obs: IndianObservation, legal: Sequence[IndianAction],
                         rng: random.Random, v: View | None) -> IndianAction:
        self.bayes._learn(obs)                  # keep its read of the opponent in step
        if v is not None:
            self.bayes._track(obs, v)
        action = super().act(obs, legal, rng)
        self.bayes._my_last = action.kind
        return action

    def observe(self, obs: IndianObservation) -> None:
        self._score_reveal(obs)
        self.bayes.observe(obs)
        self.small.seen_result(obs)

    def _record(self, obs: IndianObservation, p: RoundPath, action: IndianAction,
                rng: random.Random) -> None:
        """Put a move chosen outside the strategy on the path, as its token."""
        k = action.kind
        seg = p.bet1 if obs.phase is IndianPhase.BET1 else p.bet2
        if k is K.RAISE and not p.broken and p.cap:
            j = translate(action.amount, ladder(p.cap), p.rung, rng.random())
            if j <= p.rung:
                p.broken = True
            seg.append(f"r{j}")
            p.rung = j
        elif k is K.CALL:
            seg.append("c")
        elif k is K.PASS:
            seg.append("p")
        elif k in (K.HIT, K.STAY) and obs.phase is IndianPhase.HIT:
            p.hits.append("h" if k is K.HIT else "s")

    def hit(self, obs: IndianObservation, v: View) -> bool:
        p = self._synced
        if self.exploiting:
            p.broken = True                   # off the tree for the rest of the round
            return hit_vs_random(v, self.rules)
        by_odds = p.blind and defence.ODDS_AFTER_CALL   # its bets say nothing
        mix = None if by_odds else self._mix(obs, v, p)
        if mix is not None:
            take = self._draw(mix, self._rng) == "h"
        else:                                 # the cards' odds
            if not by_odds:
                self.count("fallback" if p.cap and p.cap >= 2 else "no_betting")
            take = super().hit(obs, v)
        p.hits.append("h" if take else "s")
        return take

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        action = self._bet(obs, v, kinds, rng)
        if action.kind is K.CALL and K.FOLD in kinds and self._read_says_fold(obs, v):
            self.count("read_fold")
            return kinds[K.FOLD][0]
        return action

    def _read_says_fold(self, obs: IndianObservation, v: View) -> bool:
        """A big raise aimed at my card (not a blind one) that the reader's
        posterior prices as a call worse than folding + ``READ_FOLD_MARGIN``
        x the stake: a raiser that reads its own card from my bets only
        raises big when it is ahead, more often than the equilibrium allows."""
        if self.exploiting or self.raises_blind or v.opp_bet < big_bet(obs.raise_cap):
            return False
        belief = self.bayes.belief(obs, v)
        stake = v.opp_bet
        ed = odds.combine(belief, self.edges(obs, v, belief, stake))
        return ed.ev(stake) - self.fold_ev(belief, v) < READ_FOLD_MARGIN * stake

    def _bet(self, obs: IndianObservation, v: View, kinds: Kinds,
             rng: random.Random) -> IndianAction:
        p = self._synced
        if self.exploiting:
            p.broken = True
            self.count("exploit")
            return exploit_move(obs, v, kinds, self.rules)
        if (defence.BLIND_BY_ODDS and v.opp_bet > v.my_bet and v.opp_bet >= big_bet(obs.raise_cap)
                and self.raises_blind):
            self.count("blind_raise")
            answer = defence.answer_blind_raise(obs, v, kinds, self._pricer(obs, v), self.rules)
            if answer.kind is K.RAISE:
                self.count("blind_reraise")
            if answer.kind is not K.FOLD and self.blind.certain:
                p.blind = True
            self._record(obs, p, answer, rng)     # a call keeps the path going
            return answer
        if p.blind and defence.ODDS_AFTER_CALL and obs.phase is IndianPhase.BET2 \
                and v.opp_bet <= v.my_bet:
            self.count("blind_value_bet")
            p.broken = True                   # off the tree: the odds play it out
            return defence.value_bet(obs, v, kinds, self._pricer(obs, v))
        if (obs.phase is IndianPhase.BET2 and not p.broken and p.cap
                and p.rung == len(ladder(p.cap)) - 1):
            # A raise read as all in left a chip or two behind: the abstract
            # round goes to the reveal, so pass; a raise of the rest is priced
            # by the odds (the normal bot's call-or-fold).
            self.count("near_cap")
            if K.PASS in kinds:
                return kinds[K.PASS][0]
            return super().bet(obs, v, kinds, rng)
        mix = self._mix(obs, v, p)
        action = None if mix is None else self._realise(obs, v, p, kinds, self._draw(mix, rng))
        if action is None:
            self.count("fallback")
            p.broken = True
            return super().bet(obs, v, kinds, rng)
        return action

    def _pricer(self, obs: IndianObservation, v: View) -> defence.Pricer:
        """My edge at a stake from the cards' odds alone (its bets say nothing)."""
        def price(belief: dict[int, float], stake: int) -> odds.Edge:
            return odds.combine(belief, self.edges(obs, v, belief, stake))
        return price

    def _pre_folds(self, obs: IndianObservation, v: View,
                   legal: Sequence[IndianAction]) -> bool:
        """My opening against a raiser certain to raise big: fold for the ante
        when I would fold to its raise anyway."""
        return (any(a.kind is K.FOLD for a in legal)
                and defence.pre_folds(obs, v, self.blind, self._pricer(obs, v), self.rules))

    def _realise(self, obs: IndianObservation, v: View, p: RoundPath, kinds: Kinds,
                 tok: str) -> IndianAction | None:
        """The table action for an abstract token, and the path extended by it."""
        seg = p.bet1 if obs.phase is IndianPhase.BET1 else p.bet2
        if tok == "f" and K.FOLD in kinds:
            action = kinds[K.FOLD][0]
        elif tok == "c" and K.CALL in kinds:
            action = kinds[K.CALL][0]
        elif tok == "p" and K.PASS in kinds:
            action = kinds[K.PASS][0]
        elif tok.startswith("r") and K.RAISE in kinds and p.cap is not None:
            i = int(tok[1:])
            total = ladder(p.cap)[i]
            legal = [a for a in kinds[K.RAISE] if a.amount >= total]
            if not legal:
                return None
            action = min(legal, key=lambda a: a.amount)
            p.rung = i
        else:
            return None
        seg.append(tok)
        return action

    # -- items ----------------------------------------------------------------------
    def free_fold(self, obs: IndianObservation, v: View) -> bool:
        return -self.fold_ev(self.belief(obs, v), v) >= FREE_FOLD_MIN

    def deal_again(self, obs: IndianObservation, v: View) -> bool:
        return redraw_pays(self.belief(obs, v), v, self.rules)


def big_bet(cap: int) -> int:
    """From this total on a pot is big: the equilibrium strategy plays it
    (a bully's raise always meets it); below, the Bayesian reader."""
    return min(BIG_BET, max(2, (cap + 1) // 2))


__all__ = ["EquilibriumIndianBot"]
