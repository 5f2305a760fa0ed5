"""Every example recipe in the repository parses."""

from pathlib import Path

import pytest

from toque.grammar.files import parse_file

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").rglob("*.rb"))


def test_there_are_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(ROOT)))
def test_example_parses(path):
    tree = parse_file(path, use_cache=False)
    assert tree.body, "an example recipe has statements"
