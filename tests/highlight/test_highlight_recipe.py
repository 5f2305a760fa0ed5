"""Token streams of the recipe lexer on tricky snippets: Ruby first, then the DSL layer."""

import pytest
from highlight_helpers import assert_in_order, recipe_tokens

# name: (source, tokens expected in this order, whitespace left out)
RUBY_CASES = {
    "heredoc followed by code on the same line": (
        'x = <<~EOS.strip + "!"\n  body #{y}\nEOS\nz = 1\n',
        [
            ("String.Delimiter", "<<~EOS"),
            ("Operator", "."),
            ("Name", "strip"),
            ("Operator", "+"),
            ("String.Double", '"!"'),
            ("String.Heredoc", "  body "),
            ("String.Interpol", "#{"),
            ("Name", "y"),
            ("String.Interpol", "}"),
            ("String.Delimiter", "EOS"),
            ("Name", "z"),
            ("Number.Integer", "1"),
        ],
    ),
    "two heredocs on one line, the second one raw": (
        "call(<<~A, <<-'B')\n  a #{x}\nA\n  b #{x}\n  B\ndone\n",
        [
            ("String.Delimiter", "<<~A"),
            ("Punctuation", ","),
            ("String.Delimiter", "<<-'B'"),
            ("Punctuation", ")"),
            ("String.Interpol", "#{"),
            ("String.Delimiter", "A"),
            ("String.Heredoc", "  b #{x}\n"),
            ("String.Delimiter", "B"),
            ("Name", "done"),
        ],
    ),
    "heredoc as a command's argument": (
        "puts <<~EOS\n  text\nEOS\n",
        [
            ("Keyword.Pseudo", "puts"),
            ("String.Delimiter", "<<~EOS"),
            ("String.Heredoc", "  text\n"),
        ],
    ),
    "append is not a heredoc": (
        "list = []\nlist << item\nlist <<other\n",
        [("Name", "list"), ("Operator", "<<"), ("Name", "item"), ("Operator", "<<")],
    ),
    "%w spanning lines": (
        "pkgs = %w[\n  curl\n  git\n].freeze\n",
        [
            ("String.Other", "%w["),
            ("String.Other", "  curl\n"),
            ("String.Other", "]"),
            ("Operator", "."),
            ("Name", "freeze"),
        ],
    ),
    "percent literals nest their brackets": (
        "a = %w(x (y) z)\nb = %i{a b}\nc = %r{/usr/#{d}}i\ne = %q(it's)\n",
        [
            ("String.Other", "%w("),
            ("String.Other", ")"),
            ("Name", "b"),
            ("String.Symbol", "%i{"),
            ("String.Regex", "%r{"),
            ("String.Interpol", "#{"),
            ("String.Regex", "}i"),
            ("String.Other", "it's"),
        ],
    ),
    "division between values": (
        "half = total / 2\nn = 4\nq = n /2\nr = (a + b) / c\nx /= 2\n",
        [
            ("Operator", "/"),
            ("Number.Integer", "2"),
            ("Name", "q"),
            ("Name", "n"),
            ("Operator", "/"),
            ("Number.Integer", "2"),
            ("Operator", "/"),
            ("Operator", "/="),
        ],
    ),
    "regexes where an expression starts": (
        "re = /a#b/\nok = line =~ /^#/\nparts = line.split /,\\s*/\nfoo(1, /x/)\n",
        [
            ("String.Regex", "/"),
            ("String.Regex", "a#b"),
            ("String.Regex", "/"),
            ("Operator", "=~"),
            ("String.Regex", "^#"),
            ("Name", "split"),
            ("String.Regex", "/"),
            ("String.Regex", ",\\s*"),
            ("String.Regex", "/"),
        ],
    ),
    "interpolation with quotes inside": (
        'msg = "Hello #{node["name"] || \'x\'}!"\n',
        [
            ("String.Double", "Hello "),
            ("String.Interpol", "#{"),
            ("Name.Builtin.Pseudo", "node"),
            ("String.Double", '"name"'),
            ("Operator", "||"),
            ("String.Single", "'x'"),
            ("String.Interpol", "}"),
            ("String.Double", "!"),
        ],
    ),
    "nested interpolation": (
        'x = "a #{ "b #{c} d" } e"\n',
        [
            ("String.Interpol", "#{"),
            ("String.Double", "b "),
            ("String.Interpol", "#{"),
            ("Name", "c"),
            ("String.Interpol", "}"),
            ("String.Double", " d"),
            ("String.Interpol", "}"),
            ("String.Double", " e"),
        ],
    ),
    "braces inside interpolation": (
        'x = "#{ {a: 1}[:a] }"\n',
        [
            ("String.Interpol", "#{"),
            ("Punctuation", "{"),
            ("String.Symbol", "a"),
            ("Punctuation", "}"),
            ("String.Symbol", ":a"),
            ("String.Interpol", "}"),
        ],
    ),
    "question-mark methods and character literals": (
        "if list.empty? && !x.nil?\n  c = ?a\nend\n",
        [("Name", "empty?"), ("Operator", "&&"), ("Name", "nil?"), ("String.Char", "?a")],
    ),
    "ternary": (
        "v = x ? y : z\nw = ready? ? :go : :wait\n",
        [
            ("Name", "x"),
            ("Operator", "?"),
            ("Name", "y"),
            ("Operator", ":"),
            ("Name", "z"),
            ("Name", "ready?"),
            ("Operator", "?"),
            ("String.Symbol", ":go"),
            ("Operator", ":"),
            ("String.Symbol", ":wait"),
        ],
    ),
    "safe navigation": (
        "v = node&.dig('a')&.to_s\n",
        [("Operator", "&."), ("Name", "dig"), ("Operator", "&."), ("Name", "to_s")],
    ),
    "labels": (
        'call(key: 1, if: 2, "quoted": 3, :sym => 4)\n',
        [
            ("String.Symbol", "key"),
            ("Punctuation", ":"),
            ("String.Symbol", "if"),
            ("Punctuation", ":"),
            ("String.Double", '"quoted"'),
            ("Punctuation", ":"),
            ("String.Symbol", ":sym"),
            ("Operator", "=>"),
        ],
    ),
    "quoted symbols": (
        's = :"quoted sym"\nt = :"a#{b}"\nu = :[]=\n',
        [
            ("String.Symbol", ':"'),
            ("String.Symbol", "quoted sym"),
            ("String.Symbol", '"'),
            ("String.Interpol", "#{"),
            ("String.Symbol", ":[]="),
        ],
    ),
    "=begin and =end": (
        '=begin\nnot "ruby #{ at all\n=end\nx = 1\n',
        [("Comment.Multiline", '=begin\nnot "ruby #{ at all\n=end'), ("Name", "x")],
    ),
    "__END__ starts the data": (
        'x = 1\n__END__\nnot "ruby\n',
        [("Name", "x"), ("Comment.Preproc", '__END__\nnot "ruby\n')],
    ),
    "keywords as method names and labels": (
        "k = obj.class\nnode.default['a'] = 1\nx.end\n",
        [("Name", "class"), ("Name.Builtin.Pseudo", "node"), ("Name", "default"), ("Name", "end")],
    ),
    "definitions": (
        "module Site\n  class Conf < Base::Thing\n    def self.load(path, mode: 1)\n"
        "    end\n    def ==(other) = true\n  end\nend\n",
        [
            ("Name.Namespace", "Site"),
            ("Name.Class", "Conf"),
            ("Name.Constant", "Base"),
            ("Name.Builtin.Pseudo", "self"),
            ("Name.Function", "load"),
            ("String.Symbol", "mode"),
            ("Name.Function", "=="),
            ("Keyword.Constant", "true"),
        ],
    ),
    "numbers": (
        "n = 0755 + 0x1F + 0b10 + 1_000 + 1.5e3 + 3r\n",
        [
            ("Number.Oct", "0755"),
            ("Number.Hex", "0x1F"),
            ("Number.Bin", "0b10"),
            ("Number.Integer", "1_000"),
            ("Number.Float", "1.5e3"),
            ("Number.Integer", "3r"),
        ],
    ),
    "variables": (
        "puts @name, @@count, $stdout, $1\n",
        [
            ("Name.Variable.Instance", "@name"),
            ("Name.Variable.Class", "@@count"),
            ("Name.Variable.Global", "$stdout"),
            ("Name.Variable.Global", "$1"),
        ],
    ),
    "alias takes two names": (
        "alias :new_name :old_name\n",
        [("String.Symbol", ":new_name"), ("String.Symbol", ":old_name")],
    ),
}

DSL_CASES = {
    "resource, properties, guards and notifications": (
        'template "/etc/app.conf" do\n  source "app.erb"\n  owner "root"\n  mode "0644"\n'
        "  variables(port: 80)\n  only_if { ::File.exist?('/etc') }\n  not_if 'test -f /x'\n"
        "  notifies :restart, 'service[app]', :immediately\n  action :create\nend\n",
        [
            ("Name.Builtin", "template"),
            ("Name.Builtin.Pseudo", "source"),
            ("Name.Builtin.Pseudo", "owner"),
            ("Name.Builtin.Pseudo", "mode"),
            ("Name.Builtin.Pseudo", "variables"),
            ("Keyword.Pseudo", "only_if"),
            ("Keyword.Pseudo", "not_if"),
            ("Keyword.Pseudo", "notifies"),
            ("String.Symbol", ":restart"),
            ("String.Symbol", ":immediately"),
            ("Keyword.Pseudo", "action"),
            ("String.Symbol", ":create"),
        ],
    ),
    "group is a property inside a resource, a resource outside": (
        "file '/x' do\n  group 'adm'\nend\ngroup 'admins' do\n  ignore_failure true\nend\n",
        [
            ("Name.Builtin", "file"),
            ("Name.Builtin.Pseudo", "group"),
            ("Name.Builtin", "group"),
            ("Name.Builtin.Pseudo", "ignore_failure"),
        ],
    ),
    "a resource name used as a variable is a plain name": (
        "file = File.join(dir, 'x')\nputs file\n",
        [("Name", "file"), ("Name.Constant", "File"), ("Name", "file")],
    ),
    "a resource without arguments": (
        "apt_update\npackage %w(curl git)\n",
        [("Name.Builtin", "apt_update"), ("Name.Builtin", "package")],
    ),
    "a custom resource's block holds properties": (
        "my_app 'site' do\n  user 'deploy'\nend\n",
        [("Name", "my_app"), ("Name.Builtin.Pseudo", "user")],
    ),
    "recipe DSL words": (
        "include_recipe 'apt::default'\nnode.default['x'] = node['y']\n"
        "execute 'e' do\n  guard_interpreter :bash\n  command lazy { new_resource.name }\nend\n",
        [
            ("Keyword.Pseudo", "include_recipe"),
            ("Name.Builtin.Pseudo", "node"),
            ("Name.Builtin.Pseudo", "node"),
            ("Name.Builtin.Pseudo", "guard_interpreter"),  # a property of every resource
            ("Keyword.Pseudo", "lazy"),
            ("Name.Builtin.Pseudo", "new_resource"),
            ("Name", "name"),
        ],
    ),
    "custom resource DSL": (
        "property :path, String, name_property: true\nload_current_value do |desired|\n"
        "  mode desired.mode\nend\naction :create do\n  converge_if_changed :mode do\n"
        "    new_resource.action\n  end\nend\n",
        [
            ("Keyword.Pseudo", "property"),
            ("String.Symbol", ":path"),
            ("Name.Constant", "String"),
            ("String.Symbol", "name_property"),
            ("Keyword.Pseudo", "load_current_value"),
            ("Name", "desired"),
            ("Keyword.Pseudo", "action"),
            ("Keyword.Pseudo", "converge_if_changed"),
            ("Name.Builtin.Pseudo", "new_resource"),
            ("Name", "action"),
        ],
    ),
    "attribute files": (
        "default['nginx']['port'] = 80\noverride['a'] = { 'b' => true }\n",
        [("Name.Builtin.Pseudo", "default"), ("Name.Builtin.Pseudo", "override")],
    ),
    "metadata.rb": (
        "name 'site'\nversion '1.0.0'\ndepends 'apt', '>= 2.0'\n",
        [
            ("Keyword.Pseudo", "name"),
            ("Keyword.Pseudo", "version"),
            ("Keyword.Pseudo", "depends"),
        ],
    ),
}


@pytest.mark.parametrize(("source", "expected"), RUBY_CASES.values(), ids=RUBY_CASES.keys())
def test_ruby_tokens(source, expected):
    assert_in_order(recipe_tokens(source), expected)


@pytest.mark.parametrize(("source", "expected"), DSL_CASES.values(), ids=DSL_CASES.keys())
def test_dsl_tokens(source, expected):
    assert_in_order(recipe_tokens(source), expected)


def test_a_local_variable_is_not_a_keyword():
    assert ("Name", "p") in recipe_tokens("[1].each { |p| puts p }\n")
    assert ("Keyword.Pseudo", "p") in recipe_tokens("p 1\n")


def test_block_locals_end_with_their_block():
    # Inside the block `action` is a parameter; after it, the DSL word again.
    tokens = recipe_tokens("[1].each do |action|\n  action\nend\naction :run\n")
    assert tokens[-2:] == [("Keyword.Pseudo", "action"), ("String.Symbol", ":run")]
