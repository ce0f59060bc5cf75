"""The Windows version resource of the executable: Explorer's Properties >
Details then name Club 21 and its version.

``build.spec`` writes ``version_file_text(...)`` to a file and passes its path
as ``version=``; PyInstaller reads that text format (its ``VSVersionInfo``
written out) on Windows.  Plain text, so it is built and tested anywhere.
"""
from __future__ import annotations

import re

LANGUAGE_CODEPAGE = "040904B0"     # US English, Unicode
TRANSLATION = (0x0409, 1200)


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: the release part, zero-padded ("0.1.0" -> 0,1,0,0)."""
    match = re.match(r"\d+(\.\d+)*", version)
    numbers = [int(n) for n in match.group(0).split(".")][:4] if match else []
    return tuple(numbers + [0] * (4 - len(numbers)))


def version_file_text(version: str, copyright_line: str) -> str:
    numbers = numeric_version(version)
    strings = {
        "CompanyName": "Club 21 contributors",
        "FileDescription": "Club 21 blackjack casino",
        "FileVersion": version,
        "InternalName": "club21",
        "LegalCopyright": copyright_line,
        "OriginalFilename": "club21.exe",
        "ProductName": "Club 21",
        "ProductVersion": version,
    }
    structs = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable({LANGUAGE_CODEPAGE!r}, [
          {structs}])]),
    VarFileInfo([VarStruct('Translation', {list(TRANSLATION)})])
  ]
)
"""
