"""No import circle anywhere in game/ or scenes/: every import counts (top
level, in a function, for types only), and importing ``a.b.c`` runs ``a``
and ``a.b`` first, so a package's ``__init__`` is part of the graph."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules() -> dict[str, Path]:
    found = {}
    for package in ("scenes", "game"):
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules ``name`` runs by importing (their packages included)."""
    targets: list[str] = []
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1] + [node.module or ""]) \
                if node.level else node.module or ""
            base = base.strip(".")
            targets += [base] + [f"{base}.{alias.name}" for alias in node.names]
    runs = set()
    for target in targets:
        parts = target.split(".")
        for i in range(1, len(parts) + 1):
            prefix = ".".join(parts[:i])
            if prefix in known and prefix != name:
                runs.add(prefix)
    return runs


def circles() -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    known = modules()
    graph = {name: imports(name, path, known) for name, path in known.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for name in graph:
        if name not in index:
            visit(name)
    return groups


def test_no_module_of_the_engine_or_the_view_imports_itself_through_others():
    assert circles() == []


def test_a_circle_would_be_found(tmp_path):
    """The finder itself: two modules that import each other are one group."""
    (tmp_path / "scenes").mkdir()
    (tmp_path / "game").mkdir()
    (tmp_path / "scenes" / "a.py").write_text("from scenes import b\n")
    (tmp_path / "scenes" / "b.py").write_text("def f():\n    from scenes.a import x\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert circles() == [["scenes.a", "scenes.b"]]
    finally:
        ROOT = saved
