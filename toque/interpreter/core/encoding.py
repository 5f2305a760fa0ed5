"""Encodings: the Encoding class, and a String's encoding as it is stored.

A toque String holds text. A UTF-8 String is its characters (a byte that is no valid
UTF-8 kept as an escaped surrogate, see `binary.py`); a String in any other encoding
holds its bytes, one character each, and carries that encoding (`RString.enc`). A String
that carries none is UTF-8, or binary when it holds escaped bytes (a digest): strings
made before anyone asked for an encoding cost nothing more. `force_encoding` relabels
the bytes, `encode` transcodes through Python's codecs with MRI's error classes and
messages, and `+`/`<<` refuse two non-ASCII strings of incompatible encodings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toque.interpreter.core.binary import binary_text, is_binary, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.core.string import check_frozen
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol, sym

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

INSTALL_ORDER = 65  # after String (core/discover.py): it reopens String's encoding methods

s_ = Builtins("String")
e_ = Builtins("Encoding")
es = Builtins("Encoding", singleton=True)


class REncoding:
    """An Encoding: its name, other names, and the Python codec that reads its bytes."""

    __slots__ = ("name", "aliases", "codec", "ascii_compatible", "dummy", "frozen")

    def __init__(self, name: str, codec: str | None, aliases: tuple = (), **flags: bool) -> None:
        self.name = name
        self.aliases = aliases
        self.codec = codec  # None: no conversion to or from it (ASCII-8BIT: bytes as they are)
        self.ascii_compatible = flags.get("ascii_compatible", True)
        self.dummy = flags.get("dummy", False)
        self.frozen = True


_TABLE = [
    REncoding("ASCII-8BIT", None, ("BINARY",)),
    REncoding("UTF-8", "utf-8", ("CP65001",)),
    REncoding("US-ASCII", "ascii", ("ASCII", "ANSI_X3.4-1968", "646")),
    REncoding("UTF-16BE", "utf-16-be", ("UCS-2BE",), ascii_compatible=False),
    REncoding("UTF-16LE", "utf-16-le", (), ascii_compatible=False),
    REncoding("UTF-32BE", "utf-32-be", ("UCS-4BE",), ascii_compatible=False),
    REncoding("UTF-32LE", "utf-32-le", ("UCS-4LE",), ascii_compatible=False),
    REncoding("UTF-16", "utf-16", (), ascii_compatible=False, dummy=True),
    REncoding("UTF-32", "utf-32", (), ascii_compatible=False, dummy=True),
    REncoding("UTF-7", "utf-7", ("CP65000",), ascii_compatible=False, dummy=True),
    *(
        REncoding(f"ISO-8859-{n}", f"iso8859-{n}", (f"ISO8859-{n}",))
        for n in range(1, 17)
        if n != 12
    ),
    *(REncoding(f"Windows-{n}", f"cp{n}", (f"CP{n}",)) for n in range(1250, 1259)),
    REncoding("IBM437", "cp437", ("CP437",)),
    REncoding("IBM850", "cp850", ("CP850",)),
    REncoding("IBM852", "cp852", ("CP852",)),
    REncoding("IBM866", "cp866", ("CP866",)),
    REncoding("KOI8-R", "koi8-r", ("CP878",)),
    REncoding("KOI8-U", "koi8-u", ()),
    REncoding("Shift_JIS", "shift_jis", ()),
    REncoding("Windows-31J", "cp932", ("CP932", "csWindows31J", "SJIS", "PCK")),
    REncoding("EUC-JP", "euc_jp", ("eucJP",)),
    REncoding("ISO-2022-JP", "iso2022_jp", ("ISO2022-JP",), ascii_compatible=False, dummy=True),
    REncoding("GB2312", "gb2312", ("EUC-CN", "eucCN")),
    REncoding("GBK", "gbk", ("CP936",)),
    REncoding("GB18030", "gb18030", ()),
    REncoding("Big5", "big5", ("CP950",)),
    REncoding("EUC-KR", "euc_kr", ("eucKR",)),
    REncoding("macRoman", "mac_roman", ()),
    REncoding("TIS-620", "tis_620", ()),
]
BY_NAME = {}
for _enc in _TABLE:
    for _n in (_enc.name, *_enc.aliases):
        BY_NAME[_n.upper()] = _enc
BINARY, UTF8, ASCII = BY_NAME["ASCII-8BIT"], BY_NAME["UTF-8"], BY_NAME["US-ASCII"]
ENCODINGS = {e.name: e for e in _TABLE}  # by name (symbol.py asks for US-ASCII and UTF-8)
UNICODE = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE", "UTF-16", "UTF-32"}


def encoding_of(s: RString) -> REncoding:
    """What `s.encoding` says: the one it carries, else UTF-8 (binary if it holds bytes)."""
    enc = s.enc
    if enc is not None:
        return enc
    return BINARY if is_binary(s.v) else UTF8


def find(rt: Runtime, value: Any) -> REncoding:
    """An Encoding from an Encoding or a name (ArgumentError for an unknown one)."""
    if isinstance(value, REncoding):
        return value
    if not isinstance(value, RString) and rt.responds(value, "to_str"):
        value = rt.send(value, "to_str", [])
    if not isinstance(value, RString):
        raise rt.error(
            "TypeError", f"no implicit conversion of {rt.real_class(value).name} into String"
        )
    name = value.v.upper()
    if name in ("EXTERNAL", "LOCALE", "FILESYSTEM"):
        return default_external(rt)
    if name == "INTERNAL":
        found = default_internal(rt)
        if found is None:
            raise rt.error("ArgumentError", f"unknown encoding name - {value.v}")
        return found
    enc = BY_NAME.get(name)
    if enc is None:
        raise rt.error("ArgumentError", f"unknown encoding name - {value.v}")
    return enc


def relabel(s: RString, enc: REncoding) -> None:
    """Give `s`'s bytes a new encoding (`force_encoding`): UTF-8 reads them as text."""
    data = text_bytes(s.v)
    s.v = data.decode("utf-8", "surrogateescape") if enc is UTF8 else binary_text(data)
    s.enc = enc


def made(text: str, enc: REncoding) -> RString:
    out = RString(text)
    out.enc = enc
    return out


def default_external(rt: Runtime) -> REncoding:
    return getattr(rt, "default_external", None) or UTF8


def default_internal(rt: Runtime) -> REncoding | None:
    return getattr(rt, "default_internal", None)


# -- compatibility (`+`, `<<`, Encoding.compatible?) ---------------------------------------------


def _ascii_only(s: RString) -> bool:
    return s.v.isascii()


def compatible(a: RString, b: RString) -> REncoding | None:
    """MRI's rb_enc_compatible for two strings: the encoding of their concatenation."""
    ea, eb = encoding_of(a), encoding_of(b)
    if ea is eb or not b.v:
        return ea
    if not a.v:
        return ea if ea.ascii_compatible and _ascii_only(b) else eb
    if not ea.ascii_compatible or not eb.ascii_compatible:
        return None
    if _ascii_only(b):
        return ea
    if _ascii_only(a):
        return eb
    return None


def checked_encoding(rt: Runtime, a: RString, b: RString) -> REncoding | None:
    """The encoding `a + b` has, or Encoding::CompatibilityError; None when neither string
    carries an encoding (the common case, answered without looking at the text)."""
    if a.enc is None and b.enc is None:
        return None
    enc = compatible(a, b)
    if enc is None:
        raise rt.error(
            "Encoding::CompatibilityError",
            f"incompatible character encodings: {encoding_of(a).name} and {encoding_of(b).name}",
        )
    return enc


def _string(rt: Runtime, value: Any) -> RString:
    """An argument converted with `to_str` as String methods convert it (TypeError else)."""
    if isinstance(value, RString):
        return value
    from toque.interpreter.core.string import str_arg

    if value is not None and not isinstance(value, (bool, int, float, RSymbol)):
        if rt.responds(value, "to_str"):
            result = rt.send(value, "to_str", [])
            if isinstance(result, RString):
                return result
    return RString(str_arg(rt, value))  # raises MRI's TypeError


@s_.method("+")
def plus(rt, self, other):
    if other.__class__ is RString and self.enc is None and other.enc is None:
        return RString(self.v + other.v)  # two plain strings: nothing to check
    other = _string(rt, other)
    enc = checked_encoding(rt, self, other)
    out = RString(self.v + other.v)
    if enc is not None and enc is not UTF8:
        out.enc = enc
    return out


def _append(rt: Runtime, self: RString, other: Any) -> None:
    check_frozen(rt, self)
    if other.__class__ is int:
        if other < 0:
            raise rt.error("RangeError", f"{other} out of char range")
        enc = self.enc
        if enc is not None and enc is not UTF8:
            if other > 255:
                raise rt.error("RangeError", f"{other} out of char range")
            self.append(binary_text(bytes([other])))
        else:
            self.append(chr(other))
        return
    other = _string(rt, other)
    enc = checked_encoding(rt, self, other)
    if enc is not None and enc is not self.enc:
        if enc is UTF8 and self.enc is not None:
            relabel(self, UTF8)
        self.enc = enc
    self.append(other.v)


@s_.method("<<")
def append(rt, self, other):
    _append(rt, self, other)
    return self


@s_.method("concat")
def concat(rt, self, *others):
    for other in others:
        _append(rt, self, other)
    return self


# -- a String's encoding -------------------------------------------------------------------------


@s_.method("encoding")
def encoding(rt, self):
    return encoding_of(self)


@s_.method("force_encoding")
def force_encoding(rt, self, enc):
    check_frozen(rt, self)
    relabel(self, find(rt, enc))
    return self


@s_.method("valid_encoding?")
def valid_encoding(rt, self):
    enc = encoding_of(self)
    if enc is BINARY:
        return True
    if enc is UTF8:
        return not is_binary(self.v)
    try:
        text_bytes(self.v).decode(enc.codec, "strict")
    except (UnicodeDecodeError, LookupError):
        return False
    return True


@s_.method("ascii_only?")
def ascii_only(rt, self):
    enc = encoding_of(self)
    if not enc.ascii_compatible:
        return not self.v
    return self.v.isascii()


@s_.method("b")
def b(rt, self):
    return made(binary_text(text_bytes(self.v)), BINARY)


@s_.method("unicode_normalized?")
def unicode_normalized(rt, self, form=None):
    import unicodedata

    _unicode_only(rt, self)
    return unicodedata.is_normalized(normal_form(rt, form), self.v)


_FORMS = {"nfc": "NFC", "nfd": "NFD", "nfkc": "NFKC", "nfkd": "NFKD"}


def normal_form(rt: Runtime, form: Any) -> str:
    """The normalization form of `unicode_normalize(form = :nfc)`: one of four Symbols."""
    if form is None:
        return "NFC"
    name = _FORMS.get(form.name) if isinstance(form, RSymbol) else None
    if name is None:
        raise rt.error("ArgumentError", f"Invalid normalization form {rt.to_s(form)}.")
    return name


def _unicode_only(rt: Runtime, s: RString) -> None:
    enc = encoding_of(s)
    if enc.name not in UNICODE:
        raise rt.error(
            "Encoding::CompatibilityError", f"Unicode Normalization not appropriate for {enc.name}"
        )


# -- scrub ---------------------------------------------------------------------------------------


def _scrubbed(rt: Runtime, s: RString, repl: Any, block: Any) -> str | None:
    """`s`'s text with each invalid byte sequence replaced, or None if it has none."""
    enc = encoding_of(s)
    if enc is BINARY or enc.codec is None:
        return None
    data = text_bytes(s.v)
    unicode = enc.name in UNICODE
    default = "\ufffd" if unicode else "?"
    if repl is not None:
        repl = _string(rt, repl).v
    out: list[str] = []
    pos, changed = 0, False
    codec = enc.codec
    while pos <= len(data):
        try:
            out.append(data[pos:].decode(codec, "strict"))
            break
        except UnicodeDecodeError as exc:
            changed = True
            out.append(data[pos : pos + exc.start].decode(codec, "strict"))
            bad = data[pos + exc.start : pos + exc.end]
            if block is not None:
                got = rt.call_proc(block, [made(binary_text(bad), BINARY)])
                out.append(_string(rt, got).v)
            else:
                out.append(default if repl is None else repl)
            pos += exc.end
    if not changed:
        return None
    text = "".join(out)
    if enc is UTF8:
        return text
    return binary_text(text.encode(codec, "surrogateescape"))


@s_.method("scrub")
def scrub(rt, self, repl=None, *, block=None):
    text = _scrubbed(rt, self, repl, block)
    out = RString(self.v if text is None else text)
    enc = self.enc
    if enc is not None:
        out.enc = enc
    return out


@s_.method("scrub!")
def scrub_bang(rt, self, repl=None, *, block=None):
    check_frozen(rt, self)
    text = _scrubbed(rt, self, repl, block)
    if text is not None:
        self.v = text
    return self


# -- encode --------------------------------------------------------------------------------------


def _escaped(data: bytes) -> str:
    return '"' + "".join(f"\\x{b:02X}" for b in data) + '"'


def _options(rt: Runtime, args: tuple) -> tuple[tuple, dict[str, Any]]:
    if args and isinstance(args[-1], RHash):
        opts = {}
        for key, value in args[-1].items():
            opts[key.name if isinstance(key, RSymbol) else rt.to_s(key)] = value
        return args[:-1], opts
    return args, {}


def _replacement(rt: Runtime, opts: dict, dst: REncoding) -> str:
    given = opts.get("replace")
    if given is not None:
        return _string(rt, given).v
    return "\ufffd" if dst.name in UNICODE else "?"


def transcode(rt: Runtime, s: RString, dst: REncoding, src: REncoding, opts: dict) -> RString:
    """`s` (read as `src`) in `dst`, with MRI's invalid:/undef:/replace:/xml:/newline options."""
    data = text_bytes(s.v)
    invalid = opts.get("invalid") is sym("replace")
    undef = opts.get("undef") is sym("replace")
    repl = _replacement(rt, opts, dst)
    if dst is src:  # no conversion: only invalid bytes replaced (UTF-8) and the decorators
        if src is BINARY or src.codec is None:
            return made(s.v, src)
        text = _decode(rt, data, src, dst, invalid, repl) if invalid else None
        if text is None:
            return _decorated(made(s.v, src), opts)
        data, src = text.encode(src.codec, "surrogateescape"), src
        return _decorated(made(text if src is UTF8 else binary_text(data), src), opts)
    text = _decode(rt, data, src, dst, invalid, repl, undef)
    text = _xml(_newlines(text, opts), opts)
    out: list[bytes] = []
    codec = dst.codec or "ascii"
    for ch in text:
        try:
            out.append(ch.encode(codec))
        except UnicodeEncodeError:
            out.append(_undefined_char(rt, ch, src, dst, opts, undef, repl, codec))
    encoded = b"".join(out)
    if dst is UTF8:
        return made(encoded.decode("utf-8", "surrogateescape"), UTF8)
    return made(binary_text(encoded), dst)


def _undefined_char(
    rt: Runtime,
    ch: str,
    src: REncoding,
    dst: REncoding,
    opts: dict,
    undef: bool,
    repl: str,
    codec: str,
) -> bytes:
    fallback = opts.get("fallback")
    if fallback is not None:
        return _fallback(rt, fallback, ch).encode(codec)
    if opts.get("xml") is not None:
        return f"&#x{ord(ch):X};".encode(codec)
    if undef:
        return repl.encode(codec, "replace")
    if src is UTF8:
        text = f"U+{ord(ch):04X} from UTF-8 to {dst.name}"
    else:
        text = f"U+{ord(ch):04X} to {dst.name} in conversion from {src.name} to UTF-8 to {dst.name}"
    raise rt.error("Encoding::UndefinedConversionError", text)


def _fallback(rt: Runtime, fallback: Any, ch: str) -> str:
    key = RString(ch)
    if isinstance(fallback, RHash):
        got = fallback.get(key)
    elif rt.responds(fallback, "call"):
        got = rt.send(fallback, "call", [key])
    else:
        got = rt.send(fallback, "[]", [key])
    if got is None:
        raise rt.error("Encoding::UndefinedConversionError", f"U+{ord(ch):04X} to fallback")
    return _string(rt, got).v


def _decode(
    rt: Runtime,
    data: bytes,
    src: REncoding,
    dst: REncoding,
    invalid: bool,
    repl: str,
    undef: bool = False,
) -> str:
    """The characters of `data` read as `src`; invalid bytes replaced or MRI's error."""
    if src is BINARY:  # its high bytes are characters no other encoding has
        out = []
        for byte in data:
            if byte < 0x80:
                out.append(chr(byte))
            elif undef:
                out.append(repl)
            else:
                raise rt.error(
                    "Encoding::UndefinedConversionError",
                    f"{_escaped(bytes([byte]))} from ASCII-8BIT to {dst.name}",
                )
        return "".join(out)
    parts: list[str] = []
    pos = 0
    while True:
        try:
            parts.append(data[pos:].decode(src.codec, "strict"))
            return "".join(parts)
        except UnicodeDecodeError as exc:
            parts.append(data[pos : pos + exc.start].decode(src.codec, "strict"))
            bad = data[pos + exc.start : pos + exc.end]
            if not invalid:
                after = data[pos + exc.end : pos + exc.end + 1]
                raise _invalid(rt, bad, after, src, exc.reason) from None
            parts.append(repl)
            pos += exc.end


def _invalid(rt: Runtime, bad: bytes, after: bytes, src: REncoding, reason: str) -> Any:
    if "unexpected end" in reason:
        text = f"incomplete {_escaped(bad)} on {src.name}"
    elif "continuation" in reason and after:
        shown = f'"{chr(after[0])}"' if 0x20 <= after[0] < 0x7F else _escaped(after)
        text = f"{_escaped(bad)} followed by {shown} on {src.name}"
    else:
        text = f"{_escaped(bad)} on {src.name}"
    return rt.error("Encoding::InvalidByteSequenceError", text)


def _newlines(text: str, opts: dict) -> str:
    if opts.get("universal_newline"):
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if opts.get("crlf_newline"):
        text = text.replace("\n", "\r\n")
    elif opts.get("cr_newline"):
        text = text.replace("\n", "\r")
    return text


def _xml(text: str, opts: dict) -> str:
    xml = opts.get("xml")
    if xml is None:
        return text
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if isinstance(xml, RSymbol) and xml.name == "attr":
        text = '"' + text.replace('"', "&quot;") + '"'
    return text


def _decorated(s: RString, opts: dict) -> RString:
    """Same-encoding `encode`: no transcoding, only the newline and xml options."""
    if any(opts.get(k) for k in ("universal_newline", "crlf_newline", "cr_newline", "xml")):
        s.v = _xml(_newlines(s.v, opts), opts)
    return s


@s_.method("encode")
def encode(rt, self, *args):
    args, opts = _options(rt, args)
    if len(args) > 2:
        raise rt.arity_error(len(args), "0..2")
    src = _converter_end(rt, args[1], self) if len(args) > 1 else encoding_of(self)
    dst = _converter_end(rt, args[0], self) if args else default_internal(rt) or src
    result = transcode(rt, self, dst, src, opts)
    if self.__class__ is not RString:  # a subclass's instance stays one
        from toque.interpreter.core.string import same_class_copy

        copy = same_class_copy(self)
        copy.v, copy.enc = result.v, result.enc
        return copy
    if result.enc is UTF8 and not is_binary(result.v):
        result.enc = None  # plain UTF-8 text, as every other string
    return result


def _converter_end(rt: Runtime, value: Any, s: RString) -> REncoding:
    try:
        return find(rt, value)
    except Exception:  # noqa: BLE001 - an unknown name: MRI's converter error names both ends
        name = value.name if isinstance(value, REncoding) else rt.to_s(value)
        raise rt.error(
            "Encoding::ConverterNotFoundError",
            f"code converter not found ({encoding_of(s).name} to {name})",
        ) from None


@s_.method("encode!")
def encode_bang(rt, self, *args):
    check_frozen(rt, self)
    result = encode(rt, self, *args)
    self.v = result.v
    self.enc = result.enc
    return self


# -- the Encoding class --------------------------------------------------------------------------


@e_.method("name", "to_s")
def name(rt, self):
    return RString(self.name)


@e_.method("inspect")
def inspect(rt, self):
    if self.dummy:
        return RString(f"#<Encoding:{self.name} (dummy)>")
    return RString(f"#<Encoding:{self.name}>")


@e_.method("names")
def names(rt, self):
    extra = []
    if self is default_external(rt):
        extra += ["external", "locale", "filesystem"]
    return RArray(RString(n) for n in (self.name, *self.aliases, *extra))


@e_.method("ascii_compatible?")
def ascii_compatible(rt, self):
    return self.ascii_compatible


@e_.method("dummy?")
def dummy(rt, self):
    return self.dummy


@e_.method("==")
def eq(rt, self, other):
    return other is self


@es.method("find")
def s_find(rt, self, name):
    return find(rt, name)


@es.method("list")
def s_list(rt, self):
    return RArray(_TABLE)


@es.method("name_list")
def s_name_list(rt, self):
    names_: list[str] = []
    for enc in _TABLE:
        names_ += [enc.name, *enc.aliases]
    return RArray(RString(n) for n in [*names_, "external", "locale", "filesystem"])


@es.method("aliases")
def s_aliases(rt, self):
    out = RHash()
    for enc in _TABLE:
        for alias in enc.aliases:
            out.set(RString(alias), RString(enc.name))
    return out


@es.method("compatible?")
def s_compatible(rt, self, a, b):
    if isinstance(a, RString) and isinstance(b, RString):
        return compatible(a, b)
    ea = a if isinstance(a, REncoding) else encoding_of(a) if isinstance(a, RString) else None
    eb = b if isinstance(b, REncoding) else encoding_of(b) if isinstance(b, RString) else None
    if ea is None or eb is None:
        return None
    if ea is eb:
        return ea
    return None


@es.method("default_external")
def s_default_external(rt, self):
    return default_external(rt)


@es.method("default_external=")
def s_set_default_external(rt, self, enc):
    if enc is None:
        raise rt.error("ArgumentError", "default external can not be nil")
    rt.default_external = find(rt, enc)
    return enc


@es.method("default_internal")
def s_default_internal(rt, self):
    return default_internal(rt)


@es.method("default_internal=")
def s_set_default_internal(rt, self, enc):
    rt.default_internal = None if enc is None else find(rt, enc)
    return enc


def setup(rt: Runtime) -> None:
    klass = rt.Object.consts["Encoding"]
    rt.type_classes[REncoding] = klass
    for enc in _TABLE:
        for n in (enc.name, *enc.aliases):
            const = n.replace("-", "_").replace(".", "_")
            if not const[0].isalpha():
                continue
            if const[0].islower():
                const = const[0].upper() + const[1:]
            klass.consts.setdefault(const, enc)
            klass.consts.setdefault(const.upper(), enc)
    base = rt.Object.consts["EncodingError"]
    for error in (
        "CompatibilityError",
        "UndefinedConversionError",
        "InvalidByteSequenceError",
        "ConverterNotFoundError",
    ):
        if error not in klass.consts:
            rt.define_class(error, base, klass)
