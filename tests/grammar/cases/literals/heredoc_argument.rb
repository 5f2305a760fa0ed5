foo(<<~A, 1)
  body
A
file "/etc/motd" do
  content <<~EOS
    hello #{node['name']}
  EOS
  mode "0644"
end
