"""Blackjack Showdown once every human is out: the rest is the AIs' alone.

The round summary then offers SKIP TO END (K: the AI-only rounds played out at
once, unanimated, then the match result) and WATCH (AUTO) (W: each summary
moves on by itself after a pause).  Those rounds are not the player's: the
scene journals them as watched (``ShowdownScene.round_result``).

Mixed into ShowdownScene (needs table, players, context, timeline, act,
ai_move, ai_to_act, close_overlay, next_hand, and ``watching``/``skipping``).
"""
from __future__ import annotations

import pygame

from game.tables.showdown.view import NEXT, ShowdownPhase
from scenes.app.settings_store import AnimSpeed

WATCH_NEXT_S = 2.5         # watching the AIs: a summary stays this long (scaled by speed)


class ShowdownWatching:
    def summary_choices(self) -> tuple[list, float | None]:
        """(extra summary buttons, seconds before NEXT HAND goes by itself)."""
        if not self.humans_out() or self.table.is_over():
            return [], None
        extras = [("SKIP TO END", self.skip_to_end, pygame.K_k)]
        if not self.watching:
            return [("WATCH (AUTO)", self.watch, pygame.K_w), *extras], None
        speed = self.context.settings.anim_speed
        return extras, 0.0 if speed is AnimSpeed.INSTANT else WATCH_NEXT_S / speed.factor

    def humans_out(self) -> bool:
        """No human seat can ante any more: the rest of the match is the AIs' alone."""
        ante = self.table.rules.ante
        humans = [i for i, p in enumerate(self.players) if not p.is_ai]
        return bool(humans) and all(not self.table.active[i] or self.table.tokens[i] < ante
                                    for i in humans)

    def watch(self) -> None:
        """Watch the AIs play on; each round's summary moves on by itself."""
        self.watching = True
        self.next_hand()

    def skip_to_end(self) -> None:
        """Play the AI-only rounds out at once (unanimated), then show the result."""
        self.close_overlay()
        self.skipping = True
        try:
            for _ in range(100_000):          # a match always ends; this only guards a bug
                if self.table.is_over():
                    break
                if self.table.phase is ShowdownPhase.SUMMARY:
                    self.act(NEXT)
                else:
                    self.ai_move(self.ai_to_act())
                self.timeline.skip()
        finally:
            self.skipping = False
        self.timeline.skip()
