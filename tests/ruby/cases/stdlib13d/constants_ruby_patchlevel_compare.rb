p RUBY_PATCHLEVEL >= 0, RUBY_VERSION >= "3.0", Gem::Version.new(RUBY_VERSION).segments.first
