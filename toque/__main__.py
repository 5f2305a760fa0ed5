"""`python -m toque` is the `toque` command."""

from toque.cli import main

raise SystemExit(main())
