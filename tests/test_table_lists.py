"""The tables are listed in one place per half: ``game.tables.registry`` and
``scenes.tables.registry``. A module elsewhere that names every table (as an
identifier or as a string) keeps a list by hand that the registry should give."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TABLES = frozenset({"midnight", "classic", "showdown", "indian"})
MOST_MODULES = 3     # each table's spec lives in its own package, so even the
                     # registries name a table only through its spec


def names_in(source: str) -> set[str]:
    """The table names ``source`` spells as a string or as an identifier
    (``MIDNIGHT``, ``dealer.classic``), whatever the case."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            words = {node.value}
        elif isinstance(node, ast.Name):
            words = {node.id.lower()}
        elif isinstance(node, ast.Attribute):
            words = {node.attr.lower()}
        elif isinstance(node, ast.alias):
            words = {part.lower() for part in (node.name.split(".") + [node.asname or ""])}
        else:
            continue
        found |= words & TABLES
    return found


def modules_naming_every_table() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for package in ("game", "scenes")
                  for path in (ROOT / package).rglob("*.py")
                  if names_in(path.read_text(encoding="utf-8")) == TABLES)


def test_a_module_naming_every_table_is_found_and_one_naming_three_is_not():
    assert names_in('GAMES = {"midnight": 1, "classic": 2}\nshowdown.x(INDIAN)') == TABLES
    assert names_in('"midnight", "classic", "showdown"  # indian') != TABLES


def test_few_modules_keep_a_list_of_every_table():
    found = modules_naming_every_table()
    assert len(found) <= MOST_MODULES, found


def test_both_registries_list_every_table_in_the_same_order():
    from game.tables.registry import table_names
    from scenes.tables.registry import view_names
    assert set(table_names()) == TABLES
    assert view_names() == table_names()
