# The core cookbook: every cookbook's implicit first dependency, loaded first in every run
# (toque client, apply and shell). Its version follows toque's; a `core` cookbook with a
# higher version on the cookbook path replaces it.
name 'core'
version '0.1.0'
description 'Core resources written in the recipe DSL: notify_group, cron_d, sysctl'
license 'Apache-2.0'
