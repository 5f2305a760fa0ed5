# a property validated by a list holding Chef's list of group regexes (jenkins' jnlp_agent)
property :group, String, regex: [Chef::Config[:group_valid_regex]]
action :create do
end
