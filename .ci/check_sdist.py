"""CI: the source release holds every file of the repository (so it can build,
translate, regenerate and test exactly what the clone can), except the few
that only make sense inside git.

    python .ci/check_sdist.py dist/sdist/club21-*.tar.gz
"""
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GIT_ONLY = {".gitignore"}


def tracked() -> set[str]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    return {name for name in listed.split("\0") if name} - GIT_ONLY


def released(sdist: str) -> set[str]:
    with tarfile.open(sdist) as tar:        # "club21-X.Y.Z/<path>"
        return {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}


def main(sdist: str) -> int:
    want, have = tracked(), released(sdist)
    missing = sorted(want - have)
    for name in missing[:20]:
        print(f"check_sdist: missing {name}", file=sys.stderr)
    if missing:
        print(f"check_sdist: {len(missing)} tracked files are not in {sdist}", file=sys.stderr)
        return 1
    print(f"check_sdist: all {len(want)} tracked files are in the source release")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
