# custom_demo_site: a site folder with a config file and an index page
unified_mode true
provides :demo_site

property :site_name, String, name_property: true
property :root, String, default: lazy { ENV.fetch('TOQUE_EXAMPLE_ROOT', '/tmp/toque-example') }
property :port, Integer, default: 80
property :owner_label, String, default: 'nobody'
property :state, Symbol, equal_to: %i(enabled disabled), default: :enabled

def site_dir
  ::File.join(root, site_name)
end

load_current_value do |desired|
  conf = ::File.join(desired.site_dir, 'site.conf')
  current_value_does_not_exist! unless ::File.exist?(conf)
  ::File.read(conf).each_line do |line|
    key, value = line.chomp.split('=', 2)
    port value.to_i if key == 'port'
    owner_label value if key == 'owner'
  end
end

action_class do
  def config_text
    "port=#{new_resource.port}\nowner=#{new_resource.owner_label}\n"
  end
end

action :create do
  directory new_resource.site_dir do
    recursive true
  end

  converge_if_changed :port, :owner_label do
    file ::File.join(new_resource.site_dir, 'site.conf') do
      content config_text
    end
  end

  file ::File.join(new_resource.site_dir, 'index.html') do
    content "<h1>#{new_resource.site_name}</h1>\n"
  end
end

action :remove do
  converge_by "remove #{new_resource.site_dir}" do
    ::FileUtils.rm_rf(new_resource.site_dir)
  end if ::File.exist?(new_resource.site_dir)
end
