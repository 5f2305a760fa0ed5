creq_conf '@OUT@/conf.txt' do
  text 'forbidden'
end
