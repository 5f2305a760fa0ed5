require 'shellwords'
["simple", "two words", "quote'it", "$HOME", "a;b", "", "tab\there", "ünicode", "-flag=value"].each { |s| puts Shellwords.escape(s) }
