cbody_page '@OUT@/big.txt' do
  size 500
end
