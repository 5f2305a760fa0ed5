"""`ruby_block` and `whyrun_safe_ruby_block`: a deferred block run at converge (the latter also under why-run)."""

from __future__ import annotations

from collections.abc import Iterator

from toque.runtime import Change, Deferred, Property, Provider, Resource, provides


@provides("ruby_block")
class RubyBlock(Resource):
    """A block of code to run at converge time.  + block: the code"""

    block_name = Property(str, name_property=True)
    block = Property((Deferred, None))
    actions, default_action = ("run",), "run"
    action_aliases = {"create": "run"}


@provides("whyrun_safe_ruby_block")
class WhyrunSafeRubyBlock(RubyBlock):
    """A ruby_block that also runs under why-run (it must not change the host)."""


@provides("ruby_block", "whyrun_safe_ruby_block")
class RubyBlockProvider(Provider):
    def action_run(self) -> Iterator[Change]:
        block = self.new.block
        safe = self.resource.resource_name == "whyrun_safe_ruby_block"
        label = "whyrun_safe_ruby_block" if safe else "ruby block"
        yield Change(f"execute the {label} {self.new.block_name}",
                     apply=(lambda: block.call()) if block is not None else None,
                     whyrun_safe=safe)  # fmt: skip
