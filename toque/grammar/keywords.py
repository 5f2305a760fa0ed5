"""Ruby's words, shared by the lexer and the highlighter. The recipe language's own words
(resources, properties, actions, DSL methods) are generated from the code: see
`toque/vocabulary.py`."""

# Ruby's reserved words.
RUBY_KEYWORDS = frozenset(
    """
    __ENCODING__ __LINE__ __FILE__ BEGIN END alias and begin break case class def
    defined? do else elsif end ensure false for if in module next nil not or redo
    rescue retry return self super then true undef unless until when while yield
    """.split()
)

# Keyword-like methods of Kernel/Module that read as keywords.
RUBY_PSEUDO_KEYWORDS = frozenset(
    """
    require require_relative include extend prepend attr_accessor attr_reader attr_writer
    private protected public module_function raise fail lambda proc loop puts print p pp
    block_given? catch throw __dir__ __method__ define_method
    """.split()
)

# The statements of a cookbook's metadata.rb (`depends "apt"`).
METADATA_WORDS = frozenset(
    """
    name maintainer maintainer_email license long_description version chef_version
    ohai_version supports depends issues_url source_url gem privacy recipe replaces
    conflicts suggests recommends grouping
    """.split()
)
