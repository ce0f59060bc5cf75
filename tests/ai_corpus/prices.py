"""What every bot chooses and prices at the corpus positions (``prices.json``).

The decision corpus pins only the decisions that are forced. This record
holds, for every bot of Showdown and Indian (the menu levels and the sparring
opponents), the move it makes at each turn of the tested seat in the corpus
scripts, under the replay's random draw and two more, and the numbers behind
the move: stand and hit values at Showdown (a level's own model, the best
response's and the exact solver's), the odds, the exploit tree's move and the
equilibrium strategy's mix at Indian. A changed price fails even before it
flips a decision. Classic's seat-mates have no corpus: their record is every
move of a few seeded tables they play alone. The corpus plays Indian without
items: short seeded matches with items pin their outcome and every counted
move (items used, pots played by the strategy or the reader ...).

It pins what the bots do today, not that it is right (the corpus and the
strength tests do that). After a deliberate change of a bot, write it again
and review the diff: ``python tests/ai_corpus/prices.py``.
"""
from __future__ import annotations

import copy
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if __name__ == "__main__":
    sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from ai_corpus.replay import encode, replay  # noqa: E402

from game.ai.base import BaseBot  # noqa: E402
from game.ai.classic.bots import DealerTableBot, midnight_bot  # noqa: E402
from game.ai.external import protocol as proto  # noqa: E402
from game.ai.indian import bots as indian_bots  # noqa: E402
from game.ai.indian import hard as indian_hard  # noqa: E402
from game.ai.indian import odds as indian_odds  # noqa: E402
from game.ai.indian import opponents as indian_opponents  # noqa: E402
from game.ai.indian.equilibrium import EquilibriumIndianBot  # noqa: E402
from game.ai.registry import make_bot  # noqa: E402
from game.ai.showdown.bots import HardShowdownBot, ShowdownBot  # noqa: E402
from game.ai.showdown.exact import exact_values  # noqa: E402
from game.ai.showdown.opponents import BestResponse  # noqa: E402
from game.tables.dealer.actions import Kind as DealerKind  # noqa: E402
from game.tables.dealer.rules import CLASSIC, MIDNIGHT  # noqa: E402
from game.tables.dealer.table import DealerTable  # noqa: E402
from game.tables.dealer.view import Phase  # noqa: E402
from game.tables.indian.view import IndianKind, IndianPhase  # noqa: E402
from game.tables.showdown.view import ShowdownPhase  # noqa: E402

BOTS = {
    "showdown": ("random", "easy", "normal", "hard", "hit17", "stand12", "beatbest", "br"),
    "indian": ("random", "easy", "normal", "hard", "bayes", "maniac", "raise-3", "raise-12",
               "raise-always-4", "raise-always-16", "raise-favoured-4", "raise-favoured-16",
               "bully", "station", "tag", "uniform", "pressure", "mimic"),
}
CLASSIC_BOTS = ("random", "easy", "normal", "midnight")
CLASSIC_TABLES = ((1, (1000, 300, 40)), (2, (5000,)), (3, (120, 2000)))   # (seed, chips)
CLASSIC_MOVES = 300                            # moves a table is played for
ITEM_LEVELS = ("easy", "normal", "hard", "bayes", "random")
ITEM_MATCHES = (("normal", "a", 0), ("hard", "b", 1), ("bayes", "both", 2), ("easy", "both", 3))
ITEM_ROUNDS = 12
SCRIPT_EVERY = {"showdown": 4, "indian": 3}   # every n-th corpus script: enough, and fast
EXTRA_DRAWS = (10_001, 10_002)                # moves asked again, on a copy of the bot
BETTING = (IndianKind.RAISE, IndianKind.CALL, IndianKind.FOLD, IndianKind.PASS)
EXACT_LATER_MAX = 1                            # the exact solver only where it is quick
PATH = HERE / "prices.json"


def corpus(game: str) -> list[dict]:
    scripts = json.loads((HERE / f"{game}.json").read_text(encoding="utf-8"))
    return scripts[::SCRIPT_EVERY[game]]


def _r(x: float) -> float:
    return float(f"{x:.12g}")


def showdown_prices(bot: BaseBot, obs: Any) -> list[float]:
    if obs.phase is not ShowdownPhase.PLAY:
        return []
    out: list[float] = []
    if isinstance(bot, ShowdownBot | BestResponse):
        out += copy.deepcopy(bot).values(obs)
    if isinstance(bot, HardShowdownBot):
        spot, shoe, refill = bot.spot(obs)
        out += [sum(shoe), sum(refill)]
        if len(spot.later) <= EXACT_LATER_MAX:
            out += exact_values(spot, shoe, refill, frozen_later=True, frozen_refill=True)
    return out


def indian_prices(bot: BaseBot, obs: Any, legal: list, words: list[str]) -> list[float]:
    """The numbers (and, into ``words``, the exploit tree's move and the mix's tokens)."""
    if obs.phase not in (IndianPhase.BET1, IndianPhase.HIT, IndianPhase.BET2):
        return []
    v = indian_bots.read(obs)
    kinds = indian_bots.by_kind(legal)
    out: list[float] = []
    probe: Any = copy.deepcopy(bot)   # asking may move a bot's state on: ask a copy
    if isinstance(bot, indian_opponents.RulesBot):
        out += [indian_opponents.win_chance(obs), float(indian_opponents.wants_hit(obs))]
    if isinstance(bot, indian_bots.NormalIndianBot):
        belief = probe.belief(obs, v)
        stake = max(v.opp_bet, v.my_bet, 1)
        ed = indian_odds.combine(belief, probe.edges(obs, v, belief, stake))
        out += [ed.sign, ed.ev(stake), probe.fold_ev(belief, v)]
        if obs.phase is IndianPhase.HIT:
            out += [indian_odds.hit_gain(belief, v.community, {v.opp_key: 1.0}, v.pool, stake,
                                         probe.rules),
                    float(indian_hard.hit_vs_random(v, probe.rules))]
        elif indian_bots.K.NEXT not in kinds and len(legal) > 1:
            betting = {k: a for k, a in kinds.items() if k in BETTING}
            if betting:
                words.append(encode(indian_hard.exploit_move(obs, v, betting, probe.rules)))
    if isinstance(bot, indian_hard.BayesIndianBot | EquilibriumIndianBot):
        belief = (probe.bayes if isinstance(probe, EquilibriumIndianBot) else probe).belief(obs, v)
        out += [belief.get(x, 0.0) for x in range(1, 12)]
    if isinstance(probe, EquilibriumIndianBot):
        path = probe._sync(obs, v, random.Random(0))
        mix = probe._mix(obs, v, path) or {}
        out += [float(probe.exploiting), float(probe.raises_blind)]
        out += [p for _, p in sorted(mix.items())]
        words.append(" ".join(sorted(mix)))
    return out


def record(game: str, script: dict, level: str) -> Iterator[list]:
    """One row a turn: [step, the moves under three draws (and the words), *prices];
    then [-1, every count the bot kept]."""
    rows: list[list] = []

    def choose(bot: BaseBot, obs: Any, legal: list, step: int) -> Any:
        words: list[str] = []
        prices = (showdown_prices(bot, obs) if game == "showdown"
                  else indian_prices(bot, obs, legal, words))
        extra = [encode(copy.deepcopy(bot).act(obs, legal, random.Random(k)))
                 for k in EXTRA_DRAWS]
        words.append(str(copy.deepcopy(bot).offer(obs, legal[-1], random.Random(step))))
        action = bot.act(obs, legal, random.Random(step))
        rows.append([step, "|".join([encode(action), *extra, *words]),
                     *(_r(p) for p in prices)])
        return action

    bot = make_bot(game, level)
    for _ in replay(script, bot, choose):
        pass
    # what it counted (moves by kind, the sparring bots' answers to their raises ...)
    rows.append([-1, "|".join(f"{k}={v}" for k, v in sorted(bot.stats.items()))])
    yield from rows


def classic_record(level: str, seed: int, chips: tuple[int, ...]) -> list[list]:
    """Every move of a seeded Classic (or Midnight) table whose seats all play
    ``level``: [seat, the move, its bet target, whether its bet is placed]."""
    rules = MIDNIGHT if level == "midnight" else CLASSIC
    table = DealerTable(rules, seed=seed, chips=list(chips[:1] if level == "midnight" else chips))
    seats = len(table.observation(0).chips)
    bots: list[Any] = [midnight_bot() if level == "midnight" else make_bot("classic", level)
                       for _ in range(seats)]
    rng = random.Random(seed)
    rows: list[list] = []
    for _ in range(CLASSIC_MOVES):
        if table.is_over():
            break
        legal = table.legal_actions()
        if table.phase is Phase.BETTING:
            # every seat says what it wants; the first chip asked for is placed
            asked = [(p, bots[p].act(table.observation(p), legal, rng)) for p in range(seats)]
            for p, a in asked:
                obs = table.observation(p)
                placed = (isinstance(bots[p], DealerTableBot) and p in obs.spot_owner)
                rows.append([p, repr(a), *([bots[p].bet_target(obs), bots[p].bet_done(obs)]
                                           if placed else [])])
            chips_asked = [a for _, a in asked if a.kind is DealerKind.BET]
            action = chips_asked[0] if chips_asked else asked[0][1]
        else:
            who = table.current_player()
            assert who is not None
            action = bots[who].act(table.observation(who), legal, rng)
            rows.append([who, repr(action)])
        table.apply(action)
    rows.append(["counted", *("|".join(f"{k}={v}" for k, v in sorted(b.stats.items()))
                              for b in bots)])
    return rows


def items_record(level: str) -> list[list]:
    """[opponent, items, match, winner, rounds, every counted move] of short
    seeded matches with items."""
    from game.sim.tournament import forget_opponents, indian_match
    out: list[list] = []
    for opponent, items, k in ITEM_MATCHES:
        forget_opponents()
        m = indian_match(level, opponent, seed=36, k=k, max_rounds=ITEM_ROUNDS, items=items)
        out.append([opponent, items, k, m.winner, m.rounds, sorted(m.stats.items())])
    return out


PROTOCOL_SCRIPTS = 3          # corpus scripts a game whose messages are pinned
ANSWERS = ("stand", "  HIT ", "decline", "raise 4", "raise 99", "fold", "", "x" * 201,
           "dance " * 20)


class _Listener(BaseBot):
    """Writes down the protocol's messages for the seat it sits in."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game, self.lines = game, list[str]()
        self.seen: list[Any] = []

    def observe(self, observation: Any) -> None:
        self.seen = [observation]
        if proto.is_result_screen(self.game, observation):
            self.lines.append(proto.encode(proto.round_over(self.game, 1, observation)).decode())


def protocol_record(game: str, script: dict) -> list[str]:
    """The messages an external bot in the tested seat is sent, and how its
    answers would be read at the first decision."""
    listener = _Listener(game)
    lines = [proto.encode(proto.match_start(game, 1, script["seat"], script["seats"],
                                            script["table_seed"], 2.5)).decode()]

    def choose(bot: BaseBot, obs: Any, legal: list, step: int) -> Any:
        words = [proto.word(game, a) for a in legal]
        lines.append(proto.encode(proto.decision(game, 1, step, obs, words, step % 2 == 0))
                     .decode())
        if step == script["seat"] or len(lines) == 2:
            for text in ANSWERS:
                try:
                    got = proto.parse_answer(game, text, legal, legal[0] if "decline" in text
                                             else None)
                    lines.append(f"{text!r} -> {got}")
                except proto.BadAnswer as e:
                    lines.append(f"{text!r} -> {e.kind} {e.text!r} {e}")
            lines.append(f"safe {proto.safe_action(game, legal)}")
        return legal[0]

    for _ in replay(script, listener, choose):
        pass
    lines += listener.lines
    for obs in listener.seen[-1:]:
        lines.append(proto.encode(proto.match_over(game, 1, obs, obs.player, 4)).decode())
    return lines


def build() -> dict:
    out: dict = {}
    for game in BOTS:
        for i, script in enumerate(corpus(game)[:PROTOCOL_SCRIPTS]):
            out[f"protocol {game} {i}"] = protocol_record(game, script)
    for level in ITEM_LEVELS:
        out[f"items {level}"] = items_record(level)
    for level in CLASSIC_BOTS:
        for seed, chips in CLASSIC_TABLES:
            out[f"classic {seed} {level}"] = classic_record(level, seed, chips)
    for game, levels in BOTS.items():
        for i, script in enumerate(corpus(game)):
            for level in levels:
                out[f"{game} {i} {level}"] = list(record(game, script, level))
    return out


if __name__ == "__main__":
    PATH.write_text(json.dumps(build(), separators=(",", ":"), sort_keys=True) + "\n",
                    encoding="utf-8")
    print(f"{PATH.name}: {PATH.stat().st_size} bytes")
