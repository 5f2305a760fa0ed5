class Settings
  DEFAULTS = { port: 80, host: "localhost", tls: false }

  DEFAULTS.each do |key, default|
    define_method(key) do |value = nil|
      @values ||= {}
      if value.nil?
        @values.fetch(key, default)
      else
        @values[key] = value
      end
    end
  end
end

s = Settings.new
puts s.port
s.port 8080
puts s.port
puts s.host
puts s.tls.inspect
s.tls true
puts s.tls
puts Settings.new.port
prefix = "cfg"
Settings.send(:define_method, :label) { "#{prefix}:#{port}" }
puts s.label
prefix = "changed"
puts s.label
