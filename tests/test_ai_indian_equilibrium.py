"""The hard Indian bot's equilibrium strategy: the shipped file, the abstract
round it was solved in, and the spots a bully aims at."""
import random
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.indian import strategy as strategy_file
from game.ai.indian.abstract import BUCKETS, bucket, ladder, translate
from game.ai.indian.strategy import MAGIC, STRATEGY_FILE, Strategy, StrategyFileError, strategy
from game.ai.registry import make_bot
from game.sim.tournament import indian_match
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import CALL, FOLD, PASS, IndianKind, IndianPhase, raise_to

ROOT = Path(__file__).resolve().parents[1]


def test_the_ladder_climbs_from_2_to_the_cap_in_at_most_four_rungs():
    assert ladder(30) == (2, 5, 12, 30)
    assert ladder(2) == (2,) and ladder(1) == ()
    for cap in range(2, 40):
        rungs = ladder(cap)
        assert rungs[0] == 2 and rungs[-1] == cap and list(rungs) == sorted(set(rungs))
        assert len(ladder(bucket(cap))) == len(rungs)


def test_a_raise_between_two_rungs_is_read_as_one_of_them():
    rungs = ladder(30)
    seen = {translate(8, rungs, -1, u / 100) for u in range(100)}
    assert seen == {1, 2}
    assert translate(30, rungs, -1, 0.5) == 3 and translate(5, rungs, -1, 0.99) == 1
    assert translate(3, rungs, 1, 0.0) == 2          # never at or below the rung bet already
    assert translate(31, rungs, -1, 0.5) == 3        # past the top rung: the top rung


def test_every_shipped_information_set_is_a_distribution():
    s = strategy()
    assert sorted(s.buckets) == list(BUCKETS)
    for cap, b in s.buckets.items():
        root = s.node(cap, "")
        assert root is not None and root[0] == 0     # the starter opens
        for path, (_player, tokens, offset) in b["nodes"].items():
            infos = 11 * 11 * 11 ** path.count("h")
            rows = s.tables(cap)[offset:offset + infos * len(tokens)]
            sums = {sum(rows[i:i + len(tokens)]) for i in range(0, len(rows), len(tokens))}
            assert sums <= {0, 255}, (cap, path)
            if path == "":
                assert sums == {255}                 # every opening is shipped


@pytest.mark.parametrize("aimed", [False, True])
@pytest.mark.parametrize("community", ["2", "6", "10"])
def test_the_equilibrium_layer_calls_a_big_raise_when_the_raiser_shows_a_1_at_30_v_30(
        community, aimed, monkeypatch):
    # Player 0 opens (round 1) holding a 1 that player 1, the hard bot, sees.
    # Not aimed: the first big raise of a match, the equilibrium's. aimed:
    # its big raises were seen to come on weak cards; the equilibrium layer
    # is pinned, since by default the Bayesian reader then keeps big pots
    # (``pot_owner``) and may fold them.
    from game.ai.indian import pot_owner
    if aimed:
        monkeypatch.setattr(pot_owner, "BIG_POTS", pot_owner.BigPots.EQUILIBRIUM)
    for total in (7, 10, 15, 22, 30):
        for seed in range(10):
            t = IndianTable(INDIAN, seed=seed, cards=[community, "1", "9"])
            t.apply(raise_to(total))
            bot = make_bot("indian", "hard")
            if aimed:
                bot.blind_raises = [-3.0] * 8
                assert not bot.raises_blind
            action = bot.act(t.observation(1), t.legal_actions(), random.Random(seed))
            assert action.kind is not IndianKind.FOLD, (community, total, seed)


def test_hard_rarely_leaves_the_tree_whatever_the_opponent_does():
    # Off the tree (a move the abstraction cannot name, or a spot its own
    # strategy never reaches after a small-pot move) it plays the odds.
    stats = {}
    for opp in ("maniac", "uniform", "normal", "raise-7"):
        for k in range(3):
            m = indian_match("hard", opp, seed=4, k=k, max_rounds=300, items="both")
            for key, v in m.stats.items():
                stats[key] = stats.get(key, 0) + v
    bets = sum(stats.get(f"A.{k}", 0) for k in ("call", "raise", "fold", "pass"))
    assert stats.get("A.fallback", 0) <= 0.1 * bets, stats


def test_the_solver_gives_the_same_file_for_the_same_seed(tmp_path):
    outs = []
    for name in ("a.bin", "b.bin"):
        out = tmp_path / name
        subprocess.run([sys.executable, str(ROOT / "tools" / "indian_cfr.py"), "--iterations",
                        "2", "--caps", "2,3", "--seed", "7", "--out", str(out)],
                       check=True, capture_output=True, cwd=ROOT)
        outs.append(out.read_bytes())
    assert outs[0] == outs[1] and len(outs[0]) > 100


def test_big_raises_count_as_blind_only_once_enough_were_seen_not_to_aim_at_weak_cards():
    bot = make_bot("indian", "hard")
    assert not bot.raises_blind                   # unknown yet: the equilibrium answers
    bot.blind_raises = [0.5]                      # my card was average when it raised big
    assert bot.raises_blind
    bot.blind_raises = [-3.0, -2.0, -2.5, 1.0] * 2   # my card was weak when it raised big
    assert not bot.raises_blind
    bot.reset()
    assert not bot.raises_blind


def test_an_aimed_big_raise_the_read_prices_as_a_loss_is_folded_but_a_blind_one_is_not():
    # Player 0 opens to the cap showing an 11 on a community 10 (a Blackjack).
    from game.ai.indian.bots import read
    t = IndianTable(INDIAN, seed=1, cards=["10", "11", "5"])
    t.apply(raise_to(30))
    bot = make_bot("indian", "hard")
    obs = t.observation(1)
    bot.blind_raises = [-3.0] * 8                 # its big raises came on my weak cards
    assert bot._read_says_fold(obs, read(obs))
    bot.blind_raises = [0.0] * 8                  # an always-raiser: the odds answer it
    assert not bot._read_says_fold(obs, read(obs))


def test_a_fresh_read_of_the_strategy_file_gives_the_shipped_tables():
    fresh, shipped = Strategy(STRATEGY_FILE.read_bytes()), strategy()
    assert fresh.meta == shipped.meta and fresh.meta["method"].startswith("CFR+")
    assert fresh.buckets == shipped.buckets and sorted(fresh.buckets) == [2, 3, 4, 6, 12, 30]
    assert fresh.ladder(30) == (2, 5, 12, 30) and fresh.node(2, "") == (0, ["f", "r0"], 0)
    assert fresh.node(2, "no such path") is None and fresh.node(5, "") is None
    for b in fresh.buckets:
        assert fresh.tables(b) == shipped.tables(b)
    assert fresh.probs(2, "", 5, 9, (None, None)) == shipped.probs(2, "", 5, 9, (None, None))


def test_a_damaged_strategy_file_is_refused_with_a_reason():
    data = STRATEGY_FILE.read_bytes()
    not_ours, damaged = "not an Indian strategy file", "damaged strategy file"
    for bad, why in ((b"", not_ours), (b"XXXXX" + data[5:], not_ours), (data[:8], not_ours),
                     (MAGIC + struct.pack(">I", 0), damaged),
                     (MAGIC + struct.pack(">I", 5) + b"{nope", damaged)):
        with pytest.raises(StrategyFileError, match=why):
            Strategy(bad)
    cut = Strategy(data[:-200])                  # the last bucket's tables cut short
    with pytest.raises(StrategyFileError, match=damaged):
        for b in sorted(cut.buckets, key=lambda b: cut.buckets[b]["at"]):
            cut.tables(b)


def test_a_missing_strategy_file_is_named(monkeypatch, tmp_path):
    monkeypatch.setattr(strategy_file, "STRATEGY_FILE", tmp_path / "strategy.bin")
    strategy_file.strategy.cache_clear()
    try:
        with pytest.raises(StrategyFileError, match="cannot read strategy.bin"):
            strategy_file.strategy()
    finally:
        strategy_file.strategy.cache_clear()


def test_each_strategy_token_becomes_its_table_action_and_extends_the_path():
    from types import SimpleNamespace

    from game.ai.indian.equilibrium import EquilibriumIndianBot, RoundPath
    K = IndianKind
    fold, call, pass_ = FOLD, CALL, PASS
    raises = [raise_to(t) for t in (4, 6, 13, 30)]
    kinds = {K.FOLD: [fold], K.CALL: [call], K.PASS: [pass_], K.RAISE: raises}
    bot = EquilibriumIndianBot()
    for phase, seg in ((IndianPhase.BET1, "bet1"), (IndianPhase.BET2, "bet2")):
        obs = SimpleNamespace(phase=phase)
        p = RoundPath(1)
        p.cap = 30                               # ladder (2, 5, 12, 30)
        assert [bot._realise(obs, None, p, kinds, t) for t in ("f", "c", "p")] == [
            fold, call, pass_]
        assert bot._realise(obs, None, p, kinds, "r1") == raise_to(6)   # the rung 5, or above
        assert p.rung == 1 and getattr(p, seg) == ["f", "c", "p", "r1"]
        assert bot._realise(obs, None, p, {K.RAISE: raises[:1]}, "r2") is None  # none reaches 12
        assert bot._realise(obs, None, p, {K.FOLD: [fold]}, "c") is None
        assert bot._realise(obs, None, p, {K.CALL: [call]}, "p") is None
        assert getattr(p, seg) == ["f", "c", "p", "r1"] and p.rung == 1


def test_the_match_value_of_a_coin_flip_is_below_its_chips_for_the_favourite():
    from game.ai.indian import exploit as ex
    from game.ai.indian.defence import fold_value, showdown_value
    from game.ai.indian.odds import Edge
    V = ex.value_curve(60, 2 * 2.0 / 10 ** 2)
    flip = Edge(sign=0.0, extra=0.0, win=0.5, lose=0.5)
    assert showdown_value(V, 30, 10, flip) < V[30]          # a fair flip costs the favourite
    assert showdown_value(V, 30, 10, Edge(0.9, 0.0, 0.95, 0.05)) > V[30]
    assert fold_value(V, 30, 1, 0.0, 10) == V[29]
    assert fold_value(V, 30, 1, 1.0, 10) == V[19]            # folding a 21 pays the penalty


def test_a_blind_raise_on_a_marginal_hand_is_folded_by_match_value_but_a_strong_one_called():
    # Player 0 opens to 10; hard (player 1) has judged its big raises blind.
    weak = IndianTable(INDIAN, seed=1, cards=["9", "11", "5"])   # it shows 20
    strong = IndianTable(INDIAN, seed=1, cards=["9", "2", "5"])  # it shows 11
    kinds = []
    for t in (weak, strong):
        t.apply(raise_to(10))
        bot = make_bot("indian", "hard")
        bot.blind_raises = [0.0] * 4
        kinds.append(bot.act(t.observation(1), t.legal_actions(), random.Random(1)).kind)
        assert bot.stats.get("blind_raise") == 1
    assert kinds[0] is IndianKind.FOLD and kinds[1] is not IndianKind.FOLD
