# Modules a resource file includes and extends, as cookbooks keep helpers in libraries/
module Cbody
  module Helpers
    def greeting(who)
      "hello #{who}"
    end
  end

  module ClassHelpers
    def default_mode
      '0640'
    end
  end
end
