"""What the previous token leaves the scanner expecting, as MRI's lexer does (EXPR_*)."""

# The state decides what `/`, `%`, `<<`, `?`, `:` and `{` mean.
BEG = 0  # an expression may start: `/` opens a regex, `:x` is a symbol, `{` a hash
MID = 1  # after `return`/`break`/`next`: like BEG, but `if` is a modifier
ARG = 2  # after a method name: with a space before and none after, `/x` is an argument
END = 3  # after a value: `/` divides, `?` is the ternary operator
DOT = 4  # after `.`, `&.`, `::`, `alias`: the next word is a method name, even `class`
FNAME = 5  # after `def`
CLASS = 6  # after `class` or `module`
