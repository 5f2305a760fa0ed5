"""Which Ruby and Chef APIs does a cookbook corpus reference, and does toque define them?

    python bench/api_census.py CORPUS_DIR... [--deps DIR] [--json] [--top N] [--fixtures]

A static walk, with toque's own parser, of every library, resource, provider, definition,
attribute file, recipe and template of each cookbook under the folders (a cookbook is a
folder with metadata.rb or metadata.json; `spec/` and `test/` folders are skipped unless
`--fixtures`). It lists each constant path referenced, each `require`d name, each global
variable, each method called on a receiver it knows (`node.x`, `Chef::Config[:x]`,
`File.x`, `shell_out(...).x`, `run_context.x`), each node key read, and each bare method
call at the top level of a recipe or a resources/*.rb file (not inside a resource's or an
action's block, nor a `def`), with occurrences and the number of cookbooks using it, and asks a
toque world (the recipe DSL and Chef's prelude loaded, as under `toque client`) whether it
defines each. Names the corpus defines itself (its classes, `def`s, resources) are counted
as the cookbooks' own, and so are those of the cookbooks under `--deps` folders (read only
for what they define). Names Chef 18 does not define either are listed apart, each with the
reason (`CHEF_LACKS`). The worklist ranks what toque lacks by cookbooks, split into Ruby's
standard library, Chef's API and other gems. Files that do not parse are listed, not fatal.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toque.grammar import ast as A

SEGMENTS = ("libraries", "resources", "providers", "definitions", "attributes", "recipes")
SKIP_DIRS = {".git", "spec", "test", "tests", "vendor", "node_modules", ".kitchen", ".bundle"}

# -- what counts as Ruby's, Chef's or another gem's -----------------------------------------

RUBY_CONSTANTS = set(
    """
    ARGF ARGV Abbrev Addrinfo Array BasicObject BasicSocket Benchmark Binding CGI CSV Class
    Comparable Complex Coverage Data Date DateTime Delegator Digest Dir ENV EOFError ERB
    Encoding EncodingError English Enumerable Enumerator Errno Etc Exception FalseClass
    Fcntl Fiber FiberError File FileTest FileUtils Find Float FloatDomainError Forwardable
    FrozenError GC Gem Hash IO IOError IPAddr IPSocket IndexError Integer Interrupt JSON
    Kernel KeyError LoadError LocalJumpError Logger Marshal MatchData Math Method Module
    Monitor MonitorMixin Mutex Net NameError NilClass NoMemoryError NoMethodError
    NotImplementedError Numeric OUTPUT Object ObjectSpace Observable Open3 OpenSSL OpenStruct
    OpenURI OptionParser PP PStore Pathname Prime Proc Process Psych Queue RUBY_COPYRIGHT
    RUBY_DESCRIPTION RUBY_ENGINE RUBY_ENGINE_VERSION RUBY_PATCHLEVEL RUBY_PLATFORM
    RUBY_RELEASE_DATE RUBY_REVISION RUBY_VERSION REXML Ractor Random Range RangeError
    Rational RbConfig Readline Regexp RegexpError Resolv RuntimeError STDERR STDIN STDOUT
    ScriptError SecureRandom SecurityError Set Shellwords Signal SignalException Singleton
    SimpleDelegator Socket SocketError SortedSet StandardError StopIteration String StringIO
    Struct Symbol Syslog SystemCallError SystemExit SystemStackError TCPServer TCPSocket
    TOPLEVEL_BINDING Tempfile Thread ThreadError Time Timeout TracePoint TrueClass TypeError
    UDPSocket UNIXServer UNIXSocket URI UnboundMethod UncaughtThrowError WEBrick WIN32OLE
    WeakRef YAML ZeroDivisionError Zlib IPAddress
    """.split()
)
CHEF_CONSTANTS = {
    "Chef", "ChefConfig", "ChefUtils", "ChefVault", "Mash", "Ohai", "Mixlib", "ChefZero",
}  # fmt: skip
RUBY_REQUIRE_ROOTS = set(
    """
    English abbrev base64 benchmark bigdecimal cgi coverage csv date delegate digest drb erb
    etc expect fcntl fiddle fileutils find forwardable io ipaddr ipaddress json logger
    matrix monitor mkmf net objspace observer open-uri open3 openssl optparse ostruct pathname
    pp prettyprint prime pstore psych pty racc rbconfig readline resolv rexml ripper
    rubygems securerandom set shellwords singleton socket stringio strscan syslog tempfile
    thread time timeout tmpdir tsort un uri weakref webrick win32ole yaml zlib
    """.split()
)  # `ipaddress` is a gem, but Chef ships it and issue 13 counts it with the standard library
CHEF_REQUIRE_ROOTS = {"chef", "chef-utils", "chef_utils", "chef-config", "chef-vault",
                      "chef_vault", "mixlib", "ohai", "chef-sugar"}  # fmt: skip

# gems whose name starts with "chef" that are no part of Chef's API: chef-gyoku is Chef's
# fork of the gyoku XML builder, a gem a cookbook installs with chef_gem
GEMS_NAMED_CHEF = {"chef-gyoku"}

STDLIB, CHEF, GEMS, OWN = "Ruby stdlib", "Chef API", "other gems", "cookbook's own"
NOT_IN_CHEF = "not in Chef 18 on Linux"  # a Chef name Chef 18 itself does not define

# Chef names cookbooks reference that Chef Infra Client 18 does not define either: a
# reference fails there too (or sits on a branch for older Chefs), so it is no work for
# toque. Each with the reason, printed with the report.
CHEF_LACKS = {
    "Chef::Whitelist": "renamed Chef::AttributeAllowlist in Chef 16; fb_helpers falls back "
    "to it only when the new name is missing",
    "Chef::Whitelist.filter": "see Chef::Whitelist",
    "chef/whitelist": "the file of Chef::Whitelist, removed in Chef 16",
    "Chef::Resource::SambaUser": "Chef 13 stopped naming custom resources' classes as "
    "constants under Chef::Resource",
    "Chef::Resource::SambaUser.new": "see Chef::Resource::SambaUser",
    "Chef::Log.warning": "Chef::Log (Mixlib::Log) has warn, no warning: NoMethodError in Chef",
    "describe": "a ChefSpec example pasted into a recipe: NoMethodError in Chef",
    "Chef::ReservedNames::Win32::Version": "Chef loads its Win32 classes on Windows only: on "
    "Linux the constant is a NameError (both uses sit behind a Windows check)",
    "Chef::ReservedNames::Win32::Version.new": "see Chef::ReservedNames::Win32::Version",
    "chef/win32/version": "on Linux Chef's file raises LoadError (FFI cannot open kernel32); "
    "toque's LoadError matches",
    "Chef::ResourceHelpers::PathHelpers": "added in Chef 19.1 (the chef/chef kitchen tests "
    "are Chef 19's); the recipe rescues the NameError Chef 18 raises",
    "Chef::ResourceHelpers::PathHelpers.chef_client_hab_binary_path": "see "
    "Chef::ResourceHelpers::PathHelpers",
    "node.ec2": "Chef 18's node has no attribute readers as methods (respond_to? is false, "
    "as in toque); the cookbook calls it behind respond_to?('ec2')",
    "apache_module": "a definition of the apache2 cookbook before 6.0; the apache2 the "
    "corpus holds names it apache2_module: NoMethodError in Chef",
}


def const_category(path: str) -> str:
    root = path.split("::")[0]
    if root in CHEF_CONSTANTS:
        return CHEF
    return STDLIB if root in RUBY_CONSTANTS else GEMS


def require_category(name: str) -> str:
    root = re.split(r"[/.]", name)[0]
    if root in GEMS_NAMED_CHEF:
        return GEMS
    if root in CHEF_REQUIRE_ROOTS or root.startswith("chef"):
        return CHEF
    if root in RUBY_REQUIRE_ROOTS or name.startswith(("digest/", "net/", "json/", "io/")):
        return STDLIB
    return GEMS


# -- the walk -------------------------------------------------------------------------------


@dataclass
class Item:
    kind: str  # const, require, gvar, method, node_key, config_key, dsl, resource_dsl
    name: str
    occurrences: int = 0
    cookbooks: set[str] = field(default_factory=set)
    where: str = ""  # the first place seen, file:line
    defined: str = ""  # yes, no, own
    category: str = ""


@dataclass
class Corpus:
    items: dict[tuple[str, str], Item] = field(default_factory=dict)
    defined_consts: set[str] = field(default_factory=set)  # full paths the corpus defines
    defined_roots: set[str] = field(default_factory=set)  # their first and last segments
    defined_methods: set[str] = field(default_factory=set)  # resource and definition names
    # `def` name -> the repositories defining it: a helper is a cookbook's own only where
    # its repository defines it (nagios's `def use` is not the `use` of partials elsewhere)
    defs: dict[str, set[str]] = field(default_factory=dict)
    dep_defs: set[str] = field(default_factory=set)  # `def`s of the --deps cookbooks
    assigned_globals: set[str] = field(default_factory=set)
    node_keys_set: set[str] = field(default_factory=set)  # top-level keys attribute files set
    cookbooks: dict[str, Path] = field(default_factory=dict)  # repo/name -> folder
    # constant references with their module nesting, resolved once the corpus is read:
    # (path as written, nesting, ".method" called on it or "", cookbook, file:line)
    const_sites: list[tuple[str, tuple[str, ...], str, str, str]] = field(default_factory=list)
    files: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)

    def add(self, kind: str, name: str, cookbook: str, node: A.Node | str) -> None:
        item = self.items.get((kind, name))
        if item is None:
            where = node if isinstance(node, str) else f"{node.file}:{node.line}"
            item = self.items[(kind, name)] = Item(kind, name, where=where)
        item.occurrences += 1
        item.cookbooks.add(cookbook)


ATTRIBUTE_LEVELS = {"default", "override", "normal", "force_default", "force_override", "set",
                    "default_unless", "override_unless", "normal_unless"}  # fmt: skip


def const_path(node: A.Const) -> str | None:
    parts = [node.name]
    scope = node.scope
    while isinstance(scope, A.Const):
        parts.append(scope.name)
        if scope.top:
            break
        scope = scope.scope
    if scope is not None and not isinstance(scope, A.Const):
        return None  # `obj.class::X`: not a static path
    return "::".join(reversed(parts))


def _is_node(n: Any) -> bool:
    if isinstance(n, A.Ident):
        return n.name == "node"
    return isinstance(n, A.Call) and n.receiver is None and n.name == "node" and not n.args


def _key(arg: Any) -> str | None:
    if isinstance(arg, A.Str):
        return str(arg.value)
    if isinstance(arg, A.Sym):
        return arg.name
    return None


def _locals(tree: A.Node) -> set[str]:
    """Names a file assigns or binds as parameters: an `Ident` of one is a variable."""
    names: set[str] = set()
    stack: list[Any] = [tree]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
            continue
        if not isinstance(n, A.Node):
            continue
        if isinstance(n, (A.Assign, A.OpAssign)) and isinstance(n.target, A.Ident):
            names.add(n.target.name)
        elif isinstance(n, A.Param) and n.name:
            names.add(n.name)
        elif isinstance(n, A.MultiTarget):
            names.update(t.name for t in n.targets if isinstance(t, A.Ident))
        elif isinstance(n, (A.Rescue, A.For)):
            var = n.var
            if isinstance(var, A.Ident):
                names.add(var.name)
        stack.extend(getattr(n, f) for f in n.__slots__ if f not in ("file", "line", "col"))
    return names


TOP_DSL = {"recipes": "dsl", "resources": "resource_dsl"}  # a file's top-level bare calls


class Walker:
    """Records what one file references into the corpus."""

    def __init__(self, corpus: Corpus, cookbook: str, segment: str) -> None:
        self.corpus = corpus
        self.cookbook = cookbook
        self.segment = segment

    def add(self, kind: str, name: str, node: A.Node) -> None:
        self.corpus.add(kind, name, self.cookbook, node)

    def const(self, path: str, nest: tuple[str, ...], node: A.Node, method: str = "") -> None:
        """A constant (or `method` called on it), resolved when the corpus is read."""
        site = (path, nest, method, self.cookbook, f"{node.file}:{node.line}")
        self.corpus.const_sites.append(site)

    def walk(self, tree: A.Node) -> None:
        locals_ = _locals(tree) if self.segment in ("recipes", "resources") else set()
        # (node, module nesting, inside the block of a bare call: a resource's properties)
        stack: list[tuple[Any, tuple[str, ...], bool]] = [(tree, (), False)]
        while stack:
            n, nest, inner = stack.pop()
            if isinstance(n, list):
                stack.extend((x, nest, inner) for x in n)
                continue
            if not isinstance(n, A.Node):
                continue
            self.inner, self.nest = inner, nest
            children = self.visit(n, nest, locals_)
            if children is None:
                children = [getattr(n, f) for f in n.__slots__]
            # the block of a bare call (`file "x" do … end`, `action :create do … end`) or a
            # `def` body: bare calls there are not the file's top-level DSL
            block = n.block if isinstance(n, A.Call) and n.receiver is None else None
            block = n.body if isinstance(n, A.Def) else block
            for c in children:
                if isinstance(c, tuple):
                    stack.append((*c, inner))
                else:
                    stack.append((c, nest, inner or (c is block and block is not None)))

    def visit(self, n: A.Node, nest: tuple[str, ...], locals_: set[str]) -> list | None:
        corpus = self.corpus
        if isinstance(n, A.Const):
            path = const_path(n)
            if path is None:
                return [n.scope]
            self.const(path, () if n.top else nest, n)
            return []
        if isinstance(n, (A.ClassDef, A.ModuleDef)):
            path = const_path(n.path) or n.path.name
            full = "::".join((*nest, path)) if not n.path.top else path
            corpus.defined_consts.add(full)
            corpus.defined_roots.update({full.split("::")[0], full.split("::")[-1]})
            if "::" in path:  # `class A::B::C`: A::B must exist
                self.const(path.rsplit("::", 1)[0], nest, n)
            sup = [n.superclass] if isinstance(n, A.ClassDef) else []
            return [*sup, ((n.body, (*nest, *path.split("::"))))]
        if isinstance(n, (A.Assign, A.OpAssign)) and isinstance(n.target, A.Const):
            corpus.defined_consts.add("::".join((*nest, n.target.name)))
            corpus.defined_roots.add(n.target.name)
            return [n.value]
        if isinstance(n, A.Def):
            corpus.defs.setdefault(n.name, set()).add(self.cookbook.split("/")[0])
            return None
        if isinstance(n, A.GVar):
            self.add("gvar", n.name, n)
            return []
        if isinstance(n, A.Assign) and isinstance(n.target, A.GVar):
            corpus.assigned_globals.add(n.target.name)
            return None
        if isinstance(n, A.Ident):
            if self.segment in TOP_DSL and not self.inner and n.name not in locals_:
                self.add(TOP_DSL[self.segment], n.name, n)
            return []
        if isinstance(n, A.Call):
            self.call(n)
        return None

    def call(self, n: A.Call) -> None:
        recv, name = n.receiver, n.name
        first = _key(n.args[0]) if n.args else None
        if recv is None:
            if name == "require" and n.args and isinstance(n.args[0], A.Str):
                self.add("require", str(n.args[0].value), n)
            elif name in ("provides", "resource_name", "define") and first:
                self.corpus.defined_methods.add(first)
            elif self.segment == "recipes" and not self.inner and name != "require_relative":
                self.add("dsl", name, n)
            elif self.segment == "resources" and not self.inner and name != "require_relative":
                self.add("resource_dsl", name, n)
            return
        if _is_node(recv):
            if name in ("[]", "dig", "fetch", "read", "key?", "attribute?") and first:
                self.add("node_key", first, n)
            elif name not in ("[]", "[]="):
                self.add("method", f"node.{name}", n)
            return
        if isinstance(recv, A.Const):
            path = const_path(recv)
            if path is None:
                return
            if path == "Chef::Config" and name in ("[]", "[]=", "fetch", "key?") and first:
                self.add("config_key", first, n)
            elif path == "Chef::Config" and name not in ("[]", "[]="):
                self.add("config_key", name.rstrip("="), n)
            elif name[0].isalpha() or name == "[]":
                self.const(path, () if recv.top else self.nest, n, f".{name}")
            return
        if isinstance(recv, A.Call) and recv.receiver is None:
            if recv.name in ("shell_out", "shell_out!"):
                self.add("method", f"shell_out.{name}", n)
            elif recv.name == "run_context" and not recv.args:
                self.add("method", f"run_context.{name}", n)
            elif self.segment == "attributes" and recv.name in ATTRIBUTE_LEVELS and first:
                if name in ("[]", "[]="):
                    self.corpus.node_keys_set.add(first)
        if isinstance(recv, A.Ident):
            if recv.name == "run_context":
                self.add("method", f"run_context.{name}", n)
            elif self.segment == "attributes" and recv.name in ATTRIBUTE_LEVELS and first:
                if name in ("[]", "[]="):
                    self.corpus.node_keys_set.add(first)
        if isinstance(recv, A.Call) and _is_node(recv.receiver) and recv.name in ATTRIBUTE_LEVELS:
            if name in ("[]", "[]=") and first:
                self.corpus.node_keys_set.add(first)


# -- reading the corpus ---------------------------------------------------------------------


def find_cookbooks(roots: list[str], fixtures: bool) -> dict[str, Path]:
    """repository/cookbook -> folder, for every cookbook under the roots."""
    found: dict[str, Path] = {}
    skip = SKIP_DIRS - ({"test", "tests", "spec"} if fixtures else set())
    for root in roots:
        base = Path(root).resolve()
        for folder, dirs, files in os.walk(base):
            dirs[:] = sorted(d for d in dirs if d not in skip and not d.startswith("."))
            if "metadata.rb" not in files and "metadata.json" not in files:
                continue
            here = Path(folder)
            rel = here.relative_to(base)
            repo = rel.parts[0] if rel.parts else base.name
            found[f"{repo}/{here.name}" if here.name != repo else repo] = here
            dirs[:] = [d for d in dirs if d in ("test", "tests", "spec")] if fixtures else []
    return found


def cookbook_files(folder: Path) -> list[tuple[str, Path]]:
    out = [(seg, p) for seg in SEGMENTS for p in sorted((folder / seg).rglob("*.rb"))]
    out += [("templates", p) for p in sorted((folder / "templates").rglob("*.erb"))]
    return out


def parse(path: Path, segment: str) -> A.Node:
    from toque.grammar.files import parse_bytes, parse_file

    if segment != "templates":
        return parse_file(path)
    from toque.interpreter.erb_template import compile_erb

    text = path.read_bytes().decode("utf-8")
    return parse_bytes(compile_erb(text, str(path)).encode(), str(path))


def read_corpus(roots: list[str], fixtures: bool, deps: list[str] = ()) -> Corpus:
    """The corpus's references; `deps` are folders of the cookbooks it depends on, read
    only for what they define (a dependency's resources and classes are no work for toque)."""
    corpus = _read(Corpus(cookbooks=find_cookbooks(roots, fixtures)))
    if deps:
        theirs = _read(Corpus(cookbooks=find_cookbooks(list(deps), False)))
        corpus.defined_consts |= theirs.defined_consts
        corpus.defined_roots |= theirs.defined_roots
        corpus.defined_methods |= theirs.defined_methods
        corpus.dep_defs |= set(theirs.defs)
    return corpus


def _read(corpus: Corpus) -> Corpus:
    for cookbook, folder in corpus.cookbooks.items():
        name = folder.name
        for segment in ("resources", "providers"):
            for p in (folder / segment).glob("*.rb"):  # Chef's default resource names
                # (`default.rb` is named after the cookbook alone)
                corpus.defined_methods.add(name if p.stem == "default" else f"{name}_{p.stem}")
        for segment, path in cookbook_files(folder):
            corpus.files += 1
            try:
                tree = parse(path, segment)
            except RecursionError:
                corpus.failures.append((str(path), "too deeply nested"))
                continue
            except Exception as exc:  # a failure is counted, the census goes on
                corpus.failures.append((str(path), (str(exc).splitlines() or [repr(exc)])[0]))
                continue
            Walker(corpus, cookbook, segment).walk(tree)
    return corpus


# -- asking toque ---------------------------------------------------------------------------


NIL_CONST = object()  # a constant defined, with nil as its value


class World:
    """A toque world as `toque client` builds it: does it define a name?"""

    def __init__(self) -> None:
        from toque.interpreter.dsl.chef_api import configure
        from toque.interpreter.dsl.core_cookbook import load_core
        from toque.interpreter.dsl.node_bridge import new_node
        from toque.interpreter.model.world import Runtime
        from toque.runtime import RunContext
        from toque.session import start_run

        self.rt = rt = Runtime(stdout=io.StringIO())
        self.node = new_node()
        self.dsl = start_run(rt, self.node, RunContext(why_run=True))
        self.ctx = self.dsl.ctx
        load_core(rt, self.dsl, lazy=True)  # the core cookbook's resources, as a run has them
        configure(rt, {"why_run": True})
        self.recipe = self.dsl.recipe_object()
        # what a resources/*.rb file runs with as self, as the cookbook loader makes it: a
        # Chef::Resource::LWRPBase subclass
        self.resource_builder = self.dsl.resource_classes.resource_base
        self.sources = _toque_sources()

    def const(self, path: str) -> Any:
        """The constant `path` names from the top level, by Ruby's rule for `A::B`: B among
        A's constants and its ancestors' but not Object's (`Chef::File` is no File); None when
        it is not defined, NIL_CONST when it is nil (File::ALT_SEPARATOR on Linux)."""
        from toque.interpreter.core.autoload import autoload

        rt = self.rt
        parts = path.split("::")
        mod = rt.Object.consts.get(parts[0])
        if mod is None:
            mod = autoload(rt, parts[0])
        for part in parts[1:]:
            mod = self.scoped(mod, part)
            if mod is NIL_CONST and part != parts[-1]:
                return None
        return mod

    def scoped(self, mod: Any, name: str) -> Any:
        """`mod::name`, or None."""
        if mod is None or not hasattr(mod, "ancestors"):
            return None
        top = (self.rt.Object, self.rt.Object.consts.get("Kernel"), self.rt.Object.superclass)
        for owner in mod.ancestors():
            if owner in top and mod is not self.rt.Object:
                continue
            if name in owner.consts:
                found = owner.consts[name]
                return NIL_CONST if found is None else found
        return None

    def responds(self, obj: Any, name: str) -> bool:
        from toque.interpreter.model.objects import sym

        try:
            return bool(self.rt.send(obj, "respond_to?", [sym(name), True]))
        except Exception:
            return False

    def call(self, name: str, *args: Any) -> Any:
        """What the recipe's method returns, or None when it raises."""
        try:
            return self.rt.send(self.recipe, name, list(args), None, True)
        except Exception:
            return None

    def requires(self, name: str) -> bool:
        from toque.interpreter.model.objects import RString

        try:
            self.rt.send(self.recipe, "require", [RString(name)], None, True)
        except Exception:
            return False
        return True

    def config_key(self, key: str) -> bool:
        from toque.interpreter.model.objects import sym

        values = self.rt.Object.consts["Chef"].consts["Config"].ivars["@values"]
        return bool(self.rt.send(values, "key?", [sym(key)]))

    def global_var(self, name: str) -> bool:
        if name in READER_GLOBALS or (name[1:].isdigit() and name != "$0"):
            return True  # read from the last match or the standard streams
        return name in self.rt.globals or f'"{name}"' in self.sources

    def node_key(self, key: str) -> bool:
        try:
            return key in self.node.automatic or key in self.node.merged()
        except Exception:
            return key in getattr(self.node, "automatic", {})


READER_GLOBALS = {"$~", "$&", "$`", "$'", "$+", "$stdout", "$stderr", "$stdin"}


def _toque_sources() -> str:
    """The interpreter's Python text: a global it sets at run time is named in it."""
    import toque.interpreter as pkg

    base = Path(pkg.__file__).parent
    return "\n".join(p.read_text() for p in base.rglob("*.py"))


def decide(corpus: Corpus, world: World) -> None:
    from toque.interpreter.model.objects import RString

    resolved: dict[tuple[str, tuple[str, ...]], str] = {}
    for path, nest, method, cookbook, where in corpus.const_sites:
        name = resolved.get((path, nest))
        if name is None:
            name = resolved[(path, nest)] = resolve_const(path, nest, corpus, world)
        corpus.add("method" if method else "const", name + method, cookbook, where)
    shell_result = world.call("shell_out", RString("true"))  # runs `true`: a real result
    run_context = world.call("run_context")
    for item in corpus.items.values():
        item.category, item.defined = classify(item, corpus, world, shell_result, run_context)


def resolve_const(path: str, nest: tuple[str, ...], corpus: Corpus, world: World) -> str:
    """The constant a reference names, by Ruby's lexical rule: its first segment is looked
    up in each enclosing module's own constants, innermost first (inside `class Chef`,
    `Provider` is `Chef::Provider`, in toque or in the corpus), then at the top level."""
    head = path.split("::")[0]
    for i in range(len(nest), 0, -1):
        scope = "::".join(nest[:i])
        if f"{scope}::{head}" in corpus.defined_consts:
            return f"{scope}::{path}"
        if world.scoped(world.const(scope), head) is not None and not _top(world, scope, head):
            return f"{scope}::{path}"
    if world.const(path) is not None or _own_const(path, corpus):
        return path
    known_root = head in RUBY_CONSTANTS | CHEF_CONSTANTS or world.const(head) is not None
    if nest and nest[0] in CHEF_CONSTANTS and not known_root:
        return f"{nest[0]}::{path}"  # most likely Chef's, which toque lacks
    return path


def _top(world: World, scope: str, head: str) -> bool:
    """Whether `scope::head` is the very top-level constant (an alias or a module that
    includes it): then the reference names the top-level one."""
    return world.scoped(world.const(scope), head) is world.rt.Object.consts.get(head)


def _own_const(path: str, corpus: Corpus) -> bool:
    if path in corpus.defined_consts:
        return True
    if any(d.endswith("::" + path) for d in corpus.defined_consts):
        return True
    root = path.split("::")[0]
    return root in corpus.defined_roots and root not in RUBY_CONSTANTS | CHEF_CONSTANTS


def classify(item: Item, corpus: Corpus, world: World, shell: Any, run_context: Any) -> tuple:
    category, defined = _classify(item, corpus, world, shell, run_context)
    if defined == "no" and item.name in CHEF_LACKS:
        return NOT_IN_CHEF, "no"  # listed with its reason, not counted as Chef's API
    return category, defined


def _classify(item: Item, corpus: Corpus, world: World, shell: Any, run_context: Any) -> tuple:
    kind, name = item.kind, item.name
    if kind == "const":
        category = const_category(name)
        if world.const(name) is not None:
            return category, "yes"
        return (OWN, "own") if _own_const(name, corpus) else (category, "no")
    if kind == "require":
        category = require_category(name)
        return category, "yes" if world.requires(name) else "no"
    if kind == "gvar":
        if name in corpus.assigned_globals:
            return OWN, "own"
        return STDLIB, "yes" if world.global_var(name) else "no"
    if kind == "config_key":
        return CHEF, "yes" if world.config_key(name) else "no"
    if kind == "node_key":
        if world.node_key(name):
            return CHEF, "yes"
        return (OWN, "own") if name in corpus.node_keys_set else (CHEF, "no")
    if kind == "dsl":
        if world.responds(world.recipe, name) or world.ctx.registry.knows(name):
            return CHEF, "yes"
        return (OWN, "own") if _own_method(name, item, corpus) else (CHEF, "no")
    if kind == "resource_dsl":
        if world.responds(world.resource_builder, name):
            return CHEF, "yes"
        return (OWN, "own") if _own_method(name, item, corpus) else (CHEF, "no")
    receiver, _, meth = name.rpartition(".")
    if receiver == "node":
        target, category = world.dsl.node, CHEF
    elif receiver == "shell_out":
        target, category = shell, CHEF
    elif receiver == "run_context":
        target, category = run_context, CHEF
    else:
        target, category = world.const(receiver), const_category(receiver)
        target = None if target is NIL_CONST else target
        if target is None and _own_const(receiver, corpus):
            return OWN, "own"
    if target is not None and world.responds(target, meth):
        return category, "yes"
    return (OWN, "own") if _own_method(meth, item, corpus) else (category, "no")


def _own_method(name: str, item: Item, corpus: Corpus) -> bool:
    """A resource or definition name of the corpus, or a `def` of every user's repository."""
    if name in corpus.defined_methods or name in corpus.dep_defs:
        return True  # (a dependency's helper, as windows' win_friendly_path in recipes)
    repos = corpus.defs.get(name)
    return bool(repos) and all(c.split("/")[0] in repos for c in item.cookbooks)


# -- the report -----------------------------------------------------------------------------


def coverage(items: list[Item], category: str, kinds: tuple[str, ...]) -> tuple[int, int]:
    """(defined, all) cookbook-uses of the category's items of these kinds."""
    chosen = [i for i in items if i.category == category and i.kind in kinds]
    return (
        sum(len(i.cookbooks) for i in chosen if i.defined == "yes"),
        sum(len(i.cookbooks) for i in chosen),
    )


def summary(corpus: Corpus) -> dict[str, Any]:
    items = list(corpus.items.values())
    out: dict[str, Any] = {
        "cookbooks": len(corpus.cookbooks),
        "files": corpus.files,
        "parse_failures": len(corpus.failures),
        "coverage": {},
    }
    for category in (STDLIB, CHEF, GEMS):
        for label, kinds in (
            ("constants+requires", ("const", "require")),
            ("constants", ("const",)),
            ("requires", ("require",)),
            ("methods", ("method",)),
            ("globals", ("gvar",)),
            ("recipe DSL", ("dsl",)),
            ("resource-file DSL", ("resource_dsl",)),
            ("node/config keys", ("node_key", "config_key")),
        ):
            done, total = coverage(items, category, kinds)
            if total:
                out["coverage"][f"{category}: {label}"] = [
                    done,
                    total,
                    round(100 * done / total, 1),
                ]
    return out


def print_report(corpus: Corpus, top: int) -> None:
    info = summary(corpus)
    print(f"{info['cookbooks']} cookbooks, {info['files']} files, "
          f"{info['parse_failures']} parse failures")  # fmt: skip
    print("\nCoverage, weighted by cookbooks (cookbook-uses defined / all):")
    for label, (done, total, pct) in info["coverage"].items():
        print(f"  {label:42} {done:6}/{total:<6} {pct:5.1f}%")
    missing = [i for i in corpus.items.values() if i.defined == "no"]
    for category in (STDLIB, CHEF, GEMS, NOT_IN_CHEF):
        rows = sorted(
            (i for i in missing if i.category == category),
            key=lambda i: (-len(i.cookbooks), -i.occurrences, i.kind, i.name),
        )
        print(f"\n== worklist: {category} — {len(rows)} names toque lacks "
              f"(top {min(top, len(rows))}) ==")  # fmt: skip
        print(f"{'cbks':>5} {'uses':>6}  {'kind':12} {'name':50} first seen")
        for i in rows[:top]:
            print(f"{len(i.cookbooks):5} {i.occurrences:6}  {i.kind:12} {i.name[:50]:50} "
                  f"{_short(i.where)}")  # fmt: skip
            if category == NOT_IN_CHEF:
                print(f"{'':14}{'':13}because: {CHEF_LACKS[i.name]}")
    print_repositories(corpus)
    if corpus.failures:
        print(f"\n== files toque cannot parse ({len(corpus.failures)}) ==")
        for path, message in corpus.failures:
            print(f"  {_short(path)}: {message[:150]}")


def per_repository(corpus: Corpus) -> list[dict[str, Any]]:
    """For each repository: its cookbook-uses of stdlib and Chef constants+requires (and
    Chef's DSL calls) that toque defines, and the stdlib names it lacks."""
    rows: dict[str, dict[str, Any]] = {}
    for item in corpus.items.values():
        if item.defined == "own" or item.category in (GEMS, NOT_IN_CHEF):
            continue
        if item.category == STDLIB and item.kind not in ("const", "require"):
            continue
        if item.category == CHEF and item.kind not in ("const", "require", "dsl", "resource_dsl"):
            continue
        for cookbook in item.cookbooks:
            repo = cookbook.split("/")[0]
            row = rows.setdefault(
                repo, {"repo": repo, STDLIB: [0, 0], CHEF: [0, 0], "lacks": set()}
            )
            row[item.category][1] += 1
            if item.defined == "yes":
                row[item.category][0] += 1
            elif item.category == STDLIB:
                row["lacks"].add(item.name)
    return sorted(rows.values(), key=lambda r: r["repo"])


def print_repositories(corpus: Corpus) -> None:
    print("\n== per repository: its cookbooks' uses of names defined / all (constants and "
          "requires; for Chef also recipe and resource-file DSL calls) ==")  # fmt: skip
    print(f"{'repository':28} {'stdlib':>13} {'Chef API':>13}  stdlib names toque lacks")
    for row in per_repository(corpus):
        cells = []
        for category in (STDLIB, CHEF):
            done, total = row[category]
            cells.append(f"{done:3}/{total:<3} {_pct(done, total)}")
        lacks = ", ".join(sorted(row["lacks"]))
        print(f"{row['repo'][:28]:28} {cells[0]:>13} {cells[1]:>13}  {lacks[:80]}")


def _pct(done: int, total: int) -> str:
    return f"{100 * done / total:3.0f}%" if total else "   -"


def _short(where: str) -> str:
    """A place relative to the corpus folder it is in."""
    for root in ROOTS:
        if where.startswith(root):
            return where[len(root) :]
    return where


ROOTS: list[str] = []  # the corpus folders, each ending with a separator


def as_json(corpus: Corpus) -> dict[str, Any]:
    return {
        **summary(corpus),
        "items": [
            {
                "kind": i.kind,
                "name": i.name,
                "category": i.category,
                "defined": i.defined,
                "cookbooks": len(i.cookbooks),
                "occurrences": i.occurrences,
                "first_seen": i.where,
                **({"reason": CHEF_LACKS[i.name]} if i.category == NOT_IN_CHEF else {}),
            }
            for i in sorted(corpus.items.values(), key=lambda i: (-len(i.cookbooks), i.name))
        ],
        "repositories": [{**row, "lacks": sorted(row["lacks"])} for row in per_repository(corpus)],
        "failures": [{"file": f, "message": m} for f, m in corpus.failures],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="+", metavar="CORPUS_DIR")
    parser.add_argument("--json", action="store_true", help="every name, as JSON")
    parser.add_argument("--top", type=int, default=60, help="worklist rows per category")
    parser.add_argument("--fixtures", action="store_true", help="also test/spec cookbooks")
    parser.add_argument("--deps", action="append", default=[], metavar="DIR",
                        help="cookbooks the corpus depends on: read for what they define")  # fmt: skip
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    ROOTS.extend(sorted((str(Path(c).resolve()) + os.sep for c in args.corpus), key=len)[::-1])
    corpus = read_corpus(args.corpus, args.fixtures, args.deps)
    decide(corpus, World())
    if args.json:
        json.dump(as_json(corpus), sys.stdout, indent=1)
        print()
    else:
        print_report(corpus, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
