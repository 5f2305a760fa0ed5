"""Compiling the AST into closures: the compiler and its helpers (calls, definitions, control flow, parameters, inline caches)."""
