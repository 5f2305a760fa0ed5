node_name "n"
chef_server_url "https://chef.example.dmz"
minimal_ohai false
policy_persist_run_list false


