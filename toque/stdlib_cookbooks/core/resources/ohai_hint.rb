# ohai_hint: a JSON file in Ohai's hints folder that tells its plugins about the host (a cloud,
# a hypervisor), written at compile time by default (Chef's ohai_hint, 14.0+).
require 'json'

unified_mode true
provides :ohai_hint
description "A hint file for Ohai's plugins"
introduced '14.0'

property :hint_name, String, name_property: true
property :content, Hash
property :compile_time, [true, false], default: true, desired_state: false
# toque: Ohai's hints_path (Chef reads Ohai::Config), so tests can move it
property :hints_path, String, default: '/etc/chef/ohai/hints', desired_state: false

default_action :create
allowed_actions :create, :delete

action_class do
  def hint_file
    path = ::File.join(new_resource.hints_path, new_resource.hint_name)
    path.end_with?('.json') ? path : "#{path}.json"
  end

  def hint_text
    content = new_resource.content
    content.nil? || content.empty? ? '' : JSON.pretty_generate(content)
  end
end

action :create do
  directory new_resource.hints_path do
    recursive true
  end
  file hint_file do
    content hint_text
  end
end

action :delete do
  ohai 'reload ohai post hint removal' do
    action :nothing
  end
  file hint_file do
    action :delete
    notifies :reload, 'ohai[reload ohai post hint removal]'
  end
end
