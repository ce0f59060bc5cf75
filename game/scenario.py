"""``python -m game.scenario FILE.json`` (or ``-`` for stdin): see docs/scenarios.md.

Table-generic: the table's Game (``game.tables.games.game_for``) applies the
rules overrides, makes the state from ``setup`` and ``cards`` (SetupError on
bad input), reads each action word (IllegalAction for a non-action) and gives
the output.

Exit status: 0 = ran every action; 2 = an action was illegal (the state before
it is printed with "error"), or the input was bad (one line on stderr).
Never a traceback.
"""
from __future__ import annotations

import json
import sys
from typing import Any

from game.errors import IllegalAction, SetupError
from game.interrupt import run_main
from game.tables.games import AnyGame, game_for
from game.tables.registry import table_names

MAX_INPUT_BYTES = 16 * 1024 * 1024
MAX_SEED_BITS = 4096
_KNOWN_KEYS = {"table", "seed", "rules", "setup", "cards", "actions"}


class ScenarioError(Exception):
    """A bad scenario file: one line for stderr, exit 2."""


def build_table(table: object, seed: object, rules: object, setup: object,
                cards: object) -> tuple[AnyGame, Any]:
    """Check the common fields, then let the table's game make its state:
    (game, state). The state's type is the table's (``Any`` here)."""
    if not isinstance(table, str) or table not in table_names():
        raise ScenarioError(f"unknown table {_short(table)} "
                            f"(tables: {', '.join(table_names())})")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError("seed must be a whole number")
    if seed.bit_length() > MAX_SEED_BITS:
        raise ScenarioError(f"seed is too large (over {MAX_SEED_BITS} bits)")
    if not isinstance(rules, dict):
        raise ScenarioError("rules must be an object of field: value")
    if not isinstance(setup, dict):
        raise ScenarioError("setup must be an object")
    if not isinstance(cards, list):
        raise ScenarioError("cards must be a list of card codes")
    try:
        game = game_for(table, rules)
        return game, game.new_state(seed, setup, list(cards))
    except (SetupError, IllegalAction, ValueError, TypeError) as e:
        raise ScenarioError(_one_line(str(e)) or "bad setup") from None


def run(data: object) -> tuple[dict[str, object], int]:
    """Run a parsed scenario: (output, exit status). ScenarioError if bad."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    if "table" not in data:
        raise ScenarioError("the scenario names no table")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list of words")
    game, state = build_table(data["table"], data.get("seed", 0),
                              data.get("rules", {}), data.get("setup", {}),
                              data.get("cards", []))
    for index, word in enumerate(actions):
        try:
            state.apply(game.parse(state, word))
        except IllegalAction as e:
            out = game.output(state)      # the state before it
            out["error"] = {"index": index, "action": _action_text(word),
                            "message": _one_line(e.reason)}
            return out, 2
    return game.output(state), 0


def run_text(text: str | bytes) -> tuple[str, str, int]:
    """Whole CLI behaviour on an input text: (stdout, stderr, exit status)."""
    try:
        if len(text) > MAX_INPUT_BYTES:
            raise ScenarioError(f"input too large (over {MAX_INPUT_BYTES} bytes)")
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise ScenarioError("input is not UTF-8 text") from None
        try:
            data = json.loads(text)
        except RecursionError:
            raise ScenarioError("invalid JSON: nested too deeply") from None
        except ValueError as e:
            raise ScenarioError(f"invalid JSON: {_one_line(str(e))}") from None
        out, code = run(data)
        return json.dumps(out) + "\n", "", code
    except ScenarioError as e:
        return "", _one_line(str(e)) + "\n", 2
    except RecursionError:
        return "", "input nested too deeply\n", 2
    except MemoryError:
        return "", "input too large\n", 2
    except Exception as e:  # a bug: still one line, never a traceback
        return "", _one_line(f"internal error: {type(e).__name__}: {e}") + "\n", 2


USAGE = "usage: python -m game.scenario FILE.json | -\n"
HELP = USAGE + """
Play one scenario file (or - for standard input) on the engine and print the
resulting state as JSON (see docs/scenarios.md). Exit 0 when every action ran; 2
when an action was illegal (the state before it is printed with "error") or
the input was bad (one line on stderr). A file named like an option can be
given as ./--help.
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["-h"], ["--help"]):
        sys.stdout.write(HELP)
        return 0
    if len(argv) != 1:
        sys.stderr.write(USAGE)
        return 2
    try:
        if argv[0] == "-":
            raw = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(argv[0], "rb") as f:
                raw = f.read(MAX_INPUT_BYTES + 1)
    except (OSError, ValueError) as e:
        sys.stderr.write(_one_line(f"cannot read {argv[0]}: {e}") + "\n")
        return 2
    out, err, code = run_text(raw)
    sys.stdout.write(out)
    sys.stderr.write(err)
    return code


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "…"


def _short(value: object) -> str:
    return _one_line(repr(value), 60)


def _action_text(word: object) -> str:
    if isinstance(word, str):
        return _one_line(word, 200) if len(word) > 200 else word
    try:
        return _one_line(json.dumps(word), 200)
    except (ValueError, TypeError, RecursionError):
        return _short(word)


if __name__ == "__main__":
    sys.exit(run_main(main))
