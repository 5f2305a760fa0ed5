p RUBY_VERSION, RUBY_ENGINE, RUBY_RELEASE_DATE, RUBY_PATCHLEVEL, RUBY_ENGINE_VERSION
p RUBY_PLATFORM.is_a?(String), RUBY_PLATFORM.include?("linux"), RUBY_VERSION.frozen?
p RUBY_DESCRIPTION.start_with?("ruby 3.1.2p20")
p File.basename($0), $PROGRAM_NAME.equal?($0) || $PROGRAM_NAME == $0, ARGV
$PROGRAM_NAME = "renamed"
p $0
p Gem::Version.new(RUBY_VERSION) >= Gem::Version.new("2.7")
