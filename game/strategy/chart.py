"""The total-dependent basic-strategy chart, derived from exact path values.

A chart gives one letter per (hard or soft total, dealer up card) — ``H`` hit,
``S`` stand, ``D`` double if allowed else hit, ``Ds`` double if allowed else
stand — and per (pair, up card) whether to split. Derivation: every decision
node (shoe left, hand total, may double) is weighted by the probability that
basic strategy reaches it; for each total, in an order where every later total
is already decided, the letter with the larger weighted value wins. The node
weights come from the previous chart, so the derivation is repeated until the
chart is stable (two or three passes). Totals that basic strategy never
reaches are decided by a tiny weight on every node an exploring player would
reach.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field

from game.strategy import reuse, yielding
from game.strategy.dealer import ACE, TEN, Counts, minus
from game.strategy.ev import Decide, Memo, PlainCalculator, total_of
from game.strategy.exact import kids
from game.strategy.reuse import Seeder

UP_ORDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)      # dealer 2 … 9, T, A
LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T")
HARD_TOTALS = tuple(range(4, 22))
SOFT_TOTALS = tuple(range(12, 22))
PAIR_ORDER = (0, 9, 8, 7, 6, 5, 4, 3, 2, 1)     # A,A  T,T  9,9 … 2,2
EPSILON = 1e-9

Node = tuple[Counts, int, bool, bool]           # (shoe left, hard, has ace, may double)


@dataclass
class Chart:
    hard: dict[tuple[int, int], str] = field(default_factory=dict)
    soft: dict[tuple[int, int], str] = field(default_factory=dict)
    pairs: dict[tuple[int, int], bool] = field(default_factory=dict)
    # Late surrender (only where the rules offer it): hard two-card totals and
    # pairs to give up, by (total or pair, up card).
    surrender_hard: dict[tuple[int, int], bool] = field(default_factory=dict)
    surrender_pairs: dict[tuple[int, int], bool] = field(default_factory=dict)

    def surrenders(self, total: int, soft: bool, pair: int | None, up: int) -> bool:
        """Surrender a first two-card hand? ``pair``: its value index when it
        may be split, else None."""
        if pair is not None:
            return self.surrender_pairs.get((pair, up), False)
        return not soft and self.surrender_hard.get((total, up), False)

    def letter(self, total: int, soft: bool, up: int) -> str:
        if total >= 21:
            return "S"
        table = self.soft if soft else self.hard
        return table.get((total, up), "H")

    def decider(self, up: int) -> Decide:
        hard, soft_t = self.hard, self.soft

        def decide(total: int, soft: bool, can_double: bool) -> str:
            letter = (soft_t if soft else hard).get((total, up), "H")
            if letter == "Ds":
                return "D" if can_double else "S"
            return letter
        # The letters themselves, for the exact calculator's inner loop.
        decide.letters = (hard, soft_t)         # type: ignore[attr-defined]
        return decide

    def split(self, pair: int, up: int) -> bool:
        return self.pairs.get((pair, up), False)

    def pair_letter(self, pair: int, up: int) -> str:
        if self.surrender_pairs.get((pair, up), False):
            return "Rp" if self.split(pair, up) else "R" + self._keep_letter(pair, up)[0].lower()
        if self.split(pair, up):
            return "P"
        return self._keep_letter(pair, up)

    def _keep_letter(self, pair: int, up: int) -> str:
        total, soft = total_of(2 * pair + 2, pair == ACE)
        return self.letter(total, soft, up)

    def cell(self, total: int, soft: bool, up: int) -> str:
        """The chart cell: the letter, or "Rh" / "Rs" (surrender, else hit /
        stand) where a first two-card hand surrenders."""
        letter = self.letter(total, soft, up)
        if not soft and self.surrender_hard.get((total, up), False):
            return "Rh" if letter == "H" else "Rs"
        return letter

    def rows(self) -> dict[str, dict[str, str]]:
        """Readable rows: {"hard 16": {"2": "S", …, "A": "H"}, "pair 8,8": …}."""
        out: dict[str, dict[str, str]] = {}
        for t in HARD_TOTALS[:-1]:
            out[f"hard {t}"] = {LABELS[u]: self.cell(t, False, u) for u in UP_ORDER}
        for t in SOFT_TOTALS[:-1]:
            out[f"soft {t}"] = {LABELS[u]: self.letter(t, True, u) for u in UP_ORDER}
        for p in PAIR_ORDER:
            out[f"pair {LABELS[p]},{LABELS[p]}"] = {
                LABELS[u]: self.pair_letter(p, u) for u in UP_ORDER}
        return out

    def format(self) -> str:
        head = "          " + " ".join(f"{LABELS[u]:>2}" for u in UP_ORDER)
        lines = [head]
        for name, row in self.rows().items():
            lines.append(f"{name:<10}" + " ".join(f"{row[LABELS[u]]:>2}" for u in UP_ORDER))
        return "\n".join(lines)


def deal_probabilities(shoe: Counts) -> Iterator[tuple[int, int, int, float, Counts]]:
    """(up, low card, high card, probability, shoe left) of every first deal."""
    n = sum(shoe)
    for up in range(10):
        s1 = minus(shoe, up)
        pu = shoe[up] / n
        for a in range(10):
            for b in range(a, 10):
                if not s1[a]:
                    continue
                s2 = minus(s1, a)
                if not s2[b]:
                    continue
                p = pu * s1[a] / (n - 1) * s2[b] / (n - 2)
                if a != b:
                    p *= 2
                yield up, a, b, p, minus(s2, b)


def same_rank_share(calc: PlainCalculator, pair: int) -> float:
    """Share of this value's pairs that may be split (by rank: two jacks, not J+K)."""
    if pair != TEN or not calc.rules.split_by_rank:
        return 1.0
    per_rank = calc.rules.decks * 4
    return (per_rank - 1) / (4 * per_rank - 1)


def is_natural(a: int, b: int) -> bool:
    return {a, b} == {ACE, TEN}


class _Explorer:
    """Forward passes: reach weights of decision nodes under a strategy."""

    def __init__(self, calc: PlainCalculator):
        self.calc = calc

    def weights(self, chart: Chart | None) -> list[dict[Node, float]]:
        """Per up card, node -> probability of reaching it. ``chart=None``
        explores: hit hard < 17 and soft < 19, and both split and keep pairs."""
        calc = self.calc
        das = calc.rules.double_after_split
        result: list[dict[Node, float]] = [defaultdict(float) for _ in range(10)]
        levels: list[dict[int, dict[Node, float]]] = [defaultdict(lambda: defaultdict(float))
                                                      for _ in range(10)]
        for up, a, b, p, shoe in deal_probabilities(calc.shoe):
            if is_natural(a, b):
                continue
            hard, ace = a + b + 2, ACE in (a, b)
            keep = p
            if a == b:
                share = same_rank_share(calc, a)
                if chart is None or chart.split(a, up):
                    keep = p if chart is None else p * (1 - share)
                    if not calc.split_hand_locked(a):
                        # ``shoe`` has both pair cards out already
                        for q, s, h, ac in calc.split_hand_weights(a, shoe):
                            node = (s, h, ac, das and calc.can_double(h, ac))
                            levels[up][sum(s)][node] += p * share * q
            if keep > 0:
                levels[up][sum(shoe)][(shoe, hard, ace, calc.can_double(hard, ace))] += keep
        for up in range(10):
            decide = chart.decider(up) if chart is not None else _explore_decide
            lv = levels[up]
            seen = result[up]
            for size in sorted(lv, reverse=True):
                for node, w in lv[size].items():
                    shoe, hard, ace, cd = node
                    total, soft = total_of(hard, ace)
                    if total >= 21:
                        continue
                    seen[node] += w
                    if decide(total, soft, cd) != "H":
                        continue
                    n, children = kids(shoe)
                    level = lv[size - 1]
                    for x, cnt, child_shoe in children:
                        level[(child_shoe, hard + x + 1, ace or x == ACE, False)] += w * cnt / n
        return result


def _explore_decide(total: int, soft: bool, can_double: bool) -> str:
    return "H" if total < (19 if soft else 17) else "S"


def _state_order() -> list[tuple[int, bool]]:
    """Hard 21…11, soft 21…12, hard 10…4: each total's successors come first."""
    return ([(t, False) for t in range(21, 10, -1)] + [(t, True) for t in range(21, 11, -1)]
            + [(t, False) for t in range(10, 3, -1)])


STATE_ORDER = _state_order()


def _derive_once(calc: PlainCalculator, weights: list[dict[Node, float]]) -> Chart:
    chart = Chart()
    for up in range(10):
        by_state: dict[tuple[int, bool], list[tuple[Node, float]]] = defaultdict(list)
        for node, w in weights[up].items():
            by_state[total_of(node[1], node[2])].append((node, w))
        decide = chart.decider(up)
        memo: Memo[Counts] = {}
        seeder = Seeder(calc, up, memo, STATE_ORDER)
        for state in STATE_ORDER:
            total, soft = state
            table = chart.soft if soft else chart.hard
            if total == 21:
                table[(total, up)] = "S"
                seeder.decided(state, "S")
                continue
            sum_s = sum_h = dd = dh = ds = 0.0
            values = []
            for (shoe, hard, ace, cd), w in by_state.get(state, ()):
                vh = calc.hit(up, shoe, hard, ace, decide, memo)
                vs = calc.stand(up, shoe, total) if total >= 12 else vh - 1.0
                values.append((shoe, hard, ace, vh, vs))
                sum_h += w * vh
                sum_s += w * vs
                if cd:
                    dd += w * calc.double(up, shoe, hard, ace)
                    dh += w * vh
                    ds += w * vs
            letter = "H" if sum_h >= sum_s else "S"
            if total in calc.double_totals and dd > (dh if letter == "H" else ds):
                letter = "D" if letter == "H" else "Ds"
            table[(total, up)] = letter
            seeder.decided(state, letter)
            # What the chart now plays with these hands once they may not
            # double is known: kept, so a hand drawing into one of them does
            # not compute it again (the same value ``play`` would compute).
            hits = letter in ("H", "D")
            for shoe, hard, ace, vh, vs in values:
                memo[(up, shoe, hard, ace, False)] = vh if hits else vs
            yielding.check()
        for pair in range(10):
            shoe = minus(minus(calc.shoe, up), pair, 2)
            hard, ace = 2 * pair + 2, pair == ACE
            keep = calc.play(up, shoe, hard, ace, calc.can_double(hard, ace), decide, memo)
            split = calc.split(up, shoe, pair, decide, memo)
            chart.pairs[(pair, up)] = split > keep
        reuse.keep(calc, up, letters(chart, up), memo)
    return chart


def letters(chart: Chart, up: int) -> dict[tuple[int, bool], str]:
    """The chart's letter of every total against ``up``."""
    return {(t, soft): chart.letter(t, soft, up) for t, soft in STATE_ORDER}


def seeded_memos(calc: PlainCalculator, chart: Chart) -> list[Memo[Counts]]:
    """Per up card, a memo holding the kept values valid for ``chart``."""
    memos: list[Memo[Counts]] = [{} for _ in range(10)]
    for up in range(10):
        Seeder(calc, up, memos[up], STATE_ORDER).replay(letters(chart, up))
    return memos


def derive_surrender(calc: PlainCalculator, chart: Chart) -> None:
    """Late surrender cells: a hard total (or a pair) surrenders against an up
    card when, over every first deal making it, giving up half the bet is
    worth more than playing the chart. Only first hands surrender, so the
    other cells are unchanged."""
    gain: dict[tuple[str, int, int], float] = defaultdict(float)
    memos = seeded_memos(calc, chart)
    for up, a, b, p, shoe in deal_probabilities(calc.shoe):
        if is_natural(a, b):
            continue
        hard, ace = a + b + 2, ACE in (a, b)
        total, soft = total_of(hard, ace)
        decide = chart.decider(up)
        surrender = calc.surrender(up, shoe)
        keep = calc.play(up, shoe, hard, ace, calc.can_double(hard, ace), decide, memos[up])
        share = same_rank_share(calc, a) if a == b else 0.0
        if share:
            play = (calc.split(up, shoe, a, decide, memos[up]) if chart.split(a, up)
                    else keep)
            gain[("pair", a, up)] += p * share * (surrender - play)
        if share < 1.0 and not soft:
            gain[("hard", total, up)] += p * (1.0 - share) * (surrender - keep)
    for (kind, key, up), g in gain.items():
        (chart.surrender_pairs if kind == "pair" else chart.surrender_hard)[(key, up)] = g > 0


def derive_chart(calc: PlainCalculator, max_passes: int = 5) -> Chart:
    """The total-dependent basic strategy for ``calc``'s rules and shoe."""
    chart = _derive_play(calc, max_passes)
    if calc.rules.late_surrender:
        derive_surrender(calc, chart)
    return chart


def _derive_play(calc: PlainCalculator, max_passes: int) -> Chart:
    explorer = _Explorer(calc)
    explore = explorer.weights(None)
    chart = _derive_once(calc, explore)
    for _ in range(max_passes):
        reach = explorer.weights(chart)
        mixed = []
        for up in range(10):
            w = {node: EPSILON * x for node, x in explore[up].items()}
            for node, x in reach[up].items():
                w[node] = w.get(node, 0.0) + x
            mixed.append(w)
        new = _derive_once(calc, mixed)
        if new == chart:
            break
        chart = new
    return chart


def natural_share(calc: PlainCalculator) -> float:
    """Chance of a player natural that meets no dealer natural (the share of
    rounds a natural's payout is paid on), one round from ``calc.shoe``."""
    return sum((p * (1.0 - calc.p_blackjack(up, shoe))
                for up, a, b, p, shoe in deal_probabilities(calc.shoe) if is_natural(a, b)), 0.0)


def chart_value(calc: PlainCalculator, chart: Chart | None = None) -> float:
    """Player's expected value per initial bet, one round from ``calc.shoe``,
    playing ``chart`` (or composition-dependent optimal play if None)."""
    total = 0.0
    memos = seeded_memos(calc, chart) if chart is not None else [{} for _ in range(10)]
    for up, a, b, p, shoe in deal_probabilities(calc.shoe):
        yielding.check()
        if is_natural(a, b):
            total += p * calc.natural(up, shoe)
            continue
        hard, ace = a + b + 2, ACE in (a, b)
        cd = calc.can_double(hard, ace)
        if chart is None:
            keep = calc.best(up, shoe, hard, ace)
            if cd:
                keep = max(keep, calc.double(up, shoe, hard, ace))
        else:
            keep = calc.play(up, shoe, hard, ace, cd, chart.decider(up), memos[up])
        surrender = calc.surrender(up, shoe) if calc.rules.late_surrender else None
        t, soft = total_of(hard, ace)
        share = same_rank_share(calc, a) if a == b else 0.0
        value = keep
        if chart is None:
            if surrender is not None:
                keep = max(keep, surrender)
            value = keep
            if share:
                split = calc.split(up, shoe, a)
                value = share * max(keep, split) + (1 - share) * keep
        else:
            unsplit = keep
            if surrender is not None and chart.surrenders(t, soft, None, up):
                unsplit = surrender
            value = unsplit
            if share:
                if surrender is not None and chart.surrenders(t, soft, a, up):
                    split_value = surrender
                elif chart.split(a, up):
                    split_value = calc.split(up, shoe, a, chart.decider(up), memos[up])
                else:
                    split_value = keep
                value = share * split_value + (1 - share) * unsplit
        total += p * (calc.root_blackjack_term(up, shoe) + value)
    return total
