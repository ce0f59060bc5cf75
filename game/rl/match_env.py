"""Showdown and Indian as PettingZoo AEC environments: one episode is one match.

Agents are ``seat_0``, ``seat_1``, ... in seat order. Each observation is a
dict: ``observation`` (``game.tables.<table>.encode.observation_tensor`` of
that seat) and ``action_mask``. The reward after every step is each seat's
change in ``returns()`` (tokens at Showdown, chips at Indian), so an agent's
cumulative reward is its match result. The result screens between rounds
(NEXT, which anyone may press) are passed automatically. A Showdown seat that
cannot ante is out (terminated) at once; when the match is over every agent
is terminated. An action that is not legal raises ValueError.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from game.tables.common import ANYONE
from game.tables.indian import encode as indian_encode
from game.tables.indian.table import IndianTable
from game.tables.indian.view import NEXT as INDIAN_NEXT
from game.tables.showdown import encode as showdown_encode
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import NEXT as SHOWDOWN_NEXT

SEED_LIMIT = 2**63
BOUND = 1e7
MatchTable = ShowdownTable | IndianTable


class MatchEnv(AECEnv[str, dict[str, np.ndarray], int | None]):
    metadata = {"render_modes": ["ansi"], "name": "club21_match_v0",
                "is_parallelizable": False}

    def __init__(self, table: str = "showdown", seats: int = 2, stack: int | None = None,
                 render_mode: str | None = None):
        super().__init__()
        if table not in ("showdown", "indian"):
            raise ValueError(f"MatchEnv plays showdown and indian, not {table!r}")
        if table == "indian" and seats != 2:
            raise ValueError("indian is for 2 players")
        self.table_name = table
        self.render_mode = render_mode
        self._build: Callable[[int], MatchTable] = (
            (lambda seed: ShowdownTable(seed=seed, tokens=[stack or 100] * seats))
            if table == "showdown" else
            (lambda seed: IndianTable(seed=seed, chips=(stack or 30,) * 2)))
        self.table: MatchTable = self._build(0)
        self.possible_agents = [f"seat_{s}" for s in range(seats)]
        n_actions, size = self._sizes()
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(-BOUND, BOUND, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _sizes(self) -> tuple[int, int]:
        if isinstance(self.table, ShowdownTable):
            return len(showdown_encode.ACTIONS), showdown_encode.OBSERVATION_SIZE
        return indian_encode.action_count(self.table), indian_encode.OBSERVATION_SIZE

    # -- the AEC surface ------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.table = self._build(int(self._rng.integers(SEED_LIMIT)))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        # returns() count from the start; the antes the table took as it was
        # built are in the first step's rewards (rewards at reset must be 0).
        self._returns = [0] * len(self.agents)
        self._pass_results()
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        if isinstance(self.table, ShowdownTable):
            tensor = showdown_encode.observation_tensor(self.table, seat)
            mask = showdown_encode.action_mask(self.table, seat)
        else:
            tensor = indian_encode.observation_tensor(self.table, seat)
            mask = indian_encode.action_mask(self.table, seat)
        return {"observation": np.array(tensor, dtype=np.float32),
                "action_mask": np.array(mask, dtype=np.int8)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.possible_agents.index(agent)
        if action is None or not self.observe(agent)["action_mask"][int(action)]:
            raise ValueError(f"{agent} may not take action {action!r} now")
        self._cumulative_rewards[agent] = 0.0
        if isinstance(self.table, ShowdownTable):
            self.table.apply(showdown_encode.ACTIONS[int(action)])
        else:
            chosen = indian_encode.action_at(self.table, seat, int(action))
            assert chosen is not None                 # the mask said it is legal
            self.table.apply(chosen)
        self._settle()

    def _pass_results(self) -> None:
        table = self.table
        while table.current_player() == ANYONE:
            if isinstance(table, ShowdownTable):
                table.apply(SHOWDOWN_NEXT)
            else:
                table.apply(INDIAN_NEXT)
        table.events()

    def _settle(self) -> None:
        """Pass the result screens, pay the rewards, end what is over, pick who acts."""
        self._pass_results()
        table = self.table
        returns = table.returns()
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.rewards:
                self.rewards[agent] = float(returns[seat] - self._returns[seat])
        self._returns = list(returns)
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.terminations and (table.is_terminal() or self._out(seat)):
                self.terminations[agent] = True
        self._accumulate_rewards()
        self._select()

    def _select(self) -> None:
        player = self.table.current_player()
        if player is not None and player >= 0:
            self.agent_selection = self.possible_agents[player]
        elif self.agents:
            self.agent_selection = self.agents[0]
        self._deads_step_first()

    def _out(self, seat: int) -> bool:
        return isinstance(self.table, ShowdownTable) and not self.table.active[seat]

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return repr(self.table.observation(0))

    def close(self) -> None:
        pass
