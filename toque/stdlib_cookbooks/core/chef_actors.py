"""Cheffish's actors in local mode: `chef_client` (clients/NAME.json) and `chef_user`
(users/NAME.json) of the chef-zero store, each with the public key of `source_key` or
`source_key_path` and, when asked, that key written to `output_key_path`."""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, Sym, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core import _chef_objects as store
from toque.stdlib_cookbooks.core.chef_objects import NAME

if TYPE_CHECKING:
    from toque.runtime.context import RunContext

KEY_FORMATS = (Sym("openssh"), Sym("pem"), Sym("der"))


class _Actor(Resource):
    chef_server = Property((dict, None), desired_state=False)
    complete = Property((bool, None))
    raw_json = Property((dict, None))
    admin = Property((bool, None))
    source_key = Property((str, None), sensitive=True)
    source_key_path = Property((str, None))
    source_key_pass_phrase = Property((str, None), sensitive=True)
    output_key_path = Property((str, None))
    output_key_format = Property((Sym, str), default="openssh", coerce=str, equal_to=KEY_FORMATS)
    actions, default_action = ("create", "delete"), "create"


@provides("chef_client")
class ChefClient(_Actor):
    """An API client: its name, admin and validator flags and public key."""

    chef_client_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    validator = Property((bool, None))


@provides("chef_user")
class ChefUser(_Actor):
    """A user: names, email, password, public key."""

    user_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    display_name = Property((str, None))
    email = Property((str, None))
    external_authentication_uid = Property((str, None))
    recovery_authentication_enabled = Property((bool, None))
    password = Property((str, None), sensitive=True)


def private_key_file(name: str, ctx: RunContext) -> Path | None:
    """Cheffish.get_private_key_with_path: a relative key name looked up in
    Chef::Config[:private_key_paths] (the config folder's keys/, then ~/.ssh)."""
    paths = ctx.config("private_key_paths")
    if not paths:
        home = Path(os.path.expanduser("~"))
        paths = [home / ".chef" / "keys", home / ".ssh"]
    for folder in map(Path, paths if isinstance(paths, list) else [paths]):
        if not folder.is_dir():
            continue
        for entry in sorted(p.name for p in folder.iterdir()):
            stem, ext = os.path.splitext(entry)
            if entry == name or (stem == name and ext in ("", ".pem")):
                return folder / entry
    return None


def decode_key(data: bytes, pass_phrase: str | None, where: str) -> Any:
    """Cheffish::KeyFormatter.decode: a private or public key, PEM, DER or OpenSSH."""
    from cryptography.exceptions import UnsupportedAlgorithm
    from cryptography.hazmat.primitives import serialization as ser

    from toque.stdlib_cookbooks.core._openssl import load_private

    key = load_private(data, pass_phrase)
    if key is not None:
        return key
    for load in (ser.load_pem_public_key, ser.load_der_public_key, ser.load_ssh_public_key):
        try:
            return load(data)
        except (ValueError, TypeError, UnsupportedAlgorithm):
            continue
    raise ProviderError(f"Could not read key from {where}: not a key, or a wrong pass phrase",
                        kind="RuntimeError")  # fmt: skip


def public_of(key: Any) -> Any:
    return key.public_key() if hasattr(key, "private_bytes") else key


def encode_public(key: Any, fmt: str) -> bytes:
    """Cheffish::KeyFormatter.encode of a public key: OpenSSH's line, PEM or DER."""
    from cryptography.hazmat.primitives import serialization as ser

    if fmt == "openssh":
        return key.public_bytes(ser.Encoding.OpenSSH, ser.PublicFormat.OpenSSH) + b"\n"
    encoding = ser.Encoding.PEM if fmt == "pem" else ser.Encoding.DER
    return key.public_bytes(encoding, ser.PublicFormat.SubjectPublicKeyInfo)


class _ActorProvider(Provider):
    actor = folder = name_property = ""
    keys: dict[str, str] = {}
    defaults: dict[str, Any] = {}

    def load_current(self) -> None:
        self.actor_name = getattr(self.new, self.name_property)
        self.path = store.folder_of(self.ctx, self.folder) / f"{self.actor_name}.json"
        self.current = store.load(self.path, f"{self.actor} file")
        given = self.new.source_key_path
        self.key_missing = bool(given and os.path.isabs(given) and not os.path.exists(given))

    def requirements(self, action: str) -> Iterable[Requirement]:
        if action == "create" and self.key_missing:
            path = self.new.source_key_path
            yield Requirement(f"source_key_path {path} does not exist",
                              whyrun=f"Assuming key {path} would have been created",
                              kind="Errno::ENOENT")  # fmt: skip

    def _public_key(self) -> Any:
        """The public key of source_key or source_key_path, or None when neither is given."""
        new = self.new
        if new.source_key is not None:
            return public_of(decode_key(new.source_key.encode(), new.source_key_pass_phrase,
                                        "source_key"))  # fmt: skip
        if new.source_key_path is None or self.key_missing:  # missing: why-run's assumption
            return None
        path = Path(new.source_key_path)
        if not path.is_absolute():
            found = private_key_file(new.source_key_path, self.ctx)
            if found is None:
                raise ProviderError(f"Could not find key {new.source_key_path} in the "
                                    "private key paths", kind="RuntimeError")  # fmt: skip
            path = found
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ProviderError(f"Cannot read {path}: {exc.strerror}",
                                kind="Errno::ENOENT") from None  # fmt: skip
        return public_of(decode_key(data, new.source_key_pass_phrase, str(path)))

    def _normalized(self, json: dict[str, Any]) -> dict[str, Any]:
        defaults = {k: (self.actor_name if v is None else v) for k, v in self.defaults.items()}
        return store.normalize(json, defaults)

    def action_create(self) -> Iterator[Change]:
        new = self.new
        current = self._normalized(self.current or {})
        mine = copy.deepcopy(new.raw_json or {})
        for key, prop in self.keys.items():
            value = getattr(new, prop)
            if value is not None:
                mine[key] = value
        key = self._public_key()
        if key is not None:
            mine["public_key"] = _pem(key)
        desired = self._normalized(mine if new.complete else {**current, **mine})
        if self.current is None and key is None and not self.key_missing:
            raise ProviderError(
                f"You must specify a public key to create a {self.actor}!  Use the private_key "
                "resource to create a key, and pass it in with source_key_path.",
                kind="RuntimeError")  # fmt: skip
        diffs = store.differences(current, desired)
        path, what = self.path, f"{self.actor} {self.actor_name} at {self.folder}"
        if self.current is None:
            yield Change([f"create {what}", *diffs], apply=lambda: store.save(path, desired))
        elif diffs:
            yield Change([f"update {what}", *diffs], apply=lambda: store.save(path, desired))
        else:
            self.up_to_date_reason = f"{self.actor} {self.actor_name} is up to date"
        yield from self._output_key(desired.get("public_key"))

    def _output_key(self, pem: Any) -> Iterator[Change]:
        new = self.new
        if not new.output_key_path or not isinstance(pem, str):
            return
        content = encode_public(decode_key(pem.encode(), None, "public_key"),
                                str(new.output_key_format))  # fmt: skip
        out = Path(new.output_key_path)
        if not out.exists():
            verb = "create"
        elif out.read_bytes() != content:
            verb = "overwrite"
        else:
            return
        yield Change(f"{verb} public key {out}", apply=lambda: _write(out, content))

    def action_delete(self) -> Iterator[Change]:
        if self.current is not None:
            path = self.path
            yield Change(f"delete {self.actor} {self.actor_name} at {self.folder}",
                         apply=lambda: store.remove(path))  # fmt: skip
        out = self.new.output_key_path
        if out and os.path.exists(out):
            yield Change(f"delete public key {out}", apply=lambda: os.unlink(out))
        if self.current is None and not (out and os.path.exists(out)):
            self.up_to_date_reason = f"{self.actor} {self.actor_name} does not exist"


def _spki() -> tuple[Any, Any]:
    from cryptography.hazmat.primitives import serialization as ser

    return ser.Encoding.PEM, ser.PublicFormat.SubjectPublicKeyInfo


def _pem(key: Any) -> str:
    return key.public_bytes(*_spki()).decode()


def _write(path: Path, content: bytes) -> None:
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temp.write_bytes(content)
    os.replace(temp, path)


@provides("chef_client")
class ChefClientProvider(_ActorProvider):
    actor, folder, name_property = "client", "clients", "chef_client_name"
    keys = {"admin": "admin", "validator": "validator"}
    defaults = {"name": None, "clientname": None, "admin": False, "validator": False,
                "chef_type": "client"}  # fmt: skip


@provides("chef_user")
class ChefUserProvider(_ActorProvider):
    actor, folder, name_property = "user", "users", "user_name"
    keys = {"username": "user_name", "display_name": "display_name", "admin": "admin",
            "email": "email", "password": "password",
            "external_authentication_uid": "external_authentication_uid",
            "recovery_authentication_enabled": "recovery_authentication_enabled"}  # fmt: skip
    defaults = {"name": None, "username": None, "display_name": None, "admin": False,
                "json_class": "Chef::User", "chef_type": "user"}  # fmt: skip
