"""`toque ruby FILE` / `toque ruby -e CODE`: run a plain Ruby program."""

from __future__ import annotations

import argparse

from toque.errors import ToqueError


def register(sub: argparse._SubParsersAction) -> None:
    ruby = sub.add_parser("ruby", help="run a Ruby program (the subset recipes use)")
    ruby.add_argument("file", nargs="?", metavar="FILE")
    ruby.add_argument("-e", dest="code", metavar="CODE", help="run CODE instead of a file")
    ruby.add_argument("args", nargs=argparse.REMAINDER, help="ARGV for the program")
    ruby.set_defaults(run=run_ruby)


def run_ruby(args: argparse.Namespace) -> int:
    from toque.grammar.files import decode, parse_file
    from toque.grammar.parser import parse
    from toque.interpreter.standalone import run_tree

    if args.code is not None:
        file, text = "-e", args.code
        tree = parse(text, file)
    elif args.file:
        file = args.file
        try:
            with open(file, "rb") as fh:
                text = decode(fh.read(), file)
        except OSError as exc:
            raise ToqueError(f"cannot read {file}: {exc.strerror}") from None
        tree = parse_file(file)
    else:
        raise ToqueError("toque ruby needs a FILE or -e CODE")
    return run_tree(tree, file, text, args.args or [], debug=args.debug)
