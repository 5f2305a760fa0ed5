"""URI (uri.rb of Ruby 3.1): the classes are Ruby (uri.rb beside this file); splitting with
RFC 3986's grammar, component checks and percent-encoding are here, on `re` and
`urllib.parse`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from toque.interpreter.core.binary import decode_text, text_bytes
from toque.interpreter.core.builtins import Builtins
from toque.interpreter.model.objects import RArray, RHash, RString, RSymbol, sym
from toque.interpreter.model.signals import RubyError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

# MRI's RFC3986_Parser regexps, verbatim (Onigmo syntax); `onig_to_py` expands their
# subexpression calls (`\g<dec-octet>`), which Python's `re` lacks.
_DEC_OCTET = r"(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)"
_IPV4 = rf"(?<IPv4address>{_DEC_OCTET}\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>)"
_IPV6 = (
    rf"(?<IPv6address>(?:\h{{1,4}}:){{6}}(?<ls32>\h{{1,4}}:\h{{1,4}}|{_IPV4})"
    r"|::(?:\h{1,4}:){5}\g<ls32>|\h{1,4}?::(?:\h{1,4}:){4}\g<ls32>"
    r"|(?:(?:\h{1,4}:)?\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>"
    r"|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>"
    r"|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>"
    r"|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}"
    r"|(?:(?:\h{1,4}:){,6}\h{1,4})?::)"
)
_IP_LITERAL = rf"(?<IP-literal>\[(?:{_IPV6}|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+))\])"
_AUTHORITY = (
    r"(?<authority>(?:(?<userinfo>(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*)@)?"
    rf"(?<host>{_IP_LITERAL}|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])+))?"
    r"(?::(?<port>\d*))?)"
)
_SEGMENT = r"(?<segment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*)"
_TAIL = r"(?:\?(?<query>[^#]*))?(?:\#(?<fragment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*))?"
RFC3986_URI = (
    r"\A(?<URI>(?<scheme>[A-Za-z][+\-.0-9A-Za-z]*):(?<hier-part>\/\/"
    + _AUTHORITY
    + rf"(?<path-abempty>(?:\/{_SEGMENT})*)"
    r"|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)"
    r"|(?<path-rootless>\g<segment-nz>(?:\/\g<segment>)*)|(?<path-empty>))" + _TAIL + r")\z"
)
RFC3986_RELATIVE_REF = (
    r"\A(?<relative-ref>(?<relative-part>\/\/" + _AUTHORITY + rf"(?<path-abempty>(?:\/{_SEGMENT})*)"
    r"|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)"
    r"|(?<path-noscheme>(?<segment-nz-nc>(?:%\h\h|[!$&-.0-9;=@-Z_a-z~])+)(?:\/\g<segment>)*)"
    r"|(?<path-empty>))" + _TAIL + r")\z"
)
COMPONENT_RES = {
    "SCHEME": r"\A[A-Za-z][A-Za-z0-9+\-.]*\z",
    "USERINFO": r"\A(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*\z",
    "HOST": rf"\A(?:{_IP_LITERAL}|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])*))\z",
    "ABS_PATH": r"\A\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*(?:\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*)*\z",
    "REL_PATH": r"\A(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+(?:\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*)*\z",
    "QUERY": r"\A(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*\z",
    "FRAGMENT": r"\A(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*\z",
    "OPAQUE": r"\A(?:[^\/].*)?\z",
    "PORT": r"\A[\x09\x0a\x0c\x0d ]*\d*[\x09\x0a\x0c\x0d ]*\z",
}

_GROUP_START = re.compile(r"\(\?<([A-Za-z][\w-]*)>")


def _group_bodies(src: str) -> dict[str, str]:
    """Each named group's body, found by matching parentheses (escapes and classes skipped)."""
    bodies: dict[str, str] = {}
    for m in _GROUP_START.finditer(src):
        depth, i, in_class = 1, m.end(), False
        while depth:
            c = src[i]
            if c == "\\":
                i += 2
                continue
            if in_class:
                in_class = c != "]"
            elif c == "[":
                in_class = True
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            i += 1
        bodies.setdefault(m.group(1), src[m.end() : i - 1])
    return bodies


def onig_to_py(src: str) -> re.Pattern:
    """Onigmo → Python: `\\g<name>` calls inlined, names made Python-safe, `\\h`, `\\z`."""
    bodies = _group_bodies(src)

    def call(m: re.Match) -> str:
        body = _GROUP_START.sub("(?:", bodies[m.group(1)])  # a copy captures nothing
        return "(?:" + re.sub(r"\\g<([\w-]+)>", call, body) + ")"

    out = re.sub(r"\\g<([\w-]+)>", call, src)
    out = _GROUP_START.sub(lambda m: f"(?P<{m.group(1).replace('-', '_')}>", out)
    out = out.replace(r"\h", "[0-9A-Fa-f]").replace(r"\z", r"\Z")
    return re.compile(out)


_URI_RE = onig_to_py(RFC3986_URI)
_RELATIVE_RE = onig_to_py(RFC3986_RELATIVE_REF)
_CHECKS = {name: onig_to_py(src) for name, src in COMPONENT_RES.items()}

uri_s = Builtins("URI", singleton=True)
parser = Builtins("URI::RFC3986_Parser")
generic = Builtins("URI::Generic")
parser2396 = Builtins("URI::RFC2396_Parser")
_ESCAPED = re.compile("%[a-fA-F0-9]{2}")


def _invalid(rt: Runtime, kind: str, message: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get(f"URI::{kind}"), RString(message)))


def _text(rt: Runtime, value: Any, error: str) -> str:
    if isinstance(value, RString):
        return value.v
    if rt.responds(value, "to_str"):
        return rt.to_s(rt.send(value, "to_str", []))
    raise _invalid(rt, "InvalidURIError", error.format(rt.inspect(value)))


def _opt(value: str | None) -> RString | None:
    return None if value is None else RString(value)


def split(rt: Runtime, text: str) -> list[str | None]:
    """RFC3986_Parser#split: scheme, userinfo, host, port, registry, path, opaque, query,
    fragment."""
    if not text.isascii():
        raise _invalid(rt, "InvalidURIError", f"URI must be ascii only {rt.inspect(RString(text))}")
    m = _URI_RE.match(text)
    if m:
        query, opaque = m["query"], m["path_rootless"]
        if opaque is not None:
            if query is not None:
                opaque += "?" + query
            return [m["scheme"], None, None, None, None, None, opaque, None, m["fragment"]]
        path = m["path_abempty"]
        if path is None:
            path = m["path_absolute"] if m["path_absolute"] is not None else m["path_empty"]
        return [m["scheme"], m["userinfo"], m["host"], m["port"], None, path, None, query,
                m["fragment"]]  # fmt: skip
    m = _RELATIVE_RE.match(text)
    if m is None:
        raise _invalid(rt, "InvalidURIError", f"bad URI(is not URI?): {rt.inspect(RString(text))}")
    path = next(
        (m[g] for g in ("path_abempty", "path_absolute", "path_noscheme", "path_empty")
         if m[g] is not None),
        None,
    )  # fmt: skip
    return [None, m["userinfo"], m["host"], m["port"], None, path, None, m["query"],
            m["fragment"]]  # fmt: skip


@parser.method("split")
def parser_split(rt, self, uri):
    text = _text(rt, uri, "bad URI(is not URI?): {}")
    return RArray(_opt(x) for x in split(rt, text))


@parser.method("match_component?")
def parser_match(rt, self, kind, value):
    """Whether `value` is a valid `kind` component (MRI: `parser.regexp[kind] =~ value`)."""
    name = kind.name if isinstance(kind, RSymbol) else rt.to_s(kind)
    check = _CHECKS.get(name)  # an unknown kind: MRI's `nil =~ value`, nil
    return None if check is None else check.match(rt.to_s(value)) is not None


# -- percent-encoding -------------------------------------------------------------------------

_QUERY_KEEP = re.compile(r"%[0-9A-Fa-f]{2}|[!$-&(-;=?-_a-~]")
_FRAGMENT_KEEP = re.compile(r"%[0-9A-Fa-f]{2}|[!-~]")


def _bytes_escape(char: str) -> str:
    return "".join(f"%{b:02X}" for b in text_bytes(char))


def escape_keeping(text: str, keep: re.Pattern) -> str:
    """Percent-encode every character not matched by `keep` (escapes `%XX` stay whole)."""
    out, i = [], 0
    while i < len(text):
        m = keep.match(text, i)
        if m:
            out.append(m.group())
            i = m.end()
        else:
            out.append(_bytes_escape(text[i]))
            i += 1
    return "".join(out)


def _clean(rt: Runtime, value: Any) -> str:
    text = rt.to_s(rt.send(value, "to_str", [])) if not isinstance(value, RString) else value.v
    return re.sub("[\t\r\n]", "", text)


@generic.method("query=")
def set_query(rt, self, value):
    if value is None:
        self.ivars["@query"] = None
        return None
    if self.ivars.get("@opaque") is not None:
        raise _invalid(rt, "InvalidURIError", "query conflicts with opaque")
    text = _clean(rt, value)
    bad = re.search(r"%[^0-9A-Fa-f][^0-9A-Fa-f]", text)
    if bad:
        raise _invalid(rt, "InvalidURIError", f"invalid percent escape: {bad.group()}")
    self.ivars["@query"] = RString(escape_keeping(text, _QUERY_KEEP))
    return value


@generic.method("fragment=")
def set_fragment(rt, self, value):
    if value is None:
        self.ivars["@fragment"] = None
        return None
    self.ivars["@fragment"] = RString(escape_keeping(_clean(rt, value), _FRAGMENT_KEEP))
    return value


def encode_component(text: str) -> str:
    """URI.encode_www_form_component: unreserved *-._ stay, space is +, the rest %XX."""
    return quote(text_bytes(text), safe="*-._").replace("%20", "+").replace("~", "%7E")


_DECODE_RE = re.compile(r"\+|%[0-9A-Fa-f]{2}")


def decode_component(text: str) -> str:
    raw = bytearray()
    pos = 0
    for m in _DECODE_RE.finditer(text):
        raw += text_bytes(text[pos : m.start()])
        raw += b" " if m.group() == "+" else bytes([int(m.group()[1:], 16)])
        pos = m.end()
    raw += text_bytes(text[pos:])
    return decode_text(bytes(raw))  # an invalid byte stays that byte, as in MRI


@uri_s.method("encode_www_form_component", "encode_uri_component")
def www_component(rt, self, value, enc=None):
    return RString(encode_component(rt.to_s(value)))


@uri_s.method("decode_www_form_component", "decode_uri_component")
def www_decode_component(rt, self, value, enc=None):
    text = rt.to_s(value)
    if re.search(r"%(?![0-9A-Fa-f]{2})", text):
        raise rt.error("ArgumentError", f"invalid %-encoding ({text})")
    return RString(decode_component(text))


@parser2396.method("unescape")
def unescape(rt, self, text, escaped=None):
    """RFC2396_Parser#unescape: each match of `escaped` is one byte (`%XX`), read as UTF-8."""
    from toque.interpreter.core.regexp import to_regexp

    rx = to_regexp(rt, escaped).pattern if escaped is not None else _ESCAPED
    raw = bytearray()
    source = rt.to_s(text)
    pos = 0
    for m in rx.finditer(source):
        raw += text_bytes(source[pos : m.start()])
        raw.append(int(m.group()[1:3], 16))
        pos = m.end()
    raw += text_bytes(source[pos:])
    return RString(decode_text(bytes(raw)))


def _pairs(rt: Runtime, enum: Any) -> list:
    items = enum.items() if hasattr(enum, "items") else rt.send(enum, "to_a", [])
    return [tuple(x) if isinstance(x, RArray) else x for x in items]


@uri_s.method("encode_www_form")
def www_form(rt, self, enum, enc=None):
    parts: list[str] = []
    for pair in _pairs(rt, enum):
        key, value = (pair[0], pair[1] if len(pair) > 1 else None)
        k = encode_component(rt.to_s(key))
        if value is None:
            parts.append(k)
        elif isinstance(value, RArray) or rt.responds(value, "to_ary"):
            values = value if isinstance(value, RArray) else rt.send(value, "to_ary", [])
            # MRI's block yields nil for a nil value: it joins as an empty piece
            parts.append(
                "&".join("" if w is None else f"{k}={encode_component(rt.to_s(w))}" for w in values)
            )
        else:
            parts.append(f"{k}={encode_component(rt.to_s(value))}")
    return RString("&".join(parts))


def _each_line(text: str, sep: str) -> list[str]:
    """String#each_line(sep) then chomp!(sep): no empty piece after a trailing separator."""
    pieces = text.split(sep)
    if pieces and pieces[-1] == "":
        pieces.pop()
    return pieces


@uri_s.method("decode_www_form")
def www_decode(rt, self, value, *args):
    text = rt.to_s(value)
    opts = args[-1] if args and isinstance(args[-1], RHash) else RHash()
    separator = rt.to_s(opts.get(sym("separator"), RString("&")))
    isindex = rt.truthy(opts.get(sym("isindex"), False))
    if not text.isascii():
        raise rt.error(
            "ArgumentError", "the input of URI.decode_www_form must be ASCII only string"
        )
    out = RArray()
    for piece in _each_line(text, separator):
        key, sep, val = piece.partition("=")
        if isindex:
            if not sep:
                key, val = "", key
            isindex = False
        out.append(RArray([RString(decode_component(key)), RString(decode_component(val))]))
    return out


def define(rt: Runtime) -> None:
    if "URI" in rt.Object.consts:
        return
    from toque.interpreter.program import run_file

    uri = rt.define_module("URI")
    rt.define_class("Generic", rt.Object, uri)
    rt.define_class("RFC3986_Parser", rt.Object, uri)
    rt.define_class("RFC2396_Parser", rt.Object, uri)
    for b in (uri_s, parser, parser2396, generic):
        b.install(rt)
    run_file(rt, Path(__file__).with_name("uri.rb"))
