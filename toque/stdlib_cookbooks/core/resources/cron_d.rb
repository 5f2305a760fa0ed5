# cron_d: a cron job in a file of its own under /etc/cron.d (Chef's cron_d, 14.4+).
require 'shellwords'

unified_mode true
provides :cron_d
description 'A cron job in a file of its own under /etc/cron.d'
introduced '14.4'

use '_partial/_cron_schedule'

property :cron_name, String, name_property: true
property :predefined_value, String,
         equal_to: %w(@reboot @yearly @annually @monthly @weekly @daily @midnight @hourly)
property :command, String, identity: true, required: [:create]
property :path, String
property :home, String
property :shell, String
property :random_delay, Integer
property :mode, [String, Integer], default: '0600'
# toque: the folder of cron files (Chef's is always /etc/cron.d); tests and chroots move it
property :cron_dir, String, default: '/etc/cron.d', desired_state: false

action_class do
  def sanitized_name
    new_resource.cron_name.tr('.', '-')
  end

  def cron_file(name)
    ::File.join(new_resource.cron_dir, name)
  end

  def create_template(create_action)
    unless new_resource.cron_name.match?(/\A[a-zA-Z0-9_-]+\z/)
      raise 'The cron job name should contain letters, numbers, hyphens and underscores only.'
    end

    file "#{new_resource.cron_name} legacy named cron.d file" do
      path cron_file(new_resource.cron_name)
      action :delete
      only_if { new_resource.cron_name != sanitized_name }
    end

    template cron_file(sanitized_name) do
      source 'cron.d.erb'
      mode new_resource.mode
      sensitive new_resource.sensitive
      variables(
        name: sanitized_name,
        predefined_value: new_resource.predefined_value,
        minute: new_resource.minute,
        hour: new_resource.hour,
        day: new_resource.day,
        month: new_resource.month,
        weekday: new_resource.weekday,
        command: new_resource.command,
        user: new_resource.user,
        mailto: new_resource.mailto,
        path: new_resource.path,
        home: new_resource.home,
        shell: new_resource.shell,
        comment: new_resource.comment,
        random_delay: new_resource.random_delay,
        environment: new_resource.environment
      )
      action create_action
    end
  end
end

action :create do
  create_template(:create)
end

action :create_if_missing do
  create_template(:create_if_missing)
end

action :delete do
  file 'legacy named cron.d file' do
    path cron_file(new_resource.cron_name)
    action :delete
  end
  file cron_file(sanitized_name) do
    action :delete
  end
end
