"""The openssl key resources (`openssl_rsa_private_key`, `openssl_rsa_public_key`,
`openssl_ec_private_key`, `openssl_ec_public_key`, `openssl_dhparam`): keys made with
`cryptography`, written by a nested `file` resource as Chef's own resources write them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cryptography.hazmat.primitives.asymmetric import ec, rsa

from toque.runtime import Change, Property, Provider, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core import _openssl as ssl
from toque.stdlib_cookbooks.core._nested import converge_file

CIPHER = {ssl.CIPHER_MESSAGE: ssl.known_cipher}


class _KeyFile(Resource):
    """What every openssl key resource has: where the file goes and its owner and mode."""

    path = Property(str, name_property=True)
    owner = Property((str, int, None))
    group = Property((str, int, None))
    mode = Property((int, str), default="0640")
    actions, default_action = ("create",), "create"


class _PrivateKey(_KeyFile):
    key_pass = Property((str, None), sensitive=True)
    key_cipher = Property(str, default="des3", callbacks=CIPHER)
    mode = Property((int, str), default="0600")
    force = Property(bool, default=False, desired_state=False)


@provides("openssl_rsa_private_key", "openssl_rsa_key")
class OpensslRsaPrivateKey(_PrivateKey):
    """An RSA private key file, made when no valid key opens there.  + key_length, key_pass"""

    key_length = Property(int, default=2048, equal_to=(1024, 2048, 4096, 8192),
                          validation_message="key_length (bits) must be 1024, 2048, 4096, or 8192!")  # fmt: skip


@provides("openssl_ec_private_key")
class OpensslEcPrivateKey(_PrivateKey):
    """An EC private key file, made when no valid key opens there.  + key_curve, key_pass"""

    key_curve = Property(
        str,
        default="prime256v1",
        equal_to=("secp384r1", "secp521r1", "prime256v1", "secp224r1", "secp256k1"),
    )


class _PrivateKeyProvider(Provider):
    kind = ""

    def action_create(self) -> Iterator[Change]:
        new = self.new
        # Chef's action returns early when `force` is set (a slip); force means what the
        # documentation says: make a new key even when a valid one is there
        if not new.force and ssl.private_key_valid(new.path, new.key_pass):
            yield from self.up_to_date(f"a valid private key opens at {new.path}")
            return
        yield Change(self.description(), apply=self.create)

    def description(self) -> str:
        raise NotImplementedError

    def generate(self) -> Any:
        raise NotImplementedError

    def create(self) -> None:
        new = self.new
        try:
            key = self.generate()
        except ValueError as exc:
            raise ProviderError(str(exc), self.resource.span, kind="ArgumentError") from None
        content = ssl.traditional_pem(key, new.key_pass, new.key_cipher)
        converge_file(self, new.path, content, owner=new.owner, group=new.group, mode=new.mode,
                      sensitive=True)  # fmt: skip


@provides("openssl_rsa_private_key", "openssl_rsa_key")
class OpensslRsaPrivateKeyProvider(_PrivateKeyProvider):
    def description(self) -> str:
        return f"create {self.new.key_length} bit RSA key {self.new.path}"

    def generate(self) -> Any:
        return ssl.generate_rsa(self.new.key_length)


@provides("openssl_ec_private_key")
class OpensslEcPrivateKeyProvider(_PrivateKeyProvider):
    def description(self) -> str:
        return f"Create an EC private key {self.new.path}"

    def generate(self) -> Any:
        new = self.new
        self.log("info", f"Generating an {new.key_curve} EC key file at {new.path}, this may "
                 "take some time")  # fmt: skip
        return ssl.generate_ec(new.key_curve)


class _PublicKey(_KeyFile):
    private_key_path = Property((str, None))
    private_key_content = Property((str, None), sensitive=True)
    private_key_pass = Property((str, None), sensitive=True)


@provides("openssl_rsa_public_key")
class OpensslRsaPublicKey(_PublicKey):
    """The public key of an RSA private key.  + private_key_path or private_key_content"""


@provides("openssl_ec_public_key")
class OpensslEcPublicKey(_PublicKey):
    """The public key of an EC private key.  + private_key_path or private_key_content"""


class _PublicKeyProvider(Provider):
    kind, key_type, error = "", object, ""

    def action_create(self) -> Iterator[Change]:
        new = self.new
        if new.private_key_path and new.private_key_content:
            self._fail("You cannot specify both 'private_key_path' and 'private_key_content' "
                       "properties at the same time.", "ArgumentError")  # fmt: skip
        source = new.private_key_path or new.private_key_content
        if not source:
            self._fail("You must specify the private key with either 'private_key_path' or "
                       "'private_key_content' properties.", "ArgumentError")  # fmt: skip
        key = ssl.load_private(ssl.content_of(source), new.private_key_pass)
        if key is None:
            path = new.private_key_path or ""
            self._fail(f"{path} not a valid private {self.kind} key or password is invalid",
                       "RuntimeError")  # fmt: skip
        if not isinstance(key, self.key_type):
            self._fail(self.error, f"OpenSSL::PKey::{self.kind}Error")
        changed = converge_file(self, new.path, ssl.public_pem(key), owner=new.owner,
                                group=new.group, mode=new.mode)  # fmt: skip
        if changed:  # the nested file printed what it did
            yield Change(f"create {self.kind} public key {new.path}", quiet=True)
        else:
            self.up_to_date_reason = f"{new.path} holds the public key"

    def _fail(self, message: str, kind: str) -> None:
        raise ProviderError(message, self.resource.span, kind=kind)


@provides("openssl_rsa_public_key")
class OpensslRsaPublicKeyProvider(_PublicKeyProvider):
    kind, key_type, error = "RSA", rsa.RSAPrivateKey, "Neither PUB key nor PRIV key"


@provides("openssl_ec_public_key")
class OpensslEcPublicKeyProvider(_PublicKeyProvider):
    kind, key_type, error = "EC", ec.EllipticCurvePrivateKey, "invalid curve name"


@provides("openssl_dhparam")
class OpensslDhparam(_KeyFile):
    """Diffie-Hellman parameters, made when no valid ones are there.  + key_length, generator"""

    key_length = Property(int, default=2048, equal_to=(1024, 2048, 4096, 8192),
                          validation_message="key_length must be 1024, 2048, 4096, or 8192.")  # fmt: skip
    generator = Property(int, default=2, equal_to=(2, 5),
                         validation_message="generator must be either 2 or 5.")  # fmt: skip


@provides("openssl_dhparam")
class OpensslDhparamProvider(Provider):
    def action_create(self) -> Iterator[Change]:
        """Parameters only when the file has no valid ones; owner and mode every run (the
        nested file has no content then, as in Chef)."""
        new, content = self.new, None
        if not ssl.dhparam_valid(new.path):
            self.log("debug", f"Valid dhparam content not found at {new.path}, creating new")
            if self.why_run:
                content = f"(new {new.key_length} bit parameters)"  # stands for them: not written
            else:
                content = ssl.generate_dhparam(new.key_length, new.generator)
        changed = converge_file(self, new.path, content, owner=new.owner, group=new.group,
                                mode=new.mode, sensitive=True)  # fmt: skip
        if changed:
            yield Change(f"create dhparam {new.path}", quiet=True)
        else:
            self.up_to_date_reason = f"{new.path} holds valid dhparam"
