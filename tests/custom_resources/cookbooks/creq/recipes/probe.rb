creq_conf '@OUT@/probe.txt' do
  action :probe
end
