"""Midnight and Classic as a Gymnasium environment: one episode is one round.

The agent is the table's only player, with ``chips`` in the rack at every
reset. It places its bets, deals, and plays its hands; the episode ends when
the round is settled (``DealerTable.is_terminal``). The reward is the round's
result in chips (``round_returns``), given at the end. The observation is
``game.tables.dealer.encode.observation_tensor``; ``info["action_mask"]``
holds the legal actions. An action that is not legal now changes nothing,
earns 0 and says ``info["illegal"]``; after ``max_steps`` the episode is
truncated (bets and clears could otherwise go on for ever).
"""
from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from game.money import CENTS_PER_CHIP
from game.tables.dealer import encode
from game.tables.dealer.rules import CLASSIC, MIDNIGHT, DealerRules
from game.tables.dealer.table import DealerTable

RULES: dict[str, DealerRules] = {"midnight": MIDNIGHT, "classic": CLASSIC}
SEED_LIMIT = 2**63
BOUND = 1e7      # no number in an observation comes near this many chips


class DealerEnv(gym.Env[np.ndarray, np.int64]):
    metadata = {"render_modes": ["ansi"]}

    def __init__(self, table: str = "midnight", chips: int = 1000, max_steps: int = 200,
                 render_mode: str | None = None):
        if table not in RULES:
            raise ValueError(f"DealerEnv plays {', '.join(RULES)}, not {table!r}")
        self.rules = RULES[table]
        self.chips = chips
        self.max_steps = max_steps
        self.render_mode = render_mode
        size = encode.observation_size(self.rules)
        self.observation_space = spaces.Box(-BOUND, BOUND, (size,), np.float32)
        self.action_space = spaces.Discrete(encode.action_count(self.rules))
        self.table = DealerTable(self.rules, 0, [chips])
        self.steps = 0

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        table_seed = int(self.np_random.integers(SEED_LIMIT))
        self.table = DealerTable(self.rules, table_seed, [self.chips])
        self.steps = 0
        return self._observation(), self._info(illegal=False)

    def step(self, action: np.int64 | int) -> tuple[
            np.ndarray, float, bool, bool, dict[str, Any]]:
        self.steps += 1
        chosen = encode.action_at(self.table, int(action))
        illegal = chosen is None or not self.table.is_legal(chosen)
        if chosen is not None and not illegal:
            self.table.apply(chosen)
        self.table.events()                      # nobody animates them here
        terminated = self.table.is_terminal()
        reward = self.table.round_returns()[0] / CENTS_PER_CHIP if terminated else 0.0
        truncated = not terminated and self.steps >= self.max_steps
        return self._observation(), reward, terminated, truncated, self._info(illegal)

    def action_masks(self) -> np.ndarray:
        """The legal actions now (the name sb3-contrib's MaskablePPO asks for)."""
        return np.array(encode.action_mask(self.table, 0), dtype=np.int8)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        o = self.table.observation(0)
        hands = "  ".join(" ".join(h.cards) + f" ({h.total})" for h in o.hands)
        dealer = " ".join(c or "??" for c in o.dealer_cards)
        return f"dealer {dealer} ({o.dealer_total})  you {hands}  phase {o.phase.value}"

    def _observation(self) -> np.ndarray:
        return np.array(encode.observation_tensor(self.table, 0), dtype=np.float32)

    def _info(self, illegal: bool) -> dict[str, Any]:
        return {"action_mask": self.action_masks(), "illegal": illegal}
