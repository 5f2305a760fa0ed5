file '@OUT@/never.txt'
