"""Chef's OpenSSLHelper on `cryptography`: reading and judging keys, DH parameters, and
writing private keys as Ruby's `to_pem(cipher, pass)` does (traditional PEM, DEK-Info)."""

from __future__ import annotations

import base64
import hashlib
import os
import secrets
from typing import Any

from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import dh, ec, rsa
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

try:  # cryptography 43+ keeps 3DES apart, as "decrepit"
    from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
except ImportError:  # pragma: no cover - older cryptography
    TripleDES = algorithms.TripleDES  # type: ignore[attr-defined,misc]

# the ciphers a key can be written with: OpenSSL name -> (DEK-Info name, algorithm, key bytes)
CIPHERS: dict[str, tuple[str, Any, int]] = {
    "des3": ("DES-EDE3-CBC", TripleDES, 24),
    "des-ede3-cbc": ("DES-EDE3-CBC", TripleDES, 24),
    **{f"aes{n}": (f"AES-{n}-CBC", algorithms.AES, n // 8) for n in (128, 192, 256)},
    **{f"aes-{n}-cbc": (f"AES-{n}-CBC", algorithms.AES, n // 8) for n in (128, 192, 256)},
}
CIPHER_MESSAGE = ("key_cipher must be a cipher known to openssl. Run `openssl "
                  "list-cipher-algorithms` to see available options.")  # fmt: skip
CURVES = {"prime256v1": ec.SECP256R1, "secp384r1": ec.SECP384R1, "secp521r1": ec.SECP521R1,
          "secp224r1": ec.SECP224R1, "secp256k1": ec.SECP256K1}  # fmt: skip
GENERATED_CURVES = ("prime256v1", "secp384r1", "secp521r1")  # what Chef's gen_ec_priv_key takes


def known_cipher(name: str) -> bool:
    return name.lower() in CIPHERS


def key_length_valid(number: int) -> bool:
    """At least 1024 and a power of two."""
    return number >= 1024 and number & (number - 1) == 0


def content_of(path_or_content: str) -> bytes:
    """Chef's helpers take a path or the key itself: a file's content when it exists."""
    if os.path.exists(path_or_content):
        with open(path_or_content, "rb") as f:
            return f.read()
    return path_or_content.encode()


def load_private(data: bytes, password: str | None) -> Any:
    """The private key in PEM or DER data, or None (OpenSSL::PKey.read, then `private?`).
    A password given for a key that has none is ignored, as Ruby's OpenSSL ignores it."""
    if b"DEK-Info:" in data:
        return _legacy_private(data, password)
    secret = password.encode() if password is not None else None
    for loader in (ser.load_pem_private_key, ser.load_der_private_key):
        for attempt in (secret, None) if secret is not None else (None,):
            try:
                return loader(data, attempt)
            except (ValueError, TypeError):
                continue
            except Exception:  # unsupported algorithms and the like: not a usable key
                break
    return None


def _legacy_private(data: bytes, password: str | None) -> Any:
    """A legacy encrypted PEM ("Proc-Type: 4,ENCRYPTED"), decrypted here: cryptography reads
    only some of the ciphers OpenSSL writes there (not AES-192)."""
    text = data.decode("ascii", "replace")
    head, _, rest = text.partition("DEK-Info:")
    info, _, body = rest.partition("\n\n")
    name, _, iv_hex = info.strip().partition(",")
    found = [c for c in CIPHERS.values() if c[0] == name.strip().upper()]
    if not found or password is None:
        return None
    _, algorithm, size = found[0]
    try:
        iv = bytes.fromhex(iv_hex.strip())
        blob = base64.b64decode("".join(body.split("-----")[0].split()))
        decryptor = Cipher(algorithm(_bytes_to_key(password.encode(), iv[:8], size)),
                           modes.CBC(iv)).decryptor()  # fmt: skip
        plain = decryptor.update(blob) + decryptor.finalize()
        pad = plain[-1]
        if not 1 <= pad <= len(iv) or plain[-pad:] != bytes([pad]) * pad:
            return None  # the wrong password
        return ser.load_der_private_key(plain[:-pad], None)
    except Exception:
        return None


def private_key_valid(path_or_content: str, password: str | None) -> bool:
    return load_private(content_of(path_or_content), password) is not None


def traditional_pem(key: Any, password: str | None = None, cipher: str | None = None) -> str:
    """`key.to_pem` (unencrypted) or `key.to_pem(OpenSSL::Cipher.new(cipher), password)`:
    "RSA/EC PRIVATE KEY" PEM, encrypted with OpenSSL's legacy scheme (EVP_BytesToKey with
    MD5 over password and the IV's first 8 bytes) when a password is given."""
    if password is None:
        return key.private_bytes(ser.Encoding.PEM, ser.PrivateFormat.TraditionalOpenSSL,
                                 ser.NoEncryption()).decode()  # fmt: skip
    label = "RSA PRIVATE KEY" if isinstance(key, rsa.RSAPrivateKey) else "EC PRIVATE KEY"
    der = key.private_bytes(ser.Encoding.DER, ser.PrivateFormat.TraditionalOpenSSL,
                            ser.NoEncryption())  # fmt: skip
    dek, algorithm, size = CIPHERS[(cipher or "des3").lower()]
    iv = secrets.token_bytes(algorithm.block_size // 8)
    secret = _bytes_to_key(password.encode(), iv[:8], size)
    pad = algorithm.block_size // 8 - len(der) % (algorithm.block_size // 8)
    encryptor = Cipher(algorithm(secret), modes.CBC(iv)).encryptor()
    body = encryptor.update(der + bytes([pad]) * pad) + encryptor.finalize()
    text = base64.encodebytes(body).decode().replace("\n", "")
    lines = "\n".join(text[i : i + 64] for i in range(0, len(text), 64))
    return (f"-----BEGIN {label}-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: {dek},"
            f"{iv.hex().upper()}\n\n{lines}\n-----END {label}-----\n")  # fmt: skip


def _bytes_to_key(password: bytes, salt: bytes, size: int) -> bytes:
    out, block = b"", b""
    while len(out) < size:
        block = hashlib.md5(block + password + salt).digest()
        out += block
    return out[:size]


def public_pem(key: Any) -> str:
    """`key.public_key.to_pem`: the SubjectPublicKeyInfo ("PUBLIC KEY") PEM."""
    return key.public_key().public_bytes(ser.Encoding.PEM,
                                         ser.PublicFormat.SubjectPublicKeyInfo).decode()  # fmt: skip


def generate_rsa(bits: int) -> Any:
    if not key_length_valid(bits):
        raise ValueError("Key length must be a power of 2 greater than or equal to 1024")
    return rsa.generate_private_key(65537, bits)


def generate_ec(curve: str) -> Any:
    if curve not in GENERATED_CURVES:
        raise ValueError("Specified curve is not available on this system")
    return ec.generate_private_key(CURVES[curve]())


# -- Diffie-Hellman parameters ---------------------------------------------------------------
def generate_dhparam(bits: int, generator: int) -> str:
    if not key_length_valid(bits):
        raise ValueError("Key length must be a power of 2 greater than or equal to 1024")
    params = dh.generate_parameters(generator, bits)
    return params.parameter_bytes(ser.Encoding.PEM, ser.ParameterFormat.PKCS3).decode()


def dhparam_valid(path: str) -> bool:
    """DH parameters in the file that `params_ok?` would accept: a prime modulus and a
    generator between 1 and p-1. Unreadable content is not valid (it gets replaced)."""
    if not os.path.isfile(path):
        return False
    try:
        with open(path, "rb") as f:
            numbers = ser.load_pem_parameters(f.read()).parameter_numbers()
    except Exception:
        return False
    p, g = numbers.p, numbers.g
    return 1 < g < p - 1 and probably_prime(p)


def probably_prime(n: int, rounds: int = 24) -> bool:
    """Miller-Rabin with random bases (what BN_check_prime does, for DH moduli)."""
    if n < 4:
        return n in (2, 3)
    if n % 2 == 0:
        return False
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for _ in range(rounds):
        x = pow(secrets.randbelow(n - 3) + 2, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True
