puts "runs: #{node['saver']['runs'].inspect}"
node.normal['saver']['runs'] = (node['saver']['runs'] || 0) + 1
node.tag('saved')
log 'saved'
