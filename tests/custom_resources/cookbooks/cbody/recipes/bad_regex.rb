cbody_page '@OUT@/slug.txt' do
  slug 'Not Valid'
end
