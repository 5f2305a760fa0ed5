out = `hostname`
out = `ls -l #{dir}`
out = %x(uname -a)
