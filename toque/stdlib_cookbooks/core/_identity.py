"""Chef's qualify_user, shared by execute (and the script resources) and remote_file: a user
given as `domain\\user` or `user@domain` is split, and contradictory identities refused."""

from __future__ import annotations


class IdentityError(ValueError):
    """An identity Chef refuses, with Chef's ArgumentError message."""


def qualify_user(
    user: str | int | None, password: str | None, domain: str | None
) -> tuple[str | int | None, str | None]:
    """(user, domain) as Chef resolves them."""
    if user is None and domain is not None:
        raise IdentityError(f"The domain `{domain}` was specified, but no user name was given")
    if isinstance(user, str) and ("\\" in user or "@" in user) and domain:
        raise IdentityError(f"The domain is provided twice. Username: `{user}`, Domain: "
                            f"`{domain}`. Please specify domain only once.")  # fmt: skip
    if isinstance(user, str) and domain is None:
        parts = user.split("\\")
        if len(parts) == 2:
            domain, user = parts
        elif len(parts) == 1 and "@" in user:
            at = user.split("@")
            if len(at) != 2:
                raise IdentityError(f"The specified user name `{user}` is not a syntactically "
                                    "valid user name")  # fmt: skip
            user, domain = at
    if (password or domain) and user is None:
        raise IdentityError("A value for `password` or `domain` was specified without "
                            "specification of a value for `user`")  # fmt: skip
    return user, domain
