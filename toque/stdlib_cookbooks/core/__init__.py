"""The core resources, one module each with its provider right below it (found by the registry)."""
