node.normal['saver']['now'] = true
p node.save.equal?(node)
raise 'stop after the save' if ENV['SAVER_FAIL']
