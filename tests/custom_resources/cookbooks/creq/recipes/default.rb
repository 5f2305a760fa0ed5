creq_conf '@OUT@/sub/conf.txt'
