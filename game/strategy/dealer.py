"""The dealer's final-total distribution for a given up card and shoe.

Compositions are tuples of ten counts indexed by card value - 1 (index 0 is
the ace, index 9 every ten-value card). A dealer who draws a multiset ``M`` of
cards from a shoe of counts ``n`` (``N`` cards) in one particular order does so
with probability ``prod_v ff(n_v, m_v) / ff(N, |M|)`` (``ff`` the falling
factorial) whatever the order, so each up card's drawing rule is enumerated
once as a table of multisets, each with the number of orders in which the
dealer would draw exactly that multiset and stop; one distribution is then a
sum of products over that table. Results are memoised by (up card, shoe).

Outcomes are indexed ``17, 18, 19, 20, 21, BUST, BLACKJACK`` (0 … 6); the
blackjack outcome is the dealer's next card completing a natural with the up
card, so no-hole-card and peek games share these distributions.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Iterable
from functools import lru_cache
from typing import Any

from game.cards import POINTS, Card

TEN = 9            # index of the ten-value cards
ACE = 0
BUST = 5
BLACKJACK = 6
OUTCOMES = ("17", "18", "19", "20", "21", "bust", "blackjack")
NAN = float("nan")      # an outcome a partial distribution did not compute

Counts = tuple[int, ...]
# A trie of factor keys: each key holds a child trie, except _LEAF which holds
# a count of drawing orders (so the values are trie or int: Any).
Trie = dict[int, Any]


def value_index(card: Card) -> int:
    """Card code -> composition index (ace 0, two 1, …, ten-value 9)."""
    return POINTS[card] - 1


def full_shoe(decks: int) -> Counts:
    return tuple([4 * decks] * 9 + [16 * decks])


def composition(cards: Iterable[Card]) -> Counts:
    counts = [0] * 10
    for c in cards:
        counts[value_index(c)] += 1
    return tuple(counts)


def minus(counts: Counts, index: int, k: int = 1) -> Counts:
    out = list(counts)
    out[index] -= k
    return tuple(out)


def best_total(hard: int, has_ace: bool) -> int:
    return hard + 10 if has_ace and hard <= 11 else hard


@lru_cache(maxsize=20)
def _enumerate(up: int, hits_soft_17: bool) -> dict[tuple[Counts, int], int]:
    """(multiset drawn, outcome) -> number of drawing orders, for one up card.

    Whether the dealer draws again depends only on the cards drawn so far,
    not on their order, so the multisets are grown a card at a time, each
    carrying its number of orders (a few hundred multisets that draw again,
    where following every drawing sequence made some 14,000 steps).
    """
    table: dict[tuple[Counts, int], int] = defaultdict(int)
    level: dict[Counts, int] = {(0,) * 10: 1}       # multisets that draw again
    while level:
        drawing: dict[Counts, int] = defaultdict(int)
        for drawn, orders in level.items():
            hard = up + 1 + sum((i + 1) * m for i, m in enumerate(drawn))
            ace = up == ACE or drawn[ACE] > 0
            cards = 2 + sum(drawn)                  # the up card, those drawn, the next
            for i in range(10):
                child = drawn[:i] + (drawn[i] + 1,) + drawn[i + 1:]
                h, a = hard + i + 1, ace or i == ACE
                total = best_total(h, a)
                if total > 21:
                    table[(child, BUST)] += orders
                elif total == 21 and cards == 2:
                    table[(child, BLACKJACK)] += orders
                elif total > 17 or (total == 17 and not (a and h <= 11 and hits_soft_17)):
                    table[(child, total - 17)] += orders
                else:
                    drawing[child] += orders
        level = drawing
    return table


@lru_cache(maxsize=10)
def soft_17_matters(up: int) -> bool:
    """Whether the dealer's soft-17 rule changes anything against this up card
    (a 7 or more never makes a soft 17): where it does not, everything valued
    against the up card is shared by both rules."""
    return _enumerate(up, True) != _enumerate(up, False)


# Falling factorials shared by every table, by width: _ROWS[w][n] = (ff(n, 0),
# …, ff(n, w - 1)) for each count n, _INVERSE[w][N] their inverses (0 where ff
# is 0) for each shoe size N. Grown when a shoe first holds more cards.
WIDTH = 13                    # a dealer draws at most 12 cards
_ROWS: dict[int, list[tuple[float, ...]]] = {}
_INVERSE: dict[int, list[tuple[float, ...]]] = {}


def _rows(width: int, inverse: bool) -> list[tuple[float, ...]]:
    table = _INVERSE if inverse else _ROWS
    rows = table.get(width)
    if rows is None:
        rows = table[width] = []
    return rows


def _grow(rows: list[tuple[float, ...]], width: int, inverse: bool, last: int) -> None:
    rows.extend(_falling(n, width, inverse) for n in range(len(rows), last + 1))


class _UpCardTable:
    """One up card's multisets, compiled into one arithmetic expression per outcome.

    A multiset's term is ``orders * F[v1, m1] * … * G[k]`` with
    ``F[v, m] = ff(n_v, m)`` and ``G[k] = 1 / ff(N, k)``, read from the shared
    rows of falling factorials of each count and of the shoe's size. Terms are
    grouped by ``k`` and factored along a trie of their (sorted) factors, then
    compiled once with ``compile`` into a plain Python function: about five
    times faster than looping over the terms, which matters because a rule
    set needs some 30,000 distributions. The source is generated from the
    enumeration above, never from input.
    """

    def __init__(self, up: int, hits_soft_17: bool,
                 raw: dict[tuple[Counts, int], int] | None = None):
        if raw is None:
            raw = _enumerate(up, hits_soft_17)
        w = WIDTH
        # Each value's row is as wide as its most cards in one drawing.
        widths = [1 + max(m[v] for m, _ in raw) for v in range(10)]
        self.widths = widths + [1 + max(sum(m) for m, _ in raw)]
        assert max(self.widths) <= w
        tries: list[dict[int, Trie]] = [defaultdict(dict) for _ in OUTCOMES]
        for (multiset, outcome), orders in raw.items():
            node = tries[outcome][sum(multiset)]
            for v, m in enumerate(multiset):
                if m:
                    node = node.setdefault(v * w + m, {})
            node[_LEAF] = node.get(_LEAF, 0) + orders

        def outcome_line(outcome: int) -> str:
            by_k = tries[outcome]
            terms = [_times(10 * w + k, _expr(by_k[k])) for k in sorted(by_k)]
            return f"    p{outcome} = " + (_sum(terms) if terms else "0.0")
        # The natural and 21 first, then 20, 19, …: a caller that needs only
        # the outcomes from ``lowest`` up (a player standing on 19 compares
        # with 19, 20 and 21 alone) stops early; the rest read as NaN. An
        # earlier partial distribution of the shoe (``known``) is continued,
        # not computed again (a split hand's shoe is another hand's too).
        lines = ["    (p0, p1, p2, p3, p4, _, p6) = known", "    if p4 != p4:",
                 "    " + outcome_line(BLACKJACK), "    " + outcome_line(BUST - 1)]
        for outcome in range(BUST - 1, 0, -1):
            known = ", ".join(f"p{o}" if o >= outcome else "nan" for o in range(BUST))
            lines.append(f"    if lowest == {outcome}: return ({known}, nan, p6)")
            lines += [f"    if p{outcome - 1} != p{outcome - 1}:",
                      "    " + outcome_line(outcome - 1)]
        # Every factor is unpacked into a local name first: a local is read
        # faster than a list item, and each is read many times. The dealer
        # busts when nothing else happens: half the terms are the bust's, so
        # its chance is the rest's complement (within 1e-16 of the sum).
        unpack = [f"    ({','.join(f'f{v * w + m}' for m in range(widths[v]))},)"
                  f" = R{widths[v]}[n{v}]" for v in range(10)]
        unpack.append(f"    ({','.join(f'f{10 * w + k}' for k in range(self.widths[10]))},) = "
                      f"I{self.widths[10]}[{'+'.join(f'n{v}' for v in range(10))}]")
        src = (f"def distribution(shoe, lowest=0, known=UNKNOWN):\n"
               f"    ({','.join(f'n{v}' for v in range(10))},) = shoe\n"
               + "\n".join(unpack) + "\n" + "\n".join(lines)
               + "\n    return (p0, p1, p2, p3, p4, 1.0 - (p0 + p1 + p2 + p3 + p4 + p6), p6)\n")
        namespace: dict[str, Any] = {"nan": NAN, "UNKNOWN": (NAN,) * len(OUTCOMES)}
        for width in widths:
            namespace[f"R{width}"] = _rows(width, inverse=False)
        namespace[f"I{self.widths[10]}"] = _rows(self.widths[10], inverse=True)
        exec(compile(src, f"<dealer up {up}>", "exec"), namespace)
        self._compiled: Callable[[Counts, int, tuple[float, ...]], tuple[float, ...]] = (
            namespace["distribution"])

    def distribution(self, shoe: Counts, lowest: int = 0,
                     known: tuple[float, ...] = (NAN,) * len(OUTCOMES)) -> tuple[float, ...]:
        """The outcomes from ``lowest`` up (all by default), those already
        ``known`` (not NaN: outcomes from some index up) taken as they are."""
        try:
            return self._compiled(shoe, lowest, known)
        except IndexError:                  # more cards than any shoe before
            for width in self.widths[:10]:
                _grow(_rows(width, inverse=False), width, False, max(shoe))
            width = self.widths[10]
            _grow(_rows(width, inverse=True), width, True, sum(shoe))
            return self._compiled(shoe, lowest, known)


_LEAF = -1


def _falling(n: int, width: int, inverse: bool) -> tuple[float, ...]:
    """(ff(n, 0), …, ff(n, width - 1)) (or their inverses; 0 where ff is 0)."""
    out = []
    acc = 1
    for m in range(width):
        out.append((1.0 / acc if acc else 0.0) if inverse else float(acc))
        acc *= n - m if n > m else 0
    return tuple(out)


def _sum(parts: list[str], chunk: int = 48) -> str:
    """``a+b+…`` in chunks (a long ``+`` chain nests too deep for the compiler)."""
    if len(parts) <= chunk:
        return "(" + "+".join(parts) + ")"
    chunks = ["+".join(parts[i:i + chunk]) for i in range(0, len(parts), chunk)]
    return "sum((" + ",".join(chunks) + ",))"


def _expr(node: Trie) -> str:
    """Source of a trie node's sum: its own orders plus factor * child."""
    parts = []
    for key in sorted(node):
        if key == _LEAF:
            parts.append(repr(float(node[key])))
        else:
            parts.append(_times(key, _expr(node[key])))
    if len(parts) == 1 and key == _LEAF:
        return parts[0]
    return _sum(parts)


def _times(key: int, expr: str) -> str:
    """Source of factor ``key`` times ``expr`` (a product by 1.0 left out:
    most multisets are drawn in one order only, and x * 1.0 is x exactly)."""
    return f"f{key}" if expr == "1.0" else f"f{key}*{expr}"


class DealerModel:
    """Dealer outcome distributions for one drawing rule, memoised by shoe.

    When the other rule's model already knows a shoe, the distribution is
    that one plus the difference the soft 17 makes: a table of only the
    drawing sequences that pass a soft 17 (none for a 7 to a ten up, whose
    distributions are then the other rule's own; a third to three quarters
    of the terms for an ace to a 6). Switching the rule on the house-rules
    screen so pays for the difference only.
    """

    def __init__(self, hits_soft_17: bool = False):
        self.hits_soft_17 = hits_soft_17
        # Compiled on first use (a switch of the rule may need the differences only).
        self._tables: list[_UpCardTable | None] = [None] * 10
        self._memo: dict[tuple[int, Counts], tuple[float, ...]] = {}
        self._differences: list[_UpCardTable | None] | None = None
        # Up cards whose distributions the stand-on-soft-17 model keeps for both.
        self._shared = [hits_soft_17 and not soft_17_matters(up) for up in range(10)]

    def distribution(self, up: int, shoe: Counts, lowest: int = 0) -> tuple[float, ...]:
        """Outcome probabilities for up card index ``up`` drawing from ``shoe``
        (the up card and every known card already removed). ``lowest`` (0 …
        4): only the outcomes from that one up (17 … 21) and the natural are
        wanted; the others may then read NaN (a NaN never passes for a value:
        a later question wanting more computes them)."""
        if self._shared[up]:                 # one memo for both rules
            return dealer_model(False).distribution(up, shoe, lowest)
        key = (up, shoe)
        d = self._memo.get(key)
        if d is None or d[lowest] != d[lowest]:
            other = _MODELS.get(not self.hits_soft_17)
            base = other._memo.get(key) if other is not None else None
            if base is None or base[lowest] != base[lowest]:
                table = self._tables[up]
                if table is None:
                    table = self._tables[up] = _UpCardTable(up, self.hits_soft_17)
                # (a partial one from the difference path is not continued:
                # its outcomes are sums, not this table's own)
                d = (table.distribution(shoe, lowest, d) if d is not None and base is None
                     else table.distribution(shoe, lowest))
            else:
                d = self._from_other(up, shoe, base, lowest)
            self._memo[key] = d
        return d

    def ready(self) -> None:
        """Compile every up card's table now (the advisor's warm-up: its first
        question then pays for none)."""
        for up, table in enumerate(self._tables):
            if table is None:
                self._tables[up] = _UpCardTable(up, self.hits_soft_17)

    def _from_other(self, up: int, shoe: Counts, base: tuple[float, ...],
                    lowest: int) -> tuple[float, ...]:
        if self._differences is None:
            self._differences = [_difference(up, self.hits_soft_17) for up in range(10)]
        table = self._differences[up]
        if table is None:
            return base
        d = table.distribution(shoe, lowest)       # NaN (below lowest) stays NaN in the sums
        p17, p18, p19, p20, p21 = (base[i] + d[i] for i in range(5))
        natural = base[BLACKJACK] + d[BLACKJACK]
        return (p17, p18, p19, p20, p21, 1.0 - (p17 + p18 + p19 + p20 + p21 + natural), natural)

    def __len__(self) -> int:
        return len(self._memo)


def _difference(up: int, hits_soft_17: bool) -> _UpCardTable | None:
    """The terms of this rule's table minus the other rule's (bust aside: it is
    a complement), or None when the two are the same."""
    ours, theirs = _enumerate(up, hits_soft_17), _enumerate(up, not hits_soft_17)
    diff = {key: ours.get(key, 0) - theirs.get(key, 0) for key in ours.keys() | theirs.keys()
            if key[1] != BUST}
    diff = {key: orders for key, orders in diff.items() if orders}
    return _UpCardTable(up, hits_soft_17, diff) if diff else None


_MODELS: dict[bool, DealerModel] = {}


def dealer_model(hits_soft_17: bool = False) -> DealerModel:
    """The shared model for a drawing rule (its memo is shared by every caller)."""
    m = _MODELS.get(hits_soft_17)
    if m is None:
        m = _MODELS[hits_soft_17] = DealerModel(hits_soft_17)
    return m


def decks_of(shoe: Counts) -> int:
    """The deck count a shoe was dealt from: fewer than a deck's cards are
    ever out of an exact calculation's shoes (a wrong guess would only cost
    time, never a value: a forgotten distribution is computed again)."""
    return -(-sum(shoe) // 52)


# (decks, dealer hits soft 17): which shoes and drawing rule a memo entry is for.
DealerContext = tuple[int, bool]


def kept_for(near: Collection[DealerContext], up: int, shoe: Counts, hits_soft_17: bool,
             ) -> bool:
    """Whether a value against ``up`` drawn from ``shoe`` under this soft-17 rule
    is of use to a rule set in ``near`` (against an up card where the rule
    changes nothing, one of either rule is)."""
    decks = decks_of(shoe)
    return (decks, hits_soft_17) in near or (
        not soft_17_matters(up) and (decks, not hits_soft_17) in near)


def forget_other_shoes(near: Collection[DealerContext]) -> None:
    """Drop the distributions no rule set in ``near`` draws from."""
    for hits, model in _MODELS.items():
        memo = model._memo
        for key in [k for k in memo if not kept_for(near, k[0], k[1], hits)]:
            del memo[key]


def kept_distributions() -> int:
    """How many distributions the shared models hold (memory: ~0.7 kB each
    with their stand values)."""
    return sum(len(m) for m in _MODELS.values())
