# apt_preference: an APT pin in /etc/apt/preferences.d/NAME.pref (Chef's apt_preference, 13.3+).
# A name with dots or stars is written as NAME_WITH_UNDERSCORES / "wildcard" (legacy files
# under the raw name are replaced).

unified_mode true
provides :apt_preference
description 'An APT pin: a preferences.d file giving packages a priority'
introduced '13.3'

property :package_name, String, name_property: true,
         regex: [/^([a-z]|[A-Z]|[0-9]|_|-|\.|\*|\+)+$/],
         validation_message: 'The provided package name is not valid. Package names can only ' \
                             'contain alphanumeric characters as well as _, -, +, or *!'
property :glob, String
property :pin, String, required: [:add]
property :pin_priority, [String, Integer], required: [:add]

default_action :add
allowed_actions :add, :remove

action_class do
  APT_PREFERENCE_DIR = '/etc/apt/preferences.d'.freeze

  def build_pref(package_name, pin, pin_priority)
    "Package: #{package_name}\nPin: #{pin}\nPin-Priority: #{pin_priority}\n"
  end

  def safe_name(name)
    name.tr('.', '_').gsub('*', 'wildcard')
  end
end

action :add do
  return unless debian?

  preference = build_pref(new_resource.glob || new_resource.package_name,
                          new_resource.pin, new_resource.pin_priority)

  directory APT_PREFERENCE_DIR do
    mode '0755'
  end

  name = new_resource.package_name
  safe = safe_name(name)
  legacy = ["#{APT_PREFERENCE_DIR}/#{name}"]
  legacy.unshift("#{APT_PREFERENCE_DIR}/#{name}.pref") if safe != name
  legacy.each do |old|
    next unless ::File.exist?(old)

    Chef::Log.warn("Replacing legacy #{::File.basename(old)} with #{safe}.pref in #{APT_PREFERENCE_DIR}")
    file old do
      action :delete
    end
  end

  file "#{APT_PREFERENCE_DIR}/#{safe}.pref" do
    mode '0644'
    content preference
  end
end

action :remove do
  return unless debian?

  safe = safe_name(new_resource.package_name)
  path = "#{APT_PREFERENCE_DIR}/#{safe}.pref"
  if ::File.exist?(path)
    Chef::Log.info("Un-pinning #{safe} from #{APT_PREFERENCE_DIR}")
    file path do
      action :delete
    end
  end
end
