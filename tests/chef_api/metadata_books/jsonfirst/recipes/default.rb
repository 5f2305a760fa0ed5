log 'jsonfirst'
