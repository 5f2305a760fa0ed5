"""`Mixlib::ShellOut` as mixlib-shellout 3 documents it — new(command, options), the options
also as accessors, run_command, stdout/stderr/exitstatus/status, error!, error?,
invalid!, format_for_exception, execution_time; live_stream receives the output (once the
command has ended) — and `shell_out`/`shell_out!` for recipes, resources and libraries
(Kernel and Chef::Mixin::ShellOut).

Declared with the Builtins registry (arity from the signature).
"""

from __future__ import annotations

import os
import subprocess
import time
from typing import TYPE_CHECKING, Any

from toque.interpreter.core.builtins import Builtins
from toque.interpreter.dsl.value_bridge import to_py, to_ruby
from toque.interpreter.model.objects import RArray, RHash, RObject, RString
from toque.interpreter.model.signals import RubyError
from toque.runtime import interrupts
from toque.runtime.backends.processes import spawn, supervised

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime

shell = Builtins("Mixlib::ShellOut")
shell_class = Builtins("Mixlib::ShellOut", singleton=True)
kernel = Builtins("Kernel")
mixin = Builtins("Chef::Mixin::ShellOut")


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


def _flat(args: Any) -> list[Any]:
    out: list[Any] = []
    for a in args:
        out.extend(_flat(a) if isinstance(a, RArray) else [a])
    return out


def install(rt: Runtime) -> None:
    from toque.interpreter.dsl import chef_exceptions

    mixlib = rt.Object.consts.get("Mixlib") or rt.define_module("Mixlib")
    if "ShellOut" not in mixlib.consts:
        rt.define_class("ShellOut", rt.Object, mixlib)
    chef_exceptions.define(rt)  # Mixlib::ShellOut::ShellCommandFailed…
    chef = rt.Object.consts["Chef"]
    mixins = chef.consts.get("Mixin") or rt.define_module("Mixin", chef)
    if "ShellOut" not in mixins.consts:
        rt.define_module("ShellOut", mixins)
    for table in (shell, shell_class, kernel, mixin):
        table.install(rt)


def _error(rt: Runtime, name: str, message: str) -> RubyError:
    return RubyError(rt.new_exception(rt.const_get(f"Mixlib::ShellOut::{name}"), RString(message)))


def _result(rt: Runtime, obj: RObject) -> ShellResult:
    result = obj.ivars.get("@__result")
    if result is None:  # mixlib's readers answer nil before run_command
        raise rt.error("NoMethodError", "undefined method for nil: the command has not run")
    return result


def _options(obj: RObject) -> dict[str, Any]:
    return obj.ivars["@__options"]


def _allowed(obj: RObject) -> list[Any]:
    options = _options(obj)
    codes = options.get("returns", options.get("valid_exit_codes", [0]))
    return codes if isinstance(codes, list) else [codes]


def _output_block(obj: RObject, result: ShellResult) -> str:
    if _options(obj).get("sensitive"):
        return "Command execution failed. STDOUT/STDERR suppressed for sensitive resource"
    return (
        f"---- Begin output of {result.command} ----\n"
        f"STDOUT: {result.proc.stdout.strip()}\nSTDERR: {result.proc.stderr.strip()}\n"
        f"---- End output of {result.command} ----\n"
        f"Ran {result.command} returned {result.proc.returncode}"
    )


@shell_class.method("new")
def new(rt: Runtime, self: Any, *args: Any) -> RObject:
    """`Mixlib::ShellOut.new(*command_args, **options)`."""
    opts: dict[str, Any] = {}
    parts_given = list(args)
    if parts_given and isinstance(parts_given[-1], RHash):
        # live streams stay Ruby objects (written to with <<); the rest as Python values
        for key, value in parts_given.pop().items():
            name = rt.to_s(key)
            if name not in SHELL_OPTIONS:
                raise _error(rt, "InvalidCommandOption",
                             f"option ':{name}' is not a valid option for Mixlib::ShellOut")  # fmt: skip
            live = name in ("live_stream", "live_stdout", "live_stderr")
            opts[name] = value if live else to_py(value)
    # Chef's clean_array: a command given in parts is flattened, its nils dropped
    parts = [to_py(a) for a in _flat(parts_given) if a is not None]
    obj = RObject(self)
    obj.ivars["@__command"] = parts[0] if len(parts) == 1 else [str(p) for p in parts]
    obj.ivars["@__options"] = opts
    return obj


@shell.method("run_command")
def run_command(rt: Runtime, self: RObject) -> RObject:
    command, options = self.ivars["@__command"], dict(_options(self))
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
        raise _error(rt, "CommandTimeout", message) from None
    except (KeyError, LookupError) as exc:  # an unknown user or group
        raise rt.error("ArgumentError", f"can't find user or group: {exc}") from None
    except OSError as exc:  # the program is missing or not executable, as exec(2) says
        from toque.interpreter.core.file_paths import os_error

        program = command[0] if isinstance(command, list) else str(command).split()[0]
        raise os_error(rt, exc, "", str(exc.filename or program)) from None
    self.ivars["@__result"] = ShellResult(str(command), proc)
    self.ivars["@__time"] = time.monotonic() - started
    stream = options.get("live_stream") or options.get("live_stdout")
    if stream is not None and proc.stdout:
        rt.send(stream, "<<", [RString(proc.stdout)])
    err_stream = options.get("live_stderr") or options.get("live_stream")
    if err_stream is not None and proc.stderr:
        rt.send(err_stream, "<<", [RString(proc.stderr)])
    return self


@shell.method("error!")
def error_bang(rt: Runtime, self: RObject) -> None:
    result = _result(rt, self)
    codes = _allowed(self)
    if result.proc.returncode not in codes:
        message = (
            f"Expected process to exit with {rt.inspect(to_ruby(codes))}, but received "
            f"'{result.proc.returncode}'\n" + _output_block(self, result)
        )
        raise _error(rt, "ShellCommandFailed", message)
    return None


@shell.method("invalid!")
def invalid(rt: Runtime, self: RObject, message: Any = None) -> None:
    text = rt.to_s(message) if message is not None else "Command is invalid"
    raise _error(rt, "ShellCommandFailed", f"{text}\n" + _output_block(self, _result(rt, self)))


@shell.method("stdout")
def stdout(rt: Runtime, self: RObject) -> RString:
    return RString(_result(rt, self).proc.stdout)


@shell.method("stderr")
def stderr(rt: Runtime, self: RObject) -> RString:
    return RString(_result(rt, self).proc.stderr)


@shell.method("exitstatus", "status")
def exitstatus(rt: Runtime, self: RObject) -> int:
    return _result(rt, self).proc.returncode


@shell.method("error?")
def error_p(rt: Runtime, self: RObject) -> bool:
    return _result(rt, self).proc.returncode not in _allowed(self)


@shell.method("format_for_exception")
def format_for_exception(rt: Runtime, self: RObject) -> RString:
    return RString(_output_block(self, _result(rt, self)))


@shell.method("execution_time")
def execution_time(rt: Runtime, self: RObject) -> Any:
    return self.ivars.get("@__time")


@shell.method("command")
def command(rt: Runtime, self: RObject) -> RString:
    return RString(str(self.ivars["@__command"]))


# the options, readable and settable before run_command (reader name → option key)
_ACCESSORS = {
    "cwd": "cwd", "user": "user", "group": "group", "umask": "umask", "input": "input",
    "environment": "environment", "live_stream": "live_stream",
    "live_stdout": "live_stdout", "live_stderr": "live_stderr",
    "valid_exit_codes": "returns", "login": "login", "sensitive": "sensitive",
}  # fmt: skip


def _reader(key: str) -> Any:
    def read(rt: Runtime, self: RObject) -> Any:
        return to_ruby(_options(self).get(key))

    return read


def _writer(key: str) -> Any:
    def write(rt: Runtime, self: RObject, value: Any) -> Any:
        _options(self)[key] = to_py(value)
        return value

    return write


for _name, _key in _ACCESSORS.items():
    shell.method(_name)(_reader(_key))
    shell.method(f"{_name}=")(_writer(_key))


@shell.method("timeout")
def timeout(rt: Runtime, self: RObject) -> Any:
    return _options(self).get("timeout", DEFAULT_TIMEOUT)


@shell.method("timeout=")
def set_timeout(rt: Runtime, self: RObject, value: Any) -> Any:
    _options(self)["timeout"] = to_py(value)
    return value


@kernel.method("shell_out")
@mixin.method("shell_out")
def shell_out(rt: Runtime, self: Any, *args: Any) -> RObject:
    """Chef's `shell_out(*args, **options)`: the command run, its Mixlib::ShellOut."""
    return run_command(rt, new(rt, rt.const_get("Mixlib::ShellOut"), *args))


@kernel.method("shell_out!")
@mixin.method("shell_out!")
def shell_out_bang(rt: Runtime, self: Any, *args: Any) -> RObject:
    """`shell_out`, then `error!`: a failed command raises ShellCommandFailed."""
    result = shell_out(rt, self, *args)
    error_bang(rt, result)
    return result


__all__ = ["DEFAULT_TIMEOUT", "SHELL_OPTIONS", "exec_args", "install", "shell"]
