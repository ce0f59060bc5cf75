"""The Windows version resource of the executable (``build.spec`` passes it as
``version=``): Explorer's Properties > Details then show Club 21 and its version."""
from __future__ import annotations

import re

from PyInstaller.utils.win32.versioninfo import (FixedFileInfo, StringFileInfo, StringStruct,
                                                 StringTable, VarFileInfo, VarStruct,
                                                 VSVersionInfo)

US_ENGLISH_UNICODE = ("040904B0", [0x0409, 1200])  # language and code page


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: the release part, zero-padded ("0.1.0" -> 0,1,0,0)."""
    match = re.match(r"\d+(\.\d+)*", version)
    numbers = [int(n) for n in match.group(0).split(".")][:4] if match else []
    return tuple(numbers + [0] * (4 - len(numbers)))


def version_info(version: str, copyright_line: str) -> VSVersionInfo:
    numbers = numeric_version(version)
    table, translation = US_ENGLISH_UNICODE
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
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[StringFileInfo([StringTable(table, [StringStruct(k, v) for k, v in strings.items()])]),
              VarFileInfo([VarStruct("Translation", translation)])])
