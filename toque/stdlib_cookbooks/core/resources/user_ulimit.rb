# user_ulimit: one user's (or everyone's, '*') limits in /etc/security/limits.d/FILE.conf,
# read by pam_limits at login (Chef's user_ulimit, 16.0+).
unified_mode true
provides :user_ulimit
description 'A limits.d file of pam_limits settings for one user, or for all users with "*"'
introduced '16.0'

# each limit's pam_limits item; "_limit" sets both (the "-" type), "_soft_limit"/"_hard_limit" one
LIMIT_ITEMS = {
  'as' => 'as', 'cpu' => 'cpu', 'filehandle' => 'nofile', 'process' => 'nproc',
  'locks' => 'locks', 'memory' => 'memlock', 'maxlogins' => 'maxlogins',
  'msgqueue' => 'msgqueue', 'core' => 'core', 'sigpending' => 'sigpending',
  'stack' => 'stack', 'rss' => 'rss', 'rtprio' => 'rtprio', 'virt' => 'as'
}.freeze
BOTH_ONLY = %w(locks memory virt).freeze # no soft/hard variants in Chef

property :username, String, name_property: true
LIMIT_ITEMS.each_key do |limit|
  property :"#{limit}_limit", [String, Integer]
  next if BOTH_ONLY.include?(limit)

  property :"#{limit}_soft_limit", [String, Integer]
  property :"#{limit}_hard_limit", [String, Integer]
end
property :filename, String,
         coerce: proc { |name| name.end_with?('.conf') ? name : "#{name}.conf" },
         default: lazy { |r| r.username == '*' ? '00_all_limits.conf' : "#{r.username}_limits.conf" }

default_action :create
allowed_actions :create, :delete

action_class do
  def limits_file
    "/etc/security/limits.d/#{new_resource.filename}"
  end

  # [[type, item, value]] in the order of LIMIT_ITEMS: the "-" line wins over soft/hard
  def limit_lines
    LIMIT_ITEMS.flat_map do |limit, item|
      both = new_resource.send(:"#{limit}_limit")
      next [['-', item, both]] unless both.nil?
      next [] if BOTH_ONLY.include?(limit)

      %w(soft hard).map { |kind| [kind, item, new_resource.send(:"#{limit}_#{kind}_limit")] }
                   .reject { |line| line[2].nil? }
    end
  end
end

action :create do
  template limits_file do
    source 'ulimit.erb'
    mode '0644'
    sensitive new_resource.sensitive
    variables(user: new_resource.username, lines: limit_lines)
  end
end

action :delete do
  file limits_file do
    action :delete
  end
end
