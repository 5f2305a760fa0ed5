"""`chef_vault_secret` (Chef Infra Client 16+): a chef-vault item written to local mode's
store. The item's values are encrypted with a fresh shared secret, and `ID_keys` holds that
secret encrypted with the public key of each admin (a user, else a client) and of each
client (named, or the nodes `search` finds that have a client), as chef-vault's
Item#save writes them."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterable, Iterator
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.runtime.sensitive import shown_value
from toque.stdlib_cookbooks.core import _chef_objects as store
from toque.stdlib_cookbooks.core.chef_actors import decode_key, public_of


@provides("chef_vault_secret")
class ChefVaultSecret(Resource):
    """A chef-vault item.  + data_bag, admins, clients, search, raw_data"""

    id = Property(str, name_property=True)
    data_bag = Property(str, required=True, desired_state=False)
    admins = Property((str, list), required=True, desired_state=False)
    clients = Property((str, list, None), desired_state=False)
    search = Property(str, default="*:*", desired_state=False)
    raw_data = Property(dict, default={})
    environment = Property((str, None), desired_state=False)
    actions, default_action = ("create", "create_if_missing", "delete"), "create"


def _names(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value] if value is not None else []
    return [n.strip() for item in items for n in str(item).split(",") if n.strip()]


@provides("chef_vault_secret")
class ChefVaultSecretProvider(Provider):
    def load_current(self) -> None:
        """The vault as this node reads it (its client key opens its copy of the secret);
        none when it cannot, as Chef's load_current_value gives up."""
        from toque.repo.encrypted_data_bags import decrypt_value

        new = self.new
        self.bag = store.folder_of(self.ctx, "data_bags") / new.data_bag
        self.item_path = self.bag / f"{new.id}.json"
        self.keys_path = self.bag / f"{new.id}_keys.json"
        self.current = None
        item, keys = (
            store.load(self.item_path, "vault item"),
            store.load(self.keys_path, "vault keys"),
        )
        me = self._config("node_name") or getattr(self.ctx.node, "name", None)
        pem = self._config("client_key")
        if not item or not keys or not me or not isinstance(keys.get(me), str) or not pem:
            return
        try:
            from cryptography.hazmat.primitives.asymmetric import padding

            key = decode_key(open(str(pem), "rb").read(), None, str(pem))
            secret = key.decrypt(base64.b64decode(keys[me]), padding.PKCS1v15())
            self.current = {
                k: decrypt_value(v, secret.decode("latin-1")) for k, v in item.items() if k != "id"
            }
        except Exception:  # noqa: BLE001 - a key that does not open it: no current value
            self.current = None

    def _config(self, key: str) -> Any:
        return self.ctx.config(key)

    def requirements(self, action: str) -> Iterable[Requirement]:
        if action != "delete" and not self.bag.is_dir():
            yield Requirement(f"data bag {self.new.data_bag} does not exist in {self.bag.parent}",
                              whyrun=f"Assuming data bag {self.new.data_bag} would have been created",
                              kind="Net::HTTPClientException")  # fmt: skip

    def _desired(self) -> dict[str, Any]:
        new = self.new
        if new.environment is None:
            return dict(new.raw_data)
        return {new.environment: dict(new.raw_data)}

    def action_create_if_missing(self) -> Iterator[Change]:
        if self.current is not None or (self.item_path.exists() and self.keys_path.exists()):
            yield from self.up_to_date(f"vault item {self.new.data_bag}/{self.new.id} exists")
            return
        yield from self.action_create()

    def action_create(self) -> Iterator[Change]:
        desired = self._desired()
        if self.current == desired:
            yield from self.up_to_date("raw_data is unchanged")
            return
        shown = shown_value(self.resource, "raw_data", desired)
        if self.current is None:
            lines = [f"create new {self.resource}", f"  set raw_data to {shown}"]
        else:
            before = shown_value(self.resource, "raw_data", self.current)
            lines = [f"update {self.resource}", f"  set raw_data to {shown} (was {before})"]
        yield Change(lines, apply=lambda: self._save(desired))

    def _public_keys(self) -> dict[str, Any]:
        """Each admin's key (a user's, else a client's) and each client's."""
        new, keys = self.new, {}
        for admin in _names(new.admins):
            found = self._actor_key("users", admin) or self._actor_key("clients", admin)
            if found is None:
                raise ProviderError(f"{admin} is not a valid chef user or client",
                                    kind="ChefVault::Exceptions::AdminNotFound")  # fmt: skip
            keys[admin] = found
        clients = _names(new.clients)
        clients += self._searched(new.search) if new.search else []
        for client in dict.fromkeys(clients):
            found = self._actor_key("clients", client)
            if found is None:
                self.log("warn", f"node '{client}' has no 'default' public key; skipping")
                continue
            keys[client] = found
        return keys

    def _actor_key(self, folder: str, name: str) -> Any:
        data = store.load(store.folder_of(self.ctx, folder) / f"{name}.json", f"{folder[:-1]} file")
        pem = (data or {}).get("public_key")
        return (
            public_of(decode_key(pem.encode(), None, f"{folder}/{name}.json"))
            if isinstance(pem, str)
            else None
        )

    def _searched(self, query: str) -> list[str]:
        from toque.repo.data_bags import DataBags
        from toque.repo.search.index import Search

        page = Search(DataBags(store.folder_of(self.ctx, "data_bags"))).query("node", query)
        return [hit.name for hit in page.hits]

    def _save(self, desired: dict[str, Any]) -> None:
        from cryptography.hazmat.primitives.asymmetric import padding

        from toque.repo.encrypted_data_bags import encrypt_value

        new = self.new
        # 32 random bytes, as chef-vault's generate_secret, but printable: the same bytes
        # whether a reader hashes them as Ruby's binary String or as UTF-8 text
        secret = base64.b64encode(os.urandom(24))
        text = secret.decode("ascii")
        version = self._config("data_bag_encrypt_version") or 3
        keys = {"id": f"{new.id}_keys", "admins": _names(new.admins), "clients": [],
                "search_query": new.search, "mode": "default"}  # fmt: skip
        for name, key in self._public_keys().items():
            if name not in keys["admins"]:
                keys["clients"].append(name)
            keys[name] = base64.encodebytes(key.encrypt(secret, padding.PKCS1v15())).decode()
        item = {"id": new.id, **{k: encrypt_value(v, text, version) for k, v in desired.items()}}
        store.save(self.item_path, item)
        store.save(self.keys_path, keys)

    def action_delete(self) -> Iterator[Change]:
        for path, what in ((self.item_path, self.new.id), (self.keys_path, f"{self.new.id}_keys")):
            if path.exists():
                yield Change(f"delete data bag item {what} at {store.URL}",
                             apply=lambda p=path: store.remove(p))  # fmt: skip
        if not self.item_path.exists() and not self.keys_path.exists():
            self.up_to_date_reason = f"vault item {self.new.data_bag}/{self.new.id} does not exist"
