node_name "n"
chef_server_url "https://c"
minimal_ohai false
policy_persist_run_list false

  log_location :syslog
  

