"""Marshal.dump and Marshal.load in MRI's format 4.8, byte for byte, for what a Ruby
program builds from the core: nil, true, false, Integers, Floats, Strings (UTF-8, US-ASCII
or binary), Symbols, Arrays, Hashes (with a default), Ranges, Structs, Regexps, Times,
classes, modules, exceptions, plain objects and their instance variables, subclasses of
Array/Hash/String, and objects with marshal_dump/marshal_load or _dump/_load.

Both sides keep MRI's tables: every object written gets an index in the order written
(a repeated one is written as a link to it), every Symbol likewise (a symlink).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toque.interpreter.core.binary import binary, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.marshal_read import Reader
from toque.interpreter.core.marshal_write import MAJOR, MINOR, Writer, type_error
from toque.interpreter.core.number_ops import num2int
from toque.interpreter.model.objects import RHash, RString, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

AUTOLOAD = ("Marshal",)

ms = Builtins("Marshal", singleton=True)


# -- Marshal -------------------------------------------------------------------------------------


@ms.method("dump")
def marshal_dump(rt, self, obj, *args):
    if len(args) > 2:
        raise rt.arity_error(len(args) + 1, "1..3")
    io, limit = None, -1
    if len(args) == 2:  # MRI: (obj, io, limit): the io must be one, the limit NUM2INT
        if args[0] is None:
            raise type_error(rt, "instance of IO needed")
        io, limit = args[0], -1 if args[1] is None else num2int(rt, args[1])
    elif args and isinstance(args[0], int) and not isinstance(args[0], bool):
        limit = args[0]
    elif args:
        if args[0] is None:
            raise type_error(rt, "instance of IO needed")
        io = args[0]
    writer = Writer(rt, limit)
    writer.write(obj, limit)
    data = binary(bytes(writer.out))
    if io is None:
        return data
    if not rt.responds(io, "write"):
        raise type_error(rt, "instance of IO needed")
    rt.send(io, "write", [data])
    return io


@ms.method("load", "restore")
def marshal_load(rt, self, source, proc=None, *options):
    freeze = False
    if isinstance(proc, RHash):
        options, proc = (proc,), None
    for opt in options:
        if isinstance(opt, RHash):
            freeze = rt.truthy(opt.get(sym("freeze"), False))
    if isinstance(source, RString):
        data = text_bytes(source.v)
    elif rt.responds(source, "read"):
        data = text_bytes(rt.to_s(rt.send(source, "read", [])))
    elif rt.responds(source, "to_str"):
        data = text_bytes(rt.to_s(rt.send(source, "to_str", [])))
    else:
        raise type_error(rt, "instance of IO needed")
    reader = Reader(rt, data, proc, freeze)
    reader.header()
    return reader.read()


def define(rt: Runtime) -> None:
    if "Marshal" in rt.Object.consts:
        return
    mod = rt.define_module("Marshal")
    mod.consts.update(MAJOR_VERSION=MAJOR, MINOR_VERSION=MINOR)
    ms.install(rt)
