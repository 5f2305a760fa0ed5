# chef_sleep: pause the run for a number of seconds, e.g. notified after a slow service start
# (Chef's chef_sleep, 15.5+).
unified_mode true
provides :chef_sleep
description 'Pause the run for a number of seconds'
introduced '15.5'

property :seconds, [String, Integer], name_property: true, coerce: proc { |s| Integer(s) }

default_action :sleep
allowed_actions :sleep

action :sleep do
  converge_by("sleep #{new_resource.seconds} seconds") do
    sleep(new_resource.seconds)
  end
end
