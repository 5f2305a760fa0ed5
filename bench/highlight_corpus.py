"""Lex every recipe and template under folders; report Error tokens, lost text, crashes.

    python bench/highlight_corpus.py [--ripper] DIR [DIR…]

With --ripper, also compare each Ruby file's tokens with what Ruby's own lexer (Ripper)
makes of it, class by class (string, regex, symbol, comment, number, variable, constant,
other code), and report the first place where they disagree. Exits 1 on any finding.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import traceback
from pathlib import Path

from pygments.token import Comment, Error, Name, Number, Punctuation, String

from toque.highlight import ErbRecipeLexer, RecipeLexer

# Prints, for each file path read from stdin that Ruby parses, its Ripper tokens as
# [line, character column, event, text].
_RIPPER = r"""
require "ripper"; require "json"
out = {}
STDIN.read.split("\n").each do |path|
  src = File.read(path, encoding: "UTF-8").scrub
  next unless Ripper.sexp(src)
  lines = src.lines
  out[path] = Ripper.lex(src).map do |(l, c), event, tok, _|
    [l, (lines[l - 1] || "").byteslice(0, c).to_s.force_encoding("UTF-8").scrub.length,
     event.to_s, tok]
  end
end
puts JSON.dump(out)
"""
_RIPPER_CLASSES = {
    **dict.fromkeys(("on_int", "on_float", "on_rational", "on_imaginary"), "number"),
    **dict.fromkeys(("on_ivar", "on_cvar", "on_gvar", "on_backref"), "variable"),
    **dict.fromkeys(("on_comment", "on_embdoc_beg", "on_embdoc", "on_embdoc_end"), "comment"),
    **dict.fromkeys(("on_heredoc_beg", "on_heredoc_end", "on_CHAR"), "string"),
    "on_const": "constant",
    "on_label": "symbol",
    "on_embvar": None,
}


def check(path: Path) -> list[str]:
    """Error tokens, lost text and crashes in one file, as printable lines."""
    text = path.read_text(encoding="utf-8", errors="replace")
    lexer = ErbRecipeLexer() if path.suffix == ".erb" else RecipeLexer()
    try:
        tokens = list(lexer.get_tokens_unprocessed(text))
    except Exception:  # a crash is a finding, not the end of the run
        return [f"{path}: lexer raised\n{traceback.format_exc()}"]
    problems = []
    if "".join(value for _, _, value in tokens) != text:
        problems.append(f"{path}: token values do not add up to the text")
    for offset, ttype, value in tokens:
        if ttype in Error:
            line = text.count("\n", 0, offset) + 1
            problems.append(f"{path}:{line}: Error token {value!r}")
    return problems


def _our_class(ttype, value: str) -> str | None:
    if ttype in String.Interpol:
        return None if value[:2] in ("#@", "#$") else "code"
    if ttype is Punctuation and value == ":":
        return None  # Ripper counts a label's colon as part of the label
    if ttype in Name.Function:
        return None  # Ripper calls the name in `def Foo` a constant
    for parent, name in (
        (String.Regex, "regex"),
        (String.Symbol, "symbol"),
        (String, "string"),
        (Number, "number"),
        (Name.Variable, "variable"),
    ):
        if ttype in parent:
            return name
    if ttype in Comment:
        return "data" if value.startswith("__END__") else "comment"
    if ttype in Name.Constant or ttype in Name.Class or ttype in Name.Namespace:
        return "constant"
    return "code"


def _ripper_classes(text: str, tokens: list) -> list[str | None]:
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    classes: list[str | None] = [None] * len(text)
    literals: list[str] = []  # the kind of each open literal (or "code" inside `#{}`)
    symbol_name_next = False
    for line, col, event, tok in tokens:
        offset = starts[line - 1] + col
        if event == "on___end__":
            break
        kind = _ripper_class(event, tok, literals, symbol_name_next)
        symbol_name_next = event == "on_symbeg" and tok == ":"
        end = min(offset + len(tok), len(text))
        classes[offset:end] = [kind] * (end - offset)
    return classes


def _ripper_class(event: str, tok: str, literals: list[str], symbol_name: bool) -> str | None:
    if symbol_name:
        return "symbol"
    opens = {
        "on_regexp_beg": "regex",
        "on_qsymbols_beg": "symbol",
        "on_symbols_beg": "symbol",
        "on_tstring_beg": "string",
        "on_qwords_beg": "string",
        "on_words_beg": "string",
        "on_backtick": "string",
        "on_embexpr_beg": "code",
    }
    if event in opens:
        literals.append(opens[event])
        return opens[event]
    if event == "on_symbeg":
        if tok != ":":
            literals.append("symbol")
        return "symbol"
    if event in ("on_regexp_end", "on_tstring_end", "on_label_end", "on_embexpr_end"):
        return literals.pop() if literals else "string"
    if event in ("on_tstring_content", "on_words_sep"):
        return literals[-1] if literals and literals[-1] != "code" else "string"
    return _RIPPER_CLASSES.get(event, "code")


def compare_with_ripper(paths: list[Path]) -> list[str]:
    """Where our token classes differ from Ripper's, first place per file."""
    ruby_files = [p for p in paths if p.suffix == ".rb"]
    dump = subprocess.run(
        ["ruby", "-e", _RIPPER],
        input="\n".join(map(str, ruby_files)),
        capture_output=True,
        text=True,
        check=True,
    )
    problems = []
    for name, tokens in json.loads(dump.stdout).items():
        text = Path(name).read_text(encoding="utf-8", errors="replace")
        ours: list[str | None] = [None] * len(text)
        for offset, ttype, value in RecipeLexer().get_tokens_unprocessed(text):
            ours[offset : offset + len(value)] = [_our_class(ttype, value)] * len(value)
        for i, (theirs, mine) in enumerate(zip(_ripper_classes(text, tokens), ours, strict=True)):
            if theirs and mine and mine != "data" and theirs != mine and not text[i].isspace():
                line = text.count("\n", 0, i) + 1
                problems.append(f"{name}:{line}: Ripper reads {theirs}, we read {mine}")
                break
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ripper", action="store_true", help="also compare with Ruby's Ripper")
    parser.add_argument("folders", nargs="+", metavar="DIR")
    args = parser.parse_args(argv)
    files = sorted(
        path
        for folder in args.folders
        for pattern in ("*.rb", "*.erb")
        for path in Path(folder).rglob(pattern)
        if path.is_file()
    )
    started = time.perf_counter()
    problems = [line for path in files for line in check(path)]
    elapsed = time.perf_counter() - started
    if args.ripper:
        problems += compare_with_ripper(files)
    print("\n".join(problems[:200]))
    print(f"{len(files)} files, {len(problems)} problems, lexed in {elapsed:.2f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
