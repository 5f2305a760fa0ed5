"""The Ruby object world: the `Runtime` (world.py), classes and method tables, values, frames and blocks, non-local exits."""
