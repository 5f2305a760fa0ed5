"""Ruby's token shapes as regular expressions, shared by the Pygments lexer and TextMate."""

from __future__ import annotations

from collections.abc import Iterable

# Every pattern here is written in the common subset of Python's `re` and Oniguruma, the
# engine of TextMate grammars: no named groups, no possessive quantifiers, fixed-width
# lookbehinds. That is what lets textmate.py reuse them verbatim.

IDENT = r"[^\W\d]\w*"
# `empty?` and `save!` are names, but in `a!=b` and `a?=b` the mark belongs to the operator.
METHOD_MARK = r"(?:[?!](?!=)|[?!](?==[=~]))"
METHOD_NAME = IDENT + METHOD_MARK + "?"
CONSTANT = r"[A-Z]\w*"

IVAR = r"@[^\W\d]\w*"
CVAR = r"@@[^\W\d]\w*"
GVAR = r"\$(?:[^\W\d]\w*|-\w|[0-9]+|[!@&`'+~=/\\,;.<>_*$?:\"])"

HEX = r"0[xX][0-9a-fA-F]+(?:_[0-9a-fA-F]+)*"
BIN = r"0[bB][01]+(?:_[01]+)*"
FLOAT = r"\d+(?:_\d+)*(?:\.\d+(?:_\d+)*(?:[eE][+-]?\d+(?:_\d+)*)?|[eE][+-]?\d+(?:_\d+)*)"
OCT = r"0[oO_]?[0-7]+(?:_[0-7]+)*"
DEC = r"(?:0[dD])?\d+(?:_\d+)*"
# Rational and imaginary suffixes: `3r`, `2i`, `1.5ri`.
NUMBER_SUFFIX = r"(?:(?:ri|r|i)(?!\w))?"

# Backslash escapes of double-quoted strings; `\C-`/`\M-` combine (`"\M-\C-x"`).
ESCAPE = (
    r"\\(?:u\{[0-9a-fA-F \t]*\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{1,2}|[0-7]{1,3}"
    r"|(?:[CM]-|c)(?:\\(?:[CM]-|c))*(?:\\[\s\S]|[\s\S])|[\s\S])"
)
# `"#@name"`, `"#@@name"`, `"#$name"`: interpolation without braces.
INTERP_VAR = "#(?:" + CVAR + "|" + IVAR + "|" + GVAR + ")"
INTERP_OPEN = r"#\{"

# `?a`, `?\n`, `?\C-a`: character literals (the caller checks that no name follows).
CHAR = r"\?(?:" + ESCAPE + r"|[^\s\\])"

# A symbol's name after the colon: operators, names with `?`/`!`/`=` marks, variables.
SYMBOL_OPERATOR = r"\[\]=?|<=>|===?|=~|!=|!~|\*\*|<<|>>|<=|>=|[-+]@|[-+*/%~!^&|<>`]"
SYMBOL_NAME = IDENT + r"(?:[?!]|=(?![=~>]))?"
SYMBOL = ":(?:" + "|".join((SYMBOL_OPERATOR, SYMBOL_NAME, CVAR, IVAR, GVAR)) + ")"
# `key:` in a hash or a call's arguments; `::` is not a label.
LABEL = IDENT + r"[?!]?:(?!:)"

# `<<~EOS`, `<<-'EOS'`, `<<"EOS"`: group 1 the flavour, 2 the quote, 3 a quoted name,
# 4 a bare name.
_HEREDOC_NAME = r"(?:([\"'`])((?:(?!\2)[^\r\n])*)\2|([^\W\d]\w*))"
HEREDOC_OPEN = r"<<([-~]?)" + _HEREDOC_NAME
# `%w[`, `%(`, `%r{`: group 1 the type letter, 2 the opening delimiter.
PERCENT_OPEN = r"%([qQwWiIrsx]?)([^\w\s])"
REGEX_FLAGS = r"[mixounse]*"

COMMENT = r"#[^\r\n]*"
# `=begin`/`=end` must start a line; the caller checks that.
EMBDOC_BEGIN = r"=begin(?=[ \t\r\n]|$)"
EMBDOC_END = r"=end(?=[ \t\r\n]|$)[^\r\n]*"
END_MARKER = r"__END__(?=\r?\n|$)"

# What may follow a word used as a command (`owner "root"`, `package(name)`, `apt_update`
# alone, `block do`): parentheses, nothing, or the start of an argument that is not an
# infix operator nor a modifier keyword.
COMMAND_PAREN = r"\("
COMMAND_BARE = r"[ \t]*(?:#|;|\r?\n|$)|[ \t]+do(?![\w?!:])"
COMMAND_ARGS = (
    r"[ \t]+(?:(?!(?:if|unless|while|until|and|or|then|rescue|in|do)(?![\w?!:]))[\w\"'`@$]"
    r"|\[|:(?![ \t:])|::[A-Z]|[-+*&!~](?=[\w\"'(:\[@$])|%[qQwWiIrsx]?[^\w\s=]"
    r"|<<[-~]?[\w\"'`]|->)"
)

# Longest first, so `**=` wins over `**` and `*`.
OPERATOR = (
    r"\*\*=|<=>|===|\.\.\.|<<=|>>=|&&=|\|\|=|\*\*|==|!=|>=|<=|&&|\|\||<<|>>|=~|!~|\.\."
    r"|::|&\.|->|=>|\+=|-=|\*=|/=|%=|\|=|&=|\^=|[-+*/%=<>!&|^~?:.]"
)

# Delimiters that nest inside percent literals (`%w(a (b) c)` is one literal).
CLOSING = {"(": ")", "[": "]", "{": "}", "<": ">"}

# What a percent literal's letter makes of it: (kind, interpolates).
PERCENT_KINDS = {
    "": ("string", True),
    "Q": ("string", True),
    "q": ("string", False),
    "W": ("words", True),
    "w": ("words", False),
    "I": ("symbols", True),
    "i": ("symbols", False),
    "s": ("symbol", False),
    "r": ("regex", True),
    "x": ("command", True),
}


def alternation(names: Iterable[str]) -> str:
    """A group matching any of `names` literally, longest first."""
    ordered = sorted(names, key=lambda w: (-len(w), w))
    if not ordered:
        raise ValueError("no words: the alternation would match the empty string")
    return "(?:" + "|".join(w.replace("?", r"\?").replace("!", r"\!") for w in ordered) + ")"


def words(names: Iterable[str]) -> str:
    """An alternation matching any of `names` as a whole word, longest first."""
    # `\b` fails after `?`/`!`, so the edges are spelled out.
    return r"(?<![\w@$:.])" + alternation(names) + r"(?![\w?!])"
