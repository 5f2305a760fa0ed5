log 'broken'
