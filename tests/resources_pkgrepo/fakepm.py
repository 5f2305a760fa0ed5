"""Stand-ins for the package managers a Debian CI host lacks (zypper and rpm, pacman, portage's
portageq and emerge, paludis's cave): one Python script on PATH under each name, keeping the
installed and available packages in a JSON file and logging every call, so a recipe is
applied for real against them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

SCRIPT = r"""#!{python}
import json, os, sys
STATE, LOG = {state!r}, {log!r}
tool, args = os.path.basename(sys.argv[0]), sys.argv[1:]
with open(LOG, "a") as f:
    f.write(" ".join([tool, *args]) + "\n")
with open(STATE) as f:
    st = json.load(f)
inst, avail, locks = st["installed"], st["available"], st["locks"]
words = [a for a in args if not a.startswith("-")]
code = 0

def spec(word):  # name=1.0, =cat/name-1.0, ~cat/name-1.0 or name
    if "=" in word.lstrip("="):
        return word.split("=", 1)
    word = word.lstrip("=~")
    for name in avail:
        if word.startswith(name + "-"):
            return name, word[len(name) + 1:]
    return word, avail.get(word)

if tool == "rpm":  # rpm -q --queryformat QF NAME...
    for name in args[3:]:
        if name in inst:
            print(name, inst[name])
        else:
            print(f"package {{name}} is not installed")
            code = 1
elif tool == "zypper":
    verb = next(w for w in words if w in ("search", "install", "remove", "addlock",
                                          "removelock", "locks"))
    names = [w for w in words[words.index(verb) + 1:] if w != "package"]
    if verb == "search":
        print("S  | Name | Type    | Version | Arch   | Repository")
        print("---+------+---------+---------+--------+-----------")
        rows = [(n, v) for n, v in map(spec, names) if n in avail]
        for name, version in rows:
            shown = version if version and version != avail[name] else avail[name]
            print(f"   | {{name}} | package | {{shown}} | x86_64 | repo-oss")
        code = 0 if rows else 104
    elif verb == "install":
        for name, version in map(spec, names):
            inst[name] = version or avail[name]
    elif verb == "remove":
        for name, _ in map(spec, names):
            inst.pop(name, None)
    elif verb == "addlock":
        locks.extend(n for n, _ in map(spec, names))
    elif verb == "removelock":
        st["locks"] = [n for n in locks if n not in [s[0] for s in map(spec, names)]]
    elif verb == "locks":
        print("# | Name | Type    | Repository")
        print("--+------+---------+-----------")
        for i, name in enumerate(locks, 1):
            print(f"{{i}} | {{name}} | package | (any)")
elif tool == "pacman":
    if args[0] == "-Sl":
        for name, version in sorted(avail.items()):
            mark = "" if name not in inst else (
                " [installed]" if inst[name] == version else f" [installed: {{inst[name]}}]")
            print(f"extra {{name}} {{version}}{{mark}}")
    elif args[0] == "--sync":
        inst.update((n, avail[n]) for n in words)
    elif args[0] == "--remove":
        for name in words:
            inst.pop(name, None)
elif tool == "portageq":  # portageq best_visible / ATOM
    atom = args[2]
    hits = [n for n in avail if n == atom or n.endswith("/" + atom)]
    if len(hits) == 1:
        print(f"{{hits[0]}}-{{avail[hits[0]]}}")
    else:
        code = 1
elif tool == "emerge":
    name, version = spec(words[-1])
    folder = os.path.join(st["pkgdb"], f"{{name}}-{{version or inst.get(name)}}")
    if "--unmerge" in args:
        os.rmdir(os.path.join(st["pkgdb"], f"{{name}}-{{inst.pop(name)}}"))
    else:
        os.makedirs(folder)
        inst[name] = version
elif tool == "cave":
    verb = words[2] if words[:2] == ["-L", "warning"] else words[1]
    if "print-ids" in args:
        name = args[args.index("-m") + 1]
        for full in [n for n in avail if n == name or n.endswith("/" + name)]:
            if full in inst:
                print(full, inst[full], "installed")
            print(full, avail[full], "arbor")
    elif "resolve" in args:
        name, version = spec(words[-1])
        inst[name] = version
    elif "uninstall" in args:
        inst.pop(spec(words[-1])[0], None)
with open(STATE, "w") as f:
    json.dump(st, f)
sys.exit(code)
"""

TOOLS = ("rpm", "zypper", "pacman", "portageq", "emerge", "cave")


class FakeManagers:
    """The tools in folder/bin; `state` is what they know, `calls()` what they were asked."""

    def __init__(self, folder: Path, pkgdb: str = "") -> None:
        self.folder = folder
        self.state_file, self.log = folder / "pm-state.json", folder / "pm.log"
        self.save({"installed": {}, "available": {}, "locks": [], "pkgdb": pkgdb})
        script = SCRIPT.format(python=sys.executable, state=str(self.state_file), log=str(self.log))
        bin_dir = folder / "bin"
        bin_dir.mkdir(exist_ok=True)
        for tool in TOOLS:
            (bin_dir / tool).write_text(script)
            (bin_dir / tool).chmod(0o755)

    def state(self) -> dict:
        return json.loads(self.state_file.read_text())

    def save(self, state: dict) -> None:
        self.state_file.write_text(json.dumps(state))

    def update(self, **parts: dict) -> None:
        state = self.state()
        for key, value in parts.items():
            state[key].update(value)
        self.save(state)

    def calls(self) -> list[str]:
        lines = self.log.read_text().splitlines() if self.log.exists() else []
        self.log.unlink(missing_ok=True)
        return lines
