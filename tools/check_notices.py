"""Every third-party thing Club 21 ships has its entry in THIRD_PARTY_NOTICES.md.

    python tools/check_notices.py                                  # the wheel's dependencies
    python tools/check_notices.py --frozen build/build/collected.json   # + a PyInstaller build

Two checks, each failing with one line per gap:

* **The wheel's dependency closure.** Every distribution the installed game
  needs (``[project] dependencies`` of pyproject.toml, followed through their
  own requirements, extras and markers evaluated for this machine) has a
  section ``## <name> <version>`` whose version matches what is installed,
  a ``Licence:`` line, and the licence's full text (inline, indented, or a
  full-text section at the end of the file that the Licence line names).
* **What a PyInstaller build collected** (``build.spec`` writes the list):
  every module, library and data file belongs to a rule below, and the
  section that rule names exists and mentions the file's component.

Nothing is changed; exit 0 when everything has its entry, 1 otherwise.
"""
from __future__ import annotations

import argparse
import fnmatch
import json
import re
import sys
import tomllib
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
NOTICES = ROOT / "THIRD_PARTY_NOTICES.md"
OWN = "Club 21"  # the project's own code, art and licences: LICENSE, not a notice
MIN_INLINE_LINES = 8  # a licence text shorter than this is a summary, not the text


@dataclass(frozen=True)
class Section:
    heading: str
    body: str

    @property
    def name_and_version(self) -> tuple[str, str]:
        name, _, version = self.heading.partition(" ")
        return name.lower(), version.strip()

    def has_full_text(self, full_texts: list[str]) -> bool:
        indented = max((len(block) for block in _indented_blocks(self.body)), default=0)
        licence_line = next((line for line in self.body.splitlines()
                             if line.startswith("Licence:")), "")
        return indented >= MIN_INLINE_LINES or any(title.lower() in licence_line.lower()
                                                   for title in full_texts)


def _indented_blocks(body: str) -> list[list[str]]:
    blocks: list[list[str]] = [[]]
    for line in body.splitlines():
        if line.startswith("    ") or (not line.strip() and blocks[-1]):
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return blocks


def read_sections(text: str) -> list[Section]:
    parts = re.split(r"^## ", text, flags=re.MULTILINE)[1:]
    return [Section(part.split("\n", 1)[0].strip(), part.split("\n", 1)[1] if "\n" in part else "")
            for part in parts]


def full_text_titles(sections: list[Section]) -> list[str]:
    """The licence texts printed whole at the end of the file (after its rule)."""
    return [re.sub(r"\s*\(.*\)$", "", s.heading) for s in sections
            if "licen" in s.heading.lower() and len(s.body.splitlines()) > 20]


# -- the wheel's dependency closure -------------------------------------------
def dependency_closure() -> dict[str, str]:
    """{distribution name: installed version} of everything the game needs to run."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    todo = [Requirement(text) for text in project["project"]["dependencies"]]
    found: dict[str, str] = {}
    while todo:
        requirement = todo.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        name = requirement.name.lower()
        if name in found:
            continue
        distribution = metadata.distribution(name)
        found[name] = distribution.version
        todo += [Requirement(text) for text in distribution.requires or []]
    return found


def closure_problems(closure: dict[str, str], sections: list[Section]) -> list[str]:
    by_name = {s.name_and_version[0]: s for s in sections}
    full_texts = full_text_titles(sections)
    problems = []
    for name, version in sorted(closure.items()):
        section = by_name.get(name)
        if section is None:
            problems.append(f"{name} {version}: no '## {name} {version}' section")
            continue
        noted = section.name_and_version[1]
        if not noted or not (version == noted or version.startswith(noted + ".")):
            problems.append(f"{name}: installed {version}, the notice says {noted or 'no version'}")
        if "Licence:" not in section.body:
            problems.append(f"{name}: no 'Licence:' line")
        if not section.has_full_text(full_texts):
            problems.append(f"{name}: the licence's full text is missing")
    return problems


# -- what the executable carries ----------------------------------------------
@dataclass(frozen=True)
class Rule:
    pattern: str   # fnmatch over a module name or a path inside the bundle
    section: str   # heading prefix of the section that covers it (or OWN)
    mention: str   # a word that section must contain about it ("" = the heading is enough)


_PYTHON = "In the executables only"
MODULE_RULES = [
    Rule("game", OWN, ""), Rule("game.*", OWN, ""),
    Rule("scenes", OWN, ""), Rule("scenes.*", OWN, ""),
    Rule("pygame", "pygame-ce", ""), Rule("pygame.*", "pygame-ce", ""),
    Rule("pytmx", "pytmx", ""), Rule("pytmx.*", "pytmx", ""),
    Rule("platformdirs", "platformdirs", ""), Rule("platformdirs.*", "platformdirs", ""),
    Rule("babel", "Babel", ""), Rule("babel.*", "Babel", ""),
    Rule("nacl", "PyNaCl", ""), Rule("nacl.*", "PyNaCl", ""),
    Rule("_cffi_backend", "cffi", ""), Rule("cffi", "cffi", ""), Rule("cffi.*", "cffi", ""),
    Rule("pycparser", "pycparser", ""), Rule("pycparser.*", "pycparser", ""),
    Rule("websockets", "websockets", ""), Rule("websockets.*", "websockets", ""),
    Rule("pyimod*", _PYTHON, "PyInstaller"), Rule("_pyi_*", _PYTHON, "PyInstaller"),
]
FILE_RULES = [
    Rule("assets/*", OWN, ""), Rule("LICENSE", OWN, ""), Rule("THIRD_PARTY_NOTICES.md", OWN, ""),
    Rule("game/*", OWN, ""),
    Rule("babel/locale-data/*", "Unicode CLDR", ""), Rule("babel/global.dat", "Unicode CLDR", ""),
    Rule("babel/*", "Babel", ""),
    Rule("nacl/_sodium*", "PyNaCl", "libsodium"), Rule("nacl/*", "PyNaCl", ""),
    Rule("_cffi_backend*", "cffi", ""), Rule("websockets/*", "websockets", ""),
    Rule("websockets-*.dist-info/*", "websockets", ""),
    Rule("libuuid.so*", _PYTHON, "libuuid"),
    Rule("pygame/freesansbold.ttf", "pygame-ce", "freesansbold"),
    Rule("pygame/*", "pygame-ce", ""),
    Rule("python3.*/*", _PYTHON, "Python"), Rule("base_library.zip", _PYTHON, "Python"),
    Rule("libpython3*", _PYTHON, "Python"),
    Rule("libz.so*", _PYTHON, "zlib"), Rule("libbz2.so*", _PYTHON, "bzip2"),
    Rule("liblzma.so*", _PYTHON, "liblzma"), Rule("libffi.so*", _PYTHON, "libffi"),
    Rule("libsqlite3.so*", _PYTHON, "SQLite"), Rule("libssl.so*", _PYTHON, "OpenSSL"),
    Rule("libcrypto.so*", _PYTHON, "OpenSSL"), Rule("libgcc_s.so*", _PYTHON, "libgcc_s"),
    Rule("libstdc++.so*", _PYTHON, "libstdc++"),
]


# Libraries the pygame-ce wheel bundles (their names carry auditwheel's hash):
# the word by which its section names each one. A library not listed here
# fails the check until someone reads its licence and writes it down.
WHEEL_BUNDLED = {
    "SDL2": "SDL2", "SDL2_image": "SDL2_image", "SDL2_mixer": "SDL2_mixer",
    "SDL2_ttf": "SDL2_ttf", "FLAC": "libFLAC", "brotlicommon": "Brotli",
    "brotlidec": "Brotli", "fluidsynth": "FluidSynth", "freetype": "FreeType",
    "harfbuzz": "HarfBuzz", "jpeg": "libjpeg-turbo", "mpg123": "mpg123", "ogg": "libogg",
    "opus": "Opus", "opusfile": "opusfile", "png16": "libpng", "sharpyuv": "libsharpyuv",
    "sndfile": "libsndfile", "tiff": "libtiff", "vorbis": "libvorbis",
    "vorbisenc": "libvorbis", "vorbisfile": "libvorbis", "wavpack": "WavPack",
    "webp": "libwebp", "webpdemux": "libwebp", "xmp": "libxmp",
}
_HASHED = re.compile(r"^lib(?P<name>[A-Za-z0-9_+]+?)(-\d+)?-[0-9a-f]{8}\.")


def frozen_problems(collected: dict[str, list[str]], sections: list[Section]) -> list[str]:
    by_prefix = {s.heading: s for s in sections}
    stdlib = set(sys.stdlib_module_names)
    problems: list[str] = []

    def covered(item: str, rules: list[Rule]) -> None:
        rule = next((r for r in rules if fnmatch.fnmatchcase(item, r.pattern)), None)
        if rule is None:
            problems.append(f"{item}: no rule says which notice covers it")
            return
        if rule.section == OWN:
            return
        section = next((s for h, s in by_prefix.items() if h.startswith(rule.section)), None)
        word = rule.mention
        if section is None:
            problems.append(f"{item}: no '## {rule.section}' section")
        elif word and word.lower() not in section.body.lower():
            problems.append(f"{item}: '## {section.heading}' does not name {word}")

    for module in collected["modules"]:
        if module.split(".")[0] in stdlib or module.startswith("_sysconfigdata"):
            continue  # the standard library: the Python licence, checked with libpython
        covered(module, MODULE_RULES)
    # PyInstaller lists a wheel's bundled library twice: the file and a link to it.
    for path in collected["binaries"] + collected["datas"]:
        hashed = _HASHED.match(path.rsplit("/", 1)[-1])
        if hashed is None:
            covered(path, FILE_RULES)
        elif hashed["name"] not in WHEEL_BUNDLED:
            problems.append(f"{path}: a library bundled by a wheel that no notice names")
        else:
            covered(path, [Rule("*", "pygame-ce", WHEEL_BUNDLED[hashed["name"]])])
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frozen", type=Path, metavar="COLLECTED_JSON",
                        help="also check what a PyInstaller build collected (build.spec writes it)")
    args = parser.parse_args(argv)
    sections = read_sections(NOTICES.read_text(encoding="utf-8"))
    closure = dependency_closure()
    problems = closure_problems(closure, sections)
    print("check_notices: wheel dependencies: "
          + ", ".join(f"{name} {version}" for name, version in sorted(closure.items())))
    if args.frozen is not None:
        collected = json.loads(args.frozen.read_text(encoding="utf-8"))
        problems += frozen_problems(collected, sections)
        counts = {kind: len(items) for kind, items in collected.items()}
        print(f"check_notices: the build collected {counts['modules']} modules, "
              f"{counts['binaries']} libraries, {counts['datas']} data files")
    sys.stdout.flush()
    for problem in problems:
        print(f"check_notices: {problem}", file=sys.stderr)
    if not problems:
        print("check_notices: every third-party component has its notice and licence text")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
