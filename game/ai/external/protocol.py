"""What an external bot is told and what it may answer (docs/bots.md).

Messages are one JSON object per line. Everything here is built from the
table's ``observation(player)`` for the bot's own seat and from its legal
actions, never from the table itself, so a bot learns exactly what a person
in that seat could see. Players and seats are numbered from 1, as on the
screen and in the scenario words; the action words are the scenario words,
read and written by the table's Game (``game.tables.games``).
"""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from game.errors import IllegalAction
from game.tables.games import AnyGame, game_for
from game.tables.indian.rules import INDIAN, IndianRules
from game.tables.indian.view import (
    FOLD,
    PASS,
    STAY,
    IndianAction,
    IndianObservation,
    IndianPhase,
    RoundResult,
)
from game.tables.indian.view import (
    NEXT as INDIAN_NEXT,
)
from game.tables.showdown.rules import SHOWDOWN, ShowdownRules
from game.tables.showdown.view import (
    NEXT as SHOWDOWN_NEXT,
)
from game.tables.showdown.view import (
    STAND,
    RoundSummary,
    ShowdownAction,
    ShowdownObservation,
    ShowdownPhase,
)

PROTOCOL_VERSION = 1
DECLINE = "decline"          # the answer that leaves an out-of-turn item unused
MAX_ANSWER_CHARS = 200       # a longer line is malformed, whatever it says

_GAMES: dict[str, AnyGame] = {"indian": game_for("indian"), "showdown": game_for("showdown")}
_RULES: dict[str, IndianRules | ShowdownRules] = {"indian": INDIAN, "showdown": SHOWDOWN}
# The fallback when a bot has no usable answer: the choice that risks the
# fewest chips (no raise, no card). NEXT only matters if nothing else is legal.
_SAFE = {"indian": (PASS, STAY, FOLD, INDIAN_NEXT), "showdown": (STAND, SHOWDOWN_NEXT)}
# The phase of the round's result screen (the two enums share numbers: compare
# within one table only).
_RESULT_PHASE = {"indian": IndianPhase.RESULT, "showdown": ShowdownPhase.SUMMARY}


def _name(value: Any) -> str | None:
    return None if value is None else value.name.lower()


def _seat(index: int | None) -> int | None:
    return None if index is None or index < 0 else index + 1


def _rules(table: str) -> dict[str, Any]:
    rules = _RULES[table]
    return {f.name: getattr(rules, f.name) for f in fields(rules) if f.name != "overridable"}


# -- Indian -----------------------------------------------------------------

def _indian_result(r: RoundResult | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {
        "round": r.round_no, "starter": _seat(r.starter), "end": _name(r.end),
        "folder": _seat(r.folder), "community": r.community,
        "hands": [list(h) for h in r.hands], "totals": list(r.totals),
        "blackjack": list(r.blackjack), "winner": _seat(r.winner),
        "pot": r.pot, "pot_won": r.pot_won,
        "payments": [{"payer": _seat(p.payer), "payee": _seat(p.payee), "amount": p.amount,
                      "due": p.due, "reason": _name(p.reason)} for p in r.payments],
        "chips": list(r.chips),
    }


def _indian_player(obs: IndianObservation, p: int) -> dict[str, Any]:
    """One player's side of the table, as ``obs.player`` sees it."""
    mine = p == obs.player
    if mine:
        first, hits = obs.own_first_card, obs.own_hit_cards
    else:
        first = obs.opponent_cards[0] if obs.opponent_cards else None
        hits = obs.opponent_cards[1:]
    return {
        "player": p + 1, "chips": obs.chips[p], "bet": obs.bets[p],
        "first_card": first, "hit_card": hits[-1] if hits else None,
        "items": [_name(k) for k in obs.items[p]],
    }


def indian_state(obs: IndianObservation) -> dict[str, Any]:
    me = obs.player
    return {
        "phase": _name(obs.phase), "round": obs.round_no, "starter": _seat(obs.starter),
        "to_act": _seat(obs.current_player), "community": obs.community,
        "pot": obs.pot, "raise_cap": obs.raise_cap,
        "you": _indian_player(obs, me), "opponent": _indian_player(obs, 1 - me),
        "seen_cards": list(obs.seen_cards), "deck_remaining": obs.deck_remaining,
        "last_result": _indian_result(obs.result), "winner": _seat(obs.winner),
    }


# -- Showdown ---------------------------------------------------------------

def _showdown_summary(s: RoundSummary | None) -> dict[str, Any] | None:
    if s is None:
        return None
    return {
        "round": s.round_no, "first_seat": _seat(s.first_seat), "pot": s.pot,
        "pot_carried": s.pot_carried,
        "seats": [{"seat": x.seat + 1, "cards": list(x.cards), "total": x.total,
                   "outcome": _name(x.outcome), "won": x.won, "tokens": x.tokens}
                  for x in s.seats],
    }


def showdown_state(obs: ShowdownObservation) -> dict[str, Any]:
    return {
        "phase": _name(obs.phase), "round": obs.round_no, "first_seat": _seat(obs.first_seat),
        "to_act": _seat(obs.current_player), "pot": obs.pot, "ante": obs.ante,
        "seats": [{"seat": v.seat + 1, "tokens": v.tokens, "active": v.active,
                   "status": _name(v.status), "cards": list(v.cards), "total": v.total}
                  for v in obs.seats],
        "shoe_remaining": obs.shoe_remaining, "discard_count": obs.discard_count,
        "last_round": _showdown_summary(obs.summary), "winner": _seat(obs.winner),
    }


_STATE: dict[str, Callable[[Any], dict[str, Any]]] = {
    "indian": indian_state, "showdown": showdown_state}


# -- messages ---------------------------------------------------------------

def is_result_screen(table: str, obs: Any) -> bool:
    """The round's result is on the table (a ``round_over`` message)."""
    return obs.phase is _RESULT_PHASE[table]


def word(table: str, action: IndianAction | ShowdownAction) -> str:
    return _GAMES[table].format(None, action)


def match_start(table: str, match: int, seat: int, seats: int, seed: int,
                timeout: float) -> dict[str, Any]:
    return {"type": "match_start", "protocol": PROTOCOL_VERSION, "table": table,
            "match": match, "you": seat + 1, "seats": seats, "seed": seed,
            "timeout": timeout, "rules": _rules(table)}


def decision(table: str, match: int, number: int, obs: Any,
             legal: Sequence[str], offer: bool = False) -> dict[str, Any]:
    return {"type": "decision", "table": table, "match": match, "decision": number,
            "you": obs.player + 1, "offer": offer, "legal": list(legal),
            "state": _STATE[table](obs)}


def round_over(table: str, match: int, obs: Any) -> dict[str, Any]:
    return {"type": "round_over", "table": table, "match": match,
            "you": obs.player + 1, "state": _STATE[table](obs)}


def match_over(table: str, match: int, obs: Any, winner: int | None,
               rounds: int) -> dict[str, Any]:
    """``winner``: the winning seat (0-based), None when the round cap ended it."""
    return {"type": "match_over", "table": table, "match": match,
            "you": obs.player + 1, "winner": _seat(winner),
            "you_won": winner == obs.player, "rounds": rounds,
            "state": _STATE[table](obs)}


def encode(message: dict[str, Any]) -> bytes:
    return (json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8")


# -- answers ----------------------------------------------------------------

class BadAnswer(Exception):
    """An answer that is not an action word (``malformed``) or not one of the
    legal ones now (``illegal``); ``kind`` says which."""

    def __init__(self, kind: str, text: str, reason: str):
        super().__init__(reason)
        self.kind = kind
        self.text = text


def parse_answer(table: str, text: str, legal: Sequence[Any], offer: Any = None) -> Any:
    """The legal action ``text`` names (or None: an offer declined).

    ``offer`` is the out-of-turn item action being offered (then ``legal`` is
    just ``[offer]``). Raises BadAnswer."""
    line = " ".join(text.split()).lower()
    shown = line if len(line) <= 60 else line[:60] + "..."
    if len(text) > MAX_ANSWER_CHARS:
        raise BadAnswer("malformed", shown, f"answer longer than {MAX_ANSWER_CHARS} characters")
    if offer is not None and line == DECLINE:
        return None
    try:
        action = _GAMES[table].parse(None, line)
    except IllegalAction:
        raise BadAnswer("malformed", shown, "not an action word") from None
    if action not in legal:
        raise BadAnswer("illegal", shown, "not legal now")
    return action


def safe_action(table: str, legal: Sequence[Any]) -> Any:
    """What a seat plays when its bot gave no usable answer: pass, stay,
    fold or stand, whichever is legal."""
    for action in _SAFE[table]:
        if action in legal:
            return action
    return legal[0]
