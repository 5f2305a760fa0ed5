"""The Chef repository model: node attributes and precedence, host facts, platforms,
cookbooks and their loader rules, roles, environments, data bags and search.

Pure Python like the engine it feeds; it knows no Ruby (the interpreter's `dsl/` gives it
a Ruby face) and imports from `runtime` only plain values and errors."""
