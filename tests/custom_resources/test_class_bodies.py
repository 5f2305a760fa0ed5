"""Resource files and libraries as Chef evaluates them: class bodies of Chef::Resource and
Chef::Provider subclasses (fixture cookbooks under cookbooks/, one per feature)."""

from __future__ import annotations

import io
import json
import re
import shutil
from pathlib import Path

import pytest
from run_status import client

from toque.session import ClientOptions

FIXTURES = Path(__file__).with_name("cookbooks")


class Host:
    """The fixture cookbooks copied under tmp_path, their `@OUT@` made a folder there."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.out = tmp_path / "out"
        self.out.mkdir()
        self.books = tmp_path / "books"
        shutil.copytree(FIXTURES, self.books)
        for path in self.books.rglob("*.rb"):
            path.write_text(path.read_text().replace("@OUT@", str(self.out)))

    def run(self, *run_list: str, **options) -> tuple[int, str]:
        out = io.StringIO()
        opts = ClientOptions(run_list=list(run_list), cookbook_paths=[str(self.books)],
                             lock_file=str(self.tmp / "lock"), **options)  # fmt: skip
        return client(opts, out), out.getvalue()


@pytest.fixture
def host(tmp_path: Path) -> Host:
    return Host(tmp_path)


# -- a resource file is a class body ----------------------------------------------------------


def test_class_body_features_converge_then_stay_converged(host):
    status, out = host.run("cbody")
    assert status == 0, out
    page = host.out / "page.txt"
    # include'd helper, lazy default through a helper def and a constant, property_type
    # with its default and with the property's own, partials from _common and partial/_tags,
    # coerce, a class-level constant computed by an extend'ed module, `node` in the body
    assert page.read_text() == "hello root 81 plain bold page 42 0640 String a+b\n"
    assert oct(page.stat().st_mode & 0o777) == "0o640"
    assert "-   set port  to 81\n" in out
    assert "-   set token to (suppressed sensitive property) (default value)" in out
    # the nameless resource, notified by its key `cbody_stamp[]`
    assert f'- stamp {host.out}/stamp.txt (name "")' in out
    # alias_method; respond_to? a property; a coerce calling a helper of the file
    assert f'log[location {page} slug true words ["x", "y"]]' in out
    status, out = host.run("cbody")
    assert status == 0, out
    assert f"cbody_page[{page}] action create (up to date)" in out
    assert "cbody_stamp" not in out.split("Converging")[1].split("log[")[0].replace(
        "cbody_stamp[] action nothing (skipped due to action :nothing)", ""
    )


def test_why_run_reports_a_class_body_resource_and_changes_nothing(host):
    status, out = host.run("cbody", why_run=True)
    assert status == 0, out
    assert f"- Would create {host.out}/page.txt" in out
    assert not (host.out / "page.txt").exists()


def test_deprecated_property_alias_sets_the_new_property(host):
    status, out = host.run("cbody::alias", log_level="warn")
    assert status == 0, out
    assert (host.out / "alias.txt").read_text().startswith("hello root 8081 L bold")
    assert "where was renamed to path" in out


@pytest.mark.parametrize(
    ("recipe", "message", "line"),
    [
        ("bad_callback", "Option size's value 500 must be small!", "bad_callback.rb:2"),
        ("bad_regex", "does not match regular expression", "bad_regex.rb:2"),
        ("bad_after_created", "ArgumentError: port 1 is reserved", "page.rb:32"),
    ],
)
def test_property_checks_and_after_created_stop_the_compile_with_a_place(
    host, recipe, message, line
):
    with pytest.raises(Exception) as info:
        host.run(f"cbody::{recipe}")
    text = str(info.value)
    assert message in text and line in text, text
    assert "Traceback" not in text
    assert not any(host.out.iterdir())


# -- provides filters -------------------------------------------------------------------------


def test_provides_picks_the_class_for_this_host(host):
    status, out = host.run("cplatform")
    assert status == 0, out
    assert "thing for windows" not in out
    assert "log[thing for linux]" in out  # cplatform_linux_only
    thing = out.split("cplatform_thing[x]")[1].split("cplatform_linux_only")[0]
    assert "thing for linux" not in thing  # the platform_family match is more specific


def test_provides_blocks_are_decided_once_the_attribute_files_ran(host):
    status, out = host.run("cplatform::fw")
    assert status == 0, out
    # the first provider's block is false, the second's raises (no such attribute): the
    # third's holds
    assert "log[third solution]" in out
    assert "first solution" not in out and "second solution" not in out


def test_provides_blocks_are_asked_at_each_resolution(host):
    """Chef asks a `provides … do |node|` block each time it resolves the name (a resource
    when declared, a provider when its action runs), not once."""
    status, out = host.run("cplatform::dyn")
    assert status == 0, out
    assert "log[dyn a one]" in out and "log[dyn b two]" in out
    assert "log[refused: Cannot find a resource for cplatform_dyn on " in out
    early = out.split("cplatform_fw[early]")[1].split("ruby_block[switch]")[0]
    late = out.split("cplatform_fw[late]")[1]
    assert "log[first solution]" in early and "log[third solution]" in late


def test_a_name_provided_only_on_other_platforms_is_chefs_no_such_resource_type(host):
    with pytest.raises(Exception) as info:
        host.run("cplatform::windows")
    text = str(info.value)
    assert "Chef::Exceptions::NoSuchResourceType: Cannot find a resource for " in text
    assert "cplatform_windows_only on " in text and "windows.rb:1" in text


# -- requirements -----------------------------------------------------------------------------


def test_a_failed_requirement_fails_the_action_with_its_exception(host):
    status, out = host.run("creq")
    assert status == 1
    assert "Chef::Exceptions::ValidationFailed" in out
    assert f"no folder for {host.out}/sub/conf.txt" in out
    status, out = host.run("creq::forbidden")
    assert status == 1
    assert "Chef::Provider::ResourceRequirements::Assertion::AssertionFailure" in out
    assert "text may not be forbidden" in out
    assert not any(host.out.iterdir())


def test_why_run_assumes_a_requirement_with_a_whyrun_message(host):
    status, out = host.run("creq", why_run=True)
    assert status == 0, out
    assert f"* no folder for {host.out}/sub/conf.txt" in out
    assert f"* assuming the folder of {host.out}/sub/conf.txt would have been created" in out
    assert f"- Would write {host.out}/sub/conf.txt" in out
    # an assertion without a why-run message fails under why-run too
    status, out = host.run("creq::forbidden", why_run=True)
    assert status == 1 and "text may not be forbidden" in out


def test_forced_why_run_makes_run_action_only_report(host):
    status, out = host.run("creq::probe")
    assert status == 0, out
    assert f"- Would create new file {host.out}/probe.txt" in out
    assert "log[would change: true]" in out
    assert not (host.out / "probe.txt").exists()


# -- library resources and providers ------------------------------------------------------------


def test_library_resources_and_providers_converge_notify_and_stay_converged(host):
    status, out = host.run("clib")
    assert status == 0, out
    assert (host.out / "note.txt").read_text() == "noted"
    assert f"- write {host.out}/note.txt" in out
    assert "* log[after note] action write" in out  # notified by the library resource
    assert (host.out / "legacy.txt").read_text() == "legacy"  # @provider, set_or_return
    assert (host.out / "banner.txt").read_text() == "managed\n"  # a Chef::Resource::File subclass
    assert (host.out / "direct.txt").read_text() == "direct"  # Chef::Resource::File.new
    assert (host.out / "t.txt").read_text() == "made by a library\n"  # Template.new
    assert f"log[shouted {str(host.out).upper()}/DIRECT.TXT true]" in out  # reopened class
    status, out = host.run("clib")
    assert status == 0, out
    assert f"clib_note[{host.out}/note.txt] action write (up to date)" in out
    assert "log[after note] action write" not in out
    status, out = host.run("clib::remove")
    assert status == 0, out
    assert not (host.out / "note.txt").exists()


def test_library_resources_in_why_run(host):
    status, out = host.run("clib", why_run=True)
    assert status == 0, out
    assert f"- Would write {host.out}/note.txt" in out
    assert not any(host.out.iterdir())


def test_a_library_subclassing_an_unknown_chef_class_is_a_located_error(host):
    with pytest.raises(Exception) as info:
        host.run("badlib")
    text = str(info.value)
    assert "uninitialized constant Chef::Resource::NoSuchResource" in text
    assert "badlib/libraries/broken.rb:3" in text and "Traceback" not in text
    assert not (host.out / "never.txt").exists()


# -- the three kinds in every output format ---------------------------------------------------


@pytest.mark.parametrize("formatter", ["doc", "min", "json"])
def test_custom_library_and_lwrp_resources_report_in_each_format(host, formatter):
    status, out = host.run("cthree", formatter=formatter)
    assert status == 0, out
    for kind in ("custom", "library", "lwrp"):
        assert (host.out / f"{kind}.txt").read_text() == kind
        assert (host.out / f"{kind}.notified").exists()
    if formatter == "json":
        records = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        updated = {r["resource"]["resource"] for r in records if r["event"] == "resource_updated"}
        for name in ("cthree_page[custom]", "cthree_note[library]", "cthree_lwrp[lwrp]"):
            assert name in updated, updated
    elif formatter == "min":
        listed = out.split("resources updated this run:\n")[1]
        for name in ("cthree_page[custom]", "cthree_note[library]", "cthree_lwrp[lwrp]"):
            assert f"* {name}" in listed
    else:
        for name in ("cthree_page[custom]", "cthree_note[library]", "cthree_lwrp[lwrp]"):
            assert f"* {name} action create" in out
    status, out = host.run("cthree", formatter=formatter)
    assert status == 0, out
    if formatter == "json":
        assert json.loads(out.splitlines()[-1])["result"]["updated"] == 0
    else:
        assert re.search(r"Infra [Pp]hase complete, 0(/\d+)? resources updated", out), out


def test_a_provider_without_why_run_support_is_bypassed_under_why_run(host):
    status, out = host.run("clib::nowhy", why_run=True)
    assert status == 0, out
    assert f"Why-Run not supported for clib_nowhy[{host.out}/nowhy.txt], bypassing load." in out
    assert "Skipped: Why-Run not supported by provider Chef::Provider::ClibNowhyMaker" in out
    assert "log[identity special]" in out  # the identity property, not the name
    assert not (host.out / "nowhy.txt").exists()
    status, out = host.run("clib::nowhy")
    assert status == 0, out
    assert (host.out / "nowhy.txt").read_text() == "made"


def test_core_classes_have_their_chef_names(host):
    status, out = host.run("clib::constants")
    assert status == 0, out
    assert ("log[Chef::Resource::Template Chef::Resource::Package Chef::Resource::Package "
            "Chef::Provider::Service::Systemd Chef::Provider::Package::Apt "
            "Chef::Provider::Mount::Mount Chef::Provider::Service Chef::Resource "
            "Chef::Provider]") in out  # fmt: skip
    assert "log[log? true]" in out


def test_resource_and_provider_files_see_chefs_lexical_scope(host):
    # Chef evaluates them with class_from_file (Chef::Mixin::FromFile): ms_dotnet's
    # `property :source, [String, Resource]` names Chef::Resource
    status, out = host.run("lexical")
    assert status == 0, out
    assert (host.out / "lexical.txt").read_text() == "true Chef::Resource\n"
    assert (host.out / "legacy.txt").read_text() == "Chef::Provider Chef::Resource\n"
