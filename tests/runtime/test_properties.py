"""Declared properties: types, defaults, coercion, Chef's validation messages, spans."""

import pytest

from toque.runtime import Lazy, Property, Resource, Sym, provides
from toque.runtime.errors import UnknownPropertyError, ValidationError
from toque.source import Span


@provides("demo_thing")
class Thing(Resource):
    path = Property(str, name_property=True)
    size = Property(int, default=1)
    kind = Property((Sym, str), equal_to=(Sym("a"), Sym("b")), default="a")
    digits = Property((str, None), regex=r"^\d+$")
    positive = Property((int, None), callbacks={"must be positive": lambda v: v > 0})
    tags = Property(list, default=[])
    options = Property(dict, default={})
    flag = Property([True, False], default=False)
    upper = Property((str, None), coerce=lambda v: v.upper())
    secret = Property((str, None), required=True, sensitive=True)
    per_action = Property((str, None), required=["create"])
    derived = Property((str, None), default=Lazy(lambda r: r.path + ".bak"))
    actions, default_action = ("create", "remove"), "create"


def thing(name="/x"):
    return Thing(name, Span("site.rb", 7, 3), cookbook="c", recipe="r")


@pytest.mark.parametrize(
    "prop, value, message",
    [
        ("size", "big", 'Property size must be one of: Integer!  You passed "big".'),
        ("size", True, "Property size must be one of: Integer!  You passed true."),
        ("path", 1, "Property path must be one of: String!  You passed 1."),
        ("path", Sym("x"), "Property path must be one of: String!  You passed :x."),
        ("flag", "yes", 'Property flag must be one of: true, false!  You passed "yes".'),
        ("kind", Sym("c"), "Option kind must be equal to one of: :a, :b!  You passed :c."),
        (
            "digits",
            "12a",
            "Property digits's value 12a does not match regular expression [/^\\d+$/]",
        ),
        ("positive", -3, "Option positive's value -3 must be positive!"),
        ("tags", "x", 'Property tags must be one of: Array!  You passed "x".'),
        ("options", [1], "Property options must be one of: Hash!  You passed [1]."),
    ],
)
def test_validation_messages_are_chefs(prop, value, message):
    r = thing()
    with pytest.raises(ValidationError) as e:
        r.set(prop, value, Span("site.rb", 9, 5))
    assert e.value.message == message
    assert e.value.span == Span("site.rb", 9, 5)


def test_error_without_span_uses_the_declaration():
    with pytest.raises(ValidationError) as e:
        thing().set("size", "x")
    assert e.value.span == Span("site.rb", 7, 3)


def test_type_lists_with_nil_and_strings():
    r = thing()
    r.set("digits", None)
    r.set("digits", "42")
    assert r.digits == "42"


def test_unknown_property_suggests_the_closest():
    with pytest.raises(UnknownPropertyError) as e:
        thing().set("contnet", "x", Span("site.rb", 3, 3))
    assert "demo_thing[/x] has no property `contnet`" in e.value.message
    e2 = pytest.raises(UnknownPropertyError, thing().set, "sise", 1)
    assert e2.value.hint == "did you mean `size`?"
    assert "site.rb:3:3" in str(e.value)


def test_name_property_defaults_to_the_name_and_can_differ():
    r = thing("cfg")
    assert r.path == "cfg"
    r.set("path", "/etc/app.cfg")
    assert r.path == "/etc/app.cfg" and str(r) == "demo_thing[cfg]"


def test_mutable_defaults_are_copied_per_resource():
    a, b = thing("/a"), thing("/b")
    a.tags.append("x")
    a.options["k"] = 1
    assert b.tags == [] and b.options == {}
    assert a.tags == ["x"]


def test_setting_nil_resets_to_the_default():
    r = thing()
    r.set("size", 5)
    r.set("size", None)
    assert r.size == 1


def test_coerce_runs_before_validation_and_not_for_nil():
    r = thing()
    r.set("upper", "abc")
    assert r.upper == "ABC"
    r.set("upper", None)
    assert r.upper is None


def test_lazy_values_skip_set_time_checks_and_are_validated_on_read():
    r = thing()
    r.set("size", Lazy(lambda res: "not an int"))  # accepted at compile time
    with pytest.raises(ValidationError, match="must be one of: Integer"):
        _ = r.size


def test_lazy_value_is_coerced_each_read():
    calls = []
    r = thing()
    r.set("upper", Lazy(lambda res: calls.append(1) or "v"))
    assert r.upper == "V" and r.upper == "V" and len(calls) == 2


def test_lazy_default_sees_the_resource():
    assert thing("/etc/x").derived == "/etc/x.bak"


def test_required_is_checked_at_converge_snapshot():
    r = thing()
    r.set("secret", "s")
    with pytest.raises(ValidationError, match="per_action is a required property"):
        r.snapshot("create")
    assert r.snapshot("remove").per_action is None
    with pytest.raises(ValidationError, match="secret is a required property"):
        thing().snapshot("remove")


def test_an_invalid_default_fails_when_the_class_is_defined():
    with pytest.raises(ValidationError, match="must be one of: String"):
        Property(str, default=10)


def test_name_property_and_default_do_not_mix():
    with pytest.raises(ValueError):
        Property(str, name_property=True, default="x")


def test_desired_state_identity_and_sensitive_flags():
    props = Thing.properties
    assert props["path"].desired_state is False and props["size"].desired_state is True
    assert props["secret"].sensitive
    assert thing("/q").identity == "/q"


def test_common_properties_exist_on_every_resource():
    r = thing()
    r.set("ignore_failure", Sym("quiet"))
    r.set("retries", 2)
    r.set("retry_delay", 0.5)
    r.set("guard_interpreter", Sym("bash"))
    r.set("compile_time", True)
    assert (r.ignore_failure, r.retries, r.guard_interpreter) == ("quiet", 2, "bash")
    with pytest.raises(ValidationError, match="Option ignore_failure must be equal to one of"):
        r.set("ignore_failure", "loud")
