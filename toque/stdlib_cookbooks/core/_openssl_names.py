"""The cipher names the openssl key resources accept, apart from `_openssl` so that declaring
a resource does not import `cryptography` (a recipe pays for it only when a key is made)."""

from __future__ import annotations

# OpenSSL's names for the CBC ciphers a key can be written with (see _openssl.CIPHERS)
CIPHER_NAMES = ("des3", "des-ede3-cbc", "aes128", "aes192", "aes256", "aes-128-cbc",
                "aes-192-cbc", "aes-256-cbc")  # fmt: skip
CIPHER_MESSAGE = ("key_cipher must be a cipher known to openssl. Run `openssl "
                  "list-cipher-algorithms` to see available options.")  # fmt: skip


def known_cipher(name: str) -> bool:
    return name.lower() in CIPHER_NAMES
