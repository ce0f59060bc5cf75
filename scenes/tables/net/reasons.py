"""A refusal's reason as the host sent it (the engine's English sentence),
said in the language shown.

The host's engine refuses with a ``Message`` and sends its English sentence
(``IllegalAction.reason``).  The guest finds the template it was made from
among the engines' refusal sentences and says that in the player's language,
its values too when they are words of the catalogue ("call" → "bijleggen");
a sentence it does not know is shown as the host wrote it.
"""
from __future__ import annotations

import re
from functools import cache

from game.messages import Message, message, verbatim
from game.tables.indian import refusals as indian
from scenes.app.i18n import N_

# Refusals of the host's match itself, not of an engine (game/net/match.py).
TOO_LATE = N_("too late: played safe")
NOT_YOUR_MOVE = N_("that is not your move now")
SHOWDOWN_REASONS = (N_("the match is over"), N_("the round is over: only NEXT HAND"),
                    N_("NEXT HAND only on the round summary: hit or stand"))
INDIAN_REASONS = (*indian.NOT_IN_PHASE.values(), indian.MATCH_OVER, indian.ROUND_OVER,
                  indian.CAP_REACHED, indian.RAISE_RANGE, indian.CHIP_BONUS_RULE,
                  indian.NOT_AVAILABLE)
ACTION_WORDS = frozenset(indian.ACTION_WORDS.values())
_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    found = []
    for template in (TOO_LATE, NOT_YOUR_MOVE, *SHOWDOWN_REASONS, *INDIAN_REASONS):
        parts = _FIELD.split(template)
        pattern = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)"
                          for i, part in enumerate(parts))
        found.append((re.compile(f"^{pattern}$"), template))
    return found


def known_reason(reason: str) -> Message:
    """``reason`` as a Message of its template (said in the language shown
    when drawn), or as it is when no template gives it."""
    for pattern, template in _patterns():
        match = pattern.match(reason)
        if match is not None:
            values = {name: message(value) if value in ACTION_WORDS else value
                      for name, value in match.groupdict().items()}
            return message(template, **values)
    return verbatim(reason)
