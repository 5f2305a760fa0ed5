mode = 0755
other = 0758
