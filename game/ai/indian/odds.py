"""Indian Blackjack odds from what one player may see.

Everything here is exact arithmetic over the *unseen pool*: the 44-card deck
minus every card the player has seen since the last reshuffle. The player's
own first card is somewhere in that pool (it cannot see it), so a uniform
"prior" over its own card is simply the pool's composition.

A hand's final result is a *key*: 2..21 for a total, ``BJ`` for a Blackjack
(10 + 11, own first card plus the community, no hit) and ``BUST`` for more
than 21. A payoff is linear in the stake S each player has in the pot:
``S * sign + extra`` (extra = the fixed bust penalty and Blackjack bonus), so
one pair (expected sign, expected extra) prices every raise size at once.

Pure functions over small tuples; no engine types, so the maths is testable
on its own and the bots adapt it to the table's observation.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from game.tables.indian.rules import IndianRules

VALUES = tuple(range(1, 12))
BJ = 50      # a Blackjack: counts as 21, but wins the bonus
BUST = 99    # any total over 21

Counts = tuple[int, ...]   # index v (1..11) = unseen cards of value v; index 0 unused
Dist = dict[int, float]    # key -> probability


def unseen_counts(seen: Iterable[int], copies: int = 4) -> Counts:
    """The pool a player cannot see: the full deck minus ``seen`` values."""
    counts = [0] + [copies] * 11
    for v in seen:
        counts[v] -= 1
    if min(counts[1:]) < 0:
        raise ValueError("more copies seen than the deck holds")
    return tuple(counts)


FULL_DECK: Counts = (0,) + (4,) * 11


def hit_source(deck: Counts, minus: int | None = None) -> Counts:
    """The cards a hit can come from: ``deck`` less ``minus`` (a card known to
    be elsewhere). If nothing is left the engine reshuffles the cards off the
    table into the deck (docs/rules.md): approximated by a full deck."""
    c = list(deck)
    if minus is not None and c[minus] > 0:
        c[minus] -= 1
    return tuple(c) if sum(c) > 0 else FULL_DECK


def adjust(counts: Counts, minus: int | None = None, plus: int | None = None) -> Counts:
    """``counts`` with one card taken out and/or put in (another player's pool)."""
    c = list(counts)
    if minus is not None:
        c[minus] -= 1
    if plus is not None:
        c[plus] += 1
    return tuple(c)


def key_of(total: int, blackjack: bool = False) -> int:
    if total > 21:
        return BUST
    return BJ if blackjack else total


def is_blackjack(first: int, community: int) -> bool:
    return {first, community} == {10, 11}


def rank_of(key: int) -> int:
    """Comparable strength: bust < 2..21; a Blackjack ties a 21."""
    return -1 if key == BUST else 21 if key == BJ else key


def payoff(me: int, opp: int, rules: IndianRules) -> tuple[int, int]:
    """(sign, extra) of the reveal for the player holding ``me``: net chips =
    stake * sign + extra (docs/rules.md: bust pays 5, both bust cancel, a winning
    Blackjack collects 15, a Blackjack ties any 21)."""
    if me == BUST and opp == BUST:
        return 0, 0
    if me == BUST:
        return -1, -rules.bust_penalty
    bonus = rules.blackjack_bonus if me == BJ else 0
    if opp == BUST:
        return 1, rules.bust_penalty + bonus
    a, b = rank_of(me), rank_of(opp)
    if a > b:
        return 1, bonus
    if a < b:
        return -1, -(rules.blackjack_bonus if opp == BJ else 0)
    return 0, 0


KEYS = tuple(range(2, 22)) + (BJ, BUST)


@lru_cache(maxsize=16)
def _table(bust_penalty: int, bonus: int) -> dict[tuple[int, int], tuple[int, int]]:
    r = IndianRules(bust_penalty=bust_penalty, blackjack_bonus=bonus)
    return {(a, b): payoff(a, b, r) for a in KEYS for b in KEYS}


def payoff_table(rules: IndianRules) -> dict[tuple[int, int], tuple[int, int]]:
    """payoff() for every pair of keys, memoised on the two amounts."""
    return _table(rules.bust_penalty, rules.blackjack_bonus)


# -- distributions of a final key ------------------------------------------

# Small caches: deck compositions rarely repeat, so a big cache only holds
# garbage (an hour of play grew memory by 50 MB with 8,192 entries).
@lru_cache(maxsize=1024)
def known_dist(first: int, community: int, hit: bool, deck: Counts) -> Dist:
    """Final key of a hand whose first card is known, hitting or not from ``deck``."""
    base = first + community
    if not hit:
        return {key_of(base, is_blackjack(first, community)): 1.0}
    deck = hit_source(deck)
    n = sum(deck)
    out: Dist = {}
    for h in VALUES:
        if deck[h]:
            k = key_of(base + h)
            out[k] = out.get(k, 0.0) + deck[h] / n
    return out


def belief_dist(belief: Mapping[int, float], community: int, extra: int,
                hit: bool, deck: Counts) -> Dist:
    """Final key of a hand whose first card is unknown (``belief`` over its
    value), with ``extra`` points already hit; optionally one more hit.
    The hit card is drawn from ``deck`` less the first card itself."""
    out: Dist = {}
    for x, px in belief.items():
        if px <= 0:
            continue
        base = x + community + extra
        if not hit:
            k = key_of(base, extra == 0 and is_blackjack(x, community))
            out[k] = out.get(k, 0.0) + px
            continue
        source = hit_source(deck, x)
        w = px / sum(source)
        for h in VALUES:
            cnt = source[h]
            if cnt > 0:
                t = base + h
                k = t if t <= 21 else BUST
                out[k] = out.get(k, 0.0) + w * cnt
    return out


@dataclass(frozen=True)
class Edge:
    """Expected (sign, extra) of a hand vs another: EV = stake * sign + extra."""
    sign: float
    extra: float
    win: float = 0.0
    lose: float = 0.0

    def ev(self, stake: float) -> float:
        return stake * self.sign + self.extra


def edge(mine: Dist, theirs: Dist, rules: IndianRules) -> Edge:
    tab = payoff_table(rules)
    s = e = w = lo = 0.0
    for a, pa in mine.items():
        for b, pb in theirs.items():
            sg, ex = tab[a, b]
            p = pa * pb
            s += p * sg
            e += p * ex
            if sg > 0:
                w += p
            elif sg < 0:
                lo += p
    return Edge(s, e, w, lo)


def uniform_belief(pool: Counts) -> dict[int, float]:
    if sum(pool) <= 0:
        pool = FULL_DECK       # nothing unseen: a state the engine reshuffles away
    n = sum(pool)
    return {v: pool[v] / n for v in VALUES if pool[v]}


# -- the hit decision, made without knowing one's own first card -----------

def hit_gain(belief: Mapping[int, float], community: int, opp: Dist,
             deck: Counts, stake: float, rules: IndianRules) -> float:
    """EV(hit) - EV(stay) for a player who cannot see its own first card,
    against the opponent's final key distribution ``opp``."""
    stay = edge(belief_dist(belief, community, 0, False, deck), opp, rules)
    hit = edge(belief_dist(belief, community, 0, True, deck), opp, rules)
    return hit.ev(stake) - stay.ev(stake)


def ev_vs_key(mine: Dist, key: int, stake: float, rules: IndianRules) -> float:
    tab = payoff_table(rules)
    total = 0.0
    for a, p in mine.items():
        sg, ex = tab[a, key]
        total += p * (sg * stake + ex)
    return total


@lru_cache(maxsize=256)
def blind_dists(pool: Counts, community: int) -> tuple[Dist, Dist]:
    """(stay, hit) final-key distributions of a player blind to its own card."""
    b = uniform_belief(pool)
    return (belief_dist(b, community, 0, False, pool),
            belief_dist(b, community, 0, True, pool))


def opponent_hits(pool: Counts, community: int, my_key: int, stake: int,
                  rules: IndianRules) -> bool:
    """The model of a sensible opponent's hit: it knows my key, not its own card
    (its belief = the pool), and hits when that is worth more than staying."""
    stay, hit = blind_dists(pool, community)
    return ev_vs_key(hit, my_key, stake, rules) > ev_vs_key(stay, my_key, stake, rules)


# -- the whole round ahead, before anyone has hit ---------------------------

def prehit_edges(belief: Mapping[int, float], pool: Counts, community: int,
                 opp_first: int, i_hit_first: bool, stake: int,
                 rules: IndianRules, i_hit: bool | None = None) -> dict[int, Edge]:
    """For each possible own first card X: my edge at the reveal if both
    players then hit sensibly (each one blind to its own card).

    ``pool`` is what I cannot see (my own card included). Models, kept cheap
    on purpose: the opponent decides against my visible total (and my hit card
    when it hits second); I decide once for all X (I cannot tell them apart),
    against the opponent's current total when I hit first, against its final
    total when I hit second. ``i_hit`` forces my choice when I hit first."""
    deck_for = {x: adjust(pool, minus=x) for x in belief}   # cards a hit can come from
    opp_stay = known_dist(opp_first, community, False, pool)
    # Its hit card comes from the pool (one card off the truth, so that its
    # final distribution depends on its choice alone and is shared by all X).
    opp_hit = known_dist(opp_first, community, True, pool)
    hits: dict[int, bool] = {}
    memo: dict[tuple[int, int], Edge] = {}

    def opp_final(my_key: int) -> Dist:
        # It sees my key, not its own card; its choice depends on my key alone.
        if my_key not in hits:
            hits[my_key] = opponent_hits(pool, community, my_key, stake, rules)
        return opp_hit if hits[my_key] else opp_stay

    def mine_vs(k: int, ok: int) -> Edge:
        """My key k against its key ok (ok = -1: its response to k)."""
        if (k, ok) not in memo:
            memo[k, ok] = edge({k: 1.0}, opp_final(k) if ok < 0 else {ok: 1.0}, rules)
        return memo[k, ok]

    if i_hit_first and i_hit is None:
        i_hit = hit_gain(belief, community, opp_stay, pool, stake, rules) > 0
    if not i_hit_first:
        # I hit second, seeing its final key: one choice per key, for all X.
        choice: dict[int, bool] = {}
        my_stay = belief_dist(belief, community, 0, False, pool)
        my_hit = belief_dist(belief, community, 0, True, pool)
    out: dict[int, Edge] = {}
    for x in belief:
        s = e = w = lo = 0.0
        if i_hit_first:
            pairs = [(k, pk, -1, 1.0) for k, pk in
                     known_dist(x, community, i_hit, deck_for[x]).items()]
        else:
            pairs = []
            for ok, po in opp_final(key_of(x + community, is_blackjack(x, community))).items():
                if ok not in choice:
                    choice[ok] = (ev_vs_key(my_hit, ok, stake, rules)
                                  > ev_vs_key(my_stay, ok, stake, rules))
                pairs += [(k, pk, ok, po) for k, pk in
                          known_dist(x, community, choice[ok], deck_for[x]).items()]
        for k, pk, ok, po in pairs:
            ed, p = mine_vs(k, ok), pk * po
            s, e, w, lo = s + p * ed.sign, e + p * ed.extra, w + p * ed.win, lo + p * ed.lose
        out[x] = Edge(s, e, w, lo)
    return out


def reveal_edges(belief: Mapping[int, float], community: int, my_hit: int | None,
                 opp_key: int, rules: IndianRules) -> dict[int, Edge]:
    """After the hits: for each possible own first card, my exact edge."""
    out = {}
    for x in belief:
        extra = my_hit or 0
        k = key_of(x + community + extra, my_hit is None and is_blackjack(x, community))
        out[x] = edge({k: 1.0}, {opp_key: 1.0}, rules)
    return out


def combine(belief: Mapping[int, float], edges: Mapping[int, Edge]) -> Edge:
    """The belief-weighted average edge."""
    s = e = w = lo = 0.0
    for x, p in belief.items():
        ed = edges[x]
        s, e, w, lo = s + p * ed.sign, e + p * ed.extra, w + p * ed.win, lo + p * ed.lose
    return Edge(s, e, w, lo)


def win_probability(pool: Counts, community: int, opp_first: int,
                    i_hit_first: bool, stake: int, rules: IndianRules) -> float:
    """P(win at the reveal) from visible cards and the unseen pool (uniform own card)."""
    belief = uniform_belief(pool)
    return combine(belief, prehit_edges(belief, pool, community, opp_first,
                                        i_hit_first, stake, rules)).win


def prob_total_is(belief: Mapping[int, float], community: int, extra: int,
                  total: int) -> float:
    """P(own cards so far + community == total): the 21-fold penalty risk."""
    return sum(p for x, p in belief.items() if x + community + extra == total)
