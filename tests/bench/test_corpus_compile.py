"""bench/corpus_compile.py over a small made-up corpus: outcomes, refusals, the table."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cookbook(folder: Path, name: str, recipes: dict[str, str], meta: str = "") -> None:
    (folder / "recipes").mkdir(parents=True)
    (folder / "metadata.rb").write_text(f"name '{name}'\nversion '1.0.0'\n{meta}")
    for recipe, text in recipes.items():
        (folder / "recipes" / f"{recipe}.rb").write_text(text)


@pytest.fixture(scope="module")
def bench():
    path = ROOT / "bench" / "corpus_compile.py"
    spec = importlib.util.spec_from_file_location("corpus_compile", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["corpus_compile"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def outcomes(bench, tmp_path_factory):
    corpus = tmp_path_factory.mktemp("corpus")
    cookbook(corpus / "alpha", "alpha", {
        "default": "file '/tmp/toque-bench-never-written' do\n  content 'x'\nend\n",
        "broken": "NoSuchModuleHere::Thing.new\n",
        "rhel": "raise 'this recipe only supports RHEL platforms'\n",
        "spin": "loop do\nend\n",
    })  # fmt: skip
    cookbook(corpus / "alpha" / "test" / "cookbooks" / "test", "test", {
        "default": "include_recipe 'alpha::default'\n",
    }, "depends 'alpha'\n")  # fmt: skip
    cookbook(corpus / "winonly", "winonly", {"default": "win32_only_thing 'IIS'\n"},
             "supports 'windows'\n")  # fmt: skip
    repos, paths = bench.find_repos([str(corpus)])
    assert [r.name for r in repos] == ["alpha", "winonly"]
    found = []

    def limit(recipe) -> float:  # only the endless recipe is meant to run out of time: a
        return 1.0 if recipe[0].endswith("::spin") else 60.0  # loaded machine is no failure

    for repo in repos:
        for folder in repo.main:
            for recipe in bench.recipes_of(folder):
                found.append(bench.run_one(repo.name, recipe, paths, False, limit(recipe)))
        for folder in repo.tests:
            for recipe in bench.recipes_of(folder):
                found.append(
                    bench.run_one(repo.name, recipe, repo.test_paths + paths, True, limit(recipe))
                )
    return {o.spec: o for o in found}


def test_a_recipe_compiles_in_why_run_and_writes_nothing(outcomes):
    assert outcomes["alpha::default"].error == ""
    assert not Path("/tmp/toque-bench-never-written").exists()


def test_a_failure_keeps_its_ruby_class_and_message(bench, outcomes):
    broken = outcomes["alpha::broken"]
    assert broken.error_class == "NameError"
    assert broken.error == "uninitialized constant NoSuchModuleHere"
    assert not broken.refused
    assert bench.cause(broken).startswith("NameError: uninitialized constant")


def test_refusals_are_told_apart(outcomes):
    assert outcomes["alpha::rhel"].refused  # the cookbook raises about the platform
    assert outcomes["winonly::default"].refused  # metadata supports only windows


@pytest.mark.parametrize("message, refused", [
    ("fb_rsync: secure_server supports only systemd nodes", True),  # fb_rsync's wording
    ("fb_x only supports CentOS", True),
    ("Passenger package name must be defined!", False),
])  # fmt: skip
def test_a_raise_about_the_host_is_a_refusal(bench, message, refused):
    outcome = bench.Outcome("r", "r::default", False, error=message, error_class="RuntimeError")
    assert bench._refusal(outcome) is refused


def test_a_recipe_that_never_ends_times_out(outcomes):
    assert outcomes["alpha::spin"].error_class == "Timeout"


def test_test_cookbooks_run_with_the_repository_on_the_path(outcomes):
    assert outcomes["test::default"].test
    assert outcomes["test::default"].error == ""


def test_the_table_and_report(bench, outcomes, capsys):
    rows = {r["repo"]: r for r in bench.table(list(outcomes.values()))}
    alpha = rows["alpha"]
    assert (alpha["recipes"], alpha["compiled"], alpha["failed"], alpha["refused"]) == (4, 1, 2, 1)
    assert (alpha["test_recipes"], alpha["test_compiled"]) == (1, 1)
    assert alpha["top_cause"] in (
        "Timeout: no result in 1 s",
        bench.cause(outcomes["alpha::broken"]),
    )
    bench.print_report(list(outcomes.values()), 1.0)
    out = capsys.readouterr().out
    assert "main-cookbook recipes: 1/5 compile" in out
    assert "Timeout: no result in 1 s" in out.split("top 30")[1]


KITCHEN_YML = """\
provisioner:
  name: chef_infra
  attributes:
    kit: {greeting: from-provisioner, level: provisioner, size: 1}
platforms:
  - name: ubuntu-22.04
    attributes:
      kit: {level: platform}
  - name: centos-7
    attributes:
      kit: {level: second-platform}
suites:
  - name: default
    run_list:
      - recipe[kit::default]
      - kit::users
    data_bags_path: test/integration/data_bags
    attributes:
      kit: {greeting: hello}
  - name: later
    run_list: ["recipe[kit]"]
    attributes:
      kit: {greeting: from-a-later-suite}
"""


@pytest.fixture(scope="module")
def kitchen_repo(tmp_path_factory):
    corpus = tmp_path_factory.mktemp("kitchen-corpus")
    repo = corpus / "kit"
    cookbook(repo, "kit", {
        # the suite's greeting, the platform's level, the provisioner's size: Kitchen's merge
        "default": "raise node['kit'].to_h.inspect unless node['kit']['greeting'] == 'hello' &&\n"
                   "  node['kit']['level'] == 'platform' && node['kit']['size'] == 1\n",
        "users": "raise 'no alice' unless data_bag_item('users', 'alice')['shell'] == '/bin/zsh'\n",
        # in no suite: Kitchen's default data_bags_path (test/integration/data_bags)
        "lone": "raise 'no alice' unless data_bag_item('users', 'alice')['id'] == 'alice'\n",
    })  # fmt: skip
    (repo / "kitchen.yml").write_text(KITCHEN_YML)
    bags = repo / "test" / "integration" / "data_bags" / "users"
    bags.mkdir(parents=True)
    (bags / "alice.json").write_text('{"id": "alice", "shell": "/bin/zsh"}')
    (repo / "data_bags" / "users").mkdir(parents=True)  # not used: test/integration has bags
    (repo / "data_bags" / "users" / "bob.json").write_text('{"id": "bob"}')
    rendered = corpus / "rendered"
    cookbook(rendered, "rendered", {"default": "log 'x'\n", "two": "log 'y'\n"})
    (rendered / "kitchen.yml").write_text(
        "<% versions = %w(5.7 8.0) %>\nsuites:\n<% versions.each do |v| %>\n"
        "  - name: v<%= v.delete('.') %>\n    run_list: [\"recipe[rendered<%= v == '8.0' ? '::two' : '' %>]\"]\n"
        "    attributes: {rendered: {version: '<%= v %>', hosts: <%= %w(a b) %>}}\n<% end %>\n"
    )
    policy = corpus / "policy"
    cookbook(policy, "policy", {"default": "log 'x'\n", "alt": "log 'y'\n", "third": "log 'z'\n"})
    (policy / "Policyfile.rb").write_text(
        "name 'policy'\nrun_list 'policy::default'\ncookbook 'policy', path: '.'\n"
        "Dir.children('recipes').sort.each do |r|\n"
        "  named_run_list File.basename(r, '.rb').to_sym, \"policy::#{File.basename(r, '.rb')}\"\n"
        "end\n"
        "default['policy']['level'] = 'policy'\ndefault['policy']['kept'] = true\n"
        "override['policy']['over'] = 1\n"
    )
    (policy / "kitchen.yml").write_text(
        "provisioner:\n  name: chef_zero\nsuites:\n  - name: main\n"
        "  - name: alt\n    provisioner:\n      named_run_list: alt\n"
        "    attributes:\n      policy: {level: suite}\n"
    )
    broken = corpus / "erb"
    cookbook(broken, "erb", {"default": "log 'x'\n"})
    (broken / "kitchen.yml").write_text("suites:\n<% %w(a b).each do |s| %>\n  - name: <%= s %>\n")
    return corpus


def test_kitchen_suites_merge_attributes_suite_over_platform_over_provisioner(bench, kitchen_repo):
    skipped = []
    suites = bench.kitchen_suites(kitchen_repo / "kit", skipped)
    assert skipped == []
    assert sorted(suites) == ["kit::default", "kit::users"]  # the first suite naming it wins
    default = suites["kit::default"]
    assert default.suite == "default"
    assert default.attributes == {"kit": {"greeting": "hello", "level": "platform", "size": 1}}
    assert default.data_bag_path == str(kitchen_repo / "kit" / "test/integration/data_bags")


def test_a_kitchen_file_yaml_cannot_load_is_skipped_and_told(bench, kitchen_repo):
    skipped = []
    assert bench.kitchen_suites(kitchen_repo / "erb", skipped) == {}
    assert len(skipped) == 1 and skipped[0].startswith(str(kitchen_repo / "erb" / "kitchen.yml"))


def test_a_kitchen_file_is_rendered_by_erb_before_yaml_reads_it(bench, kitchen_repo):
    skipped = []
    suites = bench.kitchen_suites(kitchen_repo / "rendered", skipped)
    assert skipped == []
    assert suites["rendered::default"].attributes == {
        "rendered": {"version": "5.7", "hosts": ["a", "b"]}
    }
    assert suites["rendered::two"].suite == "v80"


def test_a_policyfile_gives_run_lists_and_attributes(bench, kitchen_repo):
    skipped = []
    suites = bench.kitchen_suites(kitchen_repo / "policy", skipped)
    assert skipped == []
    assert sorted(suites) == ["policy::alt", "policy::default"]  # `third`: in no suite
    main, alt = suites["policy::default"], suites["policy::alt"]
    assert main.suite == "main"
    assert main.attributes == {"policy": {"level": "policy", "kept": True, "over": 1}}
    assert alt.attributes == {"policy": {"level": "suite", "kept": True, "over": 1}}


def test_run_list_items_name_recipes(bench):
    assert bench.recipe_name("recipe[kit::users]") == "kit::users"
    assert bench.recipe_name("recipe[kit]") == "kit::default"
    assert bench.recipe_name("kit::users@1.0.0") == "kit::users"
    assert bench.recipe_name("role[web]") is None


def test_recipes_run_with_their_suite_inputs_or_the_repository_data_bags(
    bench, kitchen_repo, capsys
):
    repos, paths = bench.find_repos([str(kitchen_repo)])
    kit = next(r for r in repos if r.name == "kit")
    suites = bench.kitchen_suites(kit.folder, [])
    found = {}
    for recipe in bench.recipes_of(kit.main[0]):
        inputs = bench.inputs_for(kit, suites, recipe[0])
        found[recipe[0]] = bench.run_one("kit", recipe, paths, False, 60.0, inputs)
    assert {spec: o.error for spec, o in found.items()} == dict.fromkeys(found, "")
    assert (found["kit::default"].kitchen, found["kit::lone"].kitchen) == ("default", "")
    # today's behaviour (--no-kitchen): no attributes, so node['kit'] is nil
    bare = bench.run_one("kit", ("kit::default", False), paths, False, 60.0)
    assert bare.error_class == "NoMethodError" and bare.kitchen == ""
    bench.print_report([*found.values(), bare], 1.0, ["x/kitchen.yml: bad"])
    out = capsys.readouterr().out
    assert (
        "2 recipes ran with a kitchen suite's attributes and data bags (2 of them compile)" in out
    )
    assert "kitchen file skipped (it cannot load): x/kitchen.yml: bad" in out
