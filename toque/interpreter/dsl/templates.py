"""Template rendering for the `template` resource: its ERB file with the node and helpers."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toque.repo.cookbooks import CookbookFiles
from toque.runtime.errors import ProviderError

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


def cookbook_files(rt: Runtime, node_bridge: Any) -> CookbookFiles:
    """The run's hook for template/cookbook_file sources (a recipe alone: next to it;
    the cookbook loader adds its cookbooks) and the one way the runtime reaches the ERB renderer."""
    return CookbookFiles((), node_bridge.node, template_renderer(rt, node_bridge.ruby_node))


def template_renderer(rt: Runtime, ruby_node: Any) -> Callable[..., str]:
    """A renderer for `CookbookFiles`: Chef's Erubis trimming, `node` inside the template."""
    from toque.interpreter.erb_template import render

    def render_file(path: Path, variables: Any, helpers: list[Any], resource: Any) -> str:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ProviderError(
                f"cannot read template {path}: {exc}", kind="FileNotFound"
            ) from None
        return render(rt, text, str(path), variables, helpers, context=ruby_node, trim_mode="chef")

    return render_file
