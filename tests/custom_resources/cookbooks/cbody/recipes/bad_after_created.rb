cbody_page '@OUT@/one.txt' do
  port 1
end
