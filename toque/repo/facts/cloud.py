"""Ohai's ec2, gce, azure and cloud (ec2.rb, gce.rb, azure.rb, cloud.rb): present only on a host that looks like
one of those clouds (a hint file under /etc/chef/ohai/hints, or DMI); the instance metadata
service is asked lazily, on the first read, since a query costs a network round trip."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from toque.repo.facts._host import Host
from toque.repo.node import Lazy

EC2_METADATA = "http://169.254.169.254"
GCE_METADATA = "http://metadata.google.internal"
AZURE_METADATA = "http://169.254.169.254"
AZURE_API_VERSION = "2021-02-01"
TIMEOUT = 2.0
_EC2_ARRAY_VALUES = {"security-groups", "local_ipv4s"}
_EC2_ARRAY_DIR = {"network/interfaces/macs"}
_EC2_JSON_DIR = {"iam"}


def hint(host: Host, name: str) -> bool:
    return host.exists(f"etc/chef/ohai/hints/{name}.json")


def looks_like_ec2(host: Host) -> bool:
    return (
        hint(host, "ec2")
        or host.read("sys/hypervisor/uuid").startswith("ec2")
        or "Amazon" in host.read("sys/class/dmi/id/bios_vendor")
        or "amazon" in host.read("sys/class/dmi/id/bios_version")
    )


def looks_like_gce(host: Host) -> bool:
    return hint(host, "gce") or "Google Compute Engine" in host.read(
        "sys/class/dmi/id/product_name"
    )


def looks_like_azure(host: Host) -> bool:
    leases = host.read("var/lib/dhcp/dhclient.eth0.leases")
    return hint(host, "azure") or host.exists("usr/sbin/waagent") or "unknown-245" in leases


def hint_data(host: Host, name: str) -> dict[str, Any]:
    try:
        data = json.loads(host.read(f"etc/chef/ohai/hints/{name}.json") or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


class _Http:
    """GETs against one metadata service; a failure reads as None (Ohai: the plugin is empty)."""

    def __init__(self, base: str, headers: dict[str, str] | None = None) -> None:
        self.base, self.headers = base.rstrip("/"), dict(headers or {})

    def request(
        self, path: str, method: str = "GET", headers: dict[str, str] | None = None
    ) -> str | None:
        import urllib.error  # only on a cloud host: urllib.request costs every start 30 ms
        import urllib.request

        req = urllib.request.Request(
            self.base + path, method=method, headers={**self.headers, **(headers or {})}
        )
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as response:
                return response.read().decode(errors="replace")
        except (urllib.error.URLError, OSError, ValueError):
            return None


def _expand(name: str) -> str:
    path = name[: name.index("=")] + "/" if "=" in name else name
    path = re.sub(r"/\.\.?(?:/|$)", "/", path)
    path = re.sub(r"^\.\.?(?:/|$)", "", path)
    return path or "/"


def _key(name: str) -> str:
    return re.sub(r"-|/", "_", name)


def ec2_metadata(base: str = EC2_METADATA, iam_hint: bool = False) -> dict[str, Any]:
    """The instance metadata tree as Ohai's Ec2Metadata mixin flattens it (IMDSv2 token first)."""
    http = _Http(base)
    token = http.request("/latest/api/token", "PUT", {"X-aws-ec2-metadata-token-ttl-seconds": "60"})
    if token:
        http.headers["X-aws-ec2-metadata-token"] = token

    def get(path: str) -> str | None:
        return http.request(f"/latest/meta-data/{path}")

    def directory(path: str, parse_json: bool) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for entry in (get(path) or "").splitlines():
            key = _expand(entry)
            if not key.endswith("/"):
                value = get(f"{path}{key}") or ""
                out[_key(key)] = json.loads(value) if parse_json and value else value
            elif key != "/":
                out[key[:-1]] = directory(f"{path}{key}", parse_json)
        return out

    def tree(prefix: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for entry in (get(prefix) or "").splitlines():
            key = _expand(f"{prefix}{entry}")
            if not key.endswith("/"):
                value = get(key)
                out[_key(key)] = value.splitlines() if key in _EC2_ARRAY_VALUES and value else value
            elif key not in (prefix, "/"):
                name = key[:-1]
                if name in _EC2_ARRAY_DIR:
                    out[_key(name)] = directory(key, False)
                elif name in _EC2_JSON_DIR:
                    out[_key(name)] = directory(key, True)
                else:
                    out.update(tree(key))
        return out

    data = tree("")
    if not data:
        return {}
    if "iam" in data and not iam_hint:  # credentials stay out of the node
        iam = data["iam"]
        kept = {k: v for k, v in iam.items() if k == "info"}
        roles = iam.get("security-credentials") or {}
        if len(roles) == 1:
            kept["role_name"] = next(iter(roles))
        data["iam"] = kept
    data["userdata"] = http.request("/latest/user-data/")
    identity = http.request("/latest/dynamic/instance-identity/document/")
    try:
        document = json.loads(identity) if identity else {}
    except ValueError:
        document = {}
    data["account_id"] = document.get("accountId")
    data["availability_zone"] = document.get("availabilityZone")
    data["region"] = document.get("region")
    return data


def gce_metadata(base: str = GCE_METADATA) -> dict[str, Any] | None:
    body = _Http(base, {"Metadata-Flavor": "Google"}).request("/computeMetadata/v1/?recursive=true")
    try:
        return json.loads(body) if body else None
    except ValueError:
        return None


def azure_metadata(base: str = AZURE_METADATA) -> dict[str, Any] | None:
    """azure/metadata as Ohai's azure plugin arranges the instance metadata service's answer."""
    path = f"/metadata/instance?api-version={AZURE_API_VERSION}"
    body = _Http(base, {"Metadata": "true"}).request(path)
    try:
        endpoint = json.loads(body) if body else None
    except ValueError:
        endpoint = None
    if not isinstance(endpoint, dict):
        return None
    metadata: dict[str, Any] = {"compute": dict(endpoint.get("compute") or {})}
    if endpoint.get("network") is not None:
        kinds = ("public_ipv4", "local_ipv4", "public_ipv6", "local_ipv6")
        network: dict[str, Any] = {"interfaces": {}, **{kind: [] for kind in kinds}}
        for interface in endpoint["network"].get("interface") or []:
            mac = interface.get("macAddress")

            def ips(family: str, field: str, interface: dict[str, Any] = interface) -> list[str]:
                entries = (interface.get(family) or {}).get("ipAddress") or []
                return [e[field] for e in entries if e.get(field)]

            network["interfaces"][mac] = {
                "mac": mac,
                "public_ipv6": ips("ipv6", "publicIpAddress"),
                "public_ipv4": ips("ipv4", "publicIpAddress"),
                "local_ipv6": ips("ipv6", "privateIpAddress"),
                "local_ipv4": ips("ipv4", "privateIpAddress"),
            }
        for kind in kinds:
            for entry in network["interfaces"].values():
                network[kind].extend(entry[kind])
        metadata["network"] = network
    return metadata


def cloud_from(provider: str, data: dict[str, Any] | None) -> dict[str, Any] | None:
    """cloud.rb's CloudAttrs: public/local IPv4 addresses and hostnames of the provider."""
    if data is None:
        return None
    out: dict[str, Any] = {}
    public: list[str] = []
    local: list[str] = []
    public6: list[str] = []
    local6: list[str] = []
    if provider == "azure":
        network = (data.get("metadata") or {}).get("network") or {}
        public, local = (
            list(network.get("public_ipv4") or []),
            list(network.get("local_ipv4") or []),
        )
        public6, local6 = (
            list(network.get("public_ipv6") or []),
            list(network.get("local_ipv6") or []),
        )
        names = {"public_hostname": data.get("public_fqdn")}
    elif provider == "ec2":
        public += [data["public_ipv4"]] if data.get("public_ipv4") else []
        local += [data["local_ipv4"]] if data.get("local_ipv4") else []
        names = {
            "public_hostname": data.get("public_hostname"),
            "local_hostname": data.get("local_hostname"),
        }
    else:
        interfaces = (data.get("instance") or {}).get("networkInterfaces") or []
        for interface in interfaces:
            public += [
                c["externalIp"] for c in interface.get("accessConfigs") or [] if c.get("externalIp")
            ]
            local += [interface["ip"]] if interface.get("ip") else []
        names = {"local_hostname": (data.get("instance") or {}).get("hostname")}
    if public:
        out["public_ipv4_addrs"] = public
    if local:
        out["local_ipv4_addrs"] = local
    if public6:
        out["public_ipv6_addrs"] = public6
    if local6:
        out["local_ipv6_addrs"] = local6
    out["provider"] = provider
    out.update({k: v for k, v in names.items() if v})
    for kind, found in (
        ("public_ipv4", public),
        ("local_ipv4", local),
        ("public_ipv6", public6),
        ("local_ipv6", local6),
    ):
        if found:
            out[kind] = found[0]
    return out


def _once(fetch: Callable[[], Any]) -> Callable[[], Any]:
    memo: list[Any] = []

    def call() -> Any:
        if not memo:
            memo.append(fetch())
        return memo[0]

    return call


def collect(host: Host, facts: dict[str, Any]) -> dict[str, Any]:
    if looks_like_ec2(host):
        iam = hint(host, "iam")
        ec2 = _once(lambda: ec2_metadata(EC2_METADATA, iam))
        return {"ec2": Lazy(ec2), "cloud": Lazy(lambda: cloud_from("ec2", ec2()))}
    if looks_like_gce(host):
        gce = _once(lambda: gce_metadata(GCE_METADATA))
        return {"gce": Lazy(gce), "cloud": Lazy(lambda: cloud_from("gce", gce()))}
    if looks_like_azure(host):
        hints = hint_data(host, "azure")
        azure = _once(lambda: {**hints, "metadata": azure_metadata(AZURE_METADATA)})
        return {"azure": Lazy(azure), "cloud": Lazy(lambda: cloud_from("azure", azure()))}
    return {}
