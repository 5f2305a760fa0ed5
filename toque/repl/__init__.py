"""`toque shell`: recipes entered line by line, on prompt_toolkit.

The core (`core.ShellCore`: entries, modes, commands) and completion know nothing of
the terminal; `app` wires them into a prompt_toolkit PromptSession.
"""
