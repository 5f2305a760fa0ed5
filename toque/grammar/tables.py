"""The LALR tables for `ruby.lark`, built once with Lark and shipped as JSON.

Analysing the grammar takes seconds, so `python -m toque.grammar.tables` writes
`tables.json` next to the grammar and the package loads that in milliseconds, without
importing Lark. A stale file (the grammar changed since) is rebuilt in memory, and a
test keeps the shipped file in step with the grammar.
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from pathlib import Path
from typing import Any

from toque.grammar.tokens import ALL_TOKENS

HERE = Path(__file__).resolve().parent


def grammar_text() -> str:
    text = resources.files("toque.grammar").joinpath("ruby.lark").read_text()
    return text + "\n%declare " + " ".join(ALL_TOKENS) + "\n"


def grammar_hash() -> str:
    return hashlib.sha256(grammar_text().encode()).hexdigest()


def build() -> dict[str, Any]:
    """Analyse the grammar with Lark: states, and for each rule how to build its value."""
    from lark import Lark
    from lark.lexer import Lexer as LarkLexer

    class NoLexer(LarkLexer):
        def __init__(self, conf) -> None:
            pass

        def lex(self, data):  # type: ignore[override]
            return iter(data)

    lark = Lark(grammar_text(), parser="lalr", lexer=NoLexer, maybe_placeholders=False)
    table = lark.parser.parser.parser.parse_table
    rules: list[list[Any]] = []
    rule_ids: dict[Any, int] = {}
    symbols: list[str] = []
    symbol_ids: dict[str, int] = {}
    states: list[list[int]] = [[] for _ in range(len(table.states))]
    for state, actions in table.states.items():
        row = states[state]  # pairs: symbol id, action (shift >= 0, reduce < 0)
        for kind, (action, arg) in actions.items():
            if kind not in symbol_ids:
                symbol_ids[kind] = len(symbols)
                symbols.append(kind)
            row.append(symbol_ids[kind])
            if action.name == "Shift":
                row.append(arg)
                continue
            if arg not in rule_ids:
                rule_ids[arg] = len(rules)
                splice = [
                    i
                    for i, sym in enumerate(arg.expansion)
                    if not sym.is_term and sym.name.startswith("_")
                ]
                rules.append(
                    [
                        arg.alias or arg.origin.name,  # the builder method to call
                        len(arg.expansion),
                        bool(arg.options.expand1) and not arg.alias,  # `?rule: x` passes x
                        splice,  # children from `_rules` are spliced into this rule's
                        arg.origin.name,  # the state to go to after the reduction
                    ]
                )
            row.append(-1 - rule_ids[arg])
    return {
        "grammar": grammar_hash(),
        "start": table.start_states["start"],
        "end": table.end_states["start"],
        "symbols": symbols,
        "rules": rules,
        "states": states,
    }


def load() -> dict[str, Any]:
    """The shipped tables, or freshly built ones when the grammar has changed."""
    try:
        data = json.loads((HERE / "tables.json").read_text())
    except (OSError, ValueError):
        data = None
    if data is None or data.get("grammar") != grammar_hash():
        data = build()
    return data


def main() -> None:
    (HERE / "tables.json").write_text(json.dumps(build(), separators=(",", ":")))
    print(f"wrote {HERE / 'tables.json'}")


if __name__ == "__main__":
    main()
