"""Ruby as recipes write it: a stateful lexer, a Lark LALR grammar and the AST.

Importing this package is cheap; `toque.grammar.parser.parse` loads the grammar.
"""
