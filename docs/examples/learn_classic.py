"""Learn when to hit at Classic (Monte-Carlo control), then evaluate it."""
import random
import sys
from collections import defaultdict

from game.rl.dealer_env import DealerEnv
from game.tables.dealer.actions import DEAL, HIT, NO_INSURE, STAND, bet
from game.tables.dealer.encode import action_index

env = DealerEnv("classic", chips=1000)
value = defaultdict(float)       # (hand total, soft, dealer's up card, action) -> mean result
visits = defaultdict(int)
rng = random.Random(1)


def play(policy, seed):
    """One round: bet 5 chips, deal, then ``policy`` picks HIT or STAND."""
    env.reset(seed=seed)
    for fixed in (bet(0, 5), DEAL):
        *_, done, _, info = env.step(action_index(env.rules, fixed))
    seen, reward = [], 0.0
    while not done:
        o = env.table.observation(0)
        if o.phase.value == "insurance":
            action = NO_INSURE
        else:
            state = (o.hands[o.active_hand].total, o.hands[o.active_hand].soft,
                     o.dealer_total)
            action = policy(state)
            seen.append((state, action))
        _, reward, done, _, info = env.step(action_index(env.rules, action))
    return seen, reward


def greedy(state):
    return max((STAND, HIT), key=lambda a: value[state, a])


def exploring(state):
    return rng.choice((HIT, STAND)) if rng.random() < 0.2 else greedy(state)


for episode in range(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000):
    seen, reward = play(exploring, episode)
    for state, action in seen:
        visits[state, action] += 1
        value[state, action] += (reward - value[state, action]) / visits[state, action]

rounds = range(10**6, 10**6 + 2000)   # other seeds than the training rounds
learned = sum(play(greedy, seed)[1] for seed in rounds) / len(rounds)
standing = sum(play(lambda state: STAND, seed)[1] for seed in rounds) / len(rounds)
print(f"chips per 5-chip round: learned {learned:+.3f}, always stand {standing:+.3f}")
