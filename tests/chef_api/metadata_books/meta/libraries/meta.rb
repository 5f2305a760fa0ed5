# loaded first (a file sorts before its folder); it requires the version file, then defines
# Meta::File, which would shadow ::File in the version file if that ran again
require_relative 'meta/version'

module Meta
  module File
    def self.kind = 'Meta::File'
  end
end
