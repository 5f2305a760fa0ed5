"""Digests for start-up without loading OpenSSL: `hashlib` and `hmac` load its binding
(`_hashlib`, libcrypto), 5-12 ms of every start-up, when the parse cache needs only SHA-256,
a keyed BLAKE2b and a constant-time compare, and the shard_seed fact MD5. CPython's built-in
modules give the same digests (hashlib itself falls back to them); another Python takes
hashlib's."""

from __future__ import annotations

try:
    from _blake2 import blake2b
    from _md5 import md5
    from _operator import _compare_digest as compare_digest
    from _sha256 import sha256  # CPython 3.11 (3.12 names it _sha2: the fallback below)
except ImportError:  # pragma: no cover - a Python without these built-in modules
    from hashlib import blake2b, md5, sha256
    from hmac import compare_digest

__all__ = ["blake2b", "compare_digest", "md5", "sha256"]
