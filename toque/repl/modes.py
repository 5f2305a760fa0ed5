"""The shell's three modes: recipe code, attribute-file code and plain Ruby."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toque.interpreter.model.world import Runtime


@dataclass
class Mode:
    name: str  # as shown in the prompt
    evaluator: Any  # has .eval(text, file) and .local_names()
    rt: Runtime
    recipe: bool = False  # evaluated by the session itself (resources, node)

    def eval(self, text: str, file: str) -> Any:
        """Run `text`; Ruby errors come back as located ToqueErrors."""
        from toque.interpreter.dsl.ruby_errors import as_user_errors

        return as_user_errors(self.rt, self.evaluator.eval, text, file)

    def local_names(self) -> list[str]:
        return self.evaluator.local_names()


def recipe_mode(session: Any) -> Mode:
    return Mode("recipe", session.evaluator, session.rt, recipe=True)


def ruby_mode(session: Any) -> Mode:
    from toque.interpreter.program import Evaluator

    return Mode("ruby", Evaluator(session.rt), session.rt)


def attributes_mode(session: Any) -> Mode:
    """Self is the node, as in an attribute file: `default['a'] = 1` writes a level."""
    from toque.interpreter.program import Evaluator

    evaluator = Evaluator(session.rt)
    evaluator.frame.self = session.dsl.node
    return Mode("attributes", evaluator, session.rt)
