class Settings
  @values = {}

  class << self
    def method_missing(name, *args)
      key = name.to_s
      if key.end_with?("=")
        @values[key.chomp("=").to_sym] = args.first
      elsif args.size == 1
        @values[name] = args.first
      elsif @values.key?(name)
        @values[name]
      else
        super
      end
    end

    def respond_to_missing?(name, include_private = false)
      @values.key?(name.to_s.chomp("=").to_sym) || super
    end

    def values = @values
  end
end

Settings.log_level :info
Settings.timeout = 30
p Settings.log_level
p Settings.timeout
p Settings.values
p Settings.respond_to?(:timeout)
p Settings.respond_to?(:nope)
begin
  Settings.nope
rescue NoMethodError => e
  puts e.message
end
