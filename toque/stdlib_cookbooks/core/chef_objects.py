"""Cheffish's resources as Chef Infra Client 18 runs them in local mode (`chef-client -z`):
`chef_data_bag`, `chef_data_bag_item` (encrypted with a secret too), `chef_node`,
`chef_role`, `chef_environment` write the chef-zero store, which is the chef repo's JSON
files (_chef_objects.py). Each compares the stored object with the one it describes and
prints Cheffish's "create …"/"update …" line with one line per difference. The
server-only ones (`chef_acl`, `chef_container`, `chef_group`, `chef_organization`,
`chef_mirror`) compile and fail when run: chef-zero in local mode keeps no such objects."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides
from toque.runtime.errors import ProviderError
from toque.stdlib_cookbooks.core import _chef_objects as store
from toque.stdlib_cookbooks.core.other_platforms import OtherPlatformResource

NAME = r"^[.\-0-9A-Za-z_]+$"  # Cheffish::NAME_REGEX
ACTIONS = ("create", "delete")


class _ChefObject(Resource):
    """What every Cheffish resource has: the server (ignored: local mode's is chef-zero),
    whether it describes the object completely, and JSON keys it sets verbatim."""

    chef_server = Property((dict, None), desired_state=False)
    complete = Property((bool, None))
    raw_json = Property((dict, None))
    actions, default_action = ACTIONS, "create"


@provides("chef_data_bag")
class ChefDataBag(Resource):
    """A data bag: a folder of data_bags/ in local mode."""

    data_bag_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    chef_server = Property((dict, None), desired_state=False)
    actions, default_action = ACTIONS, "create"


@provides("chef_data_bag")
class ChefDataBagProvider(Provider):
    def load_current(self) -> None:
        self.path = store.folder_of(self.ctx, "data_bags") / self.new.data_bag_name
        self.current = self.path.is_dir() or None

    def action_create(self) -> Iterator[Change]:
        if self.current:
            yield from self.up_to_date(f"data bag {self.new.data_bag_name} exists")
            return
        path = self.path
        yield Change(f"create data bag {self.new.data_bag_name} at {store.URL}",
                     apply=lambda: path.mkdir(parents=True, exist_ok=True))  # fmt: skip

    def action_delete(self) -> Iterator[Change]:
        if not self.current:
            yield from self.up_to_date(f"data bag {self.new.data_bag_name} does not exist")
            return
        path = self.path
        yield Change(f"delete data bag {self.new.data_bag_name} at {store.URL}",
                     apply=lambda: store.remove(path))  # fmt: skip


@provides("chef_data_bag_item")
class ChefDataBagItem(Resource):
    """A data bag item: `name` is `ID` or `BAG/ID`; `raw_data` its keys (merged into the
    stored item unless `complete`); encrypted when `encrypt`, `secret` or `secret_path`."""

    id = Property((str, None))
    data_bag = Property((str, None))
    raw_data = Property((dict, None))
    chef_server = Property((dict, None), desired_state=False)
    complete = Property((bool, None))
    encrypt = Property((bool, None))
    secret = Property((str, None), sensitive=True)
    secret_path = Property((str, None))
    encryption_version = Property((int, None))
    old_secret = Property((str, list, None), sensitive=True)
    old_secret_path = Property((str, list, None))
    actions, default_action = ACTIONS, "create"


def _load_secret(path: str) -> str:
    """Chef::EncryptedDataBagItem.load_secret: the file's text, stripped."""
    try:
        text = Path(path).read_text(encoding="utf-8").strip()
    except OSError as exc:
        raise ProviderError(f"Cannot load data bag item secret from {path}: {exc.strerror}",
                            kind="ArgumentError") from None  # fmt: skip
    if not text:
        raise ProviderError(f"Cannot load data bag item secret from {path}: file is empty",
                            kind="ArgumentError")  # fmt: skip
    return text


def _encrypted_version(item: dict[str, Any]) -> int | None:
    """The format version of an encrypted item (from its first value), None when plain."""
    first = next((v for k, v in item.items() if k != "id" and v is not None), None)
    if (isinstance(first, dict) and isinstance(first.get("version"), int)
            and first["version"] > 0 and "encrypted_data" in first):  # fmt: skip
        return first["version"]
    return None


def _opens(item: dict[str, Any], secret: str) -> bool:
    from toque.repo.encrypted_data_bags import decrypt_value

    first = next(v for k, v in item.items() if k != "id" and v is not None)
    try:
        decrypt_value(first, secret)
    except Exception:  # noqa: BLE001 - a wrong secret shows as any decryption failure
        return False
    return True


class _StoreFileProvider(Provider):
    """Writes or removes one JSON file of the store (`self.path`; `self.current` is what
    it holds, None when absent), with Cheffish's create/update/delete lines."""

    path: Path
    current: Any

    def _write(self, what: str, same: str, diffs: list[str], stored: Any) -> Iterator[Change]:
        path = self.path
        if self.current is None:
            yield Change([f"create {what} at {store.URL}", *diffs],
                         apply=lambda: store.save(path, stored))  # fmt: skip
        elif diffs:
            yield Change([f"update {what} at {store.URL}", *diffs],
                         apply=lambda: store.save(path, stored))  # fmt: skip
        else:
            yield from self.up_to_date(f"{same} is up to date")

    def _remove(self, what: str) -> Iterator[Change]:
        if self.current is None:
            yield from self.up_to_date(f"{what} does not exist")
            return
        path = self.path
        yield Change(f"delete {what} at {store.URL}", apply=lambda: store.remove(path))


@provides("chef_data_bag_item")
class ChefDataBagItemProvider(_StoreFileProvider):
    def load_current(self) -> None:
        new = self.new
        parts = str(self.resource.name).split("/", 1)
        self.item_id = new.id or parts[-1]
        self.bag = new.data_bag or (parts[0] if len(parts) == 2 else None)
        self.encrypt = (new.encrypt if new.encrypt is not None
                        else new.secret is not None or new.secret_path is not None)  # fmt: skip
        self.version = new.encryption_version or self._config_version()
        if not self.bag:
            self.current = None
            return
        self.folder = store.folder_of(self.ctx, "data_bags") / self.bag
        self.path = self.folder / f"{self.item_id}.json"
        self.current = store.load(self.path, "data bag item")

    def _config_version(self) -> int:
        value = self.ctx.config("data_bag_encrypt_version")
        return value if isinstance(value, int) else 3

    def requirements(self, action: str) -> Iterable[Requirement]:
        if not self.bag:
            yield Requirement(
                f"{self.resource}: no data bag: name it 'BAG/ID' or give data_bag",
                kind="ArgumentError")  # fmt: skip
        elif action == "create" and not self.folder.is_dir():
            yield Requirement(
                f"data bag {self.bag} does not exist in {self.folder.parent} "
                "(create it first with chef_data_bag)",
                whyrun=f"Assuming data bag {self.bag} would have been created",
                kind="Net::HTTPClientException")  # fmt: skip

    def _new_secret(self) -> str:
        new = self.new
        if new.secret is not None:
            return new.secret
        if new.secret_path is not None:
            return _load_secret(new.secret_path)
        raise ProviderError(f"Data bag item {self.resource.name} has encryption on but no secret or "
                            "secret_path is specified", kind="RuntimeError")  # fmt: skip

    def _old_secrets(self) -> list[str]:
        new = self.new

        def many(value: Any) -> list[str]:
            return [] if value is None else list(value) if isinstance(value, list) else [value]

        return many(new.old_secret) + [_load_secret(p) for p in many(new.old_secret_path)]

    def _current_state(self) -> tuple[dict[str, Any], int | None, str | None]:
        """The stored item decrypted (when a secret opens it), its encryption version and
        the secret that opened it, as Cheffish's load_current_resource finds them."""
        from toque.repo.encrypted_data_bags import decrypt_value

        raw = self.current or {"id": self.item_id}
        version = _encrypted_version(raw)
        if version is None:  # nothing encrypted: as if encrypted as desired
            secret = self._new_secret() if self.encrypt else None
            return dict(raw), (self.version if self.encrypt else None), secret
        candidates = []
        if self.new.secret is not None or self.new.secret_path is not None:
            candidates.append(self._new_secret())
        candidates += self._old_secrets()
        secret = next((s for s in candidates if _opens(raw, s)), None)
        if secret is None:
            self.log("warn", "Existing data bag is encrypted, but "
                     + ("could not decrypt: bad decrypt." if candidates
                        else "no secret was specified."))  # fmt: skip
            return raw, version, None
        plain = {k: (v if k == "id" else decrypt_value(v, secret)) for k, v in raw.items()}
        return plain, version, secret

    def action_create(self) -> Iterator[Change]:
        from toque.repo.encrypted_data_bags import encrypt_value

        new = self.new
        current, cur_version, cur_secret = self._current_state()
        if cur_version is not None and cur_secret is None and not new.complete:
            if self.encrypt:
                raise ProviderError(
                    f"Cannot encrypt {self.resource.name} due to failure to decrypt existing resource.  "
                    "Set 'complete true' to overwrite or add the old secret as old_secret / "
                    "old_secret_path.", kind="RuntimeError")  # fmt: skip
            raise ProviderError(f"Could not decrypt current data bag item {self.resource.name}",
                                kind="RuntimeError")  # fmt: skip
        opened = cur_version is None or cur_secret is not None
        desired = dict(new.raw_data or {}) if new.complete or not opened \
            else {**current, **(new.raw_data or {})}  # fmt: skip
        desired["id"] = self.item_id
        diffs: list[str] = []
        if self.encrypt:
            secret = self._new_secret()
            if cur_version is not None and self.current is not None and opened:
                how = (" with new secret" if secret != cur_secret else "") + (
                    f" from v{cur_version} to v{self.version} encryption"
                    if cur_version != self.version else "")  # fmt: skip
                diffs = [f"re-encrypt{how}"] if how else []
            elif self.current is not None and _encrypted_version(self.current) is None:
                diffs = [f"encrypt with v{self.version} encryption"]
            if opened:
                store.differences(current, desired, False, "", diffs)
            else:
                keys, old = list(desired), list(self.current or {})
                diffs = ([f"overwrite {k}" for k in keys if k in old]
                         + [f"add {k}" for k in keys if k not in old]
                         + [f"remove {k}" for k in old if k not in keys])  # fmt: skip
            stored = {k: (v if k == "id" else encrypt_value(v, secret, self.version))
                      for k, v in desired.items()}  # fmt: skip
        else:
            if cur_version is not None:
                diffs = ["decrypt data bag item to plaintext"]
            store.differences(current, desired, True, "", diffs)
            stored = desired
        stored = {"id": self.item_id, **stored}
        what, same = f"data bag item {self.item_id}", f"data bag item {self.bag}/{self.item_id}"
        yield from self._write(what, same, diffs, stored)

    def action_delete(self) -> Iterator[Change]:
        yield from self._remove(f"data bag item {self.item_id}")


# ---- nodes, roles, environments: one JSON file each, keys mapped from properties ----


@provides("chef_node")
class ChefNode(_ChefObject):
    """A node in nodes/NAME.json: its environment, run list and normal attributes
    (`attributes`); its default, override and automatic attributes are left as stored."""

    node_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    chef_environment = Property((str, None), regex=NAME)
    run_list = Property((list, None))
    attributes = Property((dict, None))


@provides("chef_role")
class ChefRole(_ChefObject):
    """A role in roles/NAME.json."""

    role_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    description = Property((str, None))
    run_list = Property((list, None))
    env_run_lists = Property((dict, None))
    default_attributes = Property((dict, None))
    override_attributes = Property((dict, None))


@provides("chef_environment")
class ChefEnvironment(_ChefObject):
    """An environment in environments/NAME.json."""

    environment_name = Property(str, regex=NAME, name_property=True, desired_state=False)
    description = Property((str, None))
    cookbook_versions = Property((dict, None))
    default_attributes = Property((dict, None))
    override_attributes = Property((dict, None))


class _ObjectProvider(_StoreFileProvider):
    """Cheffish's create/delete of one JSON object: the desired object is the stored one
    with the resource's keys over it (only the resource's, normalized, when `complete`)."""

    label = folder = name_property = ""
    keys: dict[str, str] = {}  # JSON key -> property
    defaults: dict[str, Any] = {}  # ChefFS DataHandler#normalize's defaults

    def load_current(self) -> None:
        self.object_name = getattr(self.new, self.name_property)
        self.path = store.folder_of(self.ctx, self.folder) / f"{self.object_name}.json"
        self.current = store.load(self.path, f"{self.label} file")

    def _normalized(self, json: dict[str, Any]) -> dict[str, Any]:
        return store.normalize(json, {**self.defaults, "name": self.object_name})

    def _resource_json(self) -> dict[str, Any]:
        json = copy.deepcopy(self.new.raw_json or {})
        json["name"] = self.object_name
        for key, prop in self.keys.items():
            value = getattr(self.new, prop)
            if value is not None:
                json[key] = copy.deepcopy(value)
        return json

    def desired(self, current: dict[str, Any]) -> dict[str, Any]:
        mine = self._resource_json()
        return self._normalized(mine if self.new.complete else {**current, **mine})

    def action_create(self) -> Iterator[Change]:
        current = self._normalized(self.current or {})
        desired = self.desired(current)
        what = f"{self.label} {self.object_name}"
        yield from self._write(what, what, store.differences(current, desired), desired)

    def action_delete(self) -> Iterator[Change]:
        yield from self._remove(f"{self.label} {self.object_name}")


@provides("chef_node")
class ChefNodeProvider(_ObjectProvider):
    label, folder, name_property = "node", "nodes", "node_name"
    keys = {"chef_environment": "chef_environment", "run_list": "run_list",
            "normal": "attributes"}  # fmt: skip
    defaults = {"name": "", "json_class": "Chef::Node", "chef_type": "node",
                "chef_environment": "_default", "override": {}, "normal": {}, "default": {},
                "automatic": {}, "run_list": []}  # fmt: skip

    def desired(self, current: dict[str, Any]) -> dict[str, Any]:
        json = super().desired(current)
        tags = current["normal"].get("tags")
        if tags is not None and "tags" not in json["normal"]:  # tags outlive `attributes`
            json["normal"] = {**json["normal"], "tags": tags}
        for level in ("default", "override", "automatic"):  # kept even when complete
            json[level] = current[level]
        return json


@provides("chef_role")
class ChefRoleProvider(_ObjectProvider):
    label, folder, name_property = "role", "roles", "role_name"
    keys = {"description": "description", "run_list": "run_list",
            "env_run_lists": "env_run_lists", "default_attributes": "default_attributes",
            "override_attributes": "override_attributes"}  # fmt: skip
    defaults = {"name": "", "description": "", "json_class": "Chef::Role",
                "default_attributes": {}, "override_attributes": {}, "chef_type": "role",
                "run_list": [], "env_run_lists": {}}  # fmt: skip


@provides("chef_environment")
class ChefEnvironmentProvider(_ObjectProvider):
    label, folder, name_property = "environment", "environments", "environment_name"
    keys = {"description": "description", "cookbook_versions": "cookbook_versions",
            "default_attributes": "default_attributes",
            "override_attributes": "override_attributes"}  # fmt: skip
    defaults = {"name": "", "description": "", "cookbook_versions": {},
                "json_class": "Chef::Environment", "chef_type": "environment",
                "default_attributes": {}, "override_attributes": {}}  # fmt: skip


# ---- the Chef Infra Server's own objects: none in local mode ----

SERVER_ONLY = ("chef_acl", "chef_container", "chef_group", "chef_organization", "chef_mirror")


class ServerOnlyResource(OtherPlatformResource):
    """Compiles with any property; fails when run (local mode has no such object)."""

    platform = "Chef Infra Server"


def _server_class(name: str) -> type[ServerOnlyResource]:
    doc = f"Cheffish's {name}: a Chef Infra Server object, which local mode does not have."
    cls = type(name, (ServerOnlyResource,), {"__doc__": doc, "default_action": "create"})
    return provides(name)(cls)


for _name in SERVER_ONLY:
    globals()[f"Resource_{_name}"] = _server_class(_name)


@provides(*SERVER_ONLY)
class ServerOnlyProvider(Provider):
    def requirements(self, action: str) -> Iterable[Requirement]:
        name = self.resource.resource_name
        yield Requirement(
            f"{name} needs a Chef Infra Server: chef-zero in local mode keeps no "
            f"{name.removeprefix('chef_')}s (toque runs as chef-client -z)",
            kind="Chef::Exceptions::ProviderNotFound",
        )

    def __getattr__(self, name: str) -> Any:
        if name.startswith("action_"):  # unreachable: the requirement fails first
            return lambda: iter(())
        raise AttributeError(name)
