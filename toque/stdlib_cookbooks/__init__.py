"""Cookbooks shipped with toque and loaded first in every run."""
