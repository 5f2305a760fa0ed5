file "/x" do
  owner "root"
end
package %w(a b)
notifies :run, "execute[x]", :immediately
only_if 'cmd', cwd: '/tmp'
include_recipe "base::default"
