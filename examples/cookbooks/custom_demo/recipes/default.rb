demo_site 'blog' do
  port 8080
  owner_label 'www'
end

custom_demo_site 'shop'
