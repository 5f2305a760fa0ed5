default['cplatform']['solution'] = 'second'
