class Config
  @defaults = { retries: 3 }

  class << self
    attr_reader :defaults

    def setting(name, value)
      (@settings ||= {})[name] = value
    end

    def settings
      @settings
    end
  end

  setting :timeout, 30
  setting :user, "root"

  def defaults
    self.class.defaults
  end

  def own
    @defaults.inspect
  end
end

puts Config.defaults.inspect
puts Config.settings.inspect
puts Config.new.defaults.inspect
puts Config.new.own
class Config
  setting :timeout, 60
end
puts Config.settings.inspect
