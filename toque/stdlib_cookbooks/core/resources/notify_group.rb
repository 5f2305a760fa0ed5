# notify_group: a bundle of notifications. Running it (action :run, or being notified with
# :run) marks it updated, so its own notifies fire; it changes and prints nothing else.
unified_mode true
provides :notify_group
description 'Runs its notifications when it runs: one trigger for several notifications'
introduced '15.8'

default_action :nothing

action :run do
  new_resource.updated_by_last_action(true)
end
