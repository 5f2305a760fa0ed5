log 'x'
