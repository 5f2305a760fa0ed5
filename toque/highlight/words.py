"""Names and keywords: locals, resources, properties, DSL words, definitions."""

from __future__ import annotations

import re

from pygments.token import Name, Operator, Punctuation, String, _TokenType

from toque.highlight import patterns as P
from toque.highlight import word_tokens as V
from toque.highlight.literals import Tok
from toque.highlight.scopes import Scopes
from toque.highlight.states import ARG, BEG, CLASS, DOT, END, FNAME, MID

FNAME_OPERATOR = re.compile(r"\[\]=?|<=>|===?|=~|!=|!~|\*\*|<<|>>|<=|>=|[-+!~]@?|[*/%^&|<>`]")
_ASSIGNMENT = re.compile(r"[ \t]*(?:=(?![=~>])|\|\|=|&&=|(?:\*\*|<<|>>|[-+*/%|&^])=)")
_MULTIPLE_ASSIGNMENT = re.compile(r"(?:[ \t]*,[ \t]*\*?" + P.IDENT + r")+[ \t]*,?[ \t]*=(?![=~>])")
_COMMAND = re.compile(
    f"(?P<paren>{P.COMMAND_PAREN})|(?P<bare>{P.COMMAND_BARE})|(?P<args>{P.COMMAND_ARGS})"
)
_NAME_STATES = {
    "self": END,
    "nil": END,
    "true": END,
    "false": END,
    "__FILE__": END,
    "__LINE__": END,
    "__ENCODING__": END,
    "end": END,
    "redo": END,
    "retry": END,
    "yield": ARG,
    "super": ARG,
    "defined?": ARG,
    "return": MID,
    "break": MID,
    "next": MID,
}
_STATEMENT_KEYWORDS = frozenset(("then", "else", "ensure", "begin", "do"))
_OPENERS = frozenset(("if", "unless", "while", "until"))
_LOOPS = frozenset(("while", "until", "for"))
_ALWAYS_OPEN = frozenset(("case", "begin", "for"))
_SCOPE_OPENERS = frozenset(("class", "module", "def"))


class WordReader:
    """Mixin of the scanner: reads names and keywords and moves the state on.

    Its handlers return lists, not generators: they run for every name, and a list of one
    token is cheaper to make.
    """

    text: str
    pos: int
    end: int
    state: int
    stmt: bool
    scopes: Scopes

    def _word(self, start: int, value: str) -> list[Tok]:
        text, end, state = self.text, self.pos, self.state
        if state == DOT:
            self.state, self.stmt, self.expect_params = ARG, False, False
            if self.alias_operands:
                self._alias_operand()
            return [(start, Name.Constant if value[0].isupper() else Name, value)]
        if state == FNAME:
            return self._fname(start, value)
        if text.startswith(":", end) and not text.startswith("::", end) and not self.after_ternary:
            return self._label(start, value)
        if value in V.KEYWORDS:
            self._keyword(value)
            return [(start, V.keyword_token(value), value)]
        if state == CLASS:
            self.state = CLASS if text.startswith("::", end) else END
            return [(start, Name.Namespace if self.module_name else Name.Class, value)]
        stmt = self.stmt
        self.stmt = self.expect_params = self.after_ternary = False
        if value[0].isupper():
            self.state = ARG
            return [(start, Name.Constant, value)]
        return [(start, self._name_type(value, stmt), value)]

    def _name_type(self, value: str, stmt: bool) -> _TokenType:
        """The type of a bare lowercase name; also moves the state on."""
        text, end = self.text, self.pos
        local_names = self.scopes.locals
        if self.params:
            local_names.add(value)
        elif _ASSIGNMENT.match(text, end):
            local_names.add(value)
        elif stmt and text.startswith(",", end):
            mlhs = _MULTIPLE_ASSIGNMENT.match(text, end)
            if mlhs:
                local_names.add(value)
                local_names.update(re.findall(P.IDENT, mlhs.group()))
        if value in local_names:
            self.state = END
            return Name
        self.state = ARG
        if stmt:
            self.resource_stmt = False
            ttype = self._statement_word(value)
            if ttype is not None:
                return ttype
        return V.BARE_WORDS.get(value, Name)

    def _statement_word(self, value: str) -> _TokenType | None:
        """Resources, properties and metadata: words that mean something as a command."""
        command = _COMMAND.match(self.text, self.pos)
        if not command:
            return None
        if value in V.PROPERTIES and self.scopes.in_resource:
            return V.PROPERTY
        if value in V.RESOURCES:
            self.resource_stmt = True
            return V.RESOURCE
        if value in V.METADATA and self.scopes.top_level:
            return V.DSL_COMMAND
        if value not in V.BARE_WORDS and command.lastgroup != "bare":
            # An unknown command with arguments (`my_app "x" do`) is most likely a custom
            # resource: its block holds properties.
            self.resource_stmt = True
        return None

    def _label(self, start: int, value: str) -> list[Tok]:
        if self.params:
            self.scopes.locals.add(value.rstrip("?!"))
        self.pos += 1
        self.state, self.stmt, self.expect_params = BEG, False, False
        return [(start, String.Symbol, value), (self.pos - 1, Punctuation, ":")]

    def _fname(self, start: int, value: str) -> list[Tok]:
        text, end = self.text, self.pos
        if text.startswith(".", end) and (value == "self" or value[0].isupper()):
            # `def self.name`: the receiver, then the name
            self.pos += 1
            receiver = Name.Builtin.Pseudo if value == "self" else Name.Class
            return [(start, receiver, value), (end, Operator, ".")]
        if text.startswith("=(", end):
            value += "="  # a setter: `def mode=(value)`
            self.pos += 1
        self._after_fname()
        return [(start, Name.Function, value)]

    def _operator_name(self, start: int) -> list[Tok]:
        """`def ==(other)`, `def [](key)`, `def -@`: an operator as a method's name."""
        op = FNAME_OPERATOR.match(self.text, start, self.end)
        self.pos = op.end()
        self._after_fname()
        return [(start, Name.Function, op.group())]

    def _after_fname(self) -> None:
        self.state, self.stmt, self.params = ARG, False, True
        if self.text.startswith("(", self.pos):
            self.def_parens = 0  # counted from the `(` itself

    def _keyword(self, value: str) -> None:
        modifier = not self.stmt and self.state in (MID, ARG, END)
        self.expect_params = self.after_ternary = False
        if value in _SCOPE_OPENERS:
            self.scopes.open("def")
            self.def_head = value == "def"
        elif value in _ALWAYS_OPEN or (value in _OPENERS and not modifier):
            self.scopes.open("plain")
            if value in _LOOPS:
                self.loop_do = True
        if value == "do":
            if self.loop_do:
                self.loop_do = False
            else:
                self.scopes.open("block", resource=self.resource_stmt)
                self.expect_params = True
        elif value == "end":
            self.scopes.close()
        elif value == "rescue":
            self.rescue_line = True
        elif value == "for":
            self.params = True
        elif value == "in":
            self.params = False
        if value in _STATEMENT_KEYWORDS:
            self._statement()
            self.expect_params = value == "do"
            return
        self.stmt = False
        if value == "def":
            self.state = FNAME
        elif value in ("class", "module"):
            self.state = CLASS
            self.module_name = value == "module"
        elif value in ("alias", "undef"):
            self.state = DOT
            self.alias_operands = 2 if value == "alias" else 1
        else:
            self.state = _NAME_STATES.get(value, BEG)
