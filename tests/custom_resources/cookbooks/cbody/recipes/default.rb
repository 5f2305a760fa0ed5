cbody_page '@OUT@/page.txt' do
  port 81
  size '42'
  tags %w(a b)
  note 'not compared'
  words 'x,y'
  notifies :touch, 'cbody_stamp[]', :immediately
end

cbody_stamp do
  file '@OUT@/stamp.txt'
  action :nothing
end

page = resources('cbody_page[@OUT@/page.txt]')
log "location #{page.location} slug #{page.respond_to?(:slug)} words #{page.words.inspect}"
