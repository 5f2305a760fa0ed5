# This program is also a YAML document - one plain scalar over several lines.
require 'yaml'
p(YAML.load_file(__FILE__))
p(YAML.safe_load_file(__FILE__).split.size)
opts = {}
opts[:freeze] = true
p(YAML.load_file(__FILE__, **opts).frozen?)
p(YAML.unsafe_load_file(__FILE__).start_with?(%q(require)))
