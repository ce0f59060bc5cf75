"""What the About panel shows: the version, the licence and the notices, as lines.

No pygame here: the documents are read (``scenes.app.locations`` finds them in a
checkout, a wheel or the executable) and cut into typed lines; the scene
wraps and draws them.  Markdown files have their paragraphs joined (they are
re-wrapped to the panel); plain-text licences and indented blocks keep their
line breaks.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.version import __version__
from scenes.app.i18n import _
from scenes.app.locations import asset_root, licence_text

COPYRIGHT = "Copyright (c) 2026 Club 21 contributors"
MISSING = "(This file is not included in this installation.)"


class Kind(Enum):
    TITLE = "title"        # a document's name
    HEADING = "heading"    # a section inside it
    TEXT = "text"          # a paragraph, re-wrapped
    BULLET = "bullet"      # a list item, re-wrapped beside a bullet
    VERBATIM = "verbatim"  # a licence text line, kept as written
    GAP = "gap"            # vertical space


@dataclass(frozen=True)
class Line:
    kind: Kind
    text: str = ""


def _asset_text(*parts: str) -> str | None:
    try:
        return asset_root().joinpath(*parts).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, RuntimeError):
        return None


def about_documents() -> list[tuple[str, str | None, bool]]:
    """(title, text or None when missing, is_markdown) for each document shown."""
    return [
        (_("Club 21 licence (MIT)"), licence_text("LICENSE"), False),
        (_("Third-party notices"), licence_text("THIRD_PARTY_NOTICES.md"), True),
        (_("Art, sounds and maps"), _asset_text("LICENSE-ASSETS.md"), True),
        (_("DejaVu fonts licence"), _asset_text("fonts", "LICENSE-DejaVu.txt"), False),
    ]


def summary_lines() -> list[str]:
    """The fixed lines above the scrolling documents."""
    return [_("Club 21 version {version}").format(version=__version__),
            _("{copyright}. Free software under the MIT licence.").format(copyright=COPYRIGHT),
            _("The licences of everything it uses follow (wheel, arrows, PgUp/PgDn).")]


def document_lines(documents: list[tuple[str, str | None, bool]]) -> list[Line]:
    lines: list[Line] = []
    for title, text, markdown in documents:
        if lines:
            lines.append(Line(Kind.GAP))
        lines.append(Line(Kind.TITLE, title))
        if text is None:
            lines.append(Line(Kind.TEXT, MISSING))
        elif markdown:
            lines += _markdown_lines(text)
        else:
            lines += [Line(Kind.VERBATIM, raw.rstrip()) for raw in text.splitlines()]
    return lines


def _markdown_lines(text: str) -> list[Line]:
    """Headings, paragraphs and bullets joined across their hard line breaks."""
    out: list[Line] = []
    paragraph: list[str] = []
    kind = Kind.TEXT

    def flush() -> None:
        nonlocal paragraph, kind
        if paragraph:
            out.append(Line(kind, " ".join(paragraph)))
        paragraph, kind = [], Kind.TEXT

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if line.startswith("    ") or (not stripped and out and out[-1].kind is Kind.VERBATIM
                                       and not paragraph):
            flush()
            out.append(Line(Kind.VERBATIM, line[4:]))
        elif not stripped or stripped == "---":
            flush()
        elif stripped.startswith("#"):
            flush()
            heading = stripped.lstrip("#").strip()
            if not out and stripped.startswith("# "):
                continue  # the document's own title: the panel names it already
            out.append(Line(Kind.HEADING, heading))
        elif stripped.startswith("- "):
            flush()
            kind = Kind.BULLET
            paragraph = [_plain(stripped[2:])]
        else:
            paragraph.append(_plain(stripped))
    flush()
    return out


def _plain(text: str) -> str:
    """Markdown's code and bold marks are not drawn."""
    return text.replace("`", "").replace("**", "")
