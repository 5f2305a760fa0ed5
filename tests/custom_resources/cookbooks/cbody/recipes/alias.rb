cbody_page 'by-alias' do
  where '@OUT@/alias.txt'
  label 'L'
end
