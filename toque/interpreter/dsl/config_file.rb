# A config context of Mixlib::Config (`knife`, `ohai`, `chef_zero`…) as a client.rb sees it:
# `knife[:editor] = "vim"`, `ohai.disabled_plugins = [:Passwd]` and
# `ohai.optional_plugins << :Lspci` all set a key of one Hash.
class ToqueConfigContext < Hash
  def method_missing(name, *args)
    key = name.to_s
    if key.end_with?("=")
      self[key.chomp("=").to_sym] = args[0]
    elsif args.empty?
      self[name]
    else
      self[name] = args.size == 1 ? args[0] : args
    end
  end

  def respond_to_missing?(_name, _private = false)
    true
  end
end
