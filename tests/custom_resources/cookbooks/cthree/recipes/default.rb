{ 'custom' => 'cthree_page', 'library' => 'cthree_note', 'lwrp' => 'cthree_lwrp' }.each do |kind, type|
  declare_resource(type.to_sym, kind) do
    notifies :create, "file[@OUT@/#{kind}.notified]", :delayed
  end
  file "@OUT@/#{kind}.notified" do
    action :nothing
  end
end
