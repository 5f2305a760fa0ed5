require 'yaml'
p YAML.safe_load("a: 1", symbolize_names: true), YAML.safe_load(":s: 1", permitted_classes: [Symbol])
begin
  YAML.safe_load(":s: :v")
rescue => e
  p e.class
end
