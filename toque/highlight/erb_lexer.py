"""The Pygments lexer for ERB templates: template text around Ruby in `<% %>` tags."""

from __future__ import annotations

import re
from collections.abc import Iterator

from pygments.lexer import Lexer
from pygments.token import Comment, Other, String

from toque.highlight.literals import Tok
from toque.highlight.scanner import RubyScanner

# ERB finds its tags by text alone, so a `%>` inside a Ruby string still ends the tag.
_OPEN = re.compile(r"<%%|<%(?:==|=|#|-)?")
_CLOSE = re.compile(r"-?%>")


class ErbRecipeLexer(Lexer):
    """Cookbook templates: text as `Other` (for delegating lexers), tags, Ruby inside."""

    name = "Toque ERB template"
    aliases = ["toque-erb", "chef-erb", "erb-recipe"]
    filenames = ["*.erb"]
    mimetypes = ["text/x-chef-template"]
    url = "https://docs.chef.io/templates/"

    def __init__(self, **options) -> None:
        options.setdefault("stripnl", False)  # as RecipeLexer: offsets match the file
        super().__init__(**options)

    def get_tokens_unprocessed(self, text: str) -> Iterator[Tok]:
        # One scanner for the whole template: `<% if x %>…<% end %>` is one Ruby program,
        # so locals and open blocks carry from tag to tag.
        ruby = RubyScanner(text)
        ruby.data_allowed = False
        pos = 0
        while pos < len(text):
            tag = _OPEN.search(text, pos)
            if not tag:
                yield pos, Other, text[pos:]
                return
            if tag.start() > pos:
                yield pos, Other, text[pos : tag.start()]
            pos = tag.end()
            if tag.group() == "<%%":
                yield tag.start(), String.Escape, tag.group()  # a literal `<%`
                continue
            yield from self._tag(ruby, tag)
            close = _CLOSE.search(text, pos)
            pos = close.end() if close else len(text)

    @staticmethod
    def _tag(ruby: RubyScanner, tag: re.Match[str]) -> Iterator[Tok]:
        text = ruby.text
        yield tag.start(), Comment.Preproc, tag.group()
        close = _CLOSE.search(text, tag.end())
        code_end = close.start() if close else len(text)
        if tag.group() == "<%#":
            if code_end > tag.end():
                yield tag.end(), Comment, text[tag.end() : code_end]
        else:
            yield from ruby.scan(tag.end(), code_end)
        if close:
            yield close.start(), Comment.Preproc, close.group()
