"""The learning environments (extra [rl]) pass their libraries' own checkers
and play whole episodes."""
from __future__ import annotations

import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from game.rl.dealer_env import DealerEnv  # noqa: E402
from game.rl.match_env import MatchEnv  # noqa: E402


@pytest.mark.parametrize("table", ["midnight", "classic"])
def test_the_dealer_environment_passes_gymnasiums_checker(table):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")       # "no spec": made directly, not via gym.make
        check_env(DealerEnv(table), skip_render_check=True)


def test_the_dealer_tables_are_registered_with_gymnasium():
    import gymnasium

    import game.rl  # noqa: F401  (registers the environments)
    env = gymnasium.make("club21/Midnight-v0")
    obs, info = env.reset(seed=1)
    assert obs.shape == env.observation_space.shape and info["action_mask"].any()
    assert env.unwrapped.rules.name == "midnight"


@pytest.mark.parametrize("table", ["midnight", "classic"])
def test_a_dealer_episode_is_one_round_rewarded_with_its_result_in_chips(table):
    env = DealerEnv(table, chips=100)
    rng = np.random.default_rng(1)
    for episode in range(20):
        obs, info = env.reset(seed=episode)
        done = False
        while not done:
            action = rng.choice(np.flatnonzero(info["action_mask"]))
            obs, reward, terminated, truncated, info = env.step(action)
            assert not info["illegal"]
            done = terminated or truncated
        if terminated:
            assert env.table.rounds == 1
            assert reward == env.table.returns()[0] / 100
            assert obs.shape == env.observation_space.shape


def test_an_illegal_dealer_action_changes_nothing():
    env = DealerEnv("classic")
    obs, info = env.reset(seed=3)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[-1])
    after, reward, terminated, truncated, info = env.step(illegal)
    assert info["illegal"] and reward == 0.0 and not terminated
    assert (after == obs).all()


@pytest.mark.parametrize("table, seats", [("showdown", 2), ("showdown", 4), ("indian", 2)])
def test_the_match_environment_passes_pettingzoos_api_test(table, seats):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")       # a dict observation (the action mask) is intended
        api_test(MatchEnv(table, seats=seats), num_cycles=300, verbose_progress=False)


@pytest.mark.parametrize("table, seats, stack", [("showdown", 3, 30), ("indian", 2, 8)])
def test_a_match_episode_ends_with_each_agents_result_as_its_reward(table, seats, stack):
    env = MatchEnv(table, seats=seats, stack=stack)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(max_iter=20_000):
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        action = None if terminated or truncated else \
            int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    assert env.agents == [] and env.table.is_terminal()
    assert [totals[a] for a in env.possible_agents] == env.table.returns()


def test_an_illegal_match_action_is_refused():
    env = MatchEnv("indian")
    env.reset(seed=1)
    obs = env.observe(env.agent_selection)
    with pytest.raises(ValueError):
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
