file "/x" do
  owner "root"
