"""`toque check` and `toque parse`: the parser's own sub-commands."""

from __future__ import annotations

import argparse
import sys

from toque.errors import ToqueError


def register(sub: argparse._SubParsersAction) -> None:
    check = sub.add_parser("check", help="check the syntax of Ruby files (like ruby -c)")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.add_argument("--no-cache", action="store_true", help="parse without the AST cache")
    check.set_defaults(run=run_check)
    show = sub.add_parser("parse", help="print the AST of a Ruby file")
    show.add_argument("file", metavar="FILE")
    show.add_argument("--no-cache", action="store_true", help="parse without the AST cache")
    show.set_defaults(run=run_parse)


def run_check(args: argparse.Namespace) -> int:
    from toque.grammar.files import parse_file  # imported here: `toque --help` stays quick

    status = 0
    many = len(args.files) > 1
    for file in args.files:
        try:
            parse_file(file, use_cache=not args.no_cache)
        except ToqueError as exc:
            if args.debug:
                raise
            print(exc.render(), file=sys.stderr)
            status = 1
            continue
        except RecursionError:
            if args.debug:
                raise
            print(f"{file}: too deeply nested for toque to parse", file=sys.stderr)
            status = 1
            continue
        except Exception as exc:  # a bug in toque must not hide the other files' results
            if args.debug:
                raise
            print(
                f"{file}: internal error in toque's parser: {exc!r} (use --debug)", file=sys.stderr
            )
            status = 1
            continue
        print(f"{file}: Syntax OK" if many else "Syntax OK")
    return status


def run_parse(args: argparse.Namespace) -> int:
    from toque.grammar.ast import dump
    from toque.grammar.files import parse_file

    tree = parse_file(args.file, use_cache=not args.no_cache)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 50_000))  # dump walks the tree recursively
    try:
        print(dump(tree))
    except RecursionError:
        raise ToqueError(f"{args.file}: too deeply nested to print") from None
    finally:
        sys.setrecursionlimit(limit)
    return 0
