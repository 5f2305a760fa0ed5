"""Cheffish's key files: `private_key` (an RSA or DSA key generated, or reformatted from a
source key, written PEM or DER, with a pass phrase when given) and `public_key` (the
public half of a key, written OpenSSH, PEM or DER)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, Sym, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core._openssl_names import CIPHER_NAMES
from toque.stdlib_cookbooks.core.chef_actors import (
    KEY_FORMATS,
    decode_key,
    encode_public,
    private_key_file,
    public_of,
)

CIPHERS = tuple(n.upper() for n in CIPHER_NAMES) + CIPHER_NAMES


@provides("private_key")
class PrivateKey(Resource):
    """A private key file (`path`, or :none to keep the key in memory only)."""

    path = Property(
        (str, Sym), name_property=True, coerce=lambda v: v if isinstance(v, str) else str(v)
    )
    format = Property((Sym, str), default="pem", coerce=str, equal_to=(Sym("pem"), Sym("der")))
    type = Property((Sym, str), default="rsa", coerce=str, equal_to=(Sym("rsa"), Sym("dsa")))
    public_key_path = Property((str, None))
    public_key_format = Property((Sym, str), default="openssh", coerce=str, equal_to=KEY_FORMATS)
    source_key = Property((str, None), sensitive=True)
    source_key_path = Property((str, None))
    source_key_pass_phrase = Property((str, None), sensitive=True)
    size = Property(int, default=2048)
    exponent = Property((int, None))
    pass_phrase = Property((str, None), sensitive=True)
    cipher = Property(str, default="DES-EDE3-CBC", equal_to=CIPHERS)
    regenerate_if_different = Property((bool, None))
    actions, default_action = ("create", "delete", "regenerate"), "create"


@provides("public_key")
class PublicKey(Resource):
    """A public key file made from `source_key` or `source_key_path` (private or public)."""

    path = Property(str, name_property=True)
    format = Property((Sym, str), default="openssh", coerce=str, equal_to=KEY_FORMATS)
    source_key = Property((str, None), sensitive=True)
    source_key_path = Property((str, None))
    source_key_pass_phrase = Property((str, None), sensitive=True)
    actions, default_action = ("create", "delete"), "create"


def _write(path: Path, content: bytes, mode: int | None = None) -> None:
    """Atomically, with `mode` from the start (a private key is never readable by others)."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode if mode is not None else 0o644)
    with os.fdopen(fd, "wb") as out:
        out.write(content)
    os.replace(temp, path)


def _kind(key: Any) -> str:
    from cryptography.hazmat.primitives.asymmetric import dsa, rsa

    return (
        "rsa"
        if isinstance(key, rsa.RSAPrivateKey)
        else "dsa"
        if isinstance(key, dsa.DSAPrivateKey)
        else "other"
    )


@provides("private_key")
class PrivateKeyProvider(Provider):
    def load_current(self) -> None:
        new = self.new
        self.key_path = self._path()
        self.exists = self.key_path is not None and self.key_path.exists()
        self.key, self.current_format = None, None
        self.current = self.exists or None
        if self.exists:
            data = self.key_path.read_bytes()
            self.current_format = "pem" if data.lstrip().startswith(b"-----BEGIN") else "der"
            try:
                key = decode_key(data, new.pass_phrase, str(self.key_path))
            except ProviderError as exc:
                self.log("warn", f"Error reading {self.key_path}: {exc.message}")
                key = None
            self.key = key if hasattr(key, "private_bytes") else None

    def _path(self) -> Path | None:
        path = self.new.path
        if path == "none":
            return None
        if os.path.isabs(path):
            return Path(path)
        found = private_key_file(path, self.ctx)
        if found is not None:
            return found
        write_to = self.ctx.config("private_key_write_path")
        if not write_to:
            raise ProviderError(f"Could not find key {path} and Chef::Config.private_key_write_path "
                                "is not set.", kind="RuntimeError")  # fmt: skip
        return Path(str(write_to)) / path

    def requirements(self, action: str) -> Iterable[Requirement]:
        yield from _source_missing(self.new, action)
        if action != "delete" and self.new.type == "dsa" and self.new.pass_phrase:
            yield Requirement("private_key: toque writes DSA keys without a pass phrase only",
                              kind="ArgumentError")  # fmt: skip

    def _encode(self, key: Any) -> bytes:
        from cryptography.hazmat.primitives import serialization as ser

        from toque.stdlib_cookbooks.core._openssl import traditional_pem

        new = self.new
        if new.format == "der":
            return key.private_bytes(ser.Encoding.DER, ser.PrivateFormat.TraditionalOpenSSL,
                                     ser.NoEncryption())  # fmt: skip
        return traditional_pem(key, new.pass_phrase, new.cipher).encode()

    def _source(self) -> Any:
        new = self.new
        if new.source_key is not None:
            return decode_key(new.source_key.encode(), new.source_key_pass_phrase, "source_key")
        if new.source_key_path is not None:
            try:
                data = Path(new.source_key_path).read_bytes()
            except OSError as exc:
                raise ProviderError(f"Cannot read {new.source_key_path}: {exc.strerror}",
                                    kind="Errno::ENOENT") from None  # fmt: skip
            return decode_key(data, new.source_key_pass_phrase, new.source_key_path)
        return None

    def action_create(self) -> Iterator[Change]:
        yield from self._create(False)

    def action_regenerate(self) -> Iterator[Change]:
        yield from self._create(True)

    def _create(self, regenerate: bool) -> Iterator[Change]:
        new, path = self.new, self.key_path
        where = str(path) if path is not None else "none"
        password = f", {new.cipher} password" if new.pass_phrase else ""
        if _assumed(new):
            yield Change(f"reformat key at {new.source_key_path} to {new.format} private key "
                         f"{where} ({password})")  # fmt: skip
            return
        source = self._source()
        if source is not None:
            final = source
            content = self._encode(source)
            if not hasattr(source, "private_bytes"):
                raise ProviderError(f"{self.resource}: the source key is a public key",
                                    kind="ArgumentError")  # fmt: skip
            # the same key in the same format is left alone (an encrypted PEM differs by
            # its random IV each time it is written)
            same = (self.key is not None and self.current_format == new.format
                    and self.key.private_numbers() == source.private_numbers())  # fmt: skip
            if path is None or not same:
                yield Change(f"reformat key at {new.source_key_path} to {new.format} private key "
                             f"{where} ({password})",
                             apply=lambda: path and _write(path, content, 0o600))  # fmt: skip
        elif (
            not self.exists
            or regenerate
            or (
                new.regenerate_if_different
                and (
                    self.key is None or self.key.key_size != new.size or _kind(self.key) != new.type
                )
            )
        ):
            final = self._generate()
            content = self._encode(final)
            made = f" ({new.size} bits{password})"
            if path is None:
                yield Change(f"generate private key{made}")
            else:
                verb = "overwrite" if self.exists else "create"
                yield Change(f"{verb} {new.type} private key {where}{made}",
                             apply=lambda: _write(path, content, 0o600))  # fmt: skip
        elif self.key is None:
            raise ProviderError(f"Could not read private key from {where}: missing pass phrase?",
                                kind="RuntimeError")  # fmt: skip
        else:
            final = self.key
            if self.key.key_size != new.size:
                self.log("warn", f"Mismatched key size!  {where} is {self.key.key_size} bytes, "
                         f"desired is {new.size} bytes.  Use action :regenerate to force key "
                         "regeneration.")  # fmt: skip
            elif _kind(self.key) != new.type:
                self.log("warn", f"Mismatched key type!  {where} is {_kind(self.key)}, desired is "
                         f"{new.type} bytes.  Use action :regenerate to force key regeneration.")  # fmt: skip
            mode = path.stat().st_mode & 0o7777
            if self.current_format != new.format:
                content = self._encode(self.key)
                yield Change(f"change format of {new.type} private key {where} from "
                             f"{self.current_format} to {new.format}",
                             apply=lambda: _write(path, content, 0o600))  # fmt: skip
            elif mode & 0o077:
                wanted = mode & 0o7700
                yield Change(f"change mode of private key {where} to {wanted:o}",
                             apply=lambda: os.chmod(path, wanted))  # fmt: skip
        if new.public_key_path:
            yield from _public_changes(Path(new.public_key_path), public_of(final),
                                       new.public_key_format, "private", None)  # fmt: skip

    def _generate(self) -> Any:
        from cryptography.hazmat.primitives.asymmetric import dsa, rsa

        new = self.new
        try:
            if new.type == "dsa":
                return dsa.generate_private_key(key_size=new.size)
            return rsa.generate_private_key(
                public_exponent=new.exponent or 65537, key_size=new.size
            )
        except ValueError as exc:
            raise ProviderError(f"Cannot generate a {new.size} bit {new.type} key: {exc}",
                                kind="OpenSSL::PKey::PKeyError") from None  # fmt: skip

    def action_delete(self) -> Iterator[Change]:
        path = self.key_path
        if path is None or not self.exists:
            yield from self.up_to_date(f"private key {self.new.path} does not exist")
            return
        yield Change(f"delete private key {path}", apply=lambda: path.unlink())


def _public_changes(
    path: Path, key: Any, fmt: str, publicity: str, source: Any
) -> Iterator[Change]:
    content = encode_public(key, fmt)
    if path.exists() and path.read_bytes() == content:
        return
    yield Change(f"write {fmt} public key {path} from {publicity} key {source or ''}".rstrip(),
                 apply=lambda: _write(path, content))  # fmt: skip


def _assumed(new: Any) -> bool:
    """The source key file is missing: why-run assumed an earlier resource makes it."""
    path = new.source_key_path
    return new.source_key is None and bool(path) and not os.path.exists(path)


def _source_missing(new: Any, action: str) -> Iterator[Requirement]:
    """A source key file not there yet: under why-run, made by an earlier resource."""
    path = new.source_key_path
    if action != "delete" and new.source_key is None and path and not os.path.exists(path):
        yield Requirement(f"Cannot read {path}: No such file or directory",
                          whyrun=f"Assuming key {path} would have been created",
                          kind="Errno::ENOENT")  # fmt: skip


@provides("public_key")
class PublicKeyProvider(Provider):
    def load_current(self) -> None:
        self.current = os.path.exists(self.new.path) or None

    def requirements(self, action: str) -> Iterable[Requirement]:
        return _source_missing(self.new, action)

    def action_create(self) -> Iterator[Change]:
        new = self.new
        if _assumed(new):
            yield Change(f"write {new.format} public key {new.path} from key {new.source_key_path}")
            return
        if new.source_key is not None:
            key = decode_key(new.source_key.encode(), new.source_key_pass_phrase, "source_key")
        elif new.source_key_path is not None:
            try:
                data = Path(new.source_key_path).read_bytes()
            except OSError as exc:
                raise ProviderError(f"Cannot read {new.source_key_path}: {exc.strerror}",
                                    kind="Errno::ENOENT") from None  # fmt: skip
            key = decode_key(data, new.source_key_pass_phrase, new.source_key_path)
        else:
            raise ProviderError("No source key specified", kind="RuntimeError")
        publicity = "private" if hasattr(key, "private_bytes") else "public"
        changes = list(_public_changes(Path(new.path), public_of(key), new.format, publicity,
                                       new.source_key_path))  # fmt: skip
        if not changes:
            yield from self.up_to_date(f"public key {new.path} is up to date")
        yield from changes

    def action_delete(self) -> Iterator[Change]:
        path = self.new.path
        if not self.current:
            yield from self.up_to_date(f"public key {path} does not exist")
            return
        yield Change(f"delete public key {path}", apply=lambda: os.unlink(path))
