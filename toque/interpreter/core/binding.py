"""`binding`: a frame's local variables as an object (local_variable_get/set)."""

from __future__ import annotations

from typing import Any


class Binding:
    def __init__(self, frame: Any) -> None:
        self.frame = frame

    @staticmethod
    def ruby_class(rt: Any) -> Any:
        klass = rt.Object.consts.get("Binding")
        if klass is None:
            klass = rt.define_class("Binding")
        return klass
