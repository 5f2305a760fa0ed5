"""TextMate grammars (VS Code, Sublime Text, TextMate) built from the lexer's patterns and words."""

from __future__ import annotations

import json
import plistlib
from typing import Any

from toque.grammar.keywords import RUBY_PSEUDO_KEYWORDS
from toque.highlight import patterns as P
from toque.highlight import word_tokens as V

RECIPE_SCOPE = "source.ruby.chef"
TEMPLATE_SCOPE = "text.erb.chef"

Rule = dict[str, Any]

# A TextMate grammar sees one line at a time and keeps no scanner state, so where the
# Pygments lexer asks "what came before?", these rules ask the line around them instead.
_VALUE_BEFORE = r"[\w)\]}\"'`]"
_COMMAND = "(?=" + "|".join((P.COMMAND_PAREN, P.COMMAND_BARE, P.COMMAND_ARGS)) + ")"
_DO_AT_END = r"(?=.*\bdo(?:[ \t]*\|[^|]*\|)?[ \t]*(?:#.*)?$)"
_VALUE_KEYWORDS = {"nil", "true", "false"}
_SELF_KEYWORDS = {"self", "__FILE__", "__LINE__", "__ENCODING__"}
_WORD_OPERATORS = {"and", "or", "not"}
# Words after which `/` opens a regex even with a space on both sides.
_REGEX_AFTER = (
    "if elsif unless when and or not return while until split match scan gsub sub grep".split()
)

# The root's rules in priority order: where two match at the same place, the first wins.
_ROOT = (
    "embdoc",
    "data",
    "comment",
    "heredoc",
    "strings",
    "percent",
    "regex",
    "action",
    "symbol",
    "label",
    "char",
    "resource",
    "property",
    "metadata",
    "def",
    "class",
    "keyword",
    "dsl",
    "number",
    "variable",
    "constant",
    "name",
    "operator",
    "punctuation",
    "braces",
)


def _scoped(name: str) -> dict[str, dict[str, str]]:
    return {"0": {"name": name}}


def _captures(*names: str) -> dict[str, dict[str, str]]:
    return {str(i): {"name": n} for i, n in enumerate(names, start=1) if n}


def _interpolated(self_ref: str) -> list[Rule]:
    return [
        {
            "name": "meta.embedded.line.ruby",
            "begin": P.INTERP_OPEN,
            "beginCaptures": _scoped("punctuation.section.embedded.begin.ruby"),
            "end": r"\}",
            "endCaptures": _scoped("punctuation.section.embedded.end.ruby"),
            "patterns": [{"include": self_ref}],
        },
        {"name": "variable.other.interpolated.ruby", "match": P.INTERP_VAR},
        {"name": "constant.character.escape.ruby", "match": P.ESCAPE},
    ]


def _quoted(name: str, begin: str, end: str, interpolates: bool) -> Rule:
    inner = (
        [{"include": "#interpolated"}]
        if interpolates
        else [{"name": "constant.character.escape.ruby", "match": r"\\[\\" + end[-1] + "]"}]
    )
    return {
        "name": name,
        "begin": begin,
        "end": end,
        "beginCaptures": _scoped("punctuation.definition.string.begin.ruby"),
        "endCaptures": _scoped("punctuation.definition.string.end.ruby"),
        "patterns": inner,
    }


def _strings() -> list[Rule]:
    return [
        _quoted("constant.other.symbol.double-quoted.ruby", ':"', '"', True),
        _quoted("constant.other.symbol.single-quoted.ruby", ":'", "'", False),
        _quoted("string.quoted.double.ruby", '"', '"', True),
        _quoted("string.quoted.single.ruby", "'", "'", False),
        _quoted("string.interpolated.ruby", r"(?<![.\w])`", "`", True),
    ]


_PERCENT_SCOPES = {
    "string": "string.quoted.other.ruby",
    "words": "string.quoted.other.literal.ruby",
    "symbols": "constant.other.symbol.ruby",
    "symbol": "constant.other.symbol.ruby",
    "regex": "string.regexp.percent.ruby",
    "command": "string.interpolated.percent.ruby",
}


def _percent(repository: dict[str, Rule]) -> list[Rule]:
    """`%w[…]`, `%r{…}`, `%(…)`…: one rule per kind and delimiter, nesting brackets."""
    by_kind: dict[tuple[str, bool], list[str]] = {}
    for letter, kind in P.PERCENT_KINDS.items():
        by_kind.setdefault(kind, []).append(letter)
    rules = []
    for (kind, interpolates), letters in sorted(by_kind.items()):
        letter = "(?:" + "|".join(sorted(letters, reverse=True)) + ")"
        flags = P.REGEX_FLAGS if kind == "regex" else ""
        inner = [{"include": "#interpolated"}] if interpolates else []
        for opener, closer in P.CLOSING.items():
            nest = f"percent-nest-{kind}-{interpolates}-{ord(opener)}".lower()
            repository[nest] = {
                "begin": "\\" + opener,
                "end": "\\" + closer,
                "patterns": [*inner, {"include": "#" + nest}],
            }
            rules.append(
                {
                    "name": _PERCENT_SCOPES[kind],
                    "begin": f"(?<!{_VALUE_BEFORE})%{letter}\\{opener}",
                    "end": f"\\{closer}{flags}",
                    "patterns": [*inner, {"include": "#" + nest}],
                }
            )
        rules.append(
            {
                "name": _PERCENT_SCOPES[kind],
                "begin": f"(?<!{_VALUE_BEFORE})%{letter}([^\\w\\s(\\[{{<=])",
                "end": f"\\1{flags}",
                "patterns": inner,
            }
        )
    return rules


def _heredocs(self_ref: str) -> list[Rule]:
    """Heredocs: the body starts on the next line; the rest of this one is still code."""
    # `\G` matches only where the opener ended, so this rule covers the opener's line.
    rest_of_line = {"begin": r"\G(?=[^\n])", "end": "$", "patterns": [{"include": self_ref}]}
    rules = []
    for flavour, indent in ((r"<<[-~]", r"[ \t]*"), ("<<", "")):
        # A bare `<<NAME` needs an upper-case name: `x <<y` is more likely an append.
        bare = r"[^\W\d]\w*" if indent else r"[A-Z_][A-Z_0-9]*"
        # groups: 1 the flavour, 2 the quote, 3 the name
        for name, interpolates in ((rf"([\"`]?)({bare})\2", True), (r"(')([^'\r\n]+)\2", False)):
            rules.append(
                {
                    "name": "string.unquoted.heredoc.ruby",
                    "begin": f"({flavour}){name}",
                    "beginCaptures": _captures(
                        "punctuation.definition.string.begin.ruby",
                        "",
                        "entity.name.tag.heredoc.ruby",
                    ),
                    "end": f"^{indent}(\\3)$",
                    "endCaptures": _captures("entity.name.tag.heredoc.ruby"),
                    "patterns": [
                        rest_of_line,
                        *([{"include": "#interpolated"}] if interpolates else []),
                    ],
                }
            )
    return rules


def _regex() -> Rule:
    # After an operator, an opening bracket, a comma or a keyword, `/` opens a regex;
    # after a value it divides.
    after_keyword = "(?<=" + "|".join(f"\\b{w} " for w in _REGEX_AFTER) + ")"
    not_after_value = f"(?<!{_VALUE_BEFORE}|{_VALUE_BEFORE}[ \\t])"
    return {
        "name": "string.regexp.classic.ruby",
        "begin": f"(?:{after_keyword}|{not_after_value})/(?![ \\t*]|=[ \\t])",
        "end": "/" + P.REGEX_FLAGS,
        "patterns": [{"include": "#interpolated"}, {"match": r"\\."}],
    }


def _command_words(
    words: frozenset[str], scope: str, indent: str = r"^[ \t]*", also: str = ""
) -> Rule:
    return {"match": f"{indent}({P.words(words)}){_COMMAND}{also}", "captures": _captures(scope)}


def _resources_and_properties() -> dict[str, Rule]:
    shared = V.RESOURCES & V.PROPERTIES  # `group`, `user`: a resource with a block,
    resource = "support.type.resource.chef"  # a property inside one
    property_ = "support.function.property.chef"
    return {
        "resource": {
            "patterns": [
                _command_words(V.RESOURCES - shared, resource),
                _command_words(shared, resource, also=_DO_AT_END),
                _command_words(shared, resource, indent="^"),
            ]
        },
        "property": {"patterns": [_command_words(V.PROPERTIES, property_, indent=r"^[ \t]+")]},
        "metadata": {"patterns": [_command_words(V.METADATA, "keyword.other.metadata.chef", "^")]},
    }


def _keywords() -> dict[str, Rule]:
    control = V.KEYWORDS - _VALUE_KEYWORDS - _SELF_KEYWORDS - _WORD_OPERATORS
    commands, objects = V.DSL_WORDS - V.DSL_OBJECTS, V.DSL_OBJECTS
    ruby_pseudo = RUBY_PSEUDO_KEYWORDS - V.DSL_WORDS
    name = (
        f"(?:{P.METHOD_NAME}=?|"
        + r"\[\]=?|<=>|===?|=~|!=|!~|\*\*|<<|>>|<=|>=|[-+!~]@?|[*/%^&|<>`])"
    )
    constant_path = r"(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*"
    return {
        "def": {
            "match": rf"(?<![\w.:])(def)[ \t]+(?:(self|{P.CONSTANT})(\.))?({name})",
            "captures": _captures(
                "keyword.control.def.ruby",
                "variable.language.self.ruby",
                "punctuation.separator.method.ruby",
                "entity.name.function.ruby",
            ),
        },
        "class": {
            "match": rf"(?<![\w.:])(class|module)[ \t]+({constant_path})(?:[ \t]*(<)[ \t]*({constant_path}))?",
            "captures": _captures(
                "keyword.control.class.ruby",
                "entity.name.type.class.ruby",
                "punctuation.separator.inheritance.ruby",
                "entity.other.inherited-class.ruby",
            ),
        },
        "keyword": {
            "patterns": [
                {"name": "keyword.control.ruby", "match": P.words(control)},
                {"name": "constant.language.ruby", "match": P.words(_VALUE_KEYWORDS)},
                {"name": "variable.language.ruby", "match": P.words(_SELF_KEYWORDS)},
                {"name": "keyword.operator.logical.ruby", "match": P.words(_WORD_OPERATORS)},
            ]
        },
        "dsl": {
            "patterns": [
                {"name": "keyword.other.dsl.chef", "match": P.words(commands)},
                {"name": "variable.language.dsl.chef", "match": P.words(objects)},
                {"name": "keyword.other.special-method.ruby", "match": P.words(ruby_pseudo)},
            ]
        },
    }


def _tokens() -> dict[str, Rule]:
    not_in_name = r"(?<![\w@$])"
    return {
        "comment": {"name": "comment.line.number-sign.ruby", "match": P.COMMENT},
        "embdoc": {
            "name": "comment.block.documentation.ruby",
            "begin": "^" + P.EMBDOC_BEGIN,
            "end": "^" + P.EMBDOC_END,
        },
        "data": {
            "begin": "^" + P.END_MARKER,
            "beginCaptures": _scoped("keyword.control.ruby"),
            "end": "(?!)",
            "contentName": "comment.block.data.ruby",
        },
        "action": {
            "name": "constant.other.symbol.action.chef",
            "match": r"(?<![\w:]):" + P.alternation(V.ACTIONS) + r"(?![\w?!=])",
        },
        "symbol": {"name": "constant.other.symbol.ruby", "match": r"(?<![\w:])" + P.SYMBOL},
        "label": {
            "match": rf"(?<![\w@$:.?])({P.IDENT}[?!]?)(:)(?!:)",
            "captures": _captures(
                "constant.other.symbol.hashkey.ruby", "punctuation.definition.constant.hashkey.ruby"
            ),
        },
        "char": {
            "name": "constant.character.ruby",
            "match": f"(?<!{_VALUE_BEFORE}){P.CHAR}(?!\\w)",
        },
        "number": {
            "name": "constant.numeric.ruby",
            "match": f"{not_in_name}(?:{P.HEX}|{P.BIN}|{P.FLOAT}|{P.OCT}|{P.DEC}){P.NUMBER_SUFFIX}",
        },
        "variable": {
            "patterns": [
                {"name": "variable.other.readwrite.class.ruby", "match": P.CVAR},
                {"name": "variable.other.readwrite.instance.ruby", "match": P.IVAR},
                {"name": "variable.other.readwrite.global.ruby", "match": P.GVAR},
            ]
        },
        "constant": {"name": "variable.other.constant.ruby", "match": not_in_name + P.CONSTANT},
        "operator": {"name": "keyword.operator.ruby", "match": P.OPERATOR},
        "punctuation": {"name": "punctuation.separator.ruby", "match": r"[(),;\[\]]"},
        # Plain names, consumed whole so that the `?` of `empty?` is not an operator.
        "name": {"match": P.METHOD_NAME},
    }


def _ruby_repository(self_ref: str) -> dict[str, Rule]:
    repository: dict[str, Rule] = {
        "interpolated": {"patterns": _interpolated(self_ref)},
        "heredoc": {"patterns": _heredocs(self_ref)},
        "strings": {"patterns": _strings()},
        "regex": _regex(),
        "braces": {
            "begin": r"\{",
            "end": r"\}",
            "beginCaptures": _scoped("punctuation.section.scope.begin.ruby"),
            "endCaptures": _scoped("punctuation.section.scope.end.ruby"),
            "patterns": [{"include": self_ref}],
        },
    }
    repository["percent"] = {"patterns": _percent(repository)}
    repository.update(_resources_and_properties())
    repository.update(_keywords())
    repository.update(_tokens())
    return repository


def recipe_grammar() -> dict[str, Any]:
    """The grammar of recipes, attribute files, custom resources and metadata.rb."""
    return {
        "name": "Chef recipe (toque)",
        "scopeName": RECIPE_SCOPE,
        "fileTypes": ["recipe.rb"],
        "patterns": [{"include": "#" + name} for name in _ROOT],
        "repository": _ruby_repository("$self"),
    }


def template_grammar() -> dict[str, Any]:
    """The grammar of ERB templates, with the recipe grammar inside its tags."""
    repository = _ruby_repository("#ruby")
    repository["ruby"] = {"patterns": [{"include": "#" + name} for name in _ROOT]}
    close = _scoped("punctuation.section.embedded.end.erb")
    return {
        "name": "Chef template (toque)",
        "scopeName": TEMPLATE_SCOPE,
        "fileTypes": ["erb"],
        "patterns": [
            {"name": "constant.character.escape.erb", "match": "<%%"},
            {"name": "comment.block.erb", "begin": "<%#", "end": "-?%>"},
            {
                "name": "meta.embedded.line.erb",
                "contentName": RECIPE_SCOPE,
                "begin": "<%(?:==|=|-)?",
                "beginCaptures": _scoped("punctuation.section.embedded.begin.erb"),
                "end": "-?%>",
                "endCaptures": close,
                "patterns": [{"include": "#ruby"}],
            },
        ],
        "repository": repository,
    }


def dump(grammar: dict[str, Any], fmt: str = "json") -> str:
    """The grammar as a `.tmLanguage.json` (VS Code) or a plist `.tmLanguage` (Sublime)."""
    if fmt == "plist":
        return plistlib.dumps(grammar).decode("utf-8")
    return json.dumps(grammar, indent=2) + "\n"
