"""Encrypted data bag item values as Chef writes them (Chef::EncryptedDataBagItem): each value
but `id` is a hash of `encrypted_data` (Base64), `iv`, `version` and `cipher`.

- version 1: AES-256-CBC, key = SHA-256 of the secret;
- version 2: version 1 plus `hmac`, an HMAC-SHA-256 keyed with the secret itself over the
  Base64 text of `encrypted_data` (encrypt-then-MAC), checked before decrypting;
- version 3: AES-256-GCM (the key as in version 1), with `auth_tag` and empty associated data.

The plaintext is the JSON object `{"json_wrapper": value}`.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

CIPHERS = {1: "aes-256-cbc", 2: "aes-256-cbc", 3: "aes-256-gcm"}


class DecryptionFailure(Exception):
    """Chef::EncryptedDataBagItem::DecryptionFailure (a wrong secret, most likely)."""


class UnsupportedFormat(Exception):
    """Chef::EncryptedDataBagItem::UnsupportedEncryptedDataBagItemFormat."""


class UnsupportedCipher(Exception):
    """Chef::EncryptedDataBagItem::UnsupportedCipher."""


def is_encrypted(raw: dict[str, Any]) -> bool:
    """Chef's test (Chef::DSL::DataQuery#encrypted?): some value other than `id` is a hash
    holding `encrypted_data`."""
    return any(isinstance(v, dict) and "encrypted_data" in v for k, v in raw.items() if k != "id")


def _failure(detail: str | None = None) -> DecryptionFailure:
    said = f": '{detail}'" if detail else ""
    return DecryptionFailure(
        f"Error decrypting data bag value{said}. Most likely the provided key is incorrect"
    )


def decrypt_value(value: dict[str, Any], secret: str) -> Any:
    """One encrypted value, decrypted with `secret` (the secret file's text, stripped)."""
    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    version = value.get("version", 1)
    if version not in CIPHERS:
        raise UnsupportedFormat(
            f"This version of chef does not support encrypted data bag item format "
            f"version '{version}'"
        )
    cipher = value.get("cipher", CIPHERS[1])
    if cipher != CIPHERS[version]:
        raise UnsupportedCipher(
            f"Cipher '{cipher}' is not supported by this version of Chef Infra Client. "
            f"Supported ciphers: ['{CIPHERS[version]}']"
        )
    secret_bytes = secret.encode()
    key = hashlib.sha256(secret_bytes).digest()
    data_text = str(value.get("encrypted_data", ""))
    try:
        data = base64.b64decode(data_text)
        iv = base64.b64decode(str(value.get("iv", "")))
    except ValueError as exc:
        raise _failure(str(exc)) from None
    if version == 2:
        expected = hmac.new(secret_bytes, data_text.encode(), hashlib.sha256).digest()
        given = base64.b64decode(str(value.get("hmac", "")))
        if not hmac.compare_digest(expected, given):
            raise _failure("invalid hmac")
    try:
        if version == 3:
            tag = base64.b64decode(str(value.get("auth_tag", "")))
            dec = Cipher(algorithms.AES(key), modes.GCM(iv, tag)).decryptor()
            dec.authenticate_additional_data(b"")
            plain = dec.update(data) + dec.finalize()
        else:
            dec = Cipher(algorithms.AES(key), modes.CBC(iv)).decryptor()
            padded = dec.update(data) + dec.finalize()
            unpadder = padding.PKCS7(128).unpadder()
            plain = unpadder.update(padded) + unpadder.finalize()
        return json.loads(plain.decode())["json_wrapper"]
    except Exception:  # noqa: BLE001 - a bad key shows as bad padding, tag or JSON
        raise _failure("bad decrypt") from None


def encrypt_value(plain: Any, secret: str, version: int = 3, iv: bytes | None = None) -> dict:
    """`Chef::EncryptedDataBagItem.encrypt_data_bag_item`'s value (Chef::Config
    [:data_bag_encrypt_version], 3 by default in Chef 18)."""
    import os

    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    if version not in CIPHERS:
        raise UnsupportedFormat(
            f"Invalid encrypted data bag format version `{version}'. "
            "Supported versions are '1', '2', '3'"
        )
    key = hashlib.sha256(secret.encode()).digest()
    text = json.dumps({"json_wrapper": plain}, separators=(",", ":")).encode()
    out: dict[str, Any] = {}
    if version == 3:
        iv = iv or os.urandom(12)
        enc = Cipher(algorithms.AES(key), modes.GCM(iv)).encryptor()
        enc.authenticate_additional_data(b"")
        data = enc.update(text) + enc.finalize()
        out["auth_tag"] = base64.encodebytes(enc.tag).decode()
    else:
        iv = iv or os.urandom(16)
        padder = padding.PKCS7(128).padder()
        enc = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
        data = enc.update(padder.update(text) + padder.finalize()) + enc.finalize()
    encrypted = base64.encodebytes(data).decode()  # Ruby's Base64.encode64: lines of 60
    out.update({"encrypted_data": encrypted, "iv": base64.encodebytes(iv).decode(),
                "version": version, "cipher": CIPHERS[version]})  # fmt: skip
    if version == 2:
        mac = hmac.new(secret.encode(), encrypted.encode(), hashlib.sha256).digest()
        out["hmac"] = base64.encodebytes(mac).decode()
    return out
