"""Bring your own bot: programs play through ``python -m game.sim.tournament``.

Whatever a program does - nonsense, silence, an early exit - the match is
played to its end, the fault is counted for that match and said on stderr,
and no program is left running.
"""
from __future__ import annotations

import json
import random
import shlex
import sys
import time
from pathlib import Path

import pytest
from ai_corpus import prices

from game.ai.external import protocol as proto
from game.ai.external.bot import ExternalPool
from game.ai.indian.bots import split_by_owner
from game.sim.tournament import (
    EARLY_MATCHES,
    Match,
    NoResult,
    Players,
    check_played,
    indian_match,
    main,
    run,
    showdown_match,
    summarise,
)
from game.tables.common import ANYONE
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianPhase, ItemKind

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
INDIAN_BOT = f"cmd:{PY} {shlex.quote(str(ROOT / 'examples/bots/indian_bot.py'))}"
SHOWDOWN_BOT = f"cmd:{PY} {shlex.quote(str(ROOT / 'examples/bots/showdown_bot.py'))}"
ROGUE = shlex.quote(str(ROOT / "tests/helpers/rogue_bot.py"))


def rogue(mode: str, *args: object) -> str:
    return f"cmd:{PY} {ROGUE} {mode} " + " ".join(shlex.quote(str(a)) for a in args)


def finished(results, max_rounds: int) -> bool:
    return all(m.winner is not None or m.rounds > max_rounds for m in results)


# -- the example bots -----------------------------------------------------------

def test_the_example_indian_bot_plays_a_short_tournament_without_a_fault():
    results = run("indian", "normal", INDIAN_BOT, 2, seed=3, items="both")
    assert finished(results, 2000)
    assert all(m.faults == {} for m in results)
    assert sum(len(m.round_trips["B"]) for m in results) > 20


def test_the_example_showdown_bot_plays_a_short_tournament_without_a_fault():
    results = run("showdown", "normal", SHOWDOWN_BOT, 2, seed=3, seats=4, max_rounds=30)
    assert finished(results, 30)
    assert all(m.faults == {} for m in results)
    assert sum(m.stats.get("B.decisions", 0) for m in results) > 20


def test_external_bots_also_play_with_two_workers():
    results = run("indian", INDIAN_BOT, "easy", 2, seed=4, workers=2)
    assert [m.index for m in results] == [0, 1] and finished(results, 2000)
    assert all(m.faults == {} and m.round_trips["A"] for m in results)


# -- programs that misbehave ------------------------------------------------------

def test_garbage_answers_are_counted_reported_and_played_safe(capfd):
    results = run("showdown", "normal", rogue("garbage"), 1, seed=1, seats=2, max_rounds=20)
    assert finished(results, 20)
    assert results[0].faults["B.malformed"] > 3
    err = capfd.readouterr().err.splitlines()
    assert sum(line.startswith("bot malformed: match 0, B (seat") for line in err) == 3
    assert err.count("bot faults: match 0, B (seat 2): more faults in this match are only "
                     "counted") == 1


def test_an_illegal_word_is_counted_as_illegal_not_malformed(capfd):
    results = run("indian", "normal", rogue("illegal"), 1, seed=1, max_rounds=5)
    assert set(results[0].faults) == {"B.illegal"}
    assert "answered 'raise 999999'" in capfd.readouterr().err


def test_a_silent_bot_times_out_and_is_stopped_after_three_in_a_row(capfd):
    results = [showdown_match(rogue("silent"), "normal", seed=1, k=0, max_rounds=20, seats=2,
                              timeout=0.1)]
    assert finished(results, 20)
    assert results[0].faults == {"A.timeout": 3}
    assert results[0].broke == {"A": "stopped after timeouts"}
    err = capfd.readouterr().err
    assert "no answer within 0.1 s; played stand" in err and "program stopped" in err


def test_a_late_answer_is_thrown_away_not_taken_for_the_next_question():
    results = run("indian", rogue("late"), "normal", 1, seed=2, max_rounds=4, timeout=1.0)
    assert results[0].faults == {"A.timeout": 1}


def test_a_bot_that_exits_at_once_is_reported_once_per_match_and_restarted(capfd):
    pool = ExternalPool("indian", {"B": shlex.split(rogue("exit")[4:])}, 2.0)
    with pool:
        players = Players("indian", {"A": "normal", "B": "cmd:"}, pool)
        results = [indian_match("normal", "cmd:", 1, k, 5, players=players) for k in range(2)]
    assert [m.faults for m in results] == [{"B.exited": 1}, {"B.exited": 1}]
    assert [m.broke for m in results] == [{"B": "exited with code 3"}] * 2
    assert finished(results, 5)
    assert "exited with code 3" in capfd.readouterr().err


def test_a_tournament_stops_when_a_bot_never_answers_in_its_first_matches(capfd):
    with pytest.raises(NoResult, match=r"bot B \(cmd:.*\) exited or failed before its first "
                       r"answer in each of the first 3 matches \(last: exited with code 3\)"):
        run("indian", "hard", rogue("exit"), 200, seed=1)
    assert capfd.readouterr().err.count("bot exited: match") == EARLY_MATCHES


def test_a_tournament_whose_bot_broke_in_most_matches_reports_no_result():
    played = Match(0, "A", 3, broke={})
    broken = Match(1, "A", 3, broke={"B": "exited with code 2"})
    check_played([played, broken, played, broken], {"B": "cmd:x"}, early=False)  # half: shown
    with pytest.raises(NoResult, match="in 3 of 5 matches"):
        check_played([played, broken, played, broken, broken], {"B": "cmd:x"}, early=False)
    check_played([broken, broken, played], {"B": "cmd:x"}, early=True)


def test_a_missing_python_script_is_an_error_not_a_result(capfd):
    assert main(["indian", "--a", "hard", "--b", f"cmd:{PY} no_such_bot.py",
                 "--matches", "200"]) == 1
    out, err = capfd.readouterr()
    assert "wins" not in out and out == ""
    assert err.splitlines()[-1].startswith("error: bot B (cmd:")
    assert err.count("bot exited") == EARLY_MATCHES


def test_a_missing_python_script_stops_a_run_with_workers_too(capfd):
    with pytest.raises(NoResult):
        run("indian", "hard", f"cmd:{PY} no_such_bot.py", 40, seed=1, workers=2)


def test_a_bot_that_crashes_mid_match_is_reported_and_the_match_plays_on(capfd):
    results = run("indian", rogue("crash"), "normal", 1, seed=1, max_rounds=30)
    assert results[0].faults == {"A.exited": 1} and finished(results, 30)
    assert results[0].stats["A.decisions"] == 4
    assert "RuntimeError: a bug in the bot" in capfd.readouterr().err   # its own stderr


def test_a_bot_flooding_its_output_neither_hangs_the_match_nor_fills_memory():
    from game.ai.external.process import MAX_QUEUED_LINES
    pool = ExternalPool("showdown", {"B": shlex.split(rogue("flood")[4:])}, 2.0)
    with pool:
        results = [showdown_match("normal", "", 1, k, 10, 2,
                                  players=Players("showdown", {"A": "normal", "B": "cmd:"}, pool))
                   for k in range(2)]
        process = next(iter(pool._processes.values()))
        time.sleep(0.5)                   # the last flood arrives
        assert process._lines.qsize() <= MAX_QUEUED_LINES
    assert finished(results, 10)


def test_no_program_or_its_children_are_left_running(tmp_path):
    pids = tmp_path / "pids"
    run("showdown", "normal", rogue("pid", pids), 2, seed=1, seats=3, max_rounds=5)
    started = [int(x) for line in pids.read_text().split("\n") if line for x in line.split()]
    assert len(started) == 2 * 2          # the two B seats share no process; one run
    for pid in started:
        assert not _running(pid), pid


def _running(pid: int) -> bool:
    # A killed process takes a moment to die: give it up to two seconds.
    deadline = time.monotonic() + 2
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    return _alive(pid)


def _alive(pid: int) -> bool:
    """Alive and not a zombie (an orphaned grandchild is reaped by init)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


# -- what a bot is told ---------------------------------------------------------------

def test_the_indian_message_is_the_same_whatever_the_own_first_card():
    """Twin tables that differ only in a player's own first card send that
    player the same message at every decision before the reveal."""
    checked = 0
    for seed in range(40):
        items = {k: seed % 2 for k in ItemKind}
        table = IndianTable(seed=seed, items=items)
        rng = random.Random(seed)
        while not table.is_over() and table.round_no < 15:
            who = table.current_player()
            if table.phase not in (IndianPhase.RESULT, IndianPhase.OVER):
                for p in (0, 1):
                    words = [proto.word("indian", a) for a in table.legal_actions()]
                    sent = proto.decision("indian", 0, 1, table.observation(p), words)
                    twin = _swapped_twin(table, p)
                    assert proto.decision("indian", 0, 1, twin.observation(p), words) == sent
                    assert sent["state"]["you"]["first_card"] is None
                    checked += 1
            who = 0 if who == ANYONE else who
            legal, _ = split_by_owner(table.legal_actions(), who, table.observation(who))
            table.apply(rng.choice(legal))
    assert checked > 1000


def _swapped_twin(table: IndianTable, player: int) -> IndianTable:
    import copy
    twin = copy.copy(table)
    twin.first = list(table.first)
    twin.first[player] = str(int(table.first[player]) % 11 + 1)
    assert twin.observation(1 - player) != table.observation(1 - player)   # a real change
    return twin


def test_the_indian_bot_never_reads_its_own_card_before_the_result(tmp_path):
    log = tmp_path / "lines"
    run("indian", "normal", rogue("record", log), 1, seed=5, items="both", max_rounds=12)
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    kinds = {m["type"] for m in messages}
    assert kinds == {"match_start", "decision", "round_over", "match_over"}
    for m in messages:
        if m["type"] == "decision":
            assert m["state"]["you"]["first_card"] is None
            assert m["state"]["opponent"]["first_card"] is not None
        if m["type"] == "round_over":
            assert m["state"]["you"]["first_card"] is not None     # shown at the result
    assert messages[0]["type"] == "match_start" and messages[-1]["type"] == "match_over"


def test_an_offer_lists_the_item_and_decline():
    table = IndianTable(seed=1, items={ItemKind.CHIP_BONUS: 1})
    legal = table.legal_actions()
    mine, others = split_by_owner(legal, 0, table.observation(0))
    assert others and others[0][0] == 1
    action = others[0][1]
    assert proto.parse_answer("indian", "chip_bonus 2", [action], action) == action
    assert proto.parse_answer("indian", " Decline ", [action], action) is None
    with pytest.raises(proto.BadAnswer):
        proto.parse_answer("indian", "decline", mine)


# -- the command line ---------------------------------------------------------------

def test_the_command_line_lists_each_match_with_faults(capsys):
    assert main(["indian", "--a", "normal", "--b", rogue("illegal"), "--matches", "2",
                 "--max-rounds", "3"]) == 0
    out = capsys.readouterr().out
    assert "faults in 2 of 2 matches" in out
    assert "match 0: B.illegal" in out and "match 1: B.illegal" in out


def test_a_missing_program_is_one_line_of_error_and_exit_2(capsys):
    assert main(["showdown", "--b", "cmd:no-such-bot-program --fast"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "error: bot program not found: 'no-such-bot-program'"


def test_help_explains_the_cmd_players(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "cmd:PROGRAM" in out and "--timeout" in out


def test_summaries_of_external_runs_still_count_wins():
    s = summarise(run("indian", INDIAN_BOT, "random", 1, seed=9))
    assert s.a_wins + s.b_wins + s.draws == 1


def test_one_match_on_its_own_starts_and_ends_its_program(tmp_path):
    pids = tmp_path / "pids"
    m = showdown_match("normal", rogue("pid", pids), seed=1, k=0, max_rounds=3, seats=2)
    assert m.faults == {} and m.rounds >= 1
    for pid in (int(x) for x in pids.read_text().split()):
        assert not _running(pid)


def test_a_showdown_bot_is_asked_on_its_turn_and_told_every_round(tmp_path):
    log = tmp_path / "lines"
    results = run("showdown", "normal", rogue("record", log), 1, seed=2, seats=3, max_rounds=6)
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    decisions = [m for m in messages if m["type"] == "decision"]
    assert decisions and all(m["state"]["to_act"] == m["you"] and m["legal"] == ["hit", "stand"]
                             for m in decisions)
    rounds = [m["state"]["last_round"]["round"] for m in messages if m["type"] == "round_over"]
    # Two B seats, each told of every finished round once.
    assert sorted(rounds) == sorted(list(range(1, len(rounds) // 2 + 1)) * 2)
    assert len(rounds) // 2 >= min(6, results[0].rounds) - 1


@pytest.mark.parametrize("game", ["showdown", "indian"])
def test_the_messages_a_bot_is_sent_and_how_its_answers_are_read_are_as_recorded(game):
    """Every field of match_start, decision and round_over at the first corpus
    scripts, and the reading of good, illegal, malformed and over-long answers
    (``ai_corpus/prices.json``; rewrite it after a deliberate protocol change)."""
    recorded = json.loads(prices.PATH.read_text(encoding="utf-8"))
    for i, script in enumerate(prices.corpus(game)[:prices.PROTOCOL_SCRIPTS]):
        got, want = prices.protocol_record(game, script), recorded[f"protocol {game} {i}"]
        first = next((k for k, (g, w) in enumerate(zip(got, want)) if g != w), None)
        assert first is None, f"{game} {i}, line {first}:\n{got[first]}\nrecorded\n{want[first]}"
        assert len(got) == len(want)
