"""The "bayes" Indian Blackjack bot (the hard level before the equilibrium
strategy; kept as a sparring opponent): reads its own card from the
opponent's bets.

The opponent sees my first card; I see its. So its betting is evidence about
my card. For every value X my card could have, I compute how strong the
opponent must then feel (its edge as *it* sees the table, with its own card
unknown to it) and how likely each of its observed actions is at that
strength; Bayes' rule turns the unseen pool (the prior) into a posterior.
How far that model is trusted is itself learnt: at every reveal my card is
shown, and the model is scored against "its bets mean nothing" (``trust``),
so a random opponent's raises stop scaring it within a few rounds.

Raises are sized by value: for each legal total, P(it folds), P(it raises
back) and otherwise the showdown at that stake, scored in log-wealth (half
Kelly) because a match is won by surviving, not by the biggest average pot.
A bluff (a raise the model rates slightly worse than the best move) is made
at the fixed rate ``BLUFF_RATE`` and counted, so the tournament reports it.
Items: Chip Bonus when short or on a strong round (the raise cap counts it),
Free Fold only when the fold would cost >= 3 chips, Deal Again when the
redraw is worth >= 0.5 chip.

An opponent whose raise sizes look uniform over the legal totals is taken for
a random legal player (``exploit.RandomDetector``); from then on every
bet is the best move of an exact game tree against that player, scored by an
estimate of the chance to win the match (``exploit_move``).

The opponent's actions are not in the observation, so they are read off the
bets between my own decisions (see ``_track``).
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai.indian import exploit as ex
from game.ai.indian import odds as odds
from game.ai.indian.bots import K, Kinds, NormalIndianBot, View, cheapest_stay_in, read
from game.tables.indian.rules import IndianRules
from game.tables.indian.view import (
    IndianAction,
    IndianObservation,
    IndianPhase,
    ItemKind,
    RoundEnd,
)

EPS = 0.25            # share of the opponent's play the model does not explain
TRUST0 = 0.5          # prior belief that the opponent bets by its edge at all
NOISE_FOLD = 1 / 3    # its fold (and raise-back) chance, if its bets carry no information
SHARP = 6.0           # how sharply its raise / fold chances turn with its edge
FOLD_SHARP = 1.0      # per chip: how sharply its fold chance turns with EV(call) - EV(fold)
BLUFF_RATE = 0.08     # chance to take an affordable bluff
BLUFF_SLACK = 1.5     # chips of model EV a bluff may give up
FREE_FOLD_MIN = 3.0   # chips a fold must cost before Free Fold is spent
DEAL_AGAIN_MIN = 0.5  # chips a redraw must gain before Deal Again is spent


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


def likelihood(kind: K, inc: int, edge: float, forced_open: bool) -> float:
    """P(the opponent's action | its edge), for a sensible opponent.
    ``inc``: chips its raise added over mine. ``forced_open``: the starter's
    first bet, which must be a raise or a fold, so a raise says less."""
    raise_at = 0.05 + 0.1 * min(inc, 5) - (0.35 if forced_open else 0.0)
    p_raise = _sigmoid(SHARP * (edge - raise_at))
    if kind is K.RAISE:
        p = p_raise
    elif kind is K.PASS:
        p = 1.0 - _sigmoid(SHARP * (edge - 0.15))
    else:  # CALL: neither strong enough to raise nor weak enough to fold
        p = max(0.02, 1.0 - p_raise - _sigmoid(SHARP * (-0.35 - edge)))
    return EPS + (1.0 - EPS) * p


def redraw_pays(belief: dict[int, float], v: View, rules: IndianRules) -> bool:
    """Deal Again: is a fresh hit worth more than the one in hand, by at least
    DEAL_AGAIN_MIN chips, given this belief about the own first card?"""
    if v.my_hit is None:
        return False
    opp = {v.opp_key: 1.0}
    stake = max(v.my_bet, v.opp_bet, 1)
    keep = odds.edge(odds.belief_dist(belief, v.community, v.my_hit, False, v.pool),
                     opp, rules).ev(stake)
    redraw = odds.edge(odds.belief_dist(belief, v.community, 0, True, v.pool),
                       opp, rules).ev(stake)
    return redraw - keep >= DEAL_AGAIN_MIN


class BayesIndianBot(NormalIndianBot):
    name = "indian/bayes"

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self._round = -1
        self._phase: IndianPhase | None = None
        self._my_last: K | None = None
        self._acts: list[tuple[int, K, int, bool]] = []   # (stage, kind, inc, forced)
        self._opp_edge1: dict[int, float] | None = None
        self._used: dict[int, dict[int, float]] = {}    # stage -> the edges the acts were read with
        # my raises: (total, its bet, its edges)
        self._raises: list[tuple[int, int, dict[int, float]]] = []
        self._prior: dict[int, float] = {}
        self._scored = -1
        self._evidence = math.log(TRUST0 / (1 - TRUST0))  # log-odds: model vs noise
        self.detector = ex.RandomDetector()               # is it a random player?

    @property
    def trust(self) -> float:
        """P(the opponent's bets carry information), learnt from each reveal."""
        return _sigmoid(self._evidence)

    def _learn(self, obs: IndianObservation) -> None:
        """At the reveal my own card is shown: score the model on this round.
        Evidence for it = log P(its acts | my true card) - log P(its acts | noise)."""
        res = obs.result
        if res is None or res.round_no != self._round or self._scored == self._round:
            return
        self._scored = self._round
        x_true = int(res.hands[obs.player][0])
        for stage, kind, inc, forced in self._acts:
            edges = self._used.get(stage)
            if not edges or x_true not in edges:
                continue
            lik = {x: likelihood(kind, inc, e, forced) for x, e in edges.items()}
            avg = sum(self._prior.get(x, 0.0) * lk for x, lk in lik.items())
            if avg > 0:
                self._evidence += math.log(lik[x_true] / avg)
        # ... and its answers to my raises: a fold only ever follows my last move.
        folded = res.end is RoundEnd.FOLD and res.folder != obs.player
        for i, (r, o, edges) in enumerate(self._raises):
            if x_true not in edges:
                continue
            pf = 0.05 + 0.9 * fold_chance(o, edges[x_true], r)
            last_folded = folded and i == len(self._raises) - 1 and self._my_last is K.RAISE
            self._evidence += math.log(pf / NOISE_FOLD if last_folded
                                       else (1 - pf) / (1 - NOISE_FOLD))
        self._evidence = max(-8.0, min(8.0, self._evidence))

    # -- what the opponent did ---------------------------------------------------
    def _track(self, obs: IndianObservation, v: View) -> None:
        """Infer the opponent's betting since my last decision from the bets."""
        if obs.round_no != self._round:
            self._round, self._phase, self._my_last = obs.round_no, None, None
            self._acts, self._opp_edge1, self._used, self._raises = [], None, {}, []
        phase, prev = obs.phase, self._phase
        stage = 1 if phase is IndianPhase.BET1 else 2
        if prev is IndianPhase.BET1 and phase is not IndianPhase.BET1 \
                and self._my_last is K.RAISE:
            self._acts.append((1, K.CALL, 0, False))      # it called my raise
        if phase in (IndianPhase.BET1, IndianPhase.BET2):
            inc = v.opp_bet - v.my_bet
            if prev is phase and self._my_last in (K.RAISE, K.PASS):
                self._acts.append((stage, K.RAISE, inc, False))  # it raised back
                self.detector.saw_raise(inc, obs.raise_cap - v.my_bet)
            elif prev is not phase and not v.i_start:
                kind = K.RAISE if inc > 0 else K.PASS
                self._acts.append((stage, kind, inc, stage == 1))
                if inc > 0:
                    self.detector.saw_raise(inc, obs.raise_cap - v.my_bet)
        self._phase = phase

    def _opp_edges(self, v: View, stage: int, stake: int) -> dict[int, float]:
        """The opponent's edge as it sees the table, for each value of my card."""
        if stage == 1 and self._opp_edge1 is not None:
            return self._opp_edge1
        out = {}
        for x in odds.VALUES:
            if not v.pool[x]:
                continue
            opool = odds.adjust(v.pool, minus=x, plus=v.opp_first)
            if stage == 1:
                # Before the hits it weighs my visible total against its blind
                # hand, hitting or not, whichever it prefers (cheap, and close).
                stay, hit = odds.blind_dists(opool, v.community)
                my_key = odds.key_of(x + v.community, odds.is_blackjack(x, v.community))
                out[x] = max(odds.ev_vs_key(d, my_key, stake, self.rules)
                             for d in (stay, hit)) / max(stake, 1)
                continue
            ob = odds.uniform_belief(opool)
            my_key = odds.key_of(x + v.community + (v.my_hit or 0),
                                 v.my_hit is None and odds.is_blackjack(x, v.community))
            mine = odds.belief_dist(ob, v.community, v.opp_hit or 0, False, opool)
            ed = odds.edge(mine, {my_key: 1.0}, self.rules)
            out[x] = ed.ev(stake) / max(stake, 1)
        if stage == 1:
            self._opp_edge1 = out
        return out

    def belief(self, obs: IndianObservation, v: View) -> dict[int, float]:
        prior = odds.uniform_belief(v.pool)
        if not self._acts or obs.round_no != self._round:
            return prior
        stake = max(v.my_bet, v.opp_bet, 1)
        post = dict(prior)
        trust = self.trust
        if obs.phase is IndianPhase.BET1:
            self._prior = prior
        for stage in (1, 2):
            acts = [a for a in self._acts if a[0] == stage]
            if not acts or (stage == 1 and self._opp_edge1 is None
                            and obs.phase is not IndianPhase.BET1):
                continue        # stage-1 edges are only known from a BET1 decision
            edges = self._opp_edges(v, stage, stake)
            self._used[stage] = edges
            for _, kind, inc, forced in acts:
                lik = {x: likelihood(kind, inc, edges.get(x, 0.0), forced) for x in post}
                avg = sum(prior[x] * lik[x] for x in post)
                for x in post:     # the model, as far as it is trusted; else noise
                    post[x] *= trust * lik[x] + (1 - trust) * avg
        z = sum(post.values())
        return {x: p / z for x, p in post.items()} if z > 0 else prior

    # -- decisions -------------------------------------------------------------
    def observe(self, obs: IndianObservation) -> None:
        self._learn(obs)       # the result screen shows my own first card

    def act(self, obs: IndianObservation, legal: Sequence[IndianAction],
            rng: random.Random) -> IndianAction:
        self._learn(obs)
        if obs.phase in (IndianPhase.BET1, IndianPhase.BET2, IndianPhase.HIT,
                         IndianPhase.DEAL_AGAIN_WAIT):
            self._track(obs, read(obs))
        action = super().act(obs, legal, rng)
        self._my_last = action.kind
        return action

    @property
    def exploiting(self) -> bool:
        """The opponent looks like a random legal player: play the tree."""
        return self.detector.p >= ex.RANDOM_AT

    def use_chip_bonus(self, obs: IndianObservation, v: View) -> bool:
        mine, theirs = obs.chips[v.me], obs.chips[v.opp]
        if mine <= 10:
            return True                  # before it is too late to matter
        if mine > theirs:
            return False                 # the cap is set by the opponent's stack
        belief = odds.uniform_belief(v.pool)
        ed = odds.combine(belief, odds.prehit_edges(belief, v.pool, v.community, v.opp_first,
                                                    v.i_start, 1, self.rules))
        return ed.sign > 0.35            # a strong round: a higher cap pays now

    def free_fold(self, obs: IndianObservation, v: View) -> bool:
        return -self.fold_ev(self.belief(obs, v), v) >= FREE_FOLD_MIN

    def deal_again(self, obs: IndianObservation, v: View) -> bool:
        return redraw_pays(self.belief(obs, v), v, self.rules)

    def hit(self, obs: IndianObservation, v: View) -> bool:
        stake = max(v.my_bet, 1)
        if self.exploiting and v.opp_hit is None and v.i_start:
            return hit_vs_random(v, self.rules)
        belief = self.belief(obs, v)
        if v.opp_hit is not None or not v.i_start:
            return odds.hit_gain(belief, v.community, {v.opp_key: 1.0}, v.pool,
                                 stake, self.rules) > 0
        evs = [odds.combine(belief, odds.prehit_edges(
            belief, v.pool, v.community, v.opp_first, True, stake, self.rules,
            i_hit=h)).ev(stake) for h in (False, True)]
        return evs[1] > evs[0]

    def bet(self, obs: IndianObservation, v: View, kinds: Kinds,
            rng: random.Random) -> IndianAction:
        """Pick the move of highest expected log-wealth (Kelly): an edge is
        worth more in many small pots than in one all-in, so big stakes need a
        bigger edge; against random play that alone wins most matches."""
        if self.exploiting:
            self.count("exploit")
            return exploit_move(obs, v, kinds, self.rules)
        belief = self.belief(obs, v)
        stake = max(v.opp_bet, v.my_bet, 1)
        stage = 1 if obs.phase is IndianPhase.BET1 else 2
        mine = self.edges(obs, v, belief, stake)
        theirs = self._opp_edges(v, stage, stake)
        o = v.opp_bet
        # Half Kelly: log-utility of twice the swing, so big stakes want a big edge.
        wealth = max(1, (obs.chips[v.me] + v.my_bet) * KELLY)
        options: list[tuple[float, IndianAction]] = []
        stay = cheapest_stay_in(kinds)
        if stay is not None:
            options.append((sum(p * utility(mine[x], stake, wealth)
                                for x, p in belief.items()), stay))
        if K.FOLD in kinds:
            options.append((math.log(max(FLOOR, 1 + self.fold_ev(belief, v) / wealth)),
                            kinds[K.FOLD][0]))
        best_raise = None
        fold_gain = math.log1p(o / wealth)
        trust = self.trust
        cap = obs.raise_cap
        for a in kinds.get(K.RAISE, []):
            r = a.amount
            # If it raises back (to the middle of what is left, say), I then
            # take the better of folding my r chips and calling.
            back = (r + 1 + cap) // 2
            answer = math.log(max(FLOOR, 1 - r / wealth))
            if back > r:
                answer = max(answer, sum(p * utility(mine[x], back, wealth)
                                         for x, p in belief.items()))
            u = 0.0
            for x, p in belief.items():
                e = theirs.get(x, 0.0)
                pf = trust * fold_chance(o, e, r) + (1 - trust) * NOISE_FOLD
                pr = 0.0 if back <= r else (trust * _sigmoid(SHARP * (e - 0.45))
                                            + (1 - trust) * NOISE_FOLD)
                pr = min(pr, 1 - pf)
                u += p * (pf * fold_gain + pr * answer
                          + (1 - pf - pr) * utility(mine[x], r, wealth))
            if best_raise is None or u > best_raise[0]:
                best_raise = (u, a)
        if best_raise is not None:
            options.append(best_raise)
        best = max(options, key=lambda t: t[0])
        if (best_raise is not None and best[1].kind is not K.RAISE
                and best_raise[0] >= best[0] - BLUFF_SLACK / wealth
                and rng.random() < BLUFF_RATE):
            self.count("bluff")
            best = best_raise
        if best[1].kind is K.RAISE:
            self._raises.append((best[1].amount, o, theirs))
        return best[1]


def exploit_move(obs: IndianObservation, v: View, kinds: Kinds,
                 rules: IndianRules) -> IndianAction:
    """The best move against a random player: the exact game tree of the
    round against it, scored by the chance to win the match (``exploit``)."""
    belief = odds.uniform_belief(v.pool)     # its bets say nothing of my card
    base = obs.chips[v.me] + v.my_bet
    total = sum(obs.chips) + obs.pot
    V = ex.value_curve(total)
    cap = obs.raise_cap
    ff = ItemKind.FREE_FOLD in obs.items[v.opp]
    if obs.phase is IndianPhase.BET1:
        outs = ex.prehit_outcomes(v.pool, v.community, v.opp_first, v.i_start, rules)
        p21 = odds.prob_total_is(belief, v.community, 0, 21)
        its21 = v.opp_first + v.community == 21
        tree = ex.bet1_tree(V, base, cap, outs, p21, its21, ff, v.i_start, rules)
    else:
        outs = ex.reveal_outcomes(belief, v.community, v.my_hit, v.opp_key, rules)
        p21 = odds.prob_total_is(belief, v.community, v.my_hit or 0, 21)
        opp_total = v.community + v.opp_first + (v.opp_hit or 0)
        tree = ex.bet2_tree(V, base, cap, outs, p21, opp_total == 21, ff, rules)
    m, o = v.my_bet, v.opp_bet
    options: list[tuple[float, IndianAction]] = []
    if K.FOLD in kinds:
        options.append((tree.fold[m], kinds[K.FOLD][0]))
    if K.CALL in kinds:
        options.append((tree.cont[o], kinds[K.CALL][0]))
    if K.PASS in kinds:
        if v.i_start and o == m:        # it answers my pass: fold / pass / raise
            options.append((tree.its_opening(m, True, tree.cont[m]), kinds[K.PASS][0]))
        else:
            options.append((tree.cont[m], kinds[K.PASS][0]))
    for a in kinds.get(K.RAISE, []):
        options.append((tree.raise_value(o, a.amount), a))
    return max(options, key=lambda t: (t[0], -t[1].amount))[1]


def hit_vs_random(v: View, rules: IndianRules) -> bool:
    """Hit or stay against a random legal player (its bets mean nothing)."""
    stake = max(v.my_bet, 1)
    belief = odds.uniform_belief(v.pool)
    if v.opp_hit is None and v.i_start:
        # It hits blind half the time: my hit against that mixture.
        opp = ex.opp_random_final(v.pool, v.community, v.opp_first)
    else:
        opp = {v.opp_key: 1.0}
    return odds.hit_gain(belief, v.community, opp, v.pool, stake, rules) > 0


def fold_chance(its_bet: int, its_edge: float, total: int) -> float:
    """P(a sensible opponent folds to my raise to ``total``): its fold loses
    its bet; its call is worth its edge per chip times the new stake."""
    return _sigmoid(FOLD_SHARP * (-its_bet - its_edge * total))


KELLY = 0.5           # fraction of Kelly: the wealth the log-utility is taken on
FLOOR = 0.002         # log-wealth floor: losing everything is very bad, not -inf


def utility(ed: odds.Edge, stake: int, wealth: float) -> float:
    """Expected change of log-wealth for a showdown at ``stake``."""
    return (ed.win * math.log1p(stake / wealth)
            + ed.lose * math.log(max(FLOOR, 1 - stake / wealth)) + ed.extra / wealth)
