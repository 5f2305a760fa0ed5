"""Token kinds the lexer emits, and how to name each one in an error message."""

from __future__ import annotations

# Keywords whose token kind is simply KW_<WORD>.
KEYWORD_TOKENS = {
    "alias": "KW_ALIAS", "and": "KW_AND", "begin": "KW_BEGIN", "break": "KW_BREAK",
    "case": "KW_CASE", "class": "KW_CLASS", "def": "KW_DEF", "defined?": "KW_DEFINED",
    "else": "KW_ELSE", "elsif": "KW_ELSIF", "end": "KW_END", "ensure": "KW_ENSURE",
    "false": "KW_FALSE", "for": "KW_FOR", "in": "KW_IN", "module": "KW_MODULE",
    "next": "KW_NEXT", "nil": "KW_NIL", "not": "KW_NOT", "or": "KW_OR", "redo": "KW_REDO",
    "retry": "KW_RETRY", "return": "KW_RETURN", "self": "KW_SELF", "super": "KW_SUPER",
    "then": "KW_THEN", "true": "KW_TRUE", "undef": "KW_UNDEF", "when": "KW_WHEN",
    "yield": "KW_YIELD", "__FILE__": "KW_FILE", "__LINE__": "KW_LINE",
    "__ENCODING__": "KW_ENCODING",
    # these four have a modifier form too (IF_MOD …), chosen by the lexer
    "if": "KW_IF", "unless": "KW_UNLESS", "while": "KW_WHILE", "until": "KW_UNTIL",
    "rescue": "KW_RESCUE", "do": "KW_DO",
}

# Fixed operator spellings → token kind; the lexer picks between the unary/binary
# twins (STAR/USTAR, AMP/AMPER, …) by its state.
OPERATORS = {
    "**=": "OP_ASGN", "*=": "OP_ASGN", "/=": "OP_ASGN", "%=": "OP_ASGN", "+=": "OP_ASGN",
    "-=": "OP_ASGN", "||=": "OP_ASGN", "&&=": "OP_ASGN", "|=": "OP_ASGN", "&=": "OP_ASGN",
    "^=": "OP_ASGN", "<<=": "OP_ASGN", ">>=": "OP_ASGN",
    "===": "EQQ", "==": "EQ", "=~": "MATCH", "=>": "ASSOC", "=": "ASSIGN",
    "!=": "NEQ", "!~": "NMATCH", "!": "BANG", "<=>": "CMP", "<=": "LE", "<<": "LSHIFT",
    "<": "LT", ">=": "GE", ">>": "RSHIFT", ">": "GT", "&&": "ANDOP", "&.": "ANDDOT",
    "&": "AMP", "||": "OROP", "|": "PIPE", "^": "CARET", "~": "TILDE", "**": "POW",
    "*": "STAR", "+": "PLUS", "-": "MINUS", "/": "DIV", "%": "PERCENT", "...": "DOT3",
    "..": "DOT2", ".": "DOT", "::": "COLON2", ":": "COLON", "->": "LAMBDA", ",": "COMMA",
    "?": "QMARK", ";": "SEMI",
}

# Every kind the grammar declares.
ALL_TOKENS = sorted(
    set(KEYWORD_TOKENS.values()) | (set(OPERATORS.values()) - {"SEMI"}) | {
        "IDENT", "FID", "CONST", "IVAR", "CVAR", "GVAR", "LABEL", "LABEL_END", "INTEGER", "FLOAT",
        "STRING", "STR_BEG", "STR_CONTENT", "STR_END", "INTERP_BEG", "INTERP_END",
        "XSTR_BEG", "SYMBOL", "DSYM_BEG", "REGEX", "REGEX_BEG", "REGEX_END", "WORDS",
        "SYMBOLS", "WORDS_BEG", "SYMWORDS_BEG", "WORD_SEP", "TERM", "LPAREN", "LPAREN_CALL",
        "LPAREN_ARG", "RPAREN", "LBRACK", "LBRACK_INDEX", "RBRACK", "LBRACE", "LBRACE_BLOCK",
        "RBRACE", "USTAR", "DSTAR", "AMPER", "UMINUS", "UPLUS", "COLON3", "BDOT2", "BDOT3",
        "IF_MOD", "UNLESS_MOD", "WHILE_MOD", "UNTIL_MOD", "RESCUE_MOD", "DO_BLOCK",
        "DO_COND", "DO_LAMBDA",
    }
)

# How an error message names a token kind.
HUMAN = {
    "IDENT": "identifier", "FID": "method name", "CONST": "constant",
    "IVAR": "instance variable", "CVAR": "class variable", "GVAR": "global variable",
    "LABEL": "hash key", "LABEL_END": "hash key", "INTEGER": "number", "FLOAT": "number", "STRING": "string",
    "STR_BEG": "string", "STR_CONTENT": "string", "STR_END": "end of string",
    "INTERP_BEG": "'#{'", "INTERP_END": "'}'", "XSTR_BEG": "command string",
    "SYMBOL": "symbol", "DSYM_BEG": "symbol", "REGEX": "regexp", "REGEX_BEG": "regexp",
    "REGEX_END": "end of regexp", "WORDS": "word list", "SYMBOLS": "symbol list",
    "WORDS_BEG": "word list", "SYMWORDS_BEG": "symbol list", "WORD_SEP": "space",
    "TERM": "end of line", "LPAREN": "'('", "LPAREN_CALL": "'('", "LPAREN_ARG": "'('",
    "RPAREN": "')'", "LBRACK": "'['", "LBRACK_INDEX": "'['", "RBRACK": "']'",
    "LBRACE": "'{'", "LBRACE_BLOCK": "'{'", "RBRACE": "'}'", "USTAR": "'*'",
    "DSTAR": "'**'", "AMPER": "'&'", "UMINUS": "'-'", "UPLUS": "'+'", "COLON3": "'::'",
    "BDOT2": "'..'", "BDOT3": "'...'", "IF_MOD": "'if'", "UNLESS_MOD": "'unless'",
    "WHILE_MOD": "'while'", "UNTIL_MOD": "'until'", "RESCUE_MOD": "'rescue'",
    "DO_BLOCK": "'do'", "DO_COND": "'do'", "DO_LAMBDA": "'do'", "OP_ASGN": "assignment",
    "$END": "end of file",
}
HUMAN.update({kind: f"'{word}'" for word, kind in KEYWORD_TOKENS.items()})
HUMAN.update({kind: f"'{op}'" for op, kind in OPERATORS.items() if kind not in HUMAN})


def human(kind: str) -> str:
    """The name of a token kind in words a Ruby user knows."""
    return HUMAN.get(kind, kind.lower())
