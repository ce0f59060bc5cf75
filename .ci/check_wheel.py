"""CI: the wheel carries the code, every asset and the licences, and nothing else.

    python .ci/check_wheel.py dist/wheel/club21-*.whl
"""
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALLOWED_TOP = {"game", "scenes", "club21_assets"}
LICENCES = ("LICENSE", "THIRD_PARTY_NOTICES.md")


def main(wheel: str) -> int:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names if ".dist-info/" not in name}
    problems = [f"unexpected top-level entries {sorted(tops - ALLOWED_TOP)}"] if tops - ALLOWED_TOP else []
    assets = sorted(p.relative_to(ROOT / "assets").as_posix()
                    for p in (ROOT / "assets").rglob("*") if p.is_file())
    shipped = {name.split("/", 1)[1] for name in names if name.startswith("club21_assets/")}
    missing = [a for a in assets if a not in shipped]
    if missing:
        problems.append(f"{len(missing)} assets missing, e.g. {missing[:3]}")
    for licence in LICENCES:
        if not any(name.endswith(f".dist-info/licenses/{licence}") for name in names):
            problems.append(f"{licence} missing from .dist-info/licenses/")
    for problem in problems:
        print(f"check_wheel: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_wheel: {len(names)} files, all {len(assets)} assets and the licences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
