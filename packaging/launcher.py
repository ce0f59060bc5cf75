"""Entry point of the packaged executable (PyInstaller starts here)."""
import sys

from scenes.app import main

if __name__ == "__main__":
    sys.exit(main())
