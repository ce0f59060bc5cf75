"""The scenario suite (tests/scenarios/<table>/*.json, expectations worked out
by hand from docs/rules.md) and the CLI contract of docs/scenarios.md."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.scenario import run, run_text

HERE = Path(__file__).parent
ROOT = HERE.parent
FILES = sorted((HERE / "scenarios").glob("*/*.json"))
# A handful go through a real subprocess; the rest run in-process.
SUBPROCESS = {f for f in FILES if f.stem in {
    "push_leaves_the_bet_on_the_spot", "natural_on_a_bet_of_5_pays_7_50",
    "a_word_that_is_not_an_action_stops_the_run", "insurance_is_asked_seat_by_seat",
}}


def _cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.scenario", *args], cwd=ROOT,
                          input=stdin, capture_output=True, timeout=60)


def _compare(output: dict, code: int, expect: dict) -> None:
    want = dict(expect)
    want_error = want.pop("error", None)
    got_error = output.pop("error", None)
    assert output == want
    if want_error is None:
        assert got_error is None and code == 0
    else:
        assert code == 2 and got_error is not None
        assert got_error["index"] == want_error["index"]
        assert got_error["action"] == want_error["action"]
        assert isinstance(got_error["message"], str) and got_error["message"]


def test_the_suite_covers_both_dealer_tables():
    tables = {f.parent.name for f in FILES}
    assert {"midnight", "classic"} <= tables
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_gives_the_hand_worked_result(path: Path):
    data = json.loads(path.read_text())
    assert data.get("why"), "every scenario says why its expectation holds"
    if path in SUBPROCESS:
        proc = _cli(str(path))
        assert proc.stderr == b""
        output, code = json.loads(proc.stdout), proc.returncode
    else:
        output, code = run(data)
    _compare(output, code, data["expect"])


def test_the_midnight_example_prints_exactly_the_documented_line():
    proc = _cli("-", stdin=json.dumps({
        "table": "midnight", "cards": ["9S", "KD", "TC", "9H"],
        "actions": ["bet 1 10", "deal", "stand"]}).encode())
    assert proc.returncode == 0
    assert proc.stdout.decode().strip() == (
        '{"players": [{"chips": 990, "on_table": 10}], "pot": 0, '
        '"winner": null, "rounds": 1}')


def test_half_chips_print_as_point_5():
    out, _, code = run_text(json.dumps({
        "table": "midnight", "cards": ["AH", "6C", "QD", "9S"],
        "actions": ["bet 1 5", "deal"]}))
    assert code == 0 and '"chips": 1007.5' in out


def test_an_illegal_action_prints_the_state_before_it_and_exits_2():
    proc = _cli("-", stdin=b'{"table": "classic", "actions": ["bet 1 10", "hit"]}')
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out["players"] == [{"chips": 990, "on_table": 10}]
    assert out["error"]["index"] == 1 and out["error"]["action"] == "hit"
    assert b"Traceback" not in proc.stderr


BAD_INPUTS = {
    "not json": b"{table: midnight",
    "empty": b"",
    "binary": b"\xff\xfe\x00garbage",
    "a list": b"[1, 2, 3]",
    "no table": b'{"actions": []}',
    "unknown table": b'{"table": "poker"}',
    "table not a string": b'{"table": 7}',
    "unknown card": b'{"table": "midnight", "cards": ["1S"]}',
    "card not a string": b'{"table": "classic", "cards": [10]}',
    "indian card at midnight": b'{"table": "midnight", "cards": ["10"]}',
    "unknown rules field": b'{"table": "midnight", "rules": {"cut_card_range": [10, 20]}}',
    "rules field of wrong type": b'{"table": "classic", "rules": {"min_bet": "2"}}',
    "decks not offered": b'{"table": "midnight", "rules": {"decks": 3}}',
    "double_on unknown": b'{"table": "classic", "rules": {"double_on": "8-11"}}',
    "resplit_to too many": b'{"table": "midnight", "rules": {"resplit_to": 5}}',
    "blackjack_pays unknown": b'{"table": "classic", "rules": {"blackjack_pays": "2:1"}}',
    "late_surrender as a string": b'{"table": "classic", "rules": {"late_surrender": "true"}}',
    "cut card past half the shoe": b'{"table": "classic", "rules": {"cut_card_range": [100, 200]}}',
    "cut card range reversed": b'{"table": "classic", "rules": {"cut_card_range": [30, 20]}}',
    "cut card with one deck's default":
        b'{"table": "classic", "rules": {"decks": 1, "cut_card_range": [60, 75]}}',
    "rules not an object": b'{"table": "classic", "rules": [1]}',
    "min over max": b'{"table": "classic", "rules": {"min_bet": 600}}',
    "setup not an object": b'{"table": "midnight", "setup": [1000]}',
    "chips not a list": b'{"table": "midnight", "setup": {"chips": 1000}}',
    "two midnight players": b'{"table": "midnight", "setup": {"chips": [1, 2]}}',
    "eight classic seats": b'{"table": "classic", "setup": {"chips": [9,9,9,9,9,9,9,9]}}',
    "no seats": b'{"table": "classic", "setup": {"chips": []}}',
    "negative chips": b'{"table": "classic", "setup": {"chips": [-5]}}',
    "fractional chips": b'{"table": "classic", "setup": {"chips": [10.5]}}',
    "boolean chips": b'{"table": "classic", "setup": {"chips": [true]}}',
    "unknown setup field": b'{"table": "classic", "setup": {"items": {}}}',
    "seed not a number": b'{"table": "classic", "seed": "x"}',
    "seed a float": b'{"table": "classic", "seed": 1.5}',
    "actions not a list": b'{"table": "classic", "actions": "deal"}',
    "cards not a list": b'{"table": "classic", "cards": "AS"}',
    "deeply nested": b"[" * 100000 + b"]" * 100000,
    "huge number": b'{"table": "classic", "seed": 1' + b"0" * 5000 + b"}",
    "huge seed": b'{"table": "classic", "seed": ' + str(2 ** 5000).encode() + b"}",
    "nan": b'{"table": "classic", "seed": NaN}',
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_a_malformed_file_exits_2_with_one_line_on_stderr(name):
    out, err, code = run_text(BAD_INPUTS[name])
    assert code == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1 and len(err) > 5
    assert "Traceback" not in err


def test_malformed_input_through_the_real_cli_never_shows_a_traceback():
    for name in ("not json", "unknown table", "unknown card", "unknown rules field",
                 "chips not a list", "deeply nested"):
        proc = _cli("-", stdin=BAD_INPUTS[name])
        assert proc.returncode == 2, name
        assert proc.stdout == b""
        assert proc.stderr.count(b"\n") == 1 and b"Traceback" not in proc.stderr


def test_a_missing_file_exits_2_with_one_line():
    proc = _cli("/nonexistent/scenario.json")
    assert proc.returncode == 2 and proc.stderr.count(b"\n") == 1


def test_huge_input_is_refused_quickly():
    blob = b'{"table": "midnight", "actions": [' + b'"clear", ' * 2_000_000 + b'"deal"]}'
    out, err, code = run_text(blob)
    assert code == 2 and err.count("\n") == 1


@pytest.mark.parametrize("action", [5, None, ["hit"], {"a": 1}, "", "   ", "bet 1",
                                    "bet 1 2 3", "bet one 10", "hit now", "bet 1 10.5",
                                    "bet 1 " + "9" * 5000, "x" * 100000])
def test_an_action_of_the_wrong_shape_is_an_error_at_its_index(action):
    out, code = run({"table": "midnight", "actions": ["bet 1 10", action]})
    assert code == 2
    assert out["error"]["index"] == 1
    assert isinstance(out["error"]["action"], str) and len(out["error"]["action"]) < 1000
    assert out["players"] == [{"chips": 990, "on_table": 10}]


def test_extra_keys_such_as_expect_and_why_are_ignored():
    out, code = run({"table": "classic", "why": "x", "expect": {}, "actions": []})
    assert code == 0 and out["rounds"] == 0


def test_an_unknown_table_names_the_tables_there_are():
    _, err, code = run_text(b'{"table": "baccarat"}')
    assert code == 2
    assert err == "unknown table 'baccarat' (tables: midnight, classic, showdown, indian)\n"


@pytest.mark.parametrize("chips, error", [
    ([0], None), ([10**12], None), ([3, 7], None),
    ([10**12 + 1], "setup.chips must be a list of whole numbers of chips"),
    ([-1], "setup.chips must be a list of whole numbers of chips"),
    ([True], "setup.chips must be a list of whole numbers of chips"),
    ([5.0], "setup.chips must be a list of whole numbers of chips"),
    ("5", "setup.chips must be a list of whole numbers of chips"),
])
def test_a_dealer_setup_takes_0_to_a_trillion_whole_chips_a_seat(chips, error):
    from game.errors import SetupError
    from game.tables.games import game_for

    classic = game_for("classic")
    if error is None:
        assert classic.new_state(1, {"chips": chips}, []).chips == [c * 100 for c in chips]
    else:
        with pytest.raises(SetupError, match=f"^{error}$"):
            classic.new_state(1, {"chips": chips}, [])


def test_a_bad_dealer_setup_names_what_is_wrong():
    from game.errors import SetupError
    from game.tables.games import game_for

    midnight = game_for("midnight")
    for setup, error in [
            ([], "setup must be an object"),
            ({"chips": [1], "zz": 1, "aa": 2}, "unknown setup field 'aa' for midnight")]:
        with pytest.raises(SetupError, match=f"^{error}$"):
            midnight.new_state(1, setup, [])
    with pytest.raises(SetupError, match="^unknown card 'XXXXXXXXXXXXXXXXXXXX'$"):
        midnight.new_state(1, {}, ["TS", "X" * 50])
    with pytest.raises(SetupError, match=r"^unknown table 'baccarat' \(tables: "):
        game_for("baccarat")


@pytest.mark.parametrize("number, value", [
    ("5", 5), ("+5", 5), ("05", 5), ("-1", -1), ("9" * 30, 10**30 - 1),
    ("9" * 31, None), ("1e3", None), ("10.5", None), ("١٠", None), ("", None), ("+", None),
])
def test_every_table_reads_a_number_in_a_word_alike(number, value):
    from game.errors import IllegalAction
    from game.tables.dealer.actions import bet
    from game.tables.games import game_for
    from game.tables.indian.view import raise_to

    midnight, indian = game_for("midnight"), game_for("indian")
    if value is None:
        for game, word in ((midnight, f"bet 1 {number}"), (indian, f"raise {number}")):
            with pytest.raises(IllegalAction):
                game.parse(None, word)
    else:
        assert midnight.parse(None, f"bet 1 {number}") == bet(0, value)
        assert indian.parse(None, f"raise {number}") == raise_to(value)


def test_a_word_and_its_action_round_trip_at_every_table():
    from game.tables.registry import specs

    for name, game in ((spec.name, spec.game) for spec in specs()):
        state = game.new_state(3, {})
        for action in state.legal_actions():
            assert game.parse(state, game.format(state, action)) == action, name
