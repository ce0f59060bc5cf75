"""A local best response (LBR) to an Indian bot: a lower bound on its
exploitability in the real game, not the abstract one.

The LBR plays against a bot whose *strategy* it knows in full, but not its
dice: at the start of every round it is handed a copy of the bot's state
(``Exposed.snapshot``: what it has learnt so far, before it has seen any
card of the round, every ``random.Random`` in it replaced), and the public
record of the bot's moves this round (each observation with my own first
card masked out). It never sees its own first card, nor the bot's dice.

- **Reading.** My own first card is one of the unseen cards (exact counts).
  For each value x it may have, the bot's copy replays the bot's moves this
  round from the observations the bot would have had if my card were x;
  at each, the copy decides ``SAMPLES`` times on stratified dice. The
  posterior weight of x is its count times prod P(the bot's actual move | x),
  and the copy that made the actual move goes on (a particle filter, one
  particle a card).
- **Choosing.** Each of my options is priced per x, by asking the copy for
  its answer (again ``SAMPLES`` times): a fold of the bot wins its bet; a
  call plays the round out by ``showdown.after_hits`` (round 1; both players
  then hit by a plain rule and check down) or the reveal (round 2); a raise
  back is answered by the better of folding and calling it, chosen without
  knowing x. Fold costs my bet (and 10 on a 21). The option of highest
  expected chips is played: the LBR's "local" best response, one decision
  deep, continuing by check-down.

Whatever its model gets wrong, its chips per round against the bot (with an
interval) is a proven lower bound on what a best response would take.
``bench/indian_lbr.py`` measures it.
"""
from __future__ import annotations

import io
import pickle
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.ai.base import BaseBot
from game.ai.indian.opponents import K, Kinds, RulesBot, stay_in, unseen_values
from game.ai.indian.showdown import (
    FOLD_21_PENALTY,
    Hand,
    after_hits,
    holds_21,
    settle,
)
from game.tables.indian.view import (
    CALL,
    FOLD,
    PASS,
    IndianAction,
    IndianObservation,
    IndianPhase,
    raise_to,
)

SAMPLES = 2              # the bot's decisions sampled per replayed move (stratified dice)
PRUNE = 0.005            # a card this unlikely is left out of the pricing
MISS = 0.05              # pseudo-count: a move the copy never made is unlikely, not impossible
TRY_TOTALS = (4, 8, 13, 20)     # raise totals priced, with the smallest and the cap
GOLDEN = 0.6180339887498949
ACTING = (IndianPhase.BET1, IndianPhase.HIT, IndianPhase.BET2, IndianPhase.DEAL_AGAIN_WAIT)


class Dice(random.Random):
    """Stratified dice: the first draw is ``u``, each next one a golden step on."""

    def __init__(self, u: float) -> None:
        super().__init__(0)
        self.u = u

    def random(self) -> float:
        u = self.u
        self.u = (u + GOLDEN) % 1.0
        return u


def freeze(bot: BaseBot) -> bytes:
    """The bot's state as bytes, every ``random.Random`` in it left out."""
    buf = io.BytesIO()

    class NoDice(pickle.Pickler):
        def persistent_id(self, obj: object) -> str | None:
            return "dice" if isinstance(obj, random.Random) else None

    NoDice(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(bot)
    return buf.getvalue()


def thaw(blob: bytes) -> BaseBot:
    class NewDice(pickle.Unpickler):
        def persistent_load(self, pid: object) -> random.Random:
            return random.Random(0)

    bot = NewDice(io.BytesIO(blob)).load()
    assert isinstance(bot, BaseBot)
    return bot


@dataclass(frozen=True)
class PublicMove:
    """One decision of the bot, as anyone may know it once it is made: its
    observation with the other player's first card masked out (``at``: where
    that card sat in ``seen_cards``), the legal actions and what it did."""
    masked: IndianObservation
    at: int
    legal: tuple[IndianAction, ...]
    action: IndianAction


def mask(obs: IndianObservation) -> tuple[IndianObservation, int]:
    at = len(obs.seen_cards) - (1 + len(obs.opponent_cards) + len(obs.own_hit_cards)) + 1
    seen = obs.seen_cards[:at] + obs.seen_cards[at + 1:]
    return replace(obs, opponent_cards=("",) + obs.opponent_cards[1:], seen_cards=seen), at


def unmask(masked: IndianObservation, at: int, x: int) -> IndianObservation:
    card = str(x)
    seen = masked.seen_cards[:at] + (card,) + masked.seen_cards[at:]
    return replace(masked, opponent_cards=(card,) + masked.opponent_cards[1:],
                   seen_cards=seen)


class Exposed(BaseBot):
    """Plays as ``inner`` and lets a best response know its strategy: its
    state at the start of each round and the public record of its moves."""

    def __init__(self, inner: BaseBot) -> None:
        super().__init__()
        self.inner = inner
        self.name = inner.name
        self.stats = inner.stats
        self._snap: tuple[int, bytes] | None = None
        self.moves: list[PublicMove] = []

    def snapshot(self, round_no: int) -> bytes:
        """Its state before it saw anything of round ``round_no``."""
        if self._snap is None or self._snap[0] != round_no:
            self._snap = (round_no, freeze(self.inner))
            self.moves = []
        return self._snap[1]

    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        if obs.phase in ACTING:
            self.snapshot(obs.round_no)
        action: IndianAction = self.inner.act(obs, legal, rng)
        if obs.phase in ACTING:
            masked, at = mask(obs)
            self.moves.append(PublicMove(masked, at, tuple(legal), action))
        return action

    def observe(self, obs: IndianObservation) -> None:
        self.inner.observe(obs)

    def offer(self, obs: IndianObservation, action: IndianAction, rng: random.Random) -> bool:
        return self.inner.offer(obs, action, rng)

    def reset(self) -> None:
        self.inner.reset()


def sample(blob: bytes, obs: IndianObservation, legal: Sequence[IndianAction],
           dice: Sequence[float]) -> list[tuple[IndianAction, BaseBot]]:
    """The copy's decision at ``obs`` once per first draw in ``dice``:
    (action, copy after it)."""
    out = []
    for u in dice:
        bot = thaw(blob)
        out.append((bot.act(obs, legal, Dice(u)), bot))
    return out


REPLAY_DICE = tuple((i + 0.5) / SAMPLES for i in range(SAMPLES))


@dataclass
class Particle:
    """My first card is ``x``: the likelihood of the bot's moves so far (as
    ``particles`` returns it: the posterior) and its copy after those moves."""
    x: int
    weight: float
    state: bytes
    moves: int = 0           # how many of the bot's moves this round it has replayed


class LocalBestResponse(RulesBot):
    """See the module docstring; ``target`` is the exposed bot it plays."""

    name = "indian/lbr"

    def __init__(self, target: Exposed) -> None:
        super().__init__()
        self.target = target
        self._round = -1
        self._particles: dict[int, Particle] = {}

    # -- reading ---------------------------------------------------------------
    def particles(self, obs: IndianObservation) -> list[Particle]:
        if obs.round_no != self._round:
            snap = self.target.snapshot(obs.round_no)
            self._round = obs.round_no
            self._particles = {x: Particle(x, 1.0, snap) for x in range(1, 12)}
        moves = self.target.moves
        left = unseen_values(obs)
        for p in self._particles.values():
            if not left[p.x]:
                p.moves = len(moves)    # impossible now: not worth replaying
                continue
            for m in moves[p.moves:]:
                o = unmask(m.masked, m.at, p.x)
                tries = sample(p.state, o, m.legal, REPLAY_DICE)
                hits = [bot for a, bot in tries if a == m.action]
                p.weight *= (len(hits) + MISS) / (len(tries) + 2 * MISS)
                if hits:
                    p.state = freeze(hits[0])
                else:               # the copy never made that move: make it
                    bot = thaw(p.state)
                    bot.act(o, [m.action], Dice(0.5))
                    p.state = freeze(bot)
            p.moves = len(moves)
        # The prior is the unseen cards as they are now (a hit may have taken
        # the last copy of a value); the particle carries the likelihood.
        weights = {x: p.weight * left[x] for x, p in self._particles.items()}
        z = sum(weights.values())
        return [replace(p, weight=weights[x] / z) for x, p in self._particles.items()
                if weights[x] > PRUNE * z]

    def posterior(self, obs: IndianObservation) -> dict[int, float]:
        return {p.x: p.weight for p in self.particles(obs)}

    # -- the bot's answer to a move of mine -------------------------------------
    @staticmethod
    def its_view(obs: IndianObservation, x: int, mine: int) -> IndianObservation:
        """The bot's observation after I bet a total of ``mine``, my card being x."""
        me, it = obs.player, 1 - obs.player
        its_hits = obs.opponent_cards[1:]
        past = len(obs.seen_cards) - (1 + len(obs.opponent_cards) + len(obs.own_hit_cards))
        seen = (obs.seen_cards[:past + 1] + (str(x),) + obs.own_hit_cards + its_hits)
        bets = [0, 0]
        bets[me], bets[it] = mine, obs.bets[it]
        chips = list(obs.chips)
        chips[me] -= mine - obs.bets[me]
        return replace(obs, player=it, current_player=it, own_first_card=None,
                       own_hit_cards=its_hits, opponent_cards=(str(x),) + obs.own_hit_cards,
                       chips=(chips[0], chips[1]), bets=(bets[0], bets[1]),
                       pot=mine + obs.bets[it], seen_cards=seen)

    @staticmethod
    def its_legal(obs: IndianObservation, mine: int) -> list[IndianAction]:
        its_bet = obs.bets[1 - obs.player]
        acts = [raise_to(t) for t in range(mine + 1, obs.raise_cap + 1)]
        acts.append(CALL if its_bet < mine else PASS)
        acts.append(FOLD)
        return sorted(acts)

    # -- valuing -------------------------------------------------------------------
    def round_value(self, obs: IndianObservation, x: int, stake: int) -> float:
        """The round played out from here at ``stake`` (check-down), my card x."""
        c = int(obs.community) if obs.community is not None else 0
        its = [int(v) for v in obs.opponent_cards]
        if obs.phase is IndianPhase.BET1:
            left = unseen_values(obs)
            left[x] -= 1
            return after_hits(c, x, its[0], +left).at(stake)
        my_hit = int(obs.own_hit_cards[-1]) if obs.own_hit_cards else None
        its_hit = its[1] if len(its) > 1 else None
        return settle(Hand.of(c, x, my_hit), Hand.of(c, its[0], its_hit)).at(stake)

    def price(self, obs: IndianObservation, parts: list[Particle], mine: int) -> float:
        """Expected chips of betting a total of ``mine`` (a raise, or a pass
        that the bot answers), the bot answering as its copy does: once per
        card, the cards' dice stratified (the sum over cards is the average)."""
        its_bet = obs.bets[1 - obs.player]
        legal = self.its_legal(obs, mine)
        value = 0.0
        backs: dict[int, list[tuple[float, int]]] = {}   # its raise total -> [(weight, x)]
        for i, p in enumerate(parts):
            u = ((i + 0.5) / len(parts) + GOLDEN * mine) % 1.0
            for a, _ in sample(p.state, self.its_view(obs, p.x, mine), legal, (u,)):
                w = p.weight
                if a.kind is K.FOLD:
                    value += w * its_bet
                elif a.kind is K.RAISE:
                    backs.setdefault(a.amount, []).append((w, p.x))
                else:
                    value += w * self.round_value(obs, p.x, mine)
        for total, ws in backs.items():
            fold = -mine * sum(w for w, _ in ws)
            call = sum(w * self.round_value(obs, x, total) for w, x in ws)
            value += max(fold, call)
        return value

    # -- playing -------------------------------------------------------------------
    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        if obs.phase in ACTING:
            self.particles(obs)          # keep the replay in step, one move at a time
        return super().act(obs, legal, rng)

    def hit(self, obs: IndianObservation, rng: random.Random) -> bool:
        post = self.posterior(obs)
        c = int(obs.community) if obs.community is not None else 0
        its = [int(v) for v in obs.opponent_cards]
        it = Hand.of(c, its[0], its[1] if len(its) > 1 else None)
        left = unseen_values(obs)
        gain = 0.0
        for x, p in post.items():
            rest: Counter[int] = +(left - Counter({x: 1}))
            n = sum(rest.values())
            if n == 0:
                return False
            stay = settle(Hand.of(c, x), it).at(1)
            take = sum(k / n * settle(Hand.of(c, x, h), it).at(1) for h, k in rest.items())
            gain += p * (take - stay)
        return gain > 0

    def bet(self, obs: IndianObservation, kinds: Kinds, rng: random.Random) -> IndianAction:
        parts = self.particles(obs)
        m, o = self.bets(obs)
        c = int(obs.community) if obs.community is not None else 0
        my_hit = int(obs.own_hit_cards[-1]) if obs.own_hit_cards else None
        options: list[tuple[float, IndianAction]] = []
        if K.FOLD in kinds:
            p21 = sum(p.weight for p in parts if holds_21(c, p.x, my_hit))
            options.append((-m - p21 * FOLD_21_PENALTY, kinds[K.FOLD][0]))
        stay = stay_in(kinds)
        if stay is not None:
            if stay.kind is K.PASS and obs.starter == obs.player:
                options.append((self.price(obs, parts, m), stay))   # it answers my pass
            else:
                options.append((sum(p.weight * self.round_value(obs, p.x, max(m, o))
                                    for p in parts), stay))
        raises = {a.amount: a for a in kinds.get(K.RAISE, [])}
        if raises:
            tries = {t for t in TRY_TOTALS if t in raises} | {min(raises), max(raises)}
            for r in sorted(tries):
                options.append((self.price(obs, parts, r), raises[r]))
        return max(options, key=lambda t: (t[0], -t[1].amount))[1]


__all__ = ["Exposed", "LocalBestResponse", "freeze", "thaw"]
