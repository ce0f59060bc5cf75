"""Hostile input files: scenario JSON and Tiled ``.tmx`` maps.

The scenario runner (``python -m game.scenario``), whatever it is fed —
malformed JSON, wrong types in every field, unknown tables, cards and rules
fields, out-of-range numbers, deep nesting, megabytes, bytes that are not
UTF-8 — answers with exit status 0 (a JSON object on stdout), or 2 with either
the JSON state plus ``"error"`` (an illegal action) or exactly one line on
stderr.  Never a traceback, never the runner's last-resort "internal error".
Most cases run in-process through ``game.scenario.main`` with captured stdio
(hypothesis fuzzes JSON values into each field); a few are real subprocesses.

Maps: malformed, oversized, entity-expanding (also in UTF-16), external
entities, missing anchors and wrong types are refused within a second with a
``LayoutError`` that names the file; only the bundled maps are ever opened by
table name.
"""
from __future__ import annotations

import io
import json
import math
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from types import SimpleNamespace

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings

from game import scenario
from scenes.app.layout import (
    MAX_MAP_BYTES,
    LayoutError,
    load_anchors,
    load_table_anchors,
    load_tiled_map,
    read_objects,
)
from scenes.tables.registry import views

ROOT = Path(__file__).resolve().parent.parent
# What each table's map must place (its view's anchors).
REQUIRED_ANCHORS = {view.name: view.anchors for view in views()}
FUZZ = settings(max_examples=60, database=None, deadline=None,
                suppress_health_check=list(HealthCheck))
STATS = {"scenario_inputs": 0, "maps": 0}

# -- running the CLI in-process ------------------------------------------------


def run_main(raw: bytes | str) -> tuple[int, str, str]:
    """``python -m game.scenario -`` with ``raw`` on stdin, in this process."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    stdin = SimpleNamespace(buffer=io.BytesIO(raw))
    saved = sys.stdin
    sys.stdin = stdin
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = scenario.main(["-"])
    finally:
        sys.stdin = saved
    STATS["scenario_inputs"] += 1
    return code, out.getvalue(), err.getvalue()


def assert_clean(code: int, out: str, err: str) -> dict | None:
    """The runner's promise: 0 with JSON, or 2 with JSON+error or one stderr line."""
    assert "Traceback" not in out + err
    assert "internal error" not in err, err
    out.encode("utf-8")                          # stdout is strict UTF-8: must encode
    assert code in (0, 2), (code, err)
    if out:
        assert out.endswith("\n") and out.count("\n") == 1
        data = json.loads(out)
        assert set(data) >= {"players", "pot", "winner", "rounds"}
        assert ("error" in data) == (code == 2)
        assert err == ""
        return data
    assert code == 2
    assert err.endswith("\n") and err.count("\n") == 1 and err.strip(), repr(err)
    assert len(err) < 400
    return None


def assert_rejected(raw: bytes | str) -> str:
    """Exit 2, nothing on stdout, one line on stderr (returned)."""
    code, out, err = run_main(raw)
    assert_clean(code, out, err)
    assert code == 2 and out == "", (code, out)
    return err


# -- valid starting points, one per table --------------------------------------

BASES = {
    "midnight": {"table": "midnight", "seed": 7, "rules": {"split_aces_one_card": False},
                 "setup": {"chips": [1000]}, "cards": ["9S", "KD", "TC", "9H"],
                 "actions": ["bet 1 10", "deal", "stand"]},
    "classic": {"table": "classic", "seed": 7, "rules": {"min_bet": 2, "max_bet": 500},
                "setup": {"chips": [100, 100]}, "cards": ["9S", "5H", "KD", "TC", "8H", "7D"],
                "actions": ["bet 1 10", "bet 2 10", "deal", "stand", "stand"]},
    "showdown": {"table": "showdown", "seed": 3, "rules": {"ante": 10},
                 "setup": {"chips": [100, 100, 100], "first_seat": 2},
                 "cards": ["9S", "8D", "7C", "2H", "3S", "4D"],
                 "actions": ["stand", "stand", "stand", "next"]},
    "indian": {"table": "indian", "seed": 1, "rules": {"ante": 1},
               "setup": {"chips": [30, 30], "items": {"free_fold": 1, "chip_bonus": 2}},
               "cards": ["10", "11", "5"],
               "actions": ["raise 3", "call", "stay", "stay", "pass", "pass"]},
}
# Where a fuzzed value goes: a path into the scenario (a new key where absent).
PATHS = {
    "midnight": [("table",), ("seed",), ("rules",), ("rules", "split_aces_one_card"),
                 ("rules", "min_bet"), ("rules", "max_bet"), ("rules", "colour"), ("setup",),
                 ("setup", "chips"), ("setup", "chips", 0), ("setup", "items"), ("cards",),
                 ("cards", 0), ("actions",), ("actions", 0), ("actions", 2), ("extra",)],
    "classic": [("seed",), ("rules", "min_bet"), ("rules", "double_after_split"),
                ("setup", "chips"), ("setup", "chips", 1), ("cards", 2), ("actions", 1),
                ("actions", 3)],
    "showdown": [("seed",), ("rules",), ("rules", "ante"), ("setup", "chips"),
                 ("setup", "chips", 0), ("setup", "first_seat"), ("cards",), ("cards", 1),
                 ("actions",), ("actions", 0), ("actions", 3)],
    "indian": [("seed",), ("rules", "ante"), ("rules", "blackjack_bonus_on_fold"),
               ("setup", "chips"), ("setup", "chips", 1), ("setup", "items"),
               ("setup", "items", "free_fold"), ("setup", "items", "sword"), ("cards",),
               ("cards", 0), ("actions", 0), ("actions", 1)],
}

SPECIAL_NUMBERS = st.sampled_from([
    0, -1, 1, 2, 10**100, -10**100, 2**128, 2**4096, 2**4097, 2**63, -2**63, 10**12,
    10**12 + 1, 0.5, -0.0, 1e308, float("inf"), float("-inf"), float("nan")])
SPECIAL_TEXT = st.sampled_from([
    "", " ", "midnight", "MIDNIGHT", "bet 1 10", "bet 0 10", "bet 4 10", "bet 1 -10",
    "bet 1 10.5", "bet 1 1e3", "bet 1 ١٠", "raise 99999999999999999999", "raise -1",
    "chip_bonus 3", "hit hit", "AS", "as", "1S", "11", "12", "0", "\u0000", "\ud800",
    "\u202ebet", "x" * 5000, "\n".join(["hit"] * 3)])
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), SPECIAL_NUMBERS,
                    st.floats(allow_nan=True), st.text(max_size=30), SPECIAL_TEXT)
JSON_VALUES = st.recursive(
    SCALARS, lambda kids: st.one_of(st.lists(kids, max_size=6),
                                    st.dictionaries(st.text(max_size=8), kids, max_size=6)),
    max_leaves=25)


def put(doc: dict, path: tuple, value) -> dict:
    doc = json.loads(json.dumps(doc))            # a deep copy
    node = doc
    for key in path[:-1]:
        node = node[key]
    if isinstance(node, list) and path[-1] >= len(node):
        node.append(value)
    else:
        node[path[-1]] = value
    return doc


def encode(doc) -> bytes:
    return json.dumps(doc, allow_nan=True).encode("utf-8", "surrogatepass")


def test_every_base_scenario_runs():
    for name, doc in BASES.items():
        code, out, err = run_main(encode(doc))
        assert code == 0 and assert_clean(code, out, err)["rounds"] >= 1, (name, err)


@pytest.mark.parametrize("table", sorted(BASES))
@FUZZ
@given(data=st.data())
def test_any_value_in_any_field_never_crashes_the_runner(table, data):
    path = data.draw(st.sampled_from(PATHS[table]), label="path")
    value = data.draw(JSON_VALUES, label="value")
    assert_clean(*run_main(encode(put(BASES[table], path, value))))


@FUZZ
@given(doc=JSON_VALUES)
def test_any_json_document_never_crashes_the_runner(doc):
    assert_clean(*run_main(encode(doc)))


@FUZZ
@given(raw=st.one_of(st.binary(max_size=200),
                     st.builds(lambda b, d: encode(d)[:len(encode(d)) // 2] + b,
                               st.binary(max_size=8), st.dictionaries(st.text(max_size=5),
                                                                      SCALARS, max_size=4))))
def test_any_bytes_never_crash_the_runner(raw):
    assert_clean(*run_main(raw))


@FUZZ
@given(data=st.data())
def test_any_action_words_never_crash_the_runner(data):
    table = data.draw(st.sampled_from(sorted(BASES)), label="table")
    words = ["bet", "clear", "rebet", "rebet_deal", "deal", "insure", "no_insure", "hit",
             "stand", "double", "split", "next", "raise", "call", "fold", "free_fold", "pass",
             "stay", "deal_again", "chip_bonus"]
    word = st.one_of(st.sampled_from(words), st.builds(
        "{} {} {}".format, st.sampled_from(words), st.integers(-3, 1200), st.integers(-3, 1200)),
        st.builds("{} {}".format, st.sampled_from(words), st.integers(-3, 40)), SPECIAL_TEXT)
    actions = data.draw(st.lists(word, max_size=40), label="actions")
    doc = {k: v for k, v in BASES[table].items() if k != "cards"}
    assert_clean(*run_main(encode(dict(doc, actions=actions))))


# -- named hostile inputs: always exit 2 with one line on stderr ---------------

def _with(table: str, **fields) -> bytes:
    doc = dict(BASES[table])
    doc.update(fields)
    return encode(doc)


HOSTILE = {
    "empty": b"",
    "whitespace": b"   \n\t",
    "truncated": b'{"table": "midnight", "actions": ["bet 1 10"',
    "trailing garbage": b'{"table": "midnight"} {"table": "classic"}',
    "not an object": b'[{"table": "midnight"}]',
    "null": b"null",
    "a string": b'"midnight"',
    "single quotes": b"{'table': 'midnight'}",
    "no table": b'{"seed": 1}',
    "unknown table": b'{"table": "poker"}',
    "table of the wrong type": b'{"table": ["midnight"]}',
    "table name a megabyte long": ('{"table": "%s"}' % ("m" * 1_000_000)).encode(),
    "unknown card": _with("midnight", cards=["ZZ"]),
    "indian card at midnight": _with("midnight", cards=["11"]),
    "standard card at indian": _with("indian", cards=["AS"]),
    "indian card 12": _with("indian", cards=["12"]),
    "card of the wrong type": _with("classic", cards=[10]),
    "cards not a list": _with("showdown", cards="AS KD"),
    "unknown rules field": _with("midnight", rules={"early_surrender": True}),
    "rules field of another table": _with("midnight", rules={"cut_card_range": [60, 75]}),
    "rules not an object": _with("indian", rules=[["ante", 2]]),
    "rules number as text": _with("showdown", rules={"ante": "10"}),
    "rules boolean as number": _with("midnight", rules={"split_aces_one_card": 1}),
    "rules number as boolean": _with("indian", rules={"ante": True}),
    "rules number fractional": _with("classic", rules={"min_bet": 2.5}),
    "rules number negative": _with("classic", rules={"min_bet": -5}),
    "rules number 10**100": _with("showdown", rules={"ante": 10**100}),
    "min over max": _with("midnight", rules={"min_bet": 50, "max_bet": 10}),
    "seed fractional": _with("midnight", seed=1.5),
    "seed as text": _with("classic", seed="7"),
    "seed boolean": _with("indian", seed=True),
    "seed of 5000 bits": _with("showdown", seed=2**5000),
    "seed of 5000 digits": ('{"table": "midnight", "seed": %s}' % ("9" * 5000)).encode(),
    "seed NaN": b'{"table": "midnight", "seed": NaN}',
    "seed Infinity": b'{"table": "midnight", "seed": Infinity}',
    "seed 1e400": b'{"table": "midnight", "seed": 1e400}',
    "chips negative": _with("midnight", setup={"chips": [-100]}),
    "chips 10**100 (midnight)": _with("midnight", setup={"chips": [10**100]}),
    "chips 10**100 (showdown)": _with("showdown", setup={"chips": [10**100, 100]}),
    "chips 10**100 (indian)": _with("indian", setup={"chips": [10**100, 10**100]}),
    "chips fractional": _with("classic", setup={"chips": [100.5]}),
    "chips as text": _with("showdown", setup={"chips": ["100", "100"]}),
    "chips not a list": _with("indian", setup={"chips": 30}),
    "too many seats": _with("classic", setup={"chips": [100] * 8}),
    "too few seats": _with("showdown", setup={"chips": [100]}),
    "no players": _with("midnight", setup={"chips": []}),
    "three indian players": _with("indian", setup={"chips": [30, 30, 30]}),
    "zero tokens": _with("showdown", setup={"chips": [0, 100]}),
    "first seat out of range": _with("showdown", setup={"chips": [100, 100], "first_seat": 3}),
    "unknown setup field": _with("midnight", setup={"chips": [100], "hands": 3}),
    "setup not an object": _with("classic", setup=[100]),
    "unknown item": _with("indian", setup={"items": {"sword": 1}}),
    "item for player 3": _with("indian", setup={"items": {"free_fold": 3}}),
    "actions not a list": _with("midnight", actions="bet 1 10, deal"),
    "deeply nested array": b"[" * 200_000 + b"]" * 200_000,
    "deeply nested object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "deep nesting inside a field": b'{"table": "midnight", "rules": ' + b"[" * 50_000
                                   + b"]" * 50_000 + b"}",
    "not UTF-8": b'{"table": "midnight", "seed": 1}\xff\xfe',
    "UTF-16": '{"table": "midnight"}'.encode("utf-16"),
    "Latin-1 text": '{"table": "médianoche"}'.encode("latin-1"),
    "binary": bytes(range(256)),
    "NUL bytes": b"\x00" * 1000,
    "over 16 MB": b" " * (scenario.MAX_INPUT_BYTES + 10),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_input_exits_2_with_one_line(name):
    err = assert_rejected(HOSTILE[name])
    assert "Traceback" not in err and not err.startswith("internal error")


@pytest.mark.parametrize("table", ["midnight", "showdown", "indian"])
def test_a_few_megabytes_of_actions_are_run_or_refused_cleanly(table):
    """~3 MB of action words: the run stops at the first illegal one (exit 2
    with the state before it) or plays them all (exit 0)."""
    word = {"midnight": "hit", "showdown": "stand", "indian": "call"}[table]
    raw = _with(table, cards=[], actions=[word] * 600_000)
    assert len(raw) > 3_000_000
    code, out, err = run_main(raw)
    assert_clean(code, out, err)


def test_megabytes_of_stacked_cards_are_accepted_or_refused_cleanly():
    raw = _with("midnight", cards=["AS"] * 500_000)
    assert_clean(*run_main(raw))
    assert_rejected(_with("indian", cards=["10"] * 400_000 + ["AS"]))


def test_an_illegal_action_reports_the_state_before_it():
    code, out, err = run_main(_with("midnight", actions=["bet 1 10", "deal", "jump"]))
    data = assert_clean(code, out, err)
    assert code == 2 and data["error"]["index"] == 2 and data["error"]["action"] == "jump"
    assert data["players"][0]["on_table"] == 10


def test_a_long_action_word_is_shortened_in_the_error():
    code, out, err = run_main(_with("classic", actions=["x" * 100_000]))
    data = assert_clean(code, out, err)
    assert code == 2 and len(data["error"]["action"]) < 300
    assert len(data["error"]["message"]) < 400


def test_file_arguments_that_cannot_be_read(tmp_path):
    for argv in ([str(tmp_path / "missing.json")], [str(tmp_path)], [], ["a", "b"]):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = scenario.main(argv)
        assert code == 2 and out.getvalue() == ""
        assert err.getvalue().count("\n") == 1 and "Traceback" not in err.getvalue()


# -- real processes --------------------------------------------------------------

SUBPROCESS_CASES = ["truncated", "unknown table", "not UTF-8", "deeply nested array",
                    "seed of 5000 digits", "chips 10**100 (indian)", "over 16 MB"]


@pytest.mark.parametrize("name", SUBPROCESS_CASES)
def test_hostile_input_in_a_real_process(name):
    proc = subprocess.run([sys.executable, "-m", "game.scenario", "-"], input=HOSTILE[name],
                          capture_output=True, cwd=ROOT, timeout=60)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, err
    assert proc.stdout == b""
    assert err.count("\n") == 1 and err.strip() and "Traceback" not in err


def test_a_file_with_a_lone_surrogate_and_nul_in_words_in_a_real_process(tmp_path):
    path = tmp_path / "odd.json"
    path.write_bytes(_with("midnight", actions=["bet 1 10", "\ud800\u0000"]))
    proc = subprocess.run([sys.executable, "-m", "game.scenario", str(path)],
                          capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and proc.stderr == b""
    data = json.loads(proc.stdout)
    assert data["error"]["index"] == 1 and data["players"][0]["on_table"] == 10


# -- Tiled maps ------------------------------------------------------------------

GOOD_ANCHORS = "".join(
    f'<object id="{i}" name="{name}" x="{10 + i}" y="20" width="30" height="40"/>'
    for i, name in enumerate(REQUIRED_ANCHORS["midnight"], 1))


def tmx(objects: str = GOOD_ANCHORS, head: str = '<?xml version="1.0" encoding="UTF-8"?>\n',
        size: str = 'width="40" height="22" tilewidth="32" tileheight="32"',
        layer: str = "anchors") -> str:
    return (f'{head}<map version="1.10" orientation="orthogonal" {size}>'
            f'<objectgroup id="1" name="{layer}">{objects}</objectgroup></map>')


def laughs(levels: int = 9) -> str:
    ents = '<!ENTITY lol0 "lol">' + "".join(
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, levels + 1))
    return tmx(objects=f'<object name="&lol{levels};" x="1" y="1" width="1" height="1"/>',
               head=f'<?xml version="1.0"?>\n<!DOCTYPE map [{ents}]>\n')


def external_entity(target: str) -> str:
    return tmx(objects='<object name="&ext;" x="1" y="1" width="1" height="1"/>',
               head=f'<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY ext SYSTEM "{target}">]>\n')


BAD_MAPS: dict[str, bytes] = {
    "empty": b"",
    "not XML": b"this is not a map",
    "truncated": tmx().encode()[:200],
    "binary": bytes(range(256)) * 10,
    "wrong root": b'<?xml version="1.0"?><svg width="10" height="10"/>',
    "billion laughs": laughs().encode(),
    "billion laughs, lower case": laughs().replace("DOCTYPE", "doctype").replace(
        "ENTITY", "entity").encode(),
    "billion laughs in UTF-16": laughs().replace('version="1.0"?>',
                                                 'version="1.0" encoding="UTF-16"?>')
    .encode("utf-16"),
    "billion laughs in UTF-16 without BOM": laughs().encode("utf-16-le"),
    "quadratic blowup": tmx(objects='<object name="&a;&a;&a;" x="1" y="1"/>',
                            head='<!DOCTYPE map [<!ENTITY a "' + "x" * 100_000 + '">]>').encode(),
    "external entity (file)": external_entity("file:///etc/passwd").encode(),
    "external entity (http)": external_entity("http://127.0.0.1:9/evil.dtd").encode(),
    "external DTD": b'<?xml version="1.0"?><!DOCTYPE map SYSTEM "http://127.0.0.1:9/x.dtd">'
                    + tmx(head="").encode(),
    "parameter entity": b'<?xml version="1.0"?><!DOCTYPE map [<!ENTITY % p SYSTEM '
                        b'"file:///etc/passwd"> %p;]>' + tmx(head="").encode(),
    "oversized": tmx(objects=GOOD_ANCHORS + "<!--" + "x" * MAX_MAP_BYTES + "-->").encode(),
    "no anchors layer": tmx(layer="furniture").encode(),
    "missing anchors": tmx(objects=GOOD_ANCHORS.replace('name="spot_2"', 'name="spot_9"')
                           .replace('name="shoe"', 'name=""')).encode(),
    "no size": tmx(size="").encode(),
    "size as words": tmx(size='width="wide" height="22" tilewidth="32" tileheight="32"').encode(),
    "size zero": tmx(size='width="0" height="22" tilewidth="32" tileheight="32"').encode(),
    "size negative": tmx(size='width="-40" height="22" tilewidth="32" tileheight="32"').encode(),
    "size enormous": tmx(size='width="400000000000000" height="22" tilewidth="32" '
                              'tileheight="32"').encode(),
    "size of 5000 digits": tmx(size=f'width="{"9" * 5000}" height="22" tilewidth="32" '
                                    'tileheight="32"').encode(),
    "coordinate as words": tmx(objects=GOOD_ANCHORS.replace('x="11"', 'x="left"')).encode(),
    "coordinate NaN": tmx(objects=GOOD_ANCHORS.replace('x="11"', 'x="nan"')).encode(),
    "coordinate infinite": tmx(objects=GOOD_ANCHORS.replace('x="11"', 'x="inf"')).encode(),
    "coordinate 1e300": tmx(objects=GOOD_ANCHORS.replace('width="30"', 'width="1e300"', 1))
    .encode(),
    "deeply nested": tmx(objects="<g>" * 150_000 + "</g>" * 150_000).encode(),
}


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / ("bad_" + "".join(c if c.isalnum() else "_" for c in name) + ".tmx")
    path.write_bytes(data)
    return path


def test_the_good_test_map_loads(tmp_path):
    path = _write(tmp_path, "good", tmx().encode())
    anchors = load_anchors(path, REQUIRED_ANCHORS["midnight"])
    assert set(anchors) == set(REQUIRED_ANCHORS["midnight"])


@pytest.mark.parametrize("name", list(BAD_MAPS))
def test_a_bad_map_is_refused_with_a_layout_error_naming_it(tmp_path, name):
    path = _write(tmp_path, name, BAD_MAPS[name])
    with pytest.raises(LayoutError) as info:
        load_anchors(path, REQUIRED_ANCHORS["midnight"])
    assert str(path) in str(info.value)
    STATS["maps"] += 1


@pytest.mark.parametrize("name", [n for n in BAD_MAPS if "entit" in n or "laughs" in n
                                  or "blowup" in n or "DTD" in n])
def test_entities_are_refused_by_the_guard_before_any_parsing(tmp_path, name):
    """Not by expat's own amplification limit: the guard sees every DOCTYPE,
    in UTF-16 too, and the parser never runs."""
    path = _write(tmp_path, name, BAD_MAPS[name])
    with pytest.raises(LayoutError, match="refused"):
        load_anchors(path)


@pytest.mark.parametrize("name", ["billion laughs", "billion laughs in UTF-16",
                                  "external entity (file)", "oversized", "not XML"])
def test_the_lobby_map_loader_has_the_same_guard(tmp_path, name):
    path = _write(tmp_path, name, BAD_MAPS[name])
    with pytest.raises(LayoutError) as info:
        load_tiled_map(path)
    assert str(path) in str(info.value)


def test_an_entity_never_reaches_an_anchor_name(tmp_path):
    """Whatever the guard lets through, no object name is built from an entity."""
    for name in ("billion laughs", "external entity (file)", "quadratic blowup"):
        path = _write(tmp_path, name, BAD_MAPS[name])
        with pytest.raises(LayoutError):
            read_objects(path, "anchors")


@pytest.mark.parametrize("table", ["../../etc/passwd", "lobby/../midnight", "", "MIDNIGHT",
                                   "/etc/hosts", "midnight.tmx"])
def test_table_maps_come_only_from_the_bundled_assets(table):
    with pytest.raises(LayoutError) as info:
        load_table_anchors(table)
    assert "no layout" in str(info.value)


@settings(max_examples=100, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_fuzzed_attributes_give_a_map_or_a_layout_error(tmp_path_factory, data):
    attr = data.draw(st.sampled_from(["x", "y", "width", "height"]), label="attr")
    value = data.draw(st.one_of(
        st.floats(allow_nan=True, allow_infinity=True).map(repr),
        st.integers().map(str), st.text(alphabet="0123456789.e+-naif ", max_size=12)),
        label="value")
    objects = GOOD_ANCHORS.replace(f'{attr}="', f'{attr}="{value}" data-old="', 1)
    path = _write(tmp_path_factory.mktemp("fuzz"), "fuzz", tmx(objects=objects).encode())
    try:
        anchors = load_anchors(path, REQUIRED_ANCHORS["midnight"])
    except LayoutError as exc:
        assert str(path) in str(exc)
    else:
        for rect in anchors.values():
            assert all(math.isfinite(v) and abs(v) < 10**6 for v in rect)
