"""Ruby's standard library and the gems Chef ships, as `require` knows them.

`LIBRARIES` is the one table: a require name, the toque module whose `define(rt)` makes
the library (under `toque.interpreter`), and the constants it brings. `require` of a name
in the table defines those constants; a constant is also defined on first use (Chef has
loaded these libraries before any cookbook runs). A name not in the table, or whose module
toque does not have yet, raises `LoadError` as Ruby does: no require succeeds and leaves
its constants undefined.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import TYPE_CHECKING

from toque.records import FrozenRecord

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


class Library(FrozenRecord):
    """A library `require` knows: the module that defines it and the constants it brings."""

    __slots__ = ("module", "constants")
    _fields = __slots__

    def __init__(self, module: str | None, constants: tuple[str, ...] = ()) -> None:
        # module: dotted under toque.interpreter; None: part of what toque always has
        object.__setattr__(self, "module", module)
        object.__setattr__(self, "constants", constants)


def _lib(module: str | None, *constants: str) -> Library:
    return Library(module, constants)


LIBRARIES: dict[str, Library] = {
    # already part of toque's core: require only marks them loaded
    "English": _lib(None),
    "pp": _lib(None),
    "rbconfig": _lib(None),
    "rubygems": _lib("stdlib.rubygems", "Gem"),
    "json": _lib("core.json_lib", "JSON"),
    "json/add/core": _lib("core.json_lib", "JSON"),
    "set": _lib("core.set_lib", "Set"),
    "shellwords": _lib("core.shellwords_lib", "Shellwords"),
    "pathname": _lib("core.pathname_lib", "Pathname"),
    "fileutils": _lib("stdlib.fileutils", "FileUtils"),
    "time": _lib("core.time_lib", "Time"),
    "securerandom": _lib("core.math_lib", "SecureRandom"),
    # digests, encodings, randomness, crypto
    "digest": _lib("stdlib.digest", "Digest"),
    "digest/md5": _lib("stdlib.digest", "Digest"),
    "digest/sha1": _lib("stdlib.digest", "Digest"),
    "digest/sha2": _lib("stdlib.digest", "Digest"),
    "base64": _lib("stdlib.base64", "Base64"),
    "zlib": _lib("stdlib.zlib", "Zlib"),
    "openssl": _lib("stdlib.openssl", "OpenSSL"),
    # data formats and text
    "yaml": _lib("stdlib.yaml", "YAML", "Psych"),
    "psych": _lib("stdlib.yaml", "YAML", "Psych"),
    "erb": _lib("stdlib.erb", "ERB"),
    "cgi": _lib("stdlib.cgi", "CGI"),
    "cgi/util": _lib("stdlib.cgi", "CGI"),
    "cgi/escape": _lib("stdlib.cgi", "CGI"),
    "cgi/cookie": _lib("stdlib.cgi", "CGI"),
    "stringio": _lib("stdlib.stringio", "StringIO"),
    "date": _lib("stdlib.date", "Date", "DateTime"),
    "rexml/document": _lib("stdlib.rexml", "REXML"),
    "rexml/xpath": _lib("stdlib.rexml", "REXML"),
    "rexml": _lib("stdlib.rexml", "REXML"),
    # networks
    "uri": _lib("stdlib.uri", "URI"),
    "ipaddr": _lib("stdlib.ipaddr", "IPAddr"),
    "ipaddress": _lib("stdlib.ipaddress", "IPAddress"),
    "socket": _lib("stdlib.socket", "Socket", "Addrinfo", "TCPSocket", "UDPSocket"),
    "resolv": _lib("stdlib.resolv", "Resolv"),
    "net/http": _lib("stdlib.net_http", "Net"),
    "net/https": _lib("stdlib.net_http", "Net"),
    "open-uri": _lib("stdlib.net_http", "OpenURI"),
    # a gem Chef ships (chef-zero's), in parts as the gem is (stdlib/webrick/)
    "webrick": _lib("stdlib.webrick", "WEBrick"),
    "webrick/version": _lib("stdlib.webrick.version"),
    "webrick/config": _lib("stdlib.webrick.config"),
    "webrick/log": _lib("stdlib.webrick.log"),
    "webrick/server": _lib("stdlib.webrick.server"),
    "webrick/utils": _lib("stdlib.webrick.utils"),
    "webrick/accesslog": _lib("stdlib.webrick.accesslog"),
    "webrick/htmlutils": _lib("stdlib.webrick.htmlutils"),
    "webrick/httputils": _lib("stdlib.webrick.httputils"),
    "webrick/cookie": _lib("stdlib.webrick.cookie"),
    "webrick/httpversion": _lib("stdlib.webrick.httpversion"),
    "webrick/httpstatus": _lib("stdlib.webrick.httpstatus"),
    "webrick/httprequest": _lib("stdlib.webrick.httprequest"),
    "webrick/httpresponse": _lib("stdlib.webrick.httpresponse"),
    "webrick/httpserver": _lib("stdlib.webrick.httpserver"),
    "webrick/httpservlet": _lib("stdlib.webrick.httpservlet"),
    "webrick/httpservlet/abstract": _lib("stdlib.webrick.httpservlet.abstract"),
    "webrick/httpservlet/filehandler": _lib("stdlib.webrick.httpservlet.filehandler"),
    "webrick/httpservlet/prochandler": _lib("stdlib.webrick.httpservlet.prochandler"),
    "webrick/httpauth": _lib("stdlib.webrick.httpauth"),
    "webrick/ssl": _lib("stdlib.webrick.ssl"),
    "webrick/https": _lib("stdlib.webrick.https"),
    # the host and processes
    "etc": _lib("stdlib.etc", "Etc"),
    "open3": _lib("stdlib.open3", "Open3"),
    "timeout": _lib("stdlib.timeout", "Timeout"),
    "tempfile": _lib("stdlib.tempfile", "Tempfile"),
    "tmpdir": _lib("stdlib.tempfile"),
    "find": _lib("stdlib.find", "Find"),
    # gems Chef Infra Client ships
    "iniparse": _lib("stdlib.iniparse", "IniParse"),
    "addressable/uri": _lib("stdlib.addressable_uri", "Addressable"),
    "addressable": _lib("stdlib.addressable_uri", "Addressable"),
    "mixlib/log": _lib("stdlib.mixlib_log"),  # Mixlib exists already (Mixlib::ShellOut)
    # small pure-Ruby gems cookbooks declare in metadata.rb (`gem 'deepsort'`)
    "deepsort": _lib("stdlib.deepsort", "DeepSort"),
    "deepmerge": _lib("stdlib.deepmerge", "DeepMerge"),
    "toml-rb": _lib("stdlib.toml_rb", "TomlRB"),
    "inifile": _lib("stdlib.inifile", "IniFile"),
    "chef-vault": _lib("stdlib.chef_vault", "ChefVault"),  # the gem Chef 18 ships
    "gyoku": _lib("stdlib.gyoku", "Gyoku"),
    "hcl/checker": _lib("stdlib.hcl_checker", "HCL"),
    # the object toolbox
    "ostruct": _lib("stdlib.ostruct", "OpenStruct"),
    "forwardable": _lib("stdlib.forwardable", "Forwardable"),
    "singleton": _lib("stdlib.singleton", "Singleton"),
    "observer": _lib("stdlib.observer", "Observable"),
    "benchmark": _lib("stdlib.benchmark", "Benchmark"),
    "logger": _lib("stdlib.logger", "Logger"),
    # threads: Thread, Mutex, Queue and ConditionVariable are core; `require "thread"`
    # only marks them loaded
    "thread": _lib(None),
    "monitor": _lib("stdlib.monitor", "Monitor", "MonitorMixin"),
}

# gems toque carries inside its standard library (gem name -> the version it implements), so
# a cookbook's `gem 'deepsort', '~> 0.5'` in metadata.rb is already met
BUNDLED_GEMS: dict[str, str] = {
    "deepsort": "0.5.0",
    "inifile": "3.0.0",
    "toml-rb": "4.2.0",
    "gyoku": "1.4.0",
    "hcl-checker": "1.6.3",
    "iniparse": "1.5.0",
    "addressable": "2.8.7",
    "mixlib-log": "3.2.16",
    "ipaddress": "0.8.3",
}


# the require names each carried gem answers to (a gem is "loaded" once one is required)
GEM_FEATURES: dict[str, tuple[str, ...]] = {
    "deepsort": ("deepsort", "deepmerge"),
    "inifile": ("inifile",),
    "toml-rb": ("toml-rb",),
    "gyoku": ("gyoku",),
    "hcl-checker": ("hcl/checker",),
    "iniparse": ("iniparse",),
    "addressable": ("addressable", "addressable/uri"),
    "mixlib-log": ("mixlib/log",),
    "ipaddress": ("ipaddress",),
}


def bundled_gem(requirement: str) -> bool:
    """Does toque carry the gem a metadata.rb `gem` line asks for ("inifile ~> 3.0"), in a
    version that meets its constraints?"""
    from toque.repo.cookbooks import CookbookError, satisfies

    name, _, rest = requirement.partition(" ")
    version = BUNDLED_GEMS.get(name)
    if version is None:
        return False
    try:
        return all(satisfies(version, c) for c in _CONSTRAINT.findall(rest))
    except CookbookError:
        return False


_CONSTRAINT = re.compile(r"(?:~>|>=|<=|!=|=|>|<)?\s*[0-9][0-9A-Za-z.]*")


_HERE = Path(__file__).parent

# constant -> the library that defines it (the first library naming it)
CONSTANTS: dict[str, Library] = {}
for _library in LIBRARIES.values():
    for _name in _library.constants:
        CONSTANTS.setdefault(_name, _library)


def load(rt: Runtime, library: Library) -> bool:
    """Define `library` in `rt`; False when toque does not have its module."""
    if library.module is None:
        return True
    consts = rt.Object.consts
    base = _HERE.parent.joinpath(*library.module.split("."))
    if (
        library.constants
        and all(c in consts for c in library.constants)
        and not base.is_dir()  # a library in parts: one part alone defines its constant too
    ):
        return True  # defined already (on first use of one of its constants)
    name = f"toque.interpreter.{library.module}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        module = None
    define = getattr(module, "define", None)  # a folder of Ruby parts imports, with none
    if define is None:
        return _load_ruby(rt, library)
    define(rt)
    return True


def _load_ruby(rt: Runtime, library: Library) -> bool:
    """A library written in Ruby alone: `<module>.rb` in this package, run once. A part of
    a library package (`stdlib.webrick.httpauth`) runs after the package's `prepare(rt)`,
    which installs what its parts need from Python (webrick's transport)."""
    path = _HERE.parent.joinpath(*library.module.split(".")).with_suffix(".rb")
    if not path.is_file():
        return False
    if str(path) in rt.loaded_features:
        return True
    dotted = library.module.split(".")
    if len(dotted) > 2:
        package = importlib.import_module(f"toque.interpreter.{dotted[0]}.{dotted[1]}")
        prepare = getattr(package, "prepare", None)
        if prepare is not None:
            prepare(rt)
    rt.loaded_features.add(str(path))
    from toque.interpreter.program import run_file

    run_file(rt, path)
    return True
