"""docs/engine.md shows the example that its runnable command runs."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_example_in_the_engine_doc_is_the_example_file_verbatim():
    doc = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    example = (ROOT / "docs" / "examples" / "learn_classic.py").read_text(encoding="utf-8")
    indented = "".join("    " + line if line.strip() else line
                       for line in example.splitlines(True))
    assert indented in doc
