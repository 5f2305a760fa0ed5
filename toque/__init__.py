"""toque: Chef-style recipes, in their native Ruby DSL, run by Python."""

__version__ = "0.1.0"
