"""docs/resources.md is the registry's table: regenerate it with `python -m toque.resource_docs`
after adding a resource, property or action."""

from __future__ import annotations

from toque.resource_docs import OUTPUT, generate


def test_docs_resources_md_matches_the_registry():
    assert OUTPUT.read_text(encoding="utf-8") == generate(), (
        "docs/resources.md is stale: run `python -m toque.resource_docs`"
    )


def test_every_resource_has_a_row_with_its_default_action():
    text = generate()
    for row in ("| `sudo`, `core_sudo` | **:create**, :install, :remove, :delete |",
                "| `file` | **:create**, :create_if_missing, :delete, :touch |",
                "| `linux_user`, `user` |"):  # fmt: skip
        assert row in text
    assert "- Windows: `batch`," in text and "`launchd`" in text
