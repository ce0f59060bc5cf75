"""The local best response: knows the bot's strategy (its state at each
round's start and its public moves), never its own card or the bot's dice,
and finds an exploit when there is one."""
import random
import sys
from pathlib import Path

from game.ai.base import BaseBot
from game.ai.indian.best_response import (
    Exposed,
    LocalBestResponse,
    freeze,
    mask,
    thaw,
    unmask,
)
from game.ai.indian.opponents import K, RulesBot, stay_in
from game.ai.registry import make_bot
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import CALL, HIT, PASS, IndianKind, IndianPhase, raise_to

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench.indian_chips import ratio_interval
from bench.indian_lbr import sitting


class FoldsToAnyRaise(RulesBot):
    """A deliberately weak fixed strategy: opens to 2, passes, never hits,
    and folds to every raise."""

    name = "indian/folds-to-any-raise"

    def hit(self, obs, rng):
        return False

    def bet(self, obs, kinds, rng):
        m, o = self.bets(obs)
        if o > m and K.FOLD in kinds:
            return kinds[K.FOLD][0]
        if stay_in(kinds) is None:
            return min(kinds[K.RAISE], key=lambda a: a.amount)
        return stay_in(kinds)


def test_freezing_a_bot_leaves_its_dice_behind():
    bot = make_bot("indian", "hard")
    bot._rng = random.Random(5)                 # as if it had just decided
    copy = thaw(freeze(bot))
    assert copy._rng.random() == random.Random(0).random()
    assert copy.stats == bot.stats and copy is not bot


def test_a_masked_observation_hides_the_others_first_card_and_unmasks_exactly():
    t = IndianTable(INDIAN, seed=1, cards=["9", "5", "2"])
    obs = t.observation(0)                      # player 0 sees the other's 2
    masked, at = mask(obs)
    assert "2" not in masked.opponent_cards and masked.seen_cards.count("2") == 0
    assert unmask(masked, at, 2) == obs


def test_the_exposed_bot_is_copied_before_it_sees_the_round():
    t = IndianTable(INDIAN, seed=1, cards=["9", "5", "2"])
    exposed = Exposed(make_bot("indian", "hard"))
    before = freeze(exposed.inner)
    exposed.act(t.observation(0), t.legal_actions(), random.Random(1))
    assert exposed.snapshot(t.round_no) == before
    assert len(exposed.moves) == 1 and exposed.moves[0].masked.opponent_cards[0] == ""


def _decide(mine: str, total: int) -> object:
    # The bot (player 0, hard) opens to ``total`` (its only legal move here,
    # so both tables stay alike); the LBR (player 1) holds ``mine``.
    t = IndianTable(INDIAN, seed=1, cards=["9", "5", mine])
    exposed = Exposed(make_bot("indian", "hard"))
    lbr = LocalBestResponse(exposed)
    t.apply(exposed.act(t.observation(0), [raise_to(total)], random.Random(3)))
    return lbr.act(t.observation(1), t.legal_actions(), random.Random(4))


def test_the_lbr_decides_the_same_whatever_its_hidden_card_is():
    for total in (2, 9, 20):
        assert _decide("2", total) == _decide("11", total)


def test_the_lbr_plays_only_legal_moves_from_its_own_observation():
    class Checked(BaseBot):
        def __init__(self, inner):
            super().__init__()
            self.inner, self.n = inner, 0

        def act(self, obs, legal, rng):
            assert obs.own_first_card is None or obs.phase in (IndianPhase.RESULT,
                                                               IndianPhase.OVER)
            a = self.inner.act(obs, legal, rng)
            assert a in legal
            self.n += 1
            return a

    t = IndianTable(INDIAN, seed=8)
    exposed = Exposed(make_bot("indian", "normal"))
    lbr = Checked(LocalBestResponse(exposed))
    bots, rngs = [exposed, lbr], [random.Random(1), random.Random(2)]
    while not t.is_over() and t.round_no <= 12:
        who = t.current_player()
        who = 0 if who not in (0, 1) else who
        t.apply(bots[who].act(t.observation(who), t.legal_actions(), rngs[who]))
        t.events()
    assert lbr.n > 10


def test_the_lbr_finds_the_exploit_of_a_bot_that_folds_to_any_raise(monkeypatch):
    import bench.indian_lbr as bench
    monkeypatch.setattr(bench, "make_bot", lambda game, level: FoldsToAnyRaise())
    flows = []
    for s in range(4):
        net, played, _ = sitting("folds", seed=2, s=s, rounds=10)
        flows.append((net, played))
    c, lo, _ = ratio_interval(flows)
    # It raises every round and takes the bot's bet: about +1 to +2 a round.
    assert lo > 0.5, (c, lo)


def test_the_lbr_raises_when_the_bot_always_folds_to_a_raise():
    t = IndianTable(INDIAN, seed=1, cards=["9", "5", "2"])
    exposed = Exposed(FoldsToAnyRaise())
    lbr = LocalBestResponse(exposed)
    t.apply(exposed.act(t.observation(0), t.legal_actions(), random.Random(3)))
    action = lbr.act(t.observation(1), t.legal_actions(), random.Random(4))
    assert action.kind is IndianKind.RAISE and action == raise_to(3)


def test_a_value_whose_last_copy_was_hit_is_no_longer_my_card():
    # community 3, the bot (player 0) holds a 3, the LBR a 5; both hit a 3:
    # every 3 is seen, so the LBR's card cannot be one, though it could at the deal.
    t = IndianTable(INDIAN, seed=1, cards=["3", "3", "5", "3", "3"])
    exposed = Exposed(make_bot("indian", "hard"))
    lbr = LocalBestResponse(exposed)
    t.apply(exposed.act(t.observation(0), [raise_to(2)], random.Random(1)))
    lbr.act(t.observation(1), t.legal_actions(), random.Random(2))   # prices round 1
    t.apply(CALL)
    t.apply(exposed.act(t.observation(0), [HIT], random.Random(1)))
    t.apply(HIT)
    t.apply(exposed.act(t.observation(0), [PASS], random.Random(1)))
    post = lbr.posterior(t.observation(1))
    assert 3 not in post and abs(sum(post.values()) - 1) < 1e-9
    assert lbr.act(t.observation(1), t.legal_actions(), random.Random(2)) in t.legal_actions()
