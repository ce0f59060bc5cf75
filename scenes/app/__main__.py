"""``python -m scenes.app`` works like the ``club21`` command."""
import sys

from scenes.app.cli import main

sys.exit(main())
