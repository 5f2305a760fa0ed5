# Chef::Mixin::Securable, apart from mixins.rb: it includes ParamsValidate, and both load
# only when a cookbook names one of them (chef_lib.LAZY).
class Chef
  module Mixin
    # owner/group/mode (and `user`, an alias of owner) on classes that store them with
    # set_or_return, as Chef's file-like resources once did.
    module Securable
      include Chef::Mixin::ParamsValidate

      def owner(arg = nil) = set_or_return(:owner, arg, regex: Chef::Config[:user_valid_regex])
      alias_method :user, :owner

      def group(arg = nil) = set_or_return(:group, arg, regex: Chef::Config[:group_valid_regex])

      def mode(arg = nil)
        valid = lambda do |m|
          m = "0#{m}" if m.is_a?(String) && m !~ /^0/
          Integer(m).between?(0, 07777)
        end
        set_or_return(:mode, arg, callbacks: { "not in valid numeric range" => valid })
      end
    end
  end
end
