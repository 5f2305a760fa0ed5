"""Chef's Ruby namespace that libraries and recipes use: Chef::Log, Chef::Config,
Chef::VERSION, Chef::Exceptions, shell_out/Mixlib::ShellOut and the chef-utils helpers.

They are real Ruby classes and modules of the interpreter, so that cookbook libraries can
reopen and extend them (`class Chef::Node; def x…`, `Chef::Recipe.send(:include, M)`).
"""

from __future__ import annotations

import os
import subprocess
from collections import defaultdict
from typing import TYPE_CHECKING, Any

from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.classes import Method, RModule
from toque.interpreter.model.objects import RArray, RHash, RObject, RString, sym
from toque.interpreter.model.signals import RubyError
from toque.repo import platforms
from toque.repo.facts.chef import CHEF_VERSION  # as node['chef_packages']
from toque.runtime import interrupts
from toque.runtime.backends.processes import spawn, supervised

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def define(fn: Any, module: RModule, name: str) -> None:
    module.define(name, Method(name, fn, module, -1))


def install(rt: Runtime, dsl: Any) -> None:
    """Create the Chef namespace in `rt`, wired to the DSL's run (events, node)."""
    chef = rt.Object.consts.get("Chef") or rt.define_class("Chef")
    if "VersionString" not in chef.consts:
        _prelude(rt, chef)
    _log(rt, dsl, chef)
    from toque.interpreter.dsl import chef_exceptions, chef_lib, chef_requires, json_compat, mash

    chef_exceptions.define(rt)
    mash.define(rt)
    _shell_out(rt)
    _chef_utils(rt, dsl)
    chef_lib.load(rt)
    json_compat.define(rt)
    chef_requires.install(rt)
    config_module = rt.Object.consts.get("ChefConfig") or rt.define_module("ChefConfig")
    config_module.consts.setdefault("Config", chef.consts["Config"])
    _data_bags(rt, dsl)
    from toque.interpreter.dsl import search_api

    search_api.install(rt, dsl)


DEFAULT_PATHS = ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin")
LOG_LEVELS = ("trace", "debug", "info", "warn", "error", "fatal")


def _log(rt: Runtime, dsl: Any, chef: RModule) -> None:
    """Chef::Log (Mixlib::Log): a message per level, to the run's events; `level`/`level=`
    and `debug?`… answer and set the threshold below which Chef::Log drops messages."""
    log = chef.consts.get("Log") or rt.define_class("Log", rt.Object, chef)
    single = rt.singleton_class(log)
    start = getattr(dsl.ctx, "log_level", "warn")
    state = {"level": start if start in LOG_LEVELS else "warn"}

    def rank(level: str) -> int:
        return LOG_LEVELS.index(level)

    def level_fn(level: str):
        def write(rt_, recv, args, block):
            if rank(level) < rank(state["level"]):
                return True
            message = rt_.to_s(args[0]) if args else ""
            if block is not None and not args:
                message = rt_.to_s(rt_.call_proc(block, []))
            dsl.ctx.events.log("warn" if level == "deprecation" else level, message, None)
            return True

        return write

    def set_level(rt_, recv, args, block):
        wanted = rt_.to_s(args[0]) if args else ""
        if wanted not in LOG_LEVELS:
            allowed = ", ".join(f":{name}" for name in LOG_LEVELS)
            raise rt_.error("ArgumentError", f"Log level must be one of {allowed}")
        state["level"] = wanted
        return args[0]

    for level in LOG_LEVELS:
        define(level_fn(level), single, level)
        define(lambda rt_, r, a, b, level=level: rank(state["level"]) <= rank(level), single,
               f"{level}?")  # fmt: skip
    define(level_fn("warn"), single, "deprecation")
    define(level_fn("info"), single, "<<")
    define(lambda rt_, recv, a, b: sym(state["level"]), single, "level")
    define(set_level, single, "level=")
    define(lambda rt_, recv, a, b: None, single, "init")


def _prelude(rt: Runtime, chef: RModule) -> None:
    from pathlib import Path

    from toque.interpreter.core.subclass import RStringSub
    from toque.interpreter.program import run_file

    run_file(rt, Path(__file__).with_name("chef_prelude.rb"))
    version = RStringSub(chef.consts["VersionString"], CHEF_VERSION)
    version.frozen = True
    chef.consts["VERSION"] = version
    from toque.interpreter.dsl.chef_config import defaults

    # chef-apply's table (toque apply, shell): not local mode, but solo legacy mode, as
    # Chef::Application::Apply sets it (`toque client` lays local mode over it: configure)
    table = {**defaults(local_mode=False), "solo_legacy_mode": True}
    chef.consts["Config"].ivars["@values"] = RHash.from_pairs(
        (sym(k), _config_value(v)) for k, v in table.items()
    )


def _config_value(value: Any) -> Any:
    """A default as Mixlib::Config holds it: Symbols where chef-config has them."""
    if isinstance(value, str) and value in ("auto", "verify_peer", "verify_none", "both"):
        return sym(value)
    if isinstance(value, dict):
        return RHash.from_pairs((sym(k), _config_value(v)) for k, v in value.items())
    return to_ruby(value)


class ShellResult:
    """What shell_out returns: stdout, stderr, exitstatus, error!, error?."""

    def __init__(self, command: str, proc: subprocess.CompletedProcess) -> None:
        self.command = command
        self.proc = proc


# Kernel#exec (which mixlib-shellout calls) hands a command string to /bin/sh only when it
# needs a shell: a metacharacter, or a first word the shell itself runs (process.c).
_SHELL_META = set("*?{}[]<>()~&|\\$;'`\"\n#")
_SHELL_WORDS = set(
    "! . : break case continue do done elif else esac eval exec exit export fi for if in "
    "readonly return set shift then times trap unset until while".split()
)


def exec_args(command: Any) -> list[str] | str:
    """What Ruby's exec runs: the string through the shell, or its words directly."""
    if isinstance(command, list):
        return [str(c) for c in command]
    text = str(command)
    words = text.split()
    needs_shell = (
        any(c in _SHELL_META for c in text)
        or not words
        or words[0] in _SHELL_WORDS
        or "=" in words[0]
    )
    return text if needs_shell else words


# mixlib-shellout's default: a command is killed after 600 seconds unless told otherwise
DEFAULT_TIMEOUT = 600
# the options Mixlib::ShellOut.new accepts (anything else is InvalidCommandOption)
SHELL_OPTIONS = {
    "cwd", "user", "group", "umask", "timeout", "returns", "valid_exit_codes", "live_stream",
    "live_stdout", "live_stderr", "input", "environment", "env", "login", "log_level",
    "log_tag", "logger", "default_env", "sensitive", "domain", "password", "elevated",
    "cgroup", "argv0",
}  # fmt: skip


def _run(command: Any, options: dict[str, Any]) -> subprocess.CompletedProcess:
    args = exec_args(command)
    env = None
    given_env = options.get("environment") or options.get("env")
    if given_env:
        env = dict(os.environ)
        for key, value in given_env.items():  # a nil value unsets the variable
            if value is None:
                env.pop(str(key), None)
            else:
                env[str(key)] = str(value)
    user, group, umask = options.get("user"), options.get("group"), options.get("umask")
    if isinstance(umask, str):
        umask = int(umask, 8)
    stdin = options.get("input")
    # in a process group of its own that is ended on a timeout, Ctrl-C, or toque's death
    proc = spawn(
        args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=options.get("cwd"), env=env, keep_stdin=stdin is not None,
        user=user, group=group, umask=-1 if umask is None else umask,
    )  # fmt: skip
    with supervised(proc):
        out, err = interrupts.communicate(
            proc, input=None if stdin is None else str(stdin), timeout=options.get("timeout")
        )
    return subprocess.CompletedProcess(args, proc.returncode, out, err)


def _shell_out(rt: Runtime) -> None:
    """Mixlib::ShellOut as mixlib-shellout 3 documents it: new(command, options), the
    options also as accessors, run_command, stdout/stderr/exitstatus/status, error!,
    error?, invalid!, format_for_exception, execution_time; live_stream receives the
    output (once the command has ended)."""
    mixlib = rt.Object.consts.get("Mixlib") or rt.define_module("Mixlib")
    klass = mixlib.consts.get("ShellOut") or rt.define_class("ShellOut", rt.Object, mixlib)
    from toque.interpreter.dsl import chef_exceptions

    chef_exceptions.define(rt)
    errors = {name: klass.consts[name] for name in
              ("ShellCommandFailed", "CommandTimeout", "InvalidCommandOption")}  # fmt: skip

    def result_of(rt_, recv: RObject) -> ShellResult:
        result = recv.ivars.get("@__result")
        if result is None:  # mixlib's readers answer nil before run_command
            raise rt_.error("NoMethodError", "undefined method for nil: the command has not run")
        return result

    def make(command: Any, options: dict[str, Any]) -> RObject:
        obj = RObject(klass)
        obj.ivars["@__command"] = command
        obj.ivars["@__options"] = options
        return obj

    def options_of(recv: RObject) -> dict[str, Any]:
        return recv.ivars["@__options"]

    def allowed(recv: RObject) -> list[Any]:
        options = options_of(recv)
        codes = options.get("returns", options.get("valid_exit_codes", [0]))
        return codes if isinstance(codes, list) else [codes]

    def output_block(recv: RObject, result: ShellResult) -> str:
        if options_of(recv).get("sensitive"):
            return "Command execution failed. STDOUT/STDERR suppressed for sensitive resource"
        return (
            f"---- Begin output of {result.command} ----\n"
            f"STDOUT: {result.proc.stdout.strip()}\nSTDERR: {result.proc.stderr.strip()}\n"
            f"---- End output of {result.command} ----\n"
            f"Ran {result.command} returned {result.proc.returncode}"
        )

    def run_command(rt_, recv, args, block):
        import time

        command, options = recv.ivars["@__command"], dict(options_of(recv))
        options.setdefault("timeout", DEFAULT_TIMEOUT)
        started = time.monotonic()
        try:
            proc = _run(command, options)
        except subprocess.TimeoutExpired:
            timeout = options["timeout"]
            message = (
                f"Command timed out after {timeout}s:\nCommand exceeded allowed execution "
                f"time, process terminated\n---- Begin output of {command} ----\n"
                f"STDOUT: \nSTDERR: \n---- End output of {command} ----\n"
                f"Ran {command} returned "
            )
            raise RubyError(rt_.new_exception(errors["CommandTimeout"], RString(message))) from None
        except (KeyError, LookupError) as exc:  # an unknown user or group
            raise rt_.error("ArgumentError", f"can't find user or group: {exc}") from None
        except OSError as exc:  # the program is missing or not executable, as exec(2) says
            from toque.interpreter.core.file_lib import os_error

            program = command[0] if isinstance(command, list) else str(command).split()[0]
            raise os_error(rt_, exc, "", str(exc.filename or program)) from None
        recv.ivars["@__result"] = ShellResult(str(command), proc)
        recv.ivars["@__time"] = time.monotonic() - started
        stream = options.get("live_stream") or options.get("live_stdout")
        if stream is not None and proc.stdout:
            rt_.send(stream, "<<", [RString(proc.stdout)])
        err_stream = options.get("live_stderr") or options.get("live_stream")
        if err_stream is not None and proc.stderr:
            rt_.send(err_stream, "<<", [RString(proc.stderr)])
        return recv

    def error_bang(rt_, recv, args, block):
        result = result_of(rt_, recv)
        codes = allowed(recv)
        if result.proc.returncode not in codes:
            message = (
                f"Expected process to exit with {rt_.inspect(to_ruby(codes))}, but received "
                f"'{result.proc.returncode}'\n" + output_block(recv, result)
            )
            raise RubyError(rt_.new_exception(errors["ShellCommandFailed"], RString(message)))
        return None

    def invalid(rt_, recv, args, block):
        message = rt_.to_s(args[0]) if args else "Command is invalid"
        full = f"{message}\n" + output_block(recv, result_of(rt_, recv))
        raise RubyError(rt_.new_exception(errors["ShellCommandFailed"], RString(full)))

    readers = {
        "stdout": lambda r, recv: RString(r.proc.stdout),
        "stderr": lambda r, recv: RString(r.proc.stderr),
        "exitstatus": lambda r, recv: r.proc.returncode,
        "status": lambda r, recv: r.proc.returncode,
        "error?": lambda r, recv: r.proc.returncode not in allowed(recv),
        "format_for_exception": lambda r, recv: RString(output_block(recv, r)),
    }
    for name, read in readers.items():
        define(lambda rt_, recv, a, b, read=read: read(result_of(rt_, recv), recv), klass, name)
    define(run_command, klass, "run_command")
    define(error_bang, klass, "error!")
    define(invalid, klass, "invalid!")
    define(lambda rt_, recv, a, b: recv.ivars.get("@__time"), klass, "execution_time")
    define(lambda rt_, recv, a, b: RString(str(recv.ivars["@__command"])), klass, "command")

    # the options, readable and settable before run_command
    accessors = {
        "cwd": "cwd", "user": "user", "group": "group", "umask": "umask", "input": "input",
        "environment": "environment", "live_stream": "live_stream",
        "live_stdout": "live_stdout", "live_stderr": "live_stderr",
        "valid_exit_codes": "returns", "login": "login", "sensitive": "sensitive",
    }  # fmt: skip
    for name, key in accessors.items():
        define(lambda rt_, recv, a, b, key=key: to_ruby(options_of(recv).get(key)), klass, name)
        define(lambda rt_, recv, a, b, key=key: options_of(recv).__setitem__(key, to_py(a[0]))
               or a[0], klass, f"{name}=")  # fmt: skip
    define(
        lambda rt_, recv, a, b: options_of(recv).get("timeout", DEFAULT_TIMEOUT), klass, "timeout"
    )
    define(lambda rt_, recv, a, b: options_of(recv).__setitem__("timeout", to_py(a[0])) or a[0],
           klass, "timeout=")  # fmt: skip

    def new(rt_, recv, args, block):
        opts: dict[str, Any] = {}
        if args and isinstance(args[-1], RHash):
            # live streams stay Ruby objects (written to with <<); the rest as Python values
            for key, value in args[-1].items():
                name = rt_.to_s(key)
                if name not in SHELL_OPTIONS:
                    raise RubyError(rt_.new_exception(errors["InvalidCommandOption"],
                                    RString(f"option ':{name}' is not a valid option for Mixlib::ShellOut")))  # fmt: skip
                live = name in ("live_stream", "live_stdout", "live_stderr")
                opts[name] = value if live else to_py(value)
            args = args[:-1]
        # Chef's clean_array: a command given in parts is flattened, its nils dropped
        parts = [to_py(a) for a in _flat(args) if a is not None]
        command = parts[0] if len(parts) == 1 else [str(p) for p in parts]
        return make(command, opts)

    define(new, rt.singleton_class(klass), "new")

    def shell_out(rt_, recv, args, block):
        return run_command(rt_, new(rt_, klass, list(args), None), [], None)

    def shell_out_bang(rt_, recv, args, block):
        result = shell_out(rt_, recv, args, block)
        error_bang(rt_, result, [], None)
        return result

    chef = rt.Object.consts["Chef"]
    mixin = chef.consts.get("Mixin") or rt.define_module("Mixin", chef)
    shell_mod = mixin.consts.get("ShellOut") or rt.define_module("ShellOut", mixin)
    for target in (shell_mod, rt.Kernel):  # shell_out works in recipes, resources, libraries
        define(shell_out, target, "shell_out")
        define(shell_out_bang, target, "shell_out!")


def _flat(args: Any) -> list[Any]:
    out: list[Any] = []
    for a in args:
        out.extend(_flat(a) if isinstance(a, RArray) else [a])
    return out


def _chef_utils(rt: Runtime, dsl: Any) -> None:
    utils = rt.Object.consts.get("ChefUtils") or rt.define_module("ChefUtils")

    no_node: dict[str, Any] = defaultdict(lambda: None)

    def merged() -> Any:
        """The node, read top key by top key (its merged tops are cached, never thawed whole)."""
        node = dsl.ctx.node
        return node if node is not None else no_node

    def family(*names: str):
        return lambda rt_, recv, a, b: platforms.is_platform_family(merged(), *names)

    def platform(*names: str):
        return lambda rt_, recv, a, b: platforms.is_platform(merged(), *names)

    helpers = {
        "debian?": family("debian"),
        "rhel?": family("rhel"),
        "fedora?": family("fedora"),
        "suse?": family("suse"),
        "arch?": family("arch"),
        "alpine?": family("alpine"),
        "amazon?": family("amazon"),
        "gentoo?": family("gentoo"),
        "aix?": family("aix"),
        "freebsd?": family("freebsd"),
        "windows?": family("windows"),
        "macos?": family("mac_os_x"),
        "rpm_based?": family("rhel", "fedora", "amazon", "suse"),
        "fedora_derived?": family("rhel", "fedora", "amazon"),
        "redhat_based?": family("rhel", "fedora"),
        "solaris_based?": platform("solaris2", "smartos", "omnios", "openindiana"),
        "bsd_based?": platform("netbsd", "freebsd", "openbsd", "dragonflybsd"),
        "ubuntu?": platform("ubuntu"),
        "centos?": platform("centos"),
        "redhat?": platform("redhat"),
        "linux?": lambda rt_, r, a, b: merged()["os"] == "linux",
        "darwin?": lambda rt_, r, a, b: merged()["os"] == "darwin",
        "systemd?": lambda rt_, r, a, b: merged()["init_package"] == "systemd",
        "docker?": lambda rt_, r, a, b: platforms.docker_guest(merged()),
        "physical?": lambda rt_, r, a, b: not platforms.virtualization_is(merged(), None, "guest"),
        "kitchen?": lambda rt_, r, a, b: False,
        "ci?": lambda rt_, r, a, b: bool(os.environ.get("CI")),
    }
    for name in ("ubuntu", "debian", "centos", "redhat", "fedora", "amazon", "oracle", "arch",
                 "suse", "opensuse", "gentoo", "linuxmint", "raspbian", "macos", "windows"):  # fmt: skip
        helpers[f"{name}_platform?"] = platform({"macos": "mac_os_x"}.get(name, name))

    def where(rt_, recv, args, block):
        """ChefUtils' where: every executable `cmd` in prepend_path, PATH, extra_path (by
        default the system's sbin/bin folders, as Chef::Mixin::Which), that the block
        accepts."""
        names, options = list(args), {}
        if names and isinstance(names[-1], RHash):
            options = {rt_.to_s(k): v for k, v in names.pop().items()}
        extra = options.get("extra_path")
        if extra is None:
            extra = RArray(RString(p) for p in DEFAULT_PATHS)
        paths: list[str] = []
        env_path = RString(os.environ.get("PATH", ""))
        for group in (options.get("prepend_path"), env_path, extra):
            if isinstance(group, RArray):
                paths += [rt_.to_s(p) for p in group]
            elif group is not None:
                paths += rt_.to_s(group).split(os.pathsep)
        found = RArray()
        for name in names:
            for folder in dict.fromkeys(p for p in paths if p):
                path = os.path.join(folder, rt_.to_s(name))
                if not (os.access(path, os.X_OK) and not os.path.isdir(path)):
                    continue
                if block is None or rt_.truthy(rt_.call_proc(block, [RString(path)])):
                    found.append(RString(path))
        return found

    for name, (system, role) in platforms.VIRTUALIZATION_HELPERS.items():
        helpers[name] = lambda rt_, r, a, b, s=system, w=role: platforms.virtualization_is(
            merged(), s, w
        )

    def which(rt_, recv, args, block):
        found = where(rt_, recv, args, block)
        return found[0] if found else False

    helpers["where"] = where
    helpers["which"] = which
    helpers["value_for_platform"] = lambda rt_, r, a, b: _value_for(rt_, merged(), a[0], False)
    helpers["value_for_platform_family"] = lambda rt_, r, a, b: _value_for(
        rt_, merged(), a[0], True
    )
    for name, fn in helpers.items():
        define(fn, utils, name)
        define(fn, rt.Kernel, name)  # recipes, resources and libraries all see them


def _data_bags(rt: Runtime, dsl: Any) -> None:
    """`data_bag(bag)` and `data_bag_item(bag, item)` over the run's local data bag folder."""
    from toque.repo.data_bags import DataBagError, DataBags
    from toque.repo.encrypted_data_bags import (
        DecryptionFailure,
        UnsupportedCipher,
        UnsupportedFormat,
        decrypt_value,
        encrypt_value,
        is_encrypted,
    )

    def bags() -> DataBags:
        found = dsl.ctx.data_bags
        return found if found is not None else DataBags(None)

    def guarded(fn: Any) -> Any:
        def method(rt_, recv, args, block):
            try:
                return to_ruby(fn(*(rt_.to_s(a) for a in args)))
            except DataBagError as exc:
                if exc.span is not None:  # not JSON: a located error, not a rescuable 404
                    raise
                from toque.interpreter.stdlib.net_http import not_found_error

                raise not_found_error(rt_, exc.message) from None

        return method

    define(guarded(lambda bag: bags().items(bag)), rt.Kernel, "data_bag")

    def item(bag: str, name: str, secret: str | None = None) -> RObject:
        # a Chef::DataBagItem, as Chef returns; an encrypted item (Chef's `encrypted?`) is a
        # Chef::EncryptedDataBagItem with the given secret, else the secret file's
        raw = bags().item(bag, name)
        if is_encrypted(raw):
            encrypted = rt.const_get("Chef::EncryptedDataBagItem")
            if secret is None:
                secret = rt.send(encrypted, "load_secret", [])
            return rt.send(encrypted, "new", [to_ruby(raw), secret])
        found = RObject(rt.Object.consts["Chef"].consts["DataBagItem"])
        found.ivars["@raw_data"] = to_ruby(raw)
        found.ivars["@data_bag"] = RString(bag)
        return found

    def item_method(rt_, recv, args, block):
        if len(args) not in (2, 3):
            raise rt_.arity_error(len(args), "2..3")
        secret = args[2] if len(args) > 2 else None  # nil: the secret file's
        read = guarded(lambda bag, name: item(bag, name, secret))
        return read(rt_, recv, args[:2], None)

    define(item_method, rt.Kernel, "data_bag_item")
    define(guarded(lambda bag, name: bags().item(bag, name)), rt.Kernel,
           "__toque_data_bag_item_raw")  # fmt: skip
    define(guarded(lambda: bags().names()), rt.Kernel, "__toque_data_bag_names")

    def crypto_error(exc: Exception) -> RubyError:
        klass = rt.const_get(f"Chef::EncryptedDataBagItem::{type(exc).__name__}")
        return RubyError(rt.new_exception(klass, RString(str(exc))))

    def decrypt(rt_, recv, args, block):
        value = to_py(args[0])
        if not isinstance(value, dict):  # Chef: a plain value in an encrypted item
            klass = rt.const_get(
                "Chef::EncryptedDataBagItem::UnacceptableEncryptedDataBagItemFormat"
            )
            text = "Data bag item value is not encrypted: it must be a Hash with encrypted_data"
            raise RubyError(rt.new_exception(klass, RString(text)))
        try:
            return to_ruby(decrypt_value(value, rt_.to_s(args[1])))
        except (DecryptionFailure, UnsupportedFormat, UnsupportedCipher) as exc:
            raise crypto_error(exc) from None

    def encrypt(rt_, recv, args, block):
        try:
            version = int(to_py(args[2]))
            return to_ruby(encrypt_value(to_py(args[0]), rt_.to_s(args[1]), version))
        except UnsupportedFormat as exc:
            raise crypto_error(exc) from None

    define(decrypt, rt.Kernel, "__toque_decrypt_value")
    define(encrypt, rt.Kernel, "__toque_encrypt_value")


def _platform_table(rt: Runtime, table: Any, depth: int = 2) -> dict[Any, Any]:
    """A Ruby value_for_* hash as platforms wants it: text keys (tuples for arrays of names),
    Ruby values untouched."""
    if not isinstance(table, RHash):
        raise rt.error("ArgumentError", "value_for_platform takes a Hash")
    out: dict[Any, Any] = {}
    for key, value in table.items():
        name = tuple(rt.to_s(k) for k in key) if isinstance(key, RArray) else rt.to_s(key)
        nested = depth > 1 and isinstance(value, RHash)
        out[name] = _platform_table(rt, value, depth - 1) if nested else value
    return out


def _value_for(rt: Runtime, node: dict[str, Any], table: Any, family: bool) -> Any:
    try:
        if family:
            return platforms.value_for_platform_family(node, _platform_table(rt, table, 1))
        return platforms.value_for_platform(node, _platform_table(rt, table))
    except ValueError as exc:
        raise rt.error("RuntimeError", str(exc)) from None


__all__ = ["install"]


def config_reader(rt: Runtime) -> Any:
    """`read(key)`: Chef::Config[key] as the runtime sees values, read when a provider asks."""

    def read(key: str) -> Any:
        chef = rt.Object.consts.get("Chef")
        config = chef.consts.get("Config") if chef is not None else None
        values = config.ivars.get("@values") if config is not None else None
        return None if values is None else to_py(values.get(sym(key)))

    return read


def configure(
    rt: Runtime,
    settings: dict[str, Any],
    cookbook_paths: list[str] | None = None,
    node_name: str | None = None,
) -> None:
    """Chef::Config for a local-mode run over `cookbook_paths`: chef-config's defaults,
    then the settings of a client.rb and the command line, as `Chef::Config[:key]` reads
    them."""
    from toque.interpreter.dsl.chef_config import defaults

    values = rt.Object.consts["Chef"].consts["Config"].ivars["@values"]
    for key, value in defaults(True, cookbook_paths, node_name).items():
        values.set(sym(key), _config_value(value))
    for key, value in settings.items():
        values.set(sym(key), to_ruby(value))
