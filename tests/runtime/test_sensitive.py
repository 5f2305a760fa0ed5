"""The `sensitive` rule (runtime/sensitive.py) as the formatters apply it."""

from __future__ import annotations

import io
import json

import pytest

from toque.runtime import Property, Resource
from toque.runtime.deferred import Lazy
from toque.runtime.errors import ValidationError
from toque.runtime.formatters import make_formatter
from toque.runtime.sensitive import (
    SUPPRESSED_VALUE,
    Redactor,
    secrets,
)


class Account(Resource):
    resource_name = "account"
    user = Property(str, name_property=True)
    password = Property((str, None), sensitive=True)
    keys = Property((list, None), sensitive=True)
    actions, default_action = ("create",), "create"


def test_secrets_are_the_sensitive_properties_values_with_their_escaped_forms():
    r = Account("bob")
    r.set("password", 'pa"ss\\wörd')
    r.set("keys", ["key-one", "ab"])  # too short to hide (and to matter)
    found = set(secrets(r))
    assert {'pa"ss\\wörd', 'pa\\"ss\\\\wörd', json.dumps('pa"ss\\wörd')[1:-1], "key-one"} <= found
    assert "bob" not in found and "ab" not in found


def test_a_lazy_sensitive_value_is_known_once_resolved():
    r = Account("bob")
    r.set("password", Lazy(lambda: "late-secret"))
    assert secrets(r) == []
    r.snapshot("create")
    assert "late-secret" in secrets(r)


def test_the_redactor_hides_a_learned_value_in_any_later_text():
    r = Account("bob")
    r.set("password", "hunter22")
    redactor = Redactor()
    assert redactor.text("hunter22") == "hunter22"
    redactor.learn(r)
    assert (
        redactor.text("user bob, password hunter22!") == f"user bob, password {SUPPRESSED_VALUE}!"
    )


def test_json_output_hides_a_value_json_escapes():
    r = Account("bob")
    r.set("password", 'quo"te-secret')
    out = io.StringIO()
    fmt = make_formatter("json", out)
    fmt.handler("resource_action_start")(r, "create", None, None)
    fmt.handler("log")("warn", 'the password is quo"te-secret', r)
    assert "quo" not in out.getvalue() and SUPPRESSED_VALUE in out.getvalue()


def test_a_sensitive_resource_streams_nothing_whatever_the_formatter():
    r = Account("bob")
    r.set("sensitive", True)
    for name in ("doc", "min", "json"):
        out = io.StringIO()
        make_formatter(name, out).handler("stream_output")(r, "some output")
        assert "some output" not in out.getvalue()


def test_a_sensitive_resources_guard_text_is_hidden_even_when_it_times_out(h):
    h.add("log", "a", sensitive=True).only_if("sleep 5 # token-1234", {"timeout": 0.2})
    h.add("log", "b", sensitive=True).not_if("true # token-5678")
    run = h.converge(log_level="debug")
    assert "token-" not in run.out
    assert "Command 'only_if (suppressed sensitive resource output)' timed out" in run.out
    assert "skipped: not_if (suppressed sensitive resource output) was true" in run.out


def test_a_rejected_sensitive_value_is_not_repeated_in_the_error():
    r = Account("bob")
    with pytest.raises(ValidationError) as info:
        r.set("password", 12345678)
    assert "You passed *sensitive value suppressed*." in info.value.message
    assert "12345678" not in info.value.render()
