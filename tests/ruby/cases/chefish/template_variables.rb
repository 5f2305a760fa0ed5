class TemplateContext
  def initialize(vars)
    vars.each { |k, v| instance_variable_set("@#{k}", v) }
  end

  def render
    out = +""
    out << "# Managed by Chef. Local changes will be overwritten.\n"
    out << "listen #{@port}\n"
    out << "server_name #{@server_names.join(' ')}\n"
    @locations.each do |path, target|
      out << "location #{path} {\n"
      out << "  proxy_pass #{target};\n"
      out << "}\n"
    end
    out << "ssl on\n" if @ssl
    out
  end
end

ctx = TemplateContext.new(port: 443, server_names: %w[example.com www.example.com],
                          locations: { "/" => "http://app", "/api" => "http://api:8080" }, ssl: true)
print ctx.render
puts ctx.instance_variables.sort.inspect
