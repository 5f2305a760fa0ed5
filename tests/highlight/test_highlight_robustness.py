"""The lexers never lose text and never call valid Ruby an error: examples, fuzz, Ripper."""

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from highlight_helpers import random_ruby
from pygments.token import Error

from toque.highlight import ErbRecipeLexer, RecipeLexer

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(
    path for pattern in ("**/*.rb", "**/*.erb") for path in (ROOT / "examples").glob(pattern)
)
SNIPPETS = [
    "",
    "\n\n  leading blank lines\n",
    "no newline at the end",
    "x = 1\r\nputs x\r\n",
    "s = <<~EOS\r\n  crlf body\r\nEOS\r\n",
    "tab\tseparated = 1\n",
    "café = 'ünïcode' + \"#{café}\"\n",
    "#!/usr/bin/env ruby\n# frozen_string_literal: true\n",
]
FUZZ_SEEDS = range(60)


def lexer_for(path: Path):
    return ErbRecipeLexer() if path.suffix == ".erb" else RecipeLexer()


def assert_whole(lexer, text: str) -> None:
    """Offsets run on without gaps and the values add up to the text."""
    offset = 0
    for index, _, value in lexer.get_tokens_unprocessed(text):
        assert index == offset and value, (index, offset, value)
        offset += len(value)
    assert offset == len(text)


def error_tokens(lexer, text: str) -> list[str]:
    return [value for _, ttype, value in lexer.get_tokens_unprocessed(text) if ttype in Error]


@pytest.mark.parametrize("path", EXAMPLES, ids=[str(p.relative_to(ROOT)) for p in EXAMPLES])
def test_examples_lex_whole_and_without_errors(path):
    text = path.read_text(encoding="utf-8")
    assert_whole(lexer_for(path), text)
    assert error_tokens(lexer_for(path), text) == []


@pytest.mark.parametrize("text", SNIPPETS)
def test_snippets_round_trip(text):
    for lexer in (RecipeLexer(), ErbRecipeLexer()):
        assert_whole(lexer, text)


def test_get_tokens_keeps_the_text_as_it_is():
    # Pygments strips leading blank lines by default; these lexers keep them.
    text = "\n\nfile 'x'\n"
    assert "".join(value for _, value in RecipeLexer().get_tokens(text)) == text


@pytest.mark.parametrize("seed", FUZZ_SEEDS)
def test_random_valid_ruby_has_no_errors(seed):
    text = random_ruby(seed)
    assert error_tokens(RecipeLexer(), text) == []
    assert_whole(RecipeLexer(), text)
    template = f"<% {text.split('__END__')[0]} %>\ntext <%= x %>"
    assert_whole(ErbRecipeLexer(), template)


def test_broken_input_still_round_trips():
    # Cut and spliced programs are not Ruby; the lexers must still keep every character.
    rng = random.Random(7)
    for seed in range(20):
        text = random_ruby(seed)
        for _ in range(10):
            i, j = sorted(rng.randrange(len(text)) for _ in range(2))
            for piece in (text[:i], text[:i] + text[j:], "<%= " + text[i:j]):
                assert_whole(RecipeLexer(), piece)
                assert_whole(ErbRecipeLexer(), piece)


def test_deep_interpolation_does_not_exhaust_the_stack():
    text = "x = " + '"#{' * 500 + "a" + '}"' * 500 + "\n"
    assert_whole(RecipeLexer(), text)


@pytest.mark.skipif(not shutil.which("ruby"), reason="needs ruby for Ripper")
def test_tokens_agree_with_rubys_own_lexer(tmp_path):
    for seed in FUZZ_SEEDS:
        (tmp_path / f"fuzz{seed}.rb").write_text(random_ruby(seed), encoding="utf-8")
    script = ROOT / "bench" / "highlight_corpus.py"
    result = subprocess.run(
        [sys.executable, str(script), "--ripper", str(tmp_path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(not shutil.which("ruby"), reason="needs ruby to check the fuzz input")
def test_the_fuzz_input_is_valid_ruby(tmp_path):
    for seed in FUZZ_SEEDS:
        path = tmp_path / f"fuzz{seed}.rb"
        path.write_text(random_ruby(seed), encoding="utf-8")
        check = subprocess.run(["ruby", "-c", str(path)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr
