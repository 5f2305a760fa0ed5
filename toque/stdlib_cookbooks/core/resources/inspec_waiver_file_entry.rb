# inspec_waiver_file_entry: one control's waiver (expiration date, whether it still runs, why)
# in an InSpec waiver YAML file, kept sorted by control name (Chef's resource, 17.1+).
require 'yaml'
require 'date'

unified_mode true
provides :inspec_waiver_file_entry
description 'Add or remove an entry of an InSpec waiver file'
introduced '17.1'

property :control, String, name_property: true
property :file_path, String, required: true, default: '/etc/chef/inspec_waivers.yml'
property :expiration, String,
         callbacks: {
           'Expiration date should be a valid calendar date and match the following format: YYYY-MM-DD' => proc { |value|
             if value =~ /\d{4}-\d{2}-\d{2}$/
               Date.valid_date?(*value.split('-').map(&:to_i))
             else
               value.nil?
             end
           },
         }
property :run_test, [true, false]
property :justification, String
property :backup, [false, Integer], default: false

default_action :add
allowed_actions :add, :remove

action_class do
  # the waivers already in the file, by control; a file that is not YAML by name is refused
  def waivers
    path = new_resource.file_path
    unless path =~ %r{(/|C:\\).*(\.yaml|\.yml)}i
      raise "Waiver files needs to be a YAML file which should have a .yaml or .yml extension -\"#{path}\" does not have an appropriate extension"
    end
    return {} unless ::File.exist?(path)

    loaded = YAML.safe_load_file(path, permitted_classes: [Date])
    loaded.is_a?(Hash) ? loaded : {}
  end

  def write_waivers(entries, verb)
    file "Update Waiver File #{new_resource.file_path} to #{verb} waiver for control #{new_resource.control}" do
      path new_resource.file_path
      content YAML.dump(entries.sort.to_h)
      backup new_resource.backup
    end
  end
end

action :add do
  if new_resource.justification.nil? || new_resource.justification.empty?
    raise Chef::Exceptions::ValidationFailed, 'Entries in the InSpec waiver file must have a justification given, this parameter must have a value.'
  end

  entry = {}
  entry['expiration_date'] = new_resource.expiration.to_s unless new_resource.expiration.nil?
  entry['run'] = new_resource.run_test unless new_resource.run_test.nil?
  entry['justification'] = new_resource.justification.to_s
  entries = waivers
  unless entries[new_resource.control] == entry
    entries[new_resource.control] = entry
    write_waivers(entries, 'update')
  end
end

action :remove do
  entries = waivers
  if entries.key?(new_resource.control)
    entries.delete(new_resource.control)
    write_waivers(entries, 'remove')
  end
end
