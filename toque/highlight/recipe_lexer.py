"""The Pygments lexer for recipes, attribute files, custom resources and metadata.rb."""

from __future__ import annotations

import re
from collections.abc import Iterator

from pygments.lexer import Lexer

from toque.highlight.literals import Tok
from toque.highlight.scanner import RubyScanner

# What a Chef cookbook file looks like, for `pygmentize -g`: a resource call with a block,
# node attributes, recipe inclusion, metadata.
_CHEF_SIGNS = re.compile(
    r"^\s*(?:include_recipe\s|depends\s|default\[|override\[|node\[|node\.(?:default|override)"
    r"|(?:action|only_if|not_if|notifies|subscribes)\s|\w+\s+['\"][^'\"\n]*['\"]\s+do\s*$)",
    re.M,
)


class RecipeLexer(Lexer):
    """Chef-style recipes in their Ruby DSL: Ruby tokens plus resources, properties, guards."""

    name = "Toque recipe"
    aliases = ["toque", "chef", "recipe"]
    # Pygments matches patterns against the file's base name only, so `recipes/*.rb` alone
    # never fires; `*.rb` plus analyse_text() picks this lexer for Ruby that reads as Chef.
    filenames = ["recipes/*.rb", "attributes/*.rb", "metadata.rb", "*.recipe.rb", "*.rb"]
    mimetypes = ["text/x-chef-recipe"]
    url = "https://docs.chef.io/resources/"

    def __init__(self, **options) -> None:
        # Keep leading and trailing blank lines: token offsets then match the file's lines.
        options.setdefault("stripnl", False)
        super().__init__(**options)

    def get_tokens_unprocessed(self, text: str) -> Iterator[Tok]:
        return RubyScanner(text).scan()

    def analyse_text(text: str) -> float:
        # Pygments turns this into a static method; the Ruby lexer scores 0 without a
        # shebang, so any sign of Chef wins `*.rb` files for this lexer.
        signs = len(_CHEF_SIGNS.findall(text[:20000]))
        return min(0.5, 0.1 * signs)
